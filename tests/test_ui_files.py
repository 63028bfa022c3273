"""Files that never lose a game: File menu, title, autosave after every action, crashes, bad files."""

from __future__ import annotations

import errno
import json
import os
import random
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox
from uikit import make_window

from daydream_qt import paths
from daydream_qt.engine import Game, Mode, SeatInfo, builtin_board
from daydream_qt.engine.savefile import MAX_SAVE_BYTES, dumps_game, load_game
from daydream_qt.ui.core.game_setup import GameSetup
from daydream_qt.ui.core.settings import Settings
from daydream_qt.ui.widgets import plain

SEATS = (SeatInfo("Ann", "#2b4c7e"), SeatInfo("Bo", "#b23a48"))


@pytest.fixture
def dialogs(monkeypatch):
    """File dialogs answer with `answers` (the Save dialog records the name it proposed in
    answers["proposed"]); message boxes are recorded instead of shown, and a question is
    answered with answers["question"] (its default button when unset)."""
    shown: list[tuple[str, str]] = []
    answers: dict = {}
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (answers.get("open", ""), ""))

    def save_dialog(parent, caption, proposed, *rest, **k):
        answers["proposed"] = proposed
        return answers.get("save", ""), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_dialog)

    def record(parent, title, text, *, kind="warning", buttons=None, default=None):
        shown.append((title, text))
        if kind == "question":
            return answers.get("question", default)
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(plain, "message", record)
    return shown, answers


def play(window, n: int, seed: int = 1) -> None:
    """`n` legal actions through the controller, as the app's own moves (no hand-over needed)."""
    c = window.controller
    rng = random.Random(seed)
    for _ in range(n):
        game = c.game
        if game.to_move() is None:
            assert c.submit(game.next_roll(), player=False)
        else:
            acts = [a for a in c.legal() if a.kind != "give_up"]
            assert c.submit(rng.choice(acts), player=False)


# ---------------------------------------------------------------- save, close, reopen


def test_save_close_reopen_gives_the_identical_game(window, qtbot, tmp_path, dialogs):
    shown, answers = dialogs
    game = window.start_setup(GameSetup("EF", Mode.PASS_AND_PLAY, SEATS, 31))
    play(window, 17)
    # not in a file yet, but autosaved: the title says so, with no star
    assert window.files.modified() and not window.isWindowModified()
    assert window.windowTitle() == "Reaching for the Moon (autosaved)[*] \u2014 Daydream"
    answers["save"] = str(tmp_path / "evening")
    window.files.save_action.trigger()  # no file yet: Save asks where, like Save As
    target = tmp_path / "evening.daydream"
    assert target.is_file() and not shown
    assert window.windowTitle() == "evening.daydream[*] \u2014 Daydream"
    assert not window.isWindowModified()
    play(window, 3, seed=2)
    assert window.files.modified() and not window.isWindowModified()  # in the autosave only
    assert window.windowTitle() == "evening.daydream (changes autosaved)[*] \u2014 Daydream"
    window.files.save_action.trigger()
    assert not window.files.modified() and not window.isWindowModified()
    snapshot, log, seats = game.state.snapshot(), list(game.log), game.seats
    assert Settings.load().recent[0] == str(target.resolve())
    window.close()

    again = make_window(qtbot)
    answers["open"] = str(target)
    again.files.open_action.trigger()
    reopened = again.controller.game
    assert reopened is not game
    assert reopened.state.snapshot() == snapshot and reopened.log == log
    assert reopened.seats == seats and reopened.mode == Mode.PASS_AND_PLAY and reopened.seed == 31
    assert again.windowTitle() == "evening.daydream[*] \u2014 Daydream" and not again.isWindowModified()
    assert not shown


