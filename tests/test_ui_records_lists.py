"""The Records page's history reads as people expect: the player filter names everyone the
records hold (bots marked), and a click on a column sorts by what it shows, a number best
first."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from recordskit import at, played

from daydream_qt.bots.random_bot import play_random_game
from daydream_qt.engine import SeatInfo, builtin_board
from daydream_qt.records import queries
from daydream_qt.records.store import TableSeat, record_game


def cells(page, name: str) -> list[str]:
    c = page.model.COLUMNS.index(name)
    return [page.model.data(page.model.index(r, c)) for r in range(page.model.rowCount())]


def click_header(page, name: str) -> None:
    header = page.table.horizontalHeader()
    section = page.model.COLUMNS.index(name)
    x = header.sectionViewportPosition(section) + header.sectionSize(section) // 2
    QTest.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     QPoint(x, header.height() // 2))


def test_the_player_filter_names_every_seat_bots_marked_in_the_languages_order(page, records, capsys):
    record_game(records, play_random_game(builtin_board("A"), 1), at(1))
    record_game(records, played("D", "pass_and_play",
                                [SeatInfo("alice"), SeatInfo("Émile"), SeatInfo("Robo", bot="greedy")], 3), at(2))
    sheet = played("EF", "scoresheet", [SeatInfo("zoé")], 4, 3)
    own = sheet.scores()[0]
    record_game(records, sheet, at(3), (TableSeat(0, "zoé", own.total, 0, True),
                                        TableSeat(1, "Bob", own.total - 1, 0, False),
                                        TableSeat(2, "carl", 0, 0, False)))
    page.show_records(records)
    combo = page.player_filter
    assert [combo.itemText(i) for i in range(combo.count())] == [
        "All players", "alice", "Bob", "carl", "Émile", "Player", "Robo (bot)", "zoé"]
    # each name finds what the command line's `history --player` finds
    from daydream_qt.cli import main

    for i in range(1, combo.count()):
        combo.setCurrentIndex(i)
        name = combo.itemData(i)
        assert main(["history", "--player", name]) == 0
        out = capsys.readouterr().out
        assert page.model.total == len(out.splitlines()) - 1 >= 1, name


def test_a_name_a_person_and_a_bot_share_is_a_persons(records):
    record_game(records, played("D", "pass_and_play", [SeatInfo("Max"), SeatInfo("Robo", bot="greedy")], 5), at(1))
    record_game(records, played("D", "pass_and_play", [SeatInfo("robo"), SeatInfo("Ida", bot="greedy")], 6), at(2))
    assert queries.player_names(records) == [queries.PlayerName("Ida", True), queries.PlayerName("Max", False),
                                             queries.PlayerName("Robo", False)]
    assert queries.players(records) == ["Max", "Robo"]


def test_a_click_on_board_or_title_sorts_by_the_text_shown(page, records):
    for i, board in enumerate(("A", "BC", "D", "DEF", "AD", "EF")):
        record_game(records, play_random_game(builtin_board(board), 10 + i), at(1 + i))
    page.show(), page.show_records(records)
    click_header(page, "board")
    shown = cells(page, "board")
    assert shown == sorted(shown, key=str.casefold) and len(set(shown)) == 6
    click_header(page, "board")
    assert cells(page, "board") == sorted(shown, key=str.casefold, reverse=True)
    click_header(page, "title")
    titles = cells(page, "title")
    assert titles == sorted(titles, key=str.casefold)
    assert page.model.total == 6 and page.model.rowCount() == 6


def test_the_first_click_on_a_number_sorts_best_first(page, records):
    games = [play_random_game(builtin_board("DEF"), s) for s in range(6)]
    for i, g in enumerate(games):
        record_game(records, g, at(1 + i))
    page.show(), page.show_records(records)
    click_header(page, "board")  # away from the date, then on the score for the first time
    click_header(page, "score")
    scores = [int(s) for s in cells(page, "score")]
    assert scores == sorted((g.scores()[0].total for g in games), reverse=True)
    assert page.table.horizontalHeader().sortIndicatorOrder() == Qt.SortOrder.DescendingOrder
    click_header(page, "date")
    assert cells(page, "date")[0].startswith("2026-04-06")
