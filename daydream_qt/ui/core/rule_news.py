"""Rule events said when they happen: one sentence for each event of a step that changes what
a player can still score.

The grid's and the shelf's own events are worded here (a thorn drawn, a line crossed out,
strokes lost, the game's last turn); a module's views word theirs (`ModuleView.rule_news`:
the frames' timers, the garland's rewards). `step_news` joins them after the table's news
(`turn_news.turn_news`: who took which frame reward) into what the status line shows for a
while: the sentences of one step one after the other, in the order the events came.

Nothing is recomputed: each sentence reads an event and the state the step left. The last
turn has no event of its own: it is read from the write that filled a grid, the stroke that
finished the last item, or a declared end, as `rules.finish_turn` will read them.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from PySide6.QtCore import QCoreApplication

from daydream_qt.engine import Event, Game
from daydream_qt.ui.core.controller import GameController
from daydream_qt.ui.core.status import next_step, stroke_warnings, warnings
from daydream_qt.ui.core.texts import line_label
from daydream_qt.ui.core.turn_news import TableNews, turn_news


def _t(text: str) -> str:
    return QCoreApplication.translate("RuleNews", text)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def thorn_sentence(thorns: int) -> str:
    """A die given up alone (R4, R14): the thorn, and what the thorns cost now."""
    if thorns == 1:
        return _t("You drew a thorn for the die given up: a second one will cost you a finished item.")
    if thorns % 2:
        return _t("You drew a thorn for the die given up ({0} in all): the next one will cost you one "
                  "more finished item.").format(thorns)
    if thorns == 2:
        return _t("You drew a second thorn: your two thorns cost you one finished item.")
    return _t("You drew a thorn for the die given up ({0} in all): your thorns now cost you {1} "
              "finished items.").format(thorns, thorns // 2)


def _line_sentence(game: Game, line: int) -> str:
    name = _cap(line_label(game.board.line_name(line)))
    return _t("{0} is crossed out: a number repeats, so it gives no strokes.").format(name)


def _lost_sentence(count: int, said: bool) -> str:
    """Strokes lost (R10); `said`: the step's last-turn sentence already says every item is finished."""
    if said:
        return (_t("The stroke left over is lost.") if count == 1
                else _t("The {0} strokes left over are lost.").format(count))
    if count == 1:
        return _t("Every item is finished: the stroke left over is lost.")
    return _t("Every item is finished: the {0} strokes left over are lost.").format(count)


def _ends(game: Game, seat: int) -> bool:
    """Does `seat`'s sheet end the game at the end of this turn (R13)?"""
    sheet = game.state.sheets[seat]
    board = game.board
    return sheet.filled == board.n_cells or sheet.item >= len(board.items)


def _last_turn_sentence(game: Game, seat: int | None, why: str, people: bool) -> str:
    """`why`: "grid", "items" or "declared"; `people`: the seat is the person at the device."""
    if why == "declared":
        return _t("You recorded that the game ends: this turn is the last one.")
    solo = len(game.seats) == 1
    if seat is None or not people:
        name = game.seats[seat].name if seat is not None else ""
        if why == "grid":
            return _t("{0} filled every cloud: this turn is the game's last one.").format(name)
        return _t("{0} finished every item: this turn is the game's last one.").format(name)
    if why == "grid":
        return (_t("Your grid is full: this is the last turn, the game ends when you confirm it.") if solo
                else _t("Your grid is full: this turn is the game's last one."))
    return (_t("Every item is finished: this is the last turn, the game ends when you confirm it.") if solo
            else _t("You finished every item: this turn is the game's last one."))


def _last_turn(game: Game, events: Sequence[Event], bots: Collection[int]) -> str:
    """The sentence of the step that makes this turn the game's last, '' for another step."""
    if game.over or any(e.kind == "game_ended" for e in events):
        return ""
    board = game.board
    n = len(game.state.sheets)
    for e in events:
        seat = e.seat
        if seat is None or not 0 <= seat < n:
            continue
        why = ""
        if e.kind == "cell_written" and game.state.sheets[seat].filled == board.n_cells:
            why = "grid"
        elif e.kind == "item_finished" and e.data.get("item") == len(board.items) - 1:
            why = "items"
        elif e.kind == "game_end_declared":
            why = "declared"
        if not why:
            continue
        # already the last turn: another sheet ended it earlier in the turn (or a declared end)
        others = [s for s in range(n) if s != seat and _ends(game, s)]
        if others or (why != "declared" and game.state.end_declared):
            return ""
        return _last_turn_sentence(game, seat, why, seat not in bots)
    return ""


def rule_sentences(game: Game, views: Sequence[TableNews], events: Sequence[Event], language: str = "en",
                   bots: Collection[int] = ()) -> list[str]:
    """One sentence for each rule event of a step that changes what a player can still score,
    the grid's and the shelf's first, then each module's (its view's words), then the last
    turn. A bot's own events are told by its turn's line (`bot_news`), not here; the last
    turn is told whoever brings it."""
    mine = [e for e in events if e.seat not in bots]
    last = _last_turn(game, events, bots)
    items_said = bool(last) and any(e.kind == "item_finished" for e in mine)
    out: list[str] = [last] if items_said else []
    for e in mine:
        if e.kind == "thorn_drawn":
            out.append(thorn_sentence(int(e.data.get("thorns", 1))))
        elif e.kind == "line_resolved" and e.data.get("outcome") == "failed":
            out.append(_line_sentence(game, int(e.data["line"])))
        elif e.kind == "strokes_lost":
            out.append(_lost_sentence(int(e.data.get("count", 0)), items_said))
    for view in views:
        out += view.rule_news(game, mine, language)
    if last and not items_said:
        out.append(last)
    return out


def step_news(controller: GameController, views: Sequence[TableNews], events: Sequence[Event],
              language: str = "en", bots: Collection[int] = (), table: str | None = None) -> str:
    """What the status line tells of a step of the controller's game: the table's news
    (`turn_news`), then each rule event's sentence, one after the other ('' when nothing is
    to be told); `table`: the table's news of these events, when the caller has it already.

    The news takes the place of what to do next for a while: when the step leaves a warning
    for the seat at the device (`status.warnings`: the stroke or the write that sets off a
    solo timer), it goes with the news; a step that brings the pen to a timer's item says what
    to do next with its warning (`status.next_step`), in place of an older news."""
    game = controller.game
    if game is None:
        return ""
    table = turn_news(game, views, events, language) if table is None else table
    parts = [table, *rule_sentences(game, views, events, language, bots)]
    parts = [p for p in parts if p]
    if not game.over and controller.seat not in bots:
        if parts:
            parts += warnings(controller, views, language)
        elif stroke_warnings(controller, views, language):
            # what to do next with its warning, in place of an older news still shown
            return next_step(controller, language, views)
    # Japanese sentences end with their own full stop and take no space between them
    return ("" if language == "ja" else " ").join(parts)
