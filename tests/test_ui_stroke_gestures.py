"""Strokes drawn by gesture: what is accepted (a tap on the pen or the target, a line between
them either way along the outline, overshooting allowed), one sentence for each gesture
that draws nothing, a pen and a target of different shapes, and a focus view that leaves
the line just completed in sight and shows no other item's marks."""

from __future__ import annotations

import math
import random

import pytest
from boardkit import make_board
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from uikit import stroke_pending

from daydream_qt.engine import Game, LineState, RollDice, WriteDie, builtin_board
from daydream_qt.ui.board.item_art import curve_points
from daydream_qt.ui.core.controller import GameController

LEFT = Qt.MouseButton.LeftButton


def strokes_pending():
    """Two sun strokes pending: row 1 = 1, 2 is a run."""
    game = Game(make_board(["..", ".."], items=["dsdds", "ds"]), mode="scoresheet", seats=("Ann",))
    ctrl = GameController(game)
    ctrl.submit(RollDice((1, 2), True))
    ctrl.write_at(0)
    ctrl.write_at(1)
    assert ctrl.next_stroke() is not None
    return game, ctrl


def pending(board_id: str = "DEF", seed: int = 3) -> tuple[Game, GameController]:
    """A solo game played at random until a stroke is pending."""
    return stroke_pending(board_id, seed)


def drag_through(qtbot, view, points: list[QPointF], steps: int = 4) -> None:
    vp = view.viewport()
    pts = [view.mapFromScene(p) for p in points]
    qtbot.mousePress(vp, LEFT, pos=pts[0])
    for a, b in zip(pts, pts[1:]):
        for k in range(1, steps + 1):
            QTest.mouseMove(vp, a + (b - a) * (k / steps))
    qtbot.mouseRelease(vp, LEFT, pos=pts[-1])


def one_sentence(text: str) -> bool:
    return bool(text) and text.endswith(".") and ". " not in text and "\n" not in text


def px(view) -> float:
    return 1.0 / view.transform().m11()


def ends(view, ctrl, game):
    stroke = ctrl.next_stroke()
    scene = view.board_scene
    sheet = game.state.sheets[0]
    return stroke, scene.node_pos(stroke.item, sheet.pen), scene.node_pos(stroke.item, stroke.to_node)


# ---------------------------------------------------------------- accepted gestures


def test_a_tap_on_the_target_draws_the_stroke(qtbot, make_view):
    game, ctrl = strokes_pending()
    view = make_view(ctrl)
    stroke, pen, target = ends(view, ctrl, game)
    qtbot.mouseClick(view.viewport(), LEFT, pos=view.mapFromScene(target))
    assert game.state.sheets[0].pen == stroke.to_node


def test_a_line_from_the_target_to_the_pen_draws_the_stroke(qtbot, make_view):
    game, ctrl = strokes_pending()
    view = make_view(ctrl)
    stroke, pen, target = ends(view, ctrl, game)
    drag_through(qtbot, view, [target, pen])
    assert game.state.sheets[0].pen == stroke.to_node


def test_overshooting_the_target_still_draws_the_stroke(qtbot, make_view):
    game, ctrl = strokes_pending()
    view = make_view(ctrl)
    stroke, pen, target = ends(view, ctrl, game)
    ahead = target - pen
    ahead /= math.hypot(ahead.x(), ahead.y())
    drag_through(qtbot, view, [pen, target, target + ahead * (45 * px(view))])
    assert game.state.sheets[0].pen == stroke.to_node


# ---------------------------------------------------------------- refused, in one sentence


def test_a_line_starting_away_from_the_pen_says_why_in_one_sentence(qtbot, make_view):
    game, ctrl = strokes_pending()
    view = make_view(ctrl)
    stroke, pen, target = ends(view, ctrl, game)
    away = target - pen
    away /= math.hypot(away.x(), away.y())
    start = pen - away * (70 * px(view))
    before = game.state.snapshot()
    with qtbot.waitSignal(view.message, timeout=1000) as said:
        drag_through(qtbot, view, [start, target])
    assert game.state.snapshot() == before
    assert one_sentence(said.args[0]) and "pen" in said.args[0], said.args[0]


def test_a_line_ending_elsewhere_says_why_in_one_sentence(qtbot, make_view):
    game, ctrl = strokes_pending()
    view = make_view(ctrl)
    stroke, pen, target = ends(view, ctrl, game)
    before = game.state.snapshot()
    with qtbot.waitSignal(view.message, timeout=1000) as said:
        drag_through(qtbot, view, [pen, view.board_scene.layout.footer_rect.center()])
    assert game.state.snapshot() == before
    assert one_sentence(said.args[0]) and "target" in said.args[0], said.args[0]


