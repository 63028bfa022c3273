"""A game played by the coach's hints through the window, reviewed: nothing lost, and the
review's best plan at every turn is the hint given at that turn (one coach, one answer).

Each board's solo game is played as a person trusting the coach plays it: Roll, Hint, Play
it, Confirm, all by the window's own buttons. The hint of each turn is kept; the review of
the finished game must find 0 points lost on every turn and name the same plan as best.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from daydream_qt.bots.review import review_game
from daydream_qt.engine import Action, EndTurn, Phase
from daydream_qt.engine.board import BOARD_IDS

LEFT = Qt.MouseButton.LeftButton


def play_by_hints(window, qtbot, board_id: str, seed: int) -> tuple[object, list[tuple[Action, ...]]]:
    """Play a whole solo game by Hint › Play it › Confirm; the game and each turn's hint."""
    game = window.new_game(board_id, seed=seed)
    tray, card, hinter = window.tray, window.hint_card, window.hinter
    hints: list[tuple[Action, ...]] = []
    while not game.over:
        if game.state.phase == Phase.ROLL:
            qtbot.mouseClick(tray.roll_button, LEFT)
            continue
        qtbot.mouseClick(tray.hint_button, LEFT)
        qtbot.waitUntil(lambda: hinter.suggestion is not None, timeout=30000)
        plan = hinter.suggestion.actions
        hints.append(tuple(plan))
        assert plan[-1] == EndTurn(0)
        qtbot.mouseClick(card.play_button, LEFT)
        assert tray.confirm_button.isEnabled()
        qtbot.mouseClick(tray.confirm_button, LEFT)
    return game, hints


@pytest.mark.parametrize("board_id", BOARD_IDS)
def test_a_game_played_by_play_it_reviews_at_zero_and_the_best_plans_are_the_hints(
        window, qtbot, board_id):
    game, hints = play_by_hints(window, qtbot, board_id, seed=42)
    review = review_game(game).seat(0)
    assert review is not None
    assert len(review.turns) == len(hints)
    assert [t.loss for t in review.turns] == [0.0] * len(hints)
    assert review.total_loss == 0.0 and review.mistakes == ()
    assert [t.best for t in review.turns] == hints
    assert [t.played for t in review.turns] == hints
