"""Bots that plan a whole turn at its first decision, then play the plan action by action.

The expert and the coach both search whole-turn plans (planner.py, coach.py); what they
share is here: the plan of the turn is kept with the length of the log it expects next, so
a game that moves in a way the plan did not foresee (an undo, a replaced game, another
game) is planned again from where it is, and an action the game no longer allows is never
played.
"""

from __future__ import annotations

from daydream_qt.engine import Action, Game


class PlanFollower:
    """`choose(game, seat)` plays the rest of the plan of the turn while it fits the game,
    else asks `decide`: one action (a forced or single decision), or a whole-turn plan,
    whose first action is played now and the rest at the next calls."""

    def __init__(self) -> None:
        self._plan: list[Action] = []
        self._key: tuple[int, int] | None = None
        """(id of the game, length of its log) the next planned action expects."""

    def decide(self, game: Game, seat: int) -> Action | list[Action]:
        raise NotImplementedError

    def choose(self, game: Game, seat: int) -> Action:
        key = (id(game), len(game.log))
        if self._plan and self._key == key:
            a = self._plan[0]
            if game.is_legal(a):
                self._plan.pop(0)
                self._key = (key[0], key[1] + 1)
                return a
        self._plan = []
        decided = self.decide(game, seat)
        if isinstance(decided, list):
            self._plan = decided[1:]
            self._key = (key[0], key[1] + 1)
            return decided[0]
        return decided
