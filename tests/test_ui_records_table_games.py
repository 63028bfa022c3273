"""The Records page's Table games tab (who leads in the games played by several) and the
dream's share button, which keeps its width and says what its marks are."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from recordskit import at, played

from daydream_qt.bots.random_bot import play_random_game
from daydream_qt.engine import SeatInfo, builtin_board
from daydream_qt.records import daily, queries
from daydream_qt.records.store import TableSeat, record_game


def rows(tab) -> list[list[str]]:
    m = tab.model
    return [[m.data(m.index(r, c)) for c in range(m.columnCount())] for r in range(m.rowCount())]


def test_the_table_games_tab_shows_who_leads_and_how_a_tie_counts(page, records):
    family = [played("D", "pass_and_play", [SeatInfo("Mum"), SeatInfo("Dad"), SeatInfo("Robo", bot="greedy")], s)
              for s in (1, 2, 3)]
    for i, game in enumerate(family):
        record_game(records, game, at(1 + i))
    sheet = played("EF", "scoresheet", [SeatInfo("Mum")], 4, 2)
    own = sheet.scores()[0].total
    record_game(records, sheet, at(5), (TableSeat(0, "Mum", own, 0, True), TableSeat(1, "Gran", own, 0, True)))
    page.show_records(records)
    page.tabs.setCurrentIndex(3)
    tab = page.standings
    want = queries.standings(records)
    assert [r[0] for r in rows(tab)] == [("Robo (bot)" if s.bot else s.name) for s in want]
    gran = next(r for r in rows(tab) if r[0] == "Gran")
    assert gran == ["Gran", "1", "1", str(own), f"{own:.1f}"]
    mum = next(s for s in want if s.name == "Mum")
    assert mum.games == 4 and mum.wins == sum(0 in g.winners() for g in family) + 1
    assert "A tie is a shared win" in tab.note.text().replace("\u200b", "")
    assert tab.table.accessibleName() and tab.board.accessibleName()
    tab.board.setCurrentIndex(tab.board.findData("EF"))
    assert sorted(r[0] for r in rows(tab)) == ["Gran", "Mum"]
    tab.board.setCurrentIndex(tab.board.findData("A"))
    assert rows(tab) == [] and not tab.empty.isHidden()
    # a number's first click: most first
    tab.board.setCurrentIndex(0)
    page.show()
    header = tab.table.horizontalHeader()
    x = header.sectionViewportPosition(1) + header.sectionSize(1) // 2
    QTest.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     QPoint(x, header.height() // 2))
    games = [int(r[1]) for r in rows(tab)]
    assert games == sorted(games, reverse=True) and games[0] == 4


def test_the_share_button_keeps_its_width_and_the_text_names_the_items(page, records, qtbot):
    day = daily.today()
    game = play_random_game(builtin_board(daily.daily_board(day)), daily.daily_seed(day))
    record_game(records, game)
    page.show()
    page.show_records(records)
    qtbot.waitExposed(page)
    QApplication.processEvents()
    button, streak = page.share_button, page.streak_label
    width, streak_at = button.width(), streak.mapTo(page, QPoint(0, 0))
    for text in ("Copy share text", "Copied"):
        assert button.fontMetrics().horizontalAdvance(text) < width
    page.copy_share_text()
    QApplication.processEvents()
    assert button.text() == "Copied"
    assert button.width() == width and streak.mapTo(page, QPoint(0, 0)) == streak_at
    score = game.scores()[0]
    items = len(game.board.items)
    assert QApplication.clipboard().text().splitlines()[-1] == (
        f"Items: {'●' * score.items}{'○' * (items - score.items)} {score.items}/{items}")
