"""Does a generated board pass what the shipped boards pass?

First the board check itself, the way `daydream-qt boards check` runs it (the schema, every
invariant of RULES.md "Boards of this project", then compiling it for play). Then the shape
the test suite asks of each shipped board (tests/test_board_files.py): grid size and holes,
lines mostly of 3 to 5 clouds covering the grid, shelves and items, leaves, module figures,
nodes on their outlines and apart. A board that misses any of these is not handed out; the
generator makes another attempt.
"""

from __future__ import annotations

import itertools
import math
from collections import Counter
from typing import Any

from daydream_qt.engine.board import compile_board
from daydream_qt.engine.boardspec import MODULE_NAMES, BoardError
from daydream_qt.engine.outlines import load_outline

from .profiles import Profile

MIN_NODE_GAP = 9.0
CELL_RANGE = {"easy": (26, 30), "medium": (38, 46), "hard": (55, 65)}


def board_problem(doc: dict[str, Any]) -> str | None:
    """The board check's sentence for `doc`, or None when it can be played."""
    from daydream_qt.engine.boarddef import load_board  # pydantic, as the board check loads it

    try:
        compile_board(load_board(doc))
    except BoardError as exc:
        return str(exc)
    return None


def shape_problems(doc: dict[str, Any], p: Profile) -> list[str]:
    """What `doc` does differently from a shipped board of its module set (empty: nothing)."""
    out: list[str] = []
    cells = {(c["row"], c["col"]) for c in doc["cells"]}
    low, high = CELL_RANGE[doc["difficulty"]]
    if (doc["rows"], doc["cols"]) != (p.rows, p.cols):
        out.append("the grid is not the size of its combination")
    if not low <= len(cells) <= high or len(cells) >= doc["rows"] * doc["cols"]:
        out.append(f"{len(cells)} clouds")
    lengths = [len(ln["cells"]) for ln in doc["lines"]]
    if not all(2 <= n <= 6 for n in lengths):
        out.append("a line outside 2 to 6 clouds")
    if sum(3 <= n <= 5 for n in lengths) < 0.6 * len(lengths):
        out.append("too few lines of 3 to 5 clouds")
    count = Counter(tuple(q) for ln in doc["lines"] for q in ln["cells"])
    if any(count[q] < 1 for q in cells):
        out.append("a cloud in no line")
    if sum(count[q] == 2 for q in cells) < 0.9 * len(cells):
        out.append("too few clouds in two lines")
    items = doc["items"]
    if len({it["shelf"] for it in items}) not in (2, 3, 4):
        out.append("not 2 to 4 shelves")
    for it in items:
        kinds = [n["kind"] for n in it["nodes"]]
        if not 3 <= len(kinds) <= 9 or kinds[0] != "dot" or kinds[-1] != "sun":
            out.append(f"item {it['id']} has a bad dot and sun sequence")
        elif "dot" not in kinds[1:-1] and len(kinds) > 4:
            out.append(f"item {it['id']} has no dot between its ends")
        if it.get("outline") != it["id"]:
            out.append(f"item {it['id']} is not named after its drawing")
        else:
            out += _on_outline(it)
        if not all(str(it["name"].get(k, "")).strip() for k in ("en", "fr", "ja")):
            out.append(f"item {it['id']} lacks a name")
    if len({it["id"] for it in items}) != len(items):
        out.append("two items share a drawing")
    bonus = sum(bool(it.get("bonus")) for it in items) / len(items)
    if not 0.25 <= bonus <= 0.45:
        out.append("bonus share outside 25-45%")
    if not 6 <= doc["leaves"]["count"] <= 8 or not 1 <= doc["leaves"]["precircled"] <= 2:
        out.append("leaves outside the shipped range")
    out += _modules(doc, p, cells)
    return out


