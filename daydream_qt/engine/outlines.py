"""The outline drawings of shelf items: one path file per item, read, checked and measured.

An outline lives in a 100 x 100 box (x right, y down). Its *trace* is the one continuous
line a player inks stroke by stroke: an item with n nodes has them spread evenly along the
trace's length, and each stroke runs from one node to the next. *Details* are extra thin
lines (eyes, spines, hands of a clock) shown once the item is finished.

Paths are a strict subset of SVG path data (absolute M, L, C, Q and a final Z), so a file
can be pasted into any SVG viewer and checked here without a parser library.

The shipped outlines also come packed in one file (`PACK_FILE`, see `outline_pack`), which
`load_outline` reads first.
"""

from __future__ import annotations

import bisect
import json
import math
import re
from collections.abc import Mapping
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import NamedTuple

from ..package_data import data_folder
from .untrusted import MAX_ID, excerpt

Point = tuple[float, float]

BOX_MIN = 2.0
BOX_MAX = 98.0
"""Every coordinate of a path (control points included, so curves stay inside too)."""
MIN_TRACE_SEGMENTS = 3
MAX_TRACE_SEGMENTS = 40
MAX_DETAILS = 12
MAX_DETAIL_SEGMENTS = 40
MAX_FILE_BYTES = 64 * 1024
CURVE_STEPS = 16
"""Chords per curve when flattening: fine enough that nodes sit within 0.1 of the curve."""

PACK_FILE = "_packed.json"
"""Every shipped outline in one file (`outline_pack`); its name is no outline id."""

_ARITY = {"M": 2, "L": 2, "C": 6, "Q": 4, "Z": 0}
_KEYS = {"id", "trace", "closed", "details"}


class _Patterns:
    """The path and id patterns, compiled on first use: a board drawn from the pack never
    needs them, and compiling them is a few milliseconds of the app's start."""

    def __init__(self) -> None:
        n = r"\d+(?:\.\d+)?"
        self.token = re.compile(r"([MLCQZ])|(\d+(?:\.\d+)?)|[\s,]+|(.)", re.S)
        self.well_formed = re.compile(
            rf"(?:[\s,]*(?:[ML][\s,]*{n}[\s,]+{n}|Q[\s,]*{n}(?:[\s,]+{n}){{3}}"
            rf"|C[\s,]*{n}(?:[\s,]+{n}){{5}}|Z))+[\s,]*")
        self.command = re.compile(r"([MLCQZ])([^MLCQZ]*)")
        self.id = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")


@cache
def _patterns() -> _Patterns:
    return _Patterns()


def _is_id(value: object) -> bool:
    return isinstance(value, str) and len(value) <= MAX_ID and _patterns().id.fullmatch(value) is not None


class OutlineError(ValueError):
    """An outline file or path that cannot be used; the message is one sentence."""


class Segment(NamedTuple):
    """One drawn piece: `kind` L, C or Q and its points after the start (controls, then end)."""

    kind: str
    points: tuple[Point, ...]

    @property
    def end(self) -> Point:
        return self.points[-1]


class PathData(NamedTuple):
    """One subpath: where it starts, its segments (a Z adds the closing line) and closure."""

    start: Point
    segments: tuple[Segment, ...]
    closed: bool

    def flatten(self, steps: int = CURVE_STEPS) -> list[Point]:
        """The path as a polyline: curves cut into `steps` chords, lines kept as they are."""
        cubic, quad = _weights(steps)
        pts = [self.start]
        x0, y0 = self.start
        for seg in self.segments:
            if seg.kind == "L":
                pts.append(seg.end)
            elif seg.kind == "C":
                (x1, y1), (x2, y2), (x3, y3) = seg.points
                pts += [(a * x0 + b * x1 + c * x2 + d * x3, a * y0 + b * y1 + c * y2 + d * y3)
                        for a, b, c, d in cubic]
            else:
                (x1, y1), (x2, y2) = seg.points
                pts += [(a * x0 + b * x1 + c * x2, a * y0 + b * y1 + c * y2) for a, b, c in quad]
            x0, y0 = seg.end
        return pts

    def coordinates(self) -> list[Point]:
        """Every point written in the path, control points included."""
        return [self.start] + [p for seg in self.segments for p in seg.points]


@cache
def _weights(steps: int) -> tuple[tuple[tuple[float, ...], ...], tuple[tuple[float, ...], ...]]:
    """Bernstein weights of the points t = 1/steps .. 1 of a cubic and of a quadratic curve."""
    ts = [i / steps for i in range(1, steps + 1)]
    cubic = tuple(((1 - t) ** 3, 3 * (1 - t) ** 2 * t, 3 * (1 - t) * t * t, t ** 3) for t in ts)
    quad = tuple(((1 - t) ** 2, 2 * (1 - t) * t, t * t) for t in ts)
    return cubic, quad


