"""The window's record keeper: a finished game is recorded exactly once, whatever happens.

Killed in the record window, a database locked by another program, a full disk, New game
before anything was recorded: the game ends up in the records, and the GUI thread never
waits for the database.
"""

from __future__ import annotations

import sqlite3
import threading

import pytest
from killkit import trial
from uikit import make_window

from daydream_qt.bots.random_bot import play_random_game
from daydream_qt.engine import Game, builtin_board
from daydream_qt.engine.atomicfile import SaveError
from daydream_qt.engine.savefile import load_game, save_game
from daydream_qt.paths import autosave_path
from daydream_qt.records import db, pending, queries, store
from daydream_qt.records.db import open_records
from daydream_qt.ui.window import main_window, record_keeper


@pytest.fixture(autouse=True)
def quick(monkeypatch):
    """Retries within the test's time: tries a few ms apart, SQLite's lock wait short."""
    monkeypatch.setattr(record_keeper, "RETRY_SECONDS", (0.05,))
    monkeypatch.setattr(db, "BUSY_TIMEOUT_MS", 50)


def one_before_the_end(seed: int, board: str = "A") -> tuple[Game, object]:
    full = play_random_game(builtin_board(board), seed)
    game = Game(full.board, full.mode, full.seats, full.seed, full.table.table_size)
    game.replay(full.log[:-1], seeded_dice=True)
    return game, full.log[-1]


def recorded_keys() -> list[str]:
    with open_records() as opened:
        return [r[0] for r in opened.conn.execute("SELECT game_key FROM games ORDER BY id")]


def test_a_game_that_ends_is_recorded_off_the_gui_thread(qtbot, monkeypatch):
    threads = []
    real = store.record_game

    def spy(*args, **kwargs):
        threads.append(threading.current_thread())
        return real(*args, **kwargs)

    monkeypatch.setattr(store, "record_game", spy)
    w = make_window(qtbot)
    game, last = one_before_the_end(11)
    w.start_game(game)
    w.controller.submit(last)
    assert game.over and w.pages.currentWidget() is w.end_screen
    qtbot.waitUntil(lambda: w.record_keeper.is_recorded(game))
    assert threads and all(t is not threading.main_thread() for t in threads)
    assert recorded_keys() == [pending.key_of(game)]
    w.start_game(game)  # the end screen again: still one record
    qtbot.waitUntil(lambda: not w.record_keeper.busy)
    assert len(recorded_keys()) == 1


def test_a_held_lock_is_waited_for_in_the_background_and_said_once(qtbot):
    w = make_window(qtbot)
    game, last = one_before_the_end(12)
    w.start_game(game)
    with open_records():  # the database exists before another program locks it
        pass
    holder = sqlite3.connect(db.default_path(), isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    said = []
    w.record_keeper.problem.connect(said.append)
    try:
        w.controller.submit(last)
        assert w.pages.currentWidget() is w.end_screen
        qtbot.waitUntil(lambda: len(said) == 1, timeout=5000)
        assert said[0].startswith("Your records are in use by another program: this game is kept")
        assert w.notice == said[0]
        assert [p.stem for p in pending.waiting()] == [pending.key_of(game)]
        qtbot.wait(300)  # more failed tries: nothing more is said
        assert len(said) == 1
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    qtbot.waitUntil(lambda: w.record_keeper.is_recorded(game), timeout=5000)
    assert recorded_keys() == [pending.key_of(game)] and pending.waiting() == []


def test_at_start_what_an_earlier_run_left_is_recorded(qtbot, monkeypatch):
    monkeypatch.setattr(main_window, "CATCH_UP_MS", 0)
    in_autosave = play_random_game(builtin_board("A"), 13)
    kept = play_random_game(builtin_board("D"), 14)
    autosave_path(1).parent.mkdir(parents=True, exist_ok=True)
    save_game(in_autosave, autosave_path(1))
    pending.keep(kept)
    w = make_window(qtbot)
    qtbot.waitUntil(lambda: len(w.record_keeper.done) == 2, timeout=5000)
    assert sorted(recorded_keys()) == sorted([pending.key_of(in_autosave), pending.key_of(kept)])
    assert pending.waiting() == []
    assert load_game(autosave_path(1)).game.over  # the autosave itself is left alone


def test_new_game_never_replaces_an_unrecorded_finished_game(qtbot, monkeypatch):
    monkeypatch.setattr(main_window, "CATCH_UP_MS", 60_000)  # not caught up yet
    finished = play_random_game(builtin_board("A"), 15)
    autosave_path(1).parent.mkdir(parents=True, exist_ok=True)
    save_game(finished, autosave_path(1))
    w = make_window(qtbot)
    w.new_game("D", seed=3)
    qtbot.waitUntil(lambda: not load_game(autosave_path(1)).game.over, timeout=3000)
    qtbot.waitUntil(lambda: recorded_keys() == [pending.key_of(finished)], timeout=5000)
    assert pending.waiting() == []


def test_a_finished_game_that_cannot_be_kept_is_not_replaced(qtbot, monkeypatch):
    monkeypatch.setattr(main_window, "CATCH_UP_MS", 60_000)
    finished = play_random_game(builtin_board("A"), 16)
    autosave_path(1).parent.mkdir(parents=True, exist_ok=True)
    save_game(finished, autosave_path(1))
    before = autosave_path(1).read_bytes()

    real = pending.keep
    disk = {"full": True}

    def full(*args, **kwargs):
        if disk["full"]:
            raise SaveError("There is not enough space on the disk to save it.")
        return real(*args, **kwargs)

    monkeypatch.setattr(pending, "keep", full)
    w = make_window(qtbot)
    w.new_game("D", seed=3)
    qtbot.wait(FIRST_SAVE_WAIT)
    assert autosave_path(1).read_bytes() == before
    assert w.notice.startswith("The finished game in the autosave could not be kept for your records")
    disk["full"] = False
    w.controller.roll()  # the next change tries again, and now it can be kept
    assert not load_game(autosave_path(1)).game.over
    qtbot.waitUntil(lambda: recorded_keys() == [pending.key_of(finished)], timeout=5000)


FIRST_SAVE_WAIT = main_window.FIRST_SAVE_MS + 200


def test_closing_with_a_game_still_waiting_keeps_it_on_disk(qtbot):
    w = make_window(qtbot)
    game, last = one_before_the_end(17)
    w.start_game(game)
    with open_records():
        pass
    holder = sqlite3.connect(db.default_path(), isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        w.controller.submit(last)
        w.close()
        assert [p.stem for p in pending.waiting()] == [pending.key_of(game)]
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    with open_records() as opened:
        assert pending.catch_up(opened).recorded == [pending.key_of(game)]


def test_kills_around_the_end_of_a_game_lose_no_game(tmp_path):
    """Killed at moments spread over the end of a game (the last action, the end screen,
    the record in its thread): every game that had ended is in the records afterwards."""
    moments = [("playing", 0.0), ("playing", 0.08), ("ended", 0.0), ("ended", 0.01),
               ("ended", 0.03), ("ended", 0.08)]
    results = [trial(tmp_path / f"run{n}", 20 + n, delay, after=after)
               for n, (after, delay) in enumerate(moments)]
    assert [r for r in results if r.lost] == []
    assert sum(r.ended for r in results) >= 4  # the kills after the end reached the record window
    assert all(r.recorded for r in results if r.ended)
    with open_records(tmp_path / "run5" / "data" / "records" / "records.sqlite") as opened:
        assert queries.count_games(opened) == 1  # once, though caught up after a record
