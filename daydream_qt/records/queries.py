"""What the records say: the history, personal bests, titles, score series and the dream of the day.

Every game is read through the view `good_games` (see `rows`): a row another program
changed into something `record_game` never writes is hidden, never raised; `hidden_games`
says how many are.

Bests, titles and charts count the games played under the solo rules (a solo game, or a
scoresheet kept alone at the table): only those have title tables, thorns and comparable
scores. Bots' seats never count as the player's. The history lists every game.

A game on the player's own board (made in the board editor) is never a game of the shipped
board of its combination: the shipped boards' bests, titles, charts and dreams leave it out,
and `own_boards` gives each own board (by its rules fingerprint) its games and its best.
"""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from dataclasses import dataclass

from daydream_qt.engine.boardspec import BOARD_IDS
from daydream_qt.engine.fingerprint import is_fingerprint

from .daily import daily_board, daily_seed, today
from .db import Records
from .rows import MAX_JSON_TEXT, refresh, table_seat_check
from .store import TableSeat, table_from_json

MODES = ("solo", "pass_and_play", "scoresheet")
SORTS = ("date", "score")
"""What the history is sorted by (the command line's choice)."""
ORDER_BY = {
    "date": "g.finished_at",
    "score": "(SELECT MAX(total) FROM seats b WHERE b.game_id = g.id)",
    "board": "g.board_id",
    "mode": "g.mode",
    "players": "(SELECT casefold(CAST(name AS BLOB)) FROM seats b WHERE b.game_id = g.id AND b.seat = 0)",
    "title": "(SELECT MAX(title_band) FROM seats b WHERE b.game_id = g.id)",
}
"""Every key the history can be sorted by (the Records page sorts by any column)."""

_SOLO_RULES = "(g.mode = 'solo' OR (g.mode = 'scoresheet' AND g.table_size = 1))"
_PLAYER_SEAT = f"s.kind = 'human' AND {_SOLO_RULES}"
_SHIPPED = "g.own_board IS NULL"
"""A game on a shipped board (not on one of the player's own)."""


def local_time(finished_at: str) -> str:
    """A record's UTC time as the player's local date and time, to the minute."""
    try:
        return dt.datetime.fromisoformat(finished_at).astimezone().strftime("%Y-%m-%d %H:%M")
    except (ValueError, TypeError, OverflowError, OSError):  # the rows are checked; this is a guard
        return str(finished_at)[:16]


def text_of(raw: str | None, language: str = "en") -> str:
    """A board's name or a title stored as {"en", "fr", "ja"}, in `language`."""
    if not raw or not isinstance(raw, str) or len(raw) > MAX_JSON_TEXT:
        return ""
    try:
        texts = json.loads(raw)
    except (ValueError, RecursionError):
        return ""
    if not isinstance(texts, dict):
        return ""
    value = texts.get(language) or texts.get("en") or ""
    return value if isinstance(value, str) else ""


@dataclass(frozen=True)
class SeatResult:
    """One seat of a recorded game."""

    seat: int
    name: str
    kind: str
    """'human' or 'bot'."""
    total: int
    title_band: int | None
    title: str | None
    """The title as stored ({"en", "fr", "ja"} JSON); see `text_of`."""
    winner: bool


@dataclass(frozen=True)
class GameRecord:
    """One row of the history."""

    id: int
    finished_at: str
    """UTC, ISO 8601."""
    local_date: str
    """The player's date when it ended, YYYY-MM-DD."""
    board_id: str
    board_name: str
    """{"en", "fr", "ja"} JSON; see `text_of`."""
    mode: str
    seed: int
    turns: int
    items_total: int
    daily_date: str | None
    own_board: str | None
    """The rules fingerprint of the player's own board it was played on; None for a
    shipped board."""
    seats: tuple[SeatResult, ...]
    table: tuple[TableSeat, ...] = ()
    """A scoresheet played at a table of several: every seat with the total its player
    said at the end, and the table's winners (empty when none was said)."""

    @property
    def best(self) -> SeatResult:
        """The seat that scored most (the winner's seat, ties by seat order)."""
        return max(self.seats, key=lambda s: (s.total, s.winner, -s.seat))


