"""Records another program wrote: tampered rows, newer and older databases, bombs, odd files,
extreme dates, read-only folders, and what the CLI and the CSV let through."""

from __future__ import annotations

import datetime as dt
import io
import json
import os
import sqlite3
import subprocess
import sys
import time
import tracemalloc
import zlib
from pathlib import Path

import pytest

from daydream_qt import cli
from daydream_qt.bots.random_bot import play_random_game
from daydream_qt.engine import Game, SeatInfo, builtin_board
from daydream_qt.engine.savefile import EARLIEST_TIME, LATEST_TIME, dumps_game, loads_game
from daydream_qt.records import db, queries
from daydream_qt.records.csv_export import history_csv, history_rows
from daydream_qt.records.db import (
    MIGRATIONS,
    ODD,
    SCHEMA_VERSION,
    UNWRITABLE,
    RecordsReadOnly,
    open_records,
)
from daydream_qt.records.store import record_game, saved_game_text

ROOT = Path(__file__).resolve().parent.parent


def solo(board: str = "A", seed: int = 1) -> Game:
    return play_random_game(builtin_board(board), seed)


def at(day: dt.date) -> dt.datetime:
    return dt.datetime.combine(day, dt.time(12)).astimezone()


def filled(path: Path, n: int = 3) -> list[int]:
    """`n` solo games recorded at `path`; their record ids."""
    with open_records(path) as opened:
        return [record_game(opened, solo(("A", "D")[i % 2], i + 1),
                            at(dt.date(2026, 3, 1 + i))).record_id for i in range(n)]


def loosen(path: Path) -> None:
    """Drop the NOT NULL constraints, as a program that rebuilt the tables might."""
    conn = sqlite3.connect(path)
    version = conn.execute("PRAGMA schema_version").fetchone()[0]
    conn.execute("PRAGMA writable_schema = ON")
    conn.execute("UPDATE sqlite_master SET sql = replace(sql, 'NOT NULL', '') WHERE type = 'table'")
    conn.execute(f"PRAGMA schema_version = {version + 1}")
    conn.commit()
    conn.close()


def tamper(path: Path, *statements: tuple[str, tuple]) -> None:
    conn = sqlite3.connect(path)
    for sql, args in statements:
        conn.execute(sql, args)
    conn.commit()
    conn.close()


def _cli(capsys, *args: str) -> tuple[int, str, str]:
    code = cli.main(["history", *args])
    out, err = capsys.readouterr()
    return code, out, err


def _page_model(records) -> None:
    """What the Records page reads, through the same functions."""
    queries.count_games(records)
    for sort in queries.ORDER_BY:
        for r in queries.history(records, sort=sort, limit=200):
            queries.local_time(r.finished_at), queries.text_of(r.board_name), r.best
    queries.personal_bests(records)
    queries.title_collection(records)
    for board in (None, "A", "D"):
        queries.score_series(records, board)
    queries.distribution(records, "A")
    queries.own_boards(records)
    queries.dream_status(records)
    queries.players(records)


# ------------------------------------------------------------ every row is untrusted


