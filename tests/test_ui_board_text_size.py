"""The text size reaches the board's own labels: at 200 % its row and column numbers, its
item names and its other printed labels are larger on screen than at 100 %, on every
built-in board at 1366x768, and none of them passes its box; a live change of the text
size draws the board again at the new size.

A label's size on screen is its printed size (`printed_text`, scene units) times the view's
scale and its item's own scale.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication
from test_ui_layout import settle
from uikit import make_window

from daydream_qt.engine import BOARD_IDS
from daydream_qt.ui.board.layout import LABEL_H
from daydream_qt.ui.core.settings import Settings
from daydream_qt.ui.style import palette
from daydream_qt.ui.style.board import TEXT_PX_KEY

SIZE = (1366, 768)
ROLES = ("row_number", "col_number", "item_name", "panel_letter", "board_name", "garland_moon_number",
         "garland_reward", "frame_reward", "module_caption", "moon_link")


@pytest.fixture(autouse=True)
def normal_size():
    """Every test ends at 100 %, whatever it set (the text size is the application's)."""
    yield
    app = QApplication.instance()
    if isinstance(app, QApplication):
        palette.apply_text_size(app, 100)


def on_screen(view, role: str) -> list[float]:
    """The on-screen pixel sizes of the printed texts of `role` (an item's text children too)."""
    scale = view.transform().m22()
    sizes = []
    for item in view.board_scene.items_with_role(role):
        for it in (item, *item.childItems()):
            px = it.data(TEXT_PX_KEY)
            if px is not None:
                sizes.append(px * scale * it.sceneTransform().m22())
    return sizes


def sizes_at(window, percent: int, board: str) -> tuple[dict[str, float], dict[int, tuple[float, bool]]]:
    """On `board` at `percent`: the least on-screen size of each role's labels; and each item
    name's on-screen size, and whether it fills its slot (as wide or as high as it may be)."""
    window.apply_settings(window.settings.replace(text_size=percent))
    settle(window, SIZE)  # the view at its shape for this size before the board is laid out
    window.new_game(board, seed=1)
    window.controller.roll()
    settle(window, SIZE)
    view = window.view
    found = {role: on_screen(view, role) for role in ROLES}
    found.update({f"{role} in the scene": [
        it.data(TEXT_PX_KEY) for it in view.board_scene.items_with_role(role) if it.data(TEXT_PX_KEY) is not None]
                  for role in ROLES[2:]})
    names = {}
    scale = view.transform().m22()
    lay = view.board_scene.layout
    for item in view.board_scene.items_with_role("item_name"):
        r, box = item.sceneBoundingRect(), lay.item_rects[item.data(1)]
        px = item.data(TEXT_PX_KEY)
        grown = (px + 1) / px  # one pixel larger, it would pass its slot
        names[item.data(1)] = (px * scale, r.width() * grown > box.width() + 12 or r.height() * grown > LABEL_H - 2)
    return {role: min(sizes) for role, sizes in found.items() if sizes}, names


def test_at_200_percent_the_board_labels_are_larger(qtbot):
    """On every built-in board: the row and column numbers 1.6 times as large at least, each
    item name 1.3 times or as large as its slot lets it; no other label smaller than at 100 %
    in the scene (on screen it is as large as its box and the view's scale let it)."""
    window = make_window(qtbot, Settings(language="en", tour_offered=True))
    measured = {board: {p: sizes_at(window, p, board) for p in (100, 200)} for board in BOARD_IDS}
    bad = []
    for board, at in measured.items():
        (small, small_names), (large, large_names) = at[100], at[200]
        assert large.keys() == small.keys(), board
        for role in small:
            if role in ("row_number", "col_number") and large[role] < 1.6 * small[role]:
                bad.append((board, role, round(small[role], 1), round(large[role], 1)))
            if role.endswith(" in the scene") and large[role] < small[role]:
                bad.append((board, role, round(small[role], 1), round(large[role], 1)))
        for i, (before, _) in small_names.items():
            after, fills = large_names[i]
            if after < 1.3 * before and not fills:
                bad.append((board, "item_name", i, round(before, 1), round(after, 1)))
    print({board: {p: {k: round(v, 1) for k, v in at[p][0].items()} for p in at} for board, at in measured.items()})
    assert not bad, bad


def _box_of(item) -> QRectF:
    """The scene rect of the box a boxed label lies in: its parent's shape (a badge, a tag,
    a reward box), less the pen."""
    parent = item.parentItem()
    return parent.mapRectToScene(parent.path().boundingRect())


@pytest.mark.parametrize("percent", [100, 200])
@pytest.mark.parametrize("language", ["en", "ja"])
def test_no_board_label_passes_its_box(qtbot, percent, language):
    """Each item's name lies in its slot (its box, 7 px either side, the label's height
    under it); a panel letter, a reward's value, the score's words lie in their badge,
    tag or box; the row and column numbers lie in the grid's rect, clear of its cells; and
    no printed text overlaps another."""
    window = make_window(qtbot, Settings(language=language, tour_offered=True))
    window.apply_settings(window.settings.replace(text_size=percent))
    bad = []
    for board in BOARD_IDS:
        window.new_game(board, seed=1)
        settle(window, SIZE)
        scene = window.view.board_scene
        lay = scene.layout
        names = scene.items_with_role("item_name")
        assert len(names) == len(lay.item_rects), board
        for item in names:
            slot = lay.item_rects[item.data(1)].adjusted(-7, 0, 7, LABEL_H)
            if not slot.contains(item.sceneBoundingRect()):
                bad.append((board, "name", item.data(1), item.sceneBoundingRect(), slot))
        for role in ("panel_letter", "garland_reward", "frame_reward", "score_box"):
            for parent in scene.items_with_role(role):
                for child in parent.childItems():
                    if child.data(TEXT_PX_KEY) is not None and not _box_of(child).contains(child.sceneBoundingRect()):
                        bad.append((board, role, child.sceneBoundingRect(), _box_of(child)))
        cells = [lay.cell_rect(c) for c in range(len(lay.cell_centres))]
        for role in ("row_number", "col_number"):
            for item in scene.items_with_role(role):
                r = item.sceneBoundingRect()
                if not lay.grid_rect.contains(r) or any(r.intersects(c) for c in cells):
                    bad.append((board, role, item.data(1), r))
        texts = [it for it in scene.items() if it.data(TEXT_PX_KEY) is not None and it.isVisible()]
        rects = [it.sceneBoundingRect().adjusted(1, 1, -1, -1) for it in texts]  # less the pens' half
        for k, (a, ra) in enumerate(zip(texts, rects, strict=True)):
            for b, rb in zip(texts[k + 1:], rects[k + 1:], strict=True):
                if ra.intersects(rb) and not (a.isAncestorOf(b) or b.isAncestorOf(a)):
                    bad.append((board, "overlap", a.data(0), b.data(0), ra, rb))
    assert not bad, bad[:6]


def test_a_live_change_of_text_size_draws_the_board_again(window):
    """The board's labels follow the setting at once, and back at 100 % they are as before."""
    window.new_game("DEF", seed=1)
    settle(window, SIZE)

    def scene_px(role: str) -> float:
        return max(it.data(TEXT_PX_KEY) for it in window.view.board_scene.items_with_role(role))

    before = {role: scene_px(role) for role in ("row_number", "col_number", "item_name", "board_name")}
    def margin() -> float:
        lay = window.view.board_scene.layout
        return min(p.x() for p in lay.cell_centres) - lay.grid_rect.left()

    left, height = margin(), window.view.board_scene.layout.grid_rect.height()
    window.apply_settings(window.settings.replace(text_size=200))
    settle(window, SIZE)
    after = {role: scene_px(role) for role in before}
    assert after["row_number"] == pytest.approx(2 * before["row_number"])
    assert after["col_number"] == pytest.approx(2 * before["col_number"])
    assert after["item_name"] > before["item_name"]
    assert margin() >= left and window.view.board_scene.layout.grid_rect.height() >= height
    window.apply_settings(window.settings.replace(text_size=100))
    settle(window, SIZE)
    assert {role: scene_px(role) for role in before} == before
    assert margin() == left and window.view.board_scene.layout.grid_rect.height() == height
