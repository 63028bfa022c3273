"""R5-R6: line outcomes in line order, and the strokes they give (lines.py)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from daydream_qt.engine import LineState, line_outcome
from daydream_qt.engine.lines import line_strokes


def test_r5_perfect_line_is_in_line_order():
    assert line_outcome([2, 3, 4, 5]) == LineState.PERFECT
    assert line_outcome([4, 3, 2, 1]) == LineState.PERFECT
    assert line_outcome([2, 4, 3, 5]) == LineState.GOOD
    assert line_outcome([0, 1]) == LineState.PERFECT
    assert line_outcome([9, 8, 7]) == LineState.PERFECT


def test_r5_a_repeated_value_fails_the_line():
    assert line_outcome([1, 2, 1]) == LineState.FAILED
    assert line_outcome([6, 6]) == LineState.FAILED


def test_r5_all_different_but_not_consecutive_is_good():
    assert line_outcome([1, 3, 5, 7]) == LineState.GOOD
    assert line_outcome([5, 4, 2]) == LineState.GOOD


def test_r6_strokes_match_the_line_length_and_kind():
    assert line_strokes(LineState.GOOD, 4) == ("dot", 4)
    assert line_strokes(LineState.PERFECT, 3) == ("sun", 3)
    assert line_strokes(LineState.FAILED, 5) is None


values = st.lists(st.integers(0, 9), min_size=2, max_size=8)


@given(values)
def test_r5_outcome_matches_its_definition(vals):
    outcome = line_outcome(vals)
    if len(set(vals)) < len(vals):
        assert outcome == LineState.FAILED
    elif [b - a for a, b in zip(vals, vals[1:])] in ([1] * (len(vals) - 1), [-1] * (len(vals) - 1)):
        assert outcome == LineState.PERFECT
    else:
        assert outcome == LineState.GOOD


@given(values)
def test_r5_reading_a_line_backwards_gives_the_same_outcome(vals):
    assert line_outcome(vals) == line_outcome(vals[::-1])


@given(st.integers(0, 9), st.integers(2, 8), st.sampled_from([1, -1]))
def test_r5_every_monotone_run_is_perfect(start, length, step):
    run = [start + step * i for i in range(length)]
    if all(0 <= v <= 9 for v in run):
        assert line_outcome(run) == LineState.PERFECT
