"""Rule events said when they happen (status line), warned of before, and worded in the mode's rules."""

from __future__ import annotations

import random

import pytest

from daydream_qt.engine import EMPTY, Event, Game, Mode, Reward, SeatInfo, builtin_board
from daydream_qt.engine.state import FRAME_VALUES
from daydream_qt.ui.board import explain
from daydream_qt.ui.board.module_views.frames import frame_sentences
from daydream_qt.ui.board.module_views.registry import views_of
from daydream_qt.ui.core.game_setup import GameSetup
from daydream_qt.ui.core.status import next_step
from daydream_qt.ui.pages.game_page import reminder_lines


@pytest.fixture
def quiet(window):
    """The window with strokes drawn by hand, so each stroke is a step of its own."""
    window.auto_strokes.setChecked(False)
    return window


def _status(window) -> str:
    return window.status_label.text()


def _step(window, rng: random.Random, give_up: float = 0.0) -> list[Event]:
    """One action of the seat through the controller (a few legal writes chosen at random);
    returns its events."""
    c = window.controller
    game = c.game
    seen: list[list[Event]] = []
    c.state_changed.connect(seen.append)
    try:
        if game.state.phase.name == "ROLL":
            c.roll()
            return seen[-1] if seen else []
        legal = c.legal()
        kinds = {a.kind for a in legal}
        if "stroke" in kinds:
            c.draw_next_stroke()
        elif "choose_line" in kinds:
            c.submit(next(a for a in legal if a.kind == "choose_line"))
        elif "bonus" in kinds:
            c.submit(next(a for a in legal if a.kind == "bonus" and a.bonus == "leaf"))
        else:
            writes = [a for a in legal if a.kind == "write" and a.delta == 0]
            ups = [a for a in legal if a.kind == "give_up"]
            if ups and rng.random() < give_up:
                c.submit(ups[0])
            elif writes:
                c.submit(rng.choice(writes))
            else:
                c.confirm_turn()
    finally:
        c.state_changed.disconnect(seen.append)
    return seen[-1] if seen else []


def _play_until(window, stop, seed: int = 5, give_up: float = 0.0, steps: int = 3000) -> None:
    rng = random.Random(seed)
    for _ in range(steps):
        if stop(window.controller.game):
            return
        assert not window.controller.game.over
        _step(window, rng, give_up)
    raise AssertionError("never reached")


def _clover_next(game: Game) -> bool:
    sheet = game.state.sheets[0]
    return (sheet.item == game.board.clover_item and sheet.item_strokes == 0 and bool(sheet.stroke_queue)
            and not sheet.bonus_pending and not sheet.line_choice)


# ---------------------------------------------------------------- the solo timers
def test_r20_the_clover_stroke_is_warned_of_then_told_in_one_sentence(quiet):
    game = quiet.new_game("DEF", seed=11)
    _play_until(quiet, _clover_next)
    open_fives = [fi for fi, r in enumerate(game.state.frame_rewards) if r[0] == Reward.AVAILABLE]
    assert open_fives
    quiet.refresh_status()
    warned = _status(quiet)
    assert "Your next stroke is the first on the four-leaf clover: it crosses out the 5 of the" in warned
    names = [game.board.defn.frames[fi].name.en for fi in open_fives]
    assert all(name in warned for name in names)
    quiet.controller.draw_next_stroke()
    told = _status(quiet)
    assert told.startswith("The first stroke on the four-leaf clover crossed out the 5 of the ")
    assert all(name in told for name in names)
    assert all(game.state.frame_rewards[fi][0] == Reward.CROSSED for fi in open_fives)
    # news, not a refusal: the status line's own ink
    assert not quiet.status_label.property("refusal")


def test_r20_an_automatic_stroke_onto_a_timer_waits_for_its_warning_to_be_read(quiet):
    from daydream_qt.ui.window.main_window import STROKE_DELAY_MS, WARNED_STROKE_MS

    quiet.new_game("DEF", seed=11)
    _play_until(quiet, _clover_next)
    quiet.auto_strokes.setChecked(True)  # "Draw strokes for me" from here on
    quiet.settings.draw_strokes_for_me = True
    quiet._schedule_stroke()
    assert quiet._stroke_timer.isActive()
    assert quiet._stroke_timer.interval() == WARNED_STROKE_MS > 10 * STROKE_DELAY_MS
    quiet._stroke_timer.stop()


