"""Game.apply_listed: an action the rules just listed is played without a second check,
with exactly the effect of `apply`, and a list made before the game changed is refused."""

from __future__ import annotations

import random

import pytest

from daydream_qt.bots.random_bot import play_random_game
from daydream_qt.engine import BOARD_IDS, Game, builtin_board
from daydream_qt.engine.state import SHEET_FIELDS, GameState


def state_to_dict(state: GameState) -> dict[str, object]:
    """Every field of a state and its sheets, to compare two states."""
    out: dict[str, object] = {k: getattr(state, k) for k in GameState.__slots__ if k != "sheets"}
    out["sheets"] = [{k: getattr(s, k) for k in SHEET_FIELDS} for s in state.sheets]
    return out


def _checked_random_game(board_id: str, seed: int) -> Game:
    """The random game of `play_random_game`, every action through the checked `apply`."""
    game = Game(builtin_board(board_id), seed=seed)
    randrange = random.Random(seed).randrange
    while not game.over:
        seat = game.to_move()
        if seat is None:
            game.roll()
        else:
            actions = game.legal_actions(seat)
            game.apply(actions[randrange(len(actions))])
    return game


@pytest.mark.parametrize("board_id", BOARD_IDS)
def test_listed_games_are_the_checked_games(board_id: str) -> None:
    for seed in (1, 2, 3):
        fast = play_random_game(builtin_board(board_id), seed)
        slow = _checked_random_game(board_id, seed)
        assert fast.log == slow.log
        assert state_to_dict(fast.state) == state_to_dict(slow.state)
        assert [s.total for s in fast.scores()] == [s.total for s in slow.scores()]


def _started() -> Game:
    game = Game(builtin_board("A"), seed=7)
    game.roll()
    return game


def test_events_equal_those_of_apply() -> None:
    a, b = _started(), _started()
    while not a.over:
        seat = a.to_move()
        if seat is None:
            assert a.roll() == b.roll()
            continue
        actions = a.legal_actions(seat)
        assert b.legal_actions(seat) == actions
        i = len(actions) // 2
        assert a.apply_listed(i) == b.apply(actions[i])
    assert a.log == b.log


def test_a_list_made_before_an_action_is_refused() -> None:
    game = _started()
    game.legal_actions(0)
    game.apply_listed(0)
    with pytest.raises(ValueError, match="list them again"):
        game.apply_listed(0)


def test_a_list_made_before_an_undo_is_refused() -> None:
    game = _started()
    game.apply(game.legal_actions(0)[0])
    game.legal_actions(0)
    game.undo(0)
    with pytest.raises(ValueError, match="list them again"):
        game.apply_listed(0)
    assert len(game.log) == 1  # only the roll


def test_a_state_put_in_place_refuses_the_list() -> None:
    game = _started()
    game.legal_actions(0)
    game.state = game.state.copy()
    with pytest.raises(ValueError, match="list them again"):
        game.apply_listed(0)


def test_nothing_listed_yet_is_refused() -> None:
    with pytest.raises(ValueError):
        _started().apply_listed(0)


def test_an_index_outside_the_list_changes_nothing() -> None:
    game = _started()
    n = len(game.legal_actions(0))
    before = state_to_dict(game.state)
    with pytest.raises(IndexError):
        game.apply_listed(n)
    assert state_to_dict(game.state) == before and len(game.log) == 1
