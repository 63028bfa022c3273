"""Two windows on one saved game never overwrite each other: the second Save asks first."""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox
from uikit import make_window

from daydream_qt.engine.savefile import load_game
from daydream_qt.ui.dialogs import changed_on_disk
from daydream_qt.ui.widgets import plain

# ---------------------------------------------------------------- two windows, one file


@pytest.fixture
def asked(monkeypatch):
    """The changed-on-disk question answers `answer[0]` and records what it was asked; the
    Save dialog accepts the name it proposes (recorded); other message boxes are recorded."""
    questions: list[tuple[str, str, str]] = []
    answer = [changed_on_disk.CANCEL]
    proposed: list[str] = []
    shown: list[tuple[str, str]] = []

    def ask(parent, what, name, copy_name):
        questions.append((what, name, copy_name))
        return answer[0]

    def save_dialog(parent, caption, suggested, *rest, **k):
        proposed.append(suggested)
        return suggested, ""

    def record(parent, title, text, *, kind="warning", buttons=None, default=None):
        shown.append((title, text))
        return default if kind == "question" else QMessageBox.StandardButton.Ok

    monkeypatch.setattr(changed_on_disk, "ask", ask)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_dialog)
    monkeypatch.setattr(plain, "message", record)
    return questions, answer, proposed, shown


def play(window, n: int, seed: int) -> None:
    c = window.controller
    rng = random.Random(seed)
    for _ in range(n):
        game = c.game
        if game.to_move() is None:
            assert c.submit(game.next_roll(), player=False)
        else:
            assert c.submit(rng.choice([a for a in c.legal() if a.kind != "give_up"]), player=False)


def two_windows_on_one_file(qtbot, tmp_path: Path):
    """Window 1 saved `shared.daydream`, window 2 opened it; the file and both windows."""
    one = make_window(qtbot)
    one.new_game("A", seed=21)
    play(one, 4, seed=1)
    shared = tmp_path / "shared.daydream"
    assert one.files.write(shared)
    two = make_window(qtbot)
    assert two.files.open_file(shared)
    assert two.files.in_second_window  # each has its own autosave
    assert two.controller.game.log == one.controller.game.log
    return shared, one, two


def test_second_save_asks_and_keep_mine_saves_a_new_file(qtbot, tmp_path, asked):
    questions, answer, proposed, shown = asked
    shared, one, two = two_windows_on_one_file(qtbot, tmp_path)
    play(one, 3, seed=2)
    one.files.save_action.trigger()
    assert questions == []  # nobody else saved: nothing to ask
    theirs = shared.read_bytes()
    log_one = list(one.controller.game.log)
    play(two, 5, seed=3)
    log_two = list(two.controller.game.log)
    assert log_two != log_one
    answer[0] = changed_on_disk.KEEP_MINE
    two.files.save_action.trigger()
    copy = tmp_path / "shared (2).daydream"
    assert questions == [(changed_on_disk.GAME, "shared.daydream", "shared (2).daydream")]
    assert proposed == [str(copy)]  # Save As, pre-filled with a free name next to it
    assert shared.read_bytes() == theirs and load_game(shared).game.log == log_one
    assert load_game(copy).game.log == log_two
    assert two.files.path == copy and not two.isWindowModified()
    assert two.windowTitle() == "shared (2).daydream[*] \u2014 Daydream"
    # window 2 goes on in its new file, autosaved after every action; window 1 in its own
    play(two, 1, seed=4)
    assert load_game(two.files.autosave_file()).game.log == two.controller.game.log
    two.files.save_action.trigger()
    one.files.save_action.trigger()
    assert len(questions) == 1 and shown == []
    assert load_game(copy).game.log == two.controller.game.log
    assert load_game(shared).game.log == log_one


