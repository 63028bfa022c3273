"""The records database: recording each mode, idempotence, migrations, repair, concurrency,
and what the queries, the CSV and `daydream-qt history` say."""

from __future__ import annotations

import datetime as dt
import sqlite3
import threading

import pytest

from daydream_qt.bots.random_bot import RandomBot, play_random_game
from daydream_qt.engine import Game, RollDice, SeatInfo, builtin_board, dice_for_turn
from daydream_qt.engine.savefile import dumps_game, loads_game
from daydream_qt.records import daily, queries
from daydream_qt.records.csv_export import COLUMNS, history_csv, history_rows, write_history_csv
from daydream_qt.records.db import MIGRATIONS, NEWER, SCHEMA_VERSION, RecordsReadOnly, open_records
from daydream_qt.records.store import NotFinished, delete_record, load_saved_game, record_game

NOON = dt.time(12, 0)


def at(day: dt.date, time: dt.time = NOON) -> dt.datetime:
    """A local date and time, as the player's clock shows it."""
    return dt.datetime.combine(day, time).astimezone()


def play(game: Game, seed: int = 0) -> Game:
    """Random legal play to the end; scoresheet dice are typed in."""
    bot = RandomBot(seed)
    while not game.over:
        seat = game.to_move()
        if seat is None:
            if game.mode.value == "scoresheet":
                game.apply(RollDice(dice_for_turn(game.seed, game.state.turn + 1), True))
            else:
                game.roll()
        else:
            game.apply(bot.choose(game, seat))
    return game


def solo(board: str = "A", seed: int = 1) -> Game:
    return play_random_game(builtin_board(board), seed)


@pytest.fixture
def records(tmp_path):
    with open_records(tmp_path / "records.sqlite") as opened:
        yield opened


# ------------------------------------------------------------ recording each mode


def test_a_solo_game_is_recorded_with_its_score_title_and_saved_game(records):
    game = solo("BC", 7)
    done = record_game(records, game, at(dt.date(2026, 3, 1)))
    assert done.new
    [row] = queries.history(records)
    score = game.scores()[0]
    assert (row.id, row.board_id, row.mode, row.seed) == (done.record_id, "BC", "solo", 7)
    assert queries.text_of(row.board_name, "fr") == game.board.defn.name.fr
    assert row.local_date == "2026-03-01"
    assert row.turns == game.state.turn
    [seat] = row.seats
    assert (seat.name, seat.kind, seat.total, seat.title_band) == ("Player", "human", score.total, score.title_band)
    assert queries.text_of(seat.title, "ja") == score.title.ja
    again = loads_game(load_saved_game(done.record_id, records)).game
    assert again.log == game.log and again.scores() == game.scores()


def test_a_pass_and_play_game_keeps_every_seat_and_the_winner(records):
    game = play(Game(builtin_board("D"), "pass_and_play",
                     [SeatInfo("Ann"), SeatInfo("Robo", "#aa3333", "random"), SeatInfo("Cy", "#33aa33")], 11), 3)
    record_game(records, game)
    [row] = queries.history(records)
    assert [s.name for s in row.seats] == ["Ann", "Robo", "Cy"]
    assert [s.kind for s in row.seats] == ["human", "bot", "human"]
    assert [s.total for s in row.seats] == [s.total for s in game.scores()]
    assert [s.seat for s in row.seats if s.winner] == game.winners()
    assert all(s.title_band is None for s in row.seats)  # titles are solo only
    assert queries.personal_bests(records) == {}  # not played under the solo rules


def test_scoresheet_games_are_recorded_and_alone_at_the_table_counts_as_solo(records):
    table = play(Game(builtin_board("EF"), "scoresheet", [SeatInfo("Ann")], 4, 3), 1)
    alone = play(Game(builtin_board("EF"), "scoresheet", [SeatInfo("Ann")], 5, 1), 2)
    record_game(records, table, at(dt.date(2026, 3, 1)))
    record_game(records, alone, at(dt.date(2026, 3, 2)))
    rows = queries.history(records, mode="scoresheet")
    assert len(rows) == 2
    assert [r.seed for r in rows] == [5, 4]  # newest first
    best = queries.personal_bests(records)["EF"]
    assert (best.games, best.total) == (1, alone.scores()[0].total)


