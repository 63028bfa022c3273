"""What the module units must not change: each shipped board's rules fingerprint and the
records' key of a game played on it are the values main computed before the units (and
before `polaroid_scoring` was data), so games recorded then still match their boards."""

from __future__ import annotations

import json
import random

import pytest

from daydream_qt.engine import BOARD_IDS, Game, builtin_board, compile_board
from daydream_qt.engine.board import boards_dir
from daydream_qt.engine.boarddef import load_board
from daydream_qt.engine.fingerprint import rules_fingerprint
from daydream_qt.engine.savefile import dumps_game, game_to_dict, loads_game
from daydream_qt.records.store import game_key

FINGERPRINTS = {
    "A": "fb74982bb4190a2e50939e90cd732e4c149143fee00f13f2aa187fdcc211e9be",
    "D": "881ee88c26f4323c881870b0e23dca6509c445d73c906d6dd21dac2c4564c671",
    "BC": "9c9d0d11abb3ae33bd9074f7a144a2063ab094832cf4cce017838d106faf2e67",
    "EF": "377a5410e0f0ca39c41e79c91e110d2612f9b71ba921ca2bfb89147fd7b1b7e5",
    "AD": "ea993776750f16fb56da18a4117e072c2dfe9e030cde09384501f8d855f9cf90",
    "DA": "a68ecdbb4d6cfff5d7b00857017ed1b624d114ec88dec58e07f9594b3ae640fc",
    "ABC": "8f739c2e290a80fc2bb504ce00fc80b47cf9e28e97010c192b576f7b0c7e7c81",
    "DEF": "add6034a5d7a122ad63a82975f8afd16ed5d6990ee92ad14ec311e19e5d07838",
}

GAME_KEYS = {
    ("A", "solo"): "4070f8a6c151759ed5b89d860b765f0bfd47152cd78898f9d1590a149853629d",
    ("A", "pp"): "d5a6a841506fa6cb32a5a4f51e45513fae371d777710a9d7c265837d0cfa84b0",
    ("D", "solo"): "a7f00260227e8cb85c47398f48253800dfc08ae98937d35c2d13110845417ed0",
    ("D", "pp"): "bc6a31755643bd2e4b7f693c8dcba19e2a1a880c3b156b361e532626208b23cb",
    ("BC", "solo"): "d685dfa87db49f0a8a44771c570bcd9e4d13bfd0a3c2a77422f7ab1741b18dd7",
    ("BC", "pp"): "317e94851935b40a67dbf44452f64e150d6e6bed5bdbebb46abe5862c3b81759",
    ("EF", "solo"): "6b2b483725cf43ee064a01e3f711de445a361429a4ba883f03e9ad257c70f94f",
    ("EF", "pp"): "f7a85853ebea39d5226141f9dc9b10e3daa6af4fdc5976002977d9f9c795682f",
    ("AD", "solo"): "26009b3acc1303fd2e10e2992ea9880f8d40ceaff33ad358455e1fa517669514",
    ("AD", "pp"): "ccce760e50bcbfd8d9f31fb07aacba99a11f1092631ba6ebd5ff827fa0632977",
    ("DA", "solo"): "b420469817e36236caa88835c42a85d6ef6ae5655a6785e0b15d74de9734824f",
    ("DA", "pp"): "1847948a3ae61ef80c670b9ffba07c2e8f62d62d7bf0c2800c4fd4aacc41c35b",
    ("ABC", "solo"): "e28464af9f06e6d0ec1051a7fea19c059488b73b3d8fd558eb6059cb831f3d3b",
    ("ABC", "pp"): "7e8624c5330e9848915685193f308e5d02cab7b40724cec3e946af6841b1c91f",
    ("DEF", "solo"): "9db30084bccf364b1cb869e62d7fe13b6e907d6a3925d00a634dcab71c70076b",
    ("DEF", "pp"): "d47b694e8cfc7268eba94902fef3c72e5cb2661232808c1a73e3581aeca8e043",
}
"""game_key of `played(board, mode)`, computed on main before the units."""


