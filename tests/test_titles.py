"""Title bands suggested for a board from simulated games (bots/titles.py)."""

from __future__ import annotations

import json

import pytest

from daydream_qt.bots.titles import Cancelled, bands_from_scores, suggest_titles
from daydream_qt.cli import main
from daydream_qt.editor.model import BoardModel
from daydream_qt.engine import compile_board
from daydream_qt.engine.boardspec import spec_from_dict


def small_board_model() -> BoardModel:
    m = BoardModel.blank("A", 3, 3)
    for r in range(3):
        for c in range(3):
            m.add_cell((r, c))
    for r in range(3):
        m.place_line_end((r, 2), "right")
    for c in range(3):
        m.place_line_end((2, c), "down")
    m.add_item("cup", "Cup", 0, outline="teapot", kinds=["dot", "sun", "dot", "sun"])
    m.add_item("pear", "Pear", 0, outline="pear", kinds=["dot", "dot", "sun"])
    m.add_item("kite", "Kite", 1, outline="kite", kinds=["dot", "sun", "sun"])
    assert m.problems() == []
    return m


def small_board():
    return compile_board(spec_from_dict(small_board_model().data))


def test_rule_on_known_scores():
    random = [0] * 50 + [1] * 30 + [2] * 14 + [3] * 6      # 94% score under 3 -> band 2 at 3
    expert = [10] * 40 + [11] * 30 + [12] * 18 + [13] * 12  # 12% reach 13 -> top at 13
    assert bands_from_scores(expert, random) == (0, 3, 8, 13)


def test_rule_keeps_bands_ascending_when_the_bots_are_close():
    mins = bands_from_scores([3, 3, 3, 4], [2, 3, 3, 3])
    assert mins[0] == 0 and all(b > a for a, b in zip(mins, mins[1:]))


def test_suggestion_is_deterministic_for_a_seed_and_ascending():
    board = small_board()
    a = suggest_titles(board, games=12, seed=5)
    b = suggest_titles(board, games=12, seed=5)
    assert a.mins == b.mins and a.expert_median == b.expert_median
    assert a.mins[0] == 0 and all(y > x for x, y in zip(a.mins, a.mins[1:]))
    assert a.games == 12 and a.random_games == 400


def test_progress_reaches_the_end_and_cancel_stops():
    seen = []
    suggest_titles(small_board(), games=10, seed=1, progress=lambda d, t: seen.append((d, t)) or True)
    assert seen[-1][0] == seen[-1][1] and all(b[0] >= a[0] for a, b in zip(seen, seen[1:]))
    with pytest.raises(Cancelled):
        suggest_titles(small_board(), games=10, seed=1, progress=lambda d, t: d < 300)


def test_too_few_games_is_refused():
    with pytest.raises(ValueError):
        suggest_titles(small_board(), games=2)


def test_cli_prints_the_four_bands(tmp_path, capsys):
    path = tmp_path / "mine.json"
    path.write_text(small_board_model().to_json(), encoding="utf-8")
    assert main(["boards", "titles", str(path), "--games", "10", "--seed", "2", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["mins"] == list(suggest_titles(small_board(), games=10, seed=2).mins)
    assert main(["boards", "titles", str(path), "--games", "10"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 5 and lines[3].strip().endswith("Dream Master")


def test_cli_refuses_a_broken_board_in_one_sentence(tmp_path, capsys):
    path = tmp_path / "bad.json"
    path.write_text("{}", encoding="utf-8")
    assert main(["boards", "titles", str(path)]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("This board cannot be played") and err.count("\n") == 0
