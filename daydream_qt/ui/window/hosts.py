"""What the window's features ask of the window that owns them (`MainWindow` is the one).

Written out here, as typed protocols, so that a feature never refers up to the window:
each feature module imports this module, and the window imports the features. Members
are the window's public ones; a feature that needs more says so here, not by reading the
window's private attributes. `file_actions.FileHost`, `export_actions.ExportHost` and
`crash.CrashHost` are written beside the one feature that uses each.

Every host has Qt's `window()`: the window's own widget, which a feature's commands,
dialogs, timers and helpers take as their parent (for the main window it is the window
itself). Everything else a feature calls on the window is named here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from PySide6.QtGui import QPixmap
    from PySide6.QtWidgets import QMenu, QMenuBar, QStackedWidget, QWidget

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
    """The window as every feature here sees it: its own widget and its game."""

    controller: GameController

    def window(self) -> QWidget:
        """The window's own widget (Qt's `QWidget.window`): the parent of what a feature makes."""
        ...


class PagesHost(WindowHost, Protocol):
    """A feature with pages of its own (`replay_actions`): it builds them under the window's
    stack of pages in the window's language, hands them to the navigator, and finds its
    commands' places in the File menu."""

    language: str
    files: FileActions
    pages: QStackedWidget
    navigator: Navigator
    game_page: GamePage
    """The game's page: the replay lays its board out as the game's view does."""


class RecordsHost(PagesHost, Protocol):
    """The records (`records_actions`) also add to the View menu, hand finished games to
    the window's record keeper, say in the status bar why the records cannot be opened,
    and start the dream of the day."""

    view_menu: QMenu

    @property
    def record_keeper(self) -> RecordKeeper: ...

    def show_notice(self, text: str) -> None: ...

    def solo_seat(self) -> SeatInfo: ...

    def start_setup(self, setup: GameSetup) -> Game: ...


class HelpHost(WindowHost, Protocol):
    """The help (`help_actions`): the Help menu, the menu bar whose keys it lists, the game
    page the tour points at, and the setting that says the tour was offered."""

    language: str
    settings: Settings
    pages: QStackedWidget
    navigator: Navigator
    game_page: GamePage
    help_menu: QMenu

    def save_settings(self) -> None: ...

    def menuBar(self) -> QMenuBar: ...  # noqa: N802 (Qt's name)


class LiveHost(WindowHost, Protocol):
    """What a new theme or language changes in the window (`live_settings`)."""

    settings: Settings
    language: str
    """Set by `live_settings.set_language` once every text is said in the new one."""
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


class SpokenHost(WindowHost, Protocol):
    """What a screen reader hears of the window (`accessibility`)."""

    flow: TableFlow
    game_page: GamePage
