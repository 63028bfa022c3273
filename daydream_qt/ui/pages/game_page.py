"""The game page: top bar, status line, seat tabs, the board, and the controls.

The board takes all the room the controls leave. A landscape window keeps everything else
in one column at the right, the board's name, the turn and what to do next at its top, so
the board has the window's whole height; a portrait one (a tablet held upright) puts the
name and the turn in a bar on top, what to do next over the board and the controls in a
row under it. Either way the cards sit in a scroll area, so a short window scrolls them
rather than squeeze one card over another, and the reminders card shows only when the
column has room for it (Help > Reminders always has them). The column is narrower on a
small screen (`side_width`): at 1366 px every pixel it gives up goes to the board.
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
from daydream_qt.ui.style.restyle import restyle
from daydream_qt.ui.widgets.plain import ElidedLabel, WrapLabel, plain_label

SIDE_WIDTH = 320
"""The cards' width on a wide screen; `side_width` gives the width for a page's width."""
SIDE_MIN = 250
"""The narrowest the cards get: two dice and their labels, and the tray's buttons."""
SIDE_SPACING = 14
MARGIN = 6
"""Between the window's edge, the board and the column: the board card has its own."""
PORTRAIT_RATIO = 1.0
"""A page narrower than it is tall (times this) puts the controls under the board."""


def side_width(page_width: int) -> int:
    """The cards' width for a page this wide: a sixth of it, between SIDE_MIN and SIDE_WIDTH."""
    return max(SIDE_MIN, min(SIDE_WIDTH, round(page_width * 0.17)))


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


