"""The coach's card: its sentence, what Play it will do, Play it and Dismiss (the hint itself
is `core.hinter.Hinter`).

The game page puts it under the dice tray, or, with the board's name and the turn at the
top of the column, in their place for as long as it shows (`set_room`): there it is as
tall as they were, so the tray under it never moves, and its sentence is cut with "…"
(whole in its tooltip) when the room is short.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from daydream_qt.engine import ChooseBonus, ChooseLine, DrawStroke, GiveUpDie, WriteDie
from daydream_qt.ui.core.hinter import Hinter
from daydream_qt.ui.widgets.plain import plain_label, tooltip

PAD = 14
SPACING = 6


def _wrap(label: QLabel, text: str, width: int, lines: int) -> int:
    """`text` in `label` on at most `lines` lines of `width` pixels, the last cut with "…";
    returns how many lines it takes."""
    from daydream_qt.ui.pages.game_page import wrap_lines

    rows = wrap_lines(text, label.fontMetrics(), width, max(lines, 1))
    label.setText("\n".join(rows))
    whole = " ".join(rows) == " ".join(text.split())
    label.setToolTip("" if whole else tooltip(text))
    return len(rows)


class HintCard(QFrame):
    """The coach's sentence, what Play it will do, Play it and Dismiss."""

    def __init__(self, hinter: Hinter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hintcard")
        self.hinter = hinter
        self.room = 0
        """The height the card has to keep to (0: as tall as its words)."""
        self.heading = plain_label(self.tr("Coach"))
        self.heading.setObjectName("section")
        # The sentence names the board's items (plain text, wrapped here: see `_fit`).
        self.sentence = plain_label("")
        self.sentence.setObjectName("hint")
        self.plan = plain_label("")
        self.plan.setObjectName("subtle")
        for label in (self.sentence, self.plan):
            label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.play_button = QPushButton(self.tr("Play it"))
        self.play_button.setToolTip(self.tr("Make the suggested moves; you still confirm the turn"))
        self.dismiss_button = QPushButton(self.tr("Dismiss"))
        for b in (self.play_button, self.dismiss_button):
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            b.setCursor(Qt.CursorShape.PointingHandCursor)
            b.setProperty("compact", True)
        self.play_button.clicked.connect(hinter.play)
        self.dismiss_button.clicked.connect(hinter.clear)
        row = QHBoxLayout()
        row.addWidget(self.dismiss_button)
        row.addWidget(self.play_button, 1)
        lay = self._lay = QVBoxLayout(self)
        lay.setContentsMargins(PAD, 12, PAD, 12)
        lay.setSpacing(SPACING)
        lay.addWidget(self.heading)
        lay.addWidget(self.sentence)
        lay.addWidget(self.plan)
        lay.addStretch(1)
        lay.addLayout(row)
        hinter.changed.connect(self.refresh)
        self.refresh()

    def set_room(self, height: int) -> None:
        """Keep to `height` pixels (the place of the column's head), or 0: as tall as the
        words need (under the tray)."""
        if height == self.room:
            return
        self.room = height
        self.heading.setVisible(height == 0)
        if height:
            self.setFixedHeight(height)
        else:
            self.setMinimumHeight(0)
            self.setMaximumHeight(16777215)
        self._fit()

    def plan_text(self) -> str:
        """What Play it will do, said before it does it: the writes, a die given up, the
        strokes it draws and the bonus it chooses; the turn is still the player's to confirm."""
        actions = self.hinter.playable()
        parts: list[str] = []
        writes = sum(isinstance(a, WriteDie) for a in actions)
        if writes:
            parts.append(self.tr("writes the marked number(s)", "", writes))
        if any(isinstance(a, GiveUpDie) for a in actions):
            parts.append(self.tr("gives up a die"))
        if any(isinstance(a, ChooseLine) for a in actions):
            parts.append(self.tr("chooses which line goes first"))
        strokes = sum(isinstance(a, DrawStroke) for a in actions)
        if strokes:
            parts.append(self.tr("draws %n stroke(s)", "", strokes))
        for a in actions:
            if isinstance(a, ChooseBonus):
                parts.append(self.tr("takes the sun bonus") if a.bonus == "sun" else self.tr("takes the leaf bonus"))
        if not parts:
            return ""
        return self.tr("Play it %1; you confirm the turn.").replace("%1", self.tr(", ").join(parts))

    def refresh(self) -> None:
        h = self.hinter
        self.play_button.setVisible(bool(h.playable()))
        self._fit()
        self.setVisible(h.showing())

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self._fit()

    def _inner(self) -> int:
        m = self._lay.contentsMargins()
        return max(self.width(), self.minimumWidth()) - m.left() - m.right()

    def _fit(self) -> None:
        """The sentence and the plan wrapped at the card's width; in a kept height, the plan
        whole when it can be and the sentence on the lines left (cut with "…")."""
        width = self._inner()
        sentence, plan = self.hinter.sentence, self.plan_text()
        self.plan.setVisible(bool(plan))
        step_s = self.sentence.fontMetrics().lineSpacing()
        step_p = self.plan.fontMetrics().lineSpacing()
        if self.room:
            m = self._lay.contentsMargins()
            buttons = max(self.dismiss_button.sizeHint().height(), self.play_button.sizeHint().height())
            free = self.room - m.top() - m.bottom() - buttons - 2 * SPACING - 2
            plan_lines = 0
            if plan:
                free -= SPACING
                plan_lines = min(_wrap(self.plan, plan, width, 9), max(1, (free - step_s) // step_p))
                plan_lines = _wrap(self.plan, plan, width, plan_lines)
                free -= plan_lines * step_p
            lines = _wrap(self.sentence, sentence, width, max(1, free // step_s))
        else:
            lines = _wrap(self.sentence, sentence, width, 99)
            plan_lines = _wrap(self.plan, plan, width, 99) if plan else 0
        self.sentence.setFixedHeight(lines * step_s)
        self.plan.setFixedHeight(max(plan_lines, 1) * step_p)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        hint = super().sizeHint()
        return QSize(hint.width(), self.room) if self.room else hint
