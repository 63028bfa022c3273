"""The focus ring of widgets that paint themselves: the same ring the style sheet draws.

The style sheet gives every control it draws a 2 px border in palette.FOCUS while it has
the keyboard's focus (`palette.focus_rules`). A button that paints itself (a die of the
tray, a board's card) draws no style-sheet border: `focus_ring` paints the same ring with
a painter, and `FocusRings` lays it over any such button (and any slider, whose groove
covers a border) when it takes the focus, so no painter has to remember it. A widget that draws its own ring (on a part of itself, as the
loss chart on its current bar) says so with the property OWN_RING and is left alone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QAbstractButton, QSlider, QWidget
from shiboken6 import isValid

from daydream_qt.ui.style import palette

if TYPE_CHECKING:
    from PySide6.QtGui import QPaintEvent
    from PySide6.QtWidgets import QApplication

RING_WIDTH = 3.0
"""Pixels: with antialiasing at least 2 px of it are the full colour, whatever the rounding."""
RING_RADIUS = 10.0
OWN_RING = "ownFocusRing"
"""Dynamic property: True on a widget that paints its focus ring itself."""
RING_NAME = "focus_ring"
"""Object name of the ring laid over a button (tests find it by this name)."""


def focus_ring(painter: QPainter, rect: QRectF, radius: float = RING_RADIUS) -> None:
    """Paint the focus ring just inside `rect`, in the colour of the theme in use."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    half = RING_WIDTH / 2
    painter.setPen(QPen(QColor(palette.FOCUS), RING_WIDTH))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect.adjusted(half, half, -half, -half), radius, radius)
    painter.restore()


def paints_itself(widget: QWidget) -> bool:
    """Whether `widget` is a button whose class paints it (so no style-sheet ring shows), or
    a slider (whose groove covers a style-sheet border), and does not draw a ring of its own."""
    if widget.property(OWN_RING):
        return False
    if isinstance(widget, QSlider):
        return True
    if not isinstance(widget, QAbstractButton):
        return False
    for cls in type(widget).__mro__:
        if cls.__module__.startswith("PySide6"):
            return False
        if "paintEvent" in vars(cls):
            return True
    return False


class _Ring(QWidget):
    """The ring over a button: transparent to the mouse, never focused, as large as it."""

    def __init__(self, target: QWidget) -> None:
        super().__init__(target)
        self.setObjectName(RING_NAME)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setGeometry(target.rect())

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        p = QPainter(self)
        focus_ring(p, QRectF(self.rect()))
        p.end()


class FocusRings(QObject):
    """Lays the ring over each self-painted button that takes the focus, and takes it off
    when the focus leaves; follows the button's size while it has the focus."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self._ring: _Ring | None = None
        """The ring shown, over the widget that has the focus."""
        app.focusChanged.connect(self._changed)

    def _changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        # The widget losing the focus may be being destroyed (and its ring with it): only the
        # ring is touched, and only while it still exists.
        ring = self._ring
        self._ring = None
        if ring is not None and isValid(ring):
            ring.hide()  # the filter stays on its widget: it only acts for the ring shown
        if new is None or not paints_itself(new):
            return
        ring = new.findChild(_Ring, RING_NAME, Qt.FindChildOption.FindDirectChildrenOnly)
        if ring is None:
            ring = _Ring(new)
        ring.setGeometry(new.rect())
        ring.raise_()
        ring.show()
        new.installEventFilter(self)
        self._ring = ring

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        ring = self._ring
        if (event.type() == QEvent.Type.Resize and ring is not None and isValid(ring)
                and isinstance(watched, QWidget) and ring.parentWidget() is watched):
            ring.setGeometry(watched.rect())
        return False


def follow_focus(app: QApplication) -> FocusRings:
    """Ring every self-painted button of `app` while it has the focus (once per app)."""
    existing = app.findChild(FocusRings)
    if isinstance(existing, FocusRings):
        return existing
    rings = FocusRings(app)
    rings._changed(None, app.focusWidget())  # installed after the first frame: the focus may be there
    return rings
