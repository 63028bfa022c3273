"""The shelf: each item's printed drawing and nodes, the inked strokes along its curve, a
finished item inked whole, the pen and the bonus buttons."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainterPath
from PySide6.QtWidgets import QGraphicsItem

from daydream_qt.ui.board import bonus_marks, celebration
from daydream_qt.ui.board.item_art import curve_points, item_outline, whole_trace
from daydream_qt.ui.board.item_art import drawing as item_drawing
from daydream_qt.ui.board.labels import board_label
from daydream_qt.ui.board.layout import LABEL_H
from daydream_qt.ui.board.painter import Painter, add_edge, path_item
from daydream_qt.ui.style import art
from daydream_qt.ui.style.board import (
    DOT,
    GLOW,
    GLOW_EDGE,
    GLOW_STRONG,
    LEAF,
    LEAF_EDGE,
    PAPER,
    PRINT,
    PRINT_SOFT,
    SHELF,
    SUN,
    TEXT_MIN,
    brush,
    marker_pen,
    pen,
    printed_text,
    tr,
)

Z_SHELF, Z_FILL, Z_OUTLINE, Z_GLOW, Z_NODE, Z_INK, Z_BUTTON = -4, 0, 1, 2, 3, 5, 8
NODE_R = 5.5
BUTTON = 34.0
NAME_PX = 15.0
"""An item's name under its drawing; a long one shrinks to its slot, to NAME_MIN_PX."""
NAME_MIN_PX = TEXT_MIN
INK_W = 3.6
FILL_ALPHA = 46
"""The soft fill of a finished closed drawing: its ink at about a fifth."""


MARK_R = 13.0
"""The pen's disc's radius, at most (scene units)..."""
MARK_SHARE = 0.42
"""...and at most this share of the item's smallest node spacing: with the target's
diamond (TARGET_REACH times as far), the two marks stay apart over the closest nodes."""
TARGET_REACH = 1.12


def mark_radius(scene, item: int) -> float:
    """The pen's disc's radius on shelf item `item` (see MARK_SHARE)."""
    lay = scene.placed_layout
    pts = [lay.node_point(item, n) for n in range(len(lay.board.defn.items[item].nodes))]
    gap = min((math.hypot(a.x() - b.x(), a.y() - b.y()) for k, a in enumerate(pts) for b in pts[k + 1:]),
              default=2 * MARK_R)
    return max(3.0, min(MARK_R, MARK_SHARE * gap))


def _ink_path(points: list[QPointF], seed: int, closed: bool = False) -> QPainterPath:
    return art.hand_line(points, seed, 0.7, closed)


