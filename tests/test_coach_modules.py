"""The coach's module reasons come from the per-module table `bots/module_values.TERMS`.

The coach names no module: it tries its own rules (lines, the shelf, a die given up) and
the rules of each module the board plays, by rank. A board without a module never asks for
that module's reason; a module registered with an entry of its own is explained by it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from daydream_qt.bots import module_values
from daydream_qt.bots.coach import CORE_REASONS, REASONS, explain, reason_text, suggest
from daydream_qt.bots.evaluation import EXPERT_WEIGHTS, model_for
from daydream_qt.bots.module_values import TERMS, BotModule, Move, Reason, ReasonRule
from daydream_qt.bots.planner import Plan
from daydream_qt.engine import BOARD_IDS, Event, Game, builtin_board, compile_board, read_board_file
from daydream_qt.engine.modules import ModuleUnit, register, unregister
from daydream_qt.engine.modules.base import Grid

ECHO_BOARD = Path(__file__).parent / "data" / "echo_board.json"


def _plan(events: list[Event]) -> Plan:
    return Plan([], 0.0, 0.0, events, None)


def _explain(game: Game, events: list[Event]) -> Reason:
    return explain(game, 0, model_for(game.board, EXPERT_WEIGHTS), _plan(events))


def _rolled(board_id: str) -> Game:
    game = Game(builtin_board(board_id), seed=3)
    game.roll()
    return game


def _recording(asked: list[str], name: str) -> Callable[[Move], Reason | None]:
    def pick(move: Move) -> Reason | None:
        asked.append(name)
        return None

    return pick


@pytest.mark.parametrize("board_id", BOARD_IDS)
def test_a_board_asks_only_its_own_modules_for_a_reason(board_id, monkeypatch):
    asked: list[str] = []
    for name, known in list(TERMS.items()):
        rules = tuple(ReasonRule(r.rank, _recording(asked, name)) for r in known.reasons)
        monkeypatch.setitem(TERMS, name, known._replace(reasons=rules))
    game = _rolled(board_id)
    assert _explain(game, []) == ("best_value", {})
    assert set(asked) == set(game.board.modules)


def test_every_shipped_module_has_reasons_and_no_key_is_used_twice():
    keys = list(CORE_REASONS)
    for name, known in TERMS.items():
        assert known.reasons and known.templates, name
        keys += list(known.templates)
    assert len(keys) == len(set(keys)) == len(REASONS)


def test_the_modules_reasons_come_in_the_coachs_order():
    # frames before the garland (DEF); a big star before a note head, a bare advance after
    # a die given up (ABC)
    game = _rolled("DEF")
    frame = Event("frame_reward_taken", 0, {"family": 0, "value": 5})
    garland = Event("garland_reward_circled", 0, {"reward": 1, "kind": "points", "value": 3})
    assert _explain(game, [garland, frame]) == ("frame_reward", {"points": 5})
    assert reason_text(*_explain(game, [garland])) == "matches the moon above it on the garland: 3 points"
    game = _rolled("ABC")
    dice = game.state.dice
    assert dice is not None
    track = Event("track_advanced", 0, {"from": 2, "to": 6})
    star = Event("star_circled", 0, {"point": 5})
    note = Event("note_coloured", 0, {"note": 0, "heads": 1})
    given_up = Event("die_given_up", 0, {"die": 1})
    assert _explain(game, [note, track, star]) == ("star_circled", {"steps": 4})
    assert _explain(game, [note, track]) == ("note_head", {"value": 0})
    assert _explain(game, [track, given_up]) == ("give_up", {"value": dice[1]})
    assert reason_text(*_explain(game, [track])) == "moves the constellation pen 4 points"


class Echo(ModuleUnit):
    """A toy module of this test: some clouds are echo clouds (tests/data/echo_board.json)."""

    name = "echo"
    event_kinds = ("echo_heard",)

    def read(self, raw: Any) -> Any:
        return raw

    def compile(self, spec: Any, grid: Grid) -> dict[str, Any]:
        data = self.data_of(spec)
        return {"cells": frozenset(grid.cells(data["cells"])) if data else frozenset()}


def _echo_heard(move: Move) -> Reason | None:
    heard = move.events.get("echo_heard")
    return ("echo_heard", {"cell": heard[0].data["cell"]}) if heard else None


@pytest.fixture
def echo(monkeypatch):
    unit = Echo()
    register(unit)
    fallback = module_values.terms_for(unit)
    monkeypatch.setitem(TERMS, "echo", BotModule(
        *fallback, {"echo_heard": "writes a 6 in the echo cloud {cell}"}, (ReasonRule(5, _echo_heard),)))
    yield unit
    unregister(unit.name)


def test_a_registered_modules_entry_gives_its_reason_at_its_rank(echo):
    board = compile_board(read_board_file(ECHO_BOARD))
    assert echo in board.units
    game = Game(board, seed=2)
    game.roll()
    heard = Event("echo_heard", 0, {"cell": 4})
    assert _explain(game, [heard]) == ("echo_heard", {"cell": 4})
    assert reason_text("echo_heard", {"cell": 4}) == "writes a 6 in the echo cloud 4"
    # rank 5: after completed lines (0), before a finished item (10)
    line = Event("line_resolved", 0, {"line": 0, "outcome": "good", "strokes": 4})
    item = Event("item_finished", 0, {"item": 0})
    assert _explain(game, [heard, line])[0] == "good_line"
    assert _explain(game, [item, heard])[0] == "echo_heard"
    # a board without the module never asks for it, entry or not
    assert _explain(_rolled("A"), [heard]) == ("best_value", {})
    # the coach plays the board as any other
    plans = suggest(game, 0)
    assert plans and all(p.reason == reason_text(p.reason_key, p.reason_args) for p in plans)
