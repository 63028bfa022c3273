"""What every painter of the board shares: item factories and the build/refresh protocol."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF
from PySide6.QtGui import QBrush, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem

from .fade import fade
from .scene_style import NO_BRUSH, NO_PEN

if TYPE_CHECKING:
    from .scene import BoardScene


def path_item(path: QPainterPath, pen: QPen | None = None, brush: QBrush | None = None,
              pos: QPointF | None = None) -> QGraphicsPathItem:
    item = QGraphicsPathItem(path)
    item.setPen(pen if pen is not None else NO_PEN)
    item.setBrush(brush if brush is not None else NO_BRUSH)
    if pos is not None:
        item.setPos(pos)
    return item


class Painter:
    """One part of the board. `build` once per game; `refresh` after every change.

    `refresh` must leave the items exactly right for the current state at once (tests and
    screenshots look at items); animations only soften how they appear.
    """

    def __init__(self, scene: BoardScene) -> None:
        self.scene = scene

    def build(self) -> None:
        pass

    def refresh(self, events: list) -> None:
        pass

    def refresh_selection(self) -> None:
        pass

    def refresh_cursor(self) -> None:
        pass

    # ------------------------------------------------------------ helpers
    def remove(self, item: QGraphicsItem | None) -> None:
        self.scene.discard(item)

    def fade_in(self, item: QGraphicsItem, ms: int = 220) -> None:
        """Let a freshly written mark appear softly (its final state is already set)."""
        fade(self.scene, (item,), 0.2, 1.0, ms, "OutCubic")
