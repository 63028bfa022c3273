"""A board being edited: operations a board maker performs, undo and redo, its problems.

The board is held in the board file's own form (a dict, as `boards/*.json` hold it), so
what is saved is what was edited, nothing is lost between the editor and the file, and a
draft with problems is still a board file the editor can open again. Each operation checks
its own input (a refusal is an `EditError`, one sentence, and changes nothing), then
changes the board as one step of the undo stack. Whether the board can be *played* is not
an operation's business: `problems()` lists what the engine would refuse, one sentence each.

Lines follow from their ends, as on the printed board: a line's dot and sun sit beside its
last cloud, and the line runs back from there along its row or column to the edge of the
clouds or to a cloud already in a line of that direction (`place_line_end`).
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from daydream_qt.engine.boardspec import (
    BOARD_IDS,
    MODULE_NAMES,
    POLAROID_SCORINGS,
)
from daydream_qt.engine.modules import UNITS, ModuleUnit, plays, timers_played
from daydream_qt.engine.modules.constellation import UNIT as CONSTELLATION
from daydream_qt.engine.modules.frames import UNIT as FRAMES
from daydream_qt.engine.modules.garland import UNIT as GARLAND
from daydream_qt.engine.modules.notes import UNIT as NOTES
from daydream_qt.engine.modules.polaroids import UNIT as POLAROIDS

from .jsonform import board_text
from .parts import (
    POLAROID_SCORING_KEY,
    BoardData,
    BoardParts,
    Constellation,
    Coord,
    Difficulty,
    FrameFamily,
    Garland,
    Item,
    Leaves,
    Names,
    Note,
    Panel,
    Polaroid,
    TitleBand,
    read_parts,
)
from .problems import MAX_LINE_CELLS, MAX_NODES, MAX_SHELVES, Problem, collect, name_notes
from .problems import notes as _ignored_marks

if TYPE_CHECKING:
    from daydream_qt.engine.boardspec import BoardSpec
    from daydream_qt.engine.outlines import Outline

DIRECTIONS: dict[str, Coord] = {"right": (0, 1), "left": (0, -1), "down": (1, 0), "up": (-1, 0)}
"""Where a line's icons sit beside its last cloud, as a step on the lattice."""
LANGUAGES = ("en", "fr", "ja")
MAX_GRID = 40
MAX_LEAVES = 20
MAX_SCORE = 1000
MAX_TRACK = 200
MAX_MOONS = 20
HISTORY = 500
"""Undo steps kept; older ones are forgotten."""


class EditError(ValueError):
    """An operation refused: the message is one sentence, and the board is unchanged.

    `template` (English, with `{}` fields) and `args` let the editor word it in the
    player's language; str() is the English sentence."""

    def __init__(self, template: str, *args: object) -> None:
        super().__init__(template.format(*args))
        self.template = template
        self.args_ = args


@dataclass(frozen=True)
class Step:
    """One entry of the undo stack: the board before and after an operation."""

    label: str
    before: BoardData
    after: BoardData


def _text(en: str, fr: str | None = None, ja: str | None = None) -> dict[str, str]:
    return {"en": en, "fr": fr if fr is not None else en, "ja": ja if ja is not None else en}


def _even_panels(board_id: str, cols: int) -> list[dict[str, Any]]:
    """The combination's panels sharing the columns as evenly as they can, left first."""
    letters = list(board_id)
    n = len(letters)
    out: list[dict[str, Any]] = []
    first = 0
    for k, letter in enumerate(letters):
        width = cols // n + (1 if k < cols % n else 0)
        out.append({"letter": letter, "first_col": first, "last_col": first + max(width, 1) - 1})
        first += max(width, 1)
    return out


def _check_text(text: str, what: str = "") -> str:
    if not isinstance(text, str):
        raise EditError("A name or a title is text.")
    text = text.strip()
    if len(text) > 120:
        raise EditError("A name or a title is at most 120 characters long.")
    return text


