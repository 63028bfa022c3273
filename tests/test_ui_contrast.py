"""Contrast of every text and mark in every theme (WCAG 2.2 1.4.3 and 1.4.11), computed from
the palettes and the board's colour tables as the painters and the style sheet use them.

Text keeps 4.5:1 on each ground it is drawn on (7:1 in the high-contrast theme); marks a
player must read (the focus ring, the board's cursor, the coach's pencil, glows, icons,
reward boxes, seat inks) keep 3:1 (4.5:1 in the high-contrast theme). A colour with alpha
is measured as it shows: blended over its ground.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from daydream_qt.ui.style import colour_vision as cv
from daydream_qt.ui.style import palette
from daydream_qt.ui.style.theme import board_colours, display_ink

THEMES = tuple(palette.THEMES)
TEXT_CONTRAST = {"light": 4.5, "dark": 4.5, "contrast": 7.0}
MARK_CONTRAST = {"light": 3.0, "dark": 3.0, "contrast": 4.5}


def shown(colour: str, ground: str) -> str:
    """`colour` ('#rrggbb' or '#aarrggbb') as it shows over the opaque `ground`."""
    if len(colour) == 7:
        return colour
    alpha = int(colour[1:3], 16) / 255
    fg, bg = cv.hex_rgb("#" + colour[3:]), cv.hex_rgb(ground)
    return cv.rgb_hex(tuple(alpha * f + (1 - alpha) * b for f, b in zip(fg, bg)))  # type: ignore[arg-type]


def ratio(colour: str, ground: str) -> float:
    return cv.contrast(cv.hex_rgb(shown(colour, ground)), cv.hex_rgb(ground))


def failures(colours: dict[str, str], pairs, least: float) -> list[str]:
    out = []
    for fg, grounds in pairs:
        for ground in grounds:
            r = ratio(colours[fg], colours[ground])
            if r < least:
                out.append(f"{fg} on {ground}: {r:.2f}")
    return out


# ------------------------------------------------------------ the window
CHART_GROUNDS = ("BAND_PAPER", "BAND_LEAF", "BAND_SKY", "BAND_SUN", "BELOW")
"""The charts' title bands and the scores below 0: the score line and its dots (INK), the
best so far (BEST), the band edges and axis marks (MUTED) are drawn on them."""
UI_TEXT = [
    ("TEXT", ("PAPER", "CARD", "PRESSED", "CHOSEN", "FOLD", "ROW_ALT")),
    ("MUTED", ("PAPER", "CARD", "CHOSEN", "HINT_BUTTON_BG", "HEADER")),
    ("INK", ("PAPER", "CARD", "CHOSEN", "EARNED")),
    ("THORN", ("PAPER", "CARD")),
    ("LEAF_TEXT", ("PAPER", "CARD")),
    ("CARD", ("LEAF_TEXT",)),
    ("ON_INK", ("INK", "INK_HOVER")),
    ("FOCUS_TEXT", ("FOCUS_FILL",)),
    ("HINT_TEXT", ("HINT_BG",)),
    ("HINT_BUTTON", ("HINT_BUTTON_BG", "HINT_BG")),
    ("PIP", ("DIE_FACE",)),
    ("TEXT", CHART_GROUNDS),
]
"""Text colour and the grounds the style sheet and the painters put it on (the charts'
score labels on their title bands too)."""

UI_MARKS = [
    ("FOCUS", ("PAPER", "CARD", "PRESSED", "CHOSEN", "FOLD", "HINT_BG", "HINT_BUTTON_BG", "FOCUS_FILL",
               "ROW_ALT", "EARNED")),
    ("CHECK_EDGE", ("CARD", "PAPER")),
    ("INK", ("CARD", "PAPER")),
    ("LEAF", ("CARD",)),
    ("PIP_FADED", ("CARD",)),
    ("INK", CHART_GROUNDS),
    ("BEST", CHART_GROUNDS),
    ("MUTED", CHART_GROUNDS),
]
"""Marks of the window: the focus ring (on every surface and on the fill of a focused ink
button), a check box's edge and its checked fill, the tray's leaves."""


@pytest.mark.parametrize("name", THEMES)
def test_window_text_is_legible(name):
    assert failures(palette.THEMES[name], UI_TEXT, TEXT_CONTRAST[name]) == []


@pytest.mark.parametrize("name", THEMES)
def test_window_marks_are_seen(name):
    assert failures(palette.THEMES[name], UI_MARKS, MARK_CONTRAST[name]) == []


def test_high_contrast_edges_outline_every_control():
    c = palette.CONTRAST
    assert failures(c, [("EDGE", ("PAPER", "CARD")), ("HINT_EDGE", ("HINT_BG",))], 4.5) == []


def test_every_theme_names_the_same_colours():
    for name in THEMES:
        assert palette.THEMES[name].keys() == palette.LIGHT.keys(), name


def test_the_focus_ring_is_a_colour_of_its_own():
    """The ring is not the hover border (INK) of the same controls: it differs by colour as
    well as by its width."""
    for name in THEMES:
        c = palette.THEMES[name]
        assert c["FOCUS"] != c["INK"] and c["FOCUS"] != c["EDGE"], name


# ------------------------------------------------------------ the board
GROUNDS = ("PAPER", "CLOUD_FILL", "CLOUD_STAR_FILL", "CLOUD_MOON_FILL")
BOARD_TEXT = [
    ("PRINT", (*GROUNDS, "NIGHT", "DUSK", "LABEL_FILL", "CARD", "POLAROID", "PHOTO")),
]
"""Printed captions, numbers and names, on the paper, the clouds, the panels and the cards."""

BOARD_MARKS = [
    ("CURSOR", GROUNDS),
    ("HINT", GROUNDS),
    ("HINT_DIGIT", GROUNDS),
    ("GLOW_EDGE", GROUNDS),
    ("GLOW_STRONG", ("PAPER", "CLOUD_FILL")),
    ("LINE_FOCUS", ("PAPER",)),
    ("DOT", ("PAPER",)),
    ("SUN", ("PAPER", "LABEL_FILL")),
    ("STAR", ("CLOUD_STAR_FILL", "NIGHT")),
    ("MOON", ("CLOUD_MOON_FILL", "DUSK")),
    ("LEAF_EDGE", ("PAPER", "DUSK")),
    ("THORN", ("PAPER",)),
    ("PRINT_SOFT", ("PAPER", "LABEL_FILL", "NIGHT", "DUSK")),
    ("CARD_EDGE", ("PAPER",)),
]
"""What a player reads on the board: the keyboard's cursor, the coach's pencilled rings and
numbers, the glow round a legal cloud, the line-choice glow, the lines through the pointed
cloud, the line-end icons (dot and sun), the stars and moons, the leaves, the reward boxes'
and the shelf drawings' outlines, an explanation card's edge."""


@pytest.mark.parametrize("name", THEMES)
def test_board_print_is_legible(name):
    assert failures(board_colours(name), BOARD_TEXT, TEXT_CONTRAST[name]) == []


@pytest.mark.parametrize("name", THEMES)
def test_board_marks_are_seen(name):
    assert failures(board_colours(name), BOARD_MARKS, MARK_CONTRAST[name]) == []


@pytest.mark.parametrize("name", THEMES)
def test_seat_inks_are_seen_on_every_ground(name):
    from daydream_qt.ui.widgets.ink import INKS

    board = board_colours(name)
    for ink, _ in (*INKS, ("#123456", ""), ("#000000", "")):
        drawn = display_ink(ink, name)
        for ground in GROUNDS:
            r = cv.contrast(cv.hex_rgb(drawn), cv.hex_rgb(board[ground]))
            assert r >= MARK_CONTRAST[name], (ink, drawn, ground, round(r, 2))


def test_the_dark_coach_pencil_reads_on_the_navy_clouds():
    """The coach's violet on the dark clouds was 2.6:1; it reads at 4.5:1 now, as text would."""
    dark = board_colours("dark")
    assert ratio(dark["HINT_DIGIT"], dark["CLOUD_FILL"]) >= 4.5
    assert ratio(dark["HINT"], dark["CLOUD_FILL"]) >= 4.5


