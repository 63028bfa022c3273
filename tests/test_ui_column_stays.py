"""The column's controls stay under the pointer: the dice, the leaves, Undo and Confirm are
at the same place through a whole scripted game, whatever the status line says, with the
coach's card shown and dismissed and on a scoresheet (Change the dice comes and goes), at
every size the layout test covers; they are inside the window and never behind a scroll.
At 1366x768 the coach's card (its sentence, Play it and Dismiss) shows without scrolling.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QWidget
from test_ui_layout import SIZES, settle
from uikit import play_one_step

from daydream_qt.engine import Mode, Phase, SeatInfo
from daydream_qt.ui.core.game_setup import GameSetup
from daydream_qt.ui.core.status import longest_steps

STEPS = 40
"""Gestures played per game at most sizes: the first numbers, a few turns, a stroke or two."""
WHOLE = {(1366, 768), (960, 640)}
"""The sizes a whole game is played at (the coach's size and the smallest)."""

SHORT = "Roll the dice."


def _controls(window) -> dict[str, QWidget]:
    tray = window.tray
    return {"die 1": tray.die_buttons[0], "die 2": tray.die_buttons[1], "leaves": tray.leaves,
            "minus": tray.minus_button, "plus": tray.plus_button,
            "undo": tray.undo_button, "confirm": tray.confirm_button}


def _places(window, size) -> dict[str, QRect]:
    """Where each control is in the window; each is shown, whole inside the window and
    inside the column's viewport (nothing to scroll to)."""
    page = window.game_page
    viewport = page.side_scroll.viewport()
    inside = QRect(QPoint(0, 0), window.size())
    seen = QRect(viewport.mapTo(window, QPoint(0, 0)), viewport.size())
    places = {}
    for name, w in _controls(window).items():
        assert w.isVisibleTo(window), (size, name)
        rect = QRect(w.mapTo(window, QPoint(0, 0)), w.size())
        assert inside.contains(rect), (size, name, rect)
        assert seen.contains(rect), (size, name, rect, "behind the column's scroll")
        places[name] = rect
    return places


class Watch:
    """The controls' places at the first look; each next look asserts they did not move."""

    def __init__(self, window, size) -> None:
        self.window, self.size = window, size
        self.first: dict[str, QRect] | None = None

    def look(self, what: str) -> None:
        settle(self.window, self.size)
        now = _places(self.window, self.size)
        if self.first is None:
            self.first = now
            return
        moved = {k: (self.first[k], now[k]) for k in now if now[k] != self.first[k]}
        assert not moved, f"{self.size[0]}x{self.size[1]} after {what}: moved {moved}"


def _start(window, size, board, mode):
    settle(window, size)
    if mode == "sheet":
        window.start_setup(GameSetup(board, Mode.SCORESHEET, (SeatInfo("Ann"),), None, 4))
    else:
        window.new_game(board, seed=5)
    return Watch(window, size)


def _say_every_length(window, watch, language="en") -> None:
    """The status line with each of its longest sentences, and a short one."""
    for text in [*longest_steps(window.controller.game, language), SHORT]:
        window.status_label.setText(text)
        watch.look(f"status {text[:30]!r}")


def _play_solo(qtbot, window, watch, steps) -> None:
    rng = random.Random(2)
    for _ in range(steps):
        if window.controller.game.over:
            break
        kind = play_one_step(qtbot, window, rng)
        if window.controller.game.over:
            break  # the end screen is shown
        watch.look(kind)
        c = window.controller
        if kind == "write" or c.selected_die is None:
            continue
        if window.tray.plus_button.isEnabled():  # a die changed by leaves: the words under it
            c.change_delta(+1)
            watch.look("leaves +1")
            c.change_delta(-1)
            watch.look("leaves back")


@pytest.mark.parametrize("board", ["A", "DEF"])
def test_solo_controls_stay_put(window, qtbot, board):
    for size in SIZES:
        watch = _start(window, size, board, "solo")
        watch.look("the start")
        _say_every_length(window, watch)
        _play_solo(qtbot, window, watch, 10_000 if size in WHOLE else STEPS)
        if size in WHOLE:
            assert window.controller.game.over


def _hint(window, qtbot) -> None:
    window.hinter.request()
    qtbot.waitUntil(lambda: window.hint_card.isVisibleTo(window), timeout=10000)


def test_the_coach_comes_and_goes_and_nothing_moves(window, qtbot):
    for size in SIZES:
        watch = _start(window, size, "ABC", "solo")
        window.controller.roll()
        watch.look("the roll")
        _hint(window, qtbot)
        watch.look("the hint")
        _say_every_length(window, watch)
        window.hint_card.dismiss_button.click()
        assert not window.hint_card.isVisibleTo(window)
        watch.look("the hint dismissed")
        _hint(window, qtbot)
        watch.look("the hint again")
        window.hint_card.play_button.click()
        watch.look("the hint played")


def test_the_coach_card_shows_whole_at_1366x768(window, qtbot):
    size = (1366, 768)
    _start(window, size, "ABC", "solo")
    window.controller.roll()
    _hint(window, qtbot)
    settle(window, size)
    card = window.hint_card
    scroll = window.game_page.side_scroll
    viewport = scroll.viewport()
    # in the column's viewport when it is one of the column's cards, else on the page
    frame = viewport if scroll.isAncestorOf(card) else window.game_page
    seen = QRect(frame.mapTo(window, QPoint(0, 0)), frame.size())
    tray = QRect(window.tray.mapTo(window, QPoint(0, 0)), window.tray.size())
    for w in (card, card.sentence, card.play_button, card.dismiss_button, card.plan):
        assert w.isVisibleTo(window)
        rect = QRect(w.mapTo(window, QPoint(0, 0)), w.size())
        assert seen.contains(rect), (w, rect, seen)
        assert not rect.intersects(tray), (w, rect, tray)
    assert card.sentence.text() and card.plan.text()
    assert scroll.verticalScrollBar().value() == 0


def test_scoresheet_controls_stay_put(window, qtbot):
    for size in SIZES:
        watch = _start(window, size, "DEF", "sheet")
        watch.look("the start")
        _say_every_length(window, watch)
        c = window.controller
        entry = window.tray.entry
        for turn in range(3):
            entry.fill((3, 4))
            assert entry.record()
            watch.look(f"turn {turn}: dice recorded")
            assert entry.change_button.isVisibleTo(window)
            assert entry.change_dice()
            watch.look(f"turn {turn}: dice changed")
            entry.fill((2, 5))
            assert entry.record()
            watch.look(f"turn {turn}: dice recorded again")
            game = c.game
            sheet = game.state.sheets[c.seat]
            for die in (0, 1):
                if game.state.phase == Phase.ROLL:
                    break
                c.select_die(die)
                cells = sorted(c.legal_cells())
                if cells:
                    c.write_at(cells[0])
                    watch.look(f"turn {turn}: die {die} written")
                    assert not entry.change_button.isVisibleTo(window)
            while sheet.stroke_queue or sheet.bonus_pending or sheet.line_choice:
                if sheet.line_choice:
                    c.choose_line(sheet.line_choice[0])
                elif sheet.bonus_pending:
                    c.choose_bonus("sun")
                else:
                    c.draw_next_stroke()
                sheet = game.state.sheets[c.seat]
                watch.look(f"turn {turn}: a stroke")
            if c.confirm_turn():
                watch.look(f"turn {turn}: confirmed")


def test_the_tray_says_once_that_leaves_may_make_a_die_0_to_9(window, qtbot):
    """Leaves taking a die past 1-6 is the rule (0 to 9): the tray says so by its words the
    first time, and never again; nothing moves."""
    from PySide6.QtWidgets import QToolTip

    window.new_game("A", seed=5)
    c, tray = window.controller, window.tray
    label = tray.value_label
    height = label.height()
    rng = random.Random(4)
    told = 0
    for _ in range(600):
        game = c.game
        if game.over or told == 2:
            break
        sheet = game.state.sheets[0]
        dice = game.state.dice
        if (game.state.phase == Phase.PLAY and game.state.turn >= 0 and not sheet.leaves_available
                and dice and not any(sheet.dice_done) and not sheet.busy):
            c.select_die(0)
            if tray.give_up_button.isEnabled():
                c.give_up_selected()  # a circled leaf to spend
                continue
        if game.state.phase == Phase.PLAY and sheet.leaves_available and dice and not sheet.busy:
            for die in (0, 1):
                if sheet.dice_done[die] or dice[die] not in (1, 6):
                    continue
                c.select_die(die)
                if "write" not in {a.kind for a in c.legal()}:
                    continue
                QToolTip.hideText()
                c.change_delta(+1 if dice[die] == 6 else -1)
                shown = QToolTip.isVisible() and "0 to 9" in QToolTip.text()
                settle(window, (1366, 768))
                assert shown == (told == 0), (told, QToolTip.text())
                assert tray.range_told and "0 to 9" in label.toolTip()
                assert label.height() == height
                told += 1
                c.change_delta(-1 if dice[die] == 6 else +1)
                break
        play_one_step(qtbot, window, rng)
    assert told == 2


def test_upright_the_coach_card_never_pushes_the_reminders_off_the_edge(window, qtbot):
    """A tablet held upright: the row under the board holds the tray and the coach's card;
    the reminders' button shows only where it fits whole (Help > Reminders has them too),
    and the row never scrolls sideways."""
    size = (800, 1280)
    _start(window, size, "ABC", "solo")
    window.controller.roll()
    _hint(window, qtbot)
    settle(window, size)
    page = window.game_page
    scroll = page.side_scroll
    seen = QRect(scroll.viewport().mapTo(window, QPoint(0, 0)), scroll.viewport().size())
    button = page.reminders_button
    if button.isVisibleTo(window):
        rect = QRect(button.mapTo(window, QPoint(0, 0)), button.size())
        assert seen.contains(rect), (rect, seen)
    assert scroll.horizontalScrollBar().maximum() == 0
