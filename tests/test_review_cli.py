"""`daydream-qt review GAME [--json]`: the same numbers as the review module, bad input exit 2."""

from __future__ import annotations

import json

from daydream_qt.bots.review import review_dict, review_game
from daydream_qt.bots.simulate import play_seeded_game
from daydream_qt.cli import main
from daydream_qt.engine import Game, builtin_board
from daydream_qt.engine.savefile import load_game, save_game


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def refused(code: int, out: str, err: str) -> str:
    assert code == 2 and out == ""
    line = err.strip()
    assert line and "\n" not in line and "Traceback" not in err and line.endswith(".")
    return line


def test_review_json_holds_the_modules_numbers(capsys, tmp_path):
    path = tmp_path / "game.daydream"
    save_game(play_seeded_game("A", 4, "random"), path)
    code, out, err = run(capsys, "review", str(path), "--json")
    assert (code, err) == (0, "")
    data = json.loads(out)
    expected = review_dict(review_game(load_game(path).game))
    assert data == expected
    seat = data["seats"][0]
    assert len(seat["mistakes"]) == 3
    assert seat["total_loss"] == round(sum(t["loss"] for t in seat["turns"]), 3)
    assert [m["loss"] for m in seat["mistakes"]] == sorted((t["loss"] for t in seat["turns"]), reverse=True)[:3]


def test_review_text_lists_every_turn_and_the_mistakes(capsys, tmp_path):
    path = tmp_path / "game.daydream"
    game = play_seeded_game("A", 4, "random")
    save_game(game, path)
    code, out, err = run(capsys, "review", str(path))
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == "Calm Morning (A), solo game, seed 4"
    review = review_game(game).seats[0]
    rows = [ln for ln in lines if (ln.strip()[:1].isdigit() or ln.split()[:1] == ["start"])
            and "." not in ln.split()[0]]
    assert len(rows) == len(review.turns)
    for row, t in zip(rows, review.turns, strict=True):
        assert row.split()[-3:] == [f"{t.played_value:.2f}", f"{t.best_value:.2f}", f"{t.loss:.2f}"]
    assert rows[0].split()[0] == "start"  # turn 0 is the starting numbers, as the app says
    first = review.mistakes[0]
    when = "the starting numbers" if first.turn == 0 else f"turn {first.turn}"
    assert f"  1. {when} (dice {first.dice[0]} and {first.dice[1]}): {first.loss:.2f} points lost" in lines


def test_review_counts_turns_as_the_app_does(capsys, tmp_path):
    # The end screen and `score` say "after 16 turns" (the starting numbers are turn 0, not
    # one of the game's turns): the review's count agrees instead of saying 17.
    path = tmp_path / "game.daydream"
    game = play_seeded_game("A", 4, "random")
    save_game(game, path)
    code, out, _err = run(capsys, "review", str(path))
    assert code == 0
    turns = game.state.turn
    assert f"points lost over {turns} turns and the starting numbers" in out.splitlines()[2]
    _code, score_out, _err = run(capsys, "score", str(path))
    assert f"the game is over after {turns} turns." in score_out


def test_review_refuses_a_bad_file_and_an_unfinished_game(capsys, tmp_path):
    junk = tmp_path / "junk.daydream"
    junk.write_text("{ nope", encoding="utf-8")
    assert refused(*run(capsys, "review", str(junk))).startswith("junk.daydream: ")
    assert "cannot be read" in refused(*run(capsys, "review", str(tmp_path / "missing.daydream")))
    game = Game(builtin_board("A"), seed=2)
    game.roll()
    started = tmp_path / "started.daydream"
    save_game(game, started)
    assert refused(*run(capsys, "review", str(started))) == (
        "started.daydream: the game is not finished, so it cannot be reviewed yet.")
    assert refused(*run(capsys, "review"))


def test_each_mistake_says_what_the_better_plan_gains_and_why(capsys, tmp_path):
    path = tmp_path / "game.daydream"
    game = play_seeded_game("A", 4, "random")
    save_game(game, path)
    code, out, _err = run(capsys, "review", str(path))
    assert code == 0
    review = review_game(game).seats[0]
    assert len(review.mistakes) == 3
    for m in review.mistakes:
        assert m.lesson == f"{m.reason}: +{m.loss:.2f} expected points"
        assert m.loss > 0 and m.reason
        assert f"; it {m.lesson}" in out
    as_json = review_dict(review_game(game))
    assert [t["lesson"] for t in as_json["seats"][0]["mistakes"]] == [m.lesson for m in review.mistakes]