def test_take_theirs_keeps_mine_in_a_new_file_then_opens_theirs(qtbot, tmp_path, asked):
    questions, answer, proposed, shown = asked
    shared, one, two = two_windows_on_one_file(qtbot, tmp_path)
    play(one, 3, seed=2)
    one.files.save_action.trigger()
    theirs = shared.read_bytes()
    log_one = list(one.controller.game.log)
    play(two, 5, seed=3)
    log_two = list(two.controller.game.log)
    answer[0] = changed_on_disk.TAKE_THEIRS
    assert two.files.save()
    assert len(questions) == 1 and proposed == [] and shown == []
    copy = tmp_path / "shared (2).daydream"
    assert shared.read_bytes() == theirs
    assert load_game(copy).game.log == log_two  # window 2's work, kept without a question
    assert two.controller.game.log == log_one  # the file as it is on disk now
    assert two.files.path == shared and not two.isWindowModified()
    assert load_game(two.files.autosave_file()).game.log == log_one
    # window 2 now knows the file's version: its next Save asks nothing, window 1's does
    play(two, 2, seed=5)
    two.files.save_action.trigger()
    assert len(questions) == 1 and load_game(shared).game.log == two.controller.game.log
    play(one, 1, seed=6)
    answer[0] = changed_on_disk.CANCEL
    one.files.save_action.trigger()
    assert len(questions) == 2 and load_game(shared).game.log == two.controller.game.log


def test_cancel_writes_nothing(qtbot, tmp_path, asked):
    questions, answer, proposed, shown = asked
    shared, one, two = two_windows_on_one_file(qtbot, tmp_path)
    play(one, 3, seed=2)
    one.files.save_action.trigger()
    before = sorted(p.name for p in tmp_path.iterdir())
    theirs = shared.read_bytes()
    bak = (tmp_path / "shared.daydream.bak").read_bytes()
    play(two, 5, seed=3)
    log_two = list(two.controller.game.log)
    answer[0] = changed_on_disk.CANCEL
    assert not two.files.save()
    assert len(questions) == 1 and proposed == [] and shown == []
    assert shared.read_bytes() == theirs and (tmp_path / "shared.daydream.bak").read_bytes() == bak
    assert sorted(p.name for p in tmp_path.iterdir()) == before
    assert two.controller.game.log == log_two and two.files.modified()
    assert two.files.path == shared
    # a game replaced after a cancelled save is not replaced
    assert not two.files.keep_current()
    assert two.controller.game.log == log_two and len(questions) == 2


def test_a_file_deleted_behind_the_window_is_written_again(qtbot, tmp_path, asked):
    questions, _answer, _proposed, shown = asked
    window = make_window(qtbot)
    window.new_game("D", seed=5)
    play(window, 3, seed=1)
    path = tmp_path / "gone.daydream"
    assert window.files.write(path)
    path.unlink()
    play(window, 2, seed=2)
    window.files.save_action.trigger()
    assert questions == [] and shown == []
    assert load_game(path).game.log == window.controller.game.log
    assert not window.isWindowModified()


def test_a_file_rewritten_with_the_same_bytes_asks_nothing(qtbot, tmp_path, asked):
    questions, _answer, _proposed, _shown = asked
    window = make_window(qtbot)
    window.new_game("EF", seed=6)
    play(window, 3, seed=1)
    path = tmp_path / "same.daydream"
    assert window.files.write(path)
    path.write_bytes(path.read_bytes())  # copied back by a sync tool: a new mtime, the same game
    os.utime(path, (10, 10))
    play(window, 2, seed=2)
    window.files.save_action.trigger()
    assert questions == [] and load_game(path).game.log == window.controller.game.log


def test_save_as_onto_the_file_is_the_players_choice(qtbot, tmp_path, asked):
    questions, _answer, proposed, _shown = asked
    shared, one, two = two_windows_on_one_file(qtbot, tmp_path)
    play(one, 3, seed=2)
    one.files.save_action.trigger()
    play(two, 2, seed=3)
    two.files.save_as(shared)  # the Save dialog, pre-filled with the file, is accepted
    assert questions == [] and proposed == [str(shared)]
    assert load_game(shared).game.log == two.controller.game.log


def test_take_theirs_when_theirs_is_no_game_keeps_mine_in_the_copy(qtbot, tmp_path, asked):
    questions, answer, _proposed, shown = asked
    shared, _one, two = two_windows_on_one_file(qtbot, tmp_path)
    shared.write_bytes(b"notes typed over the game\n")
    play(two, 3, seed=3)
    log_two = list(two.controller.game.log)
    answer[0] = changed_on_disk.TAKE_THEIRS
    assert two.files.save()  # this game is kept, though theirs cannot be opened
    copy = tmp_path / "shared (2).daydream"
    assert len(questions) == 1 and [title for title, _ in shown] == ["Cannot open this file"]
    assert shared.read_bytes() == b"notes typed over the game\n"
    assert load_game(copy).game.log == log_two == two.controller.game.log
    assert two.files.path == copy and not two.isWindowModified()
