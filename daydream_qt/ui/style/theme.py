"""Light or dark: which theme the player sees, and switching every colour to it at once.

The light theme is what the modules define; nothing here runs at start unless the
player's setting (or the system, when the setting follows it) asks for the dark one.
Switching changes the window's palette and style sheet, the named colours of
style/palette.py and, in place, the board's QColor constants of style/board.py, so
every painter that reads them draws in the new colours when the board is next built.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from daydream_qt.ui.style import palette

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

CHOICES = ("system", "light", "dark")
"""The setting's values: follow the system's colour scheme, or one theme always."""

BOARD_DARK: dict[str, str] = {
    "PAPER": "#26231f",
    "PAPER_EDGE": "#4a443b",
    "CLOUD_FILL": "#2e3440",
    "CLOUD_EDGE": "#5d6a80",
    "CLOUD_STAR_FILL": "#352f42",
    "CLOUD_MOON_FILL": "#2b3938",
    "PRINT": "#aab5c7",
    "PRINT_SOFT": "#5f6878",
    "SUN": "#f0b54a",
    "SUN_SOFT": "#8a6a2e",
    "DOT": "#8c9bb5",
    "LEAF": "#7fb27a",
    "LEAF_EDGE": "#9ccc96",
    "THORN": "#c99380",
    "STAR": "#e7c55a",
    "MOON": "#8d9bbb",
    "GLOW": "#50ffd678",
    "GLOW_EDGE": "#d0ecac3c",
    "GLOW_STRONG": "#f0a040",
    "CURSOR": "#8ab4f0",
    "SEAM": "#4a443b",
    "SHELF": "#5b4e3c",
    "CARD": "#302d28",
    "CARD_EDGE": "#6b7588",
    "LINE_FOCUS": "#7aa6e6",
    "LABEL_FILL": "#34302a",
    "NIGHT": "#262b3a",
    "DUSK": "#2b2838",
    "POLAROID": "#3a3630",
    "PHOTO": "#2e3440",
    "MOON_FILL": "#4a4535",
}
"""The board's colours on the dark theme (names of style/board.py; #aarrggbb has alpha).
Printed art and captions keep 4.5:1 on the paper, marks 3:1 (tests/test_ui_theme.py)."""

DARK_INKS: dict[str, str] = {
    "#2b4c7e": "#a8e0ff",
    "#7a1626": "#f04438",
    "#2a9283": "#389a8a",
    "#d0600f": "#fbd26e",
    "#9268e6": "#9c6dff",
}
"""How each default ink is drawn on the dark sheet: chosen together, as the inks were, to
stay 20 apart (CIEDE2000) under every simulated colour vision and at 3:1 on the dark
paper. A light ink turns darker and a dark one light, so lightness still tells them apart."""

DARK_LIGHTNESS = 68.0
"""CIELAB lightness any other ink is raised to on the dark sheet."""

_light_board: dict[str, int] = {}
"""The board's light colours (QRgba), kept the first time the dark ones replace them."""


def display_ink(ink: str, dark: bool) -> str:
    """The colour `ink` is drawn with on the sheet of the light or the dark theme."""
    if not dark:
        return ink
    known = DARK_INKS.get(ink.lower())
    if known is not None:
        return known
    from daydream_qt.ui.style.colour_vision import lightened

    try:
        return lightened(ink, DARK_LIGHTNESS)
    except ValueError:  # not #rrggbb: drawn as it is, as on the light sheet
        return ink


def sheet_ink(ink: str) -> str:
    """`ink` as the sheet of the theme in use draws it."""
    return display_ink(ink, palette.dark) if palette.dark else ink


def system_is_dark() -> bool:
    """True when the system asks for dark colours (Qt 6.5's colour scheme)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication

    return QGuiApplication.styleHints().colorScheme() == Qt.ColorScheme.Dark


def wants_dark(choice: str) -> bool:
    """Whether the setting `choice` ("system", "light", "dark") means the dark theme now."""
    if choice == "dark":
        return True
    if choice == "system":
        return system_is_dark()
    return False


def apply(app: QApplication, dark: bool) -> bool:
    """Use the dark or the light colours everywhere; False when they are in use already.

    Widgets restyle at once (a new style sheet); the board takes its colours when it is
    next built, which the caller asks for (BoardScene.rebuild).
    """
    if dark == palette.dark:
        return False
    from PySide6.QtGui import QColor, QPalette

    from daydream_qt.ui.style import board

    palette.use(dark)
    if not _light_board:
        _light_board.update({name: getattr(board, name).rgba() for name in BOARD_DARK})
    for name, light in _light_board.items():
        getattr(board, name).setRgba(QColor(BOARD_DARK[name]).rgba() if dark else light)
    pal = app.palette()
    for role, colour in ((QPalette.ColorRole.Window, palette.PAPER), (QPalette.ColorRole.Base, palette.CARD),
                         (QPalette.ColorRole.AlternateBase, palette.PAPER),
                         (QPalette.ColorRole.Button, palette.CARD), (QPalette.ColorRole.Text, palette.TEXT),
                         (QPalette.ColorRole.WindowText, palette.TEXT), (QPalette.ColorRole.ButtonText, palette.TEXT),
                         (QPalette.ColorRole.ToolTipBase, palette.CARD), (QPalette.ColorRole.ToolTipText, palette.TEXT),
                         (QPalette.ColorRole.PlaceholderText, palette.MUTED),
                         (QPalette.ColorRole.Highlight, palette.INK),
                         (QPalette.ColorRole.HighlightedText, palette.ON_INK)):
        pal.setColor(role, QColor(colour))
    app.setPalette(pal)
    app.setStyleSheet(palette.STYLE)
    return True