BAD_ROWS = [
    ("UPDATE seats SET name = ? WHERE game_id = ?", b"\x00\xffbinary"),
    ("UPDATE seats SET name = NULL WHERE game_id = ? AND ?", None),
    ("UPDATE seats SET name = ? WHERE game_id = ?", "n" * 4_000_000),
    ("UPDATE seats SET seat = ? WHERE game_id = ?", "zero"),
    ("UPDATE seats SET total = ? WHERE game_id = ?", "lots"),
    ("UPDATE seats SET total = ? WHERE game_id = ?", float("inf")),
    ("UPDATE seats SET total = NULL WHERE game_id = ? AND ?", None),
    ("UPDATE seats SET title = ? WHERE game_id = ?", "{not json"),
    ("UPDATE seats SET modules = ? WHERE game_id = ?", "[1, 2]"),
    ("UPDATE seats SET kind = ? WHERE game_id = ?", "robot"),
    ("UPDATE seats SET title_band = ? WHERE game_id = ?", 10**12),
    ("UPDATE games SET board_id = ? WHERE id = ?", "ZZ"),
    ("UPDATE games SET mode = ? WHERE id = ?", "speedrun"),
    ("UPDATE games SET board_name = ? WHERE id = ?", b"\x80"),
    ("UPDATE games SET finished_at = ? WHERE id = ?", "9999-12-31T23:59:59+00:00"),
    ("UPDATE games SET finished_at = ? WHERE id = ?", "0001-01-01T00:00:00+00:00"),
    ("UPDATE games SET finished_at = ? WHERE id = ?", "2026-02-30T12:00:00+00:00"),
    ("UPDATE games SET local_date = ? WHERE id = ?", "9999-12-31"),
    ("UPDATE games SET daily_date = ? WHERE id = ?", "yesterday"),
    ("UPDATE games SET own_board = ? WHERE id = ?", "not a fingerprint"),
    ("UPDATE games SET seed = ? WHERE id = ?", 1.5),
    ("DELETE FROM seats WHERE game_id = ? AND ?", None),
]


@pytest.mark.parametrize(("sql", "value"), BAD_ROWS, ids=[f"{s[7:30]}-{str(v)[:12]}" for s, v in BAD_ROWS])
def test_a_bad_row_is_hidden_and_counted_and_nothing_raises(tmp_path, capsys, daydream_home, sql, value):
    path = daydream_home / "data" / "records" / "records.sqlite"
    path.parent.mkdir(parents=True)
    ids = filled(path)
    loosen(path)
    args = (ids[1], 1) if value is None else (value, ids[1])
    tamper(path, (sql, args))
    with open_records(path) as opened:
        assert queries.hidden_games(opened) == 1
        assert [r.id for r in queries.history(opened)] == [ids[2], ids[0]]
        assert queries.count_games(opened) == 2
        _page_model(opened)
        assert len(history_rows(opened)) == 2
    code, out, err = _cli(capsys)
    assert code == 0 and err == "1 record(s) could not be read and are hidden.\n"
    assert len(out.splitlines()) == 3  # the heading and two games
    code, out, err = _cli(capsys, "--csv")
    assert code == 0 and len(out.splitlines()) == 3


def test_a_4_mb_name_is_never_fetched(tmp_path):
    path = tmp_path / "records.sqlite"
    filled(path, 2)
    tamper(path, ("UPDATE seats SET name = ? WHERE game_id = 1", ("\u00e9" * 4_000_000,)))
    with open_records(path) as opened:
        tracemalloc.start()
        start = time.perf_counter()
        _page_model(opened)
        history_csv(opened)
        seconds = time.perf_counter() - start
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        assert opened.hidden() == 1
    assert seconds < 2.0 and peak < 4_000_000, (seconds, peak)  # about 0.3 s and 1 MB here


def test_text_that_is_not_utf8_is_read_with_replacement_characters(tmp_path):
    path = tmp_path / "records.sqlite"
    filled(path, 1)
    tamper(path, ("UPDATE seats SET name = CAST(? AS TEXT)", (b"A\xffB",)))
    with open_records(path) as opened:
        [row] = queries.history(opened)
        assert row.seats[0].name == "A\ufffdB"
        assert queries.players(opened) == ["A\ufffdB"]
        assert len(queries.history(opened, sort="players")) == 1
        assert len(queries.history(opened, player="a\ufffdb")) == 1


# ------------------------------------------------------------ newer and older databases


