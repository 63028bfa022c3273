"""BoardScene: what is drawn for each combination, and how the drawing follows the state."""

from __future__ import annotations

import time

import pytest
from boardkit import make_board
from PySide6.QtWidgets import QApplication

from daydream_qt.engine import BOARD_IDS, BoardError, Game, RollDice, WriteDie, builtin_board
from daydream_qt.ui.board import scene as scene_module
from daydream_qt.ui.board.scene import BoardScene
from daydream_qt.ui.core.controller import GameController

MODULE_ROLES = {
    "constellation": ("star", "track"),
    "notes": ("note_head",),
    "polaroids": ("polaroid",),
    "garland": ("garland_moon", "garland_reward"),
    "frames": ("frame", "frame_reward"),
}


def square_board():
    """2x2 cells: rows and columns are lines; one item 'ds' with a bonus, then 'dds'."""
    return make_board(["..", ".."], items=["ds", "dds", "ddds"], bonus={0})


def typed_game(board, first=(1, 5)) -> tuple[Game, GameController]:
    """A one-player scoresheet game (solo rules) whose dice the test types in."""
    game = Game(board, mode="scoresheet", seats=("Ann",))
    ctrl = GameController(game)
    ctrl.submit(RollDice(first, True))
    return game, ctrl


def roles(scene: BoardScene, role: str) -> list:
    return scene.items_with_role(role)


@pytest.fixture
def app(qapp):
    return qapp


# ---------------------------------------------------------------- what each combination draws


@pytest.mark.parametrize("board_id", BOARD_IDS)
def test_each_combination_draws_exactly_its_modules(app, board_id):
    board = builtin_board(board_id)
    game = Game(board, seed=1)
    scene = BoardScene(GameController(game))
    for module, module_roles in MODULE_ROLES.items():
        for role in module_roles:
            present = bool(roles(scene, role))
            assert present == (module in board.modules), (board_id, role)
    assert len(roles(scene, "cell")) == board.n_cells
    assert sorted(it.data(1) for it in roles(scene, "cell")) == list(range(board.n_cells))
    assert len(roles(scene, "line_icon_dot")) == len(board.lines)
    assert len(roles(scene, "line_icon_sun")) == len(board.lines)
    letters = sorted(roles(scene, "panel_letter"), key=lambda it: it.data(1))
    assert "".join(it.toolTip() for it in letters) == board_id
    assert len(roles(scene, "leaf")) == board.leaf_count
    assert len(roles(scene, "thorn_plant")) == 1  # solo game
    assert len(roles(scene, "score_box")) == 1
    nodes = sum(len(it.nodes) for it in board.defn.items)
    assert len(roles(scene, "item_node")) == nodes


@pytest.mark.parametrize("board_id", BOARD_IDS)
def test_module_counts_match_the_board_data(app, board_id):
    board = builtin_board(board_id)
    scene = BoardScene(GameController(Game(board, seed=1)))
    assert len(roles(scene, "star")) == len(board.track_big_stars)
    assert len(roles(scene, "polaroid")) == len(board.polaroid_cells)
    assert len(roles(scene, "garland_moon")) == board.garland_moons
    assert len(roles(scene, "frame")) == len(board.frame_cells)
    heads = sum(1 if len(n) == 2 else 2 for n in board.notes)
    assert len(roles(scene, "note_head")) == heads


def test_thorn_plant_is_drawn_only_under_solo_rules(app):
    board = square_board()
    table = Game(board, mode="pass_and_play", seats=("Ann", "Bo"), seed=3)
    assert not roles(BoardScene(GameController(table)), "thorn_plant")
    assert roles(BoardScene(GameController(Game(board, seed=3))), "thorn_plant")


def test_line_icons_sit_past_the_last_cell_in_line_order(app):
    board = make_board(["...", "..."])
    scene = BoardScene(GameController(Game(board, seed=1)))
    for li, cells in enumerate(board.lines):
        last, before = scene.cell_pos(cells[-1]), scene.cell_pos(cells[-2])
        direction = last - before
        for kind in ("dot", "sun"):
            v = scene.line_icon_pos(li, kind) - last
            assert v.x() * direction.x() + v.y() * direction.y() > 0


# ---------------------------------------------------------------- following the state


