"""R19, the moon garland: a value written in a moon cloud is copied onto the next moon of
the garland, top first; two equal neighbours circle the reward between them (points, or a
leaf circled at once)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..compiled import Board
from ..events import Event
from ..schema_words import Words
from ..state import GameState, Sheet
from .base import Coord, Finding, Grid, ModuleUnit, circle_leaf


class Garland(ModuleUnit):
    name = "garland"
    words = Words("the garland")
    board_fields = ("garland_moons", "garland_rewards")
    event_kinds = ("moon_copied", "garland_reward_circled")
    marks = ("moon",)
    editor_fields = ("moons", "rewards")

    def blank(self, board_id: str) -> dict[str, Any]:
        return {"garland": {"moons": 2, "rewards": [{"kind": "points", "value": 1}]}}

    def compile(self, spec: Any, grid: Grid) -> dict[str, Any]:
        gar = spec.garland
        return {"garland_moons": gar.moons if gar else 0,
                "garland_rewards": tuple((r.kind, r.value) for r in gar.rewards) if gar else ()}

    def rules_data(self, spec: Any) -> dict[str, Any]:
        gar = spec.garland
        return {"garland": None if gar is None else {
            "moons": gar.moons, "rewards": [[r.kind, r.value] for r in gar.rewards]}}

    def problems(self, data: Mapping[str, Any], cells: Mapping[Coord, Mapping[str, Any]]) -> list[Finding]:
        out: list[Finding] = []
        gar = data["garland"]
        moons = gar.get("moons", 0)
        if len(gar.get("rewards", [])) != moons - 1:
            out.append(Finding("garland.rewards", "A garland of {} moons has {} rewards between them.",
                               (moons, moons - 1)))
        if moons < 2:
            out.append(Finding("garland.moons", "The garland needs at least 2 moons."))
        for ri, r in enumerate(gar.get("rewards", [])):
            if (r["kind"] == "points") != (r.get("value", 0) > 0):
                out.append(Finding(f"garland.rewards[{ri}].value", "Reward {} of the garland: points are worth "
                                   "1 or more, a leaf has no value.", (ri + 1,)))
        if not any(c.get("mark") == "moon" for c in cells.values()):
            out.append(Finding("cells", "The garland needs at least one moon cloud."))
        return out

    def on_write(self, board: Board, state: GameState, seat: int, cell: int, value: int, solo: bool,
                 events: list[Event]) -> None:
        sheet = state.sheets[seat]
        if cell not in board.moon_cells or len(sheet.garland) >= board.garland_moons:
            return
        sheet.garland.append(value)
        idx = len(sheet.garland) - 1
        events.append(Event("moon_copied", seat, {"moon": idx, "value": value}))
        if idx > 0 and sheet.garland[idx - 1] == value:
            reward = idx - 1
            sheet.garland_circled.append(reward)
            kind, points = board.garland_rewards[reward]
            events.append(Event("garland_reward_circled", seat, {"reward": reward, "kind": kind, "value": points}))
            if kind == "leaf":
                circle_leaf(board, sheet, seat, "garland", events)

    def points(self, board: Board, sheet: Sheet) -> int:
        return sum(board.garland_rewards[r][1] for r in sheet.garland_circled
                   if board.garland_rewards[r][0] == "points")


UNIT = Garland()
