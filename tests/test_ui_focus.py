"""The shelf at play size: items drawn as their outlines, a layout that fits the view's
shape, the item being drawn shown large (FocusView), and traces that follow the curve."""

from __future__ import annotations

import itertools
import math
import random

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QPainter, QPointingDevice, QTabletEvent
from PySide6.QtWidgets import QApplication
from uikit import stroke_pending, trace_on

from daydream_qt.engine import BOARD_IDS, Game, builtin_board
from daydream_qt.engine.outlines import load_outline
from daydream_qt.ui.board.item_art import curve_points
from daydream_qt.ui.board.layout import compute_layout
from daydream_qt.ui.core.controller import GameController

LEFT = Qt.MouseButton.LeftButton
SHAPES = {"landscape": 974 / 620, "portrait": 404 / 620, "square": 1.0, "wide": 2560 / 1300}


def pending(board_id: str = "A", seed: int = 3) -> tuple[Game, GameController]:
    """A solo game played at random until a stroke is pending."""
    return stroke_pending(board_id, seed)


def draw_pending(game: Game, ctrl: GameController) -> None:
    """Draw every pending stroke (a bonus choice taking the leaf), until none is left."""
    while ctrl.next_stroke() is not None or game.state.sheets[0].bonus_pending:
        if game.state.sheets[0].bonus_pending:
            ctrl.choose_bonus("leaf")
        else:
            ctrl.draw_next_stroke()


WHOLE_DEF = (1700, 1150)
"""A view DEF is shown whole in (see `view.BoardView.play_rect`): the focus view shows the
item being drawn. In smaller ones the view itself zooms on it."""


# ---------------------------------------------------------------- the layout


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("board_id", BOARD_IDS)
def test_items_never_overlap_and_nodes_lie_on_their_outline(qapp, board_id, shape):
    board = builtin_board(board_id)
    lay = compute_layout(board, True, SHAPES[shape])
    boxes = lay.item_rects
    for (i, a), (j, b) in itertools.combinations(enumerate(boxes), 2):
        assert not a.intersects(b), f"{board_id}: items {i} and {j} overlap"
    for box in boxes:
        assert lay.scene_rect.contains(box)
        assert not box.intersects(lay.grid_rect) and not box.intersects(lay.footer_rect)
        assert box.width() == box.height()  # an outline's box is square
    for i, item in enumerate(board.defn.items):
        unit = boxes[i].width() / 100  # scene units per unit of the outline's box
        placed = load_outline(item.outline).node_points(len(item.nodes))
        for n, (x, y) in enumerate(placed):
            p, q = lay.node_point(i, n), lay.outline_point(i, x, y)
            assert math.hypot(p.x() - q.x(), p.y() - q.y()) < 0.5 * unit


@pytest.mark.parametrize("board_id", BOARD_IDS)
def test_the_shelf_goes_beside_a_landscape_grid_and_above_a_portrait_one(qapp, board_id):
    board = builtin_board(board_id)
    wide = compute_layout(board, True, SHAPES["landscape"])
    tall = compute_layout(board, True, SHAPES["portrait"])
    assert wide.plan.beside and not tall.plan.beside
    assert min(r.left() for r in wide.item_rects) > wide.grid_rect.right()
    assert max(r.bottom() for r in tall.item_rects) < tall.grid_rect.top()
    # each shape is laid out nearer to its own: the scene's aspect follows the view's
    assert wide.scene_rect.width() / wide.scene_rect.height() > tall.scene_rect.width() / tall.scene_rect.height()


def test_the_view_lays_the_board_out_again_when_its_shape_changes(qtbot, make_view):
    game, ctrl = pending("DEF")
    view = make_view(ctrl, (1100, 650))
    assert view.board_scene.layout.plan.beside
    written = len(view.board_scene.items_with_role("digit"))
    view.resize(420, 700)
    qtbot.waitUntil(lambda: not view.board_scene.layout.plan.beside)
    assert len(view.board_scene.items_with_role("digit")) == written  # the sheet is redrawn whole
    drawn = view.mapFromScene(view.board_scene.sceneRect()).boundingRect()
    assert drawn.width() >= 0.9 * view.viewport().width() or drawn.height() >= 0.9 * view.viewport().height()


