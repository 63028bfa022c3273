"""Where the four solo title bands of a board start, from simulated games (no Qt).

A board made in the editor needs a title table before it is fair to play solo. The shipped
boards' tables were set by hand with docs/calibration.md's figures in view; this module
makes that rule explicit, so that a new board gets its table the same way:

- **band 2** starts where random legal play stops: at the lowest score that at least 93% of
  random games stay below (the criterion asks for 90%; the shipped tables keep 93.5% to
  99.8% of random games in band 1).
- **band 4** (the top) starts at the score the expert bot reaches or beats in the share of
  games nearest to 12% (the shipped boards: 8% to 15%; the criterion: 5% to 35%).
- **band 3** starts halfway between the two, rounded up.

Each start is strictly above the one before, and every band is one the expert reaches: the
top band starts at a score the expert reaches or beats in at least 5% of its games (the
criterion's floor, TOP_REACHED), so bands 2 and 3, below it, are reached more often. When
random play comes so close to the expert that bands 2 and 3 find no room below such a top
(a small board), band 2 starts lower, as low as keeps 90% of random games in band 1 (the
criterion, RANDOM_BAND1); when even that leaves no room, no table fits and the suggestion
says so (`TitleSuggestion.fits`) rather than proposing bands the expert never reaches.

Against the printed tables of the shipped boards (300 expert and 2,000 random games per
board, seeds from 1; band starts 2 / 3 / top, printed -> suggested):

    A    5 9 13 -> 5 9 13       AD   7 28 40 -> 7 23 39
    D    5 10 14 -> 4 9 14      DA   9 26 35 -> 9 22 35
    BC   8 16 24 -> 8 16 24     ABC  13 31 50 -> 12 31 50
    EF   7 15 22 -> 7 15 22     DEF  14 33 55 -> 13 35 56

14 of the 24 edges are the printed ones and 21 within a point. The printed tables of the
two polaroid boards (AD, DA) start band 3 higher than half way; the rule does not try to
guess that. benchmarks/titles_bench.py compares a default run with a 1,000-game one.

Game i of a run uses seed `seed + i` for its dice and its bot (as `simulate` does), so a
suggestion depends only on the board, the game count and the seed, not on `jobs`.

A board costlier than the shipped ones plays fewer games (bots/work.py): the asked counts
are cut in proportion to what one game costs there against DEF, the costliest shipped board,
to at least MIN_SCALED_EXPERT expert and MIN_SCALED_RANDOM random games, so a run does
about the work of the same run on DEF (the default: under a minute in one process). The
cut is counted from the board's size, never timed, and `TitleSuggestion.note` says it.
"""

from __future__ import annotations

import math
import statistics
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass

from daydream_qt.engine import Board, Game

from .players import make_bot, play_turn
from .work import MIN_SCALED_EXPERT, MIN_SCALED_RANDOM, scaled_games, titles_scale

DEFAULT_GAMES = 100
"""Expert games of a suggestion: under a minute on the largest shipped board in one process,
and each edge within a point of a 1,000-game run (benchmarks/titles_bench.py)."""
RANDOM_PER_EXPERT = 8
"""Random games played per expert game (they cost a hundredth as much); at least 400."""
MIN_RANDOM = 400
TOP_SHARE = 0.12
"""The share of expert games the top band should hold."""
RANDOM_BELOW = 0.93
"""Band 2 starts at the lowest score at least this share of random games stay below."""
TOP_REACHED = 0.05
"""The expert reaches the top band in at least this share of its games: the calibration
criterion's floor (docs/calibration.md, benchmarks/calibration.py `TOP_SHARE`)."""
RANDOM_BAND1 = 0.90
"""Random games that stay in band 1, at least: the criterion's (`RANDOM_BAND0_MIN`). Band 2
starts lower than RANDOM_BELOW asks, down to this, when the expert needs the room."""
MIN_GAMES = 10
MAX_GAMES = 100_000


