"""The New game dialog: the eight combinations as the folded board shows them, who plays, a seed."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QRect, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QKeyEvent,
    QLinearGradient,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QBoxLayout,
    QButtonGroup,
    QDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from daydream_qt.editor.store import StoreError
from daydream_qt.engine import BOARD_IDS, MODULES_BY_BOARD, BoardError, Mode, builtin_board
from daydream_qt.records.daily import daily_board, daily_seed, today
from daydream_qt.ui.core.game_setup import GameSetup
from daydream_qt.ui.core.texts import difficulty_name, module_name
from daydream_qt.ui.dialogs import new_dream, your_boards
from daydream_qt.ui.dialogs.seat_editor import SetupPanel
from daydream_qt.ui.style import palette
from daydream_qt.ui.style.focus import OWN_RING
from daydream_qt.ui.widgets.fit import fit_to_screen, scaled, sized
from daydream_qt.ui.widgets.ink import INKS
from daydream_qt.ui.widgets.plain import WrapLabel, plain_label, tooltip

CARD_SIZE = QSize(208, 190)


def card_size() -> QSize:
    """A combination's card at the text size in use (CARD_SIZE at 100 %)."""
    return QSize(scaled(CARD_SIZE.width()), scaled(CARD_SIZE.height()))


GRID_SPACING = 14
"""Between the cards of the combinations."""

MAX_SEED = 2**31 - 1
FOCUS_MARGIN = 5
"""Pixels between a card's edge and its widget's: room for the focus ring."""


def choose_end(button: QAbstractButton, last: bool) -> bool:
    """Home or End on a button of the dialog's group of combinations: the first or the last
    of them that can be chosen gets the focus and is chosen. False when `button` has no group."""
    group = button.group()
    if group is None:
        return False
    usable = [b for b in group.buttons()
              if b.isEnabled() and b.isVisibleTo(button.window()) and not b.property(new_dream.NOT_AN_END)]
    if usable:
        target = usable[-1] if last else usable[0]
        target.setFocus(Qt.FocusReason.ShortcutFocusReason)
        if not target.isChecked():
            target.click()
    return True


def dream_of_the_day(day: dt.date | None = None) -> int:
    """Everyone who plays the dream of the day gets the same dice: the date as a number."""
    return daily_seed(day or today())


def parse_seed(text: str) -> int | None:
    """A seed typed by the player: a whole number 0..2^31-1; blank means random."""
    text = text.strip()
    if not text:
        return None
    if not text.isdigit() or int(text) > MAX_SEED:
        raise ValueError(text)
    return int(text)


