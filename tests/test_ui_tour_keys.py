"""The tour: its keys (none reaches the game while it shows), where its card sits (beside
what a step describes, never over it), and the steps on leaves, thorns and bonus icons."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from uikit import make_window

from daydream_qt.engine import Mode, SeatInfo
from daydream_qt.ui.core.game_setup import GameSetup
from daydream_qt.ui.core.settings import Settings


def _card(w, tour) -> QRect:
    return QRect(w.mapFromGlobal(tour.card.pos()), tour.card.size())


def _tour(qtbot, size=(1400, 900)):
    w = make_window(qtbot, Settings(language="en", tour_offered=True))
    w.resize(*size)
    w.new_game("A", seed=1)
    qtbot.wait(30)
    return w


def test_keys_walk_the_tour_and_none_reaches_the_game(qtbot):
    w = _tour(qtbot)
    w.view.setFocus()
    tour = w.help.start_tour()  # offered, not asked: the board keeps the keyboard focus
    assert tour.active and tour.index == 0
    qtbot.keyClick(w.view, Qt.Key.Key_Return)
    assert tour.index == 1
    qtbot.keyClick(w.view, Qt.Key.Key_Right)
    assert tour.index == 2
    qtbot.keyClick(w.view, Qt.Key.Key_Left)
    assert tour.index == 1
    qtbot.keyClick(w.view, Qt.Key.Key_Backspace)
    assert tour.index == 0
    qtbot.keyClick(w.view, Qt.Key.Key_Space)  # Space also rolls the dice: not while the tour shows
    assert tour.index == 1
    qtbot.keyClick(w.view, Qt.Key.Key_R)
    qtbot.keyClick(w.view, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert w.controller.game.state.dice is None and tour.index == 1
    qtbot.keyClick(w.view, Qt.Key.Key_Escape)
    assert not tour.active and not tour.card.isVisible()
    qtbot.keyClick(w.view, Qt.Key.Key_Space)  # the tour is gone: the keys are the game's again
    assert w.controller.game.state.dice is not None


def test_keys_work_on_the_card_asked_from_the_menu(qtbot):
    w = _tour(qtbot)
    tour = w.help.start_tour(asked=True)
    qtbot.keyClick(tour.next_button, Qt.Key.Key_Right)
    assert tour.index == 1
    qtbot.keyClick(tour.next_button, Qt.Key.Key_Left)
    assert tour.index == 0
    qtbot.keyClick(tour.next_button, Qt.Key.Key_Space)
    assert tour.index == 1 and w.controller.game.state.dice is None


@pytest.mark.parametrize("size", [(1400, 900), (1100, 720), (1366, 768)])
def test_every_card_sits_beside_what_it_describes(qtbot, size):
    w = _tour(qtbot, size)
    tour = w.help.start_tour(asked=True)
    scene = w.view.board_scene
    clouds = [w.help._scene_rect(scene.layout.cell_rect(c)) for c in range(len(scene.layout.cell_centres))]
    for i, step in enumerate(tour.steps):
        tour.go(i)
        card = _card(w, tour)
        assert w.rect().contains(card), step.title
        target = step.target()
        if target is None:
            continue
        assert not card.intersects(target), step.title
        if step.title == "The clouds":  # the step speaks of every cloud: none is covered
            assert not any(card.intersects(c) for c in clouds)
        if step.title == "Undo and Confirm":  # right next to the two buttons
            gap = max(target.left() - card.right(), card.left() - target.right(),
                      target.top() - card.bottom(), card.top() - target.bottom())
            assert gap <= 40, (size, card, target)


def test_the_tour_explains_leaves_thorns_and_bonus_icons(qtbot):
    w = _tour(qtbot)
    tour = w.help.start_tour(asked=True)
    titles = [s.title for s in tour.steps]
    words = " ".join(s.title + " " + s.text for s in tour.steps).lower()
    assert "The leaves" in titles and "Thorns" in titles and "Bonus icons" in titles
    assert "thorn" in words and "sun and a leaf" in words and "leaf adds or takes away 1" in words
    scene = w.view.board_scene
    for title, rect in (("The leaves", scene.layout.leaves_rect), ("Thorns", scene.layout.plant_rect)):
        step = tour.steps[titles.index(title)]
        target = step.target()
        assert target is not None and target.intersects(w.help._scene_rect(rect)), title
    bonus = tour.steps[titles.index("Bonus icons")].target()
    marks = [it.sceneBoundingRect() for it in scene.items_with_role("item_bonus")]
    assert bonus is not None and marks and bonus.intersects(w.help._scene_rect(marks[0]))


def test_no_thorn_step_without_solo_rules(qtbot):
    w = make_window(qtbot, Settings(language="en", tour_offered=True))
    seats = (SeatInfo("Ann", "#2b4c7e"), SeatInfo("Bo", "#b23a48"))
    w.start_setup(GameSetup("A", Mode.PASS_AND_PLAY, seats, 3))
    qtbot.wait(30)
    assert not w.controller.game.solo_rules
    titles = [s.title for s in w.help.tour_steps()]  # the handover comes first: the steps alone
    assert "Thorns" not in titles and "The leaves" in titles