def test_an_unfinished_game_is_not_recorded(records):
    game = Game(builtin_board("A"), seed=1)
    with pytest.raises(NotFinished):
        record_game(records, game)
    assert queries.count_games(records) == 0


# ------------------------------------------------------------ one record per game


def test_the_same_game_recorded_twice_is_one_record(records):
    game = solo("A", 3)
    first = record_game(records, game)
    second = record_game(records, game)
    reopened = record_game(records, loads_game(dumps_game(game, {"title": "a note"})).game)
    assert first.new and not second.new and not reopened.new
    assert first.record_id == second.record_id == reopened.record_id
    assert queries.count_games(records) == 1


def test_the_same_seed_played_differently_is_another_record(records):
    a = play(Game(builtin_board("A"), seed=9), 1)
    b = play(Game(builtin_board("A"), seed=9), 2)
    assert a.log != b.log
    assert record_game(records, a).record_id != record_game(records, b).record_id


def test_an_unknown_record_has_no_saved_game(records):
    with pytest.raises(KeyError):
        load_saved_game(42, records)


# ------------------------------------------------------------ schema versions


def _version(path) -> int:
    conn = sqlite3.connect(path)
    try:
        return conn.execute("PRAGMA user_version").fetchone()[0]
    finally:
        conn.close()


def test_a_version_0_database_is_migrated(tmp_path):
    path = tmp_path / "records.sqlite"
    sqlite3.connect(path).close()  # SQLite's own empty file: user_version 0
    with open_records(path) as opened:
        assert opened.kept_aside is None
        record_game(opened, solo())
        assert queries.count_games(opened) == 1
    assert _version(path) == SCHEMA_VERSION


def test_a_version_1_database_keeps_its_games_and_learns_the_dreams(tmp_path):
    path = tmp_path / "records.sqlite"
    conn = sqlite3.connect(path, isolation_level=None)
    MIGRATIONS[0](conn)
    conn.execute("PRAGMA user_version = 1")
    day = dt.date(2026, 2, 3)
    for gid, board, seed in ((1, daily.daily_board(day), daily.daily_seed(day)), (2, "A", 5)):
        conn.execute("INSERT INTO games VALUES (?, ?, ?, '{\"en\": \"x\", \"fr\": \"x\", \"ja\": \"x\"}', 'solo',"
                     " ?, 1, 20, 10, '2026-02-03T12:00:00+00:00', '2026-02-03')", (gid, f"k{gid}", board, seed))
        conn.execute("INSERT INTO seats VALUES (?, 0, 'Ann', 'human', NULL, '#2b4c7e', 9, 9, '{}', 0, 0, 0, 1,"
                     " NULL, 1)", (gid,))
    conn.close()
    with open_records(path) as opened:
        rows = {r.id: r for r in queries.history(opened)}
        assert rows[1].daily_date == "2026-02-03" and rows[2].daily_date is None
        assert queries.dream_status(opened, day).played
    assert _version(path) == SCHEMA_VERSION


# ------------------------------------------------------------ damaged databases


def test_a_file_that_is_not_a_database_is_moved_aside(tmp_path):
    path = tmp_path / "records.sqlite"
    path.write_bytes(b"this is not a database at all, just some words " * 200)
    with open_records(path) as opened:
        assert opened.kept_aside is not None
        assert opened.kept_aside.name.startswith("records.bad-") and opened.kept_aside.suffix == ".sqlite"
        assert opened.kept_aside.read_bytes().startswith(b"this is not a database")
        notice = opened.notice()
        assert notice.endswith(".") and ". " not in notice and opened.kept_aside.name in notice
        record_game(opened, solo())
        assert queries.count_games(opened) == 1


def test_a_corrupt_database_is_moved_aside(tmp_path):
    path = tmp_path / "records.sqlite"
    with open_records(path) as opened:
        record_game(opened, solo())
        opened.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    data = bytearray(path.read_bytes())
    data[20:100] = b"\xff" * 80  # the header after the magic string
    path.write_bytes(bytes(data))
    with open_records(path) as opened:
        assert opened.kept_aside is not None
        assert queries.count_games(opened) == 0


