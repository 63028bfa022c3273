"""The page of a PDF: which paper, which way up.

Asked when a sheet is exported as a PDF (the print dialog asks its own). The paper offered
first is the player's country's (`export.default_paper`), the side the one on which the
sheet shows larger; the margins are the export's, never under 10 mm.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QWidget,
)

from daydream_qt.ui.widgets.form_dialog import form_dialog


def paper_choice(paper: str) -> QComboBox:
    """A4 or Letter, `paper` chosen: the paper of a PDF or of a blank board."""
    box = QComboBox()
    box.addItem(QCoreApplication.translate("PaperDialog", "A4 (210 \u00d7 297 mm)"), "a4")
    box.addItem(QCoreApplication.translate("PaperDialog", "Letter (8.5 \u00d7 11 in)"), "letter")
    box.setCurrentIndex(max(0, box.findData(paper)))
    return box


class PaperDialog(QDialog):
    """Chooses the paper ("a4", "letter") and the side; `paper` and `landscape` once accepted.

    `subject` names what is printed (the game: its board, its player), shown as plain text."""

    def __init__(self, subject: str, paper: str = "a4", landscape: bool = False,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("The PDF's page"))
        self.setModal(True)
        self.paper_box = paper_choice(paper)
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

        self.ok_button = form_dialog(self, self.tr("The page of the PDF"), subject, form, self.tr("Save the PDF"), 420)

    @property
    def paper(self) -> str:
        return str(self.paper_box.currentData())

    @property
    def landscape(self) -> bool:
        return bool(self.side_box.currentData())
