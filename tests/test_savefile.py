"""Saved games: round trips, atomic writes with a .bak, and hostile files refused in one sentence."""

from __future__ import annotations

import errno
import json
import os
import random
from datetime import UTC
from pathlib import Path

import pytest
from boardkit import board_data, make_board, text

from daydream_qt.bots.random_bot import RandomBot, play_random_game
from daydream_qt.engine import (
    BOARD_IDS,
    Game,
    RollDice,
    SeatInfo,
    WriteDie,
    builtin_board,
    compile_board,
    parse_board,
    savefile,
)
from daydream_qt.engine.board import boards_dir
from daydream_qt.engine.savefile import (
    MAX_SAVE_BYTES,
    LoadError,
    SaveError,
    dumps_game,
    load_game,
    loads_game,
    save_game,
)

GRID = ["....", "....", "....", "...."]


def small_board():
    return make_board(GRID, bonus={1})


def finished_game(seed: int = 3) -> Game:
    return play_random_game(small_board(), seed)


def play_steps(game: Game, steps: int, seed: int = 0) -> Game:
    """Advance `game` by up to `steps` random legal decisions (rolls included)."""
    bot = RandomBot(seed)
    for _ in range(steps):
        if game.over:
            break
        seat = game.to_move()
        if seat is None:
            if game.mode.value == "scoresheet":
                game.apply(RollDice((random.Random(seed + game.state.turn).randint(1, 6), 4), True))
            else:
                game.roll()
        else:
            game.apply(bot.choose(game, seat))
    return game


def assert_same_game(a: Game, b: Game) -> None:
    assert b.state.snapshot() == a.state.snapshot()
    assert b.log == a.log
    assert b.seats == a.seats
    assert b.mode == a.mode
    assert b.seed == a.seed
    assert b.table.table_size == a.table.table_size
    assert b.scores() == a.scores()
    assert b.over == a.over


def assert_one_sentence(message: str) -> None:
    assert message
    assert "\n" not in message
    assert "Traceback" not in message
    assert "validation error" not in message
    assert message.endswith(".")


def shipped(board_id: str) -> Path:
    folder = boards_dir()
    path = folder / f"{board_id}.json" if folder else None
    assert path is not None and path.is_file(), f"boards/{board_id}.json is missing"
    return path


# ---------------------------------------------------------------- round trips


@pytest.mark.parametrize("board_id", BOARD_IDS)
def test_random_game_of_each_shipped_board_round_trips(board_id, tmp_path):
    shipped(board_id)
    game = play_random_game(builtin_board(board_id), 11)
    path = tmp_path / f"{board_id}.daydream"
    save_game(game, path)
    loaded = load_game(path)
    assert loaded.game.over
    assert_same_game(game, loaded.game)


def _track(n: int, big: set[int]) -> dict:
    return {"track": [{"x": i / (n - 1), "y": 1 - i / (n - 1), "big_star": i in big} for i in range(n)]}


_GARLAND = {"moons": 4, "rewards": [{"kind": "points", "value": 2}, {"kind": "leaf"},
                                    {"kind": "points", "value": 3}]}
_FRAMES = [{"id": f"f{i}", "name": text(f"Frame {i}"), "cells": [[i, 0], [i, 1], [i, 2]]} for i in range(3)]
_POLAROIDS = [{"cell": [0, c], "kind": "star" if c % 2 == 0 else "moon"} for c in range(6)]
MODULE_BOARDS = {
    "BC": (["*.....", "..*...", "....*.", "......"], {"constellation": _track(12, {3, 7, 11})}),
    "EF": (["m.....", "..m...", "....m.", ".m...."], {"garland": _GARLAND}),
    "AD": (["*m*m*m", "......", "......", "......"], {"polaroids": _POLAROIDS}),
    "DA": (["*m*m*m", "......", "......", "......"], {"polaroids": _POLAROIDS}),
    "ABC": (["*.....", "..*...", "....*.", "......"],
            {"constellation": _track(12, {3, 7, 11}),
             "notes": [{"cells": [[0, 0], [0, 1], [1, 0], [1, 1]]}, {"cells": [[2, 3], [2, 4], [3, 4]]}]}),
    "DEF": (["m.....", "..m...", "....m.", ".m...."],
            {"garland": _GARLAND, "frames": _FRAMES, "roles": {0: "clover", 2: "bow_tie"}}),
}


