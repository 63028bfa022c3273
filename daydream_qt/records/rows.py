"""What a row of the records must be before anything reads it, and how stored saves inflate.

The database is a file like any other: another program, a disk fault or a hand with a
SQLite shell can put anything in any column (a name as a blob, a total as text or
infinity, a date in the year 9999, a 4 MB name). Every query reads the games through
the temporary view `good_games`, which lets a game through only when each of its columns
and each of its seats' columns has the type, the range and the length `record_game`
writes; a game that fails is hidden, and `hidden_count` says how many are. The checks
are SQL (typeof, length, date), so a huge text is measured where it lies and never
fetched into Python. They run once, into the temporary table `hidden_games`, and again
only when the database changed (`refresh`: SQLite's data_version for other connections'
commits, total_changes for this one's), not at every query: measuring a 4 MB text reads
all of it.

Dates are kept within DATE_RANGE (UTC): far enough from the calendar's ends that a time
shown in any time zone is still a date.

A stored save is inflated with a bound (`inflate`): a compressed bomb stops at the save
format's own limit instead of filling memory.
"""

from __future__ import annotations

import sqlite3
import zlib

from daydream_qt.engine.boardspec import BOARD_IDS
from daydream_qt.engine.savefile import EARLIEST_TIME, LATEST_TIME, MAX_SAVE_BYTES
from daydream_qt.engine.untrusted import MAX_BOT_NAME, MAX_SEAT_NAME

MODES = ("solo", "pass_and_play", "scoresheet")
EARLIEST_DATE = EARLIEST_TIME.date().isoformat()
LATEST_DATE = LATEST_TIME.date().isoformat()
DATE_RANGE = (EARLIEST_DATE, LATEST_DATE)
"""The dates a record's `finished_at` (UTC) may carry."""
EARLIEST_LOCAL = "1999-12-31"
LATEST_LOCAL = "2200-01-01"
"""The player's dates (`local_date`, `daily_date`): a UTC time in DATE_RANGE, in any time zone."""
MAX_JSON_TEXT = 1024
"""A board's name or a title, stored as {"en", "fr", "ja"} JSON (3 x 80 characters and
their quotes fit many times over)."""
MAX_MODULES_TEXT = 2048
"""A seat's points per module, stored as JSON."""
MAX_KEY = 128
MAX_SCORE = 100_000
MAX_COUNT = 10_000
MAX_STORED_SAVE = MAX_SAVE_BYTES
"""A stored save, compressed: a save inflates to MAX_SAVE_BYTES at most, and compresses
to far less."""

GOOD_GAMES = "good_games"
"""The view every query reads the games through."""


def _text(col: str, most: int) -> str:
    return f"(typeof({col}) = 'text' AND length({col}) BETWEEN 1 AND {most})"


def _int(col: str, low: int, high: int) -> str:
    return f"(typeof({col}) = 'integer' AND {col} BETWEEN {low} AND {high})"


def _one_of(col: str, values: tuple[str, ...]) -> str:
    listed = ", ".join(f"'{v}'" for v in values)
    return f"(typeof({col}) = 'text' AND {col} IN ({listed}))"


def _date(col: str) -> str:
    """A real date (the dream's day is read as one): date(x, '+0 days') writes a real date
    back as itself and moves 2026-02-30 on."""
    return (f"(typeof({col}) = 'text' AND length({col}) = 10 AND date({col}, '+0 days') IS {col}"
            f" AND {col} BETWEEN '{EARLIEST_LOCAL}' AND '{LATEST_LOCAL}')")


def _utc_time(col: str) -> str:
    """As `record_game` writes it: 2026-03-01T12:00:00+00:00. A pattern and plain string
    comparisons (SQLite's date functions cost most of the checks' time on 10,000 games);
    date() is asked only of the days past the 28th (is 02-30 a day?)."""
    return (f"(typeof({col}) = 'text' AND length({col}) = 25 AND {col} GLOB '{_TIME_GLOB}'"
            f" AND {_real_day(f'substr({col}, 1, 10)')} AND substr({col}, 12, 2) <= '23'"
            f" AND {col} BETWEEN '{EARLIEST_DATE}' AND '{LATEST_DATE}T23:59:59+00:00')")


_D = "[0-9]"
_TIME_GLOB = f"{_D * 4}-{_D * 2}-{_D * 2}T{_D * 2}:[0-5]{_D}:[0-5]{_D}+00:00"
_DATE_GLOB = f"{_D * 4}-{_D * 2}-{_D * 2}"


def _local_date(col: str) -> str:
    """The player's date as `record_game` writes it, YYYY-MM-DD (a pattern, as `_utc_time`)."""
    return (f"(typeof({col}) = 'text' AND length({col}) = 10 AND {col} GLOB '{_DATE_GLOB}'"
            f" AND {_real_day(col)} AND {col} BETWEEN '{EARLIEST_LOCAL}' AND '{LATEST_LOCAL}')")


