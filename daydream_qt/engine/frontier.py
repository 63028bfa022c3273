"""R2: the empty cells a die may be written into, kept up to date write by write.

After the starting numbers a die goes next to a filled cell. Searching the whole grid for
those cells at every decision was the largest cost of a game after listing the writes, so
each sheet keeps them (`Sheet.near`) and a write only looks at the neighbours of its cell.

The kept list is derived from `Sheet.near_of`, a copy of the values it was made from;
whenever `values` differs from it (a sheet written by hand, as tests and views set one up)
the list is derived afresh from `values`, so the answer is always that of the plain rule.
A write keeps `near_of` in step with `values` at its cell, and the update looks only at
whether cells are filled, so a write on a sheet changed by hand cannot hide the change.
"""

from __future__ import annotations

from bisect import insort

from .compiled import Board
from .state import EMPTY, Sheet


def frontier(board: Board, sheet: Sheet, anywhere: bool) -> list[int]:
    """Empty cells a die may be written into: next to a filled cell, or anywhere (R2),
    ascending (a new list the caller may keep)."""
    if anywhere:
        return [c for c, v in enumerate(sheet.values) if v == EMPTY]
    return near_cells(board, sheet)[:]


def near_cells(board: Board, sheet: Sheet) -> list[int]:
    """The sheet's own list of empty cells next to a filled one (read it, never change it)."""
    if sheet.values != sheet.near_of:
        _derive(board, sheet)
    return sheet.near


def _derive(board: Board, sheet: Sheet) -> None:
    values = sheet.values
    nb = board.neighbours
    out = []
    for c, v in enumerate(values):
        if v == EMPTY:
            for n in nb[c]:
                if values[n] != EMPTY:
                    out.append(c)
                    break
    sheet.near = out
    sheet.near_of = values[:]


def wrote(board: Board, sheet: Sheet, cell: int) -> None:
    """`sheet.values[cell]` was just written: the cell leaves the list, its empty neighbours
    join it."""
    near_of = sheet.near_of
    near_of[cell] = sheet.values[cell]
    near = sheet.near
    if cell in near:
        near.remove(cell)
    for n in board.neighbours[cell]:
        if near_of[n] == EMPTY and n not in near:
            insort(near, n)
