"""The plain board (`boardspec`) is the pydantic board model (`boarddef`) field by field.

Play reads boards through plain NamedTuples so that it never loads pydantic; this test is
what keeps the two from drifting apart: same classes, same fields in the same order, same
defaults."""

from __future__ import annotations

import inspect

from pydantic import BaseModel
from pydantic_core import PydanticUndefined

from daydream_qt.engine import boarddef, boardspec

ONLY_PLAIN = {"BoardSpec": ("extra_modules",)}
"""Fields of the plain board that no board file key has (a registered module's part)."""
RENAMED = {"BoardDef": "BoardSpec"}


def _models() -> list[type[BaseModel]]:
    return [c for _, c in inspect.getmembers(boarddef, inspect.isclass)
            if issubclass(c, BaseModel) and c.__module__ == boarddef.__name__ and not c.__name__.startswith("_")]


def test_every_board_model_has_its_plain_twin():
    names = {RENAMED.get(m.__name__, m.__name__) for m in _models()}
    assert len(names) >= 16
    assert all(hasattr(boardspec, n) for n in names), sorted(n for n in names if not hasattr(boardspec, n))


def test_the_plain_twin_has_the_models_fields_in_order_with_their_defaults():
    for model in _models():
        plain = getattr(boardspec, RENAMED.get(model.__name__, model.__name__))
        extra = ONLY_PLAIN.get(plain.__name__, ())
        assert tuple(f for f in plain._fields if f not in extra) == tuple(model.model_fields), plain.__name__
        for name, info in model.model_fields.items():
            default = info.default
            if default is PydanticUndefined:
                assert name not in plain._field_defaults, f"{plain.__name__}.{name} has a default"
            elif name not in ("format", "version"):  # the plain board gets these from the file
                assert plain._field_defaults.get(name, "none") == default, f"{plain.__name__}.{name}"


def test_every_module_table_of_the_compiled_board_is_filled_by_one_unit():
    from daydream_qt.engine import builtin_board, compile_board
    from daydream_qt.engine.compiled import Board
    from daydream_qt.engine.modules import UNITS

    owners = [f for u in UNITS for f in u.board_fields]
    assert len(owners) == len(set(owners))  # one unit per field
    core = {"defn", "id", "modules", "units", "module_data", "hooks", "coords", "index", "neighbours", "lines",
            "line_is_row", "cell_lines", "items", "leaf_count", "leaves_precircled", "star_cells", "moon_cells",
            "title_mins", "titles"}
    assert set(Board._fields) == core | set(owners)
    # a board without a module still gets that module's (empty) tables from its unit
    plain = compile_board(builtin_board("A").defn)
    assert plain.garland_moons == 0 and plain.frame_cells == () and plain.polaroid_scoring is None