def _on_outline(it: dict[str, Any]) -> list[str]:
    outline = load_outline(it["outline"])
    nodes = [(n["x"] * 100, n["y"] * 100) for n in it["nodes"]]
    placed = outline.node_points(len(nodes))
    if any(math.dist(a, b) >= 0.5 for a, b in zip(nodes, placed, strict=True)):
        return [f"item {it['id']} has a node off its drawing"]
    if min(math.dist(a, b) for a, b in itertools.combinations(nodes, 2)) < MIN_NODE_GAP:
        return [f"item {it['id']} has two nodes too close"]
    return []


def _modules(doc: dict[str, Any], p: Profile, cells: set[tuple[int, int]]) -> list[str]:
    out: list[str] = []
    uses = set(p.modules)
    for name in MODULE_NAMES:
        if (doc.get(name) is not None) != (name in uses):
            out.append(f"{name} present where the set says otherwise")
    stars = {(c["row"], c["col"]) for c in doc["cells"] if c.get("mark") == "star"}
    moons = {(c["row"], c["col"]) for c in doc["cells"] if c.get("mark") == "moon"}
    if bool(stars) != bool(uses & {"constellation", "polaroids"}) or \
            bool(moons) != bool(uses & {"garland", "polaroids"}):
        out.append("marks the module set does not read")
    if "constellation" in uses:
        track = doc["constellation"]["track"]
        if not 4 <= len(stars) <= 8 or not 25 <= len(track) <= 50:
            out.append("constellation figures")
        if track[0]["y"] != max(t["y"] for t in track) or track[-1]["y"] >= 0.1 or track[0].get("big_star"):
            out.append("constellation track shape")
        if not 8 <= sum(bool(t.get("big_star")) for t in track) <= 12:
            out.append("big stars")
    if "notes" in uses:
        notes = doc["notes"]
        singles = [n for n in notes if len(n["cells"]) == 2]
        if not 10 <= len(notes) <= 14 or not singles or len(singles) == len(notes):
            out.append("note figures")
    if "polaroids" in uses:
        pols = doc["polaroids"]
        cols = [q["cell"][1] for q in pols]
        if len(pols) != 6 or cols != sorted(cols) or len(set(cols)) != 6:
            out.append("polaroid columns")
        if stars | moons != {tuple(q["cell"]) for q in pols}:
            out.append("marks off the polaroids")
    if "garland" in uses:
        gar = doc["garland"]
        leaves = [r for r in gar["rewards"] if r["kind"] == "leaf"]
        if not 6 <= len(moons) <= 9 or not 6 <= gar["moons"] <= 8 or not 1 <= len(leaves) <= 2:
            out.append("garland figures")
        if not all(2 <= r["value"] <= 5 for r in gar["rewards"] if r["kind"] == "points"):
            out.append("garland points")
    if "frames" in uses:
        seen: set[tuple[int, int]] = set()
        for fam in doc["frames"]:
            fc = {tuple(q) for q in fam["cells"]}
            if not 5 <= len(fc) <= 9 or fc & seen or not fc <= cells:
                out.append("frame family figures")
            seen |= fc
        roles = [it.get("role") for it in doc["items"]]
        if roles.count("clover") != 1 or roles.count("bow_tie") != 1 or roles.index("clover") > roles.index("bow_tie"):
            out.append("frames timers")
    module_max = 0
    if "constellation" in uses:
        module_max += sum(bool(t.get("big_star")) for t in doc["constellation"]["track"])
    if "notes" in uses:
        module_max += sum(1 if len(n["cells"]) == 2 else 2 for n in doc["notes"])
    if "polaroids" in uses:
        module_max += 27 if doc.get("polaroid_scoring") == "star_minus_moon" else 12
    if "garland" in uses:
        module_max += sum(r.get("value", 0) for r in doc["garland"]["rewards"])
    if "frames" in uses:
        module_max += 5 * len(doc["frames"])
    top = doc["titles"][-1]["min"]
    if len(doc["items"]) + module_max < top or len(doc["items"]) < top // 2:
        out.append("the top title band cannot be reached")
    return out