def test_the_cursor_is_wide_enough_at_the_least_zoom():
    from daydream_qt.ui.style.board import CURSOR_WIDTH, WHOLE_BOARD_SCALE

    assert CURSOR_WIDTH * WHOLE_BOARD_SCALE >= 2.0


def test_the_board_tables_name_every_colour():
    light = board_colours("light")
    for name in THEMES:
        assert board_colours(name).keys() == light.keys(), name


# ------------------------------------------------------------ never by colour alone
@pytest.fixture
def scene(qapp):
    """A board scene of a 3x3 solo scoresheet, dice typed in (1 and 5), the first die selected."""
    from boardkit import make_board

    from daydream_qt.engine import Game, RollDice
    from daydream_qt.ui.board.scene import BoardScene
    from daydream_qt.ui.core.controller import GameController

    game = Game(make_board(["...", "...", "..."]), mode="scoresheet", seats=("Ann",))
    ctrl = GameController(game)
    ctrl.submit(RollDice((1, 5), True))
    return BoardScene(ctrl)


def test_a_legal_cloud_differs_by_an_outline_not_a_tint_alone(scene):
    """The clouds the die may go in carry an opaque outline at 3:1 on the cloud, besides
    their tint; the others carry nothing."""
    from daydream_qt.ui.style import board

    glows = scene.items_with_role("cell_glow")
    legal = scene.controller.legal_cells()
    assert {g.data(1) for g in glows} == legal and legal
    scene.controller.write_at(4)
    glows = scene.items_with_role("cell_glow")
    assert 4 not in {g.data(1) for g in glows}
    cloud = board.CLOUD_FILL.name()
    for g in glows:
        edge = g.pen().color()
        assert edge.alpha() == 255 and g.pen().widthF() >= 1.4
        assert ratio(edge.name(), cloud) >= MARK_CONTRAST["light"]