def test_a_line_astray_from_the_outline_says_why_in_one_sentence(qtbot, make_view):
    game, ctrl = pending("DEF")
    view = make_view(ctrl, (974, 620))
    stroke = ctrl.next_stroke()
    sheet = game.state.sheets[0]
    curve = curve_points(view.board_scene.layout, stroke.item, sheet.pen, stroke.to_node)
    box = view.board_scene.layout.item_rects[stroke.item]
    detour = [curve[0], box.topLeft() + QPointF(-box.width() * 0.05, -box.width() * 0.05),
              box.bottomLeft(), box.bottomRight(), box.topRight(), curve[-1]]
    before = game.state.snapshot()
    with qtbot.waitSignal(view.message, timeout=1000) as said:
        drag_through(qtbot, view.focus, detour, 3)
    assert game.state.snapshot() == before
    assert one_sentence(said.args[0]) and "outline" in said.args[0], said.args[0]


def test_a_tap_on_another_node_says_why_in_one_sentence(qtbot, make_view):
    game, ctrl = strokes_pending()
    view = make_view(ctrl)
    stroke, pen, target = ends(view, ctrl, game)
    other = view.board_scene.node_pos(stroke.item, 3)
    with qtbot.waitSignal(view.message, timeout=1000) as said:
        qtbot.mouseClick(view.viewport(), LEFT, pos=view.mapFromScene(other))
    assert one_sentence(said.args[0]), said.args[0]


# ---------------------------------------------------------------- the pen and the target


def _marks(scene):
    marks = {}
    for it in scene.items_with_role("node_glow"):
        marks[it.data(1)] = it
    return marks


@pytest.mark.parametrize("board_id,seed", [("DEF", 3), ("A", 5), ("ABC", 2)])
def test_the_pen_and_the_target_differ_in_shape_and_never_overlap(qtbot, make_view, board_id, seed):
    game, ctrl = pending(board_id, seed)
    view = make_view(ctrl, (974, 620))
    scene = view.board_scene
    stroke = ctrl.next_stroke()
    sheet = game.state.sheets[0]
    pen_item = next(it for it in scene.items_with_role("node_glow") if it.data(0) == "node_glow"
                    and it.data(1) == (stroke.item, sheet.pen))
    target_item = next(it for it in scene.items_with_role("node_glow") if it.data(1) == (stroke.item, stroke.to_node))
    a, b = pen_item.path(), target_item.path()
    assert a.elementCount() != b.elementCount()
    # a disc holds the point at 45 degrees, 0.85 of its radius out; a diamond does not
    ra = a.boundingRect().width() / 2
    rb = b.boundingRect().width() / 2
    assert a.contains(QPointF(0.6 * ra, 0.6 * ra)) and not b.contains(QPointF(0.6 * rb, 0.6 * rb))
    assert a.contains(QPointF(0.85 * ra, 0)) and b.contains(QPointF(0.85 * rb, 0))
    # every node pair of the item is far enough apart for the two marks, whichever they are
    lay = scene.layout
    n = len(game.board.defn.items[stroke.item].nodes)
    pts = [lay.node_point(stroke.item, k) for k in range(n)]
    gap = min(math.dist(p.toTuple(), q.toTuple()) for i, p in enumerate(pts) for q in pts[i + 1:])
    assert ra + rb < gap, (ra, rb, gap)


# ---------------------------------------------------------------- the focus view


def completed_line(game: Game) -> int:
    """The line completed by the seat's last write (the one giving the pending strokes)."""
    sheet = game.state.sheets[0]
    write = next(a for a in reversed(game.log) if isinstance(a, WriteDie) and a.seat == 0)
    lines = [li for li in game.board.cell_lines[write.cell] if sheet.line_state[li] != LineState.OPEN]
    assert lines
    return lines[0]


@pytest.mark.parametrize("board_id,seed", [("DEF", 3), ("A", 5), ("ABC", 2), ("A", 11)])
@pytest.mark.parametrize("size", [(974, 620), (1400, 900), (700, 900)])
def test_the_focus_view_leaves_the_completed_line_in_sight(make_view, board_id, seed, size):
    game, ctrl = pending(board_id, seed)
    view = make_view(ctrl, size)
    focus = view.focus
    line = completed_line(game)
    lay = view.board_scene.layout
    if not focus.isVisible():
        return  # no room for a focus at all: the whole board shows
    for cell in game.board.lines[line]:
        on_screen = view.mapFromScene(lay.cell_rect(cell)).boundingRect()
        assert not focus.geometry().intersects(on_screen), (cell, focus.geometry(), on_screen)


