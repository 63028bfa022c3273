"""A live change of language reaches everything on screen at once: How to play (its index,
its pictures and the board and title names in its text), a hint card already shown, the
Records page, and every open window, with no text of the language left behind."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QListWidget,
    QTableView,
    QTreeWidget,
    QWidget,
)
from uikit import make_window

from daydream_qt.engine import BOARD_IDS, builtin_board
from daydream_qt.ui.core.settings import Settings
from daydream_qt.ui.core.translations import origins, translations_folder

pytestmark = pytest.mark.skipif(translations_folder() is None, reason="no compiled translations")

LANGUAGES = ("en", "ja", "fr")
FUNCTION_WORDS = {
    "en": {"the", "and", "of", "for", "to", "is", "a", "your", "this", "with", "open", "on"},
    "fr": {"le", "la", "les", "des", "et", "pour", "une", "un", "du", "est", "votre", "avec", "sur"},
    "ja": set(),
}
"""Little words that say which language a sentence is in (a sentence with two of another
language's and none of its own is of that other language)."""
KANA_OR_KANJI = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def widget_texts(root: QWidget) -> list[str]:
    """Every text a visible widget under `root` shows: labels, buttons, list and table rows,
    combo box entries, group titles, window titles."""
    out: list[str] = []
    widgets = [root, *root.findChildren(QWidget)]
    for w in widgets:
        if not w.isVisible():
            continue
        if w.isWindow():
            out.append(w.windowTitle())
        if isinstance(w, (QLabel, QAbstractButton)):
            out.append(w.text())
        elif isinstance(w, QGroupBox):
            out.append(w.title())
        elif isinstance(w, QComboBox):
            out.append(w.currentText())
        elif isinstance(w, QListWidget):
            out.extend(w.item(i).text() for i in range(w.count()))
        elif isinstance(w, QTreeWidget):
            for i in range(w.topLevelItemCount()):
                item = w.topLevelItem(i)
                out.extend(item.text(c) for c in range(w.columnCount()))
        elif isinstance(w, QTableView) and w.model() is not None:
            m = w.model()
            for r in range(min(m.rowCount(), 30)):
                for c in range(m.columnCount()):
                    value = m.data(m.index(r, c))
                    if isinstance(value, str):
                        out.append(value)
    return [t for t in out if t]


def _names_by_language() -> dict[str, set[str]]:
    """The shipped boards' names, titles and items in each language."""
    names: dict[str, set[str]] = {lang: set() for lang in LANGUAGES}
    for board_id in BOARD_IDS:
        defn = builtin_board(board_id).defn
        texts = [defn.name, *(t.title for t in defn.titles)]
        for text in texts:
            for lang in LANGUAGES:
                names[lang].add(text.get(lang))
    return names


def foreign(texts: list[str], language: str) -> list[str]:
    """The texts of `texts` that belong to another language than `language`: Japanese
    script outside Japanese; a catalogue translation of another language whose text in
    `language` differs; a board's or a title's name in another language."""
    catalogue = {lang: origins(lang) for lang in LANGUAGES}
    names = _names_by_language()
    found: list[str] = []
    for text in texts:
        if language != "ja" and KANA_OR_KANJI.search(text):
            found.append(text)
            continue
        words = set(re.findall(r"[A-Za-zÀ-ÿ']+", text.lower()))
        if language == "ja" and len(words) >= 3 and not KANA_OR_KANJI.search(text):
            found.append(text)  # a sentence in Latin letters on a Japanese screen
            continue
        if len(words & FUNCTION_WORDS[language]) == 0 and any(
                len(words & FUNCTION_WORDS[other]) >= 2 for other in ("en", "fr") if other != language):
            found.append(text)  # a sentence made of another language's little words
            continue
        for other in LANGUAGES:
            if other == language:
                continue
            theirs = {n for n in names[other] if len(n) > 3} - names[language]
            if any(n in text for n in theirs):
                found.append(text)
                break
            sources = catalogue[other].get(text, [])
            mine = catalogue[language]
            # a text of the other language's catalogue, not one this language says the same way
            if sources and not any(text in mine and src in [s for pairs in mine.values() for s in pairs]
                                   for src in sources):
                found.append(text)
                break
    return found


def visible_windows() -> list[QWidget]:
    return [w for w in QApplication.topLevelWidgets() if w.isVisible()]


def test_everything_on_screen_changes_language_together(qtbot):
    from daydream_qt.ui.window.live_settings import set_language

    w = make_window(qtbot, Settings(language="en"))
    w.new_game("A", seed=8)
    w.controller.roll()
    help_dialog = w.help.show_how_to_play("stars")
    w.hinter.request()
    qtbot.waitUntil(lambda: w.hinter.suggestion is not None and w.game_page.hint_card.isVisible(), timeout=8000)
    try:
        for language in ("ja", "fr", "en"):
            set_language(w, language)
            qtbot.wait(50)
            assert help_dialog.isVisible()
            assert w.game_page.hint_card.isVisible()
            shown = [t for win in visible_windows() for t in widget_texts(win)]
            assert not foreign(shown, language), (language, foreign(shown, language))
            assert help_dialog.picture.illustration is not None
            assert help_dialog.illustration(help_dialog.page).scene.language == language
            w.records.show_records()
            qtbot.wait(50)
            shown = [t for win in visible_windows() for t in widget_texts(win)]
            assert not foreign(shown, language), (language, foreign(shown, language))
            w.navigator.back()
            qtbot.wait(50)
    finally:
        set_language(w, "en")


def test_the_default_name_is_said_in_the_language_on_screen(qtbot):
    """A seat nobody named is "Player" in the game an English window started: a French
    window's sheet, its export and its ranking call it "Joueur", a name typed stays."""
    from daydream_qt.engine import Game, SeatInfo
    from daydream_qt.ui.board.export import header_text
    from daydream_qt.ui.panels.ranking import ranking
    from daydream_qt.ui.window.live_settings import set_language

    w = make_window(qtbot, Settings(language="en"))
    game = Game(builtin_board("A"), "pass_and_play", (SeatInfo("Player"), SeatInfo("Chloé")), seed=3)
    try:
        set_language(w, "fr")
        assert " \u00b7 Joueur \u00b7 " in header_text(game, 0, "fr")
        assert sorted(p.name for p in ranking(game)) == ["Chloé", "Joueur"]
        assert " \u00b7 Chloé \u00b7 " in header_text(game, 1, "fr")
    finally:
        set_language(w, "en")
    assert " \u00b7 Player \u00b7 " in header_text(game, 0, "en")
