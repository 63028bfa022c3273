"""The record keeper: every finished game into the records, once, and never on the GUI thread.

A game that ends (or a finished game put on screen) is handed to `finished`; a thread of
the keeper's own opens the records with a connection of its own and records it, so a
database locked by another program (SQLite waits up to 5 s for it) never freezes the
window. What cannot be recorded now is copied into the folder of unrecorded games
(`records.pending`) and tried again in the background, a little later each time (up to
once a minute); the player is told once, in one sentence, when a game had to wait, and
again only when the reason changes. At every start, `catch_up` records what an earlier run
left behind: unrecorded copies and finished games in the autosaves.

`before_replacing` is the window's guard before its autosave is written over with another
game: a finished game there that is not known to be recorded is copied first, so New
game, Open or Continue never replace the only copy of a finished game.
"""

from __future__ import annotations

import datetime as dt
import sqlite3
import threading
import weakref
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal

from daydream_qt import logs
from daydream_qt.records import pending

if TYPE_CHECKING:
    from daydream_qt.engine import Game
    from daydream_qt.records.store import TableSeat

RETRY_SECONDS = (1.0, 2.0, 5.0, 10.0, 30.0, 60.0)
"""Waits between tries while the records cannot take a game (then once a minute)."""
TELL_AFTER = 2
"""Failed tries in a row before the player is told (a lock usually passes at once)."""

LOCKED = "locked"
FULL = "full"
READ_ONLY = "read_only"
OTHER = "other"
"""Why the records could not take a game."""


def _t(text: str) -> str:
    return QCoreApplication.translate("Records", text)


def why(reason: str) -> str:
    """The kind of a failure from its text."""
    text = reason.lower()
    if "locked" in text or "busy" in text:
        return LOCKED
    if "full" in text or "space" in text:
        return FULL
    if "read-only" in text or "readonly" in text or "newer version" in text:
        return READ_ONLY
    return OTHER


@dataclass
class _Job:
    game: Game
    finished_at: dt.datetime
    key: str = ""
    """The records' key, worked out in the keeper's thread ("" until then)."""
    table: tuple[TableSeat, ...] | None = None
    """A scoresheet's table as its players said it at the end: recorded with the game, or
    in place of the table of its record when the game is in the records already."""


@dataclass(frozen=True)
class _Recorded:
    """The keeper's thread recorded these games (`keys`, and the games of this session)."""

    keys: set[str]
    games: list[Game]


@dataclass(frozen=True)
class _KeptAside:
    """A damaged database was kept under `name` ("" when unknown) and a fresh one started."""

    name: str


@dataclass(frozen=True)
class _Waiting:
    """Games must wait for their record, for `reason` (the records' own sentence)."""

    reason: str


