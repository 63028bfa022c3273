"""The table's ranking at the end of a scoresheet game: the others' totals typed in.

The app knows only its own player's sheet. The other players at the table say their
totals (and, if totals tie, their strokes on their unfinished item, R12/R15); the card
ranks everyone as the engine's R15 does and says how a tie was decided.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QGridLayout, QLineEdit, QSpinBox, QVBoxLayout, QWidget

from daydream_qt.engine import Game, ScoreBreakdown
from daydream_qt.engine.untrusted import MAX_SEAT_NAME
from daydream_qt.records.store import TableSeat
from daydream_qt.ui.panels.ranking import Place, rank_scores, verdict_of
from daydream_qt.ui.style import palette
from daydream_qt.ui.style.text_size import px
from daydream_qt.ui.widgets.plain import ElidedLabel, WrapLabel, plain_label

MAX_TOTAL = 999
MAX_STROKES = 99
OTHER_INK = palette.MUTED
FIELD_STYLE = "padding: 3px 8px; border-radius: 8px;"
"""The name fields, a little lower than the app's usual line edit: three to four rows of
them and the ranking fit under the score at a 1400x900 window without scrolling."""
NAME_INSET = 9
"""Where a name field's text starts (its padding and border): the player's own name, and
the column's caption, start there too."""


