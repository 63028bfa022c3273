"""What a module of the game is to the engine: one `ModuleUnit`, its rules in one place.

A unit says which part of the board file it reads, compiles it into the tables play uses,
acts at the moments of a turn the rules give it (after a write, when a stroke starts, when
a die is given up, at the end of a turn and of the game), scores its line, names the events
it emits, lists the problems of its part of a board for the editor and the file check, and
says what the fingerprint of a board reads of it. The base class does nothing at each of
these moments, so a unit writes only what its module does.

Plain data only (no pydantic, no Qt): play runs these at every write.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

from ..compiled import Board
from ..events import Event
from ..schema_words import Words
from ..state import GameState, Sheet

Coord = tuple[int, int]


class Grid(NamedTuple):
    """The board's cells as `compile_board` numbered them, for a unit to compile against."""

    coords: tuple[Coord, ...]
    """Each cell's (row, col), in reading order: cell i is coords[i]."""
    index: dict[Coord, int]  # type: ignore[assignment]  # a field may shadow tuple.index
    """The number of the cell at (row, col)."""

    def cells(self, points: Sequence[Sequence[int]]) -> tuple[int, ...]:
        """The numbers of cells given as a file lists them ([[row, col], ...])."""
        return tuple(self.index[(p[0], p[1])] for p in points)

    def per_cell(self, groups: Sequence[Sequence[int] | frozenset[int]]) -> tuple[tuple[int, ...], ...]:
        """For each cell, the indexes of the groups (notes, frame families) holding it."""
        return tuple(tuple(gi for gi, g in enumerate(groups) if ci in g) for ci in range(len(self.coords)))


class Place(NamedTuple):
    """A place on the grid named in a problem's sentence (each reader words it: the editor in
    the player's language, a file check as "row 3, column 2")."""

    row: int
    col: int

    def __str__(self) -> str:
        # rows and columns as a player counts them, from 1
        return f"row {self.row + 1}, column {self.col + 1}"


class Finding(NamedTuple):
    """One broken invariant of a board's module part, found in the board file's JSON form."""

    path: str
    """The place as a program spells it ("garland.rewards[2].value")."""
    template: str
    """One English sentence with `{}` fields (translated in context "EditorProblems")."""
    args: tuple[Any, ...] = ()
    """The fields; a place on the grid is a `Place`."""
    cells: tuple[Coord, ...] = ()
    """Cells to highlight in the editor."""
    area: str = ""
    """Which part of the board the editor shows it on; empty: the unit's name."""


class ModuleUnit:
    """One module of the game (or the solo rules every board has), registered once in
    `registry.UNITS`. Subclasses set the class attributes and override what they need."""

    name: str = ""
    """The module's name: its key in the board file, in `Board.modules` and in score lines."""
    words: Words | None = None
    """The module as a board maker calls it in a sentence (`Words("the garland")`, a phrase
    translated in context "BoardWords")."""
    board_fields: tuple[str, ...] = ()
    """The fields of the compiled `Board` this unit fills (`compile` returns them)."""
    event_kinds: tuple[str, ...] = ()
    """Kinds of the events the unit emits (`engine.events.Event.kind`)."""
    marks: tuple[str, ...] = ()
    """The cell marks ("star", "moon") the module reads; a mark no module of a board reads is
    ignored in play (RULES.md "Modules")."""
    editor_fields: tuple[str, ...] = ()
    """The keys of its part of the board file that the board editor edits."""
    scores: bool = True
    """Has a score line of its own (`points`)."""
    every_board: bool = False
    """Plays on every board whatever its file holds (the solo rules); not one of `Board.modules`."""

    # ------------------------------------------------------------ the board

    def present(self, spec: Any) -> bool:
        """Does the board (a BoardSpec) play with this module? Yes when its file has its part."""
        return self.every_board or self.data_of(spec) is not None

    def data_of(self, spec: Any) -> Any:
        """This unit's part of a BoardSpec: a field of its name, else data kept for it."""
        if self.name in type(spec)._fields:
            return getattr(spec, self.name)
        return dict(spec.extra_modules).get(self.name)

    def compile(self, spec: Any, grid: Grid) -> dict[str, Any]:
        """The tables play reads: a value for each of `board_fields` (also when the board does
        not play with the module: then empty ones), and anything else the unit reads back
        from `Board.module_data[name]`."""
        return {}

    def rules_data(self, spec: Any) -> dict[str, Any]:
        """What the rules read of the unit's part, for `engine.fingerprint` (keys it adds to the
        hashed data); nothing for a board without it."""
        return {}

    def read(self, raw: Any) -> Any:
        """Check the JSON form of the unit's part in a board file and return it as play keeps
        it; raise ValueError with one sentence. Only for units beyond the board model's own
        fields (those are the pydantic model's)."""
        return raw

    def problems(self, data: Mapping[str, Any], cells: Mapping[Coord, Mapping[str, Any]]) -> list[Finding]:
        """Every broken invariant of the unit's part of `data` (a board in its file's JSON form,
        already of the right shape where the schema says so), in the order a file check
        reports the first of them. `cells` maps each cloud's (row, col) to its JSON."""
        return []

    def file_keys(self) -> tuple[str, ...]:
        """The top-level keys of a board file that are this unit's part."""
        return (self.name,)

    def blank(self, board_id: str) -> dict[str, Any]:
        """The unit's part of a new board in the editor, by top-level key (empty, unfinished)."""
        return {}

    # ------------------------------------------------------------ play (R16-R20)

    def on_write(self, board: Board, state: GameState, seat: int, cell: int, value: int, solo: bool,
                 events: list[Event]) -> None:
        """After `value` is written into `cell` of `seat`'s sheet (before lines resolve)."""

    def on_give_up(self, board: Board, state: GameState, seat: int, solo: bool, events: list[Event]) -> None:
        """After `seat` gave up a die (and circled a leaf)."""

    def on_stroke(self, board: Board, state: GameState, seat: int, solo: bool, events: list[Event]) -> None:
        """When `seat` starts a stroke, before the pen moves."""

    def on_turn_end(self, board: Board, state: GameState, solo: bool, events: list[Event]) -> None:
        """When every seat has confirmed the turn, before it ends."""

    def on_game_end(self, board: Board, state: GameState, solo: bool, events: list[Event]) -> None:
        """When the game has just ended."""

    def points(self, board: Board, sheet: Sheet) -> int:
        """The unit's score line for `sheet` (R16-R20)."""
        return 0

    def penalty(self, board: Board, sheet: Sheet, solo: bool) -> int:
        """Items taken off the sheet's score (the solo thorns)."""
        return 0


def circle_leaf(board: Board, sheet: Sheet, seat: int, reason: str, events: list[Event]) -> None:
    """Circle the next empty leaf, if any is left."""
    if sheet.leaves_circled < board.leaf_count:
        sheet.leaves_circled += 1
        events.append(Event("leaf_circled", seat, {"leaf": sheet.leaves_circled - 1, "reason": reason}))
