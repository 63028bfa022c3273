"""Showing text that came from a file, a setting or a person: always as plain text.

Qt guesses rich text from a string that looks like a tag (`Qt.mightBeRichText`), and rich
text loads images: a seat named `<img src="/dev/zero">` would have Qt read that file. So
every label that can show such text is plain (`plain_label`, `make_plain`), every message
box is plain (`message`), tool tips are converted (`tooltip`), and menu entries and
buttons double their `&` so a name cannot choose a keyboard mnemonic (`menu_text`).

Qt's dialog classes are imported when the first message is shown, not at start.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

PLAIN = Qt.TextFormat.PlainText


def make_plain(label: QLabel) -> QLabel:
    """Make `label` show its text literally, whatever it looks like."""
    label.setTextFormat(PLAIN)
    return label


def plain_label(text: str = "", parent: QWidget | None = None) -> QLabel:
    """A QLabel that shows `text` literally."""
    label = QLabel(parent)
    label.setTextFormat(PLAIN)
    label.setText(text)
    return label


def tooltip(text: str) -> str:
    """A tool tip that shows `text` literally (tool tips have no plain-text switch)."""
    from PySide6.QtGui import Qt as QtGui

    return QtGui.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpaceNormal)


def menu_text(text: str) -> str:
    """`text` for a menu entry, tab or button: a lone `&` is shown, not taken as a mnemonic."""
    return text.replace("&", "&&")


def message(parent: QWidget | None, title: str, text: str, *, kind: str = "warning",
            buttons: QMessageBox.StandardButton | None = None,
            default: QMessageBox.StandardButton | None = None) -> QMessageBox.StandardButton:
    """A modal message box with plain `text`; returns the button pressed.

    `kind` is "warning", "question", "information" or "critical"."""
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(parent)
    box.setIcon({"warning": QMessageBox.Icon.Warning, "question": QMessageBox.Icon.Question,
                 "information": QMessageBox.Icon.Information,
                 "critical": QMessageBox.Icon.Critical}[kind])
    box.setWindowTitle(title)
    box.setTextFormat(PLAIN)
    box.setText(text)
    box.setStandardButtons(buttons if buttons is not None else QMessageBox.StandardButton.Ok)
    if default is not None:
        box.setDefaultButton(default)
    box.exec()
    clicked = box.standardButton(box.clickedButton()) if box.clickedButton() is not None else None
    return clicked if clicked is not None else QMessageBox.StandardButton.Cancel
