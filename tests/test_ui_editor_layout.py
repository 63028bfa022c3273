"""The editor draws a board as it is played: the play scene's layout and painters.

A shipped board opened in the editor puts its clouds, line ends, items and module panels
where the play scene puts them for the same shape of view, and its modules are drawn by
the play scene's module views; the editor's own marks (empty places, a problem's ring)
come on top.
"""

from __future__ import annotations

import json

import pytest

from daydream_qt.editor.model import BoardModel
from daydream_qt.engine import BOARD_IDS, Game, builtin_board
from daydream_qt.engine.board import boards_dir
from daydream_qt.ui.board.layout import BoardLayout
from daydream_qt.ui.board.scene import BoardScene
from daydream_qt.ui.core.controller import GameController
from daydream_qt.ui.editor.scene import MARK_Z, EditorScene

ASPECT = 1.6


def points(pts) -> list[tuple[float, float]]:
    return [(round(p.x(), 6), round(p.y(), 6)) for p in pts]


def play_layout(board_id: str) -> tuple[BoardScene, BoardLayout]:
    controller = GameController()
    scene = BoardScene(controller)
    scene.aspect = ASPECT
    controller.set_game(Game(builtin_board(board_id)))
    assert scene.layout is not None
    return scene, scene.layout


def editor_scene(board_id: str) -> EditorScene:
    data = json.loads((boards_dir() / f"{board_id}.json").read_text(encoding="utf-8"))
    scene = EditorScene(BoardModel.from_data(data))
    scene.set_aspect(ASPECT, fresh=True)
    return scene


@pytest.mark.parametrize("board_id", BOARD_IDS)
def test_the_editor_puts_every_part_where_play_puts_it(qapp, board_id):
    play, lay = play_layout(board_id)
    editor = editor_scene(board_id)
    mine = editor.lay
    assert mine.plan == lay.plan
    assert points(mine.cell_centres) == points(lay.cell_centres)
    # a cloud's place of the lattice is where play draws it
    for (r, c), centre in zip(builtin_board(board_id).coords, lay.cell_centres, strict=True):
        assert points([editor.slot_centre(r, c)]) == points([centre])
    assert [points(pair) for pair in mine.icon_pos] == [points(pair) for pair in lay.icon_pos]
    assert [points(pair) for pair in editor.icon_points] == [points(pair) for pair in lay.icon_pos]
    assert [r.getRect() for r in editor.item_rects] == [r.getRect() for r in lay.item_rects]
    assert points(mine.polaroid_pos) == points(lay.polaroid_pos)
    assert mine.side_rect == lay.side_rect and mine.footer_rect == lay.footer_rect
    assert editor.sceneRect() == play.sceneRect()


@pytest.mark.parametrize("board_id", BOARD_IDS)
def test_the_editor_draws_the_modules_with_the_play_views(qapp, board_id):
    play, _ = play_layout(board_id)
    editor = editor_scene(board_id)
    drawn = 0
    for role in ("cell", "cell_star", "cell_moon", "line_icon_sun", "item_outline", "item_node", "side_panel",
                 "track", "track_point", "star", "polaroid", "garland_moon", "garland_reward", "frame",
                 "frame_reward", "note"):
        shown = sorted((str(it.data(1)), points([it.pos()])[0]) for it in play.items_with_role(role))
        assert sorted((str(it.data(1)), points([it.pos()])[0]) for it in editor.items_with_role(role)) == shown, role
        drawn += len(shown)
    assert drawn > 100


def test_the_editors_marks_lie_on_top_of_the_play_drawing(qapp):
    editor = editor_scene("DEF")
    problem_free = [it for it in editor.items() if it.data(0) == "slot"]
    assert problem_free  # the lattice's empty places are shown, for a tap to fill them
    board_top = max(it.zValue() for it in editor.items() if it.data(0) in ("cell", "item_node", "line_icon_sun"))
    editor.picked = [(1, 1)]
    editor.rebuild()
    rings = [it for it in editor.items() if it.data(0) == "picked"]
    assert len(rings) == 1 and rings[0].zValue() == MARK_Z > board_top
    assert rings[0].pos() == editor.slot_centre(1, 1)


def test_an_unfinished_board_is_drawn_without_what_cannot_be_drawn_yet(qapp):
    m = BoardModel.blank("BC", 3, 4)  # no cloud, no item, an empty track
    editor = EditorScene(m)
    assert editor.items_with_role("cell") == []  # the grid's stand-in cloud is hidden
    assert editor.item_rects == [] and not editor.track_rect.isEmpty()
    assert len([it for it in editor.items() if it.data(0) == "slot"]) == 12
    m.add_cell((0, 0))
    m.add_cell((0, 1))
    m.place_line_end((0, 1), "right")
    m.remove_cell((0, 0))  # the line is left with one cloud: not drawn, still listed
    editor.rebuild()
    assert len(editor.icon_points) == len(m.lines())


def test_a_grid_narrower_than_its_panels_and_a_pick_past_the_grid_draw(qapp):
    m = BoardModel.blank("ABC", 3, 2)  # three panels, two columns: a problem, still drawn
    editor = EditorScene(m)
    assert len(editor.items_with_role("panel_letter")) <= 2
    m.add_cell((2, 1))
    editor.picked = [(2, 1), (5, 5)]  # a cloud picked, then one outside the lattice
    editor.rebuild()
    assert [it.pos() for it in editor.items() if it.data(0) == "picked"] == [editor.slot_centre(2, 1)]
