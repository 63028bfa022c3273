"""Engine speed: random solo games per second per board, and the median time of legal_actions.

Targets on a 2-core machine, one process: 300 games/s on A, 100 on DEF, legal_actions
median under 50 microseconds. Run: `.venv/bin/python benchmarks/engine_bench.py [--games N]`.

`--against REV` compares this checkout with any git revision instead: REV is exported
(`git archive`) into a temporary folder, and the random games of both are played in
subprocesses taking turns, round after round (the order swapped each round), so a machine
busy with something else slows both alike. It prints per board the median games/s of REV
and of the working tree, and their ratio. Run:
`.venv/bin/python benchmarks/engine_bench.py --against main [--rounds 5] [--games 50] [--repeats 3]`.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

from daydream_qt.bots.random_bot import play_random_game
from daydream_qt.engine import BOARD_IDS, Game, builtin_board

ROOT = Path(__file__).resolve().parent.parent
"""The checkout this file belongs to (the working tree of `--against`)."""


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


# ---------------------------------------------------------------- --against REV

ROUND = """
import json, sys, time
import daydream_qt
from daydream_qt.bots.random_bot import play_random_game
from daydream_qt.engine import builtin_board
games, tries = int(sys.argv[1]), int(sys.argv[2])
rates = {}
for board_id in sys.argv[3:]:
    board = builtin_board(board_id)
    for seed in range(3):  # warm the caches
        play_random_game(board, 90_000 + seed)
    best = float("inf")
    for _ in range(tries):
        start = time.process_time()
        for seed in range(games):
            play_random_game(board, seed)
        best = min(best, time.process_time() - start)
    rates[board_id] = games / best
print(json.dumps({"package": daydream_qt.__file__, "rates": rates}))
"""
"""One round in one checkout: the same seeded random games on each board, played `tries`
times, the fastest time kept. Only names every revision has (`play_random_game`,
`builtin_board`), so it runs in old ones. The time is the process's CPU time, and the best
of a few tries: on a machine shared with other work, the wall clock counts the waits for a
core too, and other processes slow a core's caches now and then."""


def export_revision(rev: str, into: Path) -> str:
    """Write the files of git revision `rev` into the folder `into`; return its commit."""
    commit = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--verify", f"{rev}^{{commit}}"],
                            check=True, capture_output=True, text=True).stdout.strip()
    archive = into.parent / "rev.tar"
    with archive.open("wb") as out:
        subprocess.run(["git", "-C", str(ROOT), "archive", "--format=tar", commit], check=True, stdout=out)
    with tarfile.open(archive) as tar:
        tar.extractall(into, filter="data")
    archive.unlink()
    return commit


def run_round(checkout: Path, games: int, tries: int, boards: list[str]) -> dict[str, float]:
    """Games/s per board of one subprocess running `checkout`'s engine."""
    env = dict(os.environ, PYTHONPATH=str(checkout))
    done = subprocess.run([sys.executable, "-c", ROUND, str(games), str(tries), *boards], cwd=checkout, env=env,
                          check=True, capture_output=True, text=True)
    out = json.loads(done.stdout)
    package = Path(out["package"]).resolve()
    if checkout.resolve() not in package.parents:
        raise SystemExit(f"the round meant for {checkout} ran the package at {package}")
    return {k: float(v) for k, v in out["rates"].items()}


def against(rev: str, rounds: int, games: int, tries: int, boards: list[str]) -> None:
    with tempfile.TemporaryDirectory(prefix="engine-bench-") as tmp:
        checkout = Path(tmp) / "rev"
        checkout.mkdir()
        commit = export_revision(rev, checkout)
        sides = {"rev": checkout, "work": ROOT}
        rates: dict[str, dict[str, list[float]]] = {s: {b: [] for b in boards} for s in sides}
        for r in range(rounds):
            order = ("rev", "work") if r % 2 == 0 else ("work", "rev")
            for side in order:
                for b, rate in run_round(sides[side], games, tries, boards).items():
                    rates[side][b].append(rate)
            print(f"round {r + 1}/{rounds} done", file=sys.stderr, flush=True)
    print(f"random games per CPU second: median of {rounds} rounds, each the best of {tries} tries of "
          f"{games} games; {rev} = {commit[:10]}, work = {ROOT}")
    print(f"{'board':<5} {rev[:12]:>12} {'work':>9} {'ratio':>7}")
    for b in boards:
        old = statistics.median(rates["rev"][b])
        new = statistics.median(rates["work"][b])
        print(f"{b:<5} {old:>12.0f} {new:>9.0f} {new / old:>6.2f}x")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=None,
                    help="games per measurement (default 300; with --against, per board and try: 50)")
    ap.add_argument("--repeats", type=int, default=3, help="measurements of which the median (with "
                    "--against: tries of which the best) is kept")
    ap.add_argument("--against", metavar="REV", help="compare with this git revision, side by side")
    ap.add_argument("--rounds", type=int, default=5, help="with --against: rounds of each checkout")
    ap.add_argument("--boards", default=",".join(BOARD_IDS), help="with --against: boards, comma-separated")
    args = ap.parse_args()
    if args.against:
        against(args.against, args.rounds, args.games or 50, args.repeats, args.boards.split(","))
        return
    games = args.games or 300
    print(f"{'board':<5} {'games/s':>9} {'legal_actions median':>21} {'p95':>9} {'calls':>7}"
          f" {'write-decision median':>22}")
    for bid in BOARD_IDS:
        rate = games_per_second(bid, games, args.repeats)
        times, writes = legal_actions_times(bid, 50)
        times.sort()
        med = statistics.median(times) * 1e6
        p95 = times[int(0.95 * (len(times) - 1))] * 1e6
        wmed = statistics.median(writes) * 1e6
        print(f"{bid:<5} {rate:>9.0f} {med:>18.1f} us {p95:>6.1f} us {len(times):>7} {wmed:>19.1f} us")
    print("targets: A >= 300 games/s, DEF >= 100 games/s, legal_actions median < 50 us")


if __name__ == "__main__":
    main()
