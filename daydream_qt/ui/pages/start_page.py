"""The first page: continue the autosaved game, start a new one, or open a saved file."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QPushButton,
    QScrollArea,
    QSpacerItem,
    QVBoxLayout,
    QWidget,
)

from daydream_qt.ui.style import palette
from daydream_qt.ui.style.restyle import set_style_property
from daydream_qt.ui.widgets.fit import sized
from daydream_qt.ui.widgets.plain import ElidedLabel, WrapLabel, plain_label

if TYPE_CHECKING:
    from PySide6.QtGui import QResizeEvent, QShowEvent


def _cloud(cx: float, cy: float, w: float) -> QPainterPath:
    """A soft cloud of overlapping circles, the shape of the grid's cells."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    h = w * 0.42
    for dx, dy, r in ((-0.28, 0.08, 0.2), (-0.05, -0.1, 0.27), (0.22, 0.02, 0.22), (0.02, 0.12, 0.2)):
        path.addEllipse(QPointF(cx + dx * w, cy + dy * w), r * w, r * w)
    path.addRoundedRect(QRectF(cx - w * 0.42, cy, w * 0.84, h * 0.5), h * 0.25, h * 0.25)
    return path.simplified()


GAPS = (24, 28)
"""Pixels above the choices (under the tagline) and under them (above how to play)."""
SHORT_GAPS = (8, 10)
SHORT_PAGE = 680
"""A page shorter than this has the SHORT_GAPS."""


