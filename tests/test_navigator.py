"""The navigator: which page is on screen, and where Back (and Esc) goes from it."""

from __future__ import annotations

import re

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


# ------------------------------------------------------------ in the window


@pytest.fixture
def window(qtbot):
    from uikit import make_window

    return make_window(qtbot)


def finished(window):
    from daydream_qt.bots.random_bot import play_random_game
    from daydream_qt.engine import builtin_board

    game = play_random_game(builtin_board("A"), 4)
    window.start_game(game)
    assert window.navigator.current is window.end_screen
    return game


def test_records_from_the_end_screen_go_back_to_the_end_screen(window, qtbot):
    finished(window)
    window.end_screen.records_button.click()
    assert window.navigator.current is window.records.page
    assert window.navigator.stack == [window.end_screen]
    window.records.page.back_button.click()
    assert window.navigator.current is window.end_screen and window.navigator.stack == []


def test_records_from_the_start_page_go_back_to_the_start_page(window):
    window.show_start_page()
    window.records.action.trigger()
    assert window.navigator.current is window.records.page
    window.records.page.back_button.click()
    assert window.navigator.current is window.start_page


def test_replay_then_records_then_back_then_back(window):
    finished(window)
    window.end_screen.replay_button.click()
    replay = window.replay.replay_page
    assert window.navigator.current is replay
    window.records.action.trigger()
    assert window.navigator.current is window.records.page
    window.records.page.back_button.click()
    assert window.navigator.current is replay
    replay.back_button.click()
    assert window.navigator.current is window.end_screen


def test_esc_on_the_records_goes_one_level_back(window, qtbot):
    from PySide6.QtCore import Qt

    finished(window)
    window.end_screen.replay_button.click()
    window.records.action.trigger()
    qtbot.keyClick(window.records.page.table, Qt.Key.Key_Escape)
    assert window.navigator.current is window.replay.replay_page  # one level, not two


def test_a_page_removed_from_the_window_is_skipped(window):
    finished(window)
    window.end_screen.replay_button.click()
    replay = window.replay.replay_page
    window.records.action.trigger()
    window.pages.removeWidget(replay)
    window.records.page.back_button.click()
    assert window.navigator.current is window.end_screen


def test_the_editor_closes_back_to_the_page_it_was_opened_from(window):
    finished(window)
    window.editor.new_board_action.trigger()
    assert window.navigator.current is window.editor.page
    window.editor.close_editor()
    assert window.navigator.current is window.end_screen


def test_back_to_the_game_page_with_no_game_goes_to_the_start_page(window):
    window.new_game("A", seed=1)
    assert window.navigator.current is window.game_page
    window.records.action.trigger()
    window.controller.set_game(None)  # shows the start page, which empties the stack
    window.records.action.trigger()
    window.navigator.stack.insert(0, window.game_page)  # as if it had been left there
    window.records.page.back_button.click()
    assert window.navigator.current is window.start_page


# ------------------------------------------------------------ features never reach into the window


def _sources():
    from pathlib import Path

    import daydream_qt.ui

    root = Path(daydream_qt.ui.__file__).parent
    return sorted(root.rglob("*.py"))


PRIVATE_GETATTR = re.compile(r"""getattr\(\s*(?:self\.)?(?:window|host|w)\s*,\s*["']_""")
"""getattr(window, "_x"...) and getattr(self.window, "_x"...)."""
ANY_SETATTR = re.compile(r"""setattr\(\s*(?:self\.)?(?:window|host|w)\s*,""")
PRIVATE_DOT = re.compile(r"""\b(?:window|host)\._[a-z]""")
"""window._x and self.window._x, read or written."""


def test_no_module_of_the_ui_reads_the_window_s_private_attributes():
    found = []
    for path in _sources():
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if PRIVATE_GETATTR.search(line) or ANY_SETATTR.search(line) or PRIVATE_DOT.search(line):
                found.append(f"{path.name}:{number}: {line.strip()}")
    assert found == []


def test_the_window_reads_none_of_its_own_attributes_through_getattr():
    from daydream_qt.ui.window import main_window

    text = open(main_window.__file__, encoding="utf-8").read()
    assert re.findall(r"getattr\(\s*self\s*,", text) == []


def test_no_window_is_typed_any_in_the_ui():
    typed_any = re.compile(r"\b(?:window|host|parent)\s*:\s*Any\b")
    found = [f"{path.name}: {m.group(0)}" for path in _sources()
             for m in typed_any.finditer(path.read_text(encoding="utf-8"))]
    assert found == []


def test_the_scan_finds_what_it_looks_for():
    """The patterns above do match the forms they forbid (a scan that matches nothing
    would pass on any source)."""
    assert PRIVATE_GETATTR.search('page = getattr(window, "_records_page", None)')
    assert PRIVATE_GETATTR.search("x = getattr(self.window, '_x')")
    assert not PRIVATE_GETATTR.search('getattr(window, "first_painted", None)')
    assert ANY_SETATTR.search("setattr(window, name, value)")
    assert PRIVATE_DOT.search("window._records = opened")
    assert not PRIVATE_DOT.search("self._records = opened")
