"""The game page: top bar, status line, seat tabs, the board, and the controls.

The board takes all the room the controls leave. A landscape window keeps the controls
in a column at the right; a portrait one (a tablet held upright) puts them in a row
under the board. Either way they sit in a scroll area, so a short window scrolls them
rather than squeeze one card over another, and the reminders card shows only when the
column has room for it (Help > Reminders always has them).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import (
    QBoxLayout,
    QCheckBox,
    QFrame,
    QHBoxLayout,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from daydream_qt.engine import Game
from daydream_qt.ui.board.view import BoardView
from daydream_qt.ui.core.controller import GameController
from daydream_qt.ui.core.hinter import Hinter
from daydream_qt.ui.panels.dice_tray import DiceTray
from daydream_qt.ui.panels.hint_card import HintCard
from daydream_qt.ui.panels.seats_panel import SeatsPanel
from daydream_qt.ui.panels.table_panel import TablePanel
from daydream_qt.ui.style import palette
from daydream_qt.ui.widgets.plain import ElidedLabel, WrapLabel, plain_label

SIDE_WIDTH = 320
SIDE_SPACING = 14
PORTRAIT_RATIO = 1.0
"""A page narrower than it is tall (times this) puts the controls under the board."""


def _t(text: str) -> str:
    return QCoreApplication.translate("GamePage", text)


def reminder_lines(game: Game | None) -> list[str]:
    """The rules a newcomer needs while playing: the ones of this game's mode and modules."""
    lines = [
        _t("A full line of all-different numbers circles its dot: one dot stroke per cloud."),
        _t("A full line that counts up or down by one (2-3-4-5) circles its sun: one sun stroke per cloud."),
        _t("A repeated number crosses the line out."),
        _t("Strokes draw the first unfinished item on the shelf; each finished item is a point."),
    ]
    if game is None or game.solo_rules:
        lines.append(_t("Giving up a die circles a leaf and draws a thorn: two thorns cost one item."))
    else:
        lines.append(_t("Giving up a die circles a leaf."))
    modules = game.board.modules if game is not None else frozenset()
    for module, text in (
        ("constellation", _t("A number written on a star draws that many strokes of the constellation.")),
        ("notes", _t("A note's head is coloured when the clouds it touches hold the same number.")),
        ("polaroids", _t("A number written in a star or moon cloud is copied to its polaroid.")),
        ("garland", _t("A number written on a moon hangs on the garland; two equal moons in a row win its reward.")),
        ("frames", _t("Filling every cloud of a frame family takes its best reward still free.")),
    ):
        if module in modules:
            lines.append(text)
    return lines