@pytest.mark.parametrize("board_id", sorted(MODULE_BOARDS))
def test_games_on_boards_with_modules_round_trip(board_id):
    grid, extra = MODULE_BOARDS[board_id]
    board = compile_board(parse_board(board_data(grid, board_id=board_id, bonus={1, 3}, **extra)))
    for seed in range(4):
        game = play_random_game(board, seed)
        assert_same_game(game, loads_game(dumps_game(game)).game)
    table = play_steps(Game(board, "scoresheet", ["Me"], seed=5, table_size=3), 300, seed=2)
    assert_same_game(table, loads_game(dumps_game(table)).game)


def test_finished_game_round_trips_through_text():
    game = finished_game()
    loaded = loads_game(dumps_game(game, {"title": "Evening", "turns": 3, "starred": True}))
    assert_same_game(game, loaded.game)
    assert loaded.meta == {"title": "Evening", "turns": 3, "starred": True}
    assert loaded.app.startswith("daydream_qt ")
    assert loaded.saved_at.tzinfo is not None
    assert loaded.saved_at.utcoffset() == UTC.utcoffset(None)
    assert loaded.version == 1


def test_mid_game_save_round_trips_and_play_goes_on(tmp_path):
    game = play_steps(Game(small_board(), seed=8), 9)
    assert not game.over
    path = tmp_path / "mid.daydream"
    save_game(game, path)
    loaded = load_game(path).game
    assert_same_game(game, loaded)
    assert loaded.legal_actions(loaded.to_move()) == game.legal_actions(game.to_move())
    play_steps(game, 400, seed=5)
    play_steps(loaded, 400, seed=5)
    assert_same_game(game, loaded)


def test_mid_turn_save_keeps_undo(tmp_path):
    game = Game(small_board(), seed=2)
    while True:
        play_steps(game, 1)
        if game.can_undo(0):
            break
    loaded = loads_game(dumps_game(game)).game
    assert loaded.can_undo(0)
    game.undo(0)
    loaded.undo(0)
    assert loaded.state.snapshot() == game.state.snapshot()


def test_pass_and_play_game_round_trips_with_seats():
    seats = [SeatInfo("Ana", "#aa0000"), SeatInfo("Bo", "#00aa00", bot="random"), SeatInfo("Cy")]
    game = play_steps(Game(small_board(), "pass_and_play", seats, seed=4), 60)
    loaded = loads_game(dumps_game(game)).game
    assert_same_game(game, loaded)
    assert loaded.seats[1] == SeatInfo("Bo", "#00aa00", "random")


def test_scoresheet_game_round_trips_with_table_size_and_typed_dice():
    game = play_steps(Game(small_board(), "scoresheet", ["Me"], seed=1, table_size=3), 40)
    assert any(getattr(a, "typed", False) for a in game.log)
    loaded = loads_game(dumps_game(game)).game
    assert_same_game(game, loaded)
    assert loaded.table.table_size == 3
    assert not loaded.solo_rules


def test_file_embeds_the_board_and_lists_every_key():
    game = finished_game()
    data = json.loads(dumps_game(game, {"title": "x"}))
    assert list(data) == ["format", "version", "app", "saved_at", "mode", "seats", "table_size",
                          "seed", "board", "meta", "actions"]
    assert data["format"] == "daydream-save"
    assert data["version"] == 1
    assert data["board"] == game.board.defn.to_dict()
    assert data["seats"] == [{"name": "Player", "ink": "#2b4c7e", "bot": None}]
    assert len(data["actions"]) == len(game.log)
    assert "meta" not in json.loads(dumps_game(game))


# ---------------------------------------------------------------- atomic writes


def test_second_save_keeps_the_first_in_bak(tmp_path):
    path = tmp_path / "game.daydream"
    first = play_steps(Game(small_board(), seed=8), 5)
    save_game(first, path)
    assert not (tmp_path / "game.daydream.bak").exists()
    first_bytes = path.read_bytes()
    play_steps(first, 6)
    save_game(first, path)
    assert (tmp_path / "game.daydream.bak").read_bytes() == first_bytes
    assert load_game(path).game.log == first.log
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.daydream", "game.daydream.bak"]


