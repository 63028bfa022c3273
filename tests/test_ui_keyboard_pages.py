"""Every page but the game page, and every dialog, used with the keyboard alone: Tab
reaches each control and never traps, Space and Enter press a focused button, Esc goes
back one level."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QApplication
from uikit import tab_chain, tab_stops


def _press_counts(buttons):
    counts = {b: 0 for b in buttons}
    for b in buttons:
        b.clicked.connect(lambda _=False, b=b: counts.__setitem__(b, counts[b] + 1))
    return counts


def _start_page(window, qtbot):
    window.show_start_page()
    page = window.start_page
    page.set_continue("A, turn 3")  # Continue shown too
    qtbot.waitUntil(lambda: page.continue_button.isVisible())
    return page


def _start_buttons(page):
    return [page.continue_button, page.new_game_button, page.open_button, page.dream_button, page.records_button]


def test_tab_visits_every_button_of_the_start_page_and_comes_round(window, qtbot):
    page = _start_page(window, qtbot)
    lap = tab_chain(page)
    assert set(_start_buttons(page)) <= set(lap)
    assert set(tab_stops(page)) <= set(lap)


def test_every_button_of_the_start_page_answers_space_and_enter(window, qtbot):
    page = _start_page(window, qtbot)
    buttons = _start_buttons(page)
    for b in buttons:  # what they open is not the point here: only that they are pressed
        b.clicked.disconnect()
    counts = _press_counts(buttons)
    for b in buttons:
        b.setFocus()
        assert QApplication.focusWidget() is b
        qtbot.keyClick(b, Qt.Key.Key_Space)
        qtbot.keyClick(b, Qt.Key.Key_Return)
        qtbot.keyClick(b, Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)
    assert counts == {b: 3 for b in buttons}
    assert all(isinstance(b, QAbstractButton) for b in buttons)
