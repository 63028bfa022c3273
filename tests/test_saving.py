"""Saving any name the file system takes, keeping modes, asking before a read-only file or a link."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from daydream_qt import paths
from daydream_qt.engine.atomicfile import (
    TEMP_PREFIX,
    LinkedFile,
    ReadOnlyFile,
    SaveError,
    backup_path,
    remove_temp_files,
    write_atomic,
)
from daydream_qt.engine.savefile import load_game
from daydream_qt.ui.widgets import plain

YES, NO = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No


def _mode(p: Path) -> int:
    return stat.S_IMODE(os.lstat(p).st_mode)


def _name(nbytes: int, suffix: str = ".daydream") -> str:
    """A file name of exactly `nbytes` bytes in UTF-8, with some two-byte characters."""
    stem = "\u00e9t\u00e9-"
    while len((stem + suffix).encode()) < nbytes - 1:
        stem += "x"
    if len((stem + suffix).encode()) < nbytes:
        stem += "y"
    name = stem + suffix
    assert len(name.encode()) == nbytes
    return name


# ---------------------------------------------------------------- names


@pytest.mark.parametrize("nbytes", [249, 250, 255])
def test_any_name_the_folder_takes_is_saved_with_its_bak(tmp_path, nbytes):
    target = tmp_path / _name(nbytes)
    write_atomic(target, b"first")
    write_atomic(target, b"second")
    assert target.read_bytes() == b"second"
    bak = backup_path(target)
    assert bak.read_bytes() == b"first"
    assert len(bak.name.encode()) <= 255
    if nbytes + 4 <= 255:
        assert bak.name == target.name + ".bak"
    else:  # shortened: keeps the suffix, the same each time
        assert bak.name.endswith(".daydream.bak") and "~" in bak.name
    write_atomic(target, b"third")
    assert bak.read_bytes() == b"second"
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([target.name, bak.name])


def test_shortened_bak_names_of_two_long_names_differ(tmp_path):
    a = tmp_path / (_name(255)[:-10] + "a.daydream")
    b = tmp_path / (_name(255)[:-10] + "b.daydream")
    assert backup_path(a) != backup_path(b)
    assert backup_path(a) == backup_path(a)
    for p in (a, b):
        assert len(backup_path(p).name.encode()) <= 255


def test_temp_names_are_short_whatever_the_target(tmp_path, monkeypatch):
    seen: list[str] = []
    real = os.replace

    def spy(src, dst):
        seen.append(Path(src).name)
        return real(src, dst)

    monkeypatch.setattr(os, "replace", spy)
    write_atomic(tmp_path / _name(255), b"x")
    write_atomic(tmp_path / _name(255), b"y")
    assert seen and all(n.startswith(TEMP_PREFIX) and len(n) == 16 for n in seen)


# ---------------------------------------------------------------- modes


def test_modes_are_kept_for_the_file_and_its_bak(tmp_path):
    target = tmp_path / "private.daydream"
    target.write_bytes(b"old")
    os.chmod(target, 0o600)
    write_atomic(target, b"new")
    assert _mode(target) == 0o600 and _mode(backup_path(target)) == 0o600
    os.chmod(target, 0o640)
    write_atomic(target, b"newer")
    assert _mode(target) == 0o640 and _mode(backup_path(target)) == 0o640


def test_a_new_file_gets_the_default_mode(tmp_path):
    old = os.umask(0o027)
    try:
        write_atomic(tmp_path / "fresh.daydream", b"x")
    finally:
        os.umask(old)
    assert _mode(tmp_path / "fresh.daydream") == 0o640


# ---------------------------------------------------------------- read-only files and links


def test_a_read_only_file_is_refused_unless_allowed_and_stays_read_only(tmp_path):
    target = tmp_path / "kept.daydream"
    target.write_bytes(b"old")
    os.chmod(target, 0o444)
    with pytest.raises(ReadOnlyFile) as caught:
        write_atomic(target, b"new")
    assert str(caught.value) == "kept.daydream is read-only, so it was not replaced."
    assert target.read_bytes() == b"old" and list(tmp_path.iterdir()) == [target]
    write_atomic(target, b"new", replace_readonly=True)
    assert target.read_bytes() == b"new"
    assert os.stat(target).st_mode & 0o222 == 0
    assert backup_path(target).read_bytes() == b"old"


def test_a_link_is_refused_unless_followed_and_stays_a_link(tmp_path):
    real = tmp_path / "real" / "game.daydream"
    real.parent.mkdir()
    real.write_bytes(b"old")
    link = tmp_path / "link.daydream"
    link.symlink_to(real)
    with pytest.raises(LinkedFile) as caught:
        write_atomic(link, b"new")
    assert caught.value.target == real.resolve()
    assert real.read_bytes() == b"old" and link.is_symlink()
    write_atomic(link, b"new", follow_symlink=True)
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert real.read_bytes() == b"new" and (real.parent / "game.daydream.bak").read_bytes() == b"old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["link.daydream", "real"]


def test_a_folder_in_the_way_is_a_sentence(tmp_path):
    (tmp_path / "game.daydream").mkdir()
    with pytest.raises(SaveError, match="game.daydream is not a file, so it was not replaced."):
        write_atomic(tmp_path / "game.daydream", b"x")


def test_stale_temp_files_are_removed_and_nothing_else(tmp_path):
    for name in (".dd-0123abcd.tmp", ".dd-ffffffff.tmp"):
        (tmp_path / name).write_bytes(b"half")
    (tmp_path / "keep.daydream").write_bytes(b"game")
    assert remove_temp_files(tmp_path) == 2
    assert [p.name for p in tmp_path.iterdir()] == ["keep.daydream"]


# ---------------------------------------------------------------- what the player is asked


@pytest.fixture
def asked(monkeypatch):
    """Questions answered with answers["question"]; every message recorded."""
    shown: list[tuple[str, str, str]] = []
    answers: dict = {}

    def record(parent, title, text, *, kind="warning", buttons=None, default=None):
        shown.append((kind, title, text))
        return answers.get("question", default) if kind == "question" else QMessageBox.StandardButton.Ok

    monkeypatch.setattr(plain, "message", record)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (answers.get("save", ""), ""))
    return shown, answers


def test_saving_over_a_read_only_file_is_asked(window, tmp_path, asked):
    shown, answers = asked
    target = tmp_path / "done.daydream"
    target.write_bytes(b"the old game")
    os.chmod(target, 0o444)
    window.new_game("A", seed=5)
    window.controller.roll()
    answers["save"] = str(target)
    answers["question"] = NO
    assert not window.files.save_as()
    assert shown == [("question", "Save this game", "done.daydream is read-only. Replace it anyway?")]
    assert target.read_bytes() == b"the old game" and window.files.path is None
    answers["question"] = YES
    assert window.files.save_as()
    assert load_game(target).game.log == window.controller.game.log
    assert os.stat(target).st_mode & 0o222 == 0
    assert window.files.path == target and len(shown) == 2
    assert window.files.save()  # agreed once for this file: not asked again
    assert len(shown) == 2


def test_saving_through_a_link_is_asked(window, tmp_path, asked):
    shown, answers = asked
    real = tmp_path / "shared" / "game.daydream"
    real.parent.mkdir()
    real.write_bytes(b"the old game")
    link = tmp_path / "link.daydream"
    link.symlink_to(real)
    window.new_game("A", seed=6)
    window.controller.roll()
    answers["save"] = str(link)
    answers["question"] = NO
    assert not window.files.save_as()
    assert shown == [("question", "Save this game",
                      f"link.daydream is a link to {real.resolve()}. Save into {real.resolve()}?")]
    assert real.read_bytes() == b"the old game" and link.is_symlink()
    answers["question"] = YES
    assert window.files.save_as()
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert load_game(real).game.log == window.controller.game.log


def test_the_autosave_never_asks_and_sets_a_link_aside(window, tmp_path, asked):
    shown, _answers = asked
    elsewhere = tmp_path / "elsewhere.daydream"
    elsewhere.write_bytes(b"not yours")
    auto = paths.autosave_path()
    auto.parent.mkdir(parents=True, exist_ok=True)
    auto.unlink(missing_ok=True)
    auto.symlink_to(elsewhere)
    window.new_game("A", seed=7)
    window.controller.roll()
    assert not shown
    assert elsewhere.read_bytes() == b"not yours"
    [aside] = auto.parent.glob("autosave.daydream.bad-*")
    assert aside.is_symlink() and os.readlink(aside) == str(elsewhere)
    assert not auto.is_symlink() and load_game(auto).game.log == window.controller.game.log
    assert window.files.autosave_problem is None
    assert window.notice == ("The autosave was a link or a special file, not a saved game; "
                             f"it was set aside as {aside.name}.")


@pytest.mark.parametrize("nbytes", [249, 255])
def test_the_file_menu_saves_long_names_and_keeps_their_mode(window, tmp_path, asked, nbytes):
    shown, answers = asked
    target = tmp_path / _name(nbytes)
    window.new_game("A", seed=8)
    window.controller.roll()
    answers["save"] = str(target)
    assert window.files.save_as()
    first = target.read_bytes()
    os.chmod(target, 0o600)
    window.controller.undo()
    assert window.files.save()
    assert not shown
    assert load_game(target).game.log == window.controller.game.log
    bak = backup_path(target)
    assert bak.read_bytes() == first
    assert _mode(target) == 0o600 and _mode(bak) == 0o600
    assert window.windowTitle().startswith(target.name)


def test_a_game_the_format_refuses_is_one_sentence_and_no_file(window, tmp_path, asked, monkeypatch):
    from daydream_qt.engine import savefile

    shown, answers = asked

    def refuse(game, meta=None):
        raise SaveError("The game cannot be saved: a seat's name is too long.")

    monkeypatch.setattr(savefile, "dumps_game", refuse)
    window.new_game("A", seed=9)
    window.controller.roll()
    folder = tmp_path / "saves"
    folder.mkdir()
    answers["save"] = str(folder / "x.daydream")
    assert not window.files.save_as()
    assert shown == [("warning", "Cannot save", "The game cannot be saved: a seat's name is too long.")]
    assert list(folder.iterdir()) == [] and window.files.path is None
