"""Keyboard shortcuts: every key of the app, grouped, in the platform's own words.

Each row is two word-wrapped labels, the keys and a whole sentence on what they do, under
a heading per group, in a column that scrolls up and down only: a long sentence wraps
onto the next line, never cut with "…" (a tree's cells did that), and the dialog fits a
1280×720 screen without a sideways scroll bar.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from daydream_qt.ui.widgets.fit import fit_to_screen
from daydream_qt.ui.widgets.plain import WrapLabel

Group = tuple[str, Sequence[tuple[str, str]]]
"""A group's title and its (keys, what they do) rows, keys already in native text."""

KEYS_WIDTH = 210
"""The keys' column at most (its labels wrap within it); the sentences take the rest."""
WANTED = QSize(780, 660)
"""The dialog's size where the screen has the room (`fit_to_screen` takes less on a small one)."""


class ShortcutsDialog(QDialog):
    """The groups' headings and their rows, keys beside what they do, scrolled."""

    def __init__(self, groups: Sequence[Group], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        self.rows: list[tuple[str, str, str]] = []
        """(group, keys, what) of every row shown."""
        self.labels: list[QLabel] = []
        """Every label of the list, headings included (each shows its whole text)."""
        content = QWidget()
        grid = QGridLayout(content)
        grid.setContentsMargins(4, 4, 12, 4)
        grid.setHorizontalSpacing(18)
        grid.setVerticalSpacing(6)
        grid.setColumnStretch(1, 1)
        grid.setColumnMinimumWidth(0, KEYS_WIDTH - 40)
        row = 0
        for title, rows in groups:
            head = WrapLabel(title)
            head.setObjectName("section")
            grid.addWidget(head, row, 0, 1, 2)
            if row:
                grid.setRowMinimumHeight(row, 34)
                head.setAlignment(Qt.AlignmentFlag.AlignBottom | Qt.AlignmentFlag.AlignLeft)
            self.labels.append(head)
            row += 1
            for keys, what in rows:
                key_label, what_label = WrapLabel(keys), WrapLabel(what)
                key_label.setMaximumWidth(KEYS_WIDTH)
                key_label.setObjectName("status")
                for label in (key_label, what_label):
                    label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
                    label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
                    self.labels.append(label)
                grid.addWidget(key_label, row, 0)
                grid.addWidget(what_label, row, 1)
                self.rows.append((title, keys, what))
                row += 1
        grid.setRowStretch(row, 1)
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidget(content)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        # Text only: the keyboard scrolls it (the arrows, Page Up and Page Down), so it is
        # a Tab stop, named for a screen reader.
        self.scroll_area.setAccessibleName(self.tr("Keyboard shortcuts"))
        self.scroll_area.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.Close).setAccessibleName(self.tr("Close Keyboard shortcuts"))
        lay = QVBoxLayout(self)
        lay.setContentsMargins(16, 16, 16, 12)
        lay.addWidget(self.scroll_area, 1)
        lay.addWidget(buttons)
        fit_to_screen(self, WANTED)
