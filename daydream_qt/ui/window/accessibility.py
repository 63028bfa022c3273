"""What a screen reader hears: names for the window's parts, and announcements of what changed.

Controls name themselves where they are made (buttons by their text, dice and leaves by
what they show). This module gives the board its voice (board/accessible.py) and, since
the status line, the dice, the leaves and the score change while the focus stays on the
board, announces those changes: Qt 6.8's announcement event, which Orca, NVDA and
VoiceOver speak politely after what they are saying. Installed after the first frame.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale, QObject, QTimer

from daydream_qt.engine import Event, Game
from daydream_qt.ui.board import board_table
from daydream_qt.ui.board.accessible import BoardAnnouncer

if TYPE_CHECKING:
    from daydream_qt.ui.window.hosts import SpokenHost

HEARD_KEPT = 20
"""Announcements kept in `Announcer.heard` (what tests and a curious player can read back)."""


def install(window: SpokenHost) -> Announcer:
    """Name the window's parts and start announcing changes."""
    gp = window.game_page
    BoardAnnouncer(gp.view)
    board_table.install(gp.view)
    gp.setAccessibleName(QCoreApplication.translate("GamePage", "Game"))
    gp.status_label.setAccessibleDescription(QCoreApplication.translate("GamePage", "What to do next"))
    return Announcer(window)


class Announcer(QObject):
    """Speaks what a change did and what changed with it, once, in the order it happened.

    One change of the game (a write, a stroke, a refusal) reaches the window through
    several signals; they are gathered until the window has updated its widgets (a timer of
    0 ms), then said as one announcement: the change's own sentences first (the number
    written, a line's result, an item finished; a refusal, a gesture's message), then the
    parts that changed (the status line's next step, the dice, the leaves, the score). A
    sentence said by a later part too (the status line telling a crossed-out line) is said
    there only.
    """

    def __init__(self, window: SpokenHost) -> None:
        super().__init__(window.window())
        self.window = window
        self.heard: list[str] = []
        """The latest announcements, oldest first."""
        self._said: dict[str, str] = {}
        self._news: list[str] = []
        """What the change in progress did, in order (said at the next check)."""
        c = window.controller
        for signal in (c.game_replaced, c.selection_changed, c.view_changed):
            signal.connect(self._soon)
        c.state_changed.connect(self._on_state_changed)
        window.game_page.view.message.connect(self._on_message)
        window.game_page.tray.message.connect(self._on_message)
        window.flow.news.connect(lambda _text: self._soon())
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.check)
        self.check(quiet=True)

    def _soon(self) -> None:
        # Once the window has updated its widgets for this change (they follow the same
        # signals, in an order of their own).
        self._timer.start()

    def _on_state_changed(self, events: list[Event]) -> None:
        game = self.window.controller.game
        if game is not None:
            self._news += change_sentences(game, self.window.controller.seat, events)
        self._soon()

    def _on_message(self, text: str) -> None:
        if text:
            self._news.append(text)
        self._soon()

    def now(self) -> dict[str, str]:
        """What would be said of each part now."""
        w = self.window
        tray = w.game_page.tray
        out = {"status": w.game_page.status_label.text()}
        game = w.controller.game
        if game is not None:
            out["dice"] = "; ".join(b.accessibleName() for b in tray.die_buttons)
            out["leaves"] = tray.leaves.accessibleName()
            out["score"] = self.tr("Score: %1").replace("%1", str(game.scores()[w.controller.viewed].total))
        return out

    def check(self, quiet: bool = False) -> None:
        """Announce what the change did and the parts that changed since the last check
        (nothing when `quiet`)."""
        now = self.now()
        changed = [text for key, text in now.items() if text and self._said.get(key) != text]
        self._said = now
        news, self._news = self._news, []
        parts = once([*news, *changed])
        if parts and not quiet:
            self.say(" ".join(sentence(t) for t in parts))

    def say(self, text: str) -> None:
        self.heard.append(text)
        del self.heard[:-HEARD_KEPT]
        from PySide6.QtGui import QAccessible

        if QAccessible.isActive():  # a screen reader listens: nothing to build otherwise
            from PySide6.QtGui import QAccessibleAnnouncementEvent

            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self.window.game_page.status_label, text))


def sentence(text: str) -> str:
    """`text` ending with its full stop (one of its own language's when it has one)."""
    text = text.strip()
    return text if text[-1:] in ".!?\u3002\uff01\uff1f" else text + "."


def once(parts: list[str]) -> list[str]:
    """`parts` in order, each said once: a part that a later one says too (word for word),
    or that an earlier one said, is left out."""
    keys = [p.strip().rstrip(".\u3002") for p in parts]
    out = []
    for i, (part, key) in enumerate(zip(parts, keys, strict=True)):
        if not key or key in keys[:i] or any(key in later for later in keys[i + 1:] if later != key):
            continue
        out.append(part)
    return out


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def change_sentences(game: Game, seat: int, events: list[Event]) -> list[str]:
    """What a step of the seat at the device did, in the order of its events: each number
    written ("Wrote 5 at row 2, column 3"), each line's result, each item finished, in the
    words the bots' news and the board's cards already use."""
    from daydream_qt.ui.board.explain import line_sentences
    from daydream_qt.ui.core.rule_news import _line_sentence

    def bot(text: str) -> str:
        return QCoreApplication.translate("BotNews", text)

    board = game.board
    language = QLocale().name()[:2] or "en"
    out = []
    for e in events:
        if e.seat != seat:
            continue
        if e.kind == "cell_written":
            r, c = board.coords[int(e.data["cell"])]
            where = bot("{0} at row {1}, column {2}").format(e.data["value"], r + 1, c + 1)
            out.append(_cap(bot("wrote {0}").format(where)))
        elif e.kind == "line_resolved":
            line = int(e.data["line"])
            if e.data.get("outcome") == "failed":
                out.append(_line_sentence(game, line))
            else:
                out.append(line_sentences(game, seat, line, language)[0])
        elif e.kind == "item_finished":
            name = board.defn.items[int(e.data["item"])].name.get(language)
            out.append(_cap(bot("finished: {0}").format(name)))
    return out
