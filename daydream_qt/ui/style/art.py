"""Original vector art for the board: every builder returns a QPainterPath.

Paths are drawn around the origin in *unit* sizes the caller scales with the `size`
argument, so they stay crisp at any zoom and DPI. "Marker" paths (digits, circles,
crosses, strokes) are open stroke paths meant for a round-capped pen; "printed" paths
(cloud, icons, leaf, stars) are closed outlines meant for a brush and a thin pen.
The hand-drawn look comes from a small *deterministic* wobble (seeded), so a digit
never shimmers between two repaints.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QPainterPath, QPainterPathStroker, QTransform

Point = tuple[float, float]

# ---------------------------------------------------------------- splines


def _spline(points: Sequence[Point], closed: bool = False) -> QPainterPath:
    """A smooth Catmull-Rom curve through `points` (cubic Béziers), open or closed."""
    pts = [QPointF(x, y) for x, y in points]
    path = QPainterPath(pts[0])
    if len(pts) == 2:
        path.lineTo(pts[1])
        return path
    n = len(pts)
    seq = pts + [pts[0]] if closed else pts
    for i in range(len(seq) - 1):
        p0 = seq[i - 1] if i > 0 else (pts[-1] if closed else seq[0])
        p1, p2 = seq[i], seq[i + 1]
        p3 = seq[i + 2] if i + 2 < len(seq) else (seq[(i + 2) % n] if closed else p2)
        c1 = p1 + (p2 - p0) / 6.0
        c2 = p2 - (p3 - p1) / 6.0
        path.cubicTo(c1, c2, p2)
    if closed:
        path.closeSubpath()
    return path


def _wobble(strokes: Sequence[Sequence[Point]], amount: float, seed: int) -> list[list[Point]]:
    rng = random.Random(seed)
    return [[(x + rng.uniform(-amount, amount), y + rng.uniform(-amount, amount)) for x, y in s]
            for s in strokes]


# ---------------------------------------------------------------- marker digits

# Each digit is a list of strokes; each stroke is a list of points a smooth curve passes
# through, in a box 0.6 wide and 1.0 tall centred on the origin (y grows downwards).
_DIGITS: dict[int, list[list[Point]]] = {
    0: [[(0.02, -0.47), (-0.2, -0.36), (-0.27, 0.0), (-0.18, 0.38), (0.02, 0.48), (0.21, 0.36),
         (0.27, 0.0), (0.19, -0.36), (0.0, -0.47), (-0.06, -0.42)]],
    1: [[(-0.16, -0.28), (-0.04, -0.38), (0.05, -0.48)], [(0.05, -0.48), (0.04, 0.0), (0.05, 0.48)]],
    2: [[(-0.22, -0.26), (-0.1, -0.44), (0.1, -0.46), (0.23, -0.3), (0.17, -0.08), (-0.05, 0.18),
         (-0.25, 0.46)], [(-0.25, 0.46), (0.0, 0.44), (0.27, 0.45)]],
    3: [[(-0.22, -0.38), (0.0, -0.48), (0.2, -0.37), (0.14, -0.14), (-0.06, -0.03)],
        [(-0.06, -0.03), (0.18, 0.06), (0.25, 0.27), (0.1, 0.45), (-0.1, 0.46), (-0.25, 0.36)]],
    4: [[(0.1, -0.48), (-0.08, -0.1), (-0.27, 0.18)], [(-0.27, 0.18), (0.0, 0.17), (0.28, 0.16)],
        [(0.13, -0.2), (0.12, 0.15), (0.13, 0.48)]],
    5: [[(0.24, -0.46), (0.0, -0.46), (-0.19, -0.45)], [(-0.19, -0.45), (-0.22, -0.2), (-0.23, -0.04)],
        [(-0.23, -0.04), (0.02, -0.1), (0.22, 0.06), (0.24, 0.3), (0.06, 0.47), (-0.14, 0.44),
         (-0.26, 0.34)]],
    6: [[(0.2, -0.44), (0.02, -0.46), (-0.17, -0.28), (-0.25, 0.05), (-0.2, 0.35), (0.0, 0.48),
         (0.2, 0.38), (0.24, 0.14), (0.07, -0.02), (-0.14, 0.04), (-0.23, 0.14)]],
    7: [[(-0.25, -0.45), (0.0, -0.46), (0.27, -0.46)], [(0.27, -0.46), (0.1, -0.1), (-0.08, 0.47)],
        [(-0.12, 0.0), (0.05, 0.0), (0.2, -0.01)]],
    8: [[(0.02, -0.02), (0.2, -0.15), (0.2, -0.38), (0.0, -0.48), (-0.2, -0.38), (-0.18, -0.15),
         (0.02, -0.02), (0.24, 0.13), (0.22, 0.38), (0.0, 0.48), (-0.22, 0.38), (-0.24, 0.15),
         (-0.01, -0.01)]],
    9: [[(0.21, -0.14), (0.02, -0.04), (-0.2, -0.14), (-0.22, -0.36), (-0.02, -0.48), (0.18, -0.4),
         (0.23, -0.18)], [(0.23, -0.18), (0.2, 0.15), (0.16, 0.48)]],
}


@cache
def digit_path(value: int, size: float = 1.0, seed: int = 0, wobble: float = 0.022) -> QPainterPath:
    """A hand-written digit 0-9, `size` tall, centred on the origin; stroke it with round caps.

    `seed` picks the wobble (use the cell number, so a cell keeps its handwriting);
    `wobble=0` gives a neat printed digit for reward boxes and the score.
    """
    strokes = _wobble(_DIGITS[value], wobble, seed * 10 + value) if wobble else _DIGITS[value]
    path = QPainterPath()
    for s in strokes:
        path.addPath(_spline([(x * size, y * size) for x, y in s]))
    return path


def number_path(number: int, size: float = 1.0, seed: int = 0, wobble: float = 0.0) -> QPainterPath:
    """A whole number (sign included) out of digit paths, centred on the origin."""
    text = str(number)
    advance = 0.62 * size
    width = advance * len(text)
    path = QPainterPath()
    for i, ch in enumerate(text):
        x = -width / 2 + advance * (i + 0.5)
        if ch == "-":
            path.moveTo(x - 0.18 * size, 0.0)
            path.lineTo(x + 0.18 * size, 0.0)
            continue
        path.addPath(digit_path(int(ch), size, seed + i, wobble).translated(x, 0.0))
    return path


# ---------------------------------------------------------------- marks


def marker_circle(rx: float, ry: float, seed: int = 0) -> QPainterPath:
    """A marker ellipse around something: one loop that overshoots its start, like a pen would."""
    rng = random.Random(seed)
    start = rng.uniform(-2.2, -1.4)
    pts = []
    steps = 14
    for i in range(steps + 2):
        a = start + 2 * math.pi * i / steps * 1.05
        grow = 1.0 + 0.05 * (i / steps) + rng.uniform(-0.025, 0.025)
        pts.append((rx * grow * math.cos(a), ry * grow * math.sin(a)))
    return _spline(pts)


def cross_out(half: float, seed: int = 0) -> QPainterPath:
    """Two slightly wobbly strokes crossing a square of half-side `half`."""
    rng = random.Random(seed)

    def j() -> float:
        return rng.uniform(-0.08, 0.08) * half

    path = _spline([(-half + j(), -half + j()), (j() * 0.5, j() * 0.5), (half + j(), half + j())])
    path.addPath(_spline([(half + j(), -half + j()), (j() * 0.5, j() * 0.5), (-half + j(), half + j())]))
    return path


def wobbly_polyline(points: Sequence[QPointF], seed: int = 0, amount: float = 0.8) -> QPainterPath:
    """A marker stroke through `points` (scene units), straight segments with a faint bow."""
    if not points:
        return QPainterPath()
    rng = random.Random(seed)
    path = QPainterPath(points[0])
    for a, b in zip(points, points[1:], strict=False):
        mid = (a + b) / 2
        d = b - a
        length = math.hypot(d.x(), d.y()) or 1.0
        normal = QPointF(-d.y() / length, d.x() / length)
        path.quadTo(mid + normal * rng.uniform(-amount, amount), b)
    return path


# ---------------------------------------------------------------- cells and icons


@cache
def cloud_path(w: float, h: float, variant: int = 0) -> QPainterPath:
    """A soft cloud filling a w x h box centred on the origin: a rounded body with bumps."""
    rng = random.Random(variant)
    # the body and its bumps as overlapping subpaths, merged into one outline by a single
    # `simplified` (winding fill: their union), the same outline as uniting them one by one
    # at half the cost
    body = QPainterPath()
    body.setFillRule(Qt.FillRule.WindingFill)
    body.addRoundedRect(QRectF(-w * 0.46, -h * 0.34, w * 0.92, h * 0.76), w * 0.3, h * 0.3)
    bumps = [(-0.24, -0.2, 0.25), (0.06, -0.26, 0.27), (0.29, -0.1, 0.2), (-0.33, 0.1, 0.16),
             (0.33, 0.16, 0.14)]
    for bx, by, br in bumps:
        bx += rng.uniform(-0.025, 0.025)
        by += rng.uniform(-0.02, 0.02)
        r = br * w
        body.addEllipse(QPointF(bx * w, by * h), r, r * h / w)
    return body.simplified()


@cache
def cloud_edge(w: float, h: float, variant: int, width: float) -> QPainterPath:
    """The outline of `cloud_path` as a `width`-wide shape to fill (bevel joins): the ink a
    pen of that width would lay along it, worked out once for every cloud of the shape.

    A board has some thirty clouds of four shapes; stroked as they are painted, each one is
    worked out anew, and again for its item's bounds."""
    return _inked(cloud_path(w, h, variant), width, Qt.PenJoinStyle.BevelJoin)


