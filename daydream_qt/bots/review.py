"""The coach's review of a finished game: what each turn's plan was worth against the coach's.

For every turn of a seat, from the sheet as it was when the seat took its dice, the best
plan is the coach's own (coach.coach_plans: exactly what Hint said at that turn), valued
by coach.turn_value. The plan actually played is valued by the same pure function of the
state after it, so points lost = best - played, never below zero: a game played entirely by
Play it loses exactly nothing, and a turn where the player did better than the coach's plan
loses nothing either (and is never listed as a mistake). There is no deeper review: the
review searches exactly as the hint does, never wider.

No clock anywhere: the widths are fixed, so a game's review is the same on every machine
and every run. The three biggest losses of a seat are its mistakes; each says what the
coach's plan gains and why (`TurnReview.lesson`).

The work is bounded (bots/work.py): a game whose turns would cost more than REVIEW_WORK
cloud pairs to search, which no game on the shipped boards does, has every `stride`-th turn
of each seat reviewed (the first, then every stride-th), the stride counted from the board's
size and the number of turns. A reviewed turn gets the same numbers as in a whole review;
`GameReview.note` says in one sentence that the others were left out.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from daydream_qt.engine import Action, Game
from daydream_qt.engine.actions import WriteDie
from daydream_qt.engine.rules import Table
from daydream_qt.engine.state import GameState

from .coach import coach_plans, explain, reason_text, turn_value
from .evaluation import EXPERT_WEIGHTS, BoardModel, model_for
from .planner import Plan
from .work import review_stride

MISTAKES = 3
"""Mistakes listed per seat."""
MISTAKE_MIN = 0.01
"""Smallest loss, in points, that counts as a mistake (smaller ones are rounding)."""
DIGITS = 3
"""Values are kept to this many decimals, so every screen shows the same numbers."""
TABLE_FACTS = ("frame_claim", "game_end")
"""Scoresheet entries about the other players: facts of the table, not decisions of the seat."""


class ReviewCancelled(Exception):
    """The review was stopped before its end (the player pressed Cancel)."""


class ReviewError(ValueError):
    """A game that cannot be reviewed; str() is one plain sentence."""


@dataclass(frozen=True)
class TurnReview:
    """One turn of one seat: the plan played against the best plan found."""

    turn: int
    """0 for the starting numbers, then 1, 2..."""
    seat: int
    dice: tuple[int, int]
    start: int
    """Log index of the seat's first action of the turn: the game replayed to here shows the
    sheet as the seat found it."""
    end: int
    """Log index just past the seat's confirmation (EndTurn) of the turn."""
    played: tuple[Action, ...]
    """The seat's decisions of the turn, as played, EndTurn included."""
    best: tuple[Action, ...]
    """The best plan found (the played one when nothing better was found)."""
    played_value: float
    """Expected final points after the played plan."""
    best_value: float
    """Expected final points after the best plan."""
    loss: float
    """best_value - played_value, at least 0."""
    reason_key: str = ""
    """Why the best plan is better: a coach.REASONS key ("" when nothing was lost)."""
    reason_args: dict[str, str | int] = field(default_factory=dict)

    @property
    def reason(self) -> str:
        """The English sentence of the reason ("" when nothing was lost)."""
        return reason_text(self.reason_key, self.reason_args) if self.reason_key else ""

    @property
    def lesson(self) -> str:
        """What the better plan gains and why, in one English sentence ("" when nothing was
        lost): 'keeps row 3 open for a perfect run: +2.90 expected points'."""
        return lesson_text(self.reason, self.loss) if self.reason_key and self.loss > 0 else ""

    def writes(self, which: str) -> list[tuple[int, int]]:
        """(cell, value written) of the 'played' or the 'best' plan."""
        plan = self.played if which == "played" else self.best
        return [(a.cell, self.dice[a.die] + a.delta) for a in plan if isinstance(a, WriteDie)]


