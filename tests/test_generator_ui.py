"""A generated board in the window at 1366x768: laid out as the shipped boards are (nothing
overlaps, nothing is cut) and every cloud and node a player taps at least MIN_TAP_PX, every
printed text at least MIN_TEXT_PX (the checks of test_ui_layout and test_ui_sizes)."""

from __future__ import annotations

import functools

import pytest
from PySide6.QtWidgets import QApplication
from test_ui_layout import problems, settle
from test_ui_sizes import _taps, _texts, _to_strokes

from daydream_qt.engine import Game, compile_board
from daydream_qt.engine.boarddef import load_board
from daydream_qt.generator import MODULE_SETS, generate

SIZE = (1366, 768)
SEEDS = (31, 32, 33)


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("modules", MODULE_SETS)
def test_a_generated_board_is_laid_out_and_large_enough(window, modules, seed):
    board = compile_board(load_board(generate(seed, modules)))
    settle(window, SIZE)
    window.start_game(Game(board, seed=1))
    settle(window, SIZE)
    assert window.controller.game.board.defn.name.en == board.defn.name.en
    assert problems(window) == []
    c = window.controller
    c.roll()
    settle(window, SIZE)
    view = window.view
    scene = view.board_scene
    cells = scene.items_with_role("cell")
    assert len(cells) == board.n_cells
    assert _taps(view, cells) == [] and _texts(view) == []
    _to_strokes(c)
    settle(window, SIZE)
    QApplication.processEvents()
    focus = view._focus
    shown = focus if focus is not None and focus.isVisible() else view
    assert _taps(shown, scene.items_with_role("node_glow")) == []


@functools.cache
def _names(modules: str) -> tuple[dict[str, str], ...]:
    return tuple(generate(seed, modules)["name"] for seed in range(40))


def _longest_named(language: str) -> list[tuple[str, int]]:
    """For each module set, the seed among 0-39 whose board has the longest name in `language`."""
    return [(m, max(range(40), key=lambda s: (len(_names(m)[s][language]), -s))) for m in MODULE_SETS]


@pytest.mark.parametrize("language", ["en", "fr", "ja"])
def test_names_and_labels_of_generated_boards_fit(qtbot, language):
    """The board's name shows whole in the side column, each item's name lies in its slot and no
    printed text overlaps another, on the boards with the longest names (as
    test_ui_board_text_size and test_ui_layout check the shipped boards)."""
    from test_ui_board_text_size import LABEL_H, TEXT_PX_KEY
    from uikit import make_window

    from daydream_qt.ui.core.settings import Settings

    window = make_window(qtbot, Settings(language=language, tour_offered=True))
    bad = []
    for modules, seed in _longest_named(language):
        board = compile_board(load_board(generate(seed, modules)))
        settle(window, SIZE)
        window.start_game(Game(board, seed=1))
        settle(window, SIZE)
        assert window.board_name.shown_text().replace("\n", " ") == board.defn.name.get(language)
        scene = window.view.board_scene
        lay = scene.layout
        for item in scene.items_with_role("item_name"):
            slot = lay.item_rects[item.data(1)].adjusted(-7, 0, 7, LABEL_H)
            if not slot.contains(item.sceneBoundingRect()):
                bad.append((modules, seed, "name", item.data(1)))
        texts = [it for it in scene.items() if it.data(TEXT_PX_KEY) is not None and it.isVisible()]
        rects = [it.sceneBoundingRect().adjusted(1, 1, -1, -1) for it in texts]
        for k, (a, ra) in enumerate(zip(texts, rects, strict=True)):
            for b, rb in zip(texts[k + 1:], rects[k + 1:], strict=True):
                if ra.intersects(rb) and not (a.isAncestorOf(b) or b.isAncestorOf(a)):
                    bad.append((modules, seed, "overlap", a.data(0), b.data(0)))
    assert bad == []
