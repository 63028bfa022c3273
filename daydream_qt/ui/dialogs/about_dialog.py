"""About Daydream: this app's version and licence, whose game it is, and what it runs on."""

from __future__ import annotations

import platform

from PySide6.QtCore import QCoreApplication, Qt, qVersion
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QVBoxLayout, QWidget

from daydream_qt.package_data import version
from daydream_qt.ui.widgets.plain import WrapLabel, plain_label

PUBLISHER = "Disto"
"""The publisher of the board game, as its rulebook names it."""


def _t(text: str) -> str:
    return QCoreApplication.translate("AboutDialog", text)


def about_lines() -> list[str]:
    """The paragraphs of the About box, in the player's language (plain text)."""
    import PySide6

    return [
        _t("Daydream for the desktop, version {0}").format(version()),
        _t("An unofficial companion app for the roll & write game Daydream. The game, its name, "
          "its rules and its original art belong to its authors and to its publisher, {0}; "
          "this app is not made or endorsed by them.").format(PUBLISHER),
        _t("The boards, the shelf drawings and all the art of this app are this project's own "
          "work, shared under the MIT licence."),
        _t("Qt {0} \u00b7 PySide6 {1} \u00b7 Python {2}").format(qVersion(), PySide6.__version__,
                                                            platform.python_version()),
    ]


class AboutDialog(QDialog):
    """Version, licence, credits and versions of what the app runs on, as plain text."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About Daydream"))
        title = plain_label(self.tr("Daydream"))
        title.setObjectName("heading")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(24, 20, 24, 16)
        lay.setSpacing(12)
        lay.addWidget(title)
        self.paragraphs: list[WrapLabel] = []
        for text in about_lines():
            label = WrapLabel(text)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            lay.addWidget(label)
            self.paragraphs.append(label)
        self.paragraphs[-1].setObjectName("subtle")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.Close).setAccessibleName(self.tr("Close About"))
        lay.addWidget(buttons)
        self.setMinimumWidth(460)
        self.resize(520, self.sizeHint().height())

    def text(self) -> str:
        """Everything the box says, one paragraph a line."""
        return "\n".join(label.text() for label in self.paragraphs)
