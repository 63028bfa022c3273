"""The compiled board: cells numbered 0..n-1 and plain tuples for the hot path."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from ..package_data import data_folder
from . import jsonfile
from .boardspec import BOARD_IDS, BoardError, BoardSpec, spec_from_dict
from .compiled import Board as Board  # re-exported: the board's home for its callers
from .compiled import ItemSpec as ItemSpec
from .modules.base import Grid
from .modules.registry import compile_modules
from .untrusted import excerpt

if TYPE_CHECKING:
    from .boarddef import BoardDef

MAX_BOARD_BYTES = 1_000_000
"""A shipped board file is 10 to 20 kB."""


def compile_board(d: BoardSpec | BoardDef) -> Board:
    """Number the cells in reading order and build every lookup table; each module's tables
    come from its unit (`modules.registry.compile_modules`)."""
    if not isinstance(d, BoardSpec):  # a validated pydantic BoardDef
        d = spec_from_dict(d.model_dump(mode="json"))
    coords = tuple(sorted((c.row, c.col) for c in d.cells))
    index = {p: i for i, p in enumerate(coords)}
    marks = {(c.row, c.col): c.mark for c in d.cells}
    neighbours = tuple(
        tuple(index[n] for n in ((r - 1, c), (r, c - 1), (r, c + 1), (r + 1, c)) if n in index)
        for (r, c) in coords
    )
    lines = tuple(tuple(index[p] for p in line.cells) for line in d.lines)
    line_is_row = tuple(coords[ln[0]][0] == coords[ln[1]][0] for ln in lines)
    cell_lines = tuple(tuple(li for li, ln in enumerate(lines) if ci in ln) for ci in range(len(coords)))
    items = []
    for it in d.items:
        kinds = tuple(n.kind for n in it.nodes)
        nxt = []
        for i in range(len(kinds)):
            j = i + 1
            while j < len(kinds) and kinds[j] != "sun":
                j += 1
            nxt.append(min(j, len(kinds) - 1))
        items.append(ItemSpec(kinds, tuple(nxt), it.bonus, it.role))
    return Board(
        defn=d,
        id=d.id,
        coords=coords,
        index=index,
        neighbours=neighbours,
        lines=lines,
        line_is_row=line_is_row,
        cell_lines=cell_lines,
        items=tuple(items),
        leaf_count=d.leaves.count,
        leaves_precircled=d.leaves.precircled,
        star_cells=frozenset(i for i, p in enumerate(coords) if marks[p] == "star"),
        moon_cells=frozenset(i for i, p in enumerate(coords) if marks[p] == "moon"),
        title_mins=tuple(t.min for t in d.titles),
        titles=tuple(t.title for t in d.titles),
        **compile_modules(d, Grid(coords, index)),
    )


def boards_dir() -> Path | None:
    """The folder of shipped board files: packaged data, or the source tree's boards/."""
    return data_folder("daydream_qt.boards", "boards", "*.json")


def read_board_json(path: str | Path) -> object:
    """The JSON data of a board file, read within the bounds of `jsonfile` (a regular file
    of at most MAX_BOARD_BYTES, no duplicate keys, ...); any problem is a BoardError."""
    p = Path(path)
    name = excerpt(p.name)
    try:
        return jsonfile.read_json_file(p, MAX_BOARD_BYTES)
    except jsonfile.JsonFileError as exc:
        if exc.kind == jsonfile.UNREADABLE:
            raise BoardError("", f"cannot read {name}: {exc.strerror}") from None
        if exc.kind == jsonfile.TOO_BIG:
            raise BoardError("", f"{name} is larger than a board file can be") from None
        raise BoardError("", f"{name} {exc.problem}") from None


def read_board_file(path: str | Path) -> BoardSpec:
    """Read and validate one board file; every problem is a BoardError with one sentence."""
    from .boarddef import load_board  # pydantic only at this file edge

    return load_board(read_board_json(path))


@cache
def builtin_board(board_id: str) -> Board:
    """One of the eight shipped combinations, compiled (cached)."""
    if board_id not in BOARD_IDS:
        raise BoardError("", f"there is no combination called {board_id!r}")
    folder = boards_dir()
    if folder is None:
        raise BoardError("", "the board files are missing from this installation")
    # Shipped boards are validated by the test suite and `daydream-qt boards check`;
    # at run time they are trusted, which keeps pydantic out of the app's start.
    return compile_board(spec_from_dict(read_board_json(folder / f"{board_id}.json")))
