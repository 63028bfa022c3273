"""Start the desktop app: the QApplication, its look (paper, ink, rounded buttons) and the window."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

# The app's modules this one needs come before Qt: `make_app` imports Qt (see
# `_answer_source_scans`).
from daydream_qt.package_data import DESKTOP_ID
from daydream_qt.ui.core.translations import install_translations, translations_folder
from daydream_qt.ui.style.palette import CARD, INK, PAPER, STYLE, TEXT

__all__ = ["install_translations", "main_window", "make_app", "run_app", "translations_folder"]

if TYPE_CHECKING:
    from collections.abc import Callable
    from types import ModuleType

    from PySide6.QtWidgets import QApplication

    from daydream_qt.ui.window.main_window import MainWindow


def _answer_source_scans() -> None:
    """Spare PySide6 reading the app's and the standard library's sources.

    Once loaded, PySide6 reads the whole source of every module imported after it (through
    `inspect.getsource`), to see whether it asks for one of PySide's `__feature__` switches
    (snake_case, true_property). No module of the app does, nor does the standard library:
    those are answered by name, "not a user of PySide". For the app's modules that is not
    what PySide would find, and is cheaper: a module marked as a user has PySide check its
    feature set at each of its imports, and the app never selects a feature, so the set
    stays the default either way (a module of someone else selecting one in this process
    would now also switch it for the app's code). Any other module is read as before. It
    saves reading about a hundred files before the first frame (15 M instructions of the
    start, more in time: they are files). A PySide without this hook is left alone.
    """
    feature = sys.modules.get("shibokensupport.feature")
    # PySide's own hook, read and replaced by name: a private function of PySide's
    # support module, which may not be there (or may change) in another PySide.
    scan = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or not callable(scan) or getattr(scan, "answered_by_name", False):
        return
    setattr(feature, "_mod_uses_pyside", _AnsweredByName(scan))  # noqa: B010 (set by name, as read)


class _AnsweredByName:
    """PySide's source scan (`scan`), answered "no" without reading for the standard
    library's modules and the app's; it says so in `answered_by_name`, so that it is put
    in place once."""

    answered_by_name = True

    def __init__(self, scan: Callable[[ModuleType], bool]) -> None:
        self.scan = scan

    def __call__(self, module: ModuleType) -> bool:
        # What PySide hands over (a module, in practice): its name read without assuming one.
        name = getattr(module, "__name__", "")
        if isinstance(name, str) and name.partition(".")[0] in (*sys.stdlib_module_names, "daydream_qt"):
            return False
        return self.scan(module)


def make_app(argv: list[str] | None = None) -> QApplication:
    """The QApplication with the app's names, font, palette, style sheet and translations."""
    from PySide6.QtWidgets import QApplication

    _answer_source_scans()  # as soon as Qt is loaded: every module from here on gains
    from PySide6.QtGui import QColor, QFont, QPalette

    existing = QApplication.instance()
    if existing is None:
        args = list(sys.argv[:1] if argv is None else argv) or ["daydream-qt"]
        # Fusion on every platform, chosen by name before the application exists: the
        # same look everywhere, and no style object crosses into Python at startup.
        app = QApplication([args[0], "-style", "fusion", *args[1:]])
    elif isinstance(existing, QApplication):
        app = existing
        app.setStyle("Fusion")  # an application made elsewhere (the test runner's)
    else:  # a QCoreApplication, made elsewhere: no window can be shown in it
        raise RuntimeError("a QCoreApplication is already running: the app needs a QApplication")
    app.setApplicationName("daydream-qt")
    app.setApplicationDisplayName("Daydream")
    # The desktop entry `daydream-qt --install-desktop` writes: Wayland shows its icon.
    app.setDesktopFileName(DESKTOP_ID)
    font = QFont(app.font())
    font.setPointSizeF(max(font.pointSizeF(), 10.5))
    app.setFont(font)
    pal = app.palette()
    pal.setColor(QPalette.ColorRole.Window, QColor(PAPER))
    pal.setColor(QPalette.ColorRole.Base, QColor(CARD))
    pal.setColor(QPalette.ColorRole.Text, QColor(TEXT))
    pal.setColor(QPalette.ColorRole.WindowText, QColor(TEXT))
    pal.setColor(QPalette.ColorRole.Highlight, QColor(INK))
    app.setPalette(pal)
    app.setStyleSheet(STYLE)
    from daydream_qt.ui.core.texts import install_plural_forms  # "1 stroke", "2 strokes"

    install_plural_forms(app)
    return app


def main_window(app: QApplication) -> MainWindow:
    """The main window with the player's settings and language, not yet shown.

    The garbage collector waits until the window's first frame (see `gc_pause`).
    """
    from daydream_qt import gc_pause

    gc_pause.pause()
    from daydream_qt.ui.core.settings import Settings
    from daydream_qt.ui.window.main_window import MainWindow

    settings = Settings.load()
    if settings.theme != "light":
        # Before any widget exists, so the window is built in the right colours; the
        # light theme (what the modules define) costs nothing here.
        from daydream_qt.ui.style import theme

        theme.apply(app, theme.wanted(settings.theme))
    if settings.text_size != 100:  # before any widget, as the theme
        from daydream_qt.ui.style import palette

        palette.apply_text_size(app, settings.text_size)
    language = settings.effective_language()
    install_translations(app, language)
    from PySide6.QtCore import QLocale

    QLocale.setDefault(QLocale(language))
    return MainWindow(settings)


def run_app(argv: list[str] | None = None, file: str | None = None) -> int:
    """Open the main window on the start page (on the game in `file` when it can be opened;
    else one sentence, then the start page) and run until it is closed."""
    app = make_app(argv)
    window = main_window(app)
    from daydream_qt.ui.window.crash import guard

    guard(window)  # an exception from here on is logged, and the game kept
    if file is not None:
        window.open_file(file)
    window.show()
    return app.exec()