def test_a_database_from_a_newer_app_is_opened_read_only_and_kept_in_place(tmp_path):
    path = tmp_path / "records.sqlite"
    with open_records(path) as opened:
        record_game(opened, solo("A", 3), at(dt.date(2026, 3, 1)))
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA journal_mode = DELETE")  # as a newer version might leave it: not even that changes
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 5}")
    conn.close()
    before = path.read_bytes()
    with open_records(path) as opened:
        assert opened.read_only and opened.read_only_reason == NEWER and opened.kept_aside is None
        assert "newer version" in opened.notice() and opened.notice().count(".") == 1
        assert [r.seats[0].total for r in queries.history(opened)] == [solo("A", 3).scores()[0].total]
        with pytest.raises(RecordsReadOnly):
            record_game(opened, solo("D", 4))
        with pytest.raises(RecordsReadOnly):
            delete_record(opened, 1)
    assert sorted(p.name for p in tmp_path.iterdir() if "bad" in p.name) == []
    assert _version(path) == SCHEMA_VERSION + 5 and path.read_bytes() == before
    assert not path.with_name("records.sqlite-wal").exists()


def test_a_database_of_something_else_is_moved_aside(tmp_path):
    path = tmp_path / "records.sqlite"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE games (name TEXT, price REAL)")
    conn.commit()
    conn.close()
    with open_records(path) as opened:
        assert opened.kept_aside is not None
        record_game(opened, solo())
        assert queries.count_games(opened) == 1


# ------------------------------------------------------------ two writers


