"""`daydream-qt history [--csv]`: the recorded games as a plain table or as CSV, on stdout.

Registered by daydream_qt.cli (`add_parser`, `cmd_history`). Bad input is a HistoryInput
error of one sentence, which the CLI prints before exiting with 2. Every text from the
database is escaped before it reaches the terminal (the table, the CSV on a terminal, the
notices); a database that cannot be read is one sentence and exit 1, never a traceback.
"""

from __future__ import annotations

import argparse
import sqlite3
import sys
from typing import TYPE_CHECKING, TypeVar

from daydream_qt.cli_output import say as _say
from daydream_qt.engine.untrusted import escape_controls, excerpt

if TYPE_CHECKING:
    from .queries import GameRecord

MODES = ("solo", "pass_and_play", "scoresheet")
SORTS = ("date", "score")


class HistoryInput(ValueError):
    """Input `history` refuses; str() is the sentence."""


_P = TypeVar("_P", bound=argparse.ArgumentParser)  # the CLI's own parser class


def add_parser(sub: argparse._SubParsersAction[_P]) -> None:
    """Add `history` to the CLI's commands."""
    p = sub.add_parser("history", help="print the recorded games (a table, or CSV with --csv)")
    p.add_argument("--csv", action="store_true", help="print CSV, one row per seat")
    p.add_argument("--board", metavar="ID", help="only this board (A, D, BC, EF, AD, DA, ABC, DEF, or the "
                   "own_board fingerprint the CSV gives a board of your own)")
    p.add_argument("--mode", metavar="MODE", help="only solo, pass-and-play or scoresheet games")
    p.add_argument("--player", metavar="NAME", help="only games with this player (any case)")
    p.add_argument("--sort", default="date", metavar="KEY", help="date (default) or score")
    p.add_argument("--limit", type=int, metavar="N", help="at most N games (the table only)")


def _mode(text: str | None) -> str | None:
    if text is None:
        return None
    mode = text.strip().lower().replace("-", "_")
    if mode not in MODES:
        raise HistoryInput("--mode must be solo, pass-and-play or scoresheet.")
    return mode


def _players(row: GameRecord) -> str:
    if len(row.seats) == 1:
        return row.seats[0].name
    return ", ".join(f"{s.name} {s.total}" + (" (bot)" if s.kind == "bot" else "") for s in row.seats)


def _cut(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1] + "\u2026"


def _write_csv(text: str) -> None:
    """The CSV on stdout. Its cells hold no control characters (`csv_export.clean`); on a
    terminal every line is escaped besides, as the table is."""
    if sys.stdout.isatty():
        for line in text.split("\r\n")[:-1]:
            print(escape_controls(line))
    else:
        sys.stdout.write(text)


def cmd_history(a: argparse.Namespace) -> int:
    # The database modules load only for this command: the parser is built for every one.
    from .db import RecordsError, open_records
    from .queries import history, local_time, text_of

    mode = _mode(a.mode)
    if a.sort not in SORTS:
        raise HistoryInput("--sort must be date or score.")
    if a.limit is not None and a.limit < 1:
        raise HistoryInput("--limit must be at least 1.")
    from .queries import check_filters

    try:
        check_filters(a.board, mode, a.sort)
    except ValueError as exc:
        raise HistoryInput(str(exc)) from None
    try:
        records = open_records()
    except RecordsError as exc:
        print(escape_controls(f"The records cannot be opened. {exc}"), file=sys.stderr)
        return 1
    try:
        with records:
            notices = [records.notice()]
            hidden = records.hidden()
            if hidden:
                notices.append(f"{hidden} record(s) could not be read and are hidden.")
            for notice in filter(None, notices):
                print(escape_controls(notice), file=sys.stderr)
            if a.csv:
                from .csv_export import history_csv

                _write_csv(history_csv(records, a.board, mode, a.player))
                return 0
            rows = history(records, a.board, mode, a.player, a.sort, True, a.limit)
    except (sqlite3.Error, UnicodeDecodeError) as exc:  # a database that breaks while it is read
        print(escape_controls(f"The records could not be read ({excerpt(exc, 120)})."), file=sys.stderr)
        return 1
    if not rows:
        _say("No recorded games." if not (a.board or mode or a.player) else "No recorded game matches.")
        return 0
    _say(f"{'#':>5}  {'date':<16}  {'board':<26}  {'mode':<13}  {'score':>5}  {'title':<22}  players")
    for r in rows:
        # The player's own board: its name and combination, as the New game dialog lists it.
        board = _cut(f"{text_of(r.board_name)} ({r.board_id})" if r.own_board
                     else f"{r.board_id} {text_of(r.board_name)}", 26)
        title = _cut(text_of(r.best.title) if r.best.title else "", 22)
        mark = "*" if r.daily_date else " "
        _say(f"{r.id:>5}{mark} {local_time(r.finished_at):<16}  {board:<26}  {r.mode.replace('_', '-'):<13}  "
             f"{r.best.total:>5}  {title:<22}  {_cut(_players(r), 60)}")
    if any(r.daily_date for r in rows):
        _say("* the dream of the day")
    return 0
