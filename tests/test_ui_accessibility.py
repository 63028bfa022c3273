"""A screen reader can play: every control of every page and dialog has a name, the board's
focused cell is the cloud under the keyboard cursor, and changes of the dice, leaves, score
and status line are announced."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from uikit import make_window, play_moves

from daydream_qt.engine import EMPTY
from daydream_qt.ui.core.settings import Settings

INTERACTIVE = {
    QAccessible.Role.PushButton, QAccessible.Role.CheckBox, QAccessible.Role.RadioButton,
    QAccessible.Role.ComboBox, QAccessible.Role.EditableText, QAccessible.Role.SpinBox,
    QAccessible.Role.Slider, QAccessible.Role.PageTab, QAccessible.Role.ButtonMenu,
    QAccessible.Role.ButtonDropDown,
}
"""Roles a player acts on: each must be named."""


def walk(iface, out=None, depth=0):
    """Every visible accessible element under `iface`: (role, name, description, object)."""
    out = [] if out is None else out
    if iface is None or not iface.isValid() or iface.state().invisible or depth > 40:
        return out
    out.append((iface.role(), iface.text(QAccessible.Text.Name), iface.text(QAccessible.Text.Description),
                iface.object()))
    for i in range(iface.childCount()):
        walk(iface.child(i), out, depth + 1)
    return out


def playing_window(qtbot, board="BC", seed=3):
    w = make_window(qtbot, Settings(language="en"))
    w.new_game(board, seed=seed)
    w.controller.roll()
    qtbot.wait(450)  # the dice's tumble
    tour = w.help.tour
    if tour is not None:
        tour.stop()  # a new player's tour takes every key while it shows
    return w


def cursor_name(view):
    """What the board's table says of its focused cell: the cloud under the cursor."""
    focus = QAccessible.queryAccessibleInterface(view).focusChild()
    assert focus is not None
    return focus.text(QAccessible.Text.Name)


def test_no_control_of_the_game_page_is_nameless(qtbot):
    w = playing_window(qtbot)
    tree = walk(QAccessible.queryAccessibleInterface(w))
    nameless = [(role.name, type(obj).__name__) for role, name, _d, obj in tree
                if role in INTERACTIVE and not name.strip()]
    assert nameless == []
    # The board and the dice, nameless before, are named; and they are there.
    objects = {obj: name for _r, name, _d, obj in tree}
    assert objects[w.view]
    for die in w.tray.die_buttons:
        assert objects[die].startswith("Die ")
    assert objects[w.tray.leaves].startswith("Leaves")


def test_the_dice_say_their_values(qtbot):
    w = playing_window(qtbot)
    dice = w.controller.game.state.dice
    names = [b.accessibleName() for b in w.tray.die_buttons]
    assert names[0].startswith(f"Die 1: {dice[0]}")
    assert names[1].startswith(f"Die 2: {dice[1]}")


def test_the_board_names_the_cloud_under_the_cursor(qtbot):
    w = playing_window(qtbot)
    view, scene, c = w.view, w.view.board_scene, w.controller
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Right)  # shows the cursor
    seen = set()
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Down, Qt.Key.Key_Left):
        QTest.keyClick(view, key)
        cell = scene.cursor_cell
        row, col = c.game.board.coords[cell]
        name = cursor_name(view)
        assert name.startswith(f"Row {row + 1}, column {col + 1}"), name
        seen.add(name)
    assert len(seen) >= 3  # it followed the cursor
    assert view.accessibleName() == "Board"  # the table's name stays; its focused cell speaks
    assert "Score: 0" in view.accessibleDescription()