def test_written_digits_follow_the_sheet_in_the_seat_ink(app):
    game, ctrl = typed_game(square_board())
    scene = BoardScene(ctrl)
    assert not roles(scene, "digit")
    assert ctrl.write_at(0)
    digits = roles(scene, "digit")
    assert [d.data(1) for d in digits] == [0]
    assert digits[0].pen().color().name() == game.seats[0].ink


def test_legal_cells_glow_for_the_selected_die(app):
    game, ctrl = typed_game(make_board(["...", "...", "..."]))
    scene = BoardScene(ctrl)
    glowing = {it.data(1) for it in roles(scene, "cell_glow")}
    assert glowing == ctrl.legal_cells() == set(range(9))
    ctrl.write_at(4)
    glowing = {it.data(1) for it in roles(scene, "cell_glow")}
    assert 4 not in glowing and glowing == ctrl.legal_cells()


def test_line_marks_circle_dot_or_sun_and_cross_failed_lines(app):
    game, ctrl = typed_game(square_board(), (1, 1))
    scene = BoardScene(ctrl)
    ctrl.write_at(0)
    ctrl.write_at(1)  # row 0 = 1, 1: failed
    marks = {it.data(1) for it in roles(scene, "line_mark")}
    assert marks == {0}
    assert game.state.sheets[0].line_state[0] == 1


def test_line_choice_glows_and_bonus_buttons_appear(app):
    game, ctrl = typed_game(square_board(), (1, 5))
    scene = BoardScene(ctrl)
    ctrl.write_at(0)
    ctrl.write_at(3)
    ctrl.confirm_turn()
    ctrl.submit(RollDice((2, 6), True))
    ctrl.submit(WriteDie(0, 0, 1, 0))  # row 0 = 1,2 perfect; column 1 = 2,5 good
    sheet = game.state.sheets[0]
    assert len(sheet.line_choice) == 2
    glows = roles(scene, "line_choice_glow")
    assert {g.data(1)[0] for g in glows} == set(sheet.line_choice)
    row = next(li for li in sheet.line_choice if board_is_row(game, li))
    assert ctrl.choose_line(row)
    assert not roles(scene, "line_choice_glow")
    assert ctrl.draw_next_stroke()  # the sun stroke finishes item 0, which has a bonus
    assert sheet.bonus_pending
    assert {b.data(1) for b in roles(scene, "bonus_button")} == {"sun", "leaf"}
    assert scene.bonus_button_pos("leaf") is not None
    assert {it.data(1) for it in roles(scene, "item_ink")} == {0}
    ctrl.choose_bonus("leaf")
    assert not roles(scene, "bonus_button")
    assert len(roles(scene, "leaf_circle")) == 2


def board_is_row(game: Game, line: int) -> bool:
    return game.board.line_is_row[line]


def test_pen_and_target_nodes_glow_while_strokes_are_pending(app):
    game, ctrl = typed_game(square_board(), (1, 2))
    scene = BoardScene(ctrl)
    ctrl.write_at(0)
    ctrl.write_at(1)  # row 0 = 1, 2: perfect, two sun strokes
    stroke = ctrl.next_stroke()
    assert stroke is not None
    glowing = {it.data(1) for it in roles(scene, "node_glow")}
    assert glowing == {(stroke.item, 0), (stroke.item, stroke.to_node)}
    while ctrl.next_stroke() is not None or game.state.sheets[0].bonus_pending:
        if game.state.sheets[0].bonus_pending:
            ctrl.choose_bonus("leaf")
        else:
            ctrl.draw_next_stroke()
    assert not roles(scene, "node_glow")


def test_score_box_shows_the_engine_total(app):
    game, ctrl = typed_game(square_board(), (1, 2))
    scene = BoardScene(ctrl)
    ctrl.write_at(0)
    ctrl.write_at(1)
    ctrl.draw_next_stroke()  # finishes item 0
    ctrl.choose_bonus("leaf")
    box = roles(scene, "score_box")[0]
    assert box.data(1) == game.scores()[0].total == 1


def test_thorns_follow_given_up_dice(app):
    game, ctrl = typed_game(make_board(["...", "..."]), (1, 2))
    scene = BoardScene(ctrl)
    ctrl.write_at(0)
    ctrl.write_at(4)
    ctrl.confirm_turn()
    ctrl.submit(RollDice((3, 3), True))
    ctrl.give_up_selected()
    assert len(roles(scene, "thorn")) == game.state.sheets[0].thorns == 1


