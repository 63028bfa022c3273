"""The board for a screen reader: the view's accessible name says the cloud under the keyboard
cursor, its description what the sheet holds.

The view is one widget, its clouds are drawn items, so there is nothing for assistive
technology to walk: instead the name changes as the cursor moves ("Row 3, column 2:
empty; the 5 may go here"), and Qt sends a name-changed event for the focused view,
which a screen reader speaks. The words come from the controller (the selected die and
the cells the engine allows) and the sheet, never from a rule of its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from daydream_qt.engine import EMPTY

if TYPE_CHECKING:
    from daydream_qt.ui.board.view import BoardView


class BoardAnnouncer(QObject):
    """Keeps the board view's accessible name and description up to date."""

    def __init__(self, view: BoardView) -> None:
        super().__init__(view)
        self.view = view
        self.scene = view.board_scene
        c = view.controller
        self.scene.cursor_moved.connect(self.update)
        for signal in (c.game_replaced, c.selection_changed, c.view_changed):
            signal.connect(self.update)
        c.state_changed.connect(lambda _events: self.update())
        self.update()

    def update(self) -> None:
        """Say the cloud under the cursor (or the board, when there is no cursor) and the sheet."""
        name = self.cell_text(self.scene.cursor_cell) if self.scene.cursor_cell is not None else None
        name = name or self.tr("Board")
        description = self.sheet_text()
        if self.view.accessibleName() != name:
            self.view.setAccessibleName(name)
        if self.view.accessibleDescription() != description:
            self.view.setAccessibleDescription(description)

    def cell_text(self, cell: int) -> str | None:
        """'Row 3, column 2: empty; the 5 may go here', or None without a game."""
        c = self.view.controller
        game = c.game
        if game is None or not 0 <= cell < game.board.n_cells:
            return None
        row, col = game.board.coords[cell]
        where = self.tr("Row %1, column %2").replace("%1", str(row + 1)).replace("%2", str(col + 1))
        kinds = []
        if cell in game.board.star_cells:
            kinds.append(self.tr("star"))
        if cell in game.board.moon_cells:
            kinds.append(self.tr("moon"))
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
