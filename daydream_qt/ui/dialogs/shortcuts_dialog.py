"""Keyboard shortcuts: every key of the app, grouped, in the platform's own words."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

Group = tuple[str, Sequence[tuple[str, str]]]
"""A group's title and its (keys, what they do) rows, keys already in native text."""


class ShortcutsDialog(QDialog):
    """A two-column list, keys and what they do, under a heading per group."""

    def __init__(self, groups: Sequence[Group], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        self.tree = QTreeWidget()
        self.tree.setAccessibleName(self.tr("Keyboard shortcuts"))
        self.tree.setColumnCount(2)
        self.tree.setHeaderLabels([self.tr("Keys"), self.tr("What they do")])
        self.tree.setRootIsDecorated(False)
        self.tree.setSelectionMode(QTreeWidget.SelectionMode.NoSelection)
        self.tree.setWordWrap(True)
        self.tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.tree.header().setStretchLastSection(True)
        self.rows: list[tuple[str, str, str]] = []
        """(group, keys, what) of every row shown."""
        for title, rows in groups:
            head = QTreeWidgetItem([title, ""])
            font = head.font(0)
            font.setBold(True)
            head.setFont(0, font)
            head.setFirstColumnSpanned(False)
            self.tree.addTopLevelItem(head)
            for keys, what in rows:
                self.tree.addTopLevelItem(QTreeWidgetItem([keys, what]))
                self.rows.append((title, keys, what))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.Close).setAccessibleName(self.tr("Close Keyboard shortcuts"))
        lay = QVBoxLayout(self)
        lay.setContentsMargins(16, 16, 16, 12)
        lay.addWidget(self.tree)
        lay.addWidget(buttons)
        self.resize(720, 580)