def _where(board: str | None, mode: str | None, player: str | None) -> tuple[str, list[object]]:
    clauses: list[str] = []
    args: list[object] = []
    if board and is_fingerprint(board):
        clauses.append("g.own_board = ?")
        args.append(board)
    elif board:
        clauses.append(f"g.board_id = ? AND {_SHIPPED}")
        args.append(board)
    if mode:
        clauses.append("g.mode = ?")
        args.append(mode)
    if player:
        clauses.append("(EXISTS (SELECT 1 FROM seats p WHERE p.game_id = g.id AND casefold(CAST(p.name AS BLOB)) = ?)"
                       " OR EXISTS (SELECT 1 FROM table_seats p WHERE p.game_id = g.id"
                       " AND casefold(CAST(p.name AS BLOB)) = ?))")
        args.extend([player.casefold(), player.casefold()])
    return (" WHERE " + " AND ".join(clauses)) if clauses else "", args


def check_filters(board: str | None = None, mode: str | None = None, sort: str = "date") -> None:
    """ValueError (one sentence) for a filter no record can have.

    A board is a shipped board's id (its games only) or an own board's rules fingerprint."""
    if board and board not in BOARD_IDS and not is_fingerprint(board):
        raise ValueError(f"There is no board called {board[:40]!r}; the boards are {', '.join(BOARD_IDS)}.")
    if mode and mode not in MODES:
        raise ValueError("The mode must be solo, pass-and-play or scoresheet.")
    if sort not in ORDER_BY:
        raise ValueError("Games can be sorted by date or by score.")


def _conn(records: Records) -> sqlite3.Connection:
    """The connection, its list of hidden games brought up to date (`rows.refresh`)."""
    refresh(records.conn)
    return records.conn


def hidden_games(records: Records) -> int:
    """How many recorded games cannot be read (tampered or damaged rows) and are hidden."""
    return records.hidden()


def count_games(records: Records, board: str | None = None, mode: str | None = None,
                player: str | None = None) -> int:
    where, args = _where(board, mode, player)
    return int(_conn(records).execute(f"SELECT COUNT(*) FROM good_games g{where}", args).fetchone()[0])


def history(records: Records, board: str | None = None, mode: str | None = None,
            player: str | None = None, sort: str = "date", descending: bool = True,
            limit: int | None = None, offset: int = 0) -> list[GameRecord]:
    """Recorded games, filtered by board id, mode and a player's name (any case), newest
    (or best: `sort="score"`, by the best seat's total) first unless `descending` is False."""
    check_filters(board, mode, sort)
    where, args = _where(board, mode, player)
    order = "DESC" if descending else "ASC"
    key = ORDER_BY[sort]
    page = ""
    if limit is not None:
        page = " LIMIT ? OFFSET ?"
        args = [*args, int(limit), int(offset)]
    conn = _conn(records)
    games = conn.execute(
        "SELECT g.id, g.finished_at, g.local_date, g.board_id, g.board_name, g.mode, g.seed, g.turns,"
        f" g.items_total, g.daily_date, g.own_board FROM good_games g{where} ORDER BY {key} {order}, g.id {order}{page}",
        args).fetchall()
    if not games:
        return []
    seats: dict[int, list[SeatResult]] = {}
    ids = [g[0] for g in games]
    for start in range(0, len(ids), 900):  # SQLite's limit on bound parameters
        chunk = ids[start:start + 900]
        marks = ",".join("?" * len(chunk))
        for row in conn.execute(
                "SELECT game_id, seat, name, kind, total, title_band, title, winner FROM seats"
                f" WHERE game_id IN ({marks}) ORDER BY game_id, seat", chunk):
            seats.setdefault(row[0], []).append(SeatResult(row[1], row[2], row[3], row[4], row[5], row[6],
                                                           bool(row[7])))
    tables = _tables(conn, [g[0] for g in games if g[5] == "scoresheet"])
    return [GameRecord(g[0], g[1], g[2], g[3], g[4], g[5], g[6], g[7], g[8], g[9], g[10], tuple(seats[g[0]]),
                       tables.get(g[0], ())) for g in games if g[0] in seats]


