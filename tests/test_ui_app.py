"""The app shell: paths, settings, display check, start page, New game dialog, autosave."""

from __future__ import annotations

import datetime as dt
import os
import subprocess
import sys

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from uikit import FIRST_FRAME_MS

from daydream_qt import paths
from daydream_qt.engine import BOARD_IDS, builtin_board
from daydream_qt.engine.savefile import load_game
from daydream_qt.ui.app import make_app
from daydream_qt.ui.core.settings import Settings
from daydream_qt.ui.core.texts import refusal_sentence
from daydream_qt.ui.dialogs.new_game import NewGameDialog, dream_of_the_day, parse_seed
from daydream_qt.ui.display_check import debian_package

# ---------------------------------------------------------------- paths and settings


def test_home_env_moves_every_folder_under_one_root(daydream_home):
    assert paths.config_dir() == daydream_home / "config"
    assert paths.state_dir() == daydream_home / "state"
    assert paths.data_dir() == daydream_home / "data"
    assert paths.autosave_path() == daydream_home / "state" / "autosave.daydream"


def test_without_home_env_platformdirs_decide(monkeypatch):
    monkeypatch.delenv("DAYDREAM_QT_HOME")
    assert "daydream-qt" in str(paths.config_dir())
    assert "daydream-qt" in str(paths.state_dir())


def test_settings_round_trip_and_defaults(daydream_home):
    assert Settings.load() == Settings()
    s = Settings(draw_strokes_for_me=True, show_legal_cells=False, language="fr", ink="#aa3300")
    s.save()
    assert (daydream_home / "config" / "settings.json").is_file()
    assert Settings.load() == s
    assert not list((daydream_home / "config").glob("*.tmp"))


def test_broken_settings_file_gives_defaults(daydream_home):
    folder = daydream_home / "config"
    folder.mkdir(parents=True)
    (folder / "settings.json").write_text('{"draw_strokes_for_me": "yes", "language": "xx"', "utf-8")
    assert Settings.load() == Settings()
    (folder / "settings.json").write_text('{"draw_strokes_for_me": 3, "language": "xx", "ink": "red"}', "utf-8")
    assert Settings.load() == Settings()


# ---------------------------------------------------------------- display check


def test_display_check_exits_0_offscreen():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-m", "daydream_qt.ui.display_check"], env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout == ""


def test_display_check_names_debian_packages():
    assert debian_package("libxcb-cursor.so.0") == "libxcb-cursor0"
    assert debian_package("libxkbcommon-x11.so.0") == "libxkbcommon-x11-0"
    assert debian_package("libxcb-icccm.so.4") == "libxcb-icccm4"


# ---------------------------------------------------------------- texts


def test_refusals_are_sentences_and_unknown_codes_fall_back():
    make_app()
    assert refusal_sentence("cell_filled", "x") == "That cloud already holds a number."
    assert refusal_sentence("something_new", "The engine says so.") == "The engine says so."
    assert refusal_sentence("resolve_first", "First draw your pending strokes on the shelf.") \
        == "First draw your pending strokes on the shelf."


# ---------------------------------------------------------------- New game dialog


def test_dream_of_the_day_is_stable_for_a_date():
    day = dt.date(2025, 3, 14)
    assert dream_of_the_day(day) == dream_of_the_day(dt.date(2025, 3, 14)) == 20250314
    assert dream_of_the_day(dt.date(2025, 3, 15)) != dream_of_the_day(day)


def test_seed_parsing():
    assert parse_seed("") is None
    assert parse_seed(" 42 ") == 42
    for bad in ("-3", "abc", "99999999999"):
        with pytest.raises(ValueError):
            parse_seed(bad)


def test_new_game_dialog_lists_eight_combinations_with_panel_letters(qtbot):
    make_app()
    d = NewGameDialog("en", "A")
    qtbot.addWidget(d)
    assert [c.board_id for c in d.cards] == list(BOARD_IDS)
    assert ["".join(c.letters) for c in d.cards] == ["A", "D", "BC", "EF", "AD", "DA", "ABC", "DEF"]
    names = {c.board_id: c.name for c in d.cards}
    assert names["A"] == builtin_board("A").defn.name.en
    assert names["DEF"] == builtin_board("DEF").defn.name.en
    assert d.board_id == "A"


def test_new_game_dialog_shows_names_in_the_language(qtbot):
    make_app()
    d = NewGameDialog("fr", "A")
    qtbot.addWidget(d)
    assert d.cards[2].name == builtin_board("BC").defn.name.fr


def test_new_game_dialog_dream_of_the_day_fills_the_seed(qtbot):
    make_app()
    d = NewGameDialog("en", "A")
    qtbot.addWidget(d)
    qtbot.mouseClick(d.dream_button, Qt.MouseButton.LeftButton)
    assert d.seed() == dream_of_the_day()
    d.seed_edit.setText("nope")
    assert not d.start_button.isEnabled()
    d.seed_edit.setText("")
    assert d.start_button.isEnabled() and d.seed() is None


