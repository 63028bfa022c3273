"""A board label at the text size in use: its size at 100 % times the factor, within its box.

Every label the board prints itself (row and column marks, item names, counters, rewards,
captions) is made here, so that the text size setting reaches them all alike: a label with
room around it grows fully (the layout gives it that room, `extra_room`); a label with a
box of its own (a shelf slot, a reward tag, a badge) grows until it fills that box, and
never past it: it is neither cut nor wrapped, and never smaller than at 100 %.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtGui import QPainterPath

from daydream_qt.ui.style import art
from daydream_qt.ui.style.text_size import factor

_V = TypeVar("_V", str, int)


def label_px(px: float) -> float:
    """The size (scene units) of a label of size `px` at 100 %, at the text size in use."""
    return px * factor()


def extra_room(px: float) -> float:
    """How much larger a label of size `px` at 100 % is now (scene units): what the layout
    adds around the labels that have free room (the row and column marks' margin)."""
    return label_px(px) - px


def board_label(value: _V, px: float, width: float | None = None,
                height: float | None = None) -> tuple[QPainterPath, float]:
    """`value` printed (a word by `art.letter_path`, a number by `art.number_path`) at
    `label_px(px)`, shrunk to `width` x `height` (scene units) where it would pass them,
    never below `px`: the path, centred on the origin, and its size."""
    draw: Callable[[_V, float], QPainterPath] = art.number_path if isinstance(value, int) else art.letter_path
    size = label_px(px)
    path = draw(value, size)
    if size > px and (width is not None or height is not None):
        r = path.boundingRect()
        k = 1.0
        if width is not None and r.width() > width:
            k = min(k, width / r.width())
        if height is not None and r.height() > height:
            k = min(k, height / r.height())
        if k < 1.0:
            size = max(px, size * k)
            path = draw(value, size)
            # letter_path rounds a size to whole pixels: one pixel less where that passed the box
            r = path.boundingRect()
            while size - 1 >= px and ((width is not None and r.width() > width + 0.01)
                                      or (height is not None and r.height() > height + 0.01)):
                size -= 1
                path = draw(value, size)
                r = path.boundingRect()
    return path, size
