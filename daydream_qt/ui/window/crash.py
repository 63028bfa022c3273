"""When something goes wrong inside the app: the traceback into the log, the game autosaved
once more, and one dialog that says so and where the log is.

The autosave is already written after every action, so the game is on disk before any
exception; saving it again here is belt and braces, and guarded so that it can never raise
in turn. The app keeps running: the game stays open, and the player can Save As.

An exception raised in a slot reaches `sys.excepthook` (PySide reports it there); one in a
Python thread reaches `threading.excepthook`. Both only log and send a queued signal: the
autosave and the dialog happen on the window's thread, outside the code that failed. While
the dialog is open, or within `QUIET_S` of it closing, further exceptions are logged only:
a fault repeated at every repaint gives one dialog, not a stack of them.
"""

from __future__ import annotations

import sys
import threading
import time
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal

from daydream_qt import logs

if TYPE_CHECKING:
    from collections.abc import Callable
    from types import TracebackType

    from PySide6.QtCore import SignalInstance
    from PySide6.QtGui import QScreen
    from PySide6.QtWidgets import QWidget

    from daydream_qt.ui.core.controller import GameController

    ExceptHook = Callable[[type[BaseException], BaseException, TracebackType | None], object]
    ThreadExceptHook = Callable[[threading.ExceptHookArgs], object]

QUIET_S = 60.0
"""After the dialog is closed, further exceptions within this many seconds are only logged."""
LOG_START_MS = 500
"""The log is started this long after the first frame: once the window's own after-the-frame
work (menus, keys, caches) is done, so that importing `logging` delays none of it. Lines
noted before are kept, and an exception installs the log at once."""


class CrashHost(Protocol):
    """What the guard asks of the window it keeps (`MainWindow` is the one)."""

    controller: GameController

    def autosave(self, durable: bool = False) -> bool: ...

    def window(self) -> QWidget:
        """The window's own widget (Qt's `QWidget.window`): the guard's parent and the dialog's."""
        ...


class GuardedWindow(CrashHost, Protocol):
    """The window `guard` keeps: it says when its first frame is painted, and where."""

    first_painted: SignalInstance

    def isVisible(self) -> bool: ...  # noqa: N802 (Qt's name)

    def screen(self) -> QScreen | None: ...


def show_dialog(parent: QWidget | None, title: str, text: str) -> None:
    """The one dialog (a function of its own, so tests can replace it)."""
    from daydream_qt.ui.widgets import plain

    plain.message(parent, title, text, kind="critical")


