"""Each module's view (drawing, explanation, reminder) is reached through one table."""

from __future__ import annotations

import json

import pytest

from daydream_qt.editor.model import BoardModel
from daydream_qt.engine import BOARD_IDS, Game, builtin_board, compile_board
from daydream_qt.engine.board import boards_dir
from daydream_qt.engine.boarddef import load_board
from daydream_qt.engine.boardspec import MODULE_NAMES
from daydream_qt.engine.modules import UNITS
from daydream_qt.ui.board import explain
from daydream_qt.ui.board.module_views.base import ModuleView
from daydream_qt.ui.board.module_views.registry import (
    VIEWS,
    register_view,
    unregister_view,
    views_of,
)
from daydream_qt.ui.board.scene import BoardScene
from daydream_qt.ui.core.controller import GameController
from daydream_qt.ui.editor.modules_panel import ModulePanel
from daydream_qt.ui.pages.game_page import reminder_lines


@pytest.fixture
def app(qapp):
    return qapp


def test_every_shipped_module_has_one_view_under_its_units_name():
    assert tuple(VIEWS) == MODULE_NAMES
    assert [u.name for u in UNITS if u.name in VIEWS] == list(MODULE_NAMES)


@pytest.mark.parametrize("board_id", BOARD_IDS)
def test_a_board_shows_the_views_of_its_modules_and_their_reminders(app, board_id):
    board = builtin_board(board_id)
    assert [v.name for v in views_of(board)] == [m for m in MODULE_NAMES if m in board.modules]
    game = Game(board, seed=1)
    base = reminder_lines(Game(builtin_board("A"), seed=1))
    assert reminder_lines(game)[len(base):] == [t for v in views_of(board) for t in v.reminders(game)]
    assert all(v.reminder() in v.reminders(game) for v in views_of(board))


def _signs(board) -> int:
    scene = BoardScene(GameController(Game(board, seed=1)))
    # a polaroid's children: its photo and its mark, and its sign when stars add and moons take away
    return sum(len(p.childItems()) - 2 for p in scene.items_with_role("polaroid"))


def test_r18_the_polaroids_show_signs_when_the_board_says_they_score_stars_minus_moons(app):
    assert _signs(builtin_board("AD")) == 6 and _signs(builtin_board("DA")) == 0
    data = json.loads((boards_dir() / "AD.json").read_text(encoding="utf-8"))
    data["polaroid_scoring"] = "distinct"
    distinct = compile_board(load_board(data))
    assert _signs(distinct) == 0
    game = Game(distinct, seed=1)
    first = explain.module_sentences(game, 0, "polaroids", "en")[0]
    assert first == "Every different number on the polaroids scores; all six in a row score double."


class _Quiet(ModuleView):
    name = "echo"

    def reminder(self) -> str:
        return "Echoes answer a 6."


def test_a_registered_view_is_reached_only_for_a_board_with_its_module():
    register_view(_Quiet())
    try:
        assert VIEWS["echo"].reminder() == "Echoes answer a 6."
        assert "echo" not in [v.name for v in views_of(builtin_board("DEF"))]
        with pytest.raises(ValueError):
            register_view(_Quiet())
    finally:
        unregister_view("echo")
    assert "echo" not in VIEWS


def test_the_editor_sets_the_polaroids_scoring(app, qtbot):
    data = json.loads((boards_dir() / "DA.json").read_text(encoding="utf-8"))
    model = BoardModel.from_data(data)
    panel = ModulePanel(model)
    qtbot.addWidget(panel)
    box = panel.polaroid_scoring
    assert box.currentData() == "distinct"
    box.setCurrentIndex(box.findData("star_minus_moon"))
    box.activated.emit(box.currentIndex())
    assert model.data["polaroid_scoring"] == "star_minus_moon"
    model.undo()
    panel.refresh()
    assert box.currentData() == "distinct"
