"""Game state: small mutable objects, derived from the action log, cheap to copy for bots."""

from __future__ import annotations

from enum import IntEnum, StrEnum
from typing import Any

from .compiled import Board

EMPTY = -1
"""The value of an empty cell."""


class Mode(StrEnum):
    SOLO = "solo"
    PASS_AND_PLAY = "pass_and_play"
    SCORESHEET = "scoresheet"


class Phase(StrEnum):
    ROLL = "roll"
    """Waiting for the dice (rolled or typed)."""
    PLAY = "play"
    """Seats are writing, drawing and confirming."""
    OVER = "over"


class LineState(IntEnum):
    OPEN = 0
    FAILED = 1
    GOOD = 2
    PERFECT = 3


class Reward(IntEnum):
    """A frame reward on the shared table."""

    AVAILABLE = 0
    TAKEN = 1
    CROSSED = 2


FRAME_VALUES = (5, 2)


SHEET_FIELDS = (
    "values", "filled", "line_state", "leaves_circled", "leaves_coloured", "thorns",
    "item", "pen", "item_strokes", "stroke_queue", "line_choice", "bonus_pending",
    "dice_done", "gave_up", "confirmed", "track_pos", "garland", "garland_circled",
    "frames_done", "frames_turn", "frames_taken", "end_declared",
)
"""What a sheet holds by the rules; `Sheet.snapshot` reads these and nothing derived."""


class Sheet:
    """One seat's sheet (copied for every branch a bot explores, see `copy`)."""

    __slots__ = (*SHEET_FIELDS, "near", "near_of")

    def __init__(self, board: Board | None = None) -> None:
        if board is None:
            return
        self.values: list[int] = [EMPTY] * board.n_cells
        self.filled = 0
        self.line_state: list[int] = [LineState.OPEN] * len(board.lines)
        self.leaves_circled = board.leaves_precircled
        """Leaves circled so far (coloured ones included); leaves advance in order."""
        self.leaves_coloured = 0
        self.thorns = 0
        self.item = 0
        """Index of the first unfinished item (== number of finished items)."""
        self.pen = 0
        """Node the pen is on, on the current item."""
        self.item_strokes = 0
        """Strokes drawn on the current unfinished item (tie-break, R12)."""
        self.stroke_queue: list[list[Any]] = []
        """Pending strokes: [kind, count] runs ('dot' or 'sun', and an int), drawn front first;
        a run is a list, changed in place, so its two items have no one type but Any."""
        self.line_choice: tuple[int, ...] = ()
        """Lines completed together whose order the player must choose (R7)."""
        self.bonus_pending = False
        self.dice_done = [False, False]
        self.gave_up = False
        self.confirmed = False
        self.track_pos = 0
        self.garland: list[int] = []
        self.garland_circled: list[int] = []
        self.frames_done = [False] * len(board.frame_cells)
        self.frames_turn = [-1] * len(board.frame_cells)
        self.frames_taken = [0] * len(board.frame_cells)
        self.end_declared = False
        self.near: list[int] = []
        """Derived, not a rule's: the empty cells next to a filled one, ascending, kept up to
        date write by write (`engine.frontier`), so legal writes are not searched for."""
        self.near_of: list[int] = [EMPTY] * board.n_cells
        """The values `near` was derived from: when `values` differs (a sheet written by
        hand, as tests set one up), `near` is derived afresh."""

    def copy(self) -> Sheet:
        s = object.__new__(Sheet)  # no __init__ to run: every slot is set below
        s.values = self.values[:]
        s.filled = self.filled
        s.line_state = self.line_state[:]
        s.leaves_circled = self.leaves_circled
        s.leaves_coloured = self.leaves_coloured
        s.thorns = self.thorns
        s.item = self.item
        s.pen = self.pen
        s.item_strokes = self.item_strokes
        queue = self.stroke_queue
        s.stroke_queue = [r[:] for r in queue] if queue else []  # mostly empty: no comprehension to run
        s.line_choice = self.line_choice
        s.bonus_pending = self.bonus_pending
        s.dice_done = self.dice_done[:]
        s.gave_up = self.gave_up
        s.confirmed = self.confirmed
        s.track_pos = self.track_pos
        s.garland = self.garland[:]
        s.garland_circled = self.garland_circled[:]
        s.frames_done = self.frames_done[:]
        s.frames_turn = self.frames_turn[:]
        s.frames_taken = self.frames_taken[:]
        s.end_declared = self.end_declared
        s.near = self.near[:]
        s.near_of = self.near_of[:]
        return s

    @property
    def leaves_available(self) -> int:
        """Circled leaves not yet coloured."""
        return self.leaves_circled - self.leaves_coloured

    @property
    def busy(self) -> bool:
        """Something must be resolved before anything else is written (R5, R11)."""
        return bool(self.stroke_queue or self.line_choice or self.bonus_pending)

    @property
    def pending_strokes(self) -> int:
        return sum(r[1] for r in self.stroke_queue)

    def snapshot(self) -> tuple[object, ...]:
        """Everything about the sheet as plain values, for equality checks."""
        return tuple(
            (tuple(tuple(x) if isinstance(x, list) else x for x in v) if isinstance(v, list) else v)
            for v in (getattr(self, n) for n in SHEET_FIELDS)
        )


class GameState:
    """The whole table: every sheet, the dice, the turn and the shared frame rewards."""

    __slots__ = ("sheets", "turn", "dice", "typed", "phase", "frame_rewards", "claims", "end_declared")

    def __init__(self, board: Board | None = None, seats: int = 1) -> None:
        if board is None:
            return
        self.sheets: list[Sheet] = [Sheet(board) for _ in range(seats)]
        self.turn = -1
        """0 is the starting numbers (R2); each roll adds one."""
        self.dice: tuple[int, int] | None = None
        self.typed = False
        self.phase = Phase.ROLL
        self.frame_rewards: list[list[int]] = [[Reward.AVAILABLE, Reward.AVAILABLE] for _ in board.frame_cells]
        """Per family, the state of its 5 and its 2 reward."""
        self.claims: list[int] = []
        """Frame families claimed by other players at the table this turn (scoresheet)."""
        self.end_declared = False

    def copy(self) -> GameState:
        g = object.__new__(GameState)  # no __init__ to run: every slot is set below
        g.sheets = [s.copy() for s in self.sheets]
        g.turn = self.turn
        g.dice = self.dice
        g.typed = self.typed
        g.phase = self.phase
        rewards = self.frame_rewards
        g.frame_rewards = [r[:] for r in rewards] if rewards else []  # boards without frames have none
        g.claims = self.claims[:]
        g.end_declared = self.end_declared
        return g

    def snapshot(self) -> tuple[object, ...]:
        return (
            tuple(s.snapshot() for s in self.sheets), self.turn, self.dice, self.typed, self.phase,
            tuple(tuple(r) for r in self.frame_rewards), tuple(self.claims), self.end_declared,
        )

    def current_seat(self) -> int | None:
        """The seat whose decision it is (pass-and-play takes seats in order); None for chance."""
        if self.phase != _PLAY:
            return None
        for i, s in enumerate(self.sheets):
            if not s.confirmed:
                return i
        return None


_PLAY = Phase.PLAY
"""Read at every decision (`current_seat`): a module's name is found faster than an enum's
member on its class."""
