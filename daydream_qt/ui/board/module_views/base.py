"""What a module is on the board the player sees: one `ModuleView`, keyed by its name.

A view draws the module's part of the sheet (`build` once, `refresh` after each change),
lays the areas that explain it when pointed at (`hover`), prints its points (`captions`),
and words what it does: a sentence for a cloud it reads (`cell_sentences`) and its card
(`sentences`), in context "BoardExplain". The painter (`ui/board/modules.ModulePainter`)
lends its helpers: `panel`, `area`, `caption`, `set_mark`, and the scene.

A view also writes its module's page of How to play: the board the page is shown for when
the game on the table does not play the module (`help_board`), the page's sentences
(`help_sentences`, in context "Help"), and the part of a played board its picture shows
(`help_picture`, drawn through what `ui/board/help_art` lends it: a `HelpKit`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QPainterPath

from daydream_qt.engine import Board, Event, Game
from daydream_qt.ui.board.explain_words import points_text
from daydream_qt.ui.board.layout import BoardLayout
from daydream_qt.ui.core.status import Foreseen

Says = Callable[[str], Callable[[], list[str]]]
"""For a module's name, what its explanation card says when it is pointed at."""


def reminder_text(text: str) -> str:
    """A module's reminder in the game page's list, translated where that list is ("GamePage")."""
    return QCoreApplication.translate("GamePage", text)


def help_text(text: str) -> str:
    """A sentence of How to play, translated where its pages are ("Help")."""
    return QCoreApplication.translate("Help", text)


def names_text(names: Sequence[str]) -> str:
    """'Rose frames', 'Rose frames and Mint frames', 'Rose frames, Sky-blue frames and Mint
    frames': names joined in a sentence of the rule news (context "RuleNews")."""
    if len(names) <= 1:
        return "".join(names)
    head = QCoreApplication.translate("RuleNews", ", ", "joins names in a list").join(names[:-1])
    return QCoreApplication.translate("RuleNews", "{0} and {1}", "joins the last name of a list").format(
        head, names[-1])


Write = tuple[tuple[int, int], int]
"""(row, col), value: a number written in a cloud of a help picture."""


class HelpKit(Protocol):
    """What a view's picture for How to play uses; `ui/board/help_art` lends it."""

    @property
    def board(self) -> Board:
        """The board the picture is drawn on."""
        ...

    def show(self, writes: Sequence[Write]) -> BoardLayout:
        """Play `writes` on `board` in order, alone (the first two are the starting numbers;
        a cloud out of reach is reached through clouds given a 1), draw the sheet, and say
        where its parts lie."""
        ...

    def cells_rect(self, cells: Sequence[int], margin: float = 14) -> QRectF:
        """The clouds `cells` of the sheet shown, with `margin` around."""
        ...


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

    help_board: str = ""
    """The built-in board the module's page of How to play is shown for when the game on the
    table does not play the module; empty: the module has no page there."""

    def help_sentences(self, board: Board, language: str) -> list[str]:
        """The module's page of How to play: what it does and what it scores (R16-R20),
        with `board`'s own numbers (in context "Help": `help_text`)."""
        return []

    def help_picture(self, kit: HelpKit) -> list[QRectF]:
        """The page's picture: play a few writes on `kit.board` (`kit.show`) and return the
        parts of the sheet to show side by side; none: the whole sheet."""
        return []

    # ------------------------------------------------------------ the table's news
    def table_news(self, game: Game, events: Sequence[Event], language: str) -> list[str]:
        """What the events of a step did in the module, told to the whole table: clauses
        such as "Ann took the 5 of the Rose", in context "TableFlow", which the table flow
        joins into one sentence; none by default."""
        return []

    # ------------------------------------------------------------ rule events, said as they happen
    def rule_news(self, game: Game, events: Sequence[Event], language: str) -> list[str]:
        """One sentence for each event of a step, in the module, that changes what the player
        can still score ("The first stroke on the clover crossed out the 5 of ..."), in context
        "RuleNews"; `core.rule_news` shows them in the status line. The events are those of
        the players at the device (a bot's are told by its turn's line); none by default."""
        return []

    def warnings(self, game: Game, seat: int, language: str) -> list[str]:
        """What the seat's next step will do in the module, said before it is made (the stroke
        that sets off a solo timer), in context "RuleNews"; the status line adds them to what
        to do next. None by default."""
        return []

    def write_warnings(self, game: Game, seat: int, value: int, writes: Callable[[], Sequence[Foreseen]],
                       language: str) -> list[str]:
        """What writing the selected die (`value`, leaves counted) will do in the module, said
        before it is made: `writes()` plays each write it may make on a copy of the game, with
        the strokes that follow it drawn, and gives each cloud with the events (dear: called
        only when the view has something to look for). In context "RuleNews"; none by default."""
        return []

    def reminders(self, game: Game | None) -> list[str]:
        """The module's lines in the reminders beside the board, in the game's mode: its
        `reminder`, and a view may add the rules of a game of one (the frames' timers)."""
        text = self.reminder()
        return [text] if text else []


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
        p.caption(self.name, points_text(points, p.scene.language), QPointF(side.center().x(), side.bottom() - 9),
                  side.width() - 8, 18)
