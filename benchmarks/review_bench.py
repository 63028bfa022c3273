"""The coach's review: seconds per game and per 40 turns, and one seeded game's figures per board.

    python benchmarks/review_bench.py [--games 3] [--seed 1] [--boards A,D,...] [--bot greedy]

Target: a 40-turn game reviewed in under 10 s. Each board's games are seeded games of
`--bot` (game i uses seed + i); the median of the seconds is printed, and the same scaled to
40 turns (a review costs about the same per turn). The last columns are the review of the
first game of each board: its score, the points lost over the game and the three biggest
mistakes (turn: points lost).
"""

from __future__ import annotations

import argparse
import statistics
import time

from daydream_qt.bots.review import review_game
from daydream_qt.bots.simulate import play_seeded_game
from daydream_qt.engine import BOARD_IDS


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=3)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--bot", default="greedy", help="who plays the reviewed games")
    p.add_argument("--boards", default=",".join(BOARD_IDS))
    a = p.parse_args()
    print(f"{'board':>5} {'turns':>6} {'median s':>9} {'s/40 turns':>11}   first game: score, lost, mistakes")
    worst = 0.0
    for board_id in a.boards.split(","):
        seconds, per40, turns = [], [], []
        first = None
        for i in range(a.games):
            game = play_seeded_game(board_id, a.seed + i, a.bot)
            start = time.perf_counter()
            review = review_game(game)
            took = time.perf_counter() - start
            n = len(review.seats[0].turns)
            seconds.append(took)
            per40.append(took / max(1, n) * 40)
            turns.append(n)
            first = first or review
        seat = first.seats[0]
        mistakes = ", ".join(f"t{m.turn}: {m.loss:.2f}" for m in seat.mistakes) or "none"
        worst = max(worst, statistics.median(per40))
        print(f"{board_id:>5} {statistics.median(turns):>6g} {statistics.median(seconds):>9.2f} "
              f"{statistics.median(per40):>11.2f}   {seat.score}, {seat.total_loss:.2f}, {mistakes}")
    print(f"slowest board: {worst:.2f} s per 40 turns (target: under 10 s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
