"""The seats' tabs, the table's card and the coach's card are made when a game needs them,
each in its place; a solo game never makes them."""

from __future__ import annotations

from uikit import make_window

from daydream_qt.engine import Mode, SeatInfo
from daydream_qt.ui.core.game_setup import GameSetup


def test_a_solo_game_makes_none_of_them(qtbot):
    window = make_window(qtbot)
    window.new_game("A", seed=1)
    window.controller.roll()
    page = window.game_page
    assert (page._seats, page._table, page._hint_card) == (None, None, None)
    assert window.view._focus is None  # no stroke pending yet


def test_pass_and_play_makes_the_seats_tabs_over_the_board(qtbot):
    window = make_window(qtbot)
    window.new_game("A", seed=1)
    window.start_setup(GameSetup("D", Mode.PASS_AND_PLAY, (SeatInfo("Ann"), SeatInfo("Bo")), 2))
    page = window.game_page
    assert page._seats is not None and page.seats.isVisibleTo(page)  # (a hand-over page may be up)
    assert page.seats.tabs.count() == 2
    left = page.left
    assert left.indexOf(page.seats) == left.indexOf(page.status_label) + 1
    assert left.indexOf(page.seats) < left.indexOf(window.view)
    # back to solo: the tabs go
    window.new_game("A", seed=1)
    assert not page.seats.isVisibleTo(page)


def test_a_scoresheet_at_a_table_makes_the_tables_card_under_the_tray(qtbot):
    window = make_window(qtbot)
    window.start_setup(GameSetup("DEF", Mode.SCORESHEET, (SeatInfo("Ann"),), None, 4))
    page = window.game_page
    assert page._table is not None and page.table.isVisibleTo(page)
    side = page.side_layout
    assert side.indexOf(page.tray) < side.indexOf(page.table) < side.indexOf(page.reminders)
    assert page.table.width() == page.tray.width()
    # the coach's card, made later, takes the place of the column's head (the tray under it
    # stays put); with the head in a bar across the page, it goes between the tray and the
    # table's card
    page.hint_card  # noqa: B018
    assert page.head_in_column and page.hint_card.parentWidget() is page.top
    window.setMinimumSize(0, 0)
    window.resize(960, 640)
    qtbot.waitUntil(lambda: not page.head_in_column)
    assert side.indexOf(page.tray) < side.indexOf(page.hint_card) < side.indexOf(page.table)


def test_a_game_started_from_the_start_page_has_its_head_in_the_column(qtbot):
    """The page decides where the head goes when it is on screen: resized while the start
    page is up, it decides when a game shows it, with no resize then."""
    window = make_window(qtbot)
    window.setMinimumSize(0, 0)
    page = window.game_page
    window.resize(960, 640)  # too short for the head over the tray: the bar
    window.new_game("A", seed=1)
    qtbot.waitUntil(lambda: page.isVisible())
    assert not page.head_in_column
    window._show_page(window.start_page)
    qtbot.waitUntil(lambda: not page.isVisible())
    window.resize(1400, 900)  # the hidden page cannot measure: it waits
    window.new_game("D", seed=1)  # another board's name: decided again, once shown
    qtbot.waitUntil(lambda: page.isVisible())
    assert page.head_in_column and not page._head_pending
    # the head card stands in the column, right of the board
    page.layout().activate()
    head_left = page.top.mapTo(page, page.top.rect().topLeft()).x()
    board_right = window.view.mapTo(page, window.view.rect().topRight()).x()
    assert head_left > board_right