def parse_path(text: str, where: str = "path") -> PathData:
    """Read one subpath of absolute M/L/C/Q/Z commands; `where` names it in a refusal."""
    if not isinstance(text, str):
        raise OutlineError(f"{where} is not a string of path data.")
    patterns = _patterns()
    if patterns.well_formed.fullmatch(text):
        # the common case, checked in one regex pass: split into commands and numbers
        cmds = patterns.command.findall(text)
        if cmds[0][0] == "M" and all(c != "M" for c, _ in cmds[1:]) \
                and all(c != "Z" for c, _ in cmds[:-1]) and len(cmds) > 1 and cmds[1][0] != "Z":
            values = [[float(v) for v in nums.replace(",", " ").split()] for _, nums in cmds]
            start = (values[0][0], values[0][1])
            segments = [Segment(c, tuple((v[k], v[k + 1]) for k in range(0, len(v), 2)))
                        for (c, _), v in zip(cmds[1:], values[1:]) if c != "Z"]
            closed = cmds[-1][0] == "Z"
            if closed and segments[-1].end != start:
                segments.append(Segment("L", (start,)))
            return PathData(start, tuple(segments), closed)
    return _parse_slowly(text, where)


def _parse_slowly(text: str, where: str) -> PathData:
    """The token-by-token reading, which finds where a malformed path goes wrong."""
    # (position, command letter or "", number): one regex pass, a refusal at the first
    # character that is neither a command, a plain number nor a separator
    tokens: list[tuple[int, str, float]] = []
    for m in _patterns().token.finditer(text):
        cmd, num, bad = m.groups()
        if bad is not None:
            raise OutlineError(
                f"{where} has {excerpt(bad, 4)!r} at position {m.start()}, where only "
                "M, L, C, Q, Z and plain numbers may be.")
        if cmd is not None:
            tokens.append((m.start(), cmd, 0.0))
        elif num is not None:
            tokens.append((m.start(), "", float(num)))
    if not tokens:
        raise OutlineError(f"{where} is empty.")
    start: Point | None = None
    segments: list[Segment] = []
    closed = False
    i, count = 0, len(tokens)
    while i < count:
        at, cmd, value = tokens[i]
        if not cmd:
            raise OutlineError(f"{where} has the number {value:g} at position {at} where a "
                               "command letter is expected.")
        if closed:
            raise OutlineError(f"{where} goes on after Z at position {at}; Z may only end a path.")
        if (cmd == "M") != (start is None):
            raise OutlineError(
                f"{where} must start with one M and has no other; {cmd} at position {at} breaks that.")
        n = _ARITY[cmd]
        args = tokens[i + 1:i + 1 + n]
        if len(args) < n or any(a[1] for a in args):
            raise OutlineError(f"{where} gives {cmd} at position {at} fewer than its {n} numbers.")
        i += 1 + n
        if i < count and not tokens[i][1]:
            raise OutlineError(f"{where} gives {cmd} at position {at} more than its {n} numbers.")
        pts = tuple((args[k][2], args[k + 1][2]) for k in range(0, n, 2))
        if cmd == "M":
            start = pts[0]
        elif cmd == "Z":
            closed = True
        else:
            segments.append(Segment(cmd, pts))
    assert start is not None
    if not segments:
        raise OutlineError(f"{where} has a start but nothing drawn from it.")
    if closed and segments[-1].end != start:
        segments.append(Segment("L", (start,)))
    return PathData(start, tuple(segments), closed)