class _Column(QScrollArea):
    """The scroll area of the cards, which says when its height changed (`resized`): what
    fits in it is known then. A method, not an event filter: comparing event types would
    bring QEvent's enum into Python at the app's start."""

    resized = None

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        if self.resized is not None:
            self.resized()


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
        # Landscape: the top of the right column (name, turn, what to do, the option), so the
        # board keeps the window's height; portrait: a bar across the page (see _arrange).
        self.top = top
        bar = self.bar = QBoxLayout(QBoxLayout.Direction.LeftToRight, top)
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
        self.side_scroll = _Column(self)
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
        self.table.hide()  # until a scoresheet game at a table shows it (its refresh)
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

        left = self.left = QVBoxLayout()
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
        self.right = QVBoxLayout()
        self.right.setContentsMargins(0, 0, 0, 0)
        self.right.setSpacing(SIDE_SPACING)
        self.right.addWidget(self.side_scroll, 1)
        self.body: QBoxLayout = QHBoxLayout()
        self.body.setContentsMargins(MARGIN, MARGIN, MARGIN, MARGIN)
        self.body.setSpacing(10)
        self.body.addLayout(left, 1)
        self.body.addLayout(self.right)
        self.page_layout = QVBoxLayout(self)
        self.page_layout.setContentsMargins(0, 0, 0, 0)
        self.page_layout.setSpacing(0)
        self.page_layout.addLayout(self.body, 1)
        self.side_w = SIDE_WIDTH
        # what fits in the column is known once the column has its new height
        self.side_scroll.resized = self._fit_reminders
        self._column_key: object = None
        self.head_in_column = False
        self._arrange(False)

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
        else:
            if not portrait and self._head_fits() != self.head_in_column:
                self._place_head(not self.head_in_column)
                self._size_column()
            if not portrait and side_width(self.width()) != self.side_w:
                self._size_column()
        super().resizeEvent(event)
        self._fit_reminders()

    def _size_column(self) -> None:
        """The cards, and the column's head over them, at the width this page gives them."""
        width = SIDE_WIDTH
        if not self.portrait:
            # never narrower than a card's content (the scoresheet's dice pads are wider)
            shown = [w for w in (self.table, self.hint_card) if w.isVisibleTo(self)]
            need = max(w.minimumSizeHint().width() for w in (self.tray, *shown))
            width = max(side_width(self.width()), min(need, SIDE_WIDTH))
        self._column_key = self._mode_key()
        self.side_w = width
        for w in (self.tray, self.table, self.hint_card):
            w.setFixedWidth(width)
        if not self.portrait:
            self.reminders.setFixedWidth(width)
            self.reminders_button.setFixedWidth(width)
            # Room for a scroll bar, so a scrolled column never hides a card's edge.
            column = width + self.side_scroll.verticalScrollBar().sizeHint().width() + 4
            self.side_scroll.setFixedWidth(column)
            if self.head_in_column:
                self.top.setFixedWidth(width)

    def _mode_key(self) -> object:
        game = self.controller.game
        return None if game is None else (game.mode, len(game.seats), self.table.isVisibleTo(self))

    def _head_fits(self) -> bool:
        """Whether the column is tall enough for the head over the dice tray: a short
        landscape window (960x640) keeps the bar across the page, so the tray's buttons
        never need scrolling to."""
        line = self.status_label.fontMetrics().lineSpacing()
        head = (24 + 3 * 6 + self.board_name.sizeHint().height() + self.turn_label.sizeHint().height()
                + 3 * line + 4 + self.auto_strokes.sizeHint().height())
        room = self.height() - 2 * MARGIN
        return head + SIDE_SPACING + self.tray.sizeHint().height() <= room

    def _place_head(self, in_column: bool) -> None:
        """The board's name, the turn and what to do next: the top of the right column
        (`in_column`), or a bar over the page with the status over the board."""
        self.head_in_column = in_column
        portrait = not in_column
        bar, top, status = self.bar, self.top, self.status_label
        self.page_layout.removeWidget(top)
        self.right.removeWidget(top)
        self.left.removeWidget(status)
        bar.removeWidget(status)
        if portrait:
            bar.setDirection(QBoxLayout.Direction.LeftToRight)
            bar.setContentsMargins(18, 8, 18, 8)
            bar.setSpacing(14)
            top.setObjectName("topbar")
            self.board_name.setObjectName("heading")
            status.setMinimumHeight(28)
            top.setMinimumWidth(0)
            top.setMaximumWidth(16777215)
            self.page_layout.insertWidget(0, top)
            self.left.insertWidget(0, status)
        else:
            bar.setDirection(QBoxLayout.Direction.TopToBottom)
            bar.setContentsMargins(18, 12, 18, 12)
            bar.setSpacing(6)
            top.setObjectName("card")
            self.board_name.setObjectName("sideheading")
            bar.insertWidget(2, status)
            self.right.insertWidget(0, top)
        # the frame's look follows its name (a bar across the page, or a card)
        restyle(top)
        if not portrait:
            # three lines kept for what to do next, so the cards under it stay put
            status.setMinimumHeight(3 * status.fontMetrics().lineSpacing() + 4)

    def _arrange(self, portrait: bool) -> None:
        """Controls right of the board (landscape) or under it (portrait)."""
        self.portrait = portrait
        top = Qt.AlignmentFlag.AlignTop
        self.body.setDirection(QBoxLayout.Direction.TopToBottom if portrait
                               else QBoxLayout.Direction.LeftToRight)
        self._place_head(not portrait and self._head_fits())
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
            scroll.setMinimumHeight(0)
            scroll.setMaximumHeight(16777215)
            self.side_layout.setStretchFactor(self.reminders, 0)
            self.side_layout.setStretch(self.side_layout.count() - 1, 1)
        self._size_column()
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
                used = self.side_w + SIDE_SPACING
                wanted = self.side_scroll.width() - used >= 240
            else:
                cards = [w for w in (self.tray, self.hint_card, self.table) if w.isVisibleTo(self)]
                used = sum(w.sizeHint().height() + SIDE_SPACING for w in cards)
                need = self.reminders.heightForWidth(self.side_w)
                if need < 0:
                    need = self.reminders.sizeHint().height()
                wanted = used + need <= self.side_scroll.height()
        if wanted != self.reminders.isVisibleTo(self):
            self.reminders.setVisible(wanted)
        button = not wanted
        if button and not self.portrait:
            # a column too short for the button too leaves it to Help > Reminders
            cards = [w for w in (self.tray, self.hint_card, self.table) if w.isVisibleTo(self)]
            used = sum(w.sizeHint().height() + SIDE_SPACING for w in cards)
            button = used + self.reminders_button.sizeHint().height() <= self.side_scroll.height()
        self.reminders_button.setVisible(button)
        self._fit_height()

    # ------------------------------------------------------------ following the game
    def refresh_panels(self) -> None:
        c = self.tray.controller
        self.table.refresh()
        if not self.portrait and self._mode_key() != self._column_key:
            # another mode's tray (the scoresheet's is taller and wider)
            if self._head_fits() != self.head_in_column:
                self._place_head(not self.head_in_column)
            self._size_column()
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
