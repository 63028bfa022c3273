"""Bot speed: greedy games per second and coach latency, on every board.

    python benchmarks/bots_bench.py [--games 50] [--positions 40] [--expert-games 10] [--runs 3]

Targets: greedy at least 50 games/s on A; coach p95 under 100 ms on every board. The coach
has fixed widths and no clock (bots/coach.py), so its latency is all the search's work.
Coach positions are the starts of turns of seeded greedy games (the dice just rolled); the
latency is measured `--runs` times over the same positions and the medians of the runs'
medians and p95s are printed, beside the start of a bare `python -c pass` (its median
over five starts, before the boards), so the machine's load shows next to the figures.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
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


def coach_latencies(board_id: str, positions: int) -> tuple[list[float], list[float]]:
    """Milliseconds of each hint: wall clock, and this thread's processor time (what the
    search costs without the waits a loaded machine adds)."""
    board = builtin_board(board_id)
    out: list[float] = []
    cpu: list[float] = []
    seed = 20_000
    while len(out) < positions:
        game = Game(board, seed=seed)
        bot = make_bot("greedy", seed)
        while not game.over and len(out) < positions:
            game.roll()
            start, start_cpu = time.perf_counter(), time.thread_time()
            suggest(game, 0)
            out.append((time.perf_counter() - start) * 1000)
            cpu.append((time.thread_time() - start_cpu) * 1000)
            play_turn(game, 0, bot)
        seed += 1
    return out, cpu


def p95(values: list[float]) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(round(0.95 * (len(s) - 1))))]


def bare_start_ms(starts: int = 5) -> float:
    """Median milliseconds of `python -c pass` (this interpreter): the machine's load."""
    out = []
    for _ in range(starts):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", "pass"], check=True)
        out.append((time.perf_counter() - start) * 1000)
    return statistics.median(out)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=50)
    p.add_argument("--expert-games", type=int, default=10)
    p.add_argument("--positions", type=int, default=40)
    p.add_argument("--runs", type=int, default=3, help="coach latency runs a board (medians printed)")
    p.add_argument("--boards", default=",".join(BOARD_IDS))
    a = p.parse_args()
    print(f"bare `python -c pass` start: {bare_start_ms():.0f} ms (median of 5)")
    print(f"{'board':>5} {'greedy g/s':>11} {'expert g/s':>11} {'coach median':>13} {'coach p95':>10} "
          f"{'p95 of each run':>18} {'cpu p95':>8}")
    for board_id in a.boards.split(","):
        builtin_board(board_id)
        play_seeded_game(board_id, 1, "greedy")  # warm the caches
        g = games_per_second(board_id, "greedy", a.games)
        e = games_per_second(board_id, "expert", a.expert_games, CALIBRATION_BUDGET) if a.expert_games else 0.0
        runs = [coach_latencies(board_id, a.positions) for _ in range(max(1, a.runs))]
        med = statistics.median(statistics.median(r) for r, _ in runs)
        p95s = [p95(r) for r, _ in runs]
        cpu = statistics.median(p95(c) for _, c in runs)
        each = ", ".join(f"{x:.0f}" for x in p95s)
        print(f"{board_id:>5} {g:11.1f} {e:11.2f} {med:10.1f} ms {statistics.median(p95s):7.1f} ms {each:>18} "
              f"{cpu:5.1f} ms", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
