"""A board that explains itself: line cards, module captions and cards, frame progress and
colours, the score breakdown, row and column numbers, and the R7 choice cue."""

from __future__ import annotations

import re

import pytest
from boardkit import make_board
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QGraphicsSceneMouseEvent

from daydream_qt.engine import EMPTY, Game, RollDice, WriteDie, builtin_board
from daydream_qt.ui.board import explain
from daydream_qt.ui.board.scene import BoardScene
from daydream_qt.ui.core.controller import GameController
from daydream_qt.ui.core.texts import install_plural_forms
from daydream_qt.ui.style.board import FRAME_COLOURS, ICON_R, frame_colour


def square_board():
    """2x2 cells: line 0 = row 1, line 1 = row 2, line 2 = column 1, line 3 = column 2."""
    return make_board(["..", ".."], items=["ds", "dds", "ddds"], bonus={0})


def typed_game(board, first=(1, 5)) -> tuple[Game, GameController]:
    game = Game(board, mode="scoresheet", seats=("Ann",))
    ctrl = GameController(game)
    ctrl.submit(RollDice(first, True))
    return game, ctrl


def two_lines_at_once(ctrl: GameController) -> None:
    """Row 1 = 1, 2 (perfect) and column 2 = 2, 5 (good) completed by one write (R7)."""
    ctrl.write_at(0)
    ctrl.write_at(3)
    ctrl.confirm_turn()
    ctrl.submit(RollDice((2, 6), True))
    ctrl.submit(WriteDie(0, 0, 1, 0))


def cards(scene: BoardScene) -> list:
    return [c.data(1) for c in scene.items_with_role("explain_card")]


def hue(colour: QColor) -> int:
    return colour.toHsv().hue()


def move_mouse(scene: BoardScene, scene_pos: QPointF) -> None:
    """A mouse move as a view hands it to its scene, which turns it into hover events.

    Sent to the scene, not through a shown view: a real pointer position would stay with
    the application and raise tool tips in later tests.
    """
    event = QGraphicsSceneMouseEvent(QEvent.Type.GraphicsSceneMouseMove)
    event.setScenePos(scene_pos)
    event.setButtons(Qt.MouseButton.NoButton)
    QApplication.sendEvent(scene, event)


# ---------------------------------------------------------------- a cloud's lines


def test_pointing_at_a_cloud_outlines_its_lines_and_rings_their_ends(qapp):
    game, ctrl = typed_game(square_board())
    scene = BoardScene(ctrl)
    explain.show_cell(scene, 0)
    assert cards(scene) == [("cell", 0)]
    # Cell 0 is on row 1 (cells 0, 1) and column 1 (cells 0, 2): the others are outlined.
    assert sorted(it.data(1) for it in scene.items_with_role("explain_cell")) == [1, 2]
    assert sorted(it.data(1) for it in scene.items_with_role("explain_line_end")) == [0, 2]
    # each end's gain is written past it, away from the grid (row 1 ends right, column 1 down)
    gains = {it.data(1): it.pos() for it in scene.items_with_role("explain_line_gain")}
    assert gains[0].x() > scene.line_icon_pos(0, "sun").x()
    assert gains[2].y() > scene.line_icon_pos(2, "sun").y()
    card = scene.items_with_role("explain_card")[0].sceneBoundingRect()
    assert not card.intersects(scene.layout.cell_rect(0))
    assert scene.layout.scene_rect.contains(card)
    explain.clear(scene, ("cell", 3))  # leaving another cloud leaves this card alone
    assert cards(scene) == [("cell", 0)]
    explain.clear(scene, ("cell", 0))
    assert not cards(scene)
    assert not scene.items_with_role("explain_cell")


def test_the_card_says_what_each_line_gives_at_its_end(qapp):
    game, ctrl = typed_game(square_board())
    scene = BoardScene(ctrl)
    text = explain.cell_sentences(game, 0, 0, "en")
    assert text[0] == "Row 1, column 1"
    assert "Row 1: 0 of 2 clouds filled." in text
    assert "Column 1: 0 of 2 clouds filled." in text
    assert "All different: its dot; a run by one: its sun (2 strokes)." in text
    two_lines_at_once(ctrl)
    assert ctrl.choose_line(0)
    text = explain.cell_sentences(game, 0, 1, "en")
    assert "Row 1: sun circled, 2 sun strokes drawn." in text
    assert "Column 2: dot circled, 2 dot strokes drawn." in text
    explain.show_cell(scene, 1)
    assert cards(scene) == [("cell", 1)]


