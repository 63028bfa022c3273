"""R16-R20: what a write does to the combination's modules, and what each module scores."""

from __future__ import annotations

from .board import Board
from .events import Event
from .state import EMPTY, FRAME_VALUES, GameState, Reward, Sheet


def on_write(board: Board, state: GameState, seat: int, cell: int, value: int, solo: bool,
             events: list[Event]) -> None:
    """Apply every module effect of writing `value` into `cell` (after the value is stored)."""
    sheet = state.sheets[seat]
    mods = board.modules
    if "constellation" in mods and cell in board.star_cells:
        _advance_track(board, sheet, seat, value, events)
    if "polaroids" in mods and cell in board.cell_polaroid:
        events.append(Event("polaroid_filled", seat, {"polaroid": board.cell_polaroid[cell], "value": value}))
    if "garland" in mods and cell in board.moon_cells:
        _copy_moon(board, sheet, seat, value, events)
    if "notes" in mods:
        for ni in board.cell_notes[cell]:
            heads = note_heads(board.notes[ni], sheet.values)
            if heads and heads != note_heads(board.notes[ni], sheet.values, without=cell):
                events.append(Event("note_coloured", seat, {"note": ni, "heads": heads}))
    if "frames" in mods:
        for fi in board.cell_frames[cell]:
            if not sheet.frames_done[fi] and all(sheet.values[c] != EMPTY for c in board.frame_cells[fi]):
                sheet.frames_done[fi] = True
                sheet.frames_turn[fi] = state.turn
                events.append(Event("frame_completed", seat, {"family": fi}))
                if solo:
                    take_best_frame_reward(state, [seat], fi, events)


def _advance_track(board: Board, sheet: Sheet, seat: int, value: int, events: list[Event]) -> None:
    start = sheet.track_pos
    end = min(start + value, board.track_length - 1)
    sheet.track_pos = end
    for star in board.track_big_stars:
        if start < star <= end:
            events.append(Event("star_circled", seat, {"point": star}))
    events.append(Event("track_advanced", seat, {"from": start, "to": end}))


def _copy_moon(board: Board, sheet: Sheet, seat: int, value: int, events: list[Event]) -> None:
    if len(sheet.garland) >= board.garland_moons:
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


def circle_leaf(board: Board, sheet: Sheet, seat: int, reason: str, events: list[Event]) -> None:
    """Circle the next empty leaf, if any is left."""
    if sheet.leaves_circled < board.leaf_count:
        sheet.leaves_circled += 1
        events.append(Event("leaf_circled", seat, {"leaf": sheet.leaves_circled - 1, "reason": reason}))


def note_heads(cells: tuple[int, ...], values: list[int], without: int = -1) -> int:
    """R17: coloured heads of a note (single: 0-1, double: 0-2) for these cell values."""
    vals = [values[c] for c in cells if c != without and values[c] != EMPTY]
    if len(cells) == 2:
        return 1 if len(vals) == 2 and vals[0] == vals[1] else 0
    if len(set(vals)) == len(vals):
        return 0
    return 2 if len(vals) == len(cells) and len(set(vals)) == 1 else 1


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


def module_points(board: Board, sheet: Sheet) -> dict[str, int]:
    """Points of each module the combination plays with (R16-R20)."""
    out: dict[str, int] = {}
    mods = board.modules
    if "constellation" in mods:
        out["constellation"] = sum(1 for s in board.track_big_stars if s <= sheet.track_pos)
    if "notes" in mods:
        out["notes"] = sum(note_heads(n, sheet.values) for n in board.notes)
    if "polaroids" in mods:
        vals = [sheet.values[c] for c in board.polaroid_cells]
        if board.id == "AD":
            out["polaroids"] = sum(
                (v if k == "star" else -v) for v, k in zip(vals, board.polaroid_kinds, strict=True) if v != EMPTY
            )
        else:
            filled = [v for v in vals if v != EMPTY]
            points = len(set(filled))
            if len(filled) == 6 and len(set(filled)) == 6:
                step = filled[1] - filled[0]
                if step in (1, -1) and all(b - a == step for a, b in zip(filled, filled[1:], strict=False)):
                    points *= 2
            out["polaroids"] = points
    if "garland" in mods:
        out["garland"] = sum(board.garland_rewards[r][1] for r in sheet.garland_circled
                             if board.garland_rewards[r][0] == "points")
    if "frames" in mods:
        out["frames"] = sum(sheet.frames_taken)
    return out
