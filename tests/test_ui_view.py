"""BoardView: taps, traces, tablet pens and the keyboard, played on the view's viewport."""

from __future__ import annotations

import pytest
from boardkit import make_board
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from daydream_qt.engine import Game, RollDice, WriteDie
from daydream_qt.ui.board.view import BoardView
from daydream_qt.ui.core.controller import GameController

LEFT = Qt.MouseButton.LeftButton


def typed(board, first=(1, 5)) -> tuple[Game, GameController]:
    game = Game(board, mode="scoresheet", seats=("Ann",))
    ctrl = GameController(game)
    ctrl.submit(RollDice(first, True))
    return game, ctrl


@pytest.fixture
def make_view(qtbot):
    def make(ctrl: GameController) -> BoardView:
        view = BoardView(ctrl)
        qtbot.addWidget(view)
        view.resize(1100, 800)
        view.show()
        qtbot.waitExposed(view)
        return view

    return make


def point(view: BoardView, scene_pos: QPointF) -> QPoint:
    return view.mapFromScene(scene_pos)


def click(qtbot, view: BoardView, scene_pos: QPointF) -> None:
    qtbot.mouseClick(view.viewport(), LEFT, pos=point(view, scene_pos))


def drag(qtbot, view: BoardView, a: QPointF, b: QPointF) -> None:
    vp = view.viewport()
    pa, pb = point(view, a), point(view, b)
    qtbot.mousePress(vp, LEFT, pos=pa)
    for k in range(1, 6):
        QTest.mouseMove(vp, pa + (pb - pa) * (k / 5))
    qtbot.mouseRelease(vp, LEFT, pos=pb)


def strokes_pending(board=None):
    """A game with two sun strokes pending: row 0 = 1, 2 is perfect."""
    game, ctrl = typed(board or make_board(["..", ".."], items=["dsdds", "ds"]), (1, 2))
    ctrl.write_at(0)
    ctrl.write_at(1)
    assert ctrl.next_stroke() is not None
    return game, ctrl


# ---------------------------------------------------------------- taps


def test_clicking_a_legal_cell_writes_the_selected_die(qtbot, make_view):
    game, ctrl = typed(make_board(["...", "...", "..."]))
    view = make_view(ctrl)
    click(qtbot, view, view.board_scene.cell_pos(4))
    assert game.state.sheets[0].values[4] == 1
    assert [d.data(1) for d in view.board_scene.items_with_role("digit")] == [4]


def test_clicking_an_illegal_cell_changes_nothing_and_says_why(qtbot, make_view):
    game, ctrl = typed(make_board(["....", "....", "...."]))
    ctrl.write_at(0)
    ctrl.write_at(1)
    ctrl.confirm_turn()
    ctrl.submit(RollDice((3, 4), True))
    view = make_view(ctrl)
    before = game.state.snapshot()
    with qtbot.waitSignal(view.message, timeout=1000) as blocker:
        click(qtbot, view, view.board_scene.cell_pos(11))  # far from any number
    assert game.state.snapshot() == before
    # the engine's refusal, as the player reads it (cells are "clouds" on screen)
    assert blocker.args == ["Write next to a cloud that already holds a number."]
    assert len(view.board_scene.items_with_role("digit")) == 2


def test_tapping_a_glowing_line_icon_chooses_that_line(qtbot, make_view):
    game, ctrl = typed(make_board(["..", ".."], items=["dds", "ds"]), (1, 5))
    ctrl.write_at(0)
    ctrl.write_at(3)
    ctrl.confirm_turn()
    ctrl.submit(RollDice((2, 6), True))
    ctrl.submit(WriteDie(0, 0, 1, 0))
    sheet = game.state.sheets[0]
    first = sheet.line_choice[1]
    view = make_view(ctrl)
    click(qtbot, view, view.board_scene.line_icon_pos(first, "sun"))
    assert not sheet.line_choice
    kind = "sun" if game.board.line_is_row[first] else "dot"
    assert sheet.stroke_queue[0][0] == kind


