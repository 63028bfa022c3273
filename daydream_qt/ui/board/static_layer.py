"""The board's printed parts, painted as a few cached layers instead of item by item.

Most of a board never changes during a game: the paper, the clouds, the panel letters,
the line icons, the shelf and its outlines, the module art. Painted item by item, a whole
viewport (after a resize, a scroll, a page switch, a theme change) costs some 350 pixmap
blits, about 25 ms at 2560x1440 and 40 ms at 3840x2160 even with every item cached. A
`StaticLayer` paints all the printed items of one stacking level itself, into one
device-coordinate pixmap made once per zoom and per view (Qt's device cache, or the
layer's own pixmaps when the board view paints it through its pictures, see below): a
repaint is then a handful of blits plus the few items that change (digits, ink, glows).

A large board view goes further (`flatten`, `BoardView.drawBackground`): the paper and
every layer, blended once into one opaque picture, are its background, copied as it is at a
repaint. Where something the scene paints itself lies under a layer (a glow under the
clouds, a finished item's fill under its outline), a second picture is copied instead, the
paper and the layers below all such items, and the layers above paint themselves there,
over their own members' bounds only (`inked`).

The printed items stay in the scene as they were (roles, tool tips, hover, hit tests,
`items_with_role`); they only carry `ItemHasNoContents`, so the scene no longer paints them
one by one. An item that a painter changes after building it (the cursor, the note heads
and leaves that fill in) is never printed: see `MUTABLE_ROLES`.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence

from PySide6.QtCore import QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QBrush, QPainter, QPixmap, QRegion, QTransform
from PySide6.QtWidgets import QGraphicsItem, QWidget

MUTABLE_ROLES = frozenset({"cursor", "note_head", "leaf", "score_box"})
"""Roles of items built once and then changed in place (brush, visibility, children: the
score box gets a new number as a child)."""

_FLAG = QGraphicsItem.GraphicsItemFlag.ItemHasNoContents
_VIEWS_KEPT = 3
"""Pixmaps a layer keeps, one per view (the board, the focus view over it, one more)."""
_serials = itertools.count()


def _bands(items: Iterable[QGraphicsItem]) -> dict[float, list[QGraphicsItem]]:
    """The printed items by stacking level, one layer per z value: whatever a game adds (a
    glow under the nodes) or a painter changes (the score box, under the paper's edge)
    keeps its place between them."""
    bands: dict[float, list[QGraphicsItem]] = {}
    for item in items:
        bands.setdefault(item.zValue(), []).append(item)
    return bands


def _key(transform: QTransform) -> QTransform:
    return QTransform(transform)  # a copy, compared as a whole


def region_rects(region: QRegion) -> list[QRect]:
    """The rects that make up `region`, as iterating it gives them."""
    return list(region)  # type: ignore[call-overload]  # QRegion is iterable; its stubs lack __iter__


class LayeredViewport(QWidget):
    """A viewport whose view may paint the printed board as its background (`BoardView`):
    what it tells the layers painting into it."""

    static_art_under: QRegion | None = None
    """While the view paints with the printed board as its background: the only places
    (in device pixels) where the static layers paint themselves again."""
    static_art_from = 0.0
    """...and from which level up they do: the layers below it are in the background there
    too (all of them lie under everything the scene paints itself)."""


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
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.serial = next(_serials)
        self.version = 0
        """Counts the changes of what this layer paints (a member taken away)."""
        self._pixmaps: dict[int, tuple[tuple, QPixmap | None, QPoint]] = {}
        """Per view (its viewport's id): the key it was made for, the pixmap, its place."""
        self._inked: tuple[QTransform, QRegion] | None = None
        """Where the members lie through one transform (device pixels), and its key."""
        self._tree: set[int] = set()
        """Every item this layer paints, members and their children when it was made (a
        child added later is not flagged, and the scene paints it itself)."""
        for item in self.members:
            _hide_contents(item, self._tree)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self._rect

    def pixmap(self, widget: QWidget, transform: QTransform, hints) -> tuple[QPixmap | None, QPoint]:
        """The layer as `widget` shows it through `transform` (scene to the widget's pixels),
        made once and kept while that view's transform and size stay: a pixmap (None when
        nothing of it is in the widget) and where its top left corner goes in the widget.

        Only the part inside the widget is made, as Qt's own device cache does: a view
        zoomed on one shelf item would otherwise hold the paper of a board many screens wide.
        """
        dpr = widget.devicePixelRatioF()
        key = (_key(transform), widget.width(), widget.height(), dpr, hints)
        kept = self._pixmaps.get(id(widget))
        if kept is not None and kept[0] == key:
            return kept[1], kept[2]
        area = transform.mapRect(self._rect).toAlignedRect().intersected(widget.rect())
        pix = None
        if not area.isEmpty():
            pix = QPixmap(area.size() * dpr)
            pix.setDevicePixelRatio(dpr)
            pix.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pix)
            painter.setRenderHints(hints)
            self._paint_members(painter, transform * QTransform.fromTranslate(-area.x(), -area.y()), widget)
            painter.end()
        if len(self._pixmaps) >= _VIEWS_KEPT and id(widget) not in self._pixmaps:
            self._pixmaps.pop(next(iter(self._pixmaps)))
        self._pixmaps[id(widget)] = (key, pix, area.topLeft())
        return pix, area.topLeft()

    def forget(self, widget: QWidget) -> None:
        """Let the pixmap made for `widget` go (its view holds this layer otherwise)."""
        self._pixmaps.pop(id(widget), None)

    def inked(self, transform: QTransform) -> QRegion:
        """Where, through `transform`, the members lie (their bounds, in device pixels,
        two of margin for the antialiased edges): the layer is transparent elsewhere."""
        key = _key(transform)
        if self._inked is None or self._inked[0] != key:
            region = QRegion()
            for item in self.members:
                region += device_rect(transform, scene_extent(item))
            self._inked = (key, region)
        return self._inked[1]

    def paint(self, painter: QPainter, option, widget: QWidget | None = None) -> None:
        if widget is None or painter.device() is not widget:
            # not a view's own picture (a picture of the scene, a view rendered into an
            # image or a printer): painted as it is asked for
            base = painter.transform()
            self._paint_members(painter, base, widget)
            painter.setTransform(base)
            return
        only, start = None, 0.0
        if isinstance(widget, LayeredViewport):
            only, start = widget.static_art_under, widget.static_art_from
        if only is not None and (only.isEmpty() or self.zValue() < start):
            # its view's background holds it, everywhere or under all that the scene
            # paints itself
            return
        base = painter.worldTransform()
        pix, at = self.pixmap(widget, base, painter.renderHints())
        if pix is None:
            return
        if only is None:
            painter.setWorldTransform(QTransform())
            painter.drawPixmap(at, pix)
            painter.setWorldTransform(base)
            return
        parts = only & self.inked(base) & QRect(at, pix.deviceIndependentSize().toSize())
        if not parts.isEmpty():
            painter.setWorldTransform(QTransform())
            blit(painter, pix, at, region_rects(parts))
            painter.setWorldTransform(base)

    def _paint_members(self, painter: QPainter, base: QTransform, widget) -> None:
        # Imported here: the style option classes (some 30 enum values) wait for the layers,
        # which come after the window's first frame.
        from PySide6.QtWidgets import QStyleOptionGraphicsItem

        opt = QStyleOptionGraphicsItem()
        for item in self.members:
            _paint_tree(painter, base, opt, item, widget)
        painter.setOpacity(1.0)

    def drop(self, item: QGraphicsItem) -> bool:
        """Stop painting `item` (it leaves the scene); True when this layer painted it."""
        if id(item) not in self._tree:
            return False
        self._tree.discard(id(item))
        self.members = [it for it in self.members if it is not item]
        self._pixmaps.clear()
        self._inked = None
        self.version += 1
        self.update()
        return True


def scene_extent(item: QGraphicsItem) -> QRectF:
    """Where `item` and its children paint, in scene coordinates."""
    rect = item.sceneBoundingRect()
    if item.childItems():
        rect = rect.united(item.mapRectToScene(item.childrenBoundingRect()))
    return rect


def device_rect(transform: QTransform, rect: QRectF) -> QRect:
    """`rect` (scene) through `transform`, in whole device pixels, two of margin for the
    antialiased edges."""
    return transform.mapRect(rect).toAlignedRect().adjusted(-2, -2, 2, 2)


def blit(painter: QPainter, pix: QPixmap, at: QPoint, rects: Sequence[QRect]) -> None:
    """Draw the parts of `pix` (its top left at `at`) that fall in `rects` (the painter's
    untransformed coordinates), one pixel for one."""
    dpr = pix.devicePixelRatio()
    bounds = QRect(at, pix.deviceIndependentSize().toSize())
    for rect in rects:
        part = rect.intersected(bounds)
        if part.isEmpty():
            continue
        source = QRectF(part.translated(-at))
        if dpr != 1.0:
            source = QRectF(source.topLeft() * dpr, source.size() * dpr)
        painter.drawPixmap(QRectF(part), pix, source)


def flatten(layers: Sequence[StaticLayer], widget: QWidget, transform: QTransform, hints,
            paper: QBrush, over: QPixmap | None = None) -> QPixmap:
    """`widget` filled with `paper` (or a copy of `over`), and the layers over it in
    order, as one opaque pixmap: the same pixels as the paper and the layers painted one
    over the other."""
    dpr = widget.devicePixelRatioF()
    flat = QPixmap(widget.size() * dpr)
    flat.setDevicePixelRatio(dpr)
    painter = QPainter(flat)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
    if over is not None:
        painter.drawPixmap(0, 0, over)
    else:
        painter.fillRect(widget.rect(), paper)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
    for layer in sorted(layers, key=lambda it: it.zValue()):
        pix, at = layer.pixmap(widget, transform, hints)
        if pix is not None:
            painter.drawPixmap(at, pix)
    painter.end()
    return flat


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
