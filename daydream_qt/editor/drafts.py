"""Reading a saved draft: a board file whose unfinished parts the schema alone would refuse.

A draft is saved as it is (no cloud yet, an item with one dot, a name left empty or longer
than a board file takes), and the editor must open it again: those are problems of the
board, listed one by one, not a file that is not a board. `validate_draft` checks everything
else as the schema does: it lends each unfinished list a few stand-in entries and each such
text a stand-in letter, validates, and gives the lists and texts back as they were. Any
other refusal is the schema's.
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pydantic import BaseModel

Loc = tuple[int | str, ...]
"""A place in the board file's JSON value, as pydantic names it ("items", 2, "nodes")."""

_NODE = {"kind": "sun", "x": 0, "y": 0}
_STAND_INS: dict[str, Any] = {
    "cells": {"row": 0, "col": 0},
    "lines": {"cells": [[0, 0], [0, 1]]},
    "items": {"id": "-", "name": {"en": "-", "fr": "-", "ja": "-"}, "shelf": 0, "nodes": [_NODE, _NODE]},
    "nodes": _NODE,
    "track": {"x": 0, "y": 0},
}
"""What fills an unfinished list while the rest is checked, by the list's key."""
_PLACES = ("lines", "notes", "frames")
"""Lists whose entries hold a list of places (a line's, a note's, a frame family's cells)."""
ROUNDS = 4
"""Validations at most: each lends what the previous one found unfinished."""
EDITOR_TEXT = 120
"""Characters of a name or a title the editor takes (`model._check_text`); a board file
holds at most `untrusted.MAX_BOARD_TEXT`, so a longer one is a problem of the draft."""


def _lendable(loc: Loc, kind: str, value: object = None) -> bool:
    """Whether the error at `loc` is a draft's unfinished part."""
    if kind == "string_too_short":
        return bool(loc) and loc[-1] in ("en", "fr", "ja")
    if kind == "string_too_long":  # a name the editor takes (it has problems until shortened)
        return bool(loc) and loc[-1] in ("en", "fr", "ja") and isinstance(value, str) \
            and len(value) <= EDITOR_TEXT
    if kind != "too_short" or not loc or not isinstance(loc[-1], str):
        return False
    key = loc[-1]
    if key == "cells" and len(loc) == 3 and loc[0] in _PLACES:
        return True
    return key in _STAND_INS and (len(loc) == 1 or key in ("nodes", "track"))


def _at(data: Any, loc: Loc) -> Any:
    for key in loc:
        data = data[key]
    return data


def validate_draft(data: object, model: type[BaseModel]) -> dict[str, Any]:
    """`data` validated by the pydantic `model` and dumped as the board file's form, its
    unfinished lists and empty texts kept as they were; BoardSchemaError (the first other
    refusal, in a board maker's words) for anything else."""
    from pydantic import ValidationError

    from daydream_qt.engine.schema_words import BoardSchemaError, describe_error

    work = copy.deepcopy(data)
    lent: list[tuple[Loc, int | str]] = []  # (place, the list's own length, or the text itself)
    for _ in range(ROUNDS):
        try:
            board = model.model_validate(work)
            break
        except ValidationError as exc:
            errors = exc.errors(include_url=False)
            refused = [e for e in errors if not _lendable(tuple(e["loc"]), e["type"], e.get("input"))]
            if refused or not errors:
                if refused:
                    raise BoardSchemaError(describe_error(dict(refused[0]), work)) from None
                raise
            for e in errors:
                loc = tuple(e["loc"])
                parent = _at(work, loc[:-1])
                if e["type"].startswith("string"):
                    lent.append((loc, parent[loc[-1]]))
                    parent[loc[-1]] = "-"
                    continue
                key = loc[-1]
                assert isinstance(key, str)  # _lendable lends only a list named by its key
                entries = parent[key]
                stand_in = [0, 0] if key == "cells" and len(loc) == 3 else _STAND_INS[key]
                lent.append((loc, len(entries)))
                entries.extend(copy.deepcopy(stand_in) for _ in range(e["ctx"]["min_length"] - len(entries)))
    else:
        try:
            board = model.model_validate(work)
        except ValidationError as exc:
            errors = exc.errors(include_url=False)
            raise BoardSchemaError(describe_error(dict(errors[0]), work) if errors
                                   else describe_error({}, work)) from None
    out: dict[str, Any] = board.model_dump(mode="json", exclude_defaults=True)
    for loc, length in reversed(lent):
        parent = _at(out, loc[:-1])
        if isinstance(length, str):
            parent[loc[-1]] = length
        else:
            del parent[loc[-1]][length:]
    return out