def _v2_database(path: Path, games: list[tuple[int, Game, bytes | None]]) -> None:
    conn = sqlite3.connect(path, isolation_level=None)
    MIGRATIONS[0](conn)
    MIGRATIONS[1](conn)
    conn.execute("PRAGMA user_version = 2")
    for gid, game, blob in games:
        score = game.scores()[0]
        conn.execute(
            "INSERT INTO games (id, game_key, board_id, board_name, mode, seed, table_size, turns, items_total,"
            " finished_at, local_date) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
            (gid, f"key{gid}", game.board.id, json.dumps(game.board.defn.name._asdict()), "solo", game.seed, 1,
             game.state.turn, len(game.board.items), "2026-03-01T12:00:00+00:00", "2026-03-01"))
        conn.execute("INSERT INTO seats VALUES (?, 0, 'Ann', 'human', NULL, '#2b4c7e', ?, ?, '{}', 0, 0, 0, ?,"
                     " NULL, 1)", (gid, score.total, score.items, score.title_band))
        if blob is not None:
            conn.execute("INSERT INTO saves VALUES (?, ?)", (gid, blob))
    conn.close()


def test_a_migration_is_preceded_by_a_backup_and_backups_are_few(tmp_path):
    path = tmp_path / "records.sqlite"
    _v2_database(path, [(1, solo("A", 1), None), (2, solo("A", 2), None)])
    for old in (7, 8, 9):  # copies left by earlier migrations
        (tmp_path / f"records.before-v{old}.sqlite").write_bytes(b"x")
        os.utime(tmp_path / f"records.before-v{old}.sqlite", (1_000_000 + old, 1_000_000 + old))
    with open_records(path) as opened:
        assert queries.count_games(opened) == 2
    backup = tmp_path / "records.before-v2.sqlite"
    conn = sqlite3.connect(backup)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 2
    assert conn.execute("SELECT COUNT(*) FROM games").fetchone()[0] == 2
    conn.close()
    assert sorted(p.name for p in tmp_path.glob("records.before-v*.sqlite")) == [
        "records.before-v2.sqlite", "records.before-v8.sqlite", "records.before-v9.sqlite"]


def test_a_kept_database_of_an_earlier_build_gives_its_games_back_once(tmp_path):
    # An earlier build moved a newer version's records aside: the games come back.
    path = tmp_path / "records.sqlite"
    with open_records(path) as opened:
        record_game(opened, solo("A", 1), at(dt.date(2026, 3, 1)))  # one of the kept games, played again
    kept = tmp_path / "records.bad-20261130-101010.sqlite"
    filled(kept, 3)
    with open_records(path) as opened:
        assert opened.taken_back == 2 and "2 game(s) kept by an earlier version" in opened.notice()
    with open_records(path) as opened:
        assert opened.taken_back == 0 and queries.count_games(opened) == 3
        assert "2 game(s) kept by an earlier version" not in opened.notice()
        saves = opened.conn.execute("SELECT COUNT(*) FROM saves").fetchone()[0]
        assert saves == 3
    assert not kept.exists() and (tmp_path / "records.merged-20261130-101010.sqlite").exists()


def test_an_unmigratable_database_is_kept_and_a_later_build_takes_its_games_back(tmp_path, monkeypatch):
    path = tmp_path / "records.sqlite"
    _v2_database(path, [(1, solo("A", 1), None), (2, solo("D", 2), None)])

    def cannot(conn):  # this build cannot migrate a database that holds games
        if conn.execute("SELECT COUNT(*) FROM games").fetchone()[0]:
            raise sqlite3.OperationalError("table games_own already exists")
        MIGRATIONS[2](conn)

    monkeypatch.setattr(db, "MIGRATIONS", [*MIGRATIONS[:2], cannot, *MIGRATIONS[3:]])
    with open_records(path) as opened:
        assert queries.count_games(opened) == 0
        assert opened.kept_aside.name.startswith(f"records.bad-v{SCHEMA_VERSION}-")
        kept = opened.kept_aside
    with open_records(path) as opened:  # the same build does not try it again
        assert opened.taken_back == 0 and kept.exists()
    # A later build (the next schema) that can migrate it.
    monkeypatch.setattr(db, "MIGRATIONS", [*MIGRATIONS, lambda conn: None])
    monkeypatch.setattr(db, "SCHEMA_VERSION", SCHEMA_VERSION + 1)
    with open_records(path) as opened:
        assert opened.taken_back == 2
        assert sorted(r.board_id for r in queries.history(opened)) == ["A", "D"]
    assert not kept.exists() and list(tmp_path.glob("records.merged-*.sqlite"))
    assert (tmp_path / f"records.before-v{SCHEMA_VERSION}.sqlite").exists()