def test_choosing_a_combination_and_seed_starts_that_game(window, qtbot, monkeypatch):
    chosen = {}

    def fake_exec(dialog):
        qtbot.mouseClick(dialog.cards[BOARD_IDS.index("EF")], Qt.MouseButton.LeftButton)
        dialog.seed_edit.setText("4242")
        chosen["board"] = dialog.board_id
        return NewGameDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", fake_exec)
    qtbot.mouseClick(window.start_page.new_game_button, Qt.MouseButton.LeftButton)
    game = window.controller.game
    assert chosen["board"] == "EF"
    assert game.board.id == "EF" and game.seed == 4242
    assert window.pages.currentWidget() is window.game_page
    assert window.board_name.text() == builtin_board("EF").defn.name.en


# ---------------------------------------------------------------- start page and autosave


def test_start_page_offers_continue_only_with_an_autosave(window, qtbot):
    assert window.pages.currentWidget() is window.start_page
    assert window.start_page.continue_button.isHidden()
    window.new_game("D", seed=9)
    window.controller.roll()
    # Every applied action is on disk before the next one can be played.
    saved = load_game(paths.autosave_path()).game
    assert saved.board.id == "D" and saved.seed == 9 and saved.log == window.controller.game.log
    window.show_start_page()
    assert not window.start_page.continue_button.isHidden()
    assert builtin_board("D").defn.name.en in window.start_page.continue_label.text()


def test_continue_loads_the_autosaved_game_in_a_new_window(window, qtbot):
    window.new_game("A", seed=11)
    c = window.controller
    c.roll()
    c.write_at(sorted(c.legal_cells())[0])
    log = list(c.game.log)
    window.close()

    from daydream_qt.ui.window.main_window import MainWindow

    again = MainWindow(Settings(language="en"))
    qtbot.addWidget(again)
    again.show()
    # The autosave is looked at after the first paint, so the window shows without waiting.
    qtbot.waitUntil(lambda: not again.start_page.continue_button.isHidden(), timeout=3000)
    qtbot.mouseClick(again.start_page.continue_button, Qt.MouseButton.LeftButton)
    assert again.controller.game.log == log
    assert again.pages.currentWidget() is again.game_page


def test_open_refuses_a_broken_file_with_a_sentence(window, tmp_path, monkeypatch):
    bad = tmp_path / "bad.daydream"
    bad.write_text("{not json", "utf-8")
    shown = {}
    from daydream_qt.ui.widgets import plain

    monkeypatch.setattr(plain, "message", lambda parent, title, text, **k: shown.setdefault("text", text))
    assert not window.open_file(str(bad))
    assert shown["text"] and "\n" not in shown["text"]
    assert window.controller.game is None


def test_open_a_finished_game_shows_the_end_screen(window, tmp_path):
    from daydream_qt.bots.random_bot import play_random_game
    from daydream_qt.engine.savefile import save_game

    game = play_random_game(builtin_board("A"), 3)
    path = tmp_path / "done.daydream"
    save_game(game, path)
    assert window.open_file(str(path))
    assert window.pages.currentWidget() is window.end_screen
    assert window.end_screen.total_label.text() == str(game.scores()[0].total)


def test_play_again_keeps_the_combination_with_new_dice(window):
    from daydream_qt.bots.random_bot import play_random_game

    game = play_random_game(builtin_board("D"), 4)
    window.start_game(game)
    window.end_screen.play_again_button.click()
    new = window.controller.game
    assert new is not game and new.board.id == "D" and not new.log
    assert window.pages.currentWidget() is window.game_page



def test_window_gets_its_painted_icon_and_board_caches_after_the_first_frame(qtbot):
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication, QGraphicsItem

    from daydream_qt.ui.window.main_window import MainWindow

    make_app()
    QApplication.setWindowIcon(QIcon())
    w = MainWindow(Settings(language="en"))
    qtbot.addWidget(w)
    w.new_game("A", seed=1)
    cells = w.view.board_scene.items_with_role("cell")
    assert cells and all(c.cacheMode() == QGraphicsItem.CacheMode.NoCache for c in cells)
    assert QApplication.windowIcon().isNull()
    w.show()
    qtbot.waitUntil(lambda: not QApplication.windowIcon().isNull())
    icon = QApplication.windowIcon()
    assert QSize(256, 256) in icon.availableSizes() and QSize(16, 16) in icon.availableSizes()
    image = icon.pixmap(QSize(64, 64)).toImage()
    # the paper corner is transparent, the middle (the cloud) is not
    assert image.pixelColor(0, 0).alpha() == 0 and image.pixelColor(32, 40).alpha() == 255
    cached = QGraphicsItem.CacheMode.DeviceCoordinateCache
    # The board is laid out again for the view's shape once the window is shown: the
    # cells drawn now are the ones to look at.
    cells = w.view.board_scene.items_with_role("cell")
    assert cells and all(c.cacheMode() == cached for c in cells)
    # a new board drawn after the first frame is cached straight away
    w.new_game("D", seed=2)
    cells = w.view.board_scene.items_with_role("cell")
    assert cells and all(c.cacheMode() == cached for c in cells)


