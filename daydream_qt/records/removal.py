"""Deleting a record so that it can be put back: the Records page's Delete and Undo.

`take_out` reads every column of the game, its seats, its table and its saved game, then deletes
them in one transaction; `put_back` inserts them again as they were (under a new id when
the old one was taken meanwhile, and not at all when the same game, by its game_key, was
recorded again meanwhile). Nothing is lost either way: the rows are in the caller's hands
until the page lets go of them.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from .db import Records

_Value = str | bytes | int | float | None
"""A column's value as SQLite gives it."""


@dataclass(frozen=True)
class Removed:
    """A deleted record's rows: each as (column names, values)."""

    record_id: int
    game: tuple[tuple[str, ...], tuple[_Value, ...]]
    seats: tuple[tuple[tuple[str, ...], tuple[_Value, ...]], ...]
    save: tuple[tuple[str, ...], tuple[_Value, ...]] | None
    table: tuple[tuple[tuple[str, ...], tuple[_Value, ...]], ...] = ()
    """A scoresheet's table (`table_seats`), seat by seat."""


def _rows(conn: sqlite3.Connection, sql: str,
          args: tuple[_Value, ...]) -> list[tuple[tuple[str, ...], tuple[_Value, ...]]]:
    cur = conn.execute(sql, args)
    names = tuple(d[0] for d in cur.description)
    return [(names, tuple(row)) for row in cur.fetchall()]


def _insert(conn: sqlite3.Connection, table: str, names: tuple[str, ...], values: tuple[_Value, ...]) -> int:
    marks = ", ".join("?" * len(names))
    cur = conn.execute(f"INSERT INTO {table} ({', '.join(names)}) VALUES ({marks})", values)
    return int(cur.lastrowid or 0)


def take_out(records: Records, record_id: int) -> Removed | None:
    """Delete record `record_id` and give its rows back (None when there was no such record).
    RecordsReadOnly when the records are read-only."""
    records.check_writable()
    conn = records.conn
    conn.execute("BEGIN IMMEDIATE")
    try:
        games = _rows(conn, "SELECT * FROM games WHERE id = ?", (int(record_id),))
        if not games:
            conn.execute("COMMIT")
            return None
        seats = _rows(conn, "SELECT * FROM seats WHERE game_id = ? ORDER BY seat", (int(record_id),))
        saves = _rows(conn, "SELECT * FROM saves WHERE game_id = ?", (int(record_id),))
        table = _rows(conn, "SELECT * FROM table_seats WHERE game_id = ? ORDER BY seat", (int(record_id),))
        conn.execute("DELETE FROM table_seats WHERE game_id = ?", (int(record_id),))
        conn.execute("DELETE FROM seats WHERE game_id = ?", (int(record_id),))
        conn.execute("DELETE FROM saves WHERE game_id = ?", (int(record_id),))
        conn.execute("DELETE FROM games WHERE id = ?", (int(record_id),))
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    return Removed(int(record_id), games[0], tuple(seats), saves[0] if saves else None, tuple(table))


def put_back(records: Records, removed: Removed) -> int | None:
    """Insert a taken-out record again; its id (None when the same game is in the records
    already). RecordsReadOnly when the records are read-only."""
    records.check_writable()
    conn = records.conn
    names, values = removed.game
    row = dict(zip(names, values, strict=True))
    conn.execute("BEGIN IMMEDIATE")
    try:
        if conn.execute("SELECT 1 FROM games WHERE game_key = ?", (row.get("game_key"),)).fetchone():
            conn.execute("COMMIT")
            return None
        if conn.execute("SELECT 1 FROM games WHERE id = ?", (removed.record_id,)).fetchone():
            row.pop("id", None)  # recorded over meanwhile: a new id
        gid = _insert(conn, "games", tuple(row), tuple(row.values()))
        kept_id = row.get("id")
        gid = kept_id if isinstance(kept_id, int) else gid
        for seat_names, seat_values in removed.seats:
            seat = dict(zip(seat_names, seat_values, strict=True)) | {"game_id": gid}
            _insert(conn, "seats", tuple(seat), tuple(seat.values()))
        for table_names, table_values in removed.table:
            seat = dict(zip(table_names, table_values, strict=True)) | {"game_id": gid}
            _insert(conn, "table_seats", tuple(seat), tuple(seat.values()))
        if removed.save is not None:
            save = dict(zip(*removed.save, strict=True)) | {"game_id": gid}
            _insert(conn, "saves", tuple(save), tuple(save.values()))
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    return gid
