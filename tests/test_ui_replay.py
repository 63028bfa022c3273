"""The replay and the coach's review pages: the sheet at every turn is the engine's, nothing
can be written, Show me opens the turn with both plans, and Cancel stops the worker."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from uikit import make_window

from daydream_qt.bots.review import review_game
from daydream_qt.bots.simulate import play_seeded_game
from daydream_qt.engine import EMPTY, Game, WriteDie, builtin_board
from daydream_qt.engine.savefile import save_game
from daydream_qt.ui.app import make_app
from daydream_qt.ui.style import art
from daydream_qt.ui.style.board import CELL_H
from daydream_qt.ui.widgets import plain


@pytest.fixture(scope="module")
def game() -> Game:
    return play_seeded_game("A", 4, "random")


@pytest.fixture
def page(qtbot):
    make_app()
    from daydream_qt.ui.pages.replay_page import ReplayPage

    p = ReplayPage("en")
    qtbot.addWidget(p)
    p.resize(1100, 700)
    p.show()
    qtbot.waitExposed(p)
    return p


def engine_state(game: Game, upto: int) -> Game:
    out = Game(game.board, game.mode, game.seats, game.seed, game.table.table_size)
    out.replay(game.log[:upto])
    return out


def drawn_cells(page) -> dict[int, object]:
    """Cell -> the digit's path, as the board scene draws the shown sheet."""
    return {it.data(1): it.path() for it in page.board_view.board_scene.items_with_role("digit")}


def assert_sheet_is(page, state_game: Game, seat: int = 0) -> None:
    values = state_game.state.sheets[seat].values
    drawn = drawn_cells(page)
    assert set(drawn) == {c for c, v in enumerate(values) if v != EMPTY}
    for cell, path in drawn.items():
        assert path == art.digit_path(values[cell], CELL_H * 0.6, cell), cell


def test_slider_at_each_turn_shows_the_engines_sheet_after_that_turn(page, game):
    page.show_game(game, 0)
    tl = page.controller.timeline
    assert tl.turns == game.state.turn + 1
    for k in range(tl.turns):
        page.slider.setValue(k)
        assert page.controller.index == tl.turn_ends[k]
        expected = engine_state(game, tl.turn_ends[k])
        assert expected.state.turn == k
        assert page.controller.game.state.snapshot() == expected.state.snapshot()
        assert_sheet_is(page, expected)
        assert page.dice.values == tuple(tl.dice[k])
    # and back again: going backwards draws the earlier sheet, not what was there
    page.slider.setValue(1)
    assert_sheet_is(page, engine_state(game, tl.turn_ends[1]))


def test_arrow_keys_home_and_end_move_through_the_turns(page, game):
    page.show_game(game, 3)
    tl = page.controller.timeline
    page.slider.setFocus()
    QTest.keyClick(page.slider, Qt.Key.Key_Right)
    assert page.controller.index == tl.turn_ends[4] and page.slider.value() == 4
    QTest.keyClick(page.slider, Qt.Key.Key_Left)
    QTest.keyClick(page.slider, Qt.Key.Key_Left)
    assert page.controller.index == tl.turn_ends[2] and page.slider.value() == 2
    QTest.keyClick(page.slider, Qt.Key.Key_End)
    assert page.controller.index == tl.last
    QTest.keyClick(page.slider, Qt.Key.Key_Home)
    assert page.controller.index == tl.turn_ends[0]
    # Shift+arrows: one decision at a time
    QTest.keyClick(page.slider, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    assert page.controller.index == tl.turn_ends[0] + 1
    assert page.controller.game.state.snapshot() == engine_state(game, tl.turn_ends[0] + 1).state.snapshot()
    QTest.keyClick(page.slider, Qt.Key.Key_Left, Qt.KeyboardModifier.ShiftModifier)
    assert page.controller.index == tl.turn_ends[0]


def test_the_replay_is_read_only(qtbot, page, game):
    page.show_game(game)
    c = page.controller
    c.show_turn(2, at_start=True)  # the dice just rolled: a die may be written here in the game
    before = c.game.state.snapshot()
    refusals = []
    c.action_rejected.connect(lambda reason, text: refusals.append(text))
    legal = c.game.legal_actions(c.seat)
    write = next(a for a in legal if isinstance(a, WriteDie))
    assert not c.submit(write)
    assert not c.undo()
    assert refusals and refusals[0] == "This is a replay: nothing can be written on it."
    # a click on the board changes nothing either
    viewport = page.board_view.viewport()
    cell = page.board_view.board_scene.cell_pos(write.cell)
    QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=page.board_view.mapFromScene(cell))
    assert c.index == c.timeline.turn_starts[2]
    assert c.game.state.snapshot() == before
    assert list(game.log) == list(c.log)  # the game replayed is untouched


