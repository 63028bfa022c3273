"""Whole-turn planning with a look at the next roll (the expert bot and the coach).

A *turn plan* is the sequence of a seat's decisions from now until it confirms its
turn: both dice (written with their leaf changes, or one given up), the strokes,
line orders and bonuses they bring, then EndTurn. Plans are searched with fixed
widths (`Budget`) and no clock anywhere, so for a given state the result is the same on
every machine under any load.

Each finished plan is worth its evaluation plus what the next roll is expected to
add: for each of the 21 unordered outcomes of two dice, the best pair of writes
(from a table of one-write gains on the new sheet) or a write and a give-up.

Deeper looks value the sheet a turn leaves by the next turn itself: `next_turn_value`
plays each of the 21 rolls out die by die (the coach's `turn_value`), `next_turn_searched`
searches each with `plan_turn` (the reference of benchmarks/coach_strength.py).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from daydream_qt.engine import Action, EndTurn, GiveUpDie, WriteDie
from daydream_qt.engine.events import Event
from daydream_qt.engine.rules import Table, frontier
from daydream_qt.engine.state import GameState, Phase, Sheet

from .evaluation import BoardModel
from .turnsim import (
    Branch,
    can_give_up,
    dice_left,
    fork,
    give_up_gain,
    give_up_options,
    play,
    write_options,
)

ROLLS = tuple((a, b, (1 if a == b else 2) / 36.0) for a in range(1, 7) for b in range(a, 7))
"""The 21 unordered outcomes of two dice with their probabilities."""


@dataclass(frozen=True)
class Budget:
    """Search widths: how many first writes, second writes and finished plans are kept."""

    first: int = 10
    """First actions kept (by one-step gain) for full exploration; give-ups always kept."""
    second: int = 5
    """Second actions kept per first action."""
    lookahead: int = 4
    """Finished plans (best by evaluation) scored with the next-roll expectation."""
    max_delta: int = 3
    """Most leaves coloured on one die."""


EXPERT_BUDGET = Budget()
"""The expert's widths, wherever it plays (opponent seats, simulate, calibration)."""
CALIBRATION_BUDGET = EXPERT_BUDGET
"""The budget docs/calibration.md was measured with (the expert's own)."""


@dataclass
class Plan:
    """A whole-turn plan and what it is worth."""

    actions: list[Action]
    """Every decision until EndTurn (included)."""
    value: float
    """Expected final points after this turn, with the next roll looked at."""
    static: float
    """Evaluation of the sheet right after the turn."""
    events: list[Event] = field(default_factory=list)
    state: GameState | None = None


def _top(options: list[tuple[float, Action]], k: int) -> list[tuple[float, Action]]:
    # stable: equal gains keep the order the options were generated in
    return sorted(options, key=lambda o: -o[0])[:k]


def _turn_over(t: Table, state: GameState, seat: int) -> bool:
    sheet = state.sheets[seat]
    return not dice_left(state, seat) or sheet.filled == t.board.n_cells


def plan_turn(t: Table, model: BoardModel, state: GameState, seat: int, budget: Budget = EXPERT_BUDGET,
              keep: int = 1) -> list[Plan]:
    """The best `keep` turn plans from `state` (the seat's decision, not busy), best first."""
    root = Branch(state)
    finished: list[Branch] = []
    seen: set[tuple[object, ...]] = set()

    def options(br: Branch) -> list[tuple[float, Action]]:
        opts = list(write_options(t, model, br.state, seat, budget.max_delta))
        return opts

    def finish(br: Branch) -> None:
        key = _signature(br.state, seat)
        if key in seen:
            return
        seen.add(key)
        finished.append(br)

    if _turn_over(t, state, seat):
        finish(root)
    else:
        firsts = _top(options(root), budget.first) + give_up_options(t, model, state, seat)
        for _, a in firsts:
            one = play(t, model, root, seat, a)
            if _turn_over(t, one.state, seat):
                finish(one)
                continue
            seconds = _top(options(one), budget.second) + give_up_options(t, model, one.state, seat)
            for _, b in seconds:
                finish(play(t, model, one, seat, b))
    if not finished:
        return []
    scored = []
    for ln in finished:
        scored.append((model.value(ln.state.sheets[seat], ln.state.frame_rewards,
                                   over=_game_over(t, ln.state, seat)), ln))
    scored.sort(key=lambda s: -s[0])
    plans = []
    n_look = max(budget.lookahead, keep)
    for i, (static, ln) in enumerate(scored[:max(n_look, keep)]):
        value = static
        if i < n_look and not _game_over(t, ln.state, seat):
            value = static + next_roll_gain(t, model, ln.state, seat)
        plans.append(Plan(ln.actions + [EndTurn(seat)], value, static, ln.events, ln.state))
    plans.sort(key=lambda p: -p.value)
    return plans[:keep]


