"""Where everything goes: pure geometry computed once per board from `board.defn`.

The lattice is not perfectly regular: a gap between two columns (rows) is widened where a
line ends next to another cell, so its dot and sun icons have room, and where a single
note sits between two cells. Everything else (shelf, polaroids, side panel, footer) is
placed around the grid's bounding box.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF

from daydream_qt.engine import Board
from daydream_qt.ui.board.labels import extra_room, label_px
from daydream_qt.ui.board.module_space import POLAROID_H, space_of
from daydream_qt.ui.style.board import CELL_H, CELL_W, ICON_R, LEAF_SIZE, PITCH

MARGIN = 28.0
HEADER_H = 34.0
FOOTER_H = 104.0
WIDE_GAP = 2 * ICON_R + 18.0
LETTER_H = 26.0
"""A strip under the grid for the panel letters."""
NUMBER_PX = 15.0
"""The row and column numbers' size at 100 % (they grow with the text size: `mark_room`)."""
MARK_GAP = 13.0
"""From a cell's edge to the centre of its row's (column's) number, at 100 %."""
BADGE_R = 11.0
"""A panel letter's round badge, at 100 % (it grows with the text size)."""


class BoardLayout:
    """Where every part of one board goes, in scene units (filled in by `compute_layout`).

    A plain class, not a dataclass: making a dataclass compiles its methods when the module
    is imported, a few milliseconds of the app's start.
    """

    __slots__ = ("board", "col_x", "row_y", "cell_centres", "icon_pos", "note_pos", "grid_rect",
                 "shelf_rects", "item_rects", "polaroid_pos", "side_rect", "footer_rect",
                 "header_rect", "leaves_rect", "plant_rect", "frames_rect", "score_rect", "seams",
                 "panel_centres", "scene_rect", "plan")

    def __init__(self, board: Board, plan: ShelfPlan) -> None:
        self.board = board
        self.col_x: list[float] = []
        self.row_y: list[float] = []
        self.cell_centres: list[QPointF] = []
        self.icon_pos: list[tuple[QPointF, QPointF]] = []
        """Per line: (dot icon centre, sun icon centre)."""
        self.note_pos: list[QPointF] = []
        self.grid_rect = QRectF()
        self.shelf_rects: list[QRectF] = []
        self.item_rects: list[QRectF] = []
        self.polaroid_pos: list[QPointF] = []
        self.side_rect = QRectF()
        self.footer_rect = QRectF()
        self.header_rect = QRectF()
        self.leaves_rect = QRectF()
        self.plant_rect = QRectF()
        self.frames_rect = QRectF()
        self.score_rect = QRectF()
        self.seams: list[float] = []
        self.panel_centres: list[float] = []
        self.scene_rect = QRectF()
        self.plan = plan

    # ------------------------------------------------------------ helpers
    def node_point(self, item: int, node: int) -> QPointF:
        """A node's scene position: x and y are fractions of the item's square box, the
        box of its outline (see `outline_point`)."""
        r = self.item_rects[item]
        n = self.board.defn.items[item].nodes[node]
        return QPointF(r.left() + n.x * r.width(), r.top() + n.y * r.height())

    def outline_point(self, item: int, x: float, y: float) -> QPointF:
        """A point of an outline (its 100-unit box) on the shelf."""
        r = self.item_rects[item]
        return QPointF(r.left() + x * r.width() / 100.0, r.top() + y * r.height() / 100.0)

    def cell_rect(self, cell: int) -> QRectF:
        c = self.cell_centres[cell]
        return QRectF(c.x() - CELL_W / 2, c.y() - CELL_H / 2, CELL_W, CELL_H)


