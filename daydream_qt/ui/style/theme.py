"""Light, dark or high contrast: which theme the player sees, and switching every colour to it at once.

The light theme is what the modules define; nothing here runs at start unless the
player's setting (or the system, when the setting follows it) asks for another one.
Switching changes the window's palette and style sheet, the named colours of
style/palette.py and, in place, the board's QColor constants of style/board.py, so
every painter that reads them draws in the new colours when the board is next built.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from daydream_qt.ui.style import palette

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

CHOICES = ("system", "light", "dark", "contrast")
"""The setting's values: follow the system's colour scheme (light or dark), or one theme
always; "contrast" is the high-contrast theme."""

BOARD_DARK: dict[str, str] = {
    "PAPER": "#26231f",
    "PAPER_EDGE": "#4a443b",
    "CLOUD_FILL": "#2e3440",
    "CLOUD_EDGE": "#5d6a80",
    "CLOUD_STAR_FILL": "#352f42",
    "CLOUD_MOON_FILL": "#2b3938",
    "PRINT": "#aab5c7",
    "PRINT_SOFT": "#737c8c",
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
    "HINT": "#c9b8ff",
    "HINT_FILL": "#30b49cff",
    "HINT_DIGIT": "#d6c9ff",
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
BOARD_CONTRAST: dict[str, str] = {
    "PAPER": "#000000",
    "PAPER_EDGE": "#ffffff",
    "CLOUD_FILL": "#0f1726",
    "CLOUD_EDGE": "#e6ecf5",
    "CLOUD_STAR_FILL": "#1a1330",
    "CLOUD_MOON_FILL": "#081818",
    "PRINT": "#ffffff",
    "PRINT_SOFT": "#c8c8c8",
    "SUN": "#ffc933",
    "SUN_SOFT": "#b08a20",
    "DOT": "#a9c7ff",
    "LEAF": "#7be07b",
    "LEAF_EDGE": "#a8f5a8",
    "THORN": "#ffa08c",
    "STAR": "#ffe066",
    "MOON": "#c8d4ff",
    "GLOW": "#60ffd000",
    "GLOW_EDGE": "#ffd000",
    "GLOW_STRONG": "#ffa31a",
    "CURSOR": "#33e0ff",
    "SEAM": "#8c8c8c",
    "SHELF": "#b8a070",
    "CARD": "#000000",
    "CARD_EDGE": "#ffffff",
    "LINE_FOCUS": "#66b8ff",
    "LABEL_FILL": "#000000",
    "NIGHT": "#070b18",
    "DUSK": "#0d0818",
    "POLAROID": "#141414",
    "PHOTO": "#0f1726",
    "MOON_FILL": "#262214",
    "HINT": "#e0a8ff",
    "HINT_FILL": "#40e0a8ff",
    "HINT_DIGIT": "#ebc8ff",
}
"""The board's colours on the high-contrast theme: black paper, near-black clouds with a
light edge, white print (7:1 and more), every mark 4.5:1 (tests/test_ui_contrast.py)."""

BOARDS: dict[str, dict[str, str]] = {"dark": BOARD_DARK, "contrast": BOARD_CONTRAST}
"""The board's colours of every theme but the light one (which style/board.py defines)."""

"""How each default ink is drawn on the dark sheet: chosen together, as the inks were, to
stay 20 apart (CIEDE2000) under every simulated colour vision and at 3:1 on the dark
paper. A light ink turns darker and a dark one light, so lightness still tells them apart.
The high-contrast sheet draws them the same: there they keep 4.5:1 on the black paper."""

DARK_LIGHTNESS = 68.0
"""CIELAB lightness any other ink is raised to on the dark and the high-contrast sheets."""

_light_board: dict[str, int] = {}
"""The board's light colours (QRgba), kept the first time the dark ones replace them."""


def display_ink(ink: str, theme_name: str) -> str:
    """The colour `ink` is drawn with on the sheet of the theme `theme_name` (a key of
    palette.THEMES): as it is on the light paper, made light on the dark ones."""
    if theme_name == "light":
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
    return display_ink(ink, palette.name) if palette.dark else ink


def system_is_dark() -> bool:
    """True when the system asks for dark colours (Qt 6.5's colour scheme)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication

    return QGuiApplication.styleHints().colorScheme() == Qt.ColorScheme.Dark


def wanted(choice: str) -> str:
    """The theme (a key of palette.THEMES) the setting `choice` (one of CHOICES) means now."""
    if choice == "system":
        return "dark" if system_is_dark() else "light"
    return choice if choice in palette.THEMES else "light"


def apply(app: QApplication, theme_name: str) -> bool:
    """Use the colours of the theme `theme_name` everywhere; False when they are in use already.

    Widgets restyle at once (a new style sheet); the board takes its colours when it is
    next built, which the caller asks for (BoardScene.rebuild).
    """
    if theme_name == palette.name:
        return False
    from PySide6.QtGui import QColor, QPalette

    from daydream_qt.ui.style import board

    palette.use(theme_name)
    if not _light_board:
        _light_board.update({name: getattr(board, name).rgba() for name in BOARD_DARK})
    table = BOARDS.get(theme_name)
    for name, light in _light_board.items():
        getattr(board, name).setRgba(light if table is None else QColor(table[name]).rgba())
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


def board_colours(theme_name: str) -> dict[str, str]:
    """The board's named colours of the theme `theme_name` ('#rrggbb', or '#aarrggbb' when
    not opaque), whatever theme is in use: what the contrast checks read."""
    if theme_name in BOARDS:
        return dict(BOARDS[theme_name])
    from PySide6.QtGui import QColor

    from daydream_qt.ui.style import board

    if _light_board:
        colours = {name: QColor.fromRgba(rgba) for name, rgba in _light_board.items()}
    else:  # the light colours were never replaced: the module's are they
        colours = {name: QColor(getattr(board, name)) for name in BOARD_DARK}
    return {name: c.name(QColor.NameFormat.HexArgb if c.alpha() < 255 else QColor.NameFormat.HexRgb)
            for name, c in colours.items()}
