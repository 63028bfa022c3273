"""The garland shows which written moon filled which of its moons: each moon of the
garland has its printed number, and a moon cloud whose number was copied shows, in ink
beside its moon mark, the number of the garland's moon it filled."""

from __future__ import annotations

import random

from uikit import make_window

from daydream_qt.ui.board.module_views.garland import LINK_NUMBER_KEY, moon_beads
from daydream_qt.ui.core.settings import Settings


def _play_moons(w, copies: int) -> None:
    """Legal moves, writing into a moon cloud whenever one can be, until `copies` moons are copied."""
    c = w.controller
    rng = random.Random(4)
    moons = c.game.board.moon_cells
    for _ in range(400):
        sheet = c.game.state.sheets[0]
        if len(sheet.garland) >= copies:
            return
        if c.game.to_move() is None:
            assert c.submit(c.game.next_roll(), player=False)
            continue
        acts = [a for a in c.legal() if a.kind != "give_up"] or c.legal()
        to_moon = [a for a in acts if a.kind == "write" and a.cell in moons]
        assert c.submit(rng.choice(to_moon or acts), player=False)
    raise AssertionError("no moon was written")


def _items(scene, role):
    return {it.data(1): it for it in scene.items_with_role(role) if it.isVisible()}


def test_each_copied_moon_cloud_names_its_moon_of_the_garland(qtbot):
    w = make_window(qtbot, Settings(language="en", tour_offered=True))
    w.new_game("EF", seed=2)
    qtbot.wait(30)
    scene = w.view.board_scene
    board = w.controller.game.board
    numbers = _items(scene, "garland_moon_number")
    assert sorted(numbers) == list(range(board.garland_moons))  # printed beside every moon
    for m, item in numbers.items():
        bead = _items(scene, "garland_moon")[m].sceneBoundingRect()
        assert abs(item.sceneBoundingRect().center().y() - bead.center().y()) < 2
        assert item.sceneBoundingRect().right() < bead.left()  # beside it, not over it
    assert not _items(scene, "moon_link")
    _play_moons(w, 2)
    game = w.controller.game
    links = moon_beads(game, 0)
    sheet = game.state.sheets[0]
    assert sorted(links.values()) == list(range(len(sheet.garland)))
    for cell, m in links.items():
        assert sheet.values[cell] == sheet.garland[m]
    shown = _items(scene, "moon_link")
    assert sorted(shown) == sorted(links)
    for cell, item in shown.items():
        assert scene.layout.cell_rect(cell).contains(item.sceneBoundingRect().center())
        assert item.data(LINK_NUMBER_KEY) == links[cell] + 1  # the number it shows
    # undone, the link goes with the move
    before = dict(links)
    if game.can_undo(0):
        assert w.controller.undo()
    assert sorted(_items(scene, "moon_link")) == sorted(moon_beads(w.controller.game, 0))
    assert set(moon_beads(w.controller.game, 0)) <= set(before)


def test_the_links_follow_the_order_of_writing_not_the_grid():
    from daydream_qt.engine import Game, Mode, SeatInfo, builtin_board

    board = builtin_board("EF")
    game = Game(board, Mode.SOLO, [SeatInfo("Ann", "#2b4c7e")], seed=5)
    rng = random.Random(1)
    for _ in range(300):
        if len(game.state.sheets[0].garland) >= 3 or game.over:
            break
        if game.to_move() is None:
            game.apply(game.next_roll())
            continue
        legal = game.legal_actions(game.to_move())
        acts = [a for a in legal if a.kind != "give_up"] or legal
        to_moon = [a for a in acts if a.kind == "write" and a.cell in board.moon_cells]
        game.apply(rng.choice(to_moon or acts))
    written = [a.cell for a in game.log if a.kind == "write" and a.cell in board.moon_cells]
    assert moon_beads(game, 0) == {cell: k for k, cell in enumerate(written[:board.garland_moons])}
