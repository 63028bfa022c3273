"""The coach's strength: its hint setting against a reference search of ten times the work.

    python benchmarks/coach_strength.py [--boards A,DEF] [--seeds 200] [--big-seeds 40]
                                        [--first-seed 1] [--jobs 1] [--no-baseline]

Each board plays the same seeded solo games (the same dice: a game's dice depend only on
its seed) three ways:

- coach: `CoachBot`, exactly the hint's plan every turn (bots/coach.py);
- reference: a wider and deeper search, `ReferenceBot` below: REFERENCE_WIDTHS for the
  turn, REFERENCE_CANDIDATES plans kept, each valued by the next turn searched for real for
  each of the 21 rolls (planner.next_turn_searched with REFERENCE_REPLY, whose plans look
  one roll further again);
- baseline: the expert at the widths the hint searched before its widths were fixed
  (ExpertBot with EARLIER_WIDTHS = 20, 8, 12), without a look at the next turn.

Printed per board: the three means, the paired difference coach - reference with its 95%
error bar (1.96 standard errors of the per-seed differences), the same in per cent of the
reference, reference over baseline, and the work ratio: evaluations of one write
(BoardModel.write_gain, the search's unit of work) of the reference per evaluation of
the coach, over the same games. Targets: coach within 1% of the reference on every board;
the reference at least 3% above the baseline on DEF; the work ratio at least 10.

The default counts are the issue's: 200 seeds a board, 40 on the two largest (ABC, DEF),
where the reference takes most of a minute a game. `--jobs` plays seeds in that many
processes; the figures do not depend on it.
"""

from __future__ import annotations

import argparse
import math
import statistics
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor

from daydream_qt.bots.coach import CoachBot, turn_value
from daydream_qt.bots.evaluation import EXPERT_WEIGHTS, BoardModel, model_for
from daydream_qt.bots.expert import ExpertBot
from daydream_qt.bots.greedy import best_choice, forced_action
from daydream_qt.bots.planner import Budget, next_turn_searched, plan_turn
from daydream_qt.bots.players import Bot, play_game
from daydream_qt.engine import BOARD_IDS, Action, Game, builtin_board
from daydream_qt.engine.rules import Table
from daydream_qt.engine.state import GameState

REFERENCE_WIDTHS = Budget(first=60, second=16, lookahead=40)
"""The reference's widths for the turn itself (the coach's: coach.COACH_WIDTHS)."""
EARLIER_WIDTHS = Budget(first=20, second=8, lookahead=12)
"""The widths the hint searched under its 200 ms clock, before they were fixed (the baseline)."""
REFERENCE_CANDIDATES = 12
"""Plans the reference values one turn deeper (the coach: coach.CANDIDATES)."""
REFERENCE_REPLY = Budget(first=4, second=2, lookahead=1)
"""The reference's search of the next turn, for each of the 21 rolls."""
BIG_BOARDS = ("ABC", "DEF")


def reference_value(t: Table, model: BoardModel, state: GameState, seat: int) -> float:
    """The reference's value of a turn ending in `state`: the exact score when the seat's
    game is over, else the next turn searched for real over the 21 rolls."""
    sheet = state.sheets[seat]
    if sheet.filled == t.board.n_cells or sheet.item >= len(t.board.items):
        return turn_value(t, model, state, seat)
    return next_turn_searched(t, model, state, seat, REFERENCE_REPLY)


class ReferenceBot:
    """A much costlier search than the coach's (see the module's docstring)."""

    name = "reference"

    def __init__(self) -> None:
        self._plan: list[Action] = []
        self._key: tuple[int, int] | None = None

    def choose(self, game: Game, seat: int) -> Action:
        key = (id(game), len(game.log))
        if self._plan and self._key == key and game.is_legal(self._plan[0]):
            self._key = (key[0], key[1] + 1)
            return self._plan.pop(0)
        t, state = game.table, game.state
        model = model_for(t.board, EXPERT_WEIGHTS)
        choice = forced_action(t, state, seat) or best_choice(t, model, state, seat)
        if choice is not None:
            return choice
        found = plan_turn(t, model, state, seat, REFERENCE_WIDTHS, keep=REFERENCE_CANDIDATES)
        if not found:
            return game.legal_actions(seat)[0]
        best = found[0]
        best_value = -math.inf
        for p in found:
            v = reference_value(t, model, p.state, seat) if p.state is not None else p.value
            if v > best_value:
                best, best_value = p, v
        self._plan = list(best.actions)
        self._key = (key[0], key[1] + 1)
        return self._plan.pop(0)


