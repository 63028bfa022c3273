"""The text size setting (100 % to 200 %): kept in the settings file, refused when it is
anything else, applied at once to every label of the window and to the board; and at
100 % no text on the board under MIN_TEXT_PX at 1366x768, on every built-in board, in
English and in Japanese.

A text's size on screen is its font's pixel size there: a widget's font pixel size
(point size x 96 / 72 offscreen), a printed board text's size (`printed_text`) times the
scale of the view that shows it.
"""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QApplication, QLabel
from test_ui_layout import settle
from test_ui_sizes import _texts, _to_strokes
from uikit import make_window

from daydream_qt.engine import BOARD_IDS
from daydream_qt.ui.core.settings import TEXT_SIZES, BadSettings, Settings
from daydream_qt.ui.dialogs.settings_dialog import SettingsDialog
from daydream_qt.ui.style import palette, text_size
from daydream_qt.ui.style.board import MIN_TEXT_PX, TEXT_PX_KEY


@pytest.fixture(autouse=True)
def normal_size():
    """Every test ends at 100 %, whatever it set (the text size is the application's)."""
    yield
    app = QApplication.instance()
    if isinstance(app, QApplication):
        palette.apply_text_size(app, 100)


def font_px(widget) -> float:
    f = widget.font()
    return f.pixelSize() if f.pixelSize() > 0 else f.pointSizeF() * widget.logicalDpiY() / 72


# ------------------------------------------------------------ the setting
def test_the_text_size_is_kept_across_restarts():
    Settings(language="en", text_size=175).save()
    assert Settings.load().text_size == 175
    assert json.loads(Settings.path().read_text())["text_size"] == 175
    Settings(language="en").save()
    assert "text_size" not in json.loads(Settings.path().read_text())  # an older file reads the same
    assert Settings.load().text_size == 100


@pytest.mark.parametrize("value", [110, 0, 250, -100, "150", 150.0, True, None, [150], {"%": 150}])
def test_any_other_text_size_is_refused(value):
    with pytest.raises(BadSettings, match="text size"):
        Settings.from_data({"text_size": value})


def test_a_file_with_a_hostile_text_size_falls_back_to_the_defaults():
    Settings.path().parent.mkdir(parents=True, exist_ok=True)
    Settings.path().write_text(json.dumps({"language": "en", "text_size": 1000}))
    loaded = Settings.load()
    assert loaded.reset and loaded.text_size == 100 and loaded.kept_aside is not None


def test_every_step_is_offered_and_refused_steps_are_not():
    assert TEXT_SIZES == (100, 125, 150, 175, 200)
    with pytest.raises(ValueError):
        text_size.set_percent(120)


# ------------------------------------------------------------ applied live
def test_the_dialog_sets_the_text_size_and_it_applies_at_once(window, monkeypatch):
    before_font = QApplication.font().pointSizeF()
    plain = QLabel("plain", window)
    plain.show()
    before_label = font_px(plain)
    heading = QLabel("heading", window)
    heading.setObjectName("heading")  # a style sheet's font size: 26 px at 100 %
    heading.show()
    QApplication.processEvents()
    before_heading = font_px(heading)

    def fake_exec(dialog):
        assert dialog.text_size.currentData() == 100
        assert [dialog.text_size.itemData(i) for i in range(dialog.text_size.count())] == list(TEXT_SIZES)
        dialog.text_size.setCurrentIndex(dialog.text_size.findData(200))
        return SettingsDialog.DialogCode.Accepted

    monkeypatch.setattr(SettingsDialog, "exec", fake_exec)
    window.files.settings_action.trigger()
    QApplication.processEvents()
    assert Settings.load().text_size == 200 and window.settings.text_size == 200
    assert QApplication.font().pointSizeF() == pytest.approx(2 * before_font)
    assert font_px(plain) == pytest.approx(2 * before_label, abs=1)
    assert font_px(heading) == pytest.approx(2 * before_heading, abs=1)
    assert "font-size: 28px" in QApplication.instance().styleSheet()  # QWidget's 14 px
    window.apply_settings(window.settings.replace(text_size=100))
    QApplication.processEvents()
    assert QApplication.font().pointSizeF() == pytest.approx(before_font)
    assert font_px(heading) == pytest.approx(before_heading, abs=1)


def test_the_text_size_survives_a_change_of_theme(window):
    window.apply_settings(window.settings.replace(text_size=150))
    window.apply_settings(window.settings.replace(theme="dark"))
    try:
        assert f"font-size: {round(14 * 1.5)}px" in QApplication.instance().styleSheet()
        assert palette.dark
        # and a new size keeps the colours in use
        window.apply_settings(window.settings.replace(text_size=200))
        sheet = QApplication.instance().styleSheet()
        assert "font-size: 28px" in sheet and palette.DARK["PAPER"] in sheet and palette.LIGHT["PAPER"] not in sheet
    finally:
        window.apply_settings(window.settings.replace(theme="light"))


