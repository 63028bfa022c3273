"""The bar along the top of a page looked at rather than played on (replay, review): Back,
what is shown, whose sheet, and one command that leads to the sibling page."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QFrame, QHBoxLayout, QPushButton, QWidget

from daydream_qt.ui.widgets.plain import ElidedLabel


class PageBar(QFrame):
    """`back_button`, `title` (plain, elided), `seat_box` and `action_button`; the texts are
    the page's own, so they are translated in the page's context."""

    def __init__(self, back: str, seats: str, action: str, action_tip: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("topbar")
        bar = QHBoxLayout(self)
        bar.setContentsMargins(16, 10, 16, 10)
        bar.setSpacing(12)
        self.back_button = QPushButton(back)
        self.title = ElidedLabel(max_width=700)
        self.title.setObjectName("status")
        self.seat_box = QComboBox()
        self.seat_box.setAccessibleName(seats)
        self.action_button = QPushButton(action)
        self.action_button.setToolTip(action_tip)
        bar.addWidget(self.back_button)
        bar.addWidget(self.title, 1)
        bar.addWidget(self.seat_box)
        bar.addWidget(self.action_button)
