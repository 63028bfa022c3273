"""Seeded batches of bot games and their statistics (the `simulate` command)."""

from __future__ import annotations

import statistics
import time
from dataclasses import asdict, dataclass

from daydream_qt.engine import builtin_board

from .random_bot import play_random_game

BOTS = ("random",)


@dataclass(frozen=True)
class SimulationResult:
    board: str
    bot: str
    games: int
    mean: float
    median: float
    p10: float
    p90: float
    bands: list[int]
    """Games ending in each solo title band, lowest first."""
    top_band_share: float
    games_per_second: float

    def as_dict(self) -> dict:
        return asdict(self)


def percentile(sorted_values: list[int], q: float) -> float:
    """Nearest-rank style percentile with linear interpolation."""
    if not sorted_values:
        return 0.0
    k = (len(sorted_values) - 1) * q
    lo = int(k)
    hi = min(lo + 1, len(sorted_values) - 1)
    return sorted_values[lo] + (sorted_values[hi] - sorted_values[lo]) * (k - lo)


def simulate(board_id: str, games: int, seed: int, bot: str = "random", players: int = 1,
             jobs: int = 1) -> SimulationResult:
    """Play `games` seeded solo games (game i uses seed + i) and summarise their scores."""
    if bot not in BOTS:
        raise ValueError(f"unknown bot {bot!r}")
    board = builtin_board(board_id)
    start = time.perf_counter()
    totals = []
    for i in range(games):
        game = play_random_game(board, seed + i)
        totals.append(game.scores()[0].total)
    elapsed = time.perf_counter() - start
    totals.sort()
    bands = [0, 0, 0, 0]
    for t in totals:
        bands[board.title_band(t)] += 1
    return SimulationResult(
        board=board_id, bot=bot, games=games,
        mean=round(statistics.fmean(totals), 3) if totals else 0.0,
        median=float(statistics.median(totals)) if totals else 0.0,
        p10=round(percentile(totals, 0.1), 3), p90=round(percentile(totals, 0.9), 3),
        bands=bands, top_band_share=round(bands[3] / games, 4) if games else 0.0,
        games_per_second=round(games / elapsed, 1) if elapsed > 0 else 0.0,
    )
