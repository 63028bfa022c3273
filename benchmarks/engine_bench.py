"""Engine speed: random solo games per second per board, and the median time of legal_actions.

Targets on a 2-core machine, one process: 300 games/s on A, 100 on DEF, legal_actions
median under 50 microseconds. Run: `.venv/bin/python benchmarks/engine_bench.py [--games N]`.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from daydream_qt.bots.random_bot import play_random_game
from daydream_qt.engine import BOARD_IDS, Game, builtin_board


def games_per_second(board_id: str, games: int, repeats: int) -> float:
    board = builtin_board(board_id)
    rates = []
    for r in range(repeats):
        start = time.perf_counter()
        for i in range(games):
            play_random_game(board, 10_000 * r + i)
        rates.append(games / (time.perf_counter() - start))
    return statistics.median(rates)


def legal_actions_times(board_id: str, games: int) -> tuple[list[float], list[float]]:
    """Time legal_actions at every decision of some random games (seconds per call).

    Returns all calls, and the calls at a write decision (more than one action offered).
    """
    board = builtin_board(board_id)
    times = []
    writes = []
    for seed in range(games):
        game = Game(board, seed=seed)
        rng = random.Random(seed)
        while not game.over:
            seat = game.to_move()
            if seat is None:
                game.roll()
                continue
            t0 = time.perf_counter()
            acts = game.legal_actions(seat)
            dt = time.perf_counter() - t0
            times.append(dt)
            if len(acts) > 1:
                writes.append(dt)
            game.apply(acts[rng.randrange(len(acts))])
    return times, writes


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--repeats", type=int, default=3)
    args = ap.parse_args()
    print(f"{'board':<5} {'games/s':>9} {'legal_actions median':>21} {'p95':>9} {'calls':>7}"
          f" {'write-decision median':>22}")
    for bid in BOARD_IDS:
        rate = games_per_second(bid, args.games, args.repeats)
        times, writes = legal_actions_times(bid, 50)
        times.sort()
        med = statistics.median(times) * 1e6
        p95 = times[int(0.95 * (len(times) - 1))] * 1e6
        wmed = statistics.median(writes) * 1e6
        print(f"{bid:<5} {rate:>9.0f} {med:>18.1f} us {p95:>6.1f} us {len(times):>7} {wmed:>19.1f} us")
    print("targets: A >= 300 games/s, DEF >= 100 games/s, legal_actions median < 50 us")


if __name__ == "__main__":
    main()
