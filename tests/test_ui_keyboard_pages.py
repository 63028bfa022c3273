"""Every page but the game page, and every dialog, used with the keyboard alone: Tab
reaches each control and never traps, Space and Enter press a focused button, Esc goes
back one level."""

from __future__ import annotations

import pytest
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


# ---------------------------------------------------------------- the Tab walk


def _said(widget) -> str:
    """What a screen reader says a widget is called. A combo box with neither a name nor a
    label (a buddy) counts as nameless: Qt would read out its current entry instead."""
    from PySide6.QtGui import QAccessible
    from PySide6.QtWidgets import QComboBox, QLabel

    if isinstance(widget, QComboBox):
        # On Linux Qt names a combo box by the entry shown and says its label (a buddy) as
        # the name: the entry ("100 %") is no name, so its own name or its label must be.
        if any(ch.isalpha() for ch in widget.accessibleName()):
            return widget.accessibleName()
        parent = widget.parentWidget()
        labels = parent.findChildren(QLabel) if parent is not None else []
        return next((label.text() for label in labels if label.buddy() is widget), "")
    face = QAccessible.queryAccessibleInterface(widget)
    return face.text(QAccessible.Text.Name) if face is not None else ""


def walk(root) -> list:
    """Tab round `root`'s window (uikit.tab_chain: fails when Tab traps); every Tab stop
    under `root` is reached and each control reached has a name made of words."""
    lap = tab_chain(root)
    missed = [w for w in tab_stops(root) if w not in lap]
    assert not missed, f"Tab never reaches {[uikit_named(w) for w in missed]}"
    nameless = [uikit_named(w) for w in lap if not any(ch.isalpha() for ch in _said(w))]
    assert not nameless, f"controls with no name: {nameless}"
    return lap


def uikit_named(w) -> str:
    from uikit import _named

    return _named(w)


def _finished(window):
    from daydream_qt.bots.random_bot import play_random_game
    from daydream_qt.engine import builtin_board

    game = play_random_game(builtin_board("A"), 4)
    window.start_game(game)
    return game


def test_the_tab_walk_of_the_start_page(window, qtbot):
    walk(_start_page(window, qtbot))


@pytest.mark.parametrize("mode", ["solo", "pass_and_play", "scoresheet"])
def test_the_tab_walk_of_the_new_game_dialog(qtbot, mode):
    from daydream_qt.engine import Mode
    from daydream_qt.ui.dialogs.new_game import NewGameDialog

    d = NewGameDialog("en", "A")
    qtbot.addWidget(d)
    d.setup_panel.set_mode(Mode(mode))
    d.show()
    qtbot.waitExposed(d)
    lap = walk(d)
    assert d.scroll_area not in lap  # it shows no focus: what it holds does
    cards = [w for w in lap if w in d.cards]
    assert cards == [d.cards[0]]  # the combinations are one stop


def test_the_tab_walk_of_the_records_page(window, qtbot):
    _finished(window)
    window.records.action.trigger()
    page = window.records.page
    for tab in range(page.tabs.count()):  # the history, the bests and titles, the charts
        page.tabs.setCurrentIndex(tab)
        qtbot.wait(50)
        walk(page)


def test_the_tab_walk_of_the_replay_page(window, qtbot):
    _finished(window)
    window.end_screen.replay_button.click()
    walk(window.replay.replay_page)


def test_the_tab_walk_of_the_review_page(window, qtbot):
    _finished(window)
    window.end_screen.review_button.click()
    page = window.replay.review_page
    qtbot.waitUntil(lambda: page.review is not None, timeout=60000)
    walk(page)


def test_the_tab_walk_of_the_board_editor(window, qtbot):
    from uikit import editor_page_with, filled_model

    page = editor_page_with(window, filled_model("ABC", 3, 4))  # a combination with modules
    for tab in range(page.tabs.count()):  # the board, the shelf, the modules
        page.tabs.setCurrentIndex(tab)
        qtbot.wait(50)
        walk(page)


def _dialog(qtbot, dialog):
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_the_tab_walk_of_the_settings_dialog(qtbot):
    from daydream_qt.ui.core.settings import Settings
    from daydream_qt.ui.dialogs.settings_dialog import SettingsDialog

    walk(_dialog(qtbot, SettingsDialog(Settings(language="en"))))


def test_the_tab_walk_of_the_help_dialogs(window, qtbot):
    for show in (window.help.show_how_to_play, window.help.show_shortcuts, window.help.show_about):
        d = show()
        qtbot.waitExposed(d)
        walk(d)
        d.close()


