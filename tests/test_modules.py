"""R16-R20: constellation, notes, polaroids, garland and frames (modules.py)."""

from __future__ import annotations

from enginekit import cell, drain_strokes, fill, new_game, roll, start_with

from daydream_qt.engine import DrawStroke, EndTurn, RecordFrameClaim, RollDice, WriteDie
from daydream_qt.engine.modules import module_points, note_heads
from daydream_qt.engine.state import Reward


def track(n: int, stars: set[int]) -> dict:
    return {"track": [{"x": 0.5, "y": 1 - i / n, "big_star": i in stars} for i in range(n)]}


def points(game, seat=0):
    return module_points(game.board, game.state.sheets[seat])


# ---------------------------------------------------------------- R16 constellation

def constellation_game():
    return new_game(grid=["*...", "....", "..*."], board_id="BC", constellation=track(9, {2, 5, 7}))


def test_r16_star_cell_value_draws_that_many_track_strokes():
    game = constellation_game()
    roll(game, 3, 5)
    events = game.apply(WriteDie(0, 0, cell(game.board, 0, 0)))
    assert game.state.sheets[0].track_pos == 3
    assert [e.data["point"] for e in events if e.kind == "star_circled"] == [2]
    game.apply(WriteDie(0, 1, cell(game.board, 2, 2)))
    assert game.state.sheets[0].track_pos == 8
    assert points(game) == {"constellation": 3}


def test_r16_plain_cells_and_the_track_end_stop_the_pen():
    game = constellation_game()
    roll(game, 6, 6)
    game.apply(WriteDie(0, 0, cell(game.board, 1, 1)))
    assert game.state.sheets[0].track_pos == 0
    game.apply(WriteDie(0, 1, cell(game.board, 0, 0), ))
    game.apply(EndTurn(0))
    roll(game, 6, 1)
    game.apply(WriteDie(0, 0, cell(game.board, 2, 1)))
    game.apply(WriteDie(0, 1, cell(game.board, 2, 2), delta=0))
    assert game.state.sheets[0].track_pos == 7
    assert points(game)["constellation"] == 3


# ---------------------------------------------------------------- R17 notes

def notes_game():
    lines = [[(0, 0), (0, 1)], [(0, 2), (0, 3)], [(1, 0), (1, 1), (1, 2), (1, 3)], [(0, 3), (1, 3)]]
    notes = [{"cells": [[0, 1], [0, 2]]}, {"cells": [[0, 0], [0, 1], [1, 0], [1, 1]]},
             {"cells": [[0, 2], [1, 2], [1, 3]]}]
    return new_game(grid=["*...", "...."], board_id="ABC", lines=lines,
                    constellation=track(4, {3}), notes=notes)


def test_r17_single_note_colours_when_both_cells_match():
    game = notes_game()
    b = game.board
    fill(game, 0, {(0, 1): 4})
    roll(game, 4, 2)
    events = game.apply(WriteDie(0, 0, cell(b, 0, 2)))
    assert any(e.kind == "note_coloured" and e.data == {"note": 0, "heads": 1} for e in events)
    assert note_heads(b.notes[0], game.state.sheets[0].values) == 1


def test_r17_double_note_one_head_for_a_pair_both_when_all_match():
    game = notes_game()
    b = game.board
    vals = game.state.sheets[0].values
    fill(game, 0, {(0, 0): 4, (0, 1): 4})
    assert note_heads(b.notes[1], vals) == 1
    fill(game, 0, {(1, 0): 4})
    assert note_heads(b.notes[1], vals) == 1
    fill(game, 0, {(1, 1): 4})
    assert note_heads(b.notes[1], vals) == 2
    fill(game, 0, {(0, 2): 1, (1, 2): 2, (1, 3): 3})
    assert note_heads(b.notes[2], vals) == 0
    assert points(game)["notes"] == 0 + 2 + 0  # (0,1)=4 and (0,2)=1 differ


# ---------------------------------------------------------------- R18 polaroids

def polaroid_game(board_id):
    kinds = ["star", "moon", "star", "moon", "star", "moon"]
    pols = [{"cell": [0, c], "kind": k} for c, k in enumerate(kinds)]
    return new_game(grid=["*m*m*m", "......"], board_id=board_id, polaroids=pols)


def test_r18_winter_memories_star_sum_minus_moon_sum():
    game = polaroid_game("AD")
    fill(game, 0, {(0, 0): 5, (0, 1): 2, (0, 2): 6, (0, 4): 1, (0, 5): 3})
    assert points(game) == {"polaroids": (5 + 6 + 1) - (2 + 3)}
    game2 = polaroid_game("AD")
    fill(game2, 0, {(0, 1): 6})
    assert points(game2) == {"polaroids": -6}


def test_r18_writing_a_polaroid_cell_copies_the_value():
    game = polaroid_game("AD")
    roll(game, 4, 2)
    events = game.apply(WriteDie(0, 0, cell(game.board, 0, 3)))
    assert [e.data for e in events if e.kind == "polaroid_filled"] == [{"polaroid": 3, "value": 4}]


