"""One game per instance: each running Daydream holds the lock of the autosave it writes.

The first instance takes slot 1 (`autosave.daydream`); one started while it runs finds
that slot locked and takes the first free one (`autosave-2.daydream`, ...), so it never
writes over the other's game. `QLockFile` writes the holder's process id into the lock
file and also takes an OS lock on it: the lock of a killed process is free again, a live
holder's never is (not even to a second lock object of the same process).

Stale temp files (of a killed writer) are removed at start, but only when this instance is
the only one running: another instance's temp file may be in the middle of its rename. They
are looked for in every folder the app writes (`temp_folders`), each with the names that
are provably ours there: any hidden `.tmp` in the state folder, which holds nothing of the
player's; elsewhere only the names the atomic writer makes (and, in the config folder, the
settings' older ones). A SQLite journal (`-wal`, `-shm`) is never one of them: it may hold
finished games not yet in the database.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QLockFile

from daydream_qt.engine.atomicfile import TEMP_GLOB, TEMP_PREFIX, TEMP_SUFFIX, remove_temp_files
from daydream_qt.ownfiles import clear_way
from daydream_qt.paths import (
    autosave_lock_path,
    autosave_path,
    config_dir,
    data_dir,
    records_path,
    state_dir,
)

MAX_SLOTS = 16
"""More windows than this at once get no autosave (each would still run)."""
STATE_TEMPS = (".*.tmp",)
"""Every hidden temp name in the state folder is ours: today's `.dd-*.tmp` and the older
`.autosave.daydream.*.tmp`."""
CONFIG_TEMPS = (f"{TEMP_PREFIX}*{TEMP_SUFFIX}", ".settings-*.tmp")
DATA_TEMPS = (TEMP_GLOB,)
"""The data folders hold the player's files too: only the atomic writer's own names."""


def _lock(path: Path) -> QLockFile | None:
    """The lock of `path`, held; None when a live instance holds it; OSError when the
    folder cannot hold a lock file at all.

    A lock file is always a regular file: a link or a named pipe in its place is no
    instance's lock, and QLockFile would read it to see whose it is (a pipe would hold the
    start, a link would be read through). It is set aside first (`ownfiles.clear_way`)."""
    moved = clear_way(path)
    if moved is not None and moved.aside is None:
        raise OSError(f"cannot lock {path}: {moved.message}")
    lock = QLockFile(str(path))
    # Only a dead holder makes a lock stale, never its age: a game may stay open for days.
    lock.setStaleLockTime(0)
    if lock.tryLock(0):
        return lock
    if lock.error() != QLockFile.LockError.LockFailedError:
        raise OSError(f"cannot lock {path}")
    return None


class AutosaveSlot:
    """The autosave this instance owns, locked until `release`."""

    def __init__(self, number: int, lock: QLockFile) -> None:
        self.number = number
        self._lock: QLockFile | None = lock

    @property
    def path(self) -> Path:
        return autosave_path(self.number)

    @property
    def held(self) -> bool:
        return self._lock is not None

    def release(self) -> None:
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None


def claim_slot() -> AutosaveSlot | None:
    """Lock the first free autosave slot; None when every slot is taken, OSError when the
    state folder cannot be made or written."""
    state_dir().mkdir(parents=True, exist_ok=True)
    for number in range(1, MAX_SLOTS + 1):
        lock = _lock(autosave_lock_path(number))
        if lock is not None:
            return AutosaveSlot(number, lock)
    return None


def others_running(mine: AutosaveSlot) -> bool:
    """True when another instance holds a slot (each existing lock file is tried)."""
    for number in range(1, MAX_SLOTS + 1):
        if number == mine.number:
            continue
        path = autosave_lock_path(number)
        if not path.exists():
            continue
        try:
            probe = _lock(path)
        except OSError:
            return True  # cannot tell: better keep a temp file than pull one from a writer
        if probe is None:
            return True
        probe.unlock()
    return False


def temp_folders() -> list[tuple[Path, tuple[str, ...]]]:
    """Every folder the app writes with the temp names that are ours there: the state
    folder (autosaves), the config folder (settings), the data folder (a history exported
    as CSV is offered there), its boards (drafts), saves (games saved where Save As first
    looks) and records (the database's folder) folders."""
    data = data_dir()
    return [(state_dir(), STATE_TEMPS), (config_dir(), CONFIG_TEMPS), (data, DATA_TEMPS),
            (data / "boards", DATA_TEMPS), (data / "saves", DATA_TEMPS),
            (records_path().parent, DATA_TEMPS)]


def clean_stale_temps(mine: AutosaveSlot | None) -> int:
    """Remove temp files left by killed writers in every folder the app writes, if this
    instance is the only one running; the number removed."""
    if mine is None or not mine.held or others_running(mine):
        return 0
    return sum(remove_temp_files(folder, patterns) for folder, patterns in temp_folders())
