"""The board being edited, drawn as printed: lattice, clouds, marks, line ends, shelf, foot.

The play scene follows a game; this one follows a `BoardModel`, which may be unfinished
(no line yet, an item without a sun), so it draws straight from the board file's form and
never compiles it. It uses the play scene's art (clouds, dots, suns, stars, moons, leaves,
the thorn plant, item outlines) so a board looks here as it will at play. Everything is
redrawn on each change: a board is a few hundred paths, a few milliseconds.

`target_at(pos)` tells the editor page what a tap points at; `highlight(problem)` rings
the place of a problem.

While a line is being drawn (an item's outline or the constellation track, see `Drawing`)
the view closes in on its box: a veil and a light grid over the box, the points placed so
far joined in order, and a rubber band from the last one to the pointer. Points are kept
as 0..1 of the box, rounded to hundredths, as the typed entry has them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsView,
    QWidget,
)

from daydream_qt.editor.model import BoardModel
from daydream_qt.editor.problems import Problem
from daydream_qt.ui.board.module_space import SPACE
from daydream_qt.ui.board.painter import path_item
from daydream_qt.ui.style import art
from daydream_qt.ui.style.board import (
    CELL_H,
    CELL_W,
    CLOUD_EDGE,
    CLOUD_FILL,
    CLOUD_MOON_FILL,
    CLOUD_STAR_FILL,
    CURSOR,
    DOT,
    ICON_R,
    LEAF,
    LEAF_EDGE,
    MOON,
    PAPER,
    PAPER_EDGE,
    PITCH,
    PRINT,
    PRINT_SOFT,
    SEAM,
    SHELF,
    STAR,
    SUN,
    THORN,
    brush,
    frame_colour,
    outline_pen,
    pen,
)
from daydream_qt.ui.widgets.outline_art import outline_drawing

GAP = PITCH * 1.3
"""Lattice pitch of the editor: room for a line's dot and sun between any two clouds."""
MARGIN = 40.0
ITEM = PITCH * 1.5
ITEM_GAP = 18.0
LABEL_H = 22.0
FOOT_H = 90.0
PROBLEM = QColor("#c0392b")
SLOT = QColor("#d9d2c2")
THORN_SLOTS = 8
SLACK = 0.15
"""How far outside its box (a share of the box) a drawing's point may be placed: it lands on
the box's edge. A tap further away places nothing."""
FOCUS_MARGIN = 0.3
"""Room around the box being drawn on when the view closes in on it (a share of the box)."""
DRAW_Z = 40
NEAR_PIXELS = 14
"""A tap this close (on the screen) to a drawing's first point finishes the drawing."""


@dataclass
class Drawing:
    """A line being drawn on the board: `kind` "item" (the outline of item `index`) or
    "track" (the constellation track); its points so far, 0..1 of the box, and whether
    each one is a big star (the track's)."""

    kind: str
    index: int | None = None
    points: list[tuple[float, float]] = field(default_factory=list)
    big: list[bool] = field(default_factory=list)

    def add(self, point: tuple[float, float], big: bool = False) -> None:
        self.points.append(point)
        self.big.append(big)

    def take_back(self) -> bool:
        """Remove the last point; False when there was none."""
        if not self.points:
            return False
        self.points.pop()
        self.big.pop()
        return True


class Target(NamedTuple):
    """What a tap points at: `kind` slot, cell, icon, node, item or track; `index` says which,
    and `side` (for a cell) which side of it the tap is nearest."""

    kind: str
    index: object
    side: str = ""


