"""The rules as pure functions of (table, state, action): what each action does.

`apply` validates completely (legality.check) before it changes anything, so an
IllegalAction always leaves the state as it was.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .actions import (
    Action,
    ActionKind,
    ChooseBonus,
    ChooseLine,
    DeclareGameEnd,
    DrawStroke,
    EndTurn,
    GiveUpDie,
    RecordFrameClaim,
    RollDice,
    WriteDie,
)
from .board import Board
from .events import Event, new_event
from .frontier import frontier, wrote
from .legality import check, legal_actions
from .lines import OUTCOME_WORDS, line_outcome, line_readers, line_strokes
from .modules import circle_leaf, on_game_end, on_give_up, on_stroke, on_turn_end, on_write
from .state import EMPTY, GameState, LineState, Phase, Sheet
from .table import ALL_ROLLS, Table

__all__ = ["ALL_ROLLS", "Table", "apply", "apply_unchecked", "check", "finish_turn", "frontier",
           "legal_actions"]


# ---------------------------------------------------------------- effects


def apply(t: Table, state: GameState, action: Action) -> list[Event]:
    """Check `action`, then change `state` in place; return what happened."""
    check(t, state, action)
    events: list[Event] = []
    _EFFECTS[action.kind](t, state, action, events)
    return events


def apply_unchecked(t: Table, state: GameState, action: Action, events: list[Event]) -> None:
    """Apply an action already known to be legal in `state`, skipping the check.

    For lookahead only (bots try thousands of actions drawn from the same rules as
    `legal_actions`); anything actually played goes through `apply`. An action that is not
    legal here leaves `state` undefined.
    """
    _EFFECTS[action.kind](t, state, action, events)


def _roll(t: Table, state: GameState, a: RollDice, events: list[Event]) -> None:
    state.turn += 1
    state.dice = a.values
    state.typed = a.typed
    state.phase = Phase.PLAY
    state.claims = []
    for s in state.sheets:
        s.dice_done = [False, False]
        s.gave_up = False
        s.confirmed = False
    events.append(new_event(("dice_rolled", None, {"values": a.values, "typed": a.typed, "turn": state.turn})))


def _write(t: Table, state: GameState, a: WriteDie, events: list[Event]) -> None:
    board = t.board
    seat, die, cell, delta = a.seat, a.die, a.cell, a.delta
    sheet = state.sheets[seat]
    dice = state.dice
    assert dice is not None, "the dice are rolled in the play phase"
    value = dice[die] + delta
    if delta:
        sheet.leaves_coloured += abs(delta)
        events.append(new_event(("leaves_coloured", seat, {"count": abs(delta), "delta": delta})))
    sheet.values[cell] = value
    wrote(board, sheet, cell)
    sheet.filled += 1
    done = sheet.dice_done
    done[die] = True
    events.append(new_event(("cell_written", seat, {"cell": cell, "value": value, "die": die, "delta": delta})))
    if board.hooks["on_write"]:
        on_write(board, state, seat, cell, value, t.solo, events)
    _resolve_lines(board, sheet, seat, cell, events)
    if sheet.filled == len(board.coords):  # Board.n_cells, without a call
        for d in (0, 1):
            if not done[d]:
                done[d] = True
                events.append(new_event(("die_discarded", seat, {"die": d})))
    if sheet.stroke_queue:
        _advance_strokes(t, state, seat, events)


def _resolve_lines(board: Board, sheet: Sheet, seat: int, cell: int, events: list[Event]) -> None:
    gains: list[tuple[int, tuple[str, int]]] = []
    values = sheet.values
    reads = line_readers(board.lines)
    for li in board.cell_lines[cell]:
        vals = reads[li](values)
        if EMPTY in vals:
            continue
        outcome = line_outcome(vals)
        sheet.line_state[li] = outcome
        strokes = line_strokes(outcome, len(vals))
        events.append(new_event(("line_resolved", seat, {
            "line": li, "outcome": OUTCOME_WORDS[outcome],
            "strokes": strokes[1] if strokes else 0, "stroke_kind": strokes[0] if strokes else None,
        })))
        if strokes:
            gains.append((li, strokes))
    if len(gains) == 2 and gains[0][1][0] != gains[1][1][0]:
        sheet.line_choice = (gains[0][0], gains[1][0])
        events.append(new_event(("line_choice_needed", seat, {"lines": sheet.line_choice})))
        return
    for _, (kind, count) in gains:
        _queue(sheet, kind, count, seat, events)


def _queue(sheet: Sheet, kind: str, count: int, seat: int, events: list[Event], front: bool = False) -> None:
    if front:
        sheet.stroke_queue.insert(0, [kind, count])
    elif sheet.stroke_queue and sheet.stroke_queue[-1][0] == kind:
        sheet.stroke_queue[-1][1] += count
    else:
        sheet.stroke_queue.append([kind, count])
    total = 0
    for run in sheet.stroke_queue:
        total += run[1]
    events.append(new_event(("strokes_pending", seat, {"kind": kind, "count": count, "total": total})))


def _advance_strokes(t: Table, state: GameState, seat: int, events: list[Event]) -> None:
    """Strokes left when every item is finished are lost (R10)."""
    sheet = state.sheets[seat]
    if sheet.stroke_queue and sheet.item >= len(t.board.items):
        lost = sheet.pending_strokes
        sheet.stroke_queue.clear()
        events.append(new_event(("strokes_lost", seat, {"count": lost})))


def _give_up(t: Table, state: GameState, a: GiveUpDie, events: list[Event]) -> None:
    sheet = state.sheets[a.seat]
    sheet.dice_done[a.die] = True
    sheet.gave_up = True
    events.append(new_event(("die_given_up", a.seat, {"die": a.die})))
    circle_leaf(t.board, sheet, a.seat, "give_up", events)
    on_give_up(t.board, state, a.seat, t.solo, events)


def _choose_line(t: Table, state: GameState, a: ChooseLine, events: list[Event]) -> None:
    sheet = state.sheets[a.seat]
    order = [a.line] + [ln for ln in sheet.line_choice if ln != a.line]
    sheet.line_choice = ()
    for li in order:
        strokes = line_strokes(LineState(sheet.line_state[li]), len(t.board.lines[li]))
        assert strokes is not None, "a line to choose gave strokes"
        _queue(sheet, strokes[0], strokes[1], a.seat, events)
    _advance_strokes(t, state, a.seat, events)


def _stroke(t: Table, state: GameState, a: DrawStroke, events: list[Event]) -> None:
    board = t.board
    seat = a.seat
    sheet = state.sheets[seat]
    run = sheet.stroke_queue[0]
    kind = run[0]
    item = board.items[sheet.item]
    if board.hooks["on_stroke"]:
        on_stroke(board, state, seat, t.solo, events)
    frm = sheet.pen
    sheet.pen = a.to_node
    sheet.item_strokes += 1
    run[1] -= 1
    if run[1] == 0:
        sheet.stroke_queue.pop(0)
    events.append(new_event(("stroke_drawn", seat, {"item": sheet.item, "from": frm, "to": a.to_node, "kind": kind})))
    if sheet.pen == len(item.kinds) - 1:
        finished = sheet.item
        sheet.item += 1
        sheet.pen = 0
        sheet.item_strokes = 0
        events.append(new_event(("item_finished", seat, {"item": finished, "bonus": item.bonus})))
        if item.bonus:
            sheet.bonus_pending = True
            events.append(new_event(("bonus_offered", seat, {"item": finished})))
        _advance_strokes(t, state, seat, events)


def _bonus(t: Table, state: GameState, a: ChooseBonus, events: list[Event]) -> None:
    sheet = state.sheets[a.seat]
    sheet.bonus_pending = False
    events.append(new_event(("bonus_chosen", a.seat, {"bonus": a.bonus})))
    if a.bonus == "leaf":
        circle_leaf(t.board, sheet, a.seat, "bonus", events)
    else:
        _queue(sheet, "sun", 1, a.seat, events, front=True)
        _advance_strokes(t, state, a.seat, events)


def _end_turn(t: Table, state: GameState, a: EndTurn, events: list[Event]) -> None:
    sheet = state.sheets[a.seat]
    sheet.confirmed = True
    events.append(new_event(("turn_confirmed", a.seat, {"turn": state.turn})))
    for s in state.sheets:
        if not s.confirmed:
            return
    finish_turn(t, state, events)


def finish_turn(t: Table, state: GameState, events: list[Event]) -> None:
    """Every seat has confirmed: the modules act (the frames race is settled), then the game
    ends or awaits a roll."""
    board = t.board
    if board.hooks["on_turn_end"]:
        on_turn_end(board, state, t.solo, events)
    events.append(new_event(("turn_ended", None, {"turn": state.turn})))
    n_cells = len(board.coords)
    n_items = len(board.items)
    over = state.end_declared
    for s in state.sheets:
        if s.filled == n_cells or s.item >= n_items:
            over = True
    if over:
        state.phase = Phase.OVER
        events.append(new_event(("game_ended", None, {"turn": state.turn})))
        on_game_end(board, state, t.solo, events)
    else:
        state.phase = Phase.ROLL
        state.dice = None


def _claim(t: Table, state: GameState, a: RecordFrameClaim, events: list[Event]) -> None:
    state.claims.append(a.family)
    events.append(new_event(("frame_claim_recorded", a.seat, {"family": a.family})))


def _declare(t: Table, state: GameState, a: DeclareGameEnd, events: list[Event]) -> None:
    state.end_declared = True
    state.sheets[a.seat].end_declared = True
    events.append(new_event(("game_end_declared", a.seat, {})))


_Effect = Callable[[Table, GameState, Any, list[Event]], None]
"""What an action does; each takes the action type of its kind (`_EFFECTS`), which a
type cannot say of a table keyed by kind, hence `Any` for the action."""

_EFFECTS: dict[ActionKind, _Effect] = {
    "roll": _roll,
    "write": _write,
    "give_up": _give_up,
    "choose_line": _choose_line,
    "stroke": _stroke,
    "bonus": _bonus,
    "end_turn": _end_turn,
    "frame_claim": _claim,
    "game_end": _declare,
}
