"""FocusView: the item being drawn, shown large over the grid while strokes are pending.

On a shelf fitted to a window an item is a hundred pixels or so, and a stroke between two
of its nodes a few dozen: tracing it would be connect-the-dots. While strokes are pending
nothing else on the sheet can be played (the engine offers the stroke alone), so the grid's
place on screen is free: a second view of the same scene sits there, zoomed on the current
item, and tracing in it goes through the board view's own interactions (mouse, finger,
tablet pen alike). It follows the pen to the next item and hides when no stroke is pending
for the player at the device.

It never hides the line whose completion gave the strokes (the player checks it while
drawing): it takes the largest square of the grid's place clear of that line's clouds and
ends. And it shows the item alone: whatever of the neighbouring items its margin takes in
(the previous item's bonus mark sits close to this one's corner) is painted over with paper.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from daydream_qt.engine import EMPTY, LineState, WriteDie
from daydream_qt.ui.board.layout import LABEL_H
from daydream_qt.ui.board.module_space import POLAROID_H
from daydream_qt.ui.style.board import ICON_R

if TYPE_CHECKING:
    from PySide6.QtGui import QMouseEvent, QTabletEvent

MIN_SIDE = 150
"""Device pixels: below this the focus would show an item no larger than the shelf does."""
MARGIN = 0.1
"""Room round the item's box, a share of its size (suns and glows overhang it)."""
NEIGHBOUR_REACH = 12.0
"""Scene units round another item's box that its marks may take (its bonus ring, its
suns); painted over in the focus. The boxes are 16 apart: this one's own marks keep 4."""
_SYNTHETIC = (Qt.MouseEventSource.MouseEventSynthesizedBySystem,
              Qt.MouseEventSource.MouseEventSynthesizedByQt)


def completed_lines(game, seat: int) -> list[int]:
    """The lines the seat's last write completed (those whose ends give the pending strokes)."""
    sheet = game.state.sheets[seat]
    for action in reversed(game.log):
        if isinstance(action, WriteDie) and action.seat == seat:
            if sheet.values[action.cell] == EMPTY:
                return []
            return [li for li in game.board.cell_lines[action.cell] if sheet.line_state[li] != LineState.OPEN]
    return []


class _PenViewport(QWidget):
    """The focus view's viewport: tablet events land here and go on to the focus view."""

    def __init__(self, view: FocusView) -> None:
        super().__init__()
        self._view = view

    def tabletEvent(self, event: QTabletEvent) -> None:  # noqa: N802 (Qt override)
        self._view.tabletEvent(event)


