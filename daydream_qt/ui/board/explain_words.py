"""The words every explanation of the board shares: its translation context and points.

Apart from `explain`, which shows the cards, so that each module's view
(`ui/board/module_views`) words its own explanation in context "BoardExplain" while
`explain` asks the views for it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from daydream_qt.engine import EMPTY, Game


def _t(text: str) -> str:
    return QCoreApplication.translate("BoardExplain", text)


def _n(text: str, n: int) -> str:
    return QCoreApplication.translate("BoardExplain", text, None, n)


def points_text(n: int, language: str) -> str:
    """"1 point", "-3 points": Qt's plural forms of the interface language (`language` is
    the same one; kept for the callers)."""
    # Qt fills %n and picks a plural form only for a count of 0 or more: a negative score
    # takes the form of its size, and its sign back.
    text = _n("%n point(s)", abs(n))
    return text.replace(str(abs(n)), str(n), 1) if n < 0 else text


def frame_progress(game: Game, seat: int, family: int) -> tuple[int, int]:
    """(cells of the family filled, cells of the family) on the seat's sheet."""
    cells = game.board.frame_cells[family]
    values = game.state.sheets[seat].values
    return sum(1 for c in cells if values[c] != EMPTY), len(cells)