def after_a_bonus_item(board_id: str = "A", seed: int = 1) -> tuple[Game, GameController]:
    """A solo game played at random until a stroke is pending on the item after one with
    a bonus mark (its bonus taken, so circled)."""
    game = Game(builtin_board(board_id), seed=seed)
    ctrl = GameController(game)
    rng = random.Random(seed)
    items = game.board.defn.items
    while True:
        sheet = game.state.sheets[0]
        if ctrl.next_stroke() is not None and sheet.item >= 1 and items[sheet.item - 1].bonus:
            return game, ctrl
        assert not game.over
        if game.to_move() is None:
            ctrl.roll()
        elif ctrl.next_stroke() is not None:
            ctrl.draw_next_stroke()
        else:
            acts = [a for a in ctrl.legal() if a.kind != "give_up"] or ctrl.legal()
            ctrl.submit(acts[rng.randrange(len(acts))])


def test_the_focus_view_shows_no_other_items_marks(qtbot, make_view):
    """The item before the one drawn has a bonus mark in its top right corner: the focus
    view's margin round the item must not show it."""
    game, ctrl = after_a_bonus_item()
    view = make_view(ctrl, (974, 620))
    focus = view.focus
    scene = view.board_scene
    item = focus.item
    shown = focus.mapToScene(focus.viewport().rect()).boundingRect()
    box = scene.layout.item_rects[item]
    image = focus.viewport().grab().toImage()
    paper = QColor(scene.backgroundBrush().color())
    for other, rect in enumerate(scene.layout.item_rects):
        if other == item:
            continue
        for it in scene.items(rect.adjusted(-20, -20, 20, 20)):
            role = it.data(0) if it.data(0) is not None else None
            if role not in ("item_bonus", "item_bonus_choice", "item_node", "item_outline", "item_ink"):
                continue
            if it.data(1) != other and not (isinstance(it.data(1), tuple) and it.data(1)[0] == other):
                continue
            mark = it.sceneBoundingRect() & shown
            if mark.isEmpty() or box.contains(mark):
                continue
            centre = focus.mapFromScene(mark.center())
            colour = image.pixelColor(centre)
            assert abs(colour.red() - paper.red()) + abs(colour.green() - paper.green()) \
                + abs(colour.blue() - paper.blue()) < 30, (other, role, colour.name())


def test_a_tap_that_slides_off_a_cloud_writes_nothing_and_says_why(qtbot, make_view):
    game = Game(make_board(["...", "..."]), mode="scoresheet", seats=("Ann",))
    ctrl = GameController(game)
    ctrl.submit(RollDice((1, 5), True))
    view = make_view(ctrl)
    scene = view.board_scene
    cell = min(ctrl.legal_cells())
    before = game.state.snapshot()
    with qtbot.waitSignal(view.message, timeout=1000) as said:
        drag_through(qtbot, view, [scene.cell_pos(cell), scene.cell_pos(cell) + QPointF(0, 60 * px(view))])
    assert game.state.snapshot() == before
    assert one_sentence(said.args[0]) and "tap" in said.args[0], said.args[0]


def test_reaches_is_follows_curve_of_each_prefix():
    """`reaches` answers what `follows_curve` says of the line's prefixes that end near the
    target, measured once (a line of 800 moves released near its end took 46 s before)."""
    from daydream_qt.ui.board.interactions import follows_curve, reaches

    def naive(points, curve, end, reach):
        hit = False
        for k, p in enumerate(points):
            if math.dist((p.x(), p.y()), (end.x(), end.y())) <= reach:
                hit = True
                if k and follows_curve(points[:k + 1], curve):
                    return True, True
        return hit, False

    rng = random.Random(5)
    curve = [QPointF(x, 0.3 * x) for x in range(0, 101, 10)]
    end = curve[-1]
    for _ in range(300):
        points = [QPointF(rng.uniform(-10, 110), rng.uniform(-20, 50)) for _ in range(rng.randrange(1, 30))]
        if rng.random() < 0.5:
            points = [QPointF(c.x() + rng.uniform(-3, 3), c.y() + rng.uniform(-3, 3)) for c in curve] + points
        assert reaches(points, curve, end, 12.0) == naive(points, curve, end, 12.0)
