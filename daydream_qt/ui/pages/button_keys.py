"""Space and Enter press the focused button of a page, whatever the window's own keys.

The window binds Space to Roll the dice for the whole window (a `QShortcut`): a shortcut
wins over the focused widget unless that widget claims the key first (Qt's
ShortcutOverride), and Qt's buttons claim nothing. So, on the game page, the hand-over and
the end screen, Space on a focused button rolled the dice instead of pressing it, and
Enter, outside a dialog, pressed nothing. `ButtonKeys`, an event filter on the page (key
events a child does not take come up to it), claims Space for a focused button or check
box of the page, which then presses itself as Qt's buttons do, and presses the focused
button on Enter or Return.

Installed once the page is first shown (`install`): a filter sees every event of its
page, and Python's first look at an event's class costs a few milliseconds the window's
first frame need not pay.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget

_ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


def _plain(event: QKeyEvent) -> bool:
    """No modifier but the keypad's (Enter on the keypad)."""
    mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
    return mods == Qt.KeyboardModifier.NoModifier


class ButtonKeys(QObject):
    """The filter of one page (see the module's docstring)."""

    def __init__(self, page: QWidget) -> None:
        super().__init__(page)
        self.page = page

    def focused_button(self) -> QAbstractButton | None:
        """The page's focused button, when it can be pressed."""
        focused = QApplication.focusWidget()
        if isinstance(focused, QAbstractButton) and self.page.isAncestorOf(focused) \
                and focused.isEnabled() and focused.isVisible():
            return focused
        return None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        kind = event.type()
        if kind == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent):
            if event.key() == Qt.Key.Key_Space and _plain(event) and self.focused_button() is not None:
                event.accept()  # the button's own: the key press comes to it
                return True
        elif kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            if event.key() in _ENTER and _plain(event):
                button = self.focused_button()
                if button is not None:
                    button.click()
                    return True
        return False


def install(page: QWidget) -> ButtonKeys:
    """Give `page` the filter (once: a second call returns the first filter)."""
    known = page.findChild(ButtonKeys, options=Qt.FindChildOption.FindDirectChildrenOnly)
    if isinstance(known, ButtonKeys):
        return known
    keys = ButtonKeys(page)
    page.installEventFilter(keys)
    return keys
