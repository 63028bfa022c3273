"""The window's palette and style sheet: warm paper, a marker's ink, rounded buttons.

Widgets take their colours from here; the board's own pens and brushes are in
style/board.py.
"""

from __future__ import annotations

from daydream_qt.ui.style.text_size import px

LIGHT: dict[str, str] = {
    "PAPER": "#f5efe3",
    "CARD": "#fffcf5",
    "EDGE": "#e2d8c4",
    "INK": "#2b4c7e",
    "TEXT": "#3b3a36",
    "MUTED": "#746c5d",
    "LEAF": "#6f9a5b",
    "LEAF_TEXT": "#4b7a37",
    "THORN": "#a4553f",
    "SUN": "#e0a93b",
    "ON_INK": "#ffffff",
    "PRESSED": "#efe6d4",
    "DISABLED_TEXT": "#bdb4a3",
    "DISABLED_EDGE": "#ece4d4",
    "DISABLED_BG": "#f8f4ea",
    "INK_HOVER": "#35598f",
    "INK_DISABLED": "#b9c3d3",
    "ON_INK_DISABLED": "#f4f6fa",
    "CHECK_EDGE": "#c9bfa9",
    "HINT_BG": "#f7f4fc",
    "HINT_EDGE": "#d9d0ee",
    "HINT_TEXT": "#4a3f73",
    "HINT_BUTTON": "#5d4f91",
    "HINT_BUTTON_BG": "#faf8fd",
    "HINT_HOVER": "#8a78c2",
    "DIE_FACE": "#ffffff",
    "PIP": "#3b3a36",
    "CHOSEN": "#ffffff",
    "FOLD": "#f7f1e4",
    "DIE_FADED": "#f3efe6",
    "PIP_FADED": "#c9c1b1",
}
"""Warm paper and a marker's ink: the light theme. Text colours keep 4.5:1 on paper and
cards (tests/test_ui_theme.py)."""

DARK: dict[str, str] = {
    "PAPER": "#1f1d1a",
    "CARD": "#2a2723",
    "EDGE": "#433e36",
    "INK": "#9cc3f5",
    "TEXT": "#ebe5d8",
    "MUTED": "#aba290",
    "LEAF": "#8cbf74",
    "LEAF_TEXT": "#9fd087",
    "THORN": "#ee9a82",
    "SUN": "#e8b54a",
    "ON_INK": "#14202f",
    "PRESSED": "#3a352e",
    "DISABLED_TEXT": "#6f685c",
    "DISABLED_EDGE": "#37332d",
    "DISABLED_BG": "#25221f",
    "INK_HOVER": "#b5d3fa",
    "INK_DISABLED": "#3d4a5c",
    "ON_INK_DISABLED": "#8d97a6",
    "CHECK_EDGE": "#6b6456",
    "HINT_BG": "#2b2736",
    "HINT_EDGE": "#4a4163",
    "HINT_TEXT": "#d3c8f2",
    "HINT_BUTTON": "#c9bcf0",
    "HINT_BUTTON_BG": "#332e40",
    "HINT_HOVER": "#9d8ad6",
    "DIE_FACE": "#f4efe4",
    "PIP": "#2a2723",
    "CHOSEN": "#3a352e",
    "FOLD": "#34302a",
    "DIE_FADED": "#3a362f",
    "PIP_FADED": "#6f685c",
}
"""The same room at night: dark warm card, light text, a pale ink."""

# The palette of a folded paper board and an erasable marker; widgets read these names
# when they paint (`palette.INK`), so a change of theme reaches them at their next paint.
PAPER = LIGHT["PAPER"]
"""The window background: warm paper."""
CARD = LIGHT["CARD"]
"""Cards and panels: brighter paper."""
EDGE = LIGHT["EDGE"]
"""Card borders and seams."""
INK = LIGHT["INK"]
"""The default marker colour (and the accent of headings and primary buttons)."""
TEXT = LIGHT["TEXT"]
"""Body text: soft graphite rather than black."""
MUTED = LIGHT["MUTED"]
"""Secondary text."""
LEAF = LIGHT["LEAF"]
"""Coloured leaves."""
LEAF_TEXT = LIGHT["LEAF_TEXT"]
"""A sentence about leaves: the leaf's green, dark enough to read."""
THORN = LIGHT["THORN"]
"""Warnings, thorns and refusals."""
SUN = LIGHT["SUN"]
ON_INK = LIGHT["ON_INK"]
"""Text on an ink-coloured button."""
DIE_FACE = LIGHT["DIE_FACE"]
"""A die is a die in either theme: a light face with dark pips."""
PIP = LIGHT["PIP"]
CHOSEN = LIGHT["CHOSEN"]
"""A chosen card: a shade brighter (in the dark, lighter) than the others."""
FOLD = LIGHT["FOLD"]
"""The panels of a folded board drawn on a card."""
DIE_FADED = LIGHT["DIE_FADED"]
PIP_FADED = LIGHT["PIP_FADED"]
dark = False
"""True while the dark colours are in use."""


