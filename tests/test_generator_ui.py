"""A generated board in the window at 1366x768: laid out as the shipped boards are (nothing
overlaps, nothing is cut) and every cloud and node a player taps at least MIN_TAP_PX, every
printed text at least MIN_TEXT_PX (the checks of test_ui_layout and test_ui_sizes)."""

from __future__ import annotations

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