class GamePage(QWidget):
    """Widgets of a game in progress; the main window wires them to the controller's flow."""

    def __init__(self, controller: GameController, language: str, draw_strokes: bool,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.portrait = False
        self.reviewing = False
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
        # A finished game's sheet, looked at from the end screen: the only way on is back.
        self.back_button = QPushButton(self.tr("Back to the results"), top)
        self.back_button.setProperty("primary", True)
        self.back_button.hide()
        bar.addWidget(self.back_button)

        # The side column scrolls when a short window cannot hold all of it.
        # Its frame and background come from the style sheet ("side"): each enum type a
        # call here touches first costs the start a millisecond or so.
        self.side_scroll = QScrollArea(self)
        self.side_scroll.setObjectName("side")
        self.side_scroll.setWidgetResizable(True)
        self.side = QWidget(self.side_scroll)
        self.side_scroll.setWidget(self.side)

        self.status_label = WrapLabel()
        self.status_label.setObjectName("status")
        self.status_label.setMinimumHeight(28)
        self.seats = SeatsPanel(controller, self)
        self.view = BoardView(controller, self)
        # The margin around the board card is the window's own paper, not a second tone.
        self.view.setBackgroundBrush(QColor(palette.PAPER))
        self.view.setMinimumSize(240, 200)
        self.tray = DiceTray(controller, language, self.side)
        self.tray.setFixedWidth(SIDE_WIDTH)
        self.table = TablePanel(controller, language, self.side)
        self.table.setFixedWidth(SIDE_WIDTH)
        self.hinter = Hinter(controller, language, self)
        self.hint_card = HintCard(self.hinter, self.side)
        self.hint_card.setFixedWidth(SIDE_WIDTH)
        self.tray.hint_button.clicked.connect(self.hinter.request)
        self.hinter.changed.connect(self._hint_changed)
        self.reminders = self._reminders()
        # In the reminders card's place when it has no room: the main window opens them.
        self.reminders_button = QPushButton(self.tr("Reminders\u2026"), self.side)
        self.reminders_button.setToolTip(self.tr("The rules of this game in a few lines (Help menu)"))
        self.reminders_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.reminders_button.setFixedWidth(SIDE_WIDTH)
        self.reminders_button.hide()
        self._reminder_game: tuple | None = None
        self._fill_reminders(None)

        left = QVBoxLayout()
        left.setSpacing(10)
        left.addWidget(self.status_label)
        left.addWidget(self.seats)
        left.addWidget(self.view, 1)
        self.side_layout: QBoxLayout = QVBoxLayout(self.side)
        self.side_layout.setContentsMargins(0, 0, 0, 0)
        self.side_layout.setSpacing(SIDE_SPACING)
        self.side_layout.addWidget(self.tray, 0, Qt.AlignmentFlag.AlignTop)
        self.side_layout.addWidget(self.hint_card, 0, Qt.AlignmentFlag.AlignTop)
        self.side_layout.addWidget(self.table, 0, Qt.AlignmentFlag.AlignTop)
        self.side_layout.addWidget(self.reminders, 0, Qt.AlignmentFlag.AlignTop)
        self.side_layout.addWidget(self.reminders_button, 0, Qt.AlignmentFlag.AlignTop)
        self.side_layout.addStretch(1)
        self.body: QBoxLayout = QHBoxLayout()
        self.body.setContentsMargins(18, 12, 18, 18)
        self.body.setSpacing(18)
        self.body.addLayout(left, 1)
        self.body.addWidget(self.side_scroll)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        lay.addWidget(top)
        lay.addLayout(self.body, 1)
        # Landscape, as made above; the scroll bar's room, so a scrolled column never
        # hides a card's edge.
        self.side_scroll.setFixedWidth(SIDE_WIDTH + self.side_scroll.verticalScrollBar().sizeHint().width() + 4)

        controller.game_replaced.connect(self.refresh_panels)
        controller.state_changed.connect(lambda _events: self.refresh_panels())
        controller.view_changed.connect(self.refresh_panels)

    def set_review(self, on: bool) -> None:
        """A finished sheet to look at: no play controls, a way back to the results."""
        self.reviewing = on
        self.back_button.setVisible(on)
        self.auto_strokes.setVisible(not on)
        self.side_scroll.setVisible(not on)

    # ------------------------------------------------------------ arranging
    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        portrait = self.width() < self.height() * PORTRAIT_RATIO
        if portrait != self.portrait:
            self._arrange(portrait)
        super().resizeEvent(event)
        self._fit_reminders()

    def _arrange(self, portrait: bool) -> None:
        """Controls right of the board (landscape) or under it (portrait)."""
        self.portrait = portrait
        top = Qt.AlignmentFlag.AlignTop
        self.body.setDirection(QBoxLayout.Direction.TopToBottom if portrait
                               else QBoxLayout.Direction.LeftToRight)
        self.side_layout.setDirection(QBoxLayout.Direction.LeftToRight if portrait
                                      else QBoxLayout.Direction.TopToBottom)
        for w in (self.tray, self.hint_card, self.table, self.reminders_button):
            self.side_layout.setAlignment(w, top)
        scroll = self.side_scroll
        if portrait:
            scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
            scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            scroll.setMinimumWidth(0)
            scroll.setMaximumWidth(16777215)
            self.reminders.setMinimumWidth(240)
            self.reminders_button.setMinimumWidth(0)
            self.reminders_button.setMaximumWidth(16777215)
            self.reminders.setMaximumWidth(16777215)
            self.reminders.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
            self.side_layout.setStretchFactor(self.reminders, 1)
            self.side_layout.setStretch(self.side_layout.count() - 1, 0)
        else:
            scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
            # Room for a scroll bar, so a scrolled column never hides a card's edge.
            width = SIDE_WIDTH + scroll.verticalScrollBar().sizeHint().width() + 4
            scroll.setFixedWidth(width)
            scroll.setMinimumHeight(0)
            scroll.setMaximumHeight(16777215)
            self.reminders.setFixedWidth(SIDE_WIDTH)
            self.reminders_button.setFixedWidth(SIDE_WIDTH)
            self.side_layout.setStretchFactor(self.reminders, 0)
            self.side_layout.setStretch(self.side_layout.count() - 1, 1)
        self._fit_height()

    def _fit_height(self) -> None:
        """In portrait the row of controls is as tall as its tallest card."""
        if not self.portrait:
            return
        scroll = self.side_scroll
        height = self.side.minimumSizeHint().height()
        bar = scroll.horizontalScrollBar().sizeHint().height()
        # At most half the page: the board keeps the other half whatever the cards ask.
        scroll.setFixedHeight(min(height + bar + 2, max(self.height() // 2, 200)))

    def _fit_reminders(self) -> None:
        """The reminders card shows when the column (or the row) has room for it."""
        wanted = not self.table.isVisibleTo(self) and not self.hint_card.isVisibleTo(self)
        if wanted:
            if self.portrait:
                used = SIDE_WIDTH + SIDE_SPACING
                wanted = self.side_scroll.width() - used >= 240
            else:
                cards = [w for w in (self.tray, self.hint_card, self.table) if w.isVisibleTo(self)]
                used = sum(w.sizeHint().height() + SIDE_SPACING for w in cards)
                need = self.reminders.heightForWidth(SIDE_WIDTH)
                if need < 0:
                    need = self.reminders.sizeHint().height()
                wanted = used + need <= self.side_scroll.height()
        if wanted != self.reminders.isVisibleTo(self):
            self.reminders.setVisible(wanted)
        self.reminders_button.setVisible(not wanted)
        self._fit_height()

    # ------------------------------------------------------------ following the game
    def refresh_panels(self) -> None:
        c = self.tray.controller
        self.table.refresh()
        # The tray plays for the seat at the device: it is off while another sheet is shown.
        self.tray.setEnabled(c.viewed == c.seat and not c.hold)
        self.table.setEnabled(c.viewed == c.seat and not c.hold)
        self._fill_reminders(c.game)
        self._hint_changed()

    def _hint_changed(self) -> None:
        h = self.hinter
        self.tray.show_hint_state(h.available(), h.busy)
        self.view.board_scene.set_hint(h.marks())
        self.hint_card.refresh()
        # Reminders make room for the table panel on a scoresheet of several players, and
        # for the coach's hint.
        self._fit_reminders()

    def board_picture(self, width: int = 1100) -> QPixmap | None:
        """The shown sheet as a picture, whatever the view shows right now."""
        scene = self.view.board_scene
        rect = scene.sceneRect()
        if rect.isEmpty():
            return None
        pixmap = QPixmap(width, round(width * rect.height() / rect.width()))
        pixmap.fill(QColor(palette.PAPER))
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
        card = QFrame(self.side)
        card.setObjectName("card")
        card.setFixedWidth(SIDE_WIDTH)
        lay = QVBoxLayout(card)
        lay.setContentsMargins(18, 14, 18, 16)
        lay.setSpacing(6)
        heading = plain_label(self.tr("Reminders"))
        heading.setObjectName("section")
        lay.addWidget(heading)
        self.reminder_labels: list[WrapLabel] = []
        return card

    def _fill_reminders(self, game: Game | None) -> None:
        """The reminders of this game's mode and modules (thorns are solo only)."""
        key = (game.solo_rules, game.board.modules) if game is not None else None
        if key == self._reminder_game and self.reminder_labels:
            return
        self._reminder_game = key
        lay = self.reminders.layout()
        for label in self.reminder_labels:
            lay.removeWidget(label)
            label.hide()  # gone from the picture now, deleted when the event loop comes back
            label.deleteLater()
        self.reminder_labels = []
        for text in reminder_lines(game):
            label = WrapLabel("\u2022 " + text, self.reminders)
            label.setObjectName("subtle")
            lay.addWidget(label)
            self.reminder_labels.append(label)