def test_r18_summer_memories_counts_distinct_values():
    game = polaroid_game("DA")
    fill(game, 0, {(0, 0): 4, (0, 1): 4, (0, 2): 5, (0, 3): 2, (0, 4): 2, (0, 5): 6})
    assert points(game) == {"polaroids": 4}


def test_r18_summer_memories_doubles_six_consecutive_in_order():
    game = polaroid_game("DA")
    fill(game, 0, {(0, c): 6 - c for c in range(6)})
    assert points(game) == {"polaroids": 12}
    game2 = polaroid_game("DA")
    fill(game2, 0, {(0, 0): 1, (0, 1): 3, (0, 2): 2, (0, 3): 4, (0, 4): 5, (0, 5): 6})
    assert points(game2) == {"polaroids": 6}


# ---------------------------------------------------------------- R19 garland

def garland_game(rewards=None, grid=("m..m", "m..m", "m...")):
    rewards = rewards or [{"kind": "points", "value": 3}, {"kind": "leaf"}]
    return new_game(grid=list(grid), board_id="EF",
                    garland={"moons": len(rewards) + 1, "rewards": rewards}, leaves=(6, 1))


def test_r19_moon_values_fill_the_garland_top_first_and_pairs_circle_rewards():
    game = garland_game()
    b = game.board
    roll(game, 4, 4)
    game.apply(WriteDie(0, 0, cell(b, 0, 0)))
    events = game.apply(WriteDie(0, 1, cell(b, 0, 3)))
    sheet = game.state.sheets[0]
    assert sheet.garland == [4, 4] and sheet.garland_circled == [0]
    assert any(e.kind == "garland_reward_circled" and e.data["value"] == 3 for e in events)
    assert points(game) == {"garland": 3}


def test_r19_leaf_reward_circles_a_leaf_at_once():
    game = garland_game()
    b = game.board
    roll(game, 2, 5)
    game.apply(WriteDie(0, 0, cell(b, 0, 0)))
    game.apply(WriteDie(0, 1, cell(b, 0, 3)))
    game.apply(EndTurn(0))
    roll(game, 5, 1)
    game.apply(WriteDie(0, 0, cell(b, 1, 0)))
    sheet = game.state.sheets[0]
    assert sheet.garland == [2, 5, 5] and sheet.garland_circled == [1]
    assert sheet.leaves_circled == 2
    assert points(game) == {"garland": 0}


def test_r19_moon_writes_beyond_the_garland_are_not_copied():
    game = garland_game()
    b = game.board
    fill(game, 0, {(0, 0): 1, (0, 3): 2, (1, 0): 3})
    game.state.sheets[0].garland = [1, 2, 3]
    roll(game, 3, 3)
    events = game.apply(WriteDie(0, 0, cell(b, 1, 3)))
    assert game.state.sheets[0].garland == [1, 2, 3]
    assert not any(e.kind == "moon_copied" for e in events)


# ---------------------------------------------------------------- R20 frames

FRAMES = [
    {"id": "rose", "name": {"en": "Rose", "fr": "Rose", "ja": "ローズ"}, "cells": [[0, 0], [0, 1]]},
    {"id": "sky", "name": {"en": "Sky", "fr": "Ciel", "ja": "空"}, "cells": [[2, 2], [2, 3]]},
    {"id": "mint", "name": {"en": "Mint", "fr": "Menthe", "ja": "ミント"}, "cells": [[1, 3]]},
]


def frames_game(**kw):
    return new_game(grid=["m...", "....", "...."], board_id="DEF", frames=FRAMES,
                    garland={"moons": 2, "rewards": [{"kind": "points", "value": 2}]},
                    items=["ds", "dds", "ds", "ds", "ds"], roles={1: "clover", 3: "bow_tie"}, **kw)


def test_r20_solo_completed_family_takes_its_best_reward_at_once():
    game = frames_game()
    b = game.board
    roll(game, 3, 5)
    game.apply(WriteDie(0, 0, cell(b, 0, 0)))
    events = game.apply(WriteDie(0, 1, cell(b, 0, 1)))
    assert any(e.kind == "frame_reward_taken" and e.data == {"family": 0, "value": 5} for e in events)
    assert game.state.sheets[0].frames_taken[0] == 5
    assert game.state.frame_rewards[0] == [Reward.TAKEN, Reward.AVAILABLE]


