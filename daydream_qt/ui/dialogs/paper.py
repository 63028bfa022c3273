"""The page of a PDF: which paper, which way up.

Asked when a sheet is exported as a PDF (the print dialog asks its own). The paper offered
first is the player's country's (`export.default_paper`), the side the one on which the
sheet shows larger; the margins are the export's, never under 10 mm.
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

from daydream_qt.ui.widgets.plain import WrapLabel, plain_label


class PaperDialog(QDialog):
    """Chooses the paper ("a4", "letter") and the side; `paper` and `landscape` once accepted.

    `subject` names what is printed (the game: its board, its player), shown as plain text."""

    def __init__(self, subject: str, paper: str = "a4", landscape: bool = False,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("The PDF's page"))
        self.setModal(True)
        heading = plain_label(self.tr("The page of the PDF"))
        heading.setObjectName("heading")
        about = WrapLabel(subject)
        about.setObjectName("subtle")

        self.paper_box = QComboBox()
        self.paper_box.addItem(self.tr("A4 (210 \u00d7 297 mm)"), "a4")
        self.paper_box.addItem(self.tr("Letter (8.5 \u00d7 11 in)"), "letter")
        self.paper_box.setCurrentIndex(max(0, self.paper_box.findData(paper)))
        self.paper_box.setAccessibleName(self.tr("Paper"))
        self.side_box = QComboBox()
        self.side_box.addItem(self.tr("Portrait"), False)
        self.side_box.addItem(self.tr("Landscape"), True)
        self.side_box.setCurrentIndex(1 if landscape else 0)
        self.side_box.setAccessibleName(self.tr("Orientation"))

        form = QFormLayout()
        form.setSpacing(10)
        form.addRow(self.tr("&Paper"), self.paper_box)
        form.addRow(self.tr("&Orientation"), self.side_box)

        self.ok_button = QPushButton(self.tr("Save the PDF"))
        self.ok_button.setProperty("primary", True)
        self.ok_button.setDefault(True)
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
        self.setMinimumWidth(420)

    @property
    def paper(self) -> str:
        return str(self.paper_box.currentData())

    @property
    def landscape(self) -> bool:
        return bool(self.side_box.currentData())
