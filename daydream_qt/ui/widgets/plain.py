"""Showing text that came from a file, a setting or a person: always as plain text.

Qt guesses rich text from a string that looks like a tag (`Qt.mightBeRichText`), and rich
text loads images: a seat named `<img src="/dev/zero">` would have Qt read that file. So
every label that can show such text is plain (`plain_label`, `make_plain`), every message
box is plain (`message`), tool tips are converted (`tooltip`), and menu entries and
buttons double their `&` so a name cannot choose a keyboard mnemonic (`menu_text`).

Text from a file is also kept from making a widget giant: `WrapLabel` wraps a long name,
`ElidedLabel` and `elided` cut one with "…" (names are short, but a 40-character word in a
large font is wider than the window).

Qt's dialog classes are imported when the first message is shown, not at start.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import QLabel, QWidget

if TYPE_CHECKING:
    from PySide6.QtGui import QPaintEvent
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
    """A tool tip that shows `text` literally (tool tips have no plain-text switch).

    Qt takes a tool tip for rich text when `Qt.mightBeRichText` says so; any other text is
    shown as it is, so only such text is converted (escaped, in a paragraph)."""
    from PySide6.QtGui import Qt as QtGui

    if not QtGui.mightBeRichText(text):
        return text
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


NO_BREAK_RUN = 20
"""Characters of text without a break after which `breakable` offers one (longer than the
words of our own sentences, so only a name pasted together is touched)."""
_ZWSP = "\u200b"
_WIDE = 0x2E80
"""From here on (CJK and later scripts), text already breaks between any two characters."""


def breakable(text: str, run: int = NO_BREAK_RUN) -> str:
    """`text` with an invisible break opportunity (a zero-width space) inside every run of
    more than `run` characters without one, so a word-wrapped label wraps a long name
    instead of asking for its whole width."""
    out: list[str] = []
    count = 0
    for ch in text:
        if ch.isspace() or ch in "-\u2010\u2013\u2014/" or ch == _ZWSP or ord(ch) >= _WIDE:
            count = 0
            out.append(ch)
            continue
        if count >= run:
            out.append(_ZWSP)
            count = 0
        out.append(ch)
        count += 1
    return "".join(out)


def elided(text: str, widget: QWidget, width: int) -> str:
    """`text` cut with "…" to at most `width` pixels in `widget`'s font (its style sheet
    applied), for a button or tab that cannot wrap or shrink."""
    widget.ensurePolished()
    return widget.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, width)


def draw_text(painter: QPainter, widget: QWidget, rect: QRect, align: int, text: str) -> None:
    """Plain `text` in `rect` as the widget's style would draw it (its text colour, greyed
    when disabled), without asking for the style object: the first `widget.style()` from
    Python makes all of QStyle's enums, some 10 ms, and labels paint in the first frame."""
    group = QPalette.ColorGroup.Active if widget.isEnabled() else QPalette.ColorGroup.Disabled
    painter.setPen(widget.palette().color(group, widget.foregroundRole()))
    painter.drawText(rect, align, text)


class WrapLabel(QLabel):
    """A word-wrapped label of plain text that wraps long names too (see `breakable`)."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(PLAIN)
        self.setWordWrap(True)
        self.setText(text)

    def setText(self, text: str) -> None:  # noqa: N802 (QLabel's name)
        super().setText(breakable(text))


class ElidedLabel(QLabel):
    """One line of plain text that gives way: it asks for its text's width (at most
    `max_width`), accepts any width the layout leaves it, and is then drawn cut with "…",
    its whole text in the tool tip. `text()` stays the whole text."""

    def __init__(self, text: str = "", parent: QWidget | None = None, max_width: int = 600) -> None:
        super().__init__(parent)
        self.max_width = max_width
        self.setTextFormat(PLAIN)
        self.setText(text)

    def shown_text(self) -> str:
        """The text as drawn at the label's present width."""
        return self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight,
                                             max(self.contentsRect().width(), 0))

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        hint = super().sizeHint()
        return QSize(min(hint.width(), self.max_width), hint.height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        hint = super().minimumSizeHint()
        return QSize(min(hint.width(), self.fontMetrics().horizontalAdvance("\u2026") * 3), hint.height())

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        shown = self.shown_text()
        whole = shown == self.text()
        tip = "" if whole else tooltip(self.text())
        if self.toolTip() != tip:
            self.setToolTip(tip)
        if whole:
            super().paintEvent(event)
            return
        painter = QPainter(self)
        draw_text(painter, self, self.contentsRect(), int(self.alignment()), shown)
        painter.end()


def wrap_lines(text: str, fm: QFontMetrics, width: int, lines: int) -> list[str]:
    """`text` wrapped at its spaces to `width` pixels on at most `lines` lines; the last
    line, and a word wider than `width`, cut with "…"."""
    width = max(width, 0)
    rows: list[str] = []
    words = text.split()
    k = 0
    while k < len(words) and len(rows) < lines - 1:
        row = words[k]
        k += 1
        while k < len(words) and fm.horizontalAdvance(row + " " + words[k]) <= width:
            row += " " + words[k]
            k += 1
        rows.append(row)
    if k < len(words):
        rows.append(" ".join(words[k:]))
    return [fm.elidedText(row, Qt.TextElideMode.ElideRight, width) for row in rows] or [""]