def _tables(conn: sqlite3.Connection, ids: list[int]) -> dict[int, tuple[TableSeat, ...]]:
    """The tables recorded with these games; a table with a row not as `store.set_table`
    writes it is left out whole (the game is shown with its own sheet only)."""
    rows: dict[int, list[tuple[object, ...]]] = {}
    for start in range(0, len(ids), 900):
        chunk = ids[start:start + 900]
        marks = ",".join("?" * len(chunk))
        for row in conn.execute(f"SELECT game_id, seat, name, total, strokes, winner, {table_seat_check('t')}"
                                f" FROM table_seats t WHERE game_id IN ({marks}) ORDER BY game_id, seat", chunk):
            rows.setdefault(row[0], []).append(row[1:])
    tables = {}
    for gid, seats in rows.items():
        if not all(r[5] for r in seats):
            continue
        table = table_from_json([{"seat": r[0], "name": r[1], "total": r[2], "strokes": r[3],
                                  "winner": bool(r[4])} for r in seats])
        if table is not None:
            tables[gid] = table
    return tables


@dataclass(frozen=True)
class PlayerName:
    """A name found in the records, and whether only bots ever sat under it."""

    name: str
    bot: bool
    """True when every seat of this name was a bot's (a person of a bot's name is a person)."""


def player_names(records: Records) -> list[PlayerName]:
    """Every name in the records, as `history`'s player filter matches it (any case, one
    spelling kept per name): the seats of solo, pass-and-play and scoresheet games, bots
    too, and the people at a scoresheet's table; sorted without regard to case (the app
    sorts them again in the player's language)."""
    names: dict[str, tuple[str, bool]] = {}
    for name, bot in _conn(records).execute(
            "SELECT name, MIN(kind = 'bot') FROM seats WHERE game_id IN (SELECT id FROM good_games) GROUP BY name"
            f" UNION ALL SELECT name, 0 FROM table_seats t WHERE {table_seat_check('t')}"
            " AND game_id IN (SELECT id FROM good_games) GROUP BY name"):
        key = name.casefold()
        spelling, only_bot = names.get(key, (name, True))
        names[key] = (min(spelling, name), only_bot and bool(bot))
    return sorted((PlayerName(n, b) for n, b in names.values()), key=lambda p: (p.name.casefold(), p.name))


def players(records: Records) -> list[str]:
    """Every person's name in the records (bots left out; one spelling per name whatever its
    case), in alphabetical order; the people at a scoresheet's table too."""
    return [p.name for p in player_names(records) if not p.bot]


@dataclass(frozen=True)
class Best:
    """A personal best on one board (solo rules)."""

    board_id: str
    total: int
    record_id: int
    local_date: str
    title_band: int | None
    games: int
    """Games played on this board under the solo rules."""


def personal_bests(records: Records) -> dict[str, Best]:
    """For each shipped board played under the solo rules, the best score, when, and how
    many games (the player's own boards: `own_boards`)."""
    conn = _conn(records)
    tops = conn.execute(
        "SELECT g.board_id, MAX(s.total), COUNT(*) FROM good_games g JOIN seats s ON s.game_id = g.id"
        f" WHERE {_PLAYER_SEAT} AND {_SHIPPED} GROUP BY g.board_id").fetchall()
    out = {}
    for board_id, total, games in tops:
        row = conn.execute(
            "SELECT g.id, g.local_date, s.title_band FROM good_games g JOIN seats s ON s.game_id = g.id"
            f" WHERE {_PLAYER_SEAT} AND {_SHIPPED} AND g.board_id = ? AND s.total = ?"
            " ORDER BY g.finished_at, g.id LIMIT 1",
            (board_id, total)).fetchone()
        if row is None:  # changed by another connection in between
            continue
        record_id, local_date, title_band = row
        out[board_id] = Best(board_id, total, record_id, local_date, title_band, games)
    return out


