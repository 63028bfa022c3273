"""Pass-and-play through the window: hand-overs, seat tabs, bot seats, frame news, ranking."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from uikit import LEFT, click_cell, play_one_step

from daydream_qt.engine import BOARD_IDS, Event, Game, Mode, Phase, SeatInfo, builtin_board
from daydream_qt.ui.board.module_views.registry import views_of
from daydream_qt.ui.core.game_setup import GameSetup
from daydream_qt.ui.core.table_flow import turn_news
from daydream_qt.ui.dialogs.new_game import NewGameDialog
from daydream_qt.ui.panels.ranking import ranking, verdict

ANN = SeatInfo("Ann", "#2b4c7e")
BO = SeatInfo("Bo", "#b23a48")


def start(window, board: str = "A", seats=(ANN, BO), seed: int = 7) -> Game:
    return window.start_setup(GameSetup(board, Mode.PASS_AND_PLAY, tuple(seats), seed))


# ---------------------------------------------------------------- the New game dialog


def test_dialog_sets_up_pass_and_play_with_names_inks_and_a_bot(window, qtbot, monkeypatch):
    def fake_exec(dialog):
        qtbot.mouseClick(dialog.cards[BOARD_IDS.index("D")], LEFT)
        panel = dialog.setup_panel
        qtbot.mouseClick(panel.mode_buttons[Mode.PASS_AND_PLAY], LEFT)
        qtbot.mouseClick(panel.seat_count.plus, LEFT)
        panel.seat_rows[0].name_edit.setText("Ann")
        panel.seat_rows[1].name_edit.setText("Bo")
        panel.seat_rows[2].set_kind("steady")
        dialog.seed_edit.setText("99")
        return NewGameDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", fake_exec)
    qtbot.mouseClick(window.start_page.new_game_button, LEFT)
    game = window.controller.game
    assert game.mode == Mode.PASS_AND_PLAY and game.board.id == "D" and game.seed == 99
    assert [s.name for s in game.seats] == ["Ann", "Bo", "Steady bot"]
    assert [s.bot for s in game.seats] == [None, None, "steady"]
    assert len({s.ink for s in game.seats}) == 3  # distinct default inks
    # Two people share the device: the first one is named before any sheet is shown.
    assert window.pages.currentWidget() is window.handover
    assert window.handover.title.text() == "Pass the device to Ann"


def test_dialog_modes_and_table_size(qtbot):
    d = NewGameDialog("en", "A")
    qtbot.addWidget(d)
    assert d.setup().mode == Mode.SOLO and len(d.setup().seats) == 1
    d.setup_panel.set_mode(Mode.SCORESHEET)
    d.setup_panel.table_size.set_value(1)
    setup = d.setup()
    assert setup.mode == Mode.SCORESHEET and setup.table_size == 1 and setup.seed is None
    assert d.seed_box.isHidden()
    d.setup_panel.set_mode(Mode.PASS_AND_PLAY)
    d.setup_panel.seat_count.set_value(9)
    assert len(d.setup().seats) == 5


# ---------------------------------------------------------------- a whole game


def test_two_seat_game_to_its_end_through_the_window(window, qtbot):
    game = start(window, "A", seed=12)
    rng = random.Random(12)
    handovers: list[str] = []
    seen_seats: set[int] = set()
    steps = 0
    while not game.over:
        if window.pages.currentWidget() is window.handover:
            handovers.append(window.handover.title.text())
            # Nothing of the next seat is on screen until its player says so.
            assert window.controller.hold
        else:
            seen_seats.add(window.controller.seat)
            assert window.view.board_scene.seat == window.controller.seat
        play_one_step(qtbot, window, rng)
        steps += 1
        assert steps < 3000
    assert seen_seats == {0, 1}
    assert handovers[0] == "Pass the device to Ann"
    assert "Pass the device to Bo" in handovers
    # Seats alternate: each hand-over names the seat that plays next.
    assert len(handovers) >= 2 * game.state.turn
    end = window.end_screen
    assert window.pages.currentWidget() is end
    assert end.ranking.isVisibleTo(end) and not end.solo_card.isVisibleTo(end)
    places = ranking(game)
    for place in places:
        row = end.ranking.rows[place.seat]
        assert row["total"].text() == str(game.scores()[place.seat].total)
        assert row["name"].text() == game.seats[place.seat].name
    assert end.ranking.verdict_label.text() == verdict(game)
    assert places[0].seat in game.winners()


def test_seat_tabs_show_another_sheet_read_only(window, qtbot):
    game = start(window)
    qtbot.mouseClick(window.handover.ready_button, LEFT)
    c = window.controller
    qtbot.mouseClick(window.tray.roll_button, LEFT)
    tabs = window.game_page.seats.tabs
    assert tabs.count() == 2 and tabs.currentIndex() == 0
    cell = sorted(c.legal_cells())[0]
    tabs.tabBarClicked.emit(1)
    assert c.viewed == 1 and window.view.board_scene.seat == 1
    assert not window.view.board_scene.items_with_role("cell_glow")
    assert not window.tray.isEnabled()
    log = list(game.log)
    click_cell(qtbot, window, cell)
    assert game.log == log
    assert window.status_label.text() == "This is Bo's sheet: you can look at it, not write on it."
    tabs.tabBarClicked.emit(0)
    click_cell(qtbot, window, cell)
    assert len(game.log) == len(log) + 1 and game.state.sheets[0].values[cell] >= 0


def test_hand_over_waits_for_the_next_seat(window, qtbot):
    game = start(window)
    c = window.controller
    qtbot.mouseClick(window.handover.ready_button, LEFT)
    qtbot.mouseClick(window.tray.roll_button, LEFT)
    for _ in range(2):
        click_cell(qtbot, window, sorted(c.legal_cells())[0])
    qtbot.mouseClick(window.tray.confirm_button, LEFT)
    assert window.pages.currentWidget() is window.handover
    assert window.handover.title.text() == "Pass the device to Bo"
    # The shortcut cannot act for Bo before Bo has the device.
    log = list(game.log)
    c.roll()
    c.write_at(0)
    assert game.log == log
    qtbot.mouseClick(window.handover.ready_button, LEFT)
    assert window.pages.currentWidget() is window.game_page
    assert c.seat == 1 and window.view.board_scene.seat == 1
    assert window.status_label.text().startswith("Bo: ")


# ---------------------------------------------------------------- bots


def test_a_bot_seat_plays_its_turn_through_the_controller(window, qtbot):
    game = start(window, "A", (ANN, SeatInfo("Robo", "#2f7d4f", "greedy")), seed=4)
    window.flow.step_ms = window.flow.first_ms = 5
    c = window.controller
    # One person: no hand-over screen, the game shows at once.
    assert window.pages.currentWidget() is window.game_page
    qtbot.mouseClick(window.tray.roll_button, LEFT)
    for _ in range(2):
        click_cell(qtbot, window, sorted(c.legal_cells())[0])
    qtbot.mouseClick(window.tray.confirm_button, LEFT)
    assert c.seat == 1 and window.flow.bot_playing()
    assert c.hold == "Robo is playing; wait for your turn."
    saved = []
    monkey_save = window.files.autosave

    def counting_autosave(durable=False):
        saved.append(len(game.log))
        return monkey_save(durable)

    window.files.autosave = counting_autosave
    qtbot.waitUntil(lambda: game.state.phase == Phase.ROLL, timeout=10_000)
    sheet = game.state.sheets[1]
    assert sheet.filled == 2 and sheet.confirmed  # the bot wrote and confirmed; the turn ended
    bot_actions = [a for a in game.log if getattr(a, "seat", None) == 1]
    assert [a.kind for a in bot_actions][-1] == "end_turn"
    # Each bot move went through the controller: autosaved one by one.
    assert saved == list(range(len(game.log) - len(bot_actions) + 1, len(game.log) + 1))
    assert c.seat == 0 and c.hold is None


def test_a_bot_first_seat_rolls_and_plays(window, qtbot):
    game = start(window, "A", (SeatInfo("Robo", "#2f7d4f", "greedy"), ANN), seed=5)
    window.flow.step_ms = window.flow.first_ms = 1
    qtbot.waitUntil(lambda: window.controller.seat == 1 and game.state.phase == Phase.PLAY, timeout=10_000)
    assert game.log[0].kind == "roll" and game.state.sheets[0].confirmed


# ---------------------------------------------------------------- the frames race


def test_frame_news_names_who_took_what():
    game = Game(builtin_board("DEF"), Mode.PASS_AND_PLAY, [ANN, BO], seed=1)
    events = [Event("frame_reward_taken", 0, {"family": 0, "value": 5}),
              Event("frame_reward_taken", 1, {"family": 2, "value": 2}),
              Event("turn_ended", None, {"turn": 4})]
    rose, mint = (game.board.defn.frames[i].name.en for i in (0, 2))
    assert turn_news(game, views_of(game.board), events) == (
        f"End of turn 4: Ann took the 5 of the {rose}; Bo took the 2 of the {mint}.")
    assert turn_news(game, views_of(game.board), events[2:]) == ""


def test_turn_news_joins_what_each_module_view_says():
    """The flow names no module: each view words its own events, the flow makes one sentence."""
    game = Game(builtin_board("DEF"), Mode.PASS_AND_PLAY, [ANN, BO], seed=1)
    events = [Event("frame_reward_taken", 0, {"family": 0, "value": 5}), Event("turn_ended", None, {"turn": 2})]
    rose = game.board.defn.frames[0].name.en

    class Echo:
        def table_news(self, game, events, language):
            return [f"the echo heard {len(events)} events"]

    assert turn_news(game, [Echo(), *views_of(game.board)], events) == (
        f"End of turn 2: the echo heard 2 events; Ann took the 5 of the {rose}.")
    assert turn_news(game, [], events) == ""
    assert [v.name for v in views_of(game.board) if v.table_news(game, events, "en")] == ["frames"]


def test_turn_end_news_reaches_the_hand_over_screen(window, qtbot):
    game = start(window, "DEF", seed=3)
    c = window.controller
    rng = random.Random(3)
    news = None
    for _ in range(3000):
        if game.over:
            break
        if window.pages.currentWidget() is window.handover:
            if window.handover.news.text():
                news = window.handover.news.text()
                break
            window.accept_handover()
            continue
        if game.state.phase == Phase.ROLL:
            c.roll()
            continue
        acts = [a for a in c.legal() if a.kind != "give_up"] or c.legal()
        c.submit(rng.choice(acts))
    assert news is not None and news.startswith("End of turn ") and " took the " in news


# ---------------------------------------------------------------- ranking sentences


def _finished(scores):
    """A finished game whose scores are the given (total, tie-break strokes) pairs."""
    from daydream_qt.engine import ScoreBreakdown

    names = ["Ann", "Bo", "Cy"][: len(scores)]
    game = Game(builtin_board("A"), Mode.PASS_AND_PLAY, names, seed=1)
    fake = [ScoreBreakdown(i, t, {}, 0, 0, t, s) for i, (t, s) in enumerate(scores)]
    game.scores = lambda: fake
    from daydream_qt.engine import winners

    game.winners = lambda: winners(fake)
    return game


def test_verdict_explains_the_tie_break():
    assert verdict(_finished([(12, 0), (10, 2)])) == "Ann wins with 12."
    assert verdict(_finished([(12, 1), (12, 3)])) == \
        "Ann and Bo tie on 12; Bo wins with 3 strokes on the unfinished item."
    assert verdict(_finished([(12, 2), (12, 2)])) == \
        "Ann and Bo tie on 12 with 2 strokes each on the unfinished item: they share the win."
    assert verdict(_finished([(9, 2), (9, 2), (9, 1)])) == \
        "Ann, Bo and Cy tie on 9; Ann and Bo share the win with 2 strokes each on the unfinished item."
    places = ranking(_finished([(9, 2), (9, 2), (9, 1)]))
    assert [p.rank for p in places] == [1, 1, 3] and [p.winner for p in places] == [True, True, False]


def test_end_picture_fits_whole_in_its_area(qtbot):
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPixmap

    from daydream_qt.ui.pages.end_screen import FittedPicture

    picture = FittedPicture()
    qtbot.addWidget(picture)
    picture.setPixmap(QPixmap(1100, 480))
    for w, h in ((400, 700), (900, 300), (828, 735)):
        picture.resize(w, h)
        rect = picture.picture_rect()
        assert QRectF(picture.rect()).contains(rect)
        assert abs(rect.width() / rect.height() - 1100 / 480) < 0.02
        assert rect.width() == w or rect.height() == h


def test_keyboard_roll_is_refused_during_a_hand_over(window, qtbot):
    from PySide6.QtTest import QTest

    game = start(window)
    QTest.keyClick(window, Qt.Key.Key_Space)
    assert game.log == []
