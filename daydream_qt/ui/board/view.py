"""BoardView: shows a BoardScene fitted to the window and turns input into interactions."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QLineF, QPoint, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QPainter, QPixmap, QRegion, QTransform
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from daydream_qt.ui.board import explain
from daydream_qt.ui.board.focus import MARGIN as FOCUS_MARGIN
from daydream_qt.ui.board.focus import FocusView
from daydream_qt.ui.board.interactions import (
    TAP_SLOP,
    Interaction,
    TapInteraction,
    TraceInteraction,
)
from daydream_qt.ui.board.layout import LABEL_H
from daydream_qt.ui.board.module_space import POLAROID_H
from daydream_qt.ui.board.scene import BoardScene
from daydream_qt.ui.board.static_layer import (
    LayeredViewport,
    StaticLayer,
    blit,
    flatten,
    region_rects,
)
from daydream_qt.ui.core.controller import GameController
from daydream_qt.ui.core.texts import refusal_sentence
from daydream_qt.ui.style.text_size import legible_scale

if TYPE_CHECKING:
    # Input events are only named here: their classes (the pointer events' chain, with its
    # enums) are made when the first one arrives, after the window's first frame.
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QKeyEvent, QMouseEvent, QPaintEvent, QResizeEvent, QTabletEvent

_SYNTHETIC = (Qt.MouseEventSource.MouseEventSynthesizedBySystem,
              Qt.MouseEventSource.MouseEventSynthesizedByQt)
LONG_PRESS_MS = 550
CURSOR_CARD_MS = 4000
"""The cursor's card goes this long after the last arrow key: it shows while the cursor moves."""
"""A press held this long without moving explains what is under it, as hovering does."""
FLAT_MIN_PIXELS = 1_500_000
"""Viewports of this many device pixels or more paint the printed board as one background
(`BoardView.drawBackground`). Below (1366x768 and such), blending a few small layers costs
less than the background's own bookkeeping in Python (~0.4 ms a repaint): Qt's device
cache of each layer does it then."""
_ARROWS: dict[int, tuple[int, int]] = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, -1),
           Qt.Key.Key_Down: (0, 1)}


class _Viewport(LayeredViewport):
    """The view's viewport: tablet events land here, and go on to the view's tabletEvent.

    Handlers of exact event types only (no `event()` or `viewportEvent()` override): a
    Python method taking any QEvent has Shiboken load every QEvent class the first time it
    runs, some 3 ms of the app's start.
    """

    def __init__(self, view: BoardView) -> None:
        super().__init__()
        self._view = view

    def tabletEvent(self, event: QTabletEvent) -> None:  # noqa: N802 (Qt override)
        self._view.tabletEvent(event)