def _real_day(day: str) -> str:
    """SQL true when `day` (YYYY-MM-DD, digits already checked) is a day of the calendar."""
    return (f"(substr({day}, 6, 2) BETWEEN '01' AND '12' AND substr({day}, 9, 2) BETWEEN '01' AND '31'"
            f" AND (substr({day}, 9, 2) <= '28' OR date({day}, '+0 days') IS {day}))")


def _json_object(col: str, most: int) -> str:
    # Valid JSON that starts with a brace is an object (`record_game` writes no space before
    # it); json_type() would parse it a second time.
    return (f"(typeof({col}) = 'text' AND length({col}) <= {most} AND substr({col}, 1, 1) = '{{'"
            f" AND json_valid({col}))")


def _nullable(col: str, check: str) -> str:
    return f"({col} IS NULL OR {check})"


def game_check(g: str = "g") -> str:
    """SQL true for a `games` row (alias `g`) whose every column is as `record_game` writes it."""
    return " AND ".join((
        _text(f"{g}.game_key", MAX_KEY),
        _one_of(f"{g}.board_id", BOARD_IDS),
        _json_object(f"{g}.board_name", MAX_JSON_TEXT),
        _one_of(f"{g}.mode", MODES),
        f"typeof({g}.seed) = 'integer'",
        _int(f"{g}.table_size", 1, 5),
        _int(f"{g}.turns", 0, MAX_COUNT),
        _int(f"{g}.items_total", 0, MAX_COUNT),
        _utc_time(f"{g}.finished_at"),
        _local_date(f"{g}.local_date"),
        _nullable(f"{g}.daily_date", _date(f"{g}.daily_date")),
        _nullable(f"{g}.own_board", f"(typeof({g}.own_board) = 'text' AND length({g}.own_board) = 64"
                                    f" AND {g}.own_board NOT GLOB '*[^0-9a-f]*')"),
    ))


def seat_check(s: str = "s") -> str:
    """SQL true for a `seats` row (alias `s`) whose every column is as `record_game` writes it."""
    return " AND ".join((
        _int(f"{s}.seat", 0, 4),
        _text(f"{s}.name", MAX_SEAT_NAME),
        _one_of(f"{s}.kind", ("human", "bot")),
        _nullable(f"{s}.bot", _text(f"{s}.bot", MAX_BOT_NAME)),
        f"(typeof({s}.ink) = 'text' AND length({s}.ink) = 7 AND {s}.ink GLOB '#[0-9a-fA-F][0-9a-fA-F]"
        "[0-9a-fA-F][0-9a-fA-F][0-9a-fA-F][0-9a-fA-F]')",
        _int(f"{s}.total", -MAX_SCORE, MAX_SCORE),
        _int(f"{s}.items", 0, MAX_COUNT),
        _json_object(f"{s}.modules", MAX_MODULES_TEXT),
        _int(f"{s}.thorns", 0, MAX_COUNT),
        _int(f"{s}.thorn_penalty", -MAX_SCORE, MAX_SCORE),
        _int(f"{s}.tiebreak", -MAX_SCORE, MAX_SCORE),
        _nullable(f"{s}.title_band", _int(f"{s}.title_band", 0, 15)),
        _nullable(f"{s}.title", _json_object(f"{s}.title", MAX_JSON_TEXT)),
        _int(f"{s}.winner", 0, 1),
    ))


def table_seat_check(t: str = "t") -> str:
    """SQL true for a `table_seats` row (alias `t`) as `store.set_table` writes it."""
    return " AND ".join((
        _int(f"{t}.seat", 0, 4),
        _text(f"{t}.name", MAX_SEAT_NAME),
        _int(f"{t}.total", -MAX_SCORE, MAX_SCORE),
        _int(f"{t}.strokes", -MAX_SCORE, MAX_SCORE),
        _int(f"{t}.winner", 0, 1),
    ))


def good_games_sql(schema: str, name: str) -> str:
    """A temporary view of the games of `schema` that pass every check, seats included
    (checked at each read: for a database read once, as a kept one is when its games are
    taken back).

    coalesce(..., 0): a check that meets a NULL says NULL, which must count as a failure
    (NOT NULL is NULL too, and would let a bad seat through)."""
    return (f"CREATE TEMP VIEW IF NOT EXISTS {name} AS SELECT * FROM {schema}.games g"
            f" WHERE coalesce(({game_check('g')}), 0)"
            f" AND (SELECT COUNT(*) FROM {schema}.seats b WHERE b.game_id = g.id) BETWEEN 1 AND 5"
            f" AND NOT EXISTS (SELECT 1 FROM {schema}.seats b WHERE b.game_id = g.id"
            f" AND NOT coalesce(({seat_check('b')}), 0))")


