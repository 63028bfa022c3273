"""The garbage collector waits while the app starts.

Starting allocates a few hundred thousand objects that live as long as the app: Qt's
Python classes and enums, the modules, the board. The collector would walk them over
and over for nothing, about a tenth of the start. So `pause()` stops it while the app
starts: `daydream-qt` pauses it before it imports anything of the app (this module
imports nothing of it, so that the engine's and PySide's imports are spared too), and
`ui.app.main_window` pauses it for any other start. `resume()`, once the first frame is
on screen, moves everything alive by then out of later collections (`gc.freeze`) and
starts it again: the collections during play then only walk what play allocates.

In the app, the collector then runs on the GUI thread only (`resume(parent)`): the coach's
hint, the review and the title suggestion run Python in worker threads, and Python's
automatic collector runs in whichever thread happens to allocate. A garbage cycle holding
a Qt object collected there would delete that object off the thread that owns it. So
automatic collection stays off, and a timer of the GUI thread collects what the
collector's own thresholds say is due (`collect_due`), a few times a second.
"""

from __future__ import annotations

import gc
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtCore import QObject

COLLECT_MS = 250
"""How often the GUI thread looks whether a collection is due."""

_paused = False


def pause() -> None:
    """Stop collecting until `resume()` (nothing happens when the collector is off)."""
    global _paused
    if gc.isenabled():
        gc.disable()
        _paused = True


def resume(parent: QObject | None = None) -> None:
    """Freeze what start-up built and collect again; only undoes a `pause()`. With a
    `parent` (an object of the GUI thread), collections happen on that thread only, from a
    timer owned by `parent`; without, the automatic collector is switched back on."""
    global _paused
    if not _paused:
        return
    _paused = False
    gc.freeze()
    if parent is None:
        gc.enable()
        return
    from PySide6.QtCore import QTimer

    timer = QTimer(parent)
    timer.setObjectName("gui-thread collector")
    timer.setInterval(COLLECT_MS)
    timer.timeout.connect(collect_due)
    # its owner gone (the window closed), the automatic collector takes over again
    timer.destroyed.connect(_automatic_again)
    timer.start()


def _automatic_again(*_args: object) -> None:
    gc.enable()


def collect_due() -> int | None:
    """Collect the generation Python's automatic collector would have collected by now
    (its thresholds against the allocation counts), here, on this thread; the generation
    collected, or None when nothing was due."""
    t0, t1, t2 = gc.get_threshold()
    c0, c1, c2 = gc.get_count()
    if c0 < t0:
        return None
    generation = 2 if c1 >= t1 and c2 >= t2 else 1 if c1 >= t1 else 0
    gc.collect(generation)
    return generation
