"""The Records page shows what the records hold; the window records every finished game."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel
from uikit import make_window

from daydream_qt.bots.random_bot import RandomBot, play_random_game
from daydream_qt.engine import Game, SeatInfo, builtin_board
from daydream_qt.records import daily, queries
from daydream_qt.records.db import open_records
from daydream_qt.records.store import record_game

HOSTILE = '<img src="x"><b>B</b>&amp;'


def at(day: dt.date) -> dt.datetime:
    return dt.datetime.combine(day, dt.time(12)).astimezone()


def pass_and_play(names: tuple[str, ...], seed: int) -> Game:
    game = Game(builtin_board("D"), "pass_and_play", [SeatInfo(n) for n in names], seed)
    bot = RandomBot(seed)
    while not game.over:
        seat = game.to_move()
        if seat is None:
            game.roll()
        else:
            game.apply(bot.choose(game, seat))
    return game




def column(page, name: str) -> int:
    return page.model.COLUMNS.index(name)


def cells(page, name: str) -> list[str]:
    c = column(page, name)
    return [page.model.data(page.model.index(r, c)) for r in range(page.model.rowCount())]


def test_the_history_shows_each_game_newest_first(page, records):
    games = [play_random_game(builtin_board(b), s) for b, s in (("A", 1), ("BC", 2), ("A", 3))]
    for i, g in enumerate(games):
        record_game(records, g, at(dt.date(2026, 4, 1 + i)))
    page.show_records(records)
    assert page.model.rowCount() == 3
    assert cells(page, "score") == [str(g.scores()[0].total) for g in reversed(games)]
    assert cells(page, "board") == ["Calm Morning", "Under the Stars", "Calm Morning"]
    assert cells(page, "title") == [g.scores()[0].title.en for g in reversed(games)]
    assert cells(page, "date")[0].startswith("2026-04-03")
    assert page.count_label.text() == "3 games"
    page.board_filter.setCurrentIndex(page.board_filter.findData("A"))
    assert page.model.rowCount() == 2 and page.count_label.text() == "2 games"


def test_sorting_by_score_and_by_date(page, records):
    games = [play_random_game(builtin_board("DEF"), s) for s in range(5)]
    for i, g in enumerate(games):
        record_game(records, g, at(dt.date(2026, 4, 1 + i)))
    page.show_records(records)
    page.table.sortByColumn(column(page, "score"), Qt.SortOrder.DescendingOrder)
    scores = [int(s) for s in cells(page, "score")]
    assert scores == sorted((g.scores()[0].total for g in games), reverse=True)
    page.table.sortByColumn(column(page, "date"), Qt.SortOrder.AscendingOrder)
    assert [page.model.data(page.model.index(r, 0), Qt.ItemDataRole.UserRole)
            for r in range(5)] == sorted(r.id for r in queries.history(records))


def test_bests_titles_and_charts_show_the_records(page, records):
    games = [play_random_game(builtin_board("AD"), s) for s in range(6)]
    for i, g in enumerate(games):
        record_game(records, g, at(dt.date(2026, 4, 1 + i)))
    page.show_records(records)
    assert not page.title_cells  # built when first shown
    page.tabs.setCurrentIndex(1)
    best = max(g.scores()[0].total for g in games)
    assert f"best {best} \u00b7 " in page.best_labels["AD"][1].text()
    assert page.best_labels["A"][1].text() == "not played yet"
    bands = {g.scores()[0].title_band for g in games}
    for band in range(4):
        cell = page.title_cells[("AD", band)]
        assert cell.earned == (band in bands)
        assert cell.date_label.text().startswith("earned 2026-04-0") if band in bands else \
            cell.date_label.text() == "not yet"
    assert not any(page.title_cells[("A", b)].earned for b in range(4))
    assert page.titles_summary.text() == f"{len(bands)} of 32 titles earned (solo games)"
    page.tabs.setCurrentIndex(2)
    assert page.chart_board.currentData() == "AD"
    assert page.score_chart.scores == [g.scores()[0].total for g in games]
    assert sum(page.distribution_chart.counts.values()) == 6
    assert [low for low, _ in page.score_chart.bands] == list(builtin_board("AD").title_mins)


def test_the_dream_of_the_day_card_and_its_share_text(page, records, qtbot):
    day = daily.today()
    page.show_records(records)
    assert not page.share_button.isEnabled()
    assert "Not played yet" in page.dream_line.text()
    game = play_random_game(builtin_board(daily.daily_board(day)), daily.daily_seed(day))
    record_game(records, game)
    page.show_records(records)
    score = game.scores()[0]
    assert page.share_button.isEnabled()
    assert page.dream_line.text().startswith(f"Played today: best score {score.total}")
    assert page.streak_label.text() == "1 day in a row"
    page.copy_share_text()
    text = QApplication.clipboard().text()
    assert text.splitlines()[0] == f"Daydream \u00b7 dream of {day.isoformat()}"
    assert f": {score.total} points \u00b7 {score.title.en}" in text
    with qtbot.waitSignal(page.play_dream_requested):
        page.play_dream_button.click()


def test_replay_needs_a_handler_and_sends_the_record_id(page, records, qtbot):
    done = record_game(records, play_random_game(builtin_board("A"), 1))
    page.show_records(records)
    page.show()
    assert page.replay_button.isHidden()
    page.set_replay_available(True)
    assert not page.replay_button.isHidden()
    page.table.setFocus()
    with qtbot.waitSignal(page.replay_requested) as got:
        qtbot.keyClick(page.table, Qt.Key.Key_Return)
    assert got.args == [done.record_id]
    with qtbot.waitSignal(page.back_requested):
        qtbot.keyClick(page.table, Qt.Key.Key_Escape)


def test_hostile_names_are_shown_as_written(page, records):
    record_game(records, pass_and_play((HOSTILE, "Bo"), 3))
    page.show_records(records)
    assert cells(page, "players")[0].startswith(HOSTILE + " ")
    assert page.player_filter.findText(HOSTILE) > 0  # a combo box has no mnemonics
    for label in page.findChildren(QLabel):
        assert label.textFormat() == Qt.TextFormat.PlainText, label.text()
    page.player_filter.setCurrentIndex(page.player_filter.findData(HOSTILE))
    assert page.model.rowCount() == 1


def test_a_damaged_database_is_one_sentence_on_the_page(page, daydream_home):
    path = daydream_home / "data" / "records" / "records.sqlite"
    path.parent.mkdir(parents=True)
    path.write_bytes(b"\x00garbage" * 64)
    with open_records() as opened:
        page.show_records(opened)
    assert not page.notice.isHidden()
    assert page.notice.text().startswith("Your records could not be read; they were kept as records.bad-")
    assert page.model.rowCount() == 0


# ------------------------------------------------------------ the window


def test_a_game_that_ends_is_recorded_and_the_page_opens_and_closes(qtbot):
    w = make_window(qtbot)
    game = play_random_game(builtin_board("EF"), 4)
    w.start_game(game)
    qtbot.waitUntil(lambda: w.record_keeper.is_recorded(game))
    with open_records() as opened:
        [row] = queries.history(opened)
    assert row.seats[0].total == game.scores()[0].total
    w.end_screen.records_button.click()
    page = w.records.page
    assert w.pages.currentWidget() is page and page.model.rowCount() == 1
    qtbot.keyClick(page.table, Qt.Key.Key_Escape)
    assert w.pages.currentWidget() is w.end_screen
    w.start_game(game)  # shown again: still one record
    qtbot.wait(20)
    with open_records() as opened:
        assert queries.count_games(opened) == 1


def test_the_records_command_and_the_dream_of_the_day_from_the_start_page(qtbot):
    w = make_window(qtbot)
    w.show_start_page()
    w.records.action.trigger()
    assert w.pages.currentWidget() is w.records.page
    w.records.page.back_button.click()
    assert w.pages.currentWidget() is w.start_page
    w.start_page.dream_button.click()
    day = daily.today()
    game = w.controller.game
    assert (game.board.id, game.seed, game.mode.value) == (daily.daily_board(day), daily.daily_seed(day), "solo")


def test_a_replay_handler_shows_the_button(qtbot):
    w = make_window(qtbot)
    asked = []
    w.records.set_replay_handler(asked.append)
    w.records.show_records()
    assert w.records.page._replay_available


def test_the_page_exports_the_games_shown_as_csv(page, records, tmp_path, monkeypatch):
    record_game(records, play_random_game(builtin_board("A"), 1))
    record_game(records, play_random_game(builtin_board("D"), 2))
    page.show_records(records)
    page.board_filter.setCurrentIndex(page.board_filter.findData("D"))
    out = tmp_path / "h.csv"
    assert page.export_csv(str(out))
    lines = out.read_text(encoding="utf-8-sig").splitlines()
    assert len(lines) == 2 and lines[1].split(",")[3] == "D"
    said = []
    monkeypatch.setattr("daydream_qt.ui.widgets.plain.message", lambda *a, **k: said.append(a[2]))
    assert not page.export_csv(str(tmp_path / "missing" / "h.csv"))
    assert len(said) == 1 and said[0].startswith("The history could not be saved: ")


def test_a_damaged_database_met_at_the_end_of_a_game_is_one_sentence(qtbot, daydream_home):
    path = daydream_home / "data" / "records" / "records.sqlite"
    path.parent.mkdir(parents=True)
    path.write_bytes(b"not a database " * 100)
    w = make_window(qtbot)
    game = play_random_game(builtin_board("A"), 2)
    w.start_game(game)
    qtbot.waitUntil(lambda: w.record_keeper.is_recorded(game))
    assert w.notice.startswith("Your records could not be read; they were kept as records.bad-")
    assert w.pages.currentWidget() is w.end_screen
    with open_records() as opened:
        assert queries.count_games(opened) == 1


# ------------------------------------------------------------ hidden rows, read-only, delete and undo


def _tamper(records, sql: str, *args) -> None:
    import sqlite3

    conn = sqlite3.connect(records.path)
    conn.execute(sql, args)
    conn.commit()
    conn.close()


def test_rows_that_cannot_be_read_are_hidden_and_named_once(page, records):
    for seed in range(4):
        record_game(records, play_random_game(builtin_board("A"), seed), at(dt.date(2026, 4, 1 + seed)))
    _tamper(records, "UPDATE seats SET name = x'00ff' WHERE game_id = 1")
    _tamper(records, "UPDATE seats SET total = 'lots' WHERE game_id = 2")
    _tamper(records, "UPDATE games SET finished_at = '9999-12-31T23:59:59+00:00' WHERE id = 3")
    page.show_records(records)
    assert page.model.rowCount() == 1 and page.count_label.text() == "1 game"
    # "3 records" once the catalogue has the string's plural forms
    assert page.notice.text() in ("3 records could not be read and are hidden.",
                                  "3 record(s) could not be read and are hidden.")
    assert not page.notice.isHidden()
    for tab in (1, 2):
        page.tabs.setCurrentIndex(tab)
    assert page.notice.text().count("hidden") == 1
    page.grab()  # painted without raising


def test_a_newer_versions_records_are_shown_read_only(page, tmp_path):
    import sqlite3

    from daydream_qt.records.db import SCHEMA_VERSION

    path = tmp_path / "records.sqlite"
    with open_records(path) as opened:
        record_game(opened, play_random_game(builtin_board("A"), 1))
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.close()
    with open_records(path) as opened:
        page.show_records(opened)
        assert page.model.rowCount() == 1
        assert page.notice.text().startswith("These records were written by a newer version of Daydream")
        assert not page.delete_button.isEnabled()
        page.delete_current()
        assert queries.count_games(opened) == 1


def test_a_record_is_deleted_and_put_back_until_the_page_is_left(page, records, qtbot):
    games = [play_random_game(builtin_board("D"), s) for s in range(3)]
    ids = [record_game(records, g, at(dt.date(2026, 4, 1 + i))).record_id for i, g in enumerate(games)]
    before = records.conn.execute("SELECT * FROM games ORDER BY id").fetchall()
    seats = records.conn.execute("SELECT * FROM seats ORDER BY game_id, seat").fetchall()
    page.show_records(records)
    page.show()
    assert page.delete_button.accessibleName() == "Delete the selected game"
    page.table.selectRow(1)
    page.table.setFocus()
    qtbot.keyClick(page.table, Qt.Key.Key_Delete)
    assert [r.id for r in page.model.rows] == [ids[2], ids[0]] and queries.count_games(records) == 2
    assert not page.undo_button.isHidden()
    qtbot.keyClick(page.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert queries.count_games(records) == 3 and page.undo_button.isHidden()
    assert records.conn.execute("SELECT * FROM games ORDER BY id").fetchall() == before
    assert records.conn.execute("SELECT * FROM seats ORDER BY game_id, seat").fetchall() == seats
    page.table.selectRow(0)
    page.delete_button.click()
    assert not page.undo_button.isHidden() and queries.count_games(records) == 2
    page.hide()  # the page is left: the deletion stays, Undo is gone
    page.show()
    assert page.undo_button.isHidden() and queries.count_games(records) == 2
    page.undo_delete()
    assert queries.count_games(records) == 2


def test_the_window_says_cannot_be_opened_once(qtbot, daydream_home, monkeypatch):
    from daydream_qt.records import db

    def refuse(path=None):
        raise db.RecordsError("The folder /nowhere cannot be made (Permission denied).")

    monkeypatch.setattr(db, "open_records", refuse)
    w = make_window(qtbot)
    assert w.records.records() is None
    assert w.notice.count("cannot be opened") == 1 and "cannot be made" in w.notice


def test_in_the_window_delete_and_ctrl_z_act_on_the_records(window, qtbot):
    """The window's own Ctrl+Z (undo a move) does not take the key from the Records page."""
    with open_records() as opened:
        record_game(opened, play_random_game(builtin_board("A"), 1))
        record_game(opened, play_random_game(builtin_board("D"), 2))
    window.records.show_records()
    page = window.records.page
    page.table.selectRow(0)
    qtbot.keyClick(page.table, Qt.Key.Key_Delete)
    with open_records() as opened:
        assert queries.count_games(opened) == 1
    qtbot.keyClick(page.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    with open_records() as opened:
        assert queries.count_games(opened) == 2
