"""Title bands suggested off the GUI thread: progress as games end, and a way to stop.

The simulation runs in Qt's thread pool on the compiled board (a value nothing else
changes); a relay object carries progress and the answer back to the GUI thread. Cancel
sets a flag the simulation reads between turns, so it stops within one turn (a game of the
largest board lasts some 20 s).
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal, SignalInstance

from daydream_qt.engine import Board


class TitlesRelay(QObject):
    """Signals of one run, delivered in the GUI thread."""

    progressed = Signal(int, int)
    """done, total (in the simulation's units)"""
    finished = Signal(object)
    """the TitleSuggestion"""
    failed = Signal(str)
    """one sentence (English: the simulation's own)"""
    cancelled = Signal()


class TitlesJob(QRunnable):
    """One suggestion for `board` with `games` expert games from `seed`."""

    def __init__(self, board: Board, games: int, seed: int = 1) -> None:
        super().__init__()
        # The pool owns the running job (auto-delete, Qt's default) and deletes it once run()
        # returns: a job owned by Python could be deleted mid-run with the page that holds
        # it, and a QRunnable deleted while it runs is a crash.
        self.board, self.games, self.seed = board, games, seed
        self.relay = TitlesRelay()
        self._stop = threading.Event()
        self.done = threading.Event()

    def cancel(self) -> None:
        self._stop.set()

    def wait(self, seconds: float = 10.0) -> bool:
        return self.done.wait(seconds)

    def _progress(self, done: int, total: int) -> bool:
        if self._stop.is_set():
            return False
        self._emit(self.relay.progressed, done, total)
        return True

    def run(self) -> None:
        from daydream_qt.bots.titles import Cancelled, suggest_titles

        try:
            result = suggest_titles(self.board, self.games, self.seed, progress=self._progress,
                                    stop=self._stop.is_set)
        except Cancelled:
            self._emit(self.relay.cancelled)
        except Exception as exc:  # noqa: BLE001 - a failed suggestion is a sentence, never a crash
            self._emit(self.relay.failed, str(exc))
        else:
            self._emit(self.relay.finished, result)
        finally:
            self.done.set()

    @staticmethod
    def _emit(signal: SignalInstance, *args: object) -> None:
        try:
            signal.emit(*args)
        except RuntimeError:  # the app is closing
            pass

    def start(self) -> None:
        QThreadPool.globalInstance().start(self)
