"""The coach's review of a finished game: points lost turn by turn and the three biggest
mistakes, each with "Show me" (the replay at that turn, both plans drawn).

The review runs in a worker thread (core/review_worker.py) with a progress bar and Cancel;
the numbers are bots.review's, as `daydream-qt review` prints them. Every person's seat can
be reviewed: with several (a pass-and-play table), a chooser in the bar (or S) picks whose
review is shown, and each seat's is made when it is first chosen, then kept; bot seats are
not offered (a table of bots only offers every seat, each named with its level). A very
long game has only some of its turns reviewed (bots.review's bound); a sentence under the
summary says so.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from daydream_qt.engine import Game
from daydream_qt.ui.core.bot_levels import human_seats, seat_bot_title
from daydream_qt.ui.core.review_worker import ReviewRunner
from daydream_qt.ui.core.texts import lesson_sentence
from daydream_qt.ui.pages.replay_page import points_text
from daydream_qt.ui.widgets.loss_chart import LossChart
from daydream_qt.ui.widgets.page_bar import PageBar
from daydream_qt.ui.widgets.plain import WrapLabel, plain_label

if TYPE_CHECKING:
    from daydream_qt.bots.review import GameReview, SeatReview, TurnReview

SIDE_WIDTH = 320
"""The mistakes' column."""
NEXT_SEAT_KEY = "S"
"""Shows the review of the next seat offered (a game of several people)."""


