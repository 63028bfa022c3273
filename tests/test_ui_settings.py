"""The Settings dialog and what each setting changes; translations loading."""

from __future__ import annotations

from uikit import make_window

from daydream_qt.ui.app import install_translations, make_app, translations_folder
from daydream_qt.ui.core.settings import Settings
from daydream_qt.ui.dialogs.settings_dialog import SettingsDialog


def test_settings_dialog_round_trip(window, qtbot, monkeypatch, daydream_home):
    def fake_exec(dialog):
        dialog.draw_strokes.setChecked(True)
        dialog.show_legal.setChecked(False)
        dialog.language.setCurrentIndex(dialog.language.findData("ja"))
        dialog.ink.set_ink("#7a1626")
        assert dialog.language_note.text() == "Board names, titles and every sentence follow it."
        assert dialog.ink_label.text() == "Red"
        return SettingsDialog.DialogCode.Accepted

    monkeypatch.setattr(SettingsDialog, "exec", fake_exec)
    window.new_game("A", seed=2)
    window.controller.roll()
    scene = window.view.board_scene
    assert scene.items_with_role("cell_glow")
    try:
        window.files.settings_action.trigger()
        saved = Settings.load()
        # The language applies at once (tests/test_ui_language_live.py says more).
        assert window.language == "ja"
    finally:
        window.apply_settings(window.settings.replace(language="en"))
    assert (saved.draw_strokes_for_me, saved.show_legal_cells, saved.language, saved.ink) == \
        (True, False, "ja", "#7a1626")
    assert window.auto_strokes.isChecked()
    assert not scene.items_with_role("cell_glow")
    # The ink is the seat's for the next solo game.
    assert window.new_game("A", seed=3).seats[0].ink == "#7a1626"


def test_cancel_changes_nothing(window, monkeypatch):
    monkeypatch.setattr(SettingsDialog, "exec", lambda d: SettingsDialog.DialogCode.Rejected)
    before = Settings.load()
    window.ask_settings()
    assert Settings.load() == before and window.settings.show_legal_cells


def test_show_legal_cells_off_from_the_start(qtbot):
    w = make_window(qtbot, Settings(language="en", show_legal_cells=False))
    w.new_game("A", seed=2)
    w.controller.roll()
    assert w.controller.legal_cells() and not w.view.board_scene.items_with_role("cell_glow")


def test_translations_load_when_shipped():
    app = make_app()
    assert install_translations(app, "en") == []
    folder = translations_folder()
    assert folder is not None and (folder / "daydream_qt_fr.qm").is_file(), "the French translation is missing"
    installed = install_translations(app, "fr")
    try:
        assert installed
    finally:
        for t in installed:
            app.removeTranslator(t)
