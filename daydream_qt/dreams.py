"""New dreams: a generated board ready for play, and the short code that names it.

A board file's own `id` names the combination it plays as (one of the eight), so the
generated board's code ("DEF-1-4821") cannot live in the board itself: it travels beside
it. A game's saved file carries it in its "meta" as "board_code", a finished game's record
too; `code_of(board)` gives it back for a board made or opened in this run.

A code read from a file is never taken on its word: `adopt` regenerates its board and keeps
the code only when that board's rules fingerprint is the one of the board in the file, so a
file cannot give a board of its own another board's code. The generator is called in one
place only: `make_dream` for a new board (balanced), `dream_from_code` for a typed one.

Qt-free: the records use it as the window does.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from daydream_qt.engine import Board, compile_board
from daydream_qt.engine.boarddef import load_board
from daydream_qt.engine.fingerprint import rules_fingerprint
from daydream_qt.generator import (
    DIFFICULTIES,
    GENERATOR_VERSION,
    MAX_SEED,
    MODULE_SETS,
    BalancedBoard,
    GeneratorError,
    balance_board,
    generate_balanced,
    generate_board,
    make_code,
    parse_code,
)

META_KEY = "board_code"
"""The saved game's "meta" entry that holds a generated board's code."""


@dataclass(frozen=True)
class Dream:
    """A generated board, compiled, with its code and the document it was compiled from."""

    code: str
    modules: str
    """The module set (a combination's id): the board plays as that combination."""
    seed: int
    document: dict[str, Any]
    board: Board


class DreamError(ValueError):
    """A code that names no board this version can make; `kind` says which sentence to show
    ("form": not a code, "version": another version's code, "modules": no such set)."""

    def __init__(self, kind: str, text: str, version: int = 0) -> None:
        super().__init__(text)
        self.kind = kind
        self.text = text
        self.version = version


_known: dict[str, str] = {}
"""Rules fingerprint -> code, for the boards made or adopted in this run."""


def make_dream(seed: int | None = None, modules: str | None = None, difficulty: str | None = None,
               rng: random.Random | None = None) -> Dream:
    """A balanced board (generator.generate_balanced: its own title bands, regenerated until
    it meets the calibration criterion) from `seed` (None: a random one) for the module set
    `modules`, else of the measured `difficulty`, else of a set the seed picks ("Surprise
    me"). Its code names the board kept, whose seed may be one derived from `seed`."""
    pick = rng or random.Random()
    if seed is None:
        seed = pick.randrange(MAX_SEED + 1)
    level = difficulty if modules is None and difficulty in DIFFICULTIES else None
    if modules is None and level is None:
        modules = MODULE_SETS[random.Random(seed).randrange(len(MODULE_SETS))]
    return _made(generate_balanced(seed, modules, level))


def _made(made: BalancedBoard) -> Dream:
    """The Dream of a balanced board (its own title bands in its document), its code known."""
    global _last
    board = compile_board(load_board(made.document))
    _known[rules_fingerprint(board)] = made.code
    _last = None  # a board asked about before may be this one
    return Dream(made.code, made.board.modules, made.board.seed, made.document, board)


def dream_from_code(text: str) -> Dream:
    """The board a typed code names; DreamError when it names none this version makes."""
    try:
        code = parse_code(text)
    except GeneratorError as exc:
        kind = "modules" if str(text).strip()[:1].isalpha() and "-" in str(text) else "form"
        raise DreamError(kind, str(text)) from exc
    if code.version != GENERATOR_VERSION:
        raise DreamError("version", str(text), code.version)
    if code.modules not in MODULE_SETS:  # parse_code refuses these already
        raise DreamError("modules", str(text))
    try:  # the code's board itself, with the bands it was kept with (balance_board is pure)
        return _made(balance_board(generate_board(code.seed, code.modules)))
    except GeneratorError as exc:  # a seed past MAX_SEED cannot be typed (nine digits)
        raise DreamError("form", str(text)) from exc


_last: tuple[Board, str | None] | None = None
"""The board last asked about and its code: the autosave asks after every action."""


def code_of(board: Board) -> str | None:
    """The code of a generated board made or adopted in this run; None for any other."""
    global _last
    if _last is not None and _last[0] is board:
        return _last[1]
    code = _known.get(rules_fingerprint(board))
    _last = (board, code)
    return code


def meta_of(board: Board) -> dict[str, str | int | bool]:
    """What a saved game of `board` adds to its "meta": the code of a generated board."""
    code = code_of(board)
    return {META_KEY: code} if code is not None else {}


def adopt(board: Board, meta: dict[str, Any] | None) -> str | None:
    """The code a saved game's meta gives its board, kept for `code_of` when regenerating
    that code gives the same rules; None (and nothing kept) otherwise."""
    text = (meta or {}).get(META_KEY)
    if not isinstance(text, str) or len(text) > 40:
        return None
    known = code_of(board)
    if known is not None:
        return known if known == text.strip() else None
    try:
        dream = dream_from_code(text)
    except DreamError:
        return None
    if rules_fingerprint(dream.board) != rules_fingerprint(board):
        return None
    return dream.code


__all__ = ["META_KEY", "Dream", "DreamError", "adopt", "code_of", "dream_from_code", "make_code", "make_dream",
           "meta_of"]
