"""The coach's hint for every person's seat (solo, a scoresheet, each person of a
pass-and-play table): ask the coach off the GUI thread, keep its best plan, play it.

`Hinter` asks `bots.coach.suggest` on a copy of the game in a worker thread; the answer
carries the token of the request and is dropped when the game changed since (any applied
or undone action, another game, another sheet shown). A hint never changes the game: only
"Play it" submits the plan's decisions, through the controller, as the player would. The
card that shows it is `panels.hint_card.HintCard`.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal

from daydream_qt.engine import Action, EndTurn, Game, Mode, Phase, WriteDie
from daydream_qt.ui.core.bot_levels import human_seats, is_bot_seat
from daydream_qt.ui.core.controller import GameController
from daydream_qt.ui.core.texts import coach_sentence

if TYPE_CHECKING:
    from daydream_qt.bots.coach import Suggestion
    from daydream_qt.ui.core.hint_worker import HintJob

def hints_offered(game: Game | None, table_hints: bool = True) -> bool:
    """The people of `game` may ask the coach: in every mode (solo, a scoresheet at a table
    of any size, each person of a pass-and-play table), unless a pass-and-play table turned
    the coach off (the setting *Coach's hints at a pass-and-play table*) or nobody at it is
    a person. The coach values one seat's sheet, which every mode has."""
    if game is None or game.over:
        return False
    if game.mode == Mode.PASS_AND_PLAY:
        return table_hints and bool(human_seats(game))
    return True


class Hinter(QObject):
    """The current hint of the seat at the device, and the request in flight."""

    changed = Signal()
    """Busy, the suggestion or whether a hint may be asked changed."""

    def __init__(self, controller: GameController, language: str = "en",
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.language = language
        self.token = 0
        """Bumped by every change of the game: an answer with an older token is stale."""
        self.busy = False
        self.suggestion: Suggestion | None = None
        """The coach's best plan for the current position, or None."""
        self.sentence = ""
        self.asked_at = 0.0
        """perf_counter() of the last request (for measuring)."""
        self._jobs: dict[int, HintJob] = {}
        """Requests in flight by token (kept alive until their answer comes back)."""
        self._playing = False
        self.table_hints = True
        """People at a pass-and-play table may ask too (the setting of the same name, on
        unless turned off)."""
        controller.state_changed.connect(self._game_changed)
        controller.game_replaced.connect(self._game_changed)
        controller.view_changed.connect(self._game_changed)

    # ------------------------------------------------------------ when
    def offered(self) -> bool:
        """This game's people may ask the coach, whatever the turn (`hints_offered`)."""
        return hints_offered(self.controller.game, self.table_hints)

    def available(self) -> bool:
        """Hints offered in this game, the dice on the table (rolled, or typed in on a
        scoresheet), and the decision of the person at the device (never a bot's seat)."""
        c = self.controller
        game = c.game
        if game is None or not self.offered():
            return False
        state = game.state
        if state.phase != Phase.PLAY or state.dice is None:
            return False
        if c.hold or c.viewed != c.seat or game.to_move() != c.seat or is_bot_seat(game, c.seat):
            return False
        # Only Confirm turn is left: nothing to suggest.
        return any(a.kind != "end_turn" for a in c.legal())

    # ------------------------------------------------------------ asking
    def request(self) -> bool:
        """Ask the coach for the current position (in a worker thread); False when not possible."""
        game = self.controller.game
        if self.busy or game is None or not self.available():
            return False
        self.token += 1
        self.suggestion, self.sentence = None, ""
        self.busy = True
        self.asked_at = time.perf_counter()
        from daydream_qt.ui.core.hint_worker import (  # with the first hint, not at start
            HintJob,
            game_copy,
        )

        job = HintJob(game_copy(game), self.controller.seat, self.token)
        job.relay.done.connect(self._on_result, Qt.ConnectionType.QueuedConnection)
        self._jobs[self.token] = job
        job.start()
        self.changed.emit()
        return True

    def _on_result(self, token: int, suggestions: list[Suggestion]) -> None:
        self._jobs.pop(token, None)
        if token != self.token or not self.busy:
            return  # stale: the game changed since it was asked
        self.busy = False
        game = self.controller.game
        best = suggestions[0] if suggestions else None
        self.suggestion = best
        self.sentence = (coach_sentence(best.reason_key, best.reason_args, game.board, self.language)
                         if best is not None and game is not None else "")
        self.changed.emit()

    def set_language(self, language: str) -> None:
        """Make the coach's sentences in `language`, the one on screen included."""
        self.language = language
        game = self.controller.game
        best = self.suggestion
        if best is not None and game is not None:
            self.sentence = coach_sentence(best.reason_key, best.reason_args, game.board, language)
            self.changed.emit()

    def clear(self) -> None:
        """Forget the hint (and any answer on its way)."""
        self.token += 1
        was = self.busy or self.suggestion is not None
        self.busy = False
        self.suggestion, self.sentence = None, ""
        if was:
            self.changed.emit()

    def _game_changed(self, *_args: object) -> None:
        if self._playing:
            return
        self.clear()
        self.changed.emit()  # whether a hint may be asked may have changed too

    # ------------------------------------------------------------ the plan
    def showing(self) -> bool:
        """A hint is given and told in a sentence (what the coach's card shows)."""
        return self.suggestion is not None and bool(self.sentence)

    def marks(self) -> list[tuple[int, int]]:
        """(cell, value written) of the plan's writes, for the board."""
        game = self.controller.game
        s = self.suggestion
        if s is None or game is None or game.state.dice is None:
            return []
        dice = game.state.dice
        return [(a.cell, dice[a.die] + a.delta) for a in s.actions if isinstance(a, WriteDie)]

    def playable(self) -> list[Action]:
        """The plan's decisions before its EndTurn."""
        s = self.suggestion
        if s is None:
            return []
        out: list[Action] = []
        for a in s.actions:
            if isinstance(a, EndTurn):
                break
            out.append(a)
        return out

    def play(self) -> int:
        """Submit the plan's decisions up to (not including) EndTurn, one by one, stopping at
        the first refusal; returns how many were applied. The hint is gone afterwards."""
        actions = self.playable()
        applied = 0
        self._playing = True
        try:
            for a in actions:
                if not self.controller.submit(a):
                    break
                applied += 1
        finally:
            self._playing = False
        self.clear()
        self.changed.emit()
        return applied
