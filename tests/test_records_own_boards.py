"""A game on the player's own board (made in the board editor) is recorded as that board's,
never as the shipped board of its combination: not in that board's best, titles or dream
of the day; in the history under its own name. What tells the two apart is the rules
fingerprint: a shipped board whose drawing moved is still that board."""

from __future__ import annotations

import copy
import datetime as dt
import json
import sqlite3
import zlib

import pytest

from daydream_qt.bots.random_bot import play_random_game
from daydream_qt.engine import builtin_board, compile_board
from daydream_qt.engine.boardspec import spec_from_dict
from daydream_qt.engine.fingerprint import (
    is_fingerprint,
    is_shipped,
    rules_data,
    rules_fingerprint,
    shipped_fingerprint,
)
from daydream_qt.engine.savefile import dumps_game, game_to_dict, loads_game
from daydream_qt.records import daily, queries
from daydream_qt.records.csv_export import COLUMNS, history_rows
from daydream_qt.records.db import MIGRATIONS, SCHEMA_VERSION, open_records
from daydream_qt.records.store import record_game

NAME = {"en": "Snow Walk", "fr": "Promenade sous la neige", "ja": "雪の散歩"}


def at(day: dt.date) -> dt.datetime:
    return dt.datetime.combine(day, dt.time(12)).astimezone()


def day_of(board_id: str, near: dt.date = dt.date(2026, 12, 1)) -> dt.date:
    """The first day from `near` whose dream is played on `board_id`."""
    day = near
    while daily.daily_board(day) != board_id:
        day += dt.timedelta(days=1)
    return day


def shipped_data(board_id: str) -> dict:
    return copy.deepcopy(builtin_board(board_id).defn.to_dict())


def first_inner_dot(data: dict) -> tuple[int, int]:
    """(item, node) of the first dot node that is not an item's last node."""
    for i, item in enumerate(data["items"]):
        for n, node in enumerate(item["nodes"][:-1]):
            if node["kind"] == "dot":
                return i, n
    raise AssertionError("no inner dot node")


def renamed(data: dict) -> None:
    data["name"] = dict(NAME)


def node_kind(data: dict) -> None:
    i, n = first_inner_dot(data)
    data["items"][i]["nodes"][n]["kind"] = "sun"


def title_band(data: dict) -> None:
    data["titles"][2]["min"] += 1


def moved_drawing(data: dict) -> None:
    """Everything the rules do not read, changed: names in every language, the difficulty,
    each item's outline and node positions, the title names."""
    data["name"] = {"en": "Other", "fr": "Autre", "ja": "別"}
    data["difficulty"] = "hard" if data["difficulty"] != "hard" else "easy"
    for item in data["items"]:
        item["name"] = {"en": "x", "fr": "y", "ja": "z"}
        item["outline"] = None
        item["id"] = item["id"] + "-copy"
        for node in item["nodes"]:
            node["x"], node["y"] = round(1 - node["x"], 3), round(node["y"] / 2, 3)
    for band in data["titles"]:
        band["title"] = {"en": "T", "fr": "T", "ja": "T"}


def respaced_track(data: dict) -> None:
    """The constellation track's points moved, as the shipped ABC and BC tracks were."""
    for k, point in enumerate(data["constellation"]["track"]):
        point["x"] = round(0.05 + 0.9 * k / len(data["constellation"]["track"]), 3)
        point["y"] = round(1 - point["y"], 3)


def board_from(data: dict):
    return compile_board(spec_from_dict(data))


def own_board(base: str = "AD", change=node_kind, name: dict | None = None):
    data = shipped_data(base)
    change(data)
    data["name"] = dict(name or NAME)
    return board_from(data)


@pytest.fixture
def records(tmp_path):
    with open_records(tmp_path / "records.sqlite") as opened:
        yield opened


# ------------------------------------------------------------ the fingerprint


@pytest.mark.parametrize(("base", "change", "shipped"), [
    ("AD", renamed, True), ("AD", moved_drawing, True), ("ABC", respaced_track, True),
    ("BC", respaced_track, True), ("DEF", moved_drawing, True),
    ("AD", node_kind, False), ("AD", title_band, False), ("DA", title_band, False),
])
def test_only_what_the_rules_read_tells_a_board_from_the_shipped_one(base, change, shipped):
    data = shipped_data(base)
    change(data)
    board = board_from(data)
    assert data != builtin_board(base).defn.to_dict()  # the file did change
    assert is_shipped(board) is shipped
    assert (rules_fingerprint(board) == shipped_fingerprint(base)) is shipped