def _inked(path: QPainterPath, width: float, join: Qt.PenJoinStyle) -> QPainterPath:
    """The shape a round-capped pen `width` wide, with `join`s, inks along `path`."""
    stroker = QPainterPathStroker()
    stroker.setWidth(width)
    stroker.setJoinStyle(join)
    stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
    return stroker.createStroke(path)


def _circle(r: float, cx: float = 0.0, cy: float = 0.0) -> QPainterPath:
    p = QPainterPath()
    p.addEllipse(QPointF(cx, cy), r, r)
    return p


@cache
def pen_mark(r: float) -> QPainterPath:
    """Where the pen stands on an item: a round disc of radius r under the node."""
    return _circle(r)


@cache
def target_mark(r: float) -> QPainterPath:
    """Where the next stroke goes: a diamond ring, corners r from its centre on the axes (a
    shape apart from the pen's disc, not a colour alone)."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    for k in (1.0, 0.58):
        d = r * k
        path.moveTo(0, -d)
        path.lineTo(d, 0)
        path.lineTo(0, d)
        path.lineTo(-d, 0)
        path.closeSubpath()
    return path


@cache
def dot_icon(r: float) -> QPainterPath:
    """The dot of a line end: a plain round dot."""
    return _circle(r * 0.55)


@cache
def sun_rays(r: float, rays: int = 8) -> QPainterPath:
    """The rays of a sun icon (stroke them), around a core of radius r * 0.5."""
    path = QPainterPath()
    for i in range(rays):
        a = 2 * math.pi * i / rays - math.pi / 2
        path.moveTo(math.cos(a) * r * 0.68, math.sin(a) * r * 0.68)
        path.lineTo(math.cos(a) * r, math.sin(a) * r)
    return path


@cache
def sun_ray_shapes(r: float, width: float, rays: int = 8) -> QPainterPath:
    """The rays of `sun_rays` as `width`-wide shapes with round ends, to fill (no pen).

    The same ink as stroking `sun_rays` with a round-capped pen of that width, to a
    hundredth of a unit, without Qt's stroker: it draws a round cap as curves, and the
    hundreds of short rays of a board made a tenth of its first frame."""
    path = QPainterPath()
    h = width / 2
    # a half circle round a ray's end in eight steps: (along the ray, across it), across
    # from one side (+1) over the tip to the other (-1)
    half = [(math.sin(math.pi * j / 8), math.cos(math.pi * j / 8)) for j in range(9)]
    for i in range(rays):
        a = 2 * math.pi * i / rays - math.pi / 2
        ux, uy = math.cos(a), math.sin(a)  # along the ray; across it: (-uy, ux)
        ox, oy, ix, iy = ux * r, uy * r, ux * r * 0.68, uy * r * 0.68
        outer = [(ox + h * (ux * al - uy * ac), oy + h * (uy * al + ux * ac)) for al, ac in half]
        inner = [(ix - h * (ux * al - uy * ac), iy - h * (uy * al + ux * ac)) for al, ac in half]
        path.moveTo(*outer[0])
        for x, y in outer[1:] + inner:
            path.lineTo(x, y)
        path.closeSubpath()
    return path


@cache
def sun_core(r: float) -> QPainterPath:
    return _circle(r * 0.48)


@cache
def sun_body(r: float, ray_width: float) -> QPainterPath:
    """A printed sun's yellow, to fill: its core and its rays (`sun_ray_shapes`), which do
    not touch. The core's edge is `sun_core_edge`, filled over it."""
    path = QPainterPath(sun_ray_shapes(r, ray_width))
    path.addPath(sun_core(r))
    return path