class ShelfPainter(Painter):
    def build(self) -> None:
        s = self.scene
        lay = s.placed_layout
        d = s.shown_game.board.defn
        for rect in lay.shelf_rects:
            plank = QPainterPath()
            y = rect.top() + 2.0 + lay.item_rects[0].height() + LABEL_H
            plank.addRoundedRect(QRectF(rect.left() + 4, y, rect.width() - 8, 7), 3.5, 3.5)
            s.add(path_item(plank, pen(SHELF.darker(110), 1.0), brush(SHELF)), "shelf", None, Z_SHELF)
        for i, it in enumerate(d.items):
            pts = [lay.node_point(i, n) for n in range(len(it.nodes))]
            outline = item_outline(lay, i)
            if outline is None:
                drawing = QPainterPath(pts[0])
                for p in pts[1:]:
                    drawing.lineTo(p)
                style = Qt.PenStyle.DotLine
            else:
                drawing = item_drawing(lay, i)
                style = Qt.PenStyle.SolidLine
            s.add(path_item(drawing, pen(PRINT_SOFT, 1.3, style)), "item_outline", i, Z_OUTLINE)
            for n, (node, p) in enumerate(zip(it.nodes, pts, strict=True)):
                if node.kind == "sun":
                    item = path_item(art.sun_body(NODE_R * 1.3, 1.2), None, brush(SUN), p)
                    add_edge(item, art.sun_core_edge(NODE_R * 1.3, 0.8), brush(SUN.darker(115)))
                else:
                    item = path_item(art.dot_icon(NODE_R * 1.25), None, brush(DOT), p)
                s.add(item, "item_node", (i, n), Z_NODE)
            box = lay.item_rects[i]
            # larger with the text size up to its slot; a long name shrinks to it, to NAME_MIN_PX
            name, px = board_label(s.text(it.name), NAME_PX, box.width() + 12, LABEL_H - 2)
            width = name.boundingRect().width()
            if width > box.width() + 12:
                px = max(NAME_MIN_PX, NAME_PX * (box.width() + 12) / width)
                name = art.letter_path(s.text(it.name), px)
            s.add(printed_text(path_item(name, None, brush(PRINT), QPointF(box.center().x(), box.bottom() + LABEL_H / 2)),
                               round(px)), "item_name", i, Z_NODE)
            if it.bonus:
                icon = QPainterPath()
                icon.addPath(art.sun_core(7.0).translated(-8, 0))
                icon.addPath(art.sun_rays(7.0).translated(-8, 0))
                icon.addPath(art.leaf_path(11.0).translated(8, 0))
                s.add(path_item(icon, pen(PRINT, 1.0), brush(PAPER),
                                QPointF(box.right() - 6, box.top() + 4)), "item_bonus", i, Z_NODE)
        self._ink: dict[int, tuple[int, str, list[QGraphicsItem]]] = {}
        self._glows: list[QGraphicsItem] = []
        self._buttons: list[QGraphicsItem] = []
        self._buttons_for: int | None = None

    # ------------------------------------------------------------ state
    def _progress(self, i: int) -> int:
        sheet = self.scene.sheet
        if i < sheet.item:
            return len(self.scene.shown_game.board.items[i].kinds) - 1
        return sheet.pen if i == sheet.item else 0

    def refresh(self, events: list) -> None:
        s = self.scene
        ink = s.sheet_ink
        items = s.shown_game.board.items
        for i in range(len(items)):
            prog = self._progress(i)
            drawn = self._ink.get(i)
            if drawn is not None and drawn[:2] == (prog, ink):
                continue
            if drawn is not None:
                for g in drawn[2]:
                    self.remove(g)
                del self._ink[i]
            if prog > 0:
                finished = prog == len(items[i].kinds) - 1
                made = self._finished(i, ink) if finished else self._strokes(i, prog, ink)
                self._ink[i] = (prog, ink, made)
                if events:
                    self.fade_in(made[0], 160)
                    if finished:
                        self._celebrate(i, ink)
        self._refresh_pen()
        self._refresh_buttons()
        bonus_marks.refresh(s)

    def _strokes(self, i: int, prog: int, ink: str) -> list[QGraphicsItem]:
        """The strokes drawn so far on item i: its curve from node 0 to node `prog`."""
        path = _ink_path(curve_points(self.scene.placed_layout, i, 0, prog), i)
        return [self.scene.add(path_item(path, marker_pen(ink, INK_W)), "item_ink", i, Z_INK)]

    def _finished(self, i: int, ink: str) -> list[QGraphicsItem]:
        """A finished item: the whole drawing in the seat's ink, a closed one softly filled."""
        s = self.scene
        lay = s.placed_layout
        outline = item_outline(lay, i)
        trace = whole_trace(lay, i)
        closed = outline is not None and outline.closed
        made: list[QGraphicsItem] = [s.add(path_item(_ink_path(trace, i, closed), marker_pen(ink, INK_W)), "item_ink", i, Z_INK)]
        if outline is not None:
            if closed:
                fill = QColor(ink)
                fill.setAlpha(FILL_ALPHA)
                body = QPainterPath(trace[0])
                for p in trace[1:]:
                    body.lineTo(p)
                body.closeSubpath()
                made.append(s.add(path_item(body, None, brush(fill)), "item_fill", i, Z_FILL))
            details = item_drawing(lay, i, details_only=True)
            if not details.isEmpty():
                made.append(s.add(path_item(details, marker_pen(ink, INK_W * 0.55)), "item_detail_ink", i, Z_INK))
        return made

    def _celebrate(self, i: int, ink: str) -> None:
        """A freshly finished item: a ring of light and sparks, gone in under a second."""
        celebration.celebrate(self.scene, i, ink)

    def fade_out(self, item: QGraphicsItem, ms: int) -> None:
        from daydream_qt.ui.style.motion import fade

        scene = self.scene
        fade(scene.qobject, (item,), 1.0, 0.0, ms, "InQuad", middle=0.8, done=lambda: scene.discard(item))

    def _refresh_pen(self) -> None:
        """The next stroke's two ends, told apart by shape: the pen on a round disc, the
        target in a diamond ring; both small enough never to meet over nodes close together."""
        s = self.scene
        for g in self._glows:
            self.remove(g)
        self._glows = []
        stroke = s.controller.next_stroke() if s.seat == s.controller.seat and s.sheet.stroke_queue else None
        if stroke is None:
            return
        r = mark_radius(s, stroke.item)
        pen_node = (stroke.item, s.sheet.pen)
        disc = path_item(art.pen_mark(r), pen(GLOW_EDGE, 1.6), brush(GLOW), s.node_pos(*pen_node))
        self._glows.append(s.add(disc, "node_glow", pen_node, Z_GLOW))
        target_node = (stroke.item, stroke.to_node)
        ring = path_item(art.target_mark(r * TARGET_REACH), pen(GLOW_STRONG.darker(115), 1.0),
                         brush(GLOW_STRONG), s.node_pos(*target_node))
        self._glows.append(s.add(ring, "node_glow", target_node, Z_GLOW))

    def _refresh_buttons(self) -> None:
        """R11: when a finished item offers its bonus, a sun and a leaf button sit next to it."""
        s = self.scene
        sheet = s.sheet
        want = sheet.item - 1 if sheet.bonus_pending else None
        if want == self._buttons_for:
            return
        for b in self._buttons:
            self.remove(b)
        self._buttons = []
        self._buttons_for = want
        if want is None:
            return
        box = s.placed_layout.item_rects[want]
        for k, kind in enumerate(("sun", "leaf")):
            centre = QPointF(box.right() - BUTTON * 0.55 - (1 - k) * (BUTTON + 6), box.top() + BUTTON * 0.55)
            bg = QPainterPath()
            bg.addRoundedRect(QRectF(-BUTTON / 2, -BUTTON / 2, BUTTON, BUTTON), 10, 10)
            button = path_item(bg, pen(GLOW_EDGE, 2.0), brush(PAPER), centre)
            colour = SUN if kind == "sun" else LEAF
            icon = path_item(art.bonus_icon(kind, BUTTON * 0.8), pen(LEAF_EDGE if kind == "leaf" else SUN.darker(115), 1.6),
                             brush(colour))
            icon.setParentItem(button)
            button.setToolTip(tr("Bonus: one extra sun stroke") if kind == "sun"
                              else tr("Bonus: circle the next leaf"))
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            self._buttons.append(s.add(button, "bonus_button", kind, Z_BUTTON))
