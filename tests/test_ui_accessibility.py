"""A screen reader can play: every control has a name, the board says the cloud under the
keyboard cursor, and changes of the dice, leaves, score and status line are announced."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from uikit import make_window

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
        name = view.accessibleName()
        assert name.startswith(f"Row {row + 1}, column {col + 1}"), name
        seen.add(name)
    assert len(seen) >= 3  # it followed the cursor
    assert "Score: 0" in view.accessibleDescription()


def test_the_board_says_whether_the_die_may_go_there(qtbot):
    w = playing_window(qtbot)
    view, scene, c = w.view, w.view.board_scene, w.controller
    value = c.selected_value()
    legal = sorted(c.legal_cells())
    assert legal and value is not None
    scene.set_cursor(legal[0])
    assert view.accessibleName().endswith(f": empty; the {value} may go here")
    c.write_at(legal[0])
    scene.set_cursor(legal[0])
    assert view.accessibleName().endswith(f": {c.game.state.sheets[0].values[legal[0]]}")
    # Now another die is selected: the first starting number went anywhere, so a filled
    # cloud is the one place it may not go.
    filled = [i for i, v in enumerate(c.game.state.sheets[0].values) if v != EMPTY]
    empty_illegal = [i for i in range(c.game.board.n_cells)
                     if i not in c.legal_cells() and c.game.state.sheets[0].values[i] == EMPTY]
    if c.selected_value() is not None and empty_illegal:
        scene.set_cursor(empty_illegal[0])
        assert view.accessibleName().endswith(f"the {c.selected_value()} may not go here")
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
