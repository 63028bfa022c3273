"""The app's own files (settings, autosave, drafts, the log) with a link or a named pipe in
their place: nothing blocks, nothing is read or written through a link, what was there is
set aside and the player is told once."""

from __future__ import annotations

import json
import os
import stat
import threading
from pathlib import Path

import pytest
from uikit import make_window

from daydream_qt import logs, paths
from daydream_qt.editor import store
from daydream_qt.engine import Game, Mode, SeatInfo, builtin_board
from daydream_qt.engine.board import boards_dir
from daydream_qt.engine.savefile import load_game, save_game
from daydream_qt.ui.core.board_words import refusal_text
from daydream_qt.ui.core.settings import Settings

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")

SETTINGS_SENTENCE = "Your settings could not be read; they were reset and the old file was kept as {0}."
AUTOSAVE_SENTENCE = "The autosave was a link or a special file, not a saved game; it was set aside as {0}."
DRAFT_SENTENCE = "{0} was a link or a special file, not a board file; it was set aside as {1}."


class Watchdog:
    """Opens the pipe at `path` from the other end after `seconds`, so that code blocked on
    it returns (and the test fails) instead of hanging; `fired` tells it had to."""

    def __init__(self, path: Path, seconds: float = 5.0) -> None:
        self.path = path
        self.fired = False
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, args=(seconds,), daemon=True)

    def _run(self, seconds: float) -> None:
        if self._stop.wait(seconds):
            return
        self.fired = True
        for _ in range(200):  # a reader or a writer may be the one waiting
            for flags in (os.O_WRONLY | os.O_NONBLOCK, os.O_RDONLY | os.O_NONBLOCK):
                try:
                    fd = os.open(self.path, flags)
                except OSError:
                    continue
                os.close(fd)
            if self._stop.wait(0.05):
                return

    def __enter__(self) -> Watchdog:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join(10)
        assert not self.fired, f"{self.path.name}: blocked on a named pipe"


