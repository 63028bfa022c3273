"""JSON from a file someone else wrote: bounded before anything is spent on it.

Saved games and board files are shared between players, so every byte is hostile until
checked. This module is the one way such a file is read: only a regular file is opened (a
named pipe, a device or a folder is refused without blocking), its size is checked before
reading, at most `limit + 1` bytes are read, and the text is counted (nesting, number of
objects and lists) before the JSON parser sees it. The parser itself refuses NaN and
Infinity, integers of more than `MAX_INT_DIGITS` digits and a key repeated in one object.

Every refusal is a `JsonFileError` whose `problem` is a clause without a subject ("is not
valid JSON (line 1, column 3)"), so each caller can make its own sentence of it.
"""

from __future__ import annotations

import json
import math
import os
import re
import stat
from itertools import accumulate
from typing import Any

from daydream_qt.ownfiles import what_is

from .untrusted import excerpt

MAX_FILE_BYTES = 5 * 1024 * 1024
"""A saved game is a few tens of kilobytes and a board file twenty; past 5 MB it is neither."""
MAX_DEPTH = 64
"""Deepest bracket nesting (a saved game nests 6 deep, a board file 5)."""
MAX_CONTAINERS = 100_000
"""Objects and lists in one file."""
MAX_STRINGS = 200_000
"""Strings in one file, keys included."""
MAX_VALUES = 200_000
"""Values in one file, counted by the commas between them.

The largest game the schema allows (20,000 actions, see savefile.MAX_ACTIONS, on a board of
400 cells) holds about 25,000 objects and lists, 130,000 strings and 100,000 commas; the
largest shipped board holds under 2,000 of each. These three are counted before parsing, so
a file of a million `{}`, `""` or `0` costs a count, not a million Python objects."""
MAX_INT_DIGITS = 30
"""Digits of one integer; a seed has at most 19. Python would parse up to 4,300 digits, at a
cost that grows with the square of the length."""

TOO_BIG = "too_big"
TOO_DEEP = "too_deep"
NESTED = "recursion"
UNREADABLE = "unreadable"
NOT_A_FILE = "not_a_file"
BAD_TEXT = "bad_text"
"""Kinds of refusal; any other problem of the content is `BAD_TEXT`."""


class JsonFileError(ValueError):
    """A file or text refused before or while parsing; `problem` is a clause without subject."""

    def __init__(self, kind: str, problem: str, strerror: str = "") -> None:
        super().__init__(problem)
        self.kind = kind
        self.problem = problem
        self.strerror = strerror
        """For `UNREADABLE`: the system's reason ("No such file or directory")."""


class _Refused(ValueError):
    """Raised from the parser's hooks; carries the clause."""


# ---------------------------------------------------------------- the file


def read_bytes(path: str | os.PathLike[str], limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of the regular file at `path`, at most `limit` of them, else JsonFileError.

    O_NONBLOCK makes opening a named pipe return at once instead of waiting for a writer;
    fstat on the open descriptor (not on the path, which could be swapped in between) then
    refuses anything but a regular file before a byte is read. A regular file ignores
    O_NONBLOCK. The size on disk is checked first and the read stops at `limit + 1` bytes,
    in case the file grows meanwhile.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) \
        | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise _unreadable(exc) from None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            what = what_is(st.st_mode)
            raise JsonFileError(NOT_A_FILE, f"is {what}, not a file" if what.startswith("a ") else f"is {what}")
        if st.st_size > limit:
            raise JsonFileError(TOO_BIG, f"is larger than {_size(limit)}")
        chunks: list[bytes] = []
        total = 0
        while total <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
    except OSError as exc:
        raise _unreadable(exc) from None
    finally:
        os.close(fd)
    if total > limit:
        raise JsonFileError(TOO_BIG, f"is larger than {_size(limit)}")
    return b"".join(chunks)


def _unreadable(exc: OSError) -> JsonFileError:
    reason = exc.strerror or type(exc).__name__
    return JsonFileError(UNREADABLE, f"cannot be read: {reason}", reason)


