"""The navigator: which page is on screen, and where Back (and Esc) goes from it."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QStackedWidget, QWidget

from daydream_qt.ui.app import make_app
from daydream_qt.ui.window.navigator import Navigator


@pytest.fixture
def stack(qtbot):
    make_app()
    pages = QStackedWidget()
    qtbot.addWidget(pages)
    return pages


def pages_of(stack: QStackedWidget, *names: str) -> dict[str, QWidget]:
    out = {}
    for name in names:
        page = QWidget()
        page.setObjectName(name)
        stack.addWidget(page)
        out[name] = page
    return out


def make_navigator(stack, can_show=None):
    p = pages_of(stack, "start", "game", "end", "records", "replay", "review")
    homes = []

    def home():
        homes.append(True)
        nav.show(p["start"])

    nav = Navigator(stack, home, can_show)
    return nav, p, homes


def test_push_then_back_returns_to_where_the_page_was_opened_from(stack):
    nav, p, homes = make_navigator(stack)
    seen = []
    nav.changed.connect(seen.append)
    nav.show(p["end"])
    nav.push(p["records"])
    assert nav.current is p["records"] and nav.stack == [p["end"]]
    nav.back()
    assert nav.current is p["end"] and nav.stack == [] and not homes
    assert seen == [p["end"], p["records"], p["end"]]


def test_back_walks_back_one_level_at_a_time(stack):
    nav, p, homes = make_navigator(stack)
    nav.show(p["end"])
    nav.push(p["replay"])
    nav.push(p["records"])
    nav.back()
    assert nav.current is p["replay"]
    nav.back()
    assert nav.current is p["end"]
    nav.back()  # nothing left: the start page
    assert nav.current is p["start"] and homes == [True]


def test_a_page_opened_again_on_the_way_back_goes_where_it_first_went(stack):
    nav, p, _homes = make_navigator(stack)
    nav.show(p["end"])
    nav.push(p["replay"])
    nav.push(p["review"])
    nav.push(p["replay"])  # "Show me" from the review of the replayed game
    assert nav.stack == [p["end"]]
    nav.back()
    assert nav.current is p["end"]


def test_pushing_the_page_on_screen_remembers_nothing(stack):
    nav, p, _homes = make_navigator(stack)
    nav.show(p["end"])
    nav.push(p["records"])
    nav.push(p["records"])
    assert nav.stack == [p["end"]]


def test_show_empties_the_back_stack(stack):
    nav, p, homes = make_navigator(stack)
    nav.show(p["end"])
    nav.push(p["records"])
    nav.show(p["game"])  # the dream of the day started from the records
    assert nav.stack == []
    nav.push(p["records"])
    nav.back()
    assert nav.current is p["game"] and not homes


def test_a_removed_page_is_skipped(stack):
    nav, p, homes = make_navigator(stack)
    nav.show(p["end"])
    nav.push(p["replay"])
    nav.push(p["records"])
    stack.removeWidget(p["replay"])
    nav.back()
    assert nav.current is p["end"] and not homes
    nav.push(p["records"])
    stack.removeWidget(p["end"])
    nav.back()
    assert nav.current is p["start"] and homes == [True]


def test_a_page_that_cannot_be_shown_now_is_skipped(stack):
    allowed = {"game": False}
    nav, p, homes = make_navigator(stack, lambda page: allowed.get(page.objectName(), True))
    nav.show(p["game"])
    nav.push(p["records"])
    nav.back()  # the game page with no game on it
    assert nav.current is p["start"] and homes == [True]


def test_chosen_once_a_page_is_put_on_screen(stack):
    nav, p, _homes = make_navigator(stack)
    assert not nav.chosen
    nav.push(p["records"])
    assert nav.chosen
