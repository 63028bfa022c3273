"""The coach's hint in solo play: when it is offered, what it shows, Play it, stale answers."""

from __future__ import annotations

from PySide6.QtCore import Qt

from daydream_qt.bots.coach import suggest
from daydream_qt.engine import EndTurn, Game, Mode, SeatInfo, builtin_board
from daydream_qt.ui.core.hint_worker import game_copy
from daydream_qt.ui.core.texts import coach_sentence

LEFT = Qt.MouseButton.LeftButton


def solo_after_start(window, board_id: str = "A", seed: int = 8, turns: int = 1) -> Game:
    """A solo game whose starting numbers and `turns - 1` turns are played, the dice rolled."""
    game = window.new_game(board_id, seed=seed)
    c = window.controller
    for _ in range(turns):
        c.roll()
        plan = suggest(game_copy(game), 0)[0]
        for a in plan.actions:
            assert c.submit(a)
    c.roll()
    return game


def equal_game(game: Game) -> Game:
    copy = Game(game.board, mode=game.mode, seats=game.seats, seed=game.seed,
                table_size=game.table.table_size)
    copy.replay(game.log)
    return copy


def ask(qtbot, window) -> None:
    qtbot.mouseClick(window.tray.hint_button, LEFT)
    qtbot.waitUntil(lambda: window.hinter.suggestion is not None, timeout=5000)


def test_hint_button_only_in_solo_with_dice_on_the_table(window, qtbot):
    game = window.new_game("A", seed=8)
    button = window.tray.hint_button
    assert not button.isVisible()  # no dice yet
    window.controller.roll()
    assert button.isVisible() and button.isEnabled()
    for a in suggest(game_copy(game), 0)[0].actions:
        window.controller.submit(a)
    assert not button.isVisible()  # the roll phase: nothing to decide
    window.controller.roll()
    assert button.isVisible()


def test_no_hint_in_pass_and_play_when_the_table_turned_it_off(window, qtbot):
    window.hinter.table_hints = False  # the setting "Coach's hints at a pass-and-play table"
    seats = (SeatInfo("Ann", "#2b4c7e"), SeatInfo("Ben", "#8a3b2e"))
    game = Game(builtin_board("A"), Mode.PASS_AND_PLAY, seats, seed=3)
    window.start_game(game)
    if window.pages.currentWidget() is not window.game_page:
        window.accept_handover()
    window.controller.roll()
    if window.pages.currentWidget() is not window.game_page:
        window.accept_handover()
    assert game.state.dice is not None
    assert not window.tray.hint_button.isVisible()
    assert not window.hinter.available()
    assert not window.hinter.request()
    assert window.view.board_scene.items_with_role("hint") == []


def test_a_scoresheet_of_several_players_offers_a_hint_once_the_dice_are_typed(window, qtbot):
    game = Game(builtin_board("A"), Mode.SCORESHEET, [SeatInfo("Me")], seed=5, table_size=3)
    window.start_game(game)
    assert not window.tray.hint_button.isVisible()
    assert not window.hinter.request()
    window.controller.roll_typed((3, 4))
    assert game.state.dice is not None
    assert window.tray.hint_button.isVisible()


def test_solo_scoresheet_offers_a_hint(window, qtbot):
    game = Game(builtin_board("A"), Mode.SCORESHEET, [SeatInfo("Me")], seed=5, table_size=1)
    window.start_game(game)
    window.controller.roll_typed((3, 4))
    assert window.tray.hint_button.isVisible()


