"""Wins, losses and totals per name over the games played by several (pass-and-play and
scoresheets kept at a table); a tie is a shared win."""

from __future__ import annotations

import pytest
from recordskit import at, played

from daydream_qt.engine import SeatInfo
from daydream_qt.records import queries
from daydream_qt.records.db import open_records
from daydream_qt.records.store import TableSeat, record_game


@pytest.fixture
def records(tmp_path):
    with open_records(tmp_path / "records.sqlite") as opened:
        yield opened


def expected(games) -> dict[str, tuple[int, int, int, int]]:
    """name (casefolded) -> games, wins, best, total, from the games themselves."""
    out: dict[str, tuple[int, int, int, int]] = {}
    for game in games:
        winners = set(game.winners())
        for seat, score in enumerate(game.scores()):
            name = game.seats[seat].name.casefold()
            g, w, b, t = out.get(name, (0, 0, -10**9, 0))
            out[name] = (g + 1, w + (seat in winners), max(b, score.total), t + score.total)
    return out


def test_pass_and_play_games_count_per_name_any_case(records):
    games = [played("D", "pass_and_play", [SeatInfo("Ann"), SeatInfo("Bo"), SeatInfo("Robo", bot="greedy")], 1),
             played("D", "pass_and_play", [SeatInfo("bo"), SeatInfo("Ann")], 2),
             played("A", "pass_and_play", [SeatInfo("Ann"), SeatInfo("Cy")], 3)]
    for i, game in enumerate(games):
        record_game(records, game, at(1 + i))
    record_game(records, played("A", "solo", [SeatInfo("Ann")], 9), at(9))  # solo: not a table game
    rows = queries.standings(records)
    want = expected(games)
    assert {r.name.casefold(): (r.games, r.wins, r.best, r.total) for r in rows} == want
    assert {r.name for r in rows} == {"Ann", "Bo", "Cy", "Robo"}
    assert [r.bot for r in rows if r.name == "Robo"] == [True]
    assert [(r.wins, r.average) for r in rows] == sorted(((r.wins, r.average) for r in rows), reverse=True)
    only_d = {r.name: r.games for r in queries.standings(records, "D")}
    assert only_d == {"Ann": 2, "Bo": 2, "Robo": 1}


def test_a_tie_at_a_table_is_a_win_for_each_and_a_table_not_said_counts_for_nobody(records):
    sheet = played("EF", "scoresheet", [SeatInfo("Ann")], 4, 3)
    own = sheet.scores()[0].total
    record_game(records, sheet, at(1), (TableSeat(0, "Ann", own, 2, True), TableSeat(1, "Bo", own, 2, True),
                                        TableSeat(2, "Cy", own - 5, 0, False)))
    record_game(records, played("EF", "scoresheet", [SeatInfo("Ann")], 5, 3), at(2))  # no table said
    rows = {r.name: (r.games, r.wins, r.best, r.total) for r in queries.standings(records)}
    assert rows == {"Ann": (1, 1, own, own), "Bo": (1, 1, own, own), "Cy": (1, 0, own - 5, own - 5)}
    assert queries.standings(records, "A") == []
