"""The largest board the schema allows and the largest saved game on it, built deterministically.

The board (`largest_board_data`) takes every limit of engine/boarddef.py at once: 400 clouds
on a 20 by 20 grid (the 40 by 40 grid holds at most MAX_CELLS), 200 lines of 4 (every cloud
in one row line and one column line), 60 items of 30 nodes, 20 leaves all circled at the
start, names of 80 characters in three languages, and every module of its combination at
its largest (DEF: a garland of 20 moons and three frame families of 400 clouds each; ABC:
a track of 200 points and 200 notes).

The game (`largest_game`) is five seats of the random bot on that board, pass-and-play,
each seat giving up a die whenever the rules let it (R4), so that the game lasts as many
turns as the grid allows and its log is as long as a legal game's gets (about the actions
MAX_ACTIONS is reckoned from). Same seed, same game, same file.

Used by tests/test_bounded_*.py and benchmarks/largest_inputs.py.
"""

from __future__ import annotations

import random
from pathlib import Path

from daydream_qt.engine import Game, Mode, SeatInfo, compile_board, parse_board
from daydream_qt.engine.boarddef import MAX_ITEMS, MAX_LINES, MAX_NODES, MAX_NOTES, MAX_TRACK

SIDE = 20
"""20 x 20 = 400 clouds, the most a board may have."""
LINE = 4
"""Cells of a line: 5 row lines a row and 5 column lines a column, 200 lines."""


def _text(tag: str) -> dict:
    """A name of the longest length in each language."""
    return {"en": (tag + " " + "E" * 80)[:80], "fr": (tag + " " + "F" * 80)[:80],
            "ja": (tag + " " + "\u5922" * 80)[:80]}


def _lines() -> list[dict]:
    out = []
    for r in range(SIDE):
        for c0 in range(0, SIDE, LINE):
            out.append({"cells": [[r, c] for c in range(c0, c0 + LINE)]})
    for c in range(SIDE):
        for r0 in range(0, SIDE, LINE):
            out.append({"cells": [[r, c] for r in range(r0, r0 + LINE)]})
    assert len(out) == MAX_LINES
    return out


def _items(roles: bool) -> list[dict]:
    items = []
    for i in range(MAX_ITEMS):
        nodes = [{"kind": "sun" if k % 3 == 2 or k == MAX_NODES - 1 else "dot",
                  "x": round(k / (MAX_NODES - 1), 4), "y": 0.5} for k in range(MAX_NODES)]
        role = {0: "clover", 1: "bow_tie"}.get(i) if roles else None
        items.append({"id": f"item-{i:02d}-" + "x" * 30, "name": _text(f"Item {i}"), "shelf": i // 10,
                      "nodes": nodes, "bonus": i % 2 == 0, "role": role})
    return items


def _panels(board_id: str) -> list[dict]:
    width = SIDE // len(board_id)
    out = []
    for k, letter in enumerate(board_id):
        last = SIDE - 1 if k == len(board_id) - 1 else (k + 1) * width - 1
        out.append({"letter": letter, "first_col": k * width, "last_col": last})
    return out


def largest_board_data(board_id: str = "DEF") -> dict:
    """The board file's JSON value ("DEF" or "ABC": the two combinations with two modules)."""
    if board_id not in ("DEF", "ABC"):
        raise ValueError("the largest boards are built for DEF and ABC")
    mark = "moon" if board_id == "DEF" else "star"
    cells = [{"row": r, "col": c, "mark": mark if (r + c) % 3 == 0 else None}
             for r in range(SIDE) for c in range(SIDE)]
    data: dict = {
        "format": "daydream-board", "version": 1, "id": board_id, "name": _text("Largest"),
        "difficulty": "hard", "panels": _panels(board_id), "rows": SIDE, "cols": SIDE,
        "cells": cells, "lines": _lines(), "items": _items(board_id == "DEF"),
        "leaves": {"count": 20, "precircled": 20},
        "titles": [{"min": m, "title": _text(f"Band {k}")} for k, m in enumerate((0, 40, 80, 120))],
    }
    if board_id == "DEF":
        data["garland"] = {"moons": 20, "rewards": [
            {"kind": "leaf", "value": 0} if k % 2 else {"kind": "points", "value": k + 1} for k in range(19)]}
        every = [[r, c] for r in range(SIDE) for c in range(SIDE)]
        data["frames"] = [{"id": f"family-{k}", "name": _text(f"Family {k}"), "cells": every}
                          for k in range(3)]
    else:
        data["constellation"] = {"track": [
            {"x": round((k % 20) / 19, 4), "y": round(1 - k / (MAX_TRACK - 1), 4), "big_star": k % 10 == 9}
            for k in range(MAX_TRACK)]}
        notes = []
        # single notes across the gaps between two row lines, then double notes of 2 x 2 blocks
        for r in range(SIDE):
            for c in range(LINE - 1, SIDE - 1, LINE):
                notes.append({"cells": [[r, c], [r, c + 1]]})
        r = c = 0
        while len(notes) < MAX_NOTES:
            notes.append({"cells": [[r, c], [r, c + 1], [r + 1, c], [r + 1, c + 1]]})
            c += 1
            if c >= SIDE - 1:
                r, c = r + 2, 0
        data["notes"] = notes
    return data


def largest_board(board_id: str = "DEF"):
    return compile_board(parse_board(largest_board_data(board_id)))


class GivingUpBot:
    """The random bot, but it gives up a die whenever it may: the longest games."""

    name = "random"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game, seat: int):
        legal = game.legal_actions(seat)
        ups = [a for a in legal if a.kind == "give_up"]
        if ups:
            return ups[0]
        # the largest board's 20 leaves would be spent at once: keep to the dice as rolled
        plain = [a for a in legal if getattr(a, "delta", 0) == 0]
        return self.rng.choice(plain or legal)


def largest_game(board_id: str = "DEF", seats: int = 5, seed: int = 1) -> Game:
    """A finished pass-and-play game of `seats` seats on the largest board (see the docstring)."""
    from daydream_qt.bots.players import play_game

    board = largest_board(board_id)
    table = [SeatInfo(f"Seat {k + 1} " + "n" * 30, bot="random") for k in range(seats)]
    game = Game(board, mode=Mode.PASS_AND_PLAY if seats > 1 else Mode.SOLO, seats=table, seed=seed)
    return play_game(game, [GivingUpBot(seed * 8 + k) for k in range(seats)])


def write_largest(folder: str | Path, board_id: str = "DEF", seats: int = 5, seed: int = 1) -> tuple[Path, Path]:
    """Write the board file and the saved game into `folder`; their paths."""
    import json

    from daydream_qt.engine.savefile import save_game

    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    board_path = folder / f"largest-{board_id}.json"
    board_path.write_text(json.dumps(largest_board_data(board_id), ensure_ascii=False, indent=1), "utf-8")
    save_path = folder / f"largest-{board_id}-{seats}.daydream"
    save_game(largest_game(board_id, seats, seed), save_path, meta={"title": "The largest game"})
    return board_path, save_path
