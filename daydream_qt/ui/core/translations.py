"""The interface's language: loading Qt translators at start, and changing them while the app runs."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from daydream_qt.package_data import data_folder

if TYPE_CHECKING:
    from PySide6.QtCore import QCoreApplication, QTranslator


def translations_folder() -> Path | None:
    """The packaged resources/translations folder, or None when this install has none."""
    return data_folder("daydream_qt.resources.translations", "resources/translations", "*.qm")


def install_translations(app: QCoreApplication, language: str) -> list[QTranslator]:
    """Load daydream_qt_<lang>.qm (and Qt's own qtbase_<lang>.qm for dialog buttons).

    English needs nothing: it is the source language. A missing or unreadable file leaves
    the interface in English rather than stopping the app.
    """
    installed: list[QTranslator] = []
    if language == "en":
        return installed
    from PySide6.QtCore import QLibraryInfo, QTranslator

    folder = translations_folder()
    candidates = []
    if folder is not None:
        candidates.append(folder / f"daydream_qt_{language}.qm")
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    candidates.append(Path(qt_folder) / f"qtbase_{language}.qm")
    for path in candidates:
        if not path.is_file():
            continue
        translator = QTranslator(app)
        if translator.load(str(path)):
            app.installTranslator(translator)
            installed.append(translator)
    return installed


def switch_language(app: QCoreApplication, language: str) -> list[QTranslator]:
    """Take the installed translators away and load those of `language` instead.

    The translators are the application's children (install_translations makes them so),
    which is how they are found again. Texts already on screen keep their language until
    their owner sets them again (see window/live_settings.py).
    """
    from PySide6.QtCore import QLocale, QTranslator

    for old in app.findChildren(QTranslator):
        app.removeTranslator(old)
        old.setParent(None)
        old.deleteLater()
    QLocale.setDefault(QLocale(language))
    return install_translations(app, language)
