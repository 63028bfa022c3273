"""The dark theme: legible colours (computed), a setting, and a live switch that reaches every
page, the board included; the light theme stays what it was."""

from __future__ import annotations

import pytest
from uikit import make_window

from daydream_qt.ui.core.settings import Settings
from daydream_qt.ui.style import colour_vision as cv
from daydream_qt.ui.style import palette
from daydream_qt.ui.style.theme import BOARD_DARK

TEXT_CONTRAST = 4.5
MARK_CONTRAST = 3.0

TEXT_PAIRS = [
    ("TEXT", "PAPER"), ("TEXT", "CARD"), ("MUTED", "PAPER"), ("MUTED", "CARD"), ("INK", "PAPER"),
    ("INK", "CARD"), ("ON_INK", "INK"), ("ON_INK", "INK_HOVER"), ("THORN", "PAPER"), ("THORN", "CARD"),
    ("LEAF_TEXT", "CARD"), ("CARD", "LEAF_TEXT"), ("HINT_TEXT", "HINT_BG"), ("HINT_BUTTON", "HINT_BUTTON_BG"),
    ("TEXT", "PRESSED"), ("PIP", "DIE_FACE"),
]
"""Text colour on background colour, as the style sheet and the painters use them."""


def ratio(a: str, b: str) -> float:
    return cv.contrast(cv.hex_rgb(a[-6:].rjust(7, "#")), cv.hex_rgb(b[-6:].rjust(7, "#")))


@pytest.mark.parametrize("colours", [palette.LIGHT, palette.DARK], ids=["light", "dark"])
def test_text_is_legible_in_both_themes(colours):
    for text, ground in TEXT_PAIRS:
        assert ratio(colours[text], colours[ground]) >= TEXT_CONTRAST, (text, ground)


def test_both_themes_name_the_same_colours():
    assert palette.LIGHT.keys() == palette.DARK.keys()


def test_the_dark_board_keeps_its_print_and_marks_legible():
    paper, cloud = BOARD_DARK["PAPER"], BOARD_DARK["CLOUD_FILL"]
    # Printed captions and numbers are text; icons, edges and the cursor are marks.
    for ground in (paper, cloud):
        assert ratio(BOARD_DARK["PRINT"], ground) >= TEXT_CONTRAST
        for mark in ("SUN", "DOT", "LEAF", "THORN", "STAR", "MOON", "GLOW_STRONG", "CURSOR", "LINE_FOCUS"):
            assert ratio(BOARD_DARK[mark], ground) >= MARK_CONTRAST, mark
    assert ratio(BOARD_DARK["CLOUD_EDGE"], paper) >= MARK_CONTRAST - 1.0  # an outline next to a fill


def test_every_board_colour_has_a_dark_one():
    from PySide6.QtGui import QColor

    from daydream_qt.ui.style import board

    for name in BOARD_DARK:
        assert isinstance(getattr(board, name), QColor), name
    named = {n for n, v in vars(board).items() if isinstance(v, QColor) and n.isupper()}
    assert named <= set(BOARD_DARK)


def test_the_light_theme_is_untouched_at_start():
    """Nothing of the dark theme is set up when the light one is in use."""
    from daydream_qt.ui.app import make_app

    app = make_app()
    assert palette.dark is False
    assert app.styleSheet() == palette.STYLE == palette.style_sheet(palette.LIGHT)


def test_the_setting_has_four_choices():
    from daydream_qt.ui.style.theme import CHOICES

    assert CHOICES == ("system", "light", "dark", "contrast")
    assert Settings().theme == "system"
    for choice in CHOICES:
        assert Settings.from_data({"theme": choice}).theme == choice
    from daydream_qt.ui.core.settings import BadSettings

    with pytest.raises(BadSettings):
        Settings.from_data({"theme": "purple"})