class RecordKeeper(QObject):
    """Records finished games off the GUI thread; one per window."""

    recorded = Signal(str)
    """A game's key, once it is in the records (new or already there)."""
    problem = Signal(str)
    """One sentence for the player: a game is waiting for its record, and why."""
    kept_aside = Signal(str)
    """The name a damaged database was kept under when a fresh one had to be started."""
    _report = Signal(object)
    """From the keeper's thread to this object's (the GUI) thread: a `_Recorded`, a
    `_KeptAside` or a `_Waiting`."""

    def __init__(self, parent: QObject | None = None, path: Path | None = None) -> None:
        super().__init__(parent)
        self._path = path
        """The records database (None: the player's)."""
        self._cond = threading.Condition()
        self._jobs: list[_Job] = []
        self._scan = False
        self._closing = False
        self._closed = False
        """Set once `close` has waited what it waits: the thread reports nothing more."""
        self._thread: threading.Thread | None = None
        self._failures = 0
        self._said: str | None = None
        self.done: set[str] = set()
        """Keys known to be in the records (this window's session)."""
        self._games: weakref.WeakSet[Game] = weakref.WeakSet()
        """Games of this session known to be in the records."""
        self._report.connect(self._on_report)

    # ------------------------------------------------------------ the GUI thread's side
    def finished(self, game: Game, finished_at: dt.datetime | None = None) -> None:
        """Record `game` (finished) in the background (even its key, which costs a
        validation of the whole game, is worked out there)."""
        if game in self._games:
            return
        with self._cond:
            if all(job.game is not game for job in self._jobs):
                self._jobs.append(_Job(game, finished_at or dt.datetime.now(dt.UTC)))
            self._wake()

    def set_table(self, game: Game, table: tuple[TableSeat, ...]) -> None:
        """Record the table of `game` (finished) as its players said it: with the game, or
        in place of the table of its record (in one transaction: the record is never
        without its game). Only the latest table of a game is written."""
        with self._cond:
            job = next((j for j in self._jobs if j.game is game), None)
            if job is None:
                self._jobs.append(_Job(game, dt.datetime.now(dt.UTC), table=table))
            else:
                job.table = table
            self._wake()

    def catch_up(self) -> None:
        """Record what waits in the unrecorded folder and in the autosaves (in the background)."""
        with self._cond:
            self._scan = True
            self._wake()

    def retry(self) -> None:
        """Try the waiting games again now, if any is waiting."""
        with self._cond:
            if self._failures:
                self._scan = True
                self._wake()

    def is_recorded(self, game: Game) -> bool:
        return game in self._games or pending.key_of(game) in self.done

    @property
    def busy(self) -> bool:
        """True while games wait in memory or a catch-up is due."""
        with self._cond:
            return bool(self._jobs or self._scan)

    def before_replacing(self, previous: Game | None, autosave: Path | None) -> str | None:
        """Make the autosave safe to write over: `previous` is the game this window last
        wrote there (None: whatever an earlier run left in `autosave`). A finished game
        not known to be recorded is copied into the unrecorded folder first.

        None when the autosave may be replaced; else the sentence saying why not."""
        if previous is not None:
            if not previous.over:
                return None
            if previous in self._games:
                return None
            key = pending.key_of(previous)
            if key in self.done:
                return None
            with self._cond:
                job = next((j for j in self._jobs if j.game is previous), None)
            return self._copy(previous, job.finished_at if job else None, key, job.table if job else None)
        if autosave is None or not autosave.is_file():
            return None
        from daydream_qt.engine.savefile import LoadError, load_game

        try:
            loaded = load_game(autosave)
        except LoadError:
            return None  # not a game: nothing of the player's to keep
        if not loaded.game.over:
            return None
        key = pending.key_of(loaded.game)
        if key in self.done or key in pending.recorded_keys():
            return None
        return self._copy(loaded.game, pending.finished_at_of(loaded.meta, loaded.saved_at), key)

    def _copy(self, game: Game, finished_at: dt.datetime | None, key: str,
              table: tuple[TableSeat, ...] | None = None) -> str | None:
        from daydream_qt.engine.atomicfile import SaveError

        try:
            pending.keep(game, finished_at, key, table)
        except SaveError as exc:
            logs.warning("a finished game could not be kept for its record: %s", exc.message)
            return _t("The finished game in the autosave could not be kept for your records "
                      "({0}), so the autosave was not replaced.").format(exc.message)
        self.catch_up()
        return None

    def close(self, timeout: float = 1.0) -> None:
        """Stop the thread (waiting up to `timeout` s for a record under way); a game still
        in memory is copied into the unrecorded folder, to be recorded at the next start."""
        with self._cond:
            self._closing = True
            self._cond.notify_all()
            thread = self._thread
        if thread is not None:
            thread.join(timeout)
        with self._cond:
            # A record still under way (a slow disk, a busy machine) goes on, but says nothing:
            # this object goes with its window, and a signal of a deleted object is a crash.
            self._closed = True
            left, self._jobs = list(self._jobs), []
        for job in left:
            self._copy(job.game, job.finished_at, job.key or pending.key_of(job.game), job.table)

    def _tell(self, report: _Recorded | _KeptAside | _Waiting) -> None:
        """From the thread: `report` to the GUI thread, unless the keeper was closed."""
        with self._cond:
            if not self._closed:
                self._report.emit(report)

    def _on_report(self, report: _Recorded | _KeptAside | _Waiting) -> None:
        if isinstance(report, _Recorded):
            self._games.update(report.games)
            for key in report.keys:
                self.done.add(key)
                self.recorded.emit(key)
            if self._said is not None and not self.busy:
                self._said = None
        elif isinstance(report, _KeptAside):
            self.kept_aside.emit(report.name)
        else:
            kind = why(report.reason)
            if kind != self._said:
                self._said = kind
                self.problem.emit(self._sentence(kind, report.reason))

    @staticmethod
    def _sentence(kind: str, reason: str) -> str:
        from daydream_qt.engine.untrusted import excerpt

        if kind == LOCKED:
            return _t("Your records are in use by another program: this game is kept and will "
                      "be added to them as soon as they are free.")
        if kind == FULL:
            return _t("The disk is full: this game is kept and will be added to your records "
                      "once there is room.")
        if kind == READ_ONLY:
            return _t("Your records cannot be written now: this game is kept and will be added "
                      "to them by a version of Daydream that can write them.")
        return _t("This game could not be added to your records yet ({0}); it is kept and "
                  "will be added later.").format(excerpt(reason, 120))

    # ------------------------------------------------------------ the keeper's thread
    def _wake(self) -> None:
        """Start the thread if needed, and wake it (call with the lock held)."""
        if self._closing:
            return
        if self._thread is None or not self._thread.is_alive():
            self._thread = threading.Thread(target=self._run, name="records", daemon=True)
            self._thread.start()
        self._cond.notify_all()

    def _wait(self) -> tuple[list[_Job], bool] | None:
        """The work to do next; None when the keeper is closing."""
        with self._cond:
            while True:
                if self._closing:
                    return None
                if self._jobs or self._scan:
                    scan, self._scan = self._scan, False
                    return list(self._jobs), scan
                if self._failures:
                    delay = RETRY_SECONDS[min(self._failures, len(RETRY_SECONDS)) - 1]
                    if not self._cond.wait(delay):
                        self._scan = True  # time to try the waiting games again
                else:
                    self._cond.wait()

    def _run(self) -> None:
        while (work := self._wait()) is not None:
            jobs, scan = work
            try:
                written: dict[int, tuple[TableSeat, ...] | None] = {}
                keys = self._record(jobs, scan, written)
            except pending.Unavailable as exc:
                self._failed(str(exc), jobs)
                continue
            except Exception as exc:  # a bug must not stop the records for the session
                logs.exception("recording failed", exc)
                self._failed(f"{type(exc).__name__}: {exc}", jobs)
                continue
            with self._cond:
                self._failures = 0
                # A table said while its game was being recorded is recorded next.
                self._jobs = [j for j in self._jobs if j.key not in keys or j.table is not written.get(id(j))]
            self._tell(_Recorded(keys, [j.game for j in jobs if j.key in keys]))

    def _record(self, jobs: list[_Job], scan: bool,
                written: dict[int, tuple[TableSeat, ...] | None]) -> set[str]:
        """Record `jobs` and, with `scan`, what waits on disk; the keys now in the records.
        `written` gets, by each job's id(), the table recorded with it."""
        from daydream_qt.records.db import RecordsError, is_damage, open_records, start_afresh

        try:
            records = open_records(self._path)
        except RecordsError as exc:
            raise pending.Unavailable(str(exc)) from None
        except sqlite3.Error as exc:
            raise pending.Unavailable(str(exc)) from None
        keys: set[str] = set()
        try:
            if records.kept_aside is not None:
                self._tell(_KeptAside(records.kept_aside.name))
            for attempt in range(2):
                try:
                    for job in jobs:
                        job.key = job.key or pending.key_of(job.game)
                        with self._cond:
                            table = job.table
                        if job.key not in keys or table is not None:
                            pending.record_one(records, job.game, job.finished_at, table)
                            keys.add(job.key)
                        written[id(job)] = table
                    pending.note_recorded(keys)
                    if scan:
                        done = pending.catch_up(records)
                        keys.update(done.recorded, done.known)
                    return keys
                except sqlite3.DatabaseError as exc:
                    if attempt or not is_damage(exc):
                        raise
                    records = start_afresh(records)
                    self._tell(_KeptAside(records.kept_aside.name if records.kept_aside else ""))
        except sqlite3.DatabaseError as exc:
            raise pending.Unavailable(str(exc)) from None
        finally:
            records.close()
        return keys

    def _failed(self, reason: str, jobs: list[_Job]) -> None:
        """The records cannot take the games now: copy those in memory to disk and wait."""
        from daydream_qt.engine.atomicfile import SaveError

        logs.info("a record must wait: %s", reason)
        copied = []
        for job in jobs:
            try:
                job.key = job.key or pending.key_of(job.game)
                pending.keep(job.game, job.finished_at, job.key, job.table)
                copied.append(job)
            except SaveError:
                pass  # it stays in memory, and in the autosave, until it can be written
        with self._cond:
            self._jobs = [j for j in self._jobs if all(j is not c for c in copied)]
            self._failures += 1
            failures = self._failures
        if failures >= TELL_AFTER:
            self._tell(_Waiting(reason))
