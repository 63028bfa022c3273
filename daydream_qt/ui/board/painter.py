"""What every painter of the board shares: item factories and the build/refresh protocol."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, TypeVar

from PySide6.QtCore import QPointF
from PySide6.QtGui import QBrush, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem

from daydream_qt.ui.style.board import NO_BRUSH, NO_PEN
from daydream_qt.ui.style.motion import fade

if TYPE_CHECKING:
    from PySide6.QtCore import QObject
    from PySide6.QtGui import QColor

    from daydream_qt.engine import Game, Sheet, Text
    from daydream_qt.ui.board.layout import BoardLayout
    from daydream_qt.ui.core.controller import GameController


_Item = TypeVar("_Item", bound=QGraphicsItem)


class Surface(Protocol):
    """What a painter uses of the scene it draws on; `board.scene.BoardScene` is the one.

    Written out here so that the painters never refer up to the scene that owns them.
    A painter is made only once a game's board is laid out (`BoardScene._make_items`), so
    it reads `placed_layout` and `shown_game`; `layout` and `game` are None without one.
    """

    controller: GameController
    language: str
    cursor_cell: int | None
    cursor_visible: bool
    cursor_card: bool
    show_legal_cells: bool
    hint_marks: list[tuple[int, int]]

    @property
    def layout(self) -> BoardLayout | None: ...

    @property
    def game(self) -> Game | None: ...

    @property
    def placed_layout(self) -> BoardLayout: ...

    @property
    def shown_game(self) -> Game: ...

    @property
    def qobject(self) -> QObject: ...

    @property
    def seat(self) -> int: ...

    @property
    def sheet(self) -> Sheet: ...

    @property
    def sheet_ink(self) -> str: ...

    @property
    def ink(self) -> QColor: ...

    def text(self, t: Text) -> str: ...

    def add(self, item: _Item, role: str | None = None, index: object = None,
            z: float = 0.0, cache: bool = True) -> _Item: ...

    def discard(self, item: QGraphicsItem | None) -> None: ...

    def items_with_role(self, role: str) -> list[QGraphicsItem]: ...

    def cell_pos(self, cell: int) -> QPointF: ...

    def node_pos(self, item: int, node: int) -> QPointF: ...


def path_item(path: QPainterPath, pen: QPen | None = None, brush: QBrush | None = None,
              pos: QPointF | None = None) -> QGraphicsPathItem:
    item = QGraphicsPathItem(path)
    item.setPen(pen if pen is not None else NO_PEN)
    item.setBrush(brush if brush is not None else NO_BRUSH)
    if pos is not None:
        item.setPos(pos)
    return item


def add_edge(item: QGraphicsItem, edge: QPainterPath, brush: QBrush) -> QGraphicsPathItem:
    """Give a pen-less printed `item` its edge: `edge` (the shape a pen would ink along it,
    made once per shape: `art.cloud_edge`, `art.sun_core_edge`) filled with `brush` by a
    child. Nothing is then stroked when the item is painted, nor to find its bounds."""
    child = path_item(edge, None, brush)
    child.setParentItem(item)
    return child


class Painter:
    """One part of the board. `build` once per game; `refresh` after every change.

    `refresh` must leave the items exactly right for the current state at once (tests and
    screenshots look at items); animations only soften how they appear.
    """

    def __init__(self, scene: Surface) -> None:
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
        fade(self.scene.qobject, (item,), 0.2, 1.0, ms, "OutCubic")