class BoardModel:
    """An editable board: every change is an operation, undone and redone as one step."""

    def __init__(self, data: BoardData) -> None:
        self._data = data
        self._undo: list[Step] = []
        self._redo: list[Step] = []
        self.listeners: list[Callable[[], None]] = []
        """Called after every change, undo and redo included (the editor redraws)."""
        self._problems: list[Problem] | None = None
        self._parts: BoardParts | None = None

    # ------------------------------------------------------------ making one
    @classmethod
    def blank(cls, board_id: str = "A", rows: int = 5, cols: int = 6,
              name: dict[str, str] | None = None) -> BoardModel:
        """An empty board of combination `board_id`: no cloud, no line, no item yet."""
        if board_id not in BOARD_IDS:
            raise EditError("There is no combination called {}.", board_id)
        if not (2 <= rows <= MAX_GRID and 2 <= cols <= MAX_GRID):
            raise EditError("A grid has 2 to {} rows and columns.", MAX_GRID)
        data: BoardData = {
            "format": "daydream-board", "version": 1, "id": board_id,
            "name": name or _text("My board", "Mon plateau", "わたしのボード"),
            "difficulty": "medium", "panels": _even_panels(board_id, cols),
            "rows": rows, "cols": cols, "cells": [], "lines": [], "items": [],
            "leaves": {"count": 6, "precircled": 1},
            "titles": [{"min": m, "title": _text(t)} for m, t in
                       ((0, "Daydreamer"), (5, "Dreamer"), (10, "Sleepwalker"), (15, "Dream Master"))],
        }
        for u in UNITS:
            if plays(board_id, u.name):
                data.update(u.blank(board_id))
        return cls(data)

    @classmethod
    def from_data(cls, data: object) -> BoardModel:
        """A board file's JSON value as a draft. Anything the schema refuses is refused here,
        in one sentence that names the place on the board; a board that only breaks the
        invariants opens with its problems, and so does a saved draft's unfinished part (no
        cloud yet, an item with one dot, an empty name)."""
        from daydream_qt.engine.boarddef import BoardDef, BoardError
        from daydream_qt.engine.schema_words import BoardSchemaError

        from .drafts import validate_draft

        try:
            # a draft's unfinished parts (no cloud yet, an empty name) open, as its problems
            data = validate_draft(data, BoardDef)
        except BoardSchemaError as exc:
            raise EditError("This is not a board file the editor can open: {}.", exc.words) from None
        except (BoardError, RecursionError):
            raise EditError("This is not a board file the editor can open.") from None
        return cls({"format": "daydream-board", "version": 1, **data})

    # ------------------------------------------------------------ reading
    @property
    def data(self) -> BoardData:
        """A copy of the board in file form."""
        return copy.deepcopy(self._data)

    @property
    def parts(self) -> BoardParts:
        """The board as it is now, part by part (frozen values, read once per change)."""
        if self._parts is None:
            self._parts = read_parts(self._data)
        return self._parts

    @property
    def board_id(self) -> str:
        return self.parts.board_id

    @property
    def rows(self) -> int:
        return self.parts.rows

    @property
    def cols(self) -> int:
        return self.parts.cols

    @property
    def name(self) -> Names:
        """The board's name in each language."""
        return self.parts.name

    @property
    def difficulty(self) -> Difficulty:
        return self.parts.difficulty

    @property
    def panels(self) -> tuple[Panel, ...]:
        """The combination's panels over the grid, left to right."""
        return self.parts.panels

    @property
    def leaves(self) -> Leaves:
        return self.parts.leaves

    @property
    def titles(self) -> tuple[TitleBand, ...]:
        """The title table's bands, lowest first."""
        return self.parts.titles

    @property
    def shelf_items(self) -> tuple[Item, ...]:
        """The shelf's items in shelf order (the index each item operation takes)."""
        return self.parts.items

    def item(self, index: int) -> Item:
        """The item at `index` of the shelf order; EditError for none."""
        return self.parts.items[self._item_index(index)]

    @property
    def modules(self) -> tuple[str, ...]:
        """The names of the module parts the board has (`BoardParts.modules`)."""
        return self.parts.modules

    @property
    def constellation(self) -> Constellation | None:
        return self.parts.constellation

    @property
    def notes(self) -> tuple[Note, ...]:
        return self.parts.notes

    @property
    def polaroids(self) -> tuple[Polaroid, ...]:
        """The polaroids in column order."""
        return self.parts.polaroids

    @property
    def polaroid_scoring(self) -> str:
        """How the polaroids score: the board's rule, else its combination's (R18)."""
        return self.parts.polaroid_scoring

    @property
    def garland(self) -> Garland | None:
        return self.parts.garland

    @property
    def frames(self) -> tuple[FrameFamily, ...]:
        """The frame families."""
        return self.parts.frames

    def cells(self) -> dict[Coord, str | None]:
        """Each cloud and its mark."""
        return {c.at: c.mark for c in self.parts.cells}

    def lines(self) -> list[list[Coord]]:
        return [list(ln) for ln in self.parts.lines]

    def items(self) -> list[dict[str, Any]]:
        """A copy of the shelf's items in file form (`shelf_items` reads them typed)."""
        return copy.deepcopy(list(self._data["items"]))

    def module(self, name: str) -> Any:
        """A copy of the part of the module called `name` in file form (None: the board has
        none). The shipped modules' parts read typed as `constellation`, `notes`, ...; this
        is for a registered module's part, whose form is its unit's."""
        return copy.deepcopy(self._data.get(name))

    def ignored_marks(self) -> list[Problem]:
        """What the board holds that play ignores (not problems: `problems.notes`)."""
        return _ignored_marks(self._data)

    def name_notes(self) -> list[Problem]:
        """Item names missing in a language (not problems: `problems.name_notes`)."""
        return name_notes(self._data)

    def spec(self) -> BoardSpec:
        """The board as the engine plays it; for a board without problems only."""
        from daydream_qt.engine.boardspec import spec_from_dict

        return spec_from_dict(self._data)

    def problems(self) -> list[Problem]:
        """Everything that keeps the board from being played (empty: it can be played)."""
        if self._problems is None:
            self._problems = collect(self._data)
        return list(self._problems)

    def playable(self) -> bool:
        return not self.problems()

    def to_json(self) -> str:
        """The board file's text, laid out like the shipped files."""
        return board_text(self._data)

    # ------------------------------------------------------------ undo
    def can_undo(self) -> bool:
        return bool(self._undo)

    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo_label(self) -> str:
        return self._undo[-1].label if self._undo else ""

    def redo_label(self) -> str:
        return self._redo[-1].label if self._redo else ""

    def undo(self) -> bool:
        if not self._undo:
            return False
        step = self._undo.pop()
        self._redo.append(step)
        self._set(copy.deepcopy(step.before))
        return True

    def redo(self) -> bool:
        if not self._redo:
            return False
        step = self._redo.pop()
        self._undo.append(step)
        self._set(copy.deepcopy(step.after))
        return True

    def _set(self, data: BoardData) -> None:
        self._data = data
        self._problems = None
        self._parts = None
        for listener in list(self.listeners):
            listener()

    def _change(self, label: str, change: Callable[[BoardData], None]) -> None:
        """Apply `change` to a copy; keep it as one undo step (nothing kept if it raises)."""
        before = copy.deepcopy(self._data)
        work = copy.deepcopy(self._data)
        change(work)
        if work == before:
            return
        self._undo.append(Step(label, before, copy.deepcopy(work)))
        del self._undo[:-HISTORY]
        self._redo.clear()
        self._set(work)

    # ------------------------------------------------------------ the board
    def set_name(self, language: str, text: str) -> None:
        if language not in LANGUAGES:
            raise EditError("Names are given in English, French and Japanese.")
        text = _check_text(text, "A name")
        self._change("name", lambda d: d["name"].__setitem__(language, text))

    def set_difficulty(self, difficulty: str) -> None:
        if difficulty not in ("easy", "medium", "hard"):
            raise EditError("The difficulty is easy, medium or hard.")
        self._change("difficulty", lambda d: d.__setitem__("difficulty", difficulty))

    def set_combination(self, board_id: str) -> None:
        """Play the board as another combination: its panels and modules follow (module data
        it no longer uses is dropped, data it needs starts empty)."""
        if board_id not in BOARD_IDS:
            raise EditError("There is no combination called {}.", board_id)

        def change(d: BoardData) -> None:
            d["id"] = board_id
            d["panels"] = _even_panels(board_id, d["cols"])
            for u in UNITS:
                if u.name not in MODULE_NAMES:  # a registered module's part is its own business
                    continue
                if plays(board_id, u.name):
                    for key, value in u.blank(board_id).items():
                        d.setdefault(key, value)
                else:
                    for key in u.file_keys():
                        d.pop(key, None)
            if not timers_played(board_id):
                for it in d["items"]:
                    it.pop("role", None)
        self._change("combination", change)

    def set_grid_size(self, rows: int, cols: int) -> None:
        """Resize the lattice; clouds outside it are removed with their lines."""
        if not (2 <= rows <= MAX_GRID and 2 <= cols <= MAX_GRID):
            raise EditError("A grid has 2 to {} rows and columns.", MAX_GRID)

        def change(d: BoardData) -> None:
            d["rows"], d["cols"] = rows, cols
            d["panels"] = _even_panels(d["id"], cols) if len(d["panels"]) > cols or \
                d["panels"][-1]["last_col"] != cols - 1 else d["panels"]
            for c in [c for c in d["cells"] if c["row"] >= rows or c["col"] >= cols]:
                _drop_cell(d, (c["row"], c["col"]))
        self._change("grid size", change)

    def set_panel_widths(self, widths: list[int]) -> None:
        """Columns per panel, left to right (they must add up to the grid's columns)."""
        d0 = self._data
        if len(widths) != len(d0["panels"]) or any(w < 1 for w in widths):
            raise EditError("Each panel has one column or more.")
        if sum(widths) != d0["cols"]:
            raise EditError("The panels must share the grid's {} columns.", d0["cols"])

        def change(d: BoardData) -> None:
            first = 0
            for p, w in zip(d["panels"], widths):
                p["first_col"], p["last_col"] = first, first + w - 1
                first += w
        self._change("panels", change)

    def set_panel_width(self, index: int, width: int) -> None:
        """Give panel `index` `width` columns; the panels to its right (then to its left)
        give or take the difference, keeping one column each, so the panels still share
        the grid's columns. One field of the form changes one panel's width this way."""
        widths = [p.last_col - p.first_col + 1 for p in self.panels]
        if not (type(index) is int and 0 <= index < len(widths)):
            raise EditError("There is no such panel.")
        if type(width) is not int or not 1 <= width <= self.cols - (len(widths) - 1):
            raise EditError("With {} panels on {} columns, a panel has 1 to {} columns.", len(widths),
                            self.cols, self.cols - (len(widths) - 1))
        extra = width - widths[index]
        widths[index] = width
        for k in [*range(index + 1, len(widths)), *range(index - 1, -1, -1)]:
            give = min(extra, widths[k] - 1) if extra > 0 else extra
            widths[k] -= give
            extra -= give
            if extra == 0:
                break
        self.set_panel_widths(widths)

    # ------------------------------------------------------------ clouds
    def _inside(self, p: Sequence[int]) -> Coord:
        if not (isinstance(p, (tuple, list)) and len(p) == 2 and all(type(v) is int for v in p)):
            raise EditError("A place on the grid is a row and a column.")
        r, c = p[0], p[1]
        if not (0 <= r < self.rows and 0 <= c < self.cols):
            raise EditError("Row {}, column {} is outside the grid.", r + 1, c + 1)
        return (r, c)

    def add_cell(self, at: Coord, mark: str | None = None) -> None:
        r, c = self._inside(at)
        if mark not in (None, "star", "moon"):
            raise EditError("A cloud carries a star, a moon or nothing.")
        if (r, c) in self.cells():
            raise EditError("There is already a cloud at row {}, column {}.", r + 1, c + 1)

        def change(d: BoardData) -> None:
            cell: dict[str, Any] = {"row": r, "col": c}
            if mark:
                cell["mark"] = mark
            d["cells"].append(cell)
            d["cells"].sort(key=lambda x: (x["row"], x["col"]))
        self._change("add cloud", change)

    def remove_cell(self, at: Coord) -> None:
        """Remove a cloud, with the lines, notes and polaroids that need it."""
        r, c = self._inside(at)
        if (r, c) not in self.cells():
            raise EditError("There is no cloud at row {}, column {}.", r + 1, c + 1)
        self._change("remove cloud", lambda d: _drop_cell(d, (r, c)))

    def toggle_cell(self, at: Coord) -> None:
        if tuple(at) in self.cells():
            self.remove_cell(at)
        else:
            self.add_cell(at)

    def set_mark(self, at: Coord, mark: str | None) -> None:
        r, c = self._inside(at)
        if mark not in (None, "star", "moon"):
            raise EditError("A cloud carries a star, a moon or nothing.")
        if (r, c) not in self.cells():
            raise EditError("There is no cloud at row {}, column {}.", r + 1, c + 1)

        def change(d: BoardData) -> None:
            for cell in d["cells"]:
                if (cell["row"], cell["col"]) == (r, c):
                    cell.pop("mark", None)
                    if mark:
                        cell["mark"] = mark
        self._change("mark", change)

    # ------------------------------------------------------------ lines
    def line_from_end(self, at: Coord, direction: str) -> list[Coord]:
        """The clouds of the line whose dot and sun would sit on `direction`'s side of `at`,
        in reading order (towards the icons)."""
        if direction not in DIRECTIONS:
            raise EditError("A line's dot and sun sit left, right, above or below its last cloud.")
        end = self._inside(at)
        cells = self.cells()
        if end not in cells:
            raise EditError("There is no cloud at row {}, column {}.", end[0] + 1, end[1] + 1)
        dr, dc = DIRECTIONS[direction]
        horizontal = dr == 0
        taken = {p for ln in self.lines() if len(ln) > 1 and (ln[0][0] == ln[1][0]) == horizontal
                 for p in ln if end not in ln}
        run = [end]
        p = (end[0] - dr, end[1] - dc)
        while p in cells and p not in taken and len(run) < MAX_LINE_CELLS:
            run.append(p)
            p = (p[0] - dr, p[1] - dc)
        return run[::-1]

    def place_line_end(self, at: Coord, direction: str, start: Coord | None = None) -> int:
        """Put a line's dot and sun beside cloud `at`, on its `direction` side. The line runs
        back to `start` when given, else as far as `line_from_end` goes. A line of that
        direction already through `at` is replaced. Returns the new line's index."""
        run = self.line_from_end(at, direction)
        if start is not None:
            start = self._inside(start)
            if start not in run:
                raise EditError("The line must start on a cloud of the same row or column, "
                                "with clouds all the way to its end.")
            run = run[run.index(start):]
        if len(run) < 2:
            raise EditError("A line joins at least 2 clouds, and this one has no free neighbour "
                            "on the other side of its dot and sun.")
        return self.add_line(run)

    def add_line(self, cells: list[Coord]) -> int:
        """A line through `cells`, in reading order, icons after the last; a line of the same
        direction through its last cloud is replaced. Returns its index."""
        pts = [self._inside(p) for p in cells]
        if len(pts) < 2:
            raise EditError("A line joins at least 2 clouds.")
        horizontal = pts[0][0] == pts[1][0]
        existing = [i for i, ln in enumerate(self.lines())
                    if pts[-1] in ln and len(ln) > 1 and (ln[0][0] == ln[1][0]) == horizontal]
        index = existing[0] if existing else len(self._data["lines"])

        def change(d: BoardData) -> None:
            entry = {"cells": [list(p) for p in pts]}
            if existing:
                d["lines"][index] = entry
            else:
                d["lines"].append(entry)
        self._change("line", change)
        return index

    def remove_line(self, index: int) -> None:
        if not 0 <= index < len(self._data["lines"]):
            raise EditError("There is no such line.")
        self._change("remove line", lambda d: d["lines"].pop(index))

    # ------------------------------------------------------------ shelf items
    def _item_index(self, index: int) -> int:
        if not (type(index) is int and 0 <= index < len(self._data["items"])):
            raise EditError("There is no such item on the shelf.")
        return index

    def add_item(self, item_id: str, name: dict[str, str] | str, shelf: int = 0, *,
                 outline: str | None = None, kinds: list[str] | None = None,
                 points: list[tuple[float, float]] | None = None, bonus: bool = False,
                 role: str | None = None) -> int:
        """A new item at the end of its shelf: an outline from the library with `kinds` placed
        evenly along it, or a polyline through `points` (one node per point, 0..1 of the box).
        Returns its index."""
        item_id = _check_id(item_id)
        if any(it["id"] == item_id for it in self._data["items"]):
            raise EditError("There is already an item called {}.", item_id)
        if not (type(shelf) is int and 0 <= shelf < MAX_SHELVES):
            raise EditError("A board has shelves 1 to {}.", MAX_SHELVES)
        names = _text(name) if isinstance(name, str) else {k: _check_text(name.get(k, ""), "A name")
                                                            for k in LANGUAGES}
        item: dict[str, Any] = {"id": item_id, "name": names, "shelf": shelf}
        if outline is not None:
            _outline(outline)
            item["outline"] = outline
            item["nodes"] = _nodes_on(outline, _check_kinds(kinds or ["dot", "sun"]))
        else:
            pts = _check_points(points or [])
            kinds = _check_kinds(kinds or ["dot"] * (len(pts) - 1) + ["sun"])
            if len(kinds) != len(pts):
                raise EditError("A drawn item has one dot or sun at each point of its line.")
            item["nodes"] = [{"kind": k, "x": x, "y": y} for k, (x, y) in zip(kinds, pts)]
        if bonus:
            item["bonus"] = True
        if role is not None:
            item["role"] = _check_role(role)
        index = sum(1 for it in self._data["items"] if it["shelf"] <= shelf)
        self._change("add item", lambda d: d["items"].insert(index, item))
        return index

    def remove_item(self, index: int) -> None:
        self._item_index(index)
        self._change("remove item", lambda d: d["items"].pop(index))

    def move_item(self, index: int, to: int) -> None:
        """Move an item to place `to` in the shelf order (its shelf is that of its neighbours)."""
        self._item_index(index)
        if not 0 <= to < len(self._data["items"]):
            raise EditError("There is no such place on the shelf.")

        def change(d: BoardData) -> None:
            d["items"].insert(to, d["items"].pop(index))
        self._change("move item", change)

    def set_item_shelf(self, index: int, shelf: int) -> None:
        """Put an item on another shelf, last of that shelf."""
        self._item_index(index)
        if not (type(shelf) is int and 0 <= shelf < MAX_SHELVES):
            raise EditError("A board has shelves 1 to {}.", MAX_SHELVES)

        def change(d: BoardData) -> None:
            it = d["items"].pop(index)
            it["shelf"] = shelf
            d["items"].insert(sum(1 for x in d["items"] if x["shelf"] <= shelf), it)
        self._change("item shelf", change)

    def set_item_name(self, index: int, language: str, text: str) -> None:
        self._item_index(index)
        if language not in LANGUAGES:
            raise EditError("Names are given in English, French and Japanese.")
        text = _check_text(text, "A name")
        self._change("item name", lambda d: d["items"][index]["name"].__setitem__(language, text))

    def set_item_id(self, index: int, item_id: str) -> None:
        self._item_index(index)
        item_id = _check_id(item_id)
        if any(it["id"] == item_id for i, it in enumerate(self._data["items"]) if i != index):
            raise EditError("There is already an item called {}.", item_id)
        self._change("item id", lambda d: d["items"][index].__setitem__("id", item_id))

    def set_item_outline(self, index: int, outline: str) -> None:
        """Draw the item with a library outline; its dots and suns move onto it."""
        self._item_index(index)
        _outline(outline)

        def change(d: BoardData) -> None:
            it = d["items"][index]
            it["outline"] = outline
            it["nodes"] = _nodes_on(outline, [n["kind"] for n in it["nodes"]])
        self._change("item outline", change)

    def set_item_points(self, index: int, points: list[tuple[float, float]]) -> None:
        """Draw the item as a polyline through `points`; one node per point, the kinds kept
        where they can be (new nodes are dots, the last a sun)."""
        self._item_index(index)
        pts = _check_points(points)

        def change(d: BoardData) -> None:
            it = d["items"][index]
            kinds = [n["kind"] for n in it["nodes"]][:len(pts)]
            kinds += ["dot"] * (len(pts) - len(kinds))
            kinds[-1] = "sun"
            it.pop("outline", None)
            it["nodes"] = [{"kind": k, "x": x, "y": y} for k, (x, y) in zip(kinds, pts)]
        self._change("item drawing", change)

    def set_item_kinds(self, index: int, kinds: list[str]) -> None:
        """The item's dots and suns in order; on an outline they are spread evenly along it
        (so their number may change), on a polyline there is one per point."""
        self._item_index(index)
        kinds = _check_kinds(kinds)
        it0 = self._data["items"][index]
        if it0.get("outline") is None and len(kinds) != len(it0["nodes"]):
            raise EditError("A drawn item has one dot or sun at each point of its line.")

        def change(d: BoardData) -> None:
            it = d["items"][index]
            if it.get("outline") is not None:
                it["nodes"] = _nodes_on(it["outline"], kinds)
            else:
                for n, k in zip(it["nodes"], kinds):
                    n["kind"] = k
        self._change("dots and suns", change)

    def set_node_kind(self, index: int, node: int, kind: str) -> None:
        self._item_index(index)
        kinds = [n["kind"] for n in self._data["items"][index]["nodes"]]
        if not 0 <= node < len(kinds):
            raise EditError("The item has no such dot or sun.")
        kinds[node] = kind
        self.set_item_kinds(index, kinds)

    def set_node_count(self, index: int, count: int) -> None:
        """How many dots and suns an outlined item has: new ones are dots, the last a sun."""
        self._item_index(index)
        if not 2 <= count <= MAX_NODES:
            raise EditError("An item has 2 to {} dots and suns.", MAX_NODES)
        kinds = [n["kind"] for n in self._data["items"][index]["nodes"]]
        kinds = (kinds[:-1][:count - 1] + ["dot"] * count)[:count - 1] + ["sun"]
        self.set_item_kinds(index, kinds)

    def set_item_bonus(self, index: int, bonus: bool) -> None:
        self._item_index(index)

        def change(d: BoardData) -> None:
            d["items"][index].pop("bonus", None)
            if bonus:
                d["items"][index]["bonus"] = True
        self._change("bonus", change)

    def set_item_role(self, index: int, role: str | None) -> None:
        self._item_index(index)
        role = _check_role(role) if role is not None else None

        def change(d: BoardData) -> None:
            d["items"][index].pop("role", None)
            if role:
                d["items"][index]["role"] = role
        self._change("item role", change)

    # ------------------------------------------------------------ leaves and titles
    def set_leaves(self, count: int, precircled: int) -> None:
        if not (type(count) is int and 1 <= count <= MAX_LEAVES):
            raise EditError("A board has 1 to {} leaves.", MAX_LEAVES)
        if not (type(precircled) is int and 1 <= precircled <= count):
            raise EditError("Between one leaf and all of them start circled.")
        self._change("leaves", lambda d: d.__setitem__("leaves", {"count": count, "precircled": precircled}))

    def set_title_mins(self, mins: list[int]) -> None:
        """Where the four title bands start (the first at 0)."""
        if len(mins) != 4 or any(type(m) is not int or not 0 <= m <= MAX_SCORE for m in mins):
            raise EditError("Four bands, each starting at a score from 0 to {}.", MAX_SCORE)

        def change(d: BoardData) -> None:
            for t, m in zip(d["titles"], mins):
                t["min"] = m
        self._change("title bands", change)

    def set_title(self, band: int, language: str, text: str) -> None:
        if not 0 <= band < 4:
            raise EditError("There are four title bands.")
        if language not in LANGUAGES:
            raise EditError("Titles are given in English, French and Japanese.")
        text = _check_text(text, "A title")
        self._change("title", lambda d: d["titles"][band]["title"].__setitem__(language, text))

    # ------------------------------------------------------------ modules
    def _needs(self, module: ModuleUnit) -> Any:
        """The module's part in file form, to read (its combination must play with it)."""
        if not plays(self.board_id, module.name):
            raise EditError("Combination {} does not play with this module.", self.board_id)
        return self._data[module.name]

    def _change_part(self, module: ModuleUnit, label: str, change: Callable[[Any], object]) -> None:
        """`_change` of the module's part alone: `change` edits it in place."""

        def whole(d: BoardData) -> None:
            change(d[module.name])
        self._change(label, whole)

    def add_track_point(self, x: float, y: float, big_star: bool = False, at: int | None = None) -> None:
        track = self._needs(CONSTELLATION)["track"]
        (x, y), = _check_points([(x, y)], minimum=1)
        if len(track) >= MAX_TRACK:
            raise EditError("A track has at most {} points.", MAX_TRACK)
        point: dict[str, Any] = {"x": x, "y": y}
        if big_star:
            point["big_star"] = True
        where = len(track) if at is None else at
        self._change_part(CONSTELLATION, "track point", lambda con: con["track"].insert(where, point))

    def set_big_star(self, index: int, big_star: bool) -> None:
        track = self._needs(CONSTELLATION)["track"]
        if not 0 <= index < len(track):
            raise EditError("The track has no such point.")

        def change(con: Any) -> None:
            p = con["track"][index]
            p.pop("big_star", None)
            if big_star:
                p["big_star"] = True
        self._change_part(CONSTELLATION, "big star", change)

    def remove_track_point(self, index: int) -> None:
        track = self._needs(CONSTELLATION)["track"]
        if not 0 <= index < len(track):
            raise EditError("The track has no such point.")
        self._change_part(CONSTELLATION, "remove track point", lambda con: con["track"].pop(index))

    def set_track(self, points: list[tuple[float, float, bool]]) -> None:
        """The whole track at once, as drawn on the board: its points in order (0..1 of the
        constellation area), each with whether it is a big star. One undo step."""
        self._needs(CONSTELLATION)
        if not isinstance(points, list) or not 2 <= len(points) <= MAX_TRACK:
            raise EditError("A drawn track has 2 to {} points.", MAX_TRACK)
        track: list[dict[str, Any]] = []
        for p in points:
            if not isinstance(p, (tuple, list)) or len(p) != 3:
                raise EditError("A point is two numbers from 0 to 1.")
            (x, y), = _check_points([(p[0], p[1])], minimum=1)
            point: dict[str, Any] = {"x": x, "y": y}
            if p[2]:
                point["big_star"] = True
            track.append(point)
        self._change_part(CONSTELLATION, "track drawing", lambda con: con.__setitem__("track", track))

    def add_note(self, cells: list[Coord]) -> None:
        """A single note (2 neighbouring clouds) or a double note (3 or 4 around a gap)."""
        self._needs(NOTES)
        pts = [self._inside(p) for p in cells]
        if not 2 <= len(pts) <= 4:
            raise EditError("A note touches 2, 3 or 4 clouds.")
        self._change_part(NOTES, "note", lambda notes: notes.append({"cells": [list(p) for p in pts]}))

    def remove_note(self, index: int) -> None:
        if not 0 <= index < len(self._needs(NOTES)):
            raise EditError("There is no such note.")
        self._change_part(NOTES, "remove note", lambda notes: notes.pop(index))

    def add_polaroid(self, at: Coord, kind: str) -> None:
        """A polaroid linked to the cloud `at`; polaroids stay in column order."""
        self._needs(POLAROIDS)
        p = self._inside(at)
        if kind not in ("star", "moon"):
            raise EditError("A polaroid shows a star or a moon.")

        def change(polaroids: Any) -> None:
            polaroids.append({"cell": list(p), "kind": kind})
            polaroids.sort(key=lambda x: x["cell"][1])
        self._change_part(POLAROIDS, "polaroid", change)

    def remove_polaroid(self, index: int) -> None:
        if not 0 <= index < len(self._needs(POLAROIDS)):
            raise EditError("There is no such polaroid.")
        self._change_part(POLAROIDS, "remove polaroid", lambda polaroids: polaroids.pop(index))

    def set_polaroid_scoring(self, scoring: str) -> None:
        """How the polaroids score (R18): "star_minus_moon" or "distinct"."""
        self._needs(POLAROIDS)
        if scoring not in POLAROID_SCORINGS:
            raise EditError("The polaroids score by stars minus moons or by distinct values.")
        self._change("polaroid scoring", lambda d: d.__setitem__(POLAROID_SCORING_KEY, scoring))

    def set_garland_moons(self, moons: int) -> None:
        """The garland's length; rewards are added (1 point) or dropped at the bottom."""
        self._needs(GARLAND)
        if not (type(moons) is int and 2 <= moons <= MAX_MOONS):
            raise EditError("A garland has 2 to {} moons.", MAX_MOONS)

        def change(g: Any) -> None:
            g["moons"] = moons
            g["rewards"] = (g["rewards"] + [{"kind": "points", "value": 1}] * moons)[:moons - 1]
        self._change_part(GARLAND, "garland", change)

    def set_garland_reward(self, index: int, kind: str, value: int = 0) -> None:
        g = self._needs(GARLAND)
        if not 0 <= index < len(g["rewards"]):
            raise EditError("The garland has no such reward.")
        if kind == "leaf":
            reward: dict[str, Any] = {"kind": "leaf"}
        elif kind == "points" and type(value) is int and 1 <= value <= MAX_SCORE:
            reward = {"kind": "points", "value": value}
        else:
            raise EditError("A reward is a leaf, or points worth 1 or more.")
        self._change_part(GARLAND, "garland reward", lambda g: g["rewards"].__setitem__(index, reward))

    def add_frame_family(self, family_id: str, name: dict[str, str] | str) -> int:
        frames = self._needs(FRAMES)
        family_id = _check_id(family_id)
        if len(frames) >= 3:
            raise EditError("There are three frame families.")
        if any(f["id"] == family_id for f in frames):
            raise EditError("There is already a frame family called {}.", family_id)
        names = _text(name) if isinstance(name, str) else {k: _check_text(name.get(k, ""), "A name")
                                                            for k in LANGUAGES}
        self._change_part(FRAMES, "frame family",
                          lambda frames: frames.append({"id": family_id, "name": names, "cells": []}))
        return len(frames)

    def remove_frame_family(self, index: int) -> None:
        if not 0 <= index < len(self._needs(FRAMES)):
            raise EditError("There is no such frame family.")
        self._change_part(FRAMES, "remove frame family", lambda frames: frames.pop(index))

    def set_frame_name(self, index: int, language: str, text: str) -> None:
        if not 0 <= index < len(self._needs(FRAMES)) or language not in LANGUAGES:
            raise EditError("There is no such frame family.")
        text = _check_text(text, "A name")
        self._change_part(FRAMES, "frame name", lambda frames: frames[index]["name"].__setitem__(language, text))

    def toggle_frame_cell(self, index: int, at: Coord) -> None:
        """Add the cloud `at` to a frame family, or take it out (cells kept in reading order)."""
        frames = self._needs(FRAMES)
        if not 0 <= index < len(frames):
            raise EditError("There is no such frame family.")
        p = list(self._inside(at))

        def change(frames: Any) -> None:
            cells = frames[index]["cells"]
            if p in cells:
                cells.remove(p)
            else:
                cells.append(p)
                cells.sort()
        self._change_part(FRAMES, "frame cell", change)