@dataclass(frozen=True)
class TitleEarned:
    """One title of one board: earned or not yet, and first when."""

    board_id: str
    band: int
    first_date: str | None
    """The local date it was first earned, None when not yet."""
    record_id: int | None
    times: int


def title_collection(records: Records) -> list[TitleEarned]:
    """The four titles of each of the eight shipped boards, in board then band order (32
    entries); a title earned on one of the player's own boards is not among them."""
    # SQLite takes the other columns of a MIN() aggregate from the row holding the minimum.
    rows = _conn(records).execute(
        "SELECT g.board_id, s.title_band, MIN(g.finished_at), g.local_date, g.id, COUNT(*)"
        f" FROM good_games g JOIN seats s ON s.game_id = g.id WHERE {_PLAYER_SEAT} AND {_SHIPPED}"
        " AND s.title_band IS NOT NULL"
        " GROUP BY g.board_id, s.title_band").fetchall()
    first = {(r[0], r[1]): (r[3], r[4], r[5]) for r in rows}
    out = []
    for board_id in BOARD_IDS:
        for band in range(4):
            date, rid, times = first.get((board_id, band), (None, None, 0))
            out.append(TitleEarned(board_id, band, date, rid, times))
    return out


def _board_clause(board: str | None) -> tuple[str, list[str]]:
    """One shipped board (by id), one own board (by fingerprint), or every board."""
    if not board:
        return "", []
    if is_fingerprint(board):
        return " AND g.own_board = ?", [board]
    return f" AND g.board_id = ? AND {_SHIPPED}", [board]


def score_series(records: Records, board: str | None = None, timed: bool = False) -> list[tuple[str, int]]:
    """(local date, total) of each game under the solo rules, oldest first (one board, a
    shipped board's id or an own board's fingerprint, or all); with `timed`, the local date
    and time to the minute ("YYYY-MM-DD HH:MM", `local_time`) in place of the date."""
    clause, args = _board_clause(board)
    rows = _conn(records).execute(
        f"SELECT g.local_date, s.total, g.finished_at FROM good_games g JOIN seats s ON s.game_id = g.id"
        f" WHERE {_PLAYER_SEAT}{clause} ORDER BY g.finished_at, g.id", args).fetchall()
    return [(local_time(finished) if timed else date, total) for date, total, finished in rows]


def distribution(records: Records, board: str) -> dict[int, int]:
    """How many games under the solo rules ended on each total, on one board."""
    clause, args = _board_clause(board)
    rows = _conn(records).execute(
        f"SELECT s.total, COUNT(*) FROM good_games g JOIN seats s ON s.game_id = g.id WHERE {_PLAYER_SEAT}"
        f"{clause} GROUP BY s.total", args).fetchall()
    return {total: n for total, n in rows}


@dataclass(frozen=True)
class Standing:
    """One name's results in the games played by several: pass-and-play games and
    scoresheets kept at a table."""

    name: str
    bot: bool
    """Only bots sat under this name."""
    games: int
    wins: int
    """Games it won; a tie is a shared win: every seat tied at the top (after the strokes
    that decide a tie) counts a win."""
    best: int
    total: int
    """The sum of its totals (the average is total / games)."""

    @property
    def average(self) -> float:
        return self.total / self.games if self.games else 0.0


