"""The coach: whole-turn plans for the current dice, with reasons a player understands."""

from __future__ import annotations

import time

import pytest
from boardkit import make_board

from daydream_qt.bots.coach import REASONS, Suggestion, reason_text, suggest
from daydream_qt.bots.players import make_bot, play_turn
from daydream_qt.engine import (
    BOARD_IDS,
    EndTurn,
    Game,
    GiveUpDie,
    RollDice,
    WriteDie,
    builtin_board,
)


def line_board():
    # one row of 3 cells over a second row: row 1 is a line of three
    return make_board(["...", "..."], items=["dsdsds", "ddsdss", "dss"], leaves=(6, 1))


def started(board, dice=(3, 4), first=(0, 0), second=(0, 1)) -> Game:
    game = Game(board, seed=2)
    game.apply(RollDice(dice))
    game.apply(WriteDie(0, 0, board.index[first]))
    game.apply(WriteDie(0, 1, board.index[second]))
    game.apply(EndTurn(0))
    return game


def test_coach_plans_start_with_a_legal_action_and_end_the_turn():
    game = Game(builtin_board("A"), seed=8)
    game.roll()
    plans = suggest(game, 0, 200)
    assert 1 <= len(plans) <= 3
    for p in plans:
        assert isinstance(p, Suggestion)
        assert game.is_legal(p.actions[0])
        assert isinstance(p.actions[-1], EndTurn)
    assert [p.value for p in plans] == sorted((p.value for p in plans), reverse=True)


def test_coach_plan_replays_legally():
    game = Game(builtin_board("BC"), seed=3)
    bot = make_bot("greedy", 3)
    for _ in range(4):
        game.roll()
        play_turn(game, 0, bot)
    game.roll()
    best = suggest(game, 0, 200)[0]
    for a in best.actions:
        game.apply(a)
    assert game.to_move() is None or game.over


def test_coach_reason_names_the_line_it_completes_as_perfect():
    board = line_board()
    game = started(board)  # row 1 holds 3, 4 and one empty cell
    game.apply(RollDice((5, 1)))
    best = suggest(game, 0, 200)[0]
    assert best.reason_key in ("perfect_line", "perfect_and_line")
    assert board.line_name(0) == "row 1"
    assert "row 1" in best.reason
    assert best.reason_args["line"] == "row 1"
    assert "sun strokes" in best.reason
    assert WriteDie(0, 0, board.index[(0, 2)], 0) in best.actions


def test_coach_reason_is_a_template_with_arguments():
    game = Game(builtin_board("EF"), seed=12)
    game.roll()
    for p in suggest(game, 0, 200):
        assert p.reason_key in REASONS
        assert p.reason == reason_text(p.reason_key, p.reason_args)
        assert p.reason and p.reason[0].islower()


def test_coach_explains_a_give_up():
    # both dice are useless and repeat in every open line: giving one up circles a leaf
    board = make_board(["...", "..."], items=["dsdsds", "ddsdss"], leaves=(6, 1))
    game = started(board, dice=(3, 4), first=(0, 0), second=(0, 1))
    plans = suggest(game.__class__(board, seed=1), 0, 200)  # not rolled: no plan
    assert plans == []
    game.apply(RollDice((3, 3)))
    for p in suggest(game, 0, 200, count=5):
        if any(isinstance(a, GiveUpDie) for a in p.actions):
            assert p.reason_key == "give_up" or p.reason_key.endswith("line")
            if p.reason_key == "give_up":
                assert p.reason == "gives up the 3 to circle a leaf"


def test_coach_returns_nothing_when_it_is_not_the_seats_turn():
    game = Game(builtin_board("A"), seed=1)
    assert suggest(game, 0, 200) == []
    game.roll()
    assert suggest(game, 1, 200) == []


@pytest.mark.parametrize("board_id", BOARD_IDS)
def test_coach_answers_within_its_budget(board_id):
    game = Game(builtin_board(board_id), seed=4)
    bot = make_bot("greedy", 4)
    worst = 0.0
    for _ in range(4):
        game.roll()
        start = time.perf_counter()
        plans = suggest(game, 0, 200)
        worst = max(worst, time.perf_counter() - start)
        assert plans and game.is_legal(plans[0].actions[0])
        play_turn(game, 0, bot)
        if game.over:
            break
    # the cap is 200 ms; a loaded test machine gets generous slack
    assert worst < 1.0
