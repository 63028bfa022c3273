"""A board file the schema refuses, told in a board maker's words.

pydantic says "items.3.nodes: List should have at least 2 items after validation, not 1";
a board maker wants "Item 4 (Teapot) needs at least 2 dots and suns; it has 1." `describe`
turns the first error of a `ValidationError` into one such sentence, naming the place on
the board (a cloud by its row and column, an item by its number and name, a line by its
number) from the file itself.

No Qt here: a sentence is `Words`, an English template with `{}` fields whose arguments may
be `Words` again, so a program reads `str(words)` and the app translates every template
(context "BoardWords") before it fills the fields in. Templates are written without their
capital and final full stop: a sentence may end up inside another ("This is not a board
file the editor can open: ..."), and `render(capital=True)` gives it its capital.
Text from the file (an item's name, an unknown mark) is an argument, never a template,
cut short and with its control characters escaped (`untrusted.excerpt`).
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable, Mapping
from typing import Any, NamedTuple, TypeGuard

from .boardspec import BoardError
from .untrusted import MAX_EXCERPT, excerpt

__all__ = ["Words", "BoardSchemaError", "describe", "describe_error", "MAX_NAME"]

MAX_NAME = 40
"""Characters of an item's or a frame family's name a sentence quotes."""


class Words(NamedTuple):
    """A sentence or a phrase: an English template with `{}` fields and their values."""

    template: str
    args: tuple[object, ...] = ()

    def render(self, tr: Callable[[str], str] | None = None, capital: bool = False) -> str:
        """The text, each template passed through `tr` (a translation) first; `capital`
        gives the first letter a capital when it comes from a template, never when the
        text starts with a value (a file name stays as it is)."""
        template = tr(self.template) if tr is not None else self.template
        first = _first_field(template)
        values = [a.render(tr, capital and i == first) if isinstance(a, Words) else a
                  for i, a in enumerate(self.args)]
        try:
            text = template.format(*values)
        except (IndexError, KeyError, ValueError):  # a translation that lost a field
            template, first = self.template, _first_field(self.template)
            text = template.format(*values)
        if capital and first is None and text:
            text = text[0].upper() + text[1:]
        return text

    def __str__(self) -> str:
        return self.render()


def _first_field(template: str) -> int | None:
    """The index of the argument a template starts with, None when it starts with words."""
    m = re.match(r"\{(\d*)\}", template)
    if m is None:
        return None
    return int(m.group(1)) if m.group(1) else 0


def W(template: str, *args: object) -> Words:  # noqa: N802 (reads like the sentences it makes)
    return Words(template, args)


class BoardSchemaError(BoardError):
    """A board file the schema refuses: `message` is the English sentence (no capital, no
    full stop, as every BoardError message) and names the place itself, so `where` is empty;
    `words` is the sentence for translation, `path` the place as a program spells it
    ("items[3].nodes")."""

    def __init__(self, words: Words, path: str = "") -> None:
        super().__init__("", words.render())
        self.words = words
        self.path = path


# ---------------------------------------------------------------- what things are called

_LANGUAGES = {"en": "{} in English", "fr": "{} in French", "ja": "{} in Japanese"}

_TOP = {
    "format": "the file's format",
    "version": "the file's version",
    "id": "the combination",
    "name": "the board's name",
    "difficulty": "the difficulty",
    "panels": "the panels",
    "rows": "the number of rows",
    "cols": "the number of columns",
    "cells": "the clouds",
    "lines": "the lines",
    "items": "the items of the shelf",
    "leaves": "the leaves",
    "titles": "the title bands",
    "constellation": "the constellation",
    "notes": "the musical notes",
    "polaroids": "the polaroids",
    "garland": "the garland",
    "frames": "the frame families",
}
"""The board's own entries."""

_ATTR = {
    "row": "the row of {}",
    "col": "the column of {}",
    "mark": "the mark of {}",
    "kind": "the kind of {}",
    "x": "the x position of {}",
    "y": "the y position of {}",
    "id": "the id of {}",
    "name": "the name of {}",
    "shelf": "the shelf of {}",
    "bonus": "the bonus of {}",
    "role": "the role of {}",
    "outline": "the drawing of {}",
    "letter": "the letter of {}",
    "first_col": "the first column of {}",
    "last_col": "the last column of {}",
    "min": "the lowest score of {}",
    "title": "the title of {}",
    "big_star": "the big star of {}",
    "value": "the value of {}",
    "cell": "the cloud of {}",
    "cells": "the clouds of {}",
    "nodes": "the dots and suns of {}",
    "track": "the track of {}",
    "rewards": "the rewards of {}",
    "count": "the number of {}",
    "precircled": "the number of {} circled at the start",
    "moons": "the number of moons of {}",
}
"""An entry of something: the template takes the thing it belongs to."""