class TableRankingCard(QFrame):
    """The player's own total and strokes, a row to type in for each other player, and
    the ranking of them all, kept up to date as the numbers are typed."""

    changed = Signal()
    edited = Signal()
    """A name, a total or a number of strokes was typed (not a game shown): the table to
    record has changed (`table()`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("card")
        self.language = "en"
        self._own: ScoreBreakdown | None = None
        self._own_name = ""
        self._own_ink = palette.INK
        self._game: Game | None = None
        self.own_name = QLineEdit()
        heading = plain_label(self.tr("The table's ranking"))
        heading.setObjectName("section")
        intro = WrapLabel(self.tr(
            "Type each player's total. If totals tie, the most strokes on the unfinished "
            "item wins, so type those too."))
        intro.setObjectName("subtle")
        self.entries = QGridLayout()
        self.entries.setHorizontalSpacing(8)
        self.entries.setVerticalSpacing(6)
        self.entries.setColumnStretch(0, 1)
        self.names: list[QLineEdit] = []
        self.totals: list[QSpinBox] = []
        self.strokes: list[QSpinBox] = []
        self.verdict_label = WrapLabel()
        self.verdict_label.setObjectName("news")
        self.places = QGridLayout()
        self.places.setHorizontalSpacing(12)
        self.places.setVerticalSpacing(4)
        self.places.setColumnStretch(1, 1)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(28, 18, 28, 18)
        lay.setSpacing(8)
        lay.addWidget(heading)
        lay.addWidget(intro)
        lay.addLayout(self.entries)
        lay.addSpacing(6)
        lay.addWidget(self.verdict_label)
        lay.addLayout(self.places)

    @staticmethod
    def _clear(grid: QGridLayout) -> None:
        while (item := grid.takeAt(0)) is not None:
            w = item.widget()
            if w is not None:
                w.hide()  # gone at once, even before the deferred deletion runs
                w.deleteLater()

    def show_game(self, game: Game, language: str = "en") -> None:
        """Rows for the `table_size - 1` other players of a finished scoresheet game (the
        same game shown again keeps what was typed for it)."""
        if game is self._game and self.language == language:
            self.refresh()
            return
        # In another language, the same game keeps what was typed for it.
        typed = self._typed() if game is self._game else None
        self._game = game
        self.language = language
        self._own = game.scores()[0]
        self._own_name = game.seats[0].name
        self._own_ink = game.seats[0].ink
        others = max(game.table.table_size - 1, 0)
        self._clear(self.entries)
        self.names, self.totals, self.strokes = [], [], []
        captions = []
        for col, text in enumerate((self.tr("Player"), self.tr("Total"), self.tr("Strokes"))):
            cap = plain_label(text)
            cap.setObjectName("subtle")
            self.entries.addWidget(cap, 0, col)
            captions.append(cap)
        captions[0].setContentsMargins(NAME_INSET, 0, 0, 0)
        # The player's own name is typed here too: a game started without one says only
        # "Player", in the language it was started in.
        own = self.own_name = QLineEdit()
        own.setStyleSheet(FIELD_STYLE)
        own.setMaxLength(MAX_SEAT_NAME)
        own.setPlaceholderText(self.own_default())
        own.setText("" if self.is_default_name(self._own_name) else self._own_name)
        own.setAccessibleName(self.tr("Your name"))
        own.textChanged.connect(self.refresh)
        own.textEdited.connect(self.edited)
        own_total = plain_label(str(self._own.total))
        own_strokes = plain_label(str(self._own.tiebreak_strokes))
        self.entries.addWidget(own, 1, 0)
        self.entries.addWidget(own_total, 1, 1)
        self.entries.addWidget(own_strokes, 1, 2)
        for k in range(others):
            name = QLineEdit()
            name.setStyleSheet(FIELD_STYLE)
            name.setMaxLength(MAX_SEAT_NAME)
            name.setPlaceholderText(self.default_name(k))
            name.setAccessibleName(self.tr("Name of player {0}").format(k + 2))
            total = QSpinBox()
            total.setRange(0, MAX_TOTAL)
            total.setAccessibleName(self.tr("Total of player {0}").format(k + 2))
            strokes = QSpinBox()
            strokes.setRange(0, MAX_STROKES)
            strokes.setAccessibleName(self.tr("Strokes on the unfinished item of player {0}").format(k + 2))
            strokes.setToolTip(self.tr("Strokes on their unfinished item: they decide a tie"))
            for col, w in enumerate((name, total, strokes)):
                self.entries.addWidget(w, k + 2, col)
            name.textChanged.connect(self.refresh)
            total.valueChanged.connect(self.refresh)
            strokes.valueChanged.connect(self.refresh)
            name.textEdited.connect(self.edited)
            total.valueChanged.connect(self.edited)
            strokes.valueChanged.connect(self.edited)
            self.names.append(name)
            self.totals.append(total)
            self.strokes.append(strokes)
        # A row's fields are as high as each other; the player's own numbers, and the
        # captions over them, start where the typed numbers do.
        if self.names:
            height = self.names[0].sizeHint().height()
            inset = self._number_inset(self.totals[0])
            for box in self.totals + self.strokes:
                box.setFixedHeight(height)
            for label in (own_total, own_strokes, captions[1], captions[2]):
                label.setContentsMargins(inset, 0, 0, 0)
        if typed is not None:
            self._retype(*typed)
        self.refresh()

    def _typed(self) -> tuple[str, list[str], list[int], list[int]]:
        return (self.own_name.text(), [n.text() for n in self.names], [t.value() for t in self.totals],
                [s.value() for s in self.strokes])

    def _retype(self, own: str, names: list[str], totals: list[int], strokes: list[int]) -> None:
        """Put typed values back in new fields, without saying they were edited."""
        fields = [self.own_name, *self.names, *self.totals, *self.strokes]
        for w in fields:
            w.blockSignals(True)
        self.own_name.setText(own)
        for field, text in zip(self.names, names, strict=False):
            field.setText(text)
        for box, value in [*zip(self.totals, totals, strict=False), *zip(self.strokes, strokes, strict=False)]:
            box.setValue(value)
        for w in fields:
            w.blockSignals(False)

    @staticmethod
    def _number_inset(box: QSpinBox) -> int:
        """Where a spin box's number starts, from its left edge (its frame and margins)."""
        from PySide6.QtWidgets import QStyle, QStyleOptionSpinBox

        opt = QStyleOptionSpinBox()
        box.initStyleOption(opt)
        field = box.style().subControlRect(QStyle.ComplexControl.CC_SpinBox, opt,
                                           QStyle.SubControl.SC_SpinBoxEditField, box)
        line_edit_margin = 2  # QLineEdit's own, inside its frame
        return max(field.left(), 0) + box.lineEdit().textMargins().left() + line_edit_margin

    def own_default(self) -> str:
        return self.tr("Player")

    def is_default_name(self, name: str) -> bool:
        """True for the name a seat is given when none was typed: the app's "Player", in
        English or in the language shown."""
        return name.strip() in ("", "Player", self.own_default())

    def shown_own_name(self) -> str:
        """The player's own name as the ranking and the records say it."""
        return self.own_name.text().strip() or self.own_default()

    def default_name(self, k: int) -> str:
        return self.tr("Player {0}").format(k + 2)

    def ranked(self) -> list[Place]:
        """Everyone at the table, best first (R15), from what is typed now."""
        if self._own is None:
            return []
        own = ScoreBreakdown(0, self._own.items, total=self._own.total,
                             tiebreak_strokes=self._own.tiebreak_strokes)
        scores = [own] + [ScoreBreakdown(k + 1, 0, total=t.value(), tiebreak_strokes=s.value())
                          for k, (t, s) in enumerate(zip(self.totals, self.strokes))]
        names = [self.shown_own_name()] + [n.text().strip() or self.default_name(k) for k, n in enumerate(self.names)]
        inks = [self._own_ink] + [OTHER_INK] * len(self.names)
        return rank_scores(scores, names, inks)

    def table(self) -> tuple[TableSeat, ...]:
        """Every seat of the table, in seat order, with its total, its strokes and whether
        it won: what the records keep of the table."""
        seats = sorted(self.ranked(), key=lambda p: p.score.seat)
        return tuple(TableSeat(p.score.seat, p.name[:MAX_SEAT_NAME], p.score.total, p.score.tiebreak_strokes,
                               p.winner) for p in seats)

    def refresh(self) -> None:
        places = self.ranked()
        self.verdict_label.setText(verdict_of(places, self.language))
        self._clear(self.places)
        totals = [p.score.total for p in places]
        for r, place in enumerate(places):
            rank = plain_label(str(place.rank))
            rank.setStyleSheet(f"color: {palette.INK if place.winner else palette.MUTED}; font-size: {px(17)}px;")
            name = ElidedLabel(place.name, max_width=240)
            if place.winner:
                name.setStyleSheet("font-weight: 600;")
            total = plain_label(str(place.score.total))
            total.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            total.setStyleSheet(f"color: {palette.INK}; font-size: {px(17)}px;")
            self.places.addWidget(rank, r, 0)
            self.places.addWidget(name, r, 1)
            if totals.count(place.score.total) > 1:
                tie = plain_label(self.tr("{0} on the item").format(place.score.tiebreak_strokes))
                tie.setObjectName("subtle")
                self.places.addWidget(tie, r, 2)
            self.places.addWidget(total, r, 3)
        self.changed.emit()