def _fifo(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    return path


def _link(path: Path, target: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.symlink_to(target)
    return path


def _aside(path: Path) -> Path:
    [aside] = sorted(path.parent.glob(f"{path.name}.bad-*"))
    assert aside.name[len(path.name):].startswith(".bad-2") and len(aside.name) == len(path.name) + 20
    return aside


def _outside(tmp_path: Path, name: str, data: bytes) -> Path:
    target = tmp_path / "elsewhere" / name
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(data)
    return target


# ---------------------------------------------------------------- the shared reader


def test_the_reader_sets_a_pipe_and_a_link_aside_and_reads_a_plain_file(tmp_path):
    from daydream_qt.ownfiles import NotOwnFile, read_own_file

    fifo = _fifo(tmp_path / "own.json")
    with Watchdog(fifo), pytest.raises(NotOwnFile) as caught:
        read_own_file(fifo, 100)
    aside = _aside(fifo)
    assert caught.value.aside == aside and stat.S_ISFIFO(os.lstat(aside).st_mode)
    assert str(caught.value) == f"own.json was a named pipe rather than a plain file, so it was set aside as {aside.name}."
    target = _outside(tmp_path, "target.json", b"theirs")
    link = _link(tmp_path / "linked.json", target)
    with pytest.raises(NotOwnFile, match="linked.json was a symbolic link rather than a plain file"):
        read_own_file(link, 100)
    assert not os.path.lexists(link) and os.readlink(_aside(link)) == str(target)
    assert target.read_bytes() == b"theirs"
    assert read_own_file(tmp_path / "missing.json", 100) is None
    (tmp_path / "plain.json").write_bytes(b"{}")
    assert read_own_file(tmp_path / "plain.json", 100) == b"{}"


def test_a_second_set_aside_in_the_same_second_gets_a_free_name(tmp_path, monkeypatch):
    from daydream_qt import ownfiles
    from daydream_qt.ownfiles import clear_way, set_aside

    monkeypatch.setattr(ownfiles.time, "strftime", lambda _format: "20260101-120000")
    first = set_aside(_fifo(tmp_path / "a"))
    second = set_aside(_fifo(tmp_path / "a"))
    assert (first.name, second.name) == ("a.bad-20260101-120000", "a.bad-20260101-120000-2")
    assert clear_way(tmp_path / "nothing") is None


# ---------------------------------------------------------------- settings


def test_a_pipe_as_settings_does_not_hold_the_start_and_is_set_aside(qtbot):
    fifo = _fifo(Settings.path())
    with Watchdog(fifo):
        settings = Settings.load()
    aside = _aside(fifo)
    assert settings == Settings() and settings.reset and settings.kept_aside == aside
    assert stat.S_ISFIFO(os.lstat(aside).st_mode) and not os.path.lexists(fifo)
    window = make_window(qtbot, settings)
    assert window.notice == SETTINGS_SENTENCE.format(aside.name)
    settings.save()
    assert stat.S_ISREG(os.lstat(Settings.path()).st_mode)


def test_a_link_as_settings_is_not_followed_nor_written_through(qtbot, tmp_path):
    theirs = json.dumps({"language": "fr", "ink": "#112233", "recent": ["/x.daydream"]}).encode()
    target = _outside(tmp_path, "dotfiles-settings.json", theirs)
    link = _link(Settings.path(), target)
    assert Settings.recent_on_disk() is None  # not read through the link either: set aside
    _aside(link).unlink()
    _link(link, target)
    settings = Settings.load()
    aside = _aside(link)
    assert settings == Settings() and settings.language == "" and settings.kept_aside == aside
    assert os.readlink(aside) == str(target) and target.read_bytes() == theirs
    window = make_window(qtbot, settings)
    assert window.notice == SETTINGS_SENTENCE.format(aside.name)
    # A link planted while the app runs is set aside at the next save, never written through.
    aside.unlink()
    _link(link, target)
    settings.replace(ink="#445566").save()
    assert target.read_bytes() == theirs
    assert not link.is_symlink() and json.loads(link.read_bytes())["ink"] == "#445566"
    assert os.readlink(_aside(link)) == str(target)


# ---------------------------------------------------------------- the autosave


def _unfinished(seed: int = 3) -> Game:
    game = Game(builtin_board("A"), Mode.SOLO, (SeatInfo("Ann", "#2b4c7e"),), seed=seed)
    game.roll()
    return game


def test_a_pipe_as_the_autosave_does_not_hold_the_start_and_is_set_aside(qtbot):
    fifo = _fifo(paths.autosave_path())
    with Watchdog(fifo):
        window = make_window(qtbot)
        qtbot.waitUntil(lambda: window._continue_checked)
    aside = _aside(fifo)
    assert stat.S_ISFIFO(os.lstat(aside).st_mode)
    assert window.notice == AUTOSAVE_SENTENCE.format(aside.name)
    assert not window.start_page.continue_button.isVisibleTo(window.start_page)
    assert window.files.load_autosave() is None and window.notice == AUTOSAVE_SENTENCE.format(aside.name)


def test_a_link_as_the_autosave_is_not_continued_nor_written_through(qtbot, tmp_path):
    theirs = tmp_path / "elsewhere" / "their-game.daydream"
    theirs.parent.mkdir()
    save_game(_unfinished(), theirs)
    before = theirs.read_bytes()
    link = _link(paths.autosave_path(), theirs)
    window = make_window(qtbot)
    qtbot.waitUntil(lambda: window._continue_checked)
    aside = _aside(link)
    assert os.readlink(aside) == str(theirs)
    assert not window.start_page.continue_button.isVisibleTo(window.start_page)
    assert window.notice == AUTOSAVE_SENTENCE.format(aside.name)
    window.new_game("A", seed=4)
    window.controller.roll()
    assert theirs.read_bytes() == before
    assert not link.is_symlink() and load_game(link).game.log == window.controller.game.log


def test_a_pipe_planted_as_the_autosave_while_playing_is_set_aside(qtbot):
    window = make_window(qtbot)
    window.new_game("A", seed=5)
    window.controller.roll()
    auto = paths.autosave_path()
    auto.unlink()
    _fifo(auto)
    c = window.controller
    with Watchdog(auto):
        c.write_at(sorted(c.legal_cells())[0])
    aside = _aside(auto)
    assert stat.S_ISFIFO(os.lstat(aside).st_mode)
    assert window.files.autosave_problem is None
    assert load_game(auto).game.log == c.game.log
    assert window.notice == AUTOSAVE_SENTENCE.format(aside.name)


# ---------------------------------------------------------------- drafts of the boards folder


def test_a_pipe_among_the_drafts_is_set_aside_with_one_sentence():
    fifo = _fifo(store.boards_folder() / "meadow.json")
    with Watchdog(fifo), pytest.raises(store.StoreError) as caught:
        store.read_model(fifo)
    aside = _aside(fifo)
    assert stat.S_ISFIFO(os.lstat(aside).st_mode)
    assert str(caught.value) == DRAFT_SENTENCE.format("meadow.json", aside.name)
    assert refusal_text(caught.value) == DRAFT_SENTENCE.format("meadow.json", aside.name)
    assert store.list_boards() == []


def test_a_link_among_the_drafts_is_not_followed_and_is_set_aside(tmp_path):
    board = (boards_dir() / "A.json").read_bytes()
    target = _outside(tmp_path, "their-board.json", board)
    link = _link(store.boards_folder() / "linked.json", target)
    with pytest.raises(store.StoreError) as caught:
        store.board_for_play(link)
    aside = _aside(link)
    assert str(caught.value) == DRAFT_SENTENCE.format("linked.json", aside.name)
    assert os.readlink(aside) == str(target) and target.read_bytes() == board
    assert store.list_boards() == []
    # The same link outside the boards folder is the player's file: an import reads it.
    elsewhere = _link(tmp_path / "import" / "linked.json", target)
    assert store.read_model(elsewhere).board_id == "A" and elsewhere.is_symlink()


def test_a_link_listed_among_the_drafts_is_set_aside_and_left_out(tmp_path):
    target = _outside(tmp_path, "their-board.json", (boards_dir() / "A.json").read_bytes())
    link = _link(store.boards_folder() / "linked.json", target)
    (store.boards_folder() / "mine.json").write_bytes((boards_dir() / "D.json").read_bytes())
    assert [b.path.name for b in store.list_boards()] == ["mine.json"]
    assert os.readlink(_aside(link)) == str(target)


# ---------------------------------------------------------------- the log


@pytest.fixture
def fresh_log():
    logs.uninstall()
    yield
    logs.uninstall()


def test_a_pipe_as_the_log_does_not_hold_the_start(fresh_log):
    fifo = _fifo(logs.log_file())
    with Watchdog(fifo):
        assert logs.enable_faulthandler() == fifo
        assert logs.install() is not None
    logs.info("after the pipe")
    logs.uninstall()
    aside = _aside(fifo)
    assert stat.S_ISFIFO(os.lstat(aside).st_mode)
    text = fifo.read_text("utf-8")
    assert "the log file was set aside: daydream-qt.log was a named pipe" in text and "after the pipe" in text


def test_a_link_as_the_log_is_not_appended_through(fresh_log, tmp_path):
    target = _outside(tmp_path, "theirs.txt", b"their text\n")
    link = _link(logs.log_file(), target)
    logs.enable_faulthandler()
    logs.install()
    logs.info("a line of ours")
    logs.uninstall()
    assert target.read_bytes() == b"their text\n"
    assert os.readlink(_aside(link)) == str(target)
    assert "a line of ours" in link.read_text("utf-8") and not link.is_symlink()


# ---------------------------------------------------------------- the instance's lock files


def test_a_pipe_and_a_link_as_lock_files_do_not_hold_the_start(tmp_path):
    from daydream_qt.ui.window.instance_lock import claim_slot, others_running

    target = _outside(tmp_path, "theirs.txt", b"12345\n")
    fifo = _fifo(paths.autosave_lock_path(1))
    link = _link(paths.autosave_lock_path(2), target)
    with Watchdog(fifo):
        slot = claim_slot()
        assert not others_running(slot)
    assert slot.number == 1
    slot.release()
    assert stat.S_ISFIFO(os.lstat(_aside(fifo)).st_mode)
    assert os.readlink(_aside(link)) == str(target) and target.read_bytes() == b"12345\n"


# ---------------------------------------------------------------- the whole start

START = """
import sys
from PySide6.QtCore import QTimer
from daydream_qt import logs
logs.enable_faulthandler()
from daydream_qt.ui.app import main_window, make_app
app = make_app(["daydream-qt"])
window = main_window(app)
window.show()
def done():
    if window._continue_checked and window.keys_ready:
        print(window.notice, flush=True)
        app.quit()
timer = QTimer()
timer.timeout.connect(done)
timer.start(20)
sys.exit(app.exec())
"""


def test_the_app_starts_with_a_pipe_in_the_place_of_each_of_its_files(daydream_home):
    import subprocess
    import sys

    pipes = [paths.config_dir() / "settings.json", paths.autosave_path(), paths.autosave_lock_path(),
             logs.log_file()]
    for p in pipes:
        _fifo(p)
    env = dict(os.environ, DAYDREAM_QT_HOME=str(daydream_home), QT_QPA_PLATFORM="offscreen")
    try:
        proc = subprocess.run([sys.executable, "-c", START], env=env, capture_output=True, text=True,
                              timeout=60)
    except subprocess.TimeoutExpired:
        pytest.fail("the start blocked on a named pipe")
    assert proc.returncode == 0, proc.stderr
    asides = {p: _aside(p) for p in pipes}
    assert all(stat.S_ISFIFO(os.lstat(a).st_mode) for a in asides.values())
    settings_aside, autosave_aside = asides[pipes[0]], asides[pipes[1]]
    assert proc.stdout.strip() == " ".join([SETTINGS_SENTENCE.format(settings_aside.name),
                                            AUTOSAVE_SENTENCE.format(autosave_aside.name)])
