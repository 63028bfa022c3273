"""The board editor behaves as a board maker expects: the wheel scrolls the form rather than
changing a field it passes over, the chosen tool shows and says what it does, and the
fields say what they mean."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QScrollArea
from uikit import editor_page_with, filled_model


def wheel(widget, steps: int = -2) -> bool:
    """Turn the wheel over the middle of `widget` (negative: towards the player, down);
    whether the widget kept the event (an event it leaves goes on to its parents when it
    comes from the system; one sent by a test stops there)."""
    middle = QPointF(widget.width() / 2, widget.height() / 2)
    event = QWheelEvent(middle, QPointF(widget.mapToGlobal(middle.toPoint())), QPoint(0, 0),
                        QPoint(0, 120 * steps), Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                        Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)
    return event.isAccepted()


def test_the_wheel_over_a_field_without_focus_scrolls_the_form_not_the_field(window, qtbot):
    page = editor_page_with(window, filled_model("ABC", 3, 6))
    form = page.board_form
    leaves, width = form.leaf_count.value(), form.panel_widths[0].value()
    page.view.setFocus()
    kept = [wheel(w) for w in (form.leaf_count, form.panel_widths[0], form.difficulty, form.combination)]
    assert kept == [False] * 4  # left to the parents: the scroll area scrolls
    assert (form.leaf_count.value(), form.panel_widths[0].value()) == (leaves, width)
    assert form.difficulty.currentData() == page.model.difficulty
    assert form.combination.currentData() == "ABC"
    assert form.leaf_count.focusPolicy() == Qt.FocusPolicy.StrongFocus
    # the scroll area does scroll with the wheel it is left
    area = page.tabs.widget(0)
    assert isinstance(area, QScrollArea)
    page.resize(1000, 500)
    qtbot.wait(10)
    bar = area.verticalScrollBar()
    assert bar.maximum() > 0
    wheel(area.viewport())
    assert bar.value() > 0


def test_every_number_and_choice_field_of_the_editor_is_guarded(window):
    from PySide6.QtWidgets import QAbstractSpinBox, QComboBox

    page = editor_page_with(window, filled_model("EF", 3, 6))  # the garland's reward rows too
    fields = [w for w in page.findChildren(QAbstractSpinBox) + page.findChildren(QComboBox)]
    assert len(fields) > 20
    assert all(w.property("wheelGuarded") for w in fields)


def test_the_wheel_changes_a_field_once_it_has_the_focus(window, qtbot):
    page = editor_page_with(window, filled_model("A", 3, 4))
    spin = page.board_form.leaf_count
    before = spin.value()
    spin.setFocus()
    qtbot.waitUntil(spin.hasFocus)
    wheel(spin, -1)
    assert spin.value() == before - 1
