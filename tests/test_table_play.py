"""Pass-and-play as a table uses it: the coach for people at the device, a line about
each bot's turn, and bots of one kind that no longer play one sheet between them."""

from __future__ import annotations

import pytest
from uikit import LEFT, click_cell, make_window

from daydream_qt.bots.players import make_bot, play_game
from daydream_qt.bots.simulate import play_seeded_game
from daydream_qt.bots.tiebreak import pick, tiebreak_rng
from daydream_qt.engine import Event, Game, Mode, Phase, SeatInfo, builtin_board
from daydream_qt.ui.core.bot_news import bot_summary
from daydream_qt.ui.core.game_setup import GameSetup
from daydream_qt.ui.core.settings import Settings

ANN = SeatInfo("Ann", "#2b4c7e")
BO = SeatInfo("Bo", "#b23a48")
ROBO = SeatInfo("Robo", "#2f7d4f", "greedy")


def start(window, seats, seed: int = 7, board: str = "A") -> Game:
    return window.start_setup(GameSetup(board, Mode.PASS_AND_PLAY, tuple(seats), seed))


# ---------------------------------------------------------------- the coach at the table


def test_people_at_a_table_may_ask_the_coach(qtbot):
    window = make_window(qtbot)
    game = start(window, (ANN, BO))
    window.accept_handover()
    window.controller.roll()
    assert game.state.phase == Phase.PLAY
    assert window.hinter.available()
    assert window.tray.hint_button.isVisibleTo(window.tray)


def test_the_setting_turns_the_coach_off_for_a_fair_game(qtbot):
    window = make_window(qtbot, Settings(language="en", table_hints=False))
    start(window, (ANN, BO))
    window.accept_handover()
    window.controller.roll()
    assert not window.hinter.available()
    assert not window.tray.hint_button.isVisibleTo(window.tray)
    window.apply_settings(Settings(language="en", table_hints=True))
    assert window.hinter.available()


def test_a_bot_seat_never_gets_the_coach(qtbot):
    window = make_window(qtbot)
    window.flow.step_ms = window.flow.first_ms = 100_000  # the bot waits: its turn is looked at
    game = start(window, (ANN, ROBO), seed=4)
    c = window.controller
    c.roll()
    for _ in range(2):
        click_cell(qtbot, window, sorted(c.legal_cells())[0])
    qtbot.mouseClick(window.tray.confirm_button, LEFT)
    assert c.seat == 1 and game.to_move() == 1
    assert not window.hinter.available()


# ---------------------------------------------------------------- a line about a bot's turn


def test_after_a_bots_turn_one_line_says_what_it_did(qtbot):
    window = make_window(qtbot)
    window.flow.step_ms = window.flow.first_ms = 1
    game = start(window, (ANN, ROBO), seed=4)
    c = window.controller
    news: list[str] = []
    window.flow.news.connect(news.append)
    c.roll()
    for _ in range(2):
        click_cell(qtbot, window, sorted(c.legal_cells())[0])
    qtbot.mouseClick(window.tray.confirm_button, LEFT)
    qtbot.waitUntil(lambda: game.state.phase == Phase.ROLL, timeout=10_000)
    sheet = game.state.sheets[1]
    written = [(v, game.board.coords[cell]) for cell, v in enumerate(sheet.values) if v != -1]
    assert len(written) == 2 and len(news) == 1
    line = news[0]
    assert line.startswith("Robo: wrote ") and line.endswith(".")
    for v, (r, col) in written:
        assert f"{v} at row {r + 1}, column {col + 1}" in line
    assert window.status_label.text() == line


def test_the_summary_counts_strokes_and_names_finished_items():
    game = Game(builtin_board("A"), Mode.PASS_AND_PLAY, [ANN, BO], seed=1)
    events = [Event("cell_written", 1, {"cell": 0, "value": 4, "die": 0, "delta": 0}),
              Event("die_given_up", 1, {"die": 1}),
              Event("stroke_drawn", 1, {"item": 0, "from": 0, "to": 1, "kind": "dot"}),
              Event("stroke_drawn", 1, {"item": 0, "from": 1, "to": 2, "kind": "sun"}),
              Event("item_finished", 1, {"item": 0, "bonus": False}),
              Event("cell_written", 0, {"cell": 1, "value": 6, "die": 0, "delta": 0})]
    r, col = game.board.coords[0]
    item = game.board.defn.items[0].name.en
    assert bot_summary(game, 1, events) == (
        f"Bo: wrote 4 at row {r + 1}, column {col + 1}; gave up a die; strokes drawn: 2; finished: {item}.")
    assert bot_summary(game, 1, []) == ""


# ---------------------------------------------------------------- bots of one kind


@pytest.mark.parametrize("bot", ["greedy", "expert"])
def test_two_bots_of_one_kind_play_their_own_sheets_reproducibly(bot):
    a = play_seeded_game("A", 3, bot, players=2)
    sheets = [tuple(s.values) for s in a.state.sheets]
    assert sheets[0] != sheets[1]
    b = play_seeded_game("A", 3, bot, players=2)
    assert [tuple(s.values) for s in b.state.sheets] == sheets


def test_a_bot_alone_keeps_its_first_best_choice():
    """Calibration's bots: no tie-breaking, the same game as before it existed."""
    scored = [(1.0, "a"), (1.0, "b"), (0.99, "c")]
    assert pick(None, scored) == "a"
    picks = {pick(tiebreak_rng(s), scored) for s in range(40)}
    assert picks == {"a", "b", "c"}  # within NEAR of the best: all three are ties
    assert pick(tiebreak_rng(1), [(1.0, "a"), (0.5, "b")]) == "a"
    solo = Game(builtin_board("A"), seed=2)
    play_game(solo, [make_bot("expert", 2)])
    again = Game(builtin_board("A"), seed=2)
    play_game(again, [make_bot("expert", 2, tiebreak=False)])
    assert solo.log == again.log
