"""`daydream-qt boards generate`: a file the board check accepts, and one sentence on bad input."""

from __future__ import annotations

import json

import pytest

from daydream_qt.cli import main
from daydream_qt.generator import generate_balanced


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_generate_then_check(tmp_path, capsys):
    path = tmp_path / "dream.json"
    code, out, err = run(capsys, "boards", "generate", "--modules", "DEF", "--seed", "4821", "--out", str(path))
    assert code == 0, err
    assert out.startswith("Wrote board DEF-1-4821 (") and out.rstrip().endswith(str(path))
    assert json.loads(path.read_text(encoding="utf-8")) == generate_balanced(4821, "DEF").document
    code, out, err = run(capsys, "boards", "check", str(path))
    assert (code, out, err) == (0, "DEF ok\n", "")


def test_generate_by_difficulty_and_by_module_names(tmp_path, capsys):
    easy = tmp_path / "easy.json"
    assert run(capsys, "boards", "generate", "--difficulty", "easy", "--seed", "3", "--out", str(easy))[0] == 0
    assert json.loads(easy.read_text(encoding="utf-8"))["difficulty"] == "easy"
    named = tmp_path / "named.json"
    assert run(capsys, "boards", "generate", "--modules", "constellation+notes", "--seed", "3",
               "--out", str(named))[0] == 0
    assert json.loads(named.read_text(encoding="utf-8"))["id"] == "ABC"
    code, out, _ = run(capsys, "boards", "check", str(easy), str(named))
    assert code == 0 and out.count(" ok") == 2


@pytest.mark.parametrize("argv, words", [
    (["--modules", "XYZ", "--seed", "1"], "There is no module set 'XYZ'"),
    (["--modules", "polaroids", "--seed", "1"], "Polaroids score two ways"),
    (["--difficulty", "extreme", "--seed", "1"], "The difficulty is easy, medium or hard"),
    (["--seed", "-4"], "--seed must be a whole number"),
    (["--seed", "ten"], "--seed must be a whole number"),
    (["--seed", "1", "--modules", "A", "--difficulty", "easy"], "not allowed with argument"),
])
def test_bad_input_is_one_sentence(tmp_path, capsys, argv, words):
    path = tmp_path / "x.json"
    code, out, err = run(capsys, "boards", "generate", *argv, "--out", str(path))
    assert code == 2 and out == ""
    assert words in err and err.count("\n") == 1
    assert not path.exists()


def test_a_folder_as_out_is_refused(tmp_path, capsys):
    code, _, err = run(capsys, "boards", "generate", "--seed", "1", "--out", str(tmp_path))
    assert code == 2 and "not a file" in err
