"""The coach's work for a hint, off the GUI thread, on a copy of the game.

The coach searches with fixed widths and no clock (bots/coach.py): the thread only keeps
the window responsive; the answer is the same however long it takes."""

from __future__ import annotations

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from daydream_qt.engine import Game


def game_copy(game: Game) -> Game:
    """A game equal to `game` that shares nothing mutable with it (for the worker thread)."""
    copy = Game(game.board, mode=game.mode, seats=game.seats, seed=game.seed,
                table_size=game.table.table_size)
    copy.state = game.state.copy()
    copy.log = list(game.log)
    return copy


class _Relay(QObject):
    """Carries the answer from the worker thread back to the GUI thread."""

    done = Signal(int, object)
    """token, list of Suggestion (or [] when the coach failed)"""


class HintJob(QRunnable):
    """Runs the coach on its own copy of the game; never touches the live one."""

    def __init__(self, game: Game, seat: int, token: int) -> None:
        super().__init__()
        self.game, self.seat, self.token = game, seat, token
        self.relay = _Relay()

    def run(self) -> None:
        from daydream_qt.bots.coach import suggest

        try:
            result = suggest(self.game, self.seat, count=1)
        except Exception:  # noqa: BLE001 - a failed hint is no hint, never a crash
            result = []
        try:
            self.relay.done.emit(self.token, result)
        except RuntimeError:  # the app is closing
            pass

    def start(self) -> None:
        """Run in Qt's global thread pool."""
        QThreadPool.globalInstance().start(self)
