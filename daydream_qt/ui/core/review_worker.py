"""The coach's review of a game, off the GUI thread, with progress and a way to stop it.

`ReviewRunner` starts a `ReviewJob` on Qt's thread pool (the pattern of hint_worker.py): the
job reviews a copy of the game, so the live one is never read from another thread, and its
answers come back through a relay object as queued signals. `cancel()` sets a flag the
review asks before each turn; the job then ends at once, announcing `cancelled`.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRunnable, Qt, QThreadPool, Signal, SignalInstance

from daydream_qt.engine import Game
from daydream_qt.ui.core.hint_worker import game_copy

if TYPE_CHECKING:
    from daydream_qt.bots.review import GameReview


class _Relay(QObject):
    progress = Signal(int, int, int)
    """token, turns reviewed, turns in all"""
    done = Signal(int, object)
    """token, the GameReview"""
    failed = Signal(int, str)
    """token, one sentence"""
    cancelled = Signal(int)


class ReviewJob(QRunnable):
    """Reviews its own copy of a game; never touches the live one."""

    def __init__(self, game: Game, token: int, seats: Sequence[int] | None = None) -> None:
        super().__init__()
        # The pool owns the running job (auto-delete, Qt's default; see titles_worker.py);
        # the runner keeps only its Python side (the flag and the relay) for the answer.
        self.game, self.token = game, token
        self.seats = None if seats is None else tuple(seats)
        """The seats reviewed (None: every seat)."""
        self.stop = threading.Event()
        self.relay = _Relay()

    def run(self) -> None:
        from daydream_qt.bots.review import ReviewCancelled, ReviewError, review_game

        relay, token = self.relay, self.token
        try:
            review = review_game(self.game, seats=self.seats,
                                 progress=lambda d, n: self._emit(relay.progress, token, d, n),
                                 stop=self.stop.is_set)
        except ReviewCancelled:
            self._emit(relay.cancelled, token)
            return
        except ReviewError as exc:
            self._emit(relay.failed, token, str(exc))
            return
        except Exception as exc:  # noqa: BLE001 - a review that fails is a sentence, never a crash
            self._emit(relay.failed, token, f"The review stopped on an error ({type(exc).__name__}).")
            return
        self._emit(relay.done, token, review)

    @staticmethod
    def _emit(signal: SignalInstance, *args: object) -> None:
        try:
            signal.emit(*args)
        except RuntimeError:  # the app is closing
            pass


class ReviewRunner(QObject):
    """At most one review at a time; answers of a replaced or cancelled one are dropped."""

    progress = Signal(int, int)
    """Turns reviewed, turns in all."""
    finished = Signal(object)
    """The GameReview."""
    failed = Signal(str)
    cancelled = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.token = 0
        self.job: ReviewJob | None = None
        """The review under way, if any."""
        self._jobs: dict[int, ReviewJob] = {}
        """Every job not yet answered, by token: kept alive while its thread runs."""
        self._cancelled = False

    @property
    def busy(self) -> bool:
        return self.job is not None

    def start(self, game: Game, seats: Sequence[int] | None = None) -> None:
        """Review `seats` (default: every seat) of `game` (finished) in a worker thread; a
        review under way is cancelled first."""
        self.cancel()
        self.token += 1
        self._cancelled = False
        job = self.job = self._jobs[self.token] = ReviewJob(game_copy(game), self.token, seats)
        queued = Qt.ConnectionType.QueuedConnection
        job.relay.progress.connect(self._on_progress, queued)
        job.relay.done.connect(self._on_done, queued)
        job.relay.failed.connect(self._on_failed, queued)
        job.relay.cancelled.connect(self._on_cancelled, queued)
        QThreadPool.globalInstance().start(job)

    def cancel(self) -> None:
        """Ask the review under way to stop (it stops before its next turn)."""
        if self.job is not None:
            self.job.stop.set()
            self._cancelled = True

    def wait(self, ms: int = 30000) -> bool:
        """Block until the worker threads are idle (for closing and for tests)."""
        return QThreadPool.globalInstance().waitForDone(ms)

    def _current(self, token: int) -> bool:
        return self.job is not None and token == self.token

    def _answered(self, token: int) -> bool:
        """Forget the job of `token`; True when it is the review under way."""
        self._jobs.pop(token, None)
        if not self._current(token):
            return False
        self.job = None
        return True

    def _on_progress(self, token: int, done: int, total: int) -> None:
        if self._current(token) and not self._cancelled:
            self.progress.emit(done, total)

    def _on_done(self, token: int, review: GameReview) -> None:
        if self._answered(token):
            if self._cancelled:
                self.cancelled.emit()  # the answer came before the flag was seen
            else:
                self.finished.emit(review)

    def _on_failed(self, token: int, sentence: str) -> None:
        if self._answered(token):
            self.failed.emit(sentence)

    def _on_cancelled(self, token: int) -> None:
        if self._answered(token):
            self.cancelled.emit()
