"""The coach: the best few whole-turn plans for the dice on the table, with a reason each.

One planner for everything that says what the best plan is: the hint (`suggest`), Play
it, the review's best plan (bots/review.py), `CoachBot` and `daydream-qt review`. The
search has fixed widths and no clock, so the same position gives the same plan on any
machine under any load:

1. the expert's planner (planner.plan_turn) with the coach's widths, `COACH_WIDTHS`,
   keeps the `CANDIDATES` best whole-turn plans;
2. each is valued by ONE pure function of the state after the turn, `turn_value`: the
   exact score when the seat's game is over, else the next turn played out for each of
   the 21 rolls (planner.next_turn_value), weighted by their chance;
3. the best value wins; on a tie, the earlier candidate.

`coach_plans` is steps 1-3 (the review calls it, and values the plan actually played with
the same `turn_value`, so a game played by Play it loses exactly nothing). Each reason is
given three ways: a template key and its arguments (for translation) and the English
sentence built from them. The reason is the first found by the coach's own rules (lines,
the shelf, a die given up) and those of the modules the board plays, each module's in its
entry of `module_values.TERMS`, by rank. docs/coach.md has the strength and speed figures.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from daydream_qt.engine import Action, Board, Game, WriteDie
from daydream_qt.engine.events import Event
from daydream_qt.engine.rules import Table
from daydream_qt.engine.state import EMPTY, GameState, LineState

from .evaluation import EXPERT_WEIGHTS, BoardModel, model_for
from .greedy import best_choice, forced_action
from .module_values import (
    RANK_GIVE_UP,
    RANK_ITEM,
    RANK_LINES,
    TERMS,
    Move,
    Reason,
    ReasonRule,
    reason_rules,
    reason_template,
)
from .plan_follower import PlanFollower
from .planner import Budget, Plan, next_turn_value, plan_turn

COACH_WIDTHS = Budget(first=40, second=12, lookahead=30)
"""The coach's search widths: first writes, second writes, and finished plans looked at one
roll ahead (planner.Budget). Fixed: no clock decides how far the coach looks."""
CANDIDATES = 4
"""Best plans of that search the coach values with `turn_value` (the next turn played out)."""

CORE_REASONS: dict[str, str] = {
    "perfect_line": "completes {line} as a perfect line: {count} sun strokes",
    "good_line": "completes {line} with all different numbers: {count} dot strokes",
    "two_lines": "completes {line} and {line2}: {count} strokes in all",
    "perfect_and_line": "completes {line} as a perfect line: {count} sun strokes, and {line2} too",
    "item_finished": "finishes the {item} on the shelf",
    "give_up": "gives up the {value} to circle a leaf",
    "keeps_perfect": "keeps {line} open for a perfect run",
    "keeps_open": "keeps {line} free of repeats",
    "dump": "puts the {value} in {line}, which has a repeat already",
    "best_value": "leaves the sheet with the best expected score",
    "forced": "this is the only move",
}
"""The coach's own reason templates (English), for what every board has: lines, the shelf,
leaves. Each module's are in its entry of `module_values.TERMS`."""

REASONS: dict[str, str] = {**CORE_REASONS,
                           **{k: t for m in TERMS.values() for k, t in m.templates.items()}}
"""Every reason template (English) of the coach and the shipped modules; keys and {names}
are what translations work from."""


@dataclass(frozen=True)
class Suggestion:
    """One whole-turn plan the coach recommends."""

    actions: tuple[Action, ...]
    """The decisions in order, from now until EndTurn."""
    value: float
    """Expected final score after this plan, next roll included."""
    reason_key: str
    """Template key in REASONS."""
    reason_args: dict[str, str | int] = field(default_factory=dict)
    reason: str = ""
    """The English sentence."""


def reason_text(key: str, args: dict[str, str | int]) -> str:
    """The English sentence of a reason key and its arguments."""
    template = REASONS.get(key) or reason_template(key)
    if template is None:
        raise KeyError(key)
    return template.format(**args)


