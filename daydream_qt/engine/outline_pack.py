"""The shipped outlines packed in one file, read when a board is first drawn.

`resources/outlines/_packed.json` holds every outline of the library (written by
`packaging/board_outlines.py`; a test checks it says what the outline files say), one a
line, its paths already split into commands and numbers. A board is drawn from one read of
it instead of reading and parsing one file per item before the window's first frame, and
only the lines of the outlines drawn are decoded. Each is checked as strictly as a file.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from functools import cache

from .jsonfile import JsonFileError, read_bytes
from .outlines import (
    PACK_FILE,
    Outline,
    OutlineError,
    PathData,
    Segment,
    checked_outline,
    outlines_dir,
)
from .untrusted import excerpt

PACK_FORMAT = "daydream-outlines"
PACK_VERSION = 1
MAX_PACK_BYTES = 1024 * 1024


def path_tokens(path: PathData) -> list[str | float]:
    """A path as the pack holds it: its commands and numbers, in order, already split
    ("M", x, y, "C", x1, y1, x2, y2, x, y, ..., and "Z" when it is closed)."""
    out: list[str | float] = ["M", *path.start]
    segments = path.segments
    if path.closed and segments[-1].kind == "L" and segments[-1].end == path.start:
        segments = segments[:-1]  # the closing line Z draws
    for seg in segments:
        out.append(seg.kind)
        for x, y in seg.points:
            out += [x, y]
    if path.closed:
        out.append("Z")
    return [int(v) if isinstance(v, float) and v.is_integer() else v for v in out]


_SEGMENT_ARITY = {"L": 2, "Q": 4, "C": 6}
_NUMBERS = frozenset((int, float))
"""The types a coordinate may have (not bool, a subclass of int)."""
_new_tuple = tuple.__new__
"""What a NamedTuple's own `__new__` calls, called directly."""


def path_from_tokens(tokens: object, where: str = "path") -> PathData:
    """The path a packed token list holds, checked as strictly as `parse_path` checks text."""
    if type(tokens) is not list or len(tokens) < 3 or tokens[0] != "M":
        raise OutlineError(f"{where} is not a packed path starting with M.")
    count = len(tokens)
    segments: list[Segment] = []
    add = segments.append
    closed = False
    i, cmd, n = 0, "M", 2
    # (a board's start reads some 600 segments: each step is a few calls into C)
    while True:
        vals = tokens[i + 1:i + 1 + n]
        if len(vals) < n or not _NUMBERS.issuperset(map(type, vals)):
            raise OutlineError(f"{where} gives {excerpt(cmd, 4)} at {i} fewer than its {n} numbers.")
        numbers = map(float, vals)
        points = tuple(zip(numbers, numbers))  # (x, y) pairs
        if i:
            add(_new_tuple(Segment, (cmd, points)))
        else:
            start = points[0]
        i += 1 + n
        if i >= count:
            break
        cmd = tokens[i]
        arity = _SEGMENT_ARITY.get(cmd) if type(cmd) is str else None
        if arity is None:
            if cmd == "Z" and i == count - 1 and segments:
                closed = True
                break
            raise OutlineError(f"{where} has {excerpt(cmd, 4)!r} at {i}, where L, C, Q or a "
                               "final Z must be.")
        n = arity
    if not segments:
        raise OutlineError(f"{where} has a start but nothing drawn from it.")
    if closed and segments[-1].end != start:
        segments.append(Segment("L", (start,)))
    return PathData(start, tuple(segments), closed)


_PACK_HEAD = f'{{"format": "{PACK_FORMAT}", "version": {PACK_VERSION}, "outlines": {{'


def pack_text(outlines: Mapping[str, Outline]) -> str:
    """The packed library file of `outlines` (what `packaging/board_outlines.py` writes):
    JSON, one outline a line, so that a reader can decode only the lines it needs."""
    lines = [json.dumps(oid) + ": " + json.dumps(
        {"closed": o.closed, "trace": path_tokens(o.trace), "details": [path_tokens(d) for d in o.details]},
        separators=(",", ":")) for oid, o in sorted(outlines.items())]
    return _PACK_HEAD + "\n" + ",\n".join(lines) + "\n}}\n"


def outline_from_packed(oid: str, entry: object) -> Outline:
    """One outline of the pack, checked; OutlineError otherwise."""
    if not isinstance(entry, dict) or set(entry) != {"closed", "trace", "details"}:
        raise OutlineError(f"the packed outline {excerpt(oid)} must have exactly the keys "
                           "closed, details and trace.")
    details = entry["details"]
    if not isinstance(details, list):
        raise OutlineError(f"the packed outline {excerpt(oid)} has details that are not a list.")
    trace = path_from_tokens(entry["trace"], f"packed outline {oid} trace")
    parsed = [path_from_tokens(d, f"packed outline {oid} detail {k}") for k, d in enumerate(details)]
    return checked_outline(oid, entry["closed"], trace, parsed)


def _refuse_constant(name: str) -> object:
    raise ValueError(f"{name} is not a number")


@cache
def _pack() -> Mapping[str, str]:
    """The pack's lines by outline id, each still to decode; empty when the pack is missing
    or not laid out as `pack_text` writes it (each outline is then read from its own file).
    Decoding the whole pack would cost more than reading the few files a board needs."""
    folder = outlines_dir()
    if folder is None:
        return {}
    try:
        text = read_bytes(folder / PACK_FILE, MAX_PACK_BYTES).decode("utf-8")
    except (JsonFileError, UnicodeDecodeError):
        return {}
    lines = text.split("\n")
    if len(lines) < 3 or lines[0] != _PACK_HEAD or lines[-2:] != ["}}", ""]:
        return {}
    entries = {}
    for line in lines[1:-2]:
        oid, sep, rest = line.partition(": ")
        if not sep or len(oid) < 3 or oid[0] != '"' or oid[-1] != '"':
            return {}
        entries[oid[1:-1]] = rest[:-1] if rest.endswith(",") else rest
    return entries


def packed_outline(oid: object) -> Outline | None:
    """Outline `oid` from the pack, checked; None when the pack has no good entry for it (a
    damaged one included: the outline's own file decides then)."""
    if not isinstance(oid, str):
        return None
    line = _pack().get(oid)
    if line is None:
        return None
    try:
        return outline_from_packed(oid, json.loads(line, parse_constant=_refuse_constant))
    except (ValueError, RecursionError):  # OutlineError included
        return None