def test_each_part_of_the_rules_changes_the_fingerprint():
    base = shipped_data("ABC")
    changes = {
        "a mark": lambda d: d["cells"][0].update(mark=None if d["cells"][0].get("mark") else "star"),
        "a line": lambda d: d["lines"].pop(),
        "a shelf": lambda d: d["items"][0].update(shelf=d["items"][0]["shelf"] + 1),
        "a bonus": lambda d: d["items"][0].update(bonus=not d["items"][0].get("bonus", False)),
        "the leaves": lambda d: d["leaves"].update(count=d["leaves"]["count"] + 1),
        "a big star": lambda d: d["constellation"]["track"][1].update(
            big_star=not d["constellation"]["track"][1].get("big_star", False)),
        "the track's length": lambda d: d["constellation"]["track"].pop(),
        "a note": lambda d: d["notes"].pop(),
    }
    prints = {rules_fingerprint(board_from(shipped_data("ABC")))}
    for what, change in changes.items():
        data = copy.deepcopy(base)
        change(data)
        fingerprint = rules_fingerprint(board_from(data))
        assert fingerprint not in prints, what
        prints.add(fingerprint)
    assert all(is_fingerprint(p) for p in prints) and not is_fingerprint("AD")
    # The module data of the other combinations counts too.
    for board_id, key, change in (
            ("AD", "polaroids", lambda d: d["polaroids"].pop()),
            ("EF", "garland", lambda d: d["garland"]["rewards"][0].update(value=7)),
            ("DEF", "frames", lambda d: d["frames"][0]["cells"].pop())):
        data = shipped_data(board_id)
        before = rules_data(spec_from_dict(data))[key]
        change(data)
        assert rules_data(spec_from_dict(data))[key] != before
        assert not is_shipped(board_from(data)), board_id


def test_the_fingerprint_does_not_depend_on_the_order_of_the_cells():
    data = shipped_data("D")
    data["cells"].reverse()
    assert is_shipped(board_from(data))


# ------------------------------------------------------------ recording


def test_an_own_board_game_leaves_the_shipped_board_alone_and_is_listed_under_its_name(records):
    day = day_of("AD")
    own = play_random_game(own_board("AD"), daily.daily_seed(day))  # the day's combination and seed
    done = record_game(records, own, at(day))
    [row] = queries.history(records)
    fingerprint = rules_fingerprint(own.board)
    assert (row.id, row.board_id, row.own_board, row.daily_date) == (done.record_id, "AD", fingerprint, None)
    assert queries.text_of(row.board_name, "fr") == NAME["fr"]
    # Not the shipped board's: no best, no title, no dream.
    assert queries.personal_bests(records) == {}
    assert all(t.first_date is None and t.times == 0 for t in queries.title_collection(records))
    assert not queries.dream_status(records, day).played
    assert queries.history(records, board="AD") == []
    assert queries.score_series(records, "AD") == [] and queries.distribution(records, "AD") == {}
    # Its own: found by its fingerprint, with its best and the title of its own bands.
    assert [r.id for r in queries.history(records, board=fingerprint)] == [done.record_id]
    score = own.scores()[0]
    [mine] = queries.own_boards(records)
    assert (mine.fingerprint, mine.board_id, mine.games, mine.solo_games) == (fingerprint, "AD", 1, 1)
    assert (mine.best, mine.best_date, mine.best_record) == (score.total, day.isoformat(), done.record_id)
    assert queries.text_of(mine.best_title, "ja") == score.title.ja
    assert queries.text_of(mine.name) == "Snow Walk"
    assert [s for _, s in queries.score_series(records, fingerprint)] == [score.total]
    # The shipped board's game on the same day counts for it alone.
    shipped = play_random_game(builtin_board("AD"), daily.daily_seed(day))
    record_game(records, shipped, at(day))
    best = queries.personal_bests(records)["AD"]
    assert (best.games, best.total) == (1, shipped.scores()[0].total)
    status = queries.dream_status(records, day)
    assert status.played and status.best == shipped.scores()[0].total
    earned = [(t.board_id, t.band, t.times) for t in queries.title_collection(records) if t.times]
    assert earned == [("AD", shipped.scores()[0].title_band, 1)]
    assert [r.own_board for r in queries.history(records, board="AD")] == [None]
    assert len(queries.history(records)) == 2


def test_an_own_board_that_differs_only_by_a_title_band_or_a_node_kind_is_its_own(records):
    day = day_of("DA")
    for change in (title_band, node_kind):
        board = own_board("DA", change, name=builtin_board("DA").defn.name._asdict())  # even its name
        record_game(records, play_random_game(board, daily.daily_seed(day)), at(day))
    rows = queries.history(records)
    assert len(rows) == 2 and all(r.own_board and r.daily_date is None for r in rows)
    assert len({r.own_board for r in rows}) == 2  # two boards, two rows of bests
    assert len(queries.own_boards(records)) == 2
    assert queries.personal_bests(records) == {} and not queries.dream_status(records, day).played
    assert sum(t.times for t in queries.title_collection(records)) == 0


