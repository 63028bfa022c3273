"""The Records page: the history of finished games, bests and titles, charts, the table games
(who leads in the games played by several: `standings`), and the dream of the day.

It reads the records database (`daydream_qt.records`) it is given; the one thing it
changes is a record the player deletes (Delete, or the Delete button), which Undo puts
back until the page is left. Every name and title in it comes from a file or a person:
labels are plain text. A row the checks of `records.rows` refuse is hidden and counted in
one sentence; a read of the records that fails is one sentence too, never an exception.

A game on the player's own board (made in the board editor) is listed under that board's
name and combination, can be picked in the board filter, and has its own row under the
shipped boards' bests and titles; it never counts for a shipped board.

Bests, titles and charts count solo games (the page says so in one sentence); the history
sorts by the text each column shows, a number's first click best first.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QHideEvent, QKeyEvent, QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QScrollArea,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from daydream_qt.engine import BOARD_IDS, BoardError, builtin_board
from daydream_qt.engine.untrusted import excerpt
from daydream_qt.records import queries
from daydream_qt.records.db import NEWER, NEWER_UNREADABLE, ODD, Records, is_damage, start_afresh
from daydream_qt.records.removal import Removed, put_back, take_out
from daydream_qt.ui.pages.collation import collator_for
from daydream_qt.ui.pages.standings import StandingsTab
from daydream_qt.ui.style import palette
from daydream_qt.ui.style.restyle import set_style_property
from daydream_qt.ui.style.text_size import px
from daydream_qt.ui.widgets.charts import MAX_DOTS, DistributionChart, ScoreChart, one_day
from daydream_qt.ui.widgets.fit import sized
from daydream_qt.ui.widgets.plain import ElidedLabel, WrapLabel, plain_label, tooltip

RECORD_ID = Qt.ItemDataRole.UserRole
"""The model's role for a row's record id."""
REVIEW_KEYS = ("Shift+Return", "Shift+Enter")
"""Open the coach's review of the game chosen in the history (Enter replays it)."""
SHOW_COPIED_MS = 2000
"""How long the share button says the text was copied."""
MAX_BOARD_NAME = 48
"""Characters of a board's name the page shows (a record's name comes from a file)."""


def shown_name(raw: str | None, language: str, fallback: str = "") -> str:
    """A recorded board's name in `language`, on one line and cut to MAX_BOARD_NAME."""
    name = queries.text_of(raw, language)
    return excerpt(name, MAX_BOARD_NAME) if name.strip() else fallback


def own_board_label(raw: str | None, board_id: str, language: str) -> str:
    """An own board as the New game dialog lists it: its name, then its combination."""
    return f"{shown_name(raw, language, board_id)} ({board_id})"


def own_board_labels(boards: list[queries.OwnBoard], language: str) -> list[str]:
    """Each own board's label (a generated board's shows its code, "DEF-1-4821", where a
    board of the editor's shows its combination); boards of one name (a board changed after it was played) are
    told apart by a number, in the order they were first played."""
    labels = []
    seen: dict[str, int] = {}
    for board in boards:
        label = own_board_label(board.name, board.code or board.board_id, language)
        seen[label] = seen.get(label, 0) + 1
        labels.append(label if seen[label] == 1 else f"{label} \u00b7 {seen[label]}")
    return labels


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("RecordsPage", text, None, n)


def solo_only_note() -> str:
    """The sentence that says what the bests, titles and charts count."""
    return _tr("Bests, titles and charts count solo games only (a scoresheet kept alone counts as solo); "
               "games played by several are on the Table games tab.")


def open_notices(records: Records) -> list[str]:
    """What opening the records did, in the player's language: a database set aside, why
    nothing can be recorded, games taken back (one sentence each; none when all is well)."""
    said = []
    if records.kept_aside is not None:
        said.append((_tr("Your records file was not a regular file; it was set aside as {0} and a fresh "
                         "history was started.") if records.reason == ODD else
                     _tr("Your records could not be read; they were kept as {0} and a fresh "
                         "history was started.")).format(records.kept_aside.name))
    if records.read_only:
        if records.read_only_reason == NEWER:
            said.append(_tr("These records were written by a newer version of Daydream: they are shown as "
                            "they are, and no game is recorded until that version is used again."))
        elif records.read_only_reason == NEWER_UNREADABLE:
            said.append(_tr("These records were written by a newer version of Daydream that this one cannot "
                            "read; they are left untouched, and no game is recorded."))
        else:
            said.append(_tr("Your records folder cannot be written to ({0}): the records are shown, but no "
                            "new game can be recorded.").format(excerpt(records.read_only_detail, 80)))
    if records.taken_back:
        said.append(_tr("%n game(s) kept by an earlier version were taken back into your records.",
                        records.taken_back))
    return said


def board_names(language: str) -> dict[str, str]:
    """The shipped boards' names in `language` (the id when a board cannot be read)."""
    names = {}
    for board_id in BOARD_IDS:
        try:
            names[board_id] = builtin_board(board_id).defn.name.get(language)
        except BoardError:
            names[board_id] = board_id
    return names


def board_titles(board_id: str, language: str) -> list[tuple[int, str]]:
    """(lowest score, title) of each band of a shipped board."""
    try:
        board = builtin_board(board_id)
    except BoardError:
        return []
    return [(low, t.get(language)) for low, t in zip(board.title_mins, board.titles, strict=True)]