def _signature(state: GameState, seat: int) -> tuple[object, ...]:
    s = state.sheets[seat]
    return (tuple(s.values), s.leaves_circled, s.leaves_coloured, s.thorns, s.item, s.pen, s.track_pos,
            tuple(s.garland))


def _game_over(t: Table, state: GameState, seat: int) -> bool:
    """The game ends at the end of this turn for this seat's sheet (solo view)."""
    s = state.sheets[seat]
    return s.filled == t.board.n_cells or s.item >= len(t.board.items)


def rolled(state: GameState, seat: int, a: int, b: int) -> GameState:
    """A fork of `state` (a turn finished) with the next turn's dice (a, b) on the table."""
    st = fork(state, seat)
    st.dice = (a, b)
    st.turn = state.turn + 1
    st.phase = Phase.PLAY
    sheet = st.sheets[seat]
    sheet.dice_done = [False, False]
    sheet.gave_up = False
    sheet.confirmed = False
    return st


def next_turn_value(t: Table, model: BoardModel, state: GameState, seat: int) -> float:
    """Expected evaluation after the next turn, each of the 21 rolls played out die by die
    (the write or give-up of best one-step gain, leaf cost included, then the same for the
    other die; the first of equals as `write_options` lists them). Costlier and closer
    than `next_roll_gain`.

    The one-step gains of a sheet do not depend on the dice, so they are counted once per
    sheet the rolls lead to (one before the first die, one per different first write) and
    shared by the 21 rolls: the same choices as scanning `write_options` roll by roll, at
    about a third of the work."""
    tables: dict[tuple[int, int, int], _Gains] = {}
    first = _Gains(t, model, state.sheets[seat], state.frame_rewards)
    total = 0.0
    for a, b, p in ROLLS:
        br = Branch(rolled(state, seat, a, b))
        gains = first
        for step in range(2):
            action = gains.best(br.state, seat, can_give_up(br.state, seat), give_up_gain(t, model, br.state, seat))
            if action is None:
                break
            br = play(t, model, br, seat, action)
            if step == 1 or _turn_over(t, br.state, seat):
                break
            if isinstance(action, WriteDie):
                dice = br.state.dice or (0, 0)
                key = (action.cell, dice[action.die] + action.delta, abs(action.delta))
            else:
                key = (-1, 0, 0)
            gains = tables.get(key) or tables.setdefault(
                key, _Gains(t, model, br.state.sheets[seat], br.state.frame_rewards))
        total += p * model.value(br.state.sheets[seat], br.state.frame_rewards,
                                 over=_game_over(t, br.state, seat))
    return total


