"""The coach: whole-turn plans for the current dice, with reasons a player understands."""

from __future__ import annotations

import time

import pytest
from boardkit import make_board

from daydream_qt.bots.coach import CANDIDATES, REASONS, CoachBot, Suggestion, reason_text, suggest
from daydream_qt.bots.players import make_bot, play_turn
from daydream_qt.engine import (
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
    plans = suggest(game, 0)
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
    best = suggest(game, 0)[0]
    for a in best.actions:
        game.apply(a)
    assert game.to_move() is None or game.over


def test_coach_reason_names_the_line_it_completes_as_perfect():
    board = line_board()
    game = started(board)  # row 1 holds 3, 4 and one empty cell
    game.apply(RollDice((5, 1)))
    best = suggest(game, 0)[0]
    assert best.reason_key in ("perfect_line", "perfect_and_line")
    assert board.line_name(0) == "row 1"
    assert "row 1" in best.reason
    assert best.reason_args["line"] == "row 1"
    assert "sun strokes" in best.reason
    assert WriteDie(0, 0, board.index[(0, 2)], 0) in best.actions


def test_coach_reason_is_a_template_with_arguments():
    game = Game(builtin_board("EF"), seed=12)
    game.roll()
    for p in suggest(game, 0):
        assert p.reason_key in REASONS
        assert p.reason == reason_text(p.reason_key, p.reason_args)
        assert p.reason and p.reason[0].islower()


def test_coach_explains_a_give_up():
    # both dice are useless and repeat in every open line: giving one up circles a leaf
    board = make_board(["...", "..."], items=["dsdsds", "ddsdss"], leaves=(6, 1))
    game = started(board, dice=(3, 4), first=(0, 0), second=(0, 1))
    plans = suggest(game.__class__(board, seed=1), 0)  # not rolled: no plan
    assert plans == []
    game.apply(RollDice((3, 3)))
    for p in suggest(game, 0, count=5):
        if any(isinstance(a, GiveUpDie) for a in p.actions):
            assert p.reason_key == "give_up" or p.reason_key.endswith("line")
            if p.reason_key == "give_up":
                assert p.reason == "gives up the 3 to circle a leaf"


def test_coach_returns_nothing_when_it_is_not_the_seats_turn():
    game = Game(builtin_board("A"), seed=1)
    assert suggest(game, 0) == []
    game.roll()
    assert suggest(game, 1) == []


def _positions(board_id: str, seed: int, turns: int) -> list[Game]:
    """Games of a greedy player stopped at the starts of its first `turns` turns, dice rolled."""
    game = Game(builtin_board(board_id), seed=seed)
    bot = make_bot("greedy", seed)
    out = []
    for _ in range(turns):
        game.roll()
        out.append(Game(game.board, seed=seed))
        out[-1].replay(game.log)
        play_turn(game, 0, bot)
        if game.over:
            break
    return out


@pytest.mark.parametrize("board_id", ["A", "DEF"])
def test_the_same_position_gives_the_same_plan_whatever_the_clock(board_id, monkeypatch):
    positions = _positions(board_id, 4, 3)
    first = [suggest(g, 0) for g in positions]
    assert all(first)
    again = [suggest(g, 0) for g in positions]
    assert again == first
    # a slowed clock: perf_counter (and time) run 100x faster; nothing in the coach reads it
    real = time.perf_counter
    origin = real()
    monkeypatch.setattr(time, "perf_counter", lambda: origin + (real() - origin) * 100.0)
    monkeypatch.setattr(time, "monotonic", lambda: origin + (real() - origin) * 100.0)
    slowed = [suggest(g, 0) for g in positions]
    assert slowed == first
    for g, plans in zip(positions, first, strict=True):
        assert plans[0].value >= plans[-1].value
        assert game_is_legal_plan(g, plans[0].actions)


def game_is_legal_plan(game: Game, actions) -> bool:
    copy = Game(game.board, seed=game.seed)
    copy.replay(game.log)
    for a in actions:
        if not copy.is_legal(a):
            return False
        copy.apply(a)
    return True


def test_the_best_plan_does_not_depend_on_how_many_are_asked():
    game = _positions("EF", 9, 2)[-1]
    one = suggest(game, 0, count=1)
    three = suggest(game, 0, count=3)
    assert len(one) == 1 and len(three) == 3
    assert three[0] == one[0]
    assert len(suggest(game, 0, count=50)) == CANDIDATES


def test_the_coach_bot_plays_exactly_the_hint():
    game = Game(builtin_board("BC"), seed=5)
    bot = CoachBot()
    for _ in range(5):
        game.roll()
        hint = suggest(game, 0, count=1)[0]
        played = play_turn(game, 0, bot)
        assert tuple(played) == hint.actions
    assert CoachBot.name == "coach"


def _next_turn_scanned(t, model, state, seat):
    """next_turn_value as it was first written: write_options scanned again for every roll."""
    from daydream_qt.bots.planner import ROLLS, _game_over, _turn_over, rolled
    from daydream_qt.bots.turnsim import Branch, give_up_options, play, write_options

    total = 0.0
    for a, b, p in ROLLS:
        br = Branch(rolled(state, seat, a, b))
        for _ in range(2):
            opts = list(write_options(t, model, br.state, seat, 3)) + give_up_options(t, model, br.state, seat)
            if not opts:
                break
            br = play(t, model, br, seat, max(opts, key=lambda o: o[0])[1])
            if _turn_over(t, br.state, seat):
                break
        total += p * model.value(br.state.sheets[seat], br.state.frame_rewards, over=_game_over(t, br.state, seat))
    return total


@pytest.mark.parametrize("board_id", ["A", "EF", "DEF"])
def test_next_turn_value_shares_its_gains_and_chooses_as_a_scan_does(board_id):
    from daydream_qt.bots.coach import COACH_WIDTHS
    from daydream_qt.bots.evaluation import EXPERT_WEIGHTS, model_for
    from daydream_qt.bots.planner import next_turn_value, plan_turn

    checked = 0
    for game in _positions(board_id, 6, 12)[::3]:
        t, model = game.table, model_for(game.board, EXPERT_WEIGHTS)
        for p in plan_turn(t, model, game.state, 0, COACH_WIDTHS, keep=3):
            assert next_turn_value(t, model, p.state, 0) == _next_turn_scanned(t, model, p.state, 0)
            checked += 1
    assert checked >= 9
