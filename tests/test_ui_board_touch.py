"""What a finger, a click and a finished item show: long press and score-box cards, the
bonus taken circled on its item, and a celebration that takes itself away."""

from __future__ import annotations

import pytest
from boardkit import make_board
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from daydream_qt.engine import Game, RollDice
from daydream_qt.ui.board import bonus_marks, celebration, explain
from daydream_qt.ui.board.view import LONG_PRESS_MS, BoardView
from daydream_qt.ui.core.controller import GameController

LEFT = Qt.MouseButton.LeftButton


def typed(board, first=(1, 5)) -> tuple[Game, GameController]:
    game = Game(board, mode="scoresheet", seats=("Ann",))
    ctrl = GameController(game)
    ctrl.submit(RollDice(first, True))
    return game, ctrl


def bonus_board():
    return make_board(["..", ".."], items=["ds", "dds", "ddds"], bonus={0, 1})


@pytest.fixture
def make_view(qtbot):
    def make(ctrl: GameController) -> BoardView:
        view = BoardView(ctrl)
        qtbot.addWidget(view)
        view.resize(1100, 800)
        view.show()
        qtbot.waitExposed(view)
        return view

    return make


def point(view: BoardView, scene_pos: QPointF) -> QPoint:
    return view.mapFromScene(scene_pos)


def card_keys(view: BoardView) -> list:
    return [c.data(1) for c in view.board_scene.items_with_role("explain_card")]


def hold(qtbot, view: BoardView, scene_pos: QPointF, ms: int = LONG_PRESS_MS + 150) -> None:
    vp = view.viewport()
    qtbot.mousePress(vp, LEFT, pos=point(view, scene_pos))
    qtbot.wait(ms)
    qtbot.mouseRelease(vp, LEFT, pos=point(view, scene_pos))


# ---------------------------------------------------------------- long press


def test_long_press_on_a_cloud_explains_it_and_writes_nothing(qtbot, make_view):
    game, ctrl = typed(make_board(["..", ".."], items=["ds", "dds"]))
    view = make_view(ctrl)
    hold(qtbot, view, view.board_scene.cell_pos(3))
    assert card_keys(view) == [("hold", 3)]
    assert game.state.sheets[0].values[3] == -1  # held, not tapped
    # its lines' other clouds are outlined: row 1 and column 1 through cell 3
    assert {it.data(1) for it in view.board_scene.items_with_role("explain_cell")} == {1, 2}
    # the next press takes the card away, and taps as usual
    qtbot.mouseClick(view.viewport(), LEFT, pos=point(view, view.board_scene.cell_pos(0)))
    assert card_keys(view) == []
    assert game.state.sheets[0].values[0] in (1, 5)


def test_a_short_press_still_writes(qtbot, make_view):
    game, ctrl = typed(make_board(["..", ".."], items=["ds", "dds"]))
    view = make_view(ctrl)
    hold(qtbot, view, view.board_scene.cell_pos(2), ms=50)
    assert card_keys(view) == []
    assert game.state.sheets[0].values[2] in (1, 5)


def test_a_press_that_moves_is_not_a_long_press(qtbot, make_view):
    game, ctrl = typed(make_board(["..", ".."], items=["ds", "dds"]))
    view = make_view(ctrl)
    vp = view.viewport()
    a = point(view, view.board_scene.cell_pos(0))
    qtbot.mousePress(vp, LEFT, pos=a)
    QTest.mouseMove(vp, a + QPoint(60, 0))
    qtbot.wait(LONG_PRESS_MS + 150)
    qtbot.mouseRelease(vp, LEFT, pos=a + QPoint(60, 0))
    assert card_keys(view) == []


# ---------------------------------------------------------------- the score box


def test_tapping_the_score_box_opens_and_closes_its_breakdown(qtbot, make_view):
    game, ctrl = typed(make_board(["..", ".."], items=["ds", "dds"]))
    view = make_view(ctrl)
    box = view.board_scene.layout.score_rect.center()
    qtbot.mouseClick(view.viewport(), LEFT, pos=point(view, box))
    assert card_keys(view) == ["score"]
    # the card is the engine's breakdown: its total line says the engine's total
    assert f"Total: {game.scores()[0].total}" in explain.score_sentences(game, 0, "en")
    qtbot.mouseClick(view.viewport(), LEFT, pos=point(view, box))
    assert card_keys(view) == []


