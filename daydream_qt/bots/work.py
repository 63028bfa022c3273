"""How much searching a board costs, counted from its size: the bounds of `titles`, `review`
and `simulate` (no Qt, no clock).

The expert's search of one turn weighs every write it may make (each cloud of the frontier,
up to about the whole grid, with each value the leaves allow) and values each one, and a
frame family is counted cloud by cloud in that value, before and after the write. So one
turn costs about

    turn_work(board) = clouds * (clouds + 2 * clouds of the frame families)

"cloud pairs": 6,528 on the costliest shipped board (DEF: 64 clouds, 19 in frames),
1,120,000 on the costliest board the schema allows (DEF, 400 clouds, three families of
400), 160,000 on the largest without frames. Measured on a loaded 2-core machine, a review
turn of the largest legal game costs about 1.2 microseconds a cloud pair (2 to 4 on the
shipped boards, where the fixed costs weigh more).

The bounds are counts of this work, never a clock: the same input does the same work and
gives the same answer on any machine under any load. None of them bites on the shipped
boards; each command's help states its bound, and its output says in one sentence when it
did less than asked.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from daydream_qt.engine import Board

REFERENCE_CLOUDS = 64
"""Clouds of the largest shipped boards (ABC, DEF)."""
REFERENCE_TURN_WORK = 64 * (64 + 2 * 19)
"""turn_work of the largest shipped board, DEF."""


def turn_work(board: Board) -> int:
    """Cloud pairs of one turn's search on `board` (see the module's docstring)."""
    n = board.n_cells
    return n * (n + 2 * sum(len(f) for f in board.frame_cells))


def game_work(board: Board) -> int:
    """Cloud pairs of one solo expert game: about one turn for every two clouds."""
    return math.ceil(board.n_cells / 2) * turn_work(board)


REFERENCE_GAME_WORK = REFERENCE_CLOUDS // 2 * REFERENCE_TURN_WORK
"""game_work of DEF, the costliest shipped board: 208,896."""

# ---------------------------------------------------------------- titles

MIN_SCALED_EXPERT = 1
"""Expert games a suggestion keeps however large the board."""
MIN_SCALED_RANDOM = 50
"""Random games a suggestion keeps however large the board."""


def titles_scale(board: Board) -> float:
    """The share of the asked games a suggestion plays on `board`: 1 on a board no costlier
    than the largest shipped one, else what keeps the run at the work of the same run there."""
    return min(1.0, REFERENCE_GAME_WORK / game_work(board))


def scaled_games(asked: int, scale: float, floor: int) -> int:
    """`asked` games cut by `scale` (1: not cut), never below `floor` nor above `asked`."""
    if scale >= 1.0:
        return asked
    return min(asked, max(floor, math.floor(asked * scale)))


# ---------------------------------------------------------------- review

REVIEW_WORK = 15_000_000
"""Cloud pairs a review may search: every turn of any game on the shipped boards (a
five-seat game there is at most 5 * 63 turns * 6,528 = 2.1 million), and one turn in 200 of
the largest legal game (1,995 seat-turns of 1,120,000 each; 10 reviewed), 15 to 25 s on a
loaded 2-core machine; one in 23 of the same game without frames (90 reviewed)."""


def review_stride(board: Board, turns: Sequence[int]) -> int:
    """Review the first turn and then every `stride`-th of each seat, `turns` being each
    reviewed seat's turn count: 1 (every turn) when the whole game is within REVIEW_WORK,
    else the smallest stride that keeps the reviewed turns there."""
    per_turn = turn_work(board)
    stride = max(1, math.ceil(sum(turns) * per_turn / REVIEW_WORK))
    while stride < max(turns, default=1) and sum(-(-n // stride) for n in turns) * per_turn > REVIEW_WORK:
        stride += 1
    return stride


# ---------------------------------------------------------------- simulate

SIMULATE_WORK = 100_000
"""Seat-games a `simulate` run may play, a random game counting 1, a greedy one 10 and an
expert one 100 (their costs on the shipped boards): 100,000 random solo games or 1,000
expert ones, about 7 minutes in one process on the largest shipped board."""
BOT_WEIGHT = {"random": 1, "greedy": 10, "expert": 100}


def simulate_work(games: int, players: int, bot: str) -> int:
    """The work of `games` games of `players` seats of `bot`, in SIMULATE_WORK's units."""
    return games * players * BOT_WEIGHT.get(bot, 100)
