"""The compiled board: cells numbered 0..n-1 and plain tuples for the hot path."""

from functools import cache
from pathlib import Path
from typing import NamedTuple

from ..package_data import data_folder
from . import jsonfile
from .boardspec import BOARD_IDS, MODULES_BY_BOARD, BoardError, BoardSpec, Text, spec_from_dict
from .untrusted import excerpt

MAX_BOARD_BYTES = 1_000_000
"""A shipped board file is 10 to 20 kB."""


class ItemSpec(NamedTuple):
    """A shelf item as the stroke walker sees it."""

    kinds: tuple[str, ...]
    """'dot' or 'sun' per node; the last is always 'sun'."""
    next_sun: tuple[int, ...]
    """For each node index, the index of the first sun node after it (last node: itself)."""
    bonus: bool
    role: str | None


class Board(NamedTuple):
    """A board ready for play. Built once from a BoardSpec by `compile_board`."""

    defn: BoardSpec
    id: str
    modules: frozenset[str]
    coords: tuple[tuple[int, int], ...]
    index: dict[tuple[int, int], int]
    neighbours: tuple[tuple[int, ...], ...]
    lines: tuple[tuple[int, ...], ...]
    line_is_row: tuple[bool, ...]
    cell_lines: tuple[tuple[int, ...], ...]
    items: tuple[ItemSpec, ...]
    leaf_count: int
    leaves_precircled: int
    star_cells: frozenset[int]
    moon_cells: frozenset[int]
    track_big_stars: tuple[int, ...]
    """Track point indices holding a big star (constellation)."""
    track_length: int
    """Number of track points; the pen starts on point 0."""
    notes: tuple[tuple[int, ...], ...]
    cell_notes: tuple[tuple[int, ...], ...]
    polaroid_cells: tuple[int, ...]
    polaroid_kinds: tuple[str, ...]
    cell_polaroid: dict[int, int]
    garland_moons: int
    garland_rewards: tuple[tuple[str, int], ...]
    frame_cells: tuple[frozenset[int], ...]
    cell_frames: tuple[tuple[int, ...], ...]
    clover_item: int | None
    bow_tie_item: int | None
    title_mins: tuple[int, ...]
    titles: tuple[Text, ...]

    @property
    def n_cells(self) -> int:
        return len(self.coords)

    def title_band(self, score: int) -> int:
        """Index (0-3) of the title band a solo score falls in; below 0 counts as band 0."""
        band = 0
        for i, m in enumerate(self.title_mins):
            if score >= m:
                band = i
        return band

    def line_name(self, line: int) -> str:
        """A short English description used in sentences: 'row 3' or 'column 2'."""
        r, c = self.coords[self.lines[line][0]]
        return f"row {r + 1}" if self.line_is_row[line] else f"column {c + 1}"


def compile_board(d: BoardSpec) -> Board:
    """Number the cells in reading order and build every lookup table."""
    if not isinstance(d, BoardSpec):  # a validated pydantic BoardDef
        d = spec_from_dict(d.model_dump(mode="json"))
    coords = tuple(sorted((c.row, c.col) for c in d.cells))
    index = {p: i for i, p in enumerate(coords)}
    marks = {(c.row, c.col): c.mark for c in d.cells}
    neighbours = tuple(
        tuple(index[n] for n in ((r - 1, c), (r, c - 1), (r, c + 1), (r + 1, c)) if n in index)
        for (r, c) in coords
    )
    lines = tuple(tuple(index[tuple(p)] for p in line.cells) for line in d.lines)
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
    roles = {it.role: i for i, it in enumerate(d.items) if it.role}
    notes = tuple(tuple(index[tuple(p)] for p in n.cells) for n in (d.notes or []))
    frames = tuple(frozenset(index[tuple(p)] for p in f.cells) for f in (d.frames or []))
    pols = d.polaroids or []
    track = d.constellation.track if d.constellation else []
    return Board(
        defn=d,
        id=d.id,
        modules=frozenset(MODULES_BY_BOARD[d.id]),
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
        track_big_stars=tuple(i for i, p in enumerate(track) if p.big_star),
        track_length=len(track),
        notes=notes,
        cell_notes=tuple(tuple(ni for ni, n in enumerate(notes) if ci in n) for ci in range(len(coords))),
        polaroid_cells=tuple(index[tuple(p.cell)] for p in pols),
        polaroid_kinds=tuple(p.kind for p in pols),
        cell_polaroid={index[tuple(p.cell)]: i for i, p in enumerate(pols)},
        garland_moons=d.garland.moons if d.garland else 0,
        garland_rewards=tuple((r.kind, r.value) for r in d.garland.rewards) if d.garland else (),
        frame_cells=frames,
        cell_frames=tuple(tuple(fi for fi, f in enumerate(frames) if ci in f) for ci in range(len(coords))),
        clover_item=roles.get("clover"),
        bow_tie_item=roles.get("bow_tie"),
        title_mins=tuple(t.min for t in d.titles),
        titles=tuple(t.title for t in d.titles),
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
