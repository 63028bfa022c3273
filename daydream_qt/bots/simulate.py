"""Seeded batches of bot games and their statistics (the `simulate` command).

Game i of a batch uses seed `seed + i`, for its dice and for its bots, and nothing
else: a game's result depends only on its own seed, so a batch gives the same
figures whatever the number of processes (`jobs`) playing it.
"""

from __future__ import annotations

import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass

from daydream_qt.engine import Game, Mode, SeatInfo, builtin_board

from .planner import Budget
from .players import BOT_NAMES, make_bot, play_game

BOTS = BOT_NAMES
"""Bot names `simulate` accepts, weakest first."""


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
    """Scores ending in each solo title band, lowest first (over every counted score)."""
    top_band_share: float
    games_per_second: float
    players: int = 1
    """Seats at each table; with more than one, every seat's total is counted."""
    scores: int = 0
    """Scores counted: `games` solo, `games * players` otherwise."""

    def as_dict(self) -> dict[str, object]:
        return asdict(self)


def percentile(sorted_values: list[int], q: float) -> float:
    """Nearest-rank style percentile with linear interpolation."""
    if not sorted_values:
        return 0.0
    k = (len(sorted_values) - 1) * q
    lo = int(k)
    hi = min(lo + 1, len(sorted_values) - 1)
    return sorted_values[lo] + (sorted_values[hi] - sorted_values[lo]) * (k - lo)


def bot_seed(game_seed: int, seat: int) -> int:
    """The seed of the bot at `seat` in the game of `game_seed`."""
    return game_seed * 8 + seat


def play_seeded_game(board_id: str, seed: int, bot: str = "random", players: int = 1,
                     budget: Budget | None = None) -> Game:
    """One game of bots: solo with one player, pass-and-play (bots in every seat) with more."""
    board = builtin_board(board_id)
    if players == 1:
        game = Game(board, seed=seed)
    else:
        seats = [SeatInfo(f"{bot.capitalize()} {i + 1}", bot=bot) for i in range(players)]
        game = Game(board, mode=Mode.PASS_AND_PLAY, seats=seats, seed=seed)
    # Bots sharing a table break near ties each with its own seed, or they would all play
    # the same sheet; alone, a bot keeps its first-best choices (calibration).
    bots = [make_bot(bot, seed if players == 1 else bot_seed(seed, i), budget, tiebreak=players > 1)
            for i in range(players)]
    return play_game(game, bots)


def _totals(args: tuple[str, list[int], str, int, Budget | None]) -> list[list[int]]:
    board_id, seeds, bot, players, budget = args
    return [[s.total for s in play_seeded_game(board_id, seed, bot, players, budget).scores()]
            for seed in seeds]


def _chunks(seeds: list[int], jobs: int) -> list[list[int]]:
    size = max(1, min(25, len(seeds) // (jobs * 4) or 1))
    return [seeds[i:i + size] for i in range(0, len(seeds), size)]


def simulate(board_id: str, games: int, seed: int, bot: str = "random", players: int = 1,
             jobs: int = 1, budget: Budget | None = None) -> SimulationResult:
    """Play `games` seeded games (game i uses seed + i) and summarise their scores.

    With `players` = 1 the games are solo and the statistics are over the one seat's
    totals (solo rules: thorns, frames timers). With 2-5 players every seat is played by
    the same bot in a pass-and-play game (frames race included) and the statistics are
    over every seat's total, `games * players` scores; the title bands are then only a
    yardstick, since titles belong to solo play. `jobs` > 1 plays the games in that many
    processes; the figures (all but games_per_second) do not depend on it. `budget`
    overrides the expert's search widths.
    """
    if bot not in BOTS:
        raise ValueError(f"unknown bot {bot!r}")
    if not 1 <= players <= 5:
        raise ValueError("players must be between 1 and 5")
    if games < 0:
        raise ValueError("games must not be negative")
    if jobs < 1:
        raise ValueError("jobs must be at least 1")
    board = builtin_board(board_id)
    seeds = [seed + i for i in range(games)]
    start = time.perf_counter()
    per_game: list[list[int]] = []
    if jobs == 1 or games < 2:
        per_game = _totals((board_id, seeds, bot, players, budget))
    else:
        work = [(board_id, chunk, bot, players, budget) for chunk in _chunks(seeds, jobs)]
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            for part in pool.map(_totals, work):
                per_game.extend(part)
    elapsed = time.perf_counter() - start
    totals = sorted(t for scores in per_game for t in scores)
    bands = [0] * len(board.title_mins)
    for t in totals:
        bands[board.title_band(t)] += 1
    n = len(totals)
    return SimulationResult(
        board=board_id, bot=bot, games=games,
        mean=round(statistics.fmean(totals), 3) if totals else 0.0,
        median=float(statistics.median(totals)) if totals else 0.0,
        p10=round(percentile(totals, 0.1), 3), p90=round(percentile(totals, 0.9), 3),
        bands=bands, top_band_share=round(bands[-1] / n, 4) if n else 0.0,
        games_per_second=round(games / elapsed, 1) if elapsed > 0 else 0.0,
        players=players, scores=n,
    )