def test_menu_commands_and_keys_come_with_the_first_frame(qtbot):
    from daydream_qt.ui.window.main_window import MainWindow

    make_app()
    w = MainWindow(Settings(language="en"))
    qtbot.addWidget(w)
    w.new_game("A", seed=2)
    assert not w.keys_ready and w.files.menu.actions() == []
    w.show()
    qtbot.waitUntil(lambda: w.keys_ready, timeout=FIRST_FRAME_MS)
    texts = [a.text() for a in w.files.menu.actions() if not a.isSeparator()]
    assert texts == ["&New game\u2026", "&Open\u2026", "Open &recent", "Re&play a game\u2026",
                     "New boar&d", "&Edit board\u2026", "&Save", "Save &as\u2026", "&Export sheet\u2026",
                     "Pr&int\u2026", "Print a &blank board\u2026", "Se&ttings\u2026", "Start &page", "&Quit"]
    assert w.files.save_action.shortcut().toString() == "Ctrl+S"
    # Ctrl+Z undoes a written die through the window's shortcut, in the active window (a
    # shortcut of a window that is not the active one is not its to take)
    c = w.controller
    assert c.roll()
    cell = sorted(c.legal_cells())[0]
    assert c.write_at(cell) and c.can_undo()
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=FIRST_FRAME_MS)
    focused = QApplication.focusWidget() or w
    qtbot.keyClick(focused, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert not c.can_undo(), f"Ctrl+Z on {type(focused).__name__} undid nothing"


def test_file_commands_asked_for_early_are_built_at_once(qtbot):
    from daydream_qt.ui.window.main_window import MainWindow

    make_app()
    w = MainWindow(Settings(language="en"))
    qtbot.addWidget(w)
    assert not w.keys_ready
    assert w.files.save_as_action.text() == "Save &as\u2026"  # built on demand
    assert len([a for a in w.files.menu.actions() if not a.isSeparator()]) == 8


def test_the_collector_waits_during_start_up_and_then_freezes_what_it_built():
    import gc

    from daydream_qt import gc_pause

    gc.enable()  # as before any start (the tests keep it off: conftest.py)
    gc_pause.resume()  # nothing paused: nothing to undo
    assert gc.isenabled()
    frozen = gc.get_freeze_count()
    gc_pause.pause()
    try:
        assert not gc.isenabled()
        gc_pause.pause()  # a second pause changes nothing
        assert not gc.isenabled()
    finally:
        gc_pause.resume()
    assert gc.isenabled() and gc.get_freeze_count() > frozen
    gc.unfreeze()


def test_after_start_up_the_app_collects_on_the_gui_thread_only(qtbot):
    """A cycle is collected by the GUI thread's timer; Python's automatic collector, which
    could run in a worker thread (hint, review, titles), stays off."""
    import gc
    import threading
    import weakref

    from PySide6.QtCore import QObject, QTimer

    from daydream_qt import gc_pause

    class Node:
        pass

    owner = QObject()
    gc.enable()  # as before any start (the tests keep it off: conftest.py)
    gc_pause.pause()
    try:
        gc_pause.resume(owner)
        assert not gc.isenabled()
        timer = owner.findChild(QTimer, "gui-thread collector")
        assert timer is not None and timer.isActive()
        threads = []

        def make_garbage():
            threads.append(threading.current_thread())
            a, b = Node(), Node()
            a.other, b.other = b, a
            return weakref.ref(a)

        dead: list[weakref.ref] = []
        worker = threading.Thread(target=lambda: dead.append(make_garbage()))
        worker.start()
        worker.join()
        assert dead[0]() is not None  # nothing collected it in the worker
        kept = []
        while gc.get_count()[0] < gc.get_threshold()[0]:  # allocate until a collection is due
            kept.append([])
        assert gc_pause.collect_due() is not None and dead[0]() is None
        assert gc_pause.collect_due() is None  # counts reset: nothing due
        # the timer does it by itself too (well past the threshold, so that what the event
        # loop frees meanwhile does not bring the count back under it)
        dead.clear()
        dead.append(make_garbage())
        while gc.get_count()[0] < 3 * gc.get_threshold()[0]:
            kept.append([])
        qtbot.waitUntil(lambda: dead[0]() is None, timeout=3000)
        # the owner gone (the window closed), the automatic collector is back
        owner.deleteLater()
        qtbot.waitUntil(gc.isenabled, timeout=3000)
    finally:
        gc.enable()
        gc.unfreeze()
