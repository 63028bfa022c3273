"""The board's printed art: shapes made the cheap way are the shapes they stand for."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF, QRectF

from daydream_qt.ui.style import art


@pytest.fixture(autouse=True)
def _app(qapp):
    return qapp


def _vertices(path) -> list[tuple[float, float]]:
    return sorted((round(path.elementAt(i).x, 6), round(path.elementAt(i).y, 6))
                  for i in range(path.elementCount()))


def _render(draw, extent: float, scale: float, offset: tuple[float, float] = (0.0, 0.0)):
    """`draw(painter)` antialiased, centred (plus `offset` pixels) on a paper-coloured image
    `extent` scene units across, at `scale` pixels a unit."""
    from PySide6.QtGui import QColor, QImage, QPainter

    size = int(extent * scale) + 16
    image = QImage(size, size, QImage.Format.Format_RGB32)
    image.fill(QColor(250, 246, 238))
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.translate(size / 2 + offset[0], size / 2 + offset[1])
    p.scale(scale, scale)
    draw(p)
    p.end()
    return image


def _differences(a, b) -> list[int]:
    """Per pixel, the sum of the three channels' differences."""
    return [sum(abs(ca - cb) for ca, cb in zip(a.pixelColor(x, y).getRgb()[:3], b.pixelColor(x, y).getRgb()[:3]))
            for y in range(a.height()) for x in range(a.width())]


def _cloud_one_bump_at_a_time(w: float, h: float, variant: int):
    """The cloud as it was first made: the body united with each bump in turn."""
    from PySide6.QtGui import QPainterPath

    rng = random.Random(variant)
    body = QPainterPath()
    body.addRoundedRect(QRectF(-w * 0.46, -h * 0.34, w * 0.92, h * 0.76), w * 0.3, h * 0.3)
    for bx, by, br in [(-0.24, -0.2, 0.25), (0.06, -0.26, 0.27), (0.29, -0.1, 0.2),
                       (-0.33, 0.1, 0.16), (0.33, 0.16, 0.14)]:
        bx += rng.uniform(-0.025, 0.025)
        by += rng.uniform(-0.02, 0.02)
        bump = QPainterPath()
        bump.addEllipse(QPointF(bx * w, by * h), br * w, br * h)
        body = body.united(bump)
    return body.simplified()


@pytest.mark.parametrize("variant", range(5))
def test_a_cloud_is_the_union_of_its_body_and_bumps(variant):
    made = art.cloud_path(58.0, 54.0, variant)
    expected = _cloud_one_bump_at_a_time(58.0, 54.0, variant)
    assert made.elementCount() == expected.elementCount() > 60
    assert _vertices(made) == _vertices(expected)
    assert made.boundingRect() == expected.boundingRect()


def test_a_frame_outline_is_the_union_of_its_cells():
    from PySide6.QtGui import QPainterPath

    cells = ((0.0, 0.0, 40.0, 30.0), (40.0, 0.0, 40.0, 30.0), (40.0, 30.0, 40.0, 30.0))
    made = art.frame_outline(cells, 4.0, 8.0)
    expected = QPainterPath()
    for x, y, w, h in cells:
        r = QPainterPath()
        r.addRoundedRect(QRectF(x - 4, y - 4, w + 8, h + 8), 8.0, 8.0)
        expected = expected.united(r)
    expected = expected.simplified()
    assert _vertices(made) == _vertices(expected)
    # one outline round an L of three cells: no seam left between them
    assert len(made.toSubpathPolygons()) == 1


def test_a_label_is_as_high_as_asked_and_centred():
    small, large = art.letter_path("Teddy bear", 10.5), art.letter_path("Teddy bear", 21.0)
    for path in (small, large):
        centre = path.boundingRect().center()
        assert abs(centre.x()) < 1e-6 and abs(centre.y()) < 1e-6
    # laid out once and scaled: twice the size is twice as wide and high, to the rounding
    # of the size asked for (10.5 is drawn at 10 pixels, 21 at 21)
    ratio = 21 / 10
    assert large.boundingRect().width() == pytest.approx(small.boundingRect().width() * ratio, rel=1e-6)
    assert large.boundingRect().height() == pytest.approx(small.boundingRect().height() * ratio, rel=1e-6)
    # the size is the font's: a capital of a 20-pixel label is some 13-15 pixels high
    assert 12.0 < art.letter_path("H", 20.0).boundingRect().height() < 16.0


