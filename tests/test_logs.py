"""The log (daydream_qt/logs.py) and the excepthook that keeps the game (ui/window/crash.py)."""

from __future__ import annotations

import os
import random
import subprocess
import sys
import threading
import time
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QWidget
from uikit import make_window

from daydream_qt import logs, paths
from daydream_qt.engine import Game, Mode, SeatInfo, builtin_board
from daydream_qt.engine.savefile import load_game
from daydream_qt.ui.window import crash


@pytest.fixture(autouse=True)
def fresh_log():
    """Every test starts with no log installed and leaves none behind."""
    logs.uninstall()
    yield
    logs.uninstall()


def log_text() -> str:
    return logs.log_file().read_text(encoding="utf-8")


# ---------------------------------------------------------------- the log file


def test_the_log_lives_in_the_log_folder_of_the_home(daydream_home):
    assert logs.log_file() == daydream_home / "log" / "daydream-qt.log"
    assert paths.log_dir() == daydream_home / "log"


def test_lines_noted_before_install_are_written_at_install():
    logs.info("opened %s", "early.daydream")
    assert not logs.log_file().exists()  # nothing is written (nor logging imported) before
    assert logs.install() is not None
    logs.warning("the autosave failed: %s", "a reason")
    text = log_text()
    assert "INFO daydream_qt: opened early.daydream" in text
    assert "WARNING daydream_qt: the autosave failed: a reason" in text
    assert text.index("early.daydream") < text.index("a reason")


def test_notes_kept_before_install_are_bounded():
    for k in range(logs.PENDING_MAX + 50):
        logs.info("line %d", k)
    logs.install()
    text = log_text()
    assert "line 49\n" not in text and "line 50\n" in text
    assert f"line {logs.PENDING_MAX + 49}\n" in text


def test_the_log_rotates_and_keeps_three_old_files(monkeypatch):
    monkeypatch.setattr(logs, "MAX_BYTES", 2_000)
    logs.install()
    for k in range(400):
        logs.info("a line of the log, number %04d", k)
    folder = logs.log_file().parent
    names = sorted(p.name for p in folder.iterdir())
    assert names == ["daydream-qt.log", "daydream-qt.log.1", "daydream-qt.log.2", "daydream-qt.log.3"]
    assert all(p.stat().st_size <= 2_000 for p in folder.iterdir())
    assert "number 0399" in log_text()  # the newest line is in the current file


def test_a_slow_operation_is_logged_with_its_time_and_a_quick_one_is_not(monkeypatch):
    logs.install()
    monkeypatch.setattr(logs, "SLOW_MS", 1e9)
    with logs.timed("a quick thing"):
        pass
    monkeypatch.setattr(logs, "SLOW_MS", -1.0)
    with logs.timed("laying out the board") as t:
        t.extra = " of A"
    text = log_text()
    assert "a quick thing" not in text
    assert "laying out the board of A in " in text and "ms (slow)" in text


def test_a_hard_crash_writes_every_stack_into_the_log(tmp_path):
    """faulthandler writes into the log file, from the very start of the app."""
    code = ("import faulthandler; from daydream_qt import logs; logs.enable_faulthandler(); "
            "faulthandler._sigsegv()")
    env = dict(os.environ, DAYDREAM_QT_HOME=str(tmp_path / "home"))
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, timeout=60)
    assert done.returncode != 0
    text = (tmp_path / "home" / "log" / "daydream-qt.log").read_text(encoding="utf-8")
    assert "Fatal Python error: Segmentation fault" in text
    assert "File \"<string>\", line 1" in text


def test_faulthandler_follows_the_log_when_it_rotates(monkeypatch):
    import faulthandler

    monkeypatch.setattr(logs, "MAX_BYTES", 1_000)
    logs.enable_faulthandler()
    logs.install()
    for k in range(60):
        logs.info("filler %d", k)
    faulthandler.dump_traceback(file=logs._fault_stream)  # what a crash now would write
    assert "test_faulthandler_follows_the_log_when_it_rotates" in log_text()


