"""The records database: where it lives, its schema and migrations, and its repair.

One SQLite file in the data folder, opened in WAL mode with a busy timeout, so two app
windows (or the app and `daydream-qt history`) can read and write it at once without
corrupting it or failing on the first lock. The schema's version is SQLite's
`user_version`; `MIGRATIONS[n]` takes a database from version n to n + 1 inside the
transaction that opens it. A file that is not a database, is corrupt, or cannot be migrated
is moved aside as `records.bad-v<N>-<time>.sqlite` and a fresh database started (a later
build tries it again and takes its games back: `keeping`); the caller gets one sentence
about it, never an exception.

A database written by a newer app, or one in a folder that cannot be written to (a
read-only home, a full disk), is opened read-only: everything is shown, nothing is
written, and `Records.read_only_notice()` says why. Every row is read through the checks
of `rows`: a tampered row is hidden and counted, never raised.
"""

from __future__ import annotations

import os
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path

# The schema lives in `migrations`; its names are the database's, and read from here.
from .migrations import EXPECTED_TABLES, MIGRATIONS, SCHEMA_VERSION  # noqa: F401

BUSY_TIMEOUT_MS = 5000
"""How long a writer waits for another one before giving up (a record takes milliseconds)."""

DAMAGED = "damaged"
ODD = "odd"
"""Why a database was moved aside: it could not be read or migrated, or `records.sqlite`
was not a regular file (a link, a FIFO, a folder)."""
NEWER = "newer"
UNWRITABLE = "unwritable"
"""Why a database was opened read-only: a newer app wrote it, or its folder cannot be
written to (a read-only home, a full disk)."""
NEWER_UNREADABLE = "newer-unreadable"
"""A newer app's database whose tables this app cannot read: left untouched, none shown."""



class RecordsError(Exception):
    """The records cannot be opened at all (an unwritable folder); str() is one sentence,
    which says why (a caller puts "the records cannot be opened" before it)."""


class RecordsReadOnly(RecordsError):
    """Something would write to records opened read-only; str() is the reason's sentence."""


