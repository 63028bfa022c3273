"""A scoresheet played at a table is recorded with its table: every seat with the total its
player said at the end, and the table's winner (not the app's own player by default).

The table may be typed after the game was recorded: the record is then updated in one
transaction, so a finished game never leaves the records, whenever the app dies. Records
written before the table was kept still open (their games keep their own sheet only)."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from daydream_qt.bots.random_bot import RandomBot
from daydream_qt.engine import Game, RollDice, SeatInfo, builtin_board, dice_for_turn
from daydream_qt.engine.savefile import game_to_dict
from daydream_qt.records import pending, queries
from daydream_qt.records.db import MIGRATIONS, SCHEMA_VERSION, open_records
from daydream_qt.records.removal import put_back, take_out
from daydream_qt.records.store import (
    TableSeat,
    game_key,
    record_game,
    set_table,
    table_from_json,
    table_of,
)

ROOT = Path(__file__).resolve().parent.parent


def table_game(seed: int = 3, size: int = 4) -> Game:
    game = Game(builtin_board("EF"), "scoresheet", [SeatInfo("Ann")], seed, size)
    bot = RandomBot(seed)
    while not game.over:
        seat = game.to_move()
        if seat is None:
            game.apply(RollDice(dice_for_turn(game.seed, game.state.turn + 1), True))
        else:
            game.apply(bot.choose(game, seat))
    return game


def carol_wins(game: Game) -> tuple[TableSeat, ...]:
    own = game.scores()[0]
    return (TableSeat(0, "Ann", own.total, own.tiebreak_strokes, False),
            TableSeat(1, "Bo", max(own.total - 3, 0), 0, False),
            TableSeat(2, "Carol", own.total + 5, 1, True),
            TableSeat(3, "Player 4", 0, 0, False))


@pytest.fixture
def records(tmp_path):
    with open_records(tmp_path / "records.sqlite") as opened:
        yield opened


def test_every_seat_of_the_table_is_recorded_and_the_winner_is_the_tables(records):
    game = table_game()
    rid = record_game(records, game, table=carol_wins(game)).record_id
    (row,) = queries.history(records)
    assert [(t.name, t.total, t.winner) for t in row.table] == [
        (t.name, t.total, t.winner) for t in carol_wins(game)]
    assert row.seats[0].name == "Ann" and row.seats[0].winner is False  # Carol won, not I
    assert table_of(records, rid) == carol_wins(game)


def test_a_table_typed_after_the_record_updates_it_and_the_game_stays_one_record(records):
    game = table_game()
    first = record_game(records, game)
    assert first.new and queries.history(records)[0].table == ()
    assert queries.history(records)[0].seats[0].winner  # alone on the sheet until the table is said
    again = record_game(records, game, table=carol_wins(game))
    assert not again.new and again.record_id == first.record_id
    assert [t.name for t in queries.history(records)[0].table] == ["Ann", "Bo", "Carol", "Player 4"]
    ann_wins = tuple(TableSeat(t.seat, t.name, 0 if t.seat else 99, 0, t.seat == 0) for t in carol_wins(game))
    assert set_table(records, first.record_id, ann_wins)
    (row,) = queries.history(records)
    assert queries.count_games(records) == 1
    assert [t.winner for t in row.table] == [True, False, False, False] and row.seats[0].winner


def test_a_table_is_checked_before_it_is_written(records):
    game = table_game()
    rid = record_game(records, game).record_id
    with pytest.raises(ValueError):
        set_table(records, rid, (TableSeat(0, "Ann", 1, 0, True),))  # a table of one
    with pytest.raises(ValueError):
        set_table(records, rid, (TableSeat(0, "", 1, 0, True), TableSeat(1, "Bo", 0, 0, False)))
    assert table_from_json([{"seat": 0, "name": "A", "total": True, "strokes": 0, "winner": True},
                            {"seat": 1, "name": "B", "total": 0, "strokes": 0, "winner": False}]) is None
    assert queries.history(records)[0].table == ()


def test_a_tampered_table_is_not_shown_and_the_game_still_is(records):
    game = table_game()
    rid = record_game(records, game, table=carol_wins(game)).record_id
    records.conn.execute("UPDATE table_seats SET name = X'00ff' WHERE game_id = ? AND seat = 2", (rid,))
    (row,) = queries.history(records)
    assert row.table == () and row.seats[0].name == "Ann"


def test_delete_and_undo_keep_the_table(records):
    game = table_game()
    rid = record_game(records, game, table=carol_wins(game)).record_id
    removed = take_out(records, rid)
    assert removed is not None and queries.count_games(records) == 0
    assert records.conn.execute("SELECT COUNT(*) FROM table_seats").fetchone()[0] == 0
    put_back(records, removed)
    assert queries.history(records)[0].table == carol_wins(game)


def test_an_unrecorded_copy_carries_its_table_to_the_records(records):
    game = table_game()
    pending.keep(game, table=carol_wins(game))
    done = pending.catch_up(records)
    assert done.recorded == [game_key(game_to_dict(game))]
    assert queries.history(records)[0].table == carol_wins(game)
    # a copy of a game in the records already brings its newer table to the record
    ann_wins = tuple(TableSeat(t.seat, t.name, 0 if t.seat else 99, 0, t.seat == 0) for t in carol_wins(game))
    pending.keep(game, table=ann_wins)
    pending.catch_up(records)
    (row,) = queries.history(records)
    assert row.table == ann_wins and pending.waiting() == []


def v3_records(path: Path, game: Game) -> None:
    """Records as a build before the table was kept wrote them (schema version 3)."""
    conn = sqlite3.connect(path, isolation_level=None)
    for migration in MIGRATIONS[:3]:
        migration(conn)
    conn.execute("PRAGMA user_version = 3")
    conn.execute("INSERT INTO games (id, game_key, board_id, board_name, mode, seed, table_size, turns,"
                 " items_total, finished_at, local_date) VALUES (1, ?, 'EF', '{\"en\": \"x\", \"fr\": \"x\","
                 " \"ja\": \"x\"}', 'scoresheet', ?, 4, 10, 9, '2026-02-03T12:00:00+00:00', '2026-02-03')",
                 (game_key(game_to_dict(game)), game.seed))
    conn.execute("INSERT INTO seats VALUES (1, 0, 'Ann', 'human', NULL, '#2b4c7e', 9, 3, '{}', 0, 0, 0, NULL,"
                 " NULL, 1)")
    conn.close()


def test_records_from_before_the_table_still_open_and_take_a_table(tmp_path):
    path = tmp_path / "records.sqlite"
    game = table_game()
    v3_records(path, game)
    with open_records(path) as opened:
        assert opened.kept_aside is None and not opened.read_only
        (row,) = queries.history(opened)
        assert row.seats[0].name == "Ann" and row.table == ()
        again = record_game(opened, game, table=carol_wins(game))  # the same game, by its key
        assert not again.new and queries.history(opened)[0].table == carol_wins(game)
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    conn.close()
    assert (tmp_path / "records.before-v3.sqlite").is_file()  # copied before the migration


CHILD = r"""
import sys
from pathlib import Path
sys.path.insert(0, sys.argv[2])
from test_scoresheet_records import carol_wins, table_game
from daydream_qt.records.db import open_records
from daydream_qt.records.store import TableSeat, record_game, set_table