class CrashGuard(QObject):
    """Installs the hooks for one window and shows its dialog."""

    caught = Signal()
    """An exception was logged; the window's thread saves the game and tells the player."""

    def __init__(self, window: CrashHost) -> None:
        super().__init__(window.window())
        self.window = window
        self.dialogs = 0
        """Dialogs shown so far."""
        self._dialog_open = False
        self._closed_at: float | None = None
        self._previous: tuple[ExceptHook, ThreadExceptHook] | None = None
        """The hooks as they were before `install` (None: not installed)."""
        self.caught.connect(self._tell, Qt.ConnectionType.QueuedConnection)

    def install(self) -> None:
        """Take over `sys.excepthook` and `threading.excepthook` (once)."""
        if self._previous is None:
            self._previous = (sys.excepthook, threading.excepthook)
            sys.excepthook = self.excepthook
            threading.excepthook = self.thread_excepthook

    def uninstall(self) -> None:
        """Give the hooks back as they were (when they are still ours)."""
        if self._previous is None:
            return
        if sys.excepthook == self.excepthook:
            sys.excepthook = self._previous[0]
        if threading.excepthook == self.thread_excepthook:
            threading.excepthook = self._previous[1]
        self._previous = None

    # ------------------------------------------------------------ the hooks
    def excepthook(self, exc_type: type[BaseException], exc: BaseException,
                   tb: TracebackType | None) -> None:
        if issubclass(exc_type, KeyboardInterrupt):  # Ctrl+C in the terminal: as Python does
            sys.__excepthook__(exc_type, exc, tb)
            return
        if exc.__traceback__ is None and tb is not None:
            exc = exc.with_traceback(tb)
        self._log("Unexpected exception", exc)
        if threading.current_thread() is threading.main_thread():
            self._autosave()  # at once, before anything else can go wrong
        self.caught.emit()

    def thread_excepthook(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_type is SystemExit or args.exc_value is None:
            return
        name = args.thread.name if args.thread is not None else "?"
        self._log(f"Unexpected exception in thread {name}", args.exc_value)
        self.caught.emit()

    @staticmethod
    def _log(message: str, exc: BaseException) -> None:
        try:
            logs.exception(message, exc)
        except Exception:  # noqa: BLE001 (the hook itself must never raise)
            pass

    # ------------------------------------------------------------ on the window's thread
    def _autosave(self) -> bool | None:
        """Save the game once more; True when saved, False when it could not be, None when
        there is no game to keep."""
        try:
            game = self.window.controller.game
            if game is None:
                return None
            return bool(self.window.autosave(durable=True))
        except Exception as exc:  # noqa: BLE001 (a failing save must not raise from the hook)
            self._log("The autosave after an exception failed", exc)
            return False

    def _tell(self) -> None:
        saved = self._autosave()
        if self._dialog_open:
            return
        if self._closed_at is not None and time.monotonic() - self._closed_at < QUIET_S:
            return
        self._dialog_open = True
        self.dialogs += 1
        try:
            show_dialog(self.window.window(), self.tr("Something went wrong"), self.text(saved))
        finally:
            self._dialog_open = False
            self._closed_at = time.monotonic()

    def text(self, saved: bool | None) -> str:
        """The dialog's sentences: what went wrong, what became of the game, where the log is."""
        parts = [self.tr("Something went wrong inside Daydream.")]
        game = self.window.controller.game
        if saved and game is not None and not game.over:
            parts.append(self.tr("Your game is kept: it is saved, and Continue on the start page "
                                 "resumes it."))
        elif saved is False:
            parts.append(self.tr("Your game is still open, but it could not be saved again: use "
                                 "File \u203a Save As to keep it."))
        if logs.install() is not None:
            where = self.tr("The details are in the log: {0}").format(logs.log_file())
        else:
            where = self.tr("The details could not be written to a log.")
        return " ".join(parts) + "\n\n" + where  # the log's path on a line of its own


def log_start(window: GuardedWindow) -> None:
    """Start writing the log, beginning with what was started, where and on what screen."""
    if logs.install() is None:
        return
    import platform

    from PySide6 import __version__ as pyside_version
    from PySide6.QtCore import qVersion
    from PySide6.QtGui import QGuiApplication

    from daydream_qt.package_data import version

    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is not None:
        size = screen.size()
        shown = (f"{screen.name() or '?'} {size.width()}x{size.height()} "
                 f"at scale {screen.devicePixelRatio():g}")
    else:
        shown = "none"
    # uname only: platform.platform() would read the interpreter's binary to find libc.
    system = f"{platform.system()} {platform.release()} {platform.machine()}"
    logs.info("start: daydream-qt %s, Python %s, PySide6 %s, Qt %s, %s, platform %s, screen %s",
              version(), platform.python_version(), pyside_version, qVersion(), system,
              QGuiApplication.platformName(), shown)


def guard(window: GuardedWindow) -> CrashGuard:
    """Keep `window`'s game through any exception from now on; the log starts once the
    window's first frame is on screen (importing `logging` earlier would slow the start)."""
    keeper = CrashGuard(window)
    keeper.install()
    if not window.isVisible():
        # The window as the timer's context: a window closed within that time cancels it.
        window.first_painted.connect(
            lambda: QTimer.singleShot(LOG_START_MS, window.window(), lambda: log_start(window)))
    else:
        log_start(window)
    app = QCoreApplication.instance()
    if app is not None:
        app.aboutToQuit.connect(lambda: logs.info("quit"))
    return keeper
