"""The line readers (`engine.lines.line_readers`) read each line's values as the plain loop."""

from __future__ import annotations

import random

from daydream_qt.engine import BOARD_IDS, builtin_board
from daydream_qt.engine.lines import KEPT_BOARDS, line_readers, values_getter


def test_each_reader_gives_its_lines_values_in_order():
    rng = random.Random(4)
    for board_id in BOARD_IDS:
        board = builtin_board(board_id)
        readers = line_readers(board.lines)
        assert len(readers) == len(board.lines)
        values = [rng.randrange(-1, 10) for _ in range(board.n_cells)]
        for cells, read in zip(board.lines, readers, strict=True):
            assert read(values) == tuple(values[c] for c in cells)


def test_short_lines_read_as_tuples_too():
    assert values_getter((2,))([5, 6, 7]) == (7,)
    assert values_getter(())([5, 6, 7]) == ()
    assert values_getter((2, 0))([5, 6, 7]) == (7, 5)


def test_readers_are_made_once_per_board_and_the_cache_stays_small():
    lines = builtin_board("DEF").lines
    assert line_readers(lines) is line_readers(lines)
    for i in range(KEPT_BOARDS + 5):
        line_readers(((0, i + 1),))  # boards of the editor, one a change
    fresh = line_readers(lines)
    assert fresh == line_readers(lines) and len(fresh) == len(lines)
