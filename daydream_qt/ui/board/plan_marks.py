"""Two plans of one turn drawn over a sheet: the one played and the best the coach found.

The played plan: a solid ring in the seat's ink and its digit; the best plan: a dashed
violet ring (the coach's colour, as its hints) and its digit. Where both write in the same
cloud, the played digit sits on the left and the best one on the right. Each plan's first
cloud carries a small printed tag naming it, so the picture reads without the legend.

Strokes are straight lines from node to node on the shelf, in the same two styles.

Items carry the roles "plan_played" and "plan_best" (index: the cell), "plan_played_stroke"
and "plan_best_stroke" (index: the item) and "plan_tag".
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainterPath
from PySide6.QtWidgets import QGraphicsItem

from daydream_qt.ui.board.labels import board_label
from daydream_qt.ui.board.painter import Surface, path_item
from daydream_qt.ui.style import art
from daydream_qt.ui.style.board import CARD, CELL_H, CELL_W, HINT, brush, pen

BEST = HINT
"""The coach's violet (style/board.py's HINT, in the colours of the theme): the best plan is
the coach's."""
STYLES = {"played": Qt.PenStyle.SolidLine, "best": Qt.PenStyle.DashLine}
"""Each plan's line: they differ by it, and by their tags, as well as by their colours."""
Z_PLAN = 8
"""Over the digits, the glows and the cursor: these marks are what the page is about."""


def _t(text: str) -> str:
    return QCoreApplication.translate("PlanMarks", text)


def tag_texts() -> dict[str, str]:
    """The printed tag of each plan."""
    return {"played": _t("played"), "best": _t("best")}


class PlanMarks:
    """Draws two lists of (cell, value) writes on a board scene; `clear` takes them away."""

    def __init__(self, scene: Surface) -> None:
        self.scene = scene
        self._items: list[QGraphicsItem] = []
        self.shown: dict[str, list[tuple[int, int]]] = {"played": [], "best": []}
        self.strokes: dict[str, list[tuple[int, int, int]]] = {"played": [], "best": []}

    def clear(self) -> None:
        for item in self._items:
            self.scene.discard(item)
        self._items = []
        self.shown = {"played": [], "best": []}
        self.strokes = {"played": [], "best": []}

    def _strokes(self, strokes: Sequence[tuple[int, int, int]], colour: QColor, style: Qt.PenStyle,
                 side: int, which: str) -> None:
        """Each stroke a straight line from node to node, the two plans a little apart."""
        s = self.scene
        shift = QPointF(side * 2.5, side * 2.5)
        for item, frm, to in strokes:
            path = QPainterPath(s.node_pos(item, frm) + shift)
            path.lineTo(s.node_pos(item, to) + shift)
            line = path_item(path, pen(colour, 3.2, style))
            self._items.append(s.add(line, f"plan_{which}_stroke", item, Z_PLAN, cache=False))

    def show(self, played: Sequence[tuple[int, int]], best: Sequence[tuple[int, int]],
             played_strokes: Sequence[tuple[int, int, int]] = (),
             best_strokes: Sequence[tuple[int, int, int]] = ()) -> None:
        """Draw both plans' writes, (cell, value) each, and their strokes, (item, from node,
        to node) each ([] for none); what was drawn before goes."""
        self.clear()
        s = self.scene
        if s.layout is None or s.game is None:
            return
        self.shown = {"played": list(played), "best": list(best)}
        self.strokes = {"played": list(played_strokes), "best": list(best_strokes)}
        self._strokes(played_strokes, s.ink, STYLES["played"], -1, "played")
        self._strokes(best_strokes, BEST, STYLES["best"], 1, "best")
        both = {c for c, _ in played} & {c for c, _ in best}
        ink = s.ink
        styles = {
            "played": (ink, STYLES["played"], 0.66, -1),
            "best": (BEST, STYLES["best"], 0.56, 1),
        }
        for which, marks in (("played", played), ("best", best)):
            colour, style, scale, side = styles[which]
            for k, (cell, value) in enumerate(marks):
                centre = s.cell_pos(cell)
                ring = path_item(art.marker_circle(CELL_W * scale, CELL_H * scale, cell + 3 * side),
                                 pen(colour, 3.0, style), None, centre)
                self._items.append(s.add(ring, f"plan_{which}", cell, Z_PLAN, cache=False))
                shared = cell in both
                size = CELL_H * (0.42 if shared else 0.56)
                faint = QColor(colour)
                faint.setAlpha(200)  # a plan, not a number written on the sheet
                digit = path_item(art.digit_path(value, size, cell + 11 * side), pen(faint, 3.0))
                digit.setParentItem(ring)
                digit.setPos(QPointF(side * CELL_W * 0.2 if shared else 0.0, 2.0))
                if k == 0:
                    self._tag(which, colour, centre, side)

    def _tag(self, which: str, colour: QColor, centre: QPointF, side: int) -> None:
        # larger with the text size, no taller than the gap over the cloud
        text, _ = board_label(tag_texts()[which], 15.0, None, CELL_H * 0.4)
        r = text.boundingRect()
        back = path_item(_pill(r.width() + 10, r.height() + 6), pen(colour, 1.4), brush(CARD))
        label = path_item(text, None, brush(colour))
        label.setParentItem(back)
        # above the cloud, the played tag left of its centre and the best one right: they never meet
        back.setPos(centre + QPointF(side * (r.width() / 2 + 8), -CELL_H * 0.5 - r.height() / 2 - 4))
        self._items.append(self.scene.add(back, "plan_tag", which, Z_PLAN + 1, cache=False))


def _pill(w: float, h: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(QRectF(-w / 2, -h / 2, w, h), h / 2, h / 2)
    return path
