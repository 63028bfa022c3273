"""Seeded tie-breaking for bots that share a table.

Greedy and expert bots are deterministic: two of them at one table, seeing the same dice
on the same empty sheet, would write the same numbers all game long. A bot made with a
tie-break seed chooses among the options worth (nearly) the same with its own seeded
random generator, so each seat plays its own sheet, and a game is still reproduced exactly
from its seed. Alone (calibration, the coach), bots keep their first-best choice.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

NEAR = 0.05
"""Options within this many points of the best count as a tie (the evaluations' own noise
is larger than this, so no real difference is thrown away)."""


def pick(rng: random.Random | None, scored: Sequence[tuple[float, T]], near: float = NEAR) -> T:
    """The best of `scored` (value, option) pairs: the first best without `rng`, else one
    of those within `near` of the best, chosen by `rng`."""
    best = max(v for v, _ in scored)
    if rng is None:
        return next(o for v, o in scored if v == best)
    ties = [o for v, o in scored if v >= best - near]
    return ties[rng.randrange(len(ties))]


def tiebreak_rng(seed: int | None) -> random.Random | None:
    """The generator of a bot's tie-breaks (None: no tie-breaking)."""
    return None if seed is None else random.Random(f"tiebreak:{seed}")
