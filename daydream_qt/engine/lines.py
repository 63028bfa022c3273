"""R5: what a completed line is worth."""

from __future__ import annotations

from collections.abc import Sequence

from .state import LineState


def line_outcome(values: Sequence[int]) -> LineState:
    """Read a full line's values in line order: failed, good or perfect (R5)."""
    if len(set(values)) != len(values):
        return LineState.FAILED
    step = values[1] - values[0]
    if step in (1, -1) and all(b - a == step for a, b in zip(values, values[1:], strict=False)):
        return LineState.PERFECT
    return LineState.GOOD


def line_strokes(outcome: LineState, length: int) -> tuple[str, int] | None:
    """R6: the strokes a resolved line gives, as (kind, count), or None for a failed line."""
    if outcome == LineState.PERFECT:
        return ("sun", length)
    if outcome == LineState.GOOD:
        return ("dot", length)
    return None
