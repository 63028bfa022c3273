"""A signal for "the window's first frame is on screen": work that can wait goes there."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget


class FirstFrame(QObject):
    """Emits `shown` once, when the event loop is idle after `widget` was first painted.

    Painting a top-level window paints all of it in one pass, so by then the whole frame,
    board included, is on screen. A zero-interval timer fires after the events already
    waiting have been handled: deferred work never delays what the player asked for.
    """

    shown = Signal()

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self._widget = widget
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.shown)
        widget.installEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if obj is self._widget and event.type() == QEvent.Type.Paint:
            self._widget.removeEventFilter(self)
            self._timer.start()
        return False
