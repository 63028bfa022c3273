"""The window's title says where the game is kept: an autosaved game names its board and
says it is autosaved, a game in a file names the file, and the '*' shows only while
something of the game is saved nowhere."""

from __future__ import annotations

from PySide6.QtWidgets import QFileDialog
from uikit import make_window

from daydream_qt.ui.core.settings import Settings


def _roll(w) -> None:
    w.tray.roll_button.click()
    assert w.controller.game.log


def test_an_autosaved_game_names_its_board_and_says_it_is_autosaved(qtbot):
    w = make_window(qtbot, Settings(language="en", tour_offered=True))
    w.new_game("A", seed=1)
    _roll(w)
    title = w.windowTitle()
    assert "Untitled" not in title
    assert title == "Calm Morning (autosaved)[*] \u2014 Daydream"
    assert not w.isWindowModified()


def test_a_game_not_autosaved_has_the_star(qtbot, monkeypatch):
    w = make_window(qtbot, Settings(language="en", tour_offered=True))
    monkeypatch.setattr(w.files, "autosave_file", lambda: None)  # no autosave can be written
    w.new_game("A", seed=1)
    _roll(w)
    assert w.files.autosave_problem is not None
    assert w.windowTitle() == "Calm Morning[*] \u2014 Daydream" and w.isWindowModified()


def test_a_game_in_a_file_shows_the_file_and_its_autosaved_changes(qtbot, tmp_path, monkeypatch):
    target = tmp_path / "evening.daydream"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    w = make_window(qtbot, Settings(language="en", tour_offered=True))
    w.new_game("A", seed=1)
    _roll(w)
    assert w.files.save()
    assert w.windowTitle() == "evening.daydream[*] \u2014 Daydream" and not w.isWindowModified()
    w.controller.submit(next(a for a in w.controller.legal() if a.kind == "write"))
    # the move is in the autosave, not yet in the file: said, but no star
    assert w.windowTitle() == "evening.daydream (changes autosaved)[*] \u2014 Daydream"
    assert not w.isWindowModified()
    monkeypatch.setattr(w.files, "autosave_file", lambda: None)
    w.controller.submit(next(a for a in w.controller.legal() if a.kind == "write"))
    assert w.windowTitle() == "evening.daydream[*] \u2014 Daydream" and w.isWindowModified()