class _NotOurs(Exception):
    """The file is a database, but not one of records this app can use."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass
class Records:
    """An open records database. Close it with `close()` (or use it in a `with`)."""

    conn: sqlite3.Connection
    path: Path
    kept_aside: Path | None = None
    """Where a damaged or odd database was moved, when opening had to start afresh."""
    reason: str | None = None
    """Why it was moved: DAMAGED or ODD."""
    read_only: bool = False
    """Nothing may be written (`record_game` and `delete_record` refuse: RecordsReadOnly)."""
    read_only_reason: str | None = None
    """Why: NEWER, NEWER_UNREADABLE or UNWRITABLE."""
    read_only_detail: str = ""
    """What the system said when the folder could not be written to."""
    taken_back: int = 0
    """Games taken back at this open from databases kept by an earlier build."""

    def read_only_notice(self) -> str:
        """One English sentence saying why nothing can be recorded ("" when something can)."""
        if not self.read_only:
            return ""
        if self.read_only_reason == NEWER:
            return ("The records were written by a newer version of Daydream: they are shown as they are, "
                    "and no game is recorded until that version is used again.")
        if self.read_only_reason == NEWER_UNREADABLE:
            return ("The records were written by a newer version of Daydream that this one cannot read; "
                    "they are left untouched for it, and no game is recorded.")
        # "read-only" and "newer version" tell the record keeper (ui/window/record_keeper.py)
        # that a game must wait for records it can write.
        return (f"The folder {self.path.parent} cannot be written to ({self.read_only_detail}): "
                f"the records are shown read-only, and no new game can be recorded.")

    def notice(self) -> str:
        """English sentences about what opening did ("" when nothing is worth saying)."""
        said = []
        if self.kept_aside is not None and self.reason == ODD:
            said.append(f"The records file was not a regular file (a link or a special file); it was set "
                        f"aside as {self.kept_aside.name} and a fresh history was started.")
        elif self.kept_aside is not None:
            said.append(f"The records could not be read; they were kept as {self.kept_aside.name} "
                        f"and a fresh history was started.")
        if self.read_only:
            said.append(self.read_only_notice())
        if self.taken_back:
            said.append(f"{self.taken_back} game(s) kept by an earlier version were taken back into the records.")
        return " ".join(said)

    def hidden(self) -> int:
        """How many recorded games cannot be read and are hidden (0 when that cannot be told)."""
        from .rows import hidden_count

        try:
            return hidden_count(self.conn)
        except sqlite3.Error:
            return 0

    def check_writable(self) -> None:
        """RecordsReadOnly when nothing may be written."""
        if self.read_only:
            raise RecordsReadOnly(self.read_only_notice())

    def close(self) -> None:
        self.conn.close()

    def __enter__(self) -> Records:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def default_path() -> Path:
    from daydream_qt.paths import records_path

    return records_path()


def is_damage(exc: BaseException) -> bool:
    """True for errors that mean the file itself is broken (not a lock or a full disk)."""
    code = getattr(exc, "sqlite_errorcode", None)
    if code is not None:
        return code & 0xFF in (sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB)
    text = str(exc).lower()
    return "malformed" in text or "not a database" in text


def _is_busy(exc: BaseException) -> bool:
    code = getattr(exc, "sqlite_errorcode", None)
    if code is not None and code & 0xFF in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
        return True
    return "locked" in str(exc) or "busy" in str(exc)


def _wal(conn: sqlite3.Connection) -> None:
    """Put the database in WAL mode. Switching a new file's journal needs the whole file to
    itself, and SQLite answers "locked" at once, without its busy wait, while another
    connection opens the same new file: that is waited for here, within the busy timeout."""
    deadline = time.monotonic() + BUSY_TIMEOUT_MS / 1000
    while True:
        try:
            conn.execute("PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) or time.monotonic() > deadline:
                raise
            time.sleep(0.01)


# What SQLite hands a function and takes back from it.
_SQLValue = str | bytes | int | float | None


def _fold(value: _SQLValue) -> _SQLValue:
    if isinstance(value, bytes):  # the queries pass names as bytes: not UTF-8 would raise on the way in
        value = value.decode("utf-8", "replace")
    return value.casefold() if isinstance(value, str) else value


def _casefold(conn: sqlite3.Connection) -> None:
    # Names are matched in any case, in any script (SQLite's NOCASE folds ASCII only).
    conn.create_function("casefold", 1, _fold, deterministic=True)


def _connect(path: Path | str, uri: bool = False) -> sqlite3.Connection:
    # isolation_level=None: transactions are begun and ended explicitly, one per record.
    conn = sqlite3.connect(path, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None,
                           check_same_thread=False, uri=uri)
    try:
        conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        if not uri:
            _wal(conn)
            conn.execute("PRAGMA synchronous = NORMAL")
            conn.execute("PRAGMA foreign_keys = ON")
        _casefold(conn)
    except BaseException:
        conn.close()
        raise
    return conn


def _check_tables(conn: sqlite3.Connection) -> None:
    for table, columns in EXPECTED_TABLES.items():
        have = {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}
        if not columns <= have:
            raise _NotOurs(DAMAGED)


def _version(conn: sqlite3.Connection) -> int:
    return int(conn.execute("PRAGMA user_version").fetchone()[0])


def _migrate(conn: sqlite3.Connection, path: Path | None = None, backup: bool = True) -> None:
    """Bring the database to SCHEMA_VERSION in one transaction (another process may be
    doing the same: the version is read again once the write lock is held). A database
    that holds games is first copied (`keeping.backup_before_migration`); a copy that
    cannot be made stops the migration (OSError or sqlite3.Error)."""
    version = _version(conn)
    if version > SCHEMA_VERSION:
        raise _NotOurs(NEWER)
    if version < SCHEMA_VERSION:
        if backup and path is not None and version > 0:
            from .keeping import backup_before_migration

            # SQLite's backup cannot read a database its own connection holds the write
            # lock of: the copy is made just before the migration's transaction.
            backup_before_migration(conn, path, version)
        conn.execute("BEGIN IMMEDIATE")
        try:
            version = _version(conn)
            if version > SCHEMA_VERSION:
                raise _NotOurs(NEWER)
            while version < SCHEMA_VERSION:
                try:
                    MIGRATIONS[version](conn)
                except sqlite3.OperationalError as exc:
                    if _is_busy(exc) or getattr(exc, "sqlite_errorcode", 0) & 0xFF in (
                            sqlite3.SQLITE_FULL, sqlite3.SQLITE_READONLY, sqlite3.SQLITE_IOERR):
                        raise
                    # e.g. a table of that name already there: a database of something else
                    raise _NotOurs(DAMAGED) from None
                except (MemoryError, RecursionError, ValueError, TypeError):
                    raise _NotOurs(DAMAGED) from None
                version += 1
            conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
    _check_tables(conn)


def _move_aside(path: Path, reason: str = DAMAGED) -> Path:
    from .keeping import aside_name, rename_with_sides

    target = aside_name(path, SCHEMA_VERSION, "odd" if reason == ODD else "bad")
    try:
        rename_with_sides(path, target)
    except OSError as exc:
        raise RecordsError(f"The records in {path.parent} are damaged and cannot be moved aside "
                           f"({exc.strerror or exc}).") from None
    return target


def _in_memory() -> sqlite3.Connection:
    """An empty database of the current schema in memory: what is shown when the records
    themselves cannot be read and must be left as they are."""
    conn = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
    for migration in MIGRATIONS:
        migration(conn)
    _casefold(conn)
    return conn


def _open_read_only(path: Path, reason: str, detail: str = "") -> Records:
    """Open `path` for reading only (with immutable=1 when even its -shm cannot be made)."""
    from .keeping import read_only_uri
    from .rows import prepare

    last: sqlite3.Error | None = None
    for immutable in (False, True):
        conn = None
        try:
            conn = _connect(read_only_uri(path, immutable), uri=True)
            version = _version(conn)
            if version < SCHEMA_VERSION:
                conn.close()
                raise RecordsError(f"The records need to be brought up to date, and the folder {path.parent} "
                                   f"cannot be written to ({detail or 'read-only'}).")
            try:
                _check_tables(conn)
                prepare(conn)
            except (_NotOurs, sqlite3.OperationalError):
                if reason != NEWER:
                    raise _NotOurs(DAMAGED) from None
                conn.close()
                conn = _in_memory()
                prepare(conn)
                return Records(conn, path, read_only=True, read_only_reason=NEWER_UNREADABLE)
            return Records(conn, path, read_only=True, read_only_reason=reason, read_only_detail=detail)
        except _NotOurs:
            if conn is not None:
                conn.close()
            raise RecordsError(f"The records in {path.parent} cannot be read, and that folder cannot be "
                               f"written to ({detail or 'read-only'}).") from None
        except sqlite3.Error as exc:
            if conn is not None:
                conn.close()
            last = exc
    raise RecordsError(f"The records in {path.parent} cannot be read ({last}).")


def _peek_version(path: Path) -> int | None:
    """The schema version of the database at `path`, read without writing anything; None
    when there is none or it cannot be read so."""
    from .keeping import read_only_uri

    try:
        if path.stat().st_size == 0:
            return None
        conn = sqlite3.connect(read_only_uri(path), uri=True, timeout=BUSY_TIMEOUT_MS / 1000)
    except (OSError, sqlite3.Error):
        return None
    try:
        return _version(conn)
    except sqlite3.Error:
        return None
    finally:
        conn.close()


def _is_environment(exc: sqlite3.Error) -> bool:
    """True for errors of the folder or the disk rather than of the file's content."""
    code = getattr(exc, "sqlite_errorcode", None)
    if code is not None:
        return code & 0xFF in (sqlite3.SQLITE_READONLY, sqlite3.SQLITE_CANTOPEN, sqlite3.SQLITE_FULL,
                               sqlite3.SQLITE_IOERR, sqlite3.SQLITE_PERM)
    text = str(exc).lower()
    return any(w in text for w in ("readonly", "read-only", "unable to open", "disk is full", "disk i/o"))


