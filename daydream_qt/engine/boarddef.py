"""Board files: the pydantic schema and the invariants of RULES.md "Boards of this project".

This is the file edge for boards: everything here is validated once, then compiled
into the plain tuples of `board.Board` that the rules use.
"""

from __future__ import annotations

import math
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    SerializerFunctionWrapHandler,
    Strict,
    ValidationError,
    model_serializer,
)

from .boardspec import (
    BOARD_IDS,
    MODULE_NAMES,
    MODULES_BY_BOARD,
    BoardError,
    BoardSpec,
    PolaroidScoring,
    spec_from_dict,
)
from .connected import reachable
from .modules import registry
from .modules.base import Place
from .schema_words import BoardSchemaError, Words, describe
from .untrusted import MAX_BOARD_TEXT, MAX_ID, excerpt

__all__ = ["BOARD_IDS", "MODULE_NAMES", "MODULES_BY_BOARD", "BoardError", "BoardInvariantError", "BoardDef",
           "parse_board", "load_board", "check_invariants", "board_json_schema"]

MAX_GRID = 40
"""Rows and columns of a grid."""
MAX_CELLS = 400
MAX_LINES = 200
MAX_ITEMS = 60
MAX_NODES = 30
"""Nodes of one item."""
MAX_TRACK = 200
"""Points of the constellation track."""
MAX_NOTES = 200
"""Notes of the musical notes module (each covers 2 to 4 of at most MAX_CELLS cells)."""
MAX_POLAROIDS = MAX_GRID
"""Polaroids, one per column at most (the invariants want six)."""
MAX_MOONS = 20
MAX_SCORE = 1000
"""Highest start of a title band and highest reward (a real board's top band starts near 30)."""

Coord = Annotated[
    tuple[Annotated[int, Field(ge=0, le=MAX_GRID)], Annotated[int, Field(ge=0, le=MAX_GRID)]],
    Strict(False),
]
"""A lattice position (row, col): a JSON list of two integers. Only the tuple is lax, so that
a list is accepted; its items stay strict."""

BoardText = Annotated[str, Field(min_length=1, max_length=MAX_BOARD_TEXT)]


def _exact_int(value: object) -> object:
    # Literal[1] alone would take true and 1.0 for 1, even in strict mode.
    if type(value) is not int:
        raise ValueError("the file's version must be the whole number 1")
    return value


class _Model(BaseModel):
    # strict: a board file is as strict as boards/schema.json says ("5" is not an integer,
    # true is not a number); an integer is still accepted where a number is expected,
    # since JSON does not tell 1 from 1.0.
    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)


class Text(_Model):
    """A user-visible text in the three shipped languages."""

    en: BoardText
    fr: BoardText
    ja: BoardText

    def get(self, language: str) -> str:
        """The text in `language` ("en", "fr", "ja"), English for any other."""
        return getattr(self, language) if language in ("en", "fr", "ja") else self.en


class TitleBand(_Model):
    """One row of the solo title table."""

    min: int = Field(ge=0, le=MAX_SCORE)
    """Lowest score of the band; a band ends where the next one starts."""
    title: Text


class Panel(_Model):
    """A panel of the foldable board, drawn as a seam and a letter."""

    letter: Literal["A", "B", "C", "D", "E", "F"]
    first_col: int = Field(ge=0, le=MAX_GRID)
    """First grid column the panel covers."""
    last_col: int = Field(ge=0, le=MAX_GRID)
    """Last grid column the panel covers (inclusive)."""


class Cell(_Model):
    """A cloud cell."""

    row: int = Field(ge=0, le=MAX_GRID)
    col: int = Field(ge=0, le=MAX_GRID)
    mark: Literal["star", "moon"] | None = Field(default=None, description=(
        "A star or a moon printed in the cell; a combination that does not use it ignores it."))
    """A star (constellation, polaroids) or moon (garland, polaroids) printed in the cell."""


class Line(_Model):
    """A row or column run of cells, read in this order, ending with a dot and a sun icon."""

    cells: list[Coord] = Field(min_length=2, max_length=12, description=(
        "The line's cells, 2 to 12 (at most 12 cells a line is a limit of this project, not of the rules)."))