class BoardView(QGraphicsView):
    """The board of the controller's current seat, fitted to the widget.

    Pointer input (mouse, touch through synthesized mouse events, tablet pens through
    `tabletEvent`) goes to a `TraceInteraction` when the press lands on the pending
    stroke's pen (its disc) or target (its diamond), else to a `TapInteraction`; what each
    accepts, and the sentence of each gesture that does nothing, are in `interactions`.
    Any press or mouse move takes the keyboard cursor's card away. The synthetic mouse
    twin of a tablet stroke is dropped.

    Keyboard (the view takes focus on click):
      - arrows move the cell cursor (it starts on the first legal cell), and a small card
        beside it says where it is, until the cursor rests CURSOR_CARD_MS, the next mouse
        use, Esc or change of the sheet;
      - Enter/Return: draws the next stroke when strokes are pending; otherwise writes the
        selected die at the cursor;
      - 1-6: select the die showing that value and write it at the cursor;
      - a key never writes where the player cannot see: while the cursor is hidden, Enter
        and the digits only show it (on the first legal cell when it is on none), and say so;
      - Esc closes the cursor's card (and a card a long press opened);
      - when two completed lines wait for an order (R7), 1 and 2 choose the first or the
        second of them (in line order, the order of `sheet.line_choice`);
      - when a bonus is offered (R11), S takes the sun bonus and L the leaf bonus.
    Whenever a die is selected the cursor rests on a cloud it may be written in: it starts
    on one and, when the clouds it may go in change (the other die, a leaf coloured, a
    write), it moves from a cloud it may not go in to the nearest one it may (one the view
    shows), and the status line says where (`follow_legal`).
    Tab and Shift+Tab move the keyboard's focus on to the page's controls and back, as
    anywhere else; the page's own keys (D for the other die, − and + for the leaves, G to
    give a die up: `pages/play_keys`) reach it from here too. Ctrl+Z belongs to the main window.

    A press held still for LONG_PRESS_MS (a finger has no hover) opens the card of the cloud,
    module or score box under it instead of tapping; the next press takes it away. A tap on
    the score box opens its breakdown too.

    `message(str)` carries sentences for the status line: the engine's refusals and hints.
    """

    message = Signal(str)

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # A viewport made here, so Python already knows its type: asking Qt for the one it
        # makes itself has Shiboken look through every QWidget class (some 8 ms at start).
        self._viewport = _Viewport(self)
        self.setViewport(self._viewport)
        self.controller = controller
        self._fresh = True
        self.board_scene = BoardScene(controller, self)
        self.setScene(self.board_scene)
        # No SmoothPixmapTransform: the board draws no picture scaled (every pixmap it paints,
        # the items' caches and the static layers', is made at the view's exact transform
        # and drawn one pixel for one), and with that hint Qt's raster engine blends even
        # those through its general path, some 2.5 times slower: a 4K repaint paid ~4 ms
        # for the glows' caches alone.
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setBackgroundBrush(self.board_scene.backgroundBrush())
        # The view fills every exposed pixel with the paper (an opaque brush) before the
        # board: the viewport's own background fill under it was a second fill of the whole
        # view at every repaint (some 4 % of a 3840x2160 one).
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(False)
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_AcceptTouchEvents, False)
        self.tap = TapInteraction(controller, self.board_scene, self.message.emit)
        self.trace = TraceInteraction(controller, self.board_scene, self.message.emit)
        self._active: Interaction | None = None
        self._tablet_active = False
        self._hold_timer: QTimer | None = None
        self._card_timer: QTimer | None = None
        self.cursor_card_ms = CURSOR_CARD_MS
        self._hold_at: QPointF | None = None
        self._focus: FocusView | None = None
        self.flat_background = True
        """The printed board painted as the view's background (see `drawBackground`); False:
        its layers blended at every paint, as in any other view of the scene."""
        self._flat: QPixmap | None = None
        self._low: QPixmap | None = None
        self._flat_key: tuple | None = None
        self._exposed: QRegion | None = None
        """While the viewport paints: the region it paints (its pixels)."""
        self._shown: QRectF | None = None
        """The scene rect the view was last fitted to: the board, or the part played (`play_rect`)."""
        self.play_item: int | None = None
        """The shelf item the view is zoomed on (`play_rect`), None when it is not."""
        controller.action_rejected.connect(self._on_rejected)
        controller.game_replaced.connect(self._on_game_replaced)
        controller.state_changed.connect(self._on_state_changed)
        controller.view_changed.connect(self.follow_focus)
        controller.selection_changed.connect(self.follow_legal)
        self._reset_cursor()

    @property
    def focus(self) -> FocusView:
        """The item being drawn, large, over the grid while strokes are pending. Made when
        first needed: a second view of the scene, which the first frame need not build (nor
        keep up to date while no stroke is pending)."""
        if self._focus is None:
            self._focus = FocusView(self)
        return self._focus

    def follow_focus(self) -> None:
        """The focus view shown over the grid while a stroke is pending, hidden otherwise
        (and while the view itself is zoomed on the item: `play_rect`)."""
        if self._active is not self.trace:
            self._follow_play()
        if self.play_item is not None:
            if self._focus is not None and self._focus.isVisible():
                self._focus.item = None
                self._focus.hide()
            return
        if self._focus is not None or FocusView.wanted(self):
            self.focus.follow()

    # ------------------------------------------------------------ fitting
    def fit(self) -> None:
        """Show the whole board, aspect kept, with a small margin, at any window size (or,
        where it would be too small to play, the part being played: `play_rect`); a view
        of another shape first has the board laid out anew for it (never mid-stroke)."""
        size = self.viewport().size()
        # hidden, a view has no size of its own yet: its shape is known once it is shown
        if self.isVisible() and size.width() > 0 and size.height() > 0 and self._active is not self.trace:
            aspect = size.width() / size.height()
            known = self.board_scene.aspect
            if known is None or abs(aspect / known - 1) > 0.04:
                self.board_scene.set_aspect(aspect, fresh=self._fresh)
        rect = self.board_scene.sceneRect()
        if rect.isEmpty():
            return
        # the card is drawn inset in its scene rect (grid.py): that inset is its margin
        if self._active is not self.trace:
            self._shown = None  # fitted anew: the whole board, or the part played
            self.follow_focus()
        else:  # mid-stroke the view keeps what it shows, at the new size
            self.fitInView(self._shown or rect, Qt.AspectRatioMode.KeepAspectRatio)

    # ------------------------------------------------------------ zoom on the part played
    def play_rect(self) -> tuple[QRectF, int | None] | None:
        """What the view shows when the whole board, fitted, would be drawn smaller than
        `legible_scale()` (clouds under MIN_TAP_PX, its smallest text under MIN_TEXT_PX
        times the text size):
        the part being played, with the shelf item it is when it is one. While a stroke is
        pending, or a finished item offers its bonus, that item: its drawing, its name, its
        buttons, as the focus view shows it; otherwise the grid, where the dice are written,
        with the module beside it and the polaroids above it where that is still legible.
        None: the whole board (it is legible, or the game is over)."""
        scene = self.board_scene
        game = self.controller.game
        lay = scene.layout if scene.has_board else None
        size = self.viewport().size()
        whole = scene.sceneRect()
        if lay is None or game is None or game.over or whole.isEmpty() or size.isEmpty():
            return None
        # as fitInView scales it: within a margin of 2 px all round
        if min((size.width() - 4) / whole.width(), (size.height() - 4) / whole.height()) >= legible_scale():
            return None
        sheet = scene.sheet
        item = sheet.item - 1 if sheet.bonus_pending else sheet.item if sheet.stroke_queue else None
        if item is not None and 0 <= item < len(lay.item_rects):
            box = lay.item_rects[item]
            m = box.width() * FOCUS_MARGIN
            return box.adjusted(-m, -m, m, m + LABEL_H), item
        # the grid with its module beside it and its polaroids above, when legible so
        block = QRectF(lay.grid_rect).united(lay.side_rect) if not lay.side_rect.isEmpty() else QRectF(lay.grid_rect)
        if lay.polaroid_pos:
            block.setTop(min(p.y() for p in lay.polaroid_pos) - POLAROID_H / 2)
        if min((size.width() - 4) / block.width(), (size.height() - 4) / block.height()) >= legible_scale():
            return block, None
        return QRectF(lay.grid_rect), None

    def _follow_play(self) -> None:
        """Fit the view to the whole board or to the part played (`play_rect`), when that
        has changed (never mid-stroke: the caller sees to it)."""
        whole = self.board_scene.sceneRect()
        if whole.isEmpty():
            return
        play = self.play_rect()
        rect, self.play_item = play if play is not None else (whole, None)
        if rect != self._shown:
            self._shown = QRectF(rect)
            self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)

    # ------------------------------------------------------------ painting
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802 (Qt override)
        """The paper, and over it the whole printed board, copied from one opaque pixmap.

        Once the scene's static layers exist, they are blended, over the paper, into one
        picture of the viewport at the view's exact transform (made again only when the
        transform, the viewport, the paper or the layers change). A repaint copies it,
        pixel for pixel. Where an item the scene paints itself lies under a layer (the
        glows under the clouds, the score box), a second picture is copied instead: the
        paper and the layers below every such item; the layers above paint themselves
        there, and the scene stacks them with its items as before. At 3840x2160 a full
        repaint is one copy instead of blending five layers of some 7 million pixels each.
        """
        viewport = self._viewport
        scene = self.board_scene
        layers = scene.static_layers
        transform = painter.worldTransform()
        # anything but the view's own picture of its viewport (a render into a printer or an
        # image) is painted as the scene stacks it
        if not layers or not self.flat_background or not scene.flat_layers \
                or painter.device() is not viewport or transform != self.viewportTransform():
            viewport.static_art_under = None
            if not layers or not self.flat_background or not scene.flat_layers:
                self._flat = self._low = self._flat_key = None
            super().drawBackground(painter, rect)
            return
        # what this paint covers, in the viewport's pixels (the exposed scene rect is only
        # its bounds: a tap exposes a few small places all over the board)
        exposed = self._exposed if self._exposed is not None else QRegion(viewport.rect())
        under, lowest = scene.under_static(transform, QRectF(rect))
        under &= exposed
        flat, low = self._make_flat(layers, lowest, transform, painter.renderHints())
        viewport.static_art_under = under
        viewport.static_art_from = lowest
        painter.setWorldTransform(QTransform())
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
        blit(painter, flat, QPoint(0, 0), region_rects(exposed))
        if low is not flat and not under.isEmpty():
            blit(painter, low, QPoint(0, 0), region_rects(under))
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
        painter.setWorldTransform(transform)

    def _make_flat(self, layers: list[StaticLayer], lowest: float, transform: QTransform,
                   hints: QPainter.RenderHint) -> tuple[QPixmap, QPixmap]:
        """Make the two pictures of `drawBackground` if what they show has changed: the
        paper and the layers below `lowest`, and that with every other layer over it.
        Returns them: (all the layers, those below `lowest`), one picture when they are one."""
        viewport = self.viewport()
        paper = self.backgroundBrush()
        low = [layer for layer in layers if layer.zValue() < lowest]
        key = (self.board_scene.static_key(), len(low), QTransform(transform), viewport.width(),
               viewport.height(), viewport.devicePixelRatioF(), hints, paper.style(),
               paper.color().rgba())
        if key == self._flat_key and self._flat is not None and self._low is not None:
            return self._flat, self._low
        self._flat = self._low = None  # the old ones go before the new ones are made
        self._low = below = flatten(low, viewport, transform, hints, paper)
        for layer in low:  # held by the pictures: their own pixmaps are not painted here
            layer.forget(viewport)
        high = layers[len(low):]
        self._flat = whole = flatten(high, viewport, transform, hints, paper, below) if high else below
        self._flat_key = key
        return whole, below

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        self._exposed = event.region()
        try:
            super().paintEvent(event)
        finally:
            self._exposed = None
            self._viewport.static_art_under = None  # painted: the layers paint whole again

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()
        self._choose_flat()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.fit()
        self._choose_flat()

    def _choose_flat(self) -> None:
        """The pictures of `drawBackground` for a viewport of FLAT_MIN_PIXELS or more; a
        smaller one leaves the layers to Qt's device cache, blitted with no Python at all."""
        size = self.viewport().size() * self.viewport().devicePixelRatioF()
        self.board_scene.set_flat_layers(size.width() * size.height() >= FLAT_MIN_PIXELS)

    def _on_game_replaced(self) -> None:
        self._cancel()
        # Until the first move, the page may still arrange itself for the new game (its
        # column's width, where its head goes): each new shape gets the best arrangement.
        self._fresh = True
        self.fit()
        self._reset_cursor()

    def _on_state_changed(self, _events: list) -> None:
        self._fresh = False
        if self._active is not self.trace:
            self.follow_focus()
        scene = self.board_scene
        game = self.controller.game
        if game is None or scene.layout is None:
            return
        # The cursor stays where the player put it; it only needs a home when it has none,
        # or another cloud when the die may not go in its own.
        if scene.cursor_cell is None or scene.cursor_cell >= game.board.n_cells:
            self._reset_cursor(scene.cursor_visible)
        self.follow_legal()

    def _on_rejected(self, reason: str, sentence: str) -> None:
        # The one path by which refusals reach the status line, translated there.
        self.message.emit(refusal_sentence(reason, sentence))

    # ------------------------------------------------------------ pointer input
    def press_at(self, pos: QPointF, px: float, pressure: float | None = None) -> None:
        """A gesture starts at scene `pos`, made where a device pixel is `px` scene units
        (this view or the focus view), with a tablet pen's `pressure` if any."""
        self._cancel()
        scene = self.board_scene
        scene.hide_cursor_card()
        if scene.layout is not None and not scene.layout.score_rect.contains(pos):
            explain.clear_pinned(scene)
        for interaction in (self.trace, self.tap):
            interaction.px, interaction.pressure = px, pressure
        self._active = self.trace if self.trace.can_start(pos) else self.tap
        self._active.press(pos)
        if self._active is self.tap:
            self._hold(pos)

    def _hold(self, pos: QPointF) -> None:
        """Start timing a long press at `pos` (the timer is made on the first press)."""
        if self._hold_timer is None:
            from PySide6.QtCore import QTimer

            self._hold_timer = timer = QTimer(self)
            timer.setSingleShot(True)
            timer.setInterval(LONG_PRESS_MS)
            timer.timeout.connect(self._long_press)
        self._hold_at = QPointF(pos)
        self._hold_timer.start()

    def _stop_hold(self) -> None:
        self._hold_at = None
        if self._hold_timer is not None:
            self._hold_timer.stop()

    def _long_press(self) -> None:
        """The press was held: explain what is under it, and the release taps nothing."""
        pos, self._hold_at = self._hold_at, None
        if pos is None or self._active is not self.tap:
            return
        self.tap.cancel()
        self._active = None
        self.explain_at(pos)

    def explain_at(self, pos: QPointF) -> bool:
        """Open the card of the cloud, the score box or the module at scene `pos`."""
        scene = self.board_scene
        if scene.layout is None or scene.game is None:
            return False
        target = scene.target_at(pos)
        if target is not None and target.role == "cell" and isinstance(target.index, int):
            explain.show_cell(scene, target.index, ("hold", target.index))
            return True
        if scene.layout.score_rect.contains(pos):
            explain.show_score(scene)
            return True
        for item in scene.items(pos):
            if isinstance(item, explain.HoverArea):
                item.explain()
                return True
        return False

    def move_at(self, pos: QPointF, pressure: float | None = None) -> None:
        if self._hold_at is not None and QLineF(self._hold_at, pos).length() > TAP_SLOP:
            self._stop_hold()
        if self._active is not None:
            if pressure is not None:
                self._active.pressure = pressure
            self._active.move(pos)

    def release_at(self, pos: QPointF) -> None:
        self._stop_hold()
        active, self._active = self._active, None
        if active is not None:
            active.release(pos)
        self.follow_focus()

    def _px(self) -> float:
        return 1.0 / max(self.transform().m11(), 1e-6)

    def _press(self, pos: QPointF, pressure: float | None = None) -> None:
        self.press_at(pos, self._px(), pressure)

    def _move(self, pos: QPointF, pressure: float | None = None) -> None:
        self.move_at(pos, pressure)

    def _release(self, pos: QPointF) -> None:
        self.release_at(pos)

    def _cancel(self) -> None:
        self._stop_hold()
        if self._active is not None:
            self._active.cancel()
            self._active = None

    def _drop(self, event: QMouseEvent) -> bool:
        """The mouse twin Qt synthesizes for a tablet stroke is not a second gesture."""
        return self._tablet_active and event.source() in _SYNTHETIC

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self._drop(event):
            event.accept()
            return
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        self._press(self.mapToScene(event.position().toPoint()))
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if not self._drop(event):
            self.board_scene.hide_cursor_card()  # the mouse is in use: the keyboard's card goes
        if self._active is None:
            # No gesture under way: let the scene deliver hover to the clouds and the
            # score box, whose cards explain them.
            QGraphicsView.mouseMoveEvent(self, event)
        if self._drop(event):
            event.accept()
            return
        self._move(self.mapToScene(event.position().toPoint()))
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._drop(event):
            event.accept()
            return
        if event.button() != Qt.MouseButton.LeftButton:
            super().mouseReleaseEvent(event)
            return
        self._release(self.mapToScene(event.position().toPoint()))
        event.accept()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        # A quick second tap is just another press (two cells written in a row).
        self.mousePressEvent(event)

    def tabletEvent(self, event: QTabletEvent) -> None:
        pos = self.mapToScene(event.position().toPoint())
        kind = event.type()
        if kind == QEvent.Type.TabletPress:
            self._tablet_active = True
            self.setFocus(Qt.FocusReason.MouseFocusReason)
            self._press(pos, event.pressure())
        elif kind == QEvent.Type.TabletMove:
            self._move(pos, event.pressure())
        elif kind == QEvent.Type.TabletRelease:
            self._release(pos)
            self._tablet_active = False
        event.accept()

    def wheelEvent(self, event) -> None:
        event.accept()  # the board always fits: nothing to scroll

    # ------------------------------------------------------------ keyboard
    def _reset_cursor(self, visible: bool = False) -> None:
        """Put the cursor on the first legal cell the view shows (or the first empty one)."""
        scene = self.board_scene
        game = self.controller.game
        if game is None or not scene.has_board:
            return
        legal = self._shown_cells(sorted(self.controller.legal_cells()))
        values = game.state.sheets[self.controller.seat].values
        empty = [c for c, v in enumerate(values) if v == -1]
        cell = legal[0] if legal else (empty[0] if empty else 0)
        scene.set_cursor(cell, visible)

    def _shown_cells(self, cells: list[int]) -> list[int]:
        """Those of `cells` the view shows (all of them when it shows none: a view not laid
        out yet, or zoomed on the shelf), in their order."""
        scene = self.board_scene
        lay = scene.layout
        if lay is None or not self.isVisible():
            return cells
        shown = self.mapToScene(self.viewport().rect()).boundingRect()
        focus = self._focus
        cover = (self.mapToScene(focus.geometry()).boundingRect()
                 if focus is not None and focus.isVisible() else None)
        seen = [c for c in cells if shown.contains(lay.cell_centres[c])
                and (cover is None or not cover.contains(lay.cell_centres[c]))]
        return seen or cells

    def follow_legal(self) -> None:
        """While a die is selected, the cursor rests on a cloud it may be written in: from
        any other cloud it goes to the nearest one (on the lattice) the view shows, and,
        when it shows, the status line says where it is now."""
        c = self.controller
        scene = self.board_scene
        game = c.game
        if game is None or not scene.has_board or c.viewed != c.seat or c.selected_die is None:
            return
        legal = sorted(c.legal_cells())
        cell = scene.cursor_cell
        if not legal or (cell is not None and cell in legal):
            return
        coords = game.board.coords
        here = coords[cell] if cell is not None and cell < len(coords) else coords[legal[0]]
        target = min(self._shown_cells(legal),
                     key=lambda k: (abs(coords[k][0] - here[0]) + abs(coords[k][1] - here[1]), k))
        visible = scene.cursor_visible
        scene.set_cursor(target, visible)
        if visible:
            self._say_where(target, self.tr("Enter"))

    def _say_where(self, cell: int, key_name: str) -> None:
        """The status line: where the cursor is, and that `key_name` writes there. Said
        once the change that moved it is done (the window's status line follows the change
        first, and would take the sentence away with it)."""
        from PySide6.QtCore import QTimer

        QTimer.singleShot(0, self, lambda: self._said_where(cell, key_name))

    def _said_where(self, cell: int, key_name: str) -> None:
        game = self.controller.game
        scene = self.board_scene
        if game is None or scene.cursor_cell != cell or not scene.cursor_visible or cell >= game.board.n_cells:
            return  # it moved on since
        die = self.controller.selected_die
        row, col = game.board.coords[cell]
        text = self.tr("The cursor is on row %1, column %2, a cloud where die %4 may go: press %3 to write it there.")
        self.message.emit(text.replace("%1", str(row + 1)).replace("%2", str(col + 1)).replace(
            "%3", key_name).replace("%4", str((die or 0) + 1)))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.handle_key(event.key(), event.text()):
            super().keyPressEvent(event)

    def handle_key(self, key: int, text: str = "") -> bool:
        """One key of keyboard play (see the class docstring); True when it was used."""
        c = self.controller
        scene = self.board_scene
        game = c.game
        if game is None or scene.layout is None:
            return False
        sheet = game.state.sheets[c.seat]
        if scene.cursor_cell is None:
            self._reset_cursor()
        cell = scene.cursor_cell
        if cell is None:  # (never: a laid out board has a cloud for it)
            return False
        if key in _ARROWS:
            dx, dy = _ARROWS[key]
            scene.set_cursor(cell if not scene.cursor_visible else scene.cell_step(cell, dx, dy), True, card=True)
            self._time_card()
            return True
        if key == Qt.Key.Key_Escape:
            closed = scene.hide_cursor_card()
            if explain.showing(scene, "score") or any(
                    isinstance(k, tuple) and k[:1] == ("hold",) for k in
                    (card.data(1) for card in scene.items_with_role("explain_card"))):
                explain.clear_pinned(scene)
                closed = True
            return closed
        if sheet.line_choice and text in ("1", "2"):
            k = int(text) - 1
            if k < len(sheet.line_choice):
                c.choose_line(sheet.line_choice[k])
            return True
        if sheet.bonus_pending and text.lower() in ("s", "l"):
            c.choose_bonus("sun" if text.lower() == "s" else "leaf")
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if c.next_stroke() is not None:
                c.draw_next_stroke()
            elif sheet.line_choice:
                self.message.emit(self.tr("Press 1 or 2 to choose which line to resolve first."))
            elif sheet.bonus_pending:
                self.message.emit(self.tr("Press S for the sun bonus or L for the leaf bonus."))
            elif self._show_hidden_cursor(self.tr("Enter")):
                return True
            else:
                self._write_at_cursor()
            return True
        if text in ("1", "2", "3", "4", "5", "6"):
            dice = game.state.dice
            value = int(text)
            dies = [d for d in (0, 1) if dice is not None and not sheet.dice_done[d] and dice[d] == value]
            if not dies:
                self.message.emit(self.tr("You have no {0} left to play.").format(value))
                return True
            if c.selected_die not in dies:
                c.select_die(dies[0])
            if not self._show_hidden_cursor(text):
                self._write_at_cursor()
            return True
        return False

    def _time_card(self) -> None:
        """The cursor's card goes `cursor_card_ms` after the cursor last moved."""
        if self._card_timer is None:
            from PySide6.QtCore import QTimer

            self._card_timer = timer = QTimer(self)
            timer.setSingleShot(True)
            timer.timeout.connect(self.board_scene.hide_cursor_card)
        self._card_timer.start(self.cursor_card_ms)

    def _show_hidden_cursor(self, key_name: str) -> bool:
        """A hidden cursor is shown, not written at: True when it was hidden. It comes to the
        first cloud the die may go in when it rests on none, and the status line says where
        it is and that `key_name` pressed again writes there."""
        scene = self.board_scene
        if scene.cursor_visible or scene.cursor_cell is None:
            return False
        legal = sorted(self.controller.legal_cells())
        cell = scene.cursor_cell if scene.cursor_cell in legal or not legal else legal[0]
        scene.set_cursor(cell, True, card=True)
        self._time_card()
        game = self.controller.game
        if game is not None:
            row, col = game.board.coords[cell]
            self.message.emit(self.tr(
                "The cursor is on row %1, column %2: press %3 again to write there, or move it with the arrow keys.")
                .replace("%1", str(row + 1)).replace("%2", str(col + 1)).replace("%3", key_name))
        return True

    def _write_at_cursor(self) -> None:
        """Show the cursor and write the selected die in its cloud."""
        cell = self.board_scene.cursor_cell
        if cell is None:
            return
        self.board_scene.set_cursor(cell, True)
        self.controller.write_at(cell)