class Outline:
    """A checked outline with its trace measured, ready to place nodes and cut strokes."""

    __slots__ = ("id", "trace", "details", "closed", "_pts", "_cum")

    def __init__(self, outline_id: str, trace: PathData, details: tuple[PathData, ...]) -> None:
        self.id = outline_id
        self.trace = trace
        self.details = details
        self.closed = trace.closed
        # measured on first use: drawing an outline needs its paths only, and a board's
        # shelf draws a few dozen of them before the window's first frame
        self._pts: list[Point] | None = None
        self._cum: list[float] = []

    def _points(self) -> list[Point]:
        """The flattened trace; the first call flattens it and adds up its length along the
        way (`_cum`)."""
        pts = self._pts
        if pts is None:
            pts = self.trace.flatten()
            cum = [0.0]
            for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
                cum.append(cum[-1] + math.hypot(x1 - x0, y1 - y0))
            self._pts, self._cum = pts, cum
        return pts

    def __repr__(self) -> str:
        return f"Outline({self.id!r}, length={self.length():.1f}, closed={self.closed})"

    def polyline(self) -> list[Point]:
        """The flattened trace (for a closed trace, its last point is its first)."""
        return list(self._points())

    def length(self) -> float:
        self._points()
        return self._cum[-1]

    def point_at(self, fraction: float) -> Point:
        """The point at `fraction` (clamped to 0..1) of the trace's length from its start."""
        self._points()
        return self._at(min(max(fraction, 0.0), 1.0) * self._cum[-1])[1]

    def _at(self, s: float) -> tuple[int, Point]:
        """The index of the polyline piece holding arc length `s`, and the point there."""
        pts = self._points()
        cum = self._cum
        i = min(max(bisect.bisect_right(cum, s) - 1, 0), len(cum) - 2)
        span = cum[i + 1] - cum[i]
        t = (s - cum[i]) / span if span > 0 else 0.0
        (x0, y0), (x1, y1) = pts[i], pts[i + 1]
        return i, (x0 + (x1 - x0) * t, y0 + (y1 - y0) * t)

    def node_fractions(self, n: int) -> list[float]:
        """Where the n nodes sit: k/(n-1) of the length on an open trace, k/n on a closed one."""
        if n < 2:
            raise OutlineError(f"outline {self.id} needs at least 2 nodes, not {n}.")
        return [k / (n if self.closed else n - 1) for k in range(n)]

    def node_points(self, n: int) -> list[Point]:
        return [self.point_at(f) for f in self.node_fractions(n)]

    def stroke_fractions(self, n: int, k: int) -> tuple[float, float]:
        """Stroke k of an n-node item: node k to node k+1; on a closed trace the last stroke
        runs from the last node round to the start (fraction 1.0)."""
        strokes = n if self.closed else n - 1
        if not 0 <= k < strokes:
            raise OutlineError(f"outline {self.id} with {n} nodes has no stroke {k}.")
        fr = self.node_fractions(n)
        return fr[k], (fr[k + 1] if k + 1 < n else 1.0)

    def subpath(self, f0: float, f1: float) -> list[Point]:
        """The trace between two fractions as a polyline from `f0`'s point to `f1`'s
        (reversed when f1 < f0), with every flattened vertex between them."""
        if f1 < f0:
            return self.subpath(f1, f0)[::-1]
        total = self.length()
        i0, p0 = self._at(min(max(f0, 0.0), 1.0) * total)
        i1, p1 = self._at(min(max(f1, 0.0), 1.0) * total)
        inner = self._points()[i0 + 1:i1 + 1]
        # a fraction that falls on a vertex would repeat it
        if inner and inner[-1] == p1:
            inner = inner[:-1]
        if inner and inner[0] == p0:
            inner = inner[1:]
        return [p0, *inner, p1]

    def bounds(self) -> tuple[float, float, float, float]:
        """(left, top, right, bottom) of the flattened trace."""
        pts = self._points()
        xs = [p[0] for p in pts]
        ys = [p[1] for p in pts]
        return min(xs), min(ys), max(xs), max(ys)

    def close_passes(self, min_distance: float = 6.0, arc_gap: float = 20.0,
                     step: float = 1.0) -> list[tuple[float, float, float]]:
        """Where the trace comes within `min_distance` of a part of itself more than `arc_gap`
        away along it (round the loop's shorter way when closed): a fold-back or a near pass,
        where nodes could meet. Each as (fraction, earlier fraction, distance), one per
        sample, so an empty list is a clean trace. The 20-unit gap lets a corner as sharp as a
        five-point star's 36 degree tip pass while a hairpin narrower than 6 units fails."""
        total = self.length()
        count = max(int(total / step), 2)
        samples = [self._at(total * i / count)[1] for i in range(count + (0 if self.closed else 1))]
        grid: dict[tuple[int, int], list[int]] = {}
        found = []
        for j, (x, y) in enumerate(samples):
            gx, gy = int(x // min_distance), int(y // min_distance)
            worst = None
            for cx in (gx - 1, gx, gx + 1):
                for cy in (gy - 1, gy, gy + 1):
                    for i in grid.get((cx, cy), ()):
                        gap = (j - i) * total / count
                        if self.closed:
                            gap = min(gap, total - gap)
                        d = math.hypot(samples[i][0] - x, samples[i][1] - y)
                        if gap > arc_gap and d < min_distance and (worst is None or d < worst[2]):
                            worst = (j / count, i / count, d)
            if worst is not None:
                found.append(worst)
            grid.setdefault((gx, gy), []).append(j)
        return found


def outline_from_dict(data: object, expected_id: str | None = None) -> Outline:
    """Check one outline's raw JSON value strictly and build it; OutlineError otherwise."""
    name = expected_id or "an outline"
    if not isinstance(data, dict):
        raise OutlineError(f"{name} is not a JSON object.")
    keys = set(data)
    if keys != _KEYS:
        extra, missing = sorted(map(str, keys - _KEYS)), sorted(_KEYS - keys)
        what = f"{excerpt(extra[0])} is not one" if extra else f"{missing[0]} is missing"
        raise OutlineError(f"{name} must have exactly the keys closed, details, id and trace "
                           f"({what}).")
    oid = data["id"]
    if not _is_id(oid):
        raise OutlineError(f"{name} has the id {excerpt(oid)!r}, not lowercase words joined by -.")
    if expected_id is not None and oid != expected_id:
        raise OutlineError(f"{name} has the id {oid!r}, which does not match its file name.")
    closed, details = data["closed"], data["details"]
    if not isinstance(details, list) or len(details) > MAX_DETAILS:
        raise OutlineError(f"outline {oid}: details must be a list of at most {MAX_DETAILS} paths.")
    trace = parse_path(data["trace"], f"outline {oid} trace")
    parsed = [parse_path(text, f"outline {oid} detail {k}") for k, text in enumerate(details)]
    return checked_outline(oid, closed, trace, parsed)


def checked_outline(oid: str, closed: object, trace: PathData, details: list[PathData]) -> Outline:
    """The outline made of paths already read (from its file or from the pack), once its
    closure, sizes and every coordinate are checked; OutlineError otherwise."""
    if not isinstance(closed, bool):
        raise OutlineError(f"outline {oid}: closed must be true or false.")
    if len(details) > MAX_DETAILS:
        raise OutlineError(f"outline {oid}: details must be a list of at most {MAX_DETAILS} paths.")
    if trace.closed != closed:
        raise OutlineError(f"outline {oid}: closed is {str(closed).lower()} but its trace "
                           f"{'does not end' if closed else 'ends'} with Z.")
    if not MIN_TRACE_SEGMENTS <= len(trace.segments) <= MAX_TRACE_SEGMENTS:
        raise OutlineError(f"outline {oid}: its trace has {len(trace.segments)} segments, not "
                           f"{MIN_TRACE_SEGMENTS} to {MAX_TRACE_SEGMENTS}.")
    for k, path in enumerate(details):
        if len(path.segments) > MAX_DETAIL_SEGMENTS:
            raise OutlineError(f"outline {oid}: detail {k} has more than "
                               f"{MAX_DETAIL_SEGMENTS} segments.")
    for label, path in [("trace", trace)] + [(f"detail {k}", p) for k, p in enumerate(details)]:
        for x, y in path.coordinates():
            # written so that NaN, which compares false, fails too
            if not (BOX_MIN <= x <= BOX_MAX and BOX_MIN <= y <= BOX_MAX):
                raise OutlineError(f"outline {oid}: its {label} has the point ({x:g}, {y:g}) "
                                   f"outside {BOX_MIN:g}..{BOX_MAX:g}.")
    return Outline(oid, trace, tuple(details))


@cache
def outlines_dir() -> Path | None:
    """The folder of shipped outlines: packaged data, or the source tree's resources/outlines."""
    return data_folder("daydream_qt.resources.outlines", "resources/outlines", "*.json")


def read_outline_file(path: Path) -> Outline:
    """One outline file, checked: its name (without .json) must be its id."""
    p = Path(path)
    try:
        if p.stat().st_size > MAX_FILE_BYTES:
            raise OutlineError(f"{p.name} is larger than an outline file can be "
                               f"({MAX_FILE_BYTES // 1024} KB).")
        data = json.loads(p.read_text(encoding="utf-8"))
    except OSError as exc:
        raise OutlineError(f"cannot read {p.name}: {exc.strerror or exc}.") from None
    except UnicodeDecodeError:
        raise OutlineError(f"{p.name} is not UTF-8 text.") from None
    except json.JSONDecodeError as exc:
        raise OutlineError(f"{p.name} is not valid JSON (line {exc.lineno}, "
                           f"column {exc.colno}).") from None
    except RecursionError:
        raise OutlineError(f"{p.name} is nested too deeply.") from None
    return outline_from_dict(data, p.stem)


@cache
def load_outline(outline_id: str) -> Outline:
    """The shipped outline of item `outline_id`; OutlineError when missing or broken."""
    from .outline_pack import packed_outline

    found = packed_outline(outline_id)
    if found is not None:
        return found
    if not _is_id(outline_id):
        raise OutlineError(f"{excerpt(outline_id)!r} is not an outline id.")
    folder = outlines_dir()
    path = folder / f"{outline_id}.json" if folder is not None else None
    if path is None or not path.is_file():
        raise OutlineError(f"there is no outline for the item {outline_id}.")
    return read_outline_file(path)


def outline_files() -> list[Path]:
    """The shipped outline files, one per id (the pack is not one of them)."""
    folder = outlines_dir()
    return sorted(p for p in folder.glob("*.json") if p.name != PACK_FILE) if folder is not None else []


@cache
def library() -> Mapping[str, Outline]:
    """Every shipped outline by id, read from its own file (once); the first broken file
    raises OutlineError."""
    return MappingProxyType({p.stem: read_outline_file(p) for p in outline_files()})
