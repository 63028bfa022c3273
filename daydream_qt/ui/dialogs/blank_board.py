"""The Print a blank board dialog: which board, on which paper.

Friends at the table play the app's boards on paper while the app's player keeps the
scoresheet; this picks what to print. The PDF itself is made by `ui.board.blank_sheet`.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from daydream_qt.engine import BOARD_IDS, BoardError, builtin_board
from daydream_qt.ui.widgets.plain import WrapLabel, plain_label


class BlankBoardDialog(QDialog):
    """Chooses a shipped board and a paper size (`paper` first: the player's country's);
    `board_id` and `paper` once accepted."""

    def __init__(self, language: str = "en", board_id: str = "A", parent: QWidget | None = None,
                 paper: str = "a4") -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Print a blank board"))
        self.setModal(True)
        heading = plain_label(self.tr("A blank board"))
        heading.setObjectName("heading")
        about = WrapLabel(self.tr("An empty sheet of a board as a PDF, to print and play on paper "
                                  "at the table: clouds large enough to write in, the shelf, the "
                                  "modules and the title table."))
        about.setObjectName("subtle")

        self.board = QComboBox()
        for bid in BOARD_IDS:
            try:
                name = builtin_board(bid).defn.name.get(language)
            except BoardError:  # a damaged installation: the other boards are still offered
                continue
            self.board.addItem(name, bid)
        self.board.setCurrentIndex(max(0, self.board.findData(board_id)))
        self.paper = QComboBox()
        self.paper.addItem(self.tr("A4 (210 \u00d7 297 mm)"), "a4")
        self.paper.addItem(self.tr("Letter (8.5 \u00d7 11 in)"), "letter")
        self.paper.setCurrentIndex(max(0, self.paper.findData(paper)))

        form = QFormLayout()
        form.setSpacing(10)
        form.addRow(self.tr("Board"), self.board)
        form.addRow(self.tr("Paper"), self.paper)

        self.ok_button = QPushButton(self.tr("Save the PDF\u2026"))
        self.ok_button.setProperty("primary", True)
        self.ok_button.setDefault(True)
        self.ok_button.setEnabled(self.board.count() > 0)
        self.ok_button.clicked.connect(self.accept)
        cancel = QPushButton(self.tr("Cancel"))
        cancel.clicked.connect(self.reject)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(cancel)
        buttons.addWidget(self.ok_button)

        lay = QVBoxLayout(self)
        lay.setContentsMargins(28, 24, 28, 24)
        lay.setSpacing(10)
        lay.addWidget(heading)
        lay.addWidget(about)
        lay.addSpacing(6)
        lay.addLayout(form)
        lay.addSpacing(10)
        lay.addStretch(1)
        lay.addLayout(buttons)
        self.setMinimumWidth(460)

    @property
    def board_id(self) -> str | None:
        return self.board.currentData()

    @property
    def paper_size(self) -> str:
        return self.paper.currentData()