class StartPage(QWidget):
    """Big friendly choices on a sky of paper clouds."""

    first_painted = Signal()
    """Emitted once, after the page has been painted the first time."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._painted = False
        more = self._build_choices()
        self._build_how()
        self._build_layout(more)
        self.set_continue(None)
        self.retranslate()

    def _build_choices(self) -> QHBoxLayout:
        """The title, the tagline and the choices (the row of the dream and records returned)."""
        self.title = plain_label()
        self.title.setObjectName("display")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.tagline = WrapLabel()
        self.tagline.setObjectName("subtle")
        self.tagline.setAlignment(Qt.AlignmentFlag.AlignCenter)

        self.continue_button = QPushButton()
        self.continue_button.setObjectName("big")
        self.continue_button.setProperty("primary", True)
        # The autosaved game's board and seat names: whatever the file holds, on one line.
        self.continue_label = ElidedLabel(max_width=640)
        self.continue_label.setObjectName("subtle")
        self.continue_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.new_game_button = QPushButton()
        self.new_game_button.setObjectName("big")
        self.open_button = QPushButton()
        self.open_button.setObjectName("big")
        for b in (self.continue_button, self.new_game_button, self.open_button):
            b.setCursor(Qt.CursorShape.PointingHandCursor)
            sized(b, min_width=300)
        self.dream_button = QPushButton()
        self.records_button = QPushButton()
        more = QHBoxLayout()
        more.addStretch(1)
        for b in (self.dream_button, self.records_button):
            b.setCursor(Qt.CursorShape.PointingHandCursor)
            sized(b, min_width=146)
            more.addWidget(b)
        more.addStretch(1)
        return more

    def _build_how(self) -> None:
        """The card of how to play: its title and three steps."""
        self.how = how = QFrame()
        how.setObjectName("card")
        how_lay = QVBoxLayout(how)
        how_lay.setContentsMargins(22, 18, 22, 18)
        how_lay.setSpacing(8)
        self.how_title = plain_label()
        self.how_title.setObjectName("section")
        how_lay.addWidget(self.how_title)
        self.steps = [WrapLabel() for _ in range(3)]
        for step in self.steps:
            how_lay.addWidget(step)
        # 640 px wide (more at a larger text size), as narrow as the column at 960x640
        how.setMinimumWidth(560)
        sized(how, max_width=640)

    def _build_layout(self, more: QHBoxLayout) -> None:
        """The page: one centred column, with stretches above and below and at both sides;
        scrolled when it is taller than the page (at a large text size)."""
        col = QVBoxLayout()
        col.setSpacing(12)
        col.addStretch(3)
        col.addWidget(self.title)
        col.addWidget(self.tagline)
        self._gaps = (QSpacerItem(0, GAPS[0]), QSpacerItem(0, GAPS[1]))
        col.addItem(self._gaps[0])
        for w in (self.continue_button, self.continue_label, self.new_game_button, self.open_button):
            col.addWidget(w, 0, Qt.AlignmentFlag.AlignHCenter)
        col.addLayout(more)
        col.addItem(self._gaps[1])
        how_row = QHBoxLayout()
        how_row.addStretch(1)
        how_row.addWidget(self.how)
        how_row.addStretch(1)
        col.addLayout(how_row)
        col.addStretch(4)
        inner = self._column = QWidget()
        inner.setObjectName("startcolumn")
        outer = QHBoxLayout(inner)
        outer.addStretch(1)
        outer.addLayout(col, 3)
        outer.addStretch(1)
        self.scroll_area = QScrollArea()
        self.scroll_area.setAccessibleName(self.tr("Start page"))
        # no Tab stop of its own: Tab goes from button to button, and the area scrolls to show each
        self.scroll_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # the page's clouds show through: the scroll area paints nothing of its own
        self.scroll_area.setStyleSheet("QScrollArea, QWidget#startcolumn { background: transparent; }")
        self.scroll_area.viewport().setAutoFillBackground(False)
        self.scroll_area.setWidget(inner)
        page = QVBoxLayout(self)
        page.setContentsMargins(0, 0, 0, 0)
        page.addWidget(self.scroll_area)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        """Shown with the keyboard nowhere in it, the page gives it to its first choice
        (Continue, else New game): Enter or Space then starts at once."""
        super().showEvent(event)
        focused = QApplication.focusWidget()
        if focused is None or not self.isAncestorOf(focused):
            self.first_choice().setFocus(Qt.FocusReason.OtherFocusReason)

    def first_choice(self) -> QPushButton:
        """Continue when it is offered, else New game."""
        return self.continue_button if self.continue_button.isVisibleTo(self) else self.new_game_button

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        """On a short page the gaps round the choices narrow, so the steps of how to play
        keep every line (at 960x640 they were cut to one each)."""
        gaps = GAPS if event.size().height() >= SHORT_PAGE else SHORT_GAPS
        if self._gaps[0].sizeHint().height() != gaps[0]:
            for item, gap in zip(self._gaps, gaps, strict=True):
                item.changeSize(0, gap)
            layout = self._column.layout()
            if layout is not None:
                layout.invalidate()
        super().resizeEvent(event)

    def retranslate(self) -> None:
        """Every text of the page in the interface's language (again, after a change of it)."""
        self.setAccessibleName(self.tr("Start"))
        self.title.setText(self.tr("Daydream"))
        self.tagline.setText(self.tr("Roll two dice, write them in the clouds, and let your lines draw "
                                     "little things on the shelf."))
        self.continue_button.setText(self.tr("Continue"))
        self.new_game_button.setText(self.tr("New game"))
        self.open_button.setText(self.tr("Open a saved game\u2026"))
        self.dream_button.setText(self.tr("Dream of the day"))
        self.dream_button.setToolTip(self.tr("Today's board and dice, the same for everyone"))
        self.records_button.setText(self.tr("Records"))
        self.records_button.setToolTip(self.tr("Your finished games, bests and titles"))
        self.how_title.setText(self.tr("How to play"))
        self.how.setAccessibleName(self.tr("How to play"))
        for step, text in zip(self.steps, (
            self.tr("1. Each turn two dice are rolled; write each value in an empty cloud next to "
                    "one already filled (leaves change a die by one; or give a die up)."),
            self.tr("2. When a line of clouds is full, all-different numbers earn dot strokes and a "
                    "run like 2-3-4-5 earns sun strokes."),
            self.tr("3. Drag the strokes on the shelf to draw its items: every finished item is a "
                    "point. The game ends when the grid is full or the shelf is drawn."),
        )):
            step.setText(text)
        self.continue_label.setAccessibleName(self.tr("The game you left: %1").replace(
            "%1", self.continue_label.text()))

    def set_continue(self, description: str | None) -> None:
        """Show Continue with one line about the autosaved game, or hide it when there is none."""
        self.continue_button.setVisible(description is not None)
        self.continue_label.setVisible(description is not None)
        self.continue_label.setText(description or "")
        self.continue_label.setAccessibleName(self.tr("The game you left: %1").replace("%1", description or ""))
        set_style_property(self.new_game_button, "primary", description is None)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        if not self._painted:
            self._painted = True
            self.first_painted.emit()
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.width(), self.height()
        p.setPen(QPen(QColor(palette.EDGE), 1.5))
        cloud = QColor(palette.CARD)
        cloud.setAlpha(150)
        p.setBrush(cloud)
        for fx, fy, fw in ((0.12, 0.18, 0.13), (0.86, 0.14, 0.1), (0.08, 0.78, 0.09),
                           (0.9, 0.7, 0.14), (0.78, 0.42, 0.06), (0.2, 0.48, 0.05)):
            p.drawPath(_cloud(fx * w, fy * h, fw * w))
        sun = QPointF(0.9 * w, 0.88 * h)
        p.setPen(QPen(QColor(palette.SUN), 2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(sun, 16, 16)
        for i in range(8):
            v = QPointF(math.cos(i * math.pi / 4), math.sin(i * math.pi / 4))
            p.drawLine(sun + v * 22, sun + v * 30)
