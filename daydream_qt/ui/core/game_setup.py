"""What a new game is made of: the combination, the mode, the seats, the seed, the table."""

from typing import NamedTuple

from daydream_qt.engine import Board, Mode, SeatInfo


class GameSetup(NamedTuple):
    """Everything the New game dialog asks, ready to build a `Game`."""

    board_id: str
    mode: Mode = Mode.SOLO
    seats: tuple[SeatInfo, ...] = (SeatInfo("Player"),)
    seed: int | None = None
    table_size: int | None = None
    """Scoresheet only: the players at the table (1 means solo rules)."""
    board: Board | None = None
    """A compiled board of the player's own (the board editor's); None: the shipped
    combination `board_id`."""
