"""The board for a screen reader: what each of its parts says, and the cursor followed.

The view is one widget and its clouds are drawn items, so `board_table` lends assistive
technology a table of parts: every cloud (a cell), every item of the shelf, every module,
the leaves, the thorns (solo rules) and the score. This module words them, from the
controller (the selected die and the cells the engine allows), the sheet and the sentences
the board's explanation cards already say (`explain`, the modules' views), never from a
rule of its own; and it tells assistive technology when the cloud under the keyboard cursor
changes (a focus event) or what it says does (a name-changed event).

The view itself is named "Board" once: the cloud under the cursor speaks as the table's
focused cell, so the view's name does not change with it (each change of a widget's name is
an event of its own, which would have the table read again at every move).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QRectF

from daydream_qt.engine import EMPTY, Game
from daydream_qt.ui.board import explain
from daydream_qt.ui.board.explain_words import _t as explain_t
from daydream_qt.ui.board.module_views.base import SidePanelView
from daydream_qt.ui.board.module_views.frames import families
from daydream_qt.ui.board.module_views.registry import views_of
from daydream_qt.ui.core.texts import module_name

if TYPE_CHECKING:
    from daydream_qt.ui.board.view import BoardView

Part = tuple[str, int | str]
"""A part of the board a screen reader reads: ("cell", cell), ("item", item),
("module", name), ("leaves", 0), ("thorns", 0), ("score", 0)."""


def _leaves_text(text: str) -> str:
    # The dice tray's leaf strip says the leaves in these words already.
    return QCoreApplication.translate("LeafStrip", text)


class Table(Protocol):
    """The board's accessible table (board/board_table.py), as the announcer tells it of
    changes: it sets itself as `BoardAnnouncer.table` once installed."""

    def known(self) -> list[Part]: ...

    def changed(self, parts: list[Part], moved: bool) -> None: ...


class BoardAnnouncer(QObject):
    """Words the board's parts and tells assistive technology when they change."""

    def __init__(self, view: BoardView) -> None:
        super().__init__(view)
        self.view = view
        self.scene = view.board_scene
        c = view.controller
        self._names: dict[Part, str] = {}
        self._cursor: int | None = None
        self.table: Table | None = None
        """The view's accessible table, once a screen reader made it."""
        self.scene.cursor_moved.connect(self.update)
        for signal in (c.game_replaced, c.selection_changed, c.view_changed):
            signal.connect(self.update)
        c.state_changed.connect(lambda _events: self.update())
        self.update()

    # ------------------------------------------------------------ the parts
    def parts(self) -> list[Part]:
        """The board's parts in reading order: the grid row by row, the shelf, the modules,
        the leaves, the thorns (solo rules) and the score; none without a game."""
        game = self.view.controller.game
        if game is None:
            return []
        board = game.board
        cells = sorted(range(board.n_cells), key=lambda i: board.coords[i])
        out: list[Part] = [("cell", i) for i in cells]
        out += [("item", i) for i in range(len(board.items))]
        out += [("module", v.name) for v in views_of(board)]
        if board.leaf_count:
            out.append(("leaves", 0))
        if game.solo_rules:
            out.append(("thorns", 0))
        out.append(("score", 0))
        return out

    def name(self, part: Part) -> str:
        """What the part says first: where it is and what it holds."""
        kind, index = part
        game = self.view.controller.game
        if game is None:
            return ""
        if kind == "cell" and isinstance(index, int):
            return self.cell_text(index) or ""
        if kind == "item" and isinstance(index, int):
            return self.item_text(game, index)
        if kind == "module" and isinstance(index, str):
            said = explain.module_sentences(game, self.scene.seat, index, self.scene.language)
            # The view's second sentence is the module's state ("3 of 6 big stars reached: 3 points.").
            state = said[1] if len(said) > 1 else ""
            return self.tr("%1: %2").replace("%1", module_name(index)).replace("%2", state) if state \
                else module_name(index)
        sheet = game.state.sheets[self.scene.seat]
        if kind == "leaves":
            return _leaves_text("Leaves: %1 circled, %2 coloured, of %3").replace(
                "%1", str(sheet.leaves_circled)).replace("%2", str(sheet.leaves_coloured)).replace(
                "%3", str(game.board.leaf_count))
        if kind == "thorns":
            score = game.scores()[self.scene.seat]
            return explain_t("Thorns: {0}, minus {1}").format(score.thorns, score.thorn_penalty)
        if kind == "score":
            return self.tr("Score: %1").replace("%1", str(game.scores()[self.scene.seat].total))
        return ""

    def description(self, part: Part) -> str:
        """What the part's card says when pointed at: its lines and modules, the module's
        rule, the score's breakdown."""
        kind, index = part
        game = self.view.controller.game
        if game is None:
            return ""
        seat, language = self.scene.seat, self.scene.language
        if kind == "cell" and isinstance(index, int) and 0 <= index < game.board.n_cells:
            return " ".join(explain.cell_sentences(game, seat, index, language)[1:])
        if kind == "module" and isinstance(index, str):
            return " ".join(explain.module_sentences(game, seat, index, language))
        if kind == "score":
            return ". ".join(explain.score_sentences(game, seat, language)) + "."
        return ""

    def rect(self, part: Part) -> QRectF:
        """Where the part is drawn, in scene coordinates (empty before the board is laid out)."""
        lay = self.scene.layout
        game = self.view.controller.game
        if lay is None or game is None:
            return QRectF()
        kind, index = part
        if kind == "cell" and isinstance(index, int) and 0 <= index < game.board.n_cells:
            return lay.cell_rect(index)
        if kind == "item" and isinstance(index, int) and 0 <= index < len(lay.item_rects):
            return lay.item_rects[index]
        if kind == "module":
            side = [v for v in views_of(game.board) if v.name == index and isinstance(v, SidePanelView)]
            if side:
                return lay.side_rect
            if index == "frames" and not lay.frames_rect.isEmpty():
                return lay.frames_rect
            return lay.grid_rect
        return {"leaves": lay.leaves_rect, "thorns": lay.plant_rect, "score": lay.score_rect}.get(kind, QRectF())

    def focused(self) -> Part | None:
        """The cloud under the keyboard cursor, while the view has the keyboard."""
        cell = self.scene.cursor_cell
        keyboard = self.view.hasFocus() or self.view.window().focusWidget() is self.view
        if cell is None or not keyboard or self.view.controller.game is None:
            return None
        return ("cell", cell)

    # ------------------------------------------------------------ words
    def cell_text(self, cell: int) -> str | None:
        """'Row 3, column 2 (star): empty; the 5 may go here. Rose.', or None without a game."""
        c = self.view.controller
        game = c.game
        if game is None or not 0 <= cell < game.board.n_cells:
            return None
        text = self._cell_value(game, cell)
        names = [families(game)[fi].name.get(self.scene.language) for fi in game.board.cell_frames[cell]
                 if fi < len(families(game))]
        for name in names:
            text = self.tr("%1. %2").replace("%1", text).replace("%2", name)
        return text

    def _cell_value(self, game: Game, cell: int) -> str:
        c = self.view.controller
        row, col = game.board.coords[cell]
        where = self.tr("Row %1, column %2").replace("%1", str(row + 1)).replace("%2", str(col + 1))
        kinds = []
        if cell in game.board.star_cells:
            kinds.append(self.tr("star"))
        if cell in game.board.moon_cells:
            kinds.append(self.tr("moon"))
        if cell in game.board.cell_polaroid:
            kinds.append(self.tr("polaroid %1").replace("%1", str(game.board.cell_polaroid[cell] + 1)))
        if cell < len(game.board.cell_notes) and game.board.cell_notes[cell]:
            kinds.append(self.tr("note"))
        if kinds:
            where = self.tr("%1 (%2)").replace("%1", where).replace("%2", ", ".join(kinds))
        value = game.state.sheets[c.viewed].values[cell]
        if value != EMPTY:
            return self.tr("%1: %2").replace("%1", where).replace("%2", str(value))
        text = self.tr("%1: empty").replace("%1", where)
        die = c.selected_value()
        if die is None or c.viewed != c.seat:
            return text
        if cell in c.legal_cells():
            return self.tr("%1; the %2 may go here").replace("%1", text).replace("%2", str(die))
        return self.tr("%1; the %2 may not go here").replace("%1", text).replace("%2", str(die))

    def item_text(self, game: Game, item: int) -> str:
        """'Teapot: 3 of 5 strokes', 'Teapot: finished', as the shelf draws it."""
        board = game.board
        sheet = game.state.sheets[self.scene.seat]
        name = board.defn.items[item].name.get(self.scene.language)
        strokes = len(board.items[item].kinds) - 1
        if item < sheet.item:
            return self.tr("%1: finished").replace("%1", name)
        done = sheet.pen if item == sheet.item else 0
        # the plural is the item's strokes ("1 of 1 stroke", "3 of 5 strokes")
        return self.tr("%1: %2 of %n stroke(s)", "", strokes).replace("%1", name).replace("%2", str(done))

    def sheet_text(self) -> str:
        """The sheet in one sentence: whose it is, the score, how to move around."""
        c = self.view.controller
        game = c.game
        if game is None:
            return ""
        score = game.scores()[c.viewed].total
        text = self.tr("Score: %1.").replace("%1", str(score))
        if len(game.seats) > 1:
            text = self.tr("{0}'s sheet. {1}").format(game.seats[c.viewed].name, text)
        return self.tr("%1 Arrow keys move between clouds; a digit or Enter writes the die.").replace("%1", text)

    # ------------------------------------------------------------ following
    def update(self) -> None:
        """Tell assistive technology which cloud the cursor is on and which parts say
        something else now; keep the view's description (the sheet's sentence) up to date."""
        cell = self.scene.cursor_cell
        name = self.tr("Board")
        description = self.sheet_text()
        if self.view.accessibleName() != name:
            self.view.setAccessibleName(name)
        if self.view.accessibleDescription() != description:
            self.view.setAccessibleDescription(description)
        from PySide6.QtGui import QAccessible

        if not QAccessible.isActive():  # nobody listens: nothing to compare
            self._names.clear()
            self._cursor = cell
            return
        table = self.table
        if table is None:
            return
        table.changed(self._said_now(table.known()), cell != self._cursor)
        self._cursor = cell

    def _said_now(self, parts: list[Part]) -> list[Part]:
        """Those of `parts` (the ones assistive technology asked for) whose name changed
        since the last update."""
        names = {p: self.name(p) for p in parts}
        changed = [p for p, n in names.items() if p in self._names and self._names[p] != n]
        self._names = names
        return changed
