"""`daydream-qt boards generate`: a generated board written to a file the board check accepts.

Argparse only at import (the main parser builds every command's options); the generator is
imported when the command runs.
"""

from __future__ import annotations

import argparse
import json

GENERATE_HELP = (
    "Write a new board made from a seed: the same seed, module set and generator version give the "
    "same board on every machine. Choose the modules (a combination's id, e.g. DEF, or module names "
    "such as garland+frames) or a difficulty (easy, medium, hard). The board gets its own title bands "
    "from seeded bot games, and its difficulty is measured from the expert bot's estimated median; a "
    "board that misses the asked difficulty or the calibration criterion is made again from a seed "
    "derived from the given one, and the code printed names the board kept. Bound: at most 8 boards "
    "of 10 greedy and 150 random games each, under a second a board.")


class GenerateInput(ValueError):
    """Bad input to `boards generate`: one sentence for the user."""


def add_command(bsub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    gen = bsub.add_parser("generate", help="write a new board made from a seed", description=GENERATE_HELP)
    which = gen.add_mutually_exclusive_group()
    which.add_argument("--modules", metavar="CODE",
                       help="the module set: A, D, BC, EF, AD, DA, ABC, DEF, or module names joined by + "
                            "(default: a surprise picked by the seed)")
    which.add_argument("--difficulty", metavar="LEVEL", help="easy, medium or hard")
    gen.add_argument("--seed", required=True, metavar="N", help="the seed, a whole number from 0 to 999,999,999")
    gen.add_argument("--out", required=True, metavar="FILE", help="the board file to write (.json)")
    gen.add_argument("--force", action="store_true",
                     help="write into the file --out points to when it is a symbolic link")


def _seed(text: str) -> int:
    from daydream_qt.generator import MAX_SEED

    t = str(text).strip()
    if not t.isdigit() or not t.isascii() or int(t) > MAX_SEED:
        raise GenerateInput(f"--seed must be a whole number from 0 to {MAX_SEED:,}, not {t[:20]!r}.")
    return int(t)


def cmd_generate(a: argparse.Namespace) -> tuple[str, int]:
    """Generate and write the board; (the sentence to print, exit code)."""
    from daydream_qt.engine.atomicfile import SaveError, write_atomic
    from daydream_qt.generator import (
        MODULE_SETS,
        GeneratorError,
        generate_balanced,
    )
    from daydream_qt.ownfiles import out_problem

    seed = _seed(a.seed)
    try:
        if a.difficulty is not None:
            board = generate_balanced(seed, difficulty=str(a.difficulty).strip().lower())
        else:
            board = generate_balanced(seed, a.modules if a.modules is not None else MODULE_SETS[seed % len(MODULE_SETS)])
    except GeneratorError as exc:
        raise GenerateInput(str(exc)) from None
    problem = out_problem(a.out, a.force)
    if problem is not None:
        raise GenerateInput(problem)
    text = json.dumps(board.document, ensure_ascii=False, indent=2) + "\n"
    try:
        write_atomic(a.out, text.encode("utf-8"), durable=True, backup=False, follow_symlink=a.force)
    except SaveError as exc:
        return str(exc), 1
    doc = board.document
    tries = "first attempt" if board.attempts == 1 else f"{board.attempts} attempts"
    text = f"Wrote board {board.code} ({doc['name']['en']}, {doc['difficulty']}, {tries}) to {a.out}"
    if not board.ok:
        text += " (no board of the 8 made met the calibration criterion or the difficulty asked: this is the nearest)"
    return (text, 0)
