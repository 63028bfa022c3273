"""The combination's modules (R16-R20): constellation, notes, polaroids, garland, frames.

Only the modules the board plays with are drawn: an absent module leaves no trace, not a
grey one. Each module's drawing and words are its view (`ui/board/module_views`), reached
through the table `VIEWS`; this painter builds and refreshes them and lends them its
helpers. Each module's area explains itself when pointed at (board/explain.py): what it
does and what it scores now; the side panels also print their points, the frame families
their progress.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainterPath
from PySide6.QtWidgets import QGraphicsItem

from daydream_qt.ui.board import explain
from daydream_qt.ui.board.labels import board_label
from daydream_qt.ui.board.module_views.frames import FRAME_DASHES
from daydream_qt.ui.board.module_views.registry import views_of
from daydream_qt.ui.board.painter import Painter, path_item
from daydream_qt.ui.style.board import PRINT, TEXT_SMALL, brush, pen, printed_text

__all__ = ["FRAME_DASHES", "ModulePainter"]

Z_PANEL, Z_ICON = -3, 3


class ModulePainter(Painter):
    def build(self) -> None:
        self._marks: dict[object, tuple[object, QGraphicsItem | None]] = {}
        self.note_heads: list[list[QGraphicsItem]] = []
        """The heads of each note (its view colours them)."""
        self._views = views_of(self.scene.shown_game.board)
        for view in self._views:
            view.build(self)
        self._build_hover_areas()

    # ------------------------------------------------------------ helpers for the views
    def set_mark(self, key: object, state: object, make: Callable[[], QGraphicsItem | None]) -> None:
        """Keep one state-dependent item per key; rebuild it only when its state changed."""
        old = self._marks.get(key)
        if old is not None and old[0] == state:
            return
        if old is not None:
            self.remove(old[1])
        item = make()
        self._marks[key] = (state, item)

    def panel(self, rect: QRectF, fill: QColor) -> None:
        """A module's rounded panel beside the grid."""
        bg = QPainterPath()
        bg.addRoundedRect(rect, 18, 18)
        self.scene.add(path_item(bg, pen(fill.darker(108), 1.2), brush(fill)), "side_panel", None, Z_PANEL)

    def area(self, path: QPainterPath, key: object, anchor: QRectF, sentences: Callable[[], list[str]],
             pos: QPointF | None = None) -> None:
        """An invisible item over a module's part that shows its explanation card when pointed at."""
        s = self.scene

        def enter() -> None:
            explain.show_card(s, key, anchor, sentences())

        item = explain.hover_item(path, enter, lambda: explain.clear(s, key), pos=pos)
        s.add(item, "module_area", key, Z_PANEL + 0.5, cache=False)

    def caption(self, key: object, text: str, at: QPointF, width: float, height: float) -> None:
        """A short printed line (a module's points, a family's progress), redrawn when it
        changes: centred on `at`, as large as the text size asks within `width` x `height`."""
        s = self.scene

        def make() -> QGraphicsItem:
            path, px = board_label(text, TEXT_SMALL * 0.7, width, height)
            return s.add(printed_text(path_item(path, None, brush(PRINT), at), px), "module_caption", key, Z_ICON)

        self.set_mark(("caption", key), text, make)

    def _build_hover_areas(self) -> None:
        s = self.scene
        game = s.shown_game

        def says(module: str) -> Callable[[], list[str]]:
            return lambda: explain.module_sentences(game, s.seat, module, s.language)

        for view in self._views:
            view.hover(self, says)

    # ------------------------------------------------------------ state
    def refresh(self, events: list) -> None:
        s = self.scene
        ink = s.sheet_ink
        for view in self._views:
            view.refresh(self, ink)
        points = s.shown_game.scores()[s.seat].modules
        for view in self._views:
            view.captions(self, points.get(view.name, 0))
