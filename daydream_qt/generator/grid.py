"""The cloud grid of a generated board: which clouds there are, and how rows and columns are
cut into lines.

A full rectangle reads as a spreadsheet; the shipped boards are clouds with a ragged edge
and a few holes, where lines of different lengths meet. So the grid starts full and loses
clouds one at a time, mostly from its edges (a corner first, then a cloud beside a gap
already there) and now and then inside, where a hole splits a row or a column into two
lines. A removal that cuts the grid in two, or leaves a cloud alone in both its row and its
column, is not made.
"""

from __future__ import annotations

import random

from daydream_qt.engine.connected import reachable

Coord = tuple[int, int]

HOLE_SHARE = 0.35
"""Of the clouds taken away, how many come from inside the grid rather than from its edge."""


def _connected(cells: set[Coord]) -> bool:
    return len(reachable(cells, min(cells))) == len(cells)


def _alone(cells: set[Coord], p: Coord) -> bool:
    """Has the cloud at `p` no neighbour in its row and none in its column (so no line)?"""
    r, c = p
    return not ({(r, c - 1), (r, c + 1)} & cells) and not ({(r - 1, c), (r + 1, c)} & cells)


def _one_line_after(cells: set[Coord], p: Coord) -> int:
    """How many neighbours of `p` would be left with no neighbour along one direction (so in
    one line at most) once `p` is taken away."""
    rest = cells - {p}
    count = 0
    for n in _neighbours(p):
        if n in rest:
            r, c = n
            if not ({(r, c - 1), (r, c + 1)} & rest) or not ({(r - 1, c), (r + 1, c)} & rest):
                count += 1
    return count


def _pairs_after(cells: set[Coord], p: Coord) -> int:
    """How many runs of exactly two clouds taking `p` away leaves beside it, in its row and
    its column."""
    count = 0
    for dr, dc in ((0, 1), (0, -1), (1, 0), (-1, 0)):
        q = (p[0] + dr, p[1] + dc)
        run = 0
        while q in cells:
            run += 1
            q = (q[0] + dr, q[1] + dc)
        count += run == 2
    return count


def _neighbours(p: Coord) -> tuple[Coord, ...]:
    r, c = p
    return ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))


def make_cells(rng: random.Random, rows: int, cols: int, count: int) -> list[Coord]:
    """`count` clouds of a rows x cols grid, in reading order, connected, with a ragged edge
    and holes. Raises ValueError when the removals run out of safe choices (the caller
    tries another attempt)."""
    cells = {(r, c) for r in range(rows) for c in range(cols)}
    removed: list[Coord] = []
    corners = [(0, 0), (0, cols - 1), (rows - 1, 0), (rows - 1, cols - 1)]
    while len(cells) > count:
        inside = rng.random() < HOLE_SHARE
        if inside:
            # a hole: inside the grid, not beside another gap, so it reads as a hole
            options = [p for p in sorted(cells)
                       if 0 < p[0] < rows - 1 and 0 < p[1] < cols - 1
                       and all(n in cells for n in _neighbours(p))]
        else:
            # the edge: a corner, or a cloud of the border beside a gap there already
            gaps = set(removed) | {p for p in corners if p not in cells}
            options = [p for p in corners if p in cells]
            options += [p for p in sorted(cells)
                        if (p[0] in (0, rows - 1) or p[1] in (0, cols - 1))
                        and any(n in gaps for n in _neighbours(p)) and p not in options]
        rng.shuffle(options)
        # clouds left in one line only come last (tests ask 90% of clouds in two lines)
        # and then those that leave a run of two clouds (a line of 2, easy to complete)
        options.sort(key=lambda q: (_one_line_after(cells, q), _pairs_after(cells, q)))
        for p in options:
            rest = cells - {p}
            if not _connected(rest):
                continue
            if any(_alone(rest, n) for n in _neighbours(p) if n in rest):
                continue
            cells = rest
            removed.append(p)
            break
        else:
            if inside:
                continue
            raise ValueError("no cloud can be taken away safely")
    return sorted(cells)


PART_WEIGHTS = ((3, 4), (4, 4), (5, 2))
"""(length, weight) of the pieces a long run is cut into: 3 to 5 clouds, as the shipped boards'
lines (tests ask 60% or more of them in 3 to 5); lines of 2 come only from runs of 2, where
a hole or the edge leaves them, as on the shipped boards."""


def _split(rng: random.Random, length: int, whole_six: float) -> list[int]:
    """Cut a run of `length` clouds into line lengths of 2 to 6; a run of 6 stays one line
    with the chance `whole_six`."""
    if length <= 5 or (length == 6 and rng.random() < whole_six):
        return [length]
    parts: list[int] = []
    left = length
    while left > 5:
        sizes = [(n, w) for n, w in PART_WEIGHTS if left - n == 0 or left - n >= 3]
        pick = rng.uniform(0, sum(w for _, w in sizes))
        size = sizes[-1][0]
        for length_, weight in sizes:
            pick -= weight
            if pick <= 0:
                size = length_
                break
        parts.append(size)
        left -= size
    if left:
        parts.append(left)
    return parts


def _runs(cells: set[Coord], rows: int, cols: int, by_row: bool) -> list[list[Coord]]:
    """The maximal runs of adjacent clouds along each row (or column), in reading order."""
    out: list[list[Coord]] = []
    outer, inner = (rows, cols) if by_row else (cols, rows)
    for a in range(outer):
        run: list[Coord] = []
        for b in range(inner + 1):
            p = (a, b) if by_row else (b, a)
            if b < inner and p in cells:
                run.append(p)
            else:
                if run:
                    out.append(run)
                run = []
    return out


def make_lines(rng: random.Random, cells: list[Coord], rows: int, cols: int,
               whole_six: float = 0.0) -> list[list[Coord]]:
    """The board's lines: every row run, then every column run, of 2 clouds or more, cut into
    pieces of 2 to 6, each read left to right or top to bottom (`_split`)."""
    have = set(cells)
    lines: list[list[Coord]] = []
    for by_row in (True, False):
        for run in _runs(have, rows, cols, by_row):
            if len(run) < 2:
                continue
            at = 0
            for n in _split(rng, len(run), whole_six):
                lines.append(run[at:at + n])
                at += n
    # lines of 6 cut in two, first ones first, while fewer than 60% of lines have 3 to 5 clouds
    out: list[list[Coord]] = []
    mid = sum(3 <= len(ln) <= 5 for ln in lines)
    total = len(lines)
    for ln in lines:
        if len(ln) == 6 and mid < 0.6 * total:
            out += [ln[:3], ln[3:]]
            mid += 2
            total += 1
        else:
            out.append(ln)
    return out


def spread(rng: random.Random, cells: list[Coord], count: int, avoid: set[Coord] | None = None) -> list[Coord]:
    """`count` clouds spread over the grid (marks, polaroids): no two side by side, each in a
    row and a column of its own while that is possible, none from `avoid`."""
    pool = [p for p in cells if p not in (avoid or set())]
    rng.shuffle(pool)
    chosen: list[Coord] = []
    for strict in (2, 1, 0):
        for p in pool:
            if len(chosen) == count:
                return sorted(chosen)
            if p in chosen:
                continue
            if strict >= 1 and any(abs(p[0] - q[0]) + abs(p[1] - q[1]) <= 1 for q in chosen):
                continue
            if strict == 2 and any(p[0] == q[0] or p[1] == q[1] for q in chosen):
                continue
            chosen.append(p)
    if len(chosen) < count:
        raise ValueError("not enough clouds to spread the marks over")
    return sorted(chosen)
