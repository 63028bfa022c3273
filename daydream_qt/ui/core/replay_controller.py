"""A finished (or saved) game stepped through: the states along its log, and a controller
that shows one of them, read-only, to a board scene.

`Timeline` replays the log once through the engine and keeps the state after every action,
where each turn starts (its dice just rolled) and ends (every seat confirmed), so any moment
is shown at once. `ReplayController` is a `GameController` over a copy of the game: the
scene draws it like any game, the position is changed with `show_index`, and every gesture
is refused with one sentence (its `hold`), so nothing can be written on a replay.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, Signal

from daydream_qt.engine import Action, Event, Game, GameState, RollDice
from daydream_qt.ui.core.controller import GameController


@dataclass(frozen=True)
class Timeline:
    """Every state of a game along its log."""

    states: tuple[GameState, ...]
    """states[i]: the table after the first i actions (states[0]: nothing played)."""
    turn_starts: tuple[int, ...]
    """turn_starts[k]: the index just after turn k's roll (0 = the starting numbers)."""
    turn_ends: tuple[int, ...]
    """turn_ends[k]: the index just after the action that ended turn k, or, for a turn the
    file leaves unfinished, the end of the log."""
    dice: tuple[tuple[int, int], ...]
    """dice[k]: turn k's dice."""

    @classmethod
    def of(cls, game: Game) -> Timeline:
        replay = Game(game.board, game.mode, game.seats, game.seed, game.table.table_size)
        states = [replay.state.copy()]
        starts: list[int] = []
        ends: list[int] = []
        dice: list[tuple[int, int]] = []
        for i, action in enumerate(game.log):
            events = replay.apply(action)
            states.append(replay.state.copy())
            if isinstance(action, RollDice):
                starts.append(i + 1)
                dice.append(action.values)
            if any(e.kind == "turn_ended" for e in events):
                ends.append(i + 1)
        if len(ends) < len(starts):
            ends.append(len(game.log))
        return cls(tuple(states), tuple(starts), tuple(ends), tuple(dice))

    @property
    def last(self) -> int:
        """The index of the last state (the whole log played)."""
        return len(self.states) - 1

    @property
    def turns(self) -> int:
        """Turns in the log, the starting numbers included."""
        return len(self.turn_starts)

    def turn_at(self, index: int) -> int:
        """The turn the state at `index` belongs to (-1 before the starting numbers' dice)."""
        return self.states[index].turn


def _t(text: str) -> str:
    return QCoreApplication.translate("ReplayController", text)


class ReplayController(GameController):
    """Shows one moment of a game's log; the game itself never changes."""

    position_changed = Signal()
    """Another moment of the log is shown."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(None, parent)
        self.timeline: Timeline | None = None
        self.log: tuple[Action, ...] = ()
        self.index = 0
        """How many actions of the log the shown state has played."""

    def load(self, game: Game, index: int | None = None) -> None:
        """Step through `game` (only read: the replay works on a game of its own), showing the
        state after `index` actions (default: the whole log)."""
        self.timeline = Timeline.of(game)
        self.log = tuple(game.log)
        copy = Game(game.board, game.mode, game.seats, game.seed, game.table.table_size)
        self.index = self.timeline.last if index is None else max(0, min(index, self.timeline.last))
        copy.state = self.timeline.states[self.index].copy()
        copy.log = list(self.log[:self.index])
        self.set_game(copy)
        self.position_changed.emit()

    def set_game(self, game: Game | None) -> None:
        super().set_game(game)
        self.hold = _t("This is a replay: nothing can be written on it.")

    def show_index(self, index: int) -> None:
        """Show the state after the first `index` actions (clamped to the log)."""
        tl = self.timeline
        if tl is None or self.game is None:
            return
        index = max(0, min(int(index), tl.last))
        if index == self.index:
            return
        self.index = index
        self.game.state = tl.states[index].copy()
        self.game.log = list(self.log[:index])
        self._after_change([])
        self.position_changed.emit()

    def _after_change(self, events: list[Event]) -> None:
        # The sheet shown stays the one chosen (`view_seat`), whoever's turn it was then.
        self._changes += 1
        self.seat = self._acting_seat(self.seat)
        self.last_events = events
        self._fix_selection()
        self.state_changed.emit(events)

    def show_turn(self, turn: int, at_start: bool = False) -> None:
        """Show turn `turn` played (or, `at_start`, its dice just rolled, nothing written)."""
        tl = self.timeline
        if tl is None or not tl.turns:
            return
        turn = max(0, min(turn, tl.turns - 1))
        self.show_index(tl.turn_starts[turn] if at_start else tl.turn_ends[turn])

    @property
    def turn(self) -> int:
        """The turn of the state shown (-1 before the starting numbers' dice)."""
        return self.timeline.turn_at(self.index) if self.timeline is not None else -1

    def turn_position(self) -> int:
        """The slider's position for the state shown: the turn it belongs to, at least 0."""
        return max(self.turn, 0)

    def step_in_turn(self) -> tuple[int, int]:
        """(decisions of the shown turn played so far, decisions in the turn)."""
        tl = self.timeline
        turn = self.turn
        if tl is None or turn < 0:
            return 0, 0
        start, end = tl.turn_starts[turn], tl.turn_ends[turn]
        return max(0, min(self.index, end) - start), end - start