def test_game_replaced_rebuilds_the_board(app):
    game, ctrl = typed_game(square_board())
    scene = BoardScene(ctrl)
    ctrl.write_at(0)
    ctrl.set_game(Game(make_board(["...", "...", "..."]), seed=2))
    assert len(roles(scene, "cell")) == 9
    assert not roles(scene, "digit")


@pytest.mark.parametrize("board_id", ["ABC", "DEF", "AD"])
def test_modules_follow_the_state_on_real_boards(app, board_id):
    board = builtin_board(board_id)
    game = Game(board, seed=7)
    ctrl = GameController(game)
    scene = BoardScene(ctrl)
    ctrl.roll()
    marked = sorted(board.star_cells | board.moon_cells)
    ctrl.write_at(marked[0])
    if "polaroids" in board.modules and marked[0] in board.cell_polaroid:
        assert roles(scene, "polaroid_value")
    if "garland" in board.modules and marked[0] in board.moon_cells:
        assert {it.data(1) for it in roles(scene, "garland_value")} == {0}
    if "constellation" in board.modules:
        assert roles(scene, "track_ink")[0].data(1) == game.state.sheets[0].track_pos


def test_a_refresh_is_cheap(app):
    """A write repaints only what changed: well under a frame on the largest board."""
    board = next((b for b in (_try(i) for i in ("DEF", "ABC")) if b is not None),
                 make_board(["........"] * 6))
    game = Game(board, seed=5)
    ctrl = GameController(game)
    scene = BoardScene(ctrl)
    ctrl.roll()
    cells = sorted(ctrl.legal_cells())
    t = time.perf_counter()
    ctrl.write_at(cells[0])
    elapsed = time.perf_counter() - t
    QApplication.processEvents()
    assert elapsed < 0.05  # generous for slow CI; the benchmark measures the real figure
    assert len(roles(scene, "digit")) == 1


def _try(board_id: str):
    try:
        return builtin_board(board_id)
    except BoardError:
        return None


# ---------------------------------------------------------------- a board opened before it is seen


def test_a_board_opened_in_a_hidden_view_is_drawn_once_for_the_shape_it_is_seen_in(app, qtbot, monkeypatch):
    from PySide6.QtWidgets import QGraphicsView

    ctrl = GameController(None)
    scene = BoardScene(ctrl)
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    made, laid = [], []
    real = BoardScene._make_items
    monkeypatch.setattr(BoardScene, "_make_items", lambda self: (made.append(self.aspect), real(self)))
    real_layout = scene_module.compute_layout
    monkeypatch.setattr(scene_module, "compute_layout",
                        lambda board, solo, aspect, keep=None: (laid.append(aspect), real_layout(board, solo, aspect, keep))[1])
    ctrl.set_game(Game(builtin_board("A"), seed=1))
    # neither laid out nor made yet: the view's shape is not known
    assert scene.has_board and scene.items() == [] and made == [] and laid == []
    scene.set_aspect(2.0)  # what the view does once it is shown
    assert laid == [2.0] and made == [2.0] and len(roles(scene, "cell")) == builtin_board("A").n_cells
    assert scene.layout.plan == scene.layout.plan.__class__(*scene.layout.plan)
    scene.set_aspect(2.01)  # the same shape: nothing is made again
    assert made == [2.0]


def test_a_hidden_board_asked_where_things_are_is_placed_then(app, qtbot, monkeypatch):
    from PySide6.QtWidgets import QGraphicsView

    ctrl = GameController(None)
    scene = BoardScene(ctrl)
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    laid = []
    real_layout = scene_module.compute_layout
    monkeypatch.setattr(scene_module, "compute_layout",
                        lambda board, solo, aspect, keep=None: (laid.append(aspect), real_layout(board, solo, aspect, keep))[1])
    ctrl.set_game(Game(builtin_board("A"), seed=1))
    assert laid == []
    centre = scene.cell_pos(0)  # asked: laid out as for no particular shape, nothing made
    assert laid == [None] and scene.sceneRect() == scene.layout.scene_rect
    assert scene.sceneRect().contains(centre) and scene.items() == []
    scene.set_aspect(2.0)  # shown: laid out for the view's shape, and made
    assert laid == [None, 2.0] and len(roles(scene, "cell")) == builtin_board("A").n_cells


