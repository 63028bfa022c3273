"""The sentence the whole table reads after a step: what the modules' views say of its
events (`TableNews`: the frames view words who took which reward), joined into one
("End of turn 4: Ann took the 5 of the Rose; Bo took the 2 of the Mint."), in context
"TableFlow". Apart from the table's flow (`table_flow`) so that the rule events' news
(`rule_news`), which the flow asks for, can use it without a circle.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from PySide6.QtCore import QCoreApplication

from daydream_qt.engine import Board, Event, Game
from daydream_qt.ui.core.status import Warns


def _t(text: str) -> str:
    return QCoreApplication.translate("TableFlow", text)


class TableNews(Warns, Protocol):
    """What a module's view tells the table about a step's events (`ModuleView.table_news`
    in ui/board/module_views), the player's own rule events (`rule_news`) and what the next
    step sets off (`status.Warns`): the flow knows no module, the views word their own events."""

    def table_news(self, game: Game, events: Sequence[Event], language: str) -> list[str]: ...

    def rule_news(self, game: Game, events: Sequence[Event], language: str) -> list[str]: ...


NewsViews = Callable[[Board], Sequence[TableNews]]
"""For a board, the views of the modules it plays (`module_views.registry.views_of`)."""


def turn_news(game: Game, views: Sequence[TableNews], events: Sequence[Event], language: str = "en") -> str:
    """'End of turn 4: Ann took the 5 of the Rose; Bo took the 2 of the Mint.': the clauses
    the modules' views word from the events, joined into one sentence ('' when none speaks)."""
    parts = [clause for view in views for clause in view.table_news(game, events, language)]
    if not parts:
        return ""
    text = parts[0]
    for part in parts[1:]:
        text = QCoreApplication.translate("TableFlow", "{0}; {1}", "joins two clauses of the turn news").format(
            text, part)
    text = QCoreApplication.translate("TableFlow", "{0}.", "ends the sentence of the turn news").format(text)
    ended = next((e for e in events if e.kind == "turn_ended"), None)
    if ended is not None and len(game.seats) > 1:
        text = _t("End of turn {0}: {1}").format(max(ended.data.get("turn", 0), 0), text)
    if text[:1].islower():  # 'you took ...' opens the sentence in solo; caseless scripts stay as they are
        text = text[0].upper() + text[1:]
    return text
