"""A game: the table, the action log (the truth) and the state derived from it."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import NamedTuple

from .actions import Action, RollDice
from .board import Board
from .errors import IllegalAction, Reason
from .events import Event
from .rules import Table, apply, apply_unchecked, check, legal_actions
from .score import ScoreBreakdown, score_seat, winners
from .state import GameState, Mode, Phase

MAX_SEATS = 5
_OVER, _SCORESHEET = Phase.OVER, Mode.SCORESHEET
"""Read at every action: a module's name is found faster than an enum's member on its class."""


class SeatInfo(NamedTuple):
    """Who sits at a seat."""

    name: str
    ink: str = "#2b4c7e"
    """Marker colour, #rrggbb."""
    bot: str | None = None
    """A bot's name when a bot plays this seat."""


class ReplayError(ValueError):
    """A log that cannot be replayed: action `index` is not legal (or not an action)."""

    def __init__(self, index: int, reason: str, message: str) -> None:
        super().__init__(f"action {index} is not legal: {message}")
        self.index = index
        self.reason = reason
        self.message = message


def dice_for_turn(seed: int, turn: int) -> tuple[int, int]:
    """The app's roll for a turn: fixed by the seed, so a game can be dreamt again.

    The dice are `rng.randint(1, 6)` twice, drawn the way `randint` draws them (3 random
    bits until they make a number under 6) without its layers of calls: a sixth of a
    random game on A went to them. tests/test_dice.py holds this to `randint`."""
    bits = random.Random(seed * 1_000_003 + turn).getrandbits
    a = bits(3)
    while a >= 6:
        a = bits(3)
    b = bits(3)
    while b >= 6:
        b = bits(3)
    return (a + 1, b + 1)


