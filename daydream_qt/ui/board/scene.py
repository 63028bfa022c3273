"""BoardScene: the whole foldable board of one seat, drawn from `board.defn` and the state.

The scene holds no rule: what is legal, what a line is worth, scores, all come from the
engine through the controller. It is built in full when the game is replaced, and then
*follows* the state: each painter compares what it drew with the sheet and changes only
what differs, so a tap repaints in a few milliseconds.

A scene shown only in hidden views, and never laid out for a view's shape yet (a game
opened before the window is shown), places the board and makes its items only when the
view shows it, or when something asks for them (`layout`, `ensure_items`): the board is
laid out and drawn once, for the shape it is seen in, not a second time when that shape
becomes known.

Every item a test or an interaction cares about carries `data(0)` = its role (e.g.
"cell", "digit", "line_icon_sun") and `data(1)` = its index (cell, line, item, (item,
node), ...). `items_with_role(role)` lists the visible ones.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TypeVar

from PySide6.QtCore import QLocale, QObject, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QRegion, QTransform
from PySide6.QtWidgets import QAbstractGraphicsShapeItem, QGraphicsItem, QGraphicsScene

from daydream_qt.engine import Game, Sheet, Text
from daydream_qt.ui.board.footer import FooterPainter
from daydream_qt.ui.board.grid import GridPainter
from daydream_qt.ui.board.hint_marks import HintPainter
from daydream_qt.ui.board.layout import BoardLayout, ShelfPlan, compute_layout
from daydream_qt.ui.board.modules import ModulePainter
from daydream_qt.ui.board.painter import Painter
from daydream_qt.ui.board.shelf import ShelfPainter
from daydream_qt.ui.board.static_layer import (
    MUTABLE_ROLES,
    StaticLayer,
    device_rect,
    make_layers,
    scene_extent,
)
from daydream_qt.ui.core.controller import GameController
from daydream_qt.ui.style.board import (
    CELL_H,
    CELL_W,
    ICON_R,
    MIN_TAP_PX,
    PAPER,
    PITCH,
    WHOLE_BOARD_SCALE,
)
from daydream_qt.ui.style.theme import sheet_ink

ICON_TAP_R = max(ICON_R * 1.6, MIN_TAP_PX / 2 / WHOLE_BOARD_SCALE)
"""How far from a line's end icon a tap still hits it: at least MIN_TAP_PX across on
screen at the smallest scale the board is shown at (the nearest icon wins a tap between two)."""


TargetIndex = int | str | tuple[int, int] | None
"""A target's index: a cell, a line, a bonus ("sun", "leaf"), an item's node, or none."""

_Item = TypeVar("_Item", bound=QGraphicsItem)


@dataclass(frozen=True)
class Target:
    """What a scene position points at, for the interactions."""

    role: str
    index: TargetIndex


class BoardScene(QGraphicsScene):
    """The board of `controller.viewed`, following the controller's signals."""

    cursor_moved = Signal()
    """The keyboard cursor went to another cloud, or was shown or hidden (the board's
    accessible name follows it)."""

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.language = QLocale().name()[:2] or "en"
        self._layout: BoardLayout | None = None
        self._kept_plan: ShelfPlan | None = None
        """While the board waits to be placed: the arrangement to keep (see `rebuild`)."""
        self.cursor_cell: int | None = None
        self.cursor_visible = False
        self.cursor_card = False
        """The card of the cloud under the cursor shows: only just after the keyboard moved
        the cursor, until it rests a few seconds, the next mouse use, Esc or change of the
        sheet (`hide_cursor_card`)."""
        self.show_legal_cells = True
        """The player's setting: cells where the selected die may be written glow."""
        self.hint_marks: list[tuple[int, int]] = []
        """The coach's suggested writes shown on the board: (cell, value to write)."""
        self._hint: HintPainter | None = None
        self.aspect: float | None = None
        """The shape (width / height) of the view showing the board; the layout fits it."""
        self.setBackgroundBrush(PAPER)
        self._painters: list[Painter] = []
        self._roles: dict[str, list[QGraphicsItem]] = {}
        self._role_of: dict[int, str] = {}
        self._shown_seat: int | None = None
        self._caching = False
        self._uncached: list[QGraphicsItem] = []
        self._building = False
        self._printed: list[QGraphicsItem] = []
        """Items made while building that never change: painted by the static layers."""
        self._layers: list[StaticLayer] = []
        self._live: list[QGraphicsItem] = []
        """Items the scene paints itself (not printed): what may lie under a layer."""
        self._seen_ink: set[int] = set()
        """Those of them once seen to paint something (a pen or a brush, or children)."""
        self.flat_layers = False
        """See `set_flat_layers`."""
        self._pending = False
        """Its items not made yet, nor perhaps its layout (see the module docstring)."""
        controller.game_replaced.connect(self.rebuild)
        controller.state_changed.connect(self._on_state_changed)
        controller.selection_changed.connect(self._on_selection_changed)
        controller.view_changed.connect(self.refresh)
        self.rebuild()

    # ------------------------------------------------------------ model access
    @property
    def layout(self) -> BoardLayout | None:
        """Where everything of the board lies (None: no game). A board waiting for its view
        to show it is placed as for no particular shape when something asks first."""
        if self._layout is None and self._pending:
            self._place(None, self._kept_plan)
        return self._layout

    @property
    def has_board(self) -> bool:
        """A game's board is laid out, or will be once its view shows it (cheaper to ask
        than `layout`, which places a waiting board)."""
        return self._layout is not None or self._pending

    @property
    def placed_layout(self) -> BoardLayout:
        """`layout`, for what exists only once a board is laid out (the painters)."""
        layout = self.layout
        if layout is None:
            raise RuntimeError("no board is laid out")
        return layout

    def _place(self, aspect: float | None, keep: ShelfPlan | None = None) -> None:
        game = self.shown_game
        self._layout = compute_layout(game.board, game.solo_rules, aspect, keep)
        self.setSceneRect(self._layout.scene_rect)

    @property
    def game(self) -> Game | None:
        return self.controller.game

    @property
    def shown_game(self) -> Game:
        """`game`, for what exists only while there is one (the painters, the sheet)."""
        game = self.controller.game
        if game is None:
            raise RuntimeError("no game is shown")
        return game

    @property
    def qobject(self) -> QObject:
        """The scene as the QObject that owns its painters' animations."""
        return self

    @property
    def seat(self) -> int:
        return self.controller.viewed

    @property
    def sheet(self) -> Sheet:
        return self.shown_game.state.sheets[self.seat]

    @property
    def sheet_ink(self) -> str:
        """The shown seat's ink as this theme's sheet draws it (lighter on the dark one)."""
        return sheet_ink(self.shown_game.seats[self.seat].ink)

    @property
    def ink(self) -> QColor:
        return QColor(self.sheet_ink)

    def text(self, t: Text) -> str:
        """A board text (engine `Text`) in the interface language."""
        return t.get(self.language)

    # ------------------------------------------------------------ building
    def add(self, item: _Item, role: str | None = None, index: object = None,
            z: float = 0.0, cache: bool = True) -> _Item:
        """Add `item` with its role and index data (see the module docstring).

        Roles are also kept in a registry: PySide6 6.12 corrupts None's reference count
        when `data()` is read on an item where that key was never set (an invalid
        QVariant), so nothing here ever reads `data()` of an item it did not tag, and no
        index is ever None (-1 instead).
        """
        if role is not None:
            item.setData(0, role)
            item.setData(1, -1 if index is None else index)
            self._roles.setdefault(role, []).append(item)
            self._role_of[id(item)] = role
        item.setZValue(z)
        if cache and self._building and role not in MUTABLE_ROLES:
            self._printed.append(item)
        else:
            self._live.append(item)
        if cache:
            if self._caching:
                item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
            else:
                self._uncached.append(item)
        self.addItem(item)
        return item

    def start_caching(self) -> None:
        """Board art is drawn once per zoom level from now on, and then blitted.

        A tap then repaints from pixmaps instead of re-tessellating a hundred antialiased
        paths, and the printed parts of the board are painted as a few layers (see
        `static_layer`). The window's first frame is painted directly: filling the caches
        would make it slower, and nothing has been tapped yet.
        """
        self._caching = True
        for item in self._uncached:
            try:
                item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
            except RuntimeError:  # thrown away by a rebuild meanwhile
                pass
        self._uncached = []
        self._print_layers()

    def _print_layers(self) -> None:
        """Hand the printed items of the board built last to the static layers."""
        if not self._printed:
            return
        self._room_for_layers()
        try:
            self._layers = make_layers(self._printed)
        except RuntimeError:  # thrown away by a rebuild meanwhile
            self._layers = []
        self._printed = []
        for layer in self._layers:
            layer.setCacheMode(_NO_CACHE if self.flat_layers else _DEVICE_CACHE)
            self.addItem(layer)

    def set_flat_layers(self, on: bool) -> None:
        """`on`: a view paints the layers through its own pictures (`BoardView`), and Qt keeps
        no cache of them; off: Qt's device cache holds each, as for any other view."""
        if on == self.flat_layers:
            return
        self.flat_layers = on
        for layer in self._layers:
            try:
                layer.setCacheMode(_NO_CACHE if on else _DEVICE_CACHE)
            except RuntimeError:  # thrown away by a rebuild meanwhile
                pass

    @property
    def static_layers(self) -> list[StaticLayer]:
        """The layers painting the printed board, lowest first ([] before `start_caching`)."""
        return self._layers

    def static_key(self) -> tuple:
        """Changes whenever what the layers paint changes (a new board, a member dropped)."""
        return tuple((layer.serial, layer.version) for layer in self._layers)

    def under_static(self, transform: QTransform, within: QRectF | None = None) -> tuple[QRegion, float]:
        """Where, through `transform`, an item the scene paints itself may lie under a
        static layer (at or below the top layer's level): there the layers are painted
        over it, one by one, as the scene stacks them. In device pixels, two of margin,
        of the items meeting `within` (a scene rect; None: all); and the lowest level of
        such items anywhere, shown or not (the layers below it are under all of them)."""
        region = QRegion()
        lowest = math.inf
        if not self._layers:
            return region, lowest
        top = self._layers[-1].zValue()
        for item in self._live:
            try:
                z = item.zValue()
                if z > top:
                    continue
                children = item.childItems()
                if id(item) not in self._seen_ink:
                    if not children and isinstance(item, QAbstractGraphicsShapeItem) \
                            and item.pen().style() == Qt.PenStyle.NoPen \
                            and item.brush().style() == Qt.BrushStyle.NoBrush:
                        continue  # paints nothing (a hover area), for now
                    # (kept: an item counted once is counted from then on, which costs at
                    # most some painting, never a wrong pixel)
                    self._seen_ink.add(id(item))
                if z < lowest:
                    lowest = z
                if not item.isVisible():
                    continue
                rect = scene_extent(item)
            except RuntimeError:  # thrown away meanwhile
                continue
            if within is None or within.intersects(rect):
                region += _on_grid(device_rect(transform, rect))
        return region, lowest

    def _room_for_layers(self) -> None:
        """Let Qt's pixmap cache hold a few screens: the items' caches live there (the glows,
        the digits, the ink), and its default 10 MB holds less than one screenful at
        3840x2160; an item whose cache is pushed out is painted afresh at every repaint."""
        from PySide6.QtGui import QPixmapCache

        views = self.views()
        screen = views[0].screen() if views else None
        if screen is None:
            return
        size = screen.size() * screen.devicePixelRatio()
        need = size.width() * size.height() * 4 * 5 // 1024  # KB, ARGB pixels
        if QPixmapCache.cacheLimit() < need:
            QPixmapCache.setCacheLimit(need)

    def discard(self, item: QGraphicsItem | None) -> None:
        """Remove an item added with `add` from the scene and from the role registry."""
        if item is None:
            return
        role = self._role_of.pop(id(item), None)
        for k, it in enumerate(self._live):
            if it is item:
                del self._live[k]
                break
        for layer in self._layers:
            if layer.drop(item):
                break
        if role is not None:
            items = self._roles.get(role, [])
            for k, it in enumerate(items):
                if it is item:
                    del items[k]
                    break
        try:
            if item.scene() is self:
                self.removeItem(item)
        except RuntimeError:  # already deleted by a rebuild
            pass

    def rebuild(self, keep: bool = True) -> None:
        """Throw everything away and draw the current game's board from scratch (`keep`: in
        the arrangement shown, while it is nearly as good as the best for the view's shape)."""
        # the same board drawn again (another seat's sheet) keeps its arrangement
        laid = self._layout
        shown = laid.board.id if laid is not None and keep else None
        plan = laid.plan if laid is not None and keep else None
        self.clear()
        self._uncached = []
        self._printed = []
        self._layers = []
        self._live = []
        self._seen_ink = set()
        self._roles = {}
        self._role_of = {}
        self._painters = []
        self._hint = None
        self._pending = False
        self._layout = None
        self._kept_plan = None
        game = self.game
        if game is None:
            self.setSceneRect(QRectF(0, 0, 800, 600))
            return
        plan = plan if shown == game.board.id else None
        self._shown_seat = self.seat
        self.cursor_cell = None
        self.cursor_card = False
        views = self.views()
        if self.aspect is None and views and not any(v.isVisible() for v in views):
            # placed and drawn once its view shows it, for that view's shape (`set_aspect`)
            self._pending = True
            self._kept_plan = plan
            return
        self._place(self.aspect, plan)
        self._make_items()

    def _make_items(self) -> None:
        """Make the painters' items for the layout in place, and bring them up to date."""
        if self.layout is None:  # (placing it if it waited to be)
            return
        self._pending = False
        self._hint = HintPainter(self)
        self._painters = [GridPainter(self), ShelfPainter(self), ModulePainter(self),
                          FooterPainter(self), self._hint]
        self._building = True
        try:
            for p in self._painters:
                p.build()
        finally:
            self._building = False
        if self._caching:
            self._print_layers()
        self.refresh()
        if self.cursor_cell is not None:
            for p in self._painters:
                p.refresh_cursor()

    def ensure_items(self) -> None:
        """Make the board's items now if they are still to be made (see the module docstring)."""
        if self._pending:
            self._make_items()

    def set_aspect(self, aspect: float, fresh: bool = False) -> bool:
        """Lay the board out for a view of shape `aspect`; True when the arrangement changed
        (the board is rebuilt then: only when the shelf moves or its items change size).
        `fresh`: the best arrangement for the shape, not the one shown while it is nearly
        as good (before the first move of a game, when nothing is being drawn on)."""
        self.aspect = aspect
        game = self.game
        if self._pending and game is not None:
            # the first shape seen: lay out for it, then make the items once
            self._place(aspect)
            self._make_items()
            return True
        if self.layout is None or game is None:
            return False
        shown = self.layout.plan
        if compute_layout(game.board, game.solo_rules, aspect, None if fresh else shown).plan == shown:
            return False
        cursor, visible = self.cursor_cell, self.cursor_visible
        self.rebuild(keep=not fresh)
        if cursor is not None:
            self.set_cursor(cursor, visible)
        return True

    # ------------------------------------------------------------ following the state
    def _on_state_changed(self, events: list) -> None:
        # A write, an Undo, the turn's end: the cursor's card was about the sheet before.
        self.cursor_card = False
        if self.layout is None:
            self.rebuild()
            return
        self.refresh(events)

    def _on_selection_changed(self) -> None:
        for p in self._painters:
            p.refresh_selection()

    def refresh(self, events: list | None = None) -> None:
        """Bring every painter up to date with the state (each redraws only what changed)."""
        if self.layout is None or self.game is None:
            return
        if self._pending:  # the items, made later, show the state as it is then
            self._shown_seat = self.seat
            return
        if self.seat != self._shown_seat:
            # Another seat's sheet: its ink and marks differ everywhere, so draw it afresh.
            self.rebuild()
            return
        events = events or []
        for p in self._painters:
            p.refresh(events)
        for p in self._painters:
            p.refresh_selection()

    def set_hint(self, marks: list[tuple[int, int]]) -> None:
        """Show the coach's suggested writes, (cell, value) each; [] takes them away."""
        self.hint_marks = list(marks)
        if self._hint is not None:
            self._hint.show(self.hint_marks)

    def set_show_legal_cells(self, on: bool) -> None:
        self.show_legal_cells = on
        self._on_selection_changed()

    # ------------------------------------------------------------ cursor (keyboard play)
    def set_cursor(self, cell: int | None, visible: bool = True, card: bool = False) -> None:
        """Put the keyboard cursor on `cell`, shown or not; `card`: with the card of its cloud
        (the keyboard just moved it there), else without."""
        moved = (cell, visible and cell is not None) != (self.cursor_cell, self.cursor_visible)
        self.cursor_cell = cell
        self.cursor_visible = visible and cell is not None
        self.cursor_card = card and self.cursor_visible
        for p in self._painters:
            p.refresh_cursor()
        if moved:
            self.cursor_moved.emit()

    def hide_cursor_card(self) -> bool:
        """Take the cursor's card away (the cursor stays); True when one showed."""
        if not self.cursor_card:
            return False
        self.cursor_card = False
        for p in self._painters:
            p.refresh_cursor()
        return True

    # ------------------------------------------------------------ positions
    def cell_pos(self, cell: int) -> QPointF:
        """Scene centre of a cell."""
        return QPointF(self.placed_layout.cell_centres[cell])

    def node_pos(self, item: int, node: int) -> QPointF:
        """Scene position of a node of a shelf item."""
        return self.placed_layout.node_point(item, node)

    def line_icon_pos(self, line: int, kind: str) -> QPointF:
        """Scene centre of a line's 'dot' or 'sun' icon."""
        dot, sun = self.placed_layout.icon_pos[line]
        return QPointF(dot if kind == "dot" else sun)

    def bonus_button_pos(self, kind: str) -> QPointF | None:
        """Scene centre of the 'sun' or 'leaf' bonus button, when one is offered."""
        self.ensure_items()
        for it in self.items_with_role("bonus_button"):
            if it.data(1) == kind:
                return it.sceneBoundingRect().center()
        return None

    def items_with_role(self, role: str) -> list[QGraphicsItem]:
        """Visible items carrying `role`, in no particular order."""
        self.ensure_items()
        return [it for it in self._roles.get(role, ()) if it.isVisible()]

    # ------------------------------------------------------------ hit testing
    def target_at(self, pos: QPointF) -> Target | None:
        """The interactive thing under `pos`: bonus button, line icon, item node or cell.

        Geometry, not item shapes, so a fingertip slightly off a small icon still hits it.
        """
        lay, game = self.layout, self.game
        if lay is None or game is None:
            return None
        for it in self.items_with_role("bonus_button"):
            if it.sceneBoundingRect().adjusted(-6, -6, 6, 6).contains(pos):
                return Target("bonus_button", it.data(1))
        best: tuple[float, Target] | None = None

        def consider(dist: float, limit: float, target: Target) -> None:
            nonlocal best
            if dist <= limit and (best is None or dist < best[0]):
                best = (dist, target)

        for li, (dot, sun) in enumerate(lay.icon_pos):
            consider(_dist(pos, dot), ICON_TAP_R, Target("line_icon_dot", li))
            consider(_dist(pos, sun), ICON_TAP_R, Target("line_icon_sun", li))
        sheet = self.sheet
        if sheet.item < len(game.board.items):
            nodes = game.board.defn.items[sheet.item].nodes
            for n in range(len(nodes)):
                consider(_dist(pos, self.node_pos(sheet.item, n)), 16.0,
                         Target("item_node", (sheet.item, n)))
        if best is not None:
            return best[1]
        for c, centre in enumerate(lay.cell_centres):
            if abs(pos.x() - centre.x()) <= CELL_W / 2 + 3 and abs(pos.y() - centre.y()) <= CELL_H / 2 + 3:
                return Target("cell", c)
        return None

    def nearest_cell(self, pos: QPointF) -> int | None:
        """The cell whose centre is closest to `pos` within one pitch (keyboard cursor moves)."""
        lay = self.layout
        if lay is None:
            return None
        centres = lay.cell_centres
        best = min(range(len(centres)), key=lambda c: _dist(pos, centres[c]), default=None)
        if best is None or _dist(pos, centres[best]) > PITCH * 1.5:
            return None
        return best

    def cell_step(self, cell: int, dx: int, dy: int) -> int:
        """The next cell from `cell` in a direction, skipping holes; `cell` if none."""
        board = self.shown_game.board
        r, c = board.coords[cell]
        index = board.index
        d = board.defn
        for k in range(1, max(d.rows, d.cols)):
            nxt = index.get((r + dy * k, c + dx * k))
            if nxt is not None:
                return nxt
        # Nothing straight ahead: the closest cell on that side.
        here = self.cell_pos(cell)
        best, best_d = cell, math.inf
        for o, p in enumerate(self.placed_layout.cell_centres):
            v = p - here
            ahead = v.x() * dx + v.y() * dy
            if ahead > 1:
                side = abs(v.x() * dy) + abs(v.y() * dx)
                score = ahead + 2 * side
                if score < best_d:
                    best, best_d = o, score
        return best


_GRID = 16
_NO_CACHE = QGraphicsItem.CacheMode.NoCache
_DEVICE_CACHE = QGraphicsItem.CacheMode.DeviceCoordinateCache


def _on_grid(rect: QRect) -> QRect:
    """`rect` grown to whole cells of a 16-pixel grid: the glows of neighbouring clouds
    overlap, and their union, cut into rects, is some 40 small ones; on the grid, fewer
    than 20 (each a blit per layer) for some 15 % more pixels."""
    x0, y0 = rect.left() // _GRID * _GRID, rect.top() // _GRID * _GRID
    x1, y1 = -(-(rect.right() + 1) // _GRID) * _GRID, -(-(rect.bottom() + 1) // _GRID) * _GRID
    return QRect(x0, y0, x1 - x0, y1 - y0)


def _dist(a: QPointF, b: QPointF) -> float:
    return math.hypot(a.x() - b.x(), a.y() - b.y())