def mark_room(rows: int, cols: int, pad: float) -> tuple[float, float]:
    """What the grid's margin left of it and above it gains for its `rows` row numbers and
    `cols` column numbers at the text size in use, beyond the `pad` it has for the line
    icons (none at 100 %): the numbers grow fully there, as far from the cells as at 100 %
    (`grid.GridPainter._build_numbers`)."""
    if extra_room(NUMBER_PX) <= 0:
        return 0.0, 0.0
    from daydream_qt.ui.style.art import letter_path

    def extent(n: int, px: float, wide: bool) -> float:
        r = [letter_path(str(k + 1), px).boundingRect() for k in range(n)]
        return max((q.width() if wide else q.height()) for q in r)

    room = []
    for n, wide in ((rows, True), (cols, False)):
        now, before = extent(n, label_px(NUMBER_PX), wide), extent(n, NUMBER_PX, wide)
        need = MARK_GAP + (now - before) / 2 + now / 2 + 1
        room.append(max(0.0, need - max(pad, MARK_GAP + before / 2 + 1)))
    return room[0], room[1]


def badge_r() -> float:
    """A panel letter's badge radius at the text size in use: a quarter as much larger as
    the text (its letter, as high as a capital, still fills it). It grows upwards, into the
    room under the line icons of the last row: the strip under the grid stays LETTER_H."""
    return BADGE_R + extra_room(BADGE_R) / 4


def _gaps(n: int, wide: set[int]) -> list[float]:
    """Centre positions of n lattice slots, with a wide gap after each index in `wide`."""
    pos, x = [], 0.0
    for i in range(n):
        pos.append(x)
        x += PITCH + (WIDE_GAP - (PITCH - CELL_W) if i in wide else 0.0)
    return pos


def _wide_gaps(board: Board) -> tuple[set[int], set[int]]:
    """Gaps (after column / row index) that hold line icons, so they must be wide."""
    cells = set(board.coords)
    wide_cols: set[int] = set()
    wide_rows: set[int] = set()
    for ln in board.lines:
        (r1, c1), (r2, c2) = board.coords[ln[-2]], board.coords[ln[-1]]
        dr, dc = r2 - r1, c2 - c1
        if (r2 + dr, c2 + dc) in cells:
            if dc:
                wide_cols.add(min(c2, c2 + dc))
            else:
                wide_rows.add(min(r2, r2 + dr))
    return wide_cols, wide_rows


VIEW_ASPECT = 1400.0 / 900.0
"""The shape (width / height) laid out for when the view's is not known yet."""
ITEM_SIZES = tuple(k / 20 * PITCH for k in range(26, 37))
"""Sizes tried for an item's square drawing (scene units), 1.3 to 1.8 pitches in steps of
0.05: fine enough that some arrangement fits the view's shape closely."""
ITEM_GAP = 16.0
LABEL_H = 24.0
PLANK_H = 12.0
ROW_H_EXTRA = LABEL_H + PLANK_H + 8.0
"""Under an item's drawing: its name, then the plank it stands on."""


class ShelfPlan(tuple):
    """How the shelf is arranged: beside the grid or above it, items per row, item size, and
    whether rows run on from shelf to shelf (`flow`, when the shelves' own rows would leave
    gaps). A value: equal plans compare equal."""

    __slots__ = ()

    def __new__(cls, beside: bool, per_row: int, size: float, flow: bool = False) -> ShelfPlan:
        return tuple.__new__(cls, (beside, per_row, size, flow))

    beside = property(lambda self: self[0])
    per_row = property(lambda self: self[1])
    size = property(lambda self: self[2])
    flow = property(lambda self: self[3])

    def __repr__(self) -> str:
        return f"ShelfPlan(beside={self[0]}, per_row={self[1]}, size={self[2]}, flow={self[3]})"


def _shelf_rows(per_shelf: dict[int, list[int]], per_row: int, flow: bool = False) -> list[list[int]]:
    """Rows of items, at most `per_row` each, split evenly: each shelf wraps into its own
    rows, or (`flow`) the items run on from shelf to shelf, still in their order."""
    groups = [[i for items in per_shelf.values() for i in items]] if flow else list(per_shelf.values())
    rows = []
    for items in groups:
        count = math.ceil(len(items) / per_row)
        small, extra = divmod(len(items), count)  # the first `extra` rows hold one more
        start = 0
        for r in range(count):
            size = small + (1 if r < extra else 0)
            rows.append(items[start:start + size])
            start += size
    return rows