def turn_value(t: Table, model: BoardModel, state: GameState, seat: int) -> float:
    """What the coach makes of a turn of `seat` ending in `state` (before its EndTurn): the
    exact score when the seat's game is over, else the expected evaluation after the next
    turn, each of the 21 rolls played out (planner.next_turn_value).

    A pure function of the state: the hint's plan and the same plan played and reviewed
    get the same value, whoever computes it and whenever."""
    sheet = state.sheets[seat]
    if sheet.filled == t.board.n_cells or sheet.item >= len(t.board.items):
        return model.value(sheet, state.frame_rewards, over=True)
    return next_turn_value(t, model, state, seat)


def coach_plans(t: Table, model: BoardModel, state: GameState, seat: int, keep: int = 1) -> list[Plan]:
    """The coach's best `keep` plans (at most CANDIDATES) for `seat` in `state`, its
    decision with the dice on the table and nothing pending, best first; each Plan.value is
    its `turn_value`. The best is the same whatever `keep` is."""
    found = plan_turn(t, model, state, seat, COACH_WIDTHS, keep=CANDIDATES)
    valued = [Plan(p.actions, turn_value(t, model, p.state, seat) if p.state is not None else p.value,
                   p.static, p.events, p.state) for p in found]
    valued.sort(key=lambda p: -p.value)  # stable: a tie keeps the search's order
    return valued[:max(1, keep)]


def suggest(game: Game, seat: int, count: int = 3) -> list[Suggestion]:
    """The coach's best `count` plans (at most CANDIDATES) for `seat` now, best first; []
    when it is not the seat's decision. The first is the hint; `coach_plans` makes them."""
    if game.over or game.to_move() != seat:
        return []
    t = game.table
    state = game.state
    model = model_for(t.board, EXPERT_WEIGHTS)
    sheet = state.sheets[seat]
    if sheet.busy or all(sheet.dice_done):
        a = forced_action(t, state, seat) or best_choice(t, model, state, seat)
        if a is None:
            return []
        return [Suggestion((a,), model.value(sheet, state.frame_rewards), "forced", {},
                           reason_text("forced", {}))]
    out = []
    for p in coach_plans(t, model, state, seat, count):
        key, args = explain(game, seat, model, p)
        out.append(Suggestion(tuple(p.actions), round(p.value, 3), key, args, reason_text(key, args)))
    return out


class CoachBot(PlanFollower):
    """The strongest bot: it plays exactly the coach's plan, whole turn by whole turn.

    Same interface as ExpertBot (`choose(game, seat) -> Action`). It plans at its first
    decision of a turn, then plays the plan action by action; if the game moves in a way
    the plan did not foresee (an undo, a replaced game), it plans again from where it is.
    No clock and no chance: a game's result depends only on its seed.
    """

    name = "coach"

    def __init__(self, seed: int = 0) -> None:
        super().__init__()
        self.seed = seed

    def decide(self, game: Game, seat: int) -> Action | list[Action]:
        t = game.table
        state = game.state
        model = model_for(t.board, EXPERT_WEIGHTS)
        choice = forced_action(t, state, seat) or best_choice(t, model, state, seat)
        if choice is not None:
            return choice
        plans = coach_plans(t, model, state, seat)
        if not plans:
            return game.legal_actions(seat)[0]
        return list(plans[0].actions)


def explain(game: Game, seat: int, model: BoardModel, plan: Plan) -> Reason:
    """The most telling reason for a plan, as (key, args).

    The rules are the coach's own (`_CORE_RULES`) and those of each module the board plays
    (`module_values.TERMS`), tried in the order of their ranks; without a reason from any,
    the lines the plan's writes keep open give one.
    """
    ev: dict[str, list[Event]] = {}
    for e in plan.events:
        if e.seat == seat:
            ev.setdefault(e.kind, []).append(e)
    after = plan.state.sheets[seat] if plan.state is not None else None
    move = Move(game.board, ev, after, game.state.dice)
    for rule in _rules(game.board):
        reason = rule.pick(move)
        if reason is not None:
            return reason
    return _line_reason(game, seat, model, plan)


