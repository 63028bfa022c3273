"""What a module is on the board the player sees: one `ModuleView`, keyed by its name.

A view draws the module's part of the sheet (`build` once, `refresh` after each change),
lays the areas that explain it when pointed at (`hover`), prints its points (`captions`),
and words what it does: a sentence for a cloud it reads (`cell_sentences`) and its card
(`sentences`), in context "BoardExplain". The painter (`ui/board/modules.ModulePainter`)
lends its helpers: `panel`, `area`, `caption`, `set_mark`, and the scene.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF
from PySide6.QtGui import QPainterPath

from daydream_qt.engine import Event, Game
from daydream_qt.ui.board.explain_words import points_text

Says = Callable[[str], Callable[[], list[str]]]
"""For a module's name, what its explanation card says when it is pointed at."""


def reminder_text(text: str) -> str:
    """A module's reminder in the game page's list, translated where that list is ("GamePage")."""
    return QCoreApplication.translate("GamePage", text)


class ModuleView:
    """One module's drawing and words; the base draws and says nothing."""

    name: str = ""
    """The module's name, as the engine's unit has it."""

    def build(self, p: Any) -> None:
        """Draw the module's printed part once (`p` is the ModulePainter)."""

    def hover(self, p: Any, says: Says) -> None:
        """Lay the invisible areas that explain the module when pointed at."""

    def captions(self, p: Any, points: int) -> None:
        """Print the module's points (and its progress) where it shows them."""

    def refresh(self, p: Any, ink: str) -> None:
        """Bring what the seat wrote on the module up to date."""

    def reminder(self) -> str:
        """The module's rule in one line, for the reminders beside the board; empty for none."""
        return ""

    def cell_sentences(self, game: Game, seat: int, cell: int, language: str) -> list[str]:
        """What the module does with a cloud (its mark, its family), when the cloud is pointed at."""
        return []

    def sentences(self, game: Game, seat: int, language: str) -> list[str]:
        """What the module does (R16-R20) and what it scores now for the seat."""
        return []

    # ------------------------------------------------------------ the table's news
    def table_news(self, game: Game, events: Sequence[Event], language: str) -> list[str]:
        """What the events of a step did in the module, told to the whole table: clauses
        such as "Ann took the 5 of the Rose", in context "TableFlow", which the table flow
        joins into one sentence; none by default."""
        return []


class SidePanelView(ModuleView):
    """A module drawn in the panel beside the grid (the constellation's track, the moon
    garland): the whole panel explains it, and its points are printed at the panel's foot."""

    def hover(self, p: Any, says: Says) -> None:
        side = p.scene.layout.side_rect
        rect = QPainterPath()
        rect.addRect(side)
        p.area(rect, ("module", self.name), side, says(self.name))

    def captions(self, p: Any, points: int) -> None:
        side = p.scene.layout.side_rect
        p.caption(self.name, points_text(points, p.scene.language), QPointF(side.center().x(), side.bottom() - 9))