def test_r20_the_timers_news_shows_whole_in_the_columns_head(quiet):
    """The news of the clover's first stroke names three frame families: in the column's
    head, whose height is kept, it is drawn smaller (never under 11 px) rather than cut."""
    from PySide6.QtWidgets import QApplication

    from daydream_qt.ui.panels.dice_tray import MIN_FONT_PX

    quiet.resize(1400, 900)
    QApplication.processEvents()
    quiet.new_game("DEF", seed=11)
    _play_until(quiet, _clover_next)
    quiet.controller.draw_next_stroke()
    QApplication.processEvents()
    label = quiet.status_label
    assert quiet.game_page.head_in_column
    assert label.text().startswith("The first stroke on the four-leaf clover crossed out")
    font = label.fitted_font()
    assert label.fits(font) and font.pixelSize() >= MIN_FONT_PX


def test_r20_a_write_whose_strokes_reach_a_timer_says_so_before_it_is_made(quiet):
    quiet.new_game("DEF", seed=11)
    c = quiet.controller
    views = views_of(c.game.board)
    _play_until(quiet, lambda g: "draws strokes onto the" in next_step(c, "en", views))
    text = next_step(c, "en", views)  # in the status line once the step's news has had its time
    assert "its first stroke crosses out the" in text
    assert text.startswith("Write die ")


def test_r20_solo_frames_speak_the_solo_rules_and_say_when_nothing_is_left(app_game_def):
    game = app_game_def
    tip = frame_sentences(game, 0, 0, "en")
    assert not any("best reward still open" in t for t in tip)
    assert any("to take its 5, unless the first stroke on the four-leaf clover comes first" in t for t in tip)
    card = explain.module_sentences(game, 0, "frames", "en")
    assert not any("the second its 2" in t for t in card)
    assert any("clover" in t and "bow tie" in t for t in card)
    for rewards in game.state.frame_rewards:
        rewards[:] = [Reward.CROSSED] * len(FRAME_VALUES)
    assert frame_sentences(game, 0, 0, "en")[-1] == (
        "Nothing is left to win here: its rewards are taken or crossed out.")
    assert explain.module_sentences(game, 0, "frames", "en")[-1] == "Nothing is left to win in the frames."


def test_r20_frames_at_a_table_keep_the_race_wording(qapp):
    game = Game(builtin_board("DEF"), Mode.PASS_AND_PLAY, (SeatInfo("Ann"), SeatInfo("Bo")), 1)
    assert frame_sentences(game, 0, 0, "en")[-1].endswith("more to fill for the best reward still open.")
    assert any("the first takes its 5, the second its 2" in t
               for t in explain.module_sentences(game, 0, "frames", "en"))


@pytest.fixture
def app_game_def(qapp):
    return Game(builtin_board("DEF"), seed=1)


# ---------------------------------------------------------------- thorns, lines, strokes, garland
def test_r4_a_die_given_up_alone_tells_its_thorn(quiet):
    game = quiet.new_game("A", seed=3)
    _play_until(quiet, lambda g: g.state.turn >= 1 and g.state.phase.name == "PLAY")
    c = quiet.controller
    assert c.give_up_selected()
    assert game.state.sheets[0].thorns == 1
    assert _status(quiet) == "You drew a thorn for the die given up: a second one will cost you a finished item."
    assert not quiet.status_label.property("refusal")


def test_r14_the_thorns_sentence_says_what_they_cost():
    assert "second one will cost" in rule_sentences(_a_game(), [], [Event("thorn_drawn", 0, {"thorns": 1})])[0]
    assert rule_sentences(_a_game(), [], [Event("thorn_drawn", 0, {"thorns": 2})]) == [
        "You drew a second thorn: your two thorns cost you one finished item."]
    assert "now cost you 2 finished items" in rule_sentences(_a_game(), [], [Event("thorn_drawn", 0,
                                                                                   {"thorns": 4})])[0]


def rule_sentences(*args, **kw):
    from daydream_qt.ui.core.rule_news import rule_sentences

    return rule_sentences(*args, **kw)


def step_news(*args, **kw):
    from daydream_qt.ui.core.rule_news import step_news

    return step_news(*args, **kw)


def _a_game() -> Game:
    return Game(builtin_board("A"), seed=1)


def test_r5_a_line_crossed_out_is_told(quiet):
    quiet.new_game("A", seed=2)
    seen: list[str] = []
    rng = random.Random(4)
    for _ in range(2000):
        events = _step(quiet, rng)
        if any(e.kind == "line_resolved" and e.data["outcome"] == "failed" for e in events):
            seen.append(_status(quiet))
            break
    assert seen and "is crossed out: a number repeats, so it gives no strokes." in seen[0]