def test_a_compressed_bomb_costs_bounded_time_and_memory(tmp_path):
    path = tmp_path / "records.sqlite"
    bomb = zlib.compress(b"{" * (256 << 20), 9)  # 256 MB of one byte: about 250 kB
    _v2_database(path, [(1, solo("A", 1), bomb)])
    tracemalloc.start()
    start = time.perf_counter()
    with open_records(path) as opened:
        assert queries.count_games(opened) == 1
        assert saved_game_text(opened, 1) == ""
    seconds = time.perf_counter() - start
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert seconds < 2.0 and peak < 40 << 20, (seconds, peak)


# ------------------------------------------------------------ odd files and read-only folders


def test_a_symbolic_link_as_the_records_is_set_aside_and_its_target_untouched(tmp_path):
    target = tmp_path / "elsewhere.sqlite"
    filled(target, 1)
    before = target.read_bytes()
    path = tmp_path / "records.sqlite"
    path.symlink_to(target)
    with open_records(path) as opened:
        assert opened.reason == ODD and opened.kept_aside.is_symlink()
        assert "not a regular file" in opened.notice()
        record_game(opened, solo("D", 5))
    assert target.read_bytes() == before and path.is_file() and not path.is_symlink()


def test_a_fifo_as_the_records_or_their_journal_is_set_aside_without_blocking(tmp_path):
    path = tmp_path / "records.sqlite"
    os.mkfifo(path)
    with open_records(path) as opened:
        assert opened.reason == ODD and queries.count_games(opened) == 0
        record_game(opened, solo())
    os.mkfifo(tmp_path / "records.sqlite-wal")
    with open_records(path) as opened:
        assert queries.count_games(opened) == 1
    assert not (tmp_path / "records.sqlite-wal").exists() or (tmp_path / "records.sqlite-wal").is_file()


@pytest.mark.parametrize("said", ["attempt to write a readonly database", "database or disk is full"])
def test_a_folder_that_cannot_be_written_to_still_shows_the_records(tmp_path, monkeypatch, said):
    path = tmp_path / "records.sqlite"
    filled(path, 2)
    real = db._connect

    def refused(where, uri=False):
        if not uri:
            raise sqlite3.OperationalError(said)
        return real(where, uri=uri)

    monkeypatch.setattr(db, "_connect", refused)
    with open_records(path) as opened:
        assert opened.read_only and opened.read_only_reason == UNWRITABLE
        assert len(queries.history(opened)) == 2
        notice = opened.notice()
        assert said in notice and "no new game can be recorded" in notice and notice.count(". ") == 0
        with pytest.raises(RecordsReadOnly):
            record_game(opened, solo("D", 9))


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into a read-only folder")
def test_a_read_only_folder_for_real(tmp_path):
    path = tmp_path / "r" / "records.sqlite"
    path.parent.mkdir()
    filled(path, 2)
    path.parent.chmod(0o555)
    try:
        with open_records(path) as opened:
            assert opened.read_only and len(queries.history(opened)) == 2
    finally:
        path.parent.chmod(0o755)


def test_a_folder_that_cannot_be_made_says_why_once(tmp_path, monkeypatch, capsys):
    (tmp_path / "file").write_text("x")
    monkeypatch.setenv("DAYDREAM_QT_HOME", str(tmp_path / "file"))
    code, out, err = _cli(capsys)
    assert code == 1 and err.count("cannot be opened") == 1 and err.count("\n") == 1