def played(board, mode: str) -> Game:
    """A seeded game of random legal actions to its end: solo (seed 7) or two seats (seed 11)."""
    seed, seats = (7, ("Ann",)) if mode == "solo" else (11, ("Ann", "Bob"))
    game = Game(board, mode="solo" if mode == "solo" else "pass_and_play", seats=seats, seed=seed)
    rng = random.Random(seed)
    while not game.over:
        seat = game.to_move()
        if seat is None:
            game.roll()
        else:
            acts = game.legal_actions(seat)
            game.apply(acts[rng.randrange(len(acts))])
    return game


@pytest.mark.parametrize("board_id", BOARD_IDS)
def test_a_shipped_boards_fingerprint_is_what_it_was(board_id):
    assert rules_fingerprint(builtin_board(board_id)) == FINGERPRINTS[board_id]


@pytest.mark.parametrize(("board_id", "mode"), sorted(GAME_KEYS))
def test_a_games_record_key_is_what_it_was(board_id, mode):
    assert game_key(game_to_dict(played(builtin_board(board_id), mode))) == GAME_KEYS[(board_id, mode)]


@pytest.mark.parametrize(("board_id", "rule"), [("AD", "star_minus_moon"), ("DA", "distinct")])
def test_r18_the_polaroids_scoring_is_data_of_the_board_file(board_id, rule):
    data = json.loads((boards_dir() / f"{board_id}.json").read_text(encoding="utf-8"))
    assert data["polaroid_scoring"] == rule
    assert builtin_board(board_id).polaroid_scoring == rule


@pytest.mark.parametrize(("board_id", "rule"), [("AD", "star_minus_moon"), ("DA", "distinct")])
def test_r18_a_board_file_without_the_scoring_plays_by_its_combinations_rule(board_id, rule):
    data = json.loads((boards_dir() / f"{board_id}.json").read_text(encoding="utf-8"))
    del data["polaroid_scoring"]
    old = compile_board(load_board(data))
    assert old.polaroid_scoring == rule
    assert old.defn == builtin_board(board_id).defn
    assert rules_fingerprint(old) == FINGERPRINTS[board_id]
    # a game saved with such a board loads and scores as it did
    game = played(old, "pass_and_play")
    again = loads_game(dumps_game(game)).game
    assert [s.total for s in again.scores()] == [s.total for s in game.scores()]
    assert game_key(game_to_dict(again)) == GAME_KEYS[(board_id, "pp")]


def test_r18_another_scoring_is_another_game():
    data = json.loads((boards_dir() / "DA.json").read_text(encoding="utf-8"))
    data["polaroid_scoring"] = "star_minus_moon"
    data["polaroids"] = [dict(p, kind=k) for p, k in zip(data["polaroids"], ["star", "moon"] * 3, strict=True)]
    for p in data["polaroids"]:  # the clouds carry their polaroid's mark
        for c in data["cells"]:
            if [c["row"], c["col"]] == p["cell"]:
                c["mark"] = p["kind"]
    board = compile_board(load_board(data))
    assert board.polaroid_scoring == "star_minus_moon"
    assert board.defn.to_dict()["polaroid_scoring"] == "star_minus_moon"
    assert rules_fingerprint(board) != rules_fingerprint(compile_board(load_board(
        {**data, "polaroid_scoring": "distinct"})))


def test_r18_the_editor_sets_the_polaroids_scoring_and_the_board_plays_by_it():
    from daydream_qt.editor.model import BoardModel, EditError

    data = json.loads((boards_dir() / "DA.json").read_text(encoding="utf-8"))
    m = BoardModel.from_data(data)
    m.set_polaroid_scoring("star_minus_moon")
    assert m.data["polaroid_scoring"] == "star_minus_moon"
    m.undo()
    assert m.data["polaroid_scoring"] == "distinct"
    with pytest.raises(EditError):
        m.set_polaroid_scoring("most")
    assert m.data["polaroid_scoring"] == "distinct"
    blank = BoardModel.blank("AD")
    assert blank.data["polaroid_scoring"] == "star_minus_moon"
    blank.set_combination("A")
    assert "polaroid_scoring" not in blank.data and "polaroids" not in blank.data
