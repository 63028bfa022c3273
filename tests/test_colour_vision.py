"""The seats' inks stay apart for colour-blind players and legible on either sheet.

Differences are CIEDE2000 in CIELAB (D65); dichromacy is simulated with the Machado 2009
matrices at severity 1.0 in linear sRGB.
"""

from __future__ import annotations

from itertools import combinations

import pytest

from daydream_qt.ui.style import colour_vision as cv

MIN_DIFFERENCE = 20.0
"""CIEDE2000 every pair of default inks keeps, for every way of seeing (as the module says)."""
MARK_CONTRAST = 3.0
"""WCAG contrast of marks and large digits (a written number is 54 scene units tall)."""

LIGHT_SHEET = ("#fbf6ec", "#eef3fb")
"""The light sheet's paper and its cloud fill (style/board.py)."""


def _inks():
    from daydream_qt.ui.widgets.ink import DEFAULT_COUNT, INKS

    return [v for v, _ in INKS[:DEFAULT_COUNT]]


# ------------------------------------------------------------ the arithmetic itself
@pytest.mark.parametrize(("lab1", "lab2", "expected"), [
    # Sharma, Wu and Dalal (2005), test data pairs 1, 17 and 25.
    ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
    ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
    ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
])
def test_ciede2000_matches_published_pairs(lab1, lab2, expected):
    assert cv.delta_e2000(lab1, lab2) == pytest.approx(expected, abs=1e-4)
    assert cv.delta_e2000(lab2, lab1) == pytest.approx(expected, abs=1e-4)


@pytest.mark.parametrize(("colour", "vision", "expected"), [
    # colorspacious 1.1.2, "sRGB1+CVD" at severity 100, clipped to 0..1.
    ("#ff0000", "deuteranopia", (0.6401, 0.5658, 0.0)),
    ("#ff0000", "protanopia", (0.4266, 0.3727, 0.0)),
    ("#ff0000", "tritanopia", (1.0, 0.0, 0.0584)),
    ("#2f7d4f", "deuteranopia", (0.4481, 0.4230, 0.3213)),
    ("#6a4c93", "protanopia", (0.2158, 0.3530, 0.5864)),
    ("#e0a93b", "tritanopia", (0.9536, 0.5989, 0.5759)),
])
def test_simulation_matches_reference_values(colour, vision, expected):
    assert cv.simulate(cv.hex_rgb(colour), vision) == pytest.approx(expected, abs=1e-4)


@pytest.mark.parametrize("vision", cv.VISIONS)
def test_greys_look_the_same_to_everyone(vision):
    for grey in ("#000000", "#777777", "#ffffff"):
        rgb = cv.hex_rgb(grey)
        assert cv.simulate(rgb, vision) == pytest.approx(rgb, abs=2e-3)


def test_lab_and_contrast_reference_values():
    assert cv.lab(cv.hex_rgb("#ffffff")) == pytest.approx((100.0, 0.0, 0.0), abs=0.02)
    # colorspacious: sRGB1 (0.1686, 0.298, 0.4941) is CIELab (32.23, 5.09, -31.91).
    assert cv.lab(cv.hex_rgb("#2b4c7e")) == pytest.approx((32.23, 5.09, -31.91), abs=0.02)
    assert cv.contrast(cv.hex_rgb("#000000"), cv.hex_rgb("#ffffff")) == pytest.approx(21.0)
    assert cv.contrast(cv.hex_rgb("#777777"), cv.hex_rgb("#ffffff")) == pytest.approx(4.48, abs=0.01)


def test_the_old_inks_were_too_close_for_colour_blind_players():
    """What the issue measured: these pairs collapse under deuteranopia."""
    assert cv.seen_difference("#2b4c7e", "#6a4c93", "deuteranopia") < 10
    assert cv.seen_difference("#b23a48", "#2f7d4f", "deuteranopia") < 10


# ------------------------------------------------------------ the inks
@pytest.mark.parametrize("vision", cv.VISIONS)
def test_default_inks_stay_apart(vision):
    inks = _inks()
    assert len(inks) == 5
    difference, a, b = cv.closest_pair(inks, vision)
    assert difference >= MIN_DIFFERENCE, f"{a} and {b}: {difference:.1f} under {vision}"