# ------------------------------------------------------------ dates


ZONES = ("Asia/Tokyo", "America/New_York", "Pacific/Kiritimati", "Etc/GMT+12", "Etc/GMT-14")

_ZONE_SCRIPT = """
import datetime as dt, json, sqlite3, sys, time
time.tzset()
from daydream_qt.bots.random_bot import play_random_game
from daydream_qt.engine import builtin_board
from daydream_qt.engine.savefile import dumps_game, loads_game
from daydream_qt.records import queries
from daydream_qt.records.db import open_records
from daydream_qt.records.store import record_game
path = sys.argv[1]
game = play_random_game(builtin_board("A"), 3)
out = {}
with open_records(path) as r:
    for i, text in enumerate(("9999-12-31T23:59:59+00:00", "0001-01-01T00:00:00-12:00")):
        data = json.loads(dumps_game(play_random_game(builtin_board("D"), 10 + i)))
        data["saved_at"] = text
        loaded = loads_game(json.dumps(data))
        out.setdefault("saved_at", []).append(loaded.saved_at.isoformat())
        record_game(r, loaded.game, loaded.saved_at)
    record_game(r, game, dt.datetime(9999, 12, 31, 23, 59))
    conn = sqlite3.connect(path)
    conn.execute("UPDATE games SET finished_at = '9999-12-31T23:59:59+00:00' WHERE id = 3")
    conn.commit()
    out["shown"] = [queries.local_time(g.finished_at) for g in queries.history(r)]
    out["hidden"] = r.hidden()
print(json.dumps(out))
"""


