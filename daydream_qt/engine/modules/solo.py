"""The rules of a game of one (R4, R14, R20): a die given up draws a thorn, and every two
thorns take an item off the score; the first stroke on the clover item crosses out every
5 reward of the frames not yet taken, the first on the bow tie item every 2 reward.

Every board plays with this unit (it has no part of its own in the board file); it acts at
a table of one player only.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..boardspec import MODULES_BY_BOARD
from ..compiled import Board
from ..events import Event
from ..state import GameState, Sheet
from .base import Coord, Finding, Grid, ModuleUnit
from .frames import UNIT as FRAMES
from .frames import cross_out_frame_rewards

TIMER_ROLES = ("clover", "bow_tie")
"""The item roles that are the frames' timers, in the order of the reward each crosses out."""


def timers_played(board_id: str) -> bool:
    """Does the combination play with the timers (items of the clover and bow tie roles)? With
    its frames."""
    return FRAMES.name in MODULES_BY_BOARD.get(board_id, ())


class Solo(ModuleUnit):
    name = "solo"
    board_fields = ("clover_item", "bow_tie_item")
    event_kinds = ("thorn_drawn", "frame_reward_crossed")
    editor_fields = ("role",)
    scores = False
    every_board = True

    def compile(self, spec: Any, grid: Grid) -> dict[str, Any]:
        roles = {it.role: i for i, it in enumerate(spec.items) if it.role}
        return {"clover_item": roles.get("clover"), "bow_tie_item": roles.get("bow_tie")}

    def problems(self, data: Mapping[str, Any], cells: Mapping[Coord, Mapping[str, Any]]) -> list[Finding]:
        roles = [it.get("role") for it in data.get("items", []) if it.get("role")]
        # the timers go with the frames of the combination (its file may still lack them)
        if timers_played(str(data.get("id"))):
            if sorted(roles) != sorted(TIMER_ROLES):
                return [Finding("items", "The shelf needs exactly one clover item and one bow tie item "
                                "(the frames' timers).", area="shelf")]
        elif roles:
            return [Finding("items", "Clover and bow tie items belong to the frames only.", area="shelf")]
        return []

    def on_give_up(self, board: Board, state: GameState, seat: int, solo: bool, events: list[Event]) -> None:
        if solo:
            sheet = state.sheets[seat]
            sheet.thorns += 1
            events.append(Event("thorn_drawn", seat, {"thorns": sheet.thorns}))

    def on_stroke(self, board: Board, state: GameState, seat: int, solo: bool, events: list[Event]) -> None:
        sheet = state.sheets[seat]
        if solo and sheet.item_strokes == 0:
            if sheet.item == board.clover_item:
                cross_out_frame_rewards(state, 0, seat, events)
            elif sheet.item == board.bow_tie_item:
                cross_out_frame_rewards(state, 1, seat, events)

    def penalty(self, board: Board, sheet: Sheet, solo: bool) -> int:
        return sheet.thorns // 2 if solo else 0


UNIT = Solo()