def test_a_hidden_board_asked_for_its_items_makes_them(app, qtbot):
    from PySide6.QtWidgets import QGraphicsView

    ctrl = GameController(None)
    scene = BoardScene(ctrl)
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    ctrl.set_game(Game(builtin_board("D"), seed=2))
    ctrl.roll()
    cell = sorted(ctrl.legal_cells())[0]
    ctrl.write_at(cell)
    assert scene.items() == []
    assert len(roles(scene, "cell")) == builtin_board("D").n_cells  # made when asked
    assert [it.data(1) for it in roles(scene, "digit")] == [cell]  # showing the state as it is


def test_a_scene_without_a_view_is_drawn_at_once(app):
    scene = BoardScene(GameController(Game(builtin_board("A"), seed=1)))
    assert scene.items() != []


# ---------------------------------------------------------------- the printed layers


def _render(scene: BoardScene, width: int = 900):
    from PySide6.QtGui import QColor, QImage, QPainter

    rect = scene.sceneRect()
    image = QImage(width, round(width * rect.height() / rect.width()), QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(painter)
    painter.end()
    return image


def test_the_printed_board_is_painted_by_layers_and_looks_the_same(app):
    from PySide6.QtWidgets import QGraphicsItem

    from daydream_qt.ui.board.static_layer import MUTABLE_ROLES, StaticLayer

    game = Game(builtin_board("DEF"), seed=4)
    ctrl = GameController(game)
    ctrl.roll()
    ctrl.write_at(sorted(ctrl.legal_cells())[0])
    scene = BoardScene(ctrl)
    before = _render(scene)
    scene.start_caching()
    layers = [it for it in scene.items() if isinstance(it, StaticLayer)]
    # one layer per stacking level of the printed items
    assert layers and len({layer.zValue() for layer in layers}) == len(layers)
    no_contents = QGraphicsItem.GraphicsItemFlag.ItemHasNoContents
    cells = roles(scene, "cell")
    assert len(cells) == game.board.n_cells and all(c.flags() & no_contents for c in cells)
    for role in MUTABLE_ROLES | {"digit"}:  # changed in place, or drawn as the game goes
        assert not any(it.flags() & no_contents for it in roles(scene, role)), role
    after = _render(scene)
    worst = max(max(abs(a - b) for a, b in zip(before.pixelColor(x, y).getRgb(), after.pixelColor(x, y).getRgb()))
                for y in range(0, before.height(), 3) for x in range(0, before.width(), 3))
    assert worst <= 24  # antialiasing only: a missing or stale part differs by far more
    # what the game draws next shows over the layers, and the score box follows the score
    ctrl.write_at(sorted(ctrl.legal_cells())[0])
    assert len(roles(scene, "digit")) == 2
    assert all(not it.flags() & no_contents for it in roles(scene, "digit"))


def test_a_board_built_after_caching_began_is_layered_at_once(app):
    from daydream_qt.ui.board.static_layer import StaticLayer

    ctrl = GameController(Game(builtin_board("A"), seed=1))
    scene = BoardScene(ctrl)
    scene.start_caching()
    ctrl.set_game(Game(builtin_board("AD"), seed=2))
    layers = [it for it in scene.items() if isinstance(it, StaticLayer)]
    assert layers and sum(len(layer.members) for layer in layers) > 100


def test_a_board_with_one_item_a_shelf_is_laid_out_and_drawn(app):
    """The editor can make a board whose shelves hold one item each: it must still play."""
    game, ctrl = typed_game(make_board(["..", ".."], items=["ds"]), (1, 2))
    scene = BoardScene(ctrl)
    assert scene.layout is not None and len(scene.layout.item_rects) == 1
    assert not scene.layout.item_rects[0].isEmpty()
    ctrl.write_at(0)
    ctrl.write_at(1)  # a perfect row: the item's strokes
    assert ctrl.draw_next_stroke()
    assert {it.data(1) for it in roles(scene, "item_ink")} == {0}


def test_printed_clouds_and_suns_carry_their_edges_as_filled_children(app):
    from PySide6.QtCore import Qt

    scene = BoardScene(GameController(Game(builtin_board("A"), seed=1)))
    for role in ("cell", "line_icon_sun"):
        items = roles(scene, role)
        assert items
        for item in items:
            # nothing stroked: the item fills its shape, its one child fills the edge
            assert item.pen().style() == Qt.PenStyle.NoPen
            edges = item.childItems()
            assert len(edges) == 1 and edges[0].pen().style() == Qt.PenStyle.NoPen
            assert not edges[0].path().isEmpty()
            assert edges[0].brush().color() != item.brush().color()