game = table_game()
with open_records(Path(sys.argv[1])) as records:
    rid = record_game(records, game).record_id
    print("recorded", flush=True)
    n = 0
    while True:  # the player types and types again: each change in one transaction
        n += 1
        seats = carol_wins(game)
        set_table(records, rid, tuple(TableSeat(t.seat, t.name, t.total + n % 7, t.strokes, t.winner)
                                      for t in seats))
"""


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
@pytest.mark.parametrize("delay", [0.0, 0.03, 0.15])
def test_killed_while_the_table_is_written_the_game_and_a_whole_table_are_kept(tmp_path, delay):
    path = tmp_path / "records.sqlite"
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(path), str(ROOT / "tests")],
                             stdout=subprocess.PIPE, env=env, text=True)
    try:
        assert child.stdout is not None and child.stdout.readline().strip() == "recorded"
        time.sleep(delay)
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait()
    with open_records(path) as opened:
        (row,) = queries.history(opened)
        assert row.seats[0].name == "Ann"
        assert len(row.table) in (0, 4)  # never a part of a table
        if row.table:
            assert [t.name for t in row.table] == ["Ann", "Bo", "Carol", "Player 4"]
            assert row.table[2].winner and not row.seats[0].winner


APP_CHILD = r"""
import sys
sys.path.insert(0, sys.argv[1])
from test_scoresheet_records import table_game
from daydream_qt.engine import Game
from daydream_qt.records.pending import key_of
from daydream_qt.ui.app import make_app
from daydream_qt.ui.core.settings import Settings
from daydream_qt.ui.window.main_window import MainWindow

