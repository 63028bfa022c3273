"""Pass-and-play seats: inks told apart by everyone, hints for every person, the last turn
announced, a way back from the hand-over, every sheet at the end, bot-only tables."""

from __future__ import annotations

import random
from itertools import combinations
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from uikit import LEFT, click_cell

from daydream_qt.engine import Game, Mode, Phase, SeatInfo, builtin_board
from daydream_qt.ui.core.game_setup import GameSetup
from daydream_qt.ui.style import colour_vision as cv
from daydream_qt.ui.widgets.ink import INKS

ANN = SeatInfo("Ann", "#2b4c7e")
BO = SeatInfo("Bo", "#7a1626")
ROOT = Path(__file__).resolve().parent.parent


def start(window, seats=(ANN, BO), seed: int = 7, board: str = "A") -> Game:
    return window.start_setup(GameSetup(board, Mode.PASS_AND_PLAY, tuple(seats), seed))


def _shown_inks(panel) -> list[str]:
    return [r.ink_button.ink for r in panel.seat_rows[: panel.seat_count.value]]


def _apart(inks: list[str]) -> bool:
    return all(cv.worst_difference(a, b) >= 20.0 for a, b in combinations(inks, 2))


# ---------------------------------------------------------------- inks


@pytest.mark.parametrize("first", [v for v, _ in INKS])
def test_seats_start_with_inks_everyone_tells_apart(qtbot, first):
    from daydream_qt.ui.dialogs.seat_editor import SetupPanel

    panel = SetupPanel(first)
    qtbot.addWidget(panel)
    panel.set_mode(Mode.PASS_AND_PLAY)
    for n in range(2, 6):
        panel.seat_count.set_value(n)
        inks = _shown_inks(panel)
        assert len(inks) == n and _apart(inks), (n, inks)


def _pick(row, ink: str) -> None:
    row.ink_button.menu().aboutToShow.emit()
    action = next(a for a in row.ink_button.menu().actions() if a.data() == ink)
    assert action.isEnabled()
    action.trigger()


def test_taking_another_seats_ink_swaps_the_two(qtbot):
    from daydream_qt.ui.dialogs.seat_editor import SetupPanel

    panel = SetupPanel("#2b4c7e")
    qtbot.addWidget(panel)
    panel.set_mode(Mode.PASS_AND_PLAY)
    panel.seat_count.set_value(3)
    rows = panel.seat_rows
    first, second = rows[0].ink_button.ink, rows[1].ink_button.ink
    _pick(rows[1], first)
    assert rows[1].ink_button.ink == first and rows[0].ink_button.ink == second
    assert _apart(_shown_inks(panel))
    assert len({s.ink for s in panel.seats("x")}) == 3


def test_an_ink_too_like_another_seats_is_not_offered(qtbot):
    from daydream_qt.ui.dialogs.seat_editor import SetupPanel

    panel = SetupPanel("#2b4c7e")
    qtbot.addWidget(panel)
    panel.set_mode(Mode.PASS_AND_PLAY)
    panel.seat_count.set_value(2)
    rows = panel.seat_rows
    assert rows[1].ink_button.ink == "#7a1626"  # red
    menu = rows[0].ink_button.menu()
    menu.aboutToShow.emit()
    graphite = next(a for a in menu.actions() if a.data() == "#3b3a36")
    assert not graphite.isEnabled()  # graphite and red merge under deuteranopia
    assert "Player 2" in graphite.text()
    red = next(a for a in menu.actions() if a.data() == "#7a1626")
    assert red.isEnabled() and "Player 2" in red.text()


# ---------------------------------------------------------------- hints


def test_hints_are_for_every_person_at_the_table_and_the_texts_say_so(window, qtbot):
    from daydream_qt.ui.window.help_actions import _window_keys

    assert "solo" not in _window_keys()["H"]
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    hint_line = next(line for line in readme.splitlines() if line.startswith("- **Hint**"))
    assert "pass-and-play" in hint_line
    assert "hint (solo)" not in readme
    from daydream_qt.ui.core.help_texts import base_page_sentences

    board = builtin_board("A")
    assert any("Hint" in s and "pass-and-play" in s for s in base_page_sentences("dice", board))
    assert any("pass-and-play" in s and "last" in s for s in base_page_sentences("end", board))
    start(window, (ANN, SeatInfo("Robo", "#2a9283", "greedy")))
    c = window.controller
    qtbot.mouseClick(window.tray.roll_button, LEFT)
    assert window.hinter.available()
    for _ in range(2):
        click_cell(qtbot, window, sorted(c.legal_cells())[0])
    qtbot.mouseClick(window.tray.confirm_button, LEFT)
    assert window.flow.bot_playing() and not window.hinter.available()


# ---------------------------------------------------------------- the last turn


def _random_until(game: Game, rng: random.Random, done) -> None:
    for _ in range(20_000):
        if done(game):
            return
        assert not game.over
        if game.state.phase == Phase.ROLL:
            game.roll()
            continue
        seat = game.to_move()
        legal = [a for a in game.legal_actions(seat) if a.kind != "give_up"] or game.legal_actions(seat)
        ends = [a for a in legal if a.kind == "end_turn"]
        game.apply(ends[0] if ends and rng.random() < 0.7 else rng.choice(legal))
    raise AssertionError("never reached")


def _full(game: Game, seat: int) -> bool:
    s = game.state.sheets[seat]
    return s.filled == game.board.n_cells or s.item >= len(game.board.items)


