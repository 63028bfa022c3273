"""Setup, turns, leaves, line order, bonuses and the end of the game (rules.py)."""

from __future__ import annotations

import pytest
from enginekit import cell, drain_strokes, fill, new_game, roll, start_with

from daydream_qt.engine import (
    ChooseBonus,
    ChooseLine,
    DeclareGameEnd,
    DrawStroke,
    EndTurn,
    GiveUpDie,
    IllegalAction,
    Phase,
    Reason,
    RollDice,
    WriteDie,
)


def refused(game, action) -> Reason:
    before = game.state.snapshot()
    log = list(game.log)
    with pytest.raises(IllegalAction) as info:
        game.apply(action)
    assert game.state.snapshot() == before, "a refused action must change nothing"
    assert game.log == log
    assert info.value.message.endswith(".") and "\n" not in info.value.message
    return info.value.reason


def test_r1_sheet_starts_with_the_boards_precircled_leaves():
    game = new_game(leaves=(7, 2))
    sheet = game.state.sheets[0]
    assert (sheet.leaves_circled, sheet.leaves_coloured, sheet.leaves_available) == (2, 0, 2)


def test_r2_starting_numbers_go_anywhere_without_adjacency():
    game = new_game()
    roll(game, 3, 5)
    b = game.board
    game.apply(WriteDie(0, 0, cell(b, 0, 0)))
    game.apply(WriteDie(0, 1, cell(b, 2, 3)))  # far from the first: allowed at the start
    values = game.state.sheets[0].values
    assert values[cell(b, 0, 0)] == 3 and values[cell(b, 2, 3)] == 5


def test_r2_starting_die_may_use_leaves_but_not_be_given_up():
    game = new_game(leaves=(6, 1))
    roll(game, 3, 5)
    assert refused(game, GiveUpDie(0, 0)) == Reason.NO_GIVE_UP_AT_START
    assert not any(a.kind == "give_up" for a in game.legal_actions(0))
    game.apply(WriteDie(0, 0, cell(game.board, 1, 1), delta=1))
    assert game.state.sheets[0].values[cell(game.board, 1, 1)] == 4
    assert game.state.sheets[0].leaves_coloured == 1


def test_r3_every_seat_uses_the_same_dice_in_seat_order():
    game = new_game(mode="pass_and_play", seats=("Ann", "Bo"))
    roll(game, 2, 6)
    b = game.board
    assert refused(game, WriteDie(1, 0, cell(b, 0, 0))) == Reason.NOT_YOUR_DECISION
    assert game.legal_actions(1) == []
    game.apply(WriteDie(0, 0, cell(b, 0, 0)))
    game.apply(WriteDie(0, 1, cell(b, 0, 3)))
    game.apply(EndTurn(0))
    assert game.to_move() == 1
    game.apply(WriteDie(1, 1, cell(b, 2, 2)))
    assert game.state.sheets[1].values[cell(b, 2, 2)] == 6
    assert game.state.phase == Phase.PLAY
    game.apply(WriteDie(1, 0, cell(b, 1, 1)))
    game.apply(EndTurn(1))
    assert game.state.phase == Phase.ROLL


def test_r3_scoresheet_dice_are_typed_and_checked():
    game = new_game(mode="scoresheet", table_size=3)
    assert refused(game, RollDice((3, 4), typed=False)) == Reason.TYPED_DICE_ONLY
    assert refused(game, RollDice((7, 4), typed=True)) == Reason.BAD_DICE
    assert refused(game, RollDice((0, 4), typed=True)) == Reason.BAD_DICE
    game.apply(RollDice((3, 4), typed=True))
    assert game.state.dice == (3, 4) and game.state.typed


def test_r3_solo_dice_are_rolled_not_typed():
    game = new_game()
    assert refused(game, RollDice((3, 4), typed=True)) == Reason.ROLLED_DICE_ONLY


def test_r4_write_must_touch_a_filled_cell_and_same_turn_writes_count():
    game = new_game()
    start_with(game, (0, 0), (2, 3))
    roll(game, 1, 2)
    b = game.board
    assert refused(game, WriteDie(0, 0, cell(b, 1, 2))) == Reason.CELL_NOT_ADJACENT
    game.apply(WriteDie(0, 0, cell(b, 0, 1)))
    game.apply(WriteDie(0, 1, cell(b, 0, 2)))  # next to the cell written a moment ago
    assert game.state.sheets[0].values[cell(b, 0, 2)] == 2


def test_r4_filled_cell_and_used_die_are_refused():
    game = new_game()
    start_with(game, (0, 0), (2, 3))
    roll(game, 1, 2)
    b = game.board
    assert refused(game, WriteDie(0, 0, cell(b, 0, 0))) == Reason.CELL_FILLED
    game.apply(WriteDie(0, 0, cell(b, 0, 1)))
    assert refused(game, WriteDie(0, 0, cell(b, 1, 0))) == Reason.DIE_USED
    assert refused(game, WriteDie(0, 5, cell(b, 1, 0))) == Reason.NO_SUCH_DIE
    assert refused(game, WriteDie(0, 1, 99)) == Reason.NO_SUCH_CELL