def test_two_connections_recording_at_once_lose_nothing(tmp_path):
    path = tmp_path / "records.sqlite"
    games = [solo("A", seed) for seed in range(12)]
    errors: list[BaseException] = []

    def writer(part: list[Game]) -> None:
        try:
            with open_records(path) as own:
                for g in part:
                    record_game(own, g)
                    record_game(own, games[0])  # both record this one: still one record
        except BaseException as exc:  # reported below, in the test's thread
            errors.append(exc)

    threads = [threading.Thread(target=writer, args=(games[i::2],)) for i in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    with open_records(path) as opened:
        assert queries.count_games(opened) == len({g.seed for g in games})
        assert opened.conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_two_connections_opening_a_new_database_at_once_both_open(tmp_path):
    """Switching a new file to WAL is answered "locked" without SQLite's busy wait while
    another connection opens it too (about one round in ten failed): it is waited for."""
    for k in range(40):
        path = tmp_path / f"records-{k}.sqlite"
        errors: list[BaseException] = []

        def opener(path=path, errors=errors) -> None:
            try:
                with open_records(path) as opened:
                    assert opened.conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
            except BaseException as exc:
                errors.append(exc)

        threads = [threading.Thread(target=opener) for _ in range(2)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert errors == [], k


# ------------------------------------------------------------ what the queries say


def test_personal_bests_and_the_title_collection(records):
    day = dt.date(2026, 1, 1)
    played = []
    for i in range(14):
        g = solo("AD" if i % 2 else "DA", 100 + i)
        record_game(records, g, at(day + dt.timedelta(days=i)))
        played.append((g, day + dt.timedelta(days=i)))
    bests = queries.personal_bests(records)
    for board in ("AD", "DA"):
        mine = [(g.scores()[0].total, d) for g, d in played if g.board.id == board]
        top = max(t for t, _ in mine)
        assert bests[board].total == top
        assert bests[board].local_date == min(d for t, d in mine if t == top).isoformat()
        assert bests[board].games == 7
    titles = queries.title_collection(records)
    assert len(titles) == 32
    assert [(t.board_id, t.band) for t in titles[:4]] == [("A", b) for b in range(4)]
    for t in titles:
        earned = [d for g, d in played if g.board.id == t.board_id and g.scores()[0].title_band == t.band]
        assert t.first_date == (min(earned).isoformat() if earned else None)
        assert t.times == len(earned)


def test_history_filters_and_sorts(records):
    record_game(records, solo("A", 1), at(dt.date(2026, 1, 1)))
    record_game(records, solo("D", 2), at(dt.date(2026, 1, 2)))
    pnp = play(Game(builtin_board("A"), "pass_and_play", [SeatInfo("Zoé"), SeatInfo("Max")], 3))
    record_game(records, pnp, at(dt.date(2026, 1, 3)))
    assert [r.seed for r in queries.history(records)] == [3, 2, 1]
    assert [r.seed for r in queries.history(records, descending=False)] == [1, 2, 3]
    assert [r.seed for r in queries.history(records, board="A")] == [3, 1]
    assert [r.seed for r in queries.history(records, mode="pass_and_play")] == [3]
    assert [r.seed for r in queries.history(records, player="ZOÉ")] == [3]
    assert [r.seed for r in queries.history(records, player="zoé")] == [3]
    by_score = queries.history(records, sort="score")
    assert [r.best.total for r in by_score] == sorted((r.best.total for r in by_score), reverse=True)
    assert queries.players(records) == ["Max", "Player", "Zoé"]
    with pytest.raises(ValueError):
        queries.history(records, board="Z")


def test_score_series_and_distribution(records):
    games = [solo("ABC", s) for s in range(6)]
    for i, g in enumerate(games):
        record_game(records, g, at(dt.date(2026, 5, 1) + dt.timedelta(days=i)))
    series = queries.score_series(records, "ABC")
    assert [s for _, s in series] == [g.scores()[0].total for g in games]
    assert series[0][0] == "2026-05-01"
    counts = queries.distribution(records, "ABC")
    assert sum(counts.values()) == 6
    for total, n in counts.items():
        assert n == sum(1 for g in games if g.scores()[0].total == total)


def _dream(records, day: dt.date, played_on: dt.date | None = None, seed: int = 0) -> Game:
    game = play(Game(builtin_board(daily.daily_board(day)), seed=daily.daily_seed(day)), seed)
    record_game(records, game, at(played_on or day))
    return game


def test_the_dream_of_the_day_streak_counts_days_in_a_row(records):
    d = dt.date(2026, 6, 10)
    for back in (5, 4, 2, 1):  # a gap three days back
        _dream(records, d - dt.timedelta(days=back))
    assert queries.dream_status(records, d - dt.timedelta(days=1)).streak == 2
    waiting = queries.dream_status(records, d)  # today not played yet: yesterday's streak holds
    assert not waiting.played and waiting.best is None and waiting.streak == 2
    games = [_dream(records, d, seed=s) for s in (1, 2)]
    today = queries.dream_status(records, d)
    assert today.played and today.streak == 3
    assert today.best == max(g.scores()[0].total for g in games)
    assert (today.board_id, today.seed) == (daily.daily_board(d), daily.daily_seed(d))
    assert queries.dream_status(records, d + dt.timedelta(days=2)).streak == 0
    assert queries.dream_status(records, d - dt.timedelta(days=2)).streak == 1  # after the gap


def test_a_dream_finished_after_midnight_counts_but_an_old_seed_replayed_later_does_not(records):
    d = dt.date(2026, 6, 10)
    _dream(records, d, played_on=d + dt.timedelta(days=1))
    _dream(records, d - dt.timedelta(days=5), played_on=d, seed=4)
    assert queries.dream_status(records, d).played
    assert not queries.dream_status(records, d - dt.timedelta(days=5)).played
    other = play(Game(builtin_board("A" if daily.daily_board(d) != "A" else "D"), seed=daily.daily_seed(d)))
    record_game(records, other, at(d))  # today's seed on another board: not the dream
    assert [r.daily_date for r in queries.history(records)].count("2026-06-10") == 1


def test_daily_rule():
    day = dt.date(2025, 3, 14)
    assert daily.daily_seed(day) == 20250314
    assert daily.date_of_seed(20250314) == day
    assert daily.date_of_seed(20250230) is None and daily.date_of_seed(7) is None
    assert {daily.daily_board(day + dt.timedelta(days=i)) for i in range(8)} == set(daily.BOARD_IDS)
    board = daily.daily_board(day)
    assert daily.dream_date(board, 20250314, "solo", day) == day
    assert daily.dream_date(board, 20250314, "scoresheet", day) is None
    assert daily.dream_date(board, 20250314, "solo", day + dt.timedelta(days=2)) is None


def test_share_text_has_the_date_board_score_and_progress(records):
    d = dt.date(2026, 6, 10)
    game = _dream(records, d)
    status = queries.dream_status(records, d)
    text = queries.share_text(status, "Board", "Dreamer")
    score = game.scores()[0]
    assert text.splitlines() == [
        "Daydream, dream of 2026-06-10", f"Board: {score.total} points, Dreamer",
        f"Items: {'●' * score.items}{'○' * (len(game.board.items) - score.items)} "
        f"{score.items}/{len(game.board.items)}"]


# ------------------------------------------------------------ CSV


def test_history_csv_has_a_row_per_seat_and_defuses_formulas(records, tmp_path):
    game = play(Game(builtin_board("A"), "pass_and_play", [SeatInfo("=HYPERLINK(1)"), SeatInfo("Bo, \"B\"")], 3))
    record_game(records, game, at(dt.date(2026, 1, 3)))
    record_game(records, solo("D", 2), at(dt.date(2026, 1, 1)))
    import csv
    import io

    rows = list(csv.reader(io.StringIO(history_csv(records))))
    assert tuple(rows[0]) == COLUMNS
    assert [r[COLUMNS.index("board")] for r in rows[1:]] == ["D", "A", "A"]
    assert [r[COLUMNS.index("player")] for r in rows[1:]] == ["Player", "'=HYPERLINK(1)", 'Bo, "B"']
    assert [r[COLUMNS.index("score")] for r in rows[2:]] == [str(s.total) for s in game.scores()]
    assert rows[2][COLUMNS.index("mode")] == "pass-and-play"
    assert len(history_rows(records, board="D")) == 1
    out = tmp_path / "history.csv"
    assert write_history_csv(records, out) == 3
    assert out.read_bytes().startswith("\ufeffrecord,".encode())


# ------------------------------------------------------------ the command line


def _cli(capsys, *args: str) -> tuple[int, str, str]:
    from daydream_qt.cli import main

    code = main(["history", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_history_command_prints_a_table_or_csv(capsys, daydream_home):
    with open_records() as opened:
        record_game(opened, solo("BC", 3), at(dt.date(2026, 1, 1)))
        record_game(opened, play(Game(builtin_board("A"), "pass_and_play",
                                      [SeatInfo("Ann\x1b[31m"), SeatInfo("Bob")], 4)), at(dt.date(2026, 1, 2)))
    code, out, err = _cli(capsys)
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert len(lines) == 3 and "BC Under the Stars" in lines[2] and "pass-and-play" in lines[1]
    assert "\x1b" not in out and "Ann\\x1b[31m" in out
    code, out, _ = _cli(capsys, "--csv", "--board", "BC")
    assert code == 0 and out.splitlines()[0].startswith("record,") and len(out.splitlines()) == 2
    code, out, _ = _cli(capsys, "--mode", "pass-and-play", "--limit", "1")
    assert code == 0 and len(out.splitlines()) == 2


@pytest.mark.parametrize("args", [("--board", "ZZ"), ("--mode", "duel"), ("--sort", "name"), ("--limit", "0"),
                                  ("--limit", "x")])
def test_history_command_refuses_bad_input_in_one_sentence(capsys, args):
    code, out, err = _cli(capsys, *args)
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and err.strip().endswith(".")


def test_history_command_on_empty_and_damaged_records(capsys, daydream_home):
    code, out, _ = _cli(capsys)
    assert (code, out.strip()) == (0, "No recorded games.")
    path = daydream_home / "data" / "records" / "records.sqlite"
    path.write_bytes(b"garbage" * 100)
    code, out, err = _cli(capsys)
    assert code == 0 and "fresh history" in err and len(err.strip().splitlines()) == 1