full = table_game()
app = make_app()
w = MainWindow(Settings(language="en", tour_offered=True))
w.resize(1200, 800)
w.show()
while not w.keys_ready:
    app.processEvents()
game = Game(full.board, full.mode, full.seats, full.seed, full.table.table_size)
game.replay(full.log[:-1])
w.start_game(game)
app.processEvents()
print("key", key_of(full), flush=True)
w.controller.submit(full.log[-1])
assert game.over
print("ended", flush=True)
card = w.end_screen.table_ranking
n = 0
while True:  # the table typed and typed again, the keeper writing it meanwhile
    n += 1
    card.totals[1].setValue(n % 50)
    app.processEvents()
"""


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
@pytest.mark.parametrize("delay", [0.0, 0.2, 0.6])
def test_the_app_killed_while_the_ranking_is_typed_keeps_the_game(tmp_path, monkeypatch, delay):
    home = tmp_path / "home"
    env = dict(os.environ, DAYDREAM_QT_HOME=str(home), QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
    child = subprocess.Popen([sys.executable, "-c", APP_CHILD, str(ROOT / "tests")], stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL, env=env, text=True)
    key = ""
    try:
        assert child.stdout is not None
        for line in child.stdout:
            if line.startswith("key "):
                key = line.split()[1]
            if line.strip() == "ended":
                break
        time.sleep(delay)
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait()
    assert key
    monkeypatch.setenv("DAYDREAM_QT_HOME", str(home))
    with open_records() as records:  # what the next start does
        pending.catch_up(records)
        rows = [r for r in queries.history(records) if game_key_of(records, r.id) == key]
    assert len(rows) == 1  # the game, once
    assert len(rows[0].table) in (0, 4)


def game_key_of(records, record_id: int) -> str:
    return records.conn.execute("SELECT game_key FROM games WHERE id = ?", (record_id,)).fetchone()[0]


def test_the_people_at_the_table_are_players_of_the_records(records):
    game = table_game()
    record_game(records, game, table=carol_wins(game))
    assert "Carol" in queries.players(records)
    assert queries.count_games(records, player="carol") == 1
    assert [r.id for r in queries.history(records, player="CAROL")] == [queries.history(records)[0].id]
    assert queries.count_games(records, player="Dee") == 0


def test_a_hostile_table_in_an_unrecorded_copy_is_no_table():
    """An unrecorded copy's table is read from short texts of its meta: one nested deeper
    than the JSON parser goes (or not JSON at all) is no table, never an error that stops
    the catching up of every copy after it."""
    from daydream_qt.records import pending

    assert pending.table_of_meta({f"{pending.TABLE}0": "[" * 1000}) is None
    assert pending.table_of_meta({f"{pending.TABLE}0": "{not json"}) is None
    assert pending.table_of_meta({f"{pending.TABLE}0": "3"}) is None