def test_a_repeat_says_the_line_will_be_crossed_out(qapp):
    game, ctrl = typed_game(make_board(["...", "..."]), (4, 4))
    ctrl.write_at(0)
    ctrl.write_at(1)
    text = explain.line_sentences(game, 0, 0, "en")
    assert text == ["Row 1: 2 of 3 clouds filled.", "A number repeats: it will be crossed out."]


def test_hover_through_the_scene_shows_and_hides_the_card(qapp):
    """The cells and the score box take hover events: mouse moves handed to the scene
    (QGraphicsView's own behaviour) show the card and take it away."""
    game, ctrl = typed_game(square_board())
    scene = BoardScene(ctrl)
    move_mouse(scene, scene.cell_pos(3))
    assert cards(scene) == [("cell", 3)]
    move_mouse(scene, scene.layout.score_rect.center())
    assert cards(scene) == ["score"]
    move_mouse(scene, scene.layout.scene_rect.topLeft() + QPointF(2, 2))
    assert not cards(scene)


def test_the_keyboard_cursor_explains_the_cloud_it_rests_on(qapp):
    game, ctrl = typed_game(square_board())
    scene = BoardScene(ctrl)
    scene.set_cursor(2, card=True)
    assert cards(scene) == [("cursor", 2)]
    scene.set_cursor(3, card=True)
    assert cards(scene) == [("cursor", 3)]
    scene.set_cursor(3)  # moved by anything but the keyboard: no card
    assert not cards(scene)
    scene.set_cursor(None)
    assert not cards(scene)


# ---------------------------------------------------------------- modules


MODULE_BOARDS = {"BC": ("constellation",), "ABC": ("constellation", "notes"), "AD": ("polaroids",),
                 "DA": ("polaroids",), "EF": ("garland",), "DEF": ("garland", "frames")}


@pytest.mark.parametrize("board_id", sorted(MODULE_BOARDS))
def test_each_module_explains_what_it_does_and_scores_now(qapp, board_id):
    game = Game(builtin_board(board_id), seed=3)
    scene = BoardScene(GameController(game))
    points = game.scores()[0].modules
    areas = {it.data(1)[0] if it.data(1)[0] != "module" else it.data(1)[1]
             for it in scene.items_with_role("module_area")}
    for module in MODULE_BOARDS[board_id]:
        text = explain.module_sentences(game, 0, module, "en")
        assert len(text) == 2
        assert re.search(rf"(^|\D){points[module]} points?\b", text[1]), text[1]
        assert module in areas or (module == "frames" and "frame" in areas)
    # Pointing at an area opens its card; leaving closes it.
    area = scene.items_with_role("module_area")[0]
    area.hoverEnterEvent(None)
    assert cards(scene) == [area.data(1)]
    area.hoverLeaveEvent(None)
    assert not cards(scene)


def test_constellation_counts_the_big_stars_reached(qapp):
    install_plural_forms(qapp)  # "2 points", as the app has it (run alone, nothing else installs it)
    game = Game(builtin_board("BC"), seed=3)
    sheet = game.state.sheets[0]
    stars = game.board.track_big_stars
    sheet.track_pos = stars[1]
    scene = BoardScene(GameController(game))
    text = explain.module_sentences(game, 0, "constellation", "en")
    assert text[1] == f"2 of {len(stars)} big stars reached: {game.scores()[0].modules['constellation']} points."
    captions = {it.data(1): it for it in scene.items_with_role("module_caption")}
    assert "constellation" in captions


def test_frame_families_show_their_progress(qapp):
    game = Game(builtin_board("DEF"), seed=3)
    sheet = game.state.sheets[0]
    family = sorted(game.board.frame_cells[0])
    for k, c in enumerate(family[:3]):
        sheet.values[c] = k
    scene = BoardScene(GameController(game))
    assert explain.frame_progress(game, 0, 0) == (3, len(family))
    assert explain.frame_progress(game, 0, 1)[0] == sum(1 for c in game.board.frame_cells[1]
                                                        if sheet.values[c] != EMPTY)
    keys = {it.data(1) for it in scene.items_with_role("module_caption")}
    assert {("frame", fi) for fi in range(len(game.board.frame_cells))} <= keys
    text = explain.frame_sentences(game, 0, 0, "en")
    assert text[0] == f"Rose frames: 3 of {len(family)} clouds filled."


