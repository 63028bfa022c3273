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


_BASE = "text_size_base"
"""Dynamic property of a widget sized by `sized`: its (kind, px at 100 %) pairs."""


def scaled(px: int, most: float = 2.0) -> int:
    """`px`, a length laid out for text at 100 %, at the text size in use (at most `most`
    times as long: a column that would otherwise outgrow the window wraps its text instead)."""
    from daydream_qt.ui.style.text_size import factor

    return round(px * min(factor(), most))


def sized(widget: QWidget, *, fixed_width: int | None = None, min_width: int | None = None,
          max_width: int | None = None, most: float = 2.0) -> QWidget:
    """Give `widget` a width laid out for its text (px at 100 %), at the text size in use
    (`scaled`, at most `most` times) and again at every change of it (`rescale`); returns it."""
    pairs = [(kind, px) for kind, px in (("fixed", fixed_width), ("min", min_width), ("max", max_width))
             if px is not None]
    widget.setProperty(_BASE, ";".join([str(most), *(f"{kind}:{px}" for kind, px in pairs)]))
    _apply(widget, pairs, most)
    return widget


def _apply(widget: QWidget, pairs: list[tuple[str, int]], most: float) -> None:
    for kind, px in pairs:
        width = scaled(px, most)
        if kind == "fixed":
            widget.setFixedWidth(width)
        elif kind == "min":
            widget.setMinimumWidth(width)
        else:
            widget.setMaximumWidth(width)


def rescale(widgets: list[QWidget]) -> int:
    """Size again every widget of `widgets` sized by `sized`, at the text size now in use;
    returns how many."""
    count = 0
    for widget in widgets:
        value = widget.property(_BASE)
        if not isinstance(value, str) or not value:
            continue
        most, *parts = value.split(";")
        pairs = [(kind, int(px)) for kind, _, px in (p.partition(":") for p in parts)]
        _apply(widget, pairs, float(most))
        count += 1
    return count