ITEM_WEIGHT = 0.7
"""How much larger shelf items count against a larger board: the score of an arrangement is
its scale times (item size / PITCH) ** ITEM_WEIGHT. Less than the board's scale (the item
being drawn is also shown large in the focus view, while the clouds are tapped where they
are), but enough that a view grown wider does not trade the items' size for a little more
board: at 1366x768 the shelf keeps its largest items on every built-in board."""
KEEP_PLAN = 0.98
"""A board already laid out keeps its arrangement in a new shape while that still scores
this share of the best: no rebuild for a small resize, and no flapping between two."""


def footer_fits(board: Board, solo: bool, width: float) -> bool:
    """Whether the footer's slots (leaves in two rows, the thorn plant, frame rewards, the
    score) fit in `width`: then, beside a taller shelf, it goes under the grid alone."""
    count = board.defn.leaves.count
    need = math.ceil(count / 2) * (LEAF_SIZE + 10) + 10 + 118.0 + 14.0
    footer = space_of(board).footer
    if footer:
        need += footer + 10.0
    if solo:
        need += 74.0 + 8.0
    return need <= width


def plan_shelf(board: Board, block_w: float, block_h: float, aspect: float,
               keep: ShelfPlan | None = None, footer_under: bool = False) -> ShelfPlan:
    """The arrangement that shows the board largest in a view of shape `aspect`, with a
    slight preference for larger items (they are what a player draws on); `keep` (the
    arrangement shown now) stays while it is nearly as good (KEEP_PLAN). `footer_under`:
    a shelf beside the grid leaves the footer under the grid alone (`footer_fits`)."""
    per_shelf: dict[int, list[int]] = {}
    for i, it in enumerate(board.defn.items):
        per_shelf.setdefault(it.shelf, []).append(i)
    most = max(len(v) for v in per_shelf.values())
    best: tuple[float, ShelfPlan] | None = None
    kept = 0.0
    for size, flow in ((s, f) for s in ITEM_SIZES for f in (False, True)):
        # at least two a row, unless no shelf holds two (a board made in the editor)
        for per_row in range(min(2, most), most + 1):
            rows = len(_shelf_rows(per_shelf, per_row, flow))
            shelf_w = per_row * (size + ITEM_GAP)
            shelf_h = rows * (size + ROW_H_EXTRA)
            for beside in (True, False):
                if beside:
                    w = block_w + 18.0 + shelf_w
                    h = max(block_h + 14.0 + FOOTER_H, shelf_h) if footer_under else \
                        max(block_h, shelf_h) + 14.0 + FOOTER_H
                else:
                    w, h = max(block_w, shelf_w), shelf_h + 2.0 + block_h + 14.0 + FOOTER_H
                w += 2 * MARGIN
                h += 2 * MARGIN + HEADER_H
                scale = min(aspect / w, 1.0 / h)
                # the shelves of the printed board are kept unless running on shows more
                score = scale * (size / PITCH) ** ITEM_WEIGHT * (0.95 if flow else 1.0)
                plan = ShelfPlan(beside, per_row, size, flow)
                if plan == keep:
                    kept = score
                if best is None or score > best[0] * 1.0001:
                    best = (score, plan)
    assert best is not None
    return keep if keep is not None and kept >= KEEP_PLAN * best[0] else best[1]