_MISSING = {
    "format": "format", "version": "version", "id": "combination", "name": "name",
    "difficulty": "difficulty", "panels": "panels", "rows": "number of rows",
    "cols": "number of columns", "cells": "clouds", "lines": "lines", "items": "items",
    "leaves": "leaves", "titles": "title bands", "row": "row", "col": "column", "kind": "kind",
    "x": "x position", "y": "y position", "shelf": "shelf", "nodes": "dots and suns",
    "count": "number of leaves", "precircled": "number of leaves circled at the start",
    "min": "lowest score", "title": "title", "track": "track", "cell": "cloud",
    "moons": "number of moons", "rewards": "rewards", "letter": "letter",
    "first_col": "first column", "last_col": "last column", "en": "English text",
    "fr": "French text", "ja": "Japanese text",
}
"""What a thing lacks when a required entry is missing ("{} has no {}")."""

_COUNTED = {
    "cells": ("cloud", "clouds"),
    "lines": ("line", "lines"),
    "items": ("item", "items"),
    "nodes": ("dot or sun", "dots and suns"),
    "panels": ("panel", "panels"),
    "titles": ("title band", "title bands"),
    "track": ("track point", "track points"),
    "notes": ("note", "notes"),
    "polaroids": ("polaroid", "polaroids"),
    "rewards": ("reward", "rewards"),
    "frames": ("frame family", "frame families"),
}
"""The things a list holds, one and many."""

_TOP_OWNERS = {"cells": "the grid", "lines": "the grid", "items": "the shelf", "panels": "the board",
               "titles": "the title table", "notes": "the board", "polaroids": "the board",
               "frames": "the board"}
"""Whose list a top-level list is, for "... needs at least ..."."""

Loc = tuple[int | str, ...]
"""A place in the file's data, as pydantic's errors give it: keys and list indexes."""


def _get(data: object, loc: Loc) -> object:
    """The value at `loc` in the file's data, None when there is none."""
    for key in loc:
        if isinstance(key, int) and isinstance(data, list) and 0 <= key < len(data):
            data = data[key]
        elif isinstance(key, str) and isinstance(data, dict):
            data = data.get(key)
        else:
            return None
    return data


def _plain(value: object, limit: int = MAX_EXCERPT) -> str:
    """Text of the file as a sentence quotes it: cut short, on one line, controls escaped, and
    a lone surrogate (which no terminal or file can print) written as its escape too."""
    return excerpt(value, limit).encode("utf-8", "backslashreplace").decode("utf-8")


def _int(value: object) -> TypeGuard[int]:
    return type(value) is int


def _named(template_named: str, template: str, number: int, entry: object) -> Words:
    """An item or a frame family: its number, and its English name when it has one."""
    name = _get(entry, ("name", "en"))
    if isinstance(name, str) and name.strip():
        return W(template_named, number, _plain(name, MAX_NAME))
    return W(template, number)


def _element(parent: Loc, i: int, data: object) -> Words:
    """The element `i` of the list at `parent`."""
    loc = (*parent, i)
    list_key = parent[-1] if parent else None
    entry = _get(data, loc)
    if isinstance(list_key, int) or list_key == "cell":  # a number of a place [row, col]
        part = "the row of {}" if i == 0 else "the column of {}" if i == 1 else "number {} of {}"
        owner = _name(parent, data)
        return W(part, owner) if i in (0, 1) else W(part, i + 1, owner)
    if parent == ("cells",):
        row, col = _get(entry, ("row",)), _get(entry, ("col",))
        if _int(row) and _int(col) and 0 <= row < 1000 and 0 <= col < 1000:
            return W("the cloud at {}", W("row {}, column {}", row + 1, col + 1))
        return W("cloud {}", i + 1)
    if list_key == "cells":  # of a line, a note or a frame family
        return W("cloud {} of {}", i + 1, _name(parent[:-1], data))
    if list_key == "items":
        return _named("item {} ({})", "item {}", i + 1, entry)
    if list_key == "frames":
        return _named("frame family {} ({})", "frame family {}", i + 1, entry)
    if list_key == "nodes":
        return W("dot or sun {} of {}", i + 1, _name(parent[:-1], data))
    simple = {"lines": "line {}", "panels": "panel {}", "titles": "title band {}",
              "track": "point {} of the constellation track", "notes": "note {}",
              "polaroids": "polaroid {}", "rewards": "reward {} of the garland"}
    return W(simple.get(str(list_key), "entry {} of {}"), i + 1,
             *(() if list_key in simple else (_name(parent, data),)))