class Game:
    """One game. Change it only through `apply`, `roll` and `undo`."""

    def __init__(
        self,
        board: Board,
        mode: Mode | str = Mode.SOLO,
        seats: Sequence[SeatInfo | str] = ("Player",),
        seed: int | None = None,
        table_size: int | None = None,
    ) -> None:
        mode = Mode(mode)
        infos = tuple(s if isinstance(s, SeatInfo) else SeatInfo(str(s)) for s in seats)
        if not 1 <= len(infos) <= MAX_SEATS:
            raise ValueError(f"a game has 1 to {MAX_SEATS} seats")
        if mode == Mode.SOLO and len(infos) != 1:
            raise ValueError("a solo game has one seat")
        if mode == Mode.PASS_AND_PLAY and len(infos) < 2:
            raise ValueError("pass-and-play needs 2 to 5 seats")
        if mode == Mode.SCORESHEET and len(infos) != 1:
            raise ValueError("a scoresheet has one seat")
        if mode == Mode.SCORESHEET:
            size = 1 if table_size is None else table_size
            if not 1 <= size <= MAX_SEATS:
                raise ValueError(f"a table has 1 to {MAX_SEATS} players")
        else:
            size = len(infos)
        self.board = board
        self.mode = mode
        self.seats = infos
        self.seed = random.SystemRandom().randrange(2**31) if seed is None else int(seed)
        self.table = Table(board, mode, len(infos), size)
        self.state: GameState = self.table.new_state()
        self.log: list[Action] = []
        self._turn_start: tuple[int, GameState] | None = None
        self._before_typed_roll: tuple[tuple[int, GameState] | None, GameState] | None = None
        """Scoresheet: the turn start and the state from before the latest typed roll, so
        that roll (a transcription of the table's dice) can be taken back and re-typed."""
        self._listed: tuple[GameState, int, tuple[Action, ...]] | None = None
        """What the latest `legal_actions` listed: the state object and log length it was
        listed for, and the actions (`apply_listed` plays them without a second check)."""

    # ------------------------------------------------------------ queries
    @property
    def over(self) -> bool:
        return self.state.phase == _OVER

    @property
    def solo_rules(self) -> bool:
        return self.table.solo

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        """Exactly what `seat` may do now (None: the dice)."""
        actions = legal_actions(self.table, self.state, seat)
        self._listed = (self.state, len(self.log), tuple(actions))
        return actions

    def is_legal(self, action: Action) -> bool:
        try:
            check(self.table, self.state, action)
        except IllegalAction:
            return False
        return True

    def to_move(self) -> int | None:
        """The seat whose decision it is, or None when the dice (or nobody) are next."""
        return self.state.current_seat()

    def scores(self) -> list[ScoreBreakdown]:
        return [score_seat(self.table, self.state, i) for i in range(len(self.seats))]

    def winners(self) -> list[int]:
        return winners(self.scores())

    # ------------------------------------------------------------ changes
    def apply(self, action: Action) -> list[Event]:
        """Apply one action; IllegalAction leaves the game exactly as it was."""
        before = self.state.copy() if self.mode == _SCORESHEET and self._typed_roll(action) else None
        events = apply(self.table, self.state, action)
        self.log.append(action)
        if action.kind == "roll":
            self._before_typed_roll = (self._turn_start, before) if before is not None else None
            self._turn_start = (len(self.log), self.state.copy())
        return events

    def apply_listed(self, index: int) -> list[Event]:
        """Apply the `index`-th action of the list the latest `legal_actions` returned (in the
        order it was returned), without checking it a second time: the rules listed it for
        this very state. A bot that picks from that list (the random bot, simulations) saves
        the check, a fifth of a random game's time.

        Every action, listed or not, changes the state through `apply` or `undo`: each
        either appends to the log or puts a new state in place, so a list made before
        either no longer matches and is refused (ValueError: list the actions again)."""
        listed = self._listed
        if listed is None or listed[0] is not self.state or listed[1] != len(self.log):
            raise ValueError("the game has changed since its actions were listed; list them again")
        action = listed[2][index]
        if action.kind == "roll":
            return self.apply(action)  # a roll also keeps the turn start (and a typed one, what preceded it)
        events: list[Event] = []
        apply_unchecked(self.table, self.state, action, events)
        self.log.append(action)
        return events

    def _typed_roll(self, action: Action) -> bool:
        return self.mode == Mode.SCORESHEET and action.kind == "roll" and bool(getattr(action, "typed", False))

    def next_roll(self) -> RollDice:
        """The dice the app rolls for the coming turn (scoresheet games type them in)."""
        return RollDice(dice_for_turn(self.seed, self.state.turn + 1), False)

    def roll(self) -> list[Event]:
        return self.apply(self.next_roll())

    def can_undo(self, seat: int) -> bool:
        """A seat may take back its own actions of this turn, never across a roll; in a
        scoresheet, the typed roll of this turn too, once nothing follows it (it is the
        player's transcription of the table's dice, not chance)."""
        if self.over or self._turn_start is None:
            return False
        if len(self.log) <= self._turn_start[0]:
            return self.can_undo_typed_roll()
        return getattr(self.log[-1], "seat", None) == seat

    def can_undo_typed_roll(self) -> bool:
        """True when the last action is this turn's typed roll of a scoresheet."""
        return (not self.over and self._before_typed_roll is not None and self._turn_start is not None
                and len(self.log) == self._turn_start[0] and self._typed_roll(self.log[-1]))

    def undo(self, seat: int) -> list[Event]:
        """Take back `seat`'s last action of this turn (the cloth)."""
        turn_start = self._turn_start
        if not self.can_undo(seat) or turn_start is None:  # can_undo is False without a turn start
            raise IllegalAction(Reason.NOTHING_TO_UNDO, "There is nothing of yours to undo this turn.")
        if len(self.log) == turn_start[0]:  # the typed roll itself
            back = self._before_typed_roll
            assert back is not None, "can_undo_typed_roll holds"
            undone = self.log.pop()
            self._turn_start, before = back
            self._before_typed_roll = None  # one roll back at most: the turns before stay
            self.state = before.copy()
            return [Event("action_undone", seat, {"action": undone})]
        start, snap = turn_start
        undone = self.log.pop()
        self.state = snap.copy()
        for a in self.log[start:]:
            apply(self.table, self.state, a)
        return [Event("action_undone", seat, {"action": undone})]

    # ------------------------------------------------------------ replay
    def replay(self, actions: Iterable[Action], *, seeded_dice: bool = False) -> None:
        """Apply a whole log; a bad action raises ReplayError with its index.

        `seeded_dice=True` (a log read from a file) also requires every rolled, not typed,
        RollDice to be the roll this game's seed gives for its turn, so a file cannot forge
        the app's dice. Typed dice (scoresheet) are the table's and stay free. The rules
        themselves (`check`, `legal_actions`) accept any dice: bots and tests rely on that.
        """
        for i, a in enumerate(actions):
            try:
                if seeded_dice and type(a) is RollDice and not a.typed:
                    self._check_seeded(i, a)
                self.apply(a)
            except IllegalAction as exc:
                raise ReplayError(i, exc.reason.value, exc.message) from None
            except (TypeError, AttributeError, IndexError, KeyError):
                raise ReplayError(i, Reason.UNKNOWN_ACTION.value, "it is not an action of this game") from None

    def _check_seeded(self, index: int, roll: RollDice) -> None:
        turn = self.state.turn + 1
        if tuple(roll.values) == dice_for_turn(self.seed, turn):
            return
        check(self.table, self.state, roll)  # a roll the rules refuse anyway gets their sentence
        which = "The starting dice are" if turn == 0 else f"The dice of turn {turn} are"
        raise ReplayError(index, Reason.BAD_DICE.value, f"{which} not the ones this game's seed rolls.")
