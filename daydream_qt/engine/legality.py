"""Legality: exactly which actions may be taken now, and why any other is refused.

`check` raises IllegalAction (a reason code and one plain sentence) and never changes
anything; `legal_actions` lists every action `check` would accept.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from itertools import chain
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
from .errors import IllegalAction, Reason
from .frontier import frontier, near_cells
from .state import EMPTY, GameState, Mode, Phase, Reward, Sheet
from .strokes import stroke_target
from .table import ALL_ROLLS, Table

_OVER, _ROLL, _PLAY, _SCORESHEET = Phase.OVER, Phase.ROLL, Phase.PLAY, Mode.SCORESHEET
"""Members read at every decision: an enum's member is looked up on its class more slowly
than a module's name."""


def _fail(reason: Reason, message: str) -> IllegalAction:
    return IllegalAction(reason, message)


# ---------------------------------------------------------------- legal actions


MAX_DELTA = 9
"""No leaf change reaches past 9 either way: a die shows 1..6 and a number lies in 0..9."""


@cache
def write_actions(seat: int, n_cells: int) -> tuple[tuple[tuple[WriteDie, ...], ...], ...]:
    """Every WriteDie of `seat` on a grid of `n_cells`, by die, cell and delta + MAX_DELTA.

    Actions are immutable values, so the lists of legal writes are sliced out of this table
    instead of building hundreds of tuples at every decision (cached per seat and size).
    """
    deltas = range(-MAX_DELTA, MAX_DELTA + 1)
    return tuple(tuple(tuple(WriteDie(seat, d, c, delta) for delta in deltas) for c in range(n_cells))
                 for d in (0, 1))


@cache
def writes_by_cell(seat: int, n_cells: int, die: int, lo: int, hi: int) -> tuple[tuple[WriteDie, ...], ...]:
    """For each cell, the WriteDie of `seat`'s `die` with the deltas lo..hi, in order: the
    writes of one cell at a decision (slices of `write_actions`, cached per leaf range)."""
    return tuple(by_delta[lo + MAX_DELTA:hi + MAX_DELTA + 1] for by_delta in write_actions(seat, n_cells)[die])


@cache
def seat_actions(seat: int) -> tuple[GiveUpDie, GiveUpDie, EndTurn]:
    """The actions of `seat` that name nothing but a die: giving up die 0 and die 1 (by
    index), and EndTurn (index 2); cached, as `write_actions`."""
    return (GiveUpDie(seat, 0), GiveUpDie(seat, 1), EndTurn(seat))


def legal_actions(t: Table, state: GameState, seat: int | None) -> list[Action]:
    """Exactly the actions `seat` (None: chance) may take now."""
    phase = state.phase
    if phase != _PLAY:
        if phase == _ROLL and seat is None:
            typed = t.mode == _SCORESHEET
            return [RollDice(v, typed) for v in ALL_ROLLS]
        return []
    if seat is None or ((seat != 0 or state.sheets[0].confirmed) and seat != state.current_seat()):
        return []  # (an unconfirmed seat 0 is the current seat)
    sheet = state.sheets[seat]
    if sheet.line_choice:
        return [ChooseLine(seat, ln) for ln in sheet.line_choice]
    if sheet.bonus_pending:
        return [ChooseBonus(seat, "sun"), ChooseBonus(seat, "leaf")]
    if sheet.stroke_queue:
        item = t.board.items[sheet.item]
        return [DrawStroke(seat, sheet.item, stroke_target(item, sheet.pen, sheet.stroke_queue[0][0]))]
    out: list[Action] = []
    done = sheet.dice_done
    if done[0]:
        undone: tuple[int, ...] = () if done[1] else (1,)
    else:
        undone = (0,) if done[1] else (0, 1)
    if undone:
        cells = frontier(t.board, sheet, True) if state.turn == 0 else near_cells(t.board, sheet)
        avail = sheet.leaves_circled - sheet.leaves_coloured
        dice = state.dice
        assert dice is not None, "the dice are rolled in the play phase"
        n_cells = len(sheet.values)
        for d in undone:
            base = dice[d]
            by_cell = writes_by_cell(seat, n_cells, d, max(-avail, -base), min(avail, 9 - base))
            out.extend(chain.from_iterable(map(by_cell.__getitem__, cells)))  # by_cell[c] for c in cells
        if state.turn > 0 and not sheet.gave_up:
            give_ups = seat_actions(seat)
            for d in undone:
                out.append(give_ups[d])
    else:
        out.append(seat_actions(seat)[2])
    if t.mode == _SCORESHEET and not t.solo:
        for fi, rewards in enumerate(state.frame_rewards):
            if Reward.AVAILABLE in rewards and fi not in state.claims:
                out.append(RecordFrameClaim(seat, fi))
        if not state.end_declared:
            out.append(DeclareGameEnd(seat))
    return out


