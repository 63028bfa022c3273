"""A finished item's short celebration: a ring of light that swells and fades, and a few
sparks flying out of the drawing; everything takes itself away after CELEBRATION_MS."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QPainterPath

from daydream_qt.ui.board.painter import path_item
from daydream_qt.ui.style.board import GLOW, GLOW_EDGE, SUN, brush, pen

ROLE = "celebration"
Z_CELEBRATION = 9
CELEBRATION_MS = 750
SPARKS = 8


def _spark(r: float) -> QPainterPath:
    """A four-pointed twinkle."""
    p = QPainterPath(QPointF(0, -r))
    for k in range(1, 8):
        a = k * math.pi / 4
        rr = r if k % 2 == 0 else r * 0.3
        p.lineTo(QPointF(rr * math.sin(a), -rr * math.cos(a)))
    p.closeSubpath()
    return p


def celebrate(scene, item: int, ink: str) -> list:
    """Start the celebration of item `item` in `scene` (sparks in gold and in the seat's
    `ink`); returns the items it shows."""
    from PySide6.QtCore import QEasingCurve, QVariantAnimation

    box = scene.layout.item_rects[item]
    centre = box.center()
    halo = QPainterPath()
    halo.addEllipse(QPointF(0, 0), box.width() * 0.6, box.height() * 0.6)
    halo.addEllipse(QPointF(0, 0), box.width() * 0.5, box.height() * 0.5)
    ring = scene.add(path_item(halo, pen(GLOW_EDGE, 2.0), brush(GLOW), centre), ROLE, item,
                     Z_CELEBRATION, cache=False)
    reach = max(box.width(), box.height()) * 0.55
    sparks = []
    for k in range(SPARKS):
        a = 2 * math.pi * k / SPARKS + 0.3
        spark = path_item(_spark(5.5 if k % 2 else 7.5), pen(SUN.darker(115), 0.8),
                          brush(SUN if k % 2 else QColor(ink)), centre)
        sparks.append((scene.add(spark, ROLE, item, Z_CELEBRATION, cache=False),
                       QPointF(math.cos(a), math.sin(a))))
    shown = [ring] + [s for s, _ in sparks]

    def step(t: float) -> None:
        try:
            ring.setScale(0.85 + 0.45 * t)
            ring.setOpacity(1.0 - t * t)
            for spark, way in sparks:
                spark.setPos(centre + way * (reach * (0.6 + 0.7 * t)))
                spark.setRotation(90 * t)
                spark.setOpacity(1.0 - t)
        except RuntimeError:  # the board was rebuilt meanwhile: its items are gone
            anim.stop()

    def done() -> None:
        for it in shown:
            try:
                scene.discard(it)
            except RuntimeError:
                pass

    anim = QVariantAnimation(scene)
    anim.setStartValue(0.0)
    anim.setEndValue(1.0)
    anim.setDuration(CELEBRATION_MS)
    anim.setEasingCurve(QEasingCurve.Type.OutCubic)
    anim.valueChanged.connect(step)
    anim.finished.connect(done)
    step(0.0)
    anim.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)
    return shown

