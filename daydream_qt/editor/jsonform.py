"""A board as text, laid out like the shipped board files.

The shipped files keep one small value per line (a cell, a line, a node, a title band) and
open up the values that hold lists of them, so a board reads as a table and a change to
one cell is a one-line diff. The editor writes its boards the same way.
"""

from __future__ import annotations

import json
from typing import Any

WIDTH = 110
"""A value is written on one line when it fits in this many characters."""
KEY_ORDER = ("format", "version", "id", "name", "difficulty", "panels", "rows", "cols", "cells",
             "lines", "items", "leaves", "titles", "constellation", "notes", "polaroids",
             "garland", "frames")
ITEM_KEY_ORDER = ("id", "name", "shelf", "outline", "nodes", "bonus", "role")


def _compact(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))


def _holds_table(value: Any) -> bool:
    """Holds a list of three or more objects somewhere: such a list is opened, one a line."""
    if isinstance(value, list):
        return sum(isinstance(v, dict) for v in value) > 2 or any(_holds_table(v) for v in value)
    if isinstance(value, dict):
        return any(_holds_table(v) for v in value.values())
    return False


def _format(value: Any, depth: int, key_width: int = 0) -> str:
    one_line = _compact(value)
    if not isinstance(value, (list, dict)) or (
            depth > 0 and not _holds_table(value) and 2 * depth + key_width + len(one_line) <= WIDTH):
        return one_line
    pad = "  " * (depth + 1)
    if isinstance(value, dict):
        parts = [f"{pad}{json.dumps(k, ensure_ascii=False)}: "
                 f"{_format(v, depth + 1, len(json.dumps(k, ensure_ascii=False)) + 2)}"
                 for k, v in value.items()]
        return "{\n" + ",\n".join(parts) + "\n" + "  " * depth + "}"
    parts = [pad + _format(v, depth + 1) for v in value]
    return "[\n" + ",\n".join(parts) + "\n" + "  " * depth + "]"


def ordered(board: dict[str, Any]) -> dict[str, Any]:
    """The board's keys in the files' order, defaults left out as the files leave them out."""
    out = {k: board[k] for k in KEY_ORDER if k in board and board[k] is not None}
    out.update({k: v for k, v in board.items() if k not in out and v is not None})
    items = []
    for item in out.get("items", []):
        it = {k: item[k] for k in ITEM_KEY_ORDER if k in item and item[k] is not None}
        if it.get("bonus") is False:
            del it["bonus"]
        it.update({k: v for k, v in item.items() if k not in it and v is not None and k != "bonus"})
        items.append(it)
    if "items" in out:
        out["items"] = items
    return out


def board_text(board: dict[str, Any]) -> str:
    """The text of a board file (ends with a newline)."""
    return _format(ordered(board), 0) + "\n"