# ---------------------------------------------------------------- validation


def check(t: Table, state: GameState, action: Action) -> None:
    """Raise IllegalAction when `action` is not legal now; change nothing."""
    kind = getattr(action, "kind", None)  # anything but an action is refused below
    if state.phase == _OVER:
        raise _fail(Reason.GAME_OVER, "The game is over.")
    if kind == "roll" and isinstance(action, RollDice):
        _check_roll(t, state, action)
        return
    if kind not in _CHECKS:
        raise _fail(Reason.UNKNOWN_ACTION, "That is not an action of this game.")
    seat = action.seat
    if type(seat) is not int or not 0 <= seat < len(state.sheets):
        raise _fail(Reason.NO_SUCH_SEAT, "There is no such seat at this table.")
    if state.phase == _ROLL:
        raise _fail(Reason.NEED_ROLL, "Roll the dice first.")
    sheet = state.sheets[seat]
    if sheet.confirmed or (seat and seat != state.current_seat()):  # seat 0 decides when unconfirmed
        if sheet.confirmed:
            raise _fail(Reason.ALREADY_CONFIRMED, "This seat has already confirmed its turn.")
        raise _fail(Reason.NOT_YOUR_DECISION, "It is another seat's turn to play.")
    _CHECKS[kind](t, state, sheet, action)


def _check_roll(t: Table, state: GameState, a: RollDice) -> None:
    if state.phase != _ROLL:
        raise _fail(Reason.ALREADY_ROLLED, "The dice of this turn are already rolled.")
    v = a.values
    if not (isinstance(v, tuple) and len(v) == 2 and type(v[0]) is int and type(v[1]) is int
            and 1 <= v[0] <= 6 and 1 <= v[1] <= 6):
        raise _fail(Reason.BAD_DICE, "Each die shows a number from 1 to 6.")
    if t.mode == _SCORESHEET and not a.typed:
        raise _fail(Reason.TYPED_DICE_ONLY, "In scoresheet mode the dice are typed in from the table.")
    if t.mode != _SCORESHEET and a.typed:
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
    if sheet.line_choice or sheet.bonus_pending or sheet.stroke_queue:
        _check_not_busy(sheet)
    die = a.die
    if not (type(die) is int and 0 <= die <= 1) or sheet.dice_done[die]:  # the sentences are _check_die's
        _check_die(sheet, die)
    cell, delta = a.cell, a.delta
    if type(cell) is not int or not 0 <= cell < len(t.board.coords):  # Board.n_cells, without a call
        raise _fail(Reason.NO_SUCH_CELL, "There is no such cell on this board.")
    if sheet.values[cell] != EMPTY:
        raise _fail(Reason.CELL_FILLED, "This cell already holds a number.")
    if type(delta) is not int:
        raise _fail(Reason.VALUE_OUT_OF_RANGE, "The leaf change must be a whole number.")
    if abs(delta) > sheet.leaves_circled - sheet.leaves_coloured:  # Sheet.leaves_available
        n = sheet.leaves_available
        raise _fail(Reason.NO_CIRCLED_LEAF,
                    "You have no circled leaf to colour." if n == 0
                    else f"You have only {n} circled leaf{'s' if n > 1 else ''} to colour.")
    dice = state.dice
    assert dice is not None, "the dice are rolled in the play phase"
    value = dice[die] + delta
    if not 0 <= value <= 9:
        raise _fail(Reason.VALUE_OUT_OF_RANGE, "A written number must lie between 0 and 9.")
    if state.turn > 0 and cell not in near_cells(t.board, sheet):
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
    if not t.board.frame_cells:
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


_Check = Callable[[Table, GameState, Sheet, Any], None]
"""Why an action of one kind is refused; each takes the action type of its kind
(`_CHECKS`), which a type cannot say of a table keyed by kind, hence `Any` for the action."""

_CHECKS: dict[ActionKind, _Check] = {
    "write": _check_write,
    "give_up": _check_give_up,
    "choose_line": _check_choose_line,
    "stroke": _check_stroke,
    "bonus": _check_bonus,
    "end_turn": _check_end_turn,
    "frame_claim": _check_claim,
    "game_end": _check_declare,
}