def standings(records: Records, board: str | None = None) -> list[Standing]:
    """Games, wins, best and average of every name that played a pass-and-play game or sat
    at a scoresheet's table of several (one board, a shipped board's id or an own board's
    fingerprint, or all), most wins first, then the best average, then by name.

    A tie counts as a shared win: each winner of the game gets the win. Names are matched
    as `history`'s player filter matches them (any case); a scoresheet whose table was not
    said (or cannot be read) counts for nobody, as nobody is known to have won it."""
    clause, args = _board_clause(board)
    conn = _conn(records)
    rows: list[tuple[str, bool, int, bool]] = [
        (name, kind == "bot", total, bool(winner)) for name, kind, total, winner in conn.execute(
            "SELECT s.name, s.kind, s.total, s.winner FROM good_games g JOIN seats s ON s.game_id = g.id"
            f" WHERE g.mode = 'pass_and_play'{clause}", args)]
    ids = [gid for (gid,) in conn.execute(
        f"SELECT g.id FROM good_games g WHERE g.mode = 'scoresheet' AND g.table_size > 1{clause}", args)]
    for table in _tables(conn, ids).values():
        rows.extend((t.name, False, t.total, t.winner) for t in table)
    found: dict[str, Standing] = {}
    for name, bot, total, winner in rows:
        was = found.get(name.casefold())
        found[name.casefold()] = Standing(name, bot, 1, int(winner), total, total) if was is None else Standing(
            min(was.name, name), was.bot and bot, was.games + 1, was.wins + winner, max(was.best, total),
            was.total + total)
    out = list(found.values())
    return sorted(out, key=lambda s: (-s.wins, -s.average, s.name.casefold(), s.name))


@dataclass(frozen=True)
class OwnBoard:
    """One of the player's own boards in the records: its games and its best."""

    fingerprint: str
    """Its rules fingerprint: what tells it from every other board."""
    board_id: str
    """The combination it plays as."""
    name: str
    """Its name in its latest game ({"en", "fr", "ja"} JSON; see `text_of`)."""
    games: int
    """Its games in every mode."""
    solo_games: int
    """Its games under the solo rules."""
    best: int | None
    """The best score under the solo rules; None when none was played so."""
    best_date: str | None
    best_record: int | None
    best_title: str | None
    """The title of that best, as stored ({"en", "fr", "ja"} JSON), from the board's own bands."""
    code: str | None = None
    """A generated board's code ("DEF-1-4821"), as its latest game's save holds it; None for
    a board made in the editor."""


def own_boards(records: Records) -> list[OwnBoard]:
    """The player's own boards that have games in the records, in the order they were
    first played."""
    conn = _conn(records)
    boards = conn.execute(
        "SELECT g.own_board, COUNT(*) FROM good_games g WHERE g.own_board IS NOT NULL"
        " GROUP BY g.own_board ORDER BY MIN(g.finished_at), g.own_board").fetchall()
    tops = {r[0]: (r[1], r[2]) for r in conn.execute(
        "SELECT g.own_board, MAX(s.total), COUNT(*) FROM good_games g JOIN seats s ON s.game_id = g.id"
        f" WHERE {_PLAYER_SEAT} AND g.own_board IS NOT NULL GROUP BY g.own_board")}
    out = []
    for fingerprint, games in boards:
        # Its combination and name as of its latest game (a board renamed keeps its rules).
        latest = conn.execute(
            "SELECT board_id, board_name FROM good_games WHERE own_board = ? ORDER BY finished_at DESC, id DESC"
            " LIMIT 1", (fingerprint,)).fetchone()
        if latest is None:  # changed by another connection in between
            continue
        board_id, name = latest
        best, solo_games = tops.get(fingerprint, (None, 0))
        row = None
        if best is not None:
            row = conn.execute(
                "SELECT g.local_date, g.id, s.title FROM good_games g JOIN seats s ON s.game_id = g.id"
                f" WHERE {_PLAYER_SEAT} AND g.own_board = ? AND s.total = ? ORDER BY g.finished_at, g.id LIMIT 1",
                (fingerprint, best)).fetchone()
        out.append(OwnBoard(fingerprint, board_id, name, games, solo_games, best,
                            row[0] if row else None, row[1] if row else None, row[2] if row else None,
                            _code_of(conn, fingerprint)))
    return out


