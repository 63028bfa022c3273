"""The rules as pure functions of (table, state, action): legal actions and their effects.

`apply` validates completely before it changes anything, so an IllegalAction always
leaves the state as it was.
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import (
    Action,
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
from .errors import IllegalAction, Reason
from .events import Event
from .lines import line_outcome, line_strokes
from .modules import circle_leaf, cross_out_frame_rewards, on_write, settle_frames_race
from .state import EMPTY, GameState, LineState, Mode, Phase, Reward, Sheet
from .strokes import stroke_target

ALL_ROLLS = tuple((a, b) for a in range(1, 7) for b in range(1, 7))


@dataclass(frozen=True, slots=True)
class Table:
    """What the rules need to know besides the state: the board and who plays."""

    board: Board
    mode: Mode
    seats: int
    table_size: int
    """Players at the table: seats, or in scoresheet mode the count typed in (frames race)."""

    @property
    def solo(self) -> bool:
        """Solo rules apply with exactly one player at the table."""
        return self.table_size == 1

    def new_state(self) -> GameState:
        return GameState(self.board, self.seats)


def _fail(reason: Reason, message: str) -> IllegalAction:
    return IllegalAction(reason, message)


# ---------------------------------------------------------------- legal actions


def frontier(board: Board, sheet: Sheet, anywhere: bool) -> list[int]:
    """Empty cells a die may be written into: next to a filled cell, or anywhere (R2)."""
    values = sheet.values
    if anywhere:
        return [c for c, v in enumerate(values) if v == EMPTY]
    nb = board.neighbours
    out = []
    for c, v in enumerate(values):
        if v == EMPTY:
            for n in nb[c]:
                if values[n] != EMPTY:
                    out.append(c)
                    break
    return out


def legal_actions(t: Table, state: GameState, seat: int | None) -> list[Action]:
    """Exactly the actions `seat` (None: chance) may take now."""
    if state.phase == Phase.OVER:
        return []
    if state.phase == Phase.ROLL:
        if seat is not None:
            return []
        typed = t.mode == Mode.SCORESHEET
        return [RollDice(v, typed) for v in ALL_ROLLS]
    if seat is None or seat != state.current_seat():
        return []
    sheet = state.sheets[seat]
    if sheet.line_choice:
        return [ChooseLine(seat, ln) for ln in sheet.line_choice]
    if sheet.bonus_pending:
        return [ChooseBonus(seat, "sun"), ChooseBonus(seat, "leaf")]
    if sheet.stroke_queue:
        item = t.board.items[sheet.item]
        return [DrawStroke(seat, sheet.item, stroke_target(item, sheet.pen, sheet.stroke_queue[0][0]))]
    out: list[Action] = []
    undone = [d for d in (0, 1) if not sheet.dice_done[d]]
    if undone:
        cells = frontier(t.board, sheet, state.turn == 0)
        avail = sheet.leaves_available
        dice = state.dice
        for d in undone:
            base = dice[d]
            lo = max(-avail, -base)
            hi = min(avail, 9 - base)
            for c in cells:
                for delta in range(lo, hi + 1):
                    out.append(WriteDie(seat, d, c, delta))
        if state.turn > 0 and not sheet.gave_up:
            out.extend(GiveUpDie(seat, d) for d in undone)
    else:
        out.append(EndTurn(seat))
    if t.mode == Mode.SCORESHEET and not t.solo:
        for fi, rewards in enumerate(state.frame_rewards):
            if Reward.AVAILABLE in rewards and fi not in state.claims:
                out.append(RecordFrameClaim(seat, fi))
        if not state.end_declared:
            out.append(DeclareGameEnd(seat))
    return out


# ---------------------------------------------------------------- validation


def check(t: Table, state: GameState, action: Action) -> None:
    """Raise IllegalAction when `action` is not legal now; change nothing."""
    kind = getattr(action, "kind", None)
    if state.phase == Phase.OVER:
        raise _fail(Reason.GAME_OVER, "The game is over.")
    if kind == "roll":
        _check_roll(t, state, action)
        return
    if kind not in _CHECKS:
        raise _fail(Reason.UNKNOWN_ACTION, "That is not an action of this game.")
    seat = action.seat
    if type(seat) is not int or not 0 <= seat < len(state.sheets):
        raise _fail(Reason.NO_SUCH_SEAT, "There is no such seat at this table.")
    if state.phase == Phase.ROLL:
        raise _fail(Reason.NEED_ROLL, "Roll the dice first.")
    if seat != state.current_seat():
        sheet = state.sheets[seat]
        if sheet.confirmed:
            raise _fail(Reason.ALREADY_CONFIRMED, "This seat has already confirmed its turn.")
        raise _fail(Reason.NOT_YOUR_DECISION, "It is another seat's turn to play.")
    _CHECKS[kind](t, state, state.sheets[seat], action)


def _check_roll(t: Table, state: GameState, a: RollDice) -> None:
    if state.phase != Phase.ROLL:
        raise _fail(Reason.ALREADY_ROLLED, "The dice of this turn are already rolled.")
    v = a.values
    if not (isinstance(v, tuple) and len(v) == 2 and all(type(x) is int and 1 <= x <= 6 for x in v)):
        raise _fail(Reason.BAD_DICE, "Each die shows a number from 1 to 6.")
    if t.mode == Mode.SCORESHEET and not a.typed:
        raise _fail(Reason.TYPED_DICE_ONLY, "In scoresheet mode the dice are typed in from the table.")
    if t.mode != Mode.SCORESHEET and a.typed:
        raise _fail(Reason.ROLLED_DICE_ONLY, "In this mode the app rolls the dice.")


def _check_not_busy(sheet: Sheet) -> None:
    if sheet.line_choice:
        raise _fail(Reason.RESOLVE_FIRST, "First choose which completed line to resolve.")
    if sheet.bonus_pending:
        raise _fail(Reason.RESOLVE_FIRST, "First choose the bonus of the item you finished.")
    if sheet.stroke_queue:
        raise _fail(Reason.RESOLVE_FIRST, "First draw your pending strokes on the shelf.")


def _check_die(sheet: Sheet, die: object) -> None:
    if die not in (0, 1) or type(die) is not int:
        raise _fail(Reason.NO_SUCH_DIE, "There are only two dice.")
    if sheet.dice_done[die]:
        raise _fail(Reason.DIE_USED, "This die has already been used this turn.")


def _check_write(t: Table, state: GameState, sheet: Sheet, a: WriteDie) -> None:
    _check_not_busy(sheet)
    _check_die(sheet, a.die)
    cell, delta = a.cell, a.delta
    if type(cell) is not int or not 0 <= cell < t.board.n_cells:
        raise _fail(Reason.NO_SUCH_CELL, "There is no such cell on this board.")
    if sheet.values[cell] != EMPTY:
        raise _fail(Reason.CELL_FILLED, "This cell already holds a number.")
    if type(delta) is not int:
        raise _fail(Reason.VALUE_OUT_OF_RANGE, "The leaf change must be a whole number.")
    if abs(delta) > sheet.leaves_available:
        n = sheet.leaves_available
        raise _fail(Reason.NO_CIRCLED_LEAF,
                    "You have no circled leaf to colour." if n == 0
                    else f"You have only {n} circled leaf{'s' if n > 1 else ''} to colour.")
    value = state.dice[a.die] + delta
    if not 0 <= value <= 9:
        raise _fail(Reason.VALUE_OUT_OF_RANGE, "A written number must lie between 0 and 9.")
    if state.turn > 0 and all(sheet.values[n] == EMPTY for n in t.board.neighbours[cell]):
        raise _fail(Reason.CELL_NOT_ADJACENT, "Write next to a cell that already holds a number.")


def _check_give_up(t: Table, state: GameState, sheet: Sheet, a: GiveUpDie) -> None:
    _check_not_busy(sheet)
    _check_die(sheet, a.die)
    if state.turn == 0:
        raise _fail(Reason.NO_GIVE_UP_AT_START, "Starting numbers cannot be given up.")
    if sheet.gave_up:
        raise _fail(Reason.SECOND_GIVE_UP, "Only one die per turn may be given up.")


def _check_choose_line(t: Table, state: GameState, sheet: Sheet, a: ChooseLine) -> None:
    if not sheet.line_choice:
        raise _fail(Reason.NO_LINE_CHOICE, "There is no line order to choose now.")
    if a.line not in sheet.line_choice:
        raise _fail(Reason.NO_LINE_CHOICE, "Choose one of the lines you just completed.")


def _check_stroke(t: Table, state: GameState, sheet: Sheet, a: DrawStroke) -> None:
    if sheet.line_choice or sheet.bonus_pending:
        _check_not_busy(sheet)
    if not sheet.stroke_queue:
        raise _fail(Reason.NO_PENDING_STROKE, "You have no stroke to draw.")
    target = stroke_target(t.board.items[sheet.item], sheet.pen, sheet.stroke_queue[0][0])
    if a.item != sheet.item or a.to_node != target:
        kind = sheet.stroke_queue[0][0]
        raise _fail(Reason.WRONG_STROKE,
                    "A sun stroke goes from the pen to the next sun." if kind == "sun"
                    else "A dot stroke goes from the pen to the very next node.")


def _check_bonus(t: Table, state: GameState, sheet: Sheet, a: ChooseBonus) -> None:
    if not sheet.bonus_pending:
        raise _fail(Reason.NO_BONUS, "There is no bonus to choose now.")
    if a.bonus not in ("sun", "leaf"):
        raise _fail(Reason.BAD_BONUS, "The bonus is either a sun stroke or a leaf.")


def _check_end_turn(t: Table, state: GameState, sheet: Sheet, a: EndTurn) -> None:
    _check_not_busy(sheet)
    if not all(sheet.dice_done):
        raise _fail(Reason.DICE_LEFT, "Write or give up both dice before you confirm.")


def _check_claim(t: Table, state: GameState, sheet: Sheet, a: RecordFrameClaim) -> None:
    if t.mode != Mode.SCORESHEET or t.solo:
        raise _fail(Reason.NOT_SCORESHEET, "Other players' claims are recorded only on a scoresheet of several players.")
    if "frames" not in t.board.modules:
        raise _fail(Reason.NO_FRAMES, "This combination has no frames.")
    _check_not_busy(sheet)
    if type(a.family) is not int or not 0 <= a.family < len(state.frame_rewards):
        raise _fail(Reason.NO_FRAMES, "There is no such frame family.")
    if Reward.AVAILABLE not in state.frame_rewards[a.family] or a.family in state.claims:
        raise _fail(Reason.NO_REWARD_LEFT, "No reward of this family is left to take.")


def _check_declare(t: Table, state: GameState, sheet: Sheet, a: DeclareGameEnd) -> None:
    if t.mode != Mode.SCORESHEET or t.solo:
        raise _fail(Reason.NOT_SCORESHEET, "Only a scoresheet of several players records another player ending the game.")
    _check_not_busy(sheet)
    if state.end_declared:
        raise _fail(Reason.ALREADY_DECLARED, "The end of the game is already recorded.")


_CHECKS = {
    "write": _check_write,
    "give_up": _check_give_up,
    "choose_line": _check_choose_line,
    "stroke": _check_stroke,
    "bonus": _check_bonus,
    "end_turn": _check_end_turn,
    "frame_claim": _check_claim,
    "game_end": _check_declare,
}


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
    events.append(Event("dice_rolled", None, {"values": a.values, "typed": a.typed, "turn": state.turn}))


def _write(t: Table, state: GameState, a: WriteDie, events: list[Event]) -> None:
    board = t.board
    seat = a.seat
    sheet = state.sheets[seat]
    value = state.dice[a.die] + a.delta
    if a.delta:
        sheet.leaves_coloured += abs(a.delta)
        events.append(Event("leaves_coloured", seat, {"count": abs(a.delta), "delta": a.delta}))
    sheet.values[a.cell] = value
    sheet.filled += 1
    sheet.dice_done[a.die] = True
    events.append(Event("cell_written", seat, {"cell": a.cell, "value": value, "die": a.die, "delta": a.delta}))
    on_write(board, state, seat, a.cell, value, t.solo, events)
    _resolve_lines(board, sheet, seat, a.cell, events)
    if sheet.filled == board.n_cells:
        for d in (0, 1):
            if not sheet.dice_done[d]:
                sheet.dice_done[d] = True
                events.append(Event("die_discarded", seat, {"die": d}))
    _advance_strokes(t, state, seat, events)


def _resolve_lines(board: Board, sheet: Sheet, seat: int, cell: int, events: list[Event]) -> None:
    gains = []
    for li in board.cell_lines[cell]:
        cells = board.lines[li]
        vals = [sheet.values[c] for c in cells]
        if EMPTY in vals:
            continue
        outcome = line_outcome(vals)
        sheet.line_state[li] = outcome
        strokes = line_strokes(outcome, len(cells))
        events.append(Event("line_resolved", seat, {
            "line": li, "outcome": outcome.name.lower(),
            "strokes": strokes[1] if strokes else 0, "stroke_kind": strokes[0] if strokes else None,
        }))
        if strokes:
            gains.append((li, strokes))
    if len(gains) == 2 and gains[0][1][0] != gains[1][1][0]:
        sheet.line_choice = (gains[0][0], gains[1][0])
        events.append(Event("line_choice_needed", seat, {"lines": sheet.line_choice}))
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
    events.append(Event("strokes_pending", seat, {"kind": kind, "count": count, "total": sheet.pending_strokes}))


def _advance_strokes(t: Table, state: GameState, seat: int, events: list[Event]) -> None:
    """Strokes left when every item is finished are lost (R10)."""
    sheet = state.sheets[seat]
    if sheet.stroke_queue and sheet.item >= len(t.board.items):
        lost = sheet.pending_strokes
        sheet.stroke_queue.clear()
        events.append(Event("strokes_lost", seat, {"count": lost}))


def _give_up(t: Table, state: GameState, a: GiveUpDie, events: list[Event]) -> None:
    sheet = state.sheets[a.seat]
    sheet.dice_done[a.die] = True
    sheet.gave_up = True
    events.append(Event("die_given_up", a.seat, {"die": a.die}))
    circle_leaf(t.board, sheet, a.seat, "give_up", events)
    if t.solo:
        sheet.thorns += 1
        events.append(Event("thorn_drawn", a.seat, {"thorns": sheet.thorns}))


def _choose_line(t: Table, state: GameState, a: ChooseLine, events: list[Event]) -> None:
    sheet = state.sheets[a.seat]
    order = [a.line] + [ln for ln in sheet.line_choice if ln != a.line]
    sheet.line_choice = ()
    for li in order:
        kind, count = line_strokes(LineState(sheet.line_state[li]), len(t.board.lines[li]))
        _queue(sheet, kind, count, a.seat, events)
    _advance_strokes(t, state, a.seat, events)


def _stroke(t: Table, state: GameState, a: DrawStroke, events: list[Event]) -> None:
    board = t.board
    seat = a.seat
    sheet = state.sheets[seat]
    run = sheet.stroke_queue[0]
    kind = run[0]
    item = board.items[sheet.item]
    if t.solo and sheet.item_strokes == 0:
        if sheet.item == board.clover_item:
            cross_out_frame_rewards(state, 0, seat, events)
        elif sheet.item == board.bow_tie_item:
            cross_out_frame_rewards(state, 1, seat, events)
    frm = sheet.pen
    sheet.pen = a.to_node
    sheet.item_strokes += 1
    run[1] -= 1
    if run[1] == 0:
        sheet.stroke_queue.pop(0)
    events.append(Event("stroke_drawn", seat, {"item": sheet.item, "from": frm, "to": a.to_node, "kind": kind}))
    if sheet.pen == len(item.kinds) - 1:
        finished = sheet.item
        sheet.item += 1
        sheet.pen = 0
        sheet.item_strokes = 0
        events.append(Event("item_finished", seat, {"item": finished, "bonus": item.bonus}))
        if item.bonus:
            sheet.bonus_pending = True
            events.append(Event("bonus_offered", seat, {"item": finished}))
    _advance_strokes(t, state, seat, events)


def _bonus(t: Table, state: GameState, a: ChooseBonus, events: list[Event]) -> None:
    sheet = state.sheets[a.seat]
    sheet.bonus_pending = False
    events.append(Event("bonus_chosen", a.seat, {"bonus": a.bonus}))
    if a.bonus == "leaf":
        circle_leaf(t.board, sheet, a.seat, "bonus", events)
    else:
        _queue(sheet, "sun", 1, a.seat, events, front=True)
        _advance_strokes(t, state, a.seat, events)


def _end_turn(t: Table, state: GameState, a: EndTurn, events: list[Event]) -> None:
    sheet = state.sheets[a.seat]
    sheet.confirmed = True
    events.append(Event("turn_confirmed", a.seat, {"turn": state.turn}))
    if all(s.confirmed for s in state.sheets):
        finish_turn(t, state, events)


def finish_turn(t: Table, state: GameState, events: list[Event]) -> None:
    """Every seat has confirmed: settle the frames race, then end the game or await a roll."""
    board = t.board
    if "frames" in board.modules and not t.solo:
        settle_frames_race(board, state, events)
    events.append(Event("turn_ended", None, {"turn": state.turn}))
    n_items = len(board.items)
    if state.end_declared or any(s.filled == board.n_cells or s.item >= n_items for s in state.sheets):
        state.phase = Phase.OVER
        events.append(Event("game_ended", None, {"turn": state.turn}))
    else:
        state.phase = Phase.ROLL
        state.dice = None


def _claim(t: Table, state: GameState, a: RecordFrameClaim, events: list[Event]) -> None:
    state.claims.append(a.family)
    events.append(Event("frame_claim_recorded", a.seat, {"family": a.family}))


def _declare(t: Table, state: GameState, a: DeclareGameEnd, events: list[Event]) -> None:
    state.end_declared = True
    state.sheets[a.seat].end_declared = True
    events.append(Event("game_end_declared", a.seat, {}))


_EFFECTS = {
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