@pytest.mark.parametrize("broken", ["replace", "fsync"])
def test_disk_full_leaves_the_file_untouched_and_no_temp(tmp_path, monkeypatch, broken):
    path = tmp_path / "game.daydream"
    game = play_steps(Game(small_board(), seed=8), 5)
    save_game(game, path)
    before = path.read_bytes()
    saved_log = list(game.log)
    play_steps(game, 6)

    def full(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, broken, full)
    with pytest.raises(SaveError) as info:
        save_game(game, path)
    monkeypatch.undo()
    assert str(info.value) == "There is not enough space on the disk to save game.daydream."
    assert isinstance(info.value, OSError)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []
    assert load_game(path).game.log == saved_log


def test_saving_into_a_missing_folder_is_one_sentence(tmp_path):
    path = tmp_path / "nowhere" / "game.daydream"
    with pytest.raises(SaveError) as info:
        save_game(finished_game(), path)
    assert str(info.value) == f"The folder {path.parent} does not exist, so game.daydream was not saved."
    assert not path.parent.exists()


def test_saving_onto_a_folder_fails_cleanly(tmp_path):
    (tmp_path / "game.daydream").mkdir()
    with pytest.raises(SaveError) as info:
        save_game(finished_game(), tmp_path / "game.daydream")
    assert_one_sentence(str(info.value))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.daydream"]


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root ignores folder permissions")
def test_saving_into_a_read_only_folder_is_one_sentence(tmp_path):
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        with pytest.raises(SaveError) as info:
            save_game(finished_game(), folder / "game.daydream")
    finally:
        folder.chmod(0o700)
    assert str(info.value) == f"The folder {folder} cannot be written to, so game.daydream was not saved."
    assert list(folder.iterdir()) == []


def test_bad_meta_or_ink_is_refused_before_writing(tmp_path):
    path = tmp_path / "game.daydream"
    with pytest.raises(SaveError) as info:
        save_game(finished_game(), path, meta={"title": ["not", "a", "string"]})
    assert_one_sentence(str(info.value))
    game = Game(small_board(), seats=[SeatInfo("Ana", ink="red")], seed=1)
    with pytest.raises(SaveError) as info:
        save_game(game, path)
    assert str(info.value) == 'The game cannot be saved: the saved game\'s "seats[0].ink" is not a colour written as #rrggbb.'
    assert list(tmp_path.iterdir()) == []


# ---------------------------------------------------------------- hostile files


def save_text() -> str:
    return dumps_game(finished_game())


def edited(change) -> str:
    data = json.loads(save_text())
    change(data)
    return json.dumps(data)


def refused(tmp_path: Path, content: str | bytes) -> LoadError:
    """Load `content` from a file; it must be refused in one sentence and left unchanged."""
    path = tmp_path / "hostile.daydream"
    raw = content.encode("utf-8") if isinstance(content, str) else content
    path.write_bytes(raw)
    with pytest.raises(LoadError) as info:
        load_game(path)
    assert path.read_bytes() == raw
    assert_one_sentence(str(info.value))
    assert isinstance(info.value, ValueError)
    return info.value


def test_not_json(tmp_path):
    err = refused(tmp_path, "this is not a saved game")
    assert str(err) == "The file is not a saved game: it is not valid JSON (line 1, column 1)."
    assert err.index is None


