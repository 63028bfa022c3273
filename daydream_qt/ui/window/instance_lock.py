"""One game per instance: each running Daydream holds the lock of the autosave it writes.

The first instance takes slot 1 (`autosave.daydream`); one started while it runs finds
that slot locked and takes the first free one (`autosave-2.daydream`, ...), so it never
writes over the other's game. `QLockFile` writes the holder's process id into the lock
file and also takes an OS lock on it: the lock of a killed process is free again, a live
holder's never is (not even to a second lock object of the same process).

Stale temp files (of a killed writer) are removed at start, but only when this instance is
the only one running: another instance's temp file may be in the middle of its rename.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QLockFile

from daydream_qt.engine.atomicfile import TEMP_PREFIX, TEMP_SUFFIX, remove_temp_files
from daydream_qt.paths import autosave_lock_path, autosave_path, config_dir, state_dir

MAX_SLOTS = 16
"""More windows than this at once get no autosave (each would still run)."""
STATE_TEMPS = (".*.tmp",)
"""Every hidden temp name in the state folder is ours: today's `.dd-*.tmp` and the older
`.autosave.daydream.*.tmp`."""
CONFIG_TEMPS = (f"{TEMP_PREFIX}*{TEMP_SUFFIX}", ".settings-*.tmp")


def _lock(path: Path) -> QLockFile | None:
    """The lock of `path`, held; None when a live instance holds it; OSError when the
    folder cannot hold a lock file at all."""
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


def clean_stale_temps(mine: AutosaveSlot | None) -> int:
    """Remove temp files left by killed writers in the state and config folders, if this
    instance is the only one running; the number removed."""
    if mine is None or not mine.held or others_running(mine):
        return 0
    return remove_temp_files(state_dir(), STATE_TEMPS) + remove_temp_files(config_dir(), CONFIG_TEMPS)