@dataclass(frozen=True)
class SeatReview:
    """Every turn of one seat, and its three biggest mistakes."""

    seat: int
    name: str
    turns: tuple[TurnReview, ...]
    mistakes: tuple[TurnReview, ...]
    """The largest losses (at least MISTAKE_MIN), largest first; ties by turn."""
    score: int
    """The seat's final total."""

    @property
    def total_loss(self) -> float:
        return round(sum(t.loss for t in self.turns), DIGITS)


@dataclass(frozen=True)
class GameReview:
    """The review of a whole game: one SeatReview per seat reviewed."""

    board: str
    seed: int
    mode: str
    seats: tuple[SeatReview, ...]
    stride: int = 1
    """Every stride-th turn of each seat was reviewed (1: every turn)."""
    seat_turns: int = 0
    """Turns of the reviewed seats in the game, reviewed or not."""

    def seat(self, seat: int) -> SeatReview | None:
        return next((s for s in self.seats if s.seat == seat), None)

    @property
    def reviewed(self) -> int:
        return sum(len(s.turns) for s in self.seats)

    @property
    def note(self) -> str:
        """One sentence when only some turns were reviewed (a very long game), else ""."""
        if self.stride <= 1:
            return ""
        return (f"This game is long: the coach reviewed one turn in {self.stride} of each seat "
                f"({self.reviewed:,} of {self.seat_turns:,} turns) to keep its work within bounds.")


Progress = Callable[[int, int], None]
"""Called as progress(done, total) after each turn reviewed."""


def lesson_text(reason: str, gain: float) -> str:
    """A reason and what the plan gains: 'keeps row 3 open for a perfect run: +2.90 expected
    points' (English; ui/core/texts.py lesson_sentence is the translated one)."""
    return f"{reason}: +{gain:.2f} expected points"


def biggest_mistakes(turns: Sequence[TurnReview], count: int = MISTAKES) -> tuple[TurnReview, ...]:
    """The `count` largest losses of at least MISTAKE_MIN, largest first (earlier turn on a tie)."""
    ranked = sorted((t for t in turns if t.loss >= MISTAKE_MIN), key=lambda t: (-t.loss, t.turn, t.seat))
    return tuple(ranked[:count])


def plan_value(t: Table, model: BoardModel, state: GameState, seat: int) -> float:
    """What the coach makes of a turn ending in `state` (coach.turn_value)."""
    return turn_value(t, model, state, seat)


def best_plan(t: Table, model: BoardModel, state: GameState, seat: int) -> Plan | None:
    """The coach's plan for `seat` in `state` (its decision, dice on the table): the hint's."""
    plans = coach_plans(t, model, state, seat)
    return plans[0] if plans else None


def _r(x: float) -> float:
    return round(x, DIGITS)


@dataclass
class _Open:
    """A seat's turn being collected while the log is replayed."""

    seat: int
    start: int
    state: GameState
    game_at_start: Game
    actions: list[Action] = field(default_factory=list)


def _turns_per_seat(game: Game, seats: set[int]) -> dict[int, int]:
    ended = dict.fromkeys(seats, 0)
    for a in game.log:
        if a.kind == "end_turn" and a.seat in seats:
            ended[a.seat] += 1
    return ended


