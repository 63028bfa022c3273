"""The game: log, undo (the cloth), replay, exact legal actions (game.py)."""

from __future__ import annotations

import random

import pytest
from enginekit import cell, new_game, roll, start_with

from daydream_qt.engine import (
    EndTurn,
    Game,
    IllegalAction,
    Reason,
    ReplayError,
    WriteDie,
    action_from_dict,
    action_to_dict,
)
from daydream_qt.engine.actions import ACTION_TYPES


def test_undo_takes_back_this_turns_actions_one_by_one():
    game = new_game()
    start_with(game, (0, 0), (2, 3))
    roll(game, 1, 2)
    after_roll = game.state.snapshot()
    game.apply(WriteDie(0, 0, cell(game.board, 0, 1)))
    mid = game.state.snapshot()
    game.apply(WriteDie(0, 1, cell(game.board, 0, 2)))
    game.undo(0)
    assert game.state.snapshot() == mid
    game.undo(0)
    assert game.state.snapshot() == after_roll
    assert not game.can_undo(0)
    with pytest.raises(IllegalAction) as info:
        game.undo(0)
    assert info.value.reason == Reason.NOTHING_TO_UNDO


def test_undo_never_crosses_a_roll():
    game = new_game()
    start_with(game, (0, 0), (2, 3))
    assert game.can_undo(0)  # the confirm of the starting turn, before the next roll
    roll(game, 1, 2)
    assert not game.can_undo(0)


def test_undo_is_only_for_the_seat_that_acted():
    game = new_game(mode="pass_and_play", seats=("Ann", "Bo"))
    roll(game, 3, 5)
    game.apply(WriteDie(0, 0, 0))
    assert game.can_undo(0) and not game.can_undo(1)


def test_replaying_the_log_gives_the_same_state():
    game = new_game()
    rng = random.Random(3)
    while not game.over and len(game.log) < 200:
        seat = game.to_move()
        if seat is None:
            game.roll()
        else:
            acts = game.legal_actions(seat)
            game.apply(acts[rng.randrange(len(acts))])
    copy = Game(game.board, seed=game.seed)
    copy.replay(game.log)
    assert copy.state.snapshot() == game.state.snapshot()


def test_replay_names_the_first_bad_action():
    game = new_game()
    log = [*_first_turn(game), WriteDie(0, 0, 0)]
    with pytest.raises(ReplayError) as info:
        Game(game.board, seed=1).replay(log)
    assert info.value.index == 3 and info.value.reason == "die_used"


def _first_turn(game):
    b = game.board
    from daydream_qt.engine import RollDice
    return [RollDice((2, 3)), WriteDie(0, 0, cell(b, 0, 0)), WriteDie(0, 1, cell(b, 1, 1))]


def test_every_legal_action_applies_and_others_are_refused():
    game = new_game(leaves=(6, 2))
    start_with(game, (0, 0), (2, 3))
    roll(game, 2, 5)
    legal = set(game.legal_actions(0))
    assert legal
    for action in legal:
        probe = Game(game.board, seed=game.seed)
        probe.replay(game.log)
        probe.apply(action)
    candidates = {WriteDie(0, d, c, delta) for d in (0, 1) for c in range(game.board.n_cells)
                  for delta in range(-3, 4)} | {EndTurn(0)}
    for action in candidates - legal:
        assert not game.is_legal(action), action


def test_rolls_follow_the_seed():
    a, b = new_game(), new_game()
    a.roll()
    b.roll()
    assert a.state.dice == b.state.dice
    assert all(1 <= v <= 6 for v in a.state.dice)


def test_actions_round_trip_through_json_dicts():
    samples = [cls(*([0] * (len(cls._fields) - 1))) for cls in ACTION_TYPES.values() if cls.__name__ not in ("RollDice", "ChooseBonus")]
    from daydream_qt.engine import ChooseBonus, RollDice
    samples += [RollDice((3, 4), True), ChooseBonus(0, "sun")]
    for action in samples:
        assert action_from_dict(action_to_dict(action)) == action


@pytest.mark.parametrize("data", [
    {"kind": "teleport"}, {"kind": "write", "seat": 0, "die": 0}, {"kind": "write", "seat": "0", "die": 0, "cell": 1},
    {"kind": "roll", "values": [1, 2, 3]}, {"kind": "end_turn", "seat": 0, "extra": 1}, [1, 2],
])
def test_bad_action_dicts_are_refused_with_a_sentence(data):
    with pytest.raises(ValueError) as info:
        action_from_dict(data)
    assert "\n" not in str(info.value)


def test_seats_and_modes_are_checked():
    board = new_game().board
    with pytest.raises(ValueError):
        Game(board, mode="solo", seats=("a", "b"))
    with pytest.raises(ValueError):
        Game(board, mode="pass_and_play", seats=("a",))
    with pytest.raises(ValueError):
        Game(board, mode="pass_and_play", seats=tuple("abcdef"))
    with pytest.raises(ValueError):
        Game(board, mode="scoresheet", table_size=6)
    assert Game(board, mode="scoresheet", table_size=4).table.table_size == 4
