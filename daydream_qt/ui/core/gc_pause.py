"""The garbage collector waits while the app starts.

Starting allocates a few hundred thousand objects that live as long as the app: Qt's
Python classes and enums, the modules, the board. The collector would walk them over
and over for nothing, about a tenth of the start. So `pause()` stops it while the main
window is built, and `resume()`, once the first frame is on screen, moves everything
alive by then out of later collections (`gc.freeze`) and starts it again: the
collections during play then only walk what play allocates.
"""

from __future__ import annotations

import gc

_paused = False


def pause() -> None:
    """Stop collecting until `resume()` (nothing happens when the collector is off)."""
    global _paused
    if gc.isenabled():
        gc.disable()
        _paused = True


def resume() -> None:
    """Freeze what start-up built and collect again; only undoes a `pause()`."""
    global _paused
    if _paused:
        _paused = False
        gc.freeze()
        gc.enable()
