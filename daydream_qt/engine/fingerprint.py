"""A board's rules fingerprint: one hash of what the rules read of a board, and nothing else.

Two boards with the same fingerprint play the same game. What a board shows but the rules
never read is left out: its name and its items' and frames' names in any language, the
title names, the difficulty, the panels, each item's id and outline, where its nodes sit,
and where the constellation track's points sit. So a shipped board whose drawing is
re-spaced keeps its fingerprint, and a game saved before that still counts as played on it;
a board made in the editor whose rules differ from the shipped board of its combination by
one cell, one node kind or one title band's score is a board of its own.

Plain data only (no pydantic, no Qt): it runs on a board ready for play or a BoardSpec.
"""

from __future__ import annotations

import hashlib
import json
from functools import cache
from typing import Any

from .board import Board, builtin_board
from .boardspec import BOARD_IDS, BoardError, BoardSpec
from .modules.registry import rules_data as module_rules_data

FINGERPRINT_VERSION = 1
"""Part of the hash: a change to what the fingerprint reads makes every fingerprint new."""


def rules_data(spec: BoardSpec) -> dict[str, Any]:
    """What the rules read of `spec`, as plain JSON data (what the fingerprint hashes).

    Cells are in reading order (play numbers them so, whatever order a file lists them
    in); lines, items, polaroids and frames keep the order of the file, since the rules
    and saved games name them by their place in it. Each module's part is its unit's
    (`ModuleUnit.rules_data`); a set of cells (a note, a frame) is in reading order.
    """
    return {
        "fingerprint": FINGERPRINT_VERSION,
        "id": spec.id,
        "cells": [[c.row, c.col, c.mark] for c in sorted(spec.cells, key=lambda c: (c.row, c.col))],
        "lines": [[[r, c] for r, c in line.cells] for line in spec.lines],
        "items": [{"kinds": [n.kind for n in it.nodes], "shelf": it.shelf, "bonus": bool(it.bonus),
                   "role": it.role} for it in spec.items],
        "leaves": [spec.leaves.count, spec.leaves.precircled],
        "title_mins": [t.min for t in spec.titles],
        **module_rules_data(spec),
    }


def rules_fingerprint(board: Board | BoardSpec) -> str:
    """The hex SHA-256 of `rules_data`: equal for boards that play the same game."""
    spec = board.defn if isinstance(board, Board) else board
    text = json.dumps(rules_data(spec), sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def is_fingerprint(text: object) -> bool:
    """Is `text` written as a fingerprint (64 lowercase hex digits)?"""
    return (isinstance(text, str) and len(text) == 64
            and all(ch in "0123456789abcdef" for ch in text))


@cache
def shipped_fingerprint(board_id: str) -> str | None:
    """The fingerprint of the shipped board `board_id`; None when it cannot be read."""
    if board_id not in BOARD_IDS:
        return None
    try:
        return rules_fingerprint(builtin_board(board_id))
    except BoardError:
        return None


def is_shipped(board: Board | BoardSpec) -> bool:
    """Does `board` play as the shipped board of its combination?

    True also when the shipped board cannot be read (a broken installation): a game is
    then taken for what its combination says rather than moved out of the shipped boards.
    """
    spec = board.defn if isinstance(board, Board) else board
    shipped = shipped_fingerprint(spec.id)
    return shipped is None or shipped == rules_fingerprint(spec)