def test_a_game_saved_before_the_track_was_respaced_still_counts_as_the_shipped_board(records):
    day = day_of("ABC")
    game = play_random_game(builtin_board("ABC"), daily.daily_seed(day))
    saved = json.loads(dumps_game(game))
    respaced_track(saved["board"])  # the track as it was drawn before
    old = loads_game(json.dumps(saved)).game
    assert old.board.defn.constellation != builtin_board("ABC").defn.constellation
    assert old.log == game.log
    done = record_game(records, old, at(day))
    [row] = queries.history(records)
    assert (row.id, row.own_board, row.daily_date) == (done.record_id, None, day.isoformat())
    best = queries.personal_bests(records)["ABC"]
    assert (best.total, best.record_id) == (game.scores()[0].total, done.record_id)
    assert queries.dream_status(records, day).played
    band = game.scores()[0].title_band
    assert [(t.board_id, t.band) for t in queries.title_collection(records) if t.times] == [("ABC", band)]
    assert queries.own_boards(records) == []


def test_the_csv_and_the_command_line_name_an_own_board(records, capsys, daydream_home):
    own = play_random_game(own_board("AD"), 5)
    record_game(records, own, at(dt.date(2026, 3, 1)))
    [row] = history_rows(records)
    assert row[COLUMNS.index("board")] == "AD" and row[COLUMNS.index("board_name")] == "Snow Walk"
    assert row[COLUMNS.index("own_board")] == rules_fingerprint(own.board)
    assert len(history_rows(records, board=rules_fingerprint(own.board))) == 1
    assert history_rows(records, board="AD") == []
    with open_records() as opened:
        record_game(opened, own, at(dt.date(2026, 3, 1)))
    from daydream_qt.cli import main

    assert main(["history"]) == 0
    out = capsys.readouterr().out
    assert "Snow Walk (AD)" in out.splitlines()[1]


# ------------------------------------------------------------ the migration to version 3


def _v2_database(path, games: list[tuple]) -> None:
    """A version 2 database holding `games`: (id, game, day, stored save bytes or None).
    Version 2 marked a game a day's dream by its combination and seed alone."""
    conn = sqlite3.connect(path, isolation_level=None)
    MIGRATIONS[0](conn)
    MIGRATIONS[1](conn)
    conn.execute("PRAGMA user_version = 2")
    for gid, game, day, blob in games:
        score = game.scores()[0]
        dream = daily.dream_date(game.board.id, game.seed, game.mode.value, day)
        conn.execute(
            "INSERT INTO games (id, game_key, board_id, board_name, mode, seed, table_size, turns, items_total,"
            " finished_at, local_date, daily_date) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
            (gid, f"key{gid}", game.board.id, json.dumps(game.board.defn.name._asdict()), "solo", game.seed, 1,
             game.state.turn, len(game.board.items), f"{day.isoformat()}T12:00:00+00:00", day.isoformat(),
             dream.isoformat() if dream else None))
        conn.execute("INSERT INTO seats VALUES (?, 0, 'Ann', 'human', NULL, '#2b4c7e', ?, ?, '{}', 0, 0, 0, ?,"
                     " NULL, 1)", (gid, score.total, score.items, score.title_band))
        if blob is not None:
            conn.execute("INSERT INTO saves VALUES (?, ?)", (gid, blob))
    conn.close()


def _blob(game, compact: bool = True) -> bytes:
    """A stored game as `record_game` writes it (compact), or laid out otherwise."""
    separators = (",", ":") if compact else None
    return zlib.compress(json.dumps(game_to_dict(game), ensure_ascii=False, separators=separators).encode("utf-8"))


