"""The board's printed parts, painted as a few cached layers instead of item by item.

Most of a board never changes during a game: the paper, the clouds, the panel letters,
the line icons, the shelf and its outlines, the module art. Painted item by item, a whole
viewport (after a resize, a scroll, a page switch, a theme change) costs some 350 pixmap
blits, about 25 ms at 2560x1440 and 40 ms at 3840x2160 even with every item cached. A
`StaticLayer` paints all the printed items of one stacking level itself, into one
device-coordinate cache that Qt fills once per zoom: a full repaint is then a handful of
blits plus the few items that change (digits, ink, glows).

The printed items stay in the scene as they were (roles, tool tips, hover, hit tests,
`items_with_role`); they only carry `ItemHasNoContents`, so the scene no longer paints them
one by one. An item that a painter changes after building it (the cursor, the note heads
and leaves that fill in) is never printed: see `MUTABLE_ROLES`.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem

MUTABLE_ROLES = frozenset({"cursor", "note_head", "leaf", "score_box"})
"""Roles of items built once and then changed in place (brush, visibility, children: the
score box gets a new number as a child)."""

_FLAG = QGraphicsItem.GraphicsItemFlag.ItemHasNoContents
_CACHE = QGraphicsItem.CacheMode.DeviceCoordinateCache


def _bands(items: Iterable[QGraphicsItem]) -> dict[float, list[QGraphicsItem]]:
    """The printed items by stacking level, one layer per z value: whatever a game adds (a
    glow under the nodes) or a painter changes (the score box, under the paper's edge)
    keeps its place between them."""
    bands: dict[float, list[QGraphicsItem]] = {}
    for item in items:
        bands.setdefault(item.zValue(), []).append(item)
    return bands


class StaticLayer(QGraphicsItem):
    """The printed items of one stacking level, painted in their own order."""

    def __init__(self, z: float, members: list[QGraphicsItem]) -> None:
        super().__init__()
        # the scene's own order: lower z first, then the order they were added in
        self.members = sorted(members, key=lambda it: it.zValue())
        self._rect = QRectF()
        for item in self.members:
            self._rect = self._rect.united(item.sceneBoundingRect())
        self._rect.adjust(-2, -2, 2, 2)  # antialiased edges
        self.setZValue(z)
        self.setCacheMode(_CACHE)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self._tree: set[int] = set()
        """Every item this layer paints, members and their children when it was made (a
        child added later is not flagged, and the scene paints it itself)."""
        for item in self.members:
            _hide_contents(item, self._tree)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self._rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        # Imported here: the style option classes (some 30 enum values) wait for the layers,
        # which come after the window's first frame.
        from PySide6.QtWidgets import QStyleOptionGraphicsItem

        base = painter.transform()
        opt = QStyleOptionGraphicsItem()
        for item in self.members:
            _paint_tree(painter, base, opt, item, widget)
        painter.setTransform(base)
        painter.setOpacity(1.0)

    def drop(self, item: QGraphicsItem) -> bool:
        """Stop painting `item` (it leaves the scene); True when this layer painted it."""
        if id(item) not in self._tree:
            return False
        self._tree.discard(id(item))
        self.members = [it for it in self.members if it is not item]
        self.update()
        return True


def _hide_contents(item: QGraphicsItem, tree: set[int]) -> None:
    item.setFlag(_FLAG, True)
    tree.add(id(item))
    for child in item.childItems():
        _hide_contents(child, tree)


def _paint_tree(painter: QPainter, base, opt, item: QGraphicsItem, widget) -> None:
    if not item.isVisible() or not item.flags() & _FLAG:
        return
    painter.setTransform(item.sceneTransform() * base)
    painter.setOpacity(item.effectiveOpacity())
    item.paint(painter, opt, widget)
    for child in sorted(item.childItems(), key=lambda c: c.zValue()):
        _paint_tree(painter, base, opt, child, widget)


def make_layers(items: Iterable[QGraphicsItem]) -> list[StaticLayer]:
    """Layers for the printed `items` (added to no scene yet)."""
    return [StaticLayer(z, members) for z, members in sorted(_bands(items).items())]