def test_no_log_folder_means_no_log_and_no_error(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    monkeypatch.setattr(logs, "log_dir", lambda: blocker / "log")
    assert logs.enable_faulthandler() is None
    assert logs.install() is None
    logs.info("still fine")


# ---------------------------------------------------------------- the excepthook


@pytest.fixture
def guarded(qtbot, monkeypatch):
    """A window with a game of 12 actions, its excepthook installed, dialogs recorded."""
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(crash, "show_dialog", lambda parent, title, text: shown.append((title, text)))
    window = make_window(qtbot)
    window.new_game("A", seed=3)
    c = window.controller
    rng = random.Random(3)
    for _ in range(12):
        game = c.game
        if game.to_move() is None:
            assert c.submit(game.next_roll(), player=False)
        else:
            assert c.submit(rng.choice([a for a in c.legal() if a.kind != "give_up"]), player=False)
    keeper = crash.guard(window)
    yield window, keeper, shown
    keeper.uninstall()


def raise_in_a_slot(qtbot, error: Exception) -> None:
    def slot():
        raise error

    QTimer.singleShot(0, slot)
    qtbot.wait(50)


@pytest.mark.qt_no_exception_capture
def test_an_exception_in_a_slot_keeps_the_game_and_shows_one_dialog(guarded, qtbot):
    window, keeper, shown = guarded
    autosave = window.files.autosave_file()
    autosave.unlink()  # so that only the hook's own save can bring it back
    raise_in_a_slot(qtbot, ZeroDivisionError("the board divided by zero"))
    qtbot.waitUntil(lambda: len(shown) == 1)
    assert load_game(autosave).game.log == window.controller.game.log
    assert len(window.controller.game.log) == 12
    title, text = shown[0]
    assert title == "Something went wrong"
    assert "Your game is kept" in text
    assert str(logs.log_file()) in text
    log = log_text()
    assert "start: daydream-qt 0.1.0" in log and "PySide6" in log
    assert "Unexpected exception" in log and "ZeroDivisionError: the board divided by zero" in log
    assert "Traceback" in log


@pytest.mark.qt_no_exception_capture
def test_repeated_exceptions_give_one_dialog(guarded, qtbot):
    window, keeper, shown = guarded
    for k in range(5):
        raise_in_a_slot(qtbot, RuntimeError(f"fault {k}"))
    qtbot.wait(50)
    assert len(shown) == 1 == keeper.dialogs
    assert log_text().count("RuntimeError: fault") == 5  # every one is logged


@pytest.mark.qt_no_exception_capture
def test_no_second_dialog_while_the_first_is_open(guarded, qtbot, monkeypatch):
    window, keeper, shown = guarded

    def dialog(parent, title, text):
        shown.append((title, text))
        raise_in_a_slot(qtbot, RuntimeError("while the dialog is open"))  # the dialog's own loop

    monkeypatch.setattr(crash, "show_dialog", dialog)
    raise_in_a_slot(qtbot, RuntimeError("first"))
    qtbot.waitUntil(lambda: len(shown) >= 1)
    qtbot.wait(50)
    assert len(shown) == 1
    assert "while the dialog is open" in log_text()


@pytest.mark.qt_no_exception_capture
def test_a_dialog_again_after_the_quiet_time(guarded, qtbot, monkeypatch):
    window, keeper, shown = guarded
    raise_in_a_slot(qtbot, RuntimeError("one"))
    qtbot.waitUntil(lambda: len(shown) == 1)
    monkeypatch.setattr(crash, "QUIET_S", 0.0)
    time.sleep(0.01)
    raise_in_a_slot(qtbot, RuntimeError("two"))
    qtbot.waitUntil(lambda: len(shown) == 2)


@pytest.mark.qt_no_exception_capture
def test_an_exception_in_a_thread_is_logged_and_told_on_the_window_thread(guarded, qtbot):
    window, keeper, shown = guarded

    def work():
        raise ValueError("in a worker")

    thread = threading.Thread(target=work, name="worker")
    thread.start()
    thread.join()
    qtbot.waitUntil(lambda: len(shown) == 1)
    assert "Unexpected exception in thread worker" in log_text()
    assert "ValueError: in a worker" in log_text()


class Host(QWidget):
    """A window as the guard sees it: a game, and an autosave that does what it is told
    (a widget of its own, the guard's parent)."""

    def __init__(self, game, save) -> None:
        super().__init__()
        self.controller = SimpleNamespace(game=game)
        self._save = save

    def autosave(self, durable: bool = False) -> bool:
        return self._save()


def a_game() -> Game:
    return Game(builtin_board("A"), Mode.SOLO, (SeatInfo("P", "#2b4c7e"),), 1)


def test_the_dialog_says_when_the_game_could_not_be_saved_again(qapp):
    keeper = crash.CrashGuard(Host(a_game(), lambda: False))
    text = keeper.text(keeper._autosave())
    assert "could not be saved again" in text and "Save As" in text
    assert "Your game is kept" not in text


def test_a_failing_autosave_in_the_hook_does_not_raise(qapp):
    def broken():
        raise OSError("disk gone")

    keeper = crash.CrashGuard(Host(a_game(), broken))
    assert keeper._autosave() is False
    assert "The autosave after an exception failed" in log_text()
    assert "OSError: disk gone" in log_text()


def test_without_a_game_the_dialog_names_only_the_log(qapp):
    keeper = crash.CrashGuard(Host(None, lambda: True))
    text = keeper.text(keeper._autosave())
    assert text == f"Something went wrong inside Daydream.\n\nThe details are in the log: {logs.log_file()}"


def test_the_hooks_are_given_back(qtbot):
    window = make_window(qtbot)
    before = (sys.excepthook, threading.excepthook)
    keeper = crash.guard(window)
    assert sys.excepthook == keeper.excepthook
    keeper.uninstall()
    assert (sys.excepthook, threading.excepthook) == before


def test_files_opened_and_saved_are_logged_with_size_and_time(qtbot, tmp_path, monkeypatch):
    from daydream_qt.ui.widgets import plain

    shown = []
    monkeypatch.setattr(plain, "message", lambda *a, **k: shown.append(a[2]))
    window = make_window(qtbot)
    logs.install()
    window.new_game("D", seed=2)
    target = tmp_path / "kept.daydream"
    assert window.files.write(target)
    assert window.open_file(str(target))
    bad = tmp_path / "bad.daydream"
    bad.write_text("not json", encoding="utf-8")
    assert not window.open_file(str(bad))
    text = log_text()
    size = target.stat().st_size
    assert f"saved {target} ({size} bytes, 0 actions) in " in text
    assert f"opened {target} ({size} bytes, 0 actions) in " in text
    # the log has the path and why; the player's sentence names the file before the same why
    line = next(ln for ln in text.splitlines() if f"refused to open {bad}: " in ln)
    why = line.split(f"refused to open {bad}: ", 1)[1]
    assert why and shown[-1] == f"bad.daydream cannot be opened. {why}"
