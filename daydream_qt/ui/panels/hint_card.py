"""Under the dice tray: the coach's sentence, Play it and Dismiss (the hint itself is
`core.hinter.Hinter`)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from daydream_qt.ui.core.hinter import Hinter
from daydream_qt.ui.widgets.plain import WrapLabel, plain_label


class HintCard(QFrame):
    """Under the dice tray: the coach's sentence, Play it and Dismiss."""

    def __init__(self, hinter: Hinter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hintcard")
        self.hinter = hinter
        heading = plain_label(self.tr("Coach"))
        heading.setObjectName("section")
        # The sentence names the board's items.
        self.sentence = WrapLabel()
        self.sentence.setObjectName("hint")
        self.note = WrapLabel(self.tr("The marked clouds show the plan: nothing is written until you play."))
        self.note.setObjectName("subtle")
        self.play_button = QPushButton(self.tr("Play it"))
        self.play_button.setToolTip(self.tr("Make the suggested moves; you still confirm the turn"))
        self.dismiss_button = QPushButton(self.tr("Dismiss"))
        for b in (self.play_button, self.dismiss_button):
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            b.setCursor(Qt.CursorShape.PointingHandCursor)
        self.play_button.clicked.connect(hinter.play)
        self.dismiss_button.clicked.connect(hinter.clear)
        row = QHBoxLayout()
        row.addWidget(self.dismiss_button)
        row.addWidget(self.play_button, 1)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(14, 14, 14, 16)
        lay.setSpacing(8)
        lay.addWidget(heading)
        lay.addWidget(self.sentence)
        lay.addWidget(self.note)
        lay.addLayout(row)
        hinter.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        h = self.hinter
        shown = h.showing()
        self.sentence.setText(h.sentence)
        self.play_button.setVisible(bool(h.playable()))
        self.note.setVisible(bool(h.marks()))
        self.setVisible(shown)
