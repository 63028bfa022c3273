"""The table-side scoresheet: typed dice, refusals of bad entries, other players' claims and end."""

from __future__ import annotations

import pytest
from uikit import LEFT, click_cell

from daydream_qt.engine import DeclareGameEnd, Mode, Phase, RecordFrameClaim, RollDice, SeatInfo
from daydream_qt.ui.core.game_setup import GameSetup
from daydream_qt.ui.panels.dice_entry import DieValueError, parse_dice


def start(window, board: str = "DEF", table: int = 3):
    return window.start_setup(GameSetup(board, Mode.SCORESHEET, (SeatInfo("Me", "#2b4c7e"),), None, table))


def test_parse_dice_accepts_1_to_6_only():
    assert parse_dice(("3", " 6 ")) == (3, 6)
    for bad in (("7", "1"), ("0", "2"), ("", "2"), ("a", "2"), ("2", "-1"), ("1.5", "2"), ("3", "")):
        with pytest.raises(DieValueError):
            parse_dice(bad)


def test_typed_dice_and_bad_entries(window, qtbot):
    game = start(window)
    tray = window.tray
    entry = tray.entry
    assert entry.isVisibleTo(tray) and not tray.roll_button.isVisibleTo(tray)
    before = game.state.snapshot()
    for first, second, sentence in (
        ("7", "2", "Die 1 cannot show \u201c7\u201d: a die shows 1 to 6."),
        ("", "2", "Type the value of die 1: a number from 1 to 6."),
        ("4", "x", "Die 2 cannot show \u201cx\u201d: a die shows 1 to 6."),
        ("0", "3", "Die 1 cannot show \u201c0\u201d: a die shows 1 to 6."),
    ):
        entry.fields[0].setText(first)
        entry.fields[1].setText(second)
        qtbot.mouseClick(entry.record_button, LEFT)
        assert game.log == [] and game.state.snapshot() == before
        assert window.status_label.text() == sentence
    # The pads fill the fields; Record writes the dice down as typed.
    qtbot.mouseClick(entry.pads[0][2], LEFT)
    qtbot.mouseClick(entry.pads[1][4], LEFT)
    assert (entry.fields[0].text(), entry.fields[1].text()) == ("3", "5")
    qtbot.mouseClick(entry.record_button, LEFT)
    assert game.log == [RollDice((3, 5), True)]
    assert game.state.dice == (3, 5) and game.state.typed
    assert entry.fields[0].text() == ""
    assert not entry.record_button.isEnabled()  # nothing to type until the turn ends


def test_frame_claim_and_game_end_buttons_on_def(window, qtbot, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    # "Another player ended the game" asks first: the answer is Yes.
    monkeypatch.setattr("daydream_qt.ui.widgets.plain.message",
                        lambda *a, **kw: QMessageBox.StandardButton.Yes)
    game = start(window, "DEF", 3)
    c = window.controller
    table = window.game_page.table
    assert table.isVisibleTo(window.game_page)
    assert not table.claim_button.isEnabled() and not table.end_button.isEnabled()
    c.roll_typed((2, 4))
    assert table.claim_button.isEnabled() and table.end_button.isEnabled()
    families = table.claim_menu.actions()
    assert [a.text() for a in families] == [f.name.en for f in game.board.defn.frames]
    families[1].trigger()
    assert game.log[-1] == RecordFrameClaim(0, 1) and game.state.claims == [1]
    assert not table.claim_menu.actions()[1].isEnabled()  # one claim per family per turn
    assert "Recorded this turn" in table.note.text()
    qtbot.mouseClick(table.end_button, LEFT)
    assert game.log[-1] == DeclareGameEnd(0) and game.state.end_declared
    assert not table.end_button.isEnabled()
    # The player writes the starting numbers and confirms: the game ends with this turn.
    for _ in range(2):
        click_cell(qtbot, window, sorted(c.legal_cells())[0])
    qtbot.mouseClick(window.tray.confirm_button, LEFT)
    assert game.over and window.pages.currentWidget() is window.end_screen
    # The claimed family's 5 is gone for this player.
    assert game.state.frame_rewards[1][0] != 0


def test_table_panel_hidden_without_other_players(window):
    start(window, "DEF", 1)
    assert not window.game_page.table.isVisibleTo(window.game_page)
    assert window.controller.game.solo_rules
    start(window, "A", 2)
    table = window.game_page.table
    assert table.isVisibleTo(window.game_page) and not table.claim_button.isVisibleTo(table)


def test_space_does_not_roll_a_scoresheet(window, qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    game = start(window, "A", 2)
    window.view.setFocus()
    QTest.keyClick(window, Qt.Key.Key_Space)
    assert game.log == [] and game.state.phase == Phase.ROLL
