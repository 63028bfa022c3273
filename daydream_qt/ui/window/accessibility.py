"""What a screen reader hears: names for the window's parts, and announcements of what changed.

Controls name themselves where they are made (buttons by their text, dice and leaves by
what they show). This module gives the board its voice (board/accessible.py) and, since
the status line, the dice, the leaves and the score change while the focus stays on the
board, announces those changes: Qt 6.8's announcement event, which Orca, NVDA and
VoiceOver speak politely after what they are saying. Installed after the first frame.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from daydream_qt.ui.board.accessible import BoardAnnouncer

if TYPE_CHECKING:
    from daydream_qt.ui.window.hosts import SpokenHost

HEARD_KEPT = 20
"""Announcements kept in `Announcer.heard` (what tests and a curious player can read back)."""


def install(window: SpokenHost) -> Announcer:
    """Name the window's parts and start announcing changes."""
    gp = window.game_page
    BoardAnnouncer(gp.view)
    gp.setAccessibleName(QCoreApplication.translate("GamePage", "Game"))
    gp.status_label.setAccessibleDescription(QCoreApplication.translate("GamePage", "What to do next"))
    return Announcer(window)


class Announcer(QObject):
    """Speaks the status line, the dice, the leaves and the score when they change."""

    def __init__(self, window: SpokenHost) -> None:
        super().__init__(window.window())
        self.window = window
        self.heard: list[str] = []
        """The latest announcements, oldest first."""
        self._said: dict[str, str] = {}
        c = window.controller
        for signal in (c.game_replaced, c.selection_changed, c.view_changed):
            signal.connect(self._soon)
        c.state_changed.connect(lambda _events: self._soon())
        window.game_page.view.message.connect(lambda _text: self._soon())
        window.game_page.tray.message.connect(lambda _text: self._soon())
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
        """Announce the parts that changed since the last check (nothing when `quiet`)."""
        now = self.now()
        changed = [text for key, text in now.items() if text and self._said.get(key) != text]
        self._said = now
        if changed and not quiet:
            self.say(". ".join(t.rstrip(".") for t in changed) + ".")

    def say(self, text: str) -> None:
        self.heard.append(text)
        del self.heard[:-HEARD_KEPT]
        from PySide6.QtGui import QAccessible

        if QAccessible.isActive():  # a screen reader listens: nothing to build otherwise
            from PySide6.QtGui import QAccessibleAnnouncementEvent

            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self.window.game_page.status_label, text))
