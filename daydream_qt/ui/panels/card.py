"""A panel of the side column: brighter paper with a rounded edge (`QFrame#card`)."""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QWidget

from daydream_qt.ui.core.controller import GameController


class Card(QFrame):
    """A side panel that follows the controller's game, in the interface language."""

    def __init__(self, controller: GameController, language: str = "en",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("card")
        self.controller = controller
        self.language = language