def test_r4_give_up_circles_a_leaf_and_draws_a_thorn_in_solo():
    game = new_game(leaves=(6, 1))
    start_with(game, (0, 0), (2, 3))
    roll(game, 1, 2)
    game.apply(GiveUpDie(0, 0))
    sheet = game.state.sheets[0]
    assert (sheet.leaves_circled, sheet.thorns) == (2, 1)
    assert refused(game, GiveUpDie(0, 1)) == Reason.SECOND_GIVE_UP


def test_r4_give_up_with_no_leaf_left_still_allowed():
    game = new_game(leaves=(1, 1))
    start_with(game, (0, 0), (2, 3))
    roll(game, 1, 2)
    game.apply(GiveUpDie(0, 1))
    sheet = game.state.sheets[0]
    assert (sheet.leaves_circled, sheet.thorns) == (1, 1)


def test_r4_no_thorn_when_several_play():
    game = new_game(mode="pass_and_play", seats=("Ann", "Bo"))
    start_with(game, (0, 0), (2, 3))
    roll(game, 1, 2)
    game.apply(GiveUpDie(0, 0))
    assert game.state.sheets[0].thorns == 0
    assert game.state.sheets[0].leaves_circled == 2


def test_r4_write_that_fills_the_grid_discards_the_other_die():
    game = new_game(grid=["..", ".."])
    start_with(game, (0, 0), (1, 1), dice=(1, 2))
    fill(game, 0, {(0, 1): 4})
    roll(game, 3, 3)
    events = game.apply(WriteDie(0, 0, cell(game.board, 1, 0)))
    assert any(e.kind == "die_discarded" and e.data["die"] == 1 for e in events)
    drain_strokes(game)
    sheet = game.state.sheets[0]
    assert sheet.dice_done == [True, True] and sheet.leaves_circled == 1 and sheet.thorns == 0
    game.apply(EndTurn(0))
    assert game.over


def test_r7_two_lines_of_different_kinds_let_the_player_pick_the_order():
    game = new_game()
    start_with(game, (0, 0), (2, 3), dice=(1, 5))
    # row 0 will read 1-2-3-4 (perfect), column 3 will read 4-6-5... set up by hand:
    fill(game, 0, {(0, 1): 2, (0, 2): 3, (1, 3): 9})
    roll(game, 4, 1)
    b = game.board
    game.apply(WriteDie(0, 0, cell(b, 0, 3)))  # completes row 0 (perfect) and column 3 (4-9-5: good)
    sheet = game.state.sheets[0]
    assert set(sheet.line_choice) == {0, 6}
    acts = game.legal_actions(0)
    assert sorted(a.line for a in acts) == [0, 6] and all(a.kind == "choose_line" for a in acts)
    assert refused(game, WriteDie(0, 1, cell(b, 1, 0))) == Reason.RESOLVE_FIRST
    game.apply(ChooseLine(0, 6))
    assert sheet.stroke_queue == [["dot", 3], ["sun", 4]]


def test_r7_same_kind_lines_need_no_choice():
    game = new_game()
    start_with(game, (0, 0), (2, 3), dice=(1, 5))
    fill(game, 0, {(0, 1): 7, (0, 2): 3, (1, 3): 9})
    roll(game, 4, 1)
    game.apply(WriteDie(0, 0, cell(game.board, 0, 3)))  # row 1-7-3-4 good, column 4-9-5 good
    sheet = game.state.sheets[0]
    assert sheet.line_choice == () and sheet.stroke_queue == [["dot", 7]]


def test_r8_leaves_change_the_die_within_0_to_9():
    game = new_game(leaves=(6, 3))
    start_with(game, (0, 0), (2, 3))
    roll(game, 1, 6)
    b = game.board
    assert refused(game, WriteDie(0, 0, cell(b, 0, 1), delta=-2)) == Reason.VALUE_OUT_OF_RANGE
    assert refused(game, WriteDie(0, 0, cell(b, 0, 1), delta=4)) == Reason.NO_CIRCLED_LEAF
    game.apply(WriteDie(0, 1, cell(b, 0, 1), delta=3))
    sheet = game.state.sheets[0]
    assert sheet.values[cell(b, 0, 1)] == 9 and sheet.leaves_coloured == 3
    assert refused(game, WriteDie(0, 0, cell(b, 0, 2), delta=1)) == Reason.NO_CIRCLED_LEAF


def test_r8_leaf_from_giving_up_the_first_die_colours_the_second():
    game = new_game(leaves=(6, 1))
    start_with(game, (0, 0), (2, 3))
    sheet = game.state.sheets[0]
    sheet.leaves_coloured = 1  # the pre-circled leaf is spent
    roll(game, 2, 2)
    assert not any(a.kind == "write" and a.delta for a in game.legal_actions(0))
    game.apply(GiveUpDie(0, 0))
    assert any(a.kind == "write" and a.delta == -1 for a in game.legal_actions(0))
    game.apply(WriteDie(0, 1, cell(game.board, 0, 1), delta=-1))
    assert sheet.values[cell(game.board, 0, 1)] == 1


