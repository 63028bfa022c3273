"""The dice tray: roll, pick a die, colour leaves to change it, give it up, undo, confirm.

The tray shows the controller's selection and sends the player's choices back to it; it
holds no rule. Which buttons are enabled comes from the engine's legal actions.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QHBoxLayout,
    QPushButton,
    QSizePolicy,
    QSpacerItem,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from daydream_qt.engine import Event, GiveUpDie, Mode, Phase
from daydream_qt.ui.core.controller import GameController
from daydream_qt.ui.panels.card import Card
from daydream_qt.ui.style import art, palette
from daydream_qt.ui.style.restyle import set_style_property
from daydream_qt.ui.style.text_size import px
from daydream_qt.ui.widgets.plain import WrapLabel, breakable, plain_label

QWIDGETSIZE_MAX = 16777215

if TYPE_CHECKING:
    from daydream_qt.ui.panels.dice_entry import DiceEntry

PIPS = {
    1: [(0, 0)],
    2: [(-1, -1), (1, 1)],
    3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}


def die_face_path(value: int, rect: QRectF) -> QPainterPath:
    """The pips of a die face (1-6) as one vector path inside `rect`."""
    path = QPainterPath()
    c = rect.center()
    step = rect.width() * 0.26
    r = rect.width() * 0.085
    for dx, dy in PIPS.get(value, []):
        path.addEllipse(QPointF(c.x() + dx * step, c.y() + dy * step), r, r)
    return path


DIE_W = 96
"""A die's width where the tray has room; DIE_MIN_W where it has not (a small screen)."""
DIE_MIN_W = 84
DIE_H = 104
FACE = 68.0
LABEL_PX = 12
"""The label under a die ("die 1", "played") at 100 % text size; larger with the setting."""
BADGE_PX = 16
BADGE = 32.0
BADGE_OVER = 12.0
"""How far the written value's badge reaches past the face's right edge (at most to the
button's)."""


def die_height() -> int:
    """A die's height: its face, and under it its label at the text size in use (the label
    grows, the face keeps its size)."""
    return DIE_H + round((px(LABEL_PX) - LABEL_PX) * 1.4)


