"""The Records page's pictures for docs/screenshots: a season of games, then each tab.

Used by packaging/screenshots.py ("records", "records-titles", "records-charts"): 120
seeded games over about four months, on every board (more on the easy ones), played by
the pictures' greedy bot, a pass-and-play evening and today's dream, recorded into the
pictures' own data folder.
"""

from __future__ import annotations

import datetime as dt
import random
from collections.abc import Callable

TABS = {"records": 0, "records-titles": 1, "records-charts": 2}
BOARDS = ("A", "A", "D", "A", "BC", "D", "EF", "AD", "DA", "A", "ABC", "DEF")


def fill_records(play: Callable) -> None:
    from daydream_qt.engine import Game, SeatInfo, builtin_board
    from daydream_qt.records import daily
    from daydream_qt.records.db import open_records
    from daydream_qt.records.store import record_game

    rng = random.Random(11)
    # From midnight, not from now: the pictures change with the date only (today's dream,
    # the streak), not with the minute they are made at.
    day = daily.today()
    start = dt.datetime.combine(day - dt.timedelta(days=120), dt.time(0, 0)).astimezone()
    with open_records() as records:
        for i in range(120):
            board = BOARDS[i % len(BOARDS)]
            game = Game(builtin_board(board), seed=7000 + i)
            play(game, random.Random(i), lambda g: False)
            record_game(records, game, start + dt.timedelta(days=i, hours=rng.randrange(8, 22)))
        table = [SeatInfo("Ann", "#2b4c7e"), SeatInfo("Bo", "#b23a48"), SeatInfo("Cy", "#2f7d4f", "greedy")]
        game = Game(builtin_board("D"), "pass_and_play", table, seed=515)
        play(game, random.Random(3), lambda g: False)
        record_game(records, game, start + dt.timedelta(days=118, hours=20))
        for back in (2, 1, 0):
            d = day - dt.timedelta(days=back)
            game = Game(builtin_board(daily.daily_board(d)), seed=daily.daily_seed(d))
            play(game, random.Random(back), lambda g: False)
            record_game(records, game, dt.datetime.combine(d, dt.time(8, 30)).astimezone())


def shoot_records(window, app, name: str, play: Callable) -> str:
    """Show the Records page on the tab `name` names; returns the picture's file name."""
    fill_records(play)
    window.records.show_records()
    window.records.page.tabs.setCurrentIndex(TABS[name])
    return name
