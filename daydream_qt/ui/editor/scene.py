"""The board being edited, drawn as it is played: the play scene's layout and painters.

The play scene follows a game; this one follows a `BoardModel`, which may be unfinished (no
line yet, an item without a sun, a note on a cloud taken away). `drawable_board` makes of it
a board the play scene can draw: the parts that cannot be drawn yet are left out (a line of
one cloud, a polaroid on a cloud without its mark...), an empty shelf or track holds a
stand-in the scene hides. A blank game on that board is drawn by `BoardScene` itself:
`compute_layout` places everything, the grid, shelf, footer and module painters
(`ui/board/module_views`) draw it, so a board looks here as it will at play. The editor's
own marks go on top: the lattice's empty places, the clouds each line runs through, picked
clouds, the chosen frame family, the selected item, a problem's ring, a line being drawn.
Everything is redrawn on each change of the board: a few hundred paths, a few milliseconds;
a change of the marks only (a pick, a selection) redraws the marks.

`edit_target(pos)` tells the editor page what a tap points at; `highlight(problem)` rings
the place of a problem.

While a line is being drawn (an item's outline or the constellation track, see `Drawing`)
the view closes in on its box: a veil and a light grid over the box, the points placed so
far joined in order, and a rubber band from the last one to the pointer. Points are kept
as 0..1 of the box, rounded to hundredths, as the typed entry has them.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any, Literal, NamedTuple

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPainterPath, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractGraphicsShapeItem,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsView,
    QWidget,
)

from daydream_qt.editor.model import BoardModel
from daydream_qt.editor.problems import Problem
from daydream_qt.engine import Board, BoardError, Game, Mode, SeatInfo, compile_board
from daydream_qt.engine.boardspec import MODULE_NAMES, spec_from_dict
from daydream_qt.ui.board.export import HIDDEN_ROLES
from daydream_qt.ui.board.layout import LABEL_H, VIEW_ASPECT, BoardLayout
from daydream_qt.ui.board.painter import path_item
from daydream_qt.ui.board.scene import BoardScene
from daydream_qt.ui.core.controller import GameController
from daydream_qt.ui.style import art
from daydream_qt.ui.style.board import (
    CELL_H,
    CELL_W,
    CURSOR,
    ICON_R,
    PAPER,
    PITCH,
    PRINT,
    PRINT_SOFT,
    STAR,
    brush,
    frame_colour,
    pen,
)

PROBLEM = QColor("#c0392b")
SLOT = QColor("#d9d2c2")
SLACK = 0.15
"""How far outside its box (a share of the box) a drawing's point may be placed: it lands on
the box's edge. A tap further away places nothing."""
FOCUS_MARGIN = 0.3
"""Room around the box being drawn on when the view closes in on it (a share of the box)."""
MARK_Z = 30
"""The editor's marks, above everything the play painters draw."""
DRAW_Z = 40
NEAR_PIXELS = 14
"""A tap this close (on the screen) to a drawing's first point finishes the drawing."""
TRACK_INSET = (22.0, 26.0)
"""The constellation's track within the side panel, as its view draws it."""
StandIn = Literal["cell", "item", "track"]
STAND_IN_ROLES: dict[StandIn, tuple[str, ...]] = {
    "cell": ("cell", "cell_star", "cell_moon", "digit"),
    "item": ("item_outline", "item_node", "item_name", "item_bonus", "item_ink", "item_fill",
             "item_detail_ink"),
    "track": ("track", "track_point", "star", "track_ink"),
}
"""What the play painters draw of a stand-in (an empty shelf's item, an empty track's point)."""
MARK_ROLES = ("slot", "line_run", "picked", "family", "selected", "problem", "drawing")
"""The editor's own marks, by their role (`data(0)`)."""

DrawingKind = Literal["item", "track"]
Side = Literal["", "left", "right", "up", "down"]
Cell = tuple[int, int]


@dataclass
class Drawing:
    """A line being drawn on the board: `kind` "item" (the outline of item `index`) or
    "track" (the constellation track); its points so far, 0..1 of the box, and whether
    each one is a big star (the track's)."""

    kind: DrawingKind
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


class SlotTarget(NamedTuple):
    """A place of the lattice without a cloud."""

    at: Cell
    kind: Literal["slot"] = "slot"


class CellTarget(NamedTuple):
    """A cloud, and the side of it the tap is nearest ("" for its middle)."""

    at: Cell
    side: Side = ""
    kind: Literal["cell"] = "cell"


