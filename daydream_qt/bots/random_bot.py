"""The random bot: uniform over legal actions."""

from __future__ import annotations

import random

from daydream_qt.engine import Action, Board, Game


class RandomBot:
    """Picks uniformly among the legal actions of its seat."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game, seat: int) -> Action:
        actions = game.legal_actions(seat)
        return actions[self.rng.randrange(len(actions))]


def play_random_game(board: Board, seed: int) -> Game:
    """A whole seeded solo game with uniformly random legal actions."""
    game = Game(board, seed=seed)
    randrange = RandomBot(seed).rng.randrange  # `RandomBot.choose`, one call less a decision
    while not game.over:
        seat = game.to_move()
        if seat is None:
            game.roll()
        else:
            # the action RandomBot.choose picks, played without a second check (Game.apply_listed)
            game.apply_listed(randrange(len(game.legal_actions(seat))))
    return game