class Cancelled(Exception):
    """The progress callback asked to stop."""


@dataclass(frozen=True)
class TitleSuggestion:
    """Four band starts and what they rest on."""

    mins: tuple[int, int, int, int]
    games: int
    """Expert games played (random games: `random_games`)."""
    random_games: int
    seed: int
    expert_median: float
    expert_top_share: float
    """Share of expert games in the top band."""
    random_first_band: float
    """Share of random games in the first band."""
    seconds: float
    asked_games: int = 0
    """Expert games asked for (more than `games` when the board is large)."""
    asked_random_games: int = 0
    fits: bool = True
    """False: no table keeps every band reachable (`plan_bands`); `why_not` says why."""
    random_below: int = 0
    """The lowest score 90% of random games stay below."""
    expert_reach: int = 0
    """The highest score the expert reaches or beats in 5% of its games."""

    @property
    def why_not(self) -> str:
        """One sentence when no table fits the board, else ""."""
        if self.fits:
            return ""
        return (f"No title table fits this board: 90% of random games score below {self.random_below}, "
                f"and the expert bot reaches {self.expert_reach} or more in only 5% of its games, "
                "which leaves no room for bands 2 and 3.")

    @property
    def note(self) -> str:
        """One sentence when fewer games were played than asked (a large board), else ""."""
        if self.games >= self.asked_games and self.random_games >= self.asked_random_games:
            return ""
        return (f"This board is large: {self.games:,} expert and {self.random_games:,} random "
                f"game{'' if self.random_games == 1 else 's'} were played instead of {self.asked_games:,} and "
                f"{self.asked_random_games:,}, so the bands are a rough guide.")

    def as_dict(self) -> dict[str, object]:
        d = asdict(self)
        d["mins"] = list(self.mins)
        return d


@dataclass(frozen=True)
class BandPlan:
    """The four band starts the rule finds, and whether they keep its promise."""

    mins: tuple[int, int, int, int]
    fits: bool
    """False when no table lets the expert reach the top band in TOP_REACHED of its games
    while RANDOM_BAND1 of random games stay in band 1 (then `mins` are the old rule's
    ascending stand-in and the suggestion says why instead of giving them)."""
    random_below: int
    """The lowest score RANDOM_BAND1 of random games stay below."""
    expert_reach: int
    """The highest score the expert reaches or beats in TOP_REACHED of its games."""


def plan_bands(expert: list[int], random: list[int]) -> BandPlan:
    """The rule of this module's docstring, on two lists of solo totals."""
    if not expert or not random:
        raise ValueError("both the expert's and the random bot's scores are needed")

    def below(share: float) -> int:
        start = 1
        while sum(1 for s in random if s < start) < share * len(random):
            start += 1
        return start

    second, floor = below(RANDOM_BELOW), below(RANDOM_BAND1)
    n = len(expert)

    def reached(t: int) -> float:
        return sum(1 for s in expert if s >= t) / n

    # the top band starts where the expert's share is nearest TOP_SHARE, among the starts
    # it reaches in at least TOP_REACHED of its games
    reachable = [t for t in range(min(expert), max(expert) + 1) if reached(t) >= TOP_REACHED - 1e-12]
    reach = max(reachable)
    top = min(reachable, key=lambda t: (abs(reached(t) - TOP_SHARE), -t))
    if top < second + 2:  # bands 2 and 3 need room: band 2 starts lower, down to the criterion's floor
        second = max(floor, min(second, top - 2))
    if top >= second + 2 and second >= 1:
        third = max(second + 1, math.ceil((second + top) / 2))
        return BandPlan((0, second, third, top), True, floor, reach)
    stand_in = max(second, 1)
    return BandPlan((0, stand_in, stand_in + 1, stand_in + 2), False, floor, reach)


def bands_from_scores(expert: list[int], random: list[int]) -> tuple[int, int, int, int]:
    """The four band starts of `plan_bands` (its stand-in when none fits)."""
    return plan_bands(expert, random).mins