def test_r8_legal_writes_list_every_leaf_change_in_range():
    game = new_game(leaves=(6, 2))
    start_with(game, (0, 0), (2, 3))
    roll(game, 1, 5)
    deltas = {a.delta for a in game.legal_actions(0) if a.kind == "write" and a.die == 0}
    assert deltas == {-1, 0, 1, 2}


def test_r11_bonus_offers_sun_stroke_or_leaf():
    game = new_game(items=["ds", "dds", "ds"], bonus={0}, leaves=(6, 1))
    start_with(game, (0, 0), (2, 3), dice=(1, 5))
    roll(game, 1, 2)
    sheet = game.state.sheets[0]
    sheet.stroke_queue = [["dot", 2]]
    game.apply(DrawStroke(0, 0, 1))
    assert sheet.bonus_pending and sheet.item == 1
    acts = game.legal_actions(0)
    assert {a.bonus for a in acts} == {"sun", "leaf"} and len(acts) == 2
    assert refused(game, DrawStroke(0, 1, 1)) == Reason.RESOLVE_FIRST
    game.apply(ChooseBonus(0, "sun"))
    # the sun stroke is drawn first, on the next item, before the dot still pending
    assert sheet.stroke_queue == [["sun", 1], ["dot", 1]]
    game.apply(DrawStroke(0, 1, 2))
    assert sheet.item == 2 and sheet.stroke_queue == [["dot", 1]]


def test_r11_leaf_bonus_circles_a_leaf():
    game = new_game(items=["ds", "ds"], bonus={0}, leaves=(6, 1))
    start_with(game, (0, 0), (2, 3))
    roll(game, 1, 2)
    sheet = game.state.sheets[0]
    sheet.stroke_queue = [["dot", 1]]
    game.apply(DrawStroke(0, 0, 1))
    game.apply(ChooseBonus(0, "leaf"))
    assert sheet.leaves_circled == 2 and not sheet.bonus_pending
    assert refused(game, ChooseBonus(0, "leaf")) == Reason.NO_BONUS


def test_r13_game_ends_at_the_end_of_the_turn_not_before():
    game = new_game(mode="pass_and_play", seats=("Ann", "Bo"), grid=["..", ".."])
    start_with(game, (0, 0), (1, 1), dice=(1, 2))
    fill(game, 0, {(0, 1): 5})
    roll(game, 3, 4)
    game.apply(WriteDie(0, 0, cell(game.board, 1, 0)))
    drain_strokes(game, 0)
    game.apply(EndTurn(0))
    assert not game.over  # Bo still plays this turn
    game.apply(WriteDie(1, 0, cell(game.board, 0, 1)))
    drain_strokes(game, 1)
    game.apply(WriteDie(1, 1, cell(game.board, 1, 0)))
    drain_strokes(game, 1)
    game.apply(EndTurn(1))
    assert game.over and game.legal_actions(None) == [] and game.legal_actions(0) == []


def test_r13_finishing_every_item_ends_the_game():
    game = new_game(items=["ds"])
    start_with(game, (0, 0), (2, 3))
    roll(game, 1, 2)
    sheet = game.state.sheets[0]
    sheet.stroke_queue = [["dot", 3]]
    events = game.apply(DrawStroke(0, 0, 1))
    assert sheet.item == 1 and sheet.stroke_queue == []
    assert any(e.kind == "strokes_lost" and e.data["count"] == 2 for e in events)
    game.apply(WriteDie(0, 0, cell(game.board, 0, 1)))
    game.apply(WriteDie(0, 1, cell(game.board, 0, 2)))
    drain_strokes(game)
    game.apply(EndTurn(0))
    assert game.over


def test_r13_scoresheet_records_another_player_ending_the_game():
    game = new_game(mode="scoresheet", table_size=2)
    game.apply(RollDice((3, 5), True))
    game.apply(WriteDie(0, 0, 0))
    game.apply(WriteDie(0, 1, 5))
    game.apply(DeclareGameEnd(0))
    assert not game.over
    assert refused(game, DeclareGameEnd(0)) == Reason.ALREADY_DECLARED
    game.apply(EndTurn(0))
    assert game.over


def test_r13_solo_cannot_declare_another_players_end():
    game = new_game()
    roll(game, 3, 5)
    assert refused(game, DeclareGameEnd(0)) == Reason.NOT_SCORESHEET


def test_confirm_needs_both_dice_and_no_pending_work():
    game = new_game()
    start_with(game, (0, 0), (2, 3))
    roll(game, 1, 2)
    assert refused(game, EndTurn(0)) == Reason.DICE_LEFT
    assert EndTurn(0) not in game.legal_actions(0)


def test_actions_before_the_roll_and_after_the_end_are_refused():
    game = new_game()
    assert refused(game, WriteDie(0, 0, 0)) == Reason.NEED_ROLL
    roll(game, 1, 2)
    assert refused(game, RollDice((1, 1))) == Reason.ALREADY_ROLLED
    assert refused(game, WriteDie(3, 0, 0)) == Reason.NO_SUCH_SEAT
