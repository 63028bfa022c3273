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
    assert main(["boards", "titles", "A", "--games", "10"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 5 and lines[3].strip().endswith("Total Bliss")


def test_cli_says_why_when_no_table_fits(tmp_path, capsys):
    path = tmp_path / "mine.json"
    path.write_text(small_board_model().to_json(), encoding="utf-8")  # random play scores as well as the expert
    assert main(["boards", "titles", str(path), "--games", "10"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 1 and lines[0].startswith("No title table fits this board: 90% of random games")


def test_cli_refuses_a_broken_board_in_one_sentence(tmp_path, capsys):
    path = tmp_path / "bad.json"
    path.write_text("{}", encoding="utf-8")
    assert main(["boards", "titles", str(path)]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("This board cannot be played") and err.count("\n") == 0


def test_the_top_band_is_one_the_expert_reaches_in_5_percent_of_its_games():
    from daydream_qt.bots.titles import TOP_REACHED, plan_bands

    # random play comes close: the old rule's top (band 2 + 2) was never reached
    random = [0] * 10 + [3] * 30 + [4] * 30 + [5] * 25 + [6] * 5
    expert = [6] * 50 + [7] * 30 + [8] * 14 + [9] * 6
    plan = plan_bands(expert, random)
    assert plan.fits
    mins = plan.mins
    assert mins[0] == 0 and all(b > a for a, b in zip(mins, mins[1:]))
    assert sum(1 for s in expert if s >= mins[3]) / len(expert) >= TOP_REACHED
    assert sum(1 for s in random if s < mins[1]) / len(random) >= 0.90


def test_when_no_table_fits_the_suggestion_says_why_in_one_sentence():
    from daydream_qt.bots.titles import TitleSuggestion, plan_bands

    plan = plan_bands([5] * 50 + [6] * 45 + [7] * 5, [0] * 10 + [3] * 30 + [4] * 30 + [5] * 25 + [6] * 5)
    assert not plan.fits and (plan.random_below, plan.expert_reach) == (6, 7)
    s = TitleSuggestion(plan.mins, 100, 800, 1, 6.0, 0.0, 0.9, 1.0, fits=False,
                        random_below=plan.random_below, expert_reach=plan.expert_reach)
    assert s.why_not == ("No title table fits this board: 90% of random games score below 6, and the expert "
                         "bot reaches 7 or more in only 5% of its games, which leaves no room for bands 2 and 3.")


def test_the_rule_s_shares_are_the_calibration_criterion_s():
    import importlib.util
    from pathlib import Path

    from daydream_qt.bots import titles

    path = Path(__file__).resolve().parents[1] / "benchmarks" / "calibration.py"
    spec = importlib.util.spec_from_file_location("calibration_criterion", path)
    assert spec is not None and spec.loader is not None
    calibration = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(calibration)
    assert titles.TOP_REACHED == calibration.TOP_SHARE[0]
    assert titles.RANDOM_BAND1 == calibration.RANDOM_BAND0_MIN


def test_the_shipped_tables_fit_the_rule():
    from daydream_qt.bots.titles import plan_bands

    # the A board's figures of docs/calibration.md, as score lists
    assert plan_bands([10] * 6 + [11] * 500 + [12] * 362 + [13] * 132,
                      [1] * 500 + [2] * 300 + [3] * 174 + [5] * 26).fits