def _total(board: Board, bot_name: str, seed: int, stop: Callable[[], bool] | None) -> int:
    """One solo game's total (players.play_game's loop, with `stop()` asked between turns, so
    that a game of the largest board, some 20 s, is not waited for)."""
    game = Game(board, seed=seed)
    bot = make_bot(bot_name, seed)
    while not game.over:
        if stop is not None and stop():
            raise Cancelled()
        seat = game.to_move()
        if seat is None:
            game.roll()
        else:
            play_turn(game, seat, bot)
    return game.scores()[0].total


def _totals(args: tuple[Board, str, list[int]], stop: Callable[[], bool] | None = None) -> list[int]:
    board, bot, seeds = args
    return [_total(board, bot, s, stop) for s in seeds]


def _chunks(seeds: list[int], size: int) -> list[list[int]]:
    return [seeds[i:i + size] for i in range(0, len(seeds), size)]


def suggest_titles(board: Board, games: int = DEFAULT_GAMES, seed: int = 1, jobs: int = 1,
                   progress: Callable[[int, int], bool] | None = None,
                   stop: Callable[[], bool] | None = None) -> TitleSuggestion:
    """Play `games` expert games and `RANDOM_PER_EXPERT` times as many random ones (solo)
    and propose the four band starts; fewer on a large board (the module's docstring).
    `progress(done, total)` (games) is called as games end; returning False stops the run
    (Cancelled), and so does `stop()` returning True, asked between turns in one process.
    `jobs` > 1 plays in that many processes; the suggestion does not depend on it."""
    if not MIN_GAMES <= games <= MAX_GAMES:
        raise ValueError(f"the number of games must be between {MIN_GAMES} and {MAX_GAMES:,}")
    if jobs < 1:
        raise ValueError("jobs must be at least 1")
    asked_games, asked_random = games, max(MIN_RANDOM, RANDOM_PER_EXPERT * games)
    scale = titles_scale(board)
    games = scaled_games(asked_games, scale, MIN_SCALED_EXPERT)
    n_random = scaled_games(asked_random, scale, MIN_SCALED_RANDOM)
    # an expert game costs about a hundred random ones: progress counts in expert games
    weight = 100
    total = games * weight + n_random
    done = 0
    start = time.perf_counter()
    results: dict[str, list[int]] = {"random": [], "expert": []}
    # on a large board a random game is slow too: smaller chunks keep progress moving
    work = [("random", chunk) for chunk in _chunks([seed + i for i in range(n_random)], 100 if scale >= 1 else 5)]
    work += [("expert", chunk) for chunk in _chunks([seed + i for i in range(games)], 1 if jobs == 1 else 4)]

    def step(bot: str, part: list[int]) -> None:
        nonlocal done
        results[bot].extend(part)
        done += len(part) * (weight if bot == "expert" else 1)
        if progress is not None and progress(done, total) is False:
            raise Cancelled()

    if jobs == 1:
        for bot, chunk in work:
            step(bot, _totals((board, bot, chunk), stop))
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            futures = [(bot, pool.submit(_totals, (board, bot, chunk))) for bot, chunk in work]
            try:
                for bot, fut in futures:
                    step(bot, fut.result())
            except Cancelled:
                for _bot, fut in futures:
                    fut.cancel()
                raise
    expert, rnd = results["expert"], results["random"]
    plan = plan_bands(expert, rnd)
    mins = plan.mins
    return TitleSuggestion(
        mins=mins, fits=plan.fits, random_below=plan.random_below, expert_reach=plan.expert_reach, games=games, random_games=n_random, seed=seed,
        expert_median=float(statistics.median(expert)),
        expert_top_share=round(sum(1 for s in expert if s >= mins[3]) / len(expert), 4),
        random_first_band=round(sum(1 for s in rnd if s < mins[1]) / len(rnd), 4),
        seconds=round(time.perf_counter() - start, 1),
        asked_games=asked_games, asked_random_games=asked_random,
    )