def test_r10_strokes_lost_are_told(quiet):
    quiet.new_game("A", seed=2)
    quiet.controller.state_changed.emit([Event("strokes_lost", 0, {"count": 3})])
    assert _status(quiet) == "Every item is finished: the 3 strokes left over are lost."


def test_r19_a_garland_reward_is_told(quiet):
    quiet.new_game("EF", seed=2)
    quiet.controller.state_changed.emit([Event("garland_reward_circled", 0,
                                               {"reward": 1, "kind": "points", "value": 3})])
    assert _status(quiet).startswith("Two equal moons in a row: the garland's reward of 3 ")
    quiet.controller.state_changed.emit([Event("garland_reward_circled", 0, {"reward": 2, "kind": "leaf"})])
    assert _status(quiet) == "Two equal moons in a row: the garland's reward circles a leaf for you."


def test_r13_the_write_that_fills_the_grid_tells_the_last_turn(quiet):
    game = quiet.new_game("A", seed=2)
    _play_until(quiet, lambda g: g.state.turn >= 1 and g.state.phase.name == "PLAY")
    c = quiet.controller
    sheet = game.state.sheets[0]
    cell = min(c.legal_cells())
    for i in range(game.board.n_cells):  # the rest of the grid filled by hand
        if i != cell and sheet.values[i] == EMPTY:
            sheet.values[i] = 1
            sheet.filled += 1
    c._changes += 1  # the state changed behind the controller's back
    assert c.write_at(cell)
    assert _status(quiet).endswith("Your grid is full: this is the last turn, the game ends when you confirm it.")


def test_a_bots_own_events_are_left_to_its_line_but_the_last_turn_is_told(qapp):
    game = Game(builtin_board("A"), Mode.PASS_AND_PLAY, (SeatInfo("Ann"), SeatInfo("Bo", bot="greedy")), 1)
    events = [Event("line_resolved", 1, {"line": 0, "outcome": "failed", "strokes": 0, "stroke_kind": None})]
    assert rule_sentences(game, [], events, bots={1}) == []
    assert rule_sentences(game, [], events) == ["Row 1 is crossed out: a number repeats, so it gives no strokes."]


# ---------------------------------------------------------------- good news, reminders
def test_good_news_is_not_shown_in_the_refusals_colour(quiet):
    game = quiet.new_game("DEF", seed=2)
    quiet.controller.state_changed.emit([Event("frame_reward_taken", 0, {"family": 1, "value": 5})])
    assert _status(quiet) == "You took the 5 of the Sky-blue frames."
    assert not quiet.status_label.property("refusal")
    quiet.controller.write_at(-1)  # a refusal still is
    assert quiet.status_label.property("refusal")
    assert step_news(quiet.controller, views_of(game.board), []) == ""


def test_reminders_say_the_leaves_and_alone_the_timers(qapp):
    solo = reminder_lines(Game(builtin_board("DEF"), seed=1))
    assert any("circled leaf you colour" in line for line in solo)
    assert any("clover's first stroke" in line and "bow tie" in line for line in solo)
    table = reminder_lines(Game(builtin_board("DEF"), Mode.PASS_AND_PLAY, (SeatInfo("Ann"), SeatInfo("Bo")), 1))
    assert any("circled leaf you colour" in line for line in table)
    assert not any("clover" in line for line in table)


def test_the_reminders_box_is_information_not_a_warning(window, monkeypatch):
    from daydream_qt.ui.widgets import plain

    kinds: list[str] = []
    monkeypatch.setattr(plain, "message", lambda *a, kind="warning", **k: kinds.append(kind))
    window.start_setup(GameSetup("DEF"))
    window.show_reminders()
    assert kinds == ["information"]


@pytest.mark.parametrize(("board_id", "module", "words"), [
    ("BC", "constellation", "nothing is left to win on the track"),
    ("ABC", "notes", "nothing is left to win on them"),
    ("AD", "polaroids", "nothing is left to win on them"),
    ("EF", "garland", "nothing is left to win on it"),
])
def test_each_module_card_says_when_nothing_is_left_to_win(qapp, board_id, module, words):
    game = Game(builtin_board(board_id), seed=1)
    assert not any(words in t for t in explain.module_sentences(game, 0, module, "en"))
    sheet = game.state.sheets[0]
    sheet.values = [1] * game.board.n_cells  # every cloud written (by hand)
    sheet.garland = [1] * game.board.garland_moons if module == "garland" else sheet.garland
    assert words in explain.module_sentences(game, 0, module, "en")[-1]
