"""The game page with a keyboard alone: whole games played by keys sent where the focus is,
Tab and Shift+Tab through the page's controls and back, and each key of the page doing
what it says (pages/play_keys, widgets/button_keys, the board's cursor)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from uikit import make_window

from daydream_qt.engine import Mode, Phase, SeatInfo
from daydream_qt.ui.core.game_setup import GameSetup
from daydream_qt.ui.core.settings import Settings

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


@pytest.fixture
def window(qtbot):
    """A window whose tour is not offered (its card would take the keyboard) and which
    draws no stroke by itself: every move below is a key."""
    return make_window(qtbot, Settings(language="en", tour_offered=True, draw_strokes_for_me=False))


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None, "the keyboard's focus is nowhere"
    return widget


def press(key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """One key, sent where the keyboard's focus is (as a keyboard does)."""
    QTest.keyClick(focused(), key, modifier)


def tab_to(target: QWidget, back: bool = False, limit: int = 40) -> list[QWidget]:
    """Tab (Shift+Tab when `back`) until `target` has the focus; the widgets passed through."""
    seen = [focused()]
    for _ in range(limit):
        if focused() is target:
            return seen
        press(Qt.Key.Key_Tab, SHIFT if back else Qt.KeyboardModifier.NoModifier)
        seen.append(focused())
    raise AssertionError(f"{'Shift+' if back else ''}Tab never reached {target}: {seen}")


def cursor_on_legal(window) -> bool:
    c = window.controller
    legal = c.legal_cells()
    return not legal or window.view.board_scene.cursor_cell in legal


def play_turn_decision(window, rng: random.Random) -> str:
    """One key for the position on screen, focus on the board; returns what it was for."""
    c = window.controller
    game = c.game
    sheet = game.state.sheets[c.seat]
    scene = window.view.board_scene
    tray = window.tray
    if game.state.phase == Phase.ROLL:
        press(Qt.Key.Key_Space)
        return "roll"
    if sheet.line_choice:
        press(Qt.Key.Key_1)
        return "line"
    if sheet.bonus_pending:
        press(rng.choice((Qt.Key.Key_S, Qt.Key.Key_L)))
        return "bonus"
    if sheet.stroke_queue:
        press(Qt.Key.Key_Return)
        return "stroke"
    if all(sheet.dice_done):
        press(Qt.Key.Key_Return, CTRL)
        return "confirm"
    if not scene.cursor_visible:
        press(Qt.Key.Key_Return)  # shows the cursor, writes nothing
        return "show"
    roll = rng.random()
    undone = [d for d in (0, 1) if not sheet.dice_done[d]]
    if len(undone) == 2 and roll < 0.2:
        press(Qt.Key.Key_D)
        return "die"
    if tray.give_up_button.isEnabled() and roll < 0.3:
        press(Qt.Key.Key_G)
        return "give up"
    if c.delta == 0 and roll < 0.45:
        if tray.plus_button.isEnabled():
            press(Qt.Key.Key_Plus)
            return "leaf"
        if tray.minus_button.isEnabled():
            press(Qt.Key.Key_Minus)
            return "leaf"
    if roll < 0.6 and c.delta == 0:
        press(str(c.selected_value()))
        return "write"
    arrows = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down)
    for _ in range(rng.randrange(3)):
        press(rng.choice(arrows))
    for _ in range(40):  # on to a cloud the die may go in, as a player looks for one
        if scene.cursor_cell in c.legal_cells():
            break
        press(rng.choice(arrows))
    if scene.cursor_cell not in c.legal_cells():
        return "move"
    press(Qt.Key.Key_Return)
    return "write"


# ---------------------------------------------------------------- whole games


