"""The keyboard cursor's card: small, beside the cursor, never over a legal cloud, and gone
at the next mouse use, Esc, or any change of the sheet (a write, Undo, the turn's end).
Enter and the digits never write into a cloud the player cannot see."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtTest import QTest

from daydream_qt.engine import Game, builtin_board
from daydream_qt.ui.board import explain
from daydream_qt.ui.board.view import BoardView
from daydream_qt.ui.core.controller import GameController

CURSOR_CARD_MAX = (230, 80)
"""Device pixels: the cursor's card says where the cursor is and what its lines hold."""
HOVER_CARD_MAX = (250, 150)
"""Device pixels: a cloud's card when pointed at."""


def rolled(board_id: str = "A", seed: int = 1) -> tuple[Game, GameController]:
    game = Game(builtin_board(board_id), seed=seed)
    ctrl = GameController(game)
    ctrl.roll()
    assert ctrl.legal_cells()
    return game, ctrl


@pytest.fixture
def make_view(qtbot):
    def make(ctrl: GameController, size=(1100, 760)) -> BoardView:
        view = BoardView(ctrl)
        qtbot.addWidget(view)
        view.resize(*size)
        view.show()
        qtbot.waitExposed(view)
        view.setFocus()
        return view

    return make


def card_items(view: BoardView) -> list:
    return view.board_scene.items_with_role("explain_card")


def cursor_card(view: BoardView):
    cards = [c for c in card_items(view) if isinstance(c.data(1), tuple) and c.data(1)[0] == "cursor"]
    return cards[0] if cards else None


def on_screen(view: BoardView, rect: QRectF):
    return view.mapFromScene(rect).boundingRect()


def key(view: BoardView, k) -> None:
    QTest.keyClick(view, k)


# ---------------------------------------------------------------- where and how large


@pytest.mark.parametrize("board_id", ["A", "DEF"])
@pytest.mark.parametrize("moves", [[Qt.Key.Key_Right], [Qt.Key.Key_Down, Qt.Key.Key_Down, Qt.Key.Key_Right],
                                   [Qt.Key.Key_Right] * 3 + [Qt.Key.Key_Down] * 3])
def test_the_cursor_card_is_small_beside_the_cursor_and_over_no_legal_cloud(make_view, board_id, moves):
    game, ctrl = rolled(board_id)
    view = make_view(ctrl)
    scene = view.board_scene
    for k in moves:
        key(view, k)
    card = cursor_card(view)
    assert card is not None and card.data(1) == ("cursor", scene.cursor_cell)
    box = on_screen(view, card.sceneBoundingRect())
    assert box.width() <= CURSOR_CARD_MAX[0] and box.height() <= CURSOR_CARD_MAX[1], box
    lay = scene.layout
    rect = card.sceneBoundingRect()
    for c in ctrl.legal_cells():
        assert not rect.intersects(lay.cell_rect(c)), f"the card hides legal cloud {c}"
    cursor = lay.cell_rect(scene.cursor_cell)
    assert not rect.intersects(cursor)
    # beside the cursor: as close as a card clear of the legal clouds can be
    near = cursor.adjusted(-2.2 * cursor.width(), -2.2 * cursor.height(), 2.2 * cursor.width(), 2.2 * cursor.height())
    free = [c for c in range(game.board.n_cells) if c not in ctrl.legal_cells()]
    if len(free) > len(ctrl.legal_cells()) or moves == [Qt.Key.Key_Right]:
        assert near.intersects(rect)


def test_the_cursor_card_hides_no_pencil_mark_of_the_coach(make_view):
    game, ctrl = rolled("A")
    view = make_view(ctrl)
    scene = view.board_scene
    legal = sorted(ctrl.legal_cells())
    scene.set_hint([(legal[-1], ctrl.selected_value() or 1)])
    key(view, Qt.Key.Key_Right)
    card = cursor_card(view)
    assert card is not None
    for ring in scene.items_with_role("hint"):
        assert not card.sceneBoundingRect().intersects(ring.sceneBoundingRect())


def test_a_clouds_card_is_compact(make_view):
    game, ctrl = rolled("A")
    view = make_view(ctrl)
    scene = view.board_scene
    for cell in (0, 7, game.board.n_cells - 1):
        explain.show_cell(scene, cell)
        box = on_screen(view, card_items(view)[0].sceneBoundingRect())
        assert box.width() <= HOVER_CARD_MAX[0] and box.height() <= HOVER_CARD_MAX[1], (cell, box)


