"""The history as CSV: one row per seat of each recorded game, for spreadsheets and scripts.

`own_board` is the rules fingerprint of the player's own board a game was played on (made
in the board editor; `board` is then its combination, `board_name` its own name), empty
for a shipped board.

Names come from people and the database from anywhere: a cell holds no control character
(C0, DEL, C1, line and paragraph separators, bidi controls are each written as U+FFFD, so
a NUL or an escape sequence never reaches a spreadsheet or a terminal), and a cell that a
spreadsheet would take for a formula (starting with =, +, -, @, a tab or a carriage
return) is written with a leading apostrophe.
"""

from __future__ import annotations

import csv
import io
import json
import os
import re

from daydream_qt.engine.atomicfile import write_atomic

from .db import Records
from .queries import _where, check_filters, text_of
from .rows import MAX_MODULES_TEXT, refresh

COLUMNS = ("record", "finished_at_utc", "local_date", "board", "board_name", "mode", "seed", "turns",
           "dream_of", "seat", "player", "kind", "score", "items", "modules", "thorns", "thorn_penalty",
           "tiebreak_strokes", "title", "winner", "own_board")
_FORMULA = ("=", "+", "-", "@", "\t", "\r")
_CONTROLS = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]")
REPLACEMENT = "\ufffd"


def clean(text: str) -> str:
    """`text` without control characters: each is written as U+FFFD."""
    return _CONTROLS.sub(REPLACEMENT, text)


def _cell(value: object) -> object:
    if isinstance(value, str):
        if value.startswith(_FORMULA):
            value = "'" + value
        return clean(value)
    return value


def _modules(raw: str) -> str:
    try:
        points = json.loads(raw)
    except (ValueError, TypeError, RecursionError):
        return ""
    if not isinstance(points, dict):
        return ""
    return ";".join(f"{k}={v}" for k, v in points.items())[:MAX_MODULES_TEXT]


def history_rows(records: Records, board: str | None = None, mode: str | None = None,
                 player: str | None = None, language: str = "en") -> list[tuple[object, ...]]:
    """The CSV's rows (COLUMNS), oldest game first, seats in order."""
    check_filters(board, mode)
    where, args = _where(board, mode, player)
    refresh(records.conn)
    rows = records.conn.execute(
        "SELECT g.id, g.finished_at, g.local_date, g.board_id, g.board_name, g.mode, g.seed, g.turns,"
        " g.daily_date, s.seat, s.name, s.kind, s.total, s.items, s.modules, s.thorns, s.thorn_penalty,"
        f" s.tiebreak, s.title, s.winner, g.own_board FROM good_games g JOIN seats s ON s.game_id = g.id{where}"
        " ORDER BY g.finished_at, g.id, s.seat", args).fetchall()
    out: list[tuple[object, ...]] = []
    for r in rows:
        out.append((r[0], r[1], r[2], r[3], text_of(r[4], language), r[5].replace("_", "-"), r[6], r[7],
                    r[8] or "", r[9] + 1, r[10], r[11], r[12], r[13], _modules(r[14]), r[15], r[16], r[17],
                    text_of(r[18], language), "yes" if r[19] else "no", r[20] or ""))
    return out


def history_csv(records: Records, board: str | None = None, mode: str | None = None,
                player: str | None = None, language: str = "en") -> str:
    """The history as CSV text (a header row, then `history_rows`)."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")
    writer.writerow(COLUMNS)
    for row in history_rows(records, board, mode, player, language):
        writer.writerow([_cell(v) for v in row])
    return buffer.getvalue()


def write_history_csv(records: Records, path: str | os.PathLike[str], board: str | None = None,
                      mode: str | None = None, player: str | None = None, language: str = "en") -> int:
    """Write the history to `path` atomically (UTF-8 with a BOM, which spreadsheets need to
    read accents); returns the number of rows. SaveError (one sentence) if it cannot."""
    text = history_csv(records, board, mode, player, language)
    write_atomic(path, ("\ufeff" + text).encode("utf-8"), backup=False)
    return text.count("\r\n") - 1
