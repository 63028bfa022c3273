"""A library outline as a painter path in any box: the editor's shelf and its picker share it."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainterPath, QTransform

from daydream_qt.engine.outlines import OutlineError, load_outline
from daydream_qt.ui.style import art


@cache
def _drawing(outline_id: str) -> QPainterPath:
    """The outline (trace and details) in its 100-unit box, made once per id."""
    path = QPainterPath()
    try:
        outline = load_outline(outline_id)
    except OutlineError:  # a name the library lacks draws nothing (the problem list says why)
        return path
    for sub in (outline.trace, *outline.details):
        path.addPath(art.outline_path(sub))
    return path


def outline_drawing(outline_id: str, box: QRectF) -> QPainterPath:
    """A library outline drawn in `box` (its 100-unit square mapped onto it)."""
    return QTransform(box.width() / 100, 0, 0, box.height() / 100, box.left(), box.top()).map(
        _drawing(outline_id))
