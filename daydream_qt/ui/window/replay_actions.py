"""The window's side of the replay and the coach's review.

`ReplayFeature.install()` adds File > Replay a game… (after the first frame, with the other
commands) and `attach_end_screen(screen)` connects the end screen's Replay and Review my
game; the window gives the Records page its Replay and Review (`replay_record`,
`review_record`). The pages are built
on first use and pushed on the window's navigator: Back on either returns to the page it
was opened from. A file is opened through the same checks as File > Open
(engine/savefile.py): a file that is no game gets one sentence and changes nothing, and
the game being played is never touched.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from PySide6.QtGui import QAction

    from daydream_qt.bots.review import TurnReview
    from daydream_qt.engine import Game
    from daydream_qt.records.db import Records
    from daydream_qt.ui.pages.end_screen import EndScreen
    from daydream_qt.ui.pages.replay_page import ReplayPage
    from daydream_qt.ui.pages.review_page import ReviewPage
    from daydream_qt.ui.window.hosts import PagesHost


def _t(text: str) -> str:
    return QCoreApplication.translate("Replay", text)


class ReplayFeature:
    """The replay and review pages of one window, and the commands that open them."""

    def __init__(self, window: PagesHost, records: Callable[[], Records | None]) -> None:
        self.window = window
        self._records = records
        """The window's open records (None, with a sentence shown, when they cannot be)."""
        self._replay_page: ReplayPage | None = None
        self._review_page: ReviewPage | None = None
        self.action: QAction | None = None
        """File > Replay a game… (made after the first frame)."""

    def install(self) -> None:
        """File > Replay a game…, placed after Open recent."""
        from PySide6.QtGui import QAction

        window = self.window
        action = self.action = QAction(_t("Re&play a game\u2026"), window.window())
        action.setToolTip(_t("Step through a saved game turn by turn"))
        action.triggered.connect(lambda: self.ask_replay_file())
        menu = window.files.menu
        recent = window.files.recent_menu.menuAction()
        actions = menu.actions()
        after = actions.index(recent) + 1 if recent in actions else len(actions)
        if after < len(actions):
            menu.insertAction(actions[after], action)
        else:
            menu.addAction(action)

    def attach_end_screen(self, screen: EndScreen) -> None:
        screen.replay_button.clicked.connect(lambda: self.replay_current())
        screen.review_button.clicked.connect(lambda: self.review_current())

    # ------------------------------------------------------------ the pages

    @property
    def built_replay_page(self) -> ReplayPage | None:
        """The replay page if it was built (None: never shown)."""
        return self._replay_page

    @property
    def built_review_page(self) -> ReviewPage | None:
        """The review page if it was built (None: never shown)."""
        return self._review_page

    @property
    def replay_page(self) -> ReplayPage:
        """The replay page, built on first use."""
        if self._replay_page is None:
            from daydream_qt.ui.board.replay_view import game_view_shape
            from daydream_qt.ui.pages.replay_page import ReplayPage

            window = self.window
            page = self._replay_page = ReplayPage(window.language, window.pages)
            # the shelf as the game's view lays it out in this window, not for the replay's own shape
            page.board_view.shape = lambda: game_view_shape(window.game_page, window.game_page.view, page.size())
            page.back_requested.connect(window.navigator.back)
            page.review_requested.connect(lambda: self.review_game(page.source, page.seat_box.currentIndex()))
            window.navigator.add(page)
        return self._replay_page

    @property
    def review_page(self) -> ReviewPage:
        """The review page, built on first use."""
        if self._review_page is None:
            from daydream_qt.ui.pages.review_page import ReviewPage

            window = self.window
            page = self._review_page = ReviewPage(window.language, window.pages)
            page.back_requested.connect(self._review_back)
            page.show_me.connect(lambda turn: self.replay_game(page.game, plans=turn))
            page.replay_requested.connect(lambda: self.replay_game(page.game))
            window.navigator.add(page)
        return self._review_page

    def _review_back(self) -> None:
        if self._review_page is not None:
            self._review_page.cancel()
        self.window.navigator.back()

    def replay_game(self, game: Game | None, turn: int | None = None, plans: TurnReview | None = None) -> None:
        """Step through `game` (only read); `plans` (a reviewed turn) opens at that turn with
        the plan played and the best plan drawn."""
        if game is None:
            return
        page = self.replay_page
        page.source = game
        if plans is not None:
            page.show_plans(game, plans)
        else:
            page.show_game(game, turn)
        self.window.navigator.push(page)
        page.slider.setFocus()

    def review_game(self, game: Game | None, seat: int | None = None) -> None:
        """The coach's review of a finished `game`, `seat`'s first when it is a person's
        (else the person who did best); the same game's reviews are kept, not redone."""
        if game is None or not game.over:
            return
        page = self.review_page
        same = (page.game is not None and page.game.log == game.log and page.game.seed == game.seed
                and page.game.seats == game.seats)
        if same:
            page.resume(seat)
        else:
            page.start(game, seat)
        self.window.navigator.push(page)
        page.chart.setFocus()

    def replay_current(self) -> None:
        self.replay_game(self.window.controller.game)

    def review_current(self) -> None:
        """The review of the game just finished, of the sheet the end screen shows."""
        c = self.window.controller
        self.review_game(c.game, c.viewed)

    # ------------------------------------------------------------ files and records

    def ask_replay_file(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        from daydream_qt.ui.window.file_actions import saves_folder

        path, _ = QFileDialog.getOpenFileName(self.window.window(), _t("Replay a saved game"), str(saves_folder()),
                                              _t("Daydream games (*.daydream)"))
        if path:
            self.replay_file(path)

    def replay_file(self, path: str) -> bool:
        """Replay the game in `path`; a file that is no game is one sentence, nothing changes."""
        from daydream_qt.engine.savefile import LoadError, load_game
        from daydream_qt.ui.widgets import plain

        try:
            loaded = load_game(path)
        except LoadError as exc:
            from daydream_qt.ui.core.board_words import load_error_text
            from daydream_qt.ui.window.file_actions import file_name

            text, name = load_error_text(exc), file_name(path)
            if name and name not in text:  # which file is no game
                text = _t("{0} cannot be replayed. {1}").format(name, text)
            plain.message(self.window.window(), _t("Cannot replay this file"), text)
            return False
        self.replay_game(loaded.game)
        return True

    def replay_record(self, record_id: int) -> bool:
        """Replay a game of the records; a damaged record is one sentence, as a damaged file."""
        game = self._record_game(record_id, _t("Cannot replay this game"))
        if game is None:
            return False
        self.replay_game(game)
        return True

    def review_record(self, record_id: int) -> bool:
        """The coach's review of a game of the records (every record is a finished game);
        a damaged record is one sentence."""
        game = self._record_game(record_id, _t("Cannot review this game"))
        if game is None:
            return False
        self.review_game(game)
        return True

    def _record_game(self, record_id: int, title: str) -> Game | None:
        """The game of a record, or None with one sentence under `title` shown."""
        from daydream_qt.engine.savefile import LoadError, loads_game
        from daydream_qt.records.db import RecordsError
        from daydream_qt.records.store import load_saved_game
        from daydream_qt.ui.widgets import plain

        try:
            text = load_saved_game(record_id, self._records())
            return loads_game(text).game
        except RecordsError as exc:
            plain.message(self.window.window(), title, str(exc))
        except KeyError:
            plain.message(self.window.window(), title, _t("This game is no longer in your records."))
        except LoadError as exc:
            from daydream_qt.ui.core.board_words import load_error_text

            plain.message(self.window.window(), title, load_error_text(exc))
        return None
