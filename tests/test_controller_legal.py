"""The controller keeps what the seat may do until the game changes: one computation for
the several views that ask after each change, never a stale answer."""

from __future__ import annotations

from daydream_qt.engine import Game, Mode, builtin_board
from daydream_qt.ui.core.controller import GameController


def _controller(qapp) -> tuple[GameController, list[int]]:
    game = Game(builtin_board("A"), Mode.SOLO, ("Me",), seed=4)
    c = GameController()
    c.set_game(game)
    calls = []
    real = game.legal_actions

    def counted(seat=None):
        calls.append(seat)
        return real(seat)

    game.legal_actions = counted
    return c, calls


def test_legal_is_computed_once_per_change(qapp):
    c, calls = _controller(qapp)
    c.roll()
    first = c.legal()
    assert c.legal() == first and c.legal_cells() == c.legal_cells()
    assert len(calls) == 1
    first.clear()  # a caller's list is its own
    assert c.legal() != []


def test_legal_follows_every_change(qapp):
    c, calls = _controller(qapp)
    c.roll()
    before = c.legal()
    cell = sorted(c.legal_cells())[0]
    assert c.write_at(cell)
    after = c.legal()
    assert after == c.game.__class__.legal_actions(c.game, c.seat) and after != before
    assert not any(a.kind == "write" and a.cell == cell for a in after)
    assert c.undo()
    assert c.legal() == before  # the state taken back, the answer too
    assert c.write_at(sorted(c.legal_cells())[-1])  # same log length, another state
    assert c.legal() == c.game.__class__.legal_actions(c.game, c.seat)
    n = len(calls)
    c.set_game(Game(builtin_board("D"), Mode.SOLO, ("Me",), seed=4))
    assert c.legal() == c.game.legal_actions(c.seat) and len(calls) == n


def test_a_replay_shows_what_was_legal_at_each_moment(qapp):
    from daydream_qt.ui.core.replay_controller import ReplayController

    game = Game(builtin_board("A"), Mode.SOLO, ("Me",), seed=4)
    game.roll()
    game.apply(game.legal_actions(0)[0])
    replay = ReplayController()
    replay.load(game, 1)
    at_roll = replay.legal()
    replay.show_index(2)
    assert replay.legal() == replay.game.legal_actions(replay.seat) != at_roll
    replay.show_index(1)
    assert replay.legal() == at_roll
