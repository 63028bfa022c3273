"""Pass-and-play: the screen between two seats, so nobody sees a sheet before its turn."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from daydream_qt.ui.style import palette
from daydream_qt.ui.style.theme import sheet_ink
from daydream_qt.ui.widgets.plain import WrapLabel, elided, menu_text

TITLE_NAME_WIDTH = 600
"""Pixels of a seat's name in the page's title."""
BUTTON_NAME_WIDTH = 360
"""Pixels of a seat's name on the ready button, which cannot wrap."""


class HandoverPage(QWidget):
    """'Pass the device to Bo', what the last turn settled, and Bo's button to go on."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ink = "#2b4c7e"
        self._shown: tuple[str, str, int, str] | None = None
        # Names come from the game file: plain text, wrapped even when they have no space.
        self.title = WrapLabel()
        self.title.setObjectName("display")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail = WrapLabel()
        self.detail.setObjectName("subtle")
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.news = WrapLabel()
        self.news.setObjectName("news")
        self.news.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.news_card = QFrame()
        self.news_card.setObjectName("card")
        news_lay = QVBoxLayout(self.news_card)
        news_lay.setContentsMargins(22, 14, 22, 14)
        news_lay.addWidget(self.news)
        self.ready_button = QPushButton()
        self.ready_button.setObjectName("big")
        self.ready_button.setProperty("primary", True)
        self.ready_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.ready_button.setMinimumWidth(320)
        self.ready_button.setDefault(True)

        col = QVBoxLayout()
        col.setSpacing(16)
        col.addStretch(3)
        col.addWidget(self.title)
        col.addWidget(self.detail)
        col.addSpacing(10)
        col.addWidget(self.news_card)
        col.addSpacing(18)
        col.addWidget(self.ready_button, 0, Qt.AlignmentFlag.AlignHCenter)
        col.addStretch(4)
        outer = QHBoxLayout(self)
        outer.addStretch(1)
        outer.addLayout(col, 2)
        outer.addStretch(1)

    def show_seat(self, name: str, ink: str, turn: int, news: str = "") -> None:
        """Name the seat to pass the device to; `news` says what the last turn settled."""
        self.ink = ink
        self._shown = (name, ink, turn, news)
        self.setAccessibleName(self.tr("Hand-over"))
        # In the page's largest font even a wrapped name could be wider than the window.
        self.title.setText(self.tr("Pass the device to {0}").format(elided(name, self.title, TITLE_NAME_WIDTH)))
        self.title.setStyleSheet(f"color: {sheet_ink(ink)};")
        self.detail.setText(self.tr("The starting numbers") if turn <= 0
                            else self.tr("Turn {0}").format(turn))
        self.news.setText(news)
        self.news_card.setVisible(bool(news))
        self.ready_button.setText(menu_text(self.tr("I am {0}: show my sheet").format(
            elided(name, self.ready_button, BUTTON_NAME_WIDTH))))
        self.update()

    def retranslate(self) -> None:
        """The page's texts in the interface's language (and the ink of the theme in use)."""
        if self._shown is not None:
            self.show_seat(*self._shown)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        # A quiet band of the next seat's ink, so the hand-over reads at a glance.
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = QColor(sheet_ink(self.ink))
        colour.setAlpha(40)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        p.drawRect(0, 0, self.width(), 10)
        p.setPen(QPen(QColor(palette.EDGE), 1))
        p.drawLine(0, 10, self.width(), 10)