MAKERS: dict[str, Callable[[], Bot]] = {
    "coach": CoachBot,
    "reference": ReferenceBot,
    "baseline": lambda: ExpertBot(budget=EARLIER_WIDTHS),
}


def _counted(model: BoardModel) -> list[int]:
    """Count the model's one-write evaluations (an instance attribute over the method)."""
    counter = [0]
    inner = type(model).write_gain

    def write_gain(*args: object, **kwargs: object) -> float:
        counter[0] += 1
        return inner(model, *args, **kwargs)  # type: ignore[arg-type]

    model.write_gain = write_gain  # type: ignore[method-assign]
    return counter


def play_one(job: tuple[str, int, str]) -> tuple[int, int, float]:
    """(score, one-write evaluations, seconds) of one solo game of `who` on seed `seed`."""
    board_id, seed, who = job
    board = builtin_board(board_id)
    model = model_for(board, EXPERT_WEIGHTS)
    counter = _counted(model)
    start = time.perf_counter()
    try:
        game = play_game(Game(board, seed=seed), [MAKERS[who]()])
    finally:
        del model.write_gain  # type: ignore[misc]
    return game.scores()[0].total, counter[0], time.perf_counter() - start


def run(board_id: str, seeds: list[int], who: str, jobs: int) -> list[tuple[int, int, float]]:
    work = [(board_id, s, who) for s in seeds]
    if jobs <= 1:
        return [play_one(w) for w in work]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        return list(pool.map(play_one, work))


def paired(a: list[int], b: list[int]) -> tuple[float, float]:
    """Mean of a - b and its 95% error bar (1.96 standard errors of the differences)."""
    d = [x - y for x, y in zip(a, b, strict=True)]
    if len(d) < 2:
        return statistics.fmean(d), math.nan
    return statistics.fmean(d), 1.96 * statistics.stdev(d) / math.sqrt(len(d))


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--boards", default=",".join(BOARD_IDS))
    p.add_argument("--seeds", type=int, default=200, help="seeds a board (default 200)")
    p.add_argument("--big-seeds", type=int, default=40, help=f"seeds on {', '.join(BIG_BOARDS)} (default 40)")
    p.add_argument("--first-seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--no-baseline", action="store_true", help="skip the expert at the coach's widths")
    a = p.parse_args()
    print(f"{'board':>5} {'seeds':>5} {'coach':>7} {'ref':>7} {'coach-ref (95%)':>17} {'in %':>14} "
          f"{'base':>7} {'ref/base':>8} {'work x':>7} {'coach s/g':>9} {'ref s/g':>8}")
    for board_id in a.boards.split(","):
        n = a.big_seeds if board_id in BIG_BOARDS else a.seeds
        seeds = list(range(a.first_seed, a.first_seed + n))
        coach = run(board_id, seeds, "coach", a.jobs)
        ref = run(board_id, seeds, "reference", a.jobs)
        base = [] if a.no_baseline else run(board_id, seeds, "baseline", a.jobs)
        cs, rs = [c[0] for c in coach], [r[0] for r in ref]
        diff, bar = paired(cs, rs)
        rmean = statistics.fmean(rs)
        work = sum(r[1] for r in ref) / max(1, sum(c[1] for c in coach))
        base_text, over = "", ""
        if base:
            bmean = statistics.fmean(b[0] for b in base)
            base_text = f"{bmean:7.2f}"
            over = f"{(rmean / bmean - 1) * 100:+7.1f}%"
        print(f"{board_id:>5} {n:>5} {statistics.fmean(cs):7.2f} {rmean:7.2f} {diff:+8.2f} \u00b1 {bar:5.2f}  "
              f"{diff / rmean * 100:+6.2f}\u00b1{bar / rmean * 100:4.2f}% {base_text:>7} {over:>8} {work:7.1f} "
              f"{statistics.fmean(c[2] for c in coach):9.2f} {statistics.fmean(r[2] for r in ref):8.2f}",
              flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