def test_the_tab_walk_of_the_blank_board_dialog(qtbot):
    from daydream_qt.ui.dialogs.blank_board import BlankBoardDialog

    walk(_dialog(qtbot, BlankBoardDialog()))


# ---------------------------------------------------------------- the New game dialog's cards


def _new_game(qtbot, board_id="A"):
    from daydream_qt.ui.dialogs.new_game import NewGameDialog

    d = NewGameDialog("en", board_id)
    qtbot.addWidget(d)
    d.resize(1300, 720)  # four cards a row
    d.show()
    qtbot.waitExposed(d)
    d.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is d)
    return d


def test_the_arrows_home_and_end_choose_among_the_cards(qtbot):
    from daydream_qt.engine import BOARD_IDS

    d = _new_game(qtbot)
    assert d._columns == 4
    lap = tab_chain(d)
    card = next(w for w in lap if w in d.cards)
    assert card is d.cards[0]
    card.setFocus(Qt.FocusReason.TabFocusReason)

    def key(k):
        qtbot.keyClick(QApplication.focusWidget(), k)
        return d.board_id, QApplication.focusWidget()

    assert key(Qt.Key.Key_Right) == ("D", d.cards[1])
    assert key(Qt.Key.Key_Down) == (BOARD_IDS[5], d.cards[5])
    assert key(Qt.Key.Key_End) == (BOARD_IDS[-1], d.cards[-1])
    assert key(Qt.Key.Key_Home) == ("A", d.cards[0])
    assert key(Qt.Key.Key_Left) == ("A", d.cards[0])  # the first stays the first


def test_the_chosen_card_says_so_and_enter_starts_it(qtbot):
    d = _new_game(qtbot)
    d.cards[0].setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(d.cards[0], Qt.Key.Key_Right)
    assert d.cards[1].accessibleName() == "D Coffee Break, chosen"
    assert d.cards[0].accessibleName() == "A Calm Morning"
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert d.result() == d.DialogCode.Accepted and d.setup().board_id == "D"


def test_a_card_with_the_focus_paints_a_ring(qtbot):
    from PySide6.QtGui import QColor

    from daydream_qt.ui.style import palette

    d = _new_game(qtbot)
    card = d.cards[2]  # not the chosen one: the ring is the focus's, not the choice's
    y = card.height() // 2

    def edge() -> QColor:
        return card.grab().toImage().pixelColor(2, y)

    card.setFocus(Qt.FocusReason.TabFocusReason)
    assert card.hasFocus() and edge() == QColor(palette.FOCUS)
    d.start_button.setFocus()
    assert edge() != QColor(palette.FOCUS)


# ---------------------------------------------------------------- Esc: one level back


def test_esc_leaves_each_pushed_page_for_the_page_it_came_from(window, qtbot):
    from uikit import editor_page_with, filled_model

    _finished(window)
    end = window.end_screen
    end.replay_button.click()
    replay = window.replay.replay_page
    replay.slider.setFocus()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    assert window.navigator.current is end
    end.review_button.click()
    review = window.replay.review_page
    review.back_button.setFocus()
    qtbot.keyClick(review.back_button, Qt.Key.Key_Escape)
    assert window.navigator.current is end
    window.records.action.trigger()
    page = window.records.page
    qtbot.keyClick(page.table, Qt.Key.Key_Escape)
    assert window.navigator.current is end
    editor = editor_page_with(window, filled_model("A", 3, 4))
    editor._saved_json = editor.model.to_json()  # nothing to keep: no question asked
    editor.view.setFocus()
    qtbot.keyClick(editor.view, Qt.Key.Key_Escape)
    assert window.navigator.current is end
    assert window.isVisible()  # never the app closed


def test_esc_on_the_start_page_does_nothing(window, qtbot):
    page = _start_page(window, qtbot)
    page.new_game_button.setFocus()
    qtbot.keyClick(page.new_game_button, Qt.Key.Key_Escape)
    assert window.navigator.current is page and window.isVisible()


