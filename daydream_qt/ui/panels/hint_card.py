"""The coach's card: its sentence, what Play it will do, Play it and Dismiss (the hint itself
is `core.hinter.Hinter`).

The game page puts it under the dice tray, or, with the board's name and the turn at the
top of the column, in their place for as long as it shows (`set_room`): there it is as
tall as they were, so the tray under it never moves, and its sentence is cut with "…"
(whole in its tooltip) when the room is short.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from daydream_qt.engine import ChooseBonus, ChooseLine, DrawStroke, GiveUpDie, WriteDie
from daydream_qt.ui.core.hinter import Hinter
from daydream_qt.ui.widgets.plain import draw_text, plain_label, tooltip

PAD = 14
SPACING = 6


class _Lines(QLabel):
    """Plain text wrapped at its spaces on at most `lines` lines, the last cut with "…" (the
    whole text in its tooltip then); `text()` is the whole text."""

    def __init__(self) -> None:
        super().__init__()
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)  # drawn here (`paintEvent`); said so for whoever measures it
        self.lines = 99
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def rows(self, width: int, lines: int | None = None) -> list[str]:
        from daydream_qt.ui.widgets.plain import wrap_lines

        return wrap_lines(self.text(), self.fontMetrics(), width, max(self.lines if lines is None else lines, 1))

    def fit(self, width: int, lines: int) -> int:
        """At most `lines` lines at `width` pixels: as tall as they are; returns how many."""
        self.lines = lines
        rows = self.rows(width)
        whole = " ".join(rows) == " ".join(self.text().split())
        tip = "" if whole else tooltip(self.text())
        if self.toolTip() != tip:
            self.setToolTip(tip)
        self.setFixedHeight(len(rows) * self.fontMetrics().lineSpacing())
        self.update()
        return len(rows)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        # any width (it wraps and cuts at it), the height of its lines (`fit`)
        return QSize(self.fontMetrics().horizontalAdvance("\u2026") * 3, self.minimumHeight())

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return self.minimumSizeHint()

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt override)
        rect = self.contentsRect()
        painter = QPainter(self)
        step = self.fontMetrics().lineSpacing()
        align = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        for i, row in enumerate(self.rows(rect.width())):
            draw_text(painter, self, QRect(rect.left(), rect.top() + i * step, rect.width(), step), align, row)
        painter.end()


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
        self.sentence = _Lines()
        self.sentence.setObjectName("hint")
        self.plan = _Lines()
        self.plan.setObjectName("subtle")
        self.play_button = QPushButton(self.tr("Play it"))
        self.play_button.setToolTip(self.tr("Make the suggested moves; you still confirm the turn (P)"))
        self.dismiss_button = QPushButton(self.tr("Dismiss"))
        self.dismiss_button.setToolTip(self.tr("Put the coach's hint away (X)"))
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
        lay.setContentsMargins(PAD, 10, PAD, 10)
        lay.setSpacing(SPACING)
        lay.addWidget(self.heading)
        lay.addWidget(self.sentence)
        lay.addWidget(self.plan)
        lay.addStretch(1)
        lay.addLayout(row)
        # refreshed by its page when the hint changes (GamePage._hint_changed), with the
        # column it sits in: one refresh per change
        self.refresh()

    def set_room(self, height: int) -> None:
        """Keep to `height` pixels (the place of the column's head), or 0: as tall as the
        words need (under the tray)."""
        if height == self.room:
            return
        self.room = height
        self.heading.setVisible(True)  # and, in a kept height, only if the words leave room (`_fit`)
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
            parts.append(self.tr("writes the marked numbers"))
        if any(isinstance(a, GiveUpDie) for a in actions):
            parts.append(self.tr("gives up a die"))
        if any(isinstance(a, ChooseLine) for a in actions):
            parts.append(self.tr("chooses which line goes first"))
        if any(isinstance(a, DrawStroke) for a in actions):
            parts.append(self.tr("draws the strokes"))
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
        self.sentence.setText(self.hinter.sentence)
        self.plan.setText(self.plan_text())
        plan = bool(self.plan.text())
        self.plan.setVisible(plan)
        step_s = self.sentence.fontMetrics().lineSpacing()
        step_p = self.plan.fontMetrics().lineSpacing()
        if not self.room:
            self.sentence.fit(width, 99)
            self.plan.fit(width, 99)
            return
        m = self._lay.contentsMargins()
        buttons = max(self.dismiss_button.sizeHint().height(), self.play_button.sizeHint().height())
        free = self.room - m.top() - m.bottom() - buttons - SPACING
        if plan:
            free -= SPACING
        # the heading too when all the words fit with it
        whole = len(self.sentence.rows(width, 99)) * step_s + (len(self.plan.rows(width, 99)) * step_p if plan else 0)
        heading = self.heading.sizeHint().height() + SPACING
        titled = whole <= free - heading
        self.heading.setVisible(titled)
        if titled:
            free -= heading
        if plan:
            # the plan whole when the sentence keeps a line, then the sentence on what is left
            need = len(self.plan.rows(width, 99))
            free -= self.plan.fit(width, min(need, max(1, (free - step_s) // step_p))) * step_p
        self.sentence.fit(width, max(1, free // step_s))

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        hint = super().sizeHint()
        return QSize(hint.width(), self.room) if self.room else hint