# ---------------------------------------------------------------- the shelf's drawing


def test_items_are_drawn_as_their_outlines_and_ink_follows_the_curve(qtbot, make_view):
    game, ctrl = pending("A")
    view = make_view(ctrl, (1100, 700))
    scene = view.board_scene
    assert len(scene.items_with_role("item_outline")) == len(game.board.items)
    stroke = ctrl.next_stroke()
    ctrl.submit(stroke)
    ink = [it for it in scene.items_with_role("item_ink") if it.data(1) == stroke.item]
    assert len(ink) == 1
    curve = curve_points(scene.layout, stroke.item, 0, stroke.to_node)
    middle = curve[len(curve) // 2]
    # the ink passes by the curve's middle (hand wobble: within 1.5 units), not the chord
    path = ink[0].path()
    near = min(math.hypot(path.pointAtPercent(t / 200).x() - middle.x(),
                          path.pointAtPercent(t / 200).y() - middle.y()) for t in range(201))
    assert near < 1.5


def test_a_finished_item_is_inked_whole_and_filled(qtbot, make_view):
    game, ctrl = pending("A")
    view = make_view(ctrl, (1100, 700))
    scene = view.board_scene
    item = ctrl.next_stroke().item
    rng = random.Random(1)
    while game.state.sheets[0].item == item:  # play on until the item is finished
        assert not game.over
        if game.to_move() is None:
            ctrl.roll()
        else:
            acts = ctrl.legal()
            strokes = [a for a in acts if a.kind == "stroke"]
            ctrl.submit(strokes[0] if strokes else acts[rng.randrange(len(acts))])
    ink = [it for it in scene.items_with_role("item_ink") if it.data(1) == item]
    outline = load_outline(game.board.defn.items[item].outline)
    assert ink and ink[0].pen().color().name() == game.seats[0].ink.lower()
    # the whole trace: as long as the outline (scaled), not just up to the last node
    unit = scene.layout.item_rects[item].width() / 100
    assert ink[0].path().length() == pytest.approx(outline.length() * unit, rel=0.05)
    fills = [it for it in scene.items_with_role("item_fill") if it.data(1) == item]
    assert len(fills) == (1 if outline.closed else 0)
    if fills:
        assert 0 < fills[0].brush().color().alpha() < 80
    if outline.details:
        assert [it for it in scene.items_with_role("item_detail_ink") if it.data(1) == item]


# ---------------------------------------------------------------- the focus view


def test_the_focus_shows_the_item_being_drawn_and_hides_after(qtbot, make_view):
    game, ctrl = pending("DEF")
    view = make_view(ctrl, WHOLE_DEF)
    focus = view.focus
    stroke = ctrl.next_stroke()
    assert focus.isVisible() and focus.item == stroke.item
    # over the grid, not over the item on the shelf
    item_on_screen = view.mapFromScene(view.board_scene.layout.item_rects[stroke.item]).boundingRect()
    assert not focus.geometry().intersects(item_on_screen)
    # every stroke at least twice as long as on the shelf (the focus leaves the line just
    # completed in sight, so it may be smaller than the grid's whole place)
    shelf = [math.dist(*(view.mapFromScene(view.board_scene.node_pos(stroke.item, n)).toTuple() for n in (k, k + 1)))
             for k in range(len(focus.stroke_lengths()))]
    assert all(f > 2 * s for f, s in zip(focus.stroke_lengths(), shelf, strict=True))
    draw_pending(game, ctrl)
    assert not focus.isVisible() and focus.item is None


def test_the_focus_view_lets_go_of_the_layers_pictures_when_it_hides(qtbot, make_view):
    """A large board's layers make a picture for each view that paints them; the focus
    view's go when it hides, so no hidden view holds megabytes of them."""
    game, ctrl = pending("DEF")
    view = make_view(ctrl, (1700, 1000))
    view.board_scene.start_caching()
    focus = view.focus
    assert focus.isVisible()
    assert not focus.renderHints() & QPainter.RenderHint.SmoothPixmapTransform
    focus.viewport().grab()
    layers = view.board_scene.static_layers
    holding = [layer for layer in layers if id(focus.viewport()) in layer._pixmaps]
    assert holding, "the focus view painted no layer through its own picture"
    draw_pending(game, ctrl)
    assert not focus.isVisible()
    assert not [layer for layer in layers if id(focus.viewport()) in layer._pixmaps]


def focus_curve(view, stroke, sheet) -> list[QPointF]:
    return curve_points(view.board_scene.layout, stroke.item, sheet.pen, stroke.to_node)


def test_tracing_along_the_curve_in_the_focus_view_draws_the_stroke(qtbot, make_view):
    game, ctrl = pending("DEF")
    view = make_view(ctrl, WHOLE_DEF)
    sheet = game.state.sheets[0]
    stroke = ctrl.next_stroke()
    trace_on(qtbot, view.focus, focus_curve(view, stroke, sheet))
    assert (game.state.sheets[0].item, game.state.sheets[0].pen) == (stroke.item, stroke.to_node)


def test_tracing_along_the_curve_in_the_main_view_draws_the_stroke(qtbot, make_view):
    game, ctrl = pending("A")
    view = make_view(ctrl, (974, 620))
    sheet = game.state.sheets[0]
    stroke = ctrl.next_stroke()
    trace_on(qtbot, view, focus_curve(view, stroke, sheet))
    assert game.state.sheets[0].pen == stroke.to_node or game.state.sheets[0].item > stroke.item


def test_a_scribble_far_from_the_outline_is_refused_with_one_sentence(qtbot, make_view):
    game, ctrl = pending("DEF")
    view = make_view(ctrl, WHOLE_DEF)
    sheet = game.state.sheets[0]
    stroke = ctrl.next_stroke()
    curve = focus_curve(view, stroke, sheet)
    box = view.board_scene.layout.item_rects[stroke.item]
    # from the pen out to a corner of the item's box and far round, then to the target
    detour = [curve[0], box.topLeft() + QPointF(-box.width() * 0.05, -box.width() * 0.05),
              box.bottomLeft(), box.bottomRight(), box.topRight(), curve[-1]]
    before = game.state.snapshot()
    with qtbot.waitSignal(view.message, timeout=1000) as said:
        trace_on(qtbot, view.focus, detour)
    assert game.state.snapshot() == before
    assert said.args[0].startswith("No stroke drawn: ")


def test_a_tablet_pen_traces_in_the_focus_view_and_pressure_sets_the_ink(qtbot, make_view):
    game, ctrl = pending("DEF")
    view = make_view(ctrl, WHOLE_DEF)
    focus = view.focus
    sheet = game.state.sheets[0]
    stroke = ctrl.next_stroke()
    points = [QPointF(focus.mapFromScene(p)) for p in focus_curve(view, stroke, sheet)]
    device = QPointingDevice.primaryPointingDevice()
    widths = []

    def send(kind, pos, pressure, buttons=LEFT):
        ev = QTabletEvent(kind, device, pos, QPointF(focus.viewport().mapToGlobal(pos.toPoint())),
                          pressure, 0.0, 0.0, 0.0, 0.0, 0.0, Qt.KeyboardModifier.NoModifier, LEFT, buttons)
        QApplication.sendEvent(focus.viewport(), ev)

    send(QEvent.Type.TabletPress, points[0], 0.1)
    for k, p in enumerate(points[1:-1]):
        send(QEvent.Type.TabletMove, p, 0.1 if k < len(points) / 2 else 0.9)
        widths += [it.pen().widthF() for it in view.board_scene.items_with_role("live_ink")]
    send(QEvent.Type.TabletRelease, points[-1], 0.0, Qt.MouseButton.NoButton)
    assert min(widths) < 2.5 < 4.5 < max(widths)
    assert game.state.sheets[0].pen == stroke.to_node or game.state.sheets[0].item > stroke.item