def test_a_whole_solo_game_on_a_with_keys_only(window, qtbot):
    game = window.new_game("A", seed=12)
    c = window.controller
    rng = random.Random(12)
    assert focused() is window.view
    done: dict[str, int] = {}
    what = ""
    for _ in range(3000):
        if game.over:
            break
        assert focused() is window.view, focused()
        before = (len(game.log), c.selected_die, c.delta, window.view.board_scene.cursor_visible,
                  window.view.board_scene.cursor_cell)
        if what != "move":  # the keys put the cursor elsewhere: it stays where they put it
            assert cursor_on_legal(window), "the cursor rests where the die may not go"
        what = play_turn_decision(window, rng)
        done[what] = done.get(what, 0) + 1
        after = (len(game.log), c.selected_die, c.delta, window.view.board_scene.cursor_visible,
                 window.view.board_scene.cursor_cell)
        assert after != before or what == "move", f"{what} did nothing: {window.status_label.text()}"
    assert game.over
    assert window.pages.currentWidget() is window.end_screen
    assert window.end_screen.total_label.text() == str(game.scores()[0].total)
    # every kind of decision was made by a key
    for what in ("roll", "write", "stroke", "confirm", "give up", "leaf", "die", "show"):
        assert done.get(what), (what, done)
    assert any(a.kind == "give_up" for a in game.log)
    # the end screen's buttons take the keyboard too: Space on Play again plays again
    end = window.end_screen
    assert focused() is end.play_again_button
    press(Qt.Key.Key_Space)
    assert window.controller.game is not game and window.pages.currentWidget() is window.game_page


def _tab_to_the_fields(window) -> None:
    entry = window.tray.entry
    tab_to(entry.fields[0])


def test_a_scoresheet_turn_on_def_with_keys_only(window, qtbot):
    game = window.start_setup(GameSetup("DEF", Mode.SCORESHEET, (SeatInfo("Me", "#2b4c7e"),), None, 3))
    c = window.controller
    entry = window.tray.entry
    assert focused() is window.view
    for values, turn in (("35", 0), ("42", 1)):
        _tab_to_the_fields(window)
        for digit in values:
            press(digit)
        assert (entry.fields[0].text(), entry.fields[1].text()) == tuple(values)
        press(Qt.Key.Key_Return)
        assert game.state.dice == (int(values[0]), int(values[1])) and game.state.turn == turn
        assert focused() in window.tray.die_buttons  # the column stays on what was recorded
        tab_to(window.view, back=True)
        if turn == 1:
            press(Qt.Key.Key_Plus)  # a leaf raises the first die by one
            assert c.delta == 1
        for _ in range(2):
            if not window.view.board_scene.cursor_visible:
                press(Qt.Key.Key_Return)
            assert window.view.board_scene.cursor_cell in c.legal_cells()
            press(Qt.Key.Key_Return)
        assert all(game.state.sheets[0].dice_done)
        press(Qt.Key.Key_Return, CTRL)
        assert game.state.phase == Phase.ROLL and game.state.turn == turn
    assert game.state.sheets[0].leaves_coloured == 1
    assert 5 in game.state.sheets[0].values  # 4 and a leaf


# ---------------------------------------------------------------- Tab and Shift+Tab


def _first_turn(window, board: str = "A", seed: int = 4):
    """A solo game at its first turn's dice (the starting numbers written by keys)."""
    game = window.new_game(board, seed=seed)
    press(Qt.Key.Key_Space)
    for _ in range(2):
        if not window.view.board_scene.cursor_visible:
            press(Qt.Key.Key_Return)
        press(Qt.Key.Key_Return)
    press(Qt.Key.Key_Return, CTRL)
    press(Qt.Key.Key_Space)
    assert game.state.turn == 1 and game.state.dice is not None
    return game


def test_tab_goes_from_the_board_through_the_tray_and_the_coach_card_and_back(window, qtbot):
    game = _first_turn(window)
    page = window.game_page
    tray = window.tray
    press(Qt.Key.Key_H)
    qtbot.waitUntil(lambda: page.hinter.showing(), timeout=20000)
    card = page.hint_card
    assert focused() is window.view
    forward = tab_to(card.play_button)
    wanted = [tray.hint_button, *tray.die_buttons, tray.minus_button, tray.plus_button,
              tray.give_up_button, card.dismiss_button, card.play_button]
    assert all(w.isEnabled() and w.isVisible() for w in wanted)
    passed = [w for w in forward if w in wanted]
    assert passed == wanted, [type(w).__name__ for w in forward]
    assert window.view not in forward[1:]  # the board was left, not looped in
    back = tab_to(window.view, back=True)
    assert [w for w in back if w in wanted] == wanted[::-1]
    # and on past the card: Tab never stays on one widget, and comes round to the board
    tab_to(card.play_button)
    seen = tab_to(window.view)
    assert len(seen) > 2
    assert game.log[-1].kind == "roll"  # Tab and Shift+Tab played nothing


