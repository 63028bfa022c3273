"""R14-R15: each seat's score as a breakdown, and who wins."""

from collections.abc import Mapping
from typing import NamedTuple

from .boardspec import Text
from .events import NO_DATA
from .modules import module_points, penalty
from .rules import Table
from .state import GameState


class ScoreBreakdown(NamedTuple):
    """One seat's score, part by part (a NamedTuple for the reason `events.Event` is one)."""

    seat: int
    items: int
    """Finished items (unfinished ones score nothing)."""
    modules: Mapping[str, int] = NO_DATA
    """Points of each module the combination plays with."""
    thorns: int = 0
    thorn_penalty: int = 0
    """Solo only: one item per two thorns, rounded down."""
    total: int = 0
    tiebreak_strokes: int = 0
    """Strokes on the current unfinished item (R12)."""
    title_band: int | None = None
    """Solo: index of the title band of the total."""
    title: Text | None = None
    """Solo: the title the total earns."""


def score_seat(t: Table, state: GameState, seat: int) -> ScoreBreakdown:
    board = t.board
    sheet = state.sheets[seat]
    mods = module_points(board, sheet)
    taken = penalty(board, sheet, t.solo)
    total = sheet.item + sum(mods.values()) - taken
    band = board.title_band(total) if t.solo else None
    return ScoreBreakdown(
        seat=seat,
        items=sheet.item,
        modules=mods,
        thorns=sheet.thorns,
        thorn_penalty=taken,
        total=total,
        tiebreak_strokes=sheet.item_strokes if sheet.item < len(board.items) else 0,
        title_band=band,
        title=board.titles[band] if band is not None else None,
    )


def winners(scores: list[ScoreBreakdown]) -> list[int]:
    """Seats with the highest total; ties go to the most strokes on the unfinished item (R15)."""
    if not scores:
        return []
    best = max(s.total for s in scores)
    top = [s for s in scores if s.total == best]
    most = max(s.tiebreak_strokes for s in top)
    return [s.seat for s in top if s.tiebreak_strokes == most]
