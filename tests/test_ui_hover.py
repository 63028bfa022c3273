"""Pointing at a cloud with the mouse, in the real board view, opens its explanation card."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtTest import QTest

from daydream_qt.engine import Game, builtin_board
from daydream_qt.ui.board.view import BoardView
from daydream_qt.ui.core.controller import GameController


def test_hovering_a_cloud_in_the_view_shows_its_card(qtbot):
    controller = GameController()
    view = BoardView(controller)
    qtbot.addWidget(view)
    view.resize(1000, 700)
    view.show()
    controller.set_game(Game(builtin_board("A"), seed=1))
    qtbot.waitExposed(view)
    scene = view.board_scene
    assert scene.items_with_role("explain_card") == []
    point = view.mapFromScene(scene.cell_pos(0))
    QTest.mouseMove(view.viewport(), point + QPoint(1, 0))
    QTest.mouseMove(view.viewport(), point)
    qtbot.waitUntil(lambda: bool(scene.items_with_role("explain_card")), timeout=2000)
