"""The window's side of the records: record each finished game, and show the Records page.

`RecordsFeature` is made with the window and holds what the records need of it: the open
records, the Records page, the replay handler and the game that ended in this window.
`install()` adds View > Records (after the first frame, with the other commands);
`attach_start_page` and `attach_end_screen` connect those pages' Records and Dream of the
day buttons; `record_finished(game)` hands a game shown on the end screen to the window's
record keeper (`record_keeper.py`), which records it off the GUI thread, and
`follow_keeper` shows what the keeper says. Nothing here is imported at start but this
module itself, which imports nothing at all: Qt's classes, the database, the page and the
charts load on first use.

A replay page connects itself with `set_replay_handler(handler, review)`: until one does,
the Records page shows no Replay button (nor Review, without `review`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import datetime as dt
    from collections.abc import Callable

    from PySide6.QtGui import QAction

    from daydream_qt.engine import Event, Game
    from daydream_qt.records.db import Records
    from daydream_qt.records.store import TableSeat
    from daydream_qt.ui.pages.end_screen import EndScreen
    from daydream_qt.ui.pages.records_page import RecordsPage
    from daydream_qt.ui.pages.start_page import StartPage
    from daydream_qt.ui.window.hosts import RecordsHost
    from daydream_qt.ui.window.record_keeper import RecordKeeper


def _t(text: str) -> str:
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate("Records", text)


class RecordsFeature:
    """The records of one window: opened, shown and kept up to date."""

    def __init__(self, window: RecordsHost) -> None:
        self.window = window
        self.opened: Records | None = None
        """The window's open records (None: not opened yet, or moved aside since)."""
        self._page: RecordsPage | None = None
        self.replay_handler: Callable[[int], object] | None = None
        """Replays a record by its id; the Records page shows Replay once there is one."""
        self.review_handler: Callable[[int], object] | None = None
        """Opens the coach's review of a record by its id; the page shows Review with it."""
        self.ended_here: Game | None = None
        """The last game that ended in this window (not one opened finished from a file)."""
        self.action: QAction | None = None
        """View > Records (made after the first frame)."""
        self.on_end_screen: Game | None = None
        """The finished game the end screen shows (the one its table's ranking is of)."""

    def install(self) -> None:
        """View > Records (Ctrl+Shift+R), and follow the game to tell a game that ended here
        from a finished game opened from a file."""
        from PySide6.QtCore import Qt
        from PySide6.QtGui import QAction, QKeySequence

        window = self.window
        parent = window.window()
        action = self.action = QAction(_t("&Records\u2026"), parent)
        action.setShortcut(QKeySequence("Ctrl+Shift+R"))
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.triggered.connect(lambda: self.show_records())
        window.view_menu.addAction(action)
        parent.addAction(action)  # the shortcut works with the menu bar hidden too
        dream = QAction(_t("&Dream of the day"), parent)
        dream.triggered.connect(lambda: self.start_dream())
        window.view_menu.addAction(dream)
        window.controller.state_changed.connect(self._follow)

    def _follow(self, events: list[Event]) -> None:
        if any(e.kind == "game_ended" for e in events):
            self.ended_here = self.window.controller.game

    def attach_start_page(self, page: StartPage) -> None:
        page.records_button.clicked.connect(lambda: self.show_records())
        page.dream_button.clicked.connect(lambda: self.start_dream())

    def attach_end_screen(self, screen: EndScreen) -> None:
        screen.records_button.clicked.connect(lambda: self.show_records())
        card = screen.table_ranking
        card.edited.connect(lambda: self.record_table(self.on_end_screen, card.table()))

    def record_table(self, game: Game | None, table: tuple[TableSeat, ...]) -> None:
        """Record the table of a scoresheet game as its players said it on the end screen,
        with the game or in place of its record's table: each change is written, in one
        transaction, so the record always holds its game and the latest table."""
        if game is None or not game.over or len(table) < 2:
            return
        self.window.record_keeper.set_table(game, table)

    # ------------------------------------------------------------ the database

    def records(self) -> Records | None:
        """The window's open records (opened on first use); None with a sentence shown when
        they cannot be opened at all."""
        if self.opened is not None:
            return self.opened
        from daydream_qt.records.db import RecordsError, open_records

        try:
            opened = open_records()
        except RecordsError as exc:
            # The sentence says why (a folder that cannot be made, ...): "cannot be opened" once.
            self.window.show_notice(_t("Your records cannot be opened. {0}").format(str(exc)))
            return None
        self.opened = opened
        from daydream_qt.ui.pages.records_page import open_notices

        said = open_notices(opened)  # set aside, read-only (and why), games taken back
        if said:
            self.window.show_notice(" ".join(said))
        return opened

    def record_finished(self, game: Game | None) -> None:
        """Record `game` once the end screen is on screen (the end screen may show it again
        later: a game is recorded once). The window's record keeper does it off the GUI
        thread; the Records page follows when the record has committed."""
        if game is None or not game.over:
            return
        self.on_end_screen = game
        self.window.record_keeper.finished(game, self._finished_at(game))

    def _finished_at(self, game: Game) -> dt.datetime | None:
        """When the game ended: now when it ended in this window, else when its file was saved."""
        import datetime as dt

        if self.ended_here is game:
            return None
        path = self.window.files.path
        if path is None:
            return None
        from daydream_qt.engine import jsonfile
        from daydream_qt.engine.savefile import MAX_SAVE_BYTES

        try:
            saved = jsonfile.read_json_file(path, MAX_SAVE_BYTES).get("saved_at")
            when = dt.datetime.fromisoformat(saved)
        except (jsonfile.JsonFileError, AttributeError, TypeError, ValueError):
            return None
        return when if when.tzinfo is not None else when.replace(tzinfo=dt.UTC)

    def follow_keeper(self, keeper: RecordKeeper) -> None:
        """Show what the record keeper says, and the Records page as it changes."""
        keeper.problem.connect(self.window.show_notice)
        keeper.kept_aside.connect(self._kept_aside)
        keeper.recorded.connect(lambda key: self._refresh_page())

    def _kept_aside(self, name: str) -> None:
        # The window's own connection is to the file that was moved: opened afresh on next use.
        if self.opened is not None:
            self.opened.close()
            self.opened = None
        self.window.show_notice(_t("Your records could not be read; they were kept as {0} and a "
                                   "fresh history was started.").format(name))

    def _refresh_page(self) -> None:
        page = self._page
        if page is None or self.window.navigator.current is not page:
            return
        opened = self.records()
        if opened is not None:
            page.show_records(opened)

    # ------------------------------------------------------------ the page

    @property
    def built_page(self) -> RecordsPage | None:
        """The Records page if it was built (None: never shown)."""
        return self._page

    @property
    def page(self) -> RecordsPage:
        """The Records page, built on first use."""
        if self._page is None:
            from daydream_qt.ui.pages.records_page import RecordsPage

            window = self.window
            page = self._page = RecordsPage(window.language, window.pages)
            page.back_requested.connect(window.navigator.back)
            page.play_dream_requested.connect(lambda: self.start_dream())
            if self.replay_handler is not None:
                page.replay_requested.connect(self.replay_handler)
                page.set_replay_available(True)
            if self.review_handler is not None:
                page.review_requested.connect(self.review_handler)
                page.set_review_available(True)
            window.navigator.add(page)
        return self._page

    def set_replay_handler(self, handler: Callable[[int], object],
                           review: Callable[[int], object] | None = None) -> None:
        """`handler(record_id)` replays a record, `review(record_id)` opens its review; the
        Records page then shows its Replay (and Review) button."""
        self.replay_handler = handler
        self.review_handler = review
        if self._page is not None:
            self._page.replay_requested.connect(handler)
            self._page.set_replay_available(True)
            if review is not None:
                self._page.review_requested.connect(review)
                self._page.set_review_available(True)

    def show_records(self) -> None:
        """Show the Records page; Back returns to the page it was opened from."""
        opened = self.records()
        if opened is None:
            return
        page = self.page
        page.show_records(opened)
        self.window.navigator.push(page)
        page.table.setFocus()
        self.window.record_keeper.retry()  # games waiting for their record: the records may be free now

    def start_dream(self) -> None:
        """A solo game of today's dream: the day's board and seed."""
        from daydream_qt.engine import Mode
        from daydream_qt.records.daily import daily_board, daily_seed, today
        from daydream_qt.ui.core.game_setup import GameSetup

        window = self.window
        if not window.files.keep_current():
            return
        day = today()
        window.start_setup(GameSetup(daily_board(day), Mode.SOLO, (window.solo_seat(),), daily_seed(day)))