class MistakeCard(QFrame):
    """One of the biggest mistakes: the turn, its dice, the points lost, why, and Show me."""

    def __init__(self, rank: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("card")
        self.rank = rank
        self.turn: TurnReview | None = None
        """The mistake's turn shown."""
        lay = QVBoxLayout(self)
        lay.setContentsMargins(16, 12, 16, 12)
        lay.setSpacing(6)
        self.heading = plain_label()
        self.heading.setObjectName("section")
        self.loss = plain_label()
        self.loss.setObjectName("news")
        self.reason = WrapLabel()
        self.reason.setObjectName("subtle")
        self.show_button = QPushButton(self.tr("Show me"))
        row = QHBoxLayout()
        row.addWidget(self.loss, 1)
        row.addWidget(self.show_button, 0)
        lay.addWidget(self.heading)
        lay.addLayout(row)
        lay.addWidget(self.reason)


class ReviewPage(QWidget):
    """Fill it with `start(game)`; Back returns where it came from."""

    back_requested = Signal()
    show_me = Signal(object)
    """A mistake to see (bots.review.TurnReview): the replay opens at its turn with both plans."""
    replay_requested = Signal()

    def __init__(self, language: str = "en", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.language = language
        self.game: Game | None = None
        self.review: GameReview | None = None
        """The coach's review of the seat shown, once made."""
        self.reviews: dict[int, GameReview] = {}
        """Each seat's review made so far for `game`, by seat."""
        self.came_from: QWidget | None = None
        """The page Back returns to."""
        self.runner = ReviewRunner(self)
        self.runner.progress.connect(self._progress)
        self.runner.finished.connect(self.show_review)
        self.runner.failed.connect(self._failed)
        self.runner.cancelled.connect(self._cancelled)

        top = self._build_bar()
        self._build_busy()
        left = self._build_chart()
        self._build_mistakes()
        self._build_layout(top, left)
        self._clear()
        next_seat = QShortcut(QKeySequence(NEXT_SEAT_KEY), self)
        next_seat.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        next_seat.activated.connect(self.next_seat)

    def _build_bar(self) -> PageBar:
        """The bar across the top: Back, the title, whose review, and the way to the replay."""
        top = PageBar(self.tr("Back"), self.tr("Whose review"), self.tr("Replay"),
                      self.tr("Step through the game turn by turn"), self)
        self.back_button, self.title, self.seat_box = top.back_button, top.title, top.seat_box
        self.replay_button = top.action_button
        self.back_button.clicked.connect(self.back_requested)
        self.seat_box.currentIndexChanged.connect(self._seat_chosen)
        self.replay_button.clicked.connect(self.replay_requested)
        return top

    def _build_busy(self) -> None:
        """The card shown while the coach works: its progress, Cancel and Review again."""
        self.busy = QFrame()
        self.busy.setObjectName("card")
        busy = QHBoxLayout(self.busy)
        busy.setContentsMargins(18, 12, 18, 12)
        busy.setSpacing(12)
        self.progress_label = plain_label()
        self.progress = QProgressBar()
        self.progress.setTextVisible(False)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.clicked.connect(self.cancel)
        self.again_button = QPushButton(self.tr("Review again"))
        self.again_button.clicked.connect(self.review_again)
        busy.addWidget(self.progress_label)
        busy.addWidget(self.progress, 1)
        busy.addWidget(self.cancel_button)
        busy.addWidget(self.again_button)

    def _build_chart(self) -> QVBoxLayout:
        """The left column: the summary, what the chart shows and the chart of points lost."""
        self.summary = WrapLabel()
        self.summary.setObjectName("heading")
        self.explain = WrapLabel(self.tr(
            "Each turn, the plan played against the best plan the coach finds for the same dice, "
            "in the points the sheet can expect at the end. Click a bar to see that turn."))
        self.explain.setObjectName("subtle")
        self.bound_note = WrapLabel()
        """Shown when only one turn in N was reviewed (a very long game)."""
        self.bound_note.setObjectName("subtle")
        self.chart = LossChart()
        self.chart.title = self.tr("Points lost each turn")
        self.chart.empty_text = self.tr("The review appears here.")
        self.chart.turn_chosen.connect(self._bar_chosen)
        self.chart.setAccessibleName(self.chart.title)

        left = QVBoxLayout()
        left.setSpacing(10)
        left.addWidget(self.summary)
        left.addWidget(self.explain)
        left.addWidget(self.bound_note)
        left.addWidget(self.chart, 1)
        return left

    def _build_mistakes(self) -> None:
        """The side column, scrolled: the three biggest mistakes' cards (or that there are none)."""
        side = QWidget()
        col = QVBoxLayout(side)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(10)
        caption = plain_label(self.tr("The three biggest mistakes"))
        caption.setObjectName("section")
        col.addWidget(caption)
        self.none_label = WrapLabel(self.tr("No mistakes: every turn was as good as the best plan found."))
        col.addWidget(self.none_label)
        self.cards = [MistakeCard(k) for k in range(3)]
        for card in self.cards:
            card.show_button.clicked.connect(lambda _=False, c=card: self._show_card(c))
            col.addWidget(card)
        col.addStretch(1)
        self.side_scroll = QScrollArea()
        self.side_scroll.setObjectName("side")
        self.side_scroll.setAccessibleName(self.tr("The coach's turns"))
        self.side_scroll.setWidgetResizable(True)
        self.side_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.side_scroll.setWidget(side)
        self.side_scroll.setFixedWidth(SIDE_WIDTH)
        # Not a Tab stop of its own (it would show no focus): Tab scrolls it to a card's button.
        self.side_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        """Esc goes back one level, as Back (a key press, not a shortcut: in full screen the
        window's Esc, which leaves full screen, comes first)."""
        if event.key() == Qt.Key.Key_Escape and event.modifiers() == Qt.KeyboardModifier.NoModifier:
            self.back_requested.emit()
            return
        super().keyPressEvent(event)

    def _build_layout(self, top: PageBar, left: QVBoxLayout) -> None:
        """The page: the bar, the busy card, the chart beside (or over) the mistakes."""
        self.body = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self.body.setSpacing(16)
        self.body.addLayout(left, 1)
        self.body.addWidget(self.side_scroll, 0)
        content = QVBoxLayout()
        content.setContentsMargins(16, 12, 16, 14)
        content.setSpacing(12)
        content.addWidget(self.busy)
        content.addLayout(self.body, 1)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)
        outer.addWidget(top)
        outer.addLayout(content, 1)

    # ------------------------------------------------------------ the work
    def start(self, game: Game, seat: int | None = None) -> None:
        """Review `game` (finished) off the GUI thread, `seat` first when it is offered
        (else the person who did best: `first_seat`); the page shows the progress."""
        self.game = game
        self.review = None
        self.reviews = {}
        offered = self.offered_seats(game)
        self.seat_box.blockSignals(True)
        self.seat_box.clear()
        for i in offered:
            level = seat_bot_title(game, i)
            name = game.seats[i].name
            self.seat_box.addItem(self.tr("{0} ({1})").format(name, level) if level else name, i)
        self.seat_box.setCurrentIndex(offered.index(seat if seat in offered else self.first_seat(game)))
        self.seat_box.setVisible(len(offered) > 1)
        self.seat_box.setToolTip(self.tr("Whose review is shown (S: the next player's)"))
        self.seat_box.blockSignals(False)
        name = game.board.defn.name.get(self.language)
        self.title.setText(self.tr("Review \u00b7 {0} \u00b7 seed {1}").format(name, game.seed))
        self._review_seat(self.current_seat())

    @classmethod
    def first_seat(cls, game: Game) -> int:
        """The seat reviewed first when none is asked for (or a bot's is): the person who
        did best (the winner, at a table)."""
        scores = game.scores()
        return min(cls.offered_seats(game), key=lambda i: (-scores[i].total, -scores[i].tiebreak_strokes, i))

    @staticmethod
    def offered_seats(game: Game) -> list[int]:
        """The seats whose review may be shown: the people's (every seat at a table of bots)."""
        return human_seats(game) or list(range(len(game.seats)))

    def current_seat(self) -> int:
        """The seat chosen in the bar (the only one of a game of one person)."""
        data = self.seat_box.currentData()
        return data if isinstance(data, int) else 0

    def show_seat(self, seat: int) -> bool:
        """Show `seat`'s review (made first if need be); False when it is not offered."""
        index = self.seat_box.findData(seat)
        if index < 0:
            return False
        if index != self.seat_box.currentIndex():
            self.seat_box.setCurrentIndex(index)  # -> _seat_chosen
        return True

    def resume(self, seat: int | None = None) -> None:
        """Come back to the review of `game`: `seat`'s when it is offered (else the seat
        shown), made again if it was stopped when the page was left."""
        if seat is not None:
            self.show_seat(seat)
        if self.review is None and not self.runner.busy:
            self._review_seat(self.current_seat())

    def next_seat(self) -> None:
        """The review of the next seat offered, round the table (S)."""
        n = self.seat_box.count()
        if n > 1:
            self.seat_box.setCurrentIndex((self.seat_box.currentIndex() + 1) % n)

    def review_again(self) -> None:
        """Make the review of the seat shown again (after a Cancel or a failure)."""
        if self.game is not None:
            self.reviews.pop(self.current_seat(), None)
            self._review_seat(self.current_seat())

    def _review_seat(self, seat: int) -> None:
        """Show `seat`'s review if it was made, else start making it (a review of another
        seat under way is cancelled: the seat chosen is the one waited for)."""
        self._clear()
        made = self.reviews.get(seat)
        if made is not None:
            self.runner.cancel()
            self.show_review(made)
            return
        if self.game is None:
            return
        self.review = None
        self.progress.setRange(0, 0)
        self.progress_label.setMinimumWidth(0)
        self.progress_label.setText(self.tr("The coach is looking at every turn\u2026"))
        self._busy(True)
        self.runner.start(self.game, seats=[seat])

    def cancel(self) -> None:
        self.runner.cancel()

    def _busy(self, on: bool) -> None:
        self.busy.show()
        self.progress.setVisible(on)
        self.cancel_button.setVisible(on)
        self.again_button.setVisible(not on)

    def _progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(done)
        text = self.tr("Turn {0} of {1} reviewed").format(done, total)
        # Room for the widest count of this review from the start: a label that widened as
        # the count grew would be cut until the layout caught up with it.
        metrics = self.progress_label.fontMetrics()
        widest = self.tr("Turn {0} of {1} reviewed").format(total, total)
        need = max(metrics.horizontalAdvance(widest), metrics.horizontalAdvance(text)) + 4
        if self.progress_label.minimumWidth() < need:
            self.progress_label.setMinimumWidth(need)
        self.progress_label.setText(text)

    def _cancelled(self) -> None:
        if self.review is not None:
            return  # another seat's review, stopped for the one shown (made before)
        self._busy(False)
        self.progress_label.setText(self.tr("The review was cancelled."))

    def _failed(self, _sentence: str) -> None:
        if self.review is not None:
            return
        self._busy(False)
        self.progress_label.setText(self.tr("The review could not be made for this game."))

    def _clear(self) -> None:
        self.summary.setText("")
        self.bound_note.setText("")
        self.bound_note.hide()
        self.chart.set_losses([])
        self.none_label.hide()
        for card in self.cards:
            card.hide()

    # ------------------------------------------------------------ showing
    def show_review(self, review: GameReview) -> None:
        """Show the coach's review of a seat of `self.game` (kept for that seat)."""
        for seat_review in review.seats:
            self.reviews[seat_review.seat] = review
        seat = self.current_seat()
        if review.seat(seat) is None:
            return  # another seat's, finished after the player chose this one
        self.review = review
        self.busy.hide()
        stride = review.stride
        self.bound_note.setText(self.tr(
            "This game is long: the coach reviewed one turn in {0} of each seat ({1} of {2} turns), "
            "so that the review ends in about half a minute.").format(
            stride, review.reviewed, review.seat_turns) if stride > 1 else "")
        self.bound_note.setVisible(stride > 1)
        self._show_seat(seat)

    def _seat_chosen(self, index: int) -> None:
        if index >= 0 and self.game is not None:
            self._review_seat(self.current_seat())

    def shown_seat(self) -> SeatReview | None:
        """The seat's review on screen, or None."""
        if self.review is None:
            return None
        return self.review.seat(self.current_seat())

    def _show_seat(self, index: int) -> None:
        seat = self.review.seat(index) if self.review is not None else None
        if seat is None:
            return
        lang = self.language
        self.summary.setText(self.tr("{0} \u00b7 score {1} \u00b7 {2} points lost in all").format(
            seat.name, seat.score, points_text(seat.total_loss, lang)))
        marked = [seat.turns.index(m) for m in seat.mistakes]
        self.chart.set_losses([t.loss for t in seat.turns], [str(t.turn) for t in seat.turns], marked)
        self.none_label.setVisible(not seat.mistakes)
        for card in self.cards:
            card.hide()
        board = self.game.board if self.game is not None else None
        for card, turn in zip(self.cards, seat.mistakes, strict=False):
            card.turn = turn
            if turn.turn == 0:
                card.heading.setText(self.tr("Starting numbers \u00b7 dice {0} and {1}").format(*turn.dice))
            else:
                card.heading.setText(self.tr("Turn {0} \u00b7 dice {1} and {2}").format(turn.turn, *turn.dice))
            card.loss.setText(self.tr("Points lost: {0}").format(points_text(turn.loss, lang)))
            reason = (lesson_sentence(turn.reason_key, turn.reason_args, turn.loss, board, lang)
                      if turn.reason_key else "")
            if lang != "ja":
                reason = reason[:1].lower() + reason[1:]  # it goes on after "The best plan:"
            card.reason.setText(self.tr("The best plan: {0}").format(reason) if reason else "")
            card.reason.setVisible(bool(reason))
            card.show_button.setToolTip(self.tr("The replay at this turn, with both plans drawn"))
            card.show()

    def _show_card(self, card: MistakeCard) -> None:
        if card.turn is not None:
            self.show_me.emit(card.turn)

    def _bar_chosen(self, index: int) -> None:
        seat = self.shown_seat()
        if seat is not None and 0 <= index < len(seat.turns):
            self.show_me.emit(seat.turns[index])

    # ------------------------------------------------------------ shape
    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        portrait = self.width() < self.height()
        self.body.setDirection(QBoxLayout.Direction.TopToBottom if portrait else QBoxLayout.Direction.LeftToRight)
        if portrait:  # the page's width, but never under 200 pixels
            self.side_scroll.setMinimumWidth(200)
            self.side_scroll.setMaximumWidth(16777215)
        else:
            self.side_scroll.setFixedWidth(SIDE_WIDTH)
        super().resizeEvent(event)