def test_the_migration_from_version_2_keeps_every_game_and_finds_the_own_boards(tmp_path):
    day = day_of("AD")
    seed = daily.daily_seed(day)
    shipped = play_random_game(builtin_board("AD"), seed)
    own = play_random_game(own_board("AD"), seed)
    respaced = json.loads(dumps_game(play_random_game(builtin_board("BC"), 3)))
    respaced_track(respaced["board"])
    old_bc = loads_game(json.dumps(respaced)).game
    own_again = play_random_game(own.board, 8)  # the same own board: worked out once
    no_save = play_random_game(builtin_board("A"), 4)
    damaged = play_random_game(own_board("AD", title_band), seed)
    path = tmp_path / "records.sqlite"
    _v2_database(path, [(1, shipped, day, _blob(shipped)), (2, own, day, _blob(own)),
                        (3, old_bc, day, _blob(old_bc, compact=False)), (4, no_save, day, None),
                        (5, damaged, day, b"not zlib at all"), (6, own_again, day, _blob(own_again, False))])
    conn = sqlite3.connect(path)
    assert conn.execute("SELECT COUNT(*) FROM games WHERE daily_date IS NOT NULL").fetchone()[0] == 3
    before = conn.execute("SELECT * FROM games ORDER BY id").fetchall()
    seats_before = conn.execute("SELECT * FROM seats ORDER BY game_id").fetchall()
    conn.close()
    with open_records(path) as opened:
        assert opened.kept_aside is None
        assert opened.conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        rows = {r.id: r for r in queries.history(opened)}
        assert sorted(rows) == [1, 2, 3, 4, 5, 6]
        mine = rules_fingerprint(own.board)
        assert {i: r.own_board for i, r in rows.items()} == {1: None, 2: mine, 3: None, 4: None, 5: None, 6: mine}
        # The own board's game is no longer the day's dream; the shipped one still is.
        assert {i: r.daily_date for i, r in rows.items()} == {
            1: day.isoformat(), 2: None, 3: None, 4: None, 5: day.isoformat(), 6: None}
        assert queries.dream_status(opened, day).best == max(shipped.scores()[0].total,
                                                             damaged.scores()[0].total)
        assert queries.personal_bests(opened)["AD"].games == 2  # the shipped game and the unreadable one
        assert [(b.fingerprint, b.games) for b in queries.own_boards(opened)] == [(mine, 2)]
        after = opened.conn.execute(
            "SELECT id, game_key, board_id, board_name, mode, seed, table_size, turns, items_total, finished_at,"
            " local_date FROM games ORDER BY id").fetchall()
        assert after == [b[:11] for b in before]
        assert opened.conn.execute("SELECT * FROM seats ORDER BY game_id").fetchall() == seats_before


# ------------------------------------------------------------ the Records page


HOSTILE_NAME = {"en": "<b>Long</b>\n" + "Ｗ" * 300, "fr": "x", "ja": "y"}


def _cells(page, column: str) -> list[str]:
    c = page.model.COLUMNS.index(column)
    return [page.model.data(page.model.index(r, c)) for r in range(page.model.rowCount())]


def test_the_records_page_lists_an_own_board_by_its_name_and_keeps_it_apart(page, records):
    from PySide6.QtCore import Qt

    from daydream_qt.ui.pages.records_page import MAX_BOARD_NAME

    day = day_of("AD")
    shipped = play_random_game(builtin_board("AD"), daily.daily_seed(day))
    mine = play_random_game(own_board("AD"), daily.daily_seed(day))
    hostile = play_random_game(own_board("AD", title_band, name=HOSTILE_NAME), 2)
    for i, game in enumerate((shipped, mine, hostile)):
        record_game(records, game, at(day) + dt.timedelta(minutes=i))
    page.show_records(records)
    boards = _cells(page, "board")
    assert boards[1:] == ["Snow Walk (AD)", "Winter Memories \u2600"]
    assert "\n" not in boards[0] and boards[0].endswith("\u2026 (AD)")
    assert len(boards[0]) == MAX_BOARD_NAME + len(" (AD)")
    tip = page.model.data(page.model.index(1, page.model.COLUMNS.index("board")), Qt.ItemDataRole.ToolTipRole)
    assert tip == "Snow Walk: a board of your own, played as the combination AD"
    # The board filter: the shipped boards, then the own ones by name.
    combo = page.board_filter
    labels = [combo.itemText(i) for i in range(combo.count())]
    assert labels[-1] == "Snow Walk (AD)" and labels[-3] == ""  # a separator before them
    assert combo.itemData(combo.count() - 1) == rules_fingerprint(mine.board)
    combo.setCurrentIndex(combo.count() - 1)
    assert _cells(page, "board") == ["Snow Walk (AD)"] and page.count_label.text() == "1 game"
    combo.setCurrentIndex(combo.findData("AD"))
    assert _cells(page, "board") == ["Winter Memories \u2600"]
    # Bests and titles: the shipped board has its game alone; each own board has a row.
    page.tabs.setCurrentIndex(1)
    _name, best_label = page.best_labels["AD"]
    assert best_label.text().startswith(f"best {shipped.scores()[0].total} \u00b7")
    assert best_label.text().endswith("1 game")
    assert page.titles_summary.text() == "1 of 32 titles earned (solo games)"
    assert page.own_heading.isVisibleTo(page)
    name, best, title = page.own_rows[rules_fingerprint(mine.board)]
    assert name.text() == "Snow Walk (AD)"
    assert best.text() == f"best {mine.scores()[0].total} \u00b7 {day.isoformat()}\n1 game"
    assert title.text() == f"Title of that best: {mine.scores()[0].title.en}"
    assert len(page.own_rows) == 2
    # Shown again (a game more): the rows are rebuilt, not added to.
    record_game(records, play_random_game(own_board("AD"), 3), at(day + dt.timedelta(days=1)))
    page.show_records(records)
    assert len(page.own_rows) == 2
    assert page.own_rows[rules_fingerprint(mine.board)][1].text().endswith("2 games")
