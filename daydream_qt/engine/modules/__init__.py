"""The modules of the game, each one unit (R16-R20, and the solo thorns and timers).

Each module is one `ModuleUnit` subclass in a file of its own (`constellation`, `notes`,
`polaroids`, `garland`, `frames`, `solo`), registered in the one table `registry.UNITS`:
its board data, its compiled tables, what it does after a write, when a stroke starts, at
the end of a turn and of the game, its score line, its events, its board problems and
what a fingerprint reads of it. The rules, the score, the fingerprint and the board checks
reach a module only through the table (`registry.on_write`, `module_points`, ...). The
shape is python-chess's variants (one class per variant in `chess.variant`, one list
`VARIANTS`), with the hooks boardgame.io gives a plugin.

Why units are objects and not modules of functions: a test registers a toy unit, and a
unit's defaults (doing nothing at a moment of the turn) come from the base class. Why the
five shipped modules keep flat fields on `Board` (`garland_moons`, ...): the hot path of the
bots reads them thousands of times a move, and many views read them; the unit that fills
each field is named in `ModuleUnit.board_fields`, and a new module keeps its tables in
`Board.module_data` instead.

Why a unit's board data model is not in its file: the pydantic model of each shipped
module's part stays in `boarddef` (the file edge, whose schema is boards/schema.json) and
its plain twin in `boardspec`, because play never loads pydantic (a start-up cost); the two
are kept equal field by field by tests/test_boardspec_mirror.py, and a unit names its part
by its `name`. A module registered beyond them checks its own part (`ModuleUnit.read`).

The app's side of each module (its drawing, its explanation, its reminder) is the
`ui/board/module_views` registry, keyed by the same names; the bots' evaluation terms are
`bots/module_values.TERMS`, keyed so too.
"""

from .base import Finding, Grid, ModuleUnit, Place, circle_leaf
from .frames import cross_out_frame_rewards, settle_frames_race, take_best_frame_reward
from .notes import note_heads
from .registry import (
    UNITS,
    marks_read,
    module_points,
    on_game_end,
    on_give_up,
    on_stroke,
    on_turn_end,
    on_write,
    penalty,
    plays,
    register,
    unit,
    units_of,
    unregister,
)
from .solo import timers_played

__all__ = ["Finding", "Grid", "ModuleUnit", "Place", "UNITS", "circle_leaf", "cross_out_frame_rewards",
           "marks_read", "module_points", "note_heads", "on_game_end", "on_give_up", "on_stroke", "on_turn_end", "on_write",
           "penalty", "plays", "register", "settle_frames_race", "take_best_frame_reward", "timers_played", "unit", "units_of", "unregister"]
