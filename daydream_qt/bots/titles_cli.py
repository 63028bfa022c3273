"""`daydream-qt boards titles BOARD.json [--games N] [--seed S] [--json]`: suggest the four
solo title bands of a board (see `titles`). BOARD may also be a shipped combination's id."""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING, TypeVar

from .titles import DEFAULT_GAMES, MAX_GAMES, MIN_GAMES

if TYPE_CHECKING:
    from daydream_qt.engine.compiled import Board

_P = TypeVar("_P", bound=argparse.ArgumentParser)  # the CLI's own parser class


class TitlesInput(Exception):
    """Input the command refuses: its str is one sentence."""


def add_command(bsub: argparse._SubParsersAction[_P]) -> None:
    """Add `titles` to the `boards` actions (argparse only: the bots load when it runs)."""
    p = bsub.add_parser(
        "titles", help="suggest the four solo title bands of a board from simulated games",
        description="Suggest the four solo title bands of a board from simulated games of the expert and the "
                    "random bot. Bound: on a board costlier than the shipped ones (more clouds, larger frame "
                    "families) fewer games are played, cut from the board's size so that a run does about the "
                    "work of the same run on the largest shipped board (the default: under a minute in one "
                    "process), and at least 1 expert and 50 random games; the output then says so in one "
                    "sentence. On the largest board the schema allows, the default run plays 1 expert and 50 "
                    "random games, about 20 s in one process.")
    p.add_argument("board", metavar="BOARD.json", help="a board file, or a shipped combination's id")
    p.add_argument("--games", type=int, default=DEFAULT_GAMES, metavar="N",
                   help=f"expert games to play, {MIN_GAMES} to {MAX_GAMES:,} (default {DEFAULT_GAMES}); "
                        "8 random games are played for each, at least 400")
    p.add_argument("--seed", type=int, default=1, metavar="S", help="game i uses seed S + i (default 1)")
    p.add_argument("--jobs", type=int, default=1, metavar="J", help="processes to play in (default 1)")
    p.add_argument("--json", action="store_true", help="print JSON")


def _board(name: str) -> Board:
    from pathlib import Path

    from daydream_qt.engine import (
        BOARD_IDS,
        BoardError,
        builtin_board,
        compile_board,
    )
    from daydream_qt.engine.board import read_board_json
    from daydream_qt.engine.boarddef import load_board

    if name in BOARD_IDS and not Path(name).exists():
        return builtin_board(name)
    try:
        data = read_board_json(name)
    except BoardError as exc:  # the file itself: missing, unreadable, too big, not JSON
        text = exc.message.rstrip(".")
        # "cannot read x.json: ..." opens the sentence; "x.json is ..." keeps its name as is
        text = "C" + text[1:] if text.startswith("cannot ") else f"The file {text}"
        raise TitlesInput(f"{text}.") from None
    try:
        return compile_board(load_board(data))
    except BoardError as exc:
        text = exc.message if not exc.where else f"{exc.where}: {exc.message}"
        raise TitlesInput(f"This board cannot be played, so it has no titles yet ({text.rstrip('.')}).") from None


def cmd_titles(a: argparse.Namespace) -> int:
    from daydream_qt.engine.untrusted import escape_controls

    from .titles import suggest_titles

    if not MIN_GAMES <= a.games <= MAX_GAMES:
        raise TitlesInput(f"--games must be between {MIN_GAMES} and {MAX_GAMES}.")
    if not 1 <= a.jobs <= 64:
        raise TitlesInput("--jobs must be between 1 and 64.")
    if not 0 <= a.seed < 2**31:
        raise TitlesInput("--seed must be a whole number from 0 to 2147483647.")
    board = _board(a.board)
    s = suggest_titles(board, a.games, a.seed, a.jobs)
    if a.json:
        print(json.dumps({"board": board.id, **s.as_dict(), "note": s.note, "why_not": s.why_not}, indent=2))
        return 0
    if s.why_not:
        print(s.why_not)
        if s.note:  # the run was cut: which may be why no table fits
            print(s.note)
        return 0
    names = [t.en for t in board.titles]
    tops = [m - 1 for m in s.mins[1:]] + [None]
    for name, lo, hi in zip(names, s.mins, tops):
        span = f"{lo}+" if hi is None else f"{lo}-{hi}"
        print(escape_controls(f"{span:>8}  {name}"), file=sys.stdout)
    print(f"({s.games} expert games, {s.random_games} random games, seed {s.seed}, {s.seconds:g} s: "
          f"expert median {s.expert_median:g}, top band {s.expert_top_share:.1%}, "
          f"random in band 1 {s.random_first_band:.1%})")
    if s.note:
        print(s.note)
    return 0