def test_tapping_a_bonus_button_takes_that_bonus(qtbot, make_view):
    game, ctrl = typed(make_board(["..", ".."], items=["ds", "dds"], bonus={0}), (1, 2))
    ctrl.write_at(0)
    ctrl.write_at(1)
    ctrl.draw_next_stroke()
    sheet = game.state.sheets[0]
    assert sheet.bonus_pending
    view = make_view(ctrl)
    leaves = sheet.leaves_circled
    click(qtbot, view, view.board_scene.bonus_button_pos("leaf"))
    assert not sheet.bonus_pending and sheet.leaves_circled == leaves + 1
    assert not view.board_scene.items_with_role("bonus_button")


def test_tapping_the_pen_node_draws_the_stroke(qtbot, make_view):
    game, ctrl = strokes_pending()
    view = make_view(ctrl)
    stroke = ctrl.next_stroke()
    click(qtbot, view, view.board_scene.node_pos(stroke.item, 0))
    assert game.state.sheets[0].pen == stroke.to_node


# ---------------------------------------------------------------- traces


def test_dragging_from_pen_to_target_draws_the_stroke(qtbot, make_view):
    game, ctrl = strokes_pending()
    view = make_view(ctrl)
    scene = view.board_scene
    stroke = ctrl.next_stroke()
    drag(qtbot, view, scene.node_pos(stroke.item, 0), scene.node_pos(stroke.item, stroke.to_node))
    sheet = game.state.sheets[0]
    assert (sheet.item, sheet.pen) == (stroke.item, stroke.to_node)
    assert {it.data(1) for it in scene.items_with_role("item_ink")} == {stroke.item}


def test_a_drag_released_elsewhere_draws_nothing_and_says_how(qtbot, make_view):
    game, ctrl = strokes_pending()
    view = make_view(ctrl)
    scene = view.board_scene
    stroke = ctrl.next_stroke()
    before = game.state.snapshot()
    with qtbot.waitSignal(view.message, timeout=1000) as blocker:
        drag(qtbot, view, scene.node_pos(stroke.item, 0), scene.cell_pos(3))
    assert game.state.snapshot() == before
    assert blocker.args[0].startswith("No stroke drawn: ")
    assert not scene.items_with_role("item_ink")


def test_a_tablet_pen_traces_through_the_same_interaction(qtbot, make_view):
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QMouseEvent, QPointingDevice, QTabletEvent
    from PySide6.QtWidgets import QApplication

    game, ctrl = strokes_pending()
    view = make_view(ctrl)
    scene = view.board_scene
    stroke = ctrl.next_stroke()
    a = QPointF(point(view, scene.node_pos(stroke.item, 0)))
    b = QPointF(point(view, scene.node_pos(stroke.item, stroke.to_node)))
    device = QPointingDevice.primaryPointingDevice()

    def send(kind: QEvent.Type, pos: QPointF, buttons) -> None:
        ev = QTabletEvent(kind, device, pos, QPointF(view.viewport().mapToGlobal(pos.toPoint())),
                          0.6, 0.0, 0.0, 0.0, 0.0, 0.0, Qt.KeyboardModifier.NoModifier,
                          Qt.MouseButton.LeftButton, buttons)
        QApplication.sendEvent(view.viewport(), ev)

    send(QEvent.Type.TabletPress, a, LEFT)
    assert view._tablet_active
    # The mouse twin Qt synthesizes for a tablet stroke is dropped, not a second gesture.
    twin_at = QPointF(point(view, scene.cell_pos(3)))
    for kind in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease):
        twin = QMouseEvent(kind, twin_at, twin_at, QPointF(view.viewport().mapToGlobal(twin_at.toPoint())),
                           LEFT, LEFT, Qt.KeyboardModifier.NoModifier,
                           Qt.MouseEventSource.MouseEventSynthesizedByQt)
        QApplication.sendEvent(view.viewport(), twin)
    assert game.state.sheets[0].values[3] == -1
    send(QEvent.Type.TabletMove, (a + b) / 2, LEFT)
    send(QEvent.Type.TabletRelease, b, Qt.MouseButton.NoButton)
    sheet = game.state.sheets[0]
    assert (sheet.item, sheet.pen) == (stroke.item, stroke.to_node)


