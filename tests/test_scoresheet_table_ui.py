"""The scoresheet at a real table, in the window: the table's ranking typed at the end is
recorded with the game and shown on the Records page; the player's own name is typed
there; "another player ended the game" asks first and can be taken back; a frame reward
another player took is said; dice are typed "4", "2", Enter; the end screen names no seed
for typed dice."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox
from uikit import LEFT, click_cell

from daydream_qt.engine import DeclareGameEnd, Mode, SeatInfo
from daydream_qt.records import queries
from daydream_qt.records.db import open_records
from daydream_qt.ui.core.game_setup import GameSetup


@pytest.fixture
def window(qtbot):
    """The tests' window, the first game's tour already offered (it would take the keys)."""
    from uikit import make_window

    from daydream_qt.ui.core.settings import Settings

    return make_window(qtbot, Settings(language="en", tour_offered=True))


def start(window, board: str = "DEF", table: int = 4, name: str = "Me"):
    return window.start_setup(GameSetup(board, Mode.SCORESHEET, (SeatInfo(name, "#2b4c7e"),), None, table))


def end_scoresheet(window, qtbot, table: int = 4, name: str = "Me"):
    game = start(window, "DEF", table, name)
    c = window.controller
    c.roll_typed((2, 4))
    c.submit(DeclareGameEnd(0))
    for _ in range(2):
        click_cell(qtbot, window, sorted(c.legal_cells())[0])
    qtbot.mouseClick(window.tray.confirm_button, LEFT)
    assert game.over
    return game


def history():
    with open_records() as records:
        return queries.history(records)


# ---------------------------------------------------------------- the table in the records


def test_the_ranking_typed_at_the_end_is_recorded_and_the_records_page_shows_it(window, qtbot):
    game = end_scoresheet(window, qtbot, table=4)
    qtbot.waitUntil(lambda: window.record_keeper.is_recorded(game))
    card = window.end_screen.table_ranking
    own = game.scores()[0].total
    card.names[0].setText("Bo")
    card.names[0].textEdited.emit("Bo")
    card.totals[0].setValue(max(own - 1, 0))
    QTest.keyClicks(card.names[1], "Carol")
    card.totals[1].setValue(own + 5)
    qtbot.waitUntil(lambda: any(t.name == "Carol" and t.total == own + 5 for r in history() for t in r.table),
                    timeout=5000)
    (row,) = history()
    assert [(t.name, t.winner) for t in row.table] == [
        ("Me", False), ("Bo", False), ("Carol", True), ("Player 4", False)]
    assert not row.seats[0].winner  # Carol won the table, not I
    window.records.show_records()
    page = window.records.page
    qtbot.waitUntil(lambda: bool(page.model.rows))
    text = page.model.text(page.model.rows[0], "players")
    assert text.startswith(f"Carol {own + 5} (won)") and "Bo" in text and "Player 4 0" in text


def test_the_own_name_is_typed_on_the_ranking_and_recorded(window, qtbot):
    game = end_scoresheet(window, qtbot, table=3, name="Player")
    card = window.end_screen.table_ranking
    assert card.own_name.text() == "" and card.own_name.placeholderText() == "Player"
    QTest.keyClicks(card.own_name, "Ann")
    assert "Ann" in [p.name for p in card.ranked()]
    qtbot.waitUntil(lambda: any(r.table and r.table[0].name == "Ann" for r in history()), timeout=5000)
    # The same game shown again keeps what was typed for it.
    window.end_screen.show_game(game, "en")
    assert card.own_name.text() == "Ann"


# ---------------------------------------------------------------- the others at the table


@pytest.fixture
def answers(monkeypatch):
    """What the confirmation asks, and the answer given (Yes unless told otherwise)."""
    asked: list[str] = []
    reply = [QMessageBox.StandardButton.Yes]

    def fake_message(parent, title, text, **kw):
        asked.append(text)
        return reply[0]

    monkeypatch.setattr("daydream_qt.ui.widgets.plain.message", fake_message)
    return asked, reply


def test_another_player_ended_the_game_asks_once_with_the_consequence(window, qtbot, answers):
    asked, reply = answers
    game = start(window, "DEF", 3)
    window.controller.roll_typed((2, 4))
    table = window.game_page.table
    reply[0] = QMessageBox.StandardButton.Cancel
    qtbot.mouseClick(table.end_button, LEFT)
    assert len(asked) == 1 and "ends with this turn" in asked[0]
    assert not game.state.end_declared  # No: nothing recorded
    reply[0] = QMessageBox.StandardButton.Yes
    qtbot.mouseClick(table.end_button, LEFT)
    assert len(asked) == 2 and game.state.end_declared
    assert table.said.isVisibleTo(table) and "ended the game" in table.said.text()


def test_the_end_declared_can_be_undone_until_the_next_action(window, qtbot, answers):
    game = start(window, "DEF", 3)
    c = window.controller
    c.roll_typed((2, 4))
    table = window.game_page.table
    qtbot.mouseClick(table.end_button, LEFT)
    assert game.state.end_declared and table.undo_end_button.isVisibleTo(table)
    qtbot.mouseClick(table.undo_end_button, LEFT)
    assert not game.state.end_declared and table.undo_end_button.isHidden()
    assert "goes on" in table.said.text()
    qtbot.mouseClick(table.end_button, LEFT)
    click_cell(qtbot, window, sorted(c.legal_cells())[0])  # the next action
    assert game.state.end_declared and table.undo_end_button.isHidden() and table.said.isHidden()


def test_a_frame_reward_another_player_took_is_said(window, qtbot):
    game = start(window, "DEF", 3)
    window.controller.roll_typed((2, 4))
    table = window.game_page.table
    assert table.said.isHidden()
    assert table.claim(0)
    name = table.family_name(game, 0)
    assert table.said.isVisibleTo(table) and name in table.said.text()
    assert "takes its 5 when this turn ends" in table.said.text()  # the best reward still open (R20)
    assert table.said.text().count(".") == 1  # one sentence


# ---------------------------------------------------------------- the dice typed in


def test_typing_42_enter_records_4_and_2(window, qtbot):
    game = start(window, "DEF", 3)
    entry = window.tray.entry
    entry.fields[0].setFocus()
    assert QApplication.focusWidget() is entry.fields[0], QApplication.focusWidget()
    for key in "42":  # typed where the focus is, as a keyboard does
        QTest.keyClicks(QApplication.focusWidget(), key)
    assert (entry.fields[0].text(), entry.fields[1].text()) == ("4", "2")
    assert QApplication.focusWidget() is entry.fields[1]
    QTest.keyClick(entry.fields[1], Qt.Key.Key_Return)
    assert tuple(game.state.dice) == (4, 2)


def test_tab_goes_from_field_to_field_to_record_not_through_the_pads(window, qtbot):
    start(window, "DEF", 3)
    entry = window.tray.entry
    assert all(b.focusPolicy() == Qt.FocusPolicy.NoFocus for row in entry.pads for b in row)
    entry.fields[0].setFocus()
    QTest.keyClick(entry.fields[0], Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is entry.fields[1]
    QTest.keyClick(entry.fields[1], Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is entry.record_button


def test_after_record_the_column_stays_on_the_recorded_dice(window, qtbot):
    window.resize(1400, 520)  # a short window: the side column scrolls
    qtbot.waitUntil(lambda: window.height() <= 600)
    start(window, "DEF", 3)
    entry = window.tray.entry
    scroll = window.game_page.side_scroll
    bar = scroll.verticalScrollBar()
    entry.fields[0].setFocus()
    QTest.keyClicks(entry.fields[0], "3")
    QTest.keyClicks(entry.fields[1], "5")
    before = bar.value()
    QTest.keyClick(entry.fields[1], Qt.Key.Key_Return)
    QApplication.processEvents()
    assert bar.value() == before
    focused = QApplication.focusWidget()
    assert focused in window.tray.die_buttons, focused.text()


# ---------------------------------------------------------------- the end screen


def test_the_end_screen_names_no_seed_for_typed_dice(window, qtbot):
    game = end_scoresheet(window, qtbot, table=3)
    text = window.end_screen.board_label.text()
    assert "seed" not in text
    assert text.startswith(f"{game.board.defn.name.get('en')} \u00b7 {game.state.turn} turn")


def test_the_typed_ranking_stays_when_the_language_changes(window, qtbot):
    game = end_scoresheet(window, qtbot, table=3)
    card = window.end_screen.table_ranking
    QTest.keyClicks(card.names[0], "Carol")
    card.totals[0].setValue(7)
    edited = []
    card.edited.connect(lambda: edited.append(1))
    window.end_screen.show_game(game, "fr")
    assert card.names[0].text() == "Carol" and card.totals[0].value() == 7
    assert edited == []  # shown again: nothing typed, nothing to record


# ---------------------------------------------------------------- the keeper and the table


def test_a_table_said_while_the_records_are_locked_waits_on_disk_with_its_game(qtbot, monkeypatch):
    import sqlite3

    from test_scoresheet_records import carol_wins, table_game

    from daydream_qt.records import db, pending
    from daydream_qt.ui.window import record_keeper

    monkeypatch.setattr(record_keeper, "RETRY_SECONDS", (0.05,))
    monkeypatch.setattr(db, "BUSY_TIMEOUT_MS", 50)
    keeper = record_keeper.RecordKeeper()
    game = table_game()
    keeper.finished(game)
    qtbot.waitUntil(lambda: keeper.is_recorded(game), timeout=5000)
    holder = sqlite3.connect(db.default_path(), isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        keeper.set_table(game, carol_wins(game))
        qtbot.waitUntil(lambda: bool(pending.waiting()), timeout=5000)
        (copy,) = pending.waiting()
        from daydream_qt.engine.savefile import load_game

        assert pending.table_of_meta(load_game(copy).meta) == carol_wins(game)
        keeper.close()  # the app dies or closes: the table is on disk with its game
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    with open_records() as opened:
        pending.catch_up(opened)
        (row,) = queries.history(opened)
        assert row.table == carol_wins(game) and pending.waiting() == []