def test_the_hand_over_warns_the_next_seat_of_its_last_turn(window, qtbot):
    game = Game(builtin_board("A"), Mode.PASS_AND_PLAY, [ANN, BO], seed=3)
    _random_until(game, random.Random(3), lambda g: g.state.phase == Phase.PLAY and g.to_move() == 1
                  and _full(g, 0) and not _full(g, 1))
    window.controller.set_game(game)
    page = window.handover
    assert window.pages.currentWidget() is page
    assert page.last_turn.isVisibleTo(page)
    assert page.last_turn.text() == "Last turn: Ann's sheet is complete, the game ends with this turn."
    qtbot.mouseClick(page.ready_button, LEFT)
    assert "last turn" in window.turn_label.text()


def test_no_last_turn_warning_early(window, qtbot):
    start(window)
    assert not window.handover.last_turn.isVisibleTo(window.handover)
    qtbot.mouseClick(window.handover.ready_button, LEFT)
    assert "last turn" not in window.turn_label.text()


# ---------------------------------------------------------------- back from the hand-over


def _first_turn(window, qtbot) -> None:
    c = window.controller
    qtbot.mouseClick(window.handover.ready_button, LEFT)
    qtbot.mouseClick(window.tray.roll_button, LEFT)
    for _ in range(2):
        click_cell(qtbot, window, sorted(c.legal_cells())[0])
    qtbot.mouseClick(window.tray.confirm_button, LEFT)


def test_the_seat_that_confirmed_may_go_back_from_the_hand_over(window, qtbot):
    game = start(window)
    _first_turn(window, qtbot)
    page = window.handover
    assert window.pages.currentWidget() is page
    assert page.back_button.isVisibleTo(page)
    assert "Ann" in page.back_button.text()
    n = len(game.log)
    qtbot.mouseClick(page.back_button, LEFT)
    assert len(game.log) == n - 1 and game.log[-1].kind == "write"
    assert window.pages.currentWidget() is window.game_page
    assert window.controller.seat == 0 and window.controller.hold is None


def test_ctrl_z_on_the_hand_over_takes_the_confirmation_back(window, qtbot):
    game = start(window)
    _first_turn(window, qtbot)
    n = len(game.log)
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(game.log) == n - 1
    assert window.pages.currentWidget() is window.game_page
    # Once the next seat has the device, the turn is theirs: no way back for Ann.
    qtbot.mouseClick(window.tray.confirm_button, LEFT)
    qtbot.mouseClick(window.handover.ready_button, LEFT)
    n = len(game.log)
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(game.log) == n


def test_no_way_back_for_a_bot_from_the_hand_over(window, qtbot):
    seats = (ANN, SeatInfo("Robo", "#2a9283", "greedy"), BO)
    game = start(window, seats)
    window.flow.step_ms = window.flow.first_ms = 1
    _first_turn(window, qtbot)
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.handover
                    and window.controller.seat == 2, timeout=10_000)
    assert not window.handover.back_button.isVisibleTo(window.handover)
    n = len(game.log)
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(game.log) == n


# ---------------------------------------------------------------- the end screen


def test_the_end_screen_shows_every_seats_sheet(window, qtbot):
    game = Game(builtin_board("A"), Mode.PASS_AND_PLAY, [ANN, BO], seed=5)
    _random_until(game, random.Random(5), lambda g: g.over)
    window.controller.set_game(game)
    end = window.end_screen
    assert window.pages.currentWidget() is end
    chooser = end.sheet_chooser
    assert chooser.isVisibleTo(end) and chooser.count() == 2
    assert [chooser.itemText(i) for i in range(2)] == ["Ann", "Bo"]
    shown = chooser.currentIndex()
    assert shown == game.winners()[0]
    before = end.picture.pixmap().toImage()
    other = 1 - shown
    chooser.setCurrentIndex(other)
    assert window.controller.viewed == other
    assert end.picture.pixmap().toImage() != before


def test_a_solo_end_screen_has_no_chooser(window, qtbot):
    game = Game(builtin_board("A"), Mode.SOLO, [ANN], seed=5)
    _random_until(game, random.Random(5), lambda g: g.over)
    window.controller.set_game(game)
    assert not window.end_screen.sheet_chooser.isVisibleTo(window.end_screen)


# ---------------------------------------------------------------- bots only


def test_a_table_of_bots_shows_the_turn_and_its_news_as_news(window, qtbot):
    seats = (SeatInfo("Ada", "#2b4c7e", "greedy"), SeatInfo("Bob", "#7a1626", "greedy"))
    game = start(window, seats)
    window.flow.step_ms = window.flow.first_ms = 1
    qtbot.waitUntil(lambda: game.state.turn >= 3, timeout=20_000)
    label = window.turn_label.text()
    assert "starting numbers" not in label and "turn" in label
    assert window.status_label.property("refusal") is False


def test_the_stroke_lens_stays_away_while_the_device_is_on_hold(window, qtbot):
    from daydream_qt.ui.board.focus import FocusView

    game = Game(builtin_board("A"), Mode.SOLO, [ANN], seed=2)
    _random_until(game, random.Random(2), lambda g: bool(g.state.sheets[0].stroke_queue))
    window.controller.set_game(game)
    assert FocusView.wanted(window.view)
    window.controller.hold = "Robo is playing; wait for your turn."
    assert not FocusView.wanted(window.view)