@cache
def sun_core_edge(r: float, width: float) -> QPainterPath:
    """The ring a `width`-wide pen inks round `sun_core(r)`, to fill: made once for every sun
    of that size, where a pen would stroke each one as it is painted, and once more for its
    item's bounds."""
    return _inked(sun_core(r), width, Qt.PenJoinStyle.RoundJoin)


@cache
def star_path(r: float, points: int = 5, inner: float = 0.45) -> QPainterPath:
    """A star with `points` tips, outer radius r, pointing up."""
    path = QPainterPath()
    for i in range(points * 2):
        a = math.pi * i / points - math.pi / 2
        rr = r if i % 2 == 0 else r * inner
        pt = QPointF(math.cos(a) * rr, math.sin(a) * rr)
        if i == 0:
            path.moveTo(pt)
        else:
            path.lineTo(pt)
    path.closeSubpath()
    return path


@cache
def big_star_path(r: float) -> QPainterPath:
    """A constellation big star: a plump 5-point star with a tiny sparkle."""
    path = star_path(r, 5, 0.5)
    sparkle = star_path(r * 0.28, 4, 0.3).translated(r * 0.95, -r * 0.8)
    return path.united(sparkle)


@cache
def moon_path(r: float) -> QPainterPath:
    """A crescent moon opening to the right."""
    return _circle(r).subtracted(_circle(r * 0.82, r * 0.48, -r * 0.22))


