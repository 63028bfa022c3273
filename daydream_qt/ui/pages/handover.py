"""Pass-and-play: the screen between two seats, so nobody sees a sheet before its turn."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from daydream_qt.engine import Game, Phase
from daydream_qt.ui.style import palette
from daydream_qt.ui.style.text_size import px
from daydream_qt.ui.style.theme import sheet_ink
from daydream_qt.ui.widgets.plain import WrapLabel, elided, menu_text

TITLE_NAME_WIDTH = 600
"""Pixels of a seat's name in the page's title."""
BUTTON_NAME_WIDTH = 360
"""Pixels of a seat's name on the ready button, which cannot wrap."""


def complete_sheets(game: Game) -> list[int]:
    """The seats whose sheet is complete (every cloud filled, or every item finished) while
    the turn is still being played: the game ends with this turn (engine `finish_turn`)."""
    state = game.state
    if game.over or state.phase != Phase.PLAY:
        return []
    board = game.board
    return [i for i, s in enumerate(state.sheets) if s.filled == board.n_cells or s.item >= len(board.items)]


def last_turn_warning(names: Sequence[str]) -> str:
    """'Last turn: Ann's sheet is complete, the game ends with this turn.' ('' for nobody)."""
    if not names:
        return ""
    if len(names) == 1:
        return QCoreApplication.translate(
            "HandoverPage", "Last turn: {0}'s sheet is complete, the game ends with this turn.").format(names[0])
    return QCoreApplication.translate(
        "HandoverPage", "Last turn: the sheets of {0} are complete, the game ends with this turn.").format(
            QCoreApplication.translate("HandoverPage", ", ", "between two names").join(names))


class HandoverPage(QWidget):
    """'Pass the device to Bo', what the last turn settled, and Bo's button to go on."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ink = "#2b4c7e"
        self._shown: tuple[str, str, int, str] | None = None
        self._complete: tuple[str, ...] = ()
        self._back: str | None = None
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
        self._build_last_turn()

        col = QVBoxLayout()
        col.setSpacing(16)
        col.addStretch(3)
        col.addWidget(self.title)
        col.addWidget(self.detail)
        col.addWidget(self.last_turn)
        col.addSpacing(10)
        col.addWidget(self.news_card)
        col.addSpacing(18)
        col.addWidget(self.ready_button, 0, Qt.AlignmentFlag.AlignHCenter)
        col.addWidget(self.back_button, 0, Qt.AlignmentFlag.AlignHCenter)
        col.addStretch(4)
        outer = QHBoxLayout(self)
        outer.addStretch(1)
        outer.addLayout(col, 2)
        outer.addStretch(1)

    def _build_last_turn(self) -> None:
        """The warning that this is the last turn, and the way back for the seat that just
        confirmed (it may undo until the next seat acts)."""
        self.last_turn = WrapLabel()
        self.last_turn.setObjectName("warning")
        self.last_turn.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.last_turn.setStyleSheet(f"font-size: {px(17)}px;")
        self.last_turn.hide()
        self.back_button = QPushButton()
        self.back_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.back_button.hide()

    def show_warnings(self, complete: Sequence[str] = (), back: str | None = None) -> None:
        """`complete`: the names of the seats whose sheet is complete (this turn is the
        last); `back`: the name of the seat that may still take its move back, or None."""
        self._complete = tuple(complete)
        self._back = back
        text = last_turn_warning(self._complete)
        self.last_turn.setText(text)
        self.last_turn.setVisible(bool(text))
        self.last_turn.setAccessibleName(text)
        self.back_button.setVisible(back is not None)
        if back is not None:
            self.back_button.setText(menu_text(self.tr("{0}: back to my sheet").format(
                elided(back, self.back_button, BUTTON_NAME_WIDTH))))
            self.back_button.setToolTip(self.tr("Takes your last move back, until the next player acts (Ctrl+Z)"))

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
            self.show_warnings(self._complete, self._back)

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
