"""The window's side of the replay and the coach's review.

`install(window)` adds File > Replay a game… (after the first frame, with the other
commands) and gives the Records page its Replay; `attach_end_screen(window, screen)` connects
the end screen's Replay and Review my game. The pages are built on first use; Back on
either returns to the page it was opened from. A file is opened through the same checks as
File > Open (engine/savefile.py): a file that is no game gets one sentence and changes
nothing, and the game being played is never touched.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication


def _t(text: str) -> str:
    return QCoreApplication.translate("Replay", text)


def install(window: Any) -> None:
    """File > Replay a game…, placed after Open recent; and the Records page's Replay."""
    from PySide6.QtGui import QAction

    action = QAction(_t("Re&play a game\u2026"), window)
    action.setToolTip(_t("Step through a saved game turn by turn"))
    action.triggered.connect(lambda: ask_replay_file(window))
    menu = window.files.menu
    recent = window.files.recent_menu.menuAction()
    actions = menu.actions()
    after = actions.index(recent) + 1 if recent in actions else len(actions)
    if after < len(actions):
        menu.insertAction(actions[after], action)
    else:
        menu.addAction(action)
    window.replay_action = action
    window.records.set_replay_handler(lambda record_id: replay_record(window, record_id))


def attach_end_screen(window: Any, screen: Any) -> None:
    screen.replay_button.clicked.connect(lambda: replay_current(window))
    screen.review_button.clicked.connect(lambda: review_current(window))


# ------------------------------------------------------------ the pages


def replay_page(window: Any):
    page = getattr(window, "_replay_page", None)
    if page is None:
        from daydream_qt.ui.pages.replay_page import ReplayPage

        page = window._replay_page = ReplayPage(window.language, window.pages)
        page.back_requested.connect(lambda: _back(window, page))
        page.review_requested.connect(lambda: review_game(window, page.source))
        window.pages.addWidget(page)
    return page


def review_page(window: Any):
    page = getattr(window, "_review_page", None)
    if page is None:
        from daydream_qt.ui.pages.review_page import ReviewPage

        page = window._review_page = ReviewPage(window.language, window.pages)
        page.back_requested.connect(lambda: _back(window, page))
        page.show_me.connect(lambda turn: replay_game(window, page.game, plans=turn))
        page.replay_requested.connect(lambda: replay_game(window, page.game))
        window.pages.addWidget(page)
    return page


def _open(window: Any, page: Any) -> None:
    window.navigator.push(page)


def _back(window: Any, page: Any) -> None:
    if page is getattr(window, "_review_page", None):
        page.cancel()
    window.navigator.back()


def replay_game(window: Any, game: Any, turn: int | None = None, plans: Any = None) -> None:
    """Step through `game` (only read); `plans` (a reviewed turn) opens at that turn with
    the plan played and the best plan drawn."""
    if game is None:
        return
    page = replay_page(window)
    page.source = game
    if plans is not None:
        page.show_plans(game, plans)
    else:
        page.show_game(game, turn)
    _open(window, page)
    page.slider.setFocus()


def review_game(window: Any, game: Any) -> None:
    """The coach's review of a finished `game`; the same game's review is kept, not redone."""
    if game is None or not game.over:
        return
    page = review_page(window)
    same = page.game is not None and page.game.log == game.log and page.game.seed == game.seed
    if not (same and (page.review is not None or page.runner.busy)):
        page.start(game)
    _open(window, page)
    page.chart.setFocus()


def replay_current(window: Any) -> None:
    replay_game(window, window.controller.game)


def review_current(window: Any) -> None:
    review_game(window, window.controller.game)


# ------------------------------------------------------------ files and records


def ask_replay_file(window: Any) -> None:
    from PySide6.QtWidgets import QFileDialog

    from daydream_qt.paths import data_dir

    path, _ = QFileDialog.getOpenFileName(window, _t("Replay a saved game"), str(data_dir() / "saves"),
                                          _t("Daydream games (*.daydream)"))
    if path:
        replay_file(window, path)


def replay_file(window: Any, path: str) -> bool:
    """Replay the game in `path`; a file that is no game is one sentence, nothing changes."""
    from daydream_qt.engine.savefile import LoadError, load_game
    from daydream_qt.ui.widgets import plain

    try:
        loaded = load_game(path)
    except LoadError as exc:
        from daydream_qt.ui.core.board_words import load_error_text

        plain.message(window, _t("Cannot replay this file"), load_error_text(exc))
        return False
    replay_game(window, loaded.game)
    return True


def replay_record(window: Any, record_id: int) -> bool:
    """Replay a game of the records; a damaged record is one sentence, as a damaged file."""
    from daydream_qt.engine.savefile import LoadError, loads_game
    from daydream_qt.records.db import RecordsError
    from daydream_qt.records.store import load_saved_game
    from daydream_qt.ui.widgets import plain
    try:
        text = load_saved_game(record_id, window.records.records())
        game = loads_game(text).game
    except RecordsError as exc:
        plain.message(window, _t("Cannot replay this game"), str(exc))
        return False
    except KeyError:
        plain.message(window, _t("Cannot replay this game"), _t("This game is no longer in your records."))
        return False
    except LoadError as exc:
        from daydream_qt.ui.core.board_words import load_error_text

        plain.message(window, _t("Cannot replay this game"), load_error_text(exc))
        return False
    replay_game(window, game)
    return True