class Node(_Model):
    """A node of a shelf item's outline."""

    kind: Literal["dot", "sun"]
    x: float = Field(ge=0.0, le=1.0)
    """Horizontal position inside the item's box (0 left, 1 right). For an item with an
    outline, the point of `Outline.node_points` divided by 100 (written by
    packaging/board_outlines.py and checked to lie on the outline)."""
    y: float = Field(ge=0.0, le=1.0)
    """Vertical position inside the item's box (0 top, 1 bottom)."""


class Item(_Model):
    """A drawing on the shelf: the pen walks its nodes in order."""

    id: str = Field(min_length=1, max_length=MAX_ID)
    name: Text
    shelf: int = Field(ge=0, le=5, description=(
        "Shelf index, top shelf 0 (at most 6 shelves is a limit of this project, not of the rules)."))
    """Shelf index, top shelf first; items of a shelf are listed left to right."""
    nodes: list[Node] = Field(min_length=2, max_length=MAX_NODES, description=(
        f"The item's dots and suns, 2 to {MAX_NODES}, ending on a sun (at most {MAX_NODES} an item is a "
        "limit of this project, not of the rules)."))
    bonus: bool = False
    """Finishing the item offers the sun-or-leaf bonus (R11)."""
    role: Literal["clover", "bow_tie"] | None = None
    """Frames solo timers (R20): the first stroke on it crosses out rewards."""
    outline: Annotated[str, Field(pattern=r"^[a-z0-9-]{1,40}$", max_length=40)] | None = None
    """The drawing (resources/outlines/<outline>.json) whose trace the nodes lie on, spread
    evenly along it; without one the nodes are joined by straight lines."""


class Leaves(_Model):
    """The leaf slots at the bottom of the sheet."""

    count: int = Field(ge=1, le=20, description=(
        "Leaf slots, 1 to 20 (at most 20 leaves is a limit of this project, not of the rules)."))
    precircled: int = Field(ge=1, le=20)
    """Leaves circled at the start (R1)."""


class TrackPoint(_Model):
    """A point of the constellation track; point 0 is the lowest, where the pen starts."""

    x: float = Field(ge=0.0, le=1.0)
    y: float = Field(ge=0.0, le=1.0)
    big_star: bool = False


class Constellation(_Model):
    """R16: written values in star cells advance the pen along the track."""

    track: list[TrackPoint] = Field(min_length=2, max_length=MAX_TRACK)


class Note(_Model):
    """R17: a single note (2 cells, one head) or a double note (3-4 cells, two heads)."""

    cells: list[Coord] = Field(min_length=2, max_length=4)


class Polaroid(_Model):
    """R18: a polaroid that copies the value written in its cell."""

    cell: Coord
    kind: Literal["star", "moon"]


class GarlandReward(_Model):
    """A reward between two moons of the garland."""

    kind: Literal["points", "leaf"]
    value: int = Field(default=0, ge=0, le=MAX_SCORE)
    """Points, for a points reward."""


class Garland(_Model):
    """R19: moons filled top first; reward i sits between moon i and moon i + 1."""

    moons: int = Field(ge=2, le=MAX_MOONS, description=(
        f"Moons of the garland, 2 to {MAX_MOONS} (a garland of at least 2 moons, so that it has a "
        "reward, is a limit of this project, not of the rules)."))
    rewards: list[GarlandReward] = Field(max_length=MAX_MOONS - 1)


class FrameFamily(_Model):
    """R20: a family of frames covering a set of cells, with a 5 and a 2 reward."""

    id: str = Field(min_length=1, max_length=MAX_ID)
    name: Text
    cells: list[Coord] = Field(min_length=1, max_length=MAX_CELLS)


