"""The main window: eight pages in one stack, under a File, a View and a Help menu.

Every page is one of the navigator's (`navigator.py`): it holds the window's stack of
pages, knows which one is on screen and where Back goes from it. Two kinds of page:

- the game's flow, put on screen with `Navigator.show` (nothing to go back to): the start
  page (`StartPage`), the hand-over between seats (`HandoverPage`), the game
  (`GamePage`, which also shows a finished sheet at full size, with its own Back to the
  results) and the end screen (`EndScreen`). The window builds these itself: the game
  page with the window, the other three when first needed;
- pages opened on the way, put on screen with `Navigator.push` (Back returns where they
  were opened from): the records (`RecordsPage`, built by the records feature), the replay
  and the coach's review (`ReplayPage`, `ReviewPage`, the replay feature) and the board
  editor (`EditorPage`, the editor feature), each built when first opened.

It owns the controller, the settings, the table flow (hand-overs, bots) and the window's
features, each a class with its own state that asks of the window only what its host
protocol says (most in `hosts.py`; the file actions' and the export's beside them): the
file actions (menu, autosave after every applied action), the records, the replay and
review, export and print, the board editor and the help. It turns the window-wide keys
(Ctrl+Z, Space/R, Ctrl+Enter, H for the coach's hint) into controller calls.

What the player must know from the start (settings reset, the game open in another
window) is one sentence in the status bar, until a game starts.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QStackedWidget, QWidget

from daydream_qt import gc_pause
from daydream_qt.engine import Action, Event, Game, Mode, Phase, SeatInfo, builtin_board
from daydream_qt.ui.board.module_views.registry import views_of
from daydream_qt.ui.core.controller import GameController
from daydream_qt.ui.core.game_setup import GameSetup
from daydream_qt.ui.core.settings import Settings
from daydream_qt.ui.core.status import next_step, turn_played
from daydream_qt.ui.core.table_flow import TableFlow
from daydream_qt.ui.pages.game_page import GamePage
from daydream_qt.ui.style.restyle import set_style_property
from daydream_qt.ui.widgets import plain
from daydream_qt.ui.window import geometry
from daydream_qt.ui.window.file_actions import FileActions
from daydream_qt.ui.window.navigator import Navigator
from daydream_qt.ui.window.records_actions import RecordsFeature

if TYPE_CHECKING:
    from PySide6.QtGui import QAction, QCloseEvent, QPaintEvent, QShortcut, QShowEvent, QWindow

    from daydream_qt.ui.editor.actions import EditorFeature
    from daydream_qt.ui.pages.end_screen import EndScreen
    from daydream_qt.ui.pages.handover import HandoverPage
    from daydream_qt.ui.pages.start_page import StartPage
    from daydream_qt.ui.window.export_actions import ExportActions
    from daydream_qt.ui.window.help_actions import HelpFeature
    from daydream_qt.ui.window.record_keeper import RecordKeeper
    from daydream_qt.ui.window.replay_actions import ReplayFeature

STROKE_DELAY_MS = 260
"""Pause between strokes drawn for the player: long enough to see each one land."""
WARNED_STROKE_MS = 3000
"""An automatic stroke that a module warns about (the first on a solo timer's item) waits
this long, so its warning in the status line is read before the stroke is drawn."""
REFUSAL_MS = 4000
"""How long a refusal stays in the status line before the next step comes back."""
FIRST_SAVE_MS = 400
"""A new game with no action yet is autosaved a little later, after the first paint."""
CATCH_UP_MS = 1500
"""After the first frame, the record keeper records what an earlier run left unrecorded
(in a thread of its own, a little later, so that the start is not slowed by it)."""
BACKGROUND_WAIT_MS = 5000
"""Closing waits this long at most for the coach's and the editor's work to stop (a review
stops before its next turn, a title suggestion within one game turn)."""


class MainWindow(QMainWindow):
    """One window, eight pages in `self.navigator` (the game's flow: start, hand-over, game,
    end screen; on the way: records, replay, review, board editor); every change to the
    game goes through `self.controller`."""

    first_painted = Signal()
    """Emitted once, while the window's first frame is painted (the whole window, board
    included, is painted in that one pass)."""

    def __init__(self, settings: Settings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings or Settings.load()
        self.language = self.settings.effective_language()
        self.controller = GameController(parent=self)
        self.flow = TableFlow(self.controller, views_of, self.language, self)
        self._switching = False
        self._continue_checked = False
        self._changes = 0
        """Changes of the game so far (actions, undos, another game)."""
        self._refusal_at: int | None = -1
        """`_changes` when the refusal on screen was shown: the next change takes it away
        (None: turn news, which stays its time)."""
        self._place()
        self._build_pages()
        self._build_menus()
        self._connect_signals()
        self._build_timers()

    def _build_pages(self) -> None:
        """The pages: the stack, its navigator and the game page (the others made on need)."""
        # Widgets are made in place, each under its parent from the start: moving a tree of
        # widgets under a new parent has Qt restyle every widget in it, over and over (for
        # this window, several milliseconds of the start).
        self.pages = QStackedWidget()
        self.setCentralWidget(self.pages)
        self.navigator = Navigator(self.pages, self.show_start_page, self._can_go_back_to)
        """Which page is on screen, and where Back goes from it."""
        self.game_page = GamePage(self.controller, self.language, self.settings.draw_strokes_for_me,
                                  self.pages)
        self.navigator.add(self.game_page)
        self._start_page: StartPage | None = None
        self._record_keeper: RecordKeeper | None = None
        self._autosaved: Game | None = None
        """The game this window last wrote to its autosave (None: what an earlier run left)."""
        self._handover: HandoverPage | None = None
        self._end_screen: EndScreen | None = None
        # The widgets tests and the rest of the app reach through the window.
        gp = self.game_page
        self.view, self.tray, self.status_label = gp.view, gp.tray, gp.status_label
        self.board_name, self.turn_label, self.auto_strokes = gp.board_name, gp.turn_label, gp.auto_strokes
        self.hinter = gp.hinter
        self.view.board_scene.show_legal_cells = self.settings.show_legal_cells
        self.hinter.table_hints = self.settings.table_hints
        # Board names, seat names and refusals come from files and people: shown as written.
        for label in (self.status_label, self.turn_label, self.board_name):
            plain.make_plain(label)

    def _build_menus(self) -> None:
        """The menu bar (View and Help filled after the first frame) and the status bar."""
        self.files = FileActions(self, self.menuBar().addMenu(self.tr("&File")))
        self.records = RecordsFeature(self)
        """The records: finished games recorded, the Records page, the dream of the day."""
        self._replay: ReplayFeature | None = None
        self._editor: EditorFeature | None = None
        self._help: HelpFeature | None = None
        self._exports: ExportActions | None = None
        # Their commands come with the File menu's, after the first frame.
        self.view_menu = self.menuBar().addMenu(self.tr("&View"))
        self.help_menu = self.menuBar().addMenu(self.tr("&Help"))
        self.fullscreen_action: QAction | None = None
        self._escape: QShortcut | None = None
        """Esc leaves full screen (on only in full screen; made with the window's commands)."""
        self._was_maximized = False
        """The window was maximized when full screen was entered: leaving it maximizes again."""
        self._state_source: QWindow | None = None
        """The native window whose state changes are followed (once the window is shown)."""
        self.statusBar().addWidget(self.files.warning, 1)
        self.files.warning.hide()
        self.statusBar().hide()
        # a passing sentence (where an export went) shows the bar, and its end hides it again
        self.statusBar().messageChanged.connect(lambda _text: self._update_status_bar())
        self._notice: QLabel | None = None
        self.files.update_title()

    def _connect_signals(self) -> None:
        """The game page's, the controller's and the table flow's signals to the window."""
        self.auto_strokes.toggled.connect(self._set_auto_strokes)
        self.game_page.reminders_button.clicked.connect(self.show_reminders)

        c = self.controller
        c.game_replaced.connect(self._game_replaced)
        c.state_changed.connect(self._state_changed)
        c.selection_changed.connect(self.refresh_status)
        c.view_changed.connect(self.refresh_status)
        self.flow.handover_needed.connect(self._show_handover)
        self.flow.news.connect(lambda text: self.show_message(text, news=True))
        self.view.message.connect(self.show_message)
        self.tray.message.connect(self.show_message)

    def _build_timers(self) -> None:
        """The timers: strokes one by one, the first autosave, messages, after the first frame."""
        self._stroke_timer = QTimer(self)
        self._stroke_timer.setSingleShot(True)
        self._stroke_timer.setInterval(STROKE_DELAY_MS)
        self._stroke_timer.timeout.connect(self._draw_one_stroke)
        self._first_save = QTimer(self)
        self._first_save.setSingleShot(True)
        self._first_save.setInterval(FIRST_SAVE_MS)
        self._first_save.timeout.connect(lambda: self.autosave(durable=True))
        self._message_timer = QTimer(self)
        self._message_timer.setSingleShot(True)
        self._message_timer.timeout.connect(self.refresh_status)
        self._keys_ready = False
        # What the first frame need not wait for runs once it is on screen: painting the
        # window paints all of it, board included, in one pass; a zero-interval timer then
        # fires when the events already waiting have been handled.
        self._first_frame = QTimer(self)
        self._first_frame.setSingleShot(True)
        self._first_frame.setInterval(0)
        self._first_frame.timeout.connect(self._after_first_frame)
        self._painted = False

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        # A handler of this exact event type: a Python method taking any QEvent (an event
        # filter) would have Shiboken load every QEvent class at start, some 3 ms.
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            self.first_painted.emit()
            self._first_frame.start()

    @property
    def hint_card(self):
        """The coach's card (the game page makes it when first needed)."""
        return self.game_page.hint_card

    def _after_first_frame(self) -> None:
        """What the first frame need not wait for: the autosave's lock, the menu's commands
        and the keys, the window icon, the board's caches, collecting garbage."""
        self.files.claim()
        game = self.controller.game
        if game is not None and not game.log and not self._first_save.isActive():
            self._first_save.start()
        self._notice_at_start()
        self.ensure_keys()
        # The icon's module brings Qt's icon class, some 150 enum values to make: after the frame.
        from daydream_qt.ui.style.app_icon import set_app_icon

        set_app_icon()
        self.view.board_scene.start_caching()
        from daydream_qt.ui.window import accessibility, live_settings

        accessibility.install(self)
        live_settings.follow_system(self)
        # The ring of the buttons that paint themselves: its module brings Qt's slider and
        # button classes, hundreds of enum values to make, which the first frame need not pay.
        from daydream_qt.ui.style.focus import follow_focus

        app = QApplication.instance()
        if isinstance(app, QApplication):
            follow_focus(app)
        gc_pause.resume(self)  # collections on this (the GUI) thread only
        QTimer.singleShot(CATCH_UP_MS, self, self._catch_up)  # not once the window is gone

    def _catch_up(self) -> None:
        self.record_keeper.catch_up()

    @property
    def record_keeper(self) -> RecordKeeper:
        """Records every finished game off the GUI thread (made on first use)."""
        if self._record_keeper is None:
            from daydream_qt.ui.window.record_keeper import RecordKeeper

            self._record_keeper = RecordKeeper(self)
            self.records.follow_keeper(self._record_keeper)
        return self._record_keeper

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        if not self.navigator.chosen:  # nothing opened before the window was shown
            self._show_page(self.start_page)
        super().showEvent(event)
        self._fit_frame()
        if self.fullscreen_action is not None:  # its commands came before the window
            self._follow_window_state()

    def _fit_frame(self) -> None:
        """Once the frame is known (on show), the whole window, frame included, on the screen."""
        if self.isMaximized() or self.isFullScreen() or self.screen() is None:
            return
        available = self.screen().availableGeometry()
        frame = self.frameGeometry()
        if available.contains(frame):
            return
        extra = frame.size() - self.geometry().size()
        fitted = geometry.clamped_geometry(frame, available)
        self.resize(fitted.size() - extra)
        self.move(fitted.topLeft())

    def _show_page(self, page: QWidget) -> None:
        self.navigator.show(page)

    def _can_go_back_to(self, page: QWidget) -> bool:
        """Back never returns to the game page when there is no game on it."""
        return page is not self.game_page or self.controller.game is not None

    # The start, hand-over and end pages are built when first shown: the first paint does
    # not wait for them (or for the modules they import). A window opened straight on a
    # game never builds the start page until it is asked for.
    @property
    def start_page(self) -> StartPage:
        if self._start_page is None:
            from daydream_qt.ui.pages.start_page import StartPage

            self._start_page = StartPage()
            self._start_page.continue_button.clicked.connect(self.continue_autosave)
            self._start_page.new_game_button.clicked.connect(self.ask_new_game)
            self._start_page.open_button.clicked.connect(self.ask_open)
            self._start_page.first_painted.connect(lambda: QTimer.singleShot(0, self.refresh_continue))
            self.records.attach_start_page(self._start_page)
            self.navigator.add(self._start_page)
        return self._start_page

    @property
    def replay(self) -> ReplayFeature:
        """The replay and the coach's review (made when first needed: after the first frame)."""
        if self._replay is None:
            from daydream_qt.ui.window.replay_actions import ReplayFeature

            self._replay = ReplayFeature(self, self.records.records)
        return self._replay

    @property
    def editor(self) -> EditorFeature:
        """The board editor (made when first needed: after the first frame)."""
        if self._editor is None:
            from daydream_qt.ui.editor.actions import EditorFeature

            self._editor = EditorFeature(self)
        return self._editor

    @property
    def help(self) -> HelpFeature:
        """The Help menu's commands and the tour (made when first needed: after the first frame)."""
        if self._help is None:
            from daydream_qt.ui.window.help_actions import HelpFeature

            self._help = HelpFeature(self)
        return self._help

    @property
    def exports(self) -> ExportActions:
        """Export sheet, Print and Print a blank board (made with the File menu's commands)."""
        self.ensure_keys()
        if self._exports is None:  # asked for while the File menu's commands are being made
            raise RuntimeError("the export commands are not made yet")
        return self._exports

    @property
    def built_start_page(self) -> StartPage | None:
        """The start page if it was built (None: never shown)."""
        return self._start_page

    @property
    def built_handover(self) -> HandoverPage | None:
        """The hand-over page if it was built (None: never shown)."""
        return self._handover

    @property
    def built_end_screen(self) -> EndScreen | None:
        """The end screen if it was built (None: never shown)."""
        return self._end_screen

    @property
    def handover(self) -> HandoverPage:
        if self._handover is None:
            from daydream_qt.ui.pages.handover import HandoverPage

            self._handover = HandoverPage()
            self._handover.ready_button.clicked.connect(self.accept_handover)
            self._handover.back_button.clicked.connect(self.take_back_handover)
            self.navigator.add(self._handover)
        return self._handover

    @property
    def end_screen(self) -> EndScreen:
        if self._end_screen is None:
            from daydream_qt.ui.pages.end_screen import EndScreen

            self._end_screen = EndScreen()
            self._end_screen.play_again_button.clicked.connect(self.play_again)
            self._end_screen.new_game_button.clicked.connect(self.ask_new_game)
            self._end_screen.board_button.clicked.connect(self.look_at_board)
            self._end_screen.sheet_chosen.connect(self._show_end_sheet)
            self.game_page.back_button.clicked.connect(self._show_end_screen)
            self.records.attach_end_screen(self._end_screen)
            # The same command as File › Export sheet… (the menu is built first if the
            # screen is shown before the window's first frame is over).
            self._end_screen.export_button.clicked.connect(lambda: self.exports.export_sheet())
            self.replay.attach_end_screen(self._end_screen)
            self.navigator.add(self._end_screen)
        return self._end_screen

    def _on_handover(self) -> bool:
        return self._handover is not None and self.pages.currentWidget() is self._handover

    @property
    def keys_ready(self) -> bool:
        """True once the File menu's commands and the keyboard shortcuts are in place."""
        return self._keys_ready

    def ensure_keys(self) -> None:
        """Build the File menu's commands and the window's shortcuts (once).

        They come right after the first frame: nobody presses a key before seeing the
        window, and Qt's key-sequence and action classes cost a few milliseconds to load.
        """
        if self._keys_ready:
            return
        self._keys_ready = True
        self.files.build()
        from daydream_qt.ui.window import export_actions  # Export and Print join the File menu

        self._exports = export_actions.install(self)
        self.replay.install()  # File > Replay a game…
        self.records.set_replay_handler(self.replay.replay_record, self.replay.review_record)
        self._shortcuts()

    def _shortcuts(self) -> None:
        from PySide6.QtGui import QKeySequence, QShortcut

        def on_game(fn: Callable[[], object]) -> Callable[[], object]:
            return lambda: self.pages.currentWidget() is self.game_page and fn()

        c = self.controller
        # Undo also acts on the hand-over: the seat that confirmed may still take it back.
        for keys, action in (
            ((QKeySequence.StandardKey.Undo,), self._undo_key),
            (("Space", "R"), on_game(self._roll_key)),
            (("Ctrl+Return", "Ctrl+Enter"), on_game(c.confirm_turn)),
            (("H",), on_game(self.hinter.request)),
        ):
            for key in keys:
                sc = QShortcut(QKeySequence(key), self)
                sc.setContext(Qt.ShortcutContext.WindowShortcut)
                sc.activated.connect(action)

        self._window_commands()

    def _window_commands(self) -> None:
        """View > Full screen (F11; Esc leaves it) and Help > Reminders."""
        from PySide6.QtGui import QAction, QKeySequence, QShortcut

        action = self.fullscreen_action = QAction(self.tr("&Full screen"), self)
        action.setCheckable(True)
        action.setShortcut(QKeySequence("F11"))
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.toggled.connect(self.set_fullscreen)
        self.view_menu.addAction(action)
        self.addAction(action)  # F11 works with the menu bar hidden too
        # Esc leaves full screen and does nothing else: it is off while windowed, so the
        # board keeps Esc for its own use then.
        self._escape = QShortcut(QKeySequence("Escape"), self)
        self._escape.setContext(Qt.ShortcutContext.WindowShortcut)
        self._escape.activated.connect(lambda: self.set_fullscreen(False))
        self._follow_window_state()  # Esc on only in full screen, from now on
        reminders = QAction(self.tr("&Reminders"), self)
        reminders.triggered.connect(self.show_reminders)
        self.help_menu.addAction(reminders)
        self.records.install()
        self.editor.install()
        self.help.install()

    def set_fullscreen(self, on: bool) -> None:
        """Full screen, or back to the window as it was."""
        if on == self.isFullScreen():
            return
        if on:
            self._was_maximized = self.isMaximized()
            self.showFullScreen()
        elif self._was_maximized:
            self.showMaximized()
        else:
            self.showNormal()

    def _follow_window_state(self) -> None:
        """Follow full screen through the native window's signal, once it exists (shown).

        Not a `changeEvent` handler: a Python method taking any QEvent has PySide load
        every event class, some 50, while the window is being built.
        """
        handle = self.windowHandle()
        if handle is not None and handle is not self._state_source:
            self._state_source = handle
            handle.windowStateChanged.connect(self._window_state_changed)
        self._window_state_changed()

    def _window_state_changed(self, state: Qt.WindowState | None = None) -> None:
        """Full screen entered or left (F11, Esc, the window manager): the menu's check
        mark and Esc follow. `state`: the native window's new state (it comes before the
        widget's own state follows)."""
        if self.fullscreen_action is not None:
            full = self.isFullScreen() if state is None else state == Qt.WindowState.WindowFullScreen
            self.fullscreen_action.blockSignals(True)
            self.fullscreen_action.setChecked(full)
            self.fullscreen_action.blockSignals(False)
            if self._escape is not None:
                self._escape.setEnabled(full)

    def show_reminders(self) -> None:
        """The rules a newcomer needs, for this game's mode and modules, in a message box."""
        from daydream_qt.ui.pages.game_page import reminder_lines

        lines = reminder_lines(self.controller.game)
        plain.message(self, self.tr("Reminders"), "\n".join("\u2022 " + line for line in lines), kind="information")

    # ------------------------------------------------------------ where the window opens
    def _place(self) -> None:
        """Open where the window was left, clamped to the screen; a first start fits the screen."""
        from PySide6.QtCore import QRect
        from PySide6.QtGui import QGuiApplication

        saved = QRect(*self.settings.window) if self.settings.window else None
        screen = QGuiApplication.screenAt(saved.center()) if saved is not None else None
        screen = screen or self.screen() or QGuiApplication.primaryScreen()
        available = screen.availableGeometry()
        self.setMinimumSize(geometry.minimum_size(available))
        rect = (geometry.clamped_geometry(saved, available) if saved is not None
                else geometry.first_geometry(available))
        self.setGeometry(rect)
        if self.settings.window_maximized:
            self.setWindowState(self.windowState() | Qt.WindowState.WindowMaximized)

    def remember_geometry(self) -> None:
        """Keep the window's normal geometry (not the full-screen or maximized one)."""
        rect = self.normalGeometry() if (self.isMaximized() or self.isFullScreen()) else self.geometry()
        if rect.width() <= 0 or rect.height() <= 0:
            return
        self.settings.window = [rect.x(), rect.y(), rect.width(), rect.height()]
        self.settings.window_maximized = self.isMaximized() or bool(
            self.isFullScreen() and self._was_maximized)

    def _roll_key(self) -> None:
        game = self.controller.game
        if game is not None and game.mode != Mode.SCORESHEET:
            self.controller.roll()

    # ------------------------------------------------------------ pages
    def show_start_page(self) -> None:
        self._stroke_timer.stop()
        if self._continue_checked or self.controller.game is not None:
            self.refresh_continue()
        self._show_page(self.start_page)

    def refresh_continue(self) -> None:
        """Offer Continue when an unfinished game is current or autosaved (read after the first
        paint: loading a file imports the save format, which the first window does not need)."""
        self._continue_checked = True
        self.start_page.set_continue(self._autosave_description())

    def _autosave_description(self) -> str | None:
        current = self.controller.game
        if current is not None and not current.over:
            game = current
        else:
            loaded = self.files.load_autosave()
            if loaded is None or loaded.game.over:
                return None
            game = loaded.game
        name = game.board.defn.name.get(self.language)
        turn = turn_played(game)
        if len(game.seats) > 1:
            names = ", ".join(s.name for s in game.seats)
            return self.tr("%1, turn %2 \u00b7 %3").replace("%1", name).replace("%2", str(turn)).replace("%3", names)
        return self.tr("%1, turn %2").replace("%1", name).replace("%2", str(turn))

    def start_game(self, game: Game, file: Path | None = None, saved_log: list[Action] | None = None,
                   suggestion: Path | None = None) -> None:
        """Make `game` current and show it (the end screen if it is already over).

        `file` is where it was opened from, holding `saved_log` (for the title's mark);
        `suggestion` (after Continue, with `file` None) is the file the autosave named, which
        the first Save offers, holding `saved_log`."""
        current = self.controller.game
        if current is not None and current.board is not game.board:
            # set_game announces the new selection before game_replaced, while the scene
            # still has the old board's layout: clear the board first so nothing is
            # drawn from a layout of another combination.
            self._switching = True
            try:
                self.controller.set_game(None)
            finally:
                self._switching = False
        named = file is not None or suggestion is not None
        self.files.set_file(file, saved_log if named else None, suggestion)
        self.show_notice("")
        self.controller.set_game(game)
        self.files.update_title()
        if game.log:
            self.autosave(durable=True)
        elif self._painted:
            self._first_save.start()
        # else: started once the first frame is on screen (`_after_first_frame`), so that
        # a slow start never has the save (and the file format's modules) come before it

    def new_game(self, board_id: str, seed: int | None = None) -> Game:
        return self.start_setup(GameSetup(board_id, seed=seed, seats=(self.solo_seat(),)))

    def solo_seat(self) -> SeatInfo:
        """The one seat of a solo game: the player, in their ink."""
        return SeatInfo(self.tr("Player"), self.settings.ink)

    def start_setup(self, setup: GameSetup) -> Game:
        board = setup.board if setup.board is not None else builtin_board(setup.board_id)
        game = Game(board, setup.mode, setup.seats, setup.seed, setup.table_size)
        self.start_game(game)
        return game

    # ------------------------------------------------------------ commands
    def continue_autosave(self) -> None:
        current = self.controller.game
        if current is not None and not current.over:
            self._game_replaced()
            return
        from daydream_qt.engine.savefile import LoadError, load_game

        path = self.files.autosave_file()
        if path is None:
            self.show_start_page()
            return
        try:
            loaded = load_game(path)
        except LoadError as exc:
            from daydream_qt import logs
            from daydream_qt.ui.core.board_words import load_error_text

            logs.info("refused to continue from %s: %s", path, exc.message)
            plain.message(self, self.tr("Cannot continue"), load_error_text(exc))
            self.show_start_page()
            return
        from daydream_qt.dreams import adopt

        adopt(loaded.game.board, loaded.meta)  # a generated board's code, once checked
        # The file the autosave names is only offered: the first Save asks where.
        suggestion, saved_log = self.files.resumed_file(loaded.game, loaded.meta)
        self.start_game(loaded.game, None, saved_log, suggestion=suggestion)

    def new_game_dialog(self):
        from daydream_qt.ui.dialogs.new_game import NewGameDialog

        current = self.controller.game
        return NewGameDialog(self.language, current.board.id if current else "A", self, ink=self.settings.ink)

    def ask_new_game(self) -> None:
        dialog = self.new_game_dialog()
        if dialog.exec() == dialog.DialogCode.Accepted and dialog.board_id:
            if self.files.keep_current():
                self.start_setup(dialog.setup())

    def play_again(self) -> None:
        """The same combination and table, new dice."""
        game = self.controller.game
        if game is None:
            self.new_game("A")
            return
        seed = random.SystemRandom().randrange(2**31)
        table = game.table.table_size if game.mode == Mode.SCORESHEET else None
        self.start_setup(GameSetup(game.board.id, game.mode, game.seats, seed, table, board=game.board))

    def ask_open(self) -> None:
        self.files.ask_open()

    def open_file(self, path: str) -> bool:
        return self.files.open_file(path)

    def ask_save(self) -> None:
        self.files.save_as()

    def autosave(self, durable: bool = False) -> bool:
        """Keep the game on disk after every change, so a crash loses nothing before it.

        Before the autosave is written over with another game, a finished game it holds
        that is not yet in the records is kept aside for them (`RecordKeeper.before_replacing`):
        New game, Open or Continue never replace the only copy of a finished game."""
        self._first_save.stop()
        game = self.controller.game
        if game is not None and game is not self._autosaved:
            problem = self.record_keeper.before_replacing(self._autosaved, self.files.autosave_file())
            if problem is not None:
                self.show_notice(problem)
                return False
            self._autosaved = game
        return self.files.autosave(durable)

    def ask_settings(self) -> None:
        from daydream_qt.ui.dialogs.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self)
        if dialog.exec() == SettingsDialog.DialogCode.Accepted:
            self.apply_settings(dialog.result_settings())

    def apply_settings(self, settings: Settings) -> None:
        """Use new settings now (the theme and the language too) and keep them."""
        from daydream_qt.ui.window import live_settings

        previous, self.settings = self.settings, settings
        live_settings.apply(self, previous, settings)
        self.auto_strokes.setChecked(settings.draw_strokes_for_me)
        self.view.board_scene.set_show_legal_cells(settings.show_legal_cells)
        self.hinter.table_hints = settings.table_hints
        self.hinter.changed.emit()
        self.save_settings()

    def save_settings(self) -> None:
        """Keep the settings; the recent list is taken from the file as it is now, so a list
        another instance changed is not overwritten with this one's older copy."""
        self.refresh_recent()
        self._write_settings()

    def refresh_recent(self) -> None:
        """Take the recent list from the settings file (another instance may have changed it)."""
        on_disk = Settings.recent_on_disk()
        if on_disk is not None:
            self.settings.recent = on_disk

    def update_recent(self, change: Callable[[list[str]], list[str]]) -> None:
        """Read the recent list from disk, `change` it (a list to a list) and write it back:
        two instances add to the list rather than overwrite each other's."""
        self.refresh_recent()
        self.settings.recent = change(list(self.settings.recent))
        self._write_settings()

    def _write_settings(self) -> None:
        try:
            self.settings.save()
        except OSError:
            self.show_message(self.tr("The settings could not be saved; they apply until the app closes."))

    def _notice_at_start(self) -> None:
        """One sentence for what happened before the window opened."""
        sentences = []
        if self.settings.reset:
            if self.settings.kept_aside is not None:
                sentences.append(self.tr("Your settings could not be read; they were reset and the old "
                                         "file was kept as {0}.").format(self.settings.kept_aside.name))
            else:
                sentences.append(self.tr("Your settings could not be read; they were reset."))
        if self.files.in_second_window:
            sentences.append(self.tr("Your game is open in another Daydream window; this window can "
                                     "start a new game of its own."))
        if self.files.set_aside_said:  # the autosave's place held a link or a pipe
            sentences.append(self.files.set_aside_said)
        self.show_notice(" ".join(sentences))

    @property
    def notice(self) -> str:
        """The sentence shown in the status bar since the start ("" when none)."""
        return self._notice.text() if self._notice is not None else ""

    def show_notice(self, text: str) -> None:
        """Show `text` in the status bar until a game starts ("" takes it away)."""
        if self._notice is None:
            if not text:
                return
            self._notice = plain.plain_label()
            self._notice.setObjectName("notice")
            self.statusBar().insertWidget(0, self._notice, 1)
        self._notice.setText(text)
        self._notice.setVisible(bool(text))
        self._update_status_bar()

    def show_autosave_warning(self, on: bool) -> None:
        self.files.warning.setVisible(on)
        self._update_status_bar()

    def _update_status_bar(self) -> None:
        bar = self.statusBar()
        bar.setVisible(bool(self.notice) or self.files.autosave_problem is not None or bool(bar.currentMessage()))

    # ------------------------------------------------------------ following the game
    def _game_replaced(self) -> None:
        self._changes += 1
        game = self.controller.game
        self._stroke_timer.stop()
        if self._switching:
            return
        if game is None:
            self.show_start_page()
            return
        self.board_name.setText(game.board.defn.name.get(self.language))
        self.game_page.refresh_panels()
        if game.over:
            self._show_end_screen()
        elif self.flow.waiting_for_handover():
            self._show_handover(self.controller.seat)
        else:
            self._show_game_page()
        self.refresh_status()
        self._schedule_stroke()

    def _state_changed(self, events: list[Event]) -> None:
        self._changes += 1
        # Every applied action is on disk before the next one can be played; the fsync
        # waits for the end of a turn (a killed process loses nothing either way).
        durable = any(e.kind in ("turn_ended", "game_ended") for e in events)
        self.autosave(durable=durable)
        self.files.update_title()
        self.game_page.refresh_panels()
        game = self.controller.game
        if game is not None and game.over:
            self._stroke_timer.stop()
            self._show_end_screen()
            return
        if self.flow.waiting_for_handover():
            return
        if self._on_handover():
            self._show_game_page()
        self.refresh_status()
        self._schedule_stroke()

    def _show_handover(self, seat: int) -> None:
        game = self.controller.game
        if game is None:
            return
        self._stroke_timer.stop()
        turn = turn_played(game)
        info = game.seats[seat]
        self.handover.show_seat(info.name, info.ink, turn, self.flow.last_news)
        self._handover_warnings()
        self._show_page(self.handover)
        self.handover.ready_button.setFocus()

    def _handback_seat(self) -> int | None:
        """The person who just played and handed the device on, while they may still take
        their last move back (until the next seat acts); None otherwise."""
        holder = self.flow.holder
        if holder is None or not self.flow.waiting_for_handover() or not self.controller.can_take_back(holder):
            return None
        return holder

    def _handover_warnings(self) -> None:
        """The hand-over's last-turn warning and its way back for the seat that confirmed."""
        game = self.controller.game
        if game is None:
            return
        from daydream_qt.ui.pages.handover import complete_sheets

        back = self._handback_seat()
        self.handover.show_warnings([game.seats[i].name for i in complete_sheets(game)],
                                    None if back is None else game.seats[back].name)

    def take_back_handover(self) -> bool:
        """The seat that just confirmed takes its move back from the hand-over screen."""
        seat = self._handback_seat()
        return seat is not None and self.controller.take_back(seat)

    def _undo_key(self) -> object:
        """Ctrl+Z: the player's Undo on the game page, the way back on the hand-over."""
        if self._on_handover():
            return self.take_back_handover()
        return self.pages.currentWidget() is self.game_page and self.controller.undo()

    def accept_handover(self) -> None:
        self.flow.accept_handover()
        self.game_page.refresh_panels()
        self._show_game_page()
        self._message_timer.stop()
        self.refresh_status()
        self._schedule_stroke()

    def _show_game_page(self) -> None:
        self.game_page.set_review(False)
        self._show_page(self.game_page)
        self.view.setFocus()

    def look_at_board(self) -> None:
        """The finished sheet at full size, with a way back to the results and no play controls."""
        self.game_page.set_review(True)
        self._show_page(self.game_page)
        self.view.board_scene.set_cursor(None, False)
        self.game_page.back_button.setFocus()

    def _show_end_screen(self) -> None:
        game = self.controller.game
        if game is None:  # the game page's Back, or a game that is over: there is always one
            return
        # The keyboard cursor belongs to play: nothing is played on a finished sheet.
        self.view.board_scene.set_cursor(None, False)
        self.game_page.set_review(False)
        winners = game.winners()
        if winners and len(game.seats) > 1:
            self.controller.view_seat(winners[0])  # the picture shows the winning sheet first
        self.end_screen.show_game(game, self.language, self.board_picture())
        self.end_screen.show_sheets(game, self.controller.viewed)
        self._show_page(self.end_screen)
        self.records.record_finished(game)

    def _show_end_sheet(self, seat: int) -> None:
        """The end screen's tab of `seat`: its final sheet in the picture (and on the board)."""
        self.controller.view_seat(seat)
        self.end_screen.picture.setPixmap(self.board_picture())

    def board_picture(self, width: int = 1100) -> QPixmap | None:
        """The sheet shown, as a picture. A game opened before its page was ever shown (by
        its path at start-up, say) has its board laid out now, else the picture is empty."""
        self.view.board_scene.ensure_items()
        return self.game_page.board_picture(width)

    def refresh_status(self) -> None:
        """The status line and the turn label say the next step (a refusal on screen stays its time)."""
        c = self.controller
        game = c.game
        # The header follows every move, even while a sentence of news holds the status line
        # (a table of bots sends one each turn).
        self._refresh_turn_label()
        if self._message_timer.isActive():
            # A refusal stays until its time is up or the game moves on, whichever comes first.
            if self._refusal_at is None or self._refusal_at == self._changes:
                return
            self._message_timer.stop()
        text = next_step(c, self.language, views_of(game.board) if game is not None else ())
        if game is not None and len(game.seats) > 1 and not game.over:
            name = game.seats[c.seat].name
            text = c.hold if c.hold else self.tr("{0}: {1}").format(name, text)
        self.status_label.setText(text)
        set_style_property(self.status_label, "refusal", False)

    def _refresh_turn_label(self) -> None:
        """'turn 4 \u00b7 Bo plays', and '\u00b7 last turn' once a sheet is complete."""
        c = self.controller
        game = c.game
        if game is None:
            return
        turn = turn_played(game)
        label = (self.tr("starting numbers") if turn <= 0
                 else self.tr("turn %1").replace("%1", str(turn)))
        if len(game.seats) > 1 and not game.over:
            name = game.seats[c.seat].name
            label = self.tr("%1 \u00b7 %2 plays").replace("%1", label).replace("%2", name)
            from daydream_qt.ui.pages.handover import complete_sheets

            if complete_sheets(game):
                label = self.tr("%1 \u00b7 last turn").replace("%1", label)
        self.turn_label.setText(label)

    def show_message(self, text: str, news: bool = False) -> None:
        """A sentence from a refusal or the board, shown for a while instead of the next step.

        A refusal goes as soon as the game changes (the move that follows it succeeded);
        `news` of the turn (sent while the game changes) stays its whole time."""
        if not text:
            return
        self.status_label.setText(text)
        # News of the turn (a bot's moves, the frames race) is not a refusal: the ink, not the thorn.
        set_style_property(self.status_label, "refusal", not news)
        self._refusal_at = None if news else self._changes
        self._message_timer.start(REFUSAL_MS)

    # ------------------------------------------------------------ strokes drawn for the player
    def _set_auto_strokes(self, on: bool) -> None:
        if self.settings.draw_strokes_for_me != on:
            self.settings.draw_strokes_for_me = on
            self.save_settings()
        self._schedule_stroke()

    def _schedule_stroke(self) -> None:
        game = self.controller.game
        if (self.settings.draw_strokes_for_me and game is not None and game.state.phase == Phase.PLAY
                and not self.controller.undoing and not self.flow.bot_playing() and not self.flow.waiting_for_handover()
                and self.controller.next_stroke() is not None):
            seat = self.controller.seat
            warned = any(view.warnings(game, seat, self.language) for view in views_of(game.board))
            self._stroke_timer.start(WARNED_STROKE_MS if warned else STROKE_DELAY_MS)
        else:
            self._stroke_timer.stop()  # e.g. a stroke due before an Undo

    def _draw_one_stroke(self) -> None:
        if self.settings.draw_strokes_for_me and not self.controller.undoing and not self.flow.bot_playing():
            stroke = self.controller.next_stroke()
            if stroke is not None:
                self.controller.submit(stroke, player=False)

    def _stop_background(self) -> None:
        """Stop the review and the editor's title suggestion, and wait (a few seconds at
        most) until Qt's thread pool is idle: no job may still be running, or answering,
        when the pages that asked for it are deleted with this window."""
        from PySide6.QtCore import QThreadPool

        review = self.replay.built_review_page
        if review is not None:
            review.cancel()
        editor = self._editor.built_page if self._editor is not None else None
        if editor is not None:
            editor.cancel_titles()
        self.hinter.clear()
        QThreadPool.globalInstance().waitForDone(BACKGROUND_WAIT_MS)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt override)
        self._stroke_timer.stop()
        if self.controller.game is not None:
            self.autosave(durable=True)
        self.remember_geometry()
        self.save_settings()
        if self._record_keeper is not None:  # a record under way is waited for a moment
            self._record_keeper.close()
        self._stop_background()
        self.files.release()  # another window may now continue this game
        super().closeEvent(event)
