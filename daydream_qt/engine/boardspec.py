"""A board definition as plain frozen values, for play and drawing.

The pydantic models of `boarddef` validate files at the edges (a board file, a saved
game). Play needs none of that machinery: importing pydantic and building its models
costs more than a hundred milliseconds, a large part of the app's cold start. So the
board a game runs on is this plain mirror, with the same field names as the models.
"""

from typing import Any, Literal, NamedTuple, get_args

BOARD_IDS = ("A", "D", "BC", "EF", "AD", "DA", "ABC", "DEF")
MODULE_NAMES = ("constellation", "notes", "polaroids", "garland", "frames")

#: Which modules each combination plays with (RULES.md, "Combinations").
MODULES_BY_BOARD: dict[str, tuple[str, ...]] = {
    "A": (),
    "D": (),
    "BC": ("constellation",),
    "EF": ("garland",),
    "AD": ("polaroids",),
    "DA": ("polaroids",),
    "ABC": ("constellation", "notes"),
    "DEF": ("garland", "frames"),
}


PolaroidScoring = Literal["star_minus_moon", "distinct"]
"""How the polaroids can score (R18; `modules.polaroids`)."""

POLAROID_SCORINGS: tuple[PolaroidScoring, ...] = get_args(PolaroidScoring)
"""Each way the polaroids can score, in the order of `PolaroidScoring`."""

_LEGACY_POLAROID_SCORING: dict[str, PolaroidScoring] = {"AD": "star_minus_moon"}
"""The scoring a board file written before `polaroid_scoring` plays by: its combination's."""


def legacy_polaroid_scoring(board_id: str) -> PolaroidScoring:
    """The polaroids' scoring of a board whose file does not name it (R18): Winter Memories
    (AD) subtracts moons from stars, every other combination counts distinct values."""
    return _LEGACY_POLAROID_SCORING.get(board_id, "distinct")


class BoardError(ValueError):
    """A board file that cannot be played: `where` names the place in the file."""

    def __init__(self, where: str, message: str) -> None:
        super().__init__(f"{where}: {message}" if where else message)
        self.where = where
        self.message = message


class Text(NamedTuple):
    """A user-visible text in the three shipped languages."""

    en: str
    fr: str
    ja: str

    def get(self, language: str) -> str:
        """The text in `language` ("en", "fr", "ja"), English for any other."""
        return getattr(self, language) if language in ("en", "fr", "ja") else self.en


class TitleBand(NamedTuple):
    min: int
    title: Text


class Panel(NamedTuple):
    letter: str
    first_col: int
    last_col: int


class Cell(NamedTuple):
    row: int
    col: int
    mark: str | None = None


class Line(NamedTuple):
    cells: tuple[tuple[int, int], ...]


class Node(NamedTuple):
    kind: str
    x: float
    y: float


class Item(NamedTuple):
    id: str
    name: Text
    shelf: int
    nodes: tuple[Node, ...]
    bonus: bool = False
    role: str | None = None
    outline: str | None = None
    """The id of the drawing in resources/outlines the nodes lie on; None for a board
    written before outlines, drawn as its nodes joined by straight lines."""


class Leaves(NamedTuple):
    count: int  # type: ignore[assignment]  # a field may shadow tuple.count
    precircled: int


class TrackPoint(NamedTuple):
    x: float
    y: float
    big_star: bool = False


class Constellation(NamedTuple):
    track: tuple[TrackPoint, ...]


class Note(NamedTuple):
    cells: tuple[tuple[int, int], ...]


class Polaroid(NamedTuple):
    cell: tuple[int, int]
    kind: str


class GarlandReward(NamedTuple):
    kind: str
    value: int = 0


class Garland(NamedTuple):
    moons: int
    rewards: tuple[GarlandReward, ...]


class FrameFamily(NamedTuple):
    id: str
    name: Text
    cells: tuple[tuple[int, int], ...]


