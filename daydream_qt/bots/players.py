"""Bots as players: make one by name, let it play a turn or a whole game."""

from __future__ import annotations

from typing import Protocol

from daydream_qt.engine import Action, Game

from .expert import ExpertBot
from .greedy import GreedyBot
from .planner import Budget
from .random_bot import RandomBot

BOT_NAMES = ("random", "greedy", "expert")


class Bot(Protocol):
    """A policy: given a game and a seat whose decision it is, one legal action."""

    name: str

    def choose(self, game: Game, seat: int) -> Action: ...


def make_bot(name: str, seed: int = 0, budget: Budget | None = None, tiebreak: bool = False) -> Bot:
    """A bot by name ('random', 'greedy' or 'expert'); `seed` fixes its choices.

    `tiebreak`: near ties are decided by a generator seeded from `seed` (a bot sharing a
    table with others of its kind, see tiebreak.py); without it the first best is taken."""
    tb = seed if tiebreak else None
    if name == "random":
        return RandomBot(seed)
    if name == "greedy":
        return GreedyBot(seed, tiebreak_seed=tb)
    if name == "expert":
        if budget is None:
            return ExpertBot(seed, tiebreak_seed=tb)
        return ExpertBot(seed, budget, tiebreak_seed=tb)
    raise ValueError(f"unknown bot {name!r}; choose one of {', '.join(BOT_NAMES)}")


def play_turn(game: Game, seat: int, bot: Bot) -> list[Action]:
    """Let `bot` play `seat`'s decisions until it confirms its turn (or it is not its turn).

    Returns the actions applied, in order.
    """
    done: list[Action] = []
    while not game.over and game.to_move() == seat:
        a = bot.choose(game, seat)
        game.apply(a)
        done.append(a)
        if a.kind == "end_turn":
            break
    return done


def play_game(game: Game, bots: list[Bot]) -> Game:
    """Roll and let each seat's bot play until the game is over."""
    while not game.over:
        seat = game.to_move()
        if seat is None:
            game.roll()
        else:
            play_turn(game, seat, bots[seat])
    return game
