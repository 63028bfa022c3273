"""The work of `boards titles`, `review` and `simulate` is bounded on the largest legal inputs
(bots/work.py), and the bounds never bite on the shipped boards.

Work is counted, never timed: the games a suggestion plays and the turns a review searches
are counted through the functions that do that work.
"""

from __future__ import annotations

import json
import math

import pytest
from largest import largest_board, largest_board_data, largest_game

from daydream_qt.bots import review as review_mod
from daydream_qt.bots import titles as titles_mod
from daydream_qt.bots import work
from daydream_qt.bots.review import review_game
from daydream_qt.bots.simulate import play_seeded_game
from daydream_qt.bots.titles import DEFAULT_GAMES, Cancelled, suggest_titles
from daydream_qt.cli import main
from daydream_qt.engine import BOARD_IDS, builtin_board
from daydream_qt.engine.savefile import save_game


@pytest.fixture(scope="module")
def big_game():
    return largest_game("DEF")


@pytest.fixture
def counted_games(monkeypatch):
    """titles' games counted by bot instead of played (each scores its seed)."""
    played = {"random": 0, "expert": 0}

    def fake(board, bot, seed, stop):
        played[bot] += 1
        return seed % 50 + (30 if bot == "expert" else 0)

    monkeypatch.setattr(titles_mod, "_total", fake)
    return played


@pytest.fixture
def counted_turns(monkeypatch):
    """The review's searches counted instead of run (every plan worth nothing)."""
    searched: list[int] = []
    monkeypatch.setattr(review_mod, "best_plan", lambda t, model, state, seat: searched.append(seat))
    monkeypatch.setattr(review_mod, "plan_value", lambda t, model, state, seat: 0.0)
    return searched


def test_the_largest_board_is_legal_and_at_every_limit():
    board = largest_board("DEF")
    assert board.n_cells == 400 and len(board.lines) == 200 and len(board.items) == 60
    assert [len(f) for f in board.frame_cells] == [400, 400, 400]
    assert largest_board("ABC").n_cells == 400
    assert len(largest_board_data("ABC")["notes"]) == 200


def test_no_bound_bites_on_the_shipped_boards():
    for bid in BOARD_IDS:
        board = builtin_board(bid)
        assert work.titles_scale(board) == 1.0
        # the longest game there: every turn but the last gives a die up, five seats
        assert work.review_stride(board, [board.n_cells - 1] * 5) == 1
    assert work.game_work(builtin_board("DEF")) == work.REFERENCE_GAME_WORK


def test_titles_on_the_largest_board_play_within_the_bound(counted_games):
    board = largest_board("DEF")
    s = suggest_titles(board)
    assert counted_games == {"expert": work.MIN_SCALED_EXPERT, "random": work.MIN_SCALED_RANDOM}
    assert (s.games, s.random_games, s.asked_games, s.asked_random_games) == (1, 50, DEFAULT_GAMES, 800)
    # at most the work of the asked run on the costliest shipped board, but for the floors
    assert s.games * work.game_work(board) <= work.game_work(board)
    assert s.note == ("This board is large: 1 expert and 50 random games were played instead of 100 and "
                      "800, so the bands are a rough guide.")


def test_titles_on_a_middle_sized_board_scale_in_proportion(counted_games):
    board = largest_board("ABC")
    asked = 10_000
    s = suggest_titles(board, games=asked)
    expected = math.floor(asked * work.REFERENCE_GAME_WORK / work.game_work(board))
    assert counted_games["expert"] == s.games == expected
    assert s.games * work.game_work(board) <= asked * work.REFERENCE_GAME_WORK


def test_titles_on_a_shipped_board_play_every_asked_game(counted_games):
    s = suggest_titles(builtin_board("DEF"), games=12)
    assert counted_games == {"expert": 12, "random": 400} and s.note == ""