def test_esc_closes_every_dialog(window, qtbot):
    from daydream_qt.ui.core.settings import Settings
    from daydream_qt.ui.dialogs.blank_board import BlankBoardDialog
    from daydream_qt.ui.dialogs.new_game import NewGameDialog
    from daydream_qt.ui.dialogs.settings_dialog import SettingsDialog

    made = [NewGameDialog("en", "A", window), SettingsDialog(Settings(language="en"), window),
            BlankBoardDialog("en", "A", window)]
    for d in made:
        d.show()
    shown = [window.help.show_how_to_play(), window.help.show_shortcuts(), window.help.show_about(), *made]
    for d in shown:
        d.show()
        d.activateWindow()
        qtbot.waitUntil(lambda d=d: QApplication.activeWindow() is d)
        target = QApplication.focusWidget() or d
        qtbot.keyClick(target, Qt.Key.Key_Escape)
        assert not d.isVisible(), type(d).__name__
    assert window.isVisible()


# ---------------------------------------------------------------- Help › Keyboard shortcuts


def _shortcuts_dialog(window, qtbot):
    from daydream_qt.ui.dialogs.shortcuts_dialog import ShortcutsDialog

    # every page with keys of its own built, so its shortcuts are in the window
    assert window.replay.replay_page and window.records.page and window.editor.page
    d = ShortcutsDialog(window.help.shortcut_groups(), window)
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    return d


def _listed_keys(d) -> set[str]:
    return {k for _g, keys, _w in d.rows for k in keys.split(", ")}


def test_every_shortcut_of_the_window_and_its_pages_is_listed_with_a_sentence(window, qtbot):
    from PySide6.QtGui import QAction, QKeySequence, QShortcut

    from daydream_qt.ui.editor.tools import TOOLS

    d = _shortcuts_dialog(window, qtbot)
    listed = _listed_keys(d)
    real = [s.key() for s in window.findChildren(QShortcut)]
    real += [seq for a in window.findChildren(QAction) for seq in a.shortcuts()]
    real += [QKeySequence(tool.key) for tool in TOOLS.values()]
    real = [k.toString(QKeySequence.SequenceFormat.NativeText) for k in real if not k.isEmpty()]
    assert len(real) >= 25
    assert [k for k in real if k not in listed] == []
    for group, keys, what in d.rows:
        assert "A command of the game" not in what
        assert "\u2026" not in what and len(what.split()) >= 3, (group, keys, what)
    replay_rows = [(keys, what) for g, keys, what in d.rows if g == "Replay"]
    assert ("Shift+Left", "Show the sheet one turn earlier.") not in replay_rows
    assert ("Left", "Show the sheet one turn earlier.") in replay_rows


@pytest.mark.parametrize("screen", [(1366, 768), (1280, 720)])
def test_the_shortcuts_wrap_and_fit_their_dialog(window, qtbot, screen, tmp_path):
    from daydream_qt.ui.widgets.fit import SCREEN_SHARE

    d = _shortcuts_dialog(window, qtbot)
    room = (int(screen[0] * SCREEN_SHARE), int(screen[1] * SCREEN_SHARE))
    size = d.size()
    d.resize(min(size.width(), room[0]), min(size.height(), room[1]))  # as fit_to_screen on that screen
    qtbot.wait(20)
    assert d.width() <= room[0] and d.height() <= room[1]
    assert d.scroll_area.horizontalScrollBar().maximum() == 0  # nothing to scroll sideways
    for label in d.labels:  # every text whole: wrapped, never cut
        assert label.wordWrap()
        assert label.height() >= label.heightForWidth(label.width()), label.text()
        assert label.width() >= label.minimumSizeHint().width(), label.text()
        assert label.geometry().right() <= d.scroll_area.viewport().width()
    d.grab().save(str(tmp_path / "shortcuts.png"))


# ---------------------------------------------------------------- the board editor's tools


def test_the_editor_s_tools_are_one_tab_stop_the_chosen_one_and_say_so(window, qtbot):
    from uikit import editor_page_with, filled_model

    page = editor_page_with(window, filled_model("A", 3, 4))
    tools = page.tool_buttons
    shown = [n for n, b in tools.items() if b.isVisibleTo(page)]
    assert shown[:2] == ["clouds", "lines"]  # what the combination A offers
    page.view.setFocus()
    qtbot.keyClick(page.view, Qt.Key.Key_L)  # a key chooses the tool...
    assert page.tool() == "lines"
    lap = walk(page)
    assert [b for b in lap if b in tools.values()] == [tools["lines"]]  # ...and Tab reaches that one
    assert tools["lines"].accessibleName() == "Line ends tool, chosen"
    assert tools["clouds"].accessibleName() == "Clouds tool"
    tools["lines"].setFocus()
    qtbot.keyClick(tools["lines"], Qt.Key.Key_Left)
    assert page.tool() == "clouds" and QApplication.focusWidget() is tools["clouds"]
    qtbot.keyClick(tools["clouds"], Qt.Key.Key_End)
    assert page.tool() == shown[-1]
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Home)
    assert page.tool() == "clouds"


