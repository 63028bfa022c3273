"""The game page: top bar, status line, seat tabs, the board, and the side column."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QCheckBox, QFrame, QHBoxLayout, QVBoxLayout, QWidget

from daydream_qt.ui.board.view import BoardView
from daydream_qt.ui.core.controller import GameController
from daydream_qt.ui.core.hinter import Hinter
from daydream_qt.ui.panels.dice_tray import DiceTray
from daydream_qt.ui.panels.hint_card import HintCard
from daydream_qt.ui.panels.seats_panel import SeatsPanel
from daydream_qt.ui.panels.table_panel import TablePanel
from daydream_qt.ui.style.palette import PAPER
from daydream_qt.ui.widgets.plain import ElidedLabel, WrapLabel, plain_label

SIDE_WIDTH = 320


class GamePage(QWidget):
    """Widgets of a game in progress; the main window wires them to the controller's flow."""

    def __init__(self, controller: GameController, language: str, draw_strokes: bool,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Panels are made under this page from the start (see MainWindow: moving a styled
        # tree of widgets has Qt restyle all of it).
        top = QFrame(self)
        top.setObjectName("topbar")
        # The board's name and the seat that plays come from the game file.
        self.board_name = ElidedLabel(max_width=520)
        self.board_name.setObjectName("heading")
        self.turn_label = ElidedLabel(max_width=420)
        self.turn_label.setObjectName("subtle")
        self.auto_strokes = QCheckBox(self.tr("Draw strokes for me"))
        self.auto_strokes.setToolTip(self.tr("Pending strokes are drawn on the shelf automatically"))
        self.auto_strokes.setChecked(draw_strokes)
        self.auto_strokes.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        bar = QHBoxLayout(top)
        bar.setContentsMargins(18, 8, 18, 8)
        bar.setSpacing(14)
        bar.addWidget(self.board_name)
        bar.addWidget(self.turn_label)
        bar.addStretch(1)
        bar.addWidget(self.auto_strokes)

        self.status_label = WrapLabel()
        self.status_label.setObjectName("status")
        self.status_label.setMinimumHeight(28)
        self.seats = SeatsPanel(controller, self)
        self.view = BoardView(controller, self)
        # The margin around the board card is the window's own paper, not a second tone.
        self.view.setBackgroundBrush(QColor(PAPER))
        self.tray = DiceTray(controller, language, self)
        self.tray.setFixedWidth(SIDE_WIDTH)
        self.table = TablePanel(controller, language, self)
        self.table.setFixedWidth(SIDE_WIDTH)
        self.hinter = Hinter(controller, language, self)
        self.hint_card = HintCard(self.hinter, self)
        self.hint_card.setFixedWidth(SIDE_WIDTH)
        self.tray.hint_button.clicked.connect(self.hinter.request)
        self.hinter.changed.connect(self._hint_changed)
        self.reminders = self._reminders()

        left = QVBoxLayout()
        left.setSpacing(10)
        left.addWidget(self.status_label)
        left.addWidget(self.seats)
        left.addWidget(self.view, 1)
        side = QVBoxLayout()
        side.setSpacing(14)
        side.addWidget(self.tray)
        side.addWidget(self.hint_card)
        side.addWidget(self.table)
        side.addWidget(self.reminders)
        side.addStretch(1)
        body = QHBoxLayout()
        body.setContentsMargins(18, 12, 18, 18)
        body.setSpacing(18)
        body.addLayout(left, 1)
        body.addLayout(side)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        lay.addWidget(top)
        lay.addLayout(body, 1)

        controller.game_replaced.connect(self.refresh_panels)
        controller.state_changed.connect(lambda _events: self.refresh_panels())
        controller.view_changed.connect(self.refresh_panels)

    def refresh_panels(self) -> None:
        c = self.tray.controller
        self.table.refresh()
        # The tray plays for the seat at the device: it is off while another sheet is shown.
        self.tray.setEnabled(c.viewed == c.seat and not c.hold)
        self.table.setEnabled(c.viewed == c.seat and not c.hold)
        self._hint_changed()

    def _hint_changed(self) -> None:
        h = self.hinter
        self.tray.show_hint_state(h.available(), h.busy)
        self.view.board_scene.set_hint(h.marks())
        self.hint_card.refresh()
        # Reminders make room for the table panel on a scoresheet of several players, and
        # for the coach's hint.
        self.reminders.setVisible(not self.table.isVisibleTo(self) and not self.hint_card.isVisibleTo(self))

    def board_picture(self, width: int = 1100) -> QPixmap | None:
        """The shown sheet as a picture, whatever the view shows right now."""
        scene = self.view.board_scene
        rect = scene.sceneRect()
        if rect.isEmpty():
            return None
        pixmap = QPixmap(width, round(width * rect.height() / rect.width()))
        pixmap.fill(QColor(PAPER))
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        brush = scene.backgroundBrush()
        scene.setBackgroundBrush(Qt.BrushStyle.NoBrush)
        try:
            scene.render(painter, QRectF(pixmap.rect()), rect)
        finally:
            scene.setBackgroundBrush(brush)
            painter.end()
        return pixmap

    def _reminders(self) -> QFrame:
        """The rules a newcomer needs while playing, in a few lines under the tray."""
        card = QFrame(self)
        card.setObjectName("card")
        card.setFixedWidth(SIDE_WIDTH)
        lay = QVBoxLayout(card)
        lay.setContentsMargins(18, 14, 18, 16)
        lay.setSpacing(6)
        heading = plain_label(self.tr("Reminders"))
        heading.setObjectName("section")
        lay.addWidget(heading)
        for text in (
            self.tr("A full line of all-different numbers circles its dot: one dot stroke per cloud."),
            self.tr("A full line that counts up or down by one (2-3-4-5) circles its sun: "
                    "one sun stroke per cloud."),
            self.tr("A repeated number crosses the line out."),
            self.tr("Strokes draw the first unfinished item on the shelf; each finished item is a point."),
            self.tr("Giving up a die circles a leaf and draws a thorn: two thorns cost one item."),
        ):
            label = WrapLabel("\u2022 " + text)
            label.setObjectName("subtle")
            lay.addWidget(label)
        return card
