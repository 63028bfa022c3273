"""Which clouds of a grid reach one another through their sides: the board check refuses a
grid in pieces (R1), and the board generator only takes away clouds that keep it whole."""

from __future__ import annotations

from collections import deque
from collections.abc import Container

Coord = tuple[int, int]


def reachable(cells: Container[Coord], start: Coord) -> set[Coord]:
    """Every cell of `cells` that `start` reaches through the sides of cells of `cells`."""
    seen = {start}
    todo = deque([start])
    while todo:
        r, c = todo.popleft()
        for n in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if n in cells and n not in seen:
                seen.add(n)
                todo.append(n)
    return seen
