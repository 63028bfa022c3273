"""The expert bot: plans whole turns and looks at the next roll (see planner.py)."""

from __future__ import annotations

from daydream_qt.engine import Action, Game

from .evaluation import EXPERT_WEIGHTS, Weights, model_for
from .greedy import best_choice, forced_action
from .planner import EXPERT_BUDGET, Budget, plan_turn
from .tiebreak import pick, tiebreak_rng

TIE_PLANS = 4
"""Plans a bot with tie-breaking weighs against each other (see tiebreak.py)."""


class ExpertBot:
    """Plans the whole turn at its first decision, then plays the plan action by action.

    The search has fixed widths (`budget`), so a game's result depends only on its seed.
    If the game moves in a way the plan did not foresee (an undo, a replaced game), the
    bot plans again from where it is.
    """

    name = "expert"

    def __init__(self, seed: int = 0, budget: Budget = EXPERT_BUDGET, weights: Weights = EXPERT_WEIGHTS,
                 tiebreak_seed: int | None = None) -> None:
        self.seed = seed
        self.rng = tiebreak_rng(tiebreak_seed)
        self.budget = budget
        self.weights = weights
        self._plan: list[Action] = []
        self._key: tuple[int, int] | None = None

    def choose(self, game: Game, seat: int) -> Action:
        key = (id(game), len(game.log))
        if self._plan and self._key == key:
            a = self._plan[0]
            if game.is_legal(a):
                self._plan.pop(0)
                self._key = (key[0], key[1] + 1)
                return a
        self._plan = []
        t = game.table
        state = game.state
        model = model_for(t.board, self.weights)
        choice = forced_action(t, state, seat) or best_choice(t, model, state, seat, self.rng)
        if choice is not None:
            return choice
        # With tie-breaking, the few best plans (all looked at one roll ahead anyway) are
        # candidates; alone, only the best is kept, as always.
        keep = min(TIE_PLANS, self.budget.lookahead) if self.rng is not None else 1
        plans = plan_turn(t, model, state, seat, self.budget, keep=max(keep, 1))
        if not plans:
            return game.legal_actions(seat)[0]
        chosen = pick(self.rng, [(p.value, p) for p in plans])
        self._plan = list(chosen.actions)
        first = self._plan.pop(0)
        self._key = (key[0], key[1] + 1)
        return first
