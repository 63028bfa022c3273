"""What the window's features ask of the window that owns them (`MainWindow` is the one).

Written out here, as typed protocols, so that a feature never refers up to the window:
each feature module imports this module, and the window imports the features. Members
are the window's public ones; a feature that needs more says so here, not by reading the
window's private attributes.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from PySide6.QtGui import QAction, QPixmap, QShortcut
    from PySide6.QtWidgets import QMenu, QMenuBar, QStackedWidget

    from daydream_qt.engine import Game, SeatInfo
    from daydream_qt.ui.core.controller import GameController
    from daydream_qt.ui.core.game_setup import GameSetup
    from daydream_qt.ui.core.settings import Settings
    from daydream_qt.ui.core.table_flow import TableFlow
    from daydream_qt.ui.pages.end_screen import EndScreen
    from daydream_qt.ui.pages.game_page import GamePage
    from daydream_qt.ui.pages.handover import HandoverPage
    from daydream_qt.ui.pages.start_page import StartPage
    from daydream_qt.ui.window.file_actions import FileActions
    from daydream_qt.ui.window.navigator import Navigator
    from daydream_qt.ui.window.record_keeper import RecordKeeper


class WindowHost(Protocol):
    """The window as every feature sees it: its game, its pages, its menus, its sentences."""

    controller: GameController
    settings: Settings
    language: str
    files: FileActions
    pages: QStackedWidget
    navigator: Navigator
    game_page: GamePage
    view_menu: QMenu
    help_menu: QMenu

    def show_notice(self, text: str) -> None: ...

    def show_start_page(self) -> None: ...

    def solo_seat(self) -> SeatInfo: ...

    def start_setup(self, setup: GameSetup) -> Game: ...

    def start_game(self, game: Game, file: Path | None = None, saved_log: list | None = None,
                   suggestion: Path | None = None) -> None: ...

    def save_settings(self) -> None: ...

    def menuBar(self) -> QMenuBar: ...  # noqa: N802 (Qt's name)

    def addAction(self, action: QAction) -> None: ...  # noqa: N802 (Qt's name)


class RecordsHost(WindowHost, Protocol):
    """The records also hand finished games to the window's record keeper."""

    @property
    def record_keeper(self) -> RecordKeeper: ...


class HelpHost(WindowHost, Protocol):
    """The help also reads the window's shortcuts, to list them."""

    def findChildren(self, kind: type[QShortcut]) -> list[QShortcut]: ...  # noqa: N802 (Qt's name)


class LiveHost(Protocol):
    """What a new theme or language changes in the window (`live_settings`)."""

    controller: GameController
    settings: Settings
    language: str
    flow: TableFlow
    files: FileActions
    game_page: GamePage
    navigator: Navigator

    @property
    def built_start_page(self) -> StartPage | None: ...

    @property
    def built_handover(self) -> HandoverPage | None: ...

    @property
    def built_end_screen(self) -> EndScreen | None: ...

    def board_picture(self, width: int = 1100) -> QPixmap | None: ...

    def refresh_status(self) -> None: ...

    def refresh_continue(self) -> None: ...


class SpokenHost(Protocol):
    """What a screen reader hears of the window (`accessibility`)."""

    controller: GameController
    flow: TableFlow
    game_page: GamePage
