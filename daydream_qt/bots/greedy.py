"""The greedy bot: one ply, the best-looking action by the hand-written evaluation."""

from __future__ import annotations

import random

from daydream_qt.engine import Action, ChooseBonus, ChooseLine, DrawStroke, EndTurn, Game
from daydream_qt.engine.rules import Table
from daydream_qt.engine.state import GameState
from daydream_qt.engine.strokes import stroke_target

from .evaluation import GREEDY_WEIGHTS, BoardModel, Weights, model_for
from .tiebreak import pick, tiebreak_rng
from .turnsim import Branch, give_up_options, play, sheet_value, write_options


def forced_action(t: Table, state: GameState, seat: int) -> Action | None:
    """The single action a seat can take, when there is only one (strokes, confirming)."""
    sheet = state.sheets[seat]
    if sheet.line_choice or sheet.bonus_pending:
        return None
    if sheet.stroke_queue:
        return DrawStroke(seat, sheet.item, stroke_target(t.board.items[sheet.item], sheet.pen,
                                                          sheet.stroke_queue[0][0]))
    if not sheet.busy and all(sheet.dice_done):
        return EndTurn(seat)
    return None


def best_choice(t: Table, model: BoardModel, state: GameState, seat: int,
                rng: random.Random | None = None) -> Action | None:
    """Line order or bonus: the option whose settled outcome evaluates best (a near tie
    decided by `rng`, when given: see tiebreak.py)."""
    sheet = state.sheets[seat]
    options: list[ChooseLine | ChooseBonus]
    if sheet.line_choice:
        options = [ChooseLine(seat, ln) for ln in sheet.line_choice]
    elif sheet.bonus_pending:
        options = [ChooseBonus(seat, "sun"), ChooseBonus(seat, "leaf")]
    else:
        return None
    root = Branch(state)
    scored = [(sheet_value(model, play(t, model, root, seat, a).state, seat), a) for a in options]
    return pick(rng, scored)


class GreedyBot:
    """Plays, one action at a time, the action whose immediate result evaluates best."""

    name = "greedy"

    def __init__(self, seed: int = 0, weights: Weights = GREEDY_WEIGHTS,
                 tiebreak_seed: int | None = None) -> None:
        self.seed = seed
        self.weights = weights
        self.rng = tiebreak_rng(tiebreak_seed)

    def choose(self, game: Game, seat: int) -> Action:
        t = game.table
        state = game.state
        model = model_for(t.board, self.weights)
        a = forced_action(t, state, seat) or best_choice(t, model, state, seat, self.rng)
        if a is not None:
            return a
        scored = list(write_options(t, model, state, seat)) + list(give_up_options(t, model, state, seat))
        if not scored:
            return game.legal_actions(seat)[0]
        return pick(self.rng, scored)
