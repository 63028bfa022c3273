"""The text size the player chose: every label of the window, and the board's, larger.

One factor, from 1.0 (100 %) to 2.0 (200 %), read by everything that sizes text: the
application font (its point size times the factor), the style sheet's font sizes
(`px`, in style/palette.py), the board's own labels (`ui/board/labels.py`: drawn at their
scene size times the factor, within their boxes, the layout giving the row and column
numbers their room) and the board's legibility, the least view scale at which the board
is shown whole (`legible_scale`): at a larger text size the view zooms on the part being
played sooner, so that what cannot grow in its box still reads larger.

Nothing here runs at start unless the setting is not 100 %.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

STEPS = (100, 125, 150, 175, 200)
"""The sizes offered, in percent (the settings' TEXT_SIZES: core and style import neither
the other, and a test keeps the two the same)."""

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

DEFAULT = 100

_percent = DEFAULT
_base_point_size: float | None = None
"""The application font's point size at 100 % (kept the first time it is scaled)."""


def percent() -> int:
    """The text size in use, in percent."""
    return _percent


def factor() -> float:
    """The text size in use as a factor of the normal size (1.0 to 2.0)."""
    return _percent / 100.0


def px(size: float) -> int:
    """A style sheet's font size `size` (px at 100 %) at the text size in use."""
    return max(1, round(size * factor()))


def legible_scale() -> float:
    """The least view scale (logical px per scene unit) at which the whole board is shown:
    its clouds tap at MIN_TAP_PX and its smallest printed text reads at MIN_TEXT_PX times
    the text size. Below it the view zooms on the part being played."""
    from daydream_qt.ui.style.board import CELL_H, CELL_W, MIN_TAP_PX, MIN_TEXT_PX, TEXT_MIN

    return max(MIN_TAP_PX / min(CELL_W, CELL_H), MIN_TEXT_PX * factor() / TEXT_MIN)


def set_percent(value: int) -> None:
    """Use `value` (one of STEPS) from now on; the caller restyles (`apply`)."""
    global _percent
    if value not in STEPS:
        raise ValueError(f"a text size of {value!r} % is not one of {STEPS}")
    _percent = value


def scale_font(app: QApplication, value: int) -> bool:
    """Use the text size `value` for the application's font now (its style sheet is
    palette.apply_text_size's). False when it is in use already."""
    global _base_point_size
    if value == _percent and _base_point_size is not None:
        return False
    from PySide6.QtGui import QFont

    font = QFont(app.font())
    if _base_point_size is None:
        _base_point_size = font.pointSizeF() if font.pointSizeF() > 0 else 10.5
    set_percent(value)
    font.setPointSizeF(_base_point_size * factor())
    app.setFont(font)
    return True
