"""The replay lays the shelf out as the game does in the same window: the same items a
row, the same sizes (board A at 1366x768: 4x4, not 5-5-3-3)."""

from __future__ import annotations

import pytest
from uikit import make_window

from daydream_qt.ui.core.settings import Settings


@pytest.mark.parametrize("size", [(1366, 768), (1400, 900), (1920, 1080)])
def test_the_replay_keeps_the_games_shelf_plan(qtbot, size):
    w = make_window(qtbot, Settings(language="en", tour_offered=True))
    w.resize(*size)
    w.new_game("A", seed=1)
    qtbot.wait(30)
    played = w.view.board_scene.layout.plan
    w.replay.replay_game(w.controller.game)
    view = w.replay.replay_page.board_view
    qtbot.waitUntil(lambda: view.board_scene.layout is not None)
    qtbot.wait(30)
    assert view.board_scene.layout.plan == played


def test_a_replay_opened_before_any_game_is_shown_uses_the_games_plan_too(qtbot):
    w = make_window(qtbot, Settings(language="en", tour_offered=True))
    w.resize(1366, 768)
    qtbot.wait(30)
    from daydream_qt.engine import Game, Mode, SeatInfo, builtin_board

    game = Game(builtin_board("A"), Mode.SOLO, [SeatInfo("Ann", "#2b4c7e")], seed=1)
    w.replay.replay_game(game)
    view = w.replay.replay_page.board_view
    qtbot.waitUntil(lambda: view.board_scene.layout is not None)
    qtbot.wait(30)
    w.navigator.back()
    w.new_game("A", seed=1)
    qtbot.wait(30)
    assert view.board_scene.layout.plan == w.view.board_scene.layout.plan
