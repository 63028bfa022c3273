"""The module parts of a generated board: the constellation, notes, polaroids, the garland and
the frames, each built to the figures of the shipped board of its combination (`profiles`)
and placed on the grid the way the rules and the board check want them (R16-R20)."""

from __future__ import annotations

import random
from typing import Any

from .grid import Coord, spread
from .profiles import Profile
from .words import FRAME_COLOURS

TRACK_TOP = 0.04
TRACK_BOTTOM = 0.96
"""The track climbs from the bottom of the constellation's panel to its top, as on the
shipped boards (the board check wants its first point the lowest)."""


def constellation(rng: random.Random, p: Profile) -> dict[str, Any]:
    """A zigzag track from the bottom to the top of the panel, its big stars in the upper
    part: the first where the shipped board has it, so that the stars' values still reach
    about as many of them."""
    points, big = p.track
    n = points + rng.randint(-2, 2)
    big = min(max(big + rng.randint(-1, 1), 8), 12)
    crossing = rng.randint(4, 6)  # points from one side of the panel to the other, as shipped
    amplitude = rng.uniform(0.3, 0.36)
    side = rng.choice((-1.0, 1.0))
    first = min(max(round(p.first_big_star * (n - 1)) + rng.randint(-1, 1), 1), n - big)
    rest = rng.sample(range(first + 1, n), big - 1)
    stars = {first, *rest}
    track = []
    for k in range(n):
        # a triangle wave round the middle: 0, up to one side, back across to the other, ...
        phase = (2 * k / crossing) % 4
        wave = phase if phase < 1 else 2 - phase if phase < 3 else phase - 4
        x = 0.5 + side * amplitude * wave
        y = TRACK_BOTTOM - (TRACK_BOTTOM - TRACK_TOP) * k / (n - 1)
        point: dict[str, Any] = {"x": round(x, 3), "y": round(y, 3)}
        if k in stars:
            point["big_star"] = True
        track.append(point)
    return {"track": track}


def notes(rng: random.Random, p: Profile, cells: list[Coord], lines: list[list[Coord]]) -> list[dict[str, Any]]:
    """Single notes between neighbouring clouds no line joins, and double notes on gaps
    touched by 3 or 4 clouds; no cloud under two notes, so no two notes share a gap."""
    singles, doubles = p.notes
    have = set(cells)
    joined = {frozenset(pair) for line in lines for pair in zip(line, line[1:], strict=False)}
    pairs = [(a, b) for a in cells for b in ((a[0], a[1] + 1), (a[0] + 1, a[1]))
             if b in have and frozenset((a, b)) not in joined]
    blocks = []
    for r, c in cells:
        block = [q for q in ((r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)) if q in have]
        if len(block) >= 3:
            blocks.append(block)
    rng.shuffle(pairs)
    rng.shuffle(blocks)
    used: set[Coord] = set()
    out: list[dict[str, Any]] = []
    for pair in pairs:
        if len(out) == singles:
            break
        if not used & set(pair):
            used |= set(pair)
            out.append({"cells": [list(q) for q in pair]})
    if len(out) < singles:
        raise ValueError("too few gaps for the single notes")
    placed = 0
    for block in blocks:
        if placed == doubles:
            break
        if not used & set(block):
            used |= set(block)
            out.append({"cells": [list(q) for q in block]})
            placed += 1
    if placed < doubles:
        raise ValueError("too few gaps for the double notes")
    singles_part = sorted(out[:singles], key=lambda n: n["cells"])
    doubles_part = sorted(out[singles:], key=lambda n: n["cells"])
    return singles_part + doubles_part


def polaroids(rng: random.Random, cells: list[Coord], cols: int) -> list[dict[str, Any]]:
    """Six polaroids left to right, one per column, three of stars and three of moons, each
    on a cloud away from the grid's top and bottom edge where the grid allows."""
    columns = sorted(rng.sample(range(cols), 6))
    kinds = ["star"] * 3 + ["moon"] * 3
    rng.shuffle(kinds)
    rows = max(r for r, _ in cells) + 1
    out = []
    taken: list[Coord] = []
    for col, kind in zip(columns, kinds, strict=True):
        options = [q for q in cells if q[1] == col and 0 < q[0] < rows - 1
                   and all(abs(q[0] - t[0]) + abs(q[1] - t[1]) > 1 for t in taken)]
        options = options or [q for q in cells if q[1] == col]
        if not options:
            raise ValueError("a polaroid's column has no cloud")
        cell = rng.choice(options)
        taken.append(cell)
        out.append({"cell": list(cell), "kind": kind})
    return out


def garland(rng: random.Random, p: Profile) -> dict[str, Any]:
    """The shipped board's rewards in a new order: its point rewards shuffled, its leaves
    placed between them, never two leaves side by side."""
    points = list(p.garland_points)
    rng.shuffle(points)
    slots = p.moons - 1
    while True:
        leaves = sorted(rng.sample(range(slots), p.garland_leaves))
        if all(b - a > 1 for a, b in zip(leaves, leaves[1:], strict=False)):
            break
    rewards: list[dict[str, Any]] = []
    for k in range(slots):
        rewards.append({"kind": "leaf"} if k in leaves else {"kind": "points", "value": points.pop()})
    return {"moons": p.moons, "rewards": rewards}


def moon_cells(rng: random.Random, p: Profile, cells: list[Coord]) -> list[Coord]:
    """One moon cloud more than the garland has moons, spread over the grid."""
    return spread(rng, cells, p.moons + 1)


def frames(rng: random.Random, cells: list[Coord]) -> list[dict[str, Any]]:
    """Three disjoint frame families of 5 to 7 clouds: a square of four and a small piece
    elsewhere on the grid, each named for the colour it is drawn in."""
    have = set(cells)
    used: set[Coord] = set()
    colours = rng.sample(range(len(FRAME_COLOURS)), 3)
    out = []
    for ci in colours:
        fid, name = FRAME_COLOURS[ci]
        squares = [[(r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)] for r, c in cells]
        squares = [s for s in squares if set(s) <= have and not set(s) & used
                   and not any(n in used for q in s for n in _around(q))]
        if not squares:
            raise ValueError("no room for a frame family")
        square = rng.choice(squares)
        family = list(square)
        taken = used | set(square)
        piece_size = rng.randint(1, 3)
        starts = [q for q in cells if q not in taken and all(n not in taken for n in _around(q))
                  and min(abs(q[0] - s[0]) + abs(q[1] - s[1]) for s in square) >= 3]
        if not starts:
            raise ValueError("no room for a frame family's second piece")
        piece = [rng.choice(starts)]
        while len(piece) < piece_size:
            grow = [n for q in piece for n in _around(q) if n in have and n not in taken and n not in piece]
            if not grow:
                break
            piece.append(rng.choice(sorted(grow)))
        family += piece
        used |= set(family)
        out.append({"id": fid, "name": {"en": name[0], "fr": name[1], "ja": name[2]},
                    "cells": [list(q) for q in sorted(family)]})
    return out


def _around(q: Coord) -> tuple[Coord, ...]:
    r, c = q
    return ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
