"""A scoresheet a real table can trust: a mistyped roll can be re-entered, bad keys are
refused as typed, the turn's notes end with the turn, and "Keep this game?" names the file."""

from __future__ import annotations

from pathlib import Path

import pytest
from enginekit import new_game
from PySide6.QtTest import QTest
from uikit import LEFT, click_cell

from daydream_qt.engine import (
    DeclareGameEnd,
    Game,
    Mode,
    RecordFrameClaim,
    RollDice,
    SeatInfo,
    builtin_board,
)
from daydream_qt.engine.errors import IllegalAction
from daydream_qt.ui.core.game_setup import GameSetup


def start(window, board: str = "DEF", table: int = 3):
    return window.start_setup(GameSetup(board, Mode.SCORESHEET, (SeatInfo("Me", "#2b4c7e"),), None, table))


# ---------------------------------------------------------------- the engine's cloth


def scoresheet() -> Game:
    return Game(builtin_board("A"), mode="scoresheet", seats=("Me",))


def test_a_typed_roll_can_be_taken_back_until_a_die_of_it_is_written():
    game = scoresheet()
    before = game.state.snapshot()
    game.apply(RollDice((2, 5), True))
    assert game.can_undo(0) and game.can_undo_typed_roll()
    game.undo(0)
    assert game.log == [] and game.state.snapshot() == before
    assert not game.can_undo(0)  # nothing before the first roll
    with pytest.raises(IllegalAction):
        game.undo(0)


def test_undo_goes_back_through_the_turn_to_the_typed_roll_and_no_further():
    game = scoresheet()
    game.apply(RollDice((2, 5), True))
    for action in list(game.legal_actions(0)):
        if action.kind == "write":
            game.apply(action)
            break
    assert not game.can_undo_typed_roll()  # a die of it is written
    game.undo(0)
    assert game.can_undo_typed_roll()
    game.undo(0)
    assert game.log == []


def test_only_the_latest_typed_roll_comes_back():
    game = scoresheet()
    game.apply(RollDice((2, 5), True))
    writes = [a for a in game.legal_actions(0) if a.kind == "write"]
    game.apply(writes[0])
    game.apply(next(a for a in game.legal_actions(0) if a.kind == "write"))
    game.apply(next(a for a in game.legal_actions(0) if a.kind == "end_turn"))
    after_turn_0 = game.state.snapshot()
    game.apply(RollDice((1, 1), True))
    game.undo(0)
    assert game.state.snapshot() == after_turn_0 and len(game.log) == 4
    # the confirm of turn 0 may be taken back, as before any roll; its writes too, but
    # never the first roll: only the latest typed roll is a transcription to correct
    while game.can_undo(0):
        game.undo(0)
    assert len(game.log) == 1 and game.log[0] == RollDice((2, 5), True)


def test_rolled_dice_and_other_modes_are_never_taken_back():
    game = new_game(mode="solo")
    game.roll()
    assert not game.can_undo(0) and not game.can_undo_typed_roll()
    table = new_game(mode="pass_and_play", seats=("A", "B"))
    table.roll()
    assert not table.can_undo(0) and not table.can_undo_typed_roll()


def test_a_taken_back_roll_replays_like_a_game_that_never_had_it():
    game = scoresheet()
    game.apply(RollDice((2, 5), True))
    game.undo(0)
    game.apply(RollDice((3, 3), True))
    again = scoresheet()
    again.replay(list(game.log))
    assert again.state.snapshot() == game.state.snapshot()


# ---------------------------------------------------------------- the entry


def test_change_the_dice_puts_them_back_to_type_again(window, qtbot):
    game = start(window)
    entry = window.tray.entry
    assert entry.change_button.isHidden()
    window.controller.roll_typed((2, 6))
    assert entry.change_button.isVisibleTo(entry)
    qtbot.mouseClick(entry.change_button, LEFT)
    assert game.log == []
    assert (entry.fields[0].text(), entry.fields[1].text()) == ("2", "6")
    assert entry.pads[1][5].isChecked() and entry.record_button.isEnabled()
    entry.fields[1].setText("5")
    qtbot.mouseClick(entry.record_button, LEFT)
    assert game.log == [RollDice((2, 5), True)]


def test_after_a_write_undo_leads_back_to_the_typed_roll(window, qtbot):
    game = start(window)
    entry = window.tray.entry
    c = window.controller
    c.roll_typed((4, 1))
    click_cell(qtbot, window, sorted(c.legal_cells())[0])
    assert len(game.log) == 2 and entry.change_button.isHidden()
    assert c.undo() and entry.change_button.isVisibleTo(entry)
    assert c.undo() and game.log == []
    assert (entry.fields[0].text(), entry.fields[1].text()) == ("4", "1")


