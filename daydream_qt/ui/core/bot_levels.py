"""The bot levels in the player's words: each level's title and what it is like to play.

The levels themselves are `bots.levels`; here are only their words, translated in one
context ("BotLevels"), for the seat editor, the seat tabs and the ranking of the end screen.
A seat's stored bot may be an old kind ('expert'): it is worded as the level it plays.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from daydream_qt.bots.levels import LEVELS, level_of
from daydream_qt.engine import Game, Mode


def _t(text: str) -> str:
    return QCoreApplication.translate("BotLevels", text)


def level_title(kind: str | None) -> str:
    """'Relaxed bot', 'Steady bot', 'Coach bot'; 'Bot' for a bot that is no level."""
    level = level_of(kind)
    key = level.key if level is not None else ""
    return {
        "relaxed": _t("Relaxed bot"),
        "steady": _t("Steady bot"),
        "coach": _t("Coach bot"),
    }.get(key, _t("Bot"))


def level_description(kind: str | None) -> str:
    """One sentence on how a level plays (empty for a bot that is no level)."""
    level = level_of(kind)
    key = level.key if level is not None else ""
    return {
        "relaxed": _t("Plays each die where it looks best at once: a gentle opponent."),
        "steady": _t("Plans its whole turn and thinks of the next roll: a solid opponent."),
        "coach": _t("The coach itself, playing the plans its hints give: the strongest."),
    }.get(key, "")


def level_keys() -> list[str]:
    """The levels' keys, weakest first (as the seat editor lists them)."""
    return [level.key for level in LEVELS]


def is_bot_seat(game: Game, seat: int) -> bool:
    """A bot plays this seat: a seat with a bot at a pass-and-play table (in the other
    modes the person at the device plays every seat, whatever the file says)."""
    return (game.mode == Mode.PASS_AND_PLAY and 0 <= seat < len(game.seats)
            and bool(game.seats[seat].bot))


def human_seats(game: Game) -> list[int]:
    """The seats people play, in seat order."""
    return [i for i in range(len(game.seats)) if not is_bot_seat(game, i)]


_ENGLISH_TITLES = {"relaxed": "Relaxed bot", "steady": "Steady bot", "coach": "Coach bot"}
"""The titles as an unnamed bot seat was named in English (the seat editor's default)."""


def seat_bot_title(game: Game, seat: int) -> str:
    """The level's title to show beside a bot seat's name ('Steady bot'); '' for a
    person's, and for a bot already named after its level (an unnamed bot seat is: its
    name is the title, in this language or in English), which would say it twice."""
    if not is_bot_seat(game, seat):
        return ""
    kind = game.seats[seat].bot
    title = level_title(kind)
    level = level_of(kind)
    named = {title, _ENGLISH_TITLES.get(level.key, "") if level is not None else ""}
    return "" if game.seats[seat].name in named else title