def test_truncated_file(tmp_path):
    text = save_text()
    err = refused(tmp_path, text[: len(text) // 2])
    assert str(err).startswith("The file is not a saved game: it is not valid JSON (line ")


def test_binary_garbage(tmp_path):
    err = refused(tmp_path, random.Random(0).randbytes(4000))
    assert str(err) == "The file is not a saved game: it is not UTF-8 text."


def test_empty_file(tmp_path):
    refused(tmp_path, b"")


def test_file_over_5_mb(tmp_path):
    err = refused(tmp_path, b" " * (MAX_SAVE_BYTES + 1))
    assert str(err) == "The file is larger than 5 MB, so it is not a saved game."
    with pytest.raises(LoadError) as info:
        loads_game(" " * (MAX_SAVE_BYTES + 1))
    assert str(info.value) == str(err)


@pytest.mark.parametrize("text", ["[" * 10000, '{"a": ' * 10000, "[" * 10000 + "]" * 10000])
def test_nested_10000_deep(tmp_path, text):
    err = refused(tmp_path, text)
    assert str(err) == "The file is nested more than 64 levels deep, so it is not a saved game."


def test_brackets_inside_strings_do_not_count_as_nesting():
    game = finished_game()
    loaded = loads_game(dumps_game(game, {"title": "[[[[" * 100 + '\\"{{{' * 50}))
    assert loaded.meta["title"].startswith("[[[[")


def test_recursion_error_is_a_sentence_too(monkeypatch):
    monkeypatch.setattr(savefile, "MAX_DEPTH", 10**9)
    monkeypatch.setattr(savefile.jsonfile, "MAX_CONTAINERS", 10**9)  # let the parser meet it
    with pytest.raises(LoadError) as info:
        loads_game("[" * 100_000 + "]" * 100_000)
    assert str(info.value) == "The file is nested too deeply to be a saved game."


def test_newer_version(tmp_path):
    err = refused(tmp_path, edited(lambda d: d.update(version=99)))
    assert str(err) == (
        "This file was saved by a newer version of Daydream (version 99); this app reads up to version 1."
    )


def test_wrong_format_key(tmp_path):
    err = refused(tmp_path, edited(lambda d: d.update(format="daydream-board")))
    assert str(err) == 'The file is not a Daydream saved game (its "format" is not "daydream-save").'


def test_non_object_top_level(tmp_path):
    err = refused(tmp_path, "[1, 2, 3]")
    assert str(err) == "The file is not a saved game: its top level is not a JSON object."


def test_unknown_action_kind_names_its_index(tmp_path):
    k = 7

    def change(d):
        d["actions"][k] = {"kind": "teleport", "seat": 0}

    err = refused(tmp_path, edited(change))
    assert str(err) == "Action 7 has an unknown kind ('teleport')."
    assert err.index == k


def test_malformed_action_names_its_index(tmp_path):
    def change(d):
        d["actions"][2]["cell"] = "three"

    err = refused(tmp_path, edited(change))
    assert str(err) == "Action 2 is not valid: 'cell' of a write action must be a whole number."
    assert err.index == 2


def test_write_into_a_filled_cell_is_refused_at_its_index(tmp_path):
    game = finished_game()
    log = game.log
    first = next(i for i, a in enumerate(log) if isinstance(a, WriteDie))
    k = next(i for i, a in enumerate(log) if isinstance(a, WriteDie) and i > first + 1)

    def change(d):
        d["actions"][k]["cell"] = log[first].cell

    err = refused(tmp_path, edited(change))
    assert str(err) == f"Action {k} is not legal: This cell already holds a number."
    assert err.index == k


def test_item_not_ending_on_a_sun(tmp_path):
    def change(d):
        d["board"]["items"][0]["nodes"][-1]["kind"] = "dot"

    err = refused(tmp_path, edited(change))
    last = len(json.loads(save_text())["board"]["items"][0]["nodes"]) - 1
    assert str(err) == "The board in the file is broken: the item Item 0 must end on a sun."
    assert err.board is not None and err.board.path == f"items[0].nodes[{last}]"


def test_disconnected_grid(tmp_path):
    def change(d):
        d["board"] = board_data(["..#.", "..#.", "..#.", "..#."])

    err = refused(tmp_path, edited(change))
    assert str(err) == ("The board in the file is broken: the cloud at row 1, column 4 is cut off from the rest "
                        "of the grid.")


def test_board_with_an_extra_field(tmp_path):
    err = refused(tmp_path, edited(lambda d: d["board"].update(secret=1)))
    assert str(err) == "The board in the file is broken: the board has an unknown entry \u201csecret\u201d."


def test_actions_not_a_list(tmp_path):
    err = refused(tmp_path, edited(lambda d: d.update(actions={"0": {"kind": "roll"}})))
    assert str(err) == 'The saved game\'s "actions" is not valid: input should be a valid list.'


def test_seats_empty(tmp_path):
    err = refused(tmp_path, edited(lambda d: d.update(seats=[])))
    assert str(err) == 'The saved game\'s "seats" needs at least 1 entry.'


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (lambda d: d.pop("seed"), 'The saved game has no "seed" entry.'),
        (lambda d: d.update(cheat=True), 'The saved game has an unexpected entry "cheat".'),
        (lambda d: d.update(seed="3"), 'The saved game\'s "seed" is not valid: input should be a valid integer.'),
        (lambda d: d.update(version="1"), 'The file has no valid "version" number, so it cannot be read.'),
        (lambda d: d.update(mode="party"), None),
        (lambda d: d.update(table_size=3), "The table size (3) does not match the 1 seat(s) of a solo game."),
        (lambda d: d.update(mode="pass_and_play"), "The seats do not fit the game's mode: pass-and-play needs 2 to 5 seats."),
        (lambda d: d.update(meta={"title": {"deep": 1}}), None),
        (lambda d: d.update(saved_at="yesterday"), None),
        (lambda d: d["actions"].__setitem__(0, 12), "Action 0 is not an object."),
        (lambda d: d["actions"].__setitem__(0, {"kind": "roll", "values": [7, 1], "typed": False}),
         "Action 0 is not legal: Each die shows a number from 1 to 6."),
    ],
)
def test_other_tampering_is_one_sentence(tmp_path, change, expected):
    err = refused(tmp_path, edited(change))
    if expected is not None:
        assert str(err) == expected