def test_the_cursor_is_a_solid_ring_wide_enough(scene):
    from daydream_qt.ui.style import board

    scene.set_cursor(0, True)
    (cursor,) = scene.items_with_role("cursor")
    assert cursor.isVisible()
    pen = cursor.pen()
    assert pen.style() == Qt.PenStyle.SolidLine and pen.widthF() == board.CURSOR_WIDTH
    # a rounded box round the cloud: a shape of its own, not the outline of the clouds of
    # the lines through it (LINE_FOCUS), which follows the clouds
    assert pen.color().name() == board.CURSOR.name() != board.LINE_FOCUS.name()


def test_the_coach_pencils_dashed_rings_and_the_sheet_writes_solid_ones(scene):
    from daydream_qt.ui.board.hint_marks import HINT_DASH

    scene.set_hint([(2, 5)])
    (ring,) = scene.items_with_role("hint")
    assert ring.pen().style() == HINT_DASH != Qt.PenStyle.SolidLine
    scene.controller.write_at(2)
    (digit,) = scene.items_with_role("digit")
    assert digit.pen().style() == Qt.PenStyle.SolidLine


def test_played_and_best_plans_differ_by_line_and_tag():
    from daydream_qt.ui.board.plan_marks import STYLES, tag_texts

    assert STYLES["played"] != STYLES["best"]
    assert tag_texts()["played"] != tag_texts()["best"]


def test_the_pen_and_its_target_differ_by_shape():
    """The pen's node is a disc, the target's a diamond ring (two closed paths)."""
    from daydream_qt.ui.style import art

    pen_mark, target = art.pen_mark(8.0), art.target_mark(8.0)
    assert pen_mark.toFillPolygons() != target.toFillPolygons()
    assert len(target.toSubpathPolygons()) == 2 and len(pen_mark.toSubpathPolygons()) == 1


def test_a_focused_ink_button_is_told_by_its_ring_and_its_fill():
    """A focused primary button changes fill as well as border: FOCUS_FILL is not the ink."""
    for name in THEMES:
        c = palette.THEMES[name]
        assert c["FOCUS_FILL"] not in (c["INK"], c["INK_HOVER"]), name
        sheet = palette.style_sheet(c)
        assert f'background: {c["FOCUS_FILL"]}; color: {c["FOCUS_TEXT"]}; border-color: {c["FOCUS"]}' in sheet
