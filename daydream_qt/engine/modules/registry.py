"""The one table of modules: `UNITS`, in the order their effects and score lines come.

Adding a module is writing its unit (a `ModuleUnit`) and one line here, as python-chess
adds a variant to `chess.variant.VARIANTS`; a test or a plug-in adds one with `register`.
The board file's model (`boarddef`) names the shipped modules' parts field by field, for
its schema; a registered module beyond them keeps its part under its own name in the file,
checked by its unit's `read` and kept in `BoardSpec.extra_modules`.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from ..boardspec import MODULE_NAMES, MODULES_BY_BOARD, BoardSpec
from ..compiled import Board
from ..events import Event
from ..state import GameState, Sheet
from .base import Coord, Finding, Grid, ModuleUnit
from .constellation import UNIT as CONSTELLATION
from .frames import UNIT as FRAMES
from .garland import UNIT as GARLAND
from .notes import UNIT as NOTES
from .polaroids import UNIT as POLAROIDS
from .solo import UNIT as SOLO

UNITS: list[ModuleUnit] = [
    SOLO,
    CONSTELLATION,
    NOTES,
    POLAROIDS,
    GARLAND,
    FRAMES,
]
"""Every module's unit. The five shipped modules come in the order of `MODULE_NAMES`, the
order of the events of one write, of the score lines and of a board's problems; the solo
rules first, whose problem (the timers' items) a board check has always told first."""

assert tuple(u.name for u in UNITS if not u.every_board) == MODULE_NAMES


MOMENTS = ("on_write", "on_give_up", "on_stroke", "on_turn_end", "on_game_end")
"""The moments of the rules a unit may act at (`ModuleUnit`'s hooks)."""


def register(unit: ModuleUnit) -> None:
    """Add `unit` to the table (after the shipped ones); its name must be new."""
    if any(u.name == unit.name for u in UNITS) or unit.name in BoardSpec._fields or not unit.name:
        raise ValueError(f"a module called {unit.name!r} cannot be registered")
    UNITS.append(unit)


def unregister(name: str) -> None:
    """Take a unit added by `register` out of the table again (the shipped ones stay)."""
    if name in MODULE_NAMES or name == SOLO.name:
        raise ValueError(f"the module {name!r} ships with the game")
    UNITS[:] = [u for u in UNITS if u.name != name]


def unit(name: str) -> ModuleUnit:
    """The unit called `name`; KeyError for none."""
    for u in UNITS:
        if u.name == name:
            return u
    raise KeyError(name)


def plays(board_id: str, name: str) -> bool:
    """Does the combination `board_id` play with the module called `name`?"""
    return name in MODULES_BY_BOARD.get(board_id, ())


def marks_read(board_id: str) -> frozenset[str]:
    """The cell marks the combination's modules read ("star", "moon")."""
    return frozenset(m for u in UNITS if plays(board_id, u.name) for m in u.marks)


def extra_units() -> Iterator[ModuleUnit]:
    """The registered units whose part of a board file is not one of the board model's fields."""
    return (u for u in UNITS if not u.every_board and u.name not in BoardSpec._fields)


def units_of(spec: BoardSpec) -> tuple[ModuleUnit, ...]:
    """The units a board plays with, in the table's order."""
    return tuple(u for u in UNITS if u.present(spec))


def compile_modules(spec: BoardSpec, grid: Grid) -> dict[str, Any]:
    """The fields of `Board` the units fill, with `units`, `modules`, `module_data` and `hooks`
    (plain dicts, only read once built: a game stays copyable with `copy.deepcopy`)."""
    fields: dict[str, Any] = {}
    data: dict[str, Mapping[str, Any]] = {}
    playing = units_of(spec)
    for u in UNITS:
        part = u.compile(spec, grid)
        fields.update({k: part[k] for k in u.board_fields})
        if u in playing:
            data[u.name] = part
    fields["units"] = playing
    fields["hooks"] = {moment: tuple(getattr(u, moment) for u in playing
                                     if getattr(type(u), moment) is not getattr(ModuleUnit, moment))
                       for moment in MOMENTS}
    fields["modules"] = frozenset(u.name for u in playing if not u.every_board)
    fields["module_data"] = data
    return fields


def module_points(board: Board, sheet: Sheet) -> dict[str, int]:
    """Points of each module the combination plays with (R16-R20), a line each."""
    return {u.name: u.points(board, sheet) for u in board.units if u.scores}


def rules_data(spec: BoardSpec) -> dict[str, Any]:
    """What the rules read of each module's part of `spec` (`engine.fingerprint`)."""
    out: dict[str, Any] = {}
    for u in UNITS:
        if u.name in MODULE_NAMES or u.present(spec):
            out.update(u.rules_data(spec))
    return out


def problems(data: Mapping[str, Any], cells: Mapping[Coord, Mapping[str, Any]]) -> list[Finding]:
    """Every broken invariant of the modules of a board in its file's JSON form: first whether
    its combination plays with each shipped module it has or lacks, then each unit's own."""
    out: list[Finding] = []
    bid = data.get("id")
    uses = set(MODULES_BY_BOARD.get(bid, ())) if isinstance(bid, str) else set()
    for u in UNITS:
        if u.name not in MODULE_NAMES:
            continue
        present = data.get(u.name) is not None
        if present and u.name not in uses:
            out.append(Finding(u.name, "Combination {} plays without {}: the board must not have them.",
                               (bid, u.words)))
        elif not present and u.name in uses:
            out.append(Finding(u.name, "Combination {} plays with {}, which the board does not have.",
                               (bid, u.words)))
    for u in UNITS:
        if u.every_board or data.get(u.name) is not None:
            out.extend(f if f.area else f._replace(area=u.name) for f in u.problems(data, cells))
    return out


def on_write(board: Board, state: GameState, seat: int, cell: int, value: int, solo: bool,
             events: list[Event]) -> None:
    """Every module's effect of writing `value` into `cell` (after the value is stored)."""
    for hook in board.hooks["on_write"]:
        hook(board, state, seat, cell, value, solo, events)


def on_give_up(board: Board, state: GameState, seat: int, solo: bool, events: list[Event]) -> None:
    for hook in board.hooks["on_give_up"]:
        hook(board, state, seat, solo, events)


def on_stroke(board: Board, state: GameState, seat: int, solo: bool, events: list[Event]) -> None:
    for hook in board.hooks["on_stroke"]:
        hook(board, state, seat, solo, events)


def on_turn_end(board: Board, state: GameState, solo: bool, events: list[Event]) -> None:
    for hook in board.hooks["on_turn_end"]:
        hook(board, state, solo, events)


def on_game_end(board: Board, state: GameState, solo: bool, events: list[Event]) -> None:
    for hook in board.hooks["on_game_end"]:
        hook(board, state, solo, events)


def penalty(board: Board, sheet: Sheet, solo: bool) -> int:
    """Items taken off the score (the solo thorns)."""
    return sum(u.penalty(board, sheet, solo) for u in board.units)