def test_space_and_enter_press_the_focused_button_not_the_window_s_roll(window, qtbot):
    game = _first_turn(window)
    tray = window.tray
    tab_to(tray.die_buttons[1])
    press(Qt.Key.Key_Space)
    assert window.controller.selected_die == 1
    tab_to(tray.give_up_button)
    log = len(game.log)
    press(Qt.Key.Key_Space)
    assert len(game.log) == log + 1 and game.state.sheets[0].gave_up
    assert game.state.phase == Phase.PLAY  # no roll
    assert tray.undo_button.isEnabled()
    tab_to(tray.undo_button)
    press(Qt.Key.Key_Return)
    assert not game.state.sheets[0].gave_up


# ---------------------------------------------------------------- each key


def test_d_switches_the_die_and_says_which(window, qtbot):
    game = _first_turn(window)
    c = window.controller
    assert c.selected_die == 0
    press(Qt.Key.Key_D)
    assert c.selected_die == 1
    assert window.status_label.text() == f"Die 2 ({game.state.dice[1]}) is chosen."
    press(Qt.Key.Key_D)
    assert c.selected_die == 0
    # Tab no longer switches it: the focus moves on
    press(Qt.Key.Key_Tab)
    assert c.selected_die == 0 and focused() is not window.view


def test_minus_and_plus_colour_a_leaf_and_take_it_back(window, qtbot):
    game = _first_turn(window)
    c = window.controller
    base = game.state.dice[0]
    assert game.state.sheets[0].leaves_available >= 1
    press(Qt.Key.Key_Plus if base < 9 else Qt.Key.Key_Minus)
    step = 1 if base < 9 else -1
    assert c.delta == step and c.selected_value() == base + step
    assert window.status_label.text().startswith(f"Die 1 is written as {base + step}, colouring 1 leaf")
    press(Qt.Key.Key_Minus if step > 0 else Qt.Key.Key_Plus)  # the other key takes it back
    assert c.delta == 0
    # = is + without Shift, and the typed minus sign works as -
    QTest.keyClicks(focused(), "=")
    assert c.delta == 1
    QTest.keyClicks(focused(), "-")
    assert c.delta == 0
    # all the leaves spent on the die: one more + says why and changes nothing
    for _ in range(game.state.sheets[0].leaves_available):
        press(Qt.Key.Key_Plus)
    kept = c.delta
    press(Qt.Key.Key_Plus)
    assert c.delta == kept
    assert "leaf" in window.status_label.text() or "0 to 9" in window.status_label.text()
    # a write spends the leaves
    press(Qt.Key.Key_Return)
    if not game.state.sheets[0].dice_done[0]:
        press(Qt.Key.Key_Return)
    assert game.state.sheets[0].leaves_coloured == kept


def test_g_gives_the_die_up_and_is_refused_with_a_sentence_on_the_starting_numbers(window, qtbot):
    game = window.new_game("A", seed=4)
    press(Qt.Key.Key_Space)
    press(Qt.Key.Key_G)  # the starting numbers may not be given up (R2)
    assert not game.state.sheets[0].gave_up and window.status_label.text()
    assert not any(e.kind == "give_up" for e in game.log)
    for _ in range(2):
        if not window.view.board_scene.cursor_visible:
            press(Qt.Key.Key_Return)
        press(Qt.Key.Key_Return)
    press(Qt.Key.Key_Return, CTRL)
    press(Qt.Key.Key_Space)
    leaves = game.state.sheets[0].leaves_circled
    press(Qt.Key.Key_G)
    sheet = game.state.sheets[0]
    assert sheet.gave_up and sheet.dice_done[0] and sheet.leaves_circled == leaves + 1


def test_p_plays_the_coach_s_plan_and_x_and_esc_dismiss_it(window, qtbot):
    game = _first_turn(window)
    hinter = window.game_page.hinter
    press(Qt.Key.Key_X)  # nothing to dismiss: said, nothing changes
    assert "H asks for one" in window.status_label.text()
    press(Qt.Key.Key_H)
    qtbot.waitUntil(hinter.showing, timeout=20000)
    press(Qt.Key.Key_X)
    assert not hinter.showing()
    press(Qt.Key.Key_H)
    qtbot.waitUntil(hinter.showing, timeout=20000)
    press(Qt.Key.Key_Escape)
    assert not hinter.showing()
    press(Qt.Key.Key_H)
    qtbot.waitUntil(hinter.showing, timeout=20000)
    planned = hinter.playable()
    log = len(game.log)
    press(Qt.Key.Key_P)
    assert game.log[log:log + len(planned)] == planned
    assert not hinter.showing()


