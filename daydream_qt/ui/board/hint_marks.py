"""The coach's hint on the board: a soft dashed ring and a pale digit in each suggested cloud.

Hint items carry the role "hint" (index: the cell). They only show a suggestion: the
sheet is unchanged until the player writes (or presses Play it).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPainterPath

from daydream_qt.ui.board.painter import Painter, path_item
from daydream_qt.ui.style import art
from daydream_qt.ui.style.board import CELL_H, CELL_W, HINT, HINT_DIGIT, HINT_FILL, brush, pen

HINT_DASH = Qt.PenStyle.DashLine
"""A hint's ring is dashed: a pencilled suggestion, told from a written ring (solid) by its
line as well as by the coach's violet."""
Z_HINT = 5


class HintPainter(Painter):
    """Draws `scene.hint_marks` ((cell, value) pairs); the hint itself lives elsewhere."""

    def build(self) -> None:
        self._items: list = []
        self.show(self.scene.hint_marks)

    def show(self, marks: list[tuple[int, int]]) -> None:
        s = self.scene
        for it in self._items:
            self.remove(it)
        self._items = []
        for cell, value in marks:
            centre = s.cell_pos(cell)
            # A pencilled oval, not a box: frames are dashed boxes around cells already.
            ring = path_item(art.marker_circle(CELL_W * 0.6, CELL_H * 0.6, cell),
                             pen(HINT, 2.4, HINT_DASH), None, centre)
            self._items.append(s.add(ring, "hint", cell, Z_HINT))
            halo = QPainterPath()
            halo.addEllipse(QPointF(0, 0), CELL_W * 0.5, CELL_H * 0.5)
            fill = path_item(halo, None, brush(HINT_FILL))
            fill.setParentItem(ring)
            digit = path_item(art.digit_path(value, CELL_H * 0.5, cell + 7), pen(HINT_DIGIT, 3.0))
            digit.setParentItem(ring)
            digit.setPos(QPointF(1, 2))
            self.fade_in(ring, 260)
