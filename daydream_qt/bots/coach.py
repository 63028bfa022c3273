"""The coach: the best few whole-turn plans for the dice on the table, with a reason each.

`suggest(game, seat, budget_ms)` runs the expert's planner under a wall-clock cap and
returns `Suggestion`s, best first. Each reason is given three ways: a template key and
its arguments (for translation) and the English sentence built from them.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from daydream_qt.engine import Action, Game
from daydream_qt.engine.events import Event
from daydream_qt.engine.state import EMPTY, LineState

from .evaluation import EXPERT_WEIGHTS, BoardModel, model_for
from .greedy import best_choice, forced_action
from .planner import Budget, Plan, plan_turn, refine

COACH_BUDGET = Budget(first=20, second=8, lookahead=12)
"""Search widths the coach tries within its time cap."""
REFINE = 6
"""Best plans the coach then plays one turn further (every roll), time permitting."""

REASONS: dict[str, str] = {
    "perfect_line": "completes {line} as a perfect line: {count} sun strokes",
    "good_line": "completes {line} with all different numbers: {count} dot strokes",
    "two_lines": "completes {line} and {line2}: {count} strokes in all",
    "perfect_and_line": "completes {line} as a perfect line: {count} sun strokes, and {line2} too",
    "item_finished": "finishes the {item} on the shelf",
    "star_circled": "moves the constellation pen {steps} points and circles a big star",
    "track_advance": "moves the constellation pen {steps} points",
    "garland_points": "matches the moon above it on the garland: {points} points",
    "garland_leaf": "matches the moon above it on the garland: a new leaf",
    "frame_reward": "completes a frame family: {points} points",
    "star_polaroid": "puts a {value} on a star polaroid",
    "moon_polaroid": "puts only a {value} on a moon polaroid",
    "new_polaroid": "adds a new number, {value}, to the polaroids",
    "note_head": "colours a note head with two {value}s",
    "give_up": "gives up the {value} to circle a leaf",
    "keeps_perfect": "keeps {line} open for a perfect run",
    "keeps_open": "keeps {line} free of repeats",
    "dump": "puts the {value} in {line}, which has a repeat already",
    "best_value": "leaves the sheet with the best expected score",
    "forced": "this is the only move",
}
"""Reason templates (English); keys and {names} are what translations work from."""


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
    return REASONS[key].format(**args)


def suggest(game: Game, seat: int, budget_ms: float = 200.0, count: int = 3) -> list[Suggestion]:
    """The best `count` plans for `seat` now, best first; [] when it is not the seat's decision.

    Searches with the coach's widths, stopping early when `budget_ms` runs out (the best
    plans found so far are returned).
    """
    start = time.perf_counter()
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
    deadline = start + budget_ms / 1000.0 * 0.8
    plans = plan_turn(t, model, state, seat, COACH_BUDGET, deadline=deadline, keep=max(count, REFINE))
    plans = refine(t, model, plans, seat, deadline)[:count]
    out = []
    for p in plans:
        key, args = explain(game, seat, model, p)
        out.append(Suggestion(tuple(p.actions), round(p.value, 3), key, args, reason_text(key, args)))
    return out


def explain(game: Game, seat: int, model: BoardModel, plan: Plan) -> tuple[str, dict[str, str | int]]:
    """The most telling reason for a plan, as (key, args)."""
    board = game.board
    dice = game.state.dice
    ev: dict[str, list[Event]] = {}
    for e in plan.events:
        if e.seat == seat:
            ev.setdefault(e.kind, []).append(e)
    lines = [e for e in ev.get("line_resolved", []) if e.data["outcome"] != "failed"]
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
    if ev.get("item_finished"):
        i = ev["item_finished"][0].data["item"]
        return "item_finished", {"item": board.defn.items[i].name.en.lower()}
    for e in ev.get("frame_reward_taken", []):
        return "frame_reward", {"points": e.data["value"]}
    for e in ev.get("garland_reward_circled", []):
        if e.data["kind"] == "points":
            return "garland_points", {"points": e.data["value"]}
        return "garland_leaf", {}
    if ev.get("track_advanced"):
        steps = sum(e.data["to"] - e.data["from"] for e in ev["track_advanced"])
        if ev.get("star_circled"):
            return "star_circled", {"steps": steps}
    if ev.get("note_coloured"):
        e = ev["note_coloured"][0]
        cell = board.notes[e.data["note"]][0]
        return "note_head", {"value": plan.state.sheets[seat].values[cell] if plan.state else 0}
    for e in ev.get("polaroid_filled", []):
        kind = board.polaroid_kinds[e.data["polaroid"]]
        if board.polaroid_scoring == "star_minus_moon":
            if kind == "star" and e.data["value"] >= 5:
                return "star_polaroid", {"value": e.data["value"]}
            if kind == "moon" and e.data["value"] <= 2:
                return "moon_polaroid", {"value": e.data["value"]}
        else:
            return "new_polaroid", {"value": e.data["value"]}
    if ev.get("die_given_up"):
        d = ev["die_given_up"][0].data["die"]
        return "give_up", {"value": dice[d]}
    if ev.get("track_advanced"):
        steps = sum(e.data["to"] - e.data["from"] for e in ev["track_advanced"])
        return "track_advance", {"steps": steps}
    return _line_reason(game, seat, model, plan)


def _line_reason(game: Game, seat: int, model: BoardModel, plan: Plan) -> tuple[str, dict[str, str | int]]:
    board = game.board
    state = plan.state
    if state is None:
        return "best_value", {}
    sheet = state.sheets[seat]
    best: tuple[float, str, dict[str, str | int]] | None = None
    for a in plan.actions:
        if a.kind != "write":
            continue
        value = game.state.dice[a.die] + a.delta
        for li in board.cell_lines[a.cell]:
            vals = [sheet.values[c] for c in board.lines[li]]
            if sheet.line_state[li] != LineState.OPEN:
                continue
            filled = [v for v in vals if v != EMPTY]
            if len(set(filled)) < len(filled):
                # a dead line: fine to dump a die there, if it was dead before this write
                before = [v for c, v in zip(board.lines[li], vals, strict=True) if v != EMPTY and c != a.cell]
                if len(set(before)) < len(before):
                    cand = (0.1, "dump", {"value": value, "line": board.line_name(li)})
                    best = cand if best is None or cand[0] > best[0] else best
                continue
            step_ok = _perfect_possible(vals)
            score = model.line_potential(tuple(vals)) + (1.0 if step_ok else 0.0)
            key = "keeps_perfect" if step_ok and len(filled) >= 2 else "keeps_open"
            cand = (score, key, {"line": board.line_name(li)})
            if best is None or cand[0] > best[0]:
                best = cand
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
