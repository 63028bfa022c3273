"""The command line, run in-process through `main(argv)` (and once through `python -m`)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from boardkit import board_data

from daydream_qt.bots.random_bot import play_random_game
from daydream_qt.bots.simulate import BOTS
from daydream_qt.cli import main
from daydream_qt.engine import (
    BOARD_IDS,
    Game,
    SeatInfo,
    builtin_board,
    compile_board,
    parse_board,
)
from daydream_qt.engine import board as board_files
from daydream_qt.engine.boarddef import board_json_schema
from daydream_qt.engine.savefile import load_game, save_game

ROOT = Path(__file__).resolve().parents[1]
GRID = ["....", "....", "....", "...."]


def all_shipped() -> bool:
    folder = board_files.boards_dir()
    return folder is not None and all((folder / f"{b}.json").is_file() for b in BOARD_IDS)


def write_json(path: Path, data: object) -> Path:
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.fixture
def fake_boards(tmp_path, monkeypatch):
    """A boards folder holding small A and D boards only (the other six are missing)."""
    folder = tmp_path / "boards"
    folder.mkdir()
    write_json(folder / "A.json", board_data(GRID, bonus={1}))
    write_json(folder / "D.json", board_data(GRID, board_id="D"))
    monkeypatch.setattr(board_files, "boards_dir", lambda: folder)
    builtin_board.cache_clear()
    yield folder
    builtin_board.cache_clear()


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def assert_refused(code: int, out: str, err: str) -> str:
    assert code == 2
    assert out == ""
    line = err.strip()
    assert line and "\n" not in line and "Traceback" not in err
    assert line.endswith(".")
    return line


def saved_game(tmp_path: Path, game: Game | None = None) -> tuple[Game, Path]:
    board = compile_board(parse_board(board_data(GRID, bonus={1})))
    game = game or play_random_game(board, 5)
    path = tmp_path / "game.daydream"
    save_game(game, path)
    return game, path


# ---------------------------------------------------------------- boards


def test_boards_check_passes_every_shipped_board(capsys):
    assert all_shipped(), "a shipped board file is missing"
    code, out, _ = run(capsys, "boards", "check")
    assert out.splitlines() == [f"{b} ok" for b in BOARD_IDS]
    assert code == 0


def test_entry_point_runs_boards_check():
    proc = subprocess.run(
        [sys.executable, "-m", "daydream_qt", "boards", "check"],
        capture_output=True, text=True, cwd=ROOT, timeout=120,
    )
    lines = proc.stdout.splitlines()
    assert [ln.split(" ")[0].rstrip(":") for ln in lines] == list(BOARD_IDS)
    assert "Traceback" not in proc.stderr
    if all_shipped():
        assert proc.returncode == 0
        assert lines == [f"{b} ok" for b in BOARD_IDS]
    else:
        assert proc.returncode == 2


def test_boards_check_names_the_place_of_a_broken_shipped_board(capsys, fake_boards):
    data = board_data(GRID, board_id="D")
    data["items"][0]["nodes"][-1]["kind"] = "dot"
    write_json(fake_boards / "D.json", data)
    code, out, _ = run(capsys, "boards", "check")
    lines = out.splitlines()
    assert code == 2
    assert lines[0] == "A ok"
    assert lines[1] == "D: the item Item 0 must end on a sun"
    assert lines[2] == "BC: cannot read BC.json: No such file or directory"
    assert len(lines) == 8


def test_boards_check_of_files_labels_by_id_or_file_name(capsys, tmp_path):
    good = write_json(tmp_path / "mine.json", board_data(GRID))
    bad = write_json(tmp_path / "bad.json", board_data(["..#.", "..#."], board_id="D"))
    junk = tmp_path / "junk.json"
    junk.write_text("{ nope", encoding="utf-8")
    code, out, err = run(capsys, "boards", "check", str(good), str(bad), str(junk))
    assert out.splitlines() == [
        "A ok",
        "D: the cloud at row 1, column 4 is cut off from the rest of the grid",
        "junk.json: junk.json is not valid JSON (line 1, column 3)",
    ]
    assert code == 2
    assert err == "2 of 3 board files cannot be played.\n"
    code, out, err = run(capsys, "boards", "check", str(good))
    assert (code, out, err) == (0, "A ok\n", "")


def test_boards_check_refuses_a_file_that_holds_another_board(capsys, fake_boards):
    write_json(fake_boards / "D.json", board_data(GRID, board_id="A"))
    code, out, _ = run(capsys, "boards", "check")
    assert out.splitlines()[1] == "D: the file D.json holds combination A, not D"
    assert code == 2


def test_boards_schema_prints_the_json_schema(capsys):
    code, out, _ = run(capsys, "boards", "schema")
    assert code == 0
    schema = json.loads(out)
    assert "properties" in schema
    assert schema == board_json_schema()


# ---------------------------------------------------------------- score


def test_score_json_matches_the_engine(capsys, tmp_path):
    game, path = saved_game(tmp_path)
    code, out, _ = run(capsys, "score", str(path), "--json")
    assert code == 0
    data = json.loads(out)
    assert list(data) == ["players", "winners"]
    [player] = data["players"]
    assert list(player) == ["name", "items", "modules", "thorn_penalty", "total", "tiebreak_strokes", "title"]
    s = game.scores()[0]
    assert player == {
        "name": "Player", "items": s.items, "modules": s.modules, "thorn_penalty": s.thorn_penalty,
        "total": s.total, "tiebreak_strokes": s.tiebreak_strokes, "title": s.title.en,
    }
    assert player["total"] == player["items"] + sum(player["modules"].values()) - player["thorn_penalty"]
    assert data["winners"] == ["Player"]


def test_score_text_shows_the_breakdown_and_the_winner(capsys, tmp_path):
    game, path = saved_game(tmp_path)
    s = game.scores()[0]
    code, out, _ = run(capsys, "score", str(path))
    assert code == 0
    assert "the game is over" in out.splitlines()[0]
    assert f"  total              {s.total}" in out
    assert f"  items              {s.items}" in out
    assert f"  title              {s.title.en}" in out
    assert out.rstrip().endswith("Winner: Player")


def test_score_of_an_unfinished_pass_and_play_game(capsys, tmp_path):
    board = compile_board(parse_board(board_data(GRID)))
    game = Game(board, "pass_and_play", [SeatInfo("Ana"), SeatInfo("Bo")], seed=2)
    game.roll()
    _, path = saved_game(tmp_path, game)
    code, out, _ = run(capsys, "score", str(path))
    assert code == 0
    assert "not finished" in out.splitlines()[0]
    assert "Leading so far: Ana, Bo" in out
    assert "title" not in out and "thorn" not in out
    code, out, _ = run(capsys, "score", str(path), "--json")
    data = json.loads(out)
    assert [p["name"] for p in data["players"]] == ["Ana", "Bo"]
    assert [p["title"] for p in data["players"]] == [None, None]
    assert data["winners"] == []


def test_score_refuses_a_bad_file_in_one_sentence(capsys, tmp_path):
    path = tmp_path / "bad.daydream"
    path.write_text("[" * 10000, encoding="utf-8")
    line = assert_refused(*run(capsys, "score", str(path)))
    assert line == "bad.daydream: The file is nested more than 64 levels deep, so it is not a saved game."
    line = assert_refused(*run(capsys, "score", str(tmp_path / "gone.daydream")))
    assert line == "The file gone.daydream cannot be read: No such file or directory."


@pytest.mark.parametrize("board_id", BOARD_IDS)
def test_random_game_of_each_shipped_board_is_saved_scored_and_reloaded(capsys, tmp_path, board_id):
    folder = board_files.boards_dir()
    assert folder is not None and (folder / f"{board_id}.json").is_file(), f"boards/{board_id}.json is missing"
    path = tmp_path / f"{board_id}.daydream"
    code, out, _ = run(capsys, "play-random", "--board", board_id, "--seed", "7", "--out", str(path))
    assert code == 0 and str(path) in out
    game = play_random_game(builtin_board(board_id), 7)
    assert load_game(path).game.state.snapshot() == game.state.snapshot()
    code, out, _ = run(capsys, "score", str(path), "--json")
    assert code == 0
    assert json.loads(out)["players"][0]["total"] == game.scores()[0].total


def test_play_random_then_score(capsys, tmp_path, fake_boards):
    path = tmp_path / "r.daydream"
    code, out, _ = run(capsys, "play-random", "--board", "A", "--seed", "3", "--out", str(path))
    assert code == 0
    assert out.startswith("Saved a random game of A (seed 3, score ")
    loaded = load_game(path)
    assert loaded.game.over
    assert loaded.meta == {"title": "Random game of A, seed 3"}
    code, out, _ = run(capsys, "score", str(path), "--json")
    assert json.loads(out)["players"][0]["total"] == loaded.game.scores()[0].total


def test_play_random_into_a_missing_folder(capsys, tmp_path, fake_boards):
    code, out, err = run(capsys, "play-random", "--board", "A", "--out", str(tmp_path / "no" / "g.daydream"))
    assert code == 1
    assert err.strip() == f"The folder {tmp_path / 'no'} does not exist, so g.daydream was not saved."


# ---------------------------------------------------------------- simulate


def test_simulate_json(capsys, fake_boards):
    code, out, _ = run(capsys, "simulate", "--board", "A", "--games", "12", "--seed", "4", "--bot", "random",
                       "--json")
    assert code == 0
    data = json.loads(out)
    assert {"board", "bot", "games", "mean", "median", "p10", "p90", "bands", "top_band_share",
            "games_per_second"} <= set(data)
    assert data["games"] == 12
    assert sum(data["bands"]) == 12
    assert (data["board"], data["bot"]) == ("A", "random")


def test_simulate_text_names_the_title_bands(capsys, fake_boards):
    code, out, _ = run(capsys, "simulate", "--board", "A", "--games", "5")
    assert code == 0
    for word in ("mean", "median", "p10", "p90", "Band one", "Band four", "top band share",
                 "games per second"):
        assert word in out


def test_simulate_accepts_every_registered_bot(capsys, fake_boards):
    for bot in BOTS:
        code, out, _ = run(capsys, "simulate", "--board", "D", "--games", "2", "--bot", bot, "--json")
        assert code == 0
        assert json.loads(out)["bot"] == bot


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["simulate", "--board", "Z", "--games", "3"],
         "There is no board called 'Z'; the boards are A, D, BC, EF, AD, DA, ABC, DEF."),
        (["simulate", "--board", "A", "--bot", "oracle"], None),
        (["simulate", "--board", "A", "--games", "0"], "--games must be at least 1."),
        (["simulate", "--board", "A", "--players", "0"], "--players must be between 1 and 5."),
        (["simulate", "--board", "A", "--players", "6"], "--players must be between 1 and 5."),
        (["simulate", "--board", "A", "--jobs", "0"], "--jobs must be at least 1."),
        (["simulate", "--board", "A", "--games", "many"], None),
        (["simulate", "--games", "3"], None),
        (["simulate", "--board", "BC", "--games", "3"], None),
        (["play-random", "--board", "Q", "--out", "x.daydream"], None),
        (["boards"], "Say what to do with boards: 'check', 'schema', 'titles' or 'generate'."),
        (["frobnicate"], None),
        (["score"], None),
    ],
)
def test_bad_arguments_exit_2_with_a_sentence(capsys, fake_boards, argv, expected):
    line = assert_refused(*run(capsys, *argv))
    if expected is not None:
        assert line == expected
    if argv[-2:] == ["--bot", "oracle"]:
        assert line.startswith("There is no bot called 'oracle'; the bots are random")


# ---------------------------------------------------------------- usage and refusals


def test_each_command_s_usage_names_the_command_alone(capsys):
    for argv in (["boards", "check", "--help"], ["simulate", "--help"], ["history", "--help"], ["export", "--help"]):
        assert main(argv) == 0
        usage = capsys.readouterr().out.splitlines()[0]
        assert usage.startswith(f"usage: daydream-qt {' '.join(a for a in argv if a != '--help')}"), usage
        assert "FILE.daydream" not in usage


def test_every_option_of_simulate_and_play_random_has_help(capsys):
    from daydream_qt.bots.players import BOT_NAMES

    assert main(["simulate", "--help"]) == 0
    out = capsys.readouterr().out
    for option in ("--board", "--games", "--seed", "--bot", "--players", "--jobs", "--json"):
        line = next(ln for ln in out.splitlines() if ln.strip().startswith(option))
        rest = line.strip()[len(option):].split(maxsplit=1)
        assert len(rest) == 2 or option == "--json" and len(rest) == 1, line
    assert all(name in " ".join(out.split()) for name in BOT_NAMES)
    from daydream_qt.cli import BOT_CHOICES

    assert BOT_CHOICES == tuple(BOT_NAMES)
    assert main(["play-random", "--help"]) == 0
    out = capsys.readouterr().out
    for option in ("--board", "--seed", "--out", "--force"):
        line = next(ln for ln in out.splitlines() if ln.strip().startswith(option))
        assert len(line.split()) > 2, line


def test_a_missing_argument_points_to_its_command_s_help(capsys):
    assert main(["simulate"]) == 2
    err = capsys.readouterr().err
    assert "see 'daydream-qt simulate --help'" in err
    assert main(["boards", "titles"]) == 2
    assert "see 'daydream-qt boards titles --help'" in capsys.readouterr().err


def test_an_unknown_command_is_named_in_a_sentence(capsys):
    assert main(["sumulate"]) == 2
    err = capsys.readouterr().err.strip()
    assert "invalid choice" not in err
    assert err.startswith("There is no command called 'sumulate'; the commands are boards, score, simulate")
    assert main(["boards", "chek"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("There is no action called 'chek'; the actions are check, schema, titles")
