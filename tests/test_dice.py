"""The app's dice: `dice_for_turn` is two `randint(1, 6)` of a Random seeded by the game's
seed and the turn, so every saved game's dice stay the dice it was played with."""

from __future__ import annotations

import random

from daydream_qt.engine.game import dice_for_turn


def _by_randint(seed: int, turn: int) -> tuple[int, int]:
    rng = random.Random(seed * 1_000_003 + turn)
    return (rng.randint(1, 6), rng.randint(1, 6))


def test_the_dice_are_two_randints() -> None:
    seeds = [*range(500), 2**31 - 1, 123_456_789, -5]
    assert all(dice_for_turn(s, t) == _by_randint(s, t) for s in seeds for t in range(0, 45))


def test_known_dice_stay_the_same() -> None:
    # fixed points: a change of the draw would show here even if randint changed with it
    assert [dice_for_turn(42, t) for t in range(6)] == [(6, 5), (5, 6), (5, 1), (3, 3), (5, 2), (6, 1)]