def test_continue_remembers_the_file_and_its_unsaved_actions(window, qtbot, tmp_path, dialogs):
    shown, answers = dialogs
    window.new_game("A", seed=3)
    play(window, 4)
    answers["save"] = str(tmp_path / "morning.daydream")
    window.files.save_as_action.trigger()
    play(window, 2, seed=5)
    log = list(window.controller.game.log)
    window.close()
    again = make_window(qtbot)
    qtbot.waitUntil(lambda: not again.start_page.continue_button.isHidden(), timeout=3000)
    again.continue_autosave()
    assert again.controller.game.log == log
    # The autosave's file name is a suggestion: shown, offered by Save, never written silently.
    morning = tmp_path / "morning.daydream"
    assert again.files.path is None and again.files.suggestion == morning
    assert again.windowTitle() == "morning.daydream (changes autosaved)[*] \u2014 Daydream"
    assert again.files.modified() and not again.isWindowModified()
    before = morning.read_bytes()
    answers.pop("save")
    again.files.save_action.trigger()  # the player cancels the Save dialog
    assert answers["proposed"] == str(morning)
    assert morning.read_bytes() == before and again.files.modified() and not shown
    answers["save"] = str(morning)
    again.files.save_action.trigger()  # now chosen: written
    assert load_game(morning).game.log == log
    assert again.files.path == morning and not again.isWindowModified()


def test_autosave_naming_another_file_never_writes_it(window, qtbot, tmp_path, dialogs):
    """An autosave edited to name a file of the player's: Continue, Ctrl+S does not write it."""
    _shown, answers = dialogs
    victim = tmp_path / "precious.daydream"
    victim.write_bytes(b"my own notes, not a game")
    game = window.new_game("A", seed=12)
    play(window, 3)
    window.close()
    data = json.loads(dumps_game(game, {"file": str(victim), "saved_actions": 0}))
    paths.autosave_path().write_text(json.dumps(data), "utf-8")
    again = make_window(qtbot)
    again.continue_autosave()
    assert again.controller.game.log == game.log
    again.files.save_action.trigger()  # the Save dialog is cancelled
    assert answers["proposed"] == str(victim)
    assert victim.read_bytes() == b"my own notes, not a game"
    assert not list(tmp_path.glob("precious.daydream.bak"))


# ---------------------------------------------------------------- autosave


def test_every_action_is_autosaved_before_the_next(window):
    window.new_game("D", seed=4)
    c = window.controller
    for n in range(1, 12):
        play(window, 1, seed=n)
        assert len(load_game(paths.autosave_path()).game.log) == n == len(c.game.log)
    assert not list(paths.state_dir().glob("*.tmp"))


CRASHING_APP = textwrap.dedent("""
    import random, sys, time
    from daydream_qt.ui.app import make_app
    app = make_app()
    from daydream_qt.ui.window.main_window import MainWindow
    from daydream_qt.ui.core.settings import Settings
    window = MainWindow(Settings(language="en"))
    window.show()
    game = window.new_game("A", seed=8)
    c = window.controller
    rng = random.Random(8)
    for i in range(int(sys.argv[1])):
        if game.to_move() is None:
            c.roll()
        else:
            c.submit(rng.choice([a for a in c.legal() if a.kind != "give_up"]))
    print("applied", len(game.log), flush=True)
    time.sleep(60)
""")


