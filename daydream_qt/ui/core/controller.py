"""GameController: the only thing in the app that changes a game.

Views read `controller.game` and listen to the signals; gestures become candidate
actions that go through `submit`. The die the player is about to write and the leaf
change chosen in the dice tray (the *selection*) live here too, because the scene
(legal cells glow) and the tray (+/- buttons) both show them.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from daydream_qt.engine import (
    Action,
    ChooseBonus,
    ChooseLine,
    DrawStroke,
    EndTurn,
    Event,
    Game,
    GameState,
    GiveUpDie,
    IllegalAction,
    Phase,
    RollDice,
    WriteDie,
)


class GameController(QObject):
    """Owns the current game; every change goes through `submit`, `roll` or `undo`."""

    game_replaced = Signal()
    """A different game is now current (new, opened, continued)."""
    state_changed = Signal(list)
    """An action was applied (or undone); the list holds the engine's events."""
    action_rejected = Signal(str, str)
    """An action was refused: reason code, one sentence for the player."""
    selection_changed = Signal()
    """The selected die or leaf change changed."""
    view_changed = Signal()
    """Another seat's sheet is shown (pass-and-play), or the shown sheet follows the play again."""

    def __init__(self, game: Game | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game: Game | None = game
        self.seat = 0
        """The seat that plays on this device right now (in a roll phase: the one who rolls)."""
        self.viewed = 0
        """The seat whose sheet is shown; another seat's sheet can be looked at, not played on."""
        self.hold: str | None = None
        """When set, the player's gestures are refused with this sentence (a bot is playing,
        the device is being handed over). Bots submit with `player=False`."""
        self.selected_die: int | None = None
        self.delta = 0
        self._changes = 0
        """Changes of the game so far (actions, undos, another game): what `legal` keeps
        its answer for."""
        self._legal: tuple[Game, GameState, tuple[int, int, int], list[Action]] | None = None
        """`legal`'s last answer: for this game, this state, at this (change, seat, log length)."""
        self.last_events: list[Event] = []
        self.undoing = False
        """The last change was an Undo: strokes drawn for the player wait for the next
        action, or Undo could never go back past a stroke to the write that made it."""
        if game is not None:
            self._reset_selection()

    # ------------------------------------------------------------ game
    def set_game(self, game: Game | None) -> None:
        self.game = game
        self._changes += 1
        self.seat = self.viewed = self._acting_seat(0)
        self.hold = None
        self.last_events = []
        self.undoing = False
        # Views rebuild for the new board first; only then may the selection be redrawn.
        self.blockSignals(True)
        self._reset_selection()
        self.blockSignals(False)
        self.game_replaced.emit()
        self.selection_changed.emit()

    def _acting_seat(self, fallback: int) -> int:
        game = self.game
        if game is None:
            return 0
        nxt = game.to_move()
        if nxt is None and game.state.phase == Phase.ROLL:
            return 0  # seats take turns in order, so the first seat rolls
        return fallback if nxt is None else nxt

    def _player_refusal(self) -> str | None:
        """Why the person at the device may not act now, or None when they may."""
        if self.hold:
            return self.hold
        if self.game is not None and self.viewed != self.seat:
            return self.tr("This is {0}'s sheet: you can look at it, not write on it.").format(
                self.game.seats[self.viewed].name)
        return None

    def submit(self, action: Action, player: bool = True) -> bool:
        """Apply `action`; on refusal emit action_rejected and change nothing.

        `player=False` is for the app's own moves (bots, the automatic roll): they ignore
        `hold`, which only stops the person at the device.
        """
        if self.game is None:
            return False
        refusal = self._player_refusal() if player else None
        if refusal:
            self.action_rejected.emit("read_only", refusal)
            return False
        try:
            events = self.game.apply(action)
        except IllegalAction as exc:
            self.action_rejected.emit(exc.reason.value, exc.message)
            return False
        self.undoing = False
        self._after_change(events)
        return True

    def roll(self) -> bool:
        if self.game is None:
            return False
        return self.submit(self.game.next_roll())

    def roll_typed(self, values: tuple[int, int]) -> bool:
        """Scoresheet: the dice the table rolled, typed in by the player."""
        return self.submit(RollDice((int(values[0]), int(values[1])), True))

    def can_undo(self) -> bool:
        return self.game is not None and self.game.can_undo(self.seat)

    def undo(self) -> bool:
        if self.game is None:
            return False
        refusal = self._player_refusal()
        if refusal:
            self.action_rejected.emit("read_only", refusal)
            return False
        try:
            events = self.game.undo(self.seat)
        except IllegalAction as exc:
            self.action_rejected.emit(exc.reason.value, exc.message)
            return False
        self.undoing = True
        self._after_change(events)
        return True

    def can_take_back(self, seat: int) -> bool:
        """Whether `seat`, which has played and handed the device on, may still take its last
        action back: the engine allows it until the next seat acts (`Game.can_undo`)."""
        return self.game is not None and seat != self.seat and self.game.can_undo(seat)

    def take_back(self, seat: int) -> bool:
        """Undo for `seat` from the hand-over screen: the device is on its way to the next
        seat (on hold), but that seat has not acted, so `seat`'s last action may go."""
        if self.game is None or not self.can_take_back(seat):
            return False
        events = self.game.undo(seat)
        self.undoing = True
        self._after_change(events)
        return True

    def _after_change(self, events: list[Event]) -> None:
        self._changes += 1
        nxt = self._acting_seat(self.seat)
        if nxt != self.seat:
            # A new seat plays: its sheet is shown and its own dice are selected.
            self.seat = self.viewed = nxt
            self.selected_die, self.delta = None, 0
        self.last_events = events
        self._fix_selection()
        self.state_changed.emit(events)

    # ------------------------------------------------------------ looking at sheets
    def view_seat(self, seat: int) -> None:
        """Show `seat`'s sheet (read-only unless it is the seat that plays now)."""
        if self.game is None or not 0 <= seat < len(self.game.seats) or seat == self.viewed:
            return
        self.viewed = seat
        self.view_changed.emit()

    # ------------------------------------------------------------ selection
    def _reset_selection(self) -> None:
        self.selected_die = None
        self.delta = 0
        self._fix_selection()

    def _fix_selection(self) -> None:
        """Keep the selection on a die still to play, and the leaf change within reach."""
        game = self.game
        if game is None or game.state.dice is None:
            self.selected_die, self.delta = None, 0
            self.selection_changed.emit()
            return
        sheet = game.state.sheets[self.seat]
        if self.selected_die is None or sheet.dice_done[self.selected_die]:
            undone = [d for d in (0, 1) if not sheet.dice_done[d]]
            self.selected_die = undone[0] if undone else None
            self.delta = 0
        if self.selected_die is not None:
            base = game.state.dice[self.selected_die]
            limit = sheet.leaves_available
            self.delta = max(-limit, -base, min(self.delta, limit, 9 - base))
        else:
            self.delta = 0
        self.selection_changed.emit()

    def select_die(self, die: int) -> None:
        if self.game is None or self.game.state.dice is None:
            return
        if die in (0, 1) and not self.game.state.sheets[self.seat].dice_done[die]:
            if die != self.selected_die:
                self.selected_die = die
                self.delta = 0
            self._fix_selection()

    def change_delta(self, step: int) -> None:
        """+1 / -1 from the tray: colour one more circled leaf, or one fewer."""
        self.delta += step
        self._fix_selection()

    def selected_value(self) -> int | None:
        if self.game is None or self.selected_die is None or self.game.state.dice is None:
            return None
        return self.game.state.dice[self.selected_die] + self.delta

    # ------------------------------------------------------------ candidate actions
    def legal(self) -> list[Action]:
        """What the seat that plays may do now. A change of the game is followed by several
        views asking this (the board's glows, the tray, the coach, the status line): the
        answer is kept until the game changes, or another seat plays."""
        game = self.game
        if game is None:
            return []
        key = (self._changes, self.seat, len(game.log))
        kept = self._legal
        # the game and its state compared by identity (an undo or a replay puts another
        # state in place; an action changes the log's length and the count of changes)
        if kept is not None and kept[0] is game and kept[1] is game.state and kept[2] == key:
            return list(kept[3])
        actions = game.legal_actions(self.seat)
        self._legal = (game, game.state, key, actions)
        return list(actions)

    def legal_cells(self) -> set[int]:
        """Cells where the selected die, with the chosen leaf change, may be written."""
        if self.selected_die is None:
            return set()
        return {a.cell for a in self.legal()
                if isinstance(a, WriteDie) and a.die == self.selected_die and a.delta == self.delta}

    def write_at(self, cell: int) -> bool:
        if self.selected_die is None:
            if self.game is not None:
                self.action_rejected.emit("no_die", self.tr("Roll the dice first.") if self.game.state.dice is None
                                          else self.tr("Both dice are already played this turn."))
            return False
        return self.submit(WriteDie(self.seat, self.selected_die, cell, self.delta))

    def give_up_selected(self) -> bool:
        if self.selected_die is None:
            return False
        return self.submit(GiveUpDie(self.seat, self.selected_die))

    def next_stroke(self) -> DrawStroke | None:
        """The stroke the engine expects next, if strokes are pending."""
        return next((a for a in self.legal() if isinstance(a, DrawStroke)), None)

    def draw_next_stroke(self) -> bool:
        stroke = self.next_stroke()
        return stroke is not None and self.submit(stroke)

    def choose_line(self, line: int) -> bool:
        return self.submit(ChooseLine(self.seat, line))

    def choose_bonus(self, bonus: str) -> bool:
        return self.submit(ChooseBonus(self.seat, bonus))

    def confirm_turn(self) -> bool:
        return self.submit(EndTurn(self.seat))