def hidden_sql(schema: str = "main", table: str = "temp.hidden_games", since: int = 0) -> list[str]:
    """Statements that fill `table` with the ids of the games of `schema` (with an id over
    `since`) that fail a check: a column of the game, a column of a seat, or the number of
    seats (three passes, each a plain scan: cheaper than a seat lookup per game)."""
    return [f"INSERT OR IGNORE INTO {table} (id) SELECT g.id FROM {schema}.games g"
            f" WHERE g.id > {int(since)} AND NOT coalesce(({game_check('g')}), 0)",
            f"INSERT OR IGNORE INTO {table} (id) SELECT DISTINCT s.game_id FROM {schema}.seats s"
            f" WHERE s.game_id > {int(since)} AND NOT coalesce(({seat_check('s')}), 0)"
            f" AND s.game_id IN (SELECT id FROM {schema}.games)",
            f"INSERT OR IGNORE INTO {table} (id) SELECT g.id FROM {schema}.games g LEFT JOIN"
            f" (SELECT game_id, COUNT(*) AS n FROM {schema}.seats WHERE game_id > {int(since)} GROUP BY game_id) c"
            f" ON c.game_id = g.id WHERE g.id > {int(since)} AND coalesce(c.n, 0) NOT BETWEEN 1 AND 5"]


_STAMPS: dict[int, tuple[int, int, int]] = {}
"""Each connection's (data_version, total_changes, highest game id) when its hidden games
were last listed, by id(): `prepare` clears the entry of every new connection, so an id
used again by a later connection is never taken for the old one."""


def refresh(conn: sqlite3.Connection) -> None:
    """List again the games that fail a check, when the database changed since the last time.

    Another connection's commit (data_version) may have changed any row: every game is
    checked again (about 0.1 s for 10,000 games). This connection's own changes are
    `record_game`'s new games and deletions (and their undoing, which puts back rows that
    passed): only the games above the highest id seen are checked."""
    version = conn.execute("PRAGMA data_version").fetchone()[0]
    seen = _STAMPS.get(id(conn))
    if seen is not None and seen[:2] == (version, conn.total_changes):
        return
    since = seen[2] if seen is not None and seen[0] == version else 0
    if not since:
        conn.execute("DELETE FROM temp.hidden_games")
    for statement in hidden_sql(since=since):
        conn.execute(statement)
    top = conn.execute("SELECT coalesce(MAX(id), 0) FROM main.games").fetchone()[0]
    _STAMPS[id(conn)] = (version, conn.total_changes, max(int(top), since))


def _text_of_bytes(raw: bytes) -> str:
    # A text column holding bytes that are not UTF-8 would make sqlite3 raise on fetch.
    return raw.decode("utf-8", "replace")


def prepare(conn: sqlite3.Connection) -> None:
    """Make `conn` read the records safely: the `good_games` view, texts that always decode."""
    conn.text_factory = _text_of_bytes
    conn.execute("PRAGMA temp_store = MEMORY")  # a read-only folder still holds the view
    conn.execute("CREATE TEMP TABLE IF NOT EXISTS hidden_games (id INTEGER PRIMARY KEY)")
    conn.execute(f"CREATE TEMP VIEW IF NOT EXISTS {GOOD_GAMES} AS SELECT * FROM main.games"
                 " WHERE id NOT IN (SELECT id FROM temp.hidden_games)")
    _STAMPS.pop(id(conn), None)
    refresh(conn)


def hidden_count(conn: sqlite3.Connection) -> int:
    """How many recorded games fail the checks and are hidden."""
    refresh(conn)
    return int(conn.execute("SELECT COUNT(*) FROM temp.hidden_games").fetchone()[0])


def stored_save_sql(column: str = "data") -> str:
    """A stored save's bytes, or NULL when they are not bytes or too many to be a save: the
    length is asked of SQLite, so a huge value is never fetched."""
    return f"CASE WHEN typeof({column}) = 'blob' AND length({column}) <= {MAX_STORED_SAVE} THEN {column} END"


def inflate(blob: object, limit: int = MAX_SAVE_BYTES) -> str | None:
    """A stored save's text, or None when it is not zlib data of at most `limit` bytes of
    UTF-8 once inflated (the inflating stops at `limit`: a bomb costs no more than that)."""
    if not isinstance(blob, bytes) or len(blob) > MAX_STORED_SAVE:
        return None
    inflater = zlib.decompressobj()
    try:
        data = inflater.decompress(blob, limit + 1)
    except zlib.error:
        return None
    if len(data) > limit or not inflater.eof:
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return None
