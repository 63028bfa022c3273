"""Gestures turned into candidate actions: plain objects fed scene positions by the view.

The view decides which interaction a press starts (a trace when it lands on the pen or
on the target of the pending stroke, a tap otherwise) and forwards press/move/release in
scene coordinates, the same way for a mouse, a finger (synthesized mouse) and a tablet
pen. Interactions never decide a rule: they hand the controller an action and the engine
accepts or explains a refusal.

What draws the pending stroke (the help's "Drawing strokes" page says the same):
  - a tap on the pen (the round mark) or on the target (the diamond);
  - a line from one of them to the other, either way, roughly along the item's outline;
    running on past the end is fine: the line counts from where it reached it.
Every other gesture while a stroke is pending draws nothing and says why in one sentence
(`stroke_words`): a line started elsewhere, a line that never reached the other end, a
line astray from the outline, a tap on another node, a tap that slid off.
"""

from __future__ import annotations

import math
from bisect import insort
from collections.abc import Callable
from typing import Literal

from PySide6.QtCore import QCoreApplication, QPointF
from PySide6.QtGui import QPainterPath
from PySide6.QtWidgets import QGraphicsPathItem

from daydream_qt.ui.board import explain
from daydream_qt.ui.board.item_art import curve_points
from daydream_qt.ui.board.painter import path_item
from daydream_qt.ui.board.scene import BoardScene, Target
from daydream_qt.ui.core.controller import GameController
from daydream_qt.ui.style.board import marker_pen
from daydream_qt.ui.style.motion import fade

TAP_SLOP = 14.0
"""How far (scene units) a tap may wander between press and release."""
NODE_RADIUS = 24.0
"""How close (scene units) to a node a trace must start or end, at most: on a small item
it is also at most 45% of the item's smallest node spacing, so neighbours stay apart."""
NODE_REACH_PX = 14.0
"""...and at least this many device pixels, whatever the zoom (a fingertip)."""
CURVE_SLACK = 0.35
"""A trace may stray from the outline's curve, on average, by this share of the straight
distance between its two nodes (a straight line between them strays by a quarter at most),
and at its worst by twice that: it scales with the node spacing on screen."""
CURVE_SLACK_PX = 12.0
INK_W = 3.6


def _dist(a: QPointF, b: QPointF) -> float:
    return math.hypot(a.x() - b.x(), a.y() - b.y())


def _seg_dist(p: QPointF, a: QPointF, b: QPointF) -> float:
    dx, dy = b.x() - a.x(), b.y() - a.y()
    span = dx * dx + dy * dy
    t = 0.0 if span == 0 else max(0.0, min(1.0, ((p.x() - a.x()) * dx + (p.y() - a.y()) * dy) / span))
    return math.hypot(p.x() - a.x() - t * dx, p.y() - a.y() - t * dy)


def curve_distances(points: list[QPointF], curve: list[QPointF]) -> list[float]:
    """How far each of `points` lies from the polyline `curve`."""
    pieces = list(zip(curve, curve[1:])) or [(curve[0], curve[0])]
    return [min(_seg_dist(p, a, b) for a, b in pieces) for p in points]


def follows_curve(points: list[QPointF], curve: list[QPointF], px: float = 1.0) -> bool:
    """True when a drawn line (`points`) runs roughly along `curve` (see CURVE_SLACK);
    `px` is the scene size of a device pixel where it was drawn."""
    if not points or not curve:
        return False
    tol = _tolerance(curve, px)
    far = sorted(curve_distances(points, curve))
    return sum(far) / len(far) <= tol and far[int(0.9 * (len(far) - 1))] <= 2 * tol


def _tolerance(curve: list[QPointF], px: float) -> float:
    """How far from `curve` a drawn line may run on average (twice that for its worst tenth)."""
    return max(CURVE_SLACK * _dist(curve[0], curve[-1]), CURVE_SLACK_PX * px)


Refusal = Literal["start", "to_target", "to_pen", "astray", "node", "slid"]
"""Why a gesture drew nothing: a line started elsewhere, one that never reached the target
or the pen, one astray from the outline, a tap on another node, a tap that slid off."""


def _t(text: str) -> str:
    return QCoreApplication.translate("BoardScene", text)


