"""Engine speed: random solo games per second per board, and the median time of legal_actions.

Targets on a 2-core machine, one process: 300 games/s on A, 100 on DEF, legal_actions
median under 50 microseconds. Run: `.venv/bin/python benchmarks/engine_bench.py [--games N]`.

`--against REV` compares this checkout with any git revision instead: REV is exported
(`git archive`) into a temporary folder (removed after), and the same random games are
played by a subprocess of each checkout taking turns, batch after batch (the order swapped
each round), so a machine busy with something else slows both alike. It prints per board
the median games per CPU second of REV and of the working tree, and their ratio. Run:
`.venv/bin/python benchmarks/engine_bench.py --against main [--rounds 5] [--games 50]`.
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

PLAYER = """
import json, sys, time
import daydream_qt
from daydream_qt.bots.random_bot import play_random_game
from daydream_qt.engine import builtin_board
print(json.dumps(daydream_qt.__file__), flush=True)
for line in sys.stdin:
    board_id, games = line.split()
    board = builtin_board(board_id)
    start = time.process_time()
    for seed in range(int(games)):
        play_random_game(board, seed)
    print(json.dumps(time.process_time() - start), flush=True)
"""
"""A checkout's player: for each line "BOARD GAMES" it reads, it plays the random games of
seeds 0..GAMES-1 on BOARD and answers with the CPU seconds they took. Only names every
revision has (`play_random_game`, `builtin_board`), so it runs in old ones. CPU time, not
the wall clock: on a machine shared with other work the wall clock counts the waits for a
core too."""


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


class Player:
    """A subprocess running `checkout`'s engine (PLAYER), asked for one batch at a time."""

    def __init__(self, checkout: Path) -> None:
        env = dict(os.environ, PYTHONPATH=str(checkout))
        self.proc = subprocess.Popen([sys.executable, "-c", PLAYER], cwd=checkout, env=env, text=True,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        if hasattr(os, "sched_setaffinity"):
            # Both players on the same core (they never play at once): a core shared with
            # other work slows both alike, where the scheduler could keep one on each.
            os.sched_setaffinity(self.proc.pid, {min(os.sched_getaffinity(0))})
        package = Path(json.loads(self._answer())).resolve()
        if checkout.resolve() not in package.parents:
            self.close()
            raise SystemExit(f"the player meant for {checkout} runs the package at {package}")

    def _answer(self) -> str:
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        if not line:
            raise SystemExit("a player stopped (its error is above)")
        return line

    def seconds(self, board_id: str, games: int) -> float:
        """CPU seconds of the random games of seeds 0..games-1 on `board_id`."""
        assert self.proc.stdin is not None
        self.proc.stdin.write(f"{board_id} {games}\n")
        self.proc.stdin.flush()
        return float(json.loads(self._answer()))

    def close(self) -> None:
        if self.proc.stdin is not None:
            self.proc.stdin.close()
        self.proc.wait(timeout=30)


def against(rev: str, rounds: int, games: int, boards: list[str]) -> None:
    """Each round plays every board's batch in both checkouts, one right after the other
    (which first alternates), so both meet the same load on the machine."""
    with tempfile.TemporaryDirectory(prefix="engine-bench-") as tmp:
        checkout = Path(tmp) / "rev"
        checkout.mkdir()
        commit = export_revision(rev, checkout)
        players = {"rev": Player(checkout), "work": Player(ROOT)}
        try:
            rates: dict[str, dict[str, list[float]]] = {s: {b: [] for b in boards} for s in players}
            for b in boards:  # warm the caches: the board compiled, the tables made
                for p in players.values():
                    p.seconds(b, 3)
            for r in range(rounds):
                order = ("rev", "work") if r % 2 == 0 else ("work", "rev")
                for b in boards:
                    for side in order:
                        rates[side][b].append(games / players[side].seconds(b, games))
        finally:
            for p in players.values():
                p.close()
    print(f"random games per CPU second, median of {rounds} rounds of {games} games, the two checkouts "
          f"taking turns; {rev} = {commit[:10]}, work = {ROOT}")
    print(f"{'board':<5} {rev[:12]:>12} {'work':>9} {'ratio':>7}")
    for b in boards:
        old = statistics.median(rates["rev"][b])
        new = statistics.median(rates["work"][b])
        print(f"{b:<5} {old:>12.0f} {new:>9.0f} {new / old:>6.2f}x")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=None,
                    help="games per measurement (default 300; with --against, per board and round: 50)")
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--against", metavar="REV", help="compare with this git revision, side by side")
    ap.add_argument("--rounds", type=int, default=5, help="with --against: rounds of each checkout")
    ap.add_argument("--boards", default=",".join(BOARD_IDS), help="with --against: boards, comma-separated")
    args = ap.parse_args()
    if args.against:
        against(args.against, args.rounds, args.games or 50, args.boards.split(","))
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
