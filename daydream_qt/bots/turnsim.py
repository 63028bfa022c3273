"""Lookahead on copied states: forks, unchecked effects, and turn candidates.

The bots try thousands of writes a turn, so they work on copies of the state and
apply actions through the engine's `rules.apply_unchecked`, without
the legality check: the actions they try come from the same rules as
`legal_actions` (`frontier`, the leaf range), and every action a bot finally plays
goes through `Game.apply`, which checks it. Only the bot's own sheet is copied;
other seats' sheets are shared and never changed here.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from daydream_qt.engine.actions import (
    Action,
    ChooseBonus,
    ChooseLine,
    DrawStroke,
    GiveUpDie,
)
from daydream_qt.engine.events import Event
from daydream_qt.engine.legality import MAX_DELTA, write_actions
from daydream_qt.engine.rules import Table, apply_unchecked, frontier
from daydream_qt.engine.state import GameState, Phase
from daydream_qt.engine.strokes import stroke_target

from .evaluation import BoardModel


def fork(state: GameState, seat: int) -> GameState:
    """A copy of `state` in which only `seat`'s sheet (and the shared rewards) may change."""
    g = object.__new__(GameState)  # every slot is set below
    sheets = list(state.sheets)
    sheets[seat] = sheets[seat].copy()
    g.sheets = sheets
    g.turn = state.turn
    g.dice = state.dice
    g.typed = state.typed
    g.phase = state.phase
    rewards = state.frame_rewards
    g.frame_rewards = [r[:] for r in rewards] if rewards else []  # boards without frames have none
    g.claims = state.claims
    g.end_declared = state.end_declared
    return g


def effect(t: Table, state: GameState, action: Action, events: list[Event]) -> None:
    """Apply an action known to be legal, without checking it again."""
    apply_unchecked(t, state, action, events)


@dataclass
class Branch:
    """A partial turn being explored: the forked state and the actions and events that led to it."""

    state: GameState
    actions: list[Action] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)

    def fork(self, seat: int) -> Branch:
        """An independent copy to explore further."""
        return Branch(fork(self.state, seat), self.actions[:], self.events[:])


def sheet_value(model: BoardModel, state: GameState, seat: int) -> float:
    sheet = state.sheets[seat]
    return model.value(sheet, state.frame_rewards)


def settle(t: Table, model: BoardModel, branch: Branch, seat: int) -> None:
    """Resolve everything pending on `seat`'s sheet: strokes (forced), line order and bonus
    choices (each picked by evaluating both outcomes)."""
    state = branch.state
    sheet = state.sheets[seat]
    board = t.board
    while True:
        if sheet.stroke_queue and not sheet.line_choice and not sheet.bonus_pending:
            a = DrawStroke(seat, sheet.item, stroke_target(board.items[sheet.item], sheet.pen,
                                                           sheet.stroke_queue[0][0]))
            branch.actions.append(a)
            effect(t, state, a, branch.events)
            continue
        options: list[ChooseLine | ChooseBonus]
        if sheet.line_choice:
            options = [ChooseLine(seat, ln) for ln in sheet.line_choice]
        elif sheet.bonus_pending:
            options = [ChooseBonus(seat, "sun"), ChooseBonus(seat, "leaf")]
        else:
            return
        trials: list[tuple[float, Branch]] = []
        for option in options:
            trial = branch.fork(seat)
            trial.actions.append(option)
            effect(t, trial.state, option, trial.events)
            settle(t, model, trial, seat)
            trials.append((sheet_value(model, trial.state, seat), trial))
        chosen = max(trials, key=lambda vt: vt[0])[1]  # the first of the best, as options are listed
        branch.state, branch.actions, branch.events = chosen.state, chosen.actions, chosen.events
        return


def play(t: Table, model: BoardModel, branch: Branch, seat: int, action: Action) -> Branch:
    """A new Branch: `action` applied to a fork of `branch`, everything pending settled."""
    out = branch.fork(seat)
    out.actions.append(action)
    effect(t, out.state, action, out.events)
    settle(t, model, out, seat)
    return out


def dice_left(state: GameState, seat: int) -> list[int]:
    sheet = state.sheets[seat]
    return [d for d in (0, 1) if not sheet.dice_done[d]]


def can_give_up(state: GameState, seat: int) -> bool:
    return state.turn > 0 and not state.sheets[seat].gave_up


def write_options(t: Table, model: BoardModel, state: GameState, seat: int,
                  max_delta: int = 9) -> Iterator[tuple[float, Action]]:
    """Every write of the dice left, with its one-step gain (leaf cost included)."""
    sheet = state.sheets[seat]
    dice = state.dice
    if state.phase != Phase.PLAY or sheet.busy or dice is None:
        return
    cells = frontier(t.board, sheet, state.turn == 0)
    if not cells:
        return
    avail = min(sheet.leaves_available, max_delta)
    lw = model.leaf_worth(model.n_cells - sheet.filled)
    rewards = state.frame_rewards
    cache: dict[tuple[int, int], float] = {}
    gain = model.write_gain
    total = model.lines_value(sheet.values, sheet.line_state)
    table = write_actions(seat, len(sheet.values))  # the same WriteDie values, made once
    for d in dice_left(state, seat):
        base = dice[d]
        lo = max(-avail, -base)
        hi = min(avail, 9 - base)
        by_cell = table[d]
        for c in cells:
            writes = by_cell[c]
            for delta in range(lo, hi + 1):
                v = base + delta
                key = (c, v)
                g = cache.get(key)
                if g is None:
                    g = gain(sheet, rewards, c, v, total)
                    cache[key] = g
                yield g - abs(delta) * lw, writes[delta + MAX_DELTA]


def give_up_gain(t: Table, model: BoardModel, state: GameState, seat: int) -> float:
    """One-step gain of giving up a die: a leaf, and a thorn in solo."""
    sheet = state.sheets[seat]
    g = 0.0
    if sheet.leaves_circled < t.board.leaf_count:
        g += model.leaf_worth(model.n_cells - sheet.filled)
    if t.solo:
        # the thorn penalty is one item per two thorns
        g -= model.w.thorn
    return g


def give_up_options(t: Table, model: BoardModel, state: GameState, seat: int) -> list[tuple[float, Action]]:
    if not can_give_up(state, seat) or state.sheets[seat].busy:
        return []
    g = give_up_gain(t, model, state, seat)
    return [(g, GiveUpDie(seat, d)) for d in dice_left(state, seat)]