@cache
def leaf_path(size: float) -> QPainterPath:
    """A leaf, tip up-right, `size` long, centred on the origin (outline and midrib)."""
    s = size / 2
    path = QPainterPath(QPointF(-s, s * 0.55))
    path.cubicTo(QPointF(-s * 0.9, -s * 0.5), QPointF(s * 0.2, -s * 0.95), QPointF(s, -s * 0.6))
    path.cubicTo(QPointF(s * 0.75, s * 0.3), QPointF(-s * 0.1, s * 0.9), QPointF(-s, s * 0.55))
    path.closeSubpath()
    return path


@cache
def leaf_vein(size: float) -> QPainterPath:
    s = size / 2
    path = QPainterPath(QPointF(-s * 1.12, s * 0.68))
    path.quadTo(QPointF(0.0, -s * 0.05), QPointF(s * 0.8, -s * 0.5))
    return path


@cache
def thorn_plant(height: float, slots: int) -> QPainterPath:
    """The solo thorn plant (stroke it): a small pot, a bending stalk, two leaves and a bud."""
    h = height
    pot = QPainterPath(QPointF(-h * 0.17, h * 0.36))
    pot.lineTo(h * 0.17, h * 0.36)
    pot.lineTo(h * 0.13, h * 0.5)
    pot.lineTo(-h * 0.13, h * 0.5)
    pot.closeSubpath()
    pot.moveTo(-h * 0.19, h * 0.36)
    pot.lineTo(h * 0.19, h * 0.36)
    path = QPainterPath(QPointF(0.0, h * 0.36))
    path.cubicTo(QPointF(-h * 0.12, h * 0.1), QPointF(h * 0.12, -h * 0.2), QPointF(0.0, -h * 0.42))
    path.addPath(pot)
    path.addPath(leaf_path(h * 0.2).translated(h * 0.1, h * 0.2))
    path.addPath(_circle(h * 0.045, 0.0, -h * 0.46))
    return path