def test_show_me_opens_the_turn_with_both_plans_drawn(page, game):
    review = review_game(game)
    mistake = review.seats[0].mistakes[0]
    page.show_plans(game, mistake)
    c = page.controller
    assert c.index == mistake.start and c.turn == mistake.turn
    assert c.game.state.snapshot() == engine_state(game, mistake.start).state.snapshot()
    scene = page.board_view.board_scene
    played = sorted(it.data(1) for it in scene.items_with_role("plan_played"))
    best = sorted(it.data(1) for it in scene.items_with_role("plan_best"))
    assert played == sorted(c for c, _ in mistake.writes("played"))
    assert best == sorted(c for c, _ in mistake.writes("best"))
    assert sorted(it.data(1) for it in scene.items_with_role("plan_tag")) == ["best", "played"]
    for which, plan in (("played", mistake.played), ("best", mistake.best)):
        strokes = [a.item for a in plan if a.kind == "stroke"]
        assert sorted(it.data(1) for it in scene.items_with_role(f"plan_{which}_stroke")) == sorted(strokes)
    assert page.plans_card.isVisibleTo(page)
    assert page.loss_label.text() == f"Points lost: {mistake.loss:.2f}"
    # moving on takes the plans away (they belong to that moment)
    page.next_turn()
    assert not scene.items_with_role("plan_played") and not page.plans_card.isVisibleTo(page)


def test_a_pass_and_play_replay_shows_the_chosen_seat(page):
    game = play_seeded_game("A", 6, "greedy", players=2)
    page.show_game(game, 3)
    assert page.seat_box.isVisibleTo(page) and page.seat_box.count() == 2
    page.seat_box.setCurrentIndex(1)
    expected = engine_state(game, page.controller.timeline.turn_ends[3])
    assert_sheet_is(page, expected, seat=1)
    page.seat_box.setCurrentIndex(0)
    assert_sheet_is(page, expected, seat=0)


def test_cancel_stops_the_review_worker(qtbot, game):
    make_app()
    from daydream_qt.ui.pages.review_page import ReviewPage

    long_game = play_seeded_game("DEF", 3, "random")
    p = ReviewPage("en")
    qtbot.addWidget(p)
    p.start(long_game)
    assert p.runner.busy
    with qtbot.waitSignal(p.runner.cancelled, timeout=20000):
        p.cancel()
    assert not p.runner.busy and p.review is None
    assert p.again_button.isVisibleTo(p) and p.progress_label.text() == "The review was cancelled."
    assert p.runner.wait(20000)
    # and once again, to its end: the page shows the module's numbers
    with qtbot.waitSignal(p.runner.finished, timeout=60000):
        p.start(game)
    expected = review_game(game).seats[0]
    assert p.chart.losses == [t.loss for t in expected.turns]
    shown = [c for c in p.cards if c.isVisibleTo(p)]
    assert [c.turn for c in shown] == list(expected.mistakes)
    for card, m in zip(shown, expected.mistakes, strict=True):
        # the better plan's gain and why, in one sentence: the review module's own words
        lesson = m.lesson[:1].lower() + m.lesson[1:]
        assert card.reason.text() == f"The best plan: {lesson}."
    opened = []
    p.show_me.connect(opened.append)
    shown[1].show_button.click()
    assert opened == [expected.mistakes[1]]


