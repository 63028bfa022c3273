"""Points lost turn by turn, as bars drawn with vector paths in the app's colours.

It takes plain values (a loss per turn and the turns to mark), never a review. A bar is
clicked, or chosen with the arrow keys and Enter, to ask for that turn (`turn_chosen`).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QMouseEvent, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from daydream_qt.ui.style import palette
from daydream_qt.ui.style.focus import focus_ring


def nice_top(value: float) -> float:
    """A round top for the axis (0.5, 1, 2, 5, 10...) at or above `value`."""
    magnitude = 0.1
    while True:
        for m in (5, 10, 20):
            if m * magnitude >= value:
                return m * magnitude
        magnitude *= 10


class LossChart(QWidget):
    """One bar per turn; the marked turns (the mistakes) in the thorn's red, the others in ink."""

    turn_chosen = Signal(int)
    """The index of a bar clicked (or chosen with the keys and Enter)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(240, 140)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.title = ""
        self.empty_text = ""
        self.losses: list[float] = []
        self.labels: list[str] = []
        self.marked: set[int] = set()
        self.current = -1
        """The bar the keyboard is on (-1: none)."""

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(520, 220)

    def set_losses(self, losses: Sequence[float], labels: Sequence[str] = (),
                   marked: Sequence[int] = ()) -> None:
        """A loss per bar (>= 0), a short label per bar (the turn), and the bars to mark."""
        self.losses = [max(0.0, float(x)) for x in losses]
        self.labels = [str(s) for s in labels] or [str(i) for i in range(len(self.losses))]
        self.marked = {int(i) for i in marked}
        self.current = min(self.current, len(self.losses) - 1)
        self.update()

    def _font(self, size: float, bold: bool = False) -> QFont:
        f = QFont(self.font())
        f.setPixelSize(round(size))
        f.setBold(bold)
        return f

    def plot_area(self) -> QRectF:
        return QRectF(self.rect()).adjusted(48, 34, -16, -28)

    def bar_rect(self, index: int) -> QRectF:
        """Where bar `index` may be drawn (its full height), for painting and for clicks."""
        area = self.plot_area()
        n = max(1, len(self.losses))
        w = area.width() / n
        return QRectF(area.left() + index * w, area.top(), w, area.height())

    def bar_at(self, pos: QPointF) -> int:
        area = self.plot_area()
        if not self.losses or not (area.left() <= pos.x() < area.right()):
            return -1
        return min(len(self.losses) - 1, int((pos.x() - area.left()) / area.width() * len(self.losses)))

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt override)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        frame = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        p.setPen(QPen(QColor(palette.EDGE), 1))
        p.setBrush(QColor(palette.CARD))
        p.drawRoundedRect(frame, 12, 12)
        p.setPen(QColor(palette.MUTED))
        p.setFont(self._font(12, True))
        p.drawText(frame.adjusted(16, 10, -16, 0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                   self.title)
        area = self.plot_area()
        if not self.losses or area.width() < 20 or area.height() < 20:
            p.setFont(self._font(13))
            p.drawText(area, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.empty_text)
            return
        top = nice_top(max(self.losses))
        p.setFont(self._font(11))
        for k in range(5):
            v = top * k / 4
            y = area.bottom() - area.height() * k / 4
            p.setPen(QPen(QColor(palette.EDGE), 1, Qt.PenStyle.DotLine))
            p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            p.setPen(QColor(palette.MUTED))
            p.drawText(QRectF(area.left() - 46, y - 8, 40, 16),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, f"{v:g}")
        n = len(self.losses)
        every = max(1, round(n / max(1.0, area.width() / 28)))
        for i, loss in enumerate(self.losses):
            slot = self.bar_rect(i)
            gap = min(3.0, slot.width() * 0.2)
            h = area.height() * loss / top
            bar = QRectF(slot.left() + gap / 2, area.bottom() - h, slot.width() - gap, h)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(palette.THORN if i in self.marked else palette.INK))
            if h > 0:
                p.drawRoundedRect(bar, min(3.0, bar.width() / 2), min(3.0, bar.width() / 2))
            if i == self.current and self.hasFocus():
                focus_ring(p, slot.adjusted(-3, -6, 3, 6), 5)
            if i % every == 0 or i in self.marked:
                p.setPen(QColor(palette.THORN if i in self.marked else palette.MUTED))
                p.drawText(QRectF(slot.center().x() - 20, area.bottom() + 4, 40, 16),
                           Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, self.labels[i])
        p.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        i = self.bar_at(event.position())
        if i >= 0:
            self.current = i
            self.update()
            self.turn_chosen.emit(i)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        key = event.key()
        n = len(self.losses)
        if n and key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End):
            step = -1 if key == Qt.Key.Key_Left else 1 if key == Qt.Key.Key_Right else 0
            if key == Qt.Key.Key_Home:
                self.current = 0
            elif key == Qt.Key.Key_End:
                self.current = n - 1
            else:
                self.current = max(0, min(n - 1, self.current + step))
            self.update()
            return
        if n and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and self.current >= 0:
            self.turn_chosen.emit(self.current)
            return
        super().keyPressEvent(event)
