"""The Records page's Table games tab: who leads in the games played by several.

Pass-and-play games and scoresheets kept at a table of several count here (the bests,
titles and charts count solo games only): for each name, its games, wins, best score and
average, on every board or on one. A tie is a shared win: every player tied at the top
(after the strokes that decide a tie) counts the game as won (`queries.standings`).
Names come from people: every cell is plain text.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QLocale, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from daydream_qt.records import queries
from daydream_qt.records.db import Records
from daydream_qt.ui.pages.collation import collator_for
from daydream_qt.ui.widgets.plain import WrapLabel, tooltip


class StandingsModel(QAbstractTableModel):
    """One name a row: player, games, wins, best, average; most wins first. A header's
    first click sorts a number best (highest) first, the player's name from A."""

    COLUMNS = ("player", "games", "wins", "best", "average")

    def __init__(self, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.language = language
        self.locale = QLocale(language)
        self.rows: list[queries.Standing] = []
        self.headers = (self.tr("Player"), self.tr("Games"), self.tr("Wins"), self.tr("Best"), self.tr("Average"))
        self._sort: tuple[int, Qt.SortOrder] | None = None

    def set_rows(self, rows: list[queries.Standing]) -> None:
        self.beginResetModel()
        self.rows = list(rows)
        self.endResetModel()
        if self._sort is not None:
            self.sort(*self._sort)

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802 (Qt override)
                   role: int = Qt.ItemDataRole.DisplayRole) -> str | int | None:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.InitialSortOrderRole:
            order = Qt.SortOrder.AscendingOrder if section == 0 else Qt.SortOrder.DescendingOrder
            return order.value
        return self.headers[section] if role == Qt.ItemDataRole.DisplayRole else None

    def text(self, row: queries.Standing, column: str) -> str:
        if column == "player":
            return self.tr("{0} (bot)").format(row.name) if row.bot else row.name
        if column == "average":
            return self.locale.toString(row.average, "f", 1)
        return self.locale.toString(int(getattr(row, column)))

    def data(self, index: QModelIndex | QPersistentModelIndex,
             role: int = Qt.ItemDataRole.DisplayRole) -> str | int | None:
        if not index.isValid():
            return None
        row = self.rows[index.row()]
        column = self.COLUMNS[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self.text(row, column)
        if role == Qt.ItemDataRole.ToolTipRole and column == "player":
            return tooltip(self.text(row, column))
        if role == Qt.ItemDataRole.TextAlignmentRole and column != "player":
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self._sort = (column, order)
        name = self.COLUMNS[column]
        descending = order == Qt.SortOrder.DescendingOrder
        self.layoutAboutToBeChanged.emit()
        if name == "player":
            collator = collator_for(self.language)
            self.rows.sort(key=lambda r: collator.sortKey(r.name), reverse=descending)
        else:  # ties keep the standings' order (most wins, best average)
            self.rows.sort(key=lambda r: getattr(r, name), reverse=descending)
        self.layoutChanged.emit()


class StandingsTab(QWidget):
    """The tab: what counts and how a tie counts, a board filter, and the table."""

    def __init__(self, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.note = WrapLabel(self.tr("Pass-and-play games and scoresheets kept at a table of several, "
                                      "bots' seats included. A tie is a shared win: every player tied at "
                                      "the top counts the game as won."))
        self.note.setObjectName("subtle")
        self.board = QComboBox()
        self.board.setAccessibleName(self.tr("Board of the table games"))
        self.board.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.board.setMinimumContentsLength(14)
        self.model = StandingsModel(language, self)
        table = self.table = QTableView()
        table.setAccessibleName(self.tr("Wins of each player in the table games"))
        table.setModel(self.model)
        # Most wins first (ties: the best average, as `queries.standings` orders them).
        table.horizontalHeader().setSortIndicator(self.model.COLUMNS.index("wins"), Qt.SortOrder.DescendingOrder)
        table.setSortingEnabled(True)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setAlternatingRowColors(True)
        table.setWordWrap(False)
        table.setTextElideMode(Qt.TextElideMode.ElideRight)
        table.verticalHeader().hide()
        table.verticalHeader().setDefaultSectionSize(28)
        header = table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for c in range(1, len(StandingsModel.COLUMNS)):
            header.resizeSection(c, 90)
        table.setObjectName("records")  # styled as the history's table, in the theme in use
        self.empty = WrapLabel(self.tr("No game played by several on this board yet: pass-and-play games "
                                       "and scoresheets kept at a table are counted here."))
        self.empty.setObjectName("subtle")
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.hide()
        row = QHBoxLayout()
        row.addWidget(self.board)
        row.addStretch(1)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 10, 0, 0)
        lay.addLayout(row)
        lay.addWidget(self.note)
        lay.addWidget(self.empty)
        # A small table, not one stretched over the window: its numbers stay near the names.
        table.setMaximumWidth(760)
        lay.addWidget(table, 1)

    def set_boards(self, boards: list[tuple[str, str]]) -> None:
        """The board filter's (label, data) items: every board first (data ""), the one
        picked kept when it is still there."""
        combo = self.board
        current = combo.currentData()
        combo.blockSignals(True)
        combo.clear()
        for label, data in boards:
            combo.addItem(label, data)
        index = combo.findData(current) if current else 0
        combo.setCurrentIndex(max(index, 0))
        combo.blockSignals(False)

    def fill(self, records: Records) -> None:
        """Read the standings of the board picked (sqlite3 errors reach the caller)."""
        rows = queries.standings(records, self.board.currentData() or None)
        self.model.set_rows(rows)
        self.empty.setVisible(not rows)
        self.table.setVisible(bool(rows))