# ---------------------------------------------------------------- Your boards, the tour, the end screen


def test_the_arrows_reach_your_boards_and_enter_starts_one(window, qtbot):
    from test_board_refusals import playable, put

    from daydream_qt.editor.store import boards_folder

    put(boards_folder() / "meadow.json", playable())
    d = window.new_game_dialog()
    qtbot.addWidget(d)
    d.show()
    d.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is d)
    mine = d.user_boards[0]
    lap = walk(d)
    assert mine not in lap  # one stop for the cards and your boards together
    d.cards[0].setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(d.cards[0], Qt.Key.Key_End)  # the last that can be chosen: your board
    assert QApplication.focusWidget() is mine and mine.isChecked()
    qtbot.keyClick(mine, Qt.Key.Key_Return)
    assert d.result() == d.DialogCode.Accepted and d.setup().board.defn.name.en == "Long Meadow"


def test_the_tour_card_is_walked_with_tab_and_its_keys(qtbot):
    from uikit import make_window

    from daydream_qt.ui.core.settings import Settings

    w = make_window(qtbot, Settings(language="en", tour_offered=True))
    w.new_game("A", seed=1)
    tour = w.help.start_tour(asked=True)  # asked from the menu: the card has the keyboard
    qtbot.waitUntil(lambda: QApplication.activeWindow() is tour.card)
    qtbot.keyClick(tour.next_button, Qt.Key.Key_Return)
    assert tour.index == 1
    lap = walk(tour.card)
    assert tour.next_button in lap and len(lap) >= 2  # Back, Skip or Done, Next
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    assert not tour.active and w.isVisible()


def test_space_and_enter_press_the_buttons_of_the_end_screen(window, qtbot):
    _finished(window)
    end = window.end_screen
    buttons = [b for b in tab_chain(end) if isinstance(b, QAbstractButton)]
    assert end.play_again_button in buttons and end.new_game_button in buttons
    for b in buttons:
        b.clicked.disconnect()
    counts = _press_counts(buttons)
    for b in buttons:
        b.setFocus()
        qtbot.keyClick(b, Qt.Key.Key_Space)
        qtbot.keyClick(b, Qt.Key.Key_Return)
    assert counts == {b: 2 for b in buttons}


def test_enter_on_a_mode_starts_the_game(qtbot):
    from daydream_qt.engine import Mode

    d = _new_game(qtbot)
    solo = d.setup_panel.mode_buttons[Mode.SOLO]
    solo.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(solo, Qt.Key.Key_Right)  # the arrows choose the mode too
    assert d.mode == Mode.PASS_AND_PLAY
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert d.result() == d.DialogCode.Accepted and d.setup().mode == Mode.PASS_AND_PLAY


def test_the_tab_walk_of_the_changed_on_disk_question(window, qtbot):
    from daydream_qt.ui.dialogs.changed_on_disk import make_box

    box, _answers = make_box(window, "board", "Meadow", "Meadow (copy)")
    qtbot.addWidget(box)
    box.show()
    qtbot.waitExposed(box)
    lap = walk(box)
    assert len(lap) >= 3  # each answer a Tab stop
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    assert not box.isVisible()


def test_the_tab_walk_of_the_hand_over(window, qtbot):
    from daydream_qt.engine import Mode, SeatInfo
    from daydream_qt.ui.core.game_setup import GameSetup

    window.start_setup(GameSetup("A", Mode.PASS_AND_PLAY, (SeatInfo("Ann", "#2b4c7e"), SeatInfo("Bo", "#a4553f"))))
    window.controller.roll()
    qtbot.waitUntil(lambda: window.built_handover is not None or window.navigator.current is window.game_page)
    page = window.handover
    window.navigator.show(page)
    walk(page)


def test_the_start_page_gives_the_keyboard_to_its_first_choice(window, qtbot):
    window.show_start_page()
    page = window.start_page
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is page.first_choice())
    assert page.first_choice() in (page.new_game_button, page.continue_button)


def test_back_gives_the_keyboard_to_the_button_that_left_the_page(window, qtbot):
    page = _start_page(window, qtbot)
    page.records_button.setFocus()
    qtbot.keyClick(page.records_button, Qt.Key.Key_Space)
    records = window.records.page
    assert window.navigator.current is records
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    assert window.navigator.current is page
    assert QApplication.focusWidget() is page.records_button