def style_sheet(c: dict[str, str]) -> str:
    """The window's style sheet in the colours `c` (LIGHT or DARK), its font sizes at the
    text size in use (`text_size.px`)."""
    return f"""
QWidget {{ color: {c["TEXT"]}; font-size: {px(14)}px; }}
QMainWindow, QDialog, QStackedWidget > QWidget {{ background: {c["PAPER"]}; }}
QFrame#card {{ background: {c["CARD"]}; border: 1px solid {c["EDGE"]}; border-radius: 14px; }}
QFrame#topbar {{ background: {c["CARD"]}; border-bottom: 1px solid {c["EDGE"]}; }}
QScrollArea#side, QScrollArea#results {{ background: transparent; border: none; }}
QLabel {{ background: transparent; }}
QLabel#heading {{ font-family: "DejaVu Serif", Georgia, serif; font-size: {px(26)}px; color: {c["INK"]}; }}
QLabel#sideheading {{ font-family: "DejaVu Serif", Georgia, serif; font-size: {px(21)}px; color: {c["INK"]}; }}
QLabel#display {{ font-family: "DejaVu Serif", Georgia, serif; font-size: {px(54)}px; color: {c["INK"]}; }}
QLabel#subtle {{ color: {c["MUTED"]}; font-size: {px(13)}px; }}
QLabel#section {{ color: {c["MUTED"]}; font-size: {px(12)}px; letter-spacing: 1px; text-transform: uppercase; }}
QLabel#status {{ font-size: {px(16)}px; color: {c["INK"]}; }}
QLabel#status[refusal="true"] {{ color: {c["THORN"]}; }}
QPushButton {{
    background: {c["CARD"]}; border: 1px solid {c["EDGE"]}; border-radius: 12px;
    padding: 8px 16px; min-height: 22px;
}}
QPushButton:hover {{ border-color: {c["INK"]}; }}
QPushButton:pressed {{ background: {c["PRESSED"]}; }}
QPushButton:disabled {{ color: {c["DISABLED_TEXT"]}; border-color: {c["DISABLED_EDGE"]}; background: {c["DISABLED_BG"]}; }}
QPushButton[primary="true"] {{ background: {c["INK"]}; color: {c["ON_INK"]}; border-color: {c["INK"]}; }}
QPushButton[compact="true"] {{ padding-left: 8px; padding-right: 8px; }}
QPushButton[primary="true"]:hover {{ background: {c["INK_HOVER"]}; }}
QPushButton[primary="true"]:disabled {{ background: {c["INK_DISABLED"]}; border-color: {c["INK_DISABLED"]}; color: {c["ON_INK_DISABLED"]}; }}
QPushButton#round {{ border-radius: 18px; min-width: 36px; max-width: 36px; min-height: 36px;
    max-height: 36px; padding: 0; font-size: {px(20)}px; }}
QPushButton#big {{ font-size: {px(17)}px; padding: 14px 28px; border-radius: 16px; }}
QCheckBox {{ spacing: 8px; background: transparent; }}
QCheckBox::indicator {{ width: 18px; height: 18px; border: 1.5px solid {c["CHECK_EDGE"]}; border-radius: 6px;
    background: {c["CARD"]}; }}
QCheckBox::indicator:hover {{ border-color: {c["INK"]}; }}
QCheckBox::indicator:checked {{ background: {c["INK"]}; border-color: {c["INK"]}; }}
QLineEdit {{ background: {c["CARD"]}; border: 1px solid {c["EDGE"]}; border-radius: 10px; padding: 7px 10px; }}
QLineEdit:focus {{ border-color: {c["INK"]}; }}
QToolTip {{ background: {c["CARD"]}; color: {c["TEXT"]}; border: 1px solid {c["EDGE"]}; padding: 6px; }}
QPushButton#segment {{ border-radius: 10px; padding: 7px 10px; }}
QPushButton#segment:checked {{ background: {c["INK"]}; color: {c["ON_INK"]}; border-color: {c["INK"]}; }}
QPushButton#pad {{ border-radius: 8px; padding: 0; min-width: 30px; max-width: 30px; min-height: 30px;
    max-height: 30px; font-size: {px(15)}px; }}
QPushButton#pad:checked {{ background: {c["INK"]}; color: {c["ON_INK"]}; border-color: {c["INK"]}; }}
QFrame#hintcard {{ background: {c["HINT_BG"]}; border: 1px solid {c["HINT_EDGE"]}; border-radius: 14px; }}
QLabel#hint {{ color: {c["HINT_TEXT"]}; font-size: {px(15)}px; }}
QPushButton#hint {{ border-radius: 10px; padding: 3px 12px; min-height: 18px; font-size: {px(13)}px;
    color: {c["HINT_BUTTON"]}; border-color: {c["HINT_EDGE"]}; background: {c["HINT_BUTTON_BG"]}; }}
QPushButton#hint:hover {{ border-color: {c["HINT_HOVER"]}; }}
QPushButton#hint[busy="true"] {{ color: {c["MUTED"]}; border-style: dashed; }}
QLabel#count {{ font-size: {px(17)}px; color: {c["INK"]}; }}
QLabel#warning {{ color: {c["THORN"]}; font-size: {px(13)}px; padding: 4px 12px; }}
QLabel#news {{ color: {c["INK"]}; font-size: {px(15)}px; }}
QToolButton {{ background: {c["CARD"]}; border: 1px solid {c["EDGE"]}; border-radius: 10px; padding: 6px 10px; }}
QToolButton:hover {{ border-color: {c["INK"]}; }}
QToolButton:disabled {{ color: {c["DISABLED_TEXT"]}; border-color: {c["DISABLED_EDGE"]}; background: {c["DISABLED_BG"]}; }}
QToolButton::menu-indicator {{ image: none; width: 0; }}
QComboBox {{ background: {c["CARD"]}; border: 1px solid {c["EDGE"]}; border-radius: 10px; padding: 6px 10px; }}
QComboBox:hover {{ border-color: {c["INK"]}; }}
QComboBox::drop-down {{ border: none; width: 22px; }}
QComboBox QAbstractItemView {{ background: {c["CARD"]}; border: 1px solid {c["EDGE"]};
    selection-background-color: {c["PRESSED"]}; selection-color: {c["TEXT"]}; }}
QMenuBar {{ background: {c["CARD"]}; border-bottom: 1px solid {c["EDGE"]}; padding: 2px 8px; }}
QMenuBar::item {{ background: transparent; padding: 6px 12px; border-radius: 8px; }}
QMenuBar::item:selected {{ background: {c["PRESSED"]}; }}
QMenu {{ background: {c["CARD"]}; border: 1px solid {c["EDGE"]}; padding: 6px; }}
QMenu::item {{ padding: 7px 28px 7px 14px; border-radius: 8px; }}
QMenu::item:selected {{ background: {c["PRESSED"]}; color: {c["TEXT"]}; }}
QMenu::item:disabled {{ color: {c["DISABLED_TEXT"]}; }}
QMenu::separator {{ height: 1px; background: {c["EDGE"]}; margin: 5px 8px; }}
QTabBar::tab {{ background: transparent; border: 1px solid transparent; border-radius: 10px;
    padding: 6px 14px; margin-right: 4px; color: {c["MUTED"]}; }}
QTabBar::tab:selected {{ background: {c["CARD"]}; border-color: {c["EDGE"]}; color: {c["TEXT"]}; }}
QTabBar::tab:hover {{ border-color: {c["EDGE"]}; }}
QStatusBar {{ background: {c["CARD"]}; border-top: 1px solid {c["EDGE"]}; }}
QStatusBar::item {{ border: none; }}
"""


STYLE = style_sheet(LIGHT)


def use(dark_colours: bool) -> None:
    """Make the module's colours (and STYLE) those of the dark or the light theme."""
    global STYLE, dark
    colours = DARK if dark_colours else LIGHT
    globals().update(colours)
    STYLE = style_sheet(colours)
    dark = dark_colours