def review_game(game: Game, seats: Sequence[int] | None = None, progress: Progress | None = None,
                stop: Callable[[], bool] | None = None) -> GameReview:
    """Review every turn of `seats` (default: all) of a finished `game`.

    `game` is only read: the review replays its log on a game of its own. `stop()` is asked
    before each turn; when it says True, ReviewCancelled is raised.
    """
    if not game.over:
        raise ReviewError("Only a finished game can be reviewed.")
    wanted = set(range(len(game.seats))) if seats is None else set(seats)
    if not wanted or not wanted <= set(range(len(game.seats))):
        raise ReviewError("There is no such seat in this game.")
    per_seat = _turns_per_seat(game, wanted)
    seat_turns = sum(per_seat.values())
    stride = review_stride(game.board, list(per_seat.values()))
    total = sum(-(-n // stride) for n in per_seat.values())
    replay = Game(game.board, game.mode, game.seats, game.seed, game.table.table_size)
    t = replay.table
    model = model_for(t.board, EXPERT_WEIGHTS)
    found: dict[int, list[TurnReview]] = {s: [] for s in wanted}
    opened: dict[int, _Open] = {}
    skipping: set[int] = set()
    """Seats in a turn left out of the review (stride > 1)."""
    ended = dict.fromkeys(wanted, 0)
    done = 0
    for i, action in enumerate(game.log):
        seat = action.seat
        if (seat is not None and seat in wanted and action.kind not in TABLE_FACTS and seat not in opened
                and seat not in skipping):
            if ended[seat] % stride:
                skipping.add(seat)
            else:
                if stop is not None and stop():
                    raise ReviewCancelled
                opened[seat] = _Open(seat, i, replay.state.copy(), _snapshot(replay))
        if action.kind == "end_turn" and seat in wanted:
            ended[seat] += 1
            skipping.discard(seat)
        if action.kind == "end_turn" and seat in opened:
            turn = opened.pop(seat)
            turn.actions.append(action)
            found[seat].append(_review_turn(t, model, turn, replay.state, i + 1))
            done += 1
            if progress is not None:
                progress(done, total)
        elif seat in opened and action.kind in TABLE_FACTS:
            # a fact of the table (scoresheet) is the same for every plan: count it in first
            opened[seat].state = _with(t, opened[seat].state, action)
        elif seat in opened:
            opened[seat].actions.append(action)
        replay.apply(action)
    scores = game.scores()
    out = []
    for s in sorted(wanted):
        turns = tuple(found[s])
        out.append(SeatReview(s, game.seats[s].name, turns, biggest_mistakes(turns), scores[s].total))
    return GameReview(game.board.id, game.seed, game.mode.value, tuple(out), stride, seat_turns)


def _snapshot(game: Game) -> Game:
    """A game standing where `game` stands now (for the coach's explanation of a plan)."""
    copy = Game(game.board, game.mode, game.seats, game.seed, game.table.table_size)
    copy.state = game.state.copy()
    return copy


def _with(t: Table, state: GameState, action: Action) -> GameState:
    from daydream_qt.engine.rules import apply

    out = state.copy()
    apply(t, out, action)
    return out


def _review_turn(t: Table, model: BoardModel, turn: _Open, before_confirm: GameState, end: int) -> TurnReview:
    seat = turn.seat
    state = turn.state
    dice = state.dice or (0, 0)
    played = tuple(turn.actions)
    decisions = any(a.kind in ("write", "give_up") for a in turn.actions)
    plan = best_plan(t, model, state, seat) if decisions else None
    if plan is not None and tuple(plan.actions) == played:
        # the hint was played: its value is already the turn_value of this very state
        played_value = _r(plan.value)
    else:
        played_value = _r(plan_value(t, model, before_confirm, seat))
    if plan is None or _r(plan.value) <= played_value:
        return TurnReview(state.turn, seat, dice, turn.start, end, played, played, played_value,
                          played_value, 0.0)
    best_value = _r(plan.value)
    key, args = explain(turn.game_at_start, seat, model, plan)
    return TurnReview(state.turn, seat, dice, turn.start, end, played, tuple(plan.actions),
                      played_value, best_value, _r(best_value - played_value), key, dict(args))


# ---------------------------------------------------------------- plain data


def review_dict(review: GameReview) -> dict[str, object]:
    """The review as JSON data (the `review --json` document)."""

    def turn(tr: TurnReview) -> dict[str, object]:
        return {
            "turn": tr.turn, "seat": tr.seat, "dice": list(tr.dice),
            "played_value": tr.played_value, "best_value": tr.best_value, "loss": tr.loss,
            "played_writes": [list(w) for w in tr.writes("played")],
            "best_writes": [list(w) for w in tr.writes("best")],
            "reason": tr.reason,
            "lesson": tr.lesson,
        }

    return {
        "board": review.board, "seed": review.seed, "mode": review.mode,
        "stride": review.stride, "note": review.note,
        "seats": [
            {
                "seat": s.seat, "name": s.name, "score": s.score, "total_loss": s.total_loss,
                "turns": [turn(tr) for tr in s.turns],
                "mistakes": [turn(tr) for tr in s.mistakes],
            }
            for s in review.seats
        ],
    }