class FocusView(QGraphicsView):
    """A child of the board view's viewport showing `sheet.item` zoomed to fill it."""

    def __init__(self, board_view) -> None:
        """`board_view` is the `view.BoardView` this sits on (not imported: no circle)."""
        super().__init__(board_view.viewport())
        self.setViewport(_PenViewport(self))
        self.board_view = board_view
        self.setScene(board_view.board_scene)
        # No SmoothPixmapTransform, as on the board view: nothing here is drawn scaled (the
        # items' caches and the layers' pictures are made at this view's own zoom), and the
        # hint only sends those 1:1 copies through the raster engine's slower path.
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFrameShape(QFrame.Shape.Box)
        self.setLineWidth(2)
        self.setStyleSheet("FocusView { border: 2px solid #d9c6a5; border-radius: 10px; }")
        self.setBackgroundBrush(board_view.board_scene.backgroundBrush())
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_AcceptTouchEvents, False)
        self.item: int | None = None
        """The shelf item shown, None while hidden."""
        self._tablet_active = False
        self.hide()

    # ------------------------------------------------------------ following the pen
    @staticmethod
    def wanted(view) -> bool:
        """Whether `view` (a `view.BoardView`) has a stroke pending on the sheet it shows: the
        queue, cheaper to ask than the engine's legal actions, on every tap. Never while the
        person at the device is on hold (a bot's turn, a hand-over): nobody is to trace."""
        scene = view.board_scene
        c = view.controller
        return bool(c.game is not None and not c.hold and scene.seat == c.seat and scene.sheet.stroke_queue
                    and scene.layout is not None)

    def follow(self) -> None:
        """Show the item of the pending stroke over the grid, or hide when there is none."""
        stroke = self.board_view.controller.next_stroke() if self.wanted(self.board_view) else None
        area = self.area() if stroke is not None else None
        if stroke is None or area is None:
            if self.item is not None:
                self._let_pictures_go()
            self.item = None
            self.hide()
            return
        self.show_item(stroke.item, area)

    def _let_pictures_go(self) -> None:
        """Hidden, this view lets go of the pictures the board's layers made for it (a
        large focus holds a few megabytes of them); shown again, most often on another
        item at another zoom, it has them made anew."""
        viewport = self.viewport()
        for layer in self.board_view.board_scene.static_layers:
            layer.forget(viewport)

    def show_item(self, item: int, area: QRect) -> None:
        """Show shelf item `item` filling `area` of the board view's viewport."""
        self.item = item
        self.setGeometry(area)
        self.show()
        self.raise_()
        self._zoom()

    def _zoom(self) -> None:
        """Fit the current item's box (with its margin) into the viewport as it is now."""
        layout = self.board_view.board_scene.layout
        if self.item is None or layout is None or self.item >= len(layout.item_rects):
            return
        box = layout.item_rects[self.item]
        m = box.width() * MARGIN
        # the name under the drawing shows too
        self.fitInView(box.adjusted(-m, -m, m, m + LABEL_H), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self._zoom()

    def area(self) -> QRect | None:
        """Where the focus goes in the board view's viewport: the largest square over the
        grid's block (grid, side module, polaroids) on screen clear of the line just
        completed (its clouds and ends), nearest the block's centre; beside the shelf it
        may run over the header and the footer too. None when too small to help."""
        view = self.board_view
        lay = view.board_scene.layout
        vp = view.viewport().rect()
        block = QRectF(lay.grid_rect).united(lay.side_rect) if not lay.side_rect.isEmpty() else QRectF(lay.grid_rect)
        if lay.polaroid_pos:  # a row above the grid
            block.setTop(min(p.y() for p in lay.polaroid_pos) - POLAROID_H / 2)
        on_screen = view.mapFromScene(block).boundingRect().intersected(vp)
        beside = lay.plan is not None and lay.plan.beside
        room = QRect(on_screen)
        if beside:
            room.setTop(vp.top() + 4)
            room.setBottom(vp.bottom() - 4)
        else:
            room = room.intersected(QRect(vp.left(), vp.top() + 4, vp.width(), vp.height() - 8))
        keep = self._keep_in_sight()
        side = min(room.width(), room.height())
        while side >= MIN_SIDE:
            place = _free_square(room, side, keep, on_screen.center())
            if place is not None:
                return place
            side = int(side * 0.92)
        return None

    def _keep_in_sight(self) -> list[QRect]:
        """On screen, the clouds and the ends of the lines just completed."""
        view = self.board_view
        scene = view.board_scene
        game = scene.game
        lay = scene.layout
        if game is None or lay is None:
            return []
        rects: list[QRectF] = []
        for li in completed_lines(game, scene.seat):
            rects += [lay.cell_rect(c) for c in game.board.lines[li]]
            rects += [QRectF(p.x() - 1.6 * ICON_R, p.y() - 1.6 * ICON_R, 3.2 * ICON_R, 3.2 * ICON_R)
                      for p in lay.icon_pos[li]]
        return [view.mapFromScene(r).boundingRect().adjusted(-3, -3, 3, 3) for r in rects]

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802 (Qt override)
        """Paper over what the margin takes in of the other items (see NEIGHBOUR_REACH)."""
        layout = self.board_view.board_scene.layout
        if self.item is None or layout is None:
            return
        shown = QRectF(rect)
        paper = self.backgroundBrush()
        r = NEIGHBOUR_REACH
        for k, box in enumerate(layout.item_rects):
            if k != self.item:
                cover = box.adjusted(-r, -r, r, r + LABEL_H)
                if cover.intersects(shown):
                    painter.fillRect(cover.intersected(shown), paper)

    def scene_px(self) -> float:
        """Scene units per device pixel in this view."""
        return 1.0 / max(self.transform().m11(), 1e-6)

    # ------------------------------------------------------------ input: the board view's
    def _scene(self, pos: QPointF) -> QPointF:
        return self.mapToScene(pos.toPoint())

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        event.accept()
        if self._tablet_active and event.source() in _SYNTHETIC:
            return
        if event.button() == Qt.MouseButton.LeftButton:
            self.board_view.press_at(self._scene(event.position()), self.scene_px())

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        event.accept()
        if not (self._tablet_active and event.source() in _SYNTHETIC):
            self.board_view.move_at(self._scene(event.position()))

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        event.accept()
        if self._tablet_active and event.source() in _SYNTHETIC:
            return
        if event.button() == Qt.MouseButton.LeftButton:
            self.board_view.release_at(self._scene(event.position()))

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        self.mousePressEvent(event)

    def tabletEvent(self, event: QTabletEvent) -> None:  # noqa: N802 (Qt override)
        pos = self._scene(event.position())
        kind = event.type()
        if kind == QEvent.Type.TabletPress:
            self._tablet_active = True
            self.board_view.press_at(pos, self.scene_px(), event.pressure())
        elif kind == QEvent.Type.TabletMove:
            self.board_view.move_at(pos, event.pressure())
        elif kind == QEvent.Type.TabletRelease:
            self.board_view.release_at(pos)
            self._tablet_active = False
        event.accept()

    def wheelEvent(self, event) -> None:  # noqa: N802 (Qt override)
        event.accept()

    def stroke_lengths(self) -> list[float]:
        """On-screen lengths of the shown item's strokes (node to next node), in pixels."""
        if self.item is None:
            return []
        scene = self.board_view.board_scene
        n = len(scene.game.board.defn.items[self.item].nodes)
        pts = [self.mapFromScene(scene.node_pos(self.item, k)) for k in range(n)]
        return [math.hypot(b.x() - a.x(), b.y() - a.y()) for a, b in zip(pts, pts[1:])]

    def median_stroke_px(self) -> float:
        lengths = self.stroke_lengths()
        return _median(lengths)


def _free_square(room: QRect, side: int, keep: list[QRect], centre) -> QRect | None:
    """A `side` square inside `room` meeting none of `keep`, nearest `centre`; None if none.
    Tried: centred, against each side of the room, and against each side of each kept rect."""
    xs = {room.left(), room.right() + 1 - side, centre.x() - side // 2}
    ys = {room.top(), room.bottom() + 1 - side, centre.y() - side // 2}
    for r in keep:
        xs |= {r.right() + 1, r.left() - side}
        ys |= {r.bottom() + 1, r.top() - side}
    best: tuple[float, QRect] | None = None
    for x in xs:
        for y in ys:
            square = QRect(x, y, side, side)
            if not room.contains(square) or any(square.intersects(r) for r in keep):
                continue
            c = square.center()
            d = (c.x() - centre.x()) ** 2 + (c.y() - centre.y()) ** 2
            if best is None or d < best[0]:
                best = (d, square)
    return best[1] if best is not None else None


def _median(values: list[float]) -> float:
    """The median (0 for none); `statistics` would cost the app's start some 5 ms of imports."""
    if not values:
        return 0.0
    ordered = sorted(values)
    mid = len(ordered) // 2
    return ordered[mid] if len(ordered) % 2 else (ordered[mid - 1] + ordered[mid]) / 2
