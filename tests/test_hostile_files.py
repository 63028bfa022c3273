"""Files from other players can never hurt: bounds, non-regular files, strict types, duplicate
keys, forged dice, and the command line's one line on stderr whatever the file holds."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from boardkit import board_data, make_board, text

from daydream_qt.bots.random_bot import play_random_game
from daydream_qt.cli import main
from daydream_qt.engine import Game, RollDice, SeatInfo, dice_for_turn, jsonfile, savefile
from daydream_qt.engine.board import read_board_file
from daydream_qt.engine.boarddef import board_json_schema
from daydream_qt.engine.boardspec import BoardError
from daydream_qt.engine.savefile import MAX_ACTIONS, LoadError, dumps_game, load_game, loads_game
from daydream_qt.engine.untrusted import MAX_BOARD_TEXT, MAX_SEAT_NAME

ROOT = Path(__file__).resolve().parents[1]
GRID = ["....", "....", "....", "...."]
HAS_FIFO = hasattr(os, "mkfifo")


def small_board():
    return make_board(GRID, bonus={1})


def save_dict(game: Game | None = None) -> dict:
    return json.loads(dumps_game(game or play_random_game(small_board(), 3)))


def write(path: Path, content: object) -> Path:
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content if isinstance(content, str) else json.dumps(content), encoding="utf-8")
    return path


def refused(data: object) -> str:
    """`data` (a dict, or JSON text) loaded as a save: refused in one sentence."""
    with pytest.raises(LoadError) as info:
        loads_game(data if isinstance(data, str) else json.dumps(data))
    message = str(info.value)
    assert "\n" not in message and message.endswith(".")
    return message


def board_refused(tmp_path: Path, content: object) -> str:
    with pytest.raises(BoardError) as info:
        read_board_file(write(tmp_path / "mine.json", content))
    message = str(info.value)
    assert "\n" not in message
    return message


def in_time(call, seconds: float = 10.0):
    """Run `call` in a thread: a regression that blocks fails here instead of hanging the suite."""
    box: dict[str, object] = {}

    def target() -> None:
        try:
            box["value"] = call()
        except BaseException as exc:  # handed back to the test
            box["error"] = exc

    worker = threading.Thread(target=target, daemon=True)
    worker.start()
    worker.join(seconds)
    assert not worker.is_alive(), "the call blocked"
    if "error" in box:
        raise box["error"]  # type: ignore[misc]
    return box.get("value")


@pytest.fixture
def fifo(tmp_path):
    if not HAS_FIFO:
        pytest.skip("no named pipes on this system")
    path = tmp_path / "pipe.daydream"
    os.mkfifo(path)
    return path


# ---------------------------------------------------------------- bounds


def test_a_seat_name_longer_than_the_limit_is_refused():
    data = save_dict()
    data["seats"][0]["name"] = "N" * (MAX_SEAT_NAME + 1)
    assert refused(data) == f'The saved game\'s "seats[0].name" is longer than {MAX_SEAT_NAME} characters.'
    data["seats"][0]["name"] = "N" * MAX_SEAT_NAME
    assert loads_game(json.dumps(data)).game.seats[0].name == "N" * MAX_SEAT_NAME


@pytest.mark.parametrize("length", [MAX_BOARD_TEXT + 1, 10_000, 1_000_000])
def test_a_long_board_name_in_a_save_is_refused(length):
    data = save_dict()
    data["board"]["name"]["fr"] = "n" * length
    assert refused(data) == (
        f"The board in the file is broken: the board's name in French is {length} characters long; "
        f"at most {MAX_BOARD_TEXT} are allowed."
    )


def test_long_texts_and_lists_in_a_board_file_are_refused(tmp_path):
    data = board_data(GRID)
    data["items"][0]["name"] = text("x" * (MAX_BOARD_TEXT + 1))
    assert board_refused(tmp_path, data) == (f"the name of item 1 ({'x' * 39}\u2026) in English is 81 characters "
                                             "long; at most 80 are allowed")
    data = board_data(GRID)
    data["items"][0]["id"] = "i" * 41
    assert board_refused(tmp_path, data).startswith("the id of item 1 (")
    assert board_refused(tmp_path, data).endswith(") is 41 characters long; at most 40 are allowed")
    data = board_data(GRID)
    data["cells"] = data["cells"] * 200
    assert board_refused(tmp_path, data) == "the grid may have at most 400 clouds; it has 3200"


def test_the_schema_file_shows_the_bounds():
    schema = board_json_schema()
    assert schema["$defs"]["Text"]["properties"]["en"]["maxLength"] == MAX_BOARD_TEXT
    assert schema["$defs"]["Item"]["properties"]["id"]["maxLength"] == 40
    assert schema["$defs"]["FrameFamily"]["properties"]["cells"]["maxItems"] == 400
    assert schema["$defs"]["Garland"]["properties"]["rewards"]["maxItems"] == 19
    assert schema["properties"]["cells"]["maxItems"] == 400


def test_an_action_log_longer_than_the_limit_is_refused():
    data = save_dict()
    data["actions"] = [{"kind": "end_turn", "seat": 0}] * (MAX_ACTIONS + 1)
    assert refused(data) == f'The saved game\'s "actions" has more than {MAX_ACTIONS} entries.'


def test_a_million_tiny_actions_are_refused_before_parsing():
    body = json.dumps(save_dict())
    tiny = body.replace('"actions": [', '"actions": [' + "{}," * 1_000_000, 1)
    assert refused(tiny) == "The file is not a saved game: it holds more than 200,000 values."


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ("[" + '"",' * 300_000 + '""]', "holds more than 200,000 texts"),
        ("[" + "0," * 250_000 + "0]", "holds more than 200,000 values"),
        ("[" + "[[[[[[[[[[]]]]]]]]]]," * 15_000 + "0]", "holds more than 100,000 objects and lists"),
        ('{"a": 1, "b": 2, "a": 3}', 'repeats the key "a" in one object'),
        ('{"seed": 1e999}', "holds the number 1e999, which is too large"),
        ('{"seed": -Infinity}', "holds -Infinity, which JSON does not allow"),
        ('{"seed": ' + "7" * 31 + "}", "holds a number with too many digits"),
    ],
)
def test_the_reader_counts_before_it_parses(content, expected):
    with pytest.raises(jsonfile.JsonFileError) as info:
        jsonfile.parse_json(content)
    assert info.value.problem == expected


def test_brackets_and_escaped_quotes_inside_strings_are_not_counted():
    value = json.dumps('\\ [[[[ " {{{{ \\" ]] \\\\')
    assert jsonfile.parse_json("[" + value + "]") == [json.loads(value)]
    assert jsonfile.parse_json('{"a": ' + "7" * 30 + "}") == {"a": int("7" * 30)}


# ---------------------------------------------------------------- what is read at all


def test_a_named_pipe_is_refused_without_blocking(fifo):
    with pytest.raises(LoadError) as info:
        in_time(lambda: load_game(fifo))
    assert str(info.value) == "The file pipe.daydream is a named pipe, not a file."
    with pytest.raises(BoardError) as info:
        in_time(lambda: read_board_file(fifo))
    assert str(info.value) == "pipe.daydream is a named pipe, not a file"


def test_a_folder_is_refused(tmp_path):
    folder = tmp_path / "saves.daydream"
    folder.mkdir()
    with pytest.raises(LoadError) as info:
        load_game(folder)
    assert str(info.value) == "The file saves.daydream is a folder, not a file."
    with pytest.raises(BoardError) as info:
        read_board_file(folder)
    assert str(info.value) == "saves.daydream is a folder, not a file"


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
def test_dev_zero_is_refused():
    with pytest.raises(LoadError) as info:
        in_time(lambda: load_game("/dev/zero"))
    assert str(info.value) == "The file zero is a device, not a file."


def test_a_file_over_5_mb_is_refused_without_being_read(tmp_path, monkeypatch):
    path = tmp_path / "big.daydream"
    with open(path, "wb") as f:
        f.truncate(6 * 1024 * 1024)  # sparse: costs no disk
    reads: list[int] = []
    real_read = os.read
    monkeypatch.setattr(jsonfile.os, "read", lambda fd, n: reads.append(n) or real_read(fd, n))
    with pytest.raises(LoadError) as info:
        load_game(path)
    assert str(info.value) == "The file is larger than 5 MB, so it is not a saved game."
    assert reads == []


def test_a_file_read_stops_after_the_limit(tmp_path):
    path = write(tmp_path / "b.json", b"x" * 1000)
    with pytest.raises(jsonfile.JsonFileError) as info:
        jsonfile.read_bytes(path, limit=999)
    assert info.value.kind == jsonfile.TOO_BIG
    assert jsonfile.read_bytes(path, limit=1000) == b"x" * 1000


# ---------------------------------------------------------------- strict formats


def test_duplicate_keys_are_refused_and_named(tmp_path):
    body = json.dumps(save_dict())
    doubled = body.replace('"seed": 3', '"seed": 3, "seed": 4', 1)
    assert refused(doubled) == 'The file is not a saved game: it repeats the key "seed" in one object.'
    board = json.dumps(board_data(GRID)).replace('"rows": 4', '"rows": 4, "rows": 4', 1)
    assert board_refused(tmp_path, board) == 'mine.json repeats the key "rows" in one object'


@pytest.mark.parametrize(
    ("change", "where"),
    [
        (lambda b: b.update(rows="4"), "the number of rows must be a whole number; it is \u201c4\u201d"),
        (lambda b: b.update(rows=4.0), "the number of rows must be a whole number; it is 4.0"),
        (lambda b: b.update(rows=True), "the number of rows must be a whole number; it is true"),
        (lambda b: b["items"][0]["nodes"][0].update(y=True), "the y position of dot or sun 1 of item 1"),
        (lambda b: b["items"][0]["nodes"][0].update(x="0.5"), "the x position of dot or sun 1 of item 1"),
        (lambda b: b["items"][0].update(bonus=1), "the bonus of item 1"),
        (lambda b: b["lines"][0]["cells"][0].__setitem__(0, 0.0),
         "the row of cloud 1 of line 1 must be a whole number; it is 0.0"),
        (lambda b: b.update(version=True), "this board file is version true; the game reads version 1"),
        (lambda b: b["cells"][0].update(row="0"), "the row of cloud 1 must be a whole number; it is \u201c0\u201d"),
    ],
)
def test_board_types_are_strict_in_a_board_file_and_in_a_save(tmp_path, change, where):
    data = board_data(GRID)
    change(data)
    assert board_refused(tmp_path, data).startswith(where)
    save = save_dict()
    change(save["board"])
    assert refused(save).startswith(f"The board in the file is broken: {where}")


def test_an_integer_where_a_number_is_expected_is_fine(tmp_path):
    data = board_data(GRID)
    data["items"][0]["nodes"][0].update(x=0, y=1)
    assert read_board_file(write(tmp_path / "ok.json", data)).items[0].nodes[0][1:] == (0.0, 1.0)


def test_a_5000_digit_integer_is_refused(tmp_path):
    body = json.dumps(save_dict()).replace('"seed": 3', '"seed": ' + "9" * 5000, 1)
    assert refused(body) == "The file is not a saved game: it holds a number with too many digits."
    board = json.dumps(board_data(GRID)).replace('"rows": 4', '"rows": ' + "4" * 5000, 1)
    assert board_refused(tmp_path, board) == "mine.json holds a number with too many digits"


def test_refusals_quote_only_an_excerpt():
    data = save_dict()
    data["actions"][1] = {"kind": "\x1b[2J" + "k" * 10_000, "seat": 0}
    message = refused(data)
    assert message.startswith("Action 1 has an unknown kind ('\\x1b[2Jkkk")
    assert len(message) < 100 and "\x1b" not in message
    data = save_dict()
    data["actions"][1]["\x07" + "z" * 10_000] = 1
    message = refused(data)
    assert message.startswith("Action 1 is not valid: unexpected field '\\x07zzz")
    assert len(message) < 120
    data = save_dict()
    data["board"]["\x1b]0;owned\x07" + "q" * 5000] = 1
    message = refused(data)
    assert "\x1b" not in message and len(message) < 140


# ---------------------------------------------------------------- dice


def test_forged_rolled_dice_are_refused_at_their_index():
    game = play_random_game(small_board(), 3)
    data = save_dict(game)
    k = next(i for i, a in enumerate(data["actions"]) if a["kind"] == "roll" and i > 0)
    turn = sum(1 for a in data["actions"][:k] if a["kind"] == "roll")  # the first roll is turn 0
    real = list(dice_for_turn(game.seed, turn))
    data["actions"][k]["values"] = [6, 6] if real != [6, 6] else [1, 1]
    with pytest.raises(LoadError) as info:
        loads_game(json.dumps(data))
    assert str(info.value) == (
        f"Action {k} is not legal: The dice of turn {turn} are not the ones this game's seed rolls."
    )
    assert info.value.index == k


def test_a_forged_seed_makes_every_roll_a_forgery():
    data = save_dict()
    data["seed"] += 1
    assert refused(data) == "Action 0 is not legal: The starting dice are not the ones this game's seed rolls."


def test_dice_the_rules_refuse_keep_the_rules_sentence():
    data = save_dict()
    data["actions"][0]["values"] = [7, 1]
    assert refused(data) == "Action 0 is not legal: Each die shows a number from 1 to 6."


def test_typed_dice_of_a_scoresheet_stay_free():
    game = Game(small_board(), "scoresheet", [SeatInfo("Me")], seed=1, table_size=2)
    game.apply(RollDice((6, 6), True))
    assert (6, 6) != dice_for_turn(1, 0)
    loaded = loads_game(dumps_game(game)).game
    assert loaded.log == [RollDice((6, 6), True)]


def test_the_rules_still_accept_any_rolled_dice():
    game = Game(small_board(), seed=1)
    forged = RollDice((6, 6) if dice_for_turn(1, 0) != (6, 6) else (1, 1))
    assert game.is_legal(forged)
    game.replay([forged])  # bots and tests replay freely; only a file is checked
    assert game.log == [forged]


# ---------------------------------------------------------------- the command line


def cli(capsys, *argv: str) -> tuple[int, str, str]:
    code = in_time(lambda: main(list(argv)))
    out, err = capsys.readouterr()
    return code, out, err


def one_line_refusal(code: int, err: str) -> str:
    assert code == 2
    lines = err.splitlines()
    assert len(lines) == 1 and "Traceback" not in err
    assert lines[0].endswith(".")
    return lines[0]


def hostile_files(tmp_path: Path) -> dict[str, Path]:
    folder = tmp_path / "folder.json"
    folder.mkdir()
    board = json.dumps(board_data(GRID))
    files = {
        "folder": folder,
        "missing": tmp_path / "gone.json",
        "junk": write(tmp_path / "junk.json", os.urandom(3000)),
        "empty": write(tmp_path / "empty.json", b""),
        "huge int": write(tmp_path / "int.json", "[" + "9" * 5000 + "]"),
        "deep": write(tmp_path / "deep.json", "[" * 100_000),
        "wrong type": write(tmp_path / "type.json", board.replace('"rows": 4', '"rows": "4"')),
        "duplicate key": write(tmp_path / "dup.json", board.replace('"rows": 4', '"rows": 4, "rows": 4')),
        "not an object": write(tmp_path / "list.json", "[1, 2]"),
        "nan": write(tmp_path / "nan.json", '{"rows": NaN}'),
        "big": write(tmp_path / "big.json", b" " * (5 * 1024 * 1024 + 1)),
    }
    if HAS_FIFO:
        os.mkfifo(tmp_path / "pipe.json")
        files["fifo"] = tmp_path / "pipe.json"
    if Path("/dev/zero").exists():
        files["dev zero"] = Path("/dev/zero")
    return files


def test_score_refuses_every_hostile_file_with_one_line(capsys, tmp_path):
    for name, path in hostile_files(tmp_path).items():
        code, out, err = cli(capsys, "score", str(path))
        assert out == "", name
        one_line_refusal(code, err)


def test_boards_check_refuses_every_hostile_file_with_one_line(capsys, tmp_path):
    for name, path in hostile_files(tmp_path).items():
        code, out, err = cli(capsys, "boards", "check", str(path))
        assert one_line_refusal(code, err) == "1 of 1 board file cannot be played.", name
        assert len(out.splitlines()) == 1, name
        assert "Traceback" not in out


def test_boards_check_names_what_it_refuses(capsys, tmp_path):
    files = hostile_files(tmp_path)
    _, out, _ = cli(capsys, "boards", "check", str(files["folder"]), str(files["duplicate key"]))
    assert out.splitlines() == [
        "folder.json: folder.json is a folder, not a file",
        'dup.json: dup.json repeats the key "rows" in one object',
    ]


def test_score_escapes_control_characters_from_the_file(capsys, tmp_path):
    board = board_data(GRID, bonus={1})
    board["name"] = text("Board\x1b[2J")
    names = ["x\nWinner: Mallory", "\x1b]0;owned\x07Bo"]
    game = Game(make_board_from(board), "pass_and_play", [SeatInfo(n) for n in names], seed=4)
    game.roll()
    path = tmp_path / "g.daydream"
    savefile.save_game(game, path)
    code, out, err = cli(capsys, "score", str(path))
    assert code == 0 and err == ""
    assert "\x1b" not in out and "\x07" not in out
    assert not any(line.startswith("Winner") for line in out.splitlines())
    assert "x\\x0aWinner: Mallory" in out.splitlines()
    assert "Board\\x1b[2J" in out.splitlines()[0]
    code, out, _ = cli(capsys, "score", str(path), "--json")
    assert [p["name"] for p in json.loads(out)["players"]] == names
    assert "\x1b" not in out


def make_board_from(data: dict):
    from daydream_qt.engine import compile_board, parse_board

    return compile_board(parse_board(data))


def test_score_prints_under_a_non_utf8_locale(tmp_path):
    game = Game(small_board(), "pass_and_play", [SeatInfo("Chloé"), SeatInfo("Zoë\u2603")], seed=4)
    game.roll()
    path = tmp_path / "g.daydream"
    savefile.save_game(game, path)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG", "PYTHONIO"))}
    env.update(LC_ALL="C", PYTHONUTF8="0", PYTHONPATH=str(ROOT))
    run = [sys.executable, "-m", "daydream_qt", "score", str(path)]
    text_run = subprocess.run(run, capture_output=True, env=env, cwd=ROOT, timeout=120)
    assert text_run.returncode == 0, text_run.stderr
    assert b"Traceback" not in text_run.stderr
    assert b"Chlo\\xe9" in text_run.stdout
    json_run = subprocess.run([*run, "--json"], capture_output=True, env=env, cwd=ROOT, timeout=120)
    assert json_run.returncode == 0, json_run.stderr
    assert [p["name"] for p in json.loads(json_run.stdout)["players"]] == ["Chloé", "Zoë\u2603"]
    missing = subprocess.run([sys.executable, "-m", "daydream_qt", "score", str(tmp_path / "Chloé.daydream")],
                             capture_output=True, env=env, cwd=ROOT, timeout=120)
    assert missing.returncode == 2
    assert len(missing.stderr.splitlines()) == 1 and b"Traceback" not in missing.stderr


def test_an_unreadable_file_is_one_line(capsys, tmp_path, monkeypatch):
    path = write(tmp_path / "locked.daydream", "{}")
    real_open = os.open

    def denied(name, flags, *args):  # as chmod 0 would, even when the tests run as root
        if Path(name) == path:
            raise PermissionError(13, "Permission denied", str(name))
        return real_open(name, flags, *args)

    monkeypatch.setattr(jsonfile.os, "open", denied)
    code, out, err = cli(capsys, "score", str(path))
    assert one_line_refusal(code, err) == "The file locked.daydream cannot be read: Permission denied."
    code, out, err = cli(capsys, "boards", "check", str(path))
    assert out == "locked.daydream: cannot read locked.daydream: Permission denied\n"
    one_line_refusal(code, err)