def thorn_slot(index: int, height: float, slots: int) -> tuple[QPointF, float]:
    """Where thorn `index` grows on the stem: base point and side (+1 right, -1 left)."""
    t = (index + 0.6) / (slots + 0.4)
    y = height * 0.3 - t * height * 0.68
    # Follow the stem's bend roughly (the same S-curve as thorn_plant).
    x = -height * 0.06 * math.sin(2 * math.pi * t)
    return QPointF(x, y), (1.0 if index % 2 == 0 else -1.0)


def thorn_path(size: float, side: float) -> QPainterPath:
    """A thorn: a small curved spike growing sideways from the stem."""
    path = QPainterPath(QPointF(0.0, -size * 0.3))
    path.quadTo(QPointF(side * size * 0.5, -size * 0.25), QPointF(side * size, -size * 0.55))
    path.quadTo(QPointF(side * size * 0.45, size * 0.05), QPointF(0.0, size * 0.3))
    path.closeSubpath()
    return path


# ---------------------------------------------------------------- modules


@cache
def note_paths(double: bool, size: float) -> tuple[tuple[QPainterPath, ...], QPainterPath]:
    """A musical note: (head paths to fill, stem/flag/beam path to stroke), `size` tall."""
    s = size

    def head(cx: float, cy: float) -> QPainterPath:
        p = QPainterPath()
        p.addEllipse(QPointF(0.0, 0.0), s * 0.2, s * 0.14)
        return QTransform().translate(cx, cy).rotate(-22).map(p)

    if not double:
        heads: tuple[QPainterPath, ...] = (head(-s * 0.05, s * 0.32),)
        body = QPainterPath(QPointF(s * 0.13, s * 0.28))
        body.lineTo(s * 0.13, -s * 0.45)
        body.quadTo(QPointF(s * 0.2, -s * 0.2), QPointF(s * 0.38, -s * 0.1))
        return heads, body
    heads = (head(-s * 0.3, s * 0.34), head(s * 0.22, s * 0.28))
    body = QPainterPath(QPointF(-s * 0.12, s * 0.3))
    body.lineTo(-s * 0.12, -s * 0.42)
    body.lineTo(s * 0.4, -s * 0.48)
    body.lineTo(s * 0.4, s * 0.24)
    return heads, body


@cache
def polaroid_frame(w: float, h: float) -> tuple[QPainterPath, QRectF]:
    """A polaroid: the frame outline and the photo window rect (the value goes there)."""
    outer = QPainterPath()
    outer.addRoundedRect(QRectF(-w / 2, -h / 2, w, h), w * 0.06, w * 0.06)
    window = QRectF(-w / 2 + w * 0.1, -h / 2 + w * 0.1, w * 0.8, h - w * 0.1 - h * 0.26)
    return outer, window


@cache
def garland_moon(r: float) -> QPainterPath:
    """A moon of the garland: a round disc with a crescent shadow line, filled later."""
    return _circle(r)


@cache
def frame_outline(cells: tuple[tuple[float, float, float, float], ...], grow: float,
                  radius: float) -> QPainterPath:
    """The outline of a frame family: the rounded union of its cell rects grown by `grow`."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)  # one `simplified`: their union (see cloud_path)
    for x, y, w, h in cells:
        path.addRoundedRect(QRectF(x - grow, y - grow, w + 2 * grow, h + 2 * grow), radius, radius)
    return path.simplified()


def frame_grow(family: int) -> float:
    """How far the outline of frame family `family` stands out of its cells: each family a
    little further, so that two outlining one cell are both seen."""
    return 1.0 + 3.0 * family


FRAME_PEN = 2.2
"""The width of a frame family's outline."""