def _size(limit: int) -> str:
    return f"{limit // (1024 * 1024)} MB" if limit % (1024 * 1024) == 0 else f"{limit:,} bytes"


def decode(raw: bytes) -> str:
    """UTF-8 text (a leading byte order mark is dropped), else JsonFileError."""
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise JsonFileError(BAD_TEXT, "is not UTF-8 text") from None


def read_json_file(path: str | os.PathLike[str], limit: int = MAX_FILE_BYTES,
                   max_depth: int = MAX_DEPTH) -> Any:
    """The JSON value of the file at `path`, read within every bound of this module."""
    return parse_json(decode(read_bytes(path, limit)), limit, max_depth)


# ---------------------------------------------------------------- the text

_STRING = re.compile(r'"[^"]*"')
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


def _structure(text: str, max_depth: int) -> None:
    """Refuse too many texts, values, objects and lists, or too deep a nesting, before parsing.

    Escaped backslashes and quotes are dropped first (a run of backslashes pairs from the
    left, as JSON reads it), so every remaining quote opens or closes a string; strings are
    then cut out (brackets inside them do not count; an unterminated one is left for the
    parser to report). Every step is a C loop (replace, count, a regex over at most
    MAX_STRINGS strings, a running sum over at most 2 * MAX_CONTAINERS brackets), so 5 MB
    of anything costs tens of milliseconds and never a million Python objects.
    """
    plain = text.replace("\\\\", "").replace('\\"', "")
    if plain.count('"') > 2 * MAX_STRINGS:
        raise JsonFileError(BAD_TEXT, f"holds more than {MAX_STRINGS:,} texts")
    bare = _STRING.sub("", plain)
    if bare.count(",") >= MAX_VALUES:
        raise JsonFileError(BAD_TEXT, f"holds more than {MAX_VALUES:,} values")
    if bare.count("[") + bare.count("{") > MAX_CONTAINERS:
        raise JsonFileError(BAD_TEXT, f"holds more than {MAX_CONTAINERS:,} objects and lists")
    brackets = _NOT_BRACKET.sub("", bare)
    if brackets and max(accumulate(map(_STEP.__getitem__, brackets))) > max_depth:
        raise JsonFileError(TOO_DEEP, f"is nested more than {max_depth} levels deep")


def _constant(name: str) -> object:
    raise _Refused(f"holds {name}, which JSON does not allow")


def _int(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_INT_DIGITS:
        raise _Refused("holds a number with too many digits")
    return int(digits)


def _float(digits: str) -> float:
    value = float(digits)
    if not math.isfinite(value):  # 1e999 parses as infinity
        raise _Refused(f"holds the number {excerpt(digits, 20)}, which is too large")
    return value


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    obj = dict(pairs)
    if len(obj) != len(pairs):  # the last of two equal keys would silently win
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise _Refused(f'repeats the key "{excerpt(key)}" in one object')
            seen.add(key)
    return obj


def parse_json(text: str, limit: int = MAX_FILE_BYTES, max_depth: int = MAX_DEPTH) -> Any:
    """The JSON value of `text`, within every bound of this module, else JsonFileError."""
    if len(text) > limit:
        raise JsonFileError(TOO_BIG, f"is larger than {_size(limit)}")
    text = text.removeprefix("\ufeff")
    _structure(text, max_depth)
    try:
        return json.loads(text, object_pairs_hook=_object, parse_constant=_constant,
                          parse_int=_int, parse_float=_float)
    except json.JSONDecodeError as exc:
        raise JsonFileError(BAD_TEXT, f"is not valid JSON (line {exc.lineno}, column {exc.colno})") from None
    except _Refused as exc:
        raise JsonFileError(BAD_TEXT, str(exc)) from None
    except RecursionError:  # a second line of defence behind the nesting count
        raise JsonFileError(NESTED, "is nested too deeply") from None
    except ValueError:  # what the hooks did not foresee, e.g. a number Python will not convert
        raise JsonFileError(BAD_TEXT, "holds a number that cannot be read") from None
