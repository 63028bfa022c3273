"""The dream of the day: one board and one seed for each date, the same for everyone.

The seed is the date as a number (2025-03-14 gives 20250314), so a friend can type it in;
the board turns through the eight combinations, one a day, so a week of dreams visits
nearly all of them.
"""

from __future__ import annotations

import datetime as dt

from daydream_qt.engine.boardspec import BOARD_IDS


def daily_seed(day: dt.date) -> int:
    """Everyone who plays the dream of the day gets the same dice: the date as a number."""
    return day.year * 10000 + day.month * 100 + day.day


def daily_board(day: dt.date) -> str:
    """The combination of the day's dream."""
    return BOARD_IDS[day.toordinal() % len(BOARD_IDS)]


def today() -> dt.date:
    """The player's local date: a day's dream starts at their midnight."""
    return dt.datetime.now().astimezone().date()


def date_of_seed(seed: int) -> dt.date | None:
    """The date a seed stands for, or None when it is not a date written as a number."""
    if not 19000101 <= seed <= 99991231:
        return None
    try:
        return dt.date(seed // 10000, seed // 100 % 100, seed % 100)
    except ValueError:
        return None


def dream_date(board_id: str, seed: int, mode: str, played_on: dt.date) -> dt.date | None:
    """The day whose dream this game is, or None.

    A game is a day's dream when its seed and board are that day's and it was finished
    on that day, or the day after (a dream started just before midnight still counts).
    Scoresheet games type their dice in, so no seed makes them a dream.
    """
    if mode == "scoresheet":
        return None
    day = date_of_seed(seed)
    if day is None or daily_board(day) != board_id:
        return None
    if played_on not in (day, day + dt.timedelta(days=1)):
        return None
    return day