def stroke_words(why: Refusal) -> str:
    """The one sentence that says why a gesture drew nothing, in the interface language."""
    if why == "start":
        return _t("No stroke drawn: a line starts on the round pen or on the diamond target.")
    if why == "to_target":
        return _t("No stroke drawn: the line did not reach the diamond target.")
    if why == "to_pen":
        return _t("No stroke drawn: the line did not reach the round pen.")
    if why == "astray":
        return _t("No stroke drawn: the line strayed too far from the drawing's outline.")
    if why == "node":
        return _t("No stroke drawn: tap the round pen or the diamond target, not another node.")
    return _t("Nothing done: the pointer moved between press and release, which is not a tap.")


def reaches(points: list[QPointF], curve: list[QPointF], end: QPointF, reach: float,
            px: float = 1.0) -> tuple[bool, bool]:
    """(reached, followed): whether a line (`points`) came within `reach` of `end`, and
    whether, up to some point where it did, it ran along `curve` (what follows is ignored:
    overshooting is allowed)."""
    reached = False
    if not curve:
        return any(_dist(p, end) <= reach for p in points), False
    # `follows_curve` of each prefix, with the distances measured once: a running sum and
    # the prefix's distances kept sorted (a long line released near its end stays quick)
    tol = _tolerance(curve, px)
    far: list[float] = []
    total = 0.0
    for k, (p, d) in enumerate(zip(points, curve_distances(points, curve), strict=True)):
        insort(far, d)
        total += d
        if _dist(p, end) <= reach:
            reached = True
            if k and total / (k + 1) <= tol and far[int(0.9 * k)] <= 2 * tol:
                return True, True
    return reached, False


def pressure_width(pressure: float | None) -> float:
    """The live ink's width for a tablet pen's pressure (0..1); a mouse or finger: normal."""
    if pressure is None or pressure <= 0:
        return INK_W
    return INK_W * (0.45 + 1.1 * min(pressure, 1.0))


class Interaction:
    """press → move* → release, in scene coordinates. `say` reports a sentence."""

    def __init__(self, controller: GameController, scene: BoardScene,
                 say: Callable[[str], None] | None = None) -> None:
        self.controller = controller
        self.scene = scene
        self.say = say or (lambda _text: None)
        self.px = 1.0
        """Scene units per device pixel in the view the gesture is made on (set by it)."""
        self.pressure: float | None = None
        """A tablet pen's pressure (0..1), None for a mouse or a finger (set by the view)."""

    def press(self, pos: QPointF) -> None:
        pass

    def move(self, pos: QPointF) -> None:
        pass

    def release(self, pos: QPointF) -> bool:
        """End the gesture; True when it led to an action being submitted."""
        return False

    def cancel(self) -> None:
        pass


class TapInteraction(Interaction):
    """A press and release on the same thing: write a cell, choose a line or a bonus, draw."""

    def __init__(self, controller: GameController, scene: BoardScene,
                 say: Callable[[str], None] | None = None) -> None:
        super().__init__(controller, scene, say)
        self._start: QPointF | None = None
        self._target: Target | None = None

    def press(self, pos: QPointF) -> None:
        self._start = QPointF(pos)
        self._target = self.target_at(pos)

    def target_at(self, pos: QPointF) -> Target | None:
        """The scene's target under `pos`, or the score box."""
        target = self.scene.target_at(pos)
        lay = self.scene.layout
        if target is None and lay is not None and lay.score_rect.contains(pos):
            return Target("score_box", None)
        return target

    def release(self, pos: QPointF) -> bool:
        start, target = self._start, self._target
        self._start = self._target = None
        if start is None:
            return False
        if _dist(start, pos) > max(TAP_SLOP, NODE_REACH_PX * self.px):
            # a drag that no interaction takes: say why it did nothing
            if self.controller.next_stroke() is not None:
                self.say(stroke_words("start"))
            elif target is not None and target.role != "score_box":
                self.say(stroke_words("slid"))
            return False
        if target is None or self.target_at(pos) != target:
            return False
        return self.activate(target)

    def activate(self, target: Target) -> bool:
        """What a tap on `target` means; the engine judges it."""
        c = self.controller
        sheet = self.scene.sheet
        if target.role == "score_box":
            # A tap opens the live breakdown (touch has no hover); a second tap closes it.
            if explain.showing(self.scene, "score"):
                explain.clear(self.scene, "score")
            else:
                explain.show_score(self.scene)
            return True
        if target.role == "bonus_button":
            return c.choose_bonus(str(target.index))
        index = target.index
        if target.role in ("line_icon_dot", "line_icon_sun"):
            if sheet.line_choice and isinstance(index, int):
                return c.choose_line(index)
            return False
        if target.role == "item_node":
            stroke = c.next_stroke()
            if stroke is None or not isinstance(index, tuple):
                return False
            item, node = index
            # Tapping the pen or its target draws the stroke: tracing is not required.
            if item == stroke.item and node in (sheet.pen, stroke.to_node):
                return c.submit(stroke)
            self.say(stroke_words("node"))
            return False
        if target.role == "cell" and isinstance(index, int):
            return c.write_at(index)
        return False

    def cancel(self) -> None:
        self._start = self._target = None


