"""What a generated board of each module set looks like, measured once from the shipped boards.

A generated board keeps the size, the shelf and the module figures of the shipped board of
its combination: those boards are calibrated (docs/calibration.md), so a board built to the
same figures starts near the same difficulty and can reuse its title bands until simulation
measures its own. The figures are written out here rather than read from boards/ at each
generation: a generated board must stay the same for a generator version even if a shipped
board is redrawn one day.
"""

from __future__ import annotations

from typing import NamedTuple


class Profile(NamedTuple):
    """The figures of one module set (one combination of the foldable board)."""

    code: str
    """The combination's id, which is also the module set's code (the board file's `id`)."""
    modules: tuple[str, ...]
    difficulty: str
    rows: int
    cols: int
    panel_widths: tuple[tuple[int, ...], ...]
    """The ways the columns may be split between the panels, left to right."""
    cells: tuple[int, int]
    """Least and most clouds (the shipped board has holes and ragged edges inside this)."""
    shelves: tuple[tuple[tuple[str, bool], ...], ...]
    """Each shelf's items of the shipped board: dot/sun kinds ("d"/"s") and the bonus."""
    leaves: tuple[int, ...]
    """Leaf counts to pick from."""
    precircled: int
    title_mins: tuple[int, int, int, int]
    stars: int = 0
    """Star clouds (constellation)."""
    track: tuple[int, int] = (0, 0)
    """Track points and big stars (constellation)."""
    first_big_star: float = 0.0
    """Where the first big star sits, as a share of the track."""
    notes: tuple[int, int] = (0, 0)
    """Single and double notes (musical notes)."""
    moons: int = 0
    """Moons of the garland (one moon cloud more than that)."""
    garland_points: tuple[int, ...] = ()
    """The garland's point rewards (its leaves come in between)."""
    garland_leaves: int = 0
    polaroid_scoring: str | None = None
    whole_six: float = 0.0
    """The chance that a run of 6 clouds stays one line (unless the 60% of lines of 3 to 5 clouds
    the shipped boards keep needs it cut): long lines are harder to complete without a repeat,
    and the shipped boards of 6 rows keep some of their columns whole."""


def _shelf(*items: str) -> tuple[tuple[str, bool], ...]:
    # "ddsds*" is an item with a bonus
    return tuple((it.rstrip("*"), it.endswith("*")) for it in items)


