"""Board generation speed and how often a board is regenerated, per module set.

Run: PYTHONPATH=. python benchmarks/generator_bench.py [--seeds N]. Prints, for each module
set over seeds 0..N-1 (default 100): the median and 95th percentile time to make a board
(its checks included) and the share of seeds whose first attempt was thrown away.

Then, balanced (generator/balance.py: quick bands and measured difficulty), per module set
over the same seeds: the median and 95th percentile time of `generate_balanced` (boards made
again included), the share of seeds regenerated and of those whose nearest miss was kept,
and, from E real expert games on each kept board (`--expert-games`, default 10, seeds 1..E,
the refinement's), the median over boards of the expert's median and top-band share against
the board's own bands, the share of boards meeting the criterion with those games (median in
band 2 or 3, top band 5-35%), the median score against the shipped boards of the board's
measured difficulty (median of the relative gaps, and the share within 15%), the same gap
against the shipped board of the same module set, and the difficulties measured. With E = 10
the criterion column is noisy: a board whose expert reaches its top band in 12% of games shows
1 to 3 top games of 10 only about 70% of the time.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import Counter

from daydream_qt.bots.titles import _total
from daydream_qt.generator import MODULE_SETS, PROFILES, generate_balanced, generate_board
from daydream_qt.generator.balance import SHIPPED_EXPERT_MEDIAN, TOP_SHARE_RANGE, compile_document

SET_EXPERT_MEDIAN = {"A": 11, "D": 12, "BC": 22, "EF": 20, "AD": 36, "DA": 32, "ABC": 47, "DEF": 51}
"""The expert's median on each shipped board (docs/calibration.md, 1,000 games)."""


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=100, metavar="N")
    parser.add_argument("--expert-games", type=int, default=10, metavar="E")
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

    balanced(a.seeds, a.expert_games)


def balanced(seeds: int, expert_games: int) -> None:
    print(f"\nbalanced: {seeds} seeds a module set, {expert_games} expert games on each kept board")
    print(f"{'set':<4} {'median s':>8} {'p95 s':>6} {'regen':>6} {'missed':>6} {'exp med':>7} {'top':>6} "
          f"{'criterion':>9} {'vs shipped':>10} {'in 15%':>6} {'vs set':>6}  measured")
    for modules in MODULE_SETS:
        times, again, missed = [], 0, 0
        medians, tops, meets, gaps, levels = [], [], 0, [], Counter[str]()
        for seed in range(seeds):
            t0 = time.perf_counter()
            made = generate_balanced(seed, modules)
            times.append(time.perf_counter() - t0)
            again += made.attempts > 1
            missed += not made.ok
            board = compile_document(made.document)
            mins = made.estimate.mins
            scores = [_total(board, "expert", 1 + i, None) for i in range(expert_games)]
            med = statistics.median(scores)
            top = sum(1 for x in scores if x >= mins[3]) / len(scores)
            band = sum(1 for m in mins if m <= med) - 1
            meets += band in (1, 2) and TOP_SHARE_RANGE[0] <= top <= TOP_SHARE_RANGE[1]
            medians.append(med)
            tops.append(top)
            ref = SHIPPED_EXPERT_MEDIAN[made.difficulty]
            gaps.append((med - ref) / ref)
            levels[made.difficulty] += 1
        shown = " ".join(f"{k} {v}" for k, v in sorted(levels.items()))
        print(f"{modules:<4} {statistics.median(times):8.2f} {p95(times):6.2f} {again / seeds:6.0%} "
              f"{missed / seeds:6.0%} {statistics.median(medians):7.1f} {statistics.median(tops):6.0%} "
              f"{meets / seeds:9.0%} {statistics.median(gaps):+10.0%} "
              f"{sum(abs(g) <= 0.15 for g in gaps) / seeds:6.0%} "
              f"{statistics.median(medians) / SET_EXPERT_MEDIAN[modules] - 1:+6.0%}  {shown}")


if __name__ == "__main__":
    main()