def test_the_board_says_whether_the_die_may_go_there(qtbot):
    w = playing_window(qtbot)
    view, scene, c = w.view, w.view.board_scene, w.controller
    value = c.selected_value()
    legal = sorted(c.legal_cells())
    assert legal and value is not None
    view.setFocus()
    scene.set_cursor(legal[0])
    assert cursor_name(view).endswith(f": empty; the {value} may go here")
    c.write_at(legal[0])
    scene.set_cursor(legal[0])
    assert cursor_name(view).endswith(f": {c.game.state.sheets[0].values[legal[0]]}")
    # Now another die is selected: the first starting number went anywhere, so a filled
    # cloud is the one place it may not go.
    filled = [i for i, v in enumerate(c.game.state.sheets[0].values) if v != EMPTY]
    empty_illegal = [i for i in range(c.game.board.n_cells)
                     if i not in c.legal_cells() and c.game.state.sheets[0].values[i] == EMPTY]
    if c.selected_value() is not None and empty_illegal:
        scene.set_cursor(empty_illegal[0])
        assert cursor_name(view).endswith(f"the {c.selected_value()} may not go here")
    assert filled


def test_changes_are_announced(qtbot):
    from daydream_qt.ui.window.accessibility import Announcer

    w = make_window(qtbot, Settings(language="en"))
    w.new_game("A", seed=5)
    announcer = w.findChild(Announcer)
    assert announcer is not None
    qtbot.wait(10)
    before = len(announcer.heard)
    w.controller.roll()
    qtbot.wait(450)
    said = " ".join(announcer.heard[before:])
    dice = w.controller.game.state.dice
    assert f"Die 1: {dice[0]}" in said
    legal = sorted(w.controller.legal_cells())
    w.controller.write_at(legal[0])
    qtbot.wait(10)
    assert w.status_label.text().rstrip(".") in announcer.heard[-1]


def test_the_start_page_and_hand_over_are_named(qtbot):
    w = make_window(qtbot, Settings(language="en"))
    tree = walk(QAccessible.queryAccessibleInterface(w.start_page))
    names = {name for _r, name, _d, _o in tree}
    assert {"New game", "Open a saved game\u2026", "Dream of the day", "Records"} <= names
    w.handover.show_seat("Bo", "#7a1626", 2)
    assert w.handover.accessibleName() == "Hand-over"
    assert w.handover.ready_button.text().startswith("I am Bo")


# ---------------------------------------------------------------- every page and dialog


def reachable(top):
    """Every visible, enabled widget under `top` (itself too) that Tab reaches."""
    from PySide6.QtWidgets import QWidget

    out = []
    for widget in [top, *top.findChildren(QWidget)]:
        if not widget.isVisible() or not widget.isEnabled():
            continue
        if not widget.focusPolicy() & Qt.FocusPolicy.TabFocus:
            continue
        if widget.focusProxy() is not None:  # Tab lands on the proxy, which is checked itself
            continue
        out.append(widget)
    return out


def nameless_reachable(top):
    """The widgets Tab reaches under `top` that have no accessible name."""
    out = []
    for widget in reachable(top):
        iface = QAccessible.queryAccessibleInterface(widget)
        name = iface.text(QAccessible.Text.Name) if iface is not None else ""
        if not name.strip():
            out.append(f"{type(widget).__name__} {widget.objectName()!r} in {type(widget.parent()).__name__}")
    return out


def finished_window(qtbot, board="DEF"):
    """A window on the end screen of a game played to its end by the controller."""
    import random

    w = make_window(qtbot, Settings(language="en"))
    w.new_game(board, seed=4)
    c = w.controller
    play_moves(c, random.Random(4), 3000)
    qtbot.waitUntil(lambda: w.pages.currentWidget() is w.end_screen, timeout=5000)
    return w


