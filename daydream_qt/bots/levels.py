"""The three levels a bot seat plays at, named for players: relaxed, steady and the coach.

A person choosing an opponent asks how strong it is, not how it searches; so the seat
editor offers levels, each one of the bots: *relaxed* is the greedy bot (one action at a
time, the best-looking now), *steady* the expert (whole turns planned, the next roll looked
at, with its EXPERT_BUDGET), *coach* the coach itself (`coach.CoachBot`, the plans its
hints give). How strong each is, in mean score per board, is measured in docs/coach.md.

A game file stores a bot seat's level key as the seat's `bot` (SeatInfo.bot). Files of
earlier versions name the bot kind instead: 'greedy' and 'expert', the two the seat editor
offered, are read as the levels that play them (`level_of`), so an old game goes on against
the same bot. Other kinds ('random', from games made on the command line) are no level and
keep playing as `players.make_bot` makes them.

The names here are English, for the command line and the logs; the app words them in the
player's language itself (ui/core/bot_levels.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the bots are imported with the first one made, not with the names
    from .players import Bot


@dataclass(frozen=True)
class Level:
    """One level: the key a game file stores and the English name."""

    key: str
    name: str
    kind: str
    """The bot that plays it: 'greedy', 'expert' or 'coach'."""


RELAXED = Level("relaxed", "Relaxed", "greedy")
STEADY = Level("steady", "Steady", "expert")
COACH = Level("coach", "Coach", "coach")
LEVELS: tuple[Level, ...] = (RELAXED, STEADY, COACH)
"""Weakest first, as the seat editor lists them."""
DEFAULT = RELAXED
"""The level of a seat first made a bot."""

OLD_KINDS: dict[str, Level] = {"greedy": RELAXED, "expert": STEADY}
"""The bot kinds files of earlier versions store, and the level each one is now."""


def level_of(kind: str | None) -> Level | None:
    """The level of a seat's stored bot: a level key, or an old kind; None for a person or
    a bot that is no level ('random', a name this version does not know)."""
    if not kind:
        return None
    for level in LEVELS:
        if level.key == kind:
            return level
    return OLD_KINDS.get(kind)


def make_level_bot(kind: str, seed: int = 0, tiebreak: bool = False) -> Bot:
    """The bot of level `kind` (a key or an old kind); ValueError for any other name.

    `tiebreak`: near ties are decided by a generator seeded from `seed` (a bot sharing a
    table, see tiebreak.py), as `players.make_bot` does."""
    level = level_of(kind)
    if level is None:
        raise ValueError(f"unknown level {kind!r}; choose one of {', '.join(lv.key for lv in LEVELS)}")
    tb = seed if tiebreak else None
    if level.kind == "greedy":
        from .greedy import GreedyBot

        return GreedyBot(seed, tiebreak_seed=tb)
    if level.kind == "expert":
        from .expert import ExpertBot
        from .planner import EXPERT_BUDGET

        return ExpertBot(seed, EXPERT_BUDGET, tiebreak_seed=tb)
    # The coach as a player, made with the first game that seats it (it is the heaviest).
    # No tie-breaking: the coach's plan is the hint's, one answer for one position.
    from .coach import CoachBot

    return CoachBot(seed)