def _code_of(conn: sqlite3.Connection, fingerprint: str) -> str | None:
    """The generated board's code its latest game's save gives, when it reads as a code
    (a record is the player's own file: a code that names another board is one the board
    cannot have, `dreams.adopt`, and the file was checked when it was recorded)."""
    from daydream_qt.generator import parse_code

    from .rows import inflate, stored_save_sql

    row = conn.execute(
        f"SELECT {stored_save_sql('v.data')} FROM good_games g JOIN saves v ON v.game_id = g.id"
        " WHERE g.own_board = ? ORDER BY g.finished_at DESC, g.id DESC LIMIT 1", (fingerprint,)).fetchone()
    text = inflate(row[0]) if row is not None else None
    if text is None:
        return None
    try:
        meta = json.loads(text).get("meta")
        code = meta.get("board_code") if isinstance(meta, dict) else None
        if isinstance(code, str) and len(code) <= 40:
            parsed = parse_code(code)
            return f"{parsed.modules}-{parsed.version}-{parsed.seed}"
    except (ValueError, AttributeError):
        return None
    return None


@dataclass(frozen=True)
class DreamStatus:
    """The dream of the day as the records see it."""

    day: dt.date
    board_id: str
    seed: int
    played: bool
    """Was the day's dream finished (on that day or just after midnight)?"""
    best: int | None
    """The best score of that day's dream."""
    best_title_band: int | None
    best_items: int | None
    items_total: int | None
    record_id: int | None
    """The record of that best game."""
    streak: int
    """Days in a row, up to this day, whose dream was played (a day not played yet does
    not break the streak until it is over)."""


def dream_status(records: Records, day: dt.date | None = None) -> DreamStatus:
    day = day or today()
    conn = _conn(records)
    best = conn.execute(
        "SELECT s.total, s.title_band, s.items, g.items_total, g.id FROM good_games g"
        " JOIN seats s ON s.game_id = g.id WHERE g.daily_date = ? AND s.kind = 'human'"
        " ORDER BY s.total DESC, g.finished_at LIMIT 1", (day.isoformat(),)).fetchone()
    days = {dt.date.fromisoformat(r[0]) for r in conn.execute(
        "SELECT DISTINCT daily_date FROM good_games WHERE daily_date IS NOT NULL AND daily_date <= ?",
        (day.isoformat(),))}
    streak = 0
    cursor = day if day in days else day - dt.timedelta(days=1)
    while cursor in days:
        streak += 1
        cursor -= dt.timedelta(days=1)
    return DreamStatus(day, daily_board(day), daily_seed(day), best is not None,
                       best[0] if best else None, best[1] if best else None,
                       best[2] if best else None, best[3] if best else None,
                       best[4] if best else None, streak)


def progress_line(items: int, items_total: int) -> str:
    """The sheet's progress in one short line: a filled mark per finished item, an empty one
    per item left (at most 40 marks)."""
    items_total = max(0, min(items_total, 40))
    items = max(0, min(items, items_total))
    return "\u25cf" * items + "\u25cb" * (items_total - items)


def share_text(status: DreamStatus, board_name: str, title: str | None) -> str:
    """The English share text of a played dream (the app builds a translated one)."""
    if not status.played:
        return ""
    lines = [f"Daydream, dream of {status.day.isoformat()}", f"{board_name}: {status.best} points"
             + (f", {title}" if title else "")]
    if status.items_total:
        lines.append(f"Items: {progress_line(status.best_items or 0, status.items_total)} "
                     f"{status.best_items}/{status.items_total}")
    return "\n".join(lines)
