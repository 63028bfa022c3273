"""The Print a blank board dialog: which board, on which paper.

Friends at the table play the app's boards on paper while the app's player keeps the
scoresheet; this picks what to print. The PDF itself is made by `ui.board.blank_sheet`.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QWidget,
)

from daydream_qt.engine import BOARD_IDS, BoardError, builtin_board
from daydream_qt.ui.dialogs.paper import paper_choice
from daydream_qt.ui.widgets.form_dialog import form_dialog


class BlankBoardDialog(QDialog):
    """Chooses a shipped board and a paper size (`paper` first: the player's country's);
    `board_id` and `paper` once accepted."""

    def __init__(self, language: str = "en", board_id: str = "A", parent: QWidget | None = None,
                 paper: str = "a4") -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Print a blank board"))
        self.setModal(True)

        self.board = QComboBox()
        for bid in BOARD_IDS:
            try:
                name = builtin_board(bid).defn.name.get(language)
            except BoardError:  # a damaged installation: the other boards are still offered
                continue
            self.board.addItem(name, bid)
        self.board.setCurrentIndex(max(0, self.board.findData(board_id)))
        self.paper = paper_choice(paper)

        form = QFormLayout()
        form.setSpacing(10)
        form.addRow(self.tr("Board"), self.board)
        form.addRow(self.tr("Paper"), self.paper)

        about = self.tr("An empty sheet of a board as a PDF, to print and play on paper at the table: clouds "
                        "large enough to write in, the shelf, the modules and the title table.")
        self.ok_button = form_dialog(self, self.tr("A blank board"), about, form, self.tr("Save the PDF\u2026"), 460)
        self.ok_button.setEnabled(self.board.count() > 0)

    @property
    def board_id(self) -> str | None:
        return self.board.currentData()

    @property
    def paper_size(self) -> str:
        return self.paper.currentData()