class _Gains:
    """The one-step gains of writes on one sheet, counted when first asked (any dice)."""

    def __init__(self, t: Table, model: BoardModel, sheet: Sheet, rewards: list[list[int]]) -> None:
        self.model = model
        self.sheet = sheet.copy()
        self.rewards = [r[:] for r in rewards]
        self.cells = frontier(t.board, sheet, False)
        self.avail = min(sheet.leaves_available, 3)
        self.leaf = model.leaf_worth(model.n_cells - sheet.filled)
        self.total = model.lines_value(sheet.values, sheet.line_state)
        self.cache: dict[tuple[int, int], float] = {}
        self.by_die: dict[int, tuple[float, int, int] | None] = {}

    def gain(self, cell: int, value: int) -> float:
        key = (cell, value)
        g = self.cache.get(key)
        if g is None:
            g = self.model.write_gain(self.sheet, self.rewards, cell, value, self.total)
            self.cache[key] = g
        return g

    def best_write(self, base: int) -> tuple[float, int, int] | None:
        """(gain, cell, delta) of the best write of a die showing `base`, the first of equals
        in `write_options`' order (cells, then deltas); None without a cell to write in."""
        if base in self.by_die:
            return self.by_die[base]
        out: tuple[float, int, int] | None = None
        avail = self.avail
        for c in self.cells:
            for delta in range(max(-avail, -base), min(avail, 9 - base) + 1):
                g = self.gain(c, base + delta) - abs(delta) * self.leaf
                if out is None or g > out[0]:
                    out = (g, c, delta)
        self.by_die[base] = out
        return out

    def best(self, state: GameState, seat: int, give_up: bool, give_up_gain: float) -> Action | None:
        """The action of best gain for the dice left in `state`, as next_turn_value takes it."""
        dice = state.dice
        if dice is None:
            return None
        best: Action | None = None
        best_gain = 0.0
        left = dice_left(state, seat)
        for d in left:
            w = self.best_write(dice[d])
            if w is not None and (best is None or w[0] > best_gain):
                best, best_gain = WriteDie(seat, d, w[1], w[2]), w[0]
        if give_up:
            for d in left:
                if best is None or give_up_gain > best_gain:
                    best, best_gain = GiveUpDie(seat, d), give_up_gain
        return best


def next_turn_searched(t: Table, model: BoardModel, state: GameState, seat: int, reply: Budget) -> float:
    """Expected value of the next turn searched for real: for each of the 21 rolls, the best
    plan `plan_turn` finds with the widths `reply` (its value looks one roll further)."""
    total = 0.0
    for a, b, p in ROLLS:
        plans = plan_turn(t, model, rolled(state, seat, a, b), seat, reply)
        total += p * plans[0].value if plans else p * model.value(state.sheets[seat], state.frame_rewards)
    return total


def next_roll_gain(t: Table, model: BoardModel, state: GameState, seat: int) -> float:
    """Expected gain of the next turn over the 21 rolls, from one-write gains on `state`."""
    sheet = state.sheets[seat]
    cells = frontier(t.board, sheet, False)
    if not cells:
        return 0.0
    avail = min(sheet.leaves_available, 2)
    lw = model.leaf_worth(model.n_cells - sheet.filled)
    rewards = state.frame_rewards
    gain = model.write_gain
    total = model.lines_value(sheet.values, sheet.line_state)
    lo_v = max(0, 1 - avail)
    hi_v = min(9, 6 + avail)
    top: list[list[tuple[float, int]]] = [[] for _ in range(10)]
    for v in range(lo_v, hi_v + 1):
        best1 = (-1e9, -1)
        best2 = (-1e9, -1)
        for c in cells:
            g = gain(sheet, rewards, c, v, total)
            if g > best1[0]:
                best2 = best1
                best1 = (g, c)
            elif g > best2[0]:
                best2 = (g, c)
        top[v] = [best1, best2]
    die_best: list[list[tuple[float, int]]] = [[] for _ in range(7)]
    for a in range(1, 7):
        cand: list[tuple[float, int]] = []
        for v in range(max(0, a - avail), min(9, a + avail) + 1):
            cost = abs(v - a) * lw
            for g, c in top[v]:
                if c >= 0:
                    cand.append((g - cost, c))
        cand.sort(key=lambda x: -x[0])
        first = cand[0]
        second = next((x for x in cand if x[1] != first[1]), (-1e9, -1))
        die_best[a] = [first, second]
    gu = give_up_gain(t, model, state, seat)
    one_cell = model.n_cells - sheet.filled == 1
    total = 0.0
    for a, b, p in ROLLS:
        a1, a2 = die_best[a]
        b1, b2 = die_best[b]
        if one_cell:
            best = max(a1[0], b1[0])
        else:
            if a1[1] != b1[1]:
                pair = a1[0] + b1[0]
            else:
                pair = max(a1[0] + b2[0], a2[0] + b1[0])
            best = max(pair, gu + a1[0], gu + b1[0])
        total += p * best
    return total

