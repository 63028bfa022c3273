"""The editor's number and choice fields take the mouse wheel only while they have the focus.

The editor's side forms scroll. Without this, a wheel turned over the form changes whatever
spin box or combo box happens to pass under the pointer (a board's leaves going from 6 to 4
while the player only meant to scroll), with nothing to show it happened. A guarded field
takes the focus by click or Tab only (`Qt.FocusPolicy.StrongFocus`), and a wheel event over
it while it has no focus is left to its parents: the scroll area scrolls instead.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QWidget


class WheelGuard(QObject):
    """An event filter that passes a wheel event over an unfocused field to its parents."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Wheel and isinstance(watched, QWidget) and not watched.hasFocus():
            event.ignore()  # ignored: Qt offers it to the parents, the scroll area among them
            return True
        return False


def guard(root: QWidget) -> None:
    """Guard every spin box and combo box under `root` (and `root` itself when it is one);
    a field guarded already is left as it is."""
    fields: list[QWidget] = [w for w in root.findChildren(QWidget) if isinstance(w, (QAbstractSpinBox, QComboBox))]
    if isinstance(root, (QAbstractSpinBox, QComboBox)):
        fields.append(root)
    for w in fields:
        if w.property("wheelGuarded"):
            continue
        w.setProperty("wheelGuarded", True)
        w.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        w.installEventFilter(WheelGuard(w))