def open_records(path: str | os.PathLike[str] | None = None) -> Records:
    """Open the records (made if missing, migrated if older, read-only if newer or in a
    folder that cannot be written to, replaced if damaged; games kept by an earlier build
    taken back).

    RecordsError (one sentence, the cause) only when there are no records to show at all.
    """
    from .keeping import set_aside_odd, take_back
    from .rows import prepare

    path = Path(path) if path is not None else default_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        if not path.parent.is_dir():
            raise RecordsError(f"The folder {path.parent} cannot be made ({exc.strerror or exc}).") from None
    kept, reason, moved = None, None, False
    try:
        odd = set_aside_odd(path, SCHEMA_VERSION)
    except OSError as exc:
        raise RecordsError(f"The records file {path} is not a regular file and cannot be set aside "
                           f"({exc.strerror or exc}).") from None
    if odd is not None:
        kept, reason = odd, ODD
    if odd is None and (_peek_version(path) or 0) > SCHEMA_VERSION:
        return _open_read_only(path, NEWER)  # before anything could write to it (not even its journal mode)
    for _attempt in range(2):
        conn = None
        try:
            conn = _connect(path)
            if _version(conn) > SCHEMA_VERSION:  # made newer meanwhile by another process
                conn.close()
                return _open_read_only(path, NEWER)
            _migrate(conn, path)
            prepare(conn)
            records = Records(conn, path, kept, reason)
            try:
                records.taken_back, _merged = take_back(conn, path, SCHEMA_VERSION)
            except sqlite3.Error:
                pass  # tried again at the next open
            return records
        except (_NotOurs, UnicodeDecodeError):  # a schema whose names are not text: SQLite's own
            reason = DAMAGED                    # message about it cannot be decoded
        except (sqlite3.Error, OSError) as exc:
            if conn is not None:
                conn.close()
            if isinstance(exc, sqlite3.Error) and is_damage(exc):
                reason = DAMAGED
            elif isinstance(exc, OSError) or _is_environment(exc):
                detail = (exc.strerror or str(exc)) if isinstance(exc, OSError) else str(exc)
                if not path.exists():
                    raise RecordsError(f"No database can be made in {path.parent} ({detail}).") from None
                records = _open_read_only(path, UNWRITABLE, detail)
                records.kept_aside, records.reason = kept, reason
                return records
            else:
                raise RecordsError(f"SQLite could not open them ({exc}).") from None
        if conn is not None:
            conn.close()
        if moved:
            break
        kept, reason, moved = _move_aside(path), DAMAGED, True
    raise RecordsError(f"A fresh database could not be started in {path.parent}.")


def start_afresh(records: Records, reason: str = DAMAGED) -> Records:
    """Move a database found damaged while in use aside and open a fresh one in its place
    (records opened read-only are left as they are: RecordsReadOnly)."""
    records.check_writable()
    records.close()
    kept = _move_aside(records.path)
    fresh = open_records(records.path)
    fresh.kept_aside, fresh.reason = kept, reason
    return fresh
