"""The status line: one sentence that always says what to do next."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication

from daydream_qt.engine import Action, ChooseLine, DrawStroke, Event, Game, Mode, Phase, WriteDie
from daydream_qt.engine.rules import apply, legal_actions
from daydream_qt.ui.core.controller import GameController

FORESEEN_STROKES = 200
"""At most this many strokes are drawn after a write played on a copy (a board has fewer)."""


Foreseen = tuple[int, Sequence[Event]]
"""A cloud the selected die may be written in, and the events of that write with the strokes
that follow it (`foreseen_writes` plays them on a copy of the game)."""


class Warns(Protocol):
    """What a module's view says of the seat's next step before it is made (`ModuleView` in
    ui/board/module_views: ui/core sits below the views, which are handed in)."""

    def warnings(self, game: Game, seat: int, language: str) -> list[str]: ...

    def write_warnings(self, game: Game, seat: int, value: int, writes: Callable[[], Sequence[Foreseen]],
                       language: str) -> list[str]: ...


def _t(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("Status", text, None, n)


def turn_played(game: Game) -> int:
    """The turn being played: 0 for the starting numbers, then 1, 2...

    Between two turns (the dice not rolled yet) it is the coming turn, so the header, the
    hand-over and the status line never name the turn that just ended."""
    state = game.state
    return max(state.turn + (1 if state.phase == Phase.ROLL else 0), 0)


def _pending(queue: list[list[Any]]) -> tuple[str, int]:
    """The kind of the next stroke and how many of that kind come in a row (a bonus sun
    stroke is queued in front of the others, as an entry of its own); the engine's queue
    holds [kind, count] pairs."""
    kind = queue[0][0]
    count = 0
    for k, n in queue:
        if k != kind:
            break
        count += n
    return kind, count


def _first_numbers(die: int, value: int) -> str:
    return _t("Write your two starting numbers in any empty clouds: "
              "click a cloud to write die %1 (%2).").replace("%1", str(die + 1)).replace("%2", str(value))


def _bonus() -> str:
    return _t("You finished an item with a bonus: choose one extra sun stroke or one more leaf.")


def _typed_first_roll() -> str:
    return _t("Type in the two dice the table rolled for the starting numbers, then Record.")


def _strokes(kind: str, count: int, item: str, language: str) -> str:
    if kind == "sun":
        text = (_t("Draw your sun stroke on the %1: drag from the pen to the next sun.") if count == 1
                else _t("Draw your %n pending sun strokes on the %1: drag from the pen to the next sun.", count))
    else:
        text = (_t("Draw your dot stroke on the %1: drag from the pen to the next node.") if count == 1
                else _t("Draw your %n pending dot strokes on the %1: drag from the pen to the next node.", count))
    return text.replace("%1", item.lower() if language != "ja" else item)


def longest_steps(game: Game | None, language: str = "en") -> list[str]:
    """The longest sentences `next_step` says in `game`: the first numbers, a bonus, a
    stroke on the item with the longest name, the table's first roll (what the column's
    head keeps room for, so it stays where it is while the game goes on)."""
    item = "" if game is None else max(
        (it.name.get(language) for it in game.board.defn.items), key=len, default="")
    return [_first_numbers(0, 6), _bonus(), _strokes("dot", 1, item, language), _typed_first_roll()]


def foreseen_writes(controller: GameController, die: int, delta: int) -> list[Foreseen]:
    """Each cloud the die may be written in now (with this leaf change), with the events that
    write would bring, the strokes that follow it drawn too, played on a copy of the game (the
    first line when two are completed at once; a bonus stops it)."""
    game = controller.game
    if game is None:
        return []
    seat = controller.seat
    out: list[Foreseen] = []
    for action in controller.legal():
        if not (isinstance(action, WriteDie) and action.die == die and action.delta == delta):
            continue
        state = game.state.copy()
        events = apply(game.table, state, action)
        for _ in range(FORESEEN_STROKES):
            nxt = legal_actions(game.table, state, seat)
            step: Action | None = next((a for a in nxt if isinstance(a, (DrawStroke, ChooseLine))), None)
            if step is None:
                break
            events += apply(game.table, state, step)
        out.append((action.cell, events))
    return out


def _warned(text: str, warnings: list[str], language: str) -> str:
    """What to do next, then what it will set off (a solo timer's stroke)."""
    return ("" if language == "ja" else " ").join([text, *warnings])


def stroke_warnings(controller: GameController, views: Sequence[Warns], language: str = "en") -> list[str]:
    """What the stroke the seat draws next sets off (a solo timer), said before it is drawn."""
    game = controller.game
    if game is None or game.state.phase != Phase.PLAY:
        return []
    return [w for view in views for w in view.warnings(game, controller.seat, language)]


def _write_warnings(controller: GameController, views: Sequence[Warns], die: int, value: int,
                    language: str) -> list[str]:
    """What writing the die (`value`, leaves counted) sets off, by the cloud it goes to."""
    game = controller.game
    if game is None:
        return []
    delta = controller.delta if controller.selected_die == die else 0
    kept: list[list[Foreseen]] = []

    def writes() -> list[Foreseen]:
        if not kept:
            kept.append(foreseen_writes(controller, die, delta))
        return kept[0]

    return [w for view in views for w in view.write_warnings(game, controller.seat, value, writes, language)]


def _die_to_write(controller: GameController) -> tuple[int, int] | None:
    """The die the seat writes next and its value (leaves counted), after the starting numbers."""
    game = controller.game
    if game is None or game.state.phase != Phase.PLAY or game.state.dice is None or game.state.turn <= 0:
        return None
    sheet = game.state.sheets[controller.seat]
    if sheet.line_choice or sheet.bonus_pending or sheet.stroke_queue:
        return None
    undone = [d for d in (0, 1) if not sheet.dice_done[d]]
    if not undone:
        return None
    die = controller.selected_die if controller.selected_die is not None else undone[0]
    value = controller.selected_value()
    return die, game.state.dice[die] if value is None else value


def warnings(controller: GameController, views: Sequence[Warns], language: str = "en") -> list[str]:
    """What the seat's next step will set off that changes what it can still score (a solo
    timer), said before it is made: the next stroke's, or the selected die's write's, in
    the words of the board's module views `views`."""
    game = controller.game
    if game is None or game.state.phase != Phase.PLAY:
        return []
    sheet = game.state.sheets[controller.seat]
    if sheet.stroke_queue and not sheet.line_choice and not sheet.bonus_pending:
        return stroke_warnings(controller, views, language)
    chosen = _die_to_write(controller)
    return [] if chosen is None else _write_warnings(controller, views, chosen[0], chosen[1], language)


def next_step(controller: GameController, language: str = "en", views: Sequence[Warns] = ()) -> str:
    """What the player should do now, in one sentence, from the controller's state; then,
    when the step will set off a rule event (a solo timer), a sentence that says so, in the
    words of the board's module views `views` (`module_views.registry.views_of`)."""
    text = _next_step(controller, language)
    return _warned(text, warnings(controller, views, language), language)


def _next_step(controller: GameController, language: str) -> str:
    game = controller.game
    if game is None:
        return _t("Start a new game, or continue the one you left.")
    state = game.state
    if state.phase == Phase.OVER:
        return _t("The game is over.")
    if state.phase == Phase.ROLL:
        if game.mode == Mode.SCORESHEET:
            if state.turn < 0:
                return _typed_first_roll()
            return _t("Type in the two dice the table rolled, then Record.")
        if state.turn < 0:
            return _t("Roll the dice for your two starting numbers.")
        return _t("Roll the dice.")
    sheet = state.sheets[controller.seat]
    if sheet.line_choice:
        return _t("You completed two lines at once: choose which line to resolve first.")
    if sheet.bonus_pending:
        return _bonus()
    if sheet.stroke_queue:
        kind, count = _pending(sheet.stroke_queue)
        item = game.board.defn.items[min(sheet.item, len(game.board.items) - 1)].name.get(language)
        return _strokes(kind, count, item, language)
    undone = [d for d in (0, 1) if not sheet.dice_done[d]]
    if undone and state.dice is not None:  # always rolled in the play phase
        die = controller.selected_die if controller.selected_die is not None else undone[0]
        value = controller.selected_value()
        value = state.dice[die] if value is None else value
        if state.turn == 0:
            if len(undone) == 2:
                return _first_numbers(die, value)
            return _t("Write your other starting number (%1) in any empty cloud.").replace("%1", str(value))
        if sheet.gave_up:
            return _t("Write die %1 (value %2) next to a filled cloud.").replace(
                "%1", str(die + 1)).replace("%2", str(value))
        return _t("Write die %1 (value %2) next to a filled cloud, or give it up.").replace(
            "%1", str(die + 1)).replace("%2", str(value))
    return _t("Both dice are played: confirm your turn.")