def _board_cell(grid: QGridLayout, row: int, text: str) -> tuple[ElidedLabel, WrapLabel]:
    """A board's name and, under it, its best: the first cell of a row of the bests."""
    name = ElidedLabel(text, max_width=220)
    name.setStyleSheet(f"color: {palette.INK}; font-size: {px(15)}px;")
    best = WrapLabel()
    best.setObjectName("subtle")
    box = QVBoxLayout()
    box.setSpacing(2)
    box.addWidget(name)
    box.addWidget(best)
    holder = QWidget()
    holder.setLayout(box)
    holder.setFixedWidth(210)
    grid.addWidget(holder, row, 0)
    return name, best

class HistoryModel(QAbstractTableModel):
    """The recorded games, one a row: date, board, mode, players, score, title.

    Rows are read from the records a page at a time as the table scrolls (Qt's
    canFetchMore/fetchMore), sorted by the database: 10,000 games open as fast as 10.
    Sorted by a column of text (board, mode, players, title), every game the filters pass
    is read at once and sorted by the text shown, in the language's order (10,000 games:
    about 0.3 to 0.6 s on a busy two-core machine).
    """

    COLUMNS = ("date", "board", "mode", "players", "score", "title")
    PAGE = 200
    TEXT_COLUMNS = frozenset({"board", "mode", "players", "title"})
    """Sorted by the text shown (every game the filters pass is read at once); the date and
    the score are sorted by the database, a page at a time."""
    FIRST_DESCENDING = frozenset({"date", "score"})
    """Columns a first click sorts best (newest, highest) first."""

    def __init__(self, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.language = language
        self.rows: list[queries.GameRecord] = []
        self.total = 0
        self.records: Records | None = None
        self.filters: tuple[str | None, str | None, str | None] = (None, None, None)
        self._sort: tuple[int, Qt.SortOrder] = (0, Qt.SortOrder.DescendingOrder)
        # Asked for hundreds of times while the table lays out: translated once.
        self.headers = (self.tr("Date"), self.tr("Board"), self.tr("Mode"), self.tr("Players"), self.tr("Score"),
                        self.tr("Title"))

    def relanguage(self, language: str) -> None:
        """Say the headers and every row again in `language`."""
        self.language = language
        self.headers = (self.tr("Date"), self.tr("Board"), self.tr("Mode"), self.tr("Players"), self.tr("Score"),
                        self.tr("Title"))
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self.headers) - 1)
        if self.rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.rows) - 1, len(self.headers) - 1))

    def set_query(self, records: Records | None, board: str | None = None, mode: str | None = None,
                  player: str | None = None) -> None:
        """Show the games of `records` that pass the filters (sqlite3 errors reach the caller)."""
        self.records = records
        self.filters = (board, mode, player)
        self._reload()

    def _page(self, records: Records, offset: int) -> list[queries.GameRecord]:
        column, order = self._sort
        return queries.history(records, *self.filters, sort=self.COLUMNS[column],
                               descending=order == Qt.SortOrder.DescendingOrder, limit=self.PAGE, offset=offset)

    def _by_text(self, records: Records, column: str, descending: bool) -> list[queries.GameRecord]:
        """Every game the filters pass, sorted by the text `column` shows (in the language's
        order; ties newest first): what is read is what is sorted, not the ids behind it."""
        rows = queries.history(records, *self.filters, sort="date", descending=True)
        collator = collator_for(self.language)
        keyed = sorted(rows, key=lambda row: collator.sortKey(self.text(row, column)), reverse=descending)
        return keyed

    def _reload(self) -> None:
        self.beginResetModel()
        try:
            column, order = self._sort
            if self.records is None:
                self.rows, self.total = [], 0
            elif self.COLUMNS[column] in self.TEXT_COLUMNS:
                self.rows = self._by_text(self.records, self.COLUMNS[column],
                                          order == Qt.SortOrder.DescendingOrder)
                self.total = len(self.rows)
            else:
                self.total = queries.count_games(self.records, *self.filters)
                self.rows = self._page(self.records, 0)
        except BaseException:
            self.rows, self.total = [], 0
            raise
        finally:
            self.endResetModel()

    def canFetchMore(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> bool:  # noqa: B008, N802
        return not parent.isValid() and len(self.rows) < self.total

    def fetchMore(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> None:  # noqa: B008, N802
        if parent.isValid() or self.records is None:
            return
        try:
            more = self._page(self.records, len(self.rows))
        except Exception:  # noqa: BLE001 - Qt asks for more while painting: nothing may escape
            more = []
        if not more:
            self.total = len(self.rows)  # the records changed or broke: stop asking
            return
        self.beginInsertRows(QModelIndex(), len(self.rows), len(self.rows) + len(more) - 1)
        self.rows.extend(more)
        self.endInsertRows()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802 (Qt override)
                   role: int = Qt.ItemDataRole.DisplayRole) -> str | int | None:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.InitialSortOrderRole:  # what the header's first click sorts by
            descending = self.COLUMNS[section] in self.FIRST_DESCENDING
            return (Qt.SortOrder.DescendingOrder if descending else Qt.SortOrder.AscendingOrder).value
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        return self.headers[section]

    def mode_name(self, mode: str) -> str:
        return {"solo": self.tr("Solo"), "pass_and_play": self.tr("Pass-and-play"),
                "scoresheet": self.tr("Scoresheet")}.get(mode, mode)

    def text(self, row: queries.GameRecord, column: str) -> str:
        if column == "date":
            return queries.local_time(row.finished_at)
        if column == "board":
            if row.own_board:
                return own_board_label(row.board_name, row.board_id, self.language)
            return shown_name(row.board_name, self.language, row.board_id) + (" \u2600" if row.daily_date else "")
        if column == "mode":
            return self.mode_name(row.mode)
        if column == "players":
            if row.table:
                return self.table_text(row)
            if len(row.seats) == 1:
                return row.seats[0].name
            return ", ".join(f"{s.name} {s.total}" for s in row.seats)
        if column == "score":
            return str(row.best.total)
        best = row.best
        return queries.text_of(best.title, self.language) if best.title else ""

    def table_text(self, row: queries.GameRecord) -> str:
        """A scoresheet's table, best first, each seat with its total; the table's winners
        said so."""
        seats = sorted(row.table, key=lambda t: (not t.winner, -t.total, -t.strokes, t.seat))
        return self.tr(", ", "between the seats of a table").join(
            (self.tr("{0} {1} (won)") if t.winner else self.tr("{0} {1}")).format(t.name, t.total)
            for t in seats)

    def data(self, index: QModelIndex | QPersistentModelIndex,
             role: int = Qt.ItemDataRole.DisplayRole) -> str | int | None:
        if not index.isValid():
            return None
        row = self.rows[index.row()]
        column = self.COLUMNS[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self.text(row, column)
        if role == Qt.ItemDataRole.ToolTipRole and column in ("players", "board"):
            text = self.text(row, column)
            if column == "board" and row.daily_date:
                text = self.tr("{0} (dream of {1})").format(text, row.daily_date)
            elif column == "board" and row.own_board:
                text = self.tr("{0}: a board of your own, played as the combination {1}").format(
                    shown_name(row.board_name, self.language, row.board_id), row.board_id)
            return tooltip(text)
        if role == Qt.ItemDataRole.TextAlignmentRole and column == "score":
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == RECORD_ID:
            return row.id
        return None

    def record_id(self, row: int) -> int | None:
        return self.rows[row].id if 0 <= row < len(self.rows) else None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if (column, order) == self._sort:
            return
        self._sort = (column, order)
        try:
            self._reload()
        except Exception:  # noqa: BLE001, S110 - the page's next refresh says what is wrong
            pass


class TitleCell(QFrame):
    """One title of one board: its name, and when it was first earned (or "not yet")."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name_label = WrapLabel()
        self.date_label = plain_label()
        self.date_label.setObjectName("subtle")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(10, 6, 10, 6)
        lay.setSpacing(2)
        lay.addWidget(self.name_label)
        lay.addWidget(self.date_label)
        self.earned = False
        self.setProperty("earned", False)

    def set_title(self, name: str, low: int, earned_on: str | None, times: int) -> None:
        self.earned = earned_on is not None
        # The title comes from a board file: the label is plain text (WrapLabel).
        self.name_label.setText(self.tr("{0} ({1} and up)").format(name, low))
        if earned_on is None:
            self.date_label.setText(self.tr("not yet"))
        else:
            self.date_label.setText(self.tr("earned {0}").format(earned_on))
        self.setToolTip(tooltip(self.tr("Earned %1 times").replace("%1", str(times))) if times else "")
        set_style_property(self, "earned", self.earned)


class RecordsPage(QWidget):
    """History, bests and titles, charts; the dream of the day on top. Fill it with `show_records`."""

    replay_requested = Signal(int)
    """A record to replay (its id): the Replay button, Enter or a double click on a row."""
    review_requested = Signal(int)
    """A record whose coach's review to open (its id): the Review button or Shift+Enter."""
    back_requested = Signal()
    play_dream_requested = Signal()
    """Start today's dream (solo, the day's board and seed)."""
    share_copied = Signal(str)

    def __init__(self, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.language = language
        self.records: Records | None = None
        self.names = board_names(language)
        self.status: queries.DreamStatus | None = None
        self._replay_available = False
        self._review_available = False
        self._opened: list[str] = []
        """What opening the records did (`open_notices`)."""
        self._hidden = 0
        """Games whose rows cannot be read, hidden."""
        self._failure = ""
        self._removed: list[Removed] = []
        """Records deleted since the page was shown, newest last: Undo puts them back."""
        top = self._build_head()
        self._build_dream()
        self._build_tabs()
        lay = QVBoxLayout(self)
        lay.setContentsMargins(24, 16, 24, 16)
        lay.setSpacing(10)
        lay.addLayout(top)
        lay.addWidget(self.notice)
        lay.addWidget(self.dream_card)
        lay.addWidget(self.tabs, 1)
        self.set_replay_available(False)

    # ------------------------------------------------------------ building
    def _build_head(self) -> QHBoxLayout:
        """The head: Back and the heading (the row, returned), and the notice under them."""
        self.back_button = QPushButton(self.tr("\u2190 Back"))
        self.back_button.setToolTip(self.tr("Back (Esc)"))
        self.back_button.clicked.connect(self.back_requested)
        heading = plain_label(self.tr("Records"))
        heading.setObjectName("heading")
        self.notice = WrapLabel()
        self.notice.setStyleSheet(f"color: {palette.THORN};")
        self.notice.hide()
        top = QHBoxLayout()
        top.addWidget(self.back_button)
        top.addSpacing(12)
        top.addWidget(heading)
        top.addStretch(1)
        return top

    def _build_dream(self) -> None:
        """The dream of the day's card: what it is, the streak, Play and Copy share text."""
        self.dream_card = QFrame()
        self.dream_card.setObjectName("card")
        self.dream_title = WrapLabel()
        self.dream_title.setObjectName("section")
        self.dream_line = WrapLabel()
        self.streak_label = plain_label()
        self.streak_label.setObjectName("count")
        self.play_dream_button = QPushButton(self.tr("Play today's dream"))
        self.play_dream_button.clicked.connect(self.play_dream_requested)
        self.share_button = QPushButton(self.tr("Copy share text"))
        self.share_button.setToolTip(self.tr("Copies the date, the board, your score and title to the clipboard"))
        self.share_button.clicked.connect(self.copy_share_text)
        dream_lay = QHBoxLayout(self.dream_card)
        dream_lay.setContentsMargins(18, 10, 18, 10)
        dream_text = QVBoxLayout()
        dream_text.setSpacing(2)
        dream_text.addWidget(self.dream_title)
        dream_text.addWidget(self.dream_line)
        dream_lay.addLayout(dream_text, 1)
        dream_lay.addWidget(self.streak_label)
        dream_lay.addSpacing(8)
        dream_lay.addWidget(self.play_dream_button)
        dream_lay.addWidget(self.share_button)

    def _fit_share_button(self) -> None:
        """One width for both texts of the share button, the wider: "Copied" must not move
        the streak beside it. Measured once styled (shown), and again when the style changes."""
        button = self.share_button
        button.ensurePolished()
        was = button.text()
        button.setMinimumWidth(0)
        button.setMaximumWidth(16777215)
        widths = []
        for text in (self.tr("Copy share text"), self.tr("Copied")):
            button.setText(text)
            widths.append(button.sizeHint().width())
        button.setText(was)
        button.setFixedWidth(max(widths))

    def _build_tabs(self) -> None:
        """The tabs: the history, and the bests and titles and the charts, filled on need."""
        # The history is what the page opens on; the other tabs are built and read from the
        # records when first shown (the page opens in a fraction of the time).
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(self._history_tab(), self.tr("History"))
        self.titles_tab = QScrollArea()
        self.titles_tab.setObjectName("results")  # no frame, no background: the style sheet
        # Text only: the keyboard scrolls it, so it is a Tab stop, named for a screen reader.
        self.titles_tab.setAccessibleName(self.tr("Bests and titles"))
        self.charts_tab = QWidget()
        self.tabs.addTab(self.titles_tab, self.tr("Bests and titles"))
        self.tabs.addTab(self.charts_tab, self.tr("Charts"))
        self.standings = StandingsTab(self.language)
        self.standings.board.currentIndexChanged.connect(self.refresh_standings)
        self.tabs.addTab(self.standings, self.tr("Table games"))
        self.tabs.setTabToolTip(3, self.tr("Wins and scores of each player in pass-and-play games and "
                                           "scoresheets kept at a table"))
        self.best_labels: dict[str, tuple[ElidedLabel, WrapLabel]] = {}
        self.title_cells: dict[tuple[str, int], TitleCell] = {}
        self.own_rows: dict[str, tuple[ElidedLabel, WrapLabel, WrapLabel]] = {}
        """The bests of the player's own boards, by fingerprint (rebuilt at each refresh)."""
        self._stale: set[int] = set()
        self.tabs.currentChanged.connect(self._tab_shown)

    def _history_tab(self) -> QWidget:
        """The History tab: the filters and the buttons over the table of finished games."""
        tab = QWidget()
        filters, actions = self._build_history_bar()
        self._build_history_table()
        lay = QVBoxLayout(tab)
        lay.setContentsMargins(0, 10, 0, 0)
        lay.addLayout(filters)
        lay.addLayout(actions)
        lay.addWidget(self.empty_label)
        lay.addWidget(self.table, 1)
        return tab

    def _build_history_bar(self) -> tuple[QHBoxLayout, QHBoxLayout]:
        """The history's two rows over the table: the filters, then the count and the buttons."""
        self.model = HistoryModel(self.language, self)
        self.board_filter = QComboBox()
        self.board_filter.addItem(self.tr("All boards"), "")
        for board_id in BOARD_IDS:
            self.board_filter.addItem(self.names[board_id], board_id)
        self.mode_filter = QComboBox()
        self.mode_filter.addItem(self.tr("All modes"), "")
        for mode in queries.MODES:
            self.mode_filter.addItem(self.model.mode_name(mode), mode)
        self.player_filter = QComboBox()
        sized(self.player_filter, max_width=220)  # wider at a larger text size
        self.player_filter.addItem(self.tr("All players"), "")
        # No caption beside them: each says what it filters, for a screen reader.
        self.board_filter.setAccessibleName(self.tr("Show the games of which board"))
        self.mode_filter.setAccessibleName(self.tr("Show the games of which mode"))
        self.player_filter.setAccessibleName(self.tr("Show the games of which player"))
        for combo in (self.board_filter, self.mode_filter, self.player_filter):
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(10)
            combo.currentIndexChanged.connect(self.refresh_history)
        self.count_label = plain_label()
        self.count_label.setObjectName("subtle")
        self.replay_button = QPushButton(self.tr("Replay"))
        self.replay_button.setToolTip(self.tr("Step through the selected game (Enter)"))
        self.replay_button.clicked.connect(self.replay_current)
        self.review_button = QPushButton(self.tr("Review"))
        self.review_button.setAccessibleName(self.tr("Review the selected game"))
        self.review_button.setToolTip(self.tr("The coach's review of the selected game: the points "
                                              "each player lost each turn (Shift+Enter)"))
        self.review_button.clicked.connect(self.review_current)
        # Two rows: the filters, then what they show and what can be done with it; one
        # row would not fit a tablet held upright.
        filters = QHBoxLayout()
        filters.addWidget(self.board_filter)
        filters.addWidget(self.mode_filter)
        filters.addWidget(self.player_filter, 1)
        actions = QHBoxLayout()
        actions.addWidget(self.count_label, 1)
        self.csv_button = QPushButton(self.tr("Export CSV\u2026"))
        self.csv_button.setToolTip(self.tr("Save the games shown as a spreadsheet file (CSV)"))
        self.csv_button.clicked.connect(self.ask_export_csv)
        actions.addWidget(self.csv_button)
        self.undo_button = QPushButton(self.tr("Undo delete"))
        self.undo_button.setAccessibleName(self.tr("Undo delete"))
        self.undo_button.setToolTip(self.tr("Put the game you deleted back into your records (Ctrl+Z)"))
        self.undo_button.clicked.connect(self.undo_delete)
        self.undo_button.hide()
        self.delete_button = QPushButton(self.tr("Delete"))
        self.delete_button.setAccessibleName(self.tr("Delete the selected game"))
        self.delete_button.setToolTip(self.tr("Delete the selected game from your records (Delete); "
                                              "Undo puts it back until you leave this page"))
        self.delete_button.clicked.connect(self.delete_current)
        actions.addWidget(self.undo_button)
        actions.addWidget(self.delete_button)
        actions.addWidget(self.review_button)
        actions.addWidget(self.replay_button)
        return filters, actions

    def _build_history_table(self) -> None:
        """The table of finished games and, in its place when there are none, the sentence."""
        table = self.table = QTableView()
        table.setAccessibleName(self.tr("Finished games"))
        table.setModel(self.model)
        table.setSortingEnabled(True)
        table.horizontalHeader().setSortIndicator(0, Qt.SortOrder.DescendingOrder)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setAlternatingRowColors(True)
        # Tab leaves the table (the arrows move in it): it goes on to the page's next control.
        table.setTabKeyNavigation(False)
        table.setAccessibleName(self.tr("Finished games"))
        table.setWordWrap(False)
        table.setTextElideMode(Qt.TextElideMode.ElideRight)
        table.verticalHeader().hide()
        table.verticalHeader().setDefaultSectionSize(28)
        header = table.horizontalHeader()
        header.setStretchLastSection(False)
        for i, width in enumerate((150, 170, 110, 220, 60, 160)):
            header.resizeSection(i, width)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        table.doubleClicked.connect(lambda index: self._replay_row(index.row()))
        table.activated.connect(lambda index: self._replay_row(index.row()))
        # Shift+Enter opens the review: a shortcut, so the table never takes it for Enter
        for key in REVIEW_KEYS:
            review = QShortcut(QKeySequence(key), self)
            review.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            review.activated.connect(self.review_current)
        table.setObjectName("records")  # styled by the app's style sheet, in the theme in use
        self.empty_label = WrapLabel(self.tr("No finished game yet: every game you finish, in any mode, "
                                             "is kept here with its score and can be looked at again."))
        self.empty_label.setObjectName("subtle")
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_label.hide()

    def _titles_tab(self) -> None:
        inner = QWidget()
        inner.setObjectName("titles")
        grid = QGridLayout(inner)
        grid.setContentsMargins(4, 10, 4, 10)
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(10)
        for r, board_id in enumerate(BOARD_IDS):
            name, best = _board_cell(grid, r, self.names[board_id])
            self.best_labels[board_id] = (name, best)
            for band in range(4):
                cell = TitleCell()
                grid.addWidget(cell, r, band + 1)
                self.title_cells[(board_id, band)] = cell
        for c in range(1, 5):
            grid.setColumnStretch(c, 1)
        self.titles_summary = plain_label()
        self.titles_summary.setObjectName("subtle")
        self.titles_note = WrapLabel(solo_only_note())
        self.titles_note.setObjectName("subtle")
        summary = QVBoxLayout()
        summary.setSpacing(2)
        summary.addWidget(self.titles_summary)
        summary.addWidget(self.titles_note)
        grid.addLayout(summary, len(BOARD_IDS), 0, 1, 5)
        self.titles_grid = grid
        self.own_heading = plain_label(self.tr("Your boards"))
        self.own_heading.setObjectName("section")
        self.own_heading.setToolTip(self.tr("Boards you made in the board editor: their games count for them "
                                            "alone, never for the board of their combination"))
        grid.addWidget(self.own_heading, len(BOARD_IDS) + 1, 0, 1, 5)
        self.own_heading.hide()
        scroll = self.titles_tab
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(inner)

    def _charts_tab(self) -> None:
        tab = self.charts_tab
        self.chart_board = QComboBox()
        for board_id in BOARD_IDS:
            self.chart_board.addItem(self.names[board_id], board_id)
        self.chart_board.currentIndexChanged.connect(self.refresh_charts)
        self.chart_board.setAccessibleName(self.tr("The board the charts show"))
        self.score_chart = ScoreChart()
        self.distribution_chart = DistributionChart()
        for chart in (self.score_chart, self.distribution_chart):
            chart.empty_text = self.tr("No solo game on this board yet.")
        self.distribution_chart.title = self.tr("Scores, how often")
        self.score_chart.y_title = self.tr("Score")
        self.distribution_chart.x_title = self.tr("Score")
        self.distribution_chart.y_title = self.tr("Games")
        self.charts_note = WrapLabel(solo_only_note())
        self.charts_note.setObjectName("subtle")
        row = QHBoxLayout()
        row.addWidget(self.chart_board)
        row.addStretch(1)
        charts = QHBoxLayout()
        charts.setSpacing(12)
        charts.addWidget(self.score_chart, 3)
        charts.addWidget(self.distribution_chart, 2)
        lay = QVBoxLayout(tab)
        lay.setContentsMargins(0, 10, 0, 0)
        lay.addLayout(row)
        lay.addWidget(self.charts_note)
        lay.addLayout(charts, 1)

    # ------------------------------------------------------------ filling
    def relanguage(self, language: str) -> None:
        """Say the page again in `language`: the board and title names, the history's rows,
        the filters, the bests and the charts (its fixed texts change with the window's)."""
        self.language = language
        self.names = board_names(language)
        self.model.relanguage(language)
        for board_id, (name, _best) in self.best_labels.items():
            name.setText(self.names[board_id])
        if hasattr(self, "chart_board"):
            for i in range(self.chart_board.count()):
                self.chart_board.setItemText(i, self.names[self.chart_board.itemData(i)])
        if self.records is not None:
            self.show_records(self.records)

    def show_records(self, records: Records) -> None:
        """Read everything the page shows from `records`."""
        self.records = records
        self._opened = open_notices(records)
        self._failure = ""
        self._guard(self._fill)
        self._show_notices()

    def _fill(self, records: Records) -> None:
        self._hidden = queries.hidden_games(records)
        self._fill_boards(records)
        self._fill_players(records)
        self.refresh_history()
        self._fill_dream(records)
        self._stale = {1, 2, 3}
        self._tab_shown(self.tabs.currentIndex())

    def _tab_shown(self, index: int) -> None:
        if index not in self._stale or self.records is None:
            return
        self._stale.discard(index)
        if index == 1:
            if not self.title_cells:
                self._titles_tab()
            self._guard(self._fill_titles)
        elif index == 2:
            first = not hasattr(self, "chart_board")
            if first:
                self._charts_tab()
            self._guard(lambda records: self._pick_chart_board(records, first))
        elif index == 3:
            self.standings.set_boards([(self.board_filter.itemText(i), self.board_filter.itemData(i))
                                       for i in range(self.board_filter.count())
                                       if self.board_filter.itemData(i) is not None])  # not the separator
            self.refresh_standings()

    def _pick_chart_board(self, records: Records, first: bool) -> None:
        """Open the charts on the board played most (under the solo rules)."""
        played = queries.personal_bests(records)
        if first and played:
            busiest = max(played.values(), key=lambda b: b.games).board_id
            self.chart_board.blockSignals(True)
            self.chart_board.setCurrentIndex(BOARD_IDS.index(busiest))
            self.chart_board.blockSignals(False)
        self.refresh_charts()

    def _guard(self, fn: Callable[[Records], object]) -> None:
        """Run a read of the records (none open: nothing to read); a database found damaged
        is replaced (one sentence) and the read runs again on the fresh one."""
        records = self.records
        if records is None:
            return
        try:
            try:
                fn(records)
            except sqlite3.DatabaseError as exc:
                if not is_damage(exc) or records.read_only:
                    raise
                self.records = records = start_afresh(records)
                self._opened = open_notices(records)
                self._show_notices()
                fn(records)
        except Exception:  # noqa: BLE001 - the page only shows: a read that fails is one sentence
            self._failure = self.tr("The records cannot be read just now; try again in a moment.")
            self._show_notices()

    def _show_notices(self) -> None:
        """Every sentence the page has to say, one a line (none: no notice)."""
        said = list(self._opened)
        if self._hidden:
            said.append(self.tr("%n record(s) could not be read and are hidden.", "", self._hidden))
        if self._failure:
            said.append(self._failure)
        self.set_notice("\n".join(said))

    def set_notice(self, text: str) -> None:
        self.notice.setText(text)
        self.notice.setVisible(bool(text))

    def _fill_boards(self, records: Records) -> None:
        """The board filter: every shipped board, then the player's own boards that have
        games, by name."""
        combo = self.board_filter
        current = combo.currentData()
        combo.blockSignals(True)
        while combo.count() > 1 + len(BOARD_IDS):
            combo.removeItem(combo.count() - 1)
        own = queries.own_boards(records)
        if own:
            combo.insertSeparator(combo.count())
            pairs = sorted(zip(own_board_labels(own, self.language), own, strict=True),
                           key=lambda pair: pair[0].casefold())
            for label, board in pairs:
                combo.addItem(label, board.fingerprint)
                combo.setItemData(combo.count() - 1, tooltip(label), Qt.ItemDataRole.ToolTipRole)
        index = combo.findData(current) if current else 0
        combo.setCurrentIndex(max(index, 0))
        combo.blockSignals(False)

    def _fill_players(self, records: Records) -> None:
        current = self.player_filter.currentData()
        self.player_filter.blockSignals(True)
        while self.player_filter.count() > 1:
            self.player_filter.removeItem(1)
        # Every name the history's filter finds (`history --player` matches the same), in
        # the player's language's order; a name only bots played under says so.
        collator = collator_for(self.language)
        for player in sorted(queries.player_names(records), key=lambda p: collator.sortKey(p.name)):
            label = self.tr("{0} (bot)").format(player.name) if player.bot else player.name
            self.player_filter.addItem(label, player.name)
            self.player_filter.setItemData(self.player_filter.count() - 1, tooltip(label),
                                           Qt.ItemDataRole.ToolTipRole)
        index = self.player_filter.findData(current) if current else 0
        self.player_filter.setCurrentIndex(max(index, 0))
        self.player_filter.blockSignals(False)

    def refresh_history(self) -> None:
        def run(records: Records) -> None:
            self.model.set_query(records, self.board_filter.currentData() or None,
                                 self.mode_filter.currentData() or None,
                                 self.player_filter.currentData() or None)
            n = self.model.total
            self.count_label.setText(self.tr("%n game(s)", "", n))
            if n:
                self.table.selectRow(0)
            self.empty_label.setVisible(n == 0 and not any(self.model.filters))
            self._update_replay_button()

        self._guard(run)

    def _fill_titles(self, records: Records) -> None:
        bests = queries.personal_bests(records)
        earned = 0
        for entry in queries.title_collection(records):
            titles = board_titles(entry.board_id, self.language)
            low, name = titles[entry.band] if entry.band < len(titles) else (0, "")
            self.title_cells[(entry.board_id, entry.band)].set_title(name, low, entry.first_date, entry.times)
            earned += entry.first_date is not None
        for board_id, (_name, label) in self.best_labels.items():
            best = bests.get(board_id)
            if best is None:
                label.setText(self.tr("not played yet"))
                continue
            label.setText(self.tr("best {0} \u00b7 {1}").format(best.total, best.local_date) + "\n"
                          + self.tr("%n game(s)", "", best.games))
        self.titles_summary.setText(self.tr("{0} of {1} titles earned (solo games)").format(
            earned, 4 * len(BOARD_IDS)))
        self._fill_own_bests(queries.own_boards(records))

    def _fill_own_bests(self, boards: list[queries.OwnBoard]) -> None:
        """A row per own board under the shipped ones: its name, its best and that best's
        title (from the board's own bands; not one of the 32 titles above)."""
        grid = self.titles_grid
        for _name, best, title in self.own_rows.values():
            for widget in (best.parentWidget(), title):  # the name and best's holder, the title
                if widget is not None:
                    grid.removeWidget(widget)
                    widget.deleteLater()
        self.own_rows = {}
        self.own_heading.setVisible(bool(boards))
        first = len(BOARD_IDS) + 2
        for r, (label, board) in enumerate(zip(own_board_labels(boards, self.language), boards, strict=True)):
            name, best = _board_cell(grid, first + r, label)
            title = WrapLabel()
            title.setObjectName("subtle")
            grid.addWidget(title, first + r, 1, 1, 4)
            games = self.tr("%n game(s)", "", board.games)
            if board.best is None:
                best.setText(games)
                title.setText(self.tr("No solo game on this board yet: bests and titles count solo games."))
            else:
                best.setText(self.tr("best {0} \u00b7 {1}").format(board.best, board.best_date) + "\n" + games)
                name_of_title = excerpt(queries.text_of(board.best_title, self.language), MAX_BOARD_NAME)
                title.setText(self.tr("Title of that best: {0}").format(name_of_title) if name_of_title else "")
            self.own_rows[board.fingerprint] = (name, best, title)

    def refresh_standings(self) -> None:
        """The Table games tab read again, for the board it shows."""
        self._guard(self.standings.fill)

    def refresh_charts(self) -> None:
        def run(records: Records) -> None:
            board_id = self.chart_board.currentData() or BOARD_IDS[0]
            bands = board_titles(board_id, self.language)
            self.score_chart.set_bands(bands)
            self.distribution_chart.set_bands(bands)
            series = queries.score_series(records, board_id, timed=True)
            self.score_chart.set_series(series)
            day = one_day([stamp for stamp, _ in series])
            self.score_chart.x_title = (self.tr("Games of {0}, oldest to newest").format(day) if day and len(series) > 1
                                        else self.tr("Games, oldest to newest"))
            self.score_chart.title = (self.tr("Score over time (line: running mean; dashed: best so far)")
                                      if len(series) > MAX_DOTS else self.tr("Score over time (dashed: best so far)"))
            self.distribution_chart.set_counts(queries.distribution(records, board_id))

        self._guard(run)

    def _fill_dream(self, records: Records) -> None:
        status = self.status = queries.dream_status(records)
        name = self.names.get(status.board_id, status.board_id)
        self.dream_title.setText(self.tr("Dream of the day \u00b7 {0} \u00b7 {1} \u00b7 seed {2}").format(
            status.day.isoformat(), name, status.seed))
        if status.played:
            title = self._title_name(status.board_id, status.best_title_band)
            line = self.tr("Played today: best score {0}").format(status.best)
            self.dream_line.setText(line + (f" \u00b7 {title}" if title else ""))
        else:
            self.dream_line.setText(self.tr("Not played yet today: everyone gets the same dice."))
        self.streak_label.setText(self.tr("%n day(s) in a row", "", status.streak))
        self.streak_label.setToolTip(self.tr("Days in a row on which you played the dream of the day"))
        self.share_button.setEnabled(status.played)

    def _title_name(self, board_id: str, band: int | None) -> str:
        titles = board_titles(board_id, self.language)
        return titles[band][1] if band is not None and 0 <= band < len(titles) else ""

    # ------------------------------------------------------------ sharing and replaying
    def share_text(self) -> str:
        """Today's dream in a few lines to paste elsewhere ("" when it was not played)."""
        status = self.status
        if status is None or not status.played:
            return ""
        name = self.names.get(status.board_id, status.board_id)
        title = self._title_name(status.board_id, status.best_title_band)
        lines = [self.tr("Daydream \u00b7 dream of {0}").format(status.day.isoformat()),
                 self.tr("{0}: {1} points").format(name, status.best) + (f" \u00b7 {title}" if title else "")]
        if status.items_total:
            lines.append(self.tr("Items: {0} {1}/{2}", "the marks of the items finished and left").format(
                queries.progress_line(status.best_items or 0, status.items_total), status.best_items,
                status.items_total))
        return "\n".join(lines)

    def copy_share_text(self) -> None:
        text = self.share_text()
        if not text:
            return
        from PySide6.QtGui import QGuiApplication

        QGuiApplication.clipboard().setText(text)
        self.share_button.setText(self.tr("Copied"))
        # tied to the button: a page closed meanwhile takes the timer with it
        QTimer.singleShot(SHOW_COPIED_MS, self.share_button,
                          lambda: self.share_button.setText(self.tr("Copy share text")))
        self.share_copied.emit(text)

    def ask_export_csv(self) -> None:
        """Ask where (the last export's folder, else the player's Documents), then export."""
        from PySide6.QtWidgets import QFileDialog

        from daydream_qt.ui.widgets.saved_files import start_folder

        suggested = str(start_folder("document") / "daydream-history.csv")
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the history"), suggested,
                                              self.tr("CSV files (*.csv)"))
        if path:
            self.export_csv(path)

    def export_csv(self, path: str) -> bool:
        """Write the games the filters show to `path` as CSV; a failure is one sentence, and
        once written the window's status bar says where it went."""
        from daydream_qt.records.csv_export import write_history_csv
        from daydream_qt.ui.widgets.plain import message

        board, mode, player = self.model.filters
        if self.records is None:  # nothing open: nothing to export (the button is disabled)
            return False
        try:
            write_history_csv(self.records, path, board=board, mode=mode, player=player, language=self.language)
        except Exception as exc:  # noqa: BLE001 - SaveError, OSError, sqlite3.Error: one sentence
            message(self, self.tr("Export the history"),
                    self.tr("The history could not be saved: {0}").format(str(exc) or type(exc).__name__))
            return False
        from pathlib import Path

        from daydream_qt.ui.widgets import saved_files

        saved_files.remember(Path(path))
        saved_files.say_saved(self, self.tr("The history was exported to {0}")
                              .format(saved_files.path_text(Path(path))))
        return True

    def set_replay_available(self, on: bool) -> None:
        """Show the Replay button only when something replays games (no dead buttons)."""
        self._replay_available = on
        self._update_replay_button()

    def set_review_available(self, on: bool) -> None:
        """Show the Review button only when something opens a review (no dead buttons)."""
        self._review_available = on
        self._update_replay_button()

    def _update_replay_button(self) -> None:
        self.replay_button.setVisible(self._replay_available)
        self.replay_button.setEnabled(self.model.rowCount() > 0)
        self.review_button.setVisible(self._review_available)
        self.review_button.setEnabled(self.model.rowCount() > 0)
        self.csv_button.setEnabled(self.model.rowCount() > 0)
        writable = self.records is not None and not self.records.read_only
        self.delete_button.setEnabled(writable and self.model.rowCount() > 0)
        self.undo_button.setVisible(writable and bool(self._removed))

    # ------------------------------------------------------------ deleting
    def delete_current(self) -> None:
        """Delete the selected record at once; Undo puts it back while the page is shown."""
        index = self.table.currentIndex()
        record_id = self.model.record_id(index.row() if index.isValid() else -1)
        if record_id is None or self.records is None or self.records.read_only:
            return
        row = index.row()

        def run(records: Records) -> None:
            removed = take_out(records, record_id)
            if removed is not None:
                self._removed.append(removed)
            self._fill(records)
            if self.model.rowCount():
                self.table.selectRow(min(row, self.model.rowCount() - 1))

        self._guard(run)
        self._show_notices()
        self._update_replay_button()

    def undo_delete(self) -> None:
        """Put the last deleted record back, every column as it was."""
        if not self._removed or self.records is None or self.records.read_only:
            return
        removed = self._removed[-1]

        def run(records: Records) -> None:
            put_back(records, removed)
            self._removed.pop()
            self._fill(records)

        self._guard(run)
        self._show_notices()
        self._update_replay_button()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        self._fit_share_button()
        super().showEvent(event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() in (QEvent.Type.StyleChange, QEvent.Type.FontChange) and self.isVisible():
            self._fit_share_button()
        super().changeEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 (Qt override)
        # The page is left: what was deleted stays deleted (it was, at once), Undo is gone.
        self._removed.clear()
        self.undo_button.hide()
        super().hideEvent(event)

    def replay_current(self) -> None:
        index = self.table.currentIndex()
        self._replay_row(index.row() if index.isValid() else 0)

    def _replay_row(self, row: int) -> None:
        record_id = self.model.record_id(row)
        if self._replay_available and record_id is not None:
            self.replay_requested.emit(record_id)

    def review_current(self) -> None:
        """The coach's review of the game chosen in the history (the first one if none is)."""
        index = self.table.currentIndex()
        record_id = self.model.record_id(index.row() if index.isValid() else 0)
        if self._review_available and record_id is not None:
            self.review_requested.emit(record_id)

    def event(self, event: QEvent) -> bool:  # Qt override
        # The window's Ctrl+Z (undo a move) would take the key first: while a deleted
        # record can be put back, the page keeps Ctrl+Z for itself.
        if (event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) and self._removed
                and event.matches(QKeySequence.StandardKey.Undo)):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        if event.key() == Qt.Key.Key_Escape:
            self.back_requested.emit()
            return
        if event.matches(QKeySequence.StandardKey.Delete) or event.key() == Qt.Key.Key_Backspace:
            self.delete_current()  # the table passes the key on: it edits nothing
            return
        if event.matches(QKeySequence.StandardKey.Undo):
            self.undo_delete()
            return
        super().keyPressEvent(event)