def test_the_trace_interaction_works_from_scene_positions_alone(qtbot, make_view):
    game, ctrl = strokes_pending()
    view = make_view(ctrl)
    scene = view.board_scene
    stroke = ctrl.next_stroke()
    start = scene.node_pos(stroke.item, 0)
    assert view.trace.can_start(start)
    view.trace.press(start)
    view.trace.move(start + QPointF(5, 3))
    assert scene.items_with_role("live_ink")
    assert view.trace.release(scene.node_pos(stroke.item, stroke.to_node))
    assert game.state.sheets[0].pen == stroke.to_node


# ---------------------------------------------------------------- keyboard


def test_arrows_and_enter_write_at_the_cursor(qtbot, make_view):
    game, ctrl = typed(make_board(["...", "...", "..."]))
    view = make_view(ctrl)
    view.setFocus()
    scene = view.board_scene
    assert scene.cursor_cell == min(ctrl.legal_cells())
    QTest.keyClick(view, Qt.Key.Key_Right)  # shows the cursor where it is
    QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Down)
    assert scene.cursor_cell == 4
    assert scene.items_with_role("cursor")
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert game.state.sheets[0].values[4] == 1


def test_digits_write_the_die_showing_that_value(qtbot, make_view):
    game, ctrl = typed(make_board(["...", "...", "..."]), (2, 6))
    view = make_view(ctrl)
    view.setFocus()
    assert ctrl.selected_die == 0
    QTest.keyClick(view, Qt.Key.Key_6)  # the hidden cursor shows first: a key writes where one sees
    cell = view.board_scene.cursor_cell
    QTest.keyClick(view, Qt.Key.Key_6)
    assert game.state.sheets[0].values[cell] == 6
    # the cloud is filled: the cursor goes on to the nearest cloud the other die may go in
    assert view.board_scene.cursor_cell in ctrl.legal_cells()


def test_enter_draws_a_pending_stroke(qtbot, make_view):
    game, ctrl = strokes_pending()
    view = make_view(ctrl)
    view.setFocus()
    stroke = ctrl.next_stroke()
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert game.state.sheets[0].pen == stroke.to_node


def test_keys_choose_the_line_and_the_bonus(qtbot, make_view):
    game, ctrl = typed(make_board(["..", ".."], items=["ds", "dds"], bonus={0}), (1, 5))
    ctrl.write_at(0)
    ctrl.write_at(3)
    ctrl.confirm_turn()
    ctrl.submit(RollDice((2, 6), True))
    ctrl.submit(WriteDie(0, 0, 1, 0))
    sheet = game.state.sheets[0]
    row = next(li for li in sheet.line_choice if game.board.line_is_row[li])
    view = make_view(ctrl)
    view.setFocus()
    QTest.keyClick(view, str(sheet.line_choice.index(row) + 1))
    assert not sheet.line_choice and sheet.stroke_queue[0][0] == "sun"
    QTest.keyClick(view, Qt.Key.Key_Return)  # the sun stroke finishes the bonus item
    assert sheet.bonus_pending
    QTest.keyClick(view, "s")
    assert not sheet.bonus_pending and sheet.stroke_queue[0][0] == "sun"


def test_the_view_fits_the_whole_board(qtbot, make_view):
    game, ctrl = typed(make_board(["........"] * 6))
    view = make_view(ctrl)
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    assert visible.contains(view.board_scene.sceneRect().adjusted(2, 2, -2, -2))
    view.resize(1000, 1800)
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    assert visible.contains(view.board_scene.sceneRect().adjusted(2, 2, -2, -2))
    # too small for the whole board to be legible (view.BoardView.play_rect): the grid
    view.resize(500, 900)
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    assert view.play_rect() is not None
    assert visible.contains(view.board_scene.layout.grid_rect.adjusted(2, 2, -2, -2))