def test_end_screen_review_then_show_me_then_back(qtbot, game, tmp_path, monkeypatch):
    w = make_window(qtbot)
    path = tmp_path / "done.daydream"
    save_game(game, path)
    assert w.open_file(str(path))
    end = w.end_screen
    assert w.pages.currentWidget() is end
    end.review_button.click()
    review = w.replay.review_page
    assert w.pages.currentWidget() is review
    qtbot.waitUntil(lambda: review.review is not None, timeout=60000)
    review.cards[0].show_button.click()
    replay = w.replay.replay_page
    assert w.pages.currentWidget() is replay
    assert replay.controller.index == review.review.seats[0].mistakes[0].start
    replay.back_button.click()
    assert w.pages.currentWidget() is review
    review.back_button.click()
    assert w.pages.currentWidget() is end
    end.replay_button.click()
    assert w.pages.currentWidget() is replay and replay.controller.index == replay.controller.timeline.last
    QTest.keyClick(replay.slider, Qt.Key.Key_Backspace)
    assert w.pages.currentWidget() is end
    assert w.controller.game.log == game.log  # the game on the end screen is untouched


def test_file_replay_refuses_a_hostile_file_in_one_sentence(qtbot, tmp_path, monkeypatch):
    w = make_window(qtbot)
    shown = []
    monkeypatch.setattr(plain, "message", lambda parent, title, text, **k: shown.append((title, text)))

    bad = tmp_path / "bad.daydream"
    bad.write_text('{"format": "daydream-save", "version": 99}', encoding="utf-8")
    before = w.pages.currentWidget()
    assert not w.replay.replay_file(str(bad))
    assert len(shown) == 1 and shown[0][0] == "Cannot replay this file"
    assert "newer version" in shown[0][1] and "\n" not in shown[0][1]
    assert w.pages.currentWidget() is before
    assert w.replay.action.text() == "Re&play a game\u2026"
    assert w.replay.action in w.files.menu.actions()
    good = tmp_path / "unfinished.daydream"
    started = Game(builtin_board("A"), seed=3)
    started.roll()
    save_game(started, good)
    assert w.replay.replay_file(str(good))
    assert w.pages.currentWidget() is w.replay.replay_page
    assert not w.replay.replay_page.review_button.isVisibleTo(w.replay.replay_page)  # not finished: no review


def test_a_recorded_game_is_replayed_from_the_records_page(qtbot, game, monkeypatch):
    from daydream_qt.records.store import record_game

    w = make_window(qtbot)
    recorded = record_game(w.records.records(), game)
    w.records.show_records()
    page = w.records.page
    assert page.replay_button.isVisibleTo(page)  # the replay connected itself to the page
    page.replay_requested.emit(recorded.record_id)
    replay = w.replay.replay_page
    assert w.pages.currentWidget() is replay
    assert list(replay.controller.log) == list(game.log)
    replay.back_button.click()
    assert w.pages.currentWidget() is page
    shown = []
    monkeypatch.setattr(plain, "message", lambda parent, title, text, **k: shown.append(text))
    assert not w.replay.replay_record(recorded.record_id + 999)
    assert shown == ["This game is no longer in your records."]


def test_closing_the_window_stops_the_review_and_waits_for_it(qtbot):
    """A review under way when the window closes is stopped, and closing returns only once
    Qt's thread pool is idle: no job may run on, or answer, a page being deleted."""
    from PySide6.QtCore import QThreadPool

    w = make_window(qtbot)
    w.start_game(play_seeded_game("DEF", 11, "random"))
    w.end_screen.review_button.click()
    runner = w.replay.review_page.runner
    assert runner.busy
    job = runner.job
    w.close()
    assert job is not None and job.stop.is_set()
    assert QThreadPool.globalInstance().activeThreadCount() == 0
