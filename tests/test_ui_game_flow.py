"""Playing through the window: clicks on the board, drags for strokes, the tray, the end screen."""

from __future__ import annotations

import random
import time

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from uikit import click_cell, play_one_step

from daydream_qt.engine import Game, Phase, builtin_board
from daydream_qt.ui.core.settings import Settings
from daydream_qt.ui.core.texts import module_name

LEFT = Qt.MouseButton.LeftButton


def start(window, board_id: str = "A", seed: int = 1) -> Game:
    game = window.new_game(board_id, seed=seed)
    window.view.viewport().update()
    return game


def write_starting_numbers(qtbot, window) -> None:
    c = window.controller
    qtbot.mouseClick(window.tray.roll_button, LEFT)
    for _ in range(2):
        click_cell(qtbot, window, sorted(c.legal_cells())[len(c.legal_cells()) // 2])
    qtbot.mouseClick(window.tray.confirm_button, LEFT)


# ---------------------------------------------------------------- a whole game


def test_whole_solo_game_on_a_through_the_window(window, qtbot):
    t0 = time.monotonic()
    game = start(window, "A", seed=12)
    rng = random.Random(12)
    steps = 0
    while not game.over:
        play_one_step(qtbot, window, rng)
        steps += 1
        assert steps < 2000
    score = game.scores()[0]
    end = window.end_screen
    assert window.pages.currentWidget() is end
    assert end.total_label.text() == str(score.total)
    assert end.title_label.text() == score.title.get("en")
    assert end.rows["items"].text() == str(score.items)
    assert time.monotonic() - t0 < 20


# ---------------------------------------------------------------- undo


def test_undo_button_and_ctrl_z_take_back_a_write_and_not_across_a_roll(window, qtbot):
    game = start(window, "A", seed=3)
    c = window.controller
    tray = window.tray
    qtbot.mouseClick(tray.roll_button, LEFT)
    assert not tray.undo_button.isEnabled()
    cell = sorted(c.legal_cells())[0]
    click_cell(qtbot, window, cell)
    assert game.state.sheets[0].values[cell] >= 0
    assert tray.undo_button.isEnabled()
    qtbot.mouseClick(tray.undo_button, LEFT)
    assert game.state.sheets[0].values[cell] == -1
    click_cell(qtbot, window, cell)
    assert game.state.sheets[0].values[cell] >= 0
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert game.state.sheets[0].values[cell] == -1
    # Finish the turn, roll again: the previous turn cannot be undone any more.
    for _ in range(2):
        click_cell(qtbot, window, sorted(c.legal_cells())[0])
    qtbot.mouseClick(tray.confirm_button, LEFT)
    QTest.keyClick(window, Qt.Key.Key_Space)
    assert game.state.phase == Phase.PLAY and game.state.turn == 1
    assert not tray.undo_button.isEnabled()
    log = list(game.log)
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert game.log == log


def test_keyboard_roll_and_confirm(window, qtbot):
    game = start(window, "A", seed=8)
    QTest.keyClick(window, Qt.Key.Key_R)
    assert game.state.dice is not None
    c = window.controller
    for _ in range(2):
        c.write_at(sorted(c.legal_cells())[0])
    QTest.keyClick(window, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert game.state.phase == Phase.ROLL and game.state.turn == 0


# ---------------------------------------------------------------- the status line


def test_status_sentence_follows_the_phases(window, qtbot):
    game = start(window, "A", seed=21)
    c = window.controller
    status = window.status_label
    seen = [status.text()]
    assert "Roll the dice" in seen[-1]
    qtbot.mouseClick(window.tray.roll_button, LEFT)
    seen.append(status.text())
    assert "starting numbers" in seen[-1]
    for _ in range(2):
        click_cell(qtbot, window, sorted(c.legal_cells())[0])
    seen.append(status.text())
    assert "confirm your turn" in seen[-1]
    qtbot.mouseClick(window.tray.confirm_button, LEFT)
    assert status.text() == "Roll the dice."
    qtbot.mouseClick(window.tray.roll_button, LEFT)
    die, value = c.selected_die, c.selected_value()
    assert status.text() == f"Write die {die + 1} (value {value}) next to a filled cloud, or give it up."
    # Drive the game (through the controller) until strokes are pending.
    rng = random.Random(2)
    while not game.state.sheets[0].stroke_queue and not game.over:
        if game.to_move() is None:
            c.roll()
        else:
            acts = [a for a in c.legal() if a.kind != "give_up"]
            c.submit(rng.choice(acts))
    kind = game.state.sheets[0].stroke_queue[0][0]
    assert status.text().startswith("Draw your") and kind in status.text()
    assert len(set(seen)) == len(seen)


def test_a_refusal_shows_its_sentence_then_the_next_step_returns(window, qtbot):
    start(window, "A", seed=4)
    c = window.controller
    c.roll()
    cell = sorted(c.legal_cells())[0]
    c.write_at(cell)
    click_cell(qtbot, window, cell)
    assert window.status_label.text() == "That cloud already holds a number."
    window._message_timer.stop()
    window.refresh_status()
    assert "starting number" in window.status_label.text()


# ---------------------------------------------------------------- the dice tray


def _to_first_real_turn(window, qtbot, seed: int) -> Game:
    game = start(window, "A", seed=seed)
    write_starting_numbers(qtbot, window)
    qtbot.mouseClick(window.tray.roll_button, LEFT)
    assert game.state.turn == 1
    return game


def test_leaf_buttons_change_the_value_and_the_glowing_cells_follow(window, qtbot):
    game = _to_first_real_turn(window, qtbot, seed=5)
    c, tray = window.controller, window.tray
    sheet = game.state.sheets[0]
    assert sheet.leaves_available >= 1
    base = game.state.dice[c.selected_die]
    button, step = (tray.plus_button, 1) if base < 9 else (tray.minus_button, -1)
    assert button.isEnabled()
    qtbot.mouseClick(button, LEFT)
    assert c.delta == step and c.selected_value() == base + step
    assert tray.leaves.preview == 1
    assert str(base + step) in tray.value_label.text()
    expected = {a.cell for a in c.legal() if a.kind == "write" and a.die == c.selected_die and a.delta == step}
    assert c.legal_cells() == expected and expected
    glowing = {it.data(1) for it in window.view.board_scene.items_with_role("cell_glow")}
    assert glowing == expected
    cell = sorted(expected)[0]
    click_cell(qtbot, window, cell)
    assert sheet.values[cell] == base + step and sheet.leaves_coloured == 1


def test_dice_tray_picks_a_die(window, qtbot):
    game = _to_first_real_turn(window, qtbot, seed=6)
    c, tray = window.controller, window.tray
    qtbot.mouseClick(tray.die_buttons[1], LEFT)
    assert c.selected_die == 1 and tray.die_buttons[1].isChecked()
    assert c.selected_value() == game.state.dice[1]


def test_give_up_circles_a_leaf_and_draws_a_thorn(window, qtbot):
    game = _to_first_real_turn(window, qtbot, seed=7)
    sheet = game.state.sheets[0]
    circled, thorns = sheet.leaves_circled, sheet.thorns
    tray = window.tray
    assert tray.give_up_button.isEnabled()
    qtbot.mouseClick(tray.give_up_button, LEFT)
    assert sheet.leaves_circled == min(circled + 1, game.board.leaf_count)
    assert sheet.thorns == thorns + 1
    assert not tray.give_up_button.isEnabled()  # one give-up per turn


def test_draw_strokes_for_me_draws_pending_strokes(window, qtbot):
    game = start(window, "A", seed=9)
    window.auto_strokes.setChecked(True)
    c = window.controller
    rng = random.Random(9)
    while not game.state.sheets[0].stroke_queue and not game.over:
        if game.to_move() is None:
            c.roll()
        else:
            c.submit(rng.choice([a for a in c.legal() if a.kind not in ("give_up", "stroke")]))
    assert game.state.sheets[0].stroke_queue
    qtbot.waitUntil(lambda: not game.state.sheets[0].stroke_queue, timeout=10_000)
    assert Settings.load().draw_strokes_for_me


# ---------------------------------------------------------------- the end screen


def test_end_screen_shows_each_module_of_a_module_board(window):
    from daydream_qt.bots.random_bot import play_random_game

    game = play_random_game(builtin_board("BC"), 14)
    window.start_game(game)
    score = game.scores()[0]
    end = window.end_screen
    assert window.pages.currentWidget() is end
    assert set(end.rows) == {"items", "constellation", "thorns"}
    assert end.rows["constellation"].text() == str(score.modules["constellation"])
    caption = end.rows["constellation"].parent().findChildren(type(end.total_label))
    assert any(w.text() == module_name("constellation") for w in caption)
    assert end.total_label.text() == str(score.total)
    expected_penalty = f"\u2212{score.thorn_penalty}" if score.thorn_penalty else "0"
    assert end.rows["thorns"].text() == expected_penalty