# ---------------------------------------------------------------- when it goes


def test_esc_closes_the_cursor_card(make_view):
    game, ctrl = rolled()
    view = make_view(ctrl)
    key(view, Qt.Key.Key_Right)
    assert cursor_card(view) is not None
    key(view, Qt.Key.Key_Escape)
    assert cursor_card(view) is None
    assert not card_items(view)


def test_the_cursor_card_goes_once_the_cursor_rests(qtbot, make_view):
    game, ctrl = rolled()
    view = make_view(ctrl)
    view.cursor_card_ms = 150
    key(view, Qt.Key.Key_Right)
    assert cursor_card(view) is not None
    qtbot.wait(60)
    key(view, Qt.Key.Key_Right)  # moving again keeps it
    qtbot.wait(110)
    assert cursor_card(view) is not None
    qtbot.waitUntil(lambda: cursor_card(view) is None, timeout=1000)
    assert view.board_scene.cursor_visible  # the cursor itself stays


def test_the_next_mouse_move_closes_the_cursor_card(make_view):
    game, ctrl = rolled()
    view = make_view(ctrl)
    key(view, Qt.Key.Key_Right)
    assert cursor_card(view) is not None
    # over the paper, on no cloud: no other card opens
    QTest.mouseMove(view.viewport(), view.mapFromScene(view.board_scene.layout.scene_rect.topLeft()
                                                        + QPointF(12, 12)) + QPoint(1, 1))
    assert cursor_card(view) is None


def test_a_click_closes_the_cursor_card(qtbot, make_view):
    game, ctrl = rolled()
    view = make_view(ctrl)
    key(view, Qt.Key.Key_Right)
    assert cursor_card(view) is not None
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.mapFromScene(view.board_scene.layout.scene_rect.topLeft() + QPointF(12, 12)))
    assert cursor_card(view) is None


def test_a_write_undo_and_the_turns_end_close_the_cursor_card(make_view):
    game, ctrl = rolled()
    view = make_view(ctrl)
    scene = view.board_scene
    key(view, Qt.Key.Key_Right)
    while scene.cursor_cell not in ctrl.legal_cells():
        key(view, Qt.Key.Key_Right)
    assert cursor_card(view) is not None
    key(view, Qt.Key.Key_Return)  # writes the die where the cursor shows
    assert game.state.sheets[0].filled == 1
    assert cursor_card(view) is None
    key(view, Qt.Key.Key_Left)
    assert cursor_card(view) is not None
    assert ctrl.undo()
    assert cursor_card(view) is None
    key(view, Qt.Key.Key_Right)
    assert cursor_card(view) is not None
    for cell in sorted(ctrl.legal_cells())[:1]:
        ctrl.write_at(cell)
    key(view, Qt.Key.Key_Right)
    assert cursor_card(view) is not None
    ctrl.write_at(sorted(ctrl.legal_cells())[0])
    ctrl.confirm_turn()
    assert cursor_card(view) is None


# ---------------------------------------------------------------- Enter and the digits


def test_enter_with_the_cursor_hidden_shows_it_and_writes_nothing(qtbot, make_view):
    game, ctrl = rolled()
    view = make_view(ctrl)
    scene = view.board_scene
    assert not scene.cursor_visible
    before = game.state.snapshot()
    with qtbot.waitSignal(view.message, timeout=1000) as said:
        key(view, Qt.Key.Key_Return)
    assert game.state.snapshot() == before
    assert scene.cursor_visible and scene.items_with_role("cursor")
    sentence = said.args[0]
    assert sentence.endswith(".") and sentence.count(". ") == 0, sentence
    shown = scene.cursor_cell
    key(view, Qt.Key.Key_Return)  # now the cursor shows: Enter writes there
    assert game.state.sheets[0].values[shown] != -1


def test_a_digit_with_the_cursor_hidden_shows_it_and_writes_nothing(qtbot, make_view):
    game, ctrl = rolled()
    view = make_view(ctrl)
    scene = view.board_scene
    value = ctrl.selected_value()
    before = game.state.snapshot()
    with qtbot.waitSignal(view.message, timeout=1000) as said:
        QTest.keyClick(view, str(value))
    assert game.state.snapshot() == before
    assert scene.cursor_visible
    assert said.args[0].count(". ") == 0
    shown = scene.cursor_cell
    QTest.keyClick(view, str(value))
    assert game.state.sheets[0].values[shown] == value
