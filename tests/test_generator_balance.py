"""A generated board's own title bands and measured difficulty (generator/balance.py)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from daydream_qt.bots.titles import suggest_titles
from daydream_qt.generator import (
    Refinement,
    balance_board,
    difficulty_of,
    generate_balanced,
    generate_board,
)
from daydream_qt.generator.balance import compile_document
from daydream_qt.generator.checks import board_problem

GAMES = 10
"""Expert games of a refinement here: the suggestion's least, a fraction of a second on A."""


def test_same_seed_same_bands_and_difficulty_twice_and_in_another_process():
    first, second = generate_balanced(7, "BC"), generate_balanced(7, "BC")
    assert first.document == second.document and first.estimate == second.estimate
    code = ("import json; from daydream_qt.generator import generate_balanced; "
            "b = generate_balanced(7, 'BC'); print(json.dumps([list(b.estimate.mins), b.difficulty, b.attempts]))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert json.loads(out) == [list(first.estimate.mins), first.difficulty, first.attempts]


def test_step_by_step_ends_with_the_one_shot_bands_and_the_editors_suggestion():
    doc = generate_board(3, "A").document
    ref = Refinement(doc, games=GAMES)
    quick = ref.bands
    steps, seen = 0, []
    while ref.step():
        steps += 1
        seen.append(ref.done)
        assert ref.bands == quick  # the quick bands hold until the last step
    assert ref.finished and ref.done == ref.total and steps >= GAMES
    assert seen == sorted(seen)
    one_shot = Refinement(doc, games=GAMES).run()
    assert ref.result == one_shot and ref.bands == one_shot.mins
    assert ref.changed == (one_shot.mins != quick)
    assert one_shot.mins == suggest_titles(compile_document(doc), GAMES, 1).mins
    assert one_shot.expert_games == GAMES and one_shot.simulated


def test_cancel_leaves_the_quick_bands():
    doc = generate_board(5, "D").document
    ref = Refinement(doc, games=GAMES)
    assert ref.step()
    ref.cancel()
    assert not ref.step() and not ref.finished and not ref.changed
    assert ref.run() == ref.quick and ref.bands == ref.quick.mins


@pytest.mark.parametrize(("difficulty", "seed"), [("easy", 11), ("medium", 12), ("hard", 13)])
def test_a_board_of_each_difficulty_measures_as_it(difficulty, seed):
    made = generate_balanced(seed, difficulty=difficulty)
    assert made.ok and made.difficulty == difficulty == made.document["difficulty"]
    assert difficulty_of(made.estimate.expert_median) == difficulty
    assert made.estimate.meets_criterion and 1 <= made.attempts <= 8
    mins = [t["min"] for t in made.document["titles"]]
    assert mins == list(made.estimate.mins) and mins[0] == 0 and mins == sorted(set(mins))
    assert board_problem(made.document) is None
    assert compile_document(made.document).title_mins == tuple(mins)


def test_the_code_of_a_kept_board_makes_it_again():
    made = generate_balanced(13, difficulty="hard")
    again = balance_board(generate_board(made.board.seed, made.board.modules))
    assert again.document == made.document and again.estimate == made.estimate


def test_difficulty_thresholds_sit_between_the_shipped_boards():
    assert [difficulty_of(m) for m in (11, 12, 15.5)] == ["easy"] * 3
    assert [difficulty_of(m) for m in (16, 20, 36, 41.5)] == ["medium"] * 4
    assert [difficulty_of(m) for m in (42, 47, 51)] == ["hard"] * 3


def test_bad_requests_say_one_sentence():
    with pytest.raises(ValueError, match=r"^The difficulty is easy, medium or hard, not 'tough'\.$"):
        generate_balanced(1, difficulty="tough")
    with pytest.raises(ValueError, match=r"^A seed is a whole number"):
        generate_balanced(-1)
