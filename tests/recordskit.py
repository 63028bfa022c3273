"""Finished games to record, in any mode, for the tests of the records and their page."""

from __future__ import annotations

import datetime as dt

from daydream_qt.bots.random_bot import RandomBot
from daydream_qt.engine import Game, RollDice, SeatInfo, builtin_board, dice_for_turn


def at(day: int, hour: int = 12, minute: int = 0) -> dt.datetime:
    """Noon (or `hour`) of a day of April 2026, local time."""
    return dt.datetime(2026, 4, day, hour, minute).astimezone()


def played(board: str, mode: str, seats: list[SeatInfo], seed: int, table_size: int = 1) -> Game:
    """A game played to its end by a random bot (a scoresheet's dice typed in)."""
    game = Game(builtin_board(board), mode, seats, seed, table_size)
    bot = RandomBot(seed)
    while not game.over:
        seat = game.to_move()
        if seat is None and mode == "scoresheet":
            game.apply(RollDice(dice_for_turn(game.seed, game.state.turn + 1), True))
        elif seat is None:
            game.roll()
        else:
            game.apply(bot.choose(game, seat))
    return game

