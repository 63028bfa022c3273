"""R5: what a completed line is worth."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from operator import itemgetter

from .state import LineState

LineReader = Callable[[Sequence[int]], tuple[int, ...]]
"""A function giving a sheet's values on one line, in line order, as a tuple."""


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


def values_getter(cells: tuple[int, ...]) -> LineReader:
    """A function giving the values of `cells`, in order, as a tuple: `operator.itemgetter`,
    which reads them in C (for fewer than two cells too, which it would give bare or refuse)."""
    if len(cells) < 2:
        return lambda values: tuple(values[c] for c in cells)
    return itemgetter(*cells)


_READERS: dict[int, tuple[tuple[tuple[int, ...], ...], tuple[LineReader, ...]]] = {}
KEPT_BOARDS = 32
"""Boards whose line readers are kept (the editor compiles a board at every change)."""


def line_readers(lines: tuple[tuple[int, ...], ...]) -> tuple[LineReader, ...]:
    """A reader for each line of a board (`Board.lines`), made once per board: a write
    reads its lines at once, a bot's evaluation every line thousands of times a turn.

    Kept by the identity of the board's tuple of lines (a compiled board holds one for
    life), not on the board, whose fields are its data's own."""
    hit = _READERS.get(id(lines))
    if hit is not None and hit[0] is lines:
        return hit[1]
    readers = tuple(values_getter(cells) for cells in lines)
    if len(_READERS) >= KEPT_BOARDS:
        _READERS.clear()
    _READERS[id(lines)] = (lines, readers)
    return readers
