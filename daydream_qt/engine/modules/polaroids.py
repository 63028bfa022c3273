"""R18, the polaroids: each copies the value written in its cloud. How they score is the
board's own rule, named in its file (`polaroid_scoring`): "distinct" (a point per distinct
value, doubled for six values in a run of steps of one) or "star_minus_moon" (star polaroids
add their value, moon polaroids take theirs off: Winter Memories)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..boardspec import legacy_polaroid_scoring
from ..compiled import Board
from ..events import Event
from ..schema_words import Words
from ..state import EMPTY, GameState, Sheet
from .base import Coord, Finding, Grid, ModuleUnit, Place

POLAROIDS = 6


class Polaroids(ModuleUnit):
    name = "polaroids"
    words = Words("the polaroids")
    board_fields = ("polaroid_cells", "polaroid_kinds", "cell_polaroid", "polaroid_scoring")
    event_kinds = ("polaroid_filled",)
    marks = ("star", "moon")
    editor_fields = ("cell", "kind", "polaroid_scoring")

    def file_keys(self) -> tuple[str, ...]:
        return ("polaroids", "polaroid_scoring")

    def blank(self, board_id: str) -> dict[str, Any]:
        return {"polaroids": [], "polaroid_scoring": legacy_polaroid_scoring(board_id)}

    def compile(self, spec: Any, grid: Grid) -> dict[str, Any]:
        pols = spec.polaroids or ()
        return {"polaroid_cells": grid.cells([p.cell for p in pols]),
                "polaroid_kinds": tuple(p.kind for p in pols),
                "cell_polaroid": {grid.index[p.cell]: i for i, p in enumerate(pols)},
                "polaroid_scoring": spec.polaroid_scoring if spec.polaroids is not None else None}

    def rules_data(self, spec: Any) -> dict[str, Any]:
        out: dict[str, Any] = {"polaroids": None if spec.polaroids is None else [
            [p.cell[0], p.cell[1], p.kind] for p in spec.polaroids]}
        # A board written before the scoring was data plays by its combination's rule, and its
        # fingerprint was computed without it: only another scoring is part of the hash.
        if spec.polaroids is not None and spec.polaroid_scoring != legacy_polaroid_scoring(spec.id):
            out["polaroid_scoring"] = spec.polaroid_scoring
        return out

    def problems(self, data: Mapping[str, Any], cells: Mapping[Coord, Mapping[str, Any]]) -> list[Finding]:
        out: list[Finding] = []
        pols = data.get("polaroids") or []
        if len(pols) != POLAROIDS:
            out.append(Finding("polaroids", "There are exactly six polaroids (there are {}).", (len(pols),)))
        for pi, p in enumerate(pols):
            at = (p["cell"][0], p["cell"][1])
            c = cells.get(at)
            if c is None:
                out.append(Finding(f"polaroids[{pi}].cell", "Polaroid {} is linked to {}, where there is no cloud.",
                                   (pi + 1, Place(*at)), (at,)))
            elif c.get("mark") != p["kind"]:
                out.append(Finding(f"polaroids[{pi}].cell",
                                   "Polaroid {} shows a star, so the cloud at {} must carry a star."
                                   if p["kind"] == "star" else
                                   "Polaroid {} shows a moon, so the cloud at {} must carry a moon.",
                                   (pi + 1, Place(*at)), (at,)))
        cols = [p["cell"][1] for p in pols]
        if any(b <= a for a, b in zip(cols, cols[1:], strict=False)):
            out.append(Finding("polaroids", "Polaroids go left to right, one per column."))
        scoring = data.get("polaroid_scoring") or legacy_polaroid_scoring(str(data.get("id")))
        if (scoring == "star_minus_moon" and len(pols) == POLAROIDS
                and sorted(p["kind"] for p in pols) != ["moon"] * 3 + ["star"] * 3):
            out.append(Finding("polaroids", "Winter Memories has 3 star and 3 moon polaroids."))
        return out

    def on_write(self, board: Board, state: GameState, seat: int, cell: int, value: int, solo: bool,
                 events: list[Event]) -> None:
        if cell in board.cell_polaroid:
            events.append(Event("polaroid_filled", seat, {"polaroid": board.cell_polaroid[cell], "value": value}))

    def points(self, board: Board, sheet: Sheet) -> int:
        vals = [sheet.values[c] for c in board.polaroid_cells]
        if board.polaroid_scoring == "star_minus_moon":
            return sum((v if k == "star" else -v) for v, k in zip(vals, board.polaroid_kinds, strict=True)
                       if v != EMPTY)
        filled = [v for v in vals if v != EMPTY]
        points = len(set(filled))
        if len(filled) == POLAROIDS and len(set(filled)) == POLAROIDS:
            step = filled[1] - filled[0]
            if step in (1, -1) and all(b - a == step for a, b in zip(filled, filled[1:], strict=False)):
                points *= 2
        return points


UNIT = Polaroids()