def compute_layout(board: Board, solo: bool = True, aspect: float | None = None,
                   keep: ShelfPlan | None = None) -> BoardLayout:
    """Place every part for a view of shape `aspect` (width / height): the shelf goes
    beside the grid or above it, its items as large as the shape allows (or as `keep`
    has them, while that is nearly as good: see `plan_shelf`)."""
    d = board.defn
    wide_cols, wide_rows = _wide_gaps(board)
    col_x = _gaps(d.cols, wide_cols)
    row_y = _gaps(d.rows, wide_rows)

    pad = ICON_R * 2 + 14.0  # room for line icons on the outer edges
    left, above = mark_room(d.rows, d.cols, pad)  # and for the row and column numbers
    grid_w = col_x[-1] + CELL_W + 2 * pad + left
    grid_h = row_y[-1] + CELL_H + 2 * pad + above + LETTER_H
    room = space_of(board)
    pol_h = room.above
    side_w = room.side
    block_w = grid_w + (side_w + 12.0 if side_w else 0.0)
    block_h = pol_h + grid_h
    per_shelf: dict[int, list[int]] = {}
    for i, it in enumerate(d.items):
        per_shelf.setdefault(it.shelf, []).append(i)
    under = footer_fits(board, solo, block_w)
    plan = plan_shelf(board, block_w, block_h, aspect or VIEW_ASPECT, keep, under)
    lay = BoardLayout(board, plan)
    lay.col_x, lay.row_y = col_x, row_y
    rows = _shelf_rows(per_shelf, plan.per_row, plan.flow)
    size = plan.size
    row_h = size + ROW_H_EXTRA
    shelf_w = plan.per_row * (size + ITEM_GAP)
    shelves_h = len(rows) * row_h

    top = MARGIN + HEADER_H
    # beside a taller shelf the footer goes under the grid: the left column is both
    under = under and plan.beside and shelves_h > block_h
    left_h = block_h + 14.0 + FOOTER_H if under else block_h
    if plan.beside:
        width = block_w + 18.0 + shelf_w
        shelf_x, shelf_y = MARGIN + block_w + 18.0, top
        # the shorter of the two columns is centred on the taller
        grid_top = top + max(0.0, (shelves_h - left_h) / 2) + pol_h
        shelf_y += max(0.0, (left_h - shelves_h) / 2)
    else:
        width = max(block_w, shelf_w)
        shelf_x, shelf_y = MARGIN + (width - shelf_w) / 2, top
        grid_top = top + shelves_h + 2.0 + pol_h
    block_x = MARGIN + ((width - block_w) / 2 if not plan.beside else 0.0)

    # --- the grid
    gx0 = block_x + pad + left
    gy0 = grid_top + pad + above
    lay.cell_centres = [QPointF(gx0 + CELL_W / 2 + lay.col_x[c], gy0 + CELL_H / 2 + lay.row_y[r])
                        for r, c in board.coords]
    lay.grid_rect = QRectF(block_x, grid_top, grid_w, grid_h)
    if side_w:
        lay.side_rect = QRectF(lay.grid_rect.right() + 12.0, grid_top, side_w, grid_h)

    # --- line icons: just past the last cell, stacked across the line
    for ln in board.lines:
        a, b = lay.cell_centres[ln[-2]], lay.cell_centres[ln[-1]]
        if abs(b.y() - a.y()) < 1:
            sx = 1.0 if b.x() > a.x() else -1.0
            x = b.x() + sx * (CELL_W / 2 + ICON_R + 5)
            lay.icon_pos.append((QPointF(x, b.y() - ICON_R - 2), QPointF(x, b.y() + ICON_R + 2)))
        else:
            sy = 1.0 if b.y() > a.y() else -1.0
            y = b.y() + sy * (CELL_H / 2 + ICON_R + 5)
            lay.icon_pos.append((QPointF(b.x() - ICON_R - 2, y), QPointF(b.x() + ICON_R + 2, y)))

    # --- notes: in the gap between their cells, nudged off any line icon sharing the gap
    icons = [p for pair in lay.icon_pos for p in pair]
    for note in board.notes:
        pts = [lay.cell_centres[c] for c in note]
        centre = QPointF(sum(p.x() for p in pts) / len(pts), sum(p.y() for p in pts) / len(pts))
        lay.note_pos.append(_clear_spot(centre, icons))

    # --- shelves and items: one plank per row, items centred on it, left to right
    lay.item_rects = [QRectF() for _ in d.items]
    for r, items in enumerate(rows):
        y = shelf_y + r * row_h
        lay.shelf_rects.append(QRectF(shelf_x, y, shelf_w, row_h - 4.0))
        x0 = shelf_x + (shelf_w - len(items) * (size + ITEM_GAP)) / 2 + ITEM_GAP / 2
        for k, i in enumerate(items):
            lay.item_rects[i] = QRectF(x0 + k * (size + ITEM_GAP), y + 2.0, size, size)

    # --- polaroids: a row above the grid, in column order
    if d.polaroids:
        n = len(d.polaroids)
        y = grid_top - POLAROID_H / 2 - 2.0
        span = grid_w - 2 * pad - left
        for k in range(n):
            lay.polaroid_pos.append(QPointF(block_x + pad + left + span * (k + 0.5) / n, y))

    # --- panels: seams between panels, letter centres
    for pi, p in enumerate(d.panels):
        left = gx0 + lay.col_x[p.first_col]
        right = gx0 + lay.col_x[p.last_col] + CELL_W
        lay.panel_centres.append((left + right) / 2)
        if pi + 1 < len(d.panels):
            nxt = gx0 + lay.col_x[d.panels[pi + 1].first_col]
            lay.seams.append((right + nxt) / 2)

    shelf_bottom = lay.shelf_rects[-1].bottom()
    if under:
        lay.footer_rect = QRectF(MARGIN, lay.grid_rect.bottom() + 14.0, block_w, FOOTER_H)
    else:
        bottom = max(lay.grid_rect.bottom(), shelf_bottom)
        lay.footer_rect = QRectF(MARGIN, bottom + 14.0, width, FOOTER_H)
    lay.header_rect = QRectF(MARGIN, MARGIN, width, HEADER_H)
    _footer_slots(lay, solo)
    bottom = max(lay.footer_rect.bottom(), shelf_bottom)
    lay.scene_rect = QRectF(0.0, 0.0, width + 2 * MARGIN, bottom + MARGIN)
    return lay