def _name(loc: Loc, data: object) -> Words:
    """What a board maker calls the thing at `loc`."""
    if not loc:
        return W("the board")
    key = loc[-1]
    if isinstance(key, int):
        return _element(loc[:-1], key, data)
    parent = loc[:-1]
    if not parent:
        return W(_TOP.get(key, "the entry {}"), *(() if key in _TOP else (_plain(key),)))
    if key in _LANGUAGES:
        return W(_LANGUAGES[key], _name(parent, data))
    if parent == ("leaves",) and key in ("count", "precircled"):
        return W(_ATTR[key], W("leaves"))
    if key in _ATTR:
        return W(_ATTR[key], _name(parent, data))
    return W("the entry {} of {}", _plain(key), _name(parent, data))


def _owner(loc: Loc, data: object) -> Words:
    """Whose list the list at `loc` is."""
    if len(loc) == 1 and loc[0] in _TOP_OWNERS:
        return W(_TOP_OWNERS[loc[0]])
    if len(loc) > 1:
        return _name(loc[:-1], data)
    return _name(loc, data)


def _shown(value: object) -> object:
    """A value of the file as a sentence quotes it: text in quotes, cut short."""
    if isinstance(value, bool) or value is None:
        return json.dumps(value)
    if isinstance(value, str):
        return f"\u201c{_plain(value)}\u201d"
    if isinstance(value, int):
        return _plain(value)
    if isinstance(value, float):
        return _plain(value if math.isfinite(value) else json.dumps(value))
    if isinstance(value, list):
        return W("a list")
    if isinstance(value, dict):
        return W("a group of entries")
    return _plain(value)


def _choices(expected: str, joined: str = "{} or {}") -> Words | str:
    """pydantic's "'star' or 'moon'" as the sentence's "“star” or “moon”"."""
    options = [f"\u201c{o}\u201d" for o in re.findall(r"'([^']*)'", expected)] or [expected]
    if len(options) == 1:
        return options[0]
    return W(joined, ", ".join(options[:-1]), options[-1])


def _place_words(thing: Words, numbers: int) -> Words:
    """A place on the grid written with other than two numbers."""
    if numbers == 1:
        return W("{} has only one number; a place on the grid is a row and a column, like [2, 3]", thing)
    return W("{} has {} numbers; a place on the grid is a row and a column, like [2, 3]", thing, numbers)


def _count_words(loc: Loc, data: object, kind: str, ctx: Mapping[str, Any], actual: int) -> Words:
    key = loc[-1] if loc else ""
    if isinstance(key, int) or key == "cell":  # a place [row, col] with too many or too few numbers
        return _place_words(_name(loc, data), actual)
    one, many = _COUNTED.get(str(key), ("entry", "entries"))
    owner = _owner(loc, data)
    if loc == ("titles",):
        return W("the title bands must be exactly {}; there are {}", 4, actual)
    if kind == "too_short":
        least = ctx.get("min_length", 0)
        if least == 1:
            return W("{} needs at least one {}", owner, W(one))
        return W("{} needs at least {} {}; it has {}", owner, least, W(many), actual)
    return W("{} may have at most {} {}; it has {}", owner, ctx.get("max_length", 0), W(many), actual)


def _bound_words(loc: Loc, data: object, kind: str, ctx: Mapping[str, Any], value: object) -> Words:
    """A number above or below its limit."""
    above = kind in ("less_than_equal", "less_than")
    limit = ctx.get("le", ctx.get("lt")) if above else ctx.get("ge", ctx.get("gt"))
    if loc == ("leaves", "count"):
        return (W("the board may have at most {} leaves; this one has {}", limit, _shown(value)) if above
                else W("the board needs at least one leaf; this one has {}", _shown(value)))
    if loc == ("leaves", "precircled"):
        return (W("at most {} leaves can start circled; this board has {}", limit, _shown(value)) if above
                else W("at least one leaf must start circled"))
    if loc in (("rows",), ("cols",)):
        rows = loc == ("rows",)
        if above:
            return W("a grid may have at most {} rows; this one has {}" if rows
                     else "a grid may have at most {} columns; this one has {}", limit, _shown(value))
        return W("the grid needs at least {} rows; it has {}" if rows
                 else "the grid needs at least {} columns; it has {}", limit, _shown(value))
    if loc == ("garland", "moons"):
        return (W("the garland may have at most {} moons; it has {}", limit, _shown(value)) if above
                else W("the garland needs at least {} moons; it has {}", limit, _shown(value)))
    if len(loc) == 3 and loc[0] == "items" and loc[2] == "shelf" and above and _int(value) and _int(limit):
        return W("{} is on shelf {}; a board has at most {} shelves", _name(loc[:2], data), value + 1,
                 limit + 1)
    if isinstance(value, float) and not math.isfinite(value):
        return W("{} must be a finite number; it is {}", _name(loc, data), _shown(value))
    shown_limit = excerpt(int(limit) if isinstance(limit, float) and limit.is_integer() else limit)
    return W("{} must be at most {}; it is {}" if above else "{} must be at least {}; it is {}",
             _name(loc, data), shown_limit, _shown(value))


