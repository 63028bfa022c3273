"""In the app, the bounded work of the review page and of the editor's Suggest titles on the
largest legal inputs: off the GUI thread, with progress, and a sentence saying what was cut."""

from __future__ import annotations

import pytest
from largest import largest_board_data, largest_game
from uikit import make_window

from daydream_qt.bots import review as review_mod
from daydream_qt.bots import titles as titles_mod
from daydream_qt.bots import work
from daydream_qt.bots.simulate import play_seeded_game
from daydream_qt.editor.model import BoardModel
from daydream_qt.ui.app import make_app


@pytest.fixture
def quick_review(monkeypatch):
    """The review's searches counted instead of run (every plan worth nothing)."""
    searched: list[int] = []
    monkeypatch.setattr(review_mod, "best_plan", lambda t, model, state, seat: searched.append(seat))
    monkeypatch.setattr(review_mod, "plan_value", lambda t, model, state, seat: 0.0)
    return searched


def review_page(qtbot):
    make_app()
    from daydream_qt.ui.pages.review_page import ReviewPage

    p = ReviewPage("en")
    qtbot.addWidget(p)
    return p


def test_the_review_page_says_a_long_game_was_reviewed_in_part(qtbot, quick_review):
    game = largest_game("DEF")
    p = review_page(qtbot)
    steps = []
    p.runner.progress.connect(lambda done, total: steps.append((done, total)))
    with qtbot.waitSignal(p.runner.finished, timeout=120000):
        p.start(game)
    r = p.review
    assert r.stride > 1 and steps[-1] == (r.reviewed, r.reviewed) == (len(quick_review), len(quick_review))
    assert r.reviewed * work.turn_work(game.board) <= work.REVIEW_WORK
    assert p.bound_note.isVisibleTo(p)
    assert p.bound_note.text() == (
        f"This game is long: the coach reviewed one turn in {r.stride} of each seat ({r.reviewed} of "
        f"{r.seat_turns} turns), so that the review ends in about half a minute.")


def test_the_review_page_of_an_ordinary_game_has_no_such_sentence(qtbot, quick_review):
    p = review_page(qtbot)
    with qtbot.waitSignal(p.runner.finished, timeout=60000):
        p.start(play_seeded_game("DEF", 2, "random", players=3))
    assert p.review.stride == 1 and not p.bound_note.isVisibleTo(p) and p.bound_note.text() == ""


def test_suggest_titles_on_the_largest_board_says_it_played_fewer_games(qtbot, monkeypatch):
    played = []
    monkeypatch.setattr(titles_mod, "_total", lambda board, bot, seed, stop: played.append(bot) or
                        seed % 40 + (60 if bot == "expert" else 0))
    window = make_window(qtbot)
    page = window.editor.page
    page.set_model(BoardModel.from_data(largest_board_data("DEF")))
    assert page.model.problems() == []
    page.board_form.suggest_button.click()
    qtbot.waitUntil(lambda: not page.suggesting, timeout=60000)
    assert played.count("expert") == work.MIN_SCALED_EXPERT and played.count("random") == work.MIN_SCALED_RANDOM
    assert page.status.text().endswith(
        "This board is large: the expert bot played 1 of the 100 games asked for, so the bands are a rough guide.")


def test_suggest_titles_on_the_largest_board_cancels_inside_a_game(qtbot):
    window = make_window(qtbot)
    page = window.editor.page
    page.set_model(BoardModel.from_data(largest_board_data("DEF")))
    before = page.model.to_json()
    page.board_form.suggest_button.click()
    assert page.suggesting and page.board_form.cancel_button.isVisibleTo(page)
    page.board_form.cancel_button.click()
    qtbot.waitUntil(lambda: not page.suggesting, timeout=10000)
    assert page.model.to_json() == before and "unchanged" in page.status.text()
