"""The window's side of the records: record each finished game, and show the Records page.

`install(window)` adds View > Records (after the first frame, with the other commands);
`attach_start_page` and `attach_end_screen` connect those pages' Records and Dream of the
day buttons; `record_finished(window, game)` hands a game shown on the end screen to the
window's record keeper (`record_keeper.py`), which records it off the GUI thread, and
`follow_keeper` shows what the keeper says. Nothing here is imported at start but this
module itself, which imports nothing at all: Qt's classes, the database, the page and the
charts load on first use.

A replay page connects itself with `set_replay_handler(window, handler)`: until one does,
the Records page shows no Replay button.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import datetime as dt
    from collections.abc import Callable


def _t(text: str) -> str:
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate("Records", text)


def install(window: Any) -> None:
    """View > Records (Ctrl+Shift+R), and follow the game to tell a game that ended here
    from a finished game opened from a file."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QAction, QKeySequence

    action = QAction(_t("&Records\u2026"), window)
    action.setShortcut(QKeySequence("Ctrl+Shift+R"))
    action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    action.triggered.connect(lambda: show_records(window))
    window.view_menu.addAction(action)
    window.addAction(action)  # the shortcut works with the menu bar hidden too
    window.records_action = action
    dream = QAction(_t("&Dream of the day"), window)
    dream.triggered.connect(lambda: start_dream(window))
    window.view_menu.addAction(dream)
    window.controller.state_changed.connect(lambda events: _follow(window, events))


def _follow(window: Any, events: list) -> None:
    if any(e.kind == "game_ended" for e in events):
        window._records_ended_here = window.controller.game


def attach_start_page(window: Any, page: Any) -> None:
    page.records_button.clicked.connect(lambda: show_records(window))
    page.dream_button.clicked.connect(lambda: start_dream(window))


def attach_end_screen(window: Any, screen: Any) -> None:
    screen.records_button.clicked.connect(lambda: show_records(window))


# ------------------------------------------------------------ the database


def records(window: Any):
    """The window's open records (opened on first use); None with a sentence shown when
    they cannot be opened at all."""
    opened = getattr(window, "_records", None)
    if opened is not None:
        return opened
    from daydream_qt.records.db import RecordsError, open_records

    try:
        opened = open_records()
    except RecordsError as exc:
        # The sentence says why (a folder that cannot be made, ...): "cannot be opened" once.
        window.show_notice(_t("Your records cannot be opened. {0}").format(str(exc)))
        return None
    window._records = opened
    from daydream_qt.ui.pages.records_page import open_notices

    said = open_notices(opened)  # set aside, read-only (and why), games taken back
    if said:
        window.show_notice(" ".join(said))
    return opened


def record_finished(window: Any, game: Any) -> None:
    """Record `game` once the end screen is on screen (the end screen may show it again
    later: a game is recorded once). The window's record keeper does it off the GUI
    thread; the Records page follows when the record has committed."""
    if game is None or not game.over:
        return
    window.record_keeper.finished(game, _finished_at(window, game))


def _finished_at(window: Any, game: Any) -> dt.datetime | None:
    """When the game ended: now when it ended in this window, else when its file was saved."""
    import datetime as dt

    if getattr(window, "_records_ended_here", None) is game:
        return None
    path = getattr(window.files, "path", None)
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


def follow_keeper(window: Any, keeper: Any) -> None:
    """Show what the record keeper says, and the Records page as it changes."""
    keeper.problem.connect(window.show_notice)
    keeper.kept_aside.connect(lambda name: _kept_aside(window, name))
    keeper.recorded.connect(lambda key: _refresh_page(window))


def _kept_aside(window: Any, name: str) -> None:
    # The window's own connection is to the file that was moved: opened afresh on next use.
    opened = getattr(window, "_records", None)
    if opened is not None:
        opened.close()
        window._records = None
    window.show_notice(_t("Your records could not be read; they were kept as {0} and a fresh "
                          "history was started.").format(name))


def _refresh_page(window: Any) -> None:
    page = getattr(window, "_records_page", None)
    if page is None or window.pages.currentWidget() is not page:
        return
    opened = records(window)
    if opened is not None:
        page.show_records(opened)


# ------------------------------------------------------------ the page


def records_page(window: Any):
    """The Records page, built on first use."""
    page = getattr(window, "_records_page", None)
    if page is None:
        from daydream_qt.ui.pages.records_page import RecordsPage

        page = window._records_page = RecordsPage(window.language, window.pages)
        page.back_requested.connect(window.navigator.back)
        page.play_dream_requested.connect(lambda: start_dream(window))
        handler = getattr(window, "_records_replay", None)
        if handler is not None:
            page.replay_requested.connect(handler)
            page.set_replay_available(True)
        window.pages.addWidget(page)
    return page


def set_replay_handler(window: Any, handler: Callable[[int], None]) -> None:
    """`handler(record_id)` replays a record; the Records page then shows its Replay button."""
    window._records_replay = handler
    page = getattr(window, "_records_page", None)
    if page is not None:
        page.replay_requested.connect(handler)
        page.set_replay_available(True)


def show_records(window: Any) -> None:
    """Show the Records page; Back returns to the page it was opened from."""
    opened = records(window)
    if opened is None:
        return
    page = records_page(window)
    page.show_records(opened)
    window.navigator.push(page)
    page.table.setFocus()
    window.record_keeper.retry()  # games waiting for their record: the records may be free now



def start_dream(window: Any) -> None:
    """A solo game of today's dream: the day's board and seed."""
    from daydream_qt.engine import Mode
    from daydream_qt.records.daily import daily_board, daily_seed, today
    from daydream_qt.ui.core.game_setup import GameSetup

    if not window.files.keep_current():
        return
    day = today()
    window.start_setup(GameSetup(daily_board(day), Mode.SOLO, (window._solo_seat(),), daily_seed(day)))
