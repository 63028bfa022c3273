"""Where the main window opens: the size it was left at, on a screen that may have changed.

A remembered geometry is clamped to the available area of the screen it opens on (a
laptop unplugged from its large monitor, a scale factor raised since): never larger than
that area, never off it. A first start opens at most 90 % of the area, centred.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize

FIRST_SHARE = 0.9
"""Part of the screen's available area a first window takes at most."""
FIRST_MAX = QSize(1600, 1000)
"""A first window on a very large screen: enough for the board, not a wall of paper."""
MIN_SIZE = QSize(760, 560)
"""The smallest window the layout is made for (800x1280 portrait fits; so does 960x640)."""


def minimum_size(available: QRect) -> QSize:
    """MIN_SIZE, or the available area when the screen is smaller than that."""
    return MIN_SIZE.boundedTo(available.size())


def first_geometry(available: QRect) -> QRect:
    """A first start: 90 % of the available area (capped at FIRST_MAX), centred on it."""
    size = QSize(round(available.width() * FIRST_SHARE), round(available.height() * FIRST_SHARE))
    size = size.boundedTo(FIRST_MAX).expandedTo(minimum_size(available))
    rect = QRect(0, 0, size.width(), size.height())
    rect.moveCenter(available.center())
    return rect


def clamped_geometry(saved: QRect, available: QRect) -> QRect:
    """`saved` made to fit `available`: shrunk to its size, then moved wholly onto it."""
    size = saved.size().boundedTo(available.size()).expandedTo(minimum_size(available))
    x = min(max(saved.x(), available.left()), available.left() + available.width() - size.width())
    y = min(max(saved.y(), available.top()), available.top() + available.height() - size.height())
    return QRect(x, y, size.width(), size.height())