def _clear_spot(centre: QPointF, icons: list[QPointF], clearance: float = 2 * ICON_R + 4) -> QPointF:
    """The spot nearest `centre` that keeps a note clear of the line icons around it."""
    best, best_score = centre, -1.0
    for dx, dy in ((0, 0), (10, 0), (-10, 0), (0, 10), (0, -10), (16, 0), (-16, 0), (0, 16),
                   (0, -16), (12, 12), (-12, 12), (12, -12), (-12, -12), (22, 0), (-22, 0),
                   (0, 22), (0, -22)):
        spot = QPointF(centre.x() + dx, centre.y() + dy)
        room = min((math.hypot(spot.x() - p.x(), spot.y() - p.y()) for p in icons), default=1e9)
        if room >= clearance:
            return spot
        if room > best_score:
            best, best_score = spot, room
    return best


def _footer_slots(lay: BoardLayout, solo: bool) -> None:
    """Footer, left to right: leaves, thorn plant (solo), frame rewards (frames), score."""
    f = lay.footer_rect
    right = f.right()
    lay.score_rect = QRectF(right - 118.0, f.top() + 8.0, 118.0, f.height() - 16.0)
    right = lay.score_rect.left() - 14.0
    w = space_of(lay.board).footer
    if w:
        lay.frames_rect = QRectF(right - w, f.top(), w, f.height())
        right = lay.frames_rect.left() - 10.0
    if solo:
        lay.plant_rect = QRectF(right - 74.0, f.top(), 74.0, f.height())
        right = lay.plant_rect.left() - 8.0
    lay.leaves_rect = QRectF(f.left(), f.top(), right - f.left(), f.height())