def test_default_inks_are_legible_on_the_light_sheet():
    for ink in _inks():
        for paper in LIGHT_SHEET:
            assert cv.contrast(cv.hex_rgb(ink), cv.hex_rgb(paper)) >= MARK_CONTRAST, (ink, paper)


THEMES = ("light", "dark", "contrast")
"""Every theme's sheet (palette.THEMES): the inks are told apart on each."""


@pytest.mark.parametrize("theme_name", THEMES)
@pytest.mark.parametrize("vision", cv.VISIONS)
def test_sheet_inks_stay_apart_in_every_theme(vision, theme_name):
    """Every pair of the five default inks, as the theme's sheet draws them, keeps
    MIN_DIFFERENCE (colour_vision.MIN_DIFFERENCE) under each way of seeing."""
    from daydream_qt.ui.style.theme import display_ink

    inks = [display_ink(v, theme_name) for v in _inks()]
    assert MIN_DIFFERENCE == cv.MIN_DIFFERENCE
    for a, b in combinations(inks, 2):
        difference = cv.seen_difference(a, b, vision)
        assert difference >= MIN_DIFFERENCE, f"{a} and {b}: {difference:.1f} under {vision} ({theme_name})"


def test_every_ink_is_legible_on_the_dark_sheet():
    from daydream_qt.ui.style.theme import BOARD_DARK, display_ink
    from daydream_qt.ui.widgets.ink import INKS

    for ink, _ in INKS + (("#123456", ""), ("#000000", "")):
        shown = display_ink(ink, "dark")
        for paper in (BOARD_DARK["PAPER"], BOARD_DARK["CLOUD_FILL"]):
            assert cv.contrast(cv.hex_rgb(shown), cv.hex_rgb(paper)) >= MARK_CONTRAST, (ink, shown, paper)


def test_light_theme_draws_inks_as_chosen():
    from daydream_qt.ui.style.theme import display_ink

    assert display_ink("#2b4c7e", "light") == "#2b4c7e"
    assert display_ink("not a colour", "dark") == "not a colour"
    assert display_ink("#2b4c7e", "contrast") == display_ink("#2b4c7e", "dark") == "#a8e0ff"


def test_default_seats_take_the_default_inks():
    from daydream_qt.ui.widgets.ink import default_inks

    inks = _inks()
    assert default_inks(inks[0], 5) == inks
    assert default_inks(inks[3], 3) == [inks[3], inks[0], inks[1]]
    # An ink outside the five: the default closest to it makes room.
    graphite = default_inks("#3b3a36", 5)
    assert graphite[0] == "#3b3a36" and len(set(graphite)) == 5
    assert set(graphite[1:]) < set(inks)
    assert min(cv.worst_difference("#3b3a36", v) for v in graphite[1:]) >= min(
        cv.worst_difference("#3b3a36", v) for v in inks)


def test_ink_names_match_their_colours():
    """A name says the hue the colour has (CIELAB hue angle, normal vision)."""
    import math

    from daydream_qt.ui.widgets.ink import INKS

    hues = {"Blue": (230, 300), "Red": (0, 40), "Teal": (160, 220), "Orange": (40, 75),
            "Violet": (280, 320), "Green": (120, 170), "Brown": (50, 80)}
    for value, name in INKS:
        _, a, b = cv.lab(cv.hex_rgb(value))
        if name in hues:
            low, high = hues[name]
            assert low <= math.degrees(math.atan2(b, a)) % 360 <= high, name


def test_frame_families_carry_a_second_cue():
    """Rose and mint look alike to a deuteranope (and sky and mint to a tritanope): each
    family's outline has its own dash pattern as well as its colour."""
    from daydream_qt.ui.board.modules import FRAME_DASHES
    from daydream_qt.ui.style.board import FRAME_COLOURS

    frames = [c.name() for c in FRAME_COLOURS]
    assert cv.seen_difference(frames[0], frames[2], "deuteranopia") < 5
    assert len(set(FRAME_DASHES)) == len(FRAME_DASHES) >= len(FRAME_COLOURS)
