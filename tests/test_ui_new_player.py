"""What a new player hit on the play surface, each pinned by a test."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRect
from uikit import click_cell, make_window

from daydream_qt.bots.random_bot import play_random_game
from daydream_qt.engine import Mode, Phase, SeatInfo, builtin_board
from daydream_qt.ui.core.game_setup import GameSetup
from daydream_qt.ui.core.settings import BadSettings, Settings
from daydream_qt.ui.core.status import next_step, turn_played
from daydream_qt.ui.pages.game_page import reminder_lines
from daydream_qt.ui.window import geometry


def until_strokes(window, seed: int = 2) -> None:
    """Play through the controller until strokes are pending (no give-ups)."""
    c = window.controller
    game = c.game
    rng = random.Random(seed)
    while not game.state.sheets[0].stroke_queue:
        assert not game.over
        if game.to_move() is None:
            c.roll()
        else:
            c.submit(rng.choice([a for a in c.legal() if a.kind != "give_up"]))


# ---------------------------------------------------------------- undo and strokes drawn for you
def test_undo_goes_back_through_strokes_drawn_for_the_player(window, qtbot):
    window.new_game("A", seed=4)
    until_strokes(window)
    game = window.controller.game
    window.auto_strokes.setChecked(True)
    qtbot.waitUntil(lambda: not game.state.sheets[0].stroke_queue or
                    len(game.log) > 0 and game.log[-1].kind == "stroke", timeout=3000)
    before = len(game.log)
    assert game.log[-1].kind == "stroke"
    assert window.controller.undo()
    assert len(game.log) == before - 1
    # Nothing is drawn again while the player is undoing...
    assert not window._stroke_timer.isActive()
    qtbot.wait(800)
    assert len(game.log) == before - 1
    # ...so Undo reaches the write that made the strokes.
    while game.log and game.log[-1].kind == "stroke":
        assert window.controller.undo()
    assert game.log[-1].kind != "stroke"
    assert window.controller.undo()
    assert not window._stroke_timer.isActive()


# ---------------------------------------------------------------- a refusal goes when the game moves on
def test_a_refusal_goes_as_soon_as_the_next_action_succeeds(window, qtbot):
    window.new_game("A", seed=4)
    c = window.controller
    c.roll()
    cell = sorted(c.legal_cells())[0]
    c.write_at(cell)
    click_cell(qtbot, window, cell)
    assert window.status_label.text() == "That cloud already holds a number."
    assert window.status_label.property("refusal") is True
    click_cell(qtbot, window, sorted(c.legal_cells())[0])
    assert window.status_label.text() == "Both dice are played: confirm your turn."
    assert window.status_label.property("refusal") is False


# ---------------------------------------------------------------- one turn number
def test_the_turn_is_the_one_being_played_everywhere(window):
    game = window.new_game("A", seed=5)
    c = window.controller
    assert turn_played(game) == 0 and window.turn_label.text() == "starting numbers"
    c.roll()
    for _ in range(2):
        c.write_at(sorted(c.legal_cells())[0])
    c.confirm_turn()
    # The starting numbers are confirmed: the dice not rolled yet are turn 1's.
    assert game.state.phase == Phase.ROLL
    assert turn_played(game) == 1 and window.turn_label.text() == "turn 1"


def test_hand_over_and_header_name_the_same_turn(window, qtbot):
    seats = (SeatInfo("Ann"), SeatInfo("Bo", "#b23a48"))
    game = window.start_setup(GameSetup("A", Mode.PASS_AND_PLAY, seats, 6))
    window.accept_handover()
    c = window.controller
    c.roll()
    while window.pages.currentWidget() is not window.handover:
        if game.to_move() is None:
            c.roll()
        elif c.legal_cells():
            c.write_at(sorted(c.legal_cells())[0])
        else:
            c.submit([a for a in c.legal() if a.kind != "give_up"][0])
    shown = turn_played(game)
    assert window.handover.detail.text() == ("The starting numbers" if shown == 0 else f"Turn {shown}")
    window.accept_handover()
    label = window.turn_label.text()
    assert label.startswith("starting numbers" if shown == 0 else f"turn {shown}")


# ---------------------------------------------------------------- the status sentence
def test_pending_sun_strokes_are_counted_across_queue_entries(window):
    game = window.new_game("A", seed=4)
    until_strokes(window)
    sheet = game.state.sheets[0]
    sheet.stroke_queue[:] = [["sun", 1], ["sun", 1], ["dot", 2]]
    text = next_step(window.controller)
    assert text.startswith("Draw your 2 pending sun strokes"), text
    sheet.bonus_pending = True
    assert next_step(window.controller).startswith("You finished an item with a bonus")


# ---------------------------------------------------------------- the end screen
def test_look_at_the_board_has_a_way_back_and_no_play_controls(window, qtbot):
    window.start_game(play_random_game(builtin_board("A"), 7))
    end = window.end_screen
    assert window.pages.currentWidget() is end
    assert not window.view.board_scene.cursor_visible
    end.board_button.click()
    page = window.game_page
    assert window.pages.currentWidget() is page
    assert page.back_button.isVisibleTo(window)
    assert not page.side_scroll.isVisibleTo(window) and not page.auto_strokes.isVisibleTo(window)
    assert not window.view.board_scene.cursor_visible
    page.back_button.click()
    assert window.pages.currentWidget() is end
    window.play_again()
    assert window.pages.currentWidget() is page
    assert not page.back_button.isVisibleTo(window) and page.side_scroll.isVisibleTo(window)


# ---------------------------------------------------------------- the tray keeps still
def test_the_tray_buttons_do_not_move_when_hint_comes_and_goes(window):
    window.new_game("A", seed=3)
    tray = window.tray
    tray.show_hint_state(True, False)
    window.game_page.layout().activate()
    tray.layout().activate()
    shown = tray.undo_button.geometry()
    tray.show_hint_state(False, False)
    tray.layout().activate()
    assert not tray.hint_button.isVisible()
    assert tray.undo_button.geometry() == shown


# ---------------------------------------------------------------- reminders follow the game
def test_reminders_follow_the_mode_and_the_modules(window):
    solo = reminder_lines(window.new_game("A", seed=1))
    assert any("thorn" in line for line in solo)
    game = window.start_setup(GameSetup("DEF", Mode.PASS_AND_PLAY, (SeatInfo("Ann"), SeatInfo("Bo")), 2))
    lines = reminder_lines(game)
    assert not any("thorn" in line for line in lines)
    assert any("garland" in line for line in lines) and any("frame" in line for line in lines)
    shown = [label.text() for label in window.game_page.reminder_labels]
    assert not any("thorn" in text for text in shown) and len(shown) == len(lines)


def test_the_ink_note_says_when_a_new_ink_applies(window):
    from daydream_qt.ui.dialogs.settings_dialog import SettingsDialog

    dialog = SettingsDialog(window.settings, window)
    from PySide6.QtWidgets import QLabel

    texts = [label.text() for label in dialog.findChildren(QLabel)]
    assert any("next game" in t for t in texts)


# ---------------------------------------------------------------- window size and full screen
def test_geometry_is_clamped_to_the_screen():
    area = QRect(0, 0, 1280, 720)
    assert geometry.clamped_geometry(QRect(-500, 4000, 3000, 2000), area) == area
    assert geometry.clamped_geometry(QRect(900, 500, 800, 600), area) == QRect(480, 120, 800, 600)
    first = geometry.first_geometry(QRect(0, 0, 2560, 1440))
    assert first.size().width() == 1600 and first.size().height() == 1000
    assert QRect(0, 0, 2560, 1440).contains(first)
    small = geometry.first_geometry(QRect(0, 0, 1366, 728))
    assert small.width() == round(1366 * 0.9) and small.height() == round(728 * 0.9)


def test_window_geometry_is_remembered_and_validated(window, qtbot):
    window.resize(1010, 700)
    window.move(10, 20)
    window.close()
    saved = Settings.load()
    assert saved.window[2:] == [1010, 700] and saved.window_maximized is False
    for bad in ([1, 2, 3], [0, 0, 50, 50], [0, 0, 1000, "700"], [0, 0, 10**6, 700], "big"):
        with pytest.raises(BadSettings):
            Settings.from_data({"window": bad})
    with pytest.raises(BadSettings):
        Settings.from_data({"window_maximized": "yes"})
    again = make_window(qtbot, saved)
    assert again.minimumSize().width() <= 800


def test_f11_and_the_view_menu_toggle_full_screen_and_esc_leaves(window, qtbot):
    action = window.fullscreen_action
    assert action is not None and action.shortcut().toString() == "F11"
    assert action in window.view_menu.actions()
    action.trigger()
    qtbot.waitUntil(window.isFullScreen)
    assert action.isChecked()
    window._escape.activated.emit()
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert not action.isChecked()


def test_full_screen_from_outside_the_menu_keeps_its_check_mark_and_esc(window, qtbot):
    # as a window manager's own full-screen key would: the state changes, not the action
    action = window.fullscreen_action
    window.showFullScreen()
    qtbot.waitUntil(action.isChecked)
    assert window._escape.isEnabled()
    window.showNormal()
    qtbot.waitUntil(lambda: not action.isChecked())
    assert not window._escape.isEnabled() and not window.isFullScreen()


def test_reminders_without_room_are_one_button_away(window):
    window.new_game("DEF", seed=1)
    window.resize(960, 640)
    window.game_page.layout().activate()
    from PySide6.QtWidgets import QApplication

    QApplication.processEvents()
    page = window.game_page
    assert not page.reminders.isVisibleTo(window) and page.reminders_button.isVisibleTo(window)
    # DEF's reminders are nine lines (the leaves and, alone, the frames' timers among them):
    # a 1920x1200 window has the room for them under the tray
    window.resize(1920, 1200)
    QApplication.processEvents()
    assert page.reminders.isVisibleTo(window) and not page.reminders_button.isVisibleTo(window)