PROFILES: dict[str, Profile] = {
    "A": Profile(
        "A", (), "easy", 5, 6, ((6,),), (26, 28),
        (_shelf("ddsdsdsds*", "dsdsdsds*", "dsdsds", "ddsdsds", "dsdsdsds"),
         _shelf("dsdsdsds", "dsdsdsds*", "ddsdsds", "dsdsdsds", "dsdsdsds*"),
         _shelf("dsdds", "dsdsdsds*", "ddsds", "ddsds*", "ddsdsds", "dsdsdsds")),
        (7, 8), 2, (0, 5, 9, 13)),
    "D": Profile(
        "D", (), "easy", 5, 6, ((6,),), (26, 28),
        (_shelf("ddsdsds", "dsdsds*", "ddsdsds", "dsdsds", "ddsdds", "dsdsds*"),
         _shelf("ddsdds", "dsdsdsds*", "dsdsds", "dsdsds", "ddsds*"),
         _shelf("ddsdsds", "dsds*", "dsdsdsds", "dsds", "dsdsds*")),
        (7,), 2, (0, 5, 10, 14), whole_six=1.0),
    "BC": Profile(
        "BC", ("constellation",), "medium", 6, 8, ((4, 4),), (39, 43),
        (_shelf("ddsdsds", "ddsds*", "ddsdsds", "ddsds", "dsdsdsds*", "ddsds"),
         _shelf("dsdsdsds", "ddsdsdsds*", "dsdsdsds", "dsdsdsds", "ddsdsds*", "ddsdsds"),
         _shelf("dsdsdsds", "ddsdsds*", "ddsdsdsds", "ddsdsds", "ddsdsds*")),
        (7,), 1, (0, 8, 16, 24), stars=5, track=(35, 9), first_big_star=20 / 34, whole_six=0.3),
    "EF": Profile(
        "EF", ("garland",), "medium", 6, 8, ((4, 4),), (38, 41),
        (_shelf("dsssdssss*", "dsssdssss*", "dsssdssss", "ddsdsds", "dsdsdsds", "dsdsds"),
         _shelf("ddsdsds", "ddsdsds*", "dsdsds", "ddsdsds", "ddsdsds*", "dsdsds"),
         _shelf("dsdsds", "dsdsds*", "dsdsds", "dsdsds", "ddsdsds*")),
        (7,), 1, (0, 7, 15, 22), moons=6, garland_points=(2, 2, 2), garland_leaves=2, whole_six=0.3),
    "AD": Profile(
        "AD", ("polaroids",), "medium", 6, 8, ((4, 4),), (41, 44),
        (_shelf("dsssdssss", "dsssdssss*", "dsssdssss", "dsssdssss", "dsds", "dsds*"),
         _shelf("dsds", "dsds*", "dsds", "dsds*", "dsds", "dsds"),
         _shelf("dsds*", "dsds", "dsds", "dsds", "dsds", "dsds"),
         _shelf("dsds*", "dsds", "dsds", "dsds*", "dsds", "ddds")),
        (6,), 1, (0, 7, 28, 40), polaroid_scoring="star_minus_moon", whole_six=1.0),
    "DA": Profile(
        "DA", ("polaroids",), "medium", 6, 8, ((4, 4),), (39, 42),
        (_shelf("dsssdssss", "dsssdssss", "dsssdssss", "dsssdssss", "dds*", "dsds", "ddsds*", "dsds"),
         _shelf("dsds", "ddsds*", "ddds", "dsds*", "ddsds", "ddsds*", "dsds"),
         _shelf("ddsds", "dsds*", "dsds", "dsds*", "dsds", "ddds", "dsds", "dsdds"),
         _shelf("ddsds*", "dsds", "dsdds", "ddsds*", "ddsds", "dsds", "ddsds")),
        (6,), 1, (0, 9, 26, 35), polaroid_scoring="distinct", whole_six=0.5),
    "ABC": Profile(
        "ABC", ("constellation", "notes"), "hard", 7, 10, ((4, 3, 3), (3, 4, 3), (3, 3, 4)), (62, 65),
        (_shelf("dsssdssss*", "dsssdssss", "dsssdssss*", "dsssdssss", "dsssdssss*", "dsdsds", "dsdsds",
                "dsdsds"),
         _shelf("ddsds*", "dsdsds", "ddsdsds*", "ddsdsds*", "dsds", "ddsds", "dsds*", "dsds"),
         _shelf("ddsds", "dsds", "dsds", "dsds", "dsdds", "dsdsds", "dsdsds", "ddsds"),
         _shelf("ddsds*", "dsdsds", "dsdsds", "dsds*", "ddsds", "dsdds", "dsdsds", "dsdsds")),
        (6,), 1, (0, 13, 31, 50), stars=6, track=(45, 12), first_big_star=28 / 44, notes=(8, 4)),
    "DEF": Profile(
        "DEF", ("garland", "frames"), "hard", 7, 10, ((4, 3, 3), (3, 4, 3), (3, 3, 4)), (62, 65),
        (_shelf("dsds*", "dsdsdsds", "dsdsds", "dsssdssss", "dsssdssss", "dsssdssss", "dsssdssss",
                "dsdsds*"),
         _shelf("ddsds", "ddsds", "ddsds*", "ddsds", "ddsds*", "dsdsds", "dsds", "dsdsds*", "dsdsds"),
         _shelf("ddsds", "dsdsds*", "ddsds", "dsds*", "dsdsds", "dsds", "dsds", "ddsds"),
         _shelf("ddsds*", "ddsds", "dsdsds", "dsds*", "dsdds", "dsds", "dsdsds", "ddds", "dsdsds")),
        (6,), 1, (0, 14, 33, 55), moons=7, garland_points=(2, 3, 3, 4), garland_leaves=2),
}
"""The module sets by code, in the order of the combinations (`boardspec.BOARD_IDS`)."""

TIMER_SLOTS = {"clover": 1, "bow_tie": 2}
"""Where on the top shelf of a frames board the timer items go (R20): the clover first, as on
Colorful Dream, whose timers come early so that the frames' rewards run out during play."""
