"""The compiled board: cells numbered 0..n-1 and plain tuples for the hot path.

Apart from `board.py`, which builds it, so that the module units (`engine/modules/`), which
`compile_board` calls, and the state can name it without an import circle.
"""

from collections.abc import Mapping
from typing import Any, NamedTuple

from .boardspec import BoardSpec, PolaroidScoring, Text


class ItemSpec(NamedTuple):
    """A shelf item as the stroke walker sees it."""

    kinds: tuple[str, ...]
    """'dot' or 'sun' per node; the last is always 'sun'."""
    next_sun: tuple[int, ...]
    """For each node index, the index of the first sun node after it (last node: itself)."""
    bonus: bool
    role: str | None


class Board(NamedTuple):
    """A board ready for play. Built once from a BoardSpec by `compile_board`.

    The tables of the five shipped modules are fields of their own (the hot path and many
    views read them); each is filled by its module's unit (`ModuleUnit.board_fields`), which
    reads it from the board file's model of the same name.
    """

    defn: BoardSpec
    id: str
    modules: frozenset[str]
    """Names of the modules the board plays with (the units whose data the board has)."""
    units: tuple[Any, ...]
    """The `engine.modules.ModuleUnit` of each module the board plays with, and of the rules
    every board plays with (the solo thorns and timers), in the registry's order: the rules
    reach a module's behaviour only through these."""
    module_data: Mapping[str, Mapping[str, Any]]
    """Each unit's compiled form by its name (what `ModuleUnit.compile` returned)."""
    hooks: Mapping[str, tuple[Any, ...]]
    """For each moment of the rules ("on_write", ...), the bound methods of the units that act
    then, in order: the hot path calls only those (a unit that does nothing costs nothing)."""
    coords: tuple[tuple[int, int], ...]
    index: dict[tuple[int, int], int]  # type: ignore[assignment]  # a field may shadow tuple.index
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
    polaroid_scoring: PolaroidScoring | None
    """How the polaroids score (R18): "star_minus_moon" or "distinct"; None without polaroids."""
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
