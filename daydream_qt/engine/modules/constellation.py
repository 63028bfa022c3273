"""R16, the constellation: a value written in a star cell moves the pen that many points up
the track; each big star the pen reaches or passes is a point."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..compiled import Board
from ..events import Event
from ..schema_words import Words
from ..state import GameState, Sheet
from .base import Coord, Finding, Grid, ModuleUnit


class Constellation(ModuleUnit):
    name = "constellation"
    words = Words("the constellation")
    board_fields = ("track_big_stars", "track_length")
    event_kinds = ("track_advanced", "star_circled")
    marks = ("star",)
    editor_fields = ("track",)

    def blank(self, board_id: str) -> dict[str, Any]:
        return {"constellation": {"track": []}}

    def compile(self, spec: Any, grid: Grid) -> dict[str, Any]:
        track = spec.constellation.track if spec.constellation else ()
        return {"track_big_stars": tuple(i for i, p in enumerate(track) if p.big_star),
                "track_length": len(track)}

    def rules_data(self, spec: Any) -> dict[str, Any]:
        track = spec.constellation.track if spec.constellation else ()
        return {"constellation": None if spec.constellation is None else {
            "length": len(track), "big_stars": [i for i, p in enumerate(track) if p.big_star]}}

    def problems(self, data: Mapping[str, Any], cells: Mapping[Coord, Mapping[str, Any]]) -> list[Finding]:
        out: list[Finding] = []
        track = data["constellation"].get("track", [])
        if len(track) < 2:
            out.append(Finding("constellation.track", "The constellation track needs at least 2 points."))
        elif track[0].get("big_star"):
            out.append(Finding("constellation.track[0]", "The track's first point is where the pen starts; "
                               "it cannot be a big star."))
        if track and not any(p.get("big_star") for p in track):
            out.append(Finding("constellation.track", "The constellation track needs at least one big star."))
        if not any(c.get("mark") == "star" for c in cells.values()):
            out.append(Finding("cells", "The constellation needs at least one star cloud."))
        return out

    def on_write(self, board: Board, state: GameState, seat: int, cell: int, value: int, solo: bool,
                 events: list[Event]) -> None:
        if cell not in board.star_cells:
            return
        sheet = state.sheets[seat]
        start = sheet.track_pos
        end = min(start + value, board.track_length - 1)
        sheet.track_pos = end
        for star in board.track_big_stars:
            if start < star <= end:
                events.append(Event("star_circled", seat, {"point": star}))
        events.append(Event("track_advanced", seat, {"from": start, "to": end}))

    def points(self, board: Board, sheet: Sheet) -> int:
        return sum(1 for s in board.track_big_stars if s <= sheet.track_pos)


UNIT = Constellation()
