"""Finished games waiting for their record (records/pending.py): caught up once, never lost."""

from __future__ import annotations

import datetime as dt
import sqlite3

import pytest

from daydream_qt.bots.random_bot import play_random_game
from daydream_qt.engine import Game, builtin_board
from daydream_qt.engine.savefile import save_game
from daydream_qt.paths import autosave_path
from daydream_qt.records import db, pending, queries, store
from daydream_qt.records.db import open_records
from daydream_qt.records.store import delete_record


@pytest.fixture
def records():
    with open_records() as opened:
        yield opened


def finished(board: str = "A", seed: int = 1) -> Game:
    return play_random_game(builtin_board(board), seed)


def unfinished(seed: int = 1) -> Game:
    full = finished(seed=seed)
    game = Game(full.board, full.mode, full.seats, full.seed, full.table.table_size)
    game.replay(full.log[:-1], seeded_dice=True)
    assert not game.over
    return game


def keys(records) -> list[str]:
    return [r[0] for r in records.conn.execute("SELECT game_key FROM games ORDER BY id")]


def test_a_kept_game_is_recorded_once_and_its_copy_removed(records):
    game = finished()
    when = dt.datetime(2026, 3, 4, 21, 30, tzinfo=dt.UTC)
    path = pending.keep(game, when)
    assert path.parent == pending.unrecorded_dir() and path.stem == pending.key_of(game)
    done = pending.catch_up(records)
    assert done.recorded == [pending.key_of(game)] and not path.exists()
    [row] = queries.history(records)
    assert row.finished_at == "2026-03-04T21:30:00+00:00"  # when it ended, not when it was copied
    assert pending.catch_up(records).recorded == []
    pending.keep(game, when)  # kept again (a second window): known, and the copy goes
    again = pending.catch_up(records)
    assert again.known == [pending.key_of(game)] and pending.waiting() == []
    assert queries.count_games(records) == 1


def test_a_finished_autosave_is_recorded_and_left_as_it_is(records):
    game = finished(seed=2)
    path = autosave_path(1)
    path.parent.mkdir(parents=True, exist_ok=True)
    save_game(game, path)
    before = path.read_bytes()
    save_game(unfinished(seed=3), autosave_path(2))  # an unfinished game is not a record
    done = pending.catch_up(records)
    assert done.recorded == [pending.key_of(game)]
    assert path.read_bytes() == before
    assert keys(records) == [pending.key_of(game)]


def test_a_deleted_record_is_not_brought_back_by_its_autosave(records):
    game = finished(seed=4)
    path = autosave_path(1)
    path.parent.mkdir(parents=True, exist_ok=True)
    save_game(game, path)
    pending.catch_up(records)
    [row] = queries.history(records)
    assert delete_record(records, row.id)
    assert pending.catch_up(records).recorded == []
    assert queries.count_games(records) == 0
    pending.keep(game)  # a copy is there because it was not recorded: always recorded
    assert pending.catch_up(records).recorded == [pending.key_of(game)]


def test_a_damaged_copy_is_set_aside_and_the_others_recorded(records):
    good = finished(seed=5)
    pending.keep(good)
    bad = pending.unrecorded_dir() / ("0" * 64 + pending.SUFFIX)
    bad.write_text("{not a game", encoding="utf-8")
    done = pending.catch_up(records)
    assert done.recorded == [pending.key_of(good)] and done.broken == [bad]
    assert not bad.exists() and bad.with_name(bad.name + ".bad").read_text() == "{not a game"


def test_a_locked_database_keeps_every_game_where_it_was(records, monkeypatch):
    game = finished(seed=6)
    path = pending.keep(game)
    monkeypatch.setattr(db, "BUSY_TIMEOUT_MS", 50)
    holder = sqlite3.connect(records.path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        with open_records() as waiting, pytest.raises(pending.Unavailable, match="locked"):
            pending.catch_up(waiting)
        assert path.exists() and pending.waiting() == [path]
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert pending.catch_up(records).recorded == [pending.key_of(game)]
    assert not path.exists()


def test_a_full_disk_keeps_the_copy(records, monkeypatch):
    game = finished(seed=7)
    path = pending.keep(game)

    real = store.record_game
    disk = {"full": True}

    def full(*args, **kwargs):
        if disk["full"]:
            raise sqlite3.OperationalError("database or disk is full")
        return real(*args, **kwargs)

    monkeypatch.setattr(store, "record_game", full)
    with pytest.raises(pending.Unavailable, match="full"):
        pending.catch_up(records)
    assert path.exists()
    disk["full"] = False
    assert pending.catch_up(records).recorded == [pending.key_of(game)]


def test_the_ledger_keeps_the_newest_keys(monkeypatch):
    monkeypatch.setattr(pending, "LEDGER_KEYS", 3)
    names = [f"{n:064x}" for n in range(5)]
    pending.note_recorded(names[:2])
    pending.note_recorded(names[2:])
    assert pending.recorded_keys() == set(names[2:])
    pending.ledger_path().write_bytes(b"\x00garbage\n" + names[0].encode())
    assert pending.recorded_keys() == {names[0]}  # what is not a key is ignored