def describe(exc: Any, data: object) -> Words:
    """The first error of the pydantic `exc` (a ValidationError raised on `data`) as one
    sentence in a board maker's words."""
    errors = exc.errors(include_url=False)
    if not errors:
        return W("this is not a board file")
    return describe_error(errors[0], data)


def describe_error(err: Mapping[str, Any], data: object) -> Words:
    """One error of `ValidationError.errors()` as one sentence in a board maker's words."""
    return _words(tuple(err.get("loc", ())), err.get("type", ""), err.get("ctx") or {},
                  err.get("input"), data)


def _words(loc: Loc, kind: str, ctx: Mapping[str, Any], value: object, data: object) -> Words:
    key = loc[-1] if loc else None
    if not loc and kind in ("model_type", "dict_type"):
        return W("the file holds {}, not one group of entries in curly braces", _shown(value))
    if kind == "missing":
        if isinstance(key, int):  # a place [row, col] with one number
            return _place_words(_name(loc[:-1], data), len(value) if isinstance(value, list) else 0)
        lacks = "id" if key == "id" and len(loc) > 1 else _MISSING.get(str(key))
        if lacks is None:  # not an entry of the format (every required one is in _MISSING)
            return W("{} has no entry {}", _name(loc[:-1], data), f"\u201c{_plain(key)}\u201d")
        return W("{} has no {}", _name(loc[:-1], data), W(lacks))
    if kind == "extra_forbidden":
        return W("{} has an unknown entry {}", _name(loc[:-1], data), f"\u201c{_plain(key)}\u201d")
    if kind in ("too_short", "too_long"):
        actual = ctx.get("actual_length", len(value) if isinstance(value, (list, tuple)) else 0)
        return _count_words(loc, data, kind, ctx, actual)
    if kind in ("greater_than_equal", "less_than_equal", "greater_than", "less_than"):
        return _bound_words(loc, data, kind, ctx, value)
    if kind == "literal_error" or kind == "enum":
        return _literal_words(loc, data, ctx, value)
    if kind == "value_error" and loc == ("version",):
        return W("this board file is version {}; the game reads version 1", _shown(value))
    thing = _name(loc, data)
    if kind.startswith("int"):
        return W("{} must be a whole number; it is {}", thing, _shown(value))
    if kind.startswith("float") or kind == "finite_number":
        return W("{} must be a number; it is {}", thing, _shown(value))
    if kind.startswith("bool"):
        return W("{} must be true or false; it is {}", thing, _shown(value))
    if kind == "string_too_short":
        return W("{} is empty", thing)
    if kind == "string_too_long":
        return W("{} is {} characters long; at most {} are allowed", thing,
                 len(value) if isinstance(value, str) else 0, ctx.get("max_length", 0))
    if kind == "string_pattern_mismatch":
        return W("{} is {}; a drawing's name uses only small letters, digits and dashes", thing,
                 _shown(value))
    if (kind.startswith("string") or kind == "str_type") and isinstance(value, str):  # a lone surrogate
        return W("{} holds a broken character; it is {}", thing, _shown(value))
    if kind.startswith("string") or kind == "str_type":
        return W("{} must be text in quotes; it is {}", thing, _shown(value))
    if kind in ("model_type", "dict_type", "model_attributes_type"):
        if ctx.get("class_name") == "Text" or key in ("name", "title"):
            return W("{} must give the text in English, French and Japanese; it is {}", thing,
                     _shown(value))
        return W("{} must be a group of entries in curly braces; it is {}", thing, _shown(value))
    if kind == "list_type":
        return W("{} must be a list in square brackets; it is {}", thing, _shown(value))
    if kind == "tuple_type":
        return W("{} must be a row and a column, like [2, 3]; it is {}", thing, _shown(value))
    if kind == "recursion_loop":
        return W("{} is nested too deeply", thing)
    return W("{} holds {}, which a board file cannot have", thing, _shown(value))


def _literal_words(loc: Loc, data: object, ctx: Mapping[str, Any], value: object) -> Words:
    choices = _choices(str(ctx.get("expected", "")))
    if loc == ("id",):
        return W("there is no combination called {}; the combinations are {}", _shown(value),
                 _choices(str(ctx.get("expected", "")), "{} and {}"))
    if loc == ("format",):
        return W("the file's format is {}, not \u201cdaydream-board\u201d", _shown(value))
    if loc == ("version",):
        return W("this board file is version {}; the game reads version 1", _shown(value))
    if loc and loc[-1] == "mark":
        return W("{} has an unknown mark {}; a cloud's mark is {}", _name(loc[:-1], data), _shown(value),
                 choices)
    return W("{} is {}; it must be {}", _name(loc, data), _shown(value), choices)
