"""Calibration guard: each board's greedy median band, on fixed seeds, stays where it was tuned.

docs/calibration.md holds the full 1,000-game figures (make calibration); this guard
replays 100 seeded greedy games per board (a few seconds each) so a change to a board
file, the rules or the bots that moves a board's difficulty is caught by the tests.
"""

from __future__ import annotations

import math

import pytest

from daydream_qt.bots.simulate import simulate
from daydream_qt.engine import BOARD_IDS, builtin_board

GAMES = 100
SEED = 424_242

#: Greedy median (band index 0-3, and the value) measured on these seeds when the boards
#: were calibrated. The band must not move; the value may drift a little. A and D sit on
#: the lower edge of their band (9 and 10): a greedy that gets even slightly weaker there
#: fails this guard, on purpose.
EXPECTED = {
    "A": (2, 9.0),
    "D": (2, 10.0),
    "BC": (2, 19.0),
    "EF": (2, 18.0),
    "AD": (2, 30.0),
    "DA": (2, 27.0),
    "ABC": (2, 42.0),
    "DEF": (2, 41.0),
}


@pytest.mark.parametrize("board_id", BOARD_IDS)
def test_greedy_median_band_is_stable(board_id):
    board = builtin_board(board_id)
    result = simulate(board_id, GAMES, SEED, bot="greedy")
    band, median = EXPECTED[board_id]
    bands = {board.title_band(math.floor(result.median)), board.title_band(math.ceil(result.median))}
    assert bands == {band}, f"{board_id}: greedy median {result.median} left band {band}"
    assert abs(result.median - median) <= max(1.0, 0.1 * abs(median))


def test_random_play_stays_low_on_every_board():
    for board_id in BOARD_IDS:
        board = builtin_board(board_id)
        result = simulate(board_id, GAMES, SEED, bot="random")
        assert result.bands[0] >= 0.85 * GAMES, f"{board_id}: random left the first band too often"
        assert board.title_band(int(result.median)) == 0
