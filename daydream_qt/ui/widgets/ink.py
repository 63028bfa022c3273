"""Marker inks: the palette seats choose from, and a small button that picks one."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QMenu, QToolButton, QWidget

if TYPE_CHECKING:
    from PySide6.QtGui import QIcon

INKS: tuple[tuple[str, str], ...] = (
    ("#2b4c7e", QT_TRANSLATE_NOOP("Ink", "Blue")),
    ("#b23a48", QT_TRANSLATE_NOOP("Ink", "Red")),
    ("#2f7d4f", QT_TRANSLATE_NOOP("Ink", "Green")),
    ("#6a4c93", QT_TRANSLATE_NOOP("Ink", "Violet")),
    ("#c0661b", QT_TRANSLATE_NOOP("Ink", "Orange")),
    ("#1f7a8c", QT_TRANSLATE_NOOP("Ink", "Teal")),
    ("#8a5a2b", QT_TRANSLATE_NOOP("Ink", "Brown")),
    ("#3b3a36", QT_TRANSLATE_NOOP("Ink", "Graphite")),
)
"""Marker colours far enough apart to tell sheets apart at a glance; the first five are
the default inks of seats 1-5."""


def ink_name(ink: str) -> str:
    for value, name in INKS:
        if value.lower() == ink.lower():
            return QCoreApplication.translate("Ink", name)
    return ink


def default_inks(first: str, count: int) -> list[str]:
    """`count` distinct inks, starting with `first` (the player's own ink from the settings)."""
    palette = [v for v, _ in INKS]
    order = [first] + [v for v in palette if v.lower() != first.lower()]
    return order[:count]


def ink_icon(ink: str, size: int = 16) -> QIcon:
    """A round swatch of the ink, for menus, tabs and buttons."""
    from PySide6.QtGui import QIcon  # only a game with seats asks: not on the way to the board

    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(QColor(ink).darker(130), 1))
    p.setBrush(QColor(ink))
    p.drawEllipse(QRectF(1.5, 1.5, size - 3, size - 3))
    p.end()
    return QIcon(pixmap)


class InkButton(QToolButton):
    """A swatch that opens the palette; `ink` is the chosen colour."""

    ink_changed = Signal(str)

    def __init__(self, ink: str = INKS[0][0], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.setIconSize(QSize(20, 20))
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setObjectName("ink")
        menu = QMenu(self)
        for value, _name in INKS:
            action = menu.addAction(ink_icon(value, 18), ink_name(value))
            action.triggered.connect(lambda _=False, v=value: self.set_ink(v))
        self.setMenu(menu)
        self.ink = ""
        self.set_ink(ink)

    def set_ink(self, ink: str) -> None:
        if ink == self.ink:
            return
        self.ink = ink
        self.setIcon(ink_icon(ink, 20))
        from daydream_qt.ui.widgets.plain import tooltip  # an ink from a settings file is any text

        self.setToolTip(tooltip(self.tr("Marker colour: {0}").format(ink_name(ink))))
        self.setAccessibleName(ink_name(ink))
        self.ink_changed.emit(ink)
