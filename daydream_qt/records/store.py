"""Recording a finished game, and giving its saved text back for a replay.

A game is recorded in one transaction: the game, each seat's score part by part and
title, and the whole saved game (compressed), so any record can be replayed and reviewed.
Recording is idempotent: a record is keyed by a hash of the saved game's content (board,
mode, seats, seed and actions; not the time it was written), so the same game recorded
at its end and again when its file is opened is one record.

A game on the player's own board (made in the board editor, with rules of its own) keeps
that board's rules fingerprint in `own_board`, beside its combination and its own name: it
is never taken for a game of the shipped board of that combination. A generated board is
one of these; its code rides in the stored save's "meta" (`daydream_qt.dreams`).
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import sqlite3
import zlib
from dataclasses import dataclass
from typing import Any

from daydream_qt.engine.fingerprint import is_shipped, rules_fingerprint
from daydream_qt.engine.game import Game

from .daily import dream_date
from .db import Records

KEY_FIELDS = ("mode", "seats", "table_size", "seed", "board", "actions")
"""What makes two saved games the same game."""


class NotFinished(ValueError):
    """Only a finished game is recorded."""


MAX_TABLE = 5
"""Seats at a table (R1: up to five players)."""


@dataclass(frozen=True)
class TableSeat:
    """One seat of a scoresheet game's table, as its player said it at the end: seat 0 is
    the app's own player (its total is the sheet's), the others were typed in."""

    seat: int
    name: str
    total: int
    strokes: int
    """Strokes on the unfinished item: they decide a tie (R15)."""
    winner: bool

    def to_json(self) -> dict[str, object]:
        return {"seat": self.seat, "name": self.name, "total": self.total, "strokes": self.strokes,
                "winner": self.winner}


def _score(value: int) -> bool:
    """A number as a record holds it (a JSON true is not one)."""
    from .rows import MAX_SCORE

    return not isinstance(value, bool) and -MAX_SCORE <= value <= MAX_SCORE


def table_from_json(raw: object) -> tuple[TableSeat, ...] | None:
    """A table read back from a file's meta (hostile: anything not as `to_json` writes it
    is None, never an exception)."""
    from daydream_qt.engine.untrusted import MAX_SEAT_NAME

    if not isinstance(raw, list) or not 2 <= len(raw) <= MAX_TABLE:
        return None
    seats = []
    for k, item in enumerate(raw):
        if not isinstance(item, dict):
            return None
        seat, name, total, strokes, winner = (item.get(f) for f in ("seat", "name", "total", "strokes", "winner"))
        if (seat != k or not isinstance(name, str) or not 1 <= len(name) <= MAX_SEAT_NAME
                or not isinstance(winner, bool) or not isinstance(total, int) or not isinstance(strokes, int)
                or not _score(total) or not _score(strokes)):
            return None
        seats.append(TableSeat(k, name, total, strokes, winner))
    return tuple(seats) if any(s.winner for s in seats) else None


def _check_table(table: tuple[TableSeat, ...]) -> None:
    if table_from_json([t.to_json() for t in table]) is None:
        raise ValueError("A table is 2 to 5 seats numbered from 0, with names, totals and a winner.")


@dataclass(frozen=True)
class Recorded:
    """The answer of `record_game`."""

    record_id: int
    new: bool
    """False when the game was in the records already."""


def game_key(data: dict[str, Any]) -> str:
    """The hash that identifies a saved game, whenever and by whichever app it was written."""
    core = {k: data.get(k) for k in KEY_FIELDS}
    text = json.dumps(core, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _text(t: Any) -> str | None:
    return None if t is None else json.dumps({"en": t.en, "fr": t.fr, "ja": t.ja}, ensure_ascii=False)


def _write_table(conn: sqlite3.Connection, gid: int, table: tuple[TableSeat, ...]) -> None:
    """The table of record `gid` replaced by `table` (inside the caller's transaction); the
    player's own seat wins when it is one of the table's winners."""
    conn.execute("DELETE FROM table_seats WHERE game_id = ?", (gid,))
    conn.executemany("INSERT INTO table_seats (game_id, seat, name, total, strokes, winner) VALUES (?,?,?,?,?,?)",
                     [(gid, t.seat, t.name, t.total, t.strokes, int(t.winner)) for t in table])
    conn.execute("UPDATE seats SET winner = ? WHERE game_id = ? AND seat = 0", (int(table[0].winner), gid))


def set_table(records: Records, record_id: int, table: tuple[TableSeat, ...]) -> bool:
    """Replace the table of record `record_id` (a scoresheet game at a table) in one
    transaction: the record is never without its game, whatever happens meanwhile. False
    when there is no such record. RecordsReadOnly when the records are read-only."""
    _check_table(table)
    records.check_writable()
    conn = records.conn
    conn.execute("BEGIN IMMEDIATE")
    try:
        if conn.execute("SELECT 1 FROM games WHERE id = ?", (int(record_id),)).fetchone() is None:
            conn.execute("COMMIT")
            return False
        _write_table(conn, int(record_id), table)
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    return True


def table_of(records: Records, record_id: int) -> tuple[TableSeat, ...]:
    """The table recorded with a game, seat by seat (empty when none was, or when a row of
    it is not as `set_table` writes it: a tampered table is not shown)."""
    from .queries import _tables

    return _tables(records.conn, [int(record_id)]).get(int(record_id), ())


def record_game(records: Records, game: Game, finished_at: dt.datetime | None = None,
                table: tuple[TableSeat, ...] | None = None) -> Recorded:
    """Record `game` (finished) in one transaction; the same game twice is one record.

    `finished_at` (default now) is when it ended; the player's local date of it decides
    which day's dream it may be. `table` is a scoresheet's table as its players said it at
    the end: recorded with a new record, or in place of the table of the game's record
    (`set_table`) when the game is in the records already.
    """
    if table is not None:
        _check_table(table)
    if not game.over:
        raise NotFinished("Only a finished game can be recorded.")
    records.check_writable()  # RecordsReadOnly: a newer version's records, or a read-only folder
    from daydream_qt.dreams import meta_of
    from daydream_qt.engine.savefile import clamp_time, game_to_dict

    data = game_to_dict(game, meta_of(game.board) or None)  # a generated board's code beside it
    key = game_key(data)
    conn = records.conn
    row = conn.execute("SELECT id FROM games WHERE game_key = ?", (key,)).fetchone()
    if row is not None:
        if table is not None:
            set_table(records, row[0], table)
        return Recorded(row[0], False)
    when = finished_at or dt.datetime.now(dt.UTC)
    if when.tzinfo is None:  # the player's clock: kept off the calendar's ends before it is read so
        when = min(max(when, dt.datetime(2000, 1, 2)), dt.datetime(2199, 12, 30)).astimezone()
    when = clamp_time(when)  # a file may say 9999-12-31: its date is shown in every time zone
    local = when.astimezone().date()
    mode = game.mode.value
    # A board made in the board editor is recorded as itself: its games are kept out of
    # the shipped board's bests, titles and dreams, even on that board's combination.
    own = None if is_shipped(game.board) else rules_fingerprint(game.board)
    daily = None if own else dream_date(game.board.id, game.seed, mode, local)
    blob = zlib.compress(json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8"), 6)
    scores = game.scores()
    winners = set(game.winners())
    conn.execute("BEGIN IMMEDIATE")
    try:
        # Looked up again under the write lock: another window may have recorded it meanwhile.
        row = conn.execute("SELECT id FROM games WHERE game_key = ?", (key,)).fetchone()
        if row is not None:
            if table is not None:
                _write_table(conn, row[0], table)
            conn.execute("COMMIT")
            return Recorded(row[0], False)
        cur = conn.execute(
            "INSERT INTO games (game_key, board_id, board_name, mode, seed, table_size, turns,"
            " items_total, finished_at, local_date, daily_date, own_board) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
            (key, game.board.id, _text(game.board.defn.name), mode, game.seed, game.table.table_size,
             max(game.state.turn, 0), len(game.board.items),
             when.astimezone(dt.UTC).isoformat(timespec="seconds"), local.isoformat(),
             daily.isoformat() if daily else None, own))
        gid = cur.lastrowid
        if gid is None:  # never after an INSERT that succeeded; the row cannot be named otherwise
            raise sqlite3.DatabaseError("the new game has no row id")
        conn.executemany(
            "INSERT INTO seats (game_id, seat, name, kind, bot, ink, total, items, modules, thorns,"
            " thorn_penalty, tiebreak, title_band, title, winner) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            [(gid, s.seat, info.name, "bot" if info.bot else "human", info.bot, info.ink, s.total, s.items,
              json.dumps(s.modules), s.thorns, s.thorn_penalty, s.tiebreak_strokes, s.title_band,
              _text(s.title), int(s.seat in winners))
             for s, info in zip(scores, game.seats, strict=True)])
        conn.execute("INSERT INTO saves (game_id, data) VALUES (?, ?)", (gid, blob))
        if table is not None:
            _write_table(conn, gid, table)
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    return Recorded(gid, True)


def saved_game_text(records: Records, record_id: int) -> str:
    """The saved game (a `.daydream` file's text) of a record; KeyError if there is none.

    Read it with `engine.savefile.loads_game`, like any file: a damaged record gets the
    same one-sentence refusal a damaged file does.
    """
    from .rows import inflate, stored_save_sql

    row = records.conn.execute(f"SELECT {stored_save_sql()} FROM saves WHERE game_id = ?",
                               (int(record_id),)).fetchone()
    if row is None:
        raise KeyError(record_id)
    # Inflated up to a save's own limit: a compressed bomb costs no more than a big file.
    return inflate(row[0]) or ""  # loads_game refuses "" in one sentence


def load_saved_game(record_id: int, records: Records | None = None) -> str:
    """The `.daydream` text of record `record_id`, from the player's records by default.

    For the replay and the review: `loads_game(load_saved_game(i))` gives the game back.
    KeyError when there is no such record; RecordsError when the records cannot be opened.
    """
    if records is not None:
        return saved_game_text(records, record_id)
    from .db import open_records

    with open_records() as own:
        return saved_game_text(own, record_id)


def delete_record(records: Records, record_id: int) -> bool:
    """Forget one record (its seats and saved game go with it); RecordsReadOnly when the
    records are read-only."""
    records.check_writable()
    conn = records.conn
    conn.execute("BEGIN IMMEDIATE")
    try:
        cur = conn.execute("DELETE FROM games WHERE id = ?", (int(record_id),))
        conn.execute("COMMIT")
    except sqlite3.Error:
        conn.execute("ROLLBACK")
        raise
    return cur.rowcount > 0