def test_nan_and_huge_numbers(tmp_path):
    text = save_text()
    refused(tmp_path, text.replace('"seed": 3', '"seed": NaN'))
    err = refused(tmp_path, text.replace('"seed": 3', '"seed": ' + "9" * 5000))
    assert str(err) == "The file is not a saved game: it holds a number with too many digits."


def test_missing_file_is_a_sentence(tmp_path):
    with pytest.raises(LoadError) as info:
        load_game(tmp_path / "gone.daydream")
    assert str(info.value) == "The file gone.daydream cannot be read: No such file or directory."


def test_random_tampering_of_actions_never_escapes_as_another_error():
    base = json.loads(save_text())
    rng = random.Random(1)
    values = [0, 1, -1, 2, 5, 9, 10, -(10**20), 10**20, None, True, "sun", "x", [1, 2], [], {}, 3.5]
    kinds = ["roll", "write", "give_up", "choose_line", "stroke", "bonus", "end_turn", "frame_claim",
             "game_end"]
    for _ in range(300):
        data = json.loads(json.dumps(base))
        actions = data["actions"]
        for _ in range(rng.randint(1, 3)):
            action = actions[rng.randrange(len(actions))]
            key = rng.choice(list(action))
            action[key] = rng.choice(kinds) if key == "kind" else rng.choice(values)
        try:
            loads_game(json.dumps(data))
        except LoadError as exc:
            assert_one_sentence(str(exc))


# ---------------------------------------------------------------- versions


def test_a_registered_migration_upgrades_an_old_file(monkeypatch):
    game = finished_game()
    data = json.loads(dumps_game(game))
    old = dict(data, version=0, players=data["seats"], log=data["actions"])
    del old["seats"], old["actions"]

    def v0_to_v1(d: dict) -> dict:
        d["seats"] = d.pop("players")
        d["actions"] = d.pop("log")
        return d

    with pytest.raises(LoadError) as info:
        loads_game(json.dumps(old))
    assert str(info.value) == "This file uses save version 0, which this app cannot read."

    monkeypatch.setitem(savefile.MIGRATIONS, 0, v0_to_v1)
    loaded = loads_game(json.dumps(old))
    assert_same_game(game, loaded.game)
    assert loaded.version == 0


def test_a_failing_migration_is_a_sentence(monkeypatch):
    data = json.loads(save_text())
    data["version"] = 0

    def broken(d: dict) -> dict:
        return d["nothing"]

    monkeypatch.setitem(savefile.MIGRATIONS, 0, broken)
    with pytest.raises(LoadError) as info:
        loads_game(json.dumps(data))
    assert str(info.value) == "The file could not be upgraded from version 0: 'nothing'."


def test_the_board_of_every_autosave_is_built_once_and_always_the_games_own():
    from daydream_qt.engine.savefile import game_to_dict

    a = Game(builtin_board("A"), "solo", ("Me",), seed=1)
    d = Game(builtin_board("D"), "solo", ("Me",), seed=1)
    first = game_to_dict(a)["board"]
    assert first == a.board.defn.to_dict()
    assert game_to_dict(a)["board"] is first  # the same board: kept, not rebuilt
    assert game_to_dict(d)["board"] == d.board.defn.to_dict() != first
    assert game_to_dict(a)["board"] == first