@pytest.mark.parametrize("zone", ZONES)
def test_extreme_dates_are_clamped_and_shown_in_every_time_zone(tmp_path, zone, capsys):
    env = dict(os.environ, TZ=zone, PYTHONPATH=str(ROOT), DAYDREAM_QT_HOME=str(tmp_path / "home"))
    done = subprocess.run([sys.executable, "-c", _ZONE_SCRIPT, str(tmp_path / "records.sqlite")], env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["saved_at"] == [LATEST_TIME.isoformat(), EARLIEST_TIME.isoformat()]
    assert len(out["shown"]) == 2 and out["hidden"] == 1  # the row changed to 9999 afterwards
    assert all(s[:4] in ("1999", "2000", "2199", "2200") for s in out["shown"])
    done = subprocess.run([sys.executable, "-m", "daydream_qt", "history"], env=dict(
        env, DAYDREAM_QT_HOME=str(tmp_path / "cli")), capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr


def test_a_saved_at_in_range_is_kept_as_written():
    data = json.loads(dumps_game(solo("A", 2)))
    data["saved_at"] = "2026-03-01T12:00:00+09:00"
    assert loads_game(json.dumps(data)).saved_at == dt.datetime(2026, 3, 1, 3, tzinfo=dt.UTC)


# ------------------------------------------------------------ terminals and spreadsheets


HOSTILE = "\x1b[31mRed\x00\u202eevil\x07\x9b"


def _hostile_game() -> Game:
    from daydream_qt.records.store import record_game  # noqa: F401 (the import the test relies on)

    game = Game(builtin_board("D"), "pass_and_play", [SeatInfo(HOSTILE), SeatInfo("=cmd|calc")], 4)
    from daydream_qt.bots.random_bot import RandomBot

    bot = RandomBot(4)
    while not game.over:
        seat = game.to_move()
        if seat is None:
            game.roll()
        else:
            game.apply(bot.choose(game, seat))
    return game


def _controls(text: str) -> set[str]:
    from daydream_qt.engine.untrusted import escape_controls

    return {ch for ch in text if escape_controls(ch) != ch}


def test_the_csv_holds_no_control_characters_and_keeps_its_formula_guard(daydream_home, capsys, monkeypatch):
    with open_records() as opened:
        record_game(opened, _hostile_game())
        text = history_csv(opened)
    assert _controls(text) == {"\r", "\n"}
    assert "\ufffd[31mRed\ufffd\ufffdevil" in text and ",'=cmd|calc," in text
    code, out, _ = _cli(capsys, "--csv")
    assert code == 0 and _controls(out) <= {"\r", "\n"}
    monkeypatch.setattr(sys, "stdout", io.StringIO())
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True)
    assert cli.main(["history", "--csv"]) == 0
    shown = sys.stdout.getvalue()
    assert _controls(shown) == {"\n"} and len(shown.splitlines()) == 3


def test_the_history_table_escapes_names(daydream_home, capsys):
    with open_records() as opened:
        record_game(opened, _hostile_game())
    code, out, _ = _cli(capsys)
    assert code == 0 and _controls(out) == {"\n"} and "\\x1b[31mRed" in out


def test_a_row_changed_by_another_program_while_open_is_hidden_at_the_next_read(tmp_path):
    path = tmp_path / "records.sqlite"
    ids = filled(path, 2)
    with open_records(path) as opened:
        assert opened.hidden() == 0 and queries.count_games(opened) == 2
        tamper(path, ("UPDATE seats SET total = 'lots' WHERE game_id = ?", (ids[0],)))
        assert [r.id for r in queries.history(opened)] == [ids[1]] and opened.hidden() == 1
        tamper(path, ("UPDATE seats SET total = 7 WHERE game_id = ?", (ids[0],)))
        assert queries.count_games(opened) == 2 and opened.hidden() == 0


def test_a_schema_whose_names_are_not_utf8_is_set_aside(tmp_path):
    path = tmp_path / "records.sqlite"
    filled(path, 1)
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA journal_mode = DELETE")
    conn.close()
    # An index's name made bytes that are not UTF-8, and its SQL broken: SQLite's message
    # quotes the name, and that message cannot be decoded.
    path.write_bytes(path.read_bytes().replace(b"games_own", b"games\xaf\xfe(n"))
    with open_records(path) as opened:
        assert opened.kept_aside is not None and queries.count_games(opened) == 0


def test_without_even_a_shm_the_records_are_read_immutable(tmp_path, monkeypatch):
    path = tmp_path / "records.sqlite"
    filled(path, 2)
    real = db._connect
    asked = []

    def refused(where, uri=False):
        asked.append(str(where))
        if not uri or "immutable=1" not in str(where):
            raise sqlite3.OperationalError("unable to open database file")
        return real(where, uri=uri)

    monkeypatch.setattr(db, "_connect", refused)
    with open_records(path) as opened:
        assert opened.read_only and len(queries.history(opened)) == 2
    assert [a.endswith("mode=ro&immutable=1") for a in asked[-2:]] == [False, True]


def test_a_read_only_refusal_is_a_game_that_waits_for_the_record_keeper(tmp_path, monkeypatch):
    from daydream_qt.records import pending
    from daydream_qt.ui.window.record_keeper import READ_ONLY, why

    path = tmp_path / "records.sqlite"
    filled(path, 1)
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.close()
    with open_records(path) as opened, pytest.raises(pending.Unavailable) as refused:
        pending.record_one(opened, solo("D", 3), None)
    assert why(str(refused.value)) == READ_ONLY
    other = tmp_path / "other" / "records.sqlite"
    other.parent.mkdir()
    filled(other, 1)
    real = db._connect

    def refused_rw(where, uri=False):
        if not uri:
            raise sqlite3.OperationalError("unable to open database file")
        return real(where, uri=uri)

    monkeypatch.setattr(db, "_connect", refused_rw)
    with open_records(other) as opened, pytest.raises(pending.Unavailable) as refused:
        pending.record_one(opened, solo("D", 3), None)
    assert why(str(refused.value)) == READ_ONLY