class IconTarget(NamedTuple):
    """A line's dot or sun (the model's line index)."""

    line: int
    kind: Literal["icon"] = "icon"


class NodeTarget(NamedTuple):
    """A dot or sun of a shelf item."""

    item: int
    node: int
    kind: Literal["node"] = "node"


class ItemTarget(NamedTuple):
    """A shelf item (its drawing or its name)."""

    item: int
    kind: Literal["item"] = "item"


Target = SlotTarget | CellTarget | IconTarget | NodeTarget | ItemTarget
"""What a tap points at; `kind` tells which."""


@dataclass(frozen=True)
class Drawable:
    """A board the play scene can draw, made of a model that may be unfinished."""

    board: Board
    lines: tuple[int | None, ...]
    """For each of the model's lines, its index on `board` (None: not drawn, too short)."""
    stand_ins: frozenset[StandIn]
    """"cell": the grid has no cloud yet and holds a stand-in one; "item": the shelf is
    empty and holds a stand-in item; "track": the constellation's track is empty and holds
    a stand-in point. The scene hides them."""


_STAND_IN_ITEM = {"id": "stand-in", "name": {"en": "", "fr": "", "ja": ""}, "shelf": 0,
                  "nodes": [{"x": 0.2, "y": 0.5, "kind": "dot"}, {"x": 0.8, "y": 0.5, "kind": "sun"}]}
_DRAW_ERRORS = (BoardError, KeyError, IndexError, TypeError, ValueError, AttributeError)
"""What a module's unit may raise compiling a draft's part it does not check (the model's
problems say what is wrong with it)."""


def drawable_board(data: dict[str, Any]) -> Drawable:
    """The board of `data` (a model's file form) as the play scene can draw it: a panel
    needs its columns, a line two clouds, a note clouds, a polaroid a cloud of its mark, a
    frame its clouds; an empty grid, shelf or track holds a stand-in. Modules whose data
    still cannot be compiled are left out."""
    d = copy.deepcopy(data)
    marks = {(c["row"], c["col"]): c.get("mark") for c in d["cells"]}
    lines: list[int | None] = []
    kept: list[dict[str, Any]] = []
    for ln in d["lines"]:
        pts = [tuple(p) for p in ln["cells"]]
        if len(pts) >= 2 and all(p in marks for p in pts):
            lines.append(len(kept))
            kept.append(ln)
        else:
            lines.append(None)
    d["lines"] = kept
    # panels past the grid's last column (a grid made narrower) are not drawn
    d["panels"] = [{**p, "last_col": min(p["last_col"], d["cols"] - 1)} for p in d["panels"]
                   if 0 <= p["first_col"] < d["cols"]]
    stand_ins: set[StandIn] = set()
    if not d["cells"]:
        d["cells"] = [{"row": 0, "col": 0}]
        stand_ins.add("cell")
    if not d["items"]:
        d["items"] = [copy.deepcopy(_STAND_IN_ITEM)]
        stand_ins.add("item")
    if isinstance(d.get("notes"), list):
        d["notes"] = [n for n in d["notes"] if len(n["cells"]) >= 2
                      and all(tuple(p) in marks for p in n["cells"])]
    if isinstance(d.get("polaroids"), list):
        d["polaroids"] = [p for p in d["polaroids"] if marks.get(tuple(p["cell"])) == p["kind"]]
    if isinstance(d.get("frames"), list):
        for fam in d["frames"]:
            fam["cells"] = [p for p in fam["cells"] if tuple(p) in marks]
    con = d.get("constellation")
    if isinstance(con, dict) and not con.get("track"):
        con["track"] = [{"x": 0.5, "y": 1.0}]
        stand_ins.add("track")
    try:
        board = compile_board(spec_from_dict(d))
    except _DRAW_ERRORS:
        for name in MODULE_NAMES:
            d.pop(name, None)
        stand_ins.discard("track")
        board = compile_board(spec_from_dict(d))
    return Drawable(board, tuple(lines), frozenset(stand_ins))


def blank_game(board: Board) -> Game:
    """A game not yet started on `board`: the sheet as printed (see `blank_sheet.blank_game`)."""
    return Game(board, Mode.SOLO, (SeatInfo("-", PRINT.name()),), seed=0)


def _place(places: list[float], k: int) -> float:
    """The k-th place of a lattice row or column; past its ends, one pitch a place."""
    if 0 <= k < len(places):
        return places[k]
    return places[-1] + (k - len(places) + 1) * PITCH if k > 0 else places[0] + k * PITCH


