"""The coach for every person: a hint at every human seat (each seat of a pass-and-play
table, a scoresheet once its dice are typed), never a bot's; the review of every human
seat (from the end screen and from the Records page); bots at three named levels."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from uikit import LEFT, click_cell

from daydream_qt.bots.expert import ExpertBot
from daydream_qt.bots.greedy import GreedyBot
from daydream_qt.bots.levels import COACH, LEVELS, RELAXED, STEADY, level_of, make_level_bot
from daydream_qt.bots.review import review_game
from daydream_qt.bots.simulate import play_seeded_game
from daydream_qt.engine import Game, Mode, SeatInfo, builtin_board
from daydream_qt.engine.savefile import save_game
from daydream_qt.engine.state import EMPTY
from daydream_qt.ui.core.bot_levels import human_seats, is_bot_seat, level_title
from daydream_qt.ui.core.game_setup import GameSetup
from daydream_qt.ui.core.hinter import hints_offered

ANN = SeatInfo("Ann", "#2b4c7e")
BO = SeatInfo("Bo", "#7a1626")


def start(window, seats, seed: int = 7, board: str = "A") -> Game:
    return window.start_setup(GameSetup(board, Mode.PASS_AND_PLAY, tuple(seats), seed))


def play_seat_turn(qtbot, window) -> None:
    """The seat at the device writes both dice in the first legal clouds and confirms."""
    c = window.controller
    for _ in range(2):
        click_cell(qtbot, window, sorted(c.legal_cells())[0])
    qtbot.mouseClick(window.tray.confirm_button, LEFT)


def ask_hint(qtbot, window):
    assert window.hinter.request()
    qtbot.waitUntil(lambda: not window.hinter.busy, timeout=10000)
    return window.hinter.suggestion


def finished_table_game() -> Game:
    """A finished pass-and-play game of two people (Ann, Bo) and a steady bot (Robo)."""
    played = play_seeded_game("A", 6, "greedy", players=3)
    seats = (ANN, BO, SeatInfo("Robo", "#2f7d4f", "steady"))
    game = Game(builtin_board("A"), Mode.PASS_AND_PLAY, seats, played.seed)
    game.replay(played.log)
    assert game.over
    return game


# ---------------------------------------------------------------- hints


def test_the_second_person_at_a_table_gets_a_hint_on_their_turn(window, qtbot):
    game = start(window, (ANN, BO))
    c = window.controller
    window.accept_handover()
    c.roll()
    assert c.seat == 0 and window.hinter.available()
    play_seat_turn(qtbot, window)
    # Bo's turn: the device is passed first, and no hint is offered before
    assert c.seat == 1 and not window.hinter.available()
    window.accept_handover()
    assert window.hinter.available() and window.tray.hint_button.isVisibleTo(window.tray)
    before_ann = game.state.sheets[0].values[:]
    best = ask_hint(qtbot, window)
    assert best is not None and best.actions
    assert {a.seat for a in best.actions} == {1}  # Bo's plan, on Bo's sheet
    assert window.hinter.play() >= 1
    assert game.state.sheets[0].values == before_ann  # Ann's sheet untouched
    assert sum(v != EMPTY for v in game.state.sheets[1].values) == 2  # Bo's starting numbers written


def test_a_scoresheet_hint_waits_for_both_dice_typed(window, qtbot):
    game = Game(builtin_board("A"), Mode.SCORESHEET, [SeatInfo("Me")], seed=5, table_size=4)
    window.start_game(game)
    hinter = window.hinter
    assert hints_offered(game)  # a table of four: offered...
    assert not hinter.available() and not hinter.request()  # ...but not before the dice are typed
    assert not window.tray.hint_button.isVisible()
    window.controller.roll_typed((2, 5))
    assert game.state.dice == (2, 5)
    assert hinter.available() and window.tray.hint_button.isVisible()
    best = ask_hint(qtbot, window)
    assert best is not None and best.actions[0].seat == 0
    assert all(game.is_legal(a) for a in best.actions[:1])


def test_a_bot_seat_never_gets_a_hint(window, qtbot):
    window.flow.step_ms = window.flow.first_ms = 100_000  # the bot waits: its turn is looked at
    game = start(window, (ANN, SeatInfo("Robo", "#2f7d4f", "steady")), seed=4)
    c = window.controller
    c.roll()
    play_seat_turn(qtbot, window)
    assert c.seat == 1 and game.to_move() == 1 and is_bot_seat(game, 1)
    assert not window.hinter.available() and not window.hinter.request()
    assert not window.tray.hint_button.isVisibleTo(window.tray)
    c.hold = None  # even with nothing holding the table, the seat is a bot's
    assert not window.hinter.available()
    bots_only = Game(builtin_board("A"), Mode.PASS_AND_PLAY,
                     (SeatInfo("R1", bot="relaxed"), SeatInfo("R2", bot="coach")), 1)
    assert human_seats(bots_only) == [] and not hints_offered(bots_only)


# ---------------------------------------------------------------- the review


def test_the_review_offers_each_person_and_reviews_the_chosen_one(window, qtbot):
    game = finished_table_game()
    window.replay.review_game(game)
    page = window.replay.review_page
    assert window.navigator.current is page
    box = page.seat_box
    assert box.isVisibleTo(page) and box.accessibleName() == "Whose review"
    assert [box.itemText(i) for i in range(box.count())] == ["Ann", "Bo"]  # not the bot
    assert [box.itemData(i) for i in range(box.count())] == [0, 1]
    qtbot.waitUntil(lambda: page.review is not None, timeout=60000)
    assert page.shown_seat().seat == 0
    expected = review_game(game, seats=[1]).seats[0]
    box.setCurrentIndex(1)
    qtbot.waitUntil(lambda: page.review is not None, timeout=60000)
    shown = page.shown_seat()
    assert shown.seat == 1 and shown.name == "Bo"
    assert page.chart.losses == [t.loss for t in expected.turns]
    assert page.summary.text().startswith(f"Bo \u00b7 score {game.scores()[1].total} \u00b7")
    # S goes round the people: back to Ann, whose review was kept (not made again)
    kept = page.reviews[0]
    page.chart.setFocus()
    QTest.keyClick(page.chart, Qt.Key.Key_S)
    assert box.currentIndex() == 0 and page.review is kept and not page.runner.busy


def test_the_end_screen_reviews_the_sheet_it_shows(window, qtbot, tmp_path):
    game = finished_table_game()
    path = tmp_path / "table.daydream"
    save_game(game, path)
    assert window.open_file(str(path))
    end = window.end_screen
    assert window.navigator.current is end
    chooser = end.sheet_chooser
    assert chooser.itemText(2) == "Robo (Steady bot)"
    assert chooser.currentIndex() == 2 and game.winners() == [2]  # the winner's sheet first: a bot's
    end.review_button.click()
    page = window.replay.review_page
    assert window.navigator.current is page
    assert page.current_seat() == 0  # no review of a bot: the person who did best, Ann (11 to Bo's 9)
    page.back_button.click()  # at once: Ann's review is stopped on the way out
    assert window.navigator.current is end
    chooser.setCurrentIndex(1)  # Bo's sheet
    end.review_button.click()
    assert window.navigator.current is page and page.current_seat() == 1
    qtbot.waitUntil(lambda: page.review is not None, timeout=60000)
    assert page.shown_seat().seat == 1 and 0 not in page.reviews
    page.back_button.click()
    chooser.setCurrentIndex(0)  # Ann's sheet: her review, stopped before, is made now
    end.review_button.click()
    assert page.current_seat() == 0
    qtbot.waitUntil(lambda: page.review is not None, timeout=60000)
    assert page.shown_seat().seat == 0 and set(page.reviews) == {0, 1}


def test_a_table_of_bots_offers_every_seat_named_with_its_level(qtbot):
    from daydream_qt.ui.app import make_app

    make_app()
    from daydream_qt.ui.pages.review_page import ReviewPage

    game = play_seeded_game("A", 3, "greedy", players=2)  # old files: the kind 'greedy'
    p = ReviewPage("en")
    qtbot.addWidget(p)
    with qtbot.waitSignal(p.runner.finished, timeout=60000):
        p.start(game)
    assert [p.seat_box.itemText(i) for i in range(2)] == ["Greedy 1 (Relaxed bot)", "Greedy 2 (Relaxed bot)"]
    best = min(range(2), key=lambda i: (-game.scores()[i].total, -game.scores()[i].tiebreak_strokes, i))
    assert p.shown_seat().seat == best == game.winners()[0]  # the winner's review first


def test_a_recorded_game_is_reviewed_from_the_records_page(window, qtbot):
    from daydream_qt.records.store import record_game

    game = finished_table_game()
    recorded = record_game(window.records.records(), game)
    window.records.show_records()
    records = window.records.page
    assert records.review_button.isVisibleTo(records) and records.review_button.isEnabled()
    assert records.review_button.accessibleName() == "Review the selected game"
    records.table.selectRow(0)
    assert records.model.record_id(0) == recorded.record_id
    records.review_button.click()
    page = window.replay.review_page
    assert window.navigator.current is page
    assert page.game.log == game.log and page.current_seat() == 0
    qtbot.waitUntil(lambda: page.review is not None, timeout=60000)
    page.back_button.click()
    assert window.navigator.current is records
    # Shift+Enter on the history does the same; Enter still replays
    records.table.setFocus()
    QTest.keyClick(records.table, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    assert window.navigator.current is page
    page.back_button.click()
    QTest.keyClick(records.table, Qt.Key.Key_Return)
    assert window.navigator.current is window.replay.replay_page


# ---------------------------------------------------------------- the levels


def test_three_levels_weakest_first_each_one_bot():
    assert [lv.key for lv in LEVELS] == ["relaxed", "steady", "coach"]
    assert isinstance(make_level_bot("relaxed", 1), GreedyBot)
    steady = make_level_bot("steady", 1)
    assert isinstance(steady, ExpertBot)
    from daydream_qt.bots.planner import EXPERT_BUDGET

    assert steady.budget == EXPERT_BUDGET
    assert level_of("greedy") is RELAXED and level_of("expert") is STEADY and level_of("coach") is COACH
    assert level_of(None) is None and level_of("random") is None and level_of("oracle") is None


def test_the_seat_editor_lists_the_three_levels_with_a_sentence_each(qtbot):
    from daydream_qt.ui.app import make_app

    make_app()
    from daydream_qt.ui.dialogs.seat_editor import SetupPanel

    panel = SetupPanel("#2b4c7e")
    qtbot.addWidget(panel)
    panel.set_mode(Mode.PASS_AND_PLAY)
    panel.show()
    row = panel.seat_rows[1]
    kind = row.kind
    assert [kind.itemData(i) for i in range(kind.count())] == [None, "relaxed", "steady", "coach"]
    assert [kind.itemText(i) for i in range(kind.count())] == ["Person", "Relaxed bot", "Steady bot", "Coach bot"]
    assert not row.about.isVisibleTo(row)  # a person: no sentence
    sentences = set()
    for key in ("relaxed", "steady", "coach"):
        row.set_kind(key)
        assert row.about.isVisibleTo(row) and row.about.text()
        assert kind.itemData(kind.currentIndex(), Qt.ItemDataRole.ToolTipRole) == row.about.text()
        assert kind.accessibleDescription() == row.about.text()
        sentences.add(row.about.text())
    assert len(sentences) == 3
    assert "strongest" in row.about.text()  # the coach
    assert panel.seats("x")[1] == SeatInfo("Coach bot", row.ink_button.ink, "coach")
    row.set_kind("expert")  # an old kind: its level
    assert kind.currentData() == "steady"


def test_a_game_with_a_coach_seat_plays(window, qtbot):
    from daydream_qt.bots.coach import CoachBot as cls
    window.flow.step_ms = window.flow.first_ms = 1
    game = start(window, (ANN, SeatInfo("Robo", "#2f7d4f", "coach")), seed=4)
    assert isinstance(window.flow._bots[1], cls)
    c = window.controller
    c.roll()
    play_seat_turn(qtbot, window)
    qtbot.waitUntil(lambda: game.state.sheets[1].confirmed or game.state.turn > 0, timeout=30000)
    assert sum(v != EMPTY for v in game.state.sheets[1].values) == 2  # the coach wrote its starting numbers
    tabs = window.game_page.seats.tabs
    assert tabs.tabText(1).startswith("Robo (Coach bot)")
    assert level_title("coach") == "Coach bot"


def test_an_old_save_with_an_expert_seat_loads_as_the_steady_level(window, qtbot, tmp_path):
    old = Game(builtin_board("A"), Mode.PASS_AND_PLAY, (ANN, SeatInfo("Robo", "#2f7d4f", "expert")), 3)
    path = tmp_path / "old.daydream"
    save_game(old, path)
    assert window.open_file(str(path))
    game = window.controller.game
    assert game.seats[1].bot == "expert"  # the file is read as it is...
    bot = window.flow._bots[1]
    assert isinstance(bot, ExpertBot)  # ...and played by the steady level's bot
    from daydream_qt.bots.planner import EXPERT_BUDGET

    assert bot.budget == EXPERT_BUDGET
    assert window.game_page.seats.tabs.tabText(1).startswith("Robo (Steady bot)")
    assert level_title(game.seats[1].bot) == "Steady bot"


def test_the_levels_load_no_qt_and_no_bot_until_one_is_made():
    import subprocess
    import sys

    code = ("import sys; from daydream_qt.bots.levels import LEVELS, level_of; "
            "print(sorted(m for m in sys.modules if m.startswith('PySide6') "
            "or m in ('daydream_qt.bots.greedy', 'daydream_qt.bots.expert', 'daydream_qt.bots.coach')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_the_seat_editor_with_a_bot_of_each_level_fits_with_nothing_cut(window):
    from test_ui_layout import _dialog_fits

    from daydream_qt.ui.dialogs.new_game import NewGameDialog

    window.resize(960, 640)
    dialog = NewGameDialog("en", "DEF", window)
    panel = dialog.setup_panel
    panel.set_mode(Mode.PASS_AND_PLAY)
    panel.seat_count.set_value(5)
    for row, key in zip(panel.seat_rows[1:], ("relaxed", "steady", "coach", "expert"), strict=True):
        row.set_kind(key)
    assert [s.bot for s in panel.seats("Me")] == [None, "relaxed", "steady", "coach", "steady"]
    assert [s.name for s in panel.seats("Me")][1:] == ["Relaxed bot", "Steady bot", "Coach bot", "Steady bot"]
    _dialog_fits(dialog)


def test_a_bot_named_after_its_level_is_not_named_twice(window, qtbot):
    window.flow.step_ms = window.flow.first_ms = 1
    start(window, (ANN, SeatInfo("Coach bot", "#2f7d4f", "coach")), seed=4)
    tabs = window.game_page.seats.tabs
    assert tabs.tabText(1).startswith("Coach bot") and "(Coach bot)" not in tabs.tabText(1)