def _rules(board: Board) -> list[ReasonRule]:
    """The rules that explain a move on `board`, in the order they are tried."""
    return sorted((*_CORE_RULES, *reason_rules(board)), key=lambda r: r.rank)


def _lines_completed(move: Move) -> Reason | None:
    board = move.board
    lines = [e for e in move.events.get("line_resolved", ()) if e.data["outcome"] != "failed"]
    lines.sort(key=lambda e: (e.data["outcome"] != "perfect", -e.data["strokes"]))
    if len(lines) >= 2:
        first, second = lines[0], lines[1]
        if first.data["outcome"] == "perfect":
            return "perfect_and_line", {"line": board.line_name(first.data["line"]),
                                        "count": first.data["strokes"],
                                        "line2": board.line_name(second.data["line"])}
        return "two_lines", {"line": board.line_name(first.data["line"]),
                             "line2": board.line_name(second.data["line"]),
                             "count": sum(e.data["strokes"] for e in lines)}
    if lines:
        e = lines[0]
        key = "perfect_line" if e.data["outcome"] == "perfect" else "good_line"
        return key, {"line": board.line_name(e.data["line"]), "count": e.data["strokes"]}
    return None


def _item_finished(move: Move) -> Reason | None:
    finished = move.events.get("item_finished")
    if finished:
        return "item_finished", {"item": move.board.defn.items[finished[0].data["item"]].name.en.lower()}
    return None


def _given_up(move: Move) -> Reason | None:
    given_up = move.events.get("die_given_up")
    if given_up and move.dice is not None:
        return "give_up", {"value": move.dice[given_up[0].data["die"]]}
    return None


_CORE_RULES = (
    ReasonRule(RANK_LINES, _lines_completed),
    ReasonRule(RANK_ITEM, _item_finished),
    ReasonRule(RANK_GIVE_UP, _given_up),
)
"""The coach's own rules: what every board has (lines, the shelf, leaves)."""


DUMP_SCORE = 0.1
"""How telling a write into a line that was dead already is, against the lines kept open
(their potential, plus 1 for a perfect run still possible)."""


def _line_reason(game: Game, seat: int, model: BoardModel, plan: Plan) -> Reason:
    board = game.board
    state = plan.state
    dice = game.state.dice
    if state is None or dice is None:
        return "best_value", {}
    sheet = state.sheets[seat]
    best: tuple[float, str, dict[str, str | int]] | None = None
    for a in plan.actions:
        if not isinstance(a, WriteDie):
            continue
        value = dice[a.die] + a.delta
        for li in board.cell_lines[a.cell]:
            vals = [sheet.values[c] for c in board.lines[li]]
            if sheet.line_state[li] != LineState.OPEN:
                continue
            filled = [v for v in vals if v != EMPTY]
            if len(set(filled)) < len(filled):
                # a dead line: fine to dump a die there, if it was dead before this write
                before = [v for c, v in zip(board.lines[li], vals, strict=True) if v != EMPTY and c != a.cell]
                if len(set(before)) < len(before) and (best is None or DUMP_SCORE > best[0]):
                    best = (DUMP_SCORE, "dump", {"value": value, "line": board.line_name(li)})
                continue
            step_ok = _perfect_possible(vals)
            score = model.line_potential(tuple(vals)) + (1.0 if step_ok else 0.0)
            key = "keeps_perfect" if step_ok and len(filled) >= 2 else "keeps_open"
            if best is None or score > best[0]:
                best = (score, key, {"line": board.line_name(li)})
    if best is None:
        return "best_value", {}
    return best[1], best[2]


def _perfect_possible(vals: list[int]) -> bool:
    """The filled values of a line still fit one run of consecutive numbers in line order."""
    known = [(i, v) for i, v in enumerate(vals) if v != EMPTY]
    if len(known) < 2:
        return True
    for step in (1, -1):
        a = known[0][1] - step * known[0][0]
        if all(v == a + step * i for i, v in known) and all(0 <= a + step * i <= 9 for i in range(len(vals))):
            return True
    return False
