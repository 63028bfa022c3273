"""The records' schema, version by version: `MIGRATIONS[n]` takes a version-n database to
n + 1 inside the transaction `db._migrate` opens (version 0: an empty file).

Version 4 adds the table of a scoresheet game (`table_seats`); version 3 reads the board
embedded in each stored game; the stored save is inflated with
the save format's own bound (`rows.inflate`), so a compressed bomb in an old database
costs no more than a big file.
"""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from collections.abc import Callable

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

    from .rows import inflate

    text = inflate(blob)  # bounded: a compressed bomb stops at a save's own limit
    if text is None:
        return None
    key = _board_text(text)
    if key is not None and key in known:
        return known[key]
    try:
        try:
            board = json.loads(key) if key is not None else None
        except ValueError:
            board = None
        if key is None or not isinstance(board, dict):  # laid out otherwise: the whole text is read
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
    from .rows import stored_save_sql

    known: dict[str, str | None] = {}
    own = []
    for gid, blob in conn.execute(f"SELECT game_id, {stored_save_sql()} FROM saves"):
        fingerprint = _own_board_of(blob, known)
        if fingerprint is not None:
            own.append((fingerprint, gid))
    conn.executemany("UPDATE games SET own_board = ?, daily_date = NULL WHERE id = ?", own)
    conn.execute("CREATE INDEX games_own ON games(own_board, finished_at) WHERE own_board IS NOT NULL")


def _to_v4(conn: sqlite3.Connection) -> None:
    """Version 4 keeps the table of a scoresheet game played at a table of several
    (`table_seats`): every seat with the total its player said at the end, and the table's
    winners. The app knows only its own player's sheet (`seats`); the others' totals are
    typed on the end screen. Games recorded before it have no such rows."""
    conn.execute(
        "CREATE TABLE table_seats ("
        " game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
        " seat INTEGER NOT NULL,"
        " name TEXT NOT NULL,"
        " total INTEGER NOT NULL,"
        " strokes INTEGER NOT NULL,"
        " winner INTEGER NOT NULL,"
        " PRIMARY KEY (game_id, seat))")


MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [_to_v1, _to_v2, _to_v3, _to_v4]
"""MIGRATIONS[n] turns a version n database into version n + 1 (version 0: an empty file)."""
SCHEMA_VERSION = len(MIGRATIONS)

EXPECTED_TABLES = {
    "games": {"id", "game_key", "board_id", "board_name", "mode", "seed", "table_size", "turns",
              "items_total", "finished_at", "local_date", "daily_date", "own_board"},
    "seats": {"game_id", "seat", "name", "kind", "bot", "ink", "total", "items", "modules", "thorns",
              "thorn_penalty", "tiebreak", "title_band", "title", "winner"},
    "saves": {"game_id", "data"},
    "table_seats": {"game_id", "seat", "name", "total", "strokes", "winner"},
}
"""The columns of the current version: a database of this version without them is not ours."""
