"""Windows and dialogs that never open larger than the screen they open on; controls
never smaller than a fingertip."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QWidget

SCREEN_SHARE = 0.92
"""Part of the screen's available area a dialog takes at most (its frame needs the rest)."""
MIN_TAP = 24
"""Logical pixels: the least width and height of a control a player taps (a check box is
22 px high in the style sheet's font; its row is made this tall, all of it clickable)."""


def tappable(widget: QWidget) -> QWidget:
    """Make `widget` at least MIN_TAP square; returns it."""
    hint = widget.minimumSize()
    widget.setMinimumSize(max(hint.width(), MIN_TAP), max(hint.height(), MIN_TAP))
    return widget


def fit_to_screen(widget: QWidget, wanted: QSize) -> QSize:
    """Resize `widget` to `wanted`, at most SCREEN_SHARE of its screen's available area;
    its minimum size is lowered to fit too. Returns the size given."""
    parent = widget.parentWidget()
    screen = (parent.screen() if parent is not None else None) or widget.screen()
    if screen is None:
        widget.resize(wanted)
        return wanted
    area = screen.availableGeometry().size()
    room = QSize(int(area.width() * SCREEN_SHARE), int(area.height() * SCREEN_SHARE))
    size = wanted.boundedTo(room)
    widget.setMinimumSize(widget.minimumSize().boundedTo(size))
    widget.resize(size)
    return size
