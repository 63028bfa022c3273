"""The one table of module views, `VIEWS`, in the order of the engine's module units.

The app reaches a module's drawing and words only through this table: the board's
painter (`ui/board/modules.py`), its explanations (`ui/board/explain.py`). A module
added to the engine's registry adds its view here with `register_view`; without one it is
played and scored, and shows no drawing of its own.
"""

from __future__ import annotations

from daydream_qt.engine import Board

from .base import ModuleView
from .constellation import ConstellationView
from .frames import FramesView
from .garland import GarlandView
from .notes import NotesView
from .polaroids import PolaroidsView

VIEWS: dict[str, ModuleView] = {v.name: v for v in (
    ConstellationView(), NotesView(), PolaroidsView(), GarlandView(), FramesView())}
"""Each shipped module's view, by its name."""


def register_view(view: ModuleView) -> None:
    """Add the view of a module registered beyond the shipped ones."""
    if view.name in VIEWS or not view.name:
        raise ValueError(f"a view called {view.name!r} cannot be registered")
    VIEWS[view.name] = view


def unregister_view(name: str) -> None:
    VIEWS.pop(name, None)


def views_of(board: Board) -> list[ModuleView]:
    """The views of the modules the board plays with, in the engine's order."""
    return [VIEWS[u.name] for u in board.units if u.name in VIEWS and u.name in board.modules]