class EditorScene(QGraphicsScene):
    """The board of `model`, redrawn whenever the model changes."""

    def __init__(self, model: BoardModel, language: str = "en", parent=None) -> None:
        super().__init__(parent)
        self.language = language
        self.model = model
        self.problem: Problem | None = None
        self.selected_item: int | None = None
        self.picked: list[tuple[int, int]] = []
        """Clouds picked for a note (highlighted until the note is added)."""
        self.frame_family: int | None = None
        """The frame family whose clouds are shown strongest."""
        self.item_rects: list[QRectF] = []
        self.node_points: list[list[QPointF]] = []
        self.icon_points: list[tuple[QPointF, QPointF]] = []
        self.track_rect = QRectF()
        self.drawing: Drawing | None = None
        """The line being drawn, None when the board is edited by taps."""
        self.pointer: QPointF | None = None
        """Where the pointer is while a line is drawn (the rubber band's end)."""
        self._band: QGraphicsPathItem | None = None
        self._near = 0.0
        self.setBackgroundBrush(PAPER)
        self.rebuild()

    def set_model(self, model: BoardModel) -> None:
        self.model = model
        self.problem = None
        self.selected_item = None
        self.picked = []
        self.drawing = None
        self.rebuild()

    # ------------------------------------------------------------ geometry
    def slot_centre(self, row: int, col: int) -> QPointF:
        return QPointF(MARGIN + GAP / 2 + col * GAP, MARGIN + 30 + GAP / 2 + row * GAP)

    def grid_rect(self) -> QRectF:
        m = self.model
        return QRectF(MARGIN, MARGIN + 30, m.cols * GAP, m.rows * GAP)

    def _icon_places(self, line: list[tuple[int, int]]) -> tuple[QPointF, QPointF]:
        (r1, c1), (r2, c2) = line[-2], line[-1]
        dr, dc = r2 - r1, c2 - c1
        base = self.slot_centre(r2, c2) + QPointF(dc, dr) * (GAP / 2)
        perp = QPointF(dr, dc) * (ICON_R * 1.25) if dc == 0 else QPointF(0, ICON_R * 1.25)
        if dc == 0:
            perp = QPointF(ICON_R * 1.25, 0)
        return base - perp, base + perp

    # ------------------------------------------------------------ drawing
    def rebuild(self) -> None:
        self._band = None
        self.clear()
        m = self.model
        grid = self.grid_rect()
        self.item_rects, self.node_points, self.icon_points = [], [], []
        self.track_rect = QRectF()
        data = m.data
        # the shelf and the foot under the grid, modules on its right
        side_w = 3.6 * GAP if any(room.side for name, room in SPACE.items() if name in data) else 0.0
        shelf_top = grid.bottom() + 34 + FOOT_H
        per_row = max(4, int((grid.width() + side_w) // (ITEM + ITEM_GAP)))
        shelves = sorted({it["shelf"] for it in data["items"]}) or [0]
        rows_of_items = 0
        for s in shelves:
            n = sum(1 for it in data["items"] if it["shelf"] == s)
            rows_of_items += max(1, -(-n // per_row))
        height = shelf_top + rows_of_items * (ITEM + LABEL_H + 26) + MARGIN
        width = max(grid.right() + side_w + MARGIN + (24 if side_w else 0),
                    MARGIN * 2 + per_row * (ITEM + ITEM_GAP))
        paper = QPainterPath()
        paper.addRoundedRect(QRectF(8, 8, width - 16, height - 16), 22, 22)
        self.addItem(path_item(paper, pen(PAPER_EDGE, 2.0), brush(PAPER)))
        title = art.letter_path(data["name"].get(self.language) or data["name"]["en"] or "?", 20.0)
        self.addItem(path_item(title, None, brush(PRINT),
                               QPointF(MARGIN + title.boundingRect().width() / 2, MARGIN + 6)))
        self._panels(data, grid)
        self._grid(data)
        self._lines(data)
        self._modules(data, grid, side_w)
        self._foot(data, grid)
        self._shelf(data, shelf_top, per_row)
        self._highlight()
        self._drawing_overlay()
        self.setSceneRect(QRectF(0, 0, width, height))

    def _panels(self, data: dict, grid: QRectF) -> None:
        for k, p in enumerate(data["panels"]):
            left = grid.left() + p["first_col"] * GAP
            right = grid.left() + (p["last_col"] + 1) * GAP
            if k:
                seam = QPainterPath(QPointF(left, grid.top() - 6))
                seam.lineTo(left, grid.bottom() + 6)
                self.addItem(path_item(seam, pen(SEAM, 2.0, Qt.PenStyle.DashLine)))
            letter = art.letter_path(p["letter"], 16.0)
            self.addItem(path_item(letter, None, brush(PRINT_SOFT),
                                   QPointF((left + right) / 2, grid.bottom() + 14)))

    def _grid(self, data: dict) -> None:
        cells = self.model.cells()
        slot = QPainterPath()
        slot.addRoundedRect(QRectF(-CELL_W / 2 + 6, -CELL_H / 2 + 6, CELL_W - 12, CELL_H - 12), 10, 10)
        for r in range(self.model.rows):
            for c in range(self.model.cols):
                at = self.slot_centre(r, c)
                if (r, c) not in cells:
                    self.addItem(path_item(slot, pen(SLOT, 1.2, Qt.PenStyle.DotLine), None, at))
                    continue
                mark = cells[(r, c)]
                fill = CLOUD_STAR_FILL if mark == "star" else CLOUD_MOON_FILL if mark == "moon" else CLOUD_FILL
                item = path_item(art.cloud_path(CELL_W, CELL_H, (r * 7 + c) % 5), outline_pen(CLOUD_EDGE, 1.6),
                                 brush(fill), at)
                item.setData(0, "cell")
                self.addItem(item)
                if mark == "star":
                    self.addItem(path_item(art.star_path(9.0), pen(STAR, 1.2), brush(STAR),
                                           at + QPointF(CELL_W * 0.28, -CELL_H * 0.22)))
                elif mark == "moon":
                    self.addItem(path_item(art.moon_path(8.0), pen(MOON, 1.2), brush(MOON),
                                           at + QPointF(CELL_W * 0.28, -CELL_H * 0.22)))
                if (r, c) in self.picked:
                    ring = QPainterPath()
                    ring.addEllipse(QPointF(0, 0), CELL_W * 0.42, CELL_H * 0.42)
                    self.addItem(path_item(ring, pen(CURSOR, 2.4, Qt.PenStyle.DashLine), None, at))
        for fi, fam in enumerate(data.get("frames") or []):
            colour = frame_colour(fi, fam.get("id", ""), fam.get("name", {}).get("en", ""))
            strong = self.frame_family in (None, fi)
            for p in fam["cells"]:
                box = QPainterPath()
                box.addRoundedRect(QRectF(-CELL_W / 2 - 3, -CELL_H / 2 - 3, CELL_W + 6, CELL_H + 6), 12, 12)
                self.addItem(path_item(box, pen(colour, 3.0 if strong else 1.4), None,
                                       self.slot_centre(p[0], p[1])))
        for note in data.get("notes") or []:
            pts = [self.slot_centre(p[0], p[1]) for p in note["cells"]]
            centre = sum(pts, QPointF()) / len(pts)
            heads, stem = art.note_paths(len(pts) > 2, 14.0)
            for h in heads:
                self.addItem(path_item(h, pen(PRINT, 1.2), brush(PRINT), centre))
            self.addItem(path_item(stem, pen(PRINT, 1.4), None, centre))

    def _lines(self, data: dict) -> None:
        for line in self.model.lines():
            if len(line) < 2:
                self.icon_points.append((QPointF(), QPointF()))
                continue
            run = QPainterPath(self.slot_centre(*line[0]))
            for p in line[1:]:
                run.lineTo(self.slot_centre(*p))
            self.addItem(path_item(run, pen(PRINT_SOFT, 1.4, Qt.PenStyle.DashLine)))
            dot, sun = self._icon_places(line)
            self.icon_points.append((dot, sun))
            self.addItem(path_item(art.dot_icon(ICON_R), None, brush(DOT), dot))
            self.addItem(path_item(art.sun_rays(ICON_R), pen(SUN, 1.6), None, sun))
            self.addItem(path_item(art.sun_core(ICON_R), None, brush(SUN), sun))

    def _modules(self, data: dict, grid: QRectF, side_w: float) -> None:
        left = grid.right() + 24
        for p in data.get("polaroids") or []:
            at = self.slot_centre(-1, p["cell"][1]) + QPointF(0, GAP * 0.35)
            frame, _hole = art.polaroid_frame(26, 30)
            self.addItem(path_item(frame, pen(PRINT, 1.2), brush(QColor("#ffffff")), at))
            mark = art.star_path(6.0) if p["kind"] == "star" else art.moon_path(5.5)
            colour = STAR if p["kind"] == "star" else MOON
            self.addItem(path_item(mark, None, brush(colour), at + QPointF(0, 16)))
        con = data.get("constellation")
        if con is not None:
            self.track_rect = QRectF(left, grid.top(), side_w, min(grid.height(), side_w * 1.2))
            box = QPainterPath()
            box.addRoundedRect(self.track_rect, 12, 12)
            self.addItem(path_item(box, pen(PAPER_EDGE, 1.4), None))
            r = self.track_rect
            pts = [QPointF(r.left() + p["x"] * r.width(), r.top() + p["y"] * r.height()) for p in con["track"]]
            if pts:
                path = QPainterPath(pts[0])
                for q in pts[1:]:
                    path.lineTo(q)
                self.addItem(path_item(path, pen(PRINT_SOFT, 1.2)))
            for p, q in zip(con["track"], pts):
                shape = art.big_star_path(7.0) if p.get("big_star") else art.dot_icon(5.0)
                self.addItem(path_item(shape, None, brush(STAR if p.get("big_star") else PRINT_SOFT), q))
        gar = data.get("garland")
        if gar is not None:
            x = left + side_w / 2
            for k in range(gar["moons"]):
                at = QPointF(x, grid.top() + 16 + k * 30)
                self.addItem(path_item(art.garland_moon(10.0), pen(MOON, 1.4), brush(CLOUD_MOON_FILL), at))
                if k < len(gar["rewards"]):
                    rw = gar["rewards"][k]
                    shape = (art.leaf_path(12.0) if rw["kind"] == "leaf"
                             else art.number_path(rw.get("value", 0), 11.0))
                    self.addItem(path_item(shape, pen(PRINT, 1.0) if rw["kind"] != "leaf" else pen(LEAF_EDGE, 1),
                                           brush(LEAF) if rw["kind"] == "leaf" else None,
                                           at + QPointF(26, 15)))

    def _foot(self, data: dict, grid: QRectF) -> None:
        top = grid.bottom() + 40
        leaves = data["leaves"]
        for k in range(leaves["count"]):
            at = QPointF(MARGIN + 20 + k * 34, top + 26)
            self.addItem(path_item(art.leaf_path(24.0), pen(LEAF_EDGE, 1.4), brush(LEAF), at))
            if k < leaves["precircled"]:
                self.addItem(path_item(art.marker_circle(16, 16, k), pen(PRINT, 1.8), None, at))
        plant = art.thorn_plant(FOOT_H - 30, THORN_SLOTS)
        self.addItem(path_item(plant, pen(THORN, 2.2), None,
                               QPointF(MARGIN + 40 + leaves["count"] * 34, top - 4)))

    def _shelf(self, data: dict, top: float, per_row: int) -> None:
        y = top
        row_h = ITEM + LABEL_H + 26
        by_shelf: dict[int, list[int]] = {}
        for i, it in enumerate(data["items"]):
            by_shelf.setdefault(it["shelf"], []).append(i)
        self.item_rects = [QRectF()] * len(data["items"])
        self.node_points = [[] for _ in data["items"]]
        for shelf in sorted(by_shelf) or [0]:
            members = by_shelf.get(shelf, [])
            for start in range(0, max(len(members), 1), per_row):
                plank = QPainterPath()
                plank.addRoundedRect(QRectF(MARGIN - 6, y + ITEM + LABEL_H + 4,
                                            per_row * (ITEM + ITEM_GAP) + 12, 8), 3, 3)
                self.addItem(path_item(plank, None, brush(SHELF)))
                for k, i in enumerate(members[start:start + per_row]):
                    box = QRectF(MARGIN + k * (ITEM + ITEM_GAP), y, ITEM, ITEM)
                    self._item(i, data["items"][i], box)
                y += row_h

    def _item(self, i: int, it: dict, box: QRectF) -> None:
        self.item_rects[i] = box
        if i == self.selected_item and self.drawing is None:
            back = QPainterPath()
            back.addRoundedRect(box.adjusted(-6, -6, 6, LABEL_H + 2), 10, 10)
            self.addItem(path_item(back, pen(CURSOR, 2.0), brush(QColor(92, 143, 214, 28))))
        if it.get("outline"):
            self.addItem(path_item(outline_drawing(it["outline"], box), pen(PRINT_SOFT, 1.6)))
        else:
            pts = [QPointF(box.left() + n["x"] * box.width(), box.top() + n["y"] * box.height())
                   for n in it["nodes"]]
            if pts:
                path = QPainterPath(pts[0])
                for q in pts[1:]:
                    path.lineTo(q)
                self.addItem(path_item(path, pen(PRINT_SOFT, 1.6)))
        points = []
        for n in it["nodes"]:
            at = QPointF(box.left() + n["x"] * box.width(), box.top() + n["y"] * box.height())
            points.append(at)
            if n["kind"] == "sun":
                self.addItem(path_item(art.sun_rays(ICON_R * 0.8), pen(SUN, 1.4), None, at))
                self.addItem(path_item(art.sun_core(ICON_R * 0.8), None, brush(SUN), at))
            else:
                self.addItem(path_item(art.dot_icon(ICON_R * 0.9), None, brush(DOT), at))
        self.node_points[i] = points
        if it.get("bonus"):
            self.addItem(path_item(art.bonus_icon("sun", 14.0), pen(SUN, 1.2), None,
                                   box.topRight() + QPointF(-8, 8)))
        name = it["name"].get(self.language) or it["name"]["en"] or it["id"]
        label = art.letter_path(name[:18], 11.0)
        self.addItem(path_item(label, None, brush(PRINT),
                               QPointF(box.center().x(), box.bottom() + LABEL_H / 2 + 2)))

    def _highlight(self) -> None:
        p = self.problem
        if p is None:
            return
        ring = pen(PROBLEM, 3.0, Qt.PenStyle.DashLine)
        cells = list(p.cells)
        if p.line is not None and p.line < len(self.model.lines()):
            cells += self.model.lines()[p.line]
        for c in cells:
            box = QPainterPath()
            box.addRoundedRect(QRectF(-CELL_W / 2 - 6, -CELL_H / 2 - 6, CELL_W + 12, CELL_H + 12), 14, 14)
            self._ring(path_item(box, ring, None, self.slot_centre(*c)))
        if p.item is not None and p.item < len(self.item_rects):
            box = QPainterPath()
            box.addRoundedRect(self.item_rects[p.item].adjusted(-8, -8, 8, LABEL_H + 4), 12, 12)
            self._ring(path_item(box, ring))
        if not cells and p.item is None:
            area = {"leaves": QRectF(MARGIN, self.grid_rect().bottom() + 30, 40 + 34 * 20, 50),
                    "constellation": self.track_rect}.get(p.area)
            if area is None or area.isEmpty():
                area = self.grid_rect().adjusted(-10, -10, 10, 10)
            box = QPainterPath()
            box.addRoundedRect(area, 12, 12)
            self._ring(path_item(box, ring))

    def _ring(self, item) -> None:
        item.setZValue(20)
        item.setData(0, "problem")
        self.addItem(item)

    def highlight(self, problem: Problem | None) -> None:
        self.problem = problem
        self.rebuild()

    # ------------------------------------------------------------ drawing a line
    def start_drawing(self, kind: str, index: int | None = None) -> None:
        """Draw item `index`'s outline ("item") or the constellation track ("track")."""
        self.drawing = Drawing(kind, index)
        self.pointer = None
        self.problem = None
        self.rebuild()

    def stop_drawing(self) -> None:
        self.drawing = None
        self.pointer = None
        self.rebuild()

    def drawing_rect(self) -> QRectF:
        """The box the line is drawn in (empty when there is none)."""
        d = self.drawing
        if d is None:
            return QRectF()
        if d.kind == "item":
            ok = d.index is not None and 0 <= d.index < len(self.item_rects)
            return QRectF(self.item_rects[d.index]) if ok else QRectF()
        return QRectF(self.track_rect)

    def focus_rect(self) -> QRectF:
        """What the view shows while a line is drawn: its box with room around it."""
        r = self.drawing_rect()
        if r.isEmpty():
            return r
        m = max(r.width(), r.height()) * FOCUS_MARGIN
        return r.adjusted(-m, -m, m, m)

    def box_point(self, pos: QPointF) -> tuple[float, float] | None:
        """The scene position `pos` as 0..1 of the drawing's box, brought onto the box when
        just outside it; None when it is too far from the box."""
        r = self.drawing_rect()
        if r.isEmpty():
            return None
        x = (pos.x() - r.left()) / r.width()
        y = (pos.y() - r.top()) / r.height()
        if not (-SLACK <= x <= 1 + SLACK and -SLACK <= y <= 1 + SLACK):
            return None
        return round(min(max(x, 0.0), 1.0), 2), round(min(max(y, 0.0), 1.0), 2)

    def scene_point(self, point: tuple[float, float]) -> QPointF:
        """A drawing's point (0..1 of its box) on the scene."""
        r = self.drawing_rect()
        return QPointF(r.left() + point[0] * r.width(), r.top() + point[1] * r.height())

    def point_at(self, pos: QPointF | None, near: float = 0.0) -> None:
        """The pointer moved (None: it left the board): the rubber band follows. Within
        `near` of the first point (when a tap there would finish) it closes on that point."""
        self.pointer = pos
        self._near = near
        self._update_band()

    def _update_band(self) -> None:
        if self._band is None:
            return
        path = QPainterPath()
        d = self.drawing
        at = self.box_point(self.pointer) if d is not None and self.pointer is not None else None
        if d is not None and at is not None:
            end = self.scene_point(at)
            if len(d.points) > 1 and self.pointer is not None:
                first = self.scene_point(d.points[0])
                if (first - self.pointer).manhattanLength() < self._near:
                    end = first
            if d.points:
                path.moveTo(self.scene_point(d.points[-1]))
                path.lineTo(end)
            path.addEllipse(end, 0.5, 0.5)
        self._band.setPath(path)

    def _drawing_overlay(self) -> None:
        d = self.drawing
        r = self.drawing_rect()
        if d is None or r.isEmpty():
            return
        veil_colour = QColor(PAPER)
        veil_colour.setAlpha(215)
        veil = QPainterPath()
        veil.addRect(r)
        self._draw(path_item(veil, pen(CURSOR, 1.5, Qt.PenStyle.DashLine, cosmetic=True), brush(veil_colour)))
        lattice = QPainterPath()
        for k in range(1, 10):
            x = r.left() + r.width() * k / 10
            y = r.top() + r.height() * k / 10
            lattice.moveTo(x, r.top())
            lattice.lineTo(x, r.bottom())
            lattice.moveTo(r.left(), y)
            lattice.lineTo(r.right(), y)
        self._draw(path_item(lattice, pen(SLOT, 1.0, cosmetic=True)))
        pts = [self.scene_point(p) for p in d.points]
        if len(pts) > 1:
            run = QPainterPath(pts[0])
            for q in pts[1:]:
                run.lineTo(q)
            self._draw(path_item(run, pen(CURSOR, 2.5, cosmetic=True)))
        for k, (q, big) in enumerate(zip(pts, d.big)):
            if k == 0:
                ring = QPainterPath()
                ring.addEllipse(QPointF(0, 0), 11.0, 11.0)
                self._draw(path_item(ring, pen(CURSOR, 1.6, cosmetic=True)), q)
            shape = art.big_star_path(10.0) if big else art.dot_icon(6.0)
            self._draw(path_item(shape, pen(PRINT, 1.0, cosmetic=True), brush(STAR if big else CURSOR)), q)
        self._band = path_item(QPainterPath(), pen(CURSOR, 1.5, Qt.PenStyle.DashLine, cosmetic=True))
        self._band.setZValue(DRAW_Z + 1)
        self.addItem(self._band)
        self._update_band()

    def _draw(self, item: QGraphicsPathItem, fixed_at: QPointF | None = None) -> None:
        """An item of the drawing, above the board; `fixed_at`: a mark of the same size
        on the screen however close the view is, placed there."""
        item.setZValue(DRAW_Z)
        item.setData(0, "drawing")
        if fixed_at is not None:
            item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
            item.setPos(fixed_at)
        self.addItem(item)

    # ------------------------------------------------------------ what a tap points at
    def target_at(self, pos: QPointF) -> Target | None:
        for li, (dot, sun) in enumerate(self.icon_points):
            for q in (dot, sun):
                if not q.isNull() and (q - pos).manhattanLength() < ICON_R * 2:
                    return Target("icon", li)
        for i, pts in enumerate(self.node_points):
            for k, q in enumerate(pts):
                if (q - pos).manhattanLength() < ICON_R * 1.8:
                    return Target("node", (i, k))
        for i, r in enumerate(self.item_rects):
            if r.adjusted(-6, -6, 6, LABEL_H).contains(pos):
                return Target("item", i)
        grid = self.grid_rect()
        if grid.contains(pos):
            col = int((pos.x() - grid.left()) // GAP)
            row = int((pos.y() - grid.top()) // GAP)
            off = pos - self.slot_centre(row, col)
            if (row, col) not in self.model.cells():
                return Target("slot", (row, col))
            if abs(off.x()) > abs(off.y()):
                side = "right" if off.x() > 0 else "left"
            else:
                side = "down" if off.y() > 0 else "up"
            near_edge = max(abs(off.x()), abs(off.y())) > CELL_W * 0.36
            return Target("cell", (row, col), side if near_edge else "")
        return None


class EditorView(QGraphicsView):
    """The editor scene fitted to the widget; a tap reports its scene position.

    While a line is drawn the view closes in on its box, the pointer drags the rubber band,
    and a tap is reported as `drawn(position, shift held)` instead of `tapped`: it places a
    point and does nothing else. A finger or a pen comes as the mouse events Qt makes of it
    (the viewport takes no touch events of its own)."""

    tapped = Signal(QPointF)
    drawn = Signal(QPointF, bool)

    def __init__(self, scene: EditorScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.viewport().setMouseTracking(True)

    def _scene(self) -> EditorScene:
        scene = self.scene()
        assert isinstance(scene, EditorScene)
        return scene

    def fit(self) -> None:
        scene = self._scene()
        focus = scene.focus_rect()
        if focus.isEmpty():
            self.setSceneRect(QRectF())  # follow the scene's own rectangle again
            self.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        else:
            # room to centre the box even when it sits at the scene's edge
            self.setSceneRect(scene.sceneRect().united(focus.adjusted(-focus.width(), -focus.height(),
                                                                      focus.width(), focus.height())))
            self.fitInView(focus, Qt.AspectRatioMode.KeepAspectRatio)

    def scene_length(self, pixels: float) -> float:
        """`pixels` on the screen as a length on the scene."""
        return pixels / max(self.transform().m11(), 1e-6)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self.fit()

    def mouseMoveEvent(self, event) -> None:  # noqa: N802 (Qt override)
        scene = self._scene()
        if scene.drawing is not None:
            scene.point_at(self.mapToScene(event.position().toPoint()), self.scene_length(NEAR_PIXELS))
        super().mouseMoveEvent(event)

    def leaveEvent(self, event) -> None:  # noqa: N802 (Qt override)
        scene = self._scene()
        if scene.drawing is not None:
            scene.point_at(None)
        super().leaveEvent(event)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if event.button() == Qt.MouseButton.LeftButton:
            pos = self.mapToScene(event.position().toPoint())
            if self._scene().drawing is not None:
                self.drawn.emit(pos, bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier))
            else:
                self.tapped.emit(pos)
        super().mouseReleaseEvent(event)