# ---------------------------------------------------------------- helpers

_CLOUD_USERS: dict[str, Callable[[Any, list[int]], Any]] = {
    NOTES.name: lambda notes, p: [n for n in notes if p not in n["cells"]],
    POLAROIDS.name: lambda polaroids, p: [x for x in polaroids if x["cell"] != p],
    FRAMES.name: lambda frames, p: [{**f, "cells": [c for c in f["cells"] if c != p]} for f in frames],
}
"""For each module whose part names clouds (by its unit's name): that part without the cloud
`p` (a file's [row, col]), when the cloud is removed. The units do not say which clouds
their parts name, so the editor does; a module without an entry names none."""


def _drop_cell(d: BoardData, p: Coord) -> None:
    d["cells"] = [c for c in d["cells"] if (c["row"], c["col"]) != p]
    d["lines"] = [ln for ln in d["lines"] if list(p) not in ln["cells"]]
    for u in UNITS:
        drop = _CLOUD_USERS.get(u.name)
        if drop is not None and d.get(u.name) is not None:
            d[u.name] = drop(d[u.name], list(p))


def _check_id(item_id: str) -> str:
    import re

    if not isinstance(item_id, str) or not re.fullmatch(r"[a-z0-9]+(?:[-_][a-z0-9]+)*", item_id) \
            or len(item_id) > 40:
        raise EditError("An id is one or more lowercase words or numbers joined by -.")
    return item_id


