"""Marker inks: the palette seats choose from, and a small button that picks one."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QMenu, QToolButton, QWidget

if TYPE_CHECKING:
    from PySide6.QtGui import QIcon

# QT_TRANSLATE_NOOP returns its message (a str); the stubs say object
INKS: tuple[tuple[str, str], ...] = (  # type: ignore[assignment]
    ("#2b4c7e", QT_TRANSLATE_NOOP("Ink", "Blue")),
    ("#7a1626", QT_TRANSLATE_NOOP("Ink", "Red")),
    ("#2a9283", QT_TRANSLATE_NOOP("Ink", "Teal")),
    ("#d0600f", QT_TRANSLATE_NOOP("Ink", "Orange")),
    ("#9268e6", QT_TRANSLATE_NOOP("Ink", "Violet")),
    ("#2f7d4f", QT_TRANSLATE_NOOP("Ink", "Green")),
    ("#8a5a2b", QT_TRANSLATE_NOOP("Ink", "Brown")),
    ("#3b3a36", QT_TRANSLATE_NOOP("Ink", "Graphite")),
)
"""Marker colours; the first DEFAULT_COUNT are the default inks of seats 1-5.

Those five stay at least 20 apart (CIEDE2000) for every pair, in normal vision and under
simulated protanopia, deuteranopia and tritanopia, and each is drawn at 3:1 or more on
the sheet's paper (tests/test_colour_vision.py). They differ in lightness as well as
hue: a dark blue and a deep red against a light teal, orange and violet, because a
red-green or blue-violet difference alone vanishes for one player in twelve.
"""

DEFAULT_COUNT = 5

def ink_name(ink: str) -> str:
    for value, name in INKS:
        if value.lower() == ink.lower():
            return QCoreApplication.translate("Ink", name)
    return ink


MIN_APART = 20.0
"""CIEDE2000 two seats' inks keep for every way of seeing (colour_vision.VISIONS)."""


def told_apart(a: str, b: str) -> bool:
    """Whether two inks stay at least MIN_APART apart in normal vision and under
    protanopia, deuteranopia and tritanopia (an ink that is not #rrggbb is apart from none)."""
    from daydream_qt.ui.style.colour_vision import worst_difference

    try:
        return worst_difference(a, b) >= MIN_APART
    except ValueError:
        return False


def default_inks(first: str, count: int) -> list[str]:
    """`count` inks every pair of which is `told_apart`, starting with `first` (the
    player's own ink from the settings) when some choice of the others allows it.

    The others come from INKS in their order, the default five first. An ink no set of
    `count` can hold (green sits close to four of the five) gives way to the defaults.
    """
    from itertools import combinations

    values = [v for v, _ in INKS]
    others = [v for v in values if v.lower() != first.lower()]
    for rest in combinations(others, count - 1):
        chosen = [first, *rest]
        if all(told_apart(a, b) for a, b in combinations(chosen, 2)):
            return chosen
    if first.lower() != values[0].lower():
        return default_inks(values[0], count)
    return values[:count]


def kept_apart(inks: list[str]) -> list[str]:
    """`inks` with each one too like an ink before it replaced by the first of INKS told
    apart from all those before; when none is left, the `default_inks` of the first."""
    kept: list[str] = []
    for ink in inks:
        if all(told_apart(ink, k) for k in kept):
            kept.append(ink)
            continue
        free = next((v for v, _ in INKS if all(told_apart(v, k) for k in kept)), None)
        if free is None:
            return default_inks(inks[0], len(inks))
        kept.append(free)
    return kept


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
            action.setData(value)
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

        said = self.tr("Marker colour: {0}").format(ink_name(ink))
        self.setToolTip(tooltip(said))
        self.setAccessibleName(said)
        self.ink_changed.emit(ink)
