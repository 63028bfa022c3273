"""R20, the frames: three families of frames, each covering a set of clouds. The first to
fill every cloud of a family takes its best reward left (5, then 2); at a table of several
players, everyone who completes a family in the same turn takes the same reward, handed out
at the end of the turn. The solo timers that cross rewards out are in `solo`."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..compiled import Board
from ..events import Event
from ..schema_words import Words
from ..state import EMPTY, FRAME_VALUES, GameState, Reward, Sheet
from .base import Coord, Finding, Grid, ModuleUnit, Place

FAMILIES = 3


def _points(raw: Sequence[Sequence[int]] | None) -> list[Coord]:
    """The cells of a JSON list of [row, col] pairs (a part the schema has shaped)."""
    return [(int(p[0]), int(p[1])) for p in (raw or [])]


def take_best_frame_reward(state: GameState, seats: list[int], family: int, events: list[Event]) -> None:
    """The seats completing `family` together all take its best reward still available (R20)."""
    rewards = state.frame_rewards[family]
    for slot, value in enumerate(FRAME_VALUES):
        if rewards[slot] == Reward.AVAILABLE:
            rewards[slot] = Reward.TAKEN
            for seat in seats:
                state.sheets[seat].frames_taken[family] = value
                events.append(Event("frame_reward_taken", seat, {"family": family, "value": value}))
            return


def cross_out_frame_rewards(state: GameState, slot: int, seat: int, events: list[Event]) -> None:
    """Solo timers (R20): cross out every reward of one value not yet taken."""
    for fi, rewards in enumerate(state.frame_rewards):
        if rewards[slot] == Reward.AVAILABLE:
            rewards[slot] = Reward.CROSSED
            events.append(Event("frame_reward_crossed", seat, {"family": fi, "value": FRAME_VALUES[slot]}))


def settle_frames_race(board: Board, state: GameState, events: list[Event]) -> None:
    """At the end of a turn of a table of several players: hand out the frame rewards."""
    for fi in range(len(board.frame_cells)):
        seats = [i for i, s in enumerate(state.sheets) if s.frames_turn[fi] == state.turn and s.frames_taken[fi] == 0]
        claimed = fi in state.claims
        if not seats and not claimed:
            continue
        before = [r for r in state.frame_rewards[fi]]
        take_best_frame_reward(state, seats, fi, events)
        if claimed:
            for slot, value in enumerate(FRAME_VALUES):
                if before[slot] == Reward.AVAILABLE:
                    state.frame_rewards[fi][slot] = Reward.TAKEN
                    events.append(Event("frame_reward_claimed", None, {"family": fi, "value": value}))
                    break


class Frames(ModuleUnit):
    name = "frames"
    words = Words("the frame families")
    board_fields = ("frame_cells", "cell_frames")
    event_kinds = ("frame_completed", "frame_reward_taken", "frame_reward_claimed", "frame_claim_recorded")
    editor_fields = ("id", "name", "cells")

    def blank(self, board_id: str) -> dict[str, Any]:
        return {"frames": []}

    def compile(self, spec: Any, grid: Grid) -> dict[str, Any]:
        frames = tuple(frozenset(grid.cells(f.cells)) for f in (spec.frames or ()))
        return {"frame_cells": frames, "cell_frames": grid.per_cell(frames)}

    def rules_data(self, spec: Any) -> dict[str, Any]:
        return {"frames": None if spec.frames is None else [[[r, c] for r, c in sorted(f.cells)]
                                                            for f in spec.frames]}

    def problems(self, data: Mapping[str, Any], cells: Mapping[Coord, Mapping[str, Any]]) -> list[Finding]:
        out: list[Finding] = []
        frames = data["frames"]
        if len(frames) != FAMILIES:
            out.append(Finding("frames", "There are exactly three frame families (there are {}).", (len(frames),)))
        for fi, fam in enumerate(frames):
            pts = _points(fam.get("cells"))
            fid = fam.get("id")
            if not pts:
                out.append(Finding(f"frames[{fi}].cells", "The frame family {} covers no cloud.", (fid,)))
            lost = [k for k, p in enumerate(pts) if p not in cells]
            if lost:
                out.append(Finding(f"frames[{fi}].cells[{lost[0]}]", "The frame family {} covers {}, where there "
                                   "is no cloud.", (fid, Place(*pts[lost[0]])), tuple(pts[k] for k in lost)))
            if len(set(pts)) != len(pts):
                out.append(Finding(f"frames[{fi}].cells", "The frame family {} lists a cloud twice.", (fid,)))
            name = fam.get("name")
            if not isinstance(name, dict) or any(not str(name.get(k, "")).strip() for k in ("en", "fr", "ja")):
                out.append(Finding(f"frames[{fi}].name", "The frame family {} needs a name in English, French "
                                   "and Japanese.", (fid,)))
        return out

    def on_write(self, board: Board, state: GameState, seat: int, cell: int, value: int, solo: bool,
                 events: list[Event]) -> None:
        sheet = state.sheets[seat]
        for fi in board.cell_frames[cell]:
            if not sheet.frames_done[fi] and all(sheet.values[c] != EMPTY for c in board.frame_cells[fi]):
                sheet.frames_done[fi] = True
                sheet.frames_turn[fi] = state.turn
                events.append(Event("frame_completed", seat, {"family": fi}))
                if solo:
                    take_best_frame_reward(state, [seat], fi, events)

    def on_turn_end(self, board: Board, state: GameState, solo: bool, events: list[Event]) -> None:
        if not solo:
            settle_frames_race(board, state, events)

    def points(self, board: Board, sheet: Sheet) -> int:
        return sum(sheet.frames_taken)


UNIT = Frames()
