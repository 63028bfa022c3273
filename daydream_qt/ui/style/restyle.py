"""Style-sheet properties that change at run time (a primary button, a refusal in red)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget


def set_style_property(widget: QWidget, name: str, value: object) -> None:
    """Set a property the style sheet selects on (`[primary="true"]`) and restyle the widget.

    A widget that has not been polished yet takes the new value when it is. A polished one
    is given its own style sheet again, which makes Qt match the selectors afresh; asking
    for `widget.style()` instead would bring the style classes into Python, some 5 ms of
    the app's start.
    """
    if widget.property(name) == value:
        return
    widget.setProperty(name, value)
    if widget.testAttribute(Qt.WidgetAttribute.WA_WState_Polished):
        widget.setStyleSheet(widget.styleSheet() or _RESTYLED)


def restyle(widget: QWidget) -> None:
    """Match the style sheet's selectors to a widget again, after its object name changed;
    an unpolished widget is matched when it is polished (see `set_style_property`)."""
    if widget.testAttribute(Qt.WidgetAttribute.WA_WState_Polished):
        widget.setStyleSheet(widget.styleSheet() or _RESTYLED)


_RESTYLED = "/* restyled at run time */"
