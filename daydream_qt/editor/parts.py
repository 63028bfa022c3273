"""The board being edited, read part by part: frozen values for the editor's views.

`BoardModel` keeps the board in the board file's own form (a dict), which is what is saved.
What the views draw and list is read from it here, once per change, into small frozen
values: the grid's size and clouds, its lines, the shelf's items, the leaves and titles, and
each module's part. A view reads `model.parts.garland.moons`, not `data["garland"]["moons"]`:
a key misspelt is a type error, not a KeyError at run time, and nothing a view holds can
change the board behind the undo stack's back.

A module's part is found under its unit's name (`engine.modules.registry.UNITS`). A draft is
read as it is: an unfinished part (no cloud yet, an item with one dot, an empty name) reads
as such, and `BoardModel.problems()` says what is missing.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from daydream_qt.engine.boardspec import legacy_polaroid_scoring
from daydream_qt.engine.modules import UNITS
from daydream_qt.engine.modules.constellation import UNIT as CONSTELLATION
from daydream_qt.engine.modules.frames import UNIT as FRAMES
from daydream_qt.engine.modules.garland import UNIT as GARLAND
from daydream_qt.engine.modules.notes import UNIT as NOTES
from daydream_qt.engine.modules.polaroids import UNIT as POLAROIDS

Coord = tuple[int, int]
BoardData = dict[str, Any]
"""A board in the board file's JSON form (a draft's may be unfinished)."""
Mark = Literal["star", "moon"]
NodeKind = Literal["dot", "sun"]
RewardKind = Literal["points", "leaf"]
Role = Literal["clover", "bow_tie"]
Difficulty = Literal["easy", "medium", "hard"]
LANGUAGES = ("en", "fr", "ja")

POLAROID_SCORING_KEY = "polaroid_scoring"
"""The top-level key of the polaroids' scoring: the second of their unit's `file_keys()`."""
assert POLAROIDS.file_keys() == (POLAROIDS.name, POLAROID_SCORING_KEY)


@dataclass(frozen=True)
class Names:
    """A text in English, French and Japanese (a board's, an item's, a title's name)."""

    en: str
    fr: str
    ja: str

    def get(self, language: str) -> str:
        """The text in `language` as written (empty in a draft, or for another language)."""
        return self.as_dict().get(language, "")

    def as_dict(self) -> dict[str, str]:
        """The texts by language, as the board file holds them."""
        return {"en": self.en, "fr": self.fr, "ja": self.ja}

    def shown(self, language: str, fallback: str = "") -> str:
        """The text to show a player of `language`: the English one when it has none."""
        return self.get(language) or self.en or fallback

    @classmethod
    def read(cls, raw: Mapping[str, Any]) -> Names:
        return cls(*(str(raw.get(k, "")) for k in LANGUAGES))


@dataclass(frozen=True)
class Panel:
    """A panel of the combination over the grid, from column `first_col` to `last_col`."""

    letter: str
    first_col: int
    last_col: int

    @property
    def width(self) -> int:
        """Its columns."""
        return self.last_col - self.first_col + 1


@dataclass(frozen=True)
class Cloud:
    row: int
    col: int
    mark: Mark | None = None

    @property
    def at(self) -> Coord:
        return (self.row, self.col)


@dataclass(frozen=True)
class Node:
    """A dot or a sun of an item, placed 0..1 across and down its box."""

    kind: NodeKind
    x: float
    y: float


@dataclass(frozen=True)
class Item:
    """A drawing on the shelf: a library outline, or a polyline through its nodes."""

    id: str
    name: Names
    shelf: int
    nodes: tuple[Node, ...]
    outline: str | None = None
    bonus: bool = False
    role: Role | None = None

    @property
    def drawn(self) -> bool:
        """A polyline the board maker drew (no library outline)."""
        return self.outline is None


@dataclass(frozen=True)
class Leaves:
    count: int
    precircled: int


@dataclass(frozen=True)
class TitleBand:
    """A band of the title table: from score `min` up, the player is called `title`."""

    min: int
    title: Names


@dataclass(frozen=True)
class TrackPoint:
    """A point of the constellation's track, 0..1 of its area."""

    x: float
    y: float
    big_star: bool = False


@dataclass(frozen=True)
class Constellation:
    track: tuple[TrackPoint, ...]


@dataclass(frozen=True)
class Note:
    """A single note (2 clouds) or a double note (3 or 4 around a gap)."""

    cells: tuple[Coord, ...]


@dataclass(frozen=True)
class Polaroid:
    cell: Coord
    kind: Mark


@dataclass(frozen=True)
class Reward:
    """A reward of the garland, between two moons: a leaf, or `value` points."""

    kind: RewardKind
    value: int = 0


@dataclass(frozen=True)
class Garland:
    moons: int
    rewards: tuple[Reward, ...]


@dataclass(frozen=True)
class FrameFamily:
    id: str
    name: Names
    cells: tuple[Coord, ...]


@dataclass(frozen=True)
class BoardParts:
    """Everything a view reads of the board, as it is now. A module's part is None (a list
    of them empty) when the board does not have it; `modules` names those it has."""

    board_id: str
    name: Names
    difficulty: Difficulty
    rows: int
    cols: int
    panels: tuple[Panel, ...]
    cells: tuple[Cloud, ...]
    lines: tuple[tuple[Coord, ...], ...]
    items: tuple[Item, ...]
    leaves: Leaves
    titles: tuple[TitleBand, ...]
    modules: tuple[str, ...]
    """The module parts the board has, by unit name in the order of `UNITS` (a part the
    combination does not play with included: that is one of its problems)."""
    constellation: Constellation | None = None
    notes: tuple[Note, ...] = ()
    polaroids: tuple[Polaroid, ...] = ()
    polaroid_scoring: str = ""
    """How the polaroids score: the board's own rule, else its combination's (empty for a
    board without polaroids)."""
    garland: Garland | None = None
    frames: tuple[FrameFamily, ...] = ()

    def has(self, module: str) -> bool:
        """Has the board the part of the module called `module`?"""
        return module in self.modules


def _coord(p: Sequence[int]) -> Coord:
    return (int(p[0]), int(p[1]))


def _coords(raw: Sequence[Sequence[int]]) -> tuple[Coord, ...]:
    return tuple(_coord(p) for p in raw)


def _item(raw: Mapping[str, Any]) -> Item:
    return Item(str(raw["id"]), Names.read(raw["name"]), int(raw["shelf"]),
                tuple(Node(n["kind"], float(n["x"]), float(n["y"])) for n in raw["nodes"]),
                raw.get("outline"), bool(raw.get("bonus", False)), raw.get("role"))


def read_parts(data: Mapping[str, Any]) -> BoardParts:
    """The parts of `data`, a board in its file's form whose shape the schema has checked
    (`drafts.validate_draft`) or the editor's operations have kept."""
    con = data.get(CONSTELLATION.name)
    gar = data.get(GARLAND.name)
    has_polaroids = data.get(POLAROIDS.name) is not None
    return BoardParts(
        board_id=str(data["id"]),
        name=Names.read(data["name"]),
        difficulty=data["difficulty"],
        rows=int(data["rows"]),
        cols=int(data["cols"]),
        panels=tuple(Panel(p["letter"], int(p["first_col"]), int(p["last_col"])) for p in data["panels"]),
        cells=tuple(Cloud(int(c["row"]), int(c["col"]), c.get("mark")) for c in data["cells"]),
        lines=tuple(_coords(ln["cells"]) for ln in data["lines"]),
        items=tuple(_item(it) for it in data["items"]),
        leaves=Leaves(int(data["leaves"]["count"]), int(data["leaves"]["precircled"])),
        titles=tuple(TitleBand(int(t["min"]), Names.read(t["title"])) for t in data["titles"]),
        modules=tuple(u.name for u in UNITS if not u.every_board and data.get(u.name) is not None),
        constellation=None if con is None else Constellation(tuple(
            TrackPoint(float(p["x"]), float(p["y"]), bool(p.get("big_star", False))) for p in con["track"])),
        notes=tuple(Note(_coords(n["cells"])) for n in data.get(NOTES.name) or ()),
        polaroids=tuple(Polaroid(_coord(p["cell"]), p["kind"]) for p in data.get(POLAROIDS.name) or ()),
        polaroid_scoring=str(data.get(POLAROID_SCORING_KEY) or legacy_polaroid_scoring(str(data["id"])))
        if has_polaroids else "",
        garland=None if gar is None else Garland(int(gar["moons"]), tuple(
            Reward(r["kind"], int(r.get("value", 0))) for r in gar["rewards"])),
        frames=tuple(FrameFamily(str(f["id"]), Names.read(f["name"]), _coords(f["cells"]))
                     for f in data.get(FRAMES.name) or ()),
    )
