"""Drawing on the editor's board: an item's outline and the constellation track, point by
point, with the mouse, a finger or the keys; one undo step, Escape leaves the board alone."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from uikit import LEFT, editor_page_with, filled_model

from daydream_qt.editor.model import MAX_NODES, BoardModel, EditError

SHIFT = Qt.KeyboardModifier.ShiftModifier


def item_model() -> BoardModel:
    m = BoardModel.blank("A", 2, 3)
    m.add_item("cup", "Cup", 0, outline="teapot", kinds=["dot", "sun", "dot", "sun"])
    m.add_item("pear", "Pear", 0, outline="pear", kinds=["dot", "dot", "sun"])
    return m


def track_model() -> BoardModel:
    return filled_model("BC", 5, 6)


def page_with(window, model: BoardModel):
    return editor_page_with(window, model)


def click_box(qtbot, page, x: float, y: float, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """A click at (x, y), 0..1 of the box being drawn in, where the player sees it."""
    at = page.view.mapFromScene(page.scene.scene_point((x, y)))
    assert page.view.viewport().rect().contains(at)
    qtbot.mouseClick(page.view.viewport(), LEFT, modifier, at)


def click_scene(qtbot, page, pos: QPointF) -> None:
    at = page.view.mapFromScene(pos)
    assert page.view.viewport().rect().contains(at)
    qtbot.mouseClick(page.view.viewport(), LEFT, pos=at)


def nodes_xy(page, index: int) -> list[tuple[float, float]]:
    return [(n["x"], n["y"]) for n in page.model.items()[index]["nodes"]]


def assert_close(got: list[tuple[float, float]], want: list[tuple[float, float]]) -> None:
    assert len(got) == len(want)
    for (gx, gy), (wx, wy) in zip(got, want):
        assert gx == pytest.approx(wx, abs=0.006) and gy == pytest.approx(wy, abs=0.006)


ZIGZAG = [(0.1, 0.9), (0.3, 0.2), (0.55, 0.75), (0.9, 0.1)]


def test_drawing_an_item_sets_its_points_as_one_undo_step(window, qtbot):
    page = page_with(window, item_model())
    page.item_panel.select(1)
    page.item_panel.draw_button.click()
    assert page.drawing and page.draw_bar.isVisibleTo(page)
    assert "Enter finishes, Escape cancels" in page.draw_hint.text()
    # the view closes in on the item's box
    box = page.view.mapFromScene(page.scene.drawing_rect()).boundingRect()
    assert box.width() > page.view.viewport().width() * 0.3
    for x, y in ZIGZAG:
        click_box(qtbot, page, x, y)
    assert_close(page.scene.drawing.points, ZIGZAG)
    assert page.model.items()[1]["outline"] == "pear"  # nothing changes before the end
    qtbot.keyClick(page.view, Qt.Key.Key_Return)
    assert not page.drawing and not page.draw_bar.isVisibleTo(page)
    item = page.model.items()[1]
    assert "outline" not in item
    assert_close(nodes_xy(page, 1), ZIGZAG)
    assert [n["kind"] for n in item["nodes"]] == ["dot", "dot", "sun", "sun"]  # kinds kept, last a sun
    page.undo()
    assert page.model.items()[1]["outline"] == "pear"
    assert page.model.to_json() == item_model().to_json()


def test_escape_cancels_and_changes_nothing(window, qtbot):
    page = page_with(window, item_model())
    before, undo = page.model.to_json(), page.model.undo_label()
    page.start_drawing("item", 0)
    for x, y in ZIGZAG:
        click_box(qtbot, page, x, y)
    qtbot.keyClick(page.view, Qt.Key.Key_Escape)
    assert not page.drawing
    assert page.model.to_json() == before and page.model.undo_label() == undo
    assert page.tabs.isEnabled() and page.tool_buttons["clouds"].isEnabled()
    assert not [it for it in page.scene.items() if it.data(0) == "drawing"]


def test_too_few_points_is_one_sentence_and_no_change(window, qtbot):
    page = page_with(window, item_model())
    before = page.model.to_json()
    page.start_drawing("item", 0)
    click_box(qtbot, page, 0.5, 0.5)
    qtbot.keyClick(page.view, Qt.Key.Key_Return)
    text = page.status.text()
    assert text == f"A drawn item has 2 to {MAX_NODES} points."
    assert page.model.to_json() == before
    assert page.drawing  # still drawing: one more point and it is done
    page.done_button.click()
    assert page.drawing and page.model.to_json() == before
    click_box(qtbot, page, 0.8, 0.2)
    page.done_button.click()
    assert not page.drawing and page.status.text() == ""
    assert_close(nodes_xy(page, 0), [(0.5, 0.5), (0.8, 0.2)])


def test_the_model_limit_on_points_is_told_and_nothing_is_added(window, qtbot):
    page = page_with(window, item_model())
    page.start_drawing("item", 0)
    for k in range(MAX_NODES):
        page.scene.drawing.add((k / MAX_NODES, 0.5))
    page.scene.rebuild()
    click_box(qtbot, page, 0.5, 0.9)
    assert len(page.scene.drawing.points) == MAX_NODES
    assert page.status.text() == f"A drawn item has 2 to {MAX_NODES} points."
    qtbot.keyClick(page.view, Qt.Key.Key_Return)
    assert len(page.model.items()[0]["nodes"]) == MAX_NODES


def test_backspace_takes_back_and_the_first_point_finishes(window, qtbot):
    page = page_with(window, item_model())
    page.start_drawing("item", 0)
    for x, y in [(0.2, 0.2), (0.8, 0.2), (0.5, 0.95)]:
        click_box(qtbot, page, x, y)
    qtbot.keyClick(page.view, Qt.Key.Key_Backspace)
    assert_close(page.scene.drawing.points, [(0.2, 0.2), (0.8, 0.2)])
    page.undo()  # while drawing, undo takes back a point too and leaves the board alone
    assert_close(page.scene.drawing.points, [(0.2, 0.2)])
    assert page.model.items()[0]["outline"] == "teapot"
    for x, y in [(0.8, 0.8), (0.2, 0.8)]:
        click_box(qtbot, page, x, y)
    click_box(qtbot, page, 0.2, 0.2)  # on the first point: done
    assert not page.drawing
    assert_close(nodes_xy(page, 0), [(0.2, 0.2), (0.8, 0.8), (0.2, 0.8)])


def test_a_point_just_outside_the_box_lands_on_its_edge_and_a_far_one_is_refused(window, qtbot):
    page = page_with(window, item_model())
    page.start_drawing("item", 0)
    rect = page.scene.drawing_rect()
    click_scene(qtbot, page, QPointF(rect.left() - rect.width() * 0.05, rect.top() + rect.height() * 0.4))
    assert_close(page.scene.drawing.points, [(0.0, 0.4)])
    click_scene(qtbot, page, QPointF(rect.right() + rect.width() * 0.3, rect.center().y()))
    assert len(page.scene.drawing.points) == 1
    assert page.status.text() == "Place the points inside the item's box."


def test_a_tap_while_drawing_does_not_do_the_tools_work(window, qtbot):
    page = page_with(window, item_model())
    kinds = [n["kind"] for n in page.model.items()[0]["nodes"]]
    page.start_drawing("item", 0)
    click_scene(qtbot, page, page.scene.node_points[0][0])  # would swap that dot and sun
    assert [n["kind"] for n in page.model.items()[0]["nodes"]] == kinds
    assert len(page.scene.drawing.points) == 1
    page.cancel_draw_button.click()
    assert page.model.to_json() == item_model().to_json()


def test_drawing_the_track_with_a_big_star_is_one_undo_step(window, qtbot):
    page = page_with(window, track_model())
    page.tabs.setCurrentIndex(2)
    page.module_panel.draw_track.click()
    assert page.drawing and page.big_star_button.isVisibleTo(page)
    click_box(qtbot, page, 0.2, 0.9)
    click_box(qtbot, page, 0.4, 0.6, SHIFT)
    page.big_star_button.click()
    click_box(qtbot, page, 0.7, 0.3)
    assert not page.big_star_button.isChecked()  # the toggle is for one point
    click_box(qtbot, page, 0.8, 0.1)
    # the clouds tool is on, and a tap on a cloud far from the box adds no cloud
    cells = page.model.cells()
    cloud = page.scene.slot_centre(2, page.model.cols - 1)
    assert page.scene.edit_target(cloud).kind == "cell"
    click_scene(qtbot, page, cloud)
    assert page.model.cells() == cells
    assert page.status.text() == "Place the points inside the constellation's box."
    qtbot.keyClick(page.view, Qt.Key.Key_Enter)
    track = page.model.module("constellation")["track"]
    assert_close([(p["x"], p["y"]) for p in track], [(0.2, 0.9), (0.4, 0.6), (0.7, 0.3), (0.8, 0.1)])
    assert [bool(p.get("big_star")) for p in track] == [False, True, True, False]
    assert not any("track" in s for s in page.problems.sentences())
    page.undo()
    assert page.model.module("constellation")["track"] == []


def test_a_finger_draws_the_track_too(window, qtbot):
    from PySide6.QtGui import QPointingDevice

    page = page_with(window, track_model())
    page.start_drawing("track")
    device = QTest.createTouchDevice(QPointingDevice.DeviceType.TouchScreen)
    viewport = page.view.viewport()
    for x, y in [(0.3, 0.8), (0.6, 0.2)]:
        at = page.view.mapFromScene(page.scene.scene_point((x, y)))
        QTest.touchEvent(viewport, device).press(0, at, viewport)
        QTest.touchEvent(viewport, device).release(0, at, viewport)
        qtbot.wait(10)
    assert_close(page.scene.drawing.points, [(0.3, 0.8), (0.6, 0.2)])
    page.done_button.click()
    assert len(page.model.module("constellation")["track"]) == 2


def test_the_rubber_band_follows_the_pointer(window, qtbot):
    page = page_with(window, item_model())
    page.start_drawing("item", 1)
    click_box(qtbot, page, 0.2, 0.2)
    end = page.view.mapFromScene(page.scene.scene_point((0.6, 0.7)))
    QTest.mouseMove(page.view.viewport(), end)
    qtbot.waitUntil(lambda: page.scene.pointer is not None)
    band = page.scene._band.path().boundingRect()
    start, stop = page.scene.scene_point((0.2, 0.2)), page.scene.scene_point((0.6, 0.7))
    assert band.left() == pytest.approx(start.x(), abs=1.0) and band.top() == pytest.approx(start.y(), abs=1.0)
    assert band.right() == pytest.approx(stop.x(), abs=1.0) and band.bottom() == pytest.approx(stop.y(), abs=1.0)
    # with two points, near the first one the band closes on it (a tap there finishes)
    click_box(qtbot, page, 0.6, 0.7)
    near = page.view.mapFromScene(page.scene.scene_point((0.22, 0.21)))
    QTest.mouseMove(page.view.viewport(), near)
    qtbot.waitUntil(lambda: page.scene._band.path().elementCount() > 1
                    and page.scene._band.path().elementAt(1).x == pytest.approx(start.x(), abs=0.01))
    assert page.scene._band.path().elementAt(1).y == pytest.approx(start.y(), abs=0.01)


def test_drawing_stops_when_its_item_goes_or_another_board_opens(window, qtbot):
    page = page_with(window, item_model())
    page.start_drawing("item", 1)
    page.model.remove_item(1)
    assert not page.drawing and page.tabs.isEnabled()
    page.start_drawing("item", 0)
    page.new_board()
    assert not page.drawing and not page.draw_bar.isVisibleTo(page)
    page.start_drawing("track")  # combination A has no constellation
    assert not page.drawing and page.status.text() == "This combination plays without the constellation."


def test_set_track_refuses_and_changes_nothing():
    m = track_model()
    before, label = m.to_json(), m.undo_label()
    with pytest.raises(EditError, match="2 to"):
        m.set_track([(0.5, 0.5, False)])
    with pytest.raises(EditError):
        m.set_track([(0.5, 0.5, False), (1.5, 0.5, False)])
    assert m.to_json() == before and m.undo_label() == label
    m.set_track([(0.1, 0.9, False), (0.5, 0.5, True)])
    assert m.module("constellation")["track"] == [{"x": 0.1, "y": 0.9}, {"x": 0.5, "y": 0.5, "big_star": True}]
    m.undo()
    assert m.to_json() == before
    with pytest.raises(EditError, match="does not play"):
        item_model().set_track([(0.1, 0.9, False), (0.5, 0.5, True)])
