"""Bot speed: greedy games per second and coach latency, on every board.

    python benchmarks/bots_bench.py [--games 50] [--positions 40] [--expert-games 10]

Targets: greedy at least 50 games/s on A; coach p95 under 250 ms at a 200 ms budget.
Coach positions are the starts of turns of seeded greedy games (the dice just rolled).
"""

from __future__ import annotations

import argparse
import statistics
import time

from daydream_qt.bots.coach import suggest
from daydream_qt.bots.planner import CALIBRATION_BUDGET
from daydream_qt.bots.players import make_bot, play_turn
from daydream_qt.bots.simulate import play_seeded_game
from daydream_qt.engine import BOARD_IDS, Game, builtin_board


def games_per_second(board_id: str, bot: str, games: int, budget=None) -> float:
    start = time.perf_counter()
    for seed in range(games):
        play_seeded_game(board_id, 10_000 + seed, bot, budget=budget)
    return games / (time.perf_counter() - start)


def coach_latencies(board_id: str, positions: int, budget_ms: float) -> list[float]:
    board = builtin_board(board_id)
    out: list[float] = []
    seed = 20_000
    while len(out) < positions:
        game = Game(board, seed=seed)
        bot = make_bot("greedy", seed)
        while not game.over and len(out) < positions:
            game.roll()
            start = time.perf_counter()
            suggest(game, 0, budget_ms)
            out.append((time.perf_counter() - start) * 1000)
            play_turn(game, 0, bot)
        seed += 1
    return out


def p95(values: list[float]) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(round(0.95 * (len(s) - 1))))]


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=50)
    p.add_argument("--expert-games", type=int, default=10)
    p.add_argument("--positions", type=int, default=40)
    p.add_argument("--budget-ms", type=float, default=200.0)
    p.add_argument("--boards", default=",".join(BOARD_IDS))
    a = p.parse_args()
    print(f"{'board':>5} {'greedy g/s':>11} {'expert g/s':>11} {'coach median':>13} {'coach p95':>10}")
    for board_id in a.boards.split(","):
        builtin_board(board_id)
        play_seeded_game(board_id, 1, "greedy")  # warm the caches
        g = games_per_second(board_id, "greedy", a.games)
        e = games_per_second(board_id, "expert", a.expert_games, CALIBRATION_BUDGET) if a.expert_games else 0.0
        lat = coach_latencies(board_id, a.positions, a.budget_ms)
        print(f"{board_id:>5} {g:11.1f} {e:11.2f} {statistics.median(lat):10.1f} ms {p95(lat):7.1f} ms",
              flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
