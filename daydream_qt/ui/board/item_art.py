"""Where a shelf item's drawing lies on the board: its outline and the curve between nodes.

Shared by the shelf painter (ink follows the curve) and the trace interaction (a stroke
is accepted when it runs roughly along that curve).
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF
from PySide6.QtGui import QPainterPath, QTransform

from daydream_qt.engine.outlines import Outline, OutlineError, load_outline
from daydream_qt.ui.board.layout import BoardLayout
from daydream_qt.ui.style import art


@cache
def _outline(outline_id: str) -> Outline | None:
    try:
        return load_outline(outline_id)
    except OutlineError:  # checked when the board was read; a missing one draws straight
        return None


def item_outline(lay: BoardLayout, item: int) -> Outline | None:
    """The outline of shelf item `item`, or None for a board without outlines."""
    name = lay.board.defn.items[item].outline
    return _outline(name) if name else None


def curve_points(lay: BoardLayout, item: int, node0: int, node1: int) -> list[QPointF]:
    """The item's trace from node `node0` to node `node1` (scene positions, both ends on
    the nodes); straight from node to node when the item has no outline."""
    outline = item_outline(lay, item)
    if outline is None:
        step = 1 if node1 >= node0 else -1
        return [lay.node_point(item, n) for n in range(node0, node1 + step, step)]
    n = len(lay.board.defn.items[item].nodes)
    fractions = outline.node_fractions(n)
    pts = [lay.outline_point(item, x, y) for x, y in outline.subpath(fractions[node0], fractions[node1])]
    # the stored node (4 decimals) is where the dot is drawn: the ink starts and ends there
    pts[0], pts[-1] = lay.node_point(item, node0), lay.node_point(item, node1)
    return pts


def whole_trace(lay: BoardLayout, item: int) -> list[QPointF]:
    """The whole trace of a finished item (round the loop when it is closed)."""
    outline = item_outline(lay, item)
    if outline is None:
        return curve_points(lay, item, 0, len(lay.board.defn.items[item].nodes) - 1)
    return [lay.outline_point(item, x, y) for x, y in outline.polyline()]


@cache
def _drawing(outline_id: str, details_only: bool) -> QPainterPath:
    """An outline as a path in its 100-unit box (made once, then only transformed)."""
    outline = _outline(outline_id)
    path = QPainterPath()
    if outline is None:
        return path
    for sub in (() if details_only else (outline.trace,)) + outline.details:
        path.addPath(art.outline_path(sub))
    return path


def drawing(lay: BoardLayout, item: int, details_only: bool = False) -> QPainterPath:
    """The item's outline (trace and details, or details alone) placed on the shelf."""
    name = lay.board.defn.items[item].outline
    if not name:
        return QPainterPath()
    r = lay.item_rects[item]
    return QTransform(r.width() / 100, 0, 0, r.height() / 100, r.left(), r.top()).map(
        _drawing(name, details_only))
