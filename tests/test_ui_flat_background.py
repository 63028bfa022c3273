"""The board view paints the printed board as one opaque background (`BoardView.drawBackground`):
it must show the very pixels the static layers blended one by one do, whatever lies between them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsRectItem
from uikit import make_window


def _grab(view):
    return view.viewport().grab().toImage()


def _layered(view):
    """The viewport as the layers paint it, one over the other, at every repaint."""
    view.flat_background = False
    try:
        return _grab(view)
    finally:
        view.flat_background = True


@pytest.fixture(autouse=True)
def _flat_at_any_size(monkeypatch):
    """The test window's viewport is below FLAT_MIN_PIXELS: the background is used anyway."""
    from daydream_qt.ui.board import view

    monkeypatch.setattr(view, "FLAT_MIN_PIXELS", 0)


def _window(qtbot, board="A", seed=5):
    w = make_window(qtbot)
    w.new_game(board, seed=seed)
    w.controller.roll()
    qtbot.waitUntil(lambda: bool(w.view.board_scene.static_layers))
    qtbot.wait(700)  # the glows' fades are over
    return w


def test_the_flat_background_paints_the_same_pixels_as_the_layers(qtbot):
    w = _window(qtbot)
    view, scene = w.view, w.view.board_scene
    flat = _grab(view)
    assert view._flat is not None  # painted from the one background
    # the legal clouds glow from under the clouds: there the layers paint over the glows
    assert scene.items_with_role("cell_glow")
    under, lowest = scene.under_static(view.viewportTransform())
    assert not under.isEmpty()
    # the paper and the layers under all of them (paper, shelf) are a second picture, copied
    # there; those layers keep no pixmap of their own for this view
    low = [layer for layer in scene.static_layers if layer.zValue() < lowest]
    assert low and view._low is not None and view._low is not view._flat
    assert all(id(view.viewport()) not in layer._pixmaps for layer in low)
    assert flat == _layered(view)


def test_what_the_game_draws_and_a_new_board_show_as_the_layers_show_them(qtbot):
    w = _window(qtbot)
    view, c = w.view, w.controller
    _grab(view)
    key = view._flat_key
    made = view._flat
    c.write_at(sorted(c.legal_cells())[0])
    qtbot.wait(700)
    flat = _grab(view)
    assert view._flat is made  # a move leaves the printed board as it was: not made again
    assert flat == _layered(view)
    w.new_game("DEF", seed=2)
    w.controller.roll()
    qtbot.wait(700)
    flat = _grab(view)
    assert view._flat_key != key and flat == _layered(view)


def test_a_resize_and_a_new_theme_make_the_background_again(qtbot):
    from daydream_qt.ui.window import live_settings

    w = _window(qtbot)
    view = w.view
    _grab(view)
    key = view._flat_key
    w.resize(1100, 760)
    qtbot.wait(700)
    flat = _grab(view)
    assert view._flat_key != key
    key = view._flat_key
    assert flat == _layered(view)
    paper = flat.pixelColor(2, 2)
    light = paper.lightness() > 128
    assert live_settings.set_theme(w, "dark" if light else "light")
    try:
        qtbot.wait(700)
        other = _grab(view)
        assert view._flat_key != key and other.pixelColor(2, 2) != paper
        assert other == _layered(view)
    finally:
        live_settings.set_theme(w, "light" if light else "dark")


def test_an_item_between_two_layers_shows_between_them(qtbot):
    """Something the scene paints at a level between printed ones (a glow under the clouds):
    the clouds cover it, and it covers the paper."""
    w = _window(qtbot)
    view, scene = w.view, w.view.board_scene
    cell = sorted(w.controller.legal_cells())[0]
    centre = scene.cell_pos(cell)
    red = QGraphicsRectItem(QRectF(centre.x() - 40, centre.y() - 6, 80, 12))
    red.setBrush(QColor("red"))
    clouds = next(layer for layer in scene.static_layers
                  if any(scene._role_of.get(id(it)) == "cell" for it in layer.members))
    scene.add(red, "test_band", None, clouds.zValue() - 0.5, cache=False)
    qtbot.wait(50)
    flat = _grab(view)
    assert flat == _layered(view)
    at = view.mapFromScene(centre)
    assert flat.pixelColor(at) != QColor("red")  # the cloud is printed over it
    beyond = view.mapFromScene(centre.x() + 38, centre.y())
    assert flat.pixelColor(beyond) == QColor("red")  # past the cloud it shows
    scene.discard(red)
    qtbot.wait(50)
    assert _grab(view) == _layered(view)


def _on_screen(w):
    """The viewport as it is on screen: what the repaints so far, whole or in part, made."""
    from PySide6.QtCore import QPoint

    vp = w.view.viewport()
    at = vp.mapTo(w, QPoint(0, 0))
    return w.screen().grabWindow(w.winId(), at.x(), at.y(), vp.width(), vp.height()).toImage()


def test_what_a_move_repaints_in_part_is_what_a_whole_repaint_shows(qtbot):
    """A move repaints a few places all over the board (the digit, the glows that go and
    come, the score): those parts, painted from the backgrounds and the layers' pixmaps,
    join the rest without a seam."""
    w = _window(qtbot)
    c = w.controller
    for _ in range(4):
        if c.game.to_move() is None:
            c.roll()
        else:
            c.submit(c.legal()[0])
        qtbot.wait(700)
        shown = _on_screen(w)
        whole = _grab(w.view)
        assert shown.convertToFormat(whole.format()) == whole


def test_a_small_viewport_leaves_the_layers_to_qts_cache(qtbot, monkeypatch):
    from PySide6.QtWidgets import QGraphicsItem

    from daydream_qt.ui.board import view as view_module

    w = _window(qtbot)
    view, scene = w.view, w.view.board_scene
    flat = _grab(view)
    assert scene.flat_layers and view._flat is not None
    assert all(layer.cacheMode() == QGraphicsItem.CacheMode.NoCache for layer in scene.static_layers)
    size = view.viewport().size()
    monkeypatch.setattr(view_module, "FLAT_MIN_PIXELS", size.width() * size.height() + 1)
    w.resize(w.width() - 60, w.height() - 40)  # a smaller viewport: the choice is made again
    qtbot.wait(300)
    assert not scene.flat_layers
    device = QGraphicsItem.CacheMode.DeviceCoordinateCache
    assert all(layer.cacheMode() == device for layer in scene.static_layers)
    cached = _grab(view)
    assert view._flat is None and flat.size() != cached.size()  # the pictures went with it
    monkeypatch.setattr(view_module, "FLAT_MIN_PIXELS", 0)
    view._choose_flat()  # the same size, through the pictures: the same pixels
    assert scene.flat_layers and _grab(view) == cached and view._flat is not None
    monkeypatch.setattr(view_module, "FLAT_MIN_PIXELS", 10**9)
    view._choose_flat()
    # a board built now gets the same
    w.new_game("DEF", seed=2)
    qtbot.wait(300)
    assert scene.static_layers and all(layer.cacheMode() == device for layer in scene.static_layers)