def test_r20_solo_first_stroke_on_the_clover_crosses_out_every_five_left():
    game = frames_game()
    start_with(game, (0, 0), (0, 1))  # rose completed: its 5 is taken
    roll(game, 1, 2)
    sheet = game.state.sheets[0]
    sheet.stroke_queue = [["dot", 2]]
    game.apply(DrawStroke(0, 0, 1))  # finishes item 0
    assert game.state.frame_rewards[1][0] == Reward.AVAILABLE
    game.apply(DrawStroke(0, 1, 1))  # first stroke on the clover
    assert [r[0] for r in game.state.frame_rewards] == [Reward.TAKEN, Reward.CROSSED, Reward.CROSSED]
    assert [r[1] for r in game.state.frame_rewards] == [Reward.AVAILABLE] * 3
    # completing sky now takes its 2
    game.apply(WriteDie(0, 0, cell(b := game.board, 1, 1)))
    drain_strokes(game)
    fill(game, 0, {(2, 2): 1})
    game.apply(WriteDie(0, 1, cell(b, 2, 3)))
    assert sheet.frames_taken[1] == 2


def test_r20_solo_first_stroke_on_the_bow_tie_crosses_out_every_two_left():
    game = frames_game()
    start_with(game, (1, 1), (2, 0))
    roll(game, 1, 2)
    sheet = game.state.sheets[0]
    sheet.item, sheet.pen = 3, 0
    sheet.stroke_queue = [["dot", 1]]
    game.apply(DrawStroke(0, 3, 1))
    assert [r[1] for r in game.state.frame_rewards] == [Reward.CROSSED] * 3


def test_r20_race_first_takes_five_second_takes_two():
    game = frames_game(mode="pass_and_play", seats=("Ann", "Bo"))
    b = game.board
    roll(game, 3, 5)
    game.apply(WriteDie(0, 0, cell(b, 0, 0)))
    game.apply(WriteDie(0, 1, cell(b, 0, 1)))
    assert game.state.sheets[0].frames_taken[0] == 0  # settled when the turn ends
    game.apply(EndTurn(0))
    game.apply(WriteDie(1, 0, cell(b, 2, 2)))
    game.apply(WriteDie(1, 1, cell(b, 1, 0)))
    events = game.apply(EndTurn(1))
    assert game.state.sheets[0].frames_taken[0] == 5
    assert any(e.kind == "frame_reward_taken" and e.seat == 0 for e in events)
    roll(game, 4, 6)
    game.apply(WriteDie(0, 0, cell(b, 1, 0)))
    game.apply(WriteDie(0, 1, cell(b, 2, 0)))
    drain_strokes(game, 0)
    game.apply(EndTurn(0))
    game.apply(WriteDie(1, 0, cell(b, 0, 0)))
    game.apply(WriteDie(1, 1, cell(b, 0, 1)))
    drain_strokes(game, 1)
    game.apply(EndTurn(1))
    assert game.state.sheets[1].frames_taken[0] == 2
    assert game.state.frame_rewards[0] == [Reward.TAKEN, Reward.TAKEN]


def test_r20_race_same_turn_completions_all_take_the_best_reward():
    game = frames_game(mode="pass_and_play", seats=("Ann", "Bo", "Cy"))
    b = game.board
    roll(game, 3, 5)
    for seat in (0, 1):
        game.apply(WriteDie(seat, 0, cell(b, 0, 0)))
        game.apply(WriteDie(seat, 1, cell(b, 0, 1)))
        game.apply(EndTurn(seat))
    game.apply(WriteDie(2, 0, cell(b, 2, 2)))
    game.apply(WriteDie(2, 1, cell(b, 1, 0)))
    game.apply(EndTurn(2))
    assert [s.frames_taken[0] for s in game.state.sheets] == [5, 5, 0]
    assert game.state.frame_rewards[0] == [Reward.TAKEN, Reward.AVAILABLE]


def test_r20_scoresheet_claim_takes_the_reward_from_the_player():
    game = frames_game(mode="scoresheet", table_size=3)
    b = game.board
    game.apply(RollDice((3, 5), True))
    game.apply(WriteDie(0, 0, cell(b, 2, 0)))
    game.apply(WriteDie(0, 1, cell(b, 1, 1)))
    game.apply(RecordFrameClaim(0, 0))
    game.apply(EndTurn(0))
    assert game.state.frame_rewards[0] == [Reward.TAKEN, Reward.AVAILABLE]
    fill(game, 0, {(0, 0): 1})
    game.apply(RollDice((2, 4), True))
    game.apply(WriteDie(0, 0, cell(b, 0, 1)))
    drain_strokes(game)
    game.apply(WriteDie(0, 1, cell(b, 1, 0)))
    drain_strokes(game)
    game.apply(EndTurn(0))
    assert game.state.sheets[0].frames_taken[0] == 2


def test_r20_scoresheet_claim_in_the_same_turn_does_not_take_the_reward_away():
    game = frames_game(mode="scoresheet", table_size=2)
    b = game.board
    game.apply(RollDice((3, 5), True))
    game.apply(RecordFrameClaim(0, 0))
    game.apply(WriteDie(0, 0, cell(b, 0, 0)))
    game.apply(WriteDie(0, 1, cell(b, 0, 1)))
    game.apply(EndTurn(0))
    assert game.state.sheets[0].frames_taken[0] == 5
    assert points(game)["frames"] == 5