def test_every_control_of_every_page_has_a_name(qtbot):
    w = make_window(qtbot, Settings(language="en"))
    seen = {}
    seen["start"] = nameless_reachable(w)
    w.new_game("DEF", seed=3)
    w.controller.roll()
    qtbot.wait(450)
    if w.help.tour is not None:
        seen["tour"] = nameless_reachable(w)
        w.help.tour.stop()
    seen["game"] = nameless_reachable(w)
    assert w.view in reachable(w) and len(reachable(w)) >= 5  # the walk sees the controls
    from daydream_qt.engine import Mode, SeatInfo
    from daydream_qt.ui.core.game_setup import GameSetup

    w.start_setup(GameSetup("DEF", Mode.SCORESHEET, (SeatInfo("Me"),), None, 4))
    qtbot.wait(10)
    seen["scoresheet"] = nameless_reachable(w)
    w.start_setup(GameSetup("BC", Mode.PASS_AND_PLAY, (SeatInfo("Ann"), SeatInfo("Bo", "#1f8a3b")), 3))
    qtbot.wait(10)
    if w.pages.currentWidget() is w.handover:
        w.handover.ready_button.click()
        qtbot.wait(10)
    w.controller.roll()
    qtbot.wait(450)
    seen["pass-and-play"] = nameless_reachable(w)
    w.close()
    w = finished_window(qtbot)
    seen["end screen"] = nameless_reachable(w)
    w.end_screen.replay_button.click()
    qtbot.waitUntil(lambda: w.pages.currentWidget() is w.replay.replay_page)
    seen["replay"] = nameless_reachable(w)
    w.navigator.back()
    w.end_screen.records_button.click()
    qtbot.waitUntil(lambda: w.pages.currentWidget() is w.records.page)
    seen["records"] = nameless_reachable(w)
    w.navigator.back()
    w.end_screen.review_button.click()
    qtbot.waitUntil(lambda: w.pages.currentWidget() is w.replay.review_page)
    seen["review"] = nameless_reachable(w)
    w.navigator.back()
    page = w.help.show_how_to_play()
    qtbot.wait(10)
    seen["help"] = nameless_reachable(page.window())
    w.editor.new_board_action.trigger()
    qtbot.wait(10)
    seen["editor"] = nameless_reachable(w)
    w.handover.show_seat("Bo", "#7a1626", 2)
    w.pages.setCurrentWidget(w.handover)
    qtbot.wait(1)
    seen["hand-over"] = nameless_reachable(w)
    assert {k: v for k, v in seen.items() if v} == {}


def test_every_control_of_every_dialog_has_a_name(qtbot):
    import json

    from boardkit import board_data

    from daydream_qt.editor.store import boards_folder
    from daydream_qt.engine import Mode
    from daydream_qt.ui.dialogs.blank_board import BlankBoardDialog
    from daydream_qt.ui.dialogs.settings_dialog import SettingsDialog

    boards_folder().mkdir(parents=True, exist_ok=True)
    data = board_data(["....", "....", "...."])
    data["name"] = {"en": "Long Meadow", "fr": "Long pr\u00e9", "ja": "Nagai"}
    (boards_folder() / "meadow.json").write_text(json.dumps(data), encoding="utf-8")
    w = make_window(qtbot, Settings(language="en"))
    seen = {}
    dialog = w.new_game_dialog()
    assert len(dialog.user_boards) == 1  # "Your boards" lists it
    qtbot.addWidget(dialog)
    dialog.show()
    seen["new game"] = nameless_reachable(dialog)
    for mode in (Mode.PASS_AND_PLAY, Mode.SCORESHEET):
        dialog.setup_panel.set_mode(mode)
        qtbot.wait(1)
        seen[f"seat editor, {mode.name}"] = nameless_reachable(dialog)
    dialog.close()
    for name, made in (("settings", lambda: SettingsDialog(w.settings, w)),
                       ("blank board", lambda: BlankBoardDialog("en", "A", w)),
                       ("about", w.help.show_about), ("shortcuts", w.help.show_shortcuts)):
        d = made()
        qtbot.addWidget(d)
        d.show()
        qtbot.wait(1)
        seen[name] = nameless_reachable(d)
        d.hide()
    assert {k: v for k, v in seen.items() if v} == {}
