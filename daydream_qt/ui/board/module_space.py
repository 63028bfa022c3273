"""Where each module's part sits around the grid: what the layout keeps room for.

The one piece of a module's view kept apart from `module_views`: the layout sits below the
painters (they draw in the rooms it measured), so it cannot import them. Keyed by the
module's name, as the engine's `modules.registry` and `module_views` are.
"""

from __future__ import annotations

from typing import NamedTuple

from daydream_qt.engine import Board
from daydream_qt.ui.style.board import PITCH

POLAROID_H = 92.0
"""Height of the row of polaroids above the grid."""


class Space(NamedTuple):
    """The room a module's drawing takes."""

    side: float = 0.0
    """Width of a panel right of the grid (the constellation's track, the garland)."""
    above: float = 0.0
    """Height of a row above the grid (the polaroids)."""
    footer: float = 0.0
    """Width of slots in the footer (the frame rewards)."""


SPACE: dict[str, Space] = {
    "constellation": Space(side=3.4 * PITCH),
    "garland": Space(side=1.9 * PITCH),
    "polaroids": Space(above=POLAROID_H),
    "frames": Space(footer=3 * 92.0),
}
"""The room of each module that takes some; a module not named here takes none."""


def space_of(board: Board) -> Space:
    """The room the board's modules take: the widest side panel, the tallest row, the footer
    slots of all."""
    parts = [SPACE[m] for m in board.modules if m in SPACE]
    return Space(side=max((p.side for p in parts), default=0.0), above=max((p.above for p in parts), default=0.0),
                 footer=sum(p.footer for p in parts))