def test_frame_colours_match_their_names(qapp):
    game = Game(builtin_board("DEF"), seed=3)
    scene = BoardScene(GameController(game))
    hues = {}
    for it in scene.items_with_role("frame_swatch"):
        fam = game.board.defn.frames[it.data(1)]
        hues[fam.id] = hue(it.pen().color())
    assert hues["rose"] >= 330 or hues["rose"] <= 10
    assert 190 <= hues["sky"] <= 215
    assert 135 <= hues["mint"] <= 170
    assert 135 <= hue(frame_colour(5, "", "Mint frames")) <= 170
    assert frame_colour(4, "x", "Plain") == FRAME_COLOURS[1]


# ---------------------------------------------------------------- the score box


def test_the_score_box_opens_a_live_breakdown(qapp):
    game = Game(builtin_board("ABC"), seed=3)
    scene = BoardScene(GameController(game))
    score = game.scores()[0]
    text = explain.score_sentences(game, 0, "en")
    assert text[0] == f"Finished items: {score.items}"
    assert f"Constellation: {score.modules['constellation']}" in text
    assert f"Musical notes: {score.modules['notes']}" in text
    assert f"Thorns: {score.thorns}, minus {score.thorn_penalty}" in text
    assert f"Total: {score.total}" in text
    assert text[-1] == f"Title: {score.title.en}"
    box = scene.items_with_role("score_box")[0]
    box.hoverEnterEvent(None)
    assert cards(scene) == ["score"]
    card = scene.items_with_role("explain_card")[0].sceneBoundingRect()
    assert not card.intersects(scene.layout.score_rect)


# ---------------------------------------------------------------- rows and columns


@pytest.mark.parametrize("board_id", ["A", "DEF"])
def test_rows_and_columns_are_numbered_as_the_coach_names_them(qapp, board_id):
    game = Game(builtin_board(board_id), seed=3)
    scene = BoardScene(GameController(game))
    board = game.board
    cols = {it.data(1): it.pos() for it in scene.items_with_role("col_number")}
    rows = {it.data(1): it.pos() for it in scene.items_with_role("row_number")}
    assert sorted(cols) == list(range(board.defn.cols))
    assert sorted(rows) == list(range(board.defn.rows))
    grid_top = min(p.y() for p in scene.layout.cell_centres)
    grid_left = min(p.x() for p in scene.layout.cell_centres)
    for li in range(len(board.lines)):
        r, c = board.coords[board.lines[li][0]]
        name = board.line_name(li)
        centre = scene.cell_pos(board.lines[li][0])
        if name.startswith("row"):
            # "row N": the number N sits to the left of that row, at its height
            assert name == f"row {r + 1}"
            assert abs(rows[r].y() - centre.y()) < 20 and rows[r].x() < grid_left
        else:
            assert name == f"column {c + 1}"
            assert abs(cols[c].x() - centre.x()) < 20 and cols[c].y() < grid_top


# ---------------------------------------------------------------- the R7 choice


def test_two_lines_at_once_glow_at_both_ends_and_outline_their_clouds(qapp):
    game, ctrl = typed_game(square_board())
    scene = BoardScene(ctrl)
    two_lines_at_once(ctrl)
    choice = game.state.sheets[0].line_choice
    assert sorted(choice) == [0, 3]
    glows = scene.items_with_role("line_choice_glow")
    assert sorted(g.data(1)[0] for g in glows) == [0, 3]
    for g in glows:
        li = g.data(1)[0]
        rect = g.sceneBoundingRect()
        for kind in ("dot", "sun"):
            assert rect.contains(scene.line_icon_pos(li, kind))
        assert rect.height() >= 4 * ICON_R and g.pen().widthF() >= 3.0
    outlined = sorted(it.data(1) for it in scene.items_with_role("line_choice_cell"))
    assert outlined == [(0, 0), (0, 1), (3, 1), (3, 3)]
    assert ctrl.choose_line(0)
    assert not scene.items_with_role("line_choice_glow")
    assert not scene.items_with_role("line_choice_cell")
