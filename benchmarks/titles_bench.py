"""Title bands suggested for the shipped boards: the default run, its time, a long run.

    python benchmarks/titles_bench.py --jobs 2 [--boards A,DEF] [--long 1000]

For each board prints the bands printed on it, the suggestion with the default number of
expert games (and how long it took, in one process, as the editor runs it), and the
suggestion from `--long` games (in `--jobs` processes). Targets (issue 13): the default run
under 60 s, each of its edges within 1 point of the long run's. Timings depend on the
machine's load: quote medians of quiet runs.
"""

from __future__ import annotations

import argparse
import sys

from daydream_qt.bots.titles import DEFAULT_GAMES, suggest_titles
from daydream_qt.engine import BOARD_IDS, builtin_board


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--boards", default=",".join(BOARD_IDS))
    p.add_argument("--games", type=int, default=DEFAULT_GAMES, help="games of the default run")
    p.add_argument("--long", type=int, default=1000, help="games of the long run (0: none)")
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--seed", type=int, default=1)
    a = p.parse_args(argv)
    print(f"{'board':<6}{'printed':<18}{'default':<18}{'time':>7}  {'long':<18}{'time':>7}  max diff")
    for bid in a.boards.split(","):
        board = builtin_board(bid)
        short = suggest_titles(board, a.games, a.seed)
        row = f"{bid:<6}{str(list(board.title_mins)):<18}{str(list(short.mins)):<18}{short.seconds:>6.1f}s"
        if a.long:
            full = suggest_titles(board, a.long, a.seed, jobs=a.jobs)
            diff = max(abs(x - y) for x, y in zip(short.mins, full.mins))
            row += f"  {str(list(full.mins)):<18}{full.seconds:>6.1f}s  {diff}"
        print(row, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