@pytest.mark.parametrize("key", ["7", "0", "x"])
def test_a_key_that_is_not_1_to_6_is_refused_as_typed(window, qtbot, key):
    game = start(window)
    entry = window.tray.entry
    entry.fields[0].setFocus()
    QTest.keyClicks(entry.fields[0], key)
    assert entry.fields[0].text() == ""
    assert window.status_label.text() == f"Die 1 cannot show \u201c{key}\u201d: a die shows 1 to 6."
    assert game.log == []
    QTest.keyClicks(entry.fields[0], "3")
    assert entry.fields[0].text() == "3"


def test_an_empty_record_is_said_once_and_nothing_moves(window, qtbot):
    start(window)
    window.resize(960, 640)
    entry = window.tray.entry
    qtbot.wait(50)
    rows = [w.geometry() for w in (entry.record_button, entry.fields[0], entry.fields[1])]
    said: list[str] = []
    window.tray.message.connect(said.append)
    qtbot.mouseClick(entry.record_button, LEFT)
    qtbot.wait(50)
    assert said == ["Type the value of die 1: a number from 1 to 6."]  # once
    assert window.status_label.text() == said[0]
    assert [w.geometry() for w in (entry.record_button, entry.fields[0], entry.fields[1])] == rows


# ---------------------------------------------------------------- the table's notes


def test_recorded_this_turn_ends_with_the_turn(window, qtbot):
    game = start(window, "DEF", 3)
    c = window.controller
    table = window.game_page.table
    c.roll_typed((2, 4))
    assert c.submit(RecordFrameClaim(0, 0))
    assert "Recorded this turn" in table.note.text()
    for _ in range(2):
        click_cell(qtbot, window, sorted(c.legal_cells())[0])
    qtbot.mouseClick(window.tray.confirm_button, LEFT)
    assert game.state.turn == 0 and "Recorded this turn" not in table.note.text()


# ---------------------------------------------------------------- keep this game?


def test_keep_this_game_names_the_file(window, qtbot, tmp_path: Path, monkeypatch):
    start(window, "A", 1)
    path = tmp_path / "game1.daydream"
    assert window.files.write(path)
    window.controller.roll_typed((3, 4))
    asked: list[str] = []

    def fake_message(parent, title, text, **kw):
        asked.append(text)
        from PySide6.QtWidgets import QMessageBox
        return QMessageBox.StandardButton.Cancel

    monkeypatch.setattr("daydream_qt.ui.widgets.plain.message", fake_message)
    assert window.files.keep_current() is False
    assert len(asked) == 1 and "\u201cgame1.daydream\u201d" in asked[0]
    assert "not saved in a file" not in asked[0]




# ---------------------------------------------------------------- the table's ranking


def end_scoresheet(window, qtbot, table: int = 3):
    game = start(window, "DEF", table)
    c = window.controller
    c.roll_typed((2, 4))
    c.submit(DeclareGameEnd(0))
    for _ in range(2):
        click_cell(qtbot, window, sorted(c.legal_cells())[0])
    qtbot.mouseClick(window.tray.confirm_button, LEFT)
    assert game.over
    return game


def test_the_table_ranking_ranks_the_typed_totals_with_r15(window, qtbot):
    game = end_scoresheet(window, qtbot, table=3)
    card = window.end_screen.table_ranking
    assert card.isVisibleTo(window.end_screen)
    assert len(card.totals) == 2  # the two others at a table of three
    own = game.scores()[0]
    card.names[0].setText("Bo")
    card.totals[0].setValue(own.total + 5)
    card.totals[1].setValue(own.total)  # Player 3 ties with me...
    card.strokes[1].setValue(own.tiebreak_strokes + 2)  # ...with more strokes on the item
    places = card.ranked()
    assert [(p.rank, p.name) for p in places] == [(1, "Bo"), (2, "Player 3"), (3, "Me")]
    assert card.verdict_label.text() == f"Bo wins with {own.total + 5}."
    card.totals[1].setValue(own.total + 5)
    text = card.verdict_label.text()
    assert text.startswith(f"Bo and Player 3 tie on {own.total + 5}; Player 3 wins with 2 strokes")
    # a full tie is shared
    card.strokes[1].setValue(0)
    assert card.verdict_label.text().endswith("they share the win.")
    assert [p.rank for p in card.ranked()][:2] == [1, 1]


def test_a_solo_scoresheet_has_no_table_ranking(window, qtbot):
    game = start(window, "A", 1)
    assert game.table.table_size == 1
    window.end_screen.show_game(game, "en")
    assert window.end_screen.table_ranking.isHidden()
