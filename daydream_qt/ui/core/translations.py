"""The interface's language: loading Qt translators at start, and changing them while the app runs."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from daydream_qt.package_data import data_folder

if TYPE_CHECKING:
    from PySide6.QtCore import QCoreApplication, QTranslator

LANGUAGE_TRANSLATOR = "daydream-language"
"""Object name of the translators of the interface's language: a change of language replaces
those, and keeps the others (the English plural forms, loaded under every language)."""


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
        translator.setObjectName(LANGUAGE_TRANSLATOR)
        if translator.load(str(path)):
            app.installTranslator(translator)
            installed.append(translator)
    return installed


def switch_language(app: QCoreApplication, language: str) -> list[QTranslator]:
    """Take the installed translators away and load those of `language` instead.

    They are the application's children named LANGUAGE_TRANSLATOR (install_translations
    makes them so), which is how they are found again. Texts already on screen keep their language until
    their owner sets them again (see window/live_settings.py).
    """
    from PySide6.QtCore import QLocale, QTranslator

    for old in app.findChildren(QTranslator, LANGUAGE_TRANSLATOR):
        app.removeTranslator(old)
        old.setParent(None)
        old.deleteLater()
    QLocale.setDefault(QLocale(language))
    return install_translations(app, language)


Origins = dict[str, list[tuple[str, str]]]
"""A text as shown -> the (context, English source) pairs it can be a translation of."""

QM_MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")
_QM_MESSAGES = 0x69
_TAG_END, _TAG_TRANSLATION, _TAG_OBSOLETE1 = 1, 3, 5
_TAG_TEXTS = {2: ("source", "utf-16-be"), 4: ("context", "utf-16-be"), 6: ("source", "utf-8"),
              7: ("context", "utf-8"), 8: ("comment", "utf-8")}


def qm_messages(data: bytes) -> list[tuple[str, str, list[str]]]:
    """(context, source, translations) of each message of a compiled .qm catalogue.

    The layout is Qt's (qtranslator.cpp): tagged blocks, the messages block a run of
    tagged fields each message closes with an end tag. A file that is not a catalogue,
    or is cut short, raises ValueError.
    """
    if data[:16] != QM_MAGIC:
        raise ValueError("not a Qt translation catalogue")
    out: list[tuple[str, str, list[str]]] = []
    pos = 16
    while pos + 5 <= len(data):
        tag, size = data[pos], int.from_bytes(data[pos + 1:pos + 5], "big")
        block = data[pos + 5:pos + 5 + size]
        pos += 5 + size
        if tag != _QM_MESSAGES:
            continue
        i = 0
        fields: dict[str, str] = {}
        translations: list[str] = []
        while i < len(block):
            field = block[i]
            i += 1
            if field == _TAG_END:
                if "source" in fields:
                    out.append((fields.get("context", ""), fields["source"], translations))
                fields, translations = {}, []
                continue
            if field == _TAG_OBSOLETE1:
                i += 4
                continue
            n = int.from_bytes(block[i:i + 4], "big")
            i += 4
            if field == _TAG_TRANSLATION:
                if n != 0xFFFFFFFF:
                    translations.append(block[i:i + n].decode("utf-16-be"))
                    i += n
            elif field in _TAG_TEXTS:
                name, encoding = _TAG_TEXTS[field]
                fields[name] = block[i:i + n].decode(encoding)
                i += n
            else:
                raise ValueError(f"unknown field {field} in a translation catalogue")
            if i > len(block):
                raise ValueError("a translation catalogue cut short")
    return out


_origins: dict[str, Origins] = {}


def origins(language: str) -> Origins:
    """Where each text shown in `language` comes from: for English the sources themselves,
    for another language its translations, read from the app's own catalogues (empty when
    this install has none)."""
    if language in _origins:
        return _origins[language]
    found: Origins = {}
    folder = translations_folder()
    paths = sorted(folder.glob("daydream_qt_*.qm")) if folder is not None else []
    if language != "en":
        paths = [p for p in paths if p.name == f"daydream_qt_{language}.qm"]
    for path in paths:
        try:
            messages = qm_messages(path.read_bytes())
        except (OSError, ValueError):
            continue
        for context, source, translations in messages:
            shown = [source] if language == "en" else translations
            for text in shown:
                pairs = found.setdefault(text, [])
                if (context, source) not in pairs:
                    pairs.append((context, source))
    _origins[language] = found
    return found
