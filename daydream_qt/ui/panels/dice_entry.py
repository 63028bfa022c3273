"""Scoresheet mode: the dice the table rolled, typed or tapped in.

`DiceEntry` takes the two values (a small field per die, or its 1-6 pad) and records them
as typed dice. A key that is not 1-6 is refused as it is typed, and an empty die when
Record is pressed: one sentence, in the status line like every refusal, and nothing
changes. A roll typed wrong can be re-entered: "Change the dice" until a die of it
is written (in Record's place: Record has nothing to do then), Undo back through the turn
after that; the undone values come back into the fields. (`table_panel.TablePanel`
records what the other players did.)

Typed from the keyboard, "4", "2", Enter records 4 and 2: the first die's value moves on
to the second field, where Enter records them; Tab goes from field to field and to Record
(the pads are for the mouse and the finger). A key of 1-6 is the die's value whatever its
field held (a roll taken back comes back into the fields: typing it again replaces it); a
key that is not is refused, in one sentence, and the field keeps what it held. Once the dice are recorded the keyboard's
focus goes to them, so the column never scrolls away from what was just recorded.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QApplication,
    QButtonGroup,
    QGridLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from daydream_qt.engine import Phase, RollDice
from daydream_qt.ui.core.controller import GameController
from daydream_qt.ui.widgets.plain import plain_label

if TYPE_CHECKING:
    from PySide6.QtGui import QKeyEvent


class DieValueError(ValueError):
    """A typed die that is not 1-6; str() is the sentence for the player."""


def parse_dice(texts: tuple[str, str]) -> tuple[int, int]:
    """Two typed dice as values 1-6, or DieValueError naming the first bad one.

    The sentences are DiceEntry's, spelled out so lupdate files them under that context.
    """
    values = []
    for i, text in enumerate(texts):
        t = text.strip()
        if not t:
            raise DieValueError(QCoreApplication.translate(
                "DiceEntry", "Type the value of die {0}: a number from 1 to 6.").format(i + 1))
        if not t.isdigit() or not 1 <= int(t) <= 6:
            raise DieValueError(QCoreApplication.translate(
                "DiceEntry", "Die {0} cannot show \u201c{1}\u201d: a die shows 1 to 6.").format(i + 1, t[:8]))
        values.append(int(t))
    return values[0], values[1]


class DieField(QLineEdit):
    """A die's field: each printable key typed in it goes to `typed_key` (its entry
    decides), never into the text as Qt's field would put it (refused when the field is
    full)."""

    typed_key = Signal(str)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        text = event.text()
        command = event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
                                       | Qt.KeyboardModifier.MetaModifier)
        if len(text) == 1 and text.isprintable() and not command:
            event.accept()
            self.typed_key.emit(text)
            return
        super().keyPressEvent(event)


class DiceEntry(QWidget):
    """Two fields and two 1-6 pads; Record submits `RollDice(values, typed=True)`."""

    message = Signal(str)
    """A refusal of what was typed, for the status line (said there only, once)."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._prefilled_from: object = None
        self.caption = plain_label(self.tr("Dice rolled at the table"))
        self.caption.setObjectName("subtle")
        grid = QGridLayout()
        grid.setHorizontalSpacing(4)
        grid.setVerticalSpacing(6)
        self.fields: list[QLineEdit] = []
        self.pads: list[list[QPushButton]] = []
        self._groups: list[QButtonGroup] = []
        for die in (0, 1):
            field = DieField()
            field.setMaxLength(1)
            # Its frame and padding come from the style: never narrower than the style needs.
            field.setFixedWidth(max(44, field.minimumSizeHint().width()))
            field.setAlignment(Qt.AlignmentFlag.AlignCenter)
            field.setPlaceholderText("\u2013")
            field.setAccessibleName(self.tr("Die {0}").format(die + 1))
            field.returnPressed.connect(self.record)
            field.textEdited.connect(lambda t, d=die: self._typed(d, t))
            field.typed_key.connect(lambda t, d=die: self._key(d, t))
            self.fields.append(field)
            grid.addWidget(field, die, 0)
            group = QButtonGroup(self)
            row = []
            for v in range(1, 7):
                b = QPushButton(str(v))
                b.setObjectName("pad")
                b.setCheckable(True)
                b.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the fields take the keys; Tab skips the pads
                b.setCursor(Qt.CursorShape.PointingHandCursor)
                b.clicked.connect(lambda _=False, d=die, val=v: self.tap(d, val))
                group.addButton(b)
                grid.addWidget(b, die, v)
                row.append(b)
            self._groups.append(group)
            self.pads.append(row)
        self.record_button = QPushButton(self.tr("Record the dice"))
        self.record_button.setProperty("primary", True)
        self.record_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.record_button.clicked.connect(self.record)
        self.change_button = QPushButton(self.tr("Change the dice"))
        self.change_button.setToolTip(self.tr("Typed them wrong? Take them back and type them again"))
        self.change_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.change_button.clicked.connect(self.change_dice)
        self.change_button.hide()
        # Change the dice takes Record's place while a typed roll may be taken back (Record
        # has nothing to do then): one row whichever shows, so the buttons under it never
        # move and a click aimed at Confirm never lands on nothing.
        buttons = QHBoxLayout()
        buttons.setContentsMargins(0, 0, 0, 0)
        buttons.addWidget(self.record_button)
        buttons.addWidget(self.change_button)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(8)
        lay.addWidget(self.caption)
        lay.addLayout(grid)
        lay.addLayout(buttons)
        QWidget.setTabOrder(self.fields[0], self.fields[1])
        QWidget.setTabOrder(self.fields[1], self.record_button)

    def focus_order(self) -> list[QWidget]:
        """The fields, then Record or Change the dice (the pads are for the mouse)."""
        return [*self.fields, self.record_button, self.change_button]

    def tap(self, die: int, value: int) -> None:
        self.fields[die].setText(str(value))
        self._sync_pads(die)
        self._say(None)
        if die == 0 and not self.fields[1].text():
            self.fields[1].setFocus()

    def _key(self, die: int, key: str) -> None:
        """A key typed in a die's field: 1-6 is its value (the first die's then moves on to
        the second field); any other is refused in one sentence and changes nothing."""
        if not (key.isdigit() and 1 <= int(key) <= 6):
            self._say(self.tr("Die {0} cannot show \u201c{1}\u201d: a die shows 1 to 6.").format(die + 1, key))
            return
        self.fields[die].setText(key)
        self._typed(die, key)

    def _typed(self, die: int, text: str) -> None:
        """A key typed in a die's field: anything but 1-6 is refused at once."""
        t = text.strip()
        if t and not (t.isdigit() and 1 <= int(t) <= 6):
            self.fields[die].setText("")
            self._say(self.tr("Die {0} cannot show \u201c{1}\u201d: a die shows 1 to 6.").format(die + 1, t[:8]))
        else:
            self._say(None)
        self._sync_pads(die)
        if t and die == 0:  # the first value typed: on to the second (Enter there records)
            self.fields[1].setFocus(Qt.FocusReason.TabFocusReason)
            self.fields[1].selectAll()

    def _say(self, sentence: str | None) -> None:
        """A refusal goes to the status line, where every refusal is said (nothing here
        grows or moves); None says nothing."""
        if sentence is not None:
            self.message.emit(sentence)

    def _sync_pads(self, die: int) -> None:
        text = self.fields[die].text().strip()
        group = self._groups[die]
        group.setExclusive(False)
        for v, b in enumerate(self.pads[die], start=1):
            b.setChecked(text == str(v))
        group.setExclusive(True)

    def clear(self) -> None:
        for die, field in enumerate(self.fields):
            field.clear()
            self._sync_pads(die)
        self._say(None)

    def fill(self, values: tuple[int, int]) -> None:
        """Put `values` back in the fields (a roll taken back, to be typed again)."""
        for die, value in enumerate(values):
            self.fields[die].setText(str(value))
            self._sync_pads(die)
        self._say(None)

    def record(self) -> bool:
        """Check both values; record them, or say in one sentence what is wrong."""
        try:
            values = parse_dice((self.fields[0].text(), self.fields[1].text()))
        except DieValueError as exc:
            self._say(str(exc))
            return False
        self._say(None)
        if self.controller.roll_typed(values):
            self.clear()
            return True
        return False

    def change_dice(self) -> bool:
        """Take back the typed roll no die of which is written yet; its values come back."""
        game = self.controller.game
        if game is None or not game.can_undo_typed_roll():
            return False
        return self.controller.undo()

    def _focus_the_dice(self) -> None:
        """The keyboard's focus, on a field or Record about to be disabled, goes to the dice
        just recorded (the tray's, above): Qt would hand it to the next widget of the
        window, and the side column would scroll to that one, away from the dice."""
        focused = QApplication.focusWidget()
        if focused is None or not self.isAncestorOf(focused):
            return
        dice: list[QWidget] = list(getattr(self.parentWidget(), "die_buttons", ()))
        target = next((d for d in dice if d.isEnabled() and d.isVisible()), None)
        if target is not None:
            target.setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            focused.clearFocus()

    def refresh(self) -> None:
        game = self.controller.game
        waiting = game is not None and game.state.phase == Phase.ROLL
        if not waiting:
            self._focus_the_dice()
        for w in (*self.fields, *self.pads[0], *self.pads[1], self.record_button):
            w.setEnabled(waiting)
        change = game is not None and game.can_undo_typed_roll()
        self.change_button.setVisible(change)
        self.record_button.setVisible(not change)
        # A roll just taken back (Change the dice, or Undo back through the turn) comes
        # back into the fields, once.
        events = self.controller.last_events
        if events is not self._prefilled_from:
            self._prefilled_from = events
            for e in events or ():
                action = e.data.get("action") if e.kind == "action_undone" else None
                if isinstance(action, RollDice):
                    self.fill(action.values)