def test_a_window_opened_with_a_larger_text_size_starts_with_it(qtbot):
    from daydream_qt.ui.app import main_window, make_app

    Settings(language="en", text_size=150).save()
    app = make_app()
    base = app.font().pointSizeF()
    w = main_window(app)
    qtbot.addWidget(w)
    assert text_size.percent() == 150 and app.font().pointSizeF() == pytest.approx(1.5 * base)


# ------------------------------------------------------------ the board
def board_texts(view) -> list[float]:
    """The on-screen pixel sizes of the printed texts seen in `view`."""
    vp = view.viewport().rect()
    scale = view.transform().m22()
    sizes = []
    for item in view.scene().items():
        px = item.data(TEXT_PX_KEY)
        if px is None or not item.isVisibleTo(None) or item.opacity() == 0:
            continue
        if not view.mapFromScene(item.sceneBoundingRect()).boundingRect().intersects(vp):
            continue
        sizes.append(px * scale * item.sceneTransform().m22())
    return sizes


@pytest.mark.parametrize("language", ["en", "ja"])
def test_no_board_text_under_the_least_size_at_1366x768(qtbot, language):
    """Every built-in board at 1366x768, writing a die and drawing strokes: every printed
    text seen (the board view, the focus view over it) is MIN_TEXT_PX or larger."""
    window = make_window(qtbot, Settings(language=language))
    bad, smallest = [], {}
    for board in BOARD_IDS:
        settle(window, (1366, 768))
        window.new_game(board, seed=1)
        settle(window, (1366, 768))
        window.controller.roll()
        settle(window, (1366, 768))
        view = window.view
        smallest[board] = min(board_texts(view), default=99.0)
        bad += [f"{board} writing: {t}" for t in _texts(view)]
        _to_strokes(window.controller)
        settle(window, (1366, 768))
        stroke = window.controller.next_stroke()
        focus = view._focus
        if focus is not None and focus.isVisible():
            bad += [f"{board} drawing: {t}" for t in _texts(
                focus, skip=lambda it, s=stroke: it.data(0) == "item_name" and it.data(1) != s.item)]
            bad += [f"{board} drawing: {t}" for t in _texts(view, hidden=focus.geometry())]
        else:
            bad += [f"{board} drawing: {t}" for t in _texts(view)]
            names = [it for it in view.board_scene.items_with_role("item_name") if it.data(1) == stroke.item]
            assert names, board
    assert not bad, bad
    assert min(smallest.values()) >= MIN_TEXT_PX, smallest


def test_a_larger_text_size_shows_the_board_text_larger(window):
    """At 200 % the view zooms on the part played: the smallest printed text seen is
    larger than at 100 % on a window that showed the board whole."""
    sizes = {}
    for percent in (100, 200):
        window.apply_settings(window.settings.replace(text_size=percent))
        settle(window, (1920, 1080))
        window.new_game("A", seed=1)
        settle(window, (1920, 1080))
        window.controller.roll()
        settle(window, (1920, 1080))
        sizes[percent] = min(board_texts(window.view))
    assert sizes[200] >= 1.4 * sizes[100], sizes
    assert sizes[200] >= 2 * MIN_TEXT_PX - 0.01, sizes


# ------------------------------------------------------------ nothing cut at 200 %
def _nothing_cut(top, what: str) -> None:
    from test_ui_layout import problems
    from textfit import cut_texts

    found = cut_texts(top) + problems(top)
    assert not found, f"{what}: " + "; ".join(found[:6])


@pytest.fixture
def large(qtbot):
    """A window at 200 %, 1366x768, whose first-game tour was offered already."""
    window = make_window(qtbot, Settings(language="en", tour_offered=True))
    window.apply_settings(window.settings.replace(text_size=200))
    settle(window, (1366, 768))
    return window


def test_at_200_percent_the_start_page_cuts_nothing(large):
    assert large.pages.currentWidget() is large.start_page
    _nothing_cut(large, "start page")
    # the page scrolls to its last line of how to play
    assert large.start_page.scroll_area.verticalScrollBar().maximum() > 0


def test_at_200_percent_the_game_page_cuts_nothing_on_any_board(large):
    for board in BOARD_IDS:
        large.new_game(board, seed=1)
        large.controller.roll()
        settle(large, (1366, 768))
        _nothing_cut(large, f"game page on {board}")
        sizes = board_texts(large.view)
        assert min(sizes) >= MIN_TEXT_PX, (board, min(sizes))


