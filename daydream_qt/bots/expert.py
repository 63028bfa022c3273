"""The expert bot: plans whole turns and looks at the next roll (see planner.py)."""

from __future__ import annotations

from daydream_qt.engine import Action, Game

from .evaluation import EXPERT_WEIGHTS, Weights, model_for
from .greedy import best_choice, forced_action
from .plan_follower import PlanFollower
from .planner import EXPERT_BUDGET, Budget, plan_turn
from .tiebreak import pick, tiebreak_rng

TIE_PLANS = 4
"""Plans a bot with tie-breaking weighs against each other (see tiebreak.py)."""


class ExpertBot(PlanFollower):
    """Plans the whole turn at its first decision, then plays the plan action by action.

    The search has fixed widths (`budget`), so a game's result depends only on its seed.
    If the game moves in a way the plan did not foresee (an undo, a replaced game), the
    bot plans again from where it is.
    """

    name = "expert"

    def __init__(self, seed: int = 0, budget: Budget = EXPERT_BUDGET, weights: Weights = EXPERT_WEIGHTS,
                 tiebreak_seed: int | None = None) -> None:
        super().__init__()
        self.seed = seed
        self.rng = tiebreak_rng(tiebreak_seed)
        self.budget = budget
        self.weights = weights

    def decide(self, game: Game, seat: int) -> Action | list[Action]:
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
        return list(pick(self.rng, [(p.value, p) for p in plans]).actions)