def test_killed_mid_game_resumes_at_the_last_action(qtbot, daydream_home):
    n = 23
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", DAYDREAM_QT_HOME=str(daydream_home))
    proc = subprocess.Popen([sys.executable, "-c", CRASHING_APP, str(n)], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = proc.stdout.readline()
        proc.kill()  # SIGKILL right after the Nth action: no close event, no flush
    finally:
        proc.wait(timeout=30)
    assert line.strip() == f"applied {n}", proc.stderr.read()
    saved = load_game(paths.autosave_path()).game
    assert len(saved.log) == n
    # The same moves replayed here give the same game: nothing was lost or added.
    expected = Game(builtin_board("A"), seed=8)
    rng = random.Random(8)
    for _ in range(n):
        if expected.to_move() is None:
            expected.roll()
        else:
            seat = expected.to_move()
            expected.apply(rng.choice([a for a in expected.legal_actions(seat) if a.kind != "give_up"]))
    assert saved.log == expected.log
    again = make_window(qtbot)
    qtbot.waitUntil(lambda: not again.start_page.continue_button.isHidden(), timeout=3000)
    again.start_page.continue_button.click()
    assert again.controller.game.log == expected.log
    assert again.pages.currentWidget() is again.game_page


# ---------------------------------------------------------------- files that are not games


def _valid_save(tmp_path: Path) -> dict:
    game = Game(builtin_board("A"), seed=6)
    game.roll()
    cells = sorted({a.cell for a in game.legal_actions(0) if a.kind == "write"})
    from daydream_qt.engine import WriteDie

    game.apply(WriteDie(0, 0, cells[0]))
    game.apply(WriteDie(0, 1, cells[1]))
    return json.loads(dumps_game(game))


def _hostile_files(tmp_path: Path) -> dict[str, tuple[bytes, str]]:
    """name -> (file bytes, a piece of the sentence the player must see)."""
    good = _valid_save(tmp_path)
    text = json.dumps(good)
    newer = dict(good, version=99)
    unknown = dict(good, actions=[*good["actions"], {"kind": "teleport", "seat": 0}])
    illegal = json.loads(text)
    illegal["actions"][2]["cell"] = illegal["actions"][1]["cell"]  # write twice into one cloud
    broken = json.loads(text)
    broken["board"]["lines"][0]["cells"] = [[0, 0], [5, 7]]
    return {
        "not-json": (b"these are my holiday notes, not a game\n", "it is not valid JSON"),
        "truncated": (text[: len(text) // 2].encode(), "it is not valid JSON"),
        "huge": (b"{" + b" " * (MAX_SAVE_BYTES + 10) + b"}", "larger than 5 MB"),
        "deep": (b"[" * 10_000 + b"]" * 10_000, "nested more than"),
        "newer": (json.dumps(newer).encode(), "saved by a newer version of Daydream (version 99)"),
        "unknown-kind": (json.dumps(unknown).encode(), "Action 3 has an unknown kind ('teleport')"),
        "illegal-action": (json.dumps(illegal).encode(), "Action 2 is not legal"),
        "broken-board": (json.dumps(broken).encode(), "The board in the file is broken"),
    }


def test_every_hostile_file_is_one_sentence_and_changes_nothing(window, tmp_path, dialogs):
    shown, answers = dialogs
    game = window.new_game("D", seed=2)
    play(window, 5)
    autosave = paths.autosave_path().read_bytes()
    folder = tmp_path / "hostile"
    folder.mkdir()
    for name, (data, expected) in _hostile_files(tmp_path).items():
        path = folder / f"{name}.daydream"
        path.write_bytes(data)
        shown.clear()
        answers["open"] = str(path)
        window.files.open_action.trigger()
        assert len(shown) == 1, name
        title, sentence = shown[0]
        assert title == "Cannot open this file"
        assert expected in sentence, (name, sentence)
        assert "\n" not in sentence and sentence.endswith(".") and len(sentence) < 300, sentence
        assert path.read_bytes() == data, name
        assert window.controller.game is game and len(game.log) == 5, name
        assert paths.autosave_path().read_bytes() == autosave, name
    assert sorted(p.name for p in folder.iterdir()) == sorted(f"{n}.daydream" for n in _hostile_files(tmp_path))


# ---------------------------------------------------------------- saving where it cannot be saved


@pytest.mark.parametrize("error, sentence", [
    (PermissionError(errno.EACCES, "Permission denied"), "The folder {folder} cannot be written to, so {name} was not saved."),
    (OSError(errno.ENOSPC, "No space left on device"), "There is not enough space on the disk to save {name}."),
])
def test_a_save_that_fails_says_so_and_keeps_the_game(window, tmp_path, dialogs, monkeypatch, error, sentence):
    shown, answers = dialogs
    game = window.new_game("A", seed=9)
    play(window, 6)
    log = list(game.log)
    real_replace = os.replace

    def failing_replace(src, dst):
        raise error

    monkeypatch.setattr(os, "replace", failing_replace)
    target = tmp_path / "locked" / "mine.daydream"
    target.parent.mkdir()
    answers["save"] = str(target)
    window.files.save_as_action.trigger()
    assert shown == [("Cannot save", sentence.format(folder=target.parent, name=target.name))]
    assert list(target.parent.iterdir()) == []  # no file, no temp file left behind
    assert window.controller.game is game and game.log == log and window.files.modified()
    # The autosave fails too: a quiet warning that stays, and the game goes on.
    play(window, 1, seed=3)
    assert len(game.log) == len(log) + 1
    bar = window.statusBar()
    assert bar.isVisible()
    warning = window.files.warning.text()
    assert warning.startswith("The game is not being autosaved: ")
    assert sentence.format(folder=paths.state_dir(), name="autosave.daydream") in warning
    assert len(shown) == 1  # no dialog for the autosave
    monkeypatch.setattr(os, "replace", real_replace)
    play(window, 1, seed=4)
    assert not bar.isVisible() and window.files.warning.text() == ""
    assert len(load_game(paths.autosave_path()).game.log) == len(game.log)