class DieButton(QAbstractButton):
    """One die, drawn with vector pips; checked when it is the selected die. As wide as
    the tray gives it, from DIE_MIN_W to DIE_W: the face keeps its size, the room beside
    it gives way."""

    def __init__(self, index: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.index = index
        self.value: int | None = None
        self.result: int | None = None
        """The value it will be written with, when leaves change it."""
        self.done = False
        self.tilt = 0.0
        self.setCheckable(True)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFixedHeight(die_height())
        self.setMinimumWidth(DIE_MIN_W)
        self.setMaximumWidth(DIE_W)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(DIE_W, die_height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(DIE_MIN_W, die_height())

    def fit_text(self) -> None:
        """As tall as its label needs at the text size now in use."""
        if self.height() != die_height():
            self.setFixedHeight(die_height())

    def face_rect(self) -> QRectF:
        """The face, centred: room for its tilt while it rolls."""
        return QRectF((self.width() - FACE) / 2, 8, FACE, FACE)

    def spoken(self) -> str:
        """What a screen reader says of this die: its number, value and what became of it."""
        name = self.tr("Die %1").replace("%1", str(self.index + 1))
        if self.value is None:
            return self.tr("%1: not rolled").replace("%1", name)
        text = self.tr("%1: %2").replace("%1", name).replace("%2", str(self.value))
        if self.done:
            return self.tr("%1, played").replace("%1", text)
        if self.result is not None and self.result != self.value:
            return self.tr("%1, written as %2").replace("%1", text).replace("%2", str(self.result))
        return text

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        face = self.face_rect()
        p.translate(face.center())
        p.rotate(self.tilt)
        p.translate(-face.center())
        faded = self.done or not self.isEnabled()
        if self.value is None:
            p.setPen(QPen(QColor(palette.EDGE), 2, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(face, 14, 14)
            return
        border = QColor(palette.INK) if self.isChecked() and not faded else QColor(palette.EDGE)
        p.setPen(QPen(border, 3 if self.isChecked() and not faded else 1.5))
        p.setBrush(QColor(palette.DIE_FADED if faded else palette.DIE_FACE))
        p.drawRoundedRect(face, 14, 14)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(palette.PIP_FADED if faded else palette.PIP))
        p.drawPath(die_face_path(self.value, face))
        p.resetTransform()
        if self.result is not None and self.result != self.value and not faded:
            # past the face's corner, as far as the button has room
            badge = QRectF(min(face.right() + BADGE_OVER, self.width()) - BADGE, 0, BADGE, BADGE)
            # The written value on a leaf-green badge, at 4.5:1 in either theme.
            p.setPen(QPen(QColor(palette.CARD), 2))
            p.setBrush(QColor(palette.LEAF_TEXT))
            p.drawEllipse(badge)
            f = p.font()
            f.setBold(True)
            f.setPixelSize(min(px(BADGE_PX), round(BADGE * 0.7)))  # the badge holds its digit
            p.setFont(f)
            p.setPen(QColor(palette.CARD))
            p.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(self.result))
        label = QRectF(face.center().x() - self.width() / 2, 80, self.width(), self.height() - 80)
        f = p.font()
        f.setBold(False)
        f.setPixelSize(px(LABEL_PX))
        p.setFont(f)
        p.setPen(QColor(palette.MUTED))
        text = self.tr("played") if self.done else self.tr("die %1").replace("%1", str(self.index + 1))
        p.drawText(label, Qt.AlignmentFlag.AlignCenter, text)


class LeafStrip(QWidget):
    """The sheet's leaves: empty, circled, coloured, and those the change would colour."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.count = 0
        self.circled = 0
        self.coloured = 0
        self.preview = 0
        self.setMinimumHeight(30)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_leaves(self, count: int, circled: int, coloured: int, preview: int) -> None:
        self.count, self.circled, self.coloured, self.preview = count, circled, coloured, preview
        self.setAccessibleName(self.spoken())
        self.update()

    def spoken(self) -> str:
        """The leaves in words: how many are circled and coloured, of how many."""
        if not self.count:
            return self.tr("Leaves")
        text = self.tr("Leaves: %1 circled, %2 coloured, of %3").replace("%1", str(self.circled)).replace(
            "%2", str(self.coloured)).replace("%3", str(self.count))
        if self.preview:
            text = self.tr("%1; this die colours %2 more").replace("%1", text).replace("%2", str(self.preview))
        return text

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        if not self.count:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        size = min(26.0, (self.width() - 4) / self.count)
        x0 = (self.width() - size * self.count) / 2
        for i in range(self.count):
            rect = QRectF(x0 + i * size + 2, 2, size - 4, size - 4)
            leaf = art.leaf_path(round(size * 0.62)).translated(rect.center())
            if i < self.coloured:
                p.setPen(QPen(QColor(palette.LEAF).darker(120), 1.2))
                p.setBrush(QColor(palette.LEAF))
                p.drawPath(leaf)
                continue
            if i < self.coloured + self.preview:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor(111, 154, 91, 90))
                p.drawEllipse(rect)
                p.setBrush(QColor(palette.LEAF))
            else:
                p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(QColor(palette.LEAF if i < self.circled else palette.PIP_FADED), 1.4))
            p.drawPath(leaf)
            if i < self.circled:
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.setPen(QPen(QColor(palette.INK), 1.6))
                p.drawEllipse(rect)


class RoomLabel(WrapLabel):
    """A wrapped label as tall, at its width, as the longest of the texts it may say
    (`texts`), whatever it says now: what is under it never moves."""

    def __init__(self, texts: Callable[[], list[str]], parent: QWidget | None = None) -> None:
        super().__init__("", parent)
        self.texts = texts

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt override)
        m = self.contentsMargins()
        inner = max(width - m.left() - m.right(), 1)
        fm = self.fontMetrics()
        flags = int(Qt.TextFlag.TextWordWrap | self.alignment())
        return max(fm.boundingRect(0, 0, inner, 100000, flags, breakable(t)).height()
                   for t in [self.text(), *self.texts()]) + m.top() + m.bottom()



class KeptLabel(WrapLabel):
    """A wrapped label given a fixed height (the room of its longest text, kept whatever it
    says now): it asks for no more than that height."""

    _fitted: tuple[tuple[object, ...], QFont] | None = None
    """The last font `fitted_font` chose, with what it chose it for."""

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        hint = super().minimumSizeHint()
        kept = self.maximumHeight()
        return QSize(hint.width(), min(hint.height(), kept)) if kept < QWIDGETSIZE_MAX else hint

    def _flags(self) -> int:
        return int(self.alignment()) | int(Qt.TextFlag.TextWordWrap)

    def fits(self, font: QFont) -> bool:
        """Whether the text, wrapped in `font`, is no taller than the label's contents."""
        rect = self.contentsRect()
        return QFontMetrics(font).boundingRect(rect, self._flags(), self.text()).height() <= rect.height()

    def fitted_font(self) -> QFont:
        """The font the text is drawn in: the label's own, or, for a text taller than the
        kept height (a rule's news naming three frame families), a smaller one down to
        MIN_FONT_PX, rather than a text cut."""
        font = self.font()
        key = (self.text(), self.contentsRect().size().toTuple(), self.maximumHeight(), font.key())
        cached = self._fitted  # a paint asks again and again
        if cached is not None and cached[0] == key:
            return QFont(cached[1])
        if self.maximumHeight() < QWIDGETSIZE_MAX and not self.fits(font):
            px = font.pixelSize() if font.pixelSize() > 0 else round(font.pointSizeF() * 4 / 3)
            while px > MIN_FONT_PX:
                px -= 1
                font.setPixelSize(px)
                if self.fits(font):
                    break
        self._fitted = (key, QFont(font))
        return font

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt override)
        font = self.fitted_font()
        if font == self.font():
            super().paintEvent(event)
            return
        painter = QPainter(self)
        painter.setFont(font)
        self.style().drawItemText(painter, self.contentsRect(), self._flags(), self.palette(), self.isEnabled(),
                                  self.text(), QPalette.ColorRole.WindowText)
        painter.end()


MIN_FONT_PX = 11
"""The smallest font a kept label's text shrinks to (the board's smallest text)."""


PAD = 14
"""The tray's contents' left and right margin (as the column's other cards)."""
GAP = 6
"""Over the leaves and over Undo and Confirm, besides the rows' spacing (none on a scoresheet)."""


def _button(text: str, primary: bool = False) -> QPushButton:
    # made without its text, then given it: the constructor's overloads that take an icon
    # would have PySide make Qt's icon class (and its 150 theme icon names) to tell them apart
    b = QPushButton()
    b.setText(text)
    b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
    b.setCursor(Qt.CursorShape.PointingHandCursor)
    if primary:
        b.setProperty("primary", True)
    return b


class DiceTray(Card):
    """The side panel where the dice are rolled, chosen, changed and confirmed."""

    message = Signal(str)
    """A sentence for the status line (e.g. why Give up is not possible now)."""

    def __init__(self, controller: GameController, language: str = "en",
                 parent: QWidget | None = None) -> None:
        super().__init__(controller, language, parent)
        self._frames_left = 0
        self._anim = QTimer(self)
        self._anim.setInterval(45)
        self._anim.timeout.connect(self._animate)
        self._rng = random.Random()
        self._hint_state = (False, False)
        self.range_told = False
        """Whether the tray said that leaves may take a die past 1-6 (`_tell_range`): once."""
        heading_row, dice_row = self._build_dice()
        change_row = self._build_change()
        turn_row = self._build_turn()
        self._build_layout(heading_row, dice_row, change_row, turn_row)

        controller.game_replaced.connect(self.refresh)
        controller.selection_changed.connect(self.refresh)
        controller.state_changed.connect(self._state_changed)
        self.retranslate()

    def _build_dice(self) -> tuple[QHBoxLayout, QHBoxLayout]:
        """The tray's head (heading and Hint), the two dice and Roll; returns their two rows."""
        self.heading = heading = plain_label()
        heading.setObjectName("section")
        # The coach's hint (solo only); the game page connects it to its Hinter.
        self.hint_button = _button("")
        self.hint_button.setObjectName("hint")
        # Its room is kept while it is hidden: the buttons below must not move under the
        # pointer when Hint comes and goes.
        policy = self.hint_button.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.hint_button.setSizePolicy(policy)
        self.hint_button.hide()
        heading_row = QHBoxLayout()
        heading_row.addWidget(heading)
        heading_row.addStretch(1)
        heading_row.addWidget(self.hint_button)
        self.roll_button = _button("", primary=True)
        self.die_buttons = [DieButton(0), DieButton(1)]
        dice_row = QHBoxLayout()
        dice_row.setSpacing(6)
        dice_row.addStretch(1)
        for b in self.die_buttons:
            dice_row.addWidget(b)
            b.clicked.connect(lambda _=False, d=b.index: self.controller.select_die(d))
        dice_row.addStretch(1)
        # Scoresheet mode: the table's real dice are typed in instead of rolled (the entry
        # is built the first time a scoresheet game needs it).
        self._entry: DiceEntry | None = None
        return heading_row, dice_row

    def _build_change(self) -> QHBoxLayout:
        """The leaves: their heading, the strip and the row that changes the die (returned)."""
        self.leaves_heading = plain_label()
        self.leaves_heading.setObjectName("section")
        self.leaves = LeafStrip()
        self.minus_button = _button("\u2212")
        self.plus_button = _button("+")
        for round_button in (self.minus_button, self.plus_button):
            round_button.setObjectName("round")
        self.minus_button.clicked.connect(lambda: self.controller.change_delta(-1))
        self.plus_button.clicked.connect(lambda: self.controller.change_delta(+1))
        # as tall as its longest words at the tray's width, whatever it says now: the
        # buttons under it stay where they are
        self.value_label = RoomLabel(self._value_texts)
        self.value_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.value_label.setToolTip(self._range_tip())
        change_row = QHBoxLayout()
        change_row.setSpacing(6)  # the words between the buttons take two lines at most
        change_row.addWidget(self.minus_button)
        change_row.addWidget(self.value_label, 1)
        change_row.addWidget(self.plus_button)
        return change_row

    def _build_turn(self) -> QHBoxLayout:
        """The turn's buttons: Give up, and the row of Undo and Confirm (returned)."""
        self.give_up_button = _button("")
        self.undo_button = _button("")
        self.confirm_button = _button("", primary=True)
        self.roll_button.clicked.connect(self.controller.roll)
        self.give_up_button.clicked.connect(self.controller.give_up_selected)
        self.undo_button.clicked.connect(self.controller.undo)
        self.confirm_button.clicked.connect(self.controller.confirm_turn)
        # The narrowest column holds them too, Undo and Confirm side by side: less room
        # beside their words (the buttons are as wide as the tray anyway).
        for button in (self.roll_button, self.give_up_button, self.undo_button, self.confirm_button):
            button.setProperty("compact", True)  # 8 px beside their words (the app's style)
        turn_row = QHBoxLayout()
        turn_row.addWidget(self.undo_button)
        turn_row.addWidget(self.confirm_button, 1)
        return turn_row

    def _build_layout(self, heading_row: QHBoxLayout, dice_row: QHBoxLayout, change_row: QHBoxLayout,
                      turn_row: QHBoxLayout) -> None:
        """The tray's column, top to bottom (a scoresheet's dice entry goes in at `_entry_slot`)."""
        self._column = lay = QVBoxLayout(self)
        lay.setContentsMargins(PAD, 16, PAD, 18)
        lay.setSpacing(10)
        lay.addLayout(heading_row)
        lay.addLayout(dice_row)
        lay.addWidget(self.roll_button)
        self._entry_slot = lay.count()
        # the two gaps give way to a scoresheet's dice entry (the smallest window holds it)
        self._gaps = [QSpacerItem(0, GAP, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed) for _ in range(2)]
        lay.addSpacerItem(self._gaps[0])
        lay.addWidget(self.leaves_heading)
        lay.addWidget(self.leaves)
        lay.addLayout(change_row)
        lay.addWidget(self.give_up_button)
        lay.addSpacerItem(self._gaps[1])
        lay.addLayout(turn_row)
        self._typed_look: bool | None = None

    def retranslate(self) -> None:
        """Every text of the tray in the interface's language (again, after a change of it)."""
        self.setAccessibleName(self.tr("Dice"))
        self.heading.setText(self.tr("Dice"))
        self.hint_button.setToolTip(self.tr("Ask the coach for a plan for these dice (H)"))
        self.roll_button.setToolTip(self.tr("Roll both dice (Space or R)"))
        self.leaves_heading.setText(self.tr("Leaves"))
        self.minus_button.setToolTip(self.tr("Colour a circled leaf to lower the die by 1 (\u2212)"))
        self.minus_button.setAccessibleName(self.tr("Lower the die by 1"))
        self.plus_button.setToolTip(self.tr("Colour a circled leaf to raise the die by 1 (+)"))
        self.plus_button.setAccessibleName(self.tr("Raise the die by 1"))
        self.give_up_button.setText(self.tr("Give up this die"))
        self.give_up_button.setToolTip(self.tr(
            "Instead of writing it, circle the next leaf; in solo you also draw a thorn "
            "(every two thorns cost one item). At most one die per turn. (G)"))
        self.undo_button.setText(self.tr("Undo"))
        self.undo_button.setToolTip(self.tr("Take back your last move of this turn (Ctrl+Z)"))
        self.confirm_button.setText(self.tr("Confirm turn"))
        self.confirm_button.setToolTip(self.tr("End this turn (Ctrl+Enter)"))
        self.show_hint_state(*self._hint_state)
        self.refresh()

    # ------------------------------------------------------------ updates
    def _state_changed(self, events: list[Event]) -> None:
        if any(e.kind == "dice_rolled" for e in events):
            self._frames_left = 8
            self._anim.start()
        self.refresh()

    def _animate(self) -> None:
        """A short tumble: random faces and a little tilt, then the rolled values."""
        self._frames_left -= 1
        if self._frames_left <= 0:
            self._anim.stop()
            for b in self.die_buttons:
                b.tilt = 0.0
            self.refresh()
            return
        for b in self.die_buttons:
            b.value = self._rng.randint(1, 6)
            b.result = None
            b.tilt = self._rng.uniform(-18, 18) * self._frames_left / 8
            b.update()

    @property
    def entry(self) -> DiceEntry:
        """The typed-dice entry of scoresheet games, under the roll button."""
        if self._entry is None:
            from daydream_qt.ui.panels.dice_entry import DiceEntry

            self._entry = entry = DiceEntry(self.controller, self)
            entry.message.connect(self.message)
            entry.hide()
            self._column.insertWidget(self._entry_slot, entry)
        return self._entry

    def show_hint_state(self, available: bool, busy: bool) -> None:
        """The Hint button: shown only when a hint may be asked; 'Thinking…' while it is."""
        self._hint_state = (available, busy)
        self.hint_button.setVisible(available or busy)
        self.hint_button.setText(self.tr("Thinking\u2026") if busy else self.tr("Hint"))
        self.hint_button.setEnabled(not busy)
        set_style_property(self.hint_button, "busy", busy)

    def focus_order(self) -> list[QWidget]:
        """The tray's controls top to bottom, as Tab goes through them: Hint, the dice, Roll
        (or the typed dice of a scoresheet), the leaves' − and +, Give up, Undo, Confirm."""
        typed: list[QWidget] = self._entry.focus_order() if self._entry is not None else []
        return [self.hint_button, *self.die_buttons, self.roll_button, *typed, self.minus_button,
                self.plus_button, self.give_up_button, self.undo_button, self.confirm_button]

    def rolling(self) -> bool:
        return self._anim.isActive()

    def _value_texts(self) -> list[str]:
        """The longest things the words between - and + say."""
        leaves = self.tr("%n leaf/leaves", "", 3)
        return [self.tr("%n circled leaf/leaves to spend", "", 8),
                self.tr("Die %1 is written as %2").replace("%1", "2").replace("%2", "6"),
                self.tr("%1 \u2192 %2, colours %3").replace("%1", "6").replace("%2", "9").replace("%3", leaves)]

    def _range_tip(self) -> str:
        """The rule a new player takes for a bug: said the first time leaves take a die
        past 1-6 (`_tell_range`), and in the words' tooltip."""
        return self.tr("Leaves may take a die below 1 or above 6: it is written as it is, "
                       "from 0 to 9.")

    def _tell_range(self) -> None:
        """The first time leaves take a die past 1-6, the tray says it is the rule: a note
        under the words for ten seconds or until the next click (nothing moves)."""
        label = self.value_label
        QToolTip.showText(label.mapToGlobal(QPoint(label.width() // 2, label.height())),
                          self._range_tip(), label, QRect(), 10000)

    def refresh(self) -> None:
        c = self.controller
        game = c.game
        legal = c.legal() if game is not None else []
        kinds = {a.kind for a in legal}
        state = game.state if game is not None else None
        sheet = state.sheets[c.seat] if state is not None else None
        dice = state.dice if state is not None else None
        rolling = self._anim.isActive()
        for b in self.die_buttons:
            b.fit_text()
            b.value = dice[b.index] if dice and not rolling else (b.value if rolling else None)
            b.done = bool(sheet and dice and sheet.dice_done[b.index])
            b.setChecked(c.selected_die == b.index)
            b.setEnabled(bool(dice) and not b.done and not (sheet and sheet.busy))
            b.result = c.selected_value() if c.selected_die == b.index else None
            b.setAccessibleName(b.spoken())
            b.update()
        can_roll = game is not None and game.state.phase == Phase.ROLL and game.to_move() is None
        typed = game is not None and game.mode == Mode.SCORESHEET
        if typed != self._typed_look:
            self._typed_look = typed
            for gap in self._gaps:
                gap.changeSize(0, 0 if typed else GAP, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
            self._column.invalidate()
        self.roll_button.setVisible(not typed)
        if typed:
            self.entry.show()
            self.entry.refresh()
        elif self._entry is not None:
            self._entry.hide()
        self.roll_button.setEnabled(can_roll)
        self.roll_button.setText(self.tr("Roll the starting dice") if state is not None and state.turn < 0
                                 else self.tr("Roll the dice"))
        self.give_up_button.setEnabled(
            c.selected_die is not None and any(isinstance(a, GiveUpDie) and a.die == c.selected_die for a in legal))
        self.undo_button.setEnabled(c.can_undo())
        self.confirm_button.setEnabled("end_turn" in kinds)
        if sheet is None or game is None:
            self.leaves.set_leaves(0, 0, 0, 0)
            self.minus_button.setEnabled(False)
            self.plus_button.setEnabled(False)
            self.value_label.setText("")
            return
        self.leaves.set_leaves(game.board.leaf_count, sheet.leaves_circled, sheet.leaves_coloured,
                               abs(c.delta))
        die = c.selected_die if "write" in kinds else None
        writable = die is not None
        value = c.selected_value()
        avail = sheet.leaves_available
        self.minus_button.setEnabled(writable and c.delta > -avail and value is not None and value > 0)
        self.plus_button.setEnabled(writable and c.delta < avail and value is not None and value < 9)
        if die is None or dice is None:  # the dice are rolled whenever a write is legal
            self.value_label.setText(self.tr("%n circled leaf/leaves to spend", "", avail))
        elif c.delta == 0:
            self.value_label.setText(self.tr("Die %1 is written as %2").replace(
                "%1", str(die + 1)).replace("%2", str(dice[die])))
        else:
            n = abs(c.delta)
            leaves = self.tr("%n leaf/leaves", "", n)
            self.value_label.setText(self.tr("%1 \u2192 %2, colours %3").replace("%1", str(dice[die])).replace(
                "%2", str(value)).replace("%3", leaves))
            if value is not None and not 1 <= value <= 6 and not self.range_told:
                self.range_told = True
                self._tell_range()
        style = f"color: {palette.LEAF_TEXT if c.delta else palette.TEXT};"
        if self.value_label.styleSheet() != style:  # a new sheet restyles the label: only on change
            self.value_label.setStyleSheet(style)