@cache
def bonus_icon(kind: str, size: float) -> QPainterPath:
    """The icon of a bonus button: a small sun or leaf with a plus (stroke and fill)."""
    path = QPainterPath()
    if kind == "sun":
        path.addPath(sun_core(size * 0.36))
        path.addPath(sun_rays(size * 0.36))
    else:
        path.addPath(leaf_path(size * 0.55))
    plus = size * 0.12
    path.moveTo(size * 0.32 - plus, size * 0.3)
    path.lineTo(size * 0.32 + plus, size * 0.3)
    path.moveTo(size * 0.32, size * 0.3 - plus)
    path.lineTo(size * 0.32, size * 0.3 + plus)
    return path


_PIPS = {
    1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}


@cache
def die_face_path(value: int, size: float = 1.0) -> QPainterPath:
    """A die face with pips as holes (fill it with OddEvenFill... the default), `size` wide."""
    path = QPainterPath()
    path.addRoundedRect(QRectF(-size / 2, -size / 2, size, size), size * 0.2, size * 0.2)
    for px, py in _PIPS.get(value, []):
        path.addEllipse(QPointF(px * size * 0.25, py * size * 0.25), size * 0.085, size * 0.085)
    return path


LETTER_PX = 32
"""The font size every printed label is laid out at (`letter_path`)."""


@cache
def letter_path(text: str, size: float) -> QPainterPath:
    """A printed label (panel letters) as a path, centred on the origin, `size` pixels high.

    Laid out at one font size and scaled: the glyphs' outlines are the font's own at any
    size, and one size is one font engine for all the board's labels, not one per size."""
    font = QFont("DejaVu Serif")
    font.setPixelSize(LETTER_PX)
    font.setWeight(QFont.Weight.Normal)
    path = QPainterPath()
    path.addText(QPointF(0.0, 0.0), font, text)
    r = path.boundingRect()
    k = max(1, round(size)) / LETTER_PX
    return QTransform(k, 0, 0, k, -r.center().x() * k, -r.center().y() * k).map(path)


# ---------------------------------------------------------------- shelf items


def hand_line(points: Sequence[QPointF], seed: int = 0, amount: float = 0.6,
              closed: bool = False) -> QPainterPath:
    """A marker line through many close `points` (a flattened curve): each point is nudged
    across the line by a slow wave, so the ink looks drawn by hand yet stays on the curve."""
    if not points:
        return QPainterPath()
    rng = random.Random(seed)
    phase, wave = rng.uniform(0, 2 * math.pi), rng.uniform(14.0, 22.0)
    path = QPainterPath(points[0])
    walked = 0.0
    for k in range(1, len(points)):
        a, b = points[k - 1], points[k]
        d = b - a
        length = math.hypot(d.x(), d.y())
        walked += length
        if k == len(points) - 1 or not length:
            path.lineTo(b)  # the ends stay on their nodes
            continue
        off = amount * math.sin(walked / wave + phase)
        path.lineTo(b.x() - d.y() / length * off, b.y() + d.x() / length * off)
    if closed:
        path.closeSubpath()
    return path


def outline_path(subpath) -> QPainterPath:
    """An outline's subpath (`engine.outlines.PathData`) with its curves kept, in its box's
    coordinates (a caller maps it onto the shelf).

    Each segment is one call with its numbers: a point at a time, through QPointF, a shelf's
    six hundred segments made four times as many calls into Qt."""
    path = QPainterPath()
    path.moveTo(*subpath.start)
    line, quad, cubic = path.lineTo, path.quadTo, path.cubicTo
    for kind, points in subpath.segments:
        if kind == "L":
            line(*points[0])
        elif kind == "Q":
            quad(*points[0], *points[1])
        else:
            cubic(*points[0], *points[1], *points[2])
    if subpath.closed:
        path.closeSubpath()
    return path