def test_at_200_percent_the_dialogs_cut_nothing(large):
    from PySide6.QtCore import QSize

    for dialog in (large.new_game_dialog(), SettingsDialog(large.settings, large)):
        dialog.show()
        dialog.resize(dialog.size().boundedTo(QSize(1256, 706)))  # a 1366x768 screen's share
        QApplication.processEvents()
        _nothing_cut(dialog, type(dialog).__name__)
        dialog.close()


def test_at_200_percent_the_end_screen_and_the_records_cut_nothing(large):
    from daydream_qt.bots.random_bot import play_random_game
    from daydream_qt.engine import builtin_board
    from daydream_qt.records.db import open_records
    from daydream_qt.records.store import record_game

    large.start_game(play_random_game(builtin_board("A"), 7))
    settle(large, (1366, 768))
    assert large.pages.currentWidget() is large.end_screen
    _nothing_cut(large, "end screen")
    with open_records() as records:
        record_game(records, play_random_game(builtin_board("DEF"), 1))
    large.records.show_records()
    page = large.records.page
    for tab in range(page.tabs.count()):
        page.tabs.setCurrentIndex(tab)
        settle(large, (1366, 768))
        _nothing_cut(large, f"records tab {tab}")


@pytest.mark.parametrize("language", ["en", "ja"])
def test_every_shelf_name_lies_in_its_slot(qtbot, language):
    """An item's name is printed under its drawing, within its slot (its box, 6 px either
    side, the label's height under it): never over its neighbour's, on every board."""
    from daydream_qt.ui.board.layout import LABEL_H

    window = make_window(qtbot, Settings(language=language, tour_offered=True))
    for board in BOARD_IDS:
        window.new_game(board, seed=1)
        scene = window.view.board_scene
        names = scene.items_with_role("item_name")
        assert len(names) == len(scene.layout.item_rects), board
        for item in names:
            box = scene.layout.item_rects[item.data(1)]
            slot = box.adjusted(-7, 0, 7, LABEL_H)
            assert slot.contains(item.sceneBoundingRect()), (board, item.data(1), item.sceneBoundingRect(), slot)


def test_a_size_chosen_on_the_start_page_reaches_the_next_game(qtbot):
    """The game page is hidden while the text size changes: its column finds its cards'
    width once it is shown (its Confirm turn was cut to "onfirm tu")."""
    import random

    from daydream_qt.engine import Game, builtin_board

    window = make_window(qtbot, Settings(language="en", tour_offered=True))
    window.setMinimumSize(0, 0)
    window.resize(1366, 768)
    window.apply_settings(window.settings.replace(text_size=200))
    for _ in range(5):
        QApplication.processEvents()
    game = Game(builtin_board("DEF"), seed=7)
    rng = random.Random(7)
    while game.state.turn < 10:  # mid-game: the tray's buttons say what they do
        game.apply(game.next_roll() if game.to_move() is None else rng.choice(game.legal_actions(0)))
    window.start_game(game)
    for _ in range(5):
        QApplication.processEvents()
    confirm = window.tray.confirm_button
    assert confirm.width() >= confirm.minimumSizeHint().width()
    _nothing_cut(window, "game page")


def test_at_100_percent_no_widget_text_is_under_the_least_size(qtbot):
    """Every label and button shown on the start page, the game page, the end screen and
    in Settings: its font's pixel size on screen is MIN_TEXT_PX or more, at 1366x768."""
    from PySide6.QtWidgets import QAbstractButton

    from daydream_qt.bots.random_bot import play_random_game
    from daydream_qt.engine import builtin_board

    window = make_window(qtbot, Settings(language="ja", tour_offered=True))
    small = []

    def walk(top, what):
        for w in [top, *top.findChildren(QLabel), *top.findChildren(QAbstractButton)]:
            if w.isVisibleTo(top) and (w.text() if hasattr(w, "text") else "") and font_px(w) < MIN_TEXT_PX:
                small.append(f"{what}: {type(w).__name__}({w.text()[:20]!r}) {font_px(w):.1f} px")

    settle(window, (1366, 768))
    walk(window, "start")
    window.new_game("DEF", seed=1)
    window.controller.roll()
    settle(window, (1366, 768))
    walk(window, "game")
    dialog = SettingsDialog(window.settings, window)
    dialog.show()
    walk(dialog, "settings")
    dialog.close()
    window.start_game(play_random_game(builtin_board("A"), 7))
    settle(window, (1366, 768))
    walk(window, "end")
    assert not small, small


def test_the_steps_are_the_settings_own():
    # style/ and core/ import neither the other: the two tuples are kept the same here
    assert text_size.STEPS == TEXT_SIZES