def test_keys_are_ignored_while_typing_in_a_field(window, qtbot):
    window.start_setup(GameSetup("DEF", Mode.SCORESHEET, (SeatInfo("Me", "#2b4c7e"),), None, 3))
    entry = window.tray.entry
    entry.fields[0].setFocus()
    log = list(window.controller.game.log)
    for key in (Qt.Key.Key_Space, Qt.Key.Key_R, Qt.Key.Key_D, Qt.Key.Key_G, Qt.Key.Key_Plus):
        press(key)
        assert focused() is entry.fields[0] and entry.fields[0].text() == ""
    assert window.controller.game.log == log
    assert window.status_label.text().startswith("Die 1 cannot show")


def test_a_wrong_digit_in_a_filled_field_is_refused_and_changes_nothing(window, qtbot):
    window.start_setup(GameSetup("DEF", Mode.SCORESHEET, (SeatInfo("Me", "#2b4c7e"),), None, 3))
    entry = window.tray.entry
    entry.fields[0].setFocus()
    press(Qt.Key.Key_4)
    assert focused() is entry.fields[1]
    press(Qt.Key.Key_7)
    assert entry.fields[1].text() == "" and entry.fields[0].text() == "4"
    assert window.status_label.text() == "Die 2 cannot show \u201c7\u201d: a die shows 1 to 6."
    press(Qt.Key.Key_2)
    assert entry.fields[1].text() == "2"
    # typed again in a full field, a digit replaces what it held; a wrong one keeps it
    entry.fields[0].setFocus()
    press(Qt.Key.Key_9)
    assert entry.fields[0].text() == "4"
    press(Qt.Key.Key_6)
    assert (entry.fields[0].text(), entry.fields[1].text()) == ("6", "2")


def test_the_cursor_follows_the_clouds_the_die_may_go_in(window, qtbot):
    game = window.new_game("A", seed=4)
    scene = window.view.board_scene
    c = window.controller
    press(Qt.Key.Key_Space)
    assert scene.cursor_cell in c.legal_cells()
    press(Qt.Key.Key_Return)  # shown
    press(Qt.Key.Key_Return)  # written: the cloud is no longer free
    written = [i for i, v in enumerate(game.state.sheets[0].values) if v != -1]
    assert scene.cursor_cell not in written and scene.cursor_cell in c.legal_cells()
    row, col = game.board.coords[scene.cursor_cell]
    qtbot.waitUntil(lambda: window.status_label.text().startswith(
        f"The cursor is on row {row + 1}, column {col + 1}"), timeout=1000)


def test_the_arrow_keys_on_the_seats_tabs_show_another_sheet(window, qtbot):
    seats = (SeatInfo("Ann", "#2b4c7e"), SeatInfo("Bo", "#8a3b2e"))
    window.start_setup(GameSetup("A", Mode.PASS_AND_PLAY, seats, 3))
    page = window.game_page
    assert window.pages.currentWidget() is window.handover
    press(Qt.Key.Key_Space)  # "I am Ann: show my sheet"
    assert window.pages.currentWidget() is page
    tabs = page.seats.tabs
    tab_to(tabs, back=True)
    press(Qt.Key.Key_Right)
    assert window.controller.viewed == 1
    press(Qt.Key.Key_Left)
    assert window.controller.viewed == 0


# ---------------------------------------------------------------- Help > Keyboard shortcuts


def test_every_shortcut_of_the_window_is_told_in_a_whole_sentence(window, qtbot):
    from PySide6.QtGui import QShortcut

    from daydream_qt.ui.window.help_actions import _board_keys, _window_keys

    window.replay.replay_page  # noqa: B018 (made: its keys are the window's too)
    known = _window_keys()
    keys = {sc.key().toString() for sc in window.findChildren(QShortcut) if not sc.key().isEmpty()}
    assert {"Space", "R", "H", "Ctrl+Z", "Left", "Backspace"} <= keys
    assert keys <= set(known), keys - set(known)
    rows = window.help.shortcut_groups()
    assert not [what for _title, group in rows for _keys, what in group if what == "A command of the game"]
    for what in [*known.values(), *(what for _keys, what in _board_keys())]:
        assert what[0].isupper() and what.endswith("."), what
    told = " ".join(keys for keys, _what in _board_keys())
    for key in ("D", "G", "P", "X", "-", "+", "Tab"):
        assert key in told, key
