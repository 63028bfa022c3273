"""Small hand-made boards for rule tests, built from strings."""

from __future__ import annotations

from daydream_qt.engine import Board, compile_board, parse_board

TITLES_EN = ["Band one", "Band two", "Band three", "Band four"]


def text(s: str) -> dict:
    return {"en": s, "fr": s, "ja": s}


def auto_lines(cells: set[tuple[int, int]], rows: int, cols: int) -> list[dict]:
    """Every maximal horizontal and vertical run of 2+ cells, in reading order."""
    lines = []
    for r in range(rows):
        run: list = []
        for c in range(cols + 1):
            if (r, c) in cells:
                run.append([r, c])
            else:
                if len(run) >= 2:
                    lines.append({"cells": run})
                run = []
    for c in range(cols):
        run = []
        for r in range(rows + 1):
            if (r, c) in cells:
                run.append([r, c])
            else:
                if len(run) >= 2:
                    lines.append({"cells": run})
                run = []
    return lines


def board_data(grid: list[str], items: list[str] | None = None, board_id: str = "A",
               leaves: tuple[int, int] = (6, 1), lines: list[list[tuple[int, int]]] | None = None,
               bonus: set[int] = frozenset(), roles: dict[int, str] | None = None, **extra) -> dict:
    """Grid rows use '.' for a cell, '*' star cell, 'm' moon cell, ' ' or '#' for a hole."""
    rows, cols = len(grid), max(len(g) for g in grid)
    cells = []
    for r, row in enumerate(grid):
        for c, ch in enumerate(row):
            if ch in ".*m":
                cells.append({"row": r, "col": c, "mark": {"*": "star", "m": "moon"}.get(ch)})
    coords = {(x["row"], x["col"]) for x in cells}
    items = items or ["ddsds", "dsdds", "dss", "ddds"]
    letters = {"A": "A", "D": "D"}.get(board_id, board_id)
    width = cols // len(letters)
    panels = []
    for i, L in enumerate(letters):
        first = i * width
        last = cols - 1 if i == len(letters) - 1 else first + width - 1
        panels.append({"letter": L, "first_col": first, "last_col": last})
    data = {
        "id": board_id, "name": text("Test"), "difficulty": "easy", "panels": panels,
        "rows": rows, "cols": cols, "cells": cells,
        "lines": [{"cells": [list(p) for p in ln]} for ln in lines] if lines is not None
        else auto_lines(coords, rows, cols),
        "items": [
            {"id": f"item{i}", "name": text(f"Item {i}"), "shelf": 0, "bonus": i in bonus,
             "role": (roles or {}).get(i),
             "nodes": [{"kind": "sun" if k == "s" else "dot", "x": j / max(1, len(spec) - 1), "y": 0.5}
                       for j, k in enumerate(spec)]}
            for i, spec in enumerate(items)
        ],
        "leaves": {"count": leaves[0], "precircled": leaves[1]},
        "titles": [{"min": m, "title": text(t)} for m, t in zip([0, 5, 9, 13], TITLES_EN, strict=True)],
    }
    data.update(extra)
    return data


def make_board(grid: list[str], **kw) -> Board:
    return compile_board(parse_board(board_data(grid, **kw)))