class BoardDef(_Model):
    """One combination of the foldable board."""

    format: Literal["daydream-board"] = "daydream-board"
    version: Annotated[Literal[1], BeforeValidator(_exact_int)] = 1
    id: Literal["A", "D", "BC", "EF", "AD", "DA", "ABC", "DEF"]
    name: Text
    difficulty: Literal["easy", "medium", "hard"]
    panels: list[Panel] = Field(min_length=1, max_length=3, description=(
        "The combination's panels left to right, one letter each; each panel covers at least one column."))
    rows: int = Field(ge=2, le=MAX_GRID, description=(
        f"Rows of the grid, 2 to {MAX_GRID} (at least 2 rows is a limit of this project, not of the rules)."))
    cols: int = Field(ge=2, le=MAX_GRID, description=(
        f"Columns of the grid, 2 to {MAX_GRID}, and at least one for each panel."))
    cells: list[Cell] = Field(min_length=4, max_length=MAX_CELLS)
    lines: list[Line] = Field(min_length=1, max_length=MAX_LINES)
    items: list[Item] = Field(min_length=1, max_length=MAX_ITEMS)
    leaves: Leaves
    titles: list[TitleBand] = Field(min_length=4, max_length=4, description=(
        "The solo title table, lowest band first (exactly 4 title bands is a limit of this project, "
        "not of the rules)."))
    constellation: Constellation | None = None
    notes: Annotated[list[Note], Field(max_length=MAX_NOTES)] | None = None
    polaroids: Annotated[list[Polaroid], Field(max_length=MAX_POLAROIDS)] | None = None
    garland: Garland | None = None
    frames: Annotated[list[FrameFamily], Field(max_length=3)] | None = None
    polaroid_scoring: PolaroidScoring | None = Field(default=None, description=(
        "How the polaroids score (R18): star_minus_moon (star polaroids add their value, moon polaroids "
        "take theirs off) or distinct (a point per distinct value, doubled for six values in steps of one). "
        "Left out: star_minus_moon for combination AD, distinct for any other."))
    """The board's own polaroid rule, as data (a board without polaroids leaves it out)."""

    @model_serializer(mode="wrap")
    def _dump(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        # A board that does not say is dumped as it was written, without the key: so the JSON
        # form of a board written before the field stays what it was (`BoardSpec.to_dict`).
        out: dict[str, Any] = handler(self)
        if out.get("polaroid_scoring", "") is None:
            del out["polaroid_scoring"]
        return out


def _loc(parts: tuple[object, ...]) -> str:
    out = ""
    for p in parts:  # a name may be a key of the file: quote an excerpt of it only
        out += f"[{p}]" if isinstance(p, int) else (f".{excerpt(p)}" if out else excerpt(p))
    return out


class BoardInvariantError(BoardError):
    """A board the schema takes that breaks an invariant, told as the board editor's problem
    list tells it (editor/problems.py holds the same templates): `words` is the editor's
    sentence (an English template with a capital and a full stop, translated in context
    "EditorProblems"; a place on the grid is `Words("row {}, column {}", ...)`), `message` the
    same sentence as every BoardError message (no capital, no full stop), `path` the place as
    a program spells it ("lines[4].cells[2]"). `where` is empty: the sentence names the place."""

    def __init__(self, path: str, template: str, *args: object) -> None:
        self.words = Words(template, args)
        super().__init__("", _lowered(self.words.render().rstrip(".")))
        self.path = path


def _lowered(text: str) -> str:
    """A sentence's first word in small letters, unless it is part of a name ("Winter Memories")."""
    words = text.split(" ", 2)
    if len(words) > 1 and words[0][:1].isupper() and words[1][:1].isupper() and words[1][1:2].islower():
        return text
    return text[:1].lower() + text[1:]


def _at(p: tuple[int, int] | list[int]) -> Words:
    """A place on the grid as a board maker counts it, from 1."""
    return Words("row {}, column {}", (p[0] + 1, p[1] + 1))


def _named(text: object) -> str:
    """An item's name or an id from the file as a sentence quotes it."""
    return excerpt(text, 40).encode("utf-8", "backslashreplace").decode("utf-8")


def parse_board(data: object) -> BoardDef:
    """Validate raw JSON data as a board: schema first, then every invariant.

    The part of a module registered beyond the model's fields is checked by its unit
    (`ModuleUnit.read`); `load_board` keeps it."""
    board, _ = _parse(data)
    return board


def _parse(data: object) -> tuple[BoardDef, dict[str, object]]:
    extra: dict[str, object] = {}
    if isinstance(data, dict):
        for unit in registry.extra_units():
            if unit.name in data:
                try:
                    extra[unit.name] = unit.read(data[unit.name])
                except ValueError as exc:
                    raise BoardError(unit.name, str(exc)) from None
        if extra:
            data = {k: v for k, v in data.items() if k not in extra}
    try:
        board = BoardDef.model_validate(data)
    except ValidationError as exc:
        errors = exc.errors(include_url=False)
        path = _loc(tuple(errors[0]["loc"])) if errors else ""
        raise BoardSchemaError(describe(exc, data), path) from None
    check_invariants(board, extra)
    return board, extra


def load_board(data: object) -> BoardSpec:
    """Validate raw JSON data as a board and return the plain board used for play."""
    board, extra = _parse(data)
    return spec_from_dict({**board.model_dump(mode="json"), **extra})


def _adjacent(a: tuple[int, int], b: tuple[int, int]) -> bool:
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1


def check_invariants(b: BoardDef, extra: dict[str, object] | None = None) -> None:
    """Raise BoardInvariantError at the first broken invariant of RULES.md "Boards of this project"."""
    cells: dict[tuple[int, int], Cell] = {}
    for i, c in enumerate(b.cells):
        p = (c.row, c.col)
        if c.row >= b.rows or c.col >= b.cols:
            raise BoardInvariantError(f"cells[{i}]", "The cloud at {} lies outside the {} by {} grid.",
                                      _at(p), b.rows, b.cols)
        if p in cells:
            raise BoardInvariantError(f"cells[{i}]", "The cloud at {} is listed twice.", _at(p))
        cells[p] = c
    _check_connected(cells)
    _check_panels(b)
    in_row: dict[tuple[int, int], int] = {}
    in_col: dict[tuple[int, int], int] = {}
    for li, line in enumerate(b.lines):
        _check_line(li, line, cells, in_row, in_col)
    if b.leaves.precircled > b.leaves.count:
        raise BoardInvariantError("leaves.precircled", "More leaves start circled ({}) than there are leaves ({}).",
                                  b.leaves.precircled, b.leaves.count)
    for ii, item in enumerate(b.items):
        if item.nodes[-1].kind != "sun":
            raise BoardInvariantError(f"items[{ii}].nodes[{len(item.nodes) - 1}]", "The item {} must end on a sun.",
                                      _named(item.name.en))
        if item.outline is not None:
            _check_outline(ii, item)
    ids = [it.id for it in b.items]
    if len(set(ids)) != len(ids):
        twice = next(i for k, i in enumerate(ids) if i in ids[:k])
        raise BoardInvariantError("items", "Two items are called {}; each item needs its own id.", _named(twice))
    shelves = [it.shelf for it in b.items]
    if shelves != sorted(shelves):
        late = next(k for k in range(1, len(shelves)) if shelves[k] < max(shelves[:k]))
        raise BoardInvariantError("items", "The item {} is listed after an item of a lower shelf.",
                                  _named(b.items[late].name.en))
    mins = [t.min for t in b.titles]
    if mins[0] != 0 or mins != sorted(set(mins)):
        raise BoardInvariantError("titles", "The title bands must start at 0 and each start above the one before.")
    _check_modules(b, extra or {})


NODE_ON_OUTLINE = 0.5
"""How far (units of the outline's 100-unit box) a stored node may lie from its place."""


def _check_outline(ii: int, item: Item) -> None:
    """The named outline exists and the stored nodes sit where it places them."""
    from .outlines import OutlineError, load_outline

    try:
        outline = load_outline(item.outline)
    except OutlineError:
        raise BoardInvariantError(f"items[{ii}].outline",
                                  "The item {} names a drawing, {}, that the library does not have.",
                                  _named(item.name.en), _named(item.outline)) from None
    for k, ((x, y), node) in enumerate(zip(outline.node_points(len(item.nodes)), item.nodes)):
        if math.hypot(node.x * 100 - x, node.y * 100 - y) > NODE_ON_OUTLINE:
            raise BoardInvariantError(f"items[{ii}].nodes[{k}]",
                                      "Dot or sun {} of the item {} lies off its drawing {}; it belongs at "
                                      "({}, {}).", k + 1, _named(item.name.en), item.outline,
                                      f"{x / 100:.4f}", f"{y / 100:.4f}")


def _check_connected(cells: dict[tuple[int, int], Cell]) -> None:
    seen = reachable(cells, next(iter(cells)))
    if len(seen) != len(cells):
        lost = sorted(set(cells) - seen)[0]
        raise BoardInvariantError("cells", "The cloud at {} is cut off from the rest of the grid.", _at(lost))


def _check_panels(b: BoardDef) -> None:
    letters = "".join(p.letter for p in b.panels)
    if letters != b.id:
        raise BoardInvariantError("panels", "The panels' letters must spell the combination {}.", b.id)
    if b.cols < len(b.panels):
        raise BoardInvariantError("panels", "Combination {} has {} panels and each panel needs at least one "
                                  "column: the grid needs at least {} columns.", b.id, len(b.panels), len(b.panels))
    expect = 0
    for pi, p in enumerate(b.panels):
        if p.last_col < p.first_col or p.first_col != expect:
            raise BoardInvariantError(f"panels[{pi}]", "Each panel needs at least one column, the panels side by "
                                      "side from the left.")
        expect = p.last_col + 1
    if expect != b.cols:
        raise BoardInvariantError("panels", "The panels cover {} columns but the grid has {}.", expect, b.cols)


def _check_line(li: int, line: Line, cells: dict[tuple[int, int], Cell], in_row: dict[tuple[int, int], int],
                in_col: dict[tuple[int, int], int]) -> None:
    pts = list(line.cells)  # (row, col) tuples: the model makes them so
    for k, p in enumerate(pts):
        if p not in cells:
            raise BoardInvariantError(f"lines[{li}].cells[{k}]", "Line {} runs through {}, where there is no cloud.",
                                      li + 1, _at(p))
        if p in pts[:k]:
            raise BoardInvariantError(f"lines[{li}].cells[{k}]", "Line {} lists a cloud twice (at {}).", li + 1,
                                      _at(p))
    straight = "Line {} must run straight along one row or one column, cloud after cloud."
    horizontal = all(p[0] == pts[0][0] for p in pts)
    vertical = all(p[1] == pts[0][1] for p in pts)
    if not (horizontal or vertical):
        raise BoardInvariantError(f"lines[{li}]", straight, li + 1)
    for k in range(1, len(pts)):
        if not _adjacent(pts[k - 1], pts[k]):
            raise BoardInvariantError(f"lines[{li}].cells[{k}]", straight, li + 1)
    if len(pts) > 2:
        step = (pts[1][0] - pts[0][0], pts[1][1] - pts[0][1])
        for k in range(2, len(pts)):
            if (pts[k][0] - pts[k - 1][0], pts[k][1] - pts[k - 1][1]) != step:
                raise BoardInvariantError(f"lines[{li}].cells[{k}]", straight, li + 1)
    row_line = horizontal and len(pts) > 1 and pts[0][0] == pts[1][0]
    seen = in_row if row_line else in_col
    for k, p in enumerate(pts):
        if p in seen:
            raise BoardInvariantError(f"lines[{li}].cells[{k}]",
                                      "The cloud at {} is in two row lines ({} and {})." if row_line else
                                      "The cloud at {} is in two column lines ({} and {}).",
                                      _at(p), seen[p] + 1, li + 1)
        seen[p] = li


def _check_modules(b: BoardDef, extra: dict[str, object]) -> None:
    """The first problem of the board's modules, as their units find it (`registry.problems`,
    the editor's list too). A star or a moon the combination does not use is ignored in play
    (RULES.md "Modules")."""
    data = {**b.model_dump(mode="json"), **extra}
    cells = {(c["row"], c["col"]): c for c in data["cells"]}
    for found in registry.problems(data, cells):
        args = [_at(a) if isinstance(a, Place) else _named(a) if isinstance(a, str) else a for a in found.args]
        raise BoardInvariantError(found.path, found.template, *args)


def board_json_schema() -> dict[str, Any]:
    """The JSON Schema of board files, as shipped in boards/schema.json."""
    return BoardDef.model_json_schema()