def test_titles_cli_says_the_run_was_cut(tmp_path, capsys, counted_games):
    path = tmp_path / "big.json"
    path.write_text(json.dumps(largest_board_data("DEF")), encoding="utf-8")
    assert main(["boards", "titles", str(path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    # said whether a title table fits or not (a board this large, from one expert game, fits none)
    assert any(ln.startswith("This board is large: 1 expert and 50 random games were played instead of 100")
               for ln in lines), lines
    assert counted_games["expert"] == 1
    assert main(["boards", "titles", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["games"], data["asked_games"]) == (1, 100) and data["note"].startswith("This board is large")


def test_titles_stop_between_turns_of_a_long_game():
    asked = []

    def stop() -> bool:
        asked.append(1)
        return len(asked) > 5

    ended = []
    with pytest.raises(Cancelled):
        suggest_titles(largest_board("DEF"), progress=lambda d, t: ended.append(d) or True, stop=stop)
    assert ended == [] and len(asked) == 6  # stopped inside the first game, at its sixth step


def test_the_largest_game_is_reviewed_one_turn_in_stride(big_game, counted_turns):
    board = big_game.board
    seat_turns = sum(1 for a in big_game.log if a.kind == "end_turn")
    assert seat_turns >= 5 * 390  # as long as a game on 400 clouds gets
    r = review_game(big_game)
    stride = work.review_stride(board, _turns_per_seat(big_game))
    assert r.stride == stride == 200 and r.seat_turns == seat_turns
    assert r.reviewed == len(counted_turns) == sum(math.ceil(n / stride) for n in _turns_per_seat(big_game))
    assert r.reviewed * work.turn_work(board) <= work.REVIEW_WORK
    for seat in r.seats:  # the first turn, then every stride-th
        starts = [t.start for t in seat.turns]
        assert starts == sorted(starts) and seat.turns[0].turn == 0
    assert r.note == (f"This game is long: the coach reviewed one turn in {stride} of each seat "
                      f"({r.reviewed} of {seat_turns:,} turns) to keep its work within bounds.")


def _turns_per_seat(game) -> list[int]:
    return [sum(1 for a in game.log if a.kind == "end_turn" and a.seat == s) for s in range(len(game.seats))]


def test_a_reviewed_turn_has_the_numbers_of_a_whole_review(monkeypatch):
    game = play_seeded_game("D", 2, "random", players=2)
    whole = review_game(game)
    monkeypatch.setattr(review_mod, "review_stride", lambda board, turns: 3)
    cut = review_game(game)
    assert cut.stride == 3 and cut.seat_turns == whole.reviewed
    for a, b in zip(whole.seats, cut.seats, strict=True):
        assert list(b.turns) == list(a.turns[::3])


def test_a_game_on_a_shipped_board_is_reviewed_whole():
    game = play_seeded_game("DEF", 3, "random", players=5)
    r = review_game(game)
    assert r.stride == 1 and r.note == "" and r.reviewed == r.seat_turns == _count(game)


def _count(game) -> int:
    return sum(1 for a in game.log if a.kind == "end_turn")


def test_review_cli_prints_the_sentence(big_game, counted_turns, tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(review_mod, "explain", lambda *a: ("", {}))
    path = tmp_path / "big.daydream"
    save_game(big_game, path)
    assert main(["review", str(path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[1].startswith("This game is long: the coach reviewed one turn in ")
    assert main(["review", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["stride"] > 100 and data["note"] == lines[1]


@pytest.mark.parametrize(("argv", "sentence"), [
    (["--games", "100001"], "--games must be at most 100,000."),
    (["--games", "1001", "--bot", "expert"],
     "This run is too large: 1 seat of the expert bot may play at most 1,000 games in one run "
     "(see 'daydream-qt simulate --help')."),
    (["--games", "201", "--bot", "expert", "--players", "5"],
     "This run is too large: 5 seats of the expert bot may play at most 200 games in one run "
     "(see 'daydream-qt simulate --help')."),
])
def test_simulate_refuses_a_run_past_its_bound(capsys, argv, sentence):
    assert main(["simulate", "--board", "A", *argv]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.strip() == sentence


def test_simulate_runs_up_to_its_bound():
    assert work.simulate_work(1000, 1, "expert") == work.SIMULATE_WORK  # the README's example
    assert work.simulate_work(100_000, 1, "random") == work.SIMULATE_WORK


def test_every_bound_is_in_the_help(capsys):
    for argv, words in ((["boards", "titles", "--help"], "at least 1 expert and 50 random games"),
                        (["review", "--help"], "at most 15 million cloud pairs"),
                        (["simulate", "--help"], "at most 100,000 games"),
                        (["score", "--help"], "at most 5 MB and 20,000 actions"),
                        (["play-random", "--help"], "one game of at most 63 turns")):
        assert main(argv) == 0
        assert words in " ".join(capsys.readouterr().out.split())
