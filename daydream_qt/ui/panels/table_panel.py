"""The other players of a scoresheet game: frame rewards they took, the end they declared.

A frame reward another player took is said in one sentence when it is recorded. "Another
player ended the game" asks first, in one question that says what follows (the game ends
with this turn); once it is recorded, Undo takes it back until the next action.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QMenu,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from daydream_qt.engine import DeclareGameEnd, Game, Phase, RecordFrameClaim
from daydream_qt.engine.state import FRAME_VALUES, Reward
from daydream_qt.ui.core.controller import GameController
from daydream_qt.ui.core.table_flow import at_table
from daydream_qt.ui.panels.card import Card
from daydream_qt.ui.widgets import plain
from daydream_qt.ui.widgets.plain import WrapLabel, menu_text, tooltip


class TablePanel(Card):
    """Scoresheet of several players: what the others at the table did this turn."""

    def __init__(self, controller: GameController, language: str = "en",
                 parent: QWidget | None = None) -> None:
        super().__init__(controller, language, parent)
        heading = WrapLabel(self.tr("The others at the table"))
        heading.setObjectName("section")
        self.claim_caption = WrapLabel(self.tr("Another player took a frame reward:"))
        self.claim_button = QToolButton()
        self.claim_button.setText(self.tr("Choose the frame family\u2026"))
        self.claim_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.claim_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.claim_button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.claim_menu = QMenu(self.claim_button)
        self.claim_button.setMenu(self.claim_menu)
        self.end_button = QPushButton(self.tr("Another player ended the game"))
        self.end_button.setToolTip(self.tr("The game ends when this turn ends"))
        self.end_button.clicked.connect(self.declare_end)
        self.undo_end_button = QPushButton(self.tr("Undo: the game goes on"))
        self.undo_end_button.setToolTip(self.tr("Take back \u201cAnother player ended the game\u201d"))
        self.undo_end_button.clicked.connect(self.undo_end)
        self.undo_end_button.hide()
        # What was just recorded for another player, in one sentence.
        self.said = WrapLabel()
        self.said.setObjectName("news")
        self.said.hide()
        self._said_at = -1
        """The length of the game's log when `said` was said: it goes with the next action."""
        self._said_kind = ""
        """What `said` is about ("end": the end declared, which the note need not say again)."""
        # It names the board's frame families.
        self.note = WrapLabel()
        self.note.setObjectName("subtle")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(14, 14, 14, 16)
        lay.setSpacing(8)
        lay.addWidget(heading)
        lay.addWidget(self.claim_caption)
        row = QHBoxLayout()
        row.addWidget(self.claim_button, 1)
        lay.addLayout(row)
        lay.addWidget(self.end_button)
        lay.addWidget(self.undo_end_button)
        lay.addWidget(self.said)
        lay.addWidget(self.note)

    def focus_order(self) -> list[QWidget]:
        """The card's controls top to bottom, as Tab goes through them."""
        return [self.claim_button, self.end_button, self.undo_end_button]

    def family_name(self, game: Game, family: int) -> str:
        frames = game.board.defn.frames or ()
        return frames[family].name.get(self.language) if family < len(frames) else str(family + 1)

    def claim(self, family: int) -> bool:
        game = self.controller.game
        if game is None:
            return False
        # The reward they take at the end of this turn (R20): the best one still open.
        rewards = game.state.frame_rewards[family] if family < len(game.state.frame_rewards) else []
        value = next((v for v, r in zip(FRAME_VALUES, rewards, strict=False) if r == Reward.AVAILABLE), None)
        if not self.controller.submit(RecordFrameClaim(self.controller.seat, family)):
            return False
        self.say(self.tr("Recorded: another player completed the {0} and takes its {1} when this "
                         "turn ends.").format(self.family_name(game, family), value))
        return True

    def ask_end(self) -> bool:
        """The one question before the end is recorded: True to record it."""
        from PySide6.QtWidgets import QMessageBox

        buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel
        answer = plain.message(
            self.window(), self.tr("Another player ended the game"),
            self.tr("Did another player end the game? Your game then ends with this turn: you "
                    "finish this turn, and your score is counted."),
            kind="question", buttons=buttons, default=QMessageBox.StandardButton.Cancel)
        return answer == QMessageBox.StandardButton.Yes

    def declare_end(self) -> bool:
        if not self.ask_end():
            return False
        if not self.controller.submit(DeclareGameEnd(self.controller.seat)):
            return False
        self.say(self.tr("Recorded: another player ended the game; it ends with this turn. Undo "
                         "takes it back."), "end")
        return True

    def end_undoable(self) -> bool:
        """True while the last action is the end declared for another player (nothing since)."""
        game = self.controller.game
        return (game is not None and bool(game.log) and isinstance(game.log[-1], DeclareGameEnd)
                and game.can_undo(self.controller.seat))

    def undo_end(self) -> bool:
        if not self.end_undoable() or not self.controller.undo():
            return False
        self.say(self.tr("Taken back: the game goes on."))
        return True

    def say(self, sentence: str, kind: str = "") -> None:
        """One sentence about what was just recorded for another player, until the next action."""
        game = self.controller.game
        self._said_at = len(game.log) if game is not None else -1
        self._said_kind = kind
        self.said.setText(sentence)
        self.said.show()
        self.refresh()

    def refresh(self) -> None:
        c = self.controller
        game = c.game
        shown = game is not None and at_table(game)
        self.setVisible(shown)
        if game is None or not shown:
            return
        legal = c.legal()
        if not self.said.isHidden() and self._said_at != len(game.log):
            self.said.hide()  # another action since: said no more
        self.undo_end_button.setVisible(self.end_undoable())
        has_frames = bool(game.board.frame_cells)
        self.claim_button.setVisible(has_frames)
        self.claim_caption.setVisible(has_frames)
        claimable = sorted(a.family for a in legal if isinstance(a, RecordFrameClaim))
        self.claim_menu.clear()
        for fi in range(len(game.state.frame_rewards)):
            name = self.family_name(game, fi)
            action = self.claim_menu.addAction(menu_text(name))
            action.setToolTip(tooltip(name))  # an action's own tool tip would be the name as rich text
            action.setEnabled(fi in claimable)
            action.triggered.connect(lambda _=False, f=fi: self.claim(f))
        self.claim_button.setEnabled(bool(claimable))
        self.end_button.setEnabled(any(a.kind == "game_end" for a in legal))
        state = game.state
        notes = []
        # Claims belong to the turn they were made in: once it has ended (the table rolls
        # next), they are history, not "this turn".
        if state.claims and state.phase != Phase.ROLL:
            names = self.tr(", ", "between the frame family names of a list").join(
                self.family_name(game, f) for f in state.claims)
            notes.append(self.tr("Recorded this turn: {0}.").format(names))
        if state.end_declared and (self.said.isHidden() or self._said_kind != "end"):
            notes.append(self.tr("Another player ended the game: it ends with this turn."))
        if not notes and state.phase == Phase.ROLL:
            notes.append(self.tr("These open once the dice of the turn are recorded."))
        self.note.setText(" ".join(notes))
