"""Whole-turn planning with a look at the next roll (the expert bot and the coach).

A *turn plan* is the sequence of a seat's decisions from now until it confirms its
turn: both dice (written with their leaf changes, or one given up), the strokes,
line orders and bonuses they bring, then EndTurn. Plans are searched with fixed
widths (`Budget`), so for a given state the result never depends on the clock;
the coach may add a wall-clock deadline on top.

Each finished plan is worth its evaluation plus what the next roll is expected to
add: for each of the 21 unordered outcomes of two dice, the best pair of writes
(from a table of one-write gains on the new sheet) or a write and a give-up.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from daydream_qt.engine import Action, EndTurn
from daydream_qt.engine.events import Event
from daydream_qt.engine.rules import Table, frontier
from daydream_qt.engine.state import GameState, Phase

from .evaluation import BoardModel
from .turnsim import Branch, dice_left, fork, give_up_gain, give_up_options, play, write_options

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


class Deadline(Exception):
    """The coach's wall-clock cap was reached."""


def _top(options: list[tuple[float, Action]], k: int) -> list[tuple[float, Action]]:
    # stable: equal gains keep the order the options were generated in
    return sorted(options, key=lambda o: -o[0])[:k]


def _turn_over(t: Table, state: GameState, seat: int) -> bool:
    sheet = state.sheets[seat]
    return not dice_left(state, seat) or sheet.filled == t.board.n_cells


def plan_turn(t: Table, model: BoardModel, state: GameState, seat: int, budget: Budget = EXPERT_BUDGET,
              deadline: float | None = None, keep: int = 1) -> list[Plan]:
    """The best `keep` turn plans from `state` (the seat's decision, not busy), best first."""
    root = Branch(state)
    finished: list[Branch] = []
    seen: set[tuple[object, ...]] = set()

    def check_clock() -> None:
        if deadline is not None and time.perf_counter() > deadline and finished:
            raise Deadline

    def options(br: Branch) -> list[tuple[float, Action]]:
        opts = list(write_options(t, model, br.state, seat, budget.max_delta))
        return opts

    def finish(br: Branch) -> None:
        key = _signature(br.state, seat)
        if key in seen:
            return
        seen.add(key)
        finished.append(br)

    try:
        if _turn_over(t, state, seat):
            finish(root)
        else:
            firsts = _top(options(root), budget.first) + give_up_options(t, model, state, seat)
            for _, a in firsts:
                check_clock()
                one = play(t, model, root, seat, a)
                if _turn_over(t, one.state, seat):
                    finish(one)
                    continue
                seconds = _top(options(one), budget.second) + give_up_options(t, model, one.state, seat)
                for _, b in seconds:
                    finish(play(t, model, one, seat, b))
    except Deadline:
        pass
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
            if deadline is None or time.perf_counter() < deadline or i < keep:
                value = static + next_roll_gain(t, model, ln.state, seat)
            else:
                value = static - 1e-6
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


def next_turn_value(t: Table, model: BoardModel, state: GameState, seat: int,
                    deadline: float | None = None) -> float | None:
    """Expected evaluation after the next turn, each of the 21 rolls played out die by die
    (best one-step gain first, then the best for the other die). Costlier and closer than
    `next_roll_gain`; None when `deadline` passes first."""
    total = 0.0
    for a, b, p in ROLLS:
        if deadline is not None and time.perf_counter() > deadline:
            return None
        st = fork(state, seat)
        st.dice = (a, b)
        st.turn = state.turn + 1
        st.phase = Phase.PLAY
        sheet = st.sheets[seat]
        sheet.dice_done = [False, False]
        sheet.gave_up = False
        sheet.confirmed = False
        br = Branch(st)
        for _ in range(2):
            opts = list(write_options(t, model, br.state, seat, 3)) + give_up_options(t, model, br.state, seat)
            if not opts:
                break
            best = max(opts, key=lambda o: o[0])[1]
            br = play(t, model, br, seat, best)
            if _turn_over(t, br.state, seat):
                break
        total += p * model.value(br.state.sheets[seat], br.state.frame_rewards,
                                 over=_game_over(t, br.state, seat))
    return total


def refine(t: Table, model: BoardModel, plans: list[Plan], seat: int, deadline: float | None) -> list[Plan]:
    """Re-rank plans (best first) by `next_turn_value`, as many as the deadline allows; plans
    not reached keep their order after the refined ones."""
    done: list[Plan] = []
    for i, p in enumerate(plans):
        if p.state is None or _game_over(t, p.state, seat):
            v: float | None = p.static
        else:
            v = next_turn_value(t, model, p.state, seat, deadline)
        if v is None:
            return sorted(done, key=lambda q: -q.value) + plans[i:]
        done.append(Plan(p.actions, v, p.static, p.events, p.state))
    return sorted(done, key=lambda q: -q.value)


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

