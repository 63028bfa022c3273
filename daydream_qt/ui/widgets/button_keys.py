"""A focused control answers Space and Enter itself, before any shortcut of the window.

The main window keeps Space (roll the dice) and a few other plain keys as window-wide
shortcuts for the game page. Qt offers a key to the window's shortcuts before the focused
widget gets it, unless that widget claims the key first (a ShortcutOverride accepted):
a QPushButton does not, so on every other page Space on a focused button went to the
game's shortcut, which does nothing there, and the button stayed unpressed. A QPushButton
outside a dialog does not answer Enter either.

`answer_keys(page)` fixes both for every control under `page`: while a button, a check
box, a combo box or a list holds the focus, Space (and, for a push or tool button, Enter
and Return) goes to it; Enter clicks a push or tool button. Other keys (R, H, Ctrl+Z...)
and other widgets are left as they were: on the game page, Space on the board still rolls.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QWidget

_ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
_PLAIN = (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier)


class ButtonKeys(QObject):
    """The event filter of `answer_keys`: one per page it watches."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        kind = event.type()
        if kind not in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress) or not isinstance(event, QKeyEvent):
            return False
        if event.modifiers() not in _PLAIN:
            return False
        # Qt's control classes only now: each brings its enums to make, which a page's first
        # frame (its events pass here too) need not pay.
        from PySide6.QtWidgets import (
            QAbstractButton,
            QAbstractItemView,
            QComboBox,
            QPushButton,
            QToolButton,
        )

        focused = QApplication.focusWidget()
        if focused is None or not focused.isEnabled() or not _under(focused, watched):
            return False
        key = event.key()
        pressable = isinstance(focused, (QPushButton, QToolButton))
        if kind == QEvent.Type.ShortcutOverride:
            if (key == Qt.Key.Key_Space and isinstance(focused, (QAbstractButton, QComboBox, QAbstractItemView))) \
                    or (key in _ENTER and pressable):
                event.accept()  # the key goes to the focused control, not to a window shortcut
            return False
        # A key press the focused button left alone comes up to the page: Enter clicks it.
        if key in _ENTER and pressable and isinstance(focused, QAbstractButton):
            focused.click()
            return True
        return False


def _under(widget: QWidget, watched: QObject) -> bool:
    return isinstance(watched, QWidget) and (widget is watched or watched.isAncestorOf(widget))


def answer_keys(page: QWidget) -> ButtonKeys:
    """Have every control under `page` answer Space and Enter (see the module). The filter
    watches `page` alone: key events a child leaves alone come up to it, a ShortcutOverride
    (which no button takes) always does, so controls made later are answered too."""
    keys = ButtonKeys(page)
    page.installEventFilter(keys)
    return keys