class TraceInteraction(Interaction):
    """A line from the pen to the target, or from the target to the pen, roughly along the
    item's outline, draws the next stroke (see the module docstring)."""

    def __init__(self, controller: GameController, scene: BoardScene,
                 say: Callable[[str], None] | None = None) -> None:
        super().__init__(controller, scene, say)
        self._ink: QGraphicsPathItem | None = None
        self._path: QPainterPath | None = None
        self._start: QPointF | None = None
        self._points: list[QPointF] = []
        self._from_target = False
        """The line started on the target (and goes to the pen)."""

    def node_reach(self, item: int) -> float:
        """How close (scene units) to a node of `item` a trace must start or end."""
        lay = self.scene.placed_layout
        nodes = [lay.node_point(item, n) for n in range(len(lay.board.defn.items[item].nodes))]
        gap = min((_dist(a, b) for k, a in enumerate(nodes) for b in nodes[k + 1:]), default=NODE_RADIUS)
        return max(min(NODE_RADIUS, 0.45 * gap), NODE_REACH_PX * self.px)

    def can_start(self, pos: QPointF) -> bool:
        """True when a stroke is pending and `pos` is on its pen or its target (the nearer)."""
        stroke = self.controller.next_stroke()
        if stroke is None or self.scene.layout is None:
            return False
        pen = self.scene.node_pos(stroke.item, self.scene.sheet.pen)
        target = self.scene.node_pos(stroke.item, stroke.to_node)
        reach = self.node_reach(stroke.item)
        if min(_dist(pos, pen), _dist(pos, target)) > reach:
            return False
        self._from_target = _dist(pos, target) < _dist(pos, pen)
        return True

    def press(self, pos: QPointF) -> None:
        self._start = QPointF(pos)
        self._points = [QPointF(pos)]
        self._path = QPainterPath(pos)
        self._ink = self.scene.add(path_item(self._path, marker_pen(self.scene.ink, pressure_width(self.pressure))),
                                   "live_ink", None, 9, cache=False)

    def move(self, pos: QPointF) -> None:
        if self._ink is None or self._path is None:
            return
        self._points.append(QPointF(pos))
        self._path.lineTo(pos)
        self._ink.setPath(self._path)
        if self.pressure is not None:
            self._ink.setPen(marker_pen(self.scene.ink, pressure_width(self.pressure)))

    def release(self, pos: QPointF) -> bool:
        if self._ink is None:
            return False
        self.move(pos)
        start, points = self._start, self._points
        self._drop_ink()
        stroke = self.controller.next_stroke()
        if stroke is None:
            return False
        sheet = self.scene.sheet
        reach = self.node_reach(stroke.item)
        if start is not None and _dist(pos, start) <= max(TAP_SLOP, NODE_REACH_PX * self.px):
            # A tap on the pen or the target: draw the stroke too (no fine motor control needed).
            return self.controller.submit(stroke)
        curve = curve_points(self.scene.placed_layout, stroke.item, sheet.pen, stroke.to_node)
        if self._from_target:
            curve = curve[::-1]
        end = curve[-1]
        reached, followed = reaches(points, curve, end, reach, self.px)
        if followed:
            return self.controller.submit(stroke)
        if reached:
            self.say(stroke_words("astray"))
        else:
            self.say(stroke_words("to_pen" if self._from_target else "to_target"))
        return False

    def cancel(self) -> None:
        self._drop_ink()

    def _drop_ink(self) -> None:
        """Fade the live ink away: the real stroke (if any) is drawn by the scene."""
        ink, self._ink, self._path, self._points = self._ink, None, None, []
        if ink is None:
            return
        scene = self.scene
        fade(scene, (ink,), 0.7, 0.0, 200, "InQuad", done=lambda: scene.discard(ink))
