"""The records database: where it lives, its schema and migrations, and its repair.

One SQLite file in the data folder, opened in WAL mode with a busy timeout, so two app
windows (or the app and `daydream-qt history`) can read and write it at once without
corrupting it or failing on the first lock. The schema's version is SQLite's
`user_version`; `MIGRATIONS[n]` takes a database from version n to n + 1 inside the
transaction that opens it. A file that is not a database, is corrupt, or was written by
a newer app is moved aside as `records.bad-<time>.sqlite` and a fresh database started:
the caller gets one sentence about it, never an exception.
"""

from __future__ import annotations

import datetime as dt
import json
import os
import sqlite3
import time
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

BUSY_TIMEOUT_MS = 5000
"""How long a writer waits for another one before giving up (a record takes milliseconds)."""

DAMAGED = "damaged"
NEWER = "newer"
"""Why a database was moved aside."""

_V1 = """
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    game_key TEXT NOT NULL UNIQUE,
    board_id TEXT NOT NULL,
    board_name TEXT NOT NULL,
    mode TEXT NOT NULL,
    seed INTEGER NOT NULL,
    table_size INTEGER NOT NULL,
    turns INTEGER NOT NULL,
    items_total INTEGER NOT NULL,
    finished_at TEXT NOT NULL,
    local_date TEXT NOT NULL
);
CREATE TABLE seats (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    kind TEXT NOT NULL,
    bot TEXT,
    ink TEXT NOT NULL,
    total INTEGER NOT NULL,
    items INTEGER NOT NULL,
    modules TEXT NOT NULL,
    thorns INTEGER NOT NULL,
    thorn_penalty INTEGER NOT NULL,
    tiebreak INTEGER NOT NULL,
    title_band INTEGER,
    title TEXT,
    winner INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE TABLE saves (
    game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    data BLOB NOT NULL
);
CREATE INDEX games_finished ON games(finished_at);
CREATE INDEX games_board ON games(board_id, finished_at);
"""
"""Version 1: a game, its seats (score part by part, title) and its saved text (zlib)."""


def _to_v1(conn: sqlite3.Connection) -> None:
    # executescript would commit the migration's transaction: one statement at a time.
    for statement in _V1.split(";"):
        if statement.strip():
            conn.execute(statement)


def _to_v2(conn: sqlite3.Connection) -> None:
    """Version 2 knows which games are a day's dream (`daily_date`), worked out for the
    games recorded before it."""
    from .daily import dream_date

    conn.execute("ALTER TABLE games ADD COLUMN daily_date TEXT")
    rows = conn.execute("SELECT id, board_id, seed, mode, local_date FROM games").fetchall()
    for gid, board_id, seed, mode, local_date in rows:
        try:
            day = dream_date(board_id, seed, mode, dt.date.fromisoformat(local_date))
        except (TypeError, ValueError):
            day = None
        if day is not None:
            conn.execute("UPDATE games SET daily_date = ? WHERE id = ?", (day.isoformat(), gid))
    conn.execute("CREATE INDEX games_daily ON games(daily_date) WHERE daily_date IS NOT NULL")


_BOARD_KEY = '"board":'
_ACTIONS_KEY = ',"actions":'


def _board_text(text: str) -> str | None:
    """The text of the board embedded in a stored game, unparsed; None when the text is not
    laid out as `record_game` writes it.

    `record_game` writes the board right after the seed and right before the actions, and
    the board is most of a game's text: most records share a handful of boards, so each
    one is parsed once. A quote inside a string is escaped, so the first `"board":` is the
    key itself; the last `,"actions":` is the key after it (actions hold no text of anyone's).
    """
    start = text.find(_BOARD_KEY)
    end = text.rfind(_ACTIONS_KEY)
    return text[start + len(_BOARD_KEY):end] if 0 <= start < end else None


def _own_board_of(blob: object, known: dict[str, str | None]) -> str | None:
    """The rules fingerprint of the board a stored game was played on when it is the
    player's own board; None for a shipped board, and for a stored game that cannot be read
    (a game recorded before version 3 is taken for a game on a shipped board unless its
    saved text shows otherwise)."""
    from daydream_qt.engine.boardspec import BoardError, spec_from_dict
    from daydream_qt.engine.fingerprint import is_shipped, rules_fingerprint

    try:
        text = zlib.decompress(blob).decode("utf-8")  # type: ignore[arg-type]
    except (zlib.error, TypeError, ValueError):
        return None
    key = _board_text(text)
    if key is not None and key in known:
        return known[key]
    try:
        try:
            board = json.loads(key) if key is not None else None
        except ValueError:
            board = None
        if not isinstance(board, dict):  # laid out otherwise: the whole text is read
            board = json.loads(text)["board"]
            key = json.dumps(board, sort_keys=True, separators=(",", ":"))
            if key in known:
                return known[key]
        spec = spec_from_dict(board)
        fingerprint = None if is_shipped(spec) else rules_fingerprint(spec)
    except (BoardError, TypeError, ValueError, KeyError, AttributeError, RecursionError):
        return None
    known[key] = fingerprint
    return fingerprint


def _to_v3(conn: sqlite3.Connection) -> None:
    """Version 3 knows which games were played on the player's own board, one made in the
    board editor (`own_board`: that board's rules fingerprint; NULL for a shipped board).
    For the games recorded before it, the board embedded in each stored game decides; such
    a game is not a day's dream."""
    conn.execute("ALTER TABLE games ADD COLUMN own_board TEXT")
    known: dict[str, str | None] = {}
    own = []
    for gid, blob in conn.execute("SELECT game_id, data FROM saves"):
        fingerprint = _own_board_of(blob, known)
        if fingerprint is not None:
            own.append((fingerprint, gid))
    conn.executemany("UPDATE games SET own_board = ?, daily_date = NULL WHERE id = ?", own)
    conn.execute("CREATE INDEX games_own ON games(own_board, finished_at) WHERE own_board IS NOT NULL")


MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [_to_v1, _to_v2, _to_v3]
"""MIGRATIONS[n] turns a version n database into version n + 1 (version 0: an empty file)."""
SCHEMA_VERSION = len(MIGRATIONS)

EXPECTED_TABLES = {
    "games": {"id", "game_key", "board_id", "board_name", "mode", "seed", "table_size", "turns",
              "items_total", "finished_at", "local_date", "daily_date", "own_board"},
    "seats": {"game_id", "seat", "name", "kind", "bot", "ink", "total", "items", "modules", "thorns",
              "thorn_penalty", "tiebreak", "title_band", "title", "winner"},
    "saves": {"game_id", "data"},
}
"""The columns of the current version: a database of this version without them is not ours."""


class RecordsError(Exception):
    """The records cannot be opened at all (an unwritable folder); str() is one sentence."""


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
    """Where a damaged or newer database was moved, when opening had to start afresh."""
    reason: str | None = None
    """Why it was moved: DAMAGED or NEWER."""

    def notice(self) -> str:
        """One English sentence about a database moved aside ("" when none was)."""
        if self.kept_aside is None:
            return ""
        if self.reason == NEWER:
            return (f"The records were written by a newer version of Daydream; they were kept as "
                    f"{self.kept_aside.name} and a fresh history was started.")
        return (f"The records could not be read; they were kept as {self.kept_aside.name} "
                f"and a fresh history was started.")

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


def _connect(path: Path) -> sqlite3.Connection:
    # isolation_level=None: transactions are begun and ended explicitly, one per record.
    conn = sqlite3.connect(path, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None,
                           check_same_thread=False)
    try:
        conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        _wal(conn)
        conn.execute("PRAGMA synchronous = NORMAL")
        conn.execute("PRAGMA foreign_keys = ON")
        # Names are matched in any case, in any script (SQLite's NOCASE folds ASCII only).
        conn.create_function("casefold", 1, lambda s: s.casefold() if isinstance(s, str) else s,
                             deterministic=True)
    except BaseException:
        conn.close()
        raise
    return conn


def _check_tables(conn: sqlite3.Connection) -> None:
    for table, columns in EXPECTED_TABLES.items():
        have = {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}
        if not columns <= have:
            raise _NotOurs(DAMAGED)


def _migrate(conn: sqlite3.Connection) -> None:
    """Bring the database to SCHEMA_VERSION in one transaction (another process may be
    doing the same: the version is read again once the write lock is held)."""
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    if version > SCHEMA_VERSION:
        raise _NotOurs(NEWER)
    if version < SCHEMA_VERSION:
        conn.execute("BEGIN IMMEDIATE")
        try:
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise _NotOurs(NEWER)
            while version < SCHEMA_VERSION:
                try:
                    MIGRATIONS[version](conn)
                except sqlite3.OperationalError as exc:
                    if "locked" in str(exc) or "busy" in str(exc):
                        raise
                    # e.g. a table of that name already there: a database of something else
                    raise _NotOurs(DAMAGED) from None
                version += 1
            conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
    _check_tables(conn)


def _aside_name(path: Path) -> Path:
    stamp = dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    candidate = path.with_name(f"records.bad-{stamp}.sqlite")
    n = 2
    while candidate.exists():
        candidate = path.with_name(f"records.bad-{stamp}-{n}.sqlite")
        n += 1
    return candidate


def _move_aside(path: Path) -> Path:
    target = _aside_name(path)
    try:
        os.replace(path, target)
    except OSError as exc:
        raise RecordsError(f"The records in {path.parent} are damaged and cannot be moved aside "
                           f"({exc.strerror or exc}).") from None
    for suffix in ("-wal", "-shm"):
        extra = path.with_name(path.name + suffix)
        if extra.exists():
            try:
                os.replace(extra, target.with_name(target.name + suffix))
            except OSError:
                pass  # the main file is aside already; a stale journal is ignored by a new file
    return target


def open_records(path: str | os.PathLike[str] | None = None) -> Records:
    """Open the records (made if missing, migrated if older, replaced if damaged).

    RecordsError (one sentence) only when the folder cannot hold a database at all.
    """
    path = Path(path) if path is not None else default_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise RecordsError(f"The folder {path.parent} cannot be written to ({exc.strerror or exc}).") from None
    kept, reason = None, None
    for _attempt in range(2):
        conn = None
        try:
            conn = _connect(path)
            _migrate(conn)
            return Records(conn, path, kept, reason)
        except _NotOurs as exc:
            reason = exc.reason
        except sqlite3.DatabaseError as exc:
            if not is_damage(exc):
                if conn is not None:
                    conn.close()
                raise RecordsError(f"The records cannot be opened: {exc}.") from None
            reason = DAMAGED
        if conn is not None:
            conn.close()
        if kept is not None:
            break
        kept = _move_aside(path)
    raise RecordsError("The records cannot be opened: a fresh database could not be started.")


def start_afresh(records: Records, reason: str = DAMAGED) -> Records:
    """Move a database found damaged while in use aside and open a fresh one in its place."""
    records.close()
    kept = _move_aside(records.path)
    fresh = open_records(records.path)
    fresh.kept_aside, fresh.reason = kept, reason
    return fresh