class CombinationCard(QAbstractButton):
    """One combination: its panels folded side by side, name, difficulty and modules."""

    def __init__(self, board_id: str, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board_id = board_id
        self.setCheckable(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setProperty(OWN_RING, True)  # its ring follows the card's rounded edge (paintEvent)
        self.setFixedSize(card_size())
        self.letters = list(board_id)
        try:
            defn = builtin_board(board_id).defn
        except BoardError:
            defn = None
            self.setEnabled(False)
        self.name = defn.name.get(language) if defn else board_id
        self.difficulty = defn.difficulty if defn else ""
        mods = MODULES_BY_BOARD.get(board_id, ())
        self.modules = (" + ".join(module_name(m) for m in mods) if mods
                        else self.tr("no module: the plain game"))
        self.setToolTip(tooltip(f"{self.name} ({board_id})"))
        self.toggled.connect(lambda _on: self._name())
        self._name()

    def _name(self) -> None:
        """The accessible name: the combination, and whether it is the chosen one (a screen
        reader says it as the arrow keys choose the cards)."""
        name = f"{self.board_id} {self.name}"
        self.setAccessibleName(self.tr("%1, chosen").replace("%1", name) if self.isChecked() else name)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.hasFocus():
            # The keyboard's place: a ring round the card, apart from the chosen card's edge.
            ring = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
            p.setPen(QPen(QColor(palette.FOCUS), 3))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(ring, 17, 17)
        # laid out at 100 %, drawn larger at a larger text size, as a whole (nothing cut)
        zoom = self.width() / CARD_SIZE.width()
        p.scale(zoom, zoom)
        card = QRectF(0, 0, CARD_SIZE.width(), CARD_SIZE.height()).adjusted(
            FOCUS_MARGIN, FOCUS_MARGIN, -FOCUS_MARGIN, -FOCUS_MARGIN)
        chosen = self.isChecked()
        p.setPen(QPen(QColor(palette.INK if chosen else palette.EDGE), 2.5 if chosen else 1))
        p.setBrush(QColor(palette.CHOSEN if chosen else palette.CARD))
        p.drawRoundedRect(card, 14, 14)
        # The folded board: one paper panel per letter, each fold shaded like a crease.
        n = len(self.letters)
        pw, ph = 40.0, 54.0
        x0 = card.center().x() - n * pw / 2
        for i, letter in enumerate(self.letters):
            r = QRectF(x0 + i * pw, card.top() + 16, pw, ph)
            grad = QLinearGradient(r.topLeft(), r.topRight())
            base = QColor(palette.FOLD)
            grad.setColorAt(0.0, base.darker(104 if i % 2 else 100))
            grad.setColorAt(1.0, base.darker(100 if i % 2 else 106))
            p.setPen(QPen(QColor(palette.EDGE), 1))
            p.setBrush(grad)
            p.drawRect(r)
            serif = QFont("DejaVu Serif")
            serif.setPixelSize(24)
            p.setFont(serif)
            p.setPen(QColor(palette.INK))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, letter)
        f = QFont(self.font())
        f.setPixelSize(16)
        f.setBold(True)
        if QFontMetrics(f).horizontalAdvance(self.name) > card.width() - 20:
            f.setPixelSize(14)
        p.setFont(f)
        p.setPen(QColor(palette.TEXT))
        p.drawText(QRectF(card.left() + 10, card.top() + 80, card.width() - 20, 24),
                   Qt.AlignmentFlag.AlignCenter, self.name)
        # Difficulty: one to three filled dots.
        level = {"easy": 1, "medium": 2, "hard": 3}.get(self.difficulty, 0)
        cx = card.center().x() - 34
        for i in range(3):
            p.setPen(QPen(QColor(palette.INK), 1.2))
            p.setBrush(QColor(palette.INK) if i < level else Qt.BrushStyle.NoBrush)
            p.drawEllipse(QRectF(cx + i * 12, card.top() + 112, 8, 8))
        f.setBold(False)
        f.setPixelSize(13)
        p.setFont(f)
        p.setPen(QColor(palette.MUTED))
        p.drawText(QRectF(cx + 40, card.top() + 104, 80, 24), Qt.AlignmentFlag.AlignVCenter,
                   difficulty_name(self.difficulty))
        p.drawText(QRectF(card.left() + 12, card.top() + 132, card.width() - 24, 44),
                   Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
                   self.modules)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return card_size()


class NewGameDialog(QDialog):
    """Pick a combination, who plays and, if you like, a seed; `setup()` is the answer."""

    def __init__(self, language: str = "en", board_id: str = "A", parent: QWidget | None = None,
                 ink: str = INKS[0][0], player_name: str = "") -> None:
        super().__init__(parent)
        self.player_name = player_name or self.tr("Player")
        self.setWindowTitle(self.tr("New game"))
        self.setModal(True)
        left = self._build_combinations(language, board_id)
        seed_lay = self._build_seed(ink)
        buttons = self._build_buttons()
        content = self._build_layout(language, left, seed_lay, buttons)
        self._update()
        # Open as large as the content without scrolling, within the screen (fit_to_screen).
        fit_to_screen(self, content.sizeHint() + QSize(self.scroll_area.verticalScrollBar().sizeHint().width(),
                                                       buttons.sizeHint().height() + 8))

    def _build_combinations(self, language: str, board_id: str) -> QVBoxLayout:
        """The left column's head: the heading, its hint and the grid of the eight cards."""
        heading = plain_label(self.tr("Choose a combination"))
        heading.setObjectName("heading")
        hint = WrapLabel(self.tr("The board folds into eight combinations of its panels; each plays "
                              "differently. Easy ones are the best start."))
        hint.setObjectName("subtle")

        self.cards: list[CombinationCard] = []
        self.group = QButtonGroup(self)
        self.group.setExclusive(True)
        grid = self._grid = QGridLayout()
        grid.setSpacing(GRID_SPACING)
        # Four cards a row when the screen has the room, else two (a 1024-wide screen).
        available = self._available()
        columns = self._columns = 4 if available is None or available.width() >= 1400 else 2
        for i, bid in enumerate(BOARD_IDS):
            card = CombinationCard(bid, language)
            self.cards.append(card)
            self.group.addButton(card)
            grid.addWidget(card, i // columns, i % columns)
            card.setChecked(bid == board_id)
        self.group.buttonClicked.connect(lambda _b: self._picked())
        left = QVBoxLayout()
        left.setSpacing(10)
        left.addWidget(heading)
        left.addWidget(hint)
        left.addSpacing(6)
        left.addLayout(grid)
        return left

    def _build_seed(self, ink: str) -> QVBoxLayout:
        """Who plays (the setup panel) and the seed: its field, the dream of the day, its hint."""
        self.setup_panel = SetupPanel(ink)
        self.setup_panel.changed.connect(self._update)
        seed_caption = plain_label(self.tr("Seed"))
        seed_caption.setObjectName("section")
        self.seed_edit = QLineEdit()
        self.seed_edit.setPlaceholderText(self.tr("random"))
        self.seed_edit.setAccessibleName(self.tr("Seed"))
        self.seed_edit.setMaxLength(10)
        self.seed_edit.textChanged.connect(self._update)
        self.dream_button = QPushButton(self.tr("Dream of the day"))
        self.dream_button.setToolTip(self.tr("Today's combination and seed: everyone who plays it gets the same dice"))
        self.dream_button.clicked.connect(self.choose_dream)
        seed_hint = WrapLabel(self.tr("The same combination and seed give the same dice, so a friend "
                                   "can play your game."))
        seed_hint.setObjectName("subtle")
        seed_row = QHBoxLayout()
        seed_row.addWidget(self.seed_edit, 1)
        seed_row.addWidget(self.dream_button)
        seed_lay = QVBoxLayout()
        seed_lay.setContentsMargins(0, 0, 0, 0)
        seed_lay.addWidget(seed_caption)
        seed_lay.addLayout(seed_row)
        seed_lay.addWidget(seed_hint)
        return seed_lay

    def _build_buttons(self) -> QHBoxLayout:
        """The foot: Cancel and Start, and the line saying why Start did not start."""
        self.start_button = QPushButton(self.tr("Start"))
        self.start_button.setProperty("primary", True)
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(self.accept)
        cancel = QPushButton(self.tr("Cancel"))
        cancel.clicked.connect(self.reject)
        # why Start did not start: one of "Your boards" broke or went away since it was listed
        self.refusal = WrapLabel()
        self.refusal.setObjectName("warning")
        self.refusal.hide()
        self._board = None
        buttons = QHBoxLayout()
        buttons.setContentsMargins(28, 0, 28, 20)
        buttons.addStretch(1)
        buttons.addWidget(cancel)
        buttons.addWidget(self.start_button)
        return buttons

    def _build_layout(self, language: str, left: QVBoxLayout, seed_lay: QVBoxLayout,
                      buttons: QHBoxLayout) -> QWidget:
        """The dialog: the left column beside the setup card, scrolled (returned), over the foot."""
        self.seed_box = QWidget()
        self.seed_box.setLayout(seed_lay)
        self.language = language
        new_dream.install(self, left, language)
        your_boards.install(self, left, language)
        left.addSpacing(16)
        left.addWidget(self.seed_box)
        left.addStretch(1)
        right_card = QFrame()
        right_card.setObjectName("card")
        sized(right_card, fixed_width=400)  # wider at a larger text size
        right = QVBoxLayout(right_card)
        right.setContentsMargins(20, 18, 20, 18)
        right.setSpacing(12)
        right.addWidget(self.setup_panel, 1)
        # Everything but the buttons scrolls when the screen is shorter than the dialog.
        content = QWidget()
        self._sides = sides = QBoxLayout(QBoxLayout.Direction.LeftToRight, content)
        sides.setContentsMargins(28, 24, 28, 8)
        sides.setSpacing(24)
        sides.addLayout(left, 1)
        sides.addWidget(right_card)
        self._right_w = right_card.width() + sides.spacing()
        """The setup card's width beside the combinations, with its gap (`_arrange`)."""
        self.scroll_area = QScrollArea()
        self.scroll_area.setAccessibleName(self.tr("Combinations"))
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.scroll_area.setWidget(content)
        # Not a Tab stop of its own (it would show no focus): Tab and the arrows scroll it
        # to the control they reach.
        self.scroll_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_moved)
        self.scroll_area.viewport().setAutoFillBackground(False)
        content.setAutoFillBackground(False)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(8)
        lay.addWidget(self.scroll_area, 1)
        refusal_row = QHBoxLayout()
        refusal_row.setContentsMargins(28, 0, 28, 0)
        refusal_row.addWidget(self.refusal)
        lay.addLayout(refusal_row)
        lay.addLayout(buttons)
        return content

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        """The combinations are one Tab stop: the arrows move among them and choose (Qt's
        own, for the buttons of one exclusive group); Home and End, which a button leaves
        alone, choose the first and the last (A new dream, below them, is reached with the
        arrows). Enter starts (Start is the default button)."""
        focused = self.focusWidget()
        if (event.key() in (Qt.Key.Key_Home, Qt.Key.Key_End) and isinstance(focused, QAbstractButton)
                and focused.group() is self.group):
            choose_end(focused, event.key() == Qt.Key.Key_End)
            return
        super().keyPressEvent(event)

    def _focus_moved(self, _old: QWidget | None, now: QWidget | None) -> None:
        """The widget the keyboard moved to is scrolled into sight (the arrows move among
        the cards without the scroll area knowing)."""
        content = self.scroll_area.widget()
        if now is not None and content is not None and content.isAncestorOf(now):
            self.scroll_area.ensureWidgetVisible(now, 8, 8)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        self._arrange(event.size().width())
        super().resizeEvent(event)

    def _arrange(self, width: int) -> None:
        """Four combinations a row when the dialog has the room, else two; the setup card
        beside them when the dialog is as wide as both, else under them: the dialog scrolls
        up and down only, never sideways (at 960x640 it did)."""
        room = width - self.scroll_area.verticalScrollBar().sizeHint().width()
        margins = self._sides.contentsMargins()
        room -= margins.left() + margins.right()

        def cards_w(columns: int) -> int:
            return columns * card_size().width() + (columns - 1) * GRID_SPACING

        columns = 4 if room >= cards_w(4) else 2
        if columns != self._columns:
            self._columns = columns
            for i, card in enumerate(self.cards):
                self._grid.removeWidget(card)
                self._grid.addWidget(card, i // columns, i % columns)
        beside = room >= cards_w(columns) + self._right_w
        direction = QBoxLayout.Direction.LeftToRight if beside else QBoxLayout.Direction.TopToBottom
        if self._sides.direction() != direction:
            self._sides.setDirection(direction)

    def _available(self) -> QRect | None:
        parent = self.parentWidget()
        screen = parent.screen() if parent is not None else self.screen()
        return screen.availableGeometry() if screen is not None else None

    @property
    def board_id(self) -> str | None:
        card = self.group.checkedButton()
        return (card.board_id if isinstance(card, (CombinationCard, your_boards.UserBoardButton, new_dream.DreamButton))
                else None)

    def choose_dream(self) -> None:
        """Today's dream: the day's combination and seed (the records know it by both)."""
        day = today()
        self.choose(daily_board(day))
        self.seed_edit.setText(str(daily_seed(day)))

    def accept(self) -> None:
        """Start, unless the chosen one of "Your boards" cannot be played now: then one sentence
        says why, the list is read again, the dialog stays open and nothing starts."""
        if new_dream.pending_code(self) and not new_dream.use_code(self):
            return  # a code that names no board: its sentence is shown, nothing starts
        button = self.group.checkedButton()
        try:
            self._board = new_dream.chosen_board(self) or your_boards.chosen_board(self)
        except StoreError as exc:
            self._board = None
            if isinstance(button, your_boards.UserBoardButton):  # the only kind whose file can fail
                self.refusal.setText(your_boards.refusal(button, exc))
                self.refusal.show()
            your_boards.refresh(self)
            self._update()
            return
        super().accept()

    def _picked(self) -> None:
        self.refusal.hide()
        self._board = None
        button = self.group.checkedButton()
        if isinstance(button, your_boards.UserBoardButton) and not button.board.checked:
            # listed from its file's head only (a large folder): checked in full now
            from daydream_qt.editor.store import checked_board

            try:
                checked_board(button.path)
            except StoreError as exc:
                self.refusal.setText(your_boards.refusal(button, exc))
                self.refusal.show()
                your_boards.refresh(self)
        self._update()

    def choose(self, board_id: str) -> None:
        self.refusal.hide()
        self._board = None
        chosen = board_id
        for card in self.cards:
            card.setChecked(chosen == card.board_id)
        self._update()

    @property
    def mode(self) -> Mode:
        return self.setup_panel.mode

    def setup(self) -> GameSetup:
        """The game the player asked for (only call when Start is enabled); StoreError when the
        chosen one of "Your boards" cannot be played (`accept` has said so already)."""
        mode = self.setup_panel.mode
        return GameSetup(
            board_id=self.board_id or "A",
            mode=mode,
            seats=self.setup_panel.seats(self.player_name),
            # Scoresheet dice are typed in, so a seed would fix nothing.
            seed=None if mode == Mode.SCORESHEET else self.seed(),
            table_size=self.setup_panel.table(),
            board=(self._board if self._board is not None
                   else new_dream.chosen_board(self) or your_boards.chosen_board(self)),
        )

    def seed(self) -> int | None:
        """The typed seed, or None for a random one (only call when Start is enabled)."""
        try:
            return parse_seed(self.seed_edit.text())
        except ValueError:
            return None

    def _update(self) -> None:
        try:
            parse_seed(self.seed_edit.text())
            seed_ok = True
        except ValueError:
            seed_ok = False
        self.seed_box.setVisible(self.setup_panel.mode != Mode.SCORESHEET)
        seed_ok = seed_ok or self.setup_panel.mode == Mode.SCORESHEET
        self.seed_edit.setStyleSheet("" if seed_ok else f"border-color: {palette.THORN};")
        self.start_button.setEnabled(seed_ok and self.board_id is not None)