def test_an_outline_path_holds_its_outline_segment_for_segment():
    from PySide6.QtGui import QPainterPath

    from daydream_qt.engine.outlines import load_outline

    for oid in ("teapot", "cactus", "bow-kite"):
        outline = load_outline(oid)
        for sub in (outline.trace, *outline.details):
            expected = QPainterPath(QPointF(*sub.start))
            for seg in sub.segments:
                pts = [QPointF(x, y) for x, y in seg.points]
                {"L": expected.lineTo, "Q": expected.quadTo, "C": expected.cubicTo}[seg.kind](*pts)
            if sub.closed:
                expected.closeSubpath()
            made = art.outline_path(sub)
            assert made == expected and made.elementCount() > len(sub.segments)


@pytest.mark.parametrize(("radius", "width", "scale"), [(7.15, 1.2, 1.0), (7.15, 1.2, 3.0), (9.0, 1.6, 2.0)])
def test_filled_sun_rays_are_the_stroked_rays(radius, width, scale):
    """The shapes ink the same pixels as the rays stroked with a round-capped pen, at the
    board's zoom and at a 4K screen's."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QColor, QPainter, QPen

    def stroked(p: QPainter) -> None:
        p.setPen(QPen(QColor(40, 40, 40), width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                      Qt.PenJoinStyle.RoundJoin))
        p.drawPath(art.sun_rays(radius))

    def filled(p: QPainter) -> None:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(40, 40, 40))
        p.drawPath(art.sun_ray_shapes(radius, width))

    a, b = _render(stroked, 2 * radius, scale), _render(filled, 2 * radius, scale)
    paper = 250 + 246 + 238
    ink_a = sum(paper - sum(a.pixelColor(x, y).getRgb()[:3]) for y in range(a.height()) for x in range(a.width()))
    ink_b = sum(paper - sum(b.pixelColor(x, y).getRgb()[:3]) for y in range(b.height()) for x in range(b.width()))
    worst = max(_differences(a, b))
    assert ink_a > 0 and abs(ink_b - ink_a) / ink_a < 0.02  # the same amount of ink
    assert worst <= 40  # nowhere more than a faint edge pixel apart (of 3 x 255)


@pytest.mark.parametrize("scale", [1.03, 2.8])
def test_a_clouds_filled_edge_is_its_stroked_outline(scale):
    """A cloud drawn as its fill and its edge filled inks the pixels that its outline
    stroked with a bevel-joined pen of the edge's width does."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QColor, QPainter, QPen

    from daydream_qt.ui.style.board import CELL_H, CELL_W

    fill, edge = QColor(236, 241, 251), QColor(120, 140, 190)

    def stroked(p: QPainter) -> None:
        p.setPen(QPen(edge, 1.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.BevelJoin))
        p.setBrush(fill)
        p.drawPath(art.cloud_path(CELL_W, CELL_H, 2))

    def filled(p: QPainter) -> None:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(fill)
        p.drawPath(art.cloud_path(CELL_W, CELL_H, 2))
        p.setBrush(edge)
        p.drawPath(art.cloud_edge(CELL_W, CELL_H, 2, 1.5))

    a, b = _render(stroked, CELL_W, scale), _render(filled, CELL_W, scale)
    assert max(_differences(a, b)) <= 6


@pytest.mark.parametrize(("radius", "rays", "edge", "scale"),
                         [(7.15, 1.2, 0.8, 1.03), (7.15, 1.2, 0.8, 2.8), (9.0, 1.6, 1.0, 1.03)])
def test_a_printed_sun_filled_is_the_sun_stroked(radius, rays, edge, scale):
    """A sun as one yellow fill and its core's edge filled over it, against its rays and
    core filled and the core's edge stroked: at most a faint difference where a pixel
    holds both a ray's end and the core."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QColor, QPainter, QPen

    sun, rim = QColor(240, 180, 60), QColor(240, 180, 60).darker(115)

    def stroked(p: QPainter) -> None:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(sun)
        p.drawPath(art.sun_ray_shapes(radius, rays))
        p.setPen(QPen(rim, edge, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        p.drawPath(art.sun_core(radius))

    def filled(p: QPainter) -> None:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(sun)
        p.drawPath(art.sun_body(radius, rays))
        p.setBrush(rim)
        p.drawPath(art.sun_core_edge(radius, edge))

    a = _render(stroked, 2 * radius, scale, (0.3, 0.6))
    b = _render(filled, 2 * radius, scale, (0.3, 0.6))
    diffs = _differences(a, b)
    assert max(diffs) <= 60 and sum(1 for d in diffs if d > 6) < len(diffs) // 15
