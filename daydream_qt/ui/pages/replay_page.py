"""The replay: a game stepped through turn by turn, the sheet exactly as it was, read-only.

A slider runs over the turns; Left/Right step a turn, Home/End go to the first and the last,
Shift+Left/Shift+Right step one decision at a time (each write, stroke, choice and
confirmation). The sheet is drawn by the game's own board scene from the engine's state at
that moment (`core.replay_controller`), with the turn's dice beside it; in pass-and-play a
chooser picks whose sheet is shown. Nothing on it can be tapped or written.

From the review, "Show me" opens it at the start of a turn with two plans drawn over the
sheet: the one played and the best one the coach found (board/plan_marks.py).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QKeyEvent,
    QKeySequence,
    QPainter,
    QPaintEvent,
    QResizeEvent,
    QShortcut,
)
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QPushButton,
    QSizePolicy,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from daydream_qt.engine import Action, DrawStroke, Game, GiveUpDie
from daydream_qt.ui.board.plan_marks import BEST
from daydream_qt.ui.board.replay_view import ReplayView
from daydream_qt.ui.core.replay_controller import ReplayController
from daydream_qt.ui.core.texts import coach_sentence
from daydream_qt.ui.style import art
from daydream_qt.ui.style.board import pen
from daydream_qt.ui.widgets.dice_faces import DiceFaces
from daydream_qt.ui.widgets.page_bar import PageBar
from daydream_qt.ui.widgets.plain import WrapLabel, plain_label

if TYPE_CHECKING:
    from daydream_qt.bots.review import TurnReview

SIDE_WIDTH = 300
"""The side column's width: the turn, its dice, and the two plans."""


def points_text(value: float, language: str) -> str:
    """A review's value as the app shows it: two decimals, a decimal comma in French."""
    text = f"{value:.2f}"
    return text.replace(".", ",") if language == "fr" else text


def plan_strokes(actions: Iterable[Action], item: int, pen: int) -> list[tuple[int, int, int]]:
    """(item, from node, to node) of each stroke of a plan, from the pen at `item`, `pen`."""
    out = []
    for a in actions:
        if isinstance(a, DrawStroke):
            frm = pen if a.item == item else 0
            out.append((a.item, frm, a.to_node))
            item, pen = a.item, a.to_node
    return out


def _t(text: str) -> str:
    return QCoreApplication.translate("ReplayPage", text)


def key_rows() -> list[tuple[str, str]]:
    """The replay's keys (portable text) and what each does, in one sentence: the keys the
    page binds and the rows Help › Keyboard shortcuts lists, from this one list."""
    t = _t
    return [
        ("Left", t("Show the sheet one turn earlier.")),
        ("Right", t("Show the sheet one turn later.")),
        ("Home", t("Show the sheet at the start of the game.")),
        ("End", t("Show the sheet after the last turn.")),
        ("Shift+Left", t("Show the sheet one action earlier (a die written, a stroke drawn).")),
        ("Shift+Right", t("Show the sheet one action later.")),
        ("Backspace", t("Go back to the page the replay was opened from.")),
    ]


