"""Random games through the public API on all eight boards, checking invariants at every step."""

from __future__ import annotations

import random

import pytest

from daydream_qt.engine import BOARD_IDS, EMPTY, Game, builtin_board
from daydream_qt.engine.state import Phase

GAMES_PER_BOARD = 4


def sheet_facts(game):
    return [
        (list(s.values), s.leaves_circled, s.leaves_coloured, s.thorns, s.item, s.pen, s.track_pos,
         list(s.garland), list(s.frames_taken))
        for s in game.state.sheets
    ]


def check_step(game, before, after):
    n_leaves = game.board.leaf_count
    for (v0, c0, k0, t0, i0, p0, tr0, g0, f0), (v1, c1, k1, t1, i1, p1, tr1, g1, f1) in zip(before, after):
        assert all(a == b for a, b in zip(v0, v1) if a != EMPTY), "a written cell changed"
        assert sum(x != EMPTY for x in v1) >= sum(x != EMPTY for x in v0)
        assert c1 >= c0 and k1 >= k0 and k1 <= c1 <= n_leaves, "leaves only advance"
        assert t1 >= t0
        assert (i1, p1) >= (i0, p0) or (i1 > i0), "the pen only moves forward"
        assert tr1 >= tr0
        assert g1[: len(g0)] == g0
        assert all(b >= a for a, b in zip(f0, f1))
    for s in game.scores():
        assert s.total == s.items + sum(s.modules.values()) - s.thorn_penalty
    if not game.over:
        seat = game.to_move()
        assert game.legal_actions(seat), "legal_actions empty before the end"
    else:
        assert game.state.phase == Phase.OVER


def play(board_id, seed, mode="solo", seats=("Ann",)):
    board = builtin_board(board_id)
    game = Game(board, mode=mode, seats=seats, seed=seed)
    rng = random.Random(seed)
    steps = 0
    while not game.over:
        before = sheet_facts(game)
        seat = game.to_move()
        if seat is None:
            game.roll()
        else:
            acts = game.legal_actions(seat)
            game.apply(acts[rng.randrange(len(acts))])
        check_step(game, before, sheet_facts(game))
        steps += 1
        assert steps < 5000, "a game must end"
    return game


@pytest.mark.parametrize("board_id", BOARD_IDS)
def test_random_solo_games_keep_every_invariant(board_id):
    builtin_board(board_id)  # a shipped board that does not load fails here
    for seed in range(GAMES_PER_BOARD):
        game = play(board_id, seed)
        sheet = game.state.sheets[0]
        assert sheet.filled == game.board.n_cells or sheet.item == len(game.board.items)
        replayed = Game(game.board, seed=game.seed)
        replayed.replay(game.log)
        assert replayed.state.snapshot() == game.state.snapshot()


@pytest.mark.parametrize("board_id", ["A", "DEF"])
def test_random_pass_and_play_games_keep_every_invariant(board_id):
    builtin_board(board_id)  # a shipped board that does not load fails here
    game = play(board_id, 11, mode="pass_and_play", seats=("Ann", "Bo", "Cy"))
    assert len(game.winners()) >= 1


@pytest.mark.parametrize("board_id", BOARD_IDS)
def test_save_then_load_gives_the_identical_game(board_id, tmp_path):
    from daydream_qt.engine import savefile

    builtin_board(board_id)  # a shipped board that does not load fails here
    game = play(board_id, 5)
    path = tmp_path / "game.daydream"
    savefile.save_game(game, path)
    loaded = savefile.load_game(path).game
    assert loaded.state.snapshot() == game.state.snapshot()
    assert loaded.log == game.log and loaded.seed == game.seed
    assert [s.total for s in loaded.scores()] == [s.total for s in game.scores()]