def test_score_card_follows_the_score(qtbot, make_view):
    game, ctrl = typed(make_board(["..", ".."], items=["ds", "dds"]), (1, 2))
    view = make_view(ctrl)
    box = view.board_scene.layout.score_rect.center()
    qtbot.mouseClick(view.viewport(), LEFT, pos=point(view, box))
    before = explain.score_sentences(game, 0, "en")
    ctrl.write_at(0)
    ctrl.write_at(1)
    ctrl.draw_next_stroke()  # finishes the first item: one point
    after = explain.score_sentences(game, 0, "en")
    assert before != after and "Finished items: 1" in after
    assert card_keys(view) == ["score"]


# ---------------------------------------------------------------- the bonus taken


def finish_first_item(ctrl: GameController) -> None:
    ctrl.write_at(0)
    ctrl.write_at(1)  # row 0 = 1, 2: perfect, two sun strokes
    ctrl.draw_next_stroke()  # item 0 ('ds') finished: its bonus is offered


@pytest.mark.parametrize("bonus", ["sun", "leaf"])
def test_the_bonus_taken_is_circled_on_its_item(qtbot, make_view, bonus):
    game, ctrl = typed(bonus_board(), (1, 2))
    view = make_view(ctrl)
    finish_first_item(ctrl)
    assert game.state.sheets[0].bonus_pending
    assert view.board_scene.items_with_role(bonus_marks.ROLE) == []
    ctrl.choose_bonus(bonus)
    assert bonus_marks.chosen_bonuses(game, 0) == {0: bonus}
    rings = view.board_scene.items_with_role(bonus_marks.ROLE)
    assert [r.data(1)[:2] for r in rings] == [(0, bonus)]
    centre = bonus_marks.mark_centre(view.board_scene, 0)
    side = rings[0].pos().x() - centre.x()
    assert (side < 0) == (bonus == "sun")
    # undone, the ring goes with the choice
    assert ctrl.undo()
    assert view.board_scene.items_with_role(bonus_marks.ROLE) == []


def test_each_bonus_item_keeps_its_own_choice():
    game, ctrl = typed(bonus_board(), (1, 2))
    finish_first_item(ctrl)
    ctrl.choose_bonus("leaf")
    while ctrl.next_stroke() is not None:
        ctrl.draw_next_stroke()
        if game.state.sheets[0].bonus_pending:
            ctrl.choose_bonus("sun")
    chosen = bonus_marks.chosen_bonuses(game, 0)
    assert chosen[0] == "leaf"
    assert set(chosen) <= {0, 1}


# ---------------------------------------------------------------- celebration


def test_a_finished_item_is_celebrated_and_the_celebration_goes(qtbot, make_view):
    game, ctrl = typed(make_board(["..", ".."], items=["ds", "dds"]), (1, 2))
    view = make_view(ctrl)
    scene = view.board_scene
    ctrl.write_at(0)
    ctrl.write_at(1)
    assert scene.items_with_role(celebration.ROLE) == []
    ctrl.draw_next_stroke()  # finishes item 0
    shown = scene.items_with_role(celebration.ROLE)
    assert len(shown) == 1 + celebration.SPARKS
    assert {it.data(1) for it in shown} == {0}
    qtbot.waitUntil(lambda: not scene.items_with_role(celebration.ROLE), timeout=3000)
    # the finished drawing itself stays
    assert {it.data(1) for it in scene.items_with_role("item_ink")} == {0}


def test_a_value_no_die_shows_gets_a_plain_sentence(qtbot, make_view):
    game, ctrl = typed(make_board(["..", ".."], items=["ds", "dds"]), (1, 5))
    view = make_view(ctrl)
    said: list[str] = []
    view.message.connect(said.append)
    assert view.handle_key(Qt.Key.Key_6, "6")
    assert said == ["You have no 6 left to play."]
    assert all(v == -1 for v in game.state.sheets[0].values)