class PlanSwatch(QWidget):
    """The mark of a plan as the board draws it (solid ink ring or dashed violet ring)."""

    def __init__(self, colour: QColor, dashed: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.colour, self.dashed = colour, dashed
        self.setFixedSize(30, 26)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(30, 26)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        style = Qt.PenStyle.DashLine if self.dashed else Qt.PenStyle.SolidLine
        p.setPen(pen(self.colour, 2.0, style))
        p.drawPath(art.marker_circle(12, 10, 1).translated(QPointF(15, 13)))
        p.end()


class ReplayPage(QWidget):
    """One game's log stepped through; `show_game` fills it, Back returns where it came from."""

    back_requested = Signal()
    review_requested = Signal()
    """The player asks for the coach's review of this (finished) game."""

    def __init__(self, language: str = "en", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.language = language
        self.controller = ReplayController(self)
        self.source: Game | None = None
        """The game replayed, as it was given (the replay itself works on a copy)."""
        self.plan: TurnReview | None = None
        """The review's turn whose plans are drawn, or None."""
        self._moving = False

        top = self._build_bar()
        self._build_board()
        self._build_side()
        controls = self._build_controls()
        self._build_layout(top, controls)
        self._build_shortcuts()
        self.controller.position_changed.connect(self._refresh)
        self.controller.view_changed.connect(self._refresh)

    def _build_bar(self) -> PageBar:
        """The bar across the top: Back, the title, whose sheet, and the way to the review."""
        top = PageBar(self.tr("Back"), self.tr("Whose sheet"), self.tr("Review"),
                      self.tr("The coach's review of this game"), self)
        top.back_button.setToolTip(self.tr("Back to where the replay was opened from"))
        self.back_button, self.title, self.seat_box = top.back_button, top.title, top.seat_box
        self.review_button = top.action_button
        self.back_button.clicked.connect(self.back_requested)
        self.seat_box.currentIndexChanged.connect(self._seat_chosen)
        self.review_button.clicked.connect(self.review_requested)
        return top

    def _build_board(self) -> None:
        """The board as it was at the turn shown, as large as the page allows."""
        self.board_view = ReplayView(self.controller)
        self.board_view.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.board_view.setMinimumSize(240, 200)

    def _build_side(self) -> None:
        """The side column: the turn's card (turn, dice, step, score), then the plans' card."""
        side = self.side = QWidget()
        side.setFixedWidth(SIDE_WIDTH)
        col = QVBoxLayout(side)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(12)
        turn_card = QFrame()
        turn_card.setObjectName("card")
        tl = QVBoxLayout(turn_card)
        tl.setContentsMargins(18, 14, 18, 16)
        tl.setSpacing(8)
        self.turn_label = plain_label()
        self.turn_label.setObjectName("heading")
        self.step_label = plain_label()
        self.step_label.setObjectName("subtle")
        self.dice = DiceFaces(40)
        self.score_label = WrapLabel()
        self.score_label.setObjectName("subtle")
        tl.addWidget(self.turn_label)
        tl.addWidget(self.dice)
        tl.addWidget(self.step_label)
        tl.addWidget(self.score_label)
        self.turn_layout = tl
        col.addWidget(turn_card)
        col.addWidget(self._plans_card())
        col.addStretch(1)

    def _build_controls(self) -> QHBoxLayout:
        """The controls: the turns' slider and buttons (returned), the decision steps."""
        # the slider and the turn buttons go under the board, the steps in the turn's card
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setAccessibleName(self.tr("Turn"))
        self.slider.setPageStep(5)
        self.slider.valueChanged.connect(self._slider_moved)
        self.first_button = self._tool("\u00ab", self.tr("First turn (Home)"), self.first)
        self.prev_button = self._tool("\u25c0", self.tr("Previous turn (Left)"), self.previous_turn)
        self.next_button = self._tool("\u25b6", self.tr("Next turn (Right)"), self.next_turn)
        self.last_button = self._tool("\u00bb", self.tr("Last turn (End)"), self.last)
        self.back_step = QPushButton(self.tr("\u2039 Decision"))
        self.back_step.setToolTip(self.tr("One decision back (Shift+Left)"))
        self.back_step.clicked.connect(lambda: self.step(-1))
        self.fwd_step = QPushButton(self.tr("Decision \u203a"))
        self.fwd_step.setToolTip(self.tr("One decision on (Shift+Right)"))
        self.fwd_step.clicked.connect(lambda: self.step(1))
        controls = QHBoxLayout()
        controls.setSpacing(6)
        controls.addWidget(self.first_button)
        controls.addWidget(self.prev_button)
        controls.addWidget(self.slider, 1)
        controls.addWidget(self.next_button)
        controls.addWidget(self.last_button)
        steps = QHBoxLayout()
        steps.setSpacing(8)
        steps.addWidget(self.back_step)
        steps.addWidget(self.fwd_step)
        steps.addStretch(1)
        self.turn_layout.addLayout(steps)
        return controls

    def _build_layout(self, top: PageBar, controls: QHBoxLayout) -> None:
        """The page: the bar over the board and its controls, beside (or under) the column."""
        board_col = QVBoxLayout()
        board_col.setSpacing(10)
        board_col.addWidget(self.board_view, 1)
        board_col.addLayout(controls)
        self.body = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self.body.setContentsMargins(16, 12, 16, 14)
        self.body.setSpacing(16)
        self.body.addLayout(board_col, 1)
        self.body.addWidget(self.side, 0)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)
        outer.addWidget(top)
        outer.addLayout(self.body, 1)

    def _build_shortcuts(self) -> None:
        """The keys of `key_rows`: the turns and the steps, and Backspace for Back."""
        does: dict[str, Callable[[], object]] = {
            "Left": self.previous_turn, "Right": self.next_turn, "Home": self.first, "End": self.last,
            "Shift+Left": lambda: self.step(-1), "Shift+Right": lambda: self.step(1),
            "Backspace": self.back_requested.emit}
        for keys, _what in key_rows():
            fn = does[keys]
            sc = QShortcut(QKeySequence(keys), self)
            sc.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            sc.activated.connect(fn)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        """Esc goes back one level, as Back (a key press, not a shortcut: in full screen the
        window's Esc, which leaves full screen, comes first)."""
        if event.key() == Qt.Key.Key_Escape and event.modifiers() == Qt.KeyboardModifier.NoModifier:
            self.back_requested.emit()
            return
        super().keyPressEvent(event)

    def _tool(self, text: str, tip: str, slot: Callable[[], object]) -> QPushButton:
        b = QPushButton(text)
        b.setObjectName("round")
        b.setToolTip(tip)
        b.setAccessibleName(tip)
        b.clicked.connect(slot)
        return b

    def _plans_card(self) -> QFrame:
        card = self.plans_card = QFrame()
        card.setObjectName("card")
        lay = QVBoxLayout(card)
        lay.setContentsMargins(18, 14, 18, 16)
        lay.setSpacing(8)
        self.plans_caption = plain_label()
        self.plans_caption.setObjectName("section")
        lay.addWidget(self.plans_caption)
        self.played_swatch = PlanSwatch(QColor("#2b4c7e"), False)
        self.played_label = WrapLabel()
        self.best_swatch = PlanSwatch(BEST, True)
        self.best_label = WrapLabel()
        for swatch, label in ((self.played_swatch, self.played_label), (self.best_swatch, self.best_label)):
            row = QHBoxLayout()
            row.setSpacing(8)
            row.addWidget(swatch, 0, Qt.AlignmentFlag.AlignTop)
            row.addWidget(label, 1)
            lay.addLayout(row)
        self.loss_label = plain_label()
        self.loss_label.setObjectName("news")
        self.reason_label = WrapLabel()
        self.reason_label.setObjectName("subtle")
        lay.addWidget(self.loss_label)
        lay.addWidget(self.reason_label)
        card.hide()
        return card

    # ------------------------------------------------------------ filling
    def show_game(self, game: Game, turn: int | None = None) -> None:
        """Step through `game` (it is only read), at the end of `turn` (default: the last)."""
        self.plan = None
        self.board_view.plans.clear()
        self.controller.load(game)
        self._moving = True
        try:
            self.seat_box.clear()
            for seat in game.seats:
                self.seat_box.addItem(seat.name)
            self.seat_box.setVisible(len(game.seats) > 1)
            winners = game.winners() if game.over else []
            self.seat_box.setCurrentIndex(winners[0] if winners and len(game.seats) > 1 else 0)
            self.controller.view_seat(self.seat_box.currentIndex())
            tl = self.controller.timeline
            self.slider.setRange(0, max(0, (tl.turns if tl is not None else 0) - 1))
        finally:
            self._moving = False
        name = game.board.defn.name.get(self.language)
        self.title.setText(self.tr("Replay \u00b7 {0} \u00b7 seed {1}").format(name, game.seed))
        self.review_button.setVisible(game.over)
        if turn is not None:
            self.controller.show_turn(turn)
        self._refresh()

    def show_plans(self, game: Game, turn: TurnReview) -> None:
        """Open `game` at the start of the reviewed `turn` of its seat,
        with the plan played and the best plan drawn over the sheet."""
        self.show_game(game)
        self.plan = turn
        self._moving = True
        try:
            self.seat_box.setCurrentIndex(turn.seat)
        finally:
            self._moving = False
        self.controller.view_seat(turn.seat)
        self.controller.show_index(turn.start)
        self._refresh()

    # ------------------------------------------------------------ moving
    def first(self) -> None:
        self.controller.show_turn(0)

    def last(self) -> None:
        tl = self.controller.timeline
        if tl is not None:
            self.controller.show_index(tl.last)

    def previous_turn(self) -> None:
        """The end of the turn before the one shown (from inside a turn: the one before it)."""
        tl = self.controller.timeline
        if tl is None or not tl.turns:
            return
        turn = self.controller.turn
        if turn > 0:
            self.controller.show_turn(turn - 1)
        else:
            self.controller.show_index(0)

    def next_turn(self) -> None:
        """The end of the turn shown, or of the next one when it is shown ended already."""
        tl = self.controller.timeline
        if tl is None or not tl.turns:
            return
        turn = self.controller.turn
        if turn < 0:
            self.controller.show_turn(0)
        elif self.controller.index < tl.turn_ends[turn]:
            self.controller.show_turn(turn)
        else:
            self.controller.show_turn(turn + 1)

    def step(self, direction: int) -> None:
        """One action of the log back or on."""
        self.controller.show_index(self.controller.index + (1 if direction > 0 else -1))

    def _slider_moved(self, value: int) -> None:
        if not self._moving and value != self.controller.turn_position():
            self.controller.show_turn(value)

    def _seat_chosen(self, index: int) -> None:
        if not self._moving and index >= 0:
            self.controller.view_seat(index)

    # ------------------------------------------------------------ showing
    def _refresh(self) -> None:
        c = self.controller
        game, tl = c.game, c.timeline
        if game is None or tl is None:
            return
        self._moving = True
        try:
            self.slider.setValue(c.turn_position())
        finally:
            self._moving = False
        turn = c.turn
        if turn <= 0:
            self.turn_label.setText(self.tr("Starting numbers"))
        else:
            self.turn_label.setText(self.tr("Turn {0} of {1}").format(turn, tl.turns - 1))
        self.dice.set_values(tl.dice[turn] if 0 <= turn < len(tl.dice) else ())
        done, total = c.step_in_turn()
        if turn < 0:
            self.step_label.setText(self.tr("Before the first dice"))
        elif done >= total:
            self.step_label.setText(self.tr("The turn played"))
        elif done == 0:
            self.step_label.setText(self.tr("The dice just rolled"))
        else:
            self.step_label.setText(self.tr("Decision {0} of {1}").format(done, total))
        seat = c.viewed
        score = game.scores()[seat].total
        self.score_label.setText(self.tr("{0} \u00b7 score at this moment: {1}").format(game.seats[seat].name, score))
        self.first_button.setEnabled(c.index > tl.turn_ends[0] if tl.turns else False)
        self.prev_button.setEnabled(c.index > 0)
        self.back_step.setEnabled(c.index > 0)
        self.next_button.setEnabled(c.index < tl.last)
        self.last_button.setEnabled(c.index < tl.last)
        self.fwd_step.setEnabled(c.index < tl.last)
        self._refresh_plans()

    def _refresh_plans(self) -> None:
        plan = self.plan
        c = self.controller
        game = c.game
        on = game is not None and plan is not None and c.index == plan.start and c.viewed == plan.seat
        self.plans_card.setVisible(on)
        if game is None or plan is None or not on:
            self.board_view.plans.clear()
            return
        sheet = game.state.sheets[plan.seat]
        self.board_view.plans.show(plan.writes("played"), plan.writes("best"),
                                   plan_strokes(plan.played, sheet.item, sheet.pen),
                                   plan_strokes(plan.best, sheet.item, sheet.pen))
        self.played_swatch.colour = QColor(game.seats[plan.seat].ink)
        self.played_swatch.update()
        lang = self.language
        self.plans_caption.setText(self.tr("Two plans for these dice"))
        self.played_label.setText(self.tr("Played: {0} ({1} points expected)").format(
            self.plan_text(game, plan, "played"), points_text(plan.played_value, lang)))
        self.best_label.setText(self.tr("Best: {0} ({1} points expected)").format(
            self.plan_text(game, plan, "best"), points_text(plan.best_value, lang)))
        self.loss_label.setText(self.tr("Points lost: {0}").format(points_text(plan.loss, lang)))
        reason = coach_sentence(plan.reason_key, plan.reason_args, game.board, lang) if plan.reason_key else ""
        self.reason_label.setText(reason)
        self.reason_label.setVisible(bool(reason))

    def plan_text(self, game: Game, plan: TurnReview, which: str) -> str:
        """The writes of a plan, e.g. '5 in row 2, column 4; 3 in row 3, column 4'."""
        parts = []
        for cell, value in plan.writes(which):
            r, col = game.board.coords[cell]
            parts.append(self.tr("{0} in row {1}, column {2}").format(value, r + 1, col + 1))
        actions = plan.played if which == "played" else plan.best
        for a in actions:
            if isinstance(a, GiveUpDie):
                parts.append(self.tr("gives up the {0}").format(plan.dice[a.die]))
        return "; ".join(parts) if parts else self.tr("nothing written")

    # ------------------------------------------------------------ shape
    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        # Held upright, the turn's card goes under the board.
        portrait = self.width() < self.height()
        self.body.setDirection(QBoxLayout.Direction.TopToBottom if portrait else QBoxLayout.Direction.LeftToRight)
        if portrait:  # the page's width, but never under 200 pixels
            self.side.setMinimumWidth(200)
            self.side.setMaximumWidth(16777215)
        else:
            self.side.setFixedWidth(SIDE_WIDTH)
        super().resizeEvent(event)
