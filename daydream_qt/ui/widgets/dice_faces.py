"""Two dice drawn as faces with pips, in the marker's ink (a turn's dice, to look at)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from daydream_qt.ui.style import art, palette


class DiceFaces(QWidget):
    """Shows the values it is given (none: nothing); it cannot be clicked."""

    def __init__(self, size: int = 40, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.face = size
        self.values: tuple[int, ...] = ()
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setFixedSize(self.sizeHint())

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(self.face * 2 + self.face // 3 + 4, self.face + 4)

    def set_values(self, values: Sequence[int]) -> None:
        self.values = tuple(int(v) for v in values if 1 <= int(v) <= 6)
        accessible = " ".join(str(v) for v in self.values)
        self.setAccessibleName(accessible)
        self.update()

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt override)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        step = self.face + self.face // 3
        for k, value in enumerate(self.values):
            centre = QPointF(2 + self.face / 2 + k * step, 2 + self.face / 2)
            face = art.die_face_path(value, float(self.face)).translated(centre)
            p.setPen(QPen(QColor(palette.EDGE), 1.2))
            p.setBrush(QColor(palette.INK))
            p.drawPath(face)
        if not self.values:
            p.setPen(QPen(QColor(palette.EDGE), 1.2, Qt.PenStyle.DashLine))
            p.setBrush(QColor(palette.CARD))
            for k in range(2):
                p.drawRoundedRect(2 + k * step, 2, self.face, self.face, self.face * 0.2, self.face * 0.2)
        p.end()
