"""One line about a bot's turn at a pass-and-play table: what it wrote and drew.

Built from the engine's events of the turn (nothing is recomputed): the values written
and where (rows and columns as the grid prints them), a die given up, the strokes drawn,
the items finished.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from daydream_qt.engine import Event, Game


def _t(text: str) -> str:
    return QCoreApplication.translate("BotNews", text)


def bot_summary(game: Game, seat: int, events: list[Event], language: str = "en") -> str:
    """'Bo: wrote 3 at row 2, column 4 and 5 at row 1, column 1; strokes drawn: 3;
    finished: Teapot.' from `seat`'s events of one turn ('' when there is nothing to tell)."""
    board = game.board
    name = game.seats[seat].name
    mine = [e for e in events if e.seat == seat]
    writes = []
    for e in mine:
        if e.kind == "cell_written":
            r, c = board.coords[e.data["cell"]]
            writes.append(_t("{0} at row {1}, column {2}").format(e.data["value"], r + 1, c + 1))
    parts = []
    if writes:
        text = writes[0] if len(writes) == 1 else _t("{0} and {1}").format(", ".join(writes[:-1]), writes[-1])
        parts.append(_t("wrote {0}").format(text))
    if any(e.kind == "die_given_up" for e in mine):
        parts.append(_t("gave up a die"))
    strokes = sum(1 for e in mine if e.kind == "stroke_drawn")
    if strokes:
        parts.append(_t("strokes drawn: {0}").format(strokes))
    finished = [board.defn.items[e.data["item"]].name.get(language) for e in mine if e.kind == "item_finished"]
    if finished:
        parts.append(_t("finished: {0}").format(", ".join(finished)))
    if not parts:
        return ""
    return _t("{0}: {1}.").format(name, _t("; ").join(parts))
