"""`--out FILE` of every command that writes a file: a link is written through only with
--force, a named pipe, a folder or a device never; each refusal is one sentence naming the
file, exit 2, and nothing written."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from daydream_qt.cli import main
from daydream_qt.engine.savefile import load_game

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")

THEIRS = b"their file"


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def refused(capsys, *argv: str) -> str:
    code, out, err = run(capsys, *argv)
    line = err.strip()
    assert (code, out) == (2, ""), err
    assert line and "\n" not in line and "Traceback" not in err and line.endswith(".")
    return line


@pytest.fixture
def link(tmp_path) -> tuple[Path, Path]:
    """A link `out.x` in the folder, to a file of someone else's elsewhere."""
    target = tmp_path / "elsewhere" / "theirs.x"
    target.parent.mkdir()
    target.write_bytes(THEIRS)
    made = tmp_path / "out.x"
    made.symlink_to(target)
    return made, target


@pytest.fixture
def fifo(tmp_path) -> Path:
    made = tmp_path / "pipe.x"
    os.mkfifo(made)
    return made


@pytest.fixture
def saved(tmp_path, capsys) -> Path:
    path = tmp_path / "game.daydream"
    assert run(capsys, "play-random", "--board", "A", "--seed", "3", "--out", str(path))[0] == 0
    return path


def _commands(saved: Path, out: Path) -> dict[str, list[str]]:
    return {
        "play-random": ["play-random", "--board", "A", "--seed", "1", "--out", str(out)],
        "export": ["export", str(saved), "--format", "svg", "--out", str(out)],
        "print-board": ["print-board", "A", "--out", str(out)],
    }


COMMANDS = ("play-random", "export", "print-board")


@pytest.mark.parametrize("command", COMMANDS)
def test_a_link_is_refused_without_force(capsys, saved, link, command):
    made, target = link
    line = refused(capsys, *_commands(saved, made)[command])
    assert line == (f"{made} is a symbolic link to {target}, so nothing was written; "
                    "give --force to write into the file it points to.")
    assert target.read_bytes() == THEIRS and made.is_symlink()


@pytest.mark.parametrize("command", COMMANDS)
def test_force_writes_through_a_link_which_stays_a_link(capsys, saved, link, command):
    made, target = link
    code, out, err = run(capsys, *_commands(saved, made)[command], "--force")
    assert (code, err) == (0, "")
    assert made.is_symlink() and os.readlink(made) == str(target)
    data = target.read_bytes()
    if command == "play-random":
        assert load_game(target).game.over
    elif command == "export":
        assert data.startswith(b"<?xml")
    else:
        assert data.startswith(b"%PDF")


@pytest.mark.parametrize("force", [False, True])
@pytest.mark.parametrize("command", COMMANDS)
def test_a_pipe_is_refused_even_with_force(capsys, saved, fifo, command, force):
    argv = _commands(saved, fifo)[command] + (["--force"] if force else [])
    assert refused(capsys, *argv) == f"{fifo} is a named pipe, not a file, so nothing was written."
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)


@pytest.mark.parametrize("command", COMMANDS)
def test_a_folder_or_a_link_to_a_pipe_is_refused_even_with_force(capsys, saved, tmp_path, fifo, command):
    folder = tmp_path / "folder.x"
    folder.mkdir()
    assert refused(capsys, *_commands(saved, folder)[command], "--force") == (
        f"{folder} is a folder, not a file, so nothing was written.")
    to_pipe = tmp_path / "to-pipe.x"
    to_pipe.symlink_to(fifo)
    assert refused(capsys, *_commands(saved, to_pipe)[command], "--force") == (
        f"{to_pipe} is a link to a named pipe ({fifo}), not to a file, so nothing was written.")
    assert list(folder.iterdir()) == [] and stat.S_ISFIFO(os.lstat(fifo).st_mode)


def test_a_device_is_refused(capsys, saved):
    if not os.path.exists("/dev/null") or not stat.S_ISCHR(os.lstat("/dev/null").st_mode):
        pytest.skip("no /dev/null here")
    assert refused(capsys, "play-random", "--board", "A", "--out", "/dev/null", "--force") == (
        "/dev/null is a device, not a file, so nothing was written.")


@pytest.mark.parametrize("command", COMMANDS)
def test_the_help_says_what_force_does(capsys, command):
    code, out, _ = run(capsys, command, "--help")
    assert code == 0
    said = " ".join(out.split())
    assert "--force write into the file --out points to when it is a symbolic link" in said
    assert "(a named pipe, a folder or a device is refused even then)" in said
