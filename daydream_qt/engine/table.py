"""What the rules need to know besides the state: the board and who plays."""

from typing import NamedTuple

from .board import Board
from .state import GameState, Mode

ALL_ROLLS = tuple((a, b) for a in range(1, 7) for b in range(1, 7))


class Table(NamedTuple):
    """What the rules need to know besides the state: the board and who plays."""

    board: Board
    mode: Mode
    seats: int
    table_size: int
    """Players at the table: seats, or in scoresheet mode the count typed in (frames race)."""

    @property
    def solo(self) -> bool:
        """Solo rules apply with exactly one player at the table."""
        return self.table_size == 1

    def new_state(self) -> GameState:
        return GameState(self.board, self.seats)