class EditorScene(BoardScene):
    """The board of `model`, drawn by the play scene and redrawn whenever the model changes,
    with the editor's marks on top."""

    _ready: bool = False
    """False while `BoardScene.__init__` runs (it draws no game yet)."""

    def __init__(self, model: BoardModel, language: str = "en", parent: QWidget | None = None) -> None:
        super().__init__(GameController(), parent)
        self.language = language
        self.aspect = VIEW_ASPECT
        self.show_legal_cells = False
        self.model = model
        self.problem: Problem | None = None
        self.selected_item: int | None = None
        self.picked: list[Cell] = []
        """Clouds picked for a note (highlighted until the note is added)."""
        self.frame_family: int | None = None
        """The frame family whose clouds are ringed (while the frames tool is on)."""
        self.item_rects: list[QRectF] = []
        self.node_points: list[list[QPointF]] = []
        self.icon_points: list[tuple[QPointF, QPointF]] = []
        self.track_rect = QRectF()
        self.drawing: Drawing | None = None
        """The line being drawn, None when the board is edited by taps."""
        self.pointer: QPointF | None = None
        """Where the pointer is while a line is drawn (the rubber band's end)."""
        self.drawable: Drawable | None = None
        self._drawn_json = ""
        self._replacing = False
        self._relayout = False
        """A new shape for the view: the board is laid out again (`set_aspect`)."""
        self._band: QGraphicsPathItem | None = None
        self._marks: list[QGraphicsItem] = []
        self._near = 0.0
        self._ready = True
        self.rebuild()

    def set_model(self, model: BoardModel) -> None:
        self.model = model
        self.problem = None
        self.selected_item = None
        self.picked = []
        self.drawing = None
        self.rebuild()

    # ------------------------------------------------------------ geometry
    @property
    def lay(self) -> BoardLayout:
        """Where the drawn board's parts lie (`compute_layout`)."""
        lay = self.layout
        assert lay is not None  # a game is always drawn once the scene is ready
        return lay

    def slot_centre(self, row: int, col: int) -> QPointF:
        """The centre of a place of the lattice, a cloud there or not: where the play
        layout puts (or would put) its cloud."""
        lay = self.lay
        grid = lay.grid_rect
        pad = (grid.width() - lay.col_x[-1] - CELL_W) / 2
        return QPointF(grid.left() + pad + CELL_W / 2 + _place(lay.col_x, col),
                       grid.top() + pad + CELL_H / 2 + _place(lay.row_y, row))

    def grid_rect(self) -> QRectF:
        return QRectF(self.lay.grid_rect)

    def _nearest(self, value: float, places: list[float]) -> int:
        return min(range(len(places)), key=lambda k: abs(places[k] - value))

    # ------------------------------------------------------------ drawing
    def rebuild(self, keep: bool = True) -> None:
        """Draw the board again: in full when the model changed since it was drawn (or the
        arrangement must change), else only the editor's marks."""
        if not self._ready:
            super().rebuild(keep)
            return
        if self._replacing:  # the controller's game_replaced, from `_draw_board`
            return
        text = self.model.to_json()
        if text != self._drawn_json or self.layout is None or self._relayout:
            self._draw_board(text, keep)
        else:
            self._draw_marks()

    def _draw_board(self, text: str, keep: bool) -> None:
        self._band = None
        self._marks = []
        self.drawable = drawable_board(self.model.data)
        self._drawn_json = text
        self._replacing = True
        try:
            self.controller.set_game(blank_game(self.drawable.board))
        finally:
            self._replacing = False
        super().rebuild(keep)
        self.ensure_items()
        for role in HIDDEN_ROLES:
            for item in self.items_with_role(role):
                item.setVisible(False)
        for kind in self.drawable.stand_ins:
            for role in STAND_IN_ROLES[kind]:
                for item in self.items_with_role(role):
                    item.setVisible(False)
        for item in self.items_with_role("module_caption"):
            item.setVisible(False)  # points scored: there is no game
        for box in self.items_with_role("score_box"):
            for child in box.childItems():  # the box keeps its caption, not the number written in it
                if isinstance(child, QAbstractGraphicsShapeItem) and child.pen().style() != Qt.PenStyle.NoPen:
                    child.setVisible(False)
        for item in self.items():
            item.setAcceptHoverEvents(False)  # no explanation cards: the editor is not a game
        self._places()
        self._draw_marks()

    def set_aspect(self, aspect: float, fresh: bool = False) -> bool:
        """Lay the board out for a view of shape `aspect`, as the play view does."""
        if self.drawing is not None:
            return False  # the box being drawn in stays where it is
        self._relayout = True
        try:
            return super().set_aspect(aspect, fresh)
        finally:
            self._relayout = False

    def _places(self) -> None:
        """What a tap may point at, where the play layout put it."""
        lay, drawable = self.lay, self.drawable
        assert drawable is not None
        real = "item" not in drawable.stand_ins
        count = len(lay.item_rects) if real else 0
        self.item_rects = [QRectF(r) for r in lay.item_rects[:count]]
        self.node_points = [[lay.node_point(i, k) for k in range(len(lay.board.defn.items[i].nodes))]
                            for i in range(count)]
        self.icon_points = [(QPointF(), QPointF()) if j is None else
                            (QPointF(lay.icon_pos[j][0]), QPointF(lay.icon_pos[j][1]))
                            for j in drawable.lines]
        inset = TRACK_INSET
        self.track_rect = (lay.side_rect.adjusted(inset[0], inset[1], -inset[0], -inset[1])
                           if lay.board.track_length else QRectF())  # a board with a track

    def _draw_marks(self) -> None:
        for item in self._marks:
            self.discard(item)
        self._marks = []
        self._band = None
        self._slots()
        self._line_runs()
        self._picked()
        self._family()
        self._selected()
        self._highlight()
        self._drawing_overlay()

    def _mark(self, item: QGraphicsItem, role: str, z: float = MARK_Z) -> QGraphicsItem:
        self.add(item, role, None, z, cache=False)
        self._marks.append(item)
        return item

    def _slots(self) -> None:
        cells = self.model.cells()
        slot = QPainterPath()
        slot.addRoundedRect(QRectF(-CELL_W / 2 + 6, -CELL_H / 2 + 6, CELL_W - 12, CELL_H - 12), 10, 10)
        for r in range(self.model.rows):
            for c in range(self.model.cols):
                if (r, c) not in cells:
                    self._mark(path_item(slot, pen(SLOT, 1.2, Qt.PenStyle.DotLine), None, self.slot_centre(r, c)),
                               "slot", 0)

    def _line_runs(self) -> None:
        """Each line as a dashed run through its clouds, so the clouds it reads show."""
        for line, j in zip(self.model.lines(), self.drawable.lines if self.drawable else (), strict=False):
            if j is None:
                continue
            run = QPainterPath(self.slot_centre(*line[0]))
            for p in line[1:]:
                run.lineTo(self.slot_centre(*p))
            self._mark(path_item(run, pen(PRINT_SOFT, 1.2, Qt.PenStyle.DashLine)), "line_run", 1)

    def _picked(self) -> None:
        ring = QPainterPath()
        ring.addEllipse(QPointF(0, 0), CELL_W * 0.42, CELL_H * 0.42)
        cells = self.model.cells()
        for at in self.picked:
            if at not in cells:
                continue  # taken away since it was picked
            self._mark(path_item(ring, pen(CURSOR, 2.4, Qt.PenStyle.DashLine), None, self.slot_centre(*at)),
                       "picked")

    def _family(self) -> None:
        fi = self.frame_family
        families = self.model.frames
        if fi is None or not 0 <= fi < len(families):
            return
        fam = families[fi]
        colour = frame_colour(fi, fam.id, fam.name.en)
        box = QPainterPath()
        box.addRoundedRect(QRectF(-CELL_W / 2 - 4, -CELL_H / 2 - 4, CELL_W + 8, CELL_H + 8), 12, 12)
        for p in fam.cells:
            self._mark(path_item(box, pen(colour, 3.2), None, self.slot_centre(p[0], p[1])), "family")

    def _selected(self) -> None:
        i = self.selected_item
        if i is None or not 0 <= i < len(self.item_rects) or self.drawing is not None:
            return
        back = QPainterPath()
        back.addRoundedRect(self.item_rects[i].adjusted(-6, -6, 6, LABEL_H + 2), 10, 10)
        self._mark(path_item(back, pen(CURSOR, 2.0), brush(QColor(92, 143, 214, 28))), "selected", -1)

    def _highlight(self) -> None:
        p = self.problem
        if p is None:
            return
        ring = pen(PROBLEM, 3.0, Qt.PenStyle.DashLine)
        cells = list(p.cells)
        lines = self.model.lines()
        if p.line is not None and p.line < len(lines):
            cells += lines[p.line]
        box = QPainterPath()
        box.addRoundedRect(QRectF(-CELL_W / 2 - 6, -CELL_H / 2 - 6, CELL_W + 12, CELL_H + 12), 14, 14)
        for c in cells:
            self._mark(path_item(box, ring, None, self.slot_centre(*c)), "problem", MARK_Z - 10)
        if p.item is not None and p.item < len(self.item_rects):
            around = QPainterPath()
            around.addRoundedRect(self.item_rects[p.item].adjusted(-8, -8, 8, LABEL_H + 4), 12, 12)
            self._mark(path_item(around, ring), "problem", MARK_Z - 10)
        if not cells and p.item is None:
            lay = self.lay
            area = {"leaves": lay.leaves_rect, "constellation": self.track_rect}.get(p.area)
            if area is None or area.isEmpty():
                area = lay.grid_rect.adjusted(-10, -10, 10, 10)
            whole = QPainterPath()
            whole.addRoundedRect(area, 12, 12)
            self._mark(path_item(whole, ring), "problem", MARK_Z - 10)

    def highlight(self, problem: Problem | None) -> None:
        self.problem = problem
        self.rebuild()

    # ------------------------------------------------------------ drawing a line
    def start_drawing(self, kind: DrawingKind, index: int | None = None) -> None:
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
            i = d.index
            return QRectF(self.item_rects[i]) if i is not None and 0 <= i < len(self.item_rects) else QRectF()
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
        band = self._band = path_item(QPainterPath(), pen(CURSOR, 1.5, Qt.PenStyle.DashLine, cosmetic=True))
        self._mark(band, "band", DRAW_Z + 1)
        self._update_band()

    def _draw(self, item: QGraphicsPathItem, fixed_at: QPointF | None = None) -> None:
        """An item of the drawing, above the board; `fixed_at`: a mark of the same size
        on the screen however close the view is, placed there."""
        if fixed_at is not None:
            item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
            item.setPos(fixed_at)
        self._mark(item, "drawing", DRAW_Z)

    # ------------------------------------------------------------ what a tap points at
    def edit_target(self, pos: QPointF) -> Target | None:
        """What a tap at `pos` points at for the editor (the play scene's `target_at` says
        what it points at in a game)."""
        for li, (dot, sun) in enumerate(self.icon_points):
            for q in (dot, sun):
                if not q.isNull() and (q - pos).manhattanLength() < ICON_R * 2:
                    return IconTarget(li)
        for i, pts in enumerate(self.node_points):
            for k, q in enumerate(pts):
                if (q - pos).manhattanLength() < ICON_R * 1.8:
                    return NodeTarget(i, k)
        for i, r in enumerate(self.item_rects):
            if r.adjusted(-6, -6, 6, LABEL_H).contains(pos):
                return ItemTarget(i)
        if not self.lay.grid_rect.contains(pos):
            return None
        # the nearest place of the lattice, however wide the gap a line's icons widened
        first = self.slot_centre(0, 0)
        col = self._nearest(pos.x() - first.x(), self.lay.col_x)
        row = self._nearest(pos.y() - first.y(), self.lay.row_y)
        off = pos - self.slot_centre(row, col)
        if (row, col) not in self.model.cells():
            return SlotTarget((row, col))
        side: Side
        if abs(off.x()) > abs(off.y()):
            side = "right" if off.x() > 0 else "left"
        else:
            side = "down" if off.y() > 0 else "up"
        near_edge = max(abs(off.x()), abs(off.y())) > CELL_W * 0.36
        return CellTarget((row, col), side if near_edge else "")


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
        self._shaped = False
        """The board was laid out for this view's shape once."""

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

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        size = self.viewport().size()
        if size.width() > 0 and size.height() > 0:
            # the board is arranged for the view's shape, as the play view arranges it:
            # the best arrangement for the first shape, then kept while nearly as good
            self._scene().set_aspect(size.width() / size.height(), fresh=not self._shaped)
            self._shaped = True
        self.fit()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        scene = self._scene()
        if scene.drawing is not None:
            scene.point_at(self.mapToScene(event.position().toPoint()), self.scene_length(NEAR_PIXELS))
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        scene = self._scene()
        if scene.drawing is not None:
            scene.point_at(None)
        super().leaveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        if event.button() == Qt.MouseButton.LeftButton:
            pos = self.mapToScene(event.position().toPoint())
            if self._scene().drawing is not None:
                self.drawn.emit(pos, bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier))
            else:
                self.tapped.emit(pos)
        super().mouseReleaseEvent(event)
