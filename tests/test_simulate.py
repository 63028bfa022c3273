"""simulate(): seeded batches of bot games, any number of processes, any number of seats."""

from __future__ import annotations

import pytest

from daydream_qt.bots.simulate import BOTS, play_seeded_game, simulate


def figures(result):
    d = result.as_dict()
    d.pop("games_per_second")
    return d


def test_simulate_knows_the_three_bots():
    assert BOTS == ("random", "greedy", "expert")
    with pytest.raises(ValueError):
        simulate("A", 2, 1, bot="oracle")


def test_results_are_identical_for_one_and_two_jobs():
    one = simulate("A", 24, 1000, bot="random", jobs=1)
    two = simulate("A", 24, 1000, bot="random", jobs=2)
    assert figures(one) == figures(two)
    g1 = simulate("D", 6, 50, bot="greedy", jobs=1)
    g2 = simulate("D", 6, 50, bot="greedy", jobs=2)
    assert figures(g1) == figures(g2)


def test_each_game_depends_only_on_its_seed():
    whole = simulate("BC", 4, 70, bot="greedy")
    parts = [simulate("BC", 1, 70 + i, bot="greedy") for i in range(4)]
    assert sorted(p.median for p in parts) == sorted(
        [play_seeded_game("BC", 70 + i, "greedy").scores()[0].total for i in range(4)])
    assert whole.mean == pytest.approx(sum(p.mean for p in parts) / 4)


def test_solo_statistics_count_one_score_per_game():
    r = simulate("A", 10, 5, bot="greedy")
    assert r.games == r.scores == 10 and r.players == 1
    assert sum(r.bands) == 10
    assert r.p10 <= r.median <= r.p90
    assert r.top_band_share == r.bands[-1] / 10


def test_pass_and_play_statistics_count_every_seat():
    r = simulate("DEF", 3, 5, bot="greedy", players=3)
    assert r.players == 3 and r.scores == 9 and sum(r.bands) == 9
    game = play_seeded_game("DEF", 5, "greedy", players=3)
    assert game.mode == "pass_and_play" and len(game.seats) == 3
    assert all(s.bot == "greedy" for s in game.seats)


def test_simulate_refuses_bad_arguments():
    with pytest.raises(ValueError):
        simulate("A", 2, 1, players=6)
    with pytest.raises(ValueError):
        simulate("A", 2, 1, jobs=0)
