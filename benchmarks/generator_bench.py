"""Board generation speed and how often a board is regenerated, per module set.

Run: PYTHONPATH=. python benchmarks/generator_bench.py [--seeds N]. Prints, for each module
set over seeds 0..N-1 (default 100): the median and 95th percentile time to make a board
(its checks included) and the share of seeds whose first attempt was thrown away.
Simulated difficulty and title bands are not measured here yet.
"""

from __future__ import annotations

import argparse
import statistics
import time

from daydream_qt.generator import MODULE_SETS, PROFILES, generate_board


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=100, metavar="N")
    a = parser.parse_args()
    generate_board(0, "A")  # the outline library and pydantic's models, loaded once
    print(f"{a.seeds} seeds a module set")
    print(f"{'set':<4} {'difficulty':<10} {'median ms':>9} {'p95 ms':>8} {'regenerated':>11} {'most attempts':>13}")
    for modules in MODULE_SETS:
        times, again, most = [], 0, 0
        for seed in range(a.seeds):
            t0 = time.perf_counter()
            made = generate_board(seed, modules)
            times.append((time.perf_counter() - t0) * 1000)
            again += made.attempts > 1
            most = max(most, made.attempts)
        print(f"{modules:<4} {PROFILES[modules].difficulty:<10} {statistics.median(times):9.1f} {p95(times):8.1f} "
              f"{again / a.seeds:11.1%} {most:13d}")


if __name__ == "__main__":
    main()