def test_switching_reaches_the_window_and_the_board_and_back(qtbot):
    from PySide6.QtWidgets import QApplication

    from daydream_qt.ui.style import board
    from daydream_qt.ui.window.live_settings import set_theme

    w = make_window(qtbot, Settings(language="en", theme="light"))
    w.new_game("A", seed=2)
    scene = w.view.board_scene
    light_paper = board.PAPER.name()
    light_cloud = [it.brush().color().name() for it in scene.items_with_role("cell")][:1]
    try:
        assert set_theme(w, "dark") is True
        assert palette.dark is True
        assert QApplication.instance().styleSheet() == palette.style_sheet(palette.DARK)
        assert board.PAPER.name() == BOARD_DARK["PAPER"]
        assert scene.backgroundBrush().color().name() == BOARD_DARK["PAPER"]
        assert w.view.backgroundBrush().color().name() == palette.DARK["PAPER"]
        # The board was drawn again in the dark colours: its clouds too.
        assert [it.brush().color().name() for it in scene.items_with_role("cell")][:1] == [BOARD_DARK["CLOUD_FILL"]]
        assert set_theme(w, "dark") is False  # already so
        # The seat's ink is drawn lighter on the dark sheet.
        assert scene.sheet_ink == "#a8e0ff"
    finally:
        set_theme(w, "light")
    assert palette.dark is False
    assert board.PAPER.name() == light_paper
    assert [it.brush().color().name() for it in scene.items_with_role("cell")][:1] == light_cloud
    assert QApplication.instance().styleSheet() == palette.style_sheet(palette.LIGHT)
    assert scene.sheet_ink == "#2b4c7e"


def test_high_contrast_switches_live_and_back(qtbot):
    from PySide6.QtWidgets import QApplication

    from daydream_qt.ui.style import board
    from daydream_qt.ui.style.theme import BOARD_CONTRAST
    from daydream_qt.ui.window.live_settings import set_theme

    w = make_window(qtbot, Settings(language="en", theme="light"))
    w.new_game("A", seed=2)
    scene = w.view.board_scene
    try:
        assert set_theme(w, "contrast") is True
        assert palette.name == "contrast" and palette.dark is True
        assert palette.FOCUS == palette.CONTRAST["FOCUS"]
        assert QApplication.instance().styleSheet() == palette.style_sheet(palette.CONTRAST)
        assert board.PAPER.name() == BOARD_CONTRAST["PAPER"]
        assert [it.brush().color().name() for it in scene.items_with_role("cell")][:1] == [
            BOARD_CONTRAST["CLOUD_FILL"]]
        # from high contrast to dark: every board colour is the dark one, none left behind
        assert set_theme(w, "dark") is True
        assert board.CURSOR.name() == BOARD_DARK["CURSOR"] and board.HINT.name() == BOARD_DARK["HINT"]
    finally:
        set_theme(w, "light")
    assert palette.name == "light" and palette.FOCUS == palette.LIGHT["FOCUS"]
    assert board.PAPER.name() != BOARD_CONTRAST["PAPER"]


def test_high_contrast_is_kept_across_restarts():
    Settings(theme="contrast").save()
    assert Settings.load().theme == "contrast"


def test_settings_dialog_offers_the_theme(qtbot):
    from daydream_qt.ui.app import make_app
    from daydream_qt.ui.dialogs.settings_dialog import SettingsDialog

    make_app()
    dialog = SettingsDialog(Settings(theme="dark"))
    qtbot.addWidget(dialog)
    assert dialog.theme.currentData() == "dark"
    dialog.theme.setCurrentIndex(dialog.theme.findData("light"))
    assert dialog.result_settings().theme == "light"
    assert [dialog.theme.itemData(i) for i in range(dialog.theme.count())] == ["system", "light", "dark", "contrast"]
    dialog.theme.setCurrentIndex(dialog.theme.findData("contrast"))
    assert dialog.result_settings().theme == "contrast"
    assert dialog.theme.itemText(3) == "High contrast"