def test_hint_shows_the_coachs_plan_and_changes_nothing(window, qtbot):
    # no clock in the coach: the worker's answer is the plan suggest() gives here, whole
    game = solo_after_start(window, "A", seed=8)
    before = game.state.snapshot()
    log = list(game.log)
    expected = suggest(equal_game(game), 0)[0]
    ask(qtbot, window)
    got = window.hinter.suggestion
    assert got == expected
    # the sentence: the translated template of the coach's own reason
    assert window.hint_card.isVisible()
    text = window.hint_card.sentence.text()
    assert text == coach_sentence(got.reason_key, got.reason_args, game.board, "en")
    assert text.lower().rstrip(".") == got.reason.lower()
    # the board: one hint ring per write of the plan, with the value it writes
    dice = game.state.dice
    writes = {(a.cell, dice[a.die] + a.delta) for a in got.actions if a.kind == "write"}
    scene = window.view.board_scene
    assert {it.data(1) for it in scene.items_with_role("hint")} == {cell for cell, _ in writes}
    assert set(scene.hint_marks) == writes
    for it in scene.items_with_role("hint"):
        assert it.pos() == scene.cell_pos(it.data(1))
    # asking changed nothing
    assert game.state.snapshot() == before
    assert game.log == log
    assert not window.game_page.reminders.isVisible()  # the card takes their place


def test_shortcut_h_asks_for_a_hint(window, qtbot):
    solo_after_start(window, "A", seed=4)
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_H)
    assert window.hinter.busy or window.hinter.suggestion is not None
    qtbot.waitUntil(lambda: window.hinter.suggestion is not None, timeout=5000)
    assert window.view.board_scene.items_with_role("hint")


def test_busy_state_while_the_coach_thinks(window, qtbot):
    solo_after_start(window, "DEF", seed=2)
    button = window.tray.hint_button
    assert window.hinter.request()
    assert window.hinter.busy
    assert button.text() == "Thinking\u2026" and not button.isEnabled()
    qtbot.waitUntil(lambda: not window.hinter.busy, timeout=5000)
    assert button.text() == "Hint"


def test_play_it_applies_the_plan_up_to_the_end_of_the_turn(window, qtbot):
    game = solo_after_start(window, "A", seed=8, turns=2)
    ask(qtbot, window)
    plan = window.hinter.suggestion.actions
    expected = list(plan[:plan.index(EndTurn(0))] if EndTurn(0) in plan else plan)
    assert expected
    start = len(game.log)
    qtbot.mouseClick(window.hint_card.play_button, LEFT)
    assert game.log[start:] == expected
    assert window.hinter.suggestion is None
    assert window.view.board_scene.items_with_role("hint") == []
    assert not window.hint_card.isVisible()
    assert window.tray.confirm_button.isEnabled()  # the player still confirms the turn


def test_any_other_action_clears_the_hint(window, qtbot):
    game = solo_after_start(window, "A", seed=8)
    ask(qtbot, window)
    first = window.hinter.suggestion.actions[0]
    other = next(a for a in game.legal_actions(0) if a.kind == "write" and a != first)
    assert window.controller.submit(other)
    assert window.hinter.suggestion is None
    assert window.view.board_scene.items_with_role("hint") == []
    assert not window.hint_card.isVisible()


def test_a_stale_answer_is_ignored(window, qtbot):
    game = solo_after_start(window, "A", seed=8)
    hinter = window.hinter
    old_token = hinter.token
    old = suggest(equal_game(game), 0)
    assert hinter.request()
    token = hinter.token
    assert token != old_token
    # an action lands before the answer: the answer on its way is stale
    write = next(a for a in game.legal_actions(0) if a.kind == "write")
    assert window.controller.submit(write)
    assert not hinter.busy
    hinter._on_result(token, old)
    assert hinter.suggestion is None
    assert window.view.board_scene.items_with_role("hint") == []
    assert not window.hint_card.isVisible()
    qtbot.wait(400)  # the worker's own answer arrives and is dropped too
    assert hinter.suggestion is None
    # an older token while a newer request waits is dropped as well
    assert hinter.request()
    hinter._on_result(token, old)
    assert hinter.suggestion is None and hinter.busy
    qtbot.waitUntil(lambda: hinter.suggestion is not None, timeout=5000)


def test_coach_sentence_says_one_point_not_one_points():
    from daydream_qt.ui.core.texts import coach_sentence

    assert coach_sentence("track_advance", {"steps": 1}) == "Moves the constellation pen 1 point."
    assert coach_sentence("track_advance", {"steps": 4}) == "Moves the constellation pen 4 points."
    assert coach_sentence("star_circled", {"steps": 1}).startswith("Moves the constellation pen 1 point and")
