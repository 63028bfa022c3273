"""Who plays: the mode (solo, pass-and-play, scoresheet), the seats and the table size."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from daydream_qt.bots.levels import LEVELS, level_of
from daydream_qt.engine import Mode, SeatInfo
from daydream_qt.engine.untrusted import MAX_SEAT_NAME
from daydream_qt.ui.core.bot_levels import level_description, level_title
from daydream_qt.ui.widgets.ink import InkButton, default_inks, ink_name, kept_apart, told_apart
from daydream_qt.ui.widgets.plain import WrapLabel, menu_text, plain_label, tooltip

MAX_SEATS = 5
BOT_KINDS = tuple(level.key for level in LEVELS)
"""The levels a bot seat may play at, weakest first (bots/levels.py)."""
NAME_LENGTH = min(24, MAX_SEAT_NAME)
"""Characters of a seat's name typed here: short enough for a tab and the hand-over
page, and never more than a game file may hold."""


class Counter(QWidget):
    """A small − n + stepper: big enough to tap, no spin box arrows to aim at."""

    changed = Signal(int)

    def __init__(self, low: int, high: int, value: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.low, self.high, self.value = low, high, value
        self.minus = QPushButton("\u2212")
        self.plus = QPushButton("+")
        for b in (self.minus, self.plus):
            b.setObjectName("round")
            b.setCursor(Qt.CursorShape.PointingHandCursor)
        self.label = plain_label()
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setMinimumWidth(28)
        self.label.setObjectName("count")
        self.minus.clicked.connect(lambda: self.set_value(self.value - 1))
        self.plus.clicked.connect(lambda: self.set_value(self.value + 1))
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.minus)
        lay.addWidget(self.label)
        lay.addWidget(self.plus)
        self.set_value(value, force=True)

    def name(self, what: str) -> None:
        """Name the buttons and the count after `what` they count, for a screen reader
        (the buttons show only − and +)."""
        self.minus.setAccessibleName(self.tr("%1: one less").replace("%1", what))
        self.plus.setAccessibleName(self.tr("%1: one more").replace("%1", what))
        self.label.setAccessibleName(what)

    def set_value(self, value: int, force: bool = False) -> None:
        value = max(self.low, min(self.high, value))
        changed = value != self.value
        self.value = value
        self.label.setText(str(value))
        self.minus.setEnabled(value > self.low)
        self.plus.setEnabled(value < self.high)
        if changed or force:
            self.changed.emit(value)


class SeatRow(QWidget):
    """One seat: name, ink and who plays it (a person, or a bot at one of the three levels,
    bots/levels.py), with a sentence on how the chosen level plays."""

    def __init__(self, index: int, ink: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.index = index
        self.name_edit = QLineEdit()
        self.name_edit.setMaxLength(NAME_LENGTH)
        self.name_edit.setPlaceholderText(self.default_name())
        self.ink_button = InkButton(ink)
        self.kind = QComboBox()
        self.kind.addItem(self.tr("Person"), None)
        for key in BOT_KINDS:
            self.kind.addItem(level_title(key), key)
            self.kind.setItemData(self.kind.count() - 1, tooltip(level_description(key)),
                                  Qt.ItemDataRole.ToolTipRole)
        # A row has no caption to read: each field says which seat it is about.
        self.name_edit.setAccessibleName(self.tr("Name of seat {0}").format(index + 1))
        self.kind.setAccessibleName(self.tr("Who plays seat {0}").format(index + 1))
        self.about = WrapLabel()
        """How the chosen level plays (hidden for a person)."""
        self.about.setObjectName("subtle")
        self.kind.currentIndexChanged.connect(lambda _i: self._kind_changed())
        fields = QHBoxLayout()
        fields.setContentsMargins(0, 0, 0, 0)
        fields.setSpacing(8)
        fields.addWidget(self.ink_button)
        fields.addWidget(self.name_edit, 1)
        fields.addWidget(self.kind)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(2)
        lay.addLayout(fields)
        about = QHBoxLayout()  # under the name, past the ink
        about.setContentsMargins(self.ink_button.sizeHint().width() + fields.spacing(), 0, 0, 0)
        about.addWidget(self.about)
        lay.addLayout(about)
        self._kind_changed()

    def _kind_changed(self) -> None:
        bot = self.kind.currentData()
        text = level_description(bot) if bot else ""
        self.about.setText(text)
        self.about.setVisible(bool(text))
        self.kind.setAccessibleDescription(text)
        self.kind.setToolTip(tooltip(text) if text else
                             self.tr("A bot plays its own turn, a moment after the previous seat"))
        self.name_edit.setPlaceholderText(self.blank_name())

    def set_kind(self, kind: str | None) -> None:
        """Who plays the seat: None for a person, else a level key or an old bot kind
        (read as its level)."""
        level = level_of(kind)
        index = self.kind.findData(level.key) if level is not None else 0
        self.kind.setCurrentIndex(max(index, 0))

    def default_name(self) -> str:
        return self.tr("Player {0}").format(self.index + 1)

    def blank_name(self) -> str:
        """The name of a seat left without one: 'Player 2', or a bot's level ('Steady bot')."""
        return self.kind.currentText() if self.kind.currentData() else self.default_name()

    def shown_name(self) -> str:
        """The seat's name as typed, or its placeholder."""
        return self.name_edit.text().strip() or self.blank_name()

    def seat(self) -> SeatInfo:
        name = self.name_edit.text().strip() or self.blank_name()
        return SeatInfo(name, self.ink_button.ink, self.kind.currentData())