class BoardSpec(NamedTuple):
    """One combination of the foldable board (see `boarddef.BoardDef` for each field)."""

    format: str
    version: int
    id: str
    name: Text
    difficulty: str
    panels: tuple[Panel, ...]
    rows: int
    cols: int
    cells: tuple[Cell, ...]
    lines: tuple[Line, ...]
    items: tuple[Item, ...]
    leaves: Leaves
    titles: tuple[TitleBand, ...]
    constellation: Constellation | None = None
    notes: tuple[Note, ...] | None = None
    polaroids: tuple[Polaroid, ...] | None = None
    garland: Garland | None = None
    frames: tuple[FrameFamily, ...] | None = None
    polaroid_scoring: PolaroidScoring | None = None
    """How the polaroids score; filled from the combination for a file that does not say."""
    extra_modules: tuple[tuple[str, Any], ...] = ()
    """The parts of registered modules beyond the fields above (`modules.registry`), by name,
    as the file holds them (plain JSON); not a key of the file itself."""

    def to_dict(self) -> dict[str, Any]:
        """The JSON form, as a board file holds it (and a saved game embeds it).

        `polaroid_scoring` is left out when it is the one its combination plays by without
        it: the board then reads exactly as a file written before the field, so a game's
        record key and a board's fingerprint stay what they were. A registered module's
        part comes under its own name.
        """
        out: dict[str, Any] = _jsonable(self)  # a NamedTuple comes out as a dict
        del out["extra_modules"]
        if self.polaroid_scoring is None or (
                self.polaroids is not None and self.polaroid_scoring == legacy_polaroid_scoring(self.id)):
            del out["polaroid_scoring"]
        out.update(self.extra_modules)
        return out


def _jsonable(value: Any) -> Any:
    if hasattr(value, "_fields"):
        return {name: _jsonable(getattr(value, name)) for name in value._fields}
    if isinstance(value, tuple):
        return [_jsonable(v) for v in value]
    return value


def _text(d: dict[str, str]) -> Text:
    return Text(d["en"], d["fr"], d["ja"])


def _coords(items: list[list[int]]) -> tuple[tuple[int, int], ...]:
    return tuple((p[0], p[1]) for p in items)


def spec_from_dict(d: object) -> BoardSpec:
    """Build the plain board from JSON data that has been validated (or ships with the app).

    A key that is none of the board's fields is the part of a registered module beyond them
    (`boarddef.parse_board` refuses any other); it is kept as it is, for its unit.

    Shipped boards are checked by the test suite and by `daydream-qt boards check`; any
    other data goes through `boarddef.parse_board` first. Malformed data still gives a
    BoardError, never a crash.
    """
    try:
        if not isinstance(d, dict):
            raise TypeError(f"a board is an object, not {type(d).__name__}")
        return _spec(d)
    except (KeyError, TypeError, IndexError, AttributeError, ValueError) as exc:
        raise BoardError("", f"the board data is malformed ({exc!r})") from None


def _spec(d: dict[str, Any]) -> BoardSpec:
    con = d.get("constellation")
    notes = d.get("notes")
    pols = d.get("polaroids")
    gar = d.get("garland")
    frames = d.get("frames")
    return BoardSpec(
        format=d.get("format", "daydream-board"),
        version=d.get("version", 1),
        id=d["id"],
        name=_text(d["name"]),
        difficulty=d["difficulty"],
        panels=tuple(Panel(p["letter"], p["first_col"], p["last_col"]) for p in d["panels"]),
        rows=d["rows"],
        cols=d["cols"],
        cells=tuple(Cell(c["row"], c["col"], c.get("mark")) for c in d["cells"]),
        lines=tuple(Line(_coords(ln["cells"])) for ln in d["lines"]),
        items=tuple(
            Item(
                id=it["id"], name=_text(it["name"]), shelf=it["shelf"],
                nodes=tuple(Node(n["kind"], float(n["x"]), float(n["y"])) for n in it["nodes"]),
                bonus=bool(it.get("bonus", False)), role=it.get("role"),
                outline=it.get("outline"),
            )
            for it in d["items"]
        ),
        leaves=Leaves(d["leaves"]["count"], d["leaves"]["precircled"]),
        titles=tuple(TitleBand(t["min"], _text(t["title"])) for t in d["titles"]),
        constellation=None if con is None else Constellation(tuple(
            TrackPoint(float(p["x"]), float(p["y"]), bool(p.get("big_star", False))) for p in con["track"])),
        notes=None if notes is None else tuple(Note(_coords(n["cells"])) for n in notes),
        polaroids=None if pols is None else tuple(
            Polaroid((p["cell"][0], p["cell"][1]), p["kind"]) for p in pols),
        garland=None if gar is None else Garland(gar["moons"], tuple(
            GarlandReward(r["kind"], r.get("value", 0)) for r in gar["rewards"])),
        frames=None if frames is None else tuple(
            FrameFamily(f["id"], _text(f["name"]), _coords(f["cells"])) for f in frames),
        polaroid_scoring=d.get("polaroid_scoring") or (None if pols is None else legacy_polaroid_scoring(d["id"])),
        extra_modules=tuple((k, v) for k, v in d.items() if k not in BoardSpec._fields),
    )
