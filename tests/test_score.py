"""R14-R15: the score breakdown and the winners (score.py)."""

from __future__ import annotations

import pytest
from enginekit import fill, new_game

from daydream_qt.engine import winners
from daydream_qt.engine.score import ScoreBreakdown


def test_r14_score_is_items_plus_modules_minus_half_the_thorns_rounded_down():
    game = new_game()
    sheet = game.state.sheets[0]
    sheet.item, sheet.thorns = 6, 5
    s = game.scores()[0]
    assert (s.items, s.thorns, s.thorn_penalty, s.total) == (6, 5, 2, 4)
    assert s.total == s.items + sum(s.modules.values()) - s.thorn_penalty


def test_r14_thorns_cost_nothing_when_several_play():
    game = new_game(mode="pass_and_play", seats=("Ann", "Bo"))
    game.state.sheets[0].item, game.state.sheets[0].thorns = 3, 4
    s = game.scores()[0]
    assert (s.thorn_penalty, s.total, s.title) == (0, 3, None)


def test_r14_scores_may_be_negative():
    kinds = ["star", "moon", "star", "moon", "star", "moon"]
    game = new_game(grid=["*m*m*m", "......"], board_id="AD",
                    polaroids=[{"cell": [0, c], "kind": k} for c, k in enumerate(kinds)])
    fill(game, 0, {(0, 1): 6, (0, 3): 5})
    game.state.sheets[0].item = 1
    assert game.scores()[0].total == 1 - 11


def test_r14_solo_title_comes_from_the_boards_table():
    game = new_game()
    sheet = game.state.sheets[0]
    for items, band in [(0, 0), (4, 0), (5, 1), (9, 2), (12, 2), (13, 3), (20, 3)]:
        sheet.item = items
        s = game.scores()[0]
        assert s.title_band == band and s.title == game.board.titles[band]


def test_r14_unfinished_item_scores_nothing():
    game = new_game(items=["dddds", "ds"])
    sheet = game.state.sheets[0]
    sheet.pen, sheet.item_strokes = 3, 3
    assert game.scores()[0].items == 0 and game.scores()[0].tiebreak_strokes == 3


def sb(seat, total, strokes):
    return ScoreBreakdown(seat=seat, items=total, total=total, tiebreak_strokes=strokes)


def test_r15_highest_total_wins():
    assert winners([sb(0, 7, 0), sb(1, 9, 0), sb(2, 8, 5)]) == [1]


def test_r15_tie_goes_to_most_strokes_on_the_unfinished_item():
    assert winners([sb(0, 9, 2), sb(1, 9, 4), sb(2, 3, 9)]) == [1]


def test_r15_tie_after_the_tiebreak_is_shared():
    assert winners([sb(0, 9, 4), sb(1, 9, 4), sb(2, 8, 4)]) == [0, 1]


def test_records_without_details_share_one_read_only_mapping():
    from daydream_qt.engine.events import Event

    bare, event = ScoreBreakdown(0, 3), Event("turn_ended", 0)
    assert bare.modules == {} and event.data == {}
    with pytest.raises(TypeError):
        bare.modules["stars"] = 1  # a default shared by every such record cannot change
    with pytest.raises(TypeError):
        event.data["seat"] = 1
    with pytest.raises(AttributeError):
        bare.total = 5  # frozen, as before
