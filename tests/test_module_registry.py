"""Adding a module is one unit and one `register` call: a toy module, "echo", played to the end.

Echo (a module of this test only): some clouds are echo clouds, listed in the board file's
"echo" part; a 6 written in one is heard (an event) and scores a point at the end, and the
game's end counts the echoes of each seat (another event). Nothing of the engine names it:
the board file, the rules, the score, the saved game and the fingerprint reach it through
the registry only.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest

from daydream_qt.engine import BoardError, Event, Game, WriteDie, compile_board, read_board_file
from daydream_qt.engine.fingerprint import rules_data, rules_fingerprint
from daydream_qt.engine.modules import ModuleUnit, register, unregister
from daydream_qt.engine.modules.base import Finding, Grid, Place
from daydream_qt.engine.savefile import dumps_game, loads_game
from daydream_qt.engine.schema_words import Words

BOARD_FILE = Path(__file__).parent / "data" / "echo_board.json"
ECHO = 6


class Echo(ModuleUnit):
    name = "echo"
    words = Words("the echoes")
    event_kinds = ("echo_heard", "echoes_counted")
    editor_fields = ("cells",)

    def read(self, raw: Any) -> Any:
        if not isinstance(raw, dict) or set(raw) != {"cells"} or not isinstance(raw["cells"], list):
            raise ValueError("the echoes are a list of clouds")
        for p in raw["cells"]:
            if not (isinstance(p, list) and len(p) == 2 and all(type(x) is int and x >= 0 for x in p)):
                raise ValueError("an echo cloud is a row and a column")
        return {"cells": [list(p) for p in raw["cells"]]}

    def problems(self, data: Mapping[str, Any], cells: Mapping[tuple[int, int], Any]) -> list[Finding]:
        lost = [tuple(p) for p in data["echo"]["cells"] if tuple(p) not in cells]
        return [Finding("echo.cells", "The echo at {} has no cloud.", (Place(*lost[0]),), tuple(lost))] if lost else []

    def compile(self, spec: Any, grid: Grid) -> dict[str, Any]:
        data = self.data_of(spec)
        return {"cells": frozenset(grid.cells(data["cells"])) if data else frozenset()}

    def rules_data(self, spec: Any) -> dict[str, Any]:
        return {"echo": sorted(map(list, self.data_of(spec)["cells"]))}

    def on_write(self, board, state, seat, cell, value, solo, events) -> None:
        if value == ECHO and cell in board.module_data["echo"]["cells"]:
            events.append(Event("echo_heard", seat, {"cell": cell}))

    def on_game_end(self, board, state, solo, events) -> None:
        events.append(Event("echoes_counted", None, {"echoes": [self.points(board, s) for s in state.sheets]}))

    def points(self, board, sheet) -> int:
        return sum(1 for c in board.module_data["echo"]["cells"] if sheet.values[c] == ECHO)


@pytest.fixture
def echo():
    unit = Echo()
    register(unit)
    yield unit
    unregister(unit.name)


def _play(board, seed: int, seats=("Ann",)) -> tuple[Game, list[Event]]:
    """A seeded game to its end through the public API, writing a 6 in an echo cloud whenever
    the dice allow, any legal action otherwise."""
    mode = "solo" if len(seats) == 1 else "pass_and_play"
    game = Game(board, mode=mode, seats=seats, seed=seed)
    rng = random.Random(seed)
    echoes = board.module_data["echo"]["cells"]
    events: list[Event] = []
    while not game.over:
        seat = game.to_move()
        if seat is None:
            events.extend(game.roll())
            continue
        acts = game.legal_actions(seat)
        six = [a for a in acts if isinstance(a, WriteDie) and a.cell in echoes
               and game.state.dice[a.die] + a.delta == ECHO]
        events.extend(game.apply(six[0] if six else acts[rng.randrange(len(acts))]))
    return game, events


def test_a_registered_module_plays_a_whole_game_and_scores_its_line(echo):
    board = compile_board(read_board_file(BOARD_FILE))
    assert board.modules == {"echo"}
    assert echo in board.units
    game, events = _play(board, seed=3)
    sheet = game.state.sheets[0]
    cells = board.module_data["echo"]["cells"]
    sixes = sorted(c for c in cells if sheet.values[c] == ECHO)
    assert sixes, "the seeded game hears at least one echo"
    heard = [e for e in events if e.kind == "echo_heard"]
    assert sorted(e.data["cell"] for e in heard) == sixes and all(e.seat == 0 for e in heard)
    score = game.scores()[0]
    assert score.modules == {"echo": len(sixes)}
    assert score.total == score.items + len(sixes) - score.thorn_penalty
    assert [e.data["echoes"] for e in events if e.kind == "echoes_counted"] == [[len(sixes)]]
    assert events[-1].kind == "echoes_counted"  # the module's end-of-game moment, after the game ended


def test_a_registered_module_counts_each_seat_at_a_table(echo):
    board = compile_board(read_board_file(BOARD_FILE))
    game, events = _play(board, seed=5, seats=("Ann", "Bob"))
    counted = [e.data["echoes"] for e in events if e.kind == "echoes_counted"]
    assert counted == [[s.modules["echo"] for s in game.scores()]]


def test_a_registered_modules_part_is_kept_in_a_saved_game_and_in_the_fingerprint(echo):
    board = compile_board(read_board_file(BOARD_FILE))
    game, _ = _play(board, seed=3)
    again = loads_game(dumps_game(game)).game
    assert again.board.defn == board.defn
    assert [s.modules for s in again.scores()] == [s.modules for s in game.scores()]
    assert rules_data(board.defn)["echo"] == [[0, 1], [1, 2], [2, 0], [2, 3]]
    bare = compile_board(board.defn._replace(extra_modules=()))
    assert bare.modules == frozenset() and rules_fingerprint(bare) != rules_fingerprint(board)


def test_a_registered_modules_problems_refuse_its_board(echo):
    import json

    data = json.loads(BOARD_FILE.read_text(encoding="utf-8"))
    data["echo"]["cells"].append([2, 9])
    from daydream_qt.editor.problems import collect
    from daydream_qt.engine.boarddef import load_board

    with pytest.raises(BoardError, match="the echo at row 3, column 10 has no cloud"):
        load_board(data)
    assert "The echo at row 3, column 10 has no cloud." in [p.text for p in collect(data)]
    data["echo"] = {"cells": "everywhere"}
    with pytest.raises(BoardError, match="the echoes are a list of clouds"):
        load_board(data)


def test_without_its_unit_the_board_file_is_refused():
    with pytest.raises(BoardError, match="echo"):
        read_board_file(BOARD_FILE)


def test_the_rules_call_only_the_units_that_act_at_a_moment(echo):
    board = compile_board(read_board_file(BOARD_FILE))
    assert [h.__self__.name for h in board.hooks["on_write"]] == ["echo"]
    assert [h.__self__.name for h in board.hooks["on_game_end"]] == ["echo"]
    assert [h.__self__.name for h in board.hooks["on_give_up"]] == ["solo"]  # the thorns
    assert board.hooks["on_turn_end"] == ()


def test_a_game_on_a_board_with_units_can_still_be_deep_copied(echo):
    import copy

    game, _ = _play(compile_board(read_board_file(BOARD_FILE)), seed=3)
    again = copy.deepcopy(game)
    assert [s.modules for s in again.scores()] == [s.modules for s in game.scores()]
