"""Changing the language in Settings applies at once: menus, the tray, the status line, the
pages and the board are said again in the new language, and back."""

from __future__ import annotations

import pytest
from uikit import make_window

from daydream_qt.ui.core.settings import Settings
from daydream_qt.ui.core.translations import origins, qm_messages, translations_folder

pytestmark = pytest.mark.skipif(translations_folder() is None, reason="no compiled translations")


def texts(w) -> dict[str, str]:
    """Texts a player sees in every part of the window."""
    return {
        "menu": " ".join(a.text() for a in w.menuBar().actions()),
        "roll": w.tray.roll_button.text(),
        "undo": w.tray.undo_button.text(),
        "status": w.status_label.text(),
        "heading": w.start_page.new_game_button.text(),
        "auto": w.auto_strokes.text(),
        "leaves": w.tray.leaves_heading.text(),
        "tip": w.tray.confirm_button.toolTip(),
    }


def test_the_catalogue_reader_finds_sources_and_translations():
    fr = origins("fr")
    assert ("MainWindow", "&File") in fr["&Fichier"]
    assert ("MainWindow", "&File") in origins("en")["&File"]
    with pytest.raises(ValueError):
        qm_messages(b"not a catalogue at all")


def test_switching_en_fr_ja_en_says_everything_again(qtbot):
    from daydream_qt.ui.window.live_settings import set_language

    w = make_window(qtbot, Settings(language="en"))
    w.new_game("A", seed=4)
    w.controller.roll()
    qtbot.wait(450)
    english = texts(w)
    assert english["menu"].startswith("&File")
    assert english["roll"] and english["undo"] == "Undo"
    try:
        set_language(w, "fr")
        french = texts(w)
        assert "&Fichier" in french["menu"]
        assert french["undo"] == "Annuler"
        for key in english:
            assert french[key] != english[key], key
        assert w.view.board_scene.language == "fr"
        set_language(w, "ja")
        japanese = texts(w)
        for key in english:
            assert japanese[key] not in (english[key], french[key]), key
    finally:
        set_language(w, "en")
    assert texts(w) == english
    # The English plural forms, loaded under every language, are still there.
    from PySide6.QtCore import QCoreApplication

    assert QCoreApplication.translate("BoardExplain", "%n point(s)", None, 2) == "2 points"


def test_the_settings_dialog_applies_the_language_at_once(qtbot):
    w = make_window(qtbot, Settings(language="en"))
    w.new_game("A", seed=4)
    try:
        w.apply_settings(Settings(language="fr"))
        assert w.language == "fr"
        assert w.tray.undo_button.text() == "Annuler"
    finally:
        w.apply_settings(Settings(language="en"))
    assert w.tray.undo_button.text() == "Undo"


def test_what_a_person_typed_is_not_translated(qtbot):
    from PySide6.QtWidgets import QLineEdit, QPushButton, QWidget

    from daydream_qt.ui.app import make_app
    from daydream_qt.ui.core.translations import switch_language
    from daydream_qt.ui.window.live_settings import retranslate_texts

    app = make_app()
    root = QWidget()
    qtbot.addWidget(root)
    edit, button = QLineEdit("Undo", root), QPushButton("Undo", root)
    try:
        switch_language(app, "fr")
        assert retranslate_texts(root, "en") == 1
        assert button.text() == "Annuler"
        assert edit.text() == "Undo"
    finally:
        switch_language(app, "en")