class SetupPanel(QWidget):
    """Mode buttons and, under them, what that mode needs."""

    changed = Signal()

    def __init__(self, ink: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ink = ink
        caption = plain_label(self.tr("Mode"))
        caption.setObjectName("section")
        self.mode_buttons: dict[Mode, QPushButton] = {}
        self.mode_group = QButtonGroup(self)
        modes = QHBoxLayout()
        modes.setSpacing(6)
        for mode, text in ((Mode.SOLO, self.tr("Solo")), (Mode.PASS_AND_PLAY, self.tr("Pass-and-play")),
                           (Mode.SCORESHEET, self.tr("Scoresheet"))):
            b = QPushButton(text)
            b.setCheckable(True)
            b.setObjectName("segment")
            b.setAutoDefault(False)  # a choice: Enter on it starts the game (the default button)
            b.setCursor(Qt.CursorShape.PointingHandCursor)
            self.mode_group.addButton(b)
            self.mode_buttons[mode] = b
            modes.addWidget(b, 1)
        self.mode_buttons[Mode.SOLO].setChecked(True)
        self.mode_group.buttonClicked.connect(lambda _b: self._mode_changed())

        self.pages = QStackedWidget()
        # The pages sit on the dialog's card, not on the window's paper.
        self.pages.setStyleSheet("QStackedWidget > QFrame { background: transparent; }")
        self.pages.addWidget(self._solo_page())
        self.pages.addWidget(self._pass_page())
        self.pages.addWidget(self._scoresheet_page())

        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(10)
        lay.addWidget(caption)
        lay.addLayout(modes)
        lay.addWidget(self.pages)
        self._mode_changed()

    # ------------------------------------------------------------ pages
    @staticmethod
    def _note(text: str) -> QLabel:
        label = WrapLabel(text)
        label.setObjectName("subtle")
        return label

    def _page(self, note: str) -> tuple[QFrame, QVBoxLayout]:
        """A mode's page, opening with the sentence that says how that mode plays."""
        page = QFrame()
        lay = QVBoxLayout(page)
        lay.setContentsMargins(0, 4, 0, 0)
        lay.setSpacing(8)
        lay.addWidget(self._note(note))
        return page, lay

    @staticmethod
    def _counter_row(lay: QVBoxLayout, label: str, counter: Counter) -> None:
        counter.name(label)
        row = QHBoxLayout()
        row.addWidget(plain_label(label))
        row.addStretch(1)
        row.addWidget(counter)
        lay.addLayout(row)

    def _solo_page(self) -> QWidget:
        page, lay = self._page(self.tr(
            "You play alone: the app rolls the dice, thorns count and your score earns a title."))
        lay.addStretch(1)
        return page

    def _pass_page(self) -> QWidget:
        page, lay = self._page(self.tr(
            "2 to 5 players share this device. One roll per turn; each seat writes on its own "
            "sheet, then hands the device to the next."))
        self.seat_count = Counter(2, MAX_SEATS, 2)
        self._counter_row(lay, self.tr("Seats"), self.seat_count)
        inks = default_inks(self.ink, MAX_SEATS)
        self.seat_rows = [SeatRow(i, inks[i]) for i in range(MAX_SEATS)]
        self._inks = list(inks)
        """Each row's ink before its latest change: what a seat gives in a swap."""
        for row in self.seat_rows:
            lay.addWidget(row)
            menu = row.ink_button.menu()
            menu.aboutToShow.connect(lambda r=row: self._offer_inks(r))
            row.ink_button.ink_changed.connect(lambda ink, r=row: self._ink_chosen(r, ink))
        self.seat_count.changed.connect(self._seat_count_changed)
        self._seat_count_changed(self.seat_count.value)
        lay.addStretch(1)
        return page

    def _scoresheet_page(self) -> QWidget:
        page, lay = self._page(self.tr(
            "You play with real dice at a table: type in the two values rolled, and record "
            "when another player takes a frame reward or ends the game."))
        self.table_size = Counter(1, MAX_SEATS, 2)
        self._counter_row(lay, self.tr("Players at the table"), self.table_size)
        self.table_note = self._note("")
        lay.addWidget(self.table_note)
        self.table_size.changed.connect(self._table_size_changed)
        self._table_size_changed(self.table_size.value)
        lay.addStretch(1)
        return page

    # ------------------------------------------------------------ answers
    @property
    def mode(self) -> Mode:
        for mode, b in self.mode_buttons.items():
            if b.isChecked():
                return mode
        return Mode.SOLO

    def set_mode(self, mode: Mode | str) -> None:
        self.mode_buttons[Mode(mode)].setChecked(True)
        self._mode_changed()

    def seats(self, player_name: str) -> tuple[SeatInfo, ...]:
        if self.mode == Mode.PASS_AND_PLAY:
            return tuple(r.seat() for r in self.seat_rows[: self.seat_count.value])
        return (SeatInfo(player_name, self.ink),)

    def table(self) -> int | None:
        return self.table_size.value if self.mode == Mode.SCORESHEET else None

    def _mode_changed(self) -> None:
        self.pages.setCurrentIndex(list(self.mode_buttons).index(self.mode))
        self.changed.emit()

    def _seat_count_changed(self, n: int) -> None:
        for row in self.seat_rows:
            row.setVisible(row.index < n)
        self._keep_inks_apart(n)

    # ------------------------------------------------------------ inks told apart
    def _shown_rows(self) -> list[SeatRow]:
        return self.seat_rows[: self.seat_count.value]

    def _keep_inks_apart(self, n: int) -> None:
        """A seat shown again keeps its ink unless it is too like an ink of a seat before it."""
        rows = self.seat_rows[:n]
        for row, ink in zip(rows, kept_apart([r.ink_button.ink for r in rows]), strict=True):
            self._inks[row.index] = ink
            row.ink_button.set_ink(ink)

    def _offer_inks(self, row: SeatRow) -> None:
        """The row's palette: another seat's ink is offered as a swap; an ink too like
        another seat's (for one of the ways of seeing) is shown but cannot be chosen."""
        others = [r for r in self._shown_rows() if r is not row]
        for action in row.ink_button.menu().actions():
            value = action.data()
            if not isinstance(value, str):
                continue
            holder = next((r for r in others if r.ink_button.ink.lower() == value.lower()), None)
            close = next((r for r in others if not told_apart(value, r.ink_button.ink)), None)
            if holder is not None:
                text = self.tr("{0} \u2014 swap with {1}").format(ink_name(value), holder.shown_name())
            elif close is not None:
                text = self.tr("{0} \u2014 too like the ink of {1}").format(ink_name(value), close.shown_name())
            else:
                text = ink_name(value)
            action.setText(menu_text(text))
            action.setEnabled(holder is not None or close is None)

    def _ink_chosen(self, row: SeatRow, ink: str) -> None:
        """Taking the ink of another shown seat gives that seat this row's ink before."""
        before = self._inks[row.index]
        self._inks[row.index] = ink
        if row.index >= self.seat_count.value:  # a hidden row swaps with nobody
            return
        holder = next((r for r in self._shown_rows()
                       if r is not row and r.ink_button.ink.lower() == ink.lower()), None)
        if holder is not None:
            holder.ink_button.set_ink(before)

    def _table_size_changed(self, n: int) -> None:
        self.table_note.setText(
            self.tr("A table of one plays by the solo rules: thorns and the title table apply.")
            if n == 1 else
            self.tr("No thorns and no title; the frames race and the end of the game are shared."))