def _check_role(role: str) -> str:
    if role not in ("clover", "bow_tie"):
        raise EditError("An item's role is clover or bow tie.")
    return role


def _check_kinds(kinds: list[str]) -> list[str]:
    if not isinstance(kinds, list) or not 2 <= len(kinds) <= MAX_NODES:
        raise EditError("An item has 2 to {} dots and suns.", MAX_NODES)
    if any(k not in ("dot", "sun") for k in kinds):
        raise EditError("Each node of an item is a dot or a sun.")
    return list(kinds)


def _check_points(points: Sequence[Sequence[float]], minimum: int = 2) -> list[tuple[float, float]]:
    if not isinstance(points, list) or not minimum <= len(points) <= MAX_NODES:
        raise EditError("A drawn item has 2 to {} points.", MAX_NODES)
    out: list[tuple[float, float]] = []
    for p in points:
        try:
            x, y = float(p[0]), float(p[1])
        except (TypeError, ValueError, IndexError):
            raise EditError("A point is two numbers from 0 to 1.") from None
        if not (0.0 <= x <= 1.0 and 0.0 <= y <= 1.0):
            raise EditError("A point lies inside the item's box (0 to 1 across and down).")
        out.append((round(x, 4), round(y, 4)))
    return out


def _outline(outline_id: str) -> Outline:
    from daydream_qt.engine.outlines import OutlineError, load_outline

    try:
        return load_outline(outline_id)
    except OutlineError:
        raise EditError("The library has no drawing called {}.", str(outline_id)[:40]) from None


def _nodes_on(outline_id: str, kinds: list[str]) -> list[dict[str, Any]]:
    """Nodes spread evenly along the outline's trace, where the engine expects them (the
    points packaging/board_outlines.py writes: the outline's place / 100, to 4 decimals)."""
    pts = _outline(outline_id).node_points(len(kinds))
    return [{"kind": k, "x": round(x / 100, 4), "y": round(y / 100, 4)} for k, (x, y) in zip(kinds, pts)]
