"""Sizes on screen: nothing a player taps under MIN_TAP_PX square, no printed text under
MIN_TEXT_PX high, in the default window at every size the layout test covers (960x640 and
800x1280 among them), at the two moments the board is played: writing a die, drawing
strokes.

Logical pixels on screen: a scene item's bounding rect mapped through the view that shows
it (the board view, or the focus view over it while a stroke is pending). A text is a path
(`art.letter_path`): its font size is the one `printed_text` marked it with, times the
view's scale. What lies outside the viewport, or under the focus view, is not seen there.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsView
from test_ui_layout import SIZES, settle

from daydream_qt.ui.style.board import MIN_TAP_PX, MIN_TEXT_PX, TEXT_PX_KEY

BOARDS = ("A", "DEF", "AD", "ABC")
"""The smallest board, the largest (garland and frames), polaroids, constellation and notes."""


def _rect(view: QGraphicsView, item: QGraphicsItem) -> QRect:
    return view.mapFromScene(item.sceneBoundingRect()).boundingRect()


def _texts(view: QGraphicsView, hidden: QRect | None = None, skip=lambda item: False) -> list[str]:
    """Printed texts seen in `view` (not wholly under `hidden`, a rect of its viewport)
    smaller than MIN_TEXT_PX."""
    found = []
    vp = view.viewport().rect()
    scale = view.transform().m22()
    for item in view.scene().items():
        px = item.data(TEXT_PX_KEY)
        if px is None or not item.isVisibleTo(None) or item.opacity() == 0 or skip(item):
            continue
        r = _rect(view, item)
        if not r.intersects(vp) or (hidden is not None and hidden.contains(r.intersected(vp))):
            continue
        height = px * scale * item.sceneTransform().m22()
        if height < MIN_TEXT_PX - 0.01:
            found.append(f"text {item.data(0) or item.parentItem().data(0)!r} {height:.1f} px")
    return found


def _taps(view: QGraphicsView, items: list[QGraphicsItem]) -> list[str]:
    vp = view.viewport().rect()
    found = []
    for item in items:
        r = _rect(view, item)
        if r.intersects(vp) and (r.width() < MIN_TAP_PX or r.height() < MIN_TAP_PX):
            found.append(f"{item.data(0)} {item.data(1)} {r.width()}x{r.height()} px")
    return found


def _to_strokes(controller) -> None:
    _play_until(controller, lambda sheet: bool(sheet.stroke_queue))


def _play_until(controller, wanted, seed: int = 2) -> bool:
    """Random moves (no die given up) until `wanted(sheet)` holds; False if the game ends first."""
    game = controller.game
    rng = random.Random(seed)
    while not wanted(game.state.sheets[0]) and not game.over:
        if game.to_move() is None:
            controller.roll()
        else:
            controller.submit(rng.choice([a for a in controller.legal() if a.kind != "give_up"]))
    QApplication.processEvents()
    return not game.over


def measure(window, size, board) -> tuple[list[str], list[str]]:
    """What is too small at `size` on `board`: (while writing a die, while drawing strokes)."""
    settle(window, size)
    window.new_game(board, seed=1)
    settle(window, size)
    c = window.controller
    c.roll()
    settle(window, size)
    view = window.view
    scene = view.board_scene
    writing = _taps(view, scene.items_with_role("cell")) + _texts(view)
    _to_strokes(c)
    settle(window, size)
    stroke = c.next_stroke()
    assert stroke is not None
    focus = view._focus
    if focus is not None and focus.isVisible():
        drawing = _taps(focus, scene.items_with_role("node_glow")) + _texts(
            focus, skip=lambda it: it.data(0) == "item_name" and it.data(1) != stroke.item)
        drawing += _texts(view, hidden=focus.geometry())
    else:
        drawing = _taps(view, scene.items_with_role("node_glow")) + _texts(view)
    return writing, drawing


@pytest.mark.parametrize("board", BOARDS)
def test_taps_and_texts_are_large_enough(window, board):
    bad = []
    for size in SIZES:
        writing, drawing = measure(window, size, board)
        if writing:
            bad.append(f"{size[0]}x{size[1]} writing: " + ", ".join(sorted(set(writing))[:4]))
        if drawing:
            bad.append(f"{size[0]}x{size[1]} drawing: " + ", ".join(sorted(set(drawing))[:4]))
    assert not bad, f"{board}: " + "; ".join(bad)


def test_a_small_window_zooms_on_the_part_played_and_a_large_one_shows_the_board(window):
    from daydream_qt.ui.style.board import WHOLE_BOARD_SCALE

    view = window.view
    scene = view.board_scene
    settle(window, (960, 640))
    window.new_game("DEF", seed=1)
    settle(window, (960, 640))
    window.controller.roll()
    settle(window, (960, 640))
    # writing: the grid fills the view, the shelf and the footer are left out
    grid = view.mapFromScene(scene.layout.grid_rect).boundingRect()
    vp = view.viewport().rect()
    assert view.play_item is None and view.transform().m11() >= WHOLE_BOARD_SCALE
    assert grid.width() >= vp.width() - 8 or grid.height() >= vp.height() - 8  # fitInView's margin
    # drawing: the item being drawn, in the view itself (no focus view over it)
    _to_strokes(window.controller)
    settle(window, (960, 640))
    stroke = window.controller.next_stroke()
    assert view.play_item == stroke.item
    assert view._focus is None or not view._focus.isVisible()
    box = view.mapFromScene(scene.layout.item_rects[stroke.item]).boundingRect()
    assert vp.contains(box) and box.height() >= vp.height() / 2
    # a window the whole board is legible in shows it whole, the focus view over the grid
    settle(window, (2560, 1440))
    assert view.play_item is None and view._focus.isVisible()
    whole = view.mapFromScene(scene.sceneRect()).boundingRect()
    assert view.viewport().rect().contains(whole.adjusted(1, 1, -1, -1))


def test_the_start_page_shows_every_line_of_how_to_play(window):
    for size in SIZES:
        settle(window, size)
        for step in window.start_page.steps:
            assert step.height() >= step.heightForWidth(step.width()), (size, step.text()[:30])


def test_the_new_game_dialog_never_scrolls_sideways(window):
    from daydream_qt.ui.dialogs.new_game import NewGameDialog

    settle(window, (960, 640))
    for width in (736, 960, 1400):
        dialog = NewGameDialog("en", "DEF", window)
        dialog.resize(width, 600)
        dialog.show()
        QApplication.processEvents()
        bar = dialog.scroll_area.horizontalScrollBar()
        assert bar.maximum() == 0, (width, bar.maximum())
        dialog.close()


@pytest.mark.parametrize("board", ("A", "DEF"))
def test_the_bonus_buttons_and_the_line_choice_are_large_enough(window, board):
    """The other two moments the board is tapped: a finished item's bonus (R11), the order
    of two lines completed together (R7), whose glow round the line's ends is tapped."""
    seen = set()
    for size in ((960, 640), (1366, 768), (800, 1280), (1920, 1080)):
        for role, wanted in (("bonus_button", lambda sheet: sheet.bonus_pending),
                             ("line_choice_glow", lambda sheet: bool(sheet.line_choice))):
            settle(window, size)
            found = False
            for seed in range(1, 12):
                window.new_game(board, seed=seed)
                settle(window, size)
                if _play_until(window.controller, wanted, seed):
                    found = True
                    break
            if not found:
                continue
            settle(window, size)
            view = window.view
            items = view.board_scene.items_with_role(role)
            assert items, (size, role)
            bad = _taps(view, items)
            assert not bad, (board, size, bad)
            seen.add(role)
    assert seen == {"bonus_button", "line_choice_glow"}


def test_a_line_end_icon_is_hit_from_a_fingertip_away():
    """The line-end icons are tapped to choose which line goes first: the disc a tap hits
    is at least MIN_TAP_PX across at the smallest scale the board is ever shown at."""
    from daydream_qt.ui.board.scene import ICON_TAP_R
    from daydream_qt.ui.style.board import WHOLE_BOARD_SCALE

    assert 2 * ICON_TAP_R * WHOLE_BOARD_SCALE >= MIN_TAP_PX
