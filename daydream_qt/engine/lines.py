"""R5: what a completed line is worth."""

from __future__ import annotations

from collections.abc import Sequence

from .state import LineState


def line_outcome(values: Sequence[int]) -> LineState:
    """Read a full line's values in line order: failed, good or perfect (R5)."""
    n = len(values)
    if len(set(values)) != n:
        return LineState.FAILED
    first = values[0]
    step = values[1] - first
    # all different and a step of one: perfect exactly when the values are that range
    if step in (1, -1) and tuple(values) == tuple(range(first, first + step * n, step)):
        return LineState.PERFECT
    return LineState.GOOD


OUTCOME_WORDS = tuple(state.name.lower() for state in LineState)
"""How a `line_resolved` event names an outcome, by its value: its name in lower case, made
once (an enum's name and hash are Python code, too slow for every completed line)."""


def line_strokes(outcome: LineState, length: int) -> tuple[str, int] | None:
    """R6: the strokes a resolved line gives, as (kind, count), or None for a failed line."""
    if outcome == LineState.PERFECT:
        return ("sun", length)
    if outcome == LineState.GOOD:
        return ("dot", length)
    return None
