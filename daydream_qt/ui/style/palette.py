"""The window's palette and style sheet: warm paper, a marker's ink, rounded buttons.

Widgets take their colours from here; the board's own pens and brushes are in
style/board.py.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from daydream_qt.ui.style import text_size
from daydream_qt.ui.style.text_size import px

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

LIGHT: dict[str, str] = {
    "BEST": "#9a6410",
    "BAND_PAPER": "#f3ede1",
    "BAND_LEAF": "#eef3e8",
    "BAND_SKY": "#e9eef6",
    "BAND_SUN": "#fbf0d9",
    "BELOW": "#f6e6e4",
    "PAPER": "#f5efe3",
    "CARD": "#fffcf5",
    "EDGE": "#e2d8c4",
    "INK": "#2b4c7e",
    "TEXT": "#3b3a36",
    "MUTED": "#746c5d",
    "LEAF": "#6f9a5b",
    "LEAF_TEXT": "#487735",
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
    "CHECK_EDGE": "#918874",
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
    "PIP_FADED": "#9a9283",
    "FOCUS": "#0b1526",
    "FOCUS_FILL": "#4068a8",
    "FOCUS_TEXT": "#ffffff",
    "ROW_ALT": "#f8f3e8",
    "HEADER": "#f5efe4",
    "EARNED": "#eef2f8",
}
"""Warm paper and a marker's ink: the light theme. Text colours keep 4.5:1 on paper and
cards, the focus ring 3:1 on every surface (tests/test_ui_contrast.py)."""

DARK: dict[str, str] = {
    "BEST": "#e8b54a",
    "BAND_PAPER": "#302c26",
    "BAND_LEAF": "#2a3128",
    "BAND_SKY": "#272d37",
    "BAND_SUN": "#352e21",
    "BELOW": "#37282b",
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
    "CHECK_EDGE": "#80796b",
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
    "PIP_FADED": "#7c7568",
    "FOCUS": "#fff3c4",
    "FOCUS_FILL": "#2f5c99",
    "FOCUS_TEXT": "#ffffff",
    "ROW_ALT": "#302c27",
    "HEADER": "#34302a",
    "EARNED": "#27303d",
}
"""The same room at night: dark warm card, light text, a pale ink."""

CONTRAST: dict[str, str] = {
    "BEST": "#ffc83d",
    "BAND_PAPER": "#141414",
    "BAND_LEAF": "#0f1a0f",
    "BAND_SKY": "#0f1422",
    "BAND_SUN": "#1d180a",
    "BELOW": "#210f0f",
    "PAPER": "#000000",
    "CARD": "#0d0d0d",
    "EDGE": "#bfbfbf",
    "INK": "#8fd3ff",
    "TEXT": "#ffffff",
    "MUTED": "#d6d6d6",
    "LEAF": "#7be07b",
    "LEAF_TEXT": "#8ff08f",
    "THORN": "#ffa08c",
    "SUN": "#ffcc33",
    "ON_INK": "#000000",
    "PRESSED": "#2a2a2a",
    "DISABLED_TEXT": "#9a9a9a",
    "DISABLED_EDGE": "#6a6a6a",
    "DISABLED_BG": "#000000",
    "INK_HOVER": "#b8e4ff",
    "INK_DISABLED": "#4a5a66",
    "ON_INK_DISABLED": "#e0e0e0",
    "CHECK_EDGE": "#ffffff",
    "HINT_BG": "#0a0614",
    "HINT_EDGE": "#c9b3ff",
    "HINT_TEXT": "#e4d8ff",
    "HINT_BUTTON": "#e4d8ff",
    "HINT_BUTTON_BG": "#000000",
    "HINT_HOVER": "#c9b3ff",
    "DIE_FACE": "#ffffff",
    "PIP": "#000000",
    "CHOSEN": "#262626",
    "FOLD": "#1a1a1a",
    "DIE_FADED": "#3a3a3a",
    "PIP_FADED": "#b0b0b0",
    "FOCUS": "#ffd500",
    "FOCUS_FILL": "#1f4a80",
    "FOCUS_TEXT": "#ffffff",
    "ROW_ALT": "#1a1a1a",
    "HEADER": "#1a1a1a",
    "EARNED": "#0a1a2a",
}
"""High contrast: black surfaces, white text (7:1 and more everywhere), light edges round
every card and control, and a yellow focus ring no other colour of the theme uses."""

THEMES: dict[str, dict[str, str]] = {"light": LIGHT, "dark": DARK, "contrast": CONTRAST}
"""Every theme's colours by the name the setting gives it."""

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
BEST = LIGHT["BEST"]
"""The charts' best-so-far line: the sun's amber, dark enough to see on the bands."""
BAND_PAPER = LIGHT["BAND_PAPER"]
"""The charts' title bands, lowest first (paper, leaf, sky, sun), and the scores below 0."""
BAND_LEAF = LIGHT["BAND_LEAF"]
BAND_SKY = LIGHT["BAND_SKY"]
BAND_SUN = LIGHT["BAND_SUN"]
BELOW = LIGHT["BELOW"]
FOCUS = LIGHT["FOCUS"]
"""The focus ring: at least 2 px of it round whatever has the keyboard's focus, at 3:1 on
every surface of its theme and on FOCUS_FILL (see `focus.focus_ring` for painted widgets)."""
FOCUS_FILL = LIGHT["FOCUS_FILL"]
"""The fill an ink-filled control (a primary button, a checked segment) takes while it has
the focus: the ring could not keep 3:1 on the ink itself and on the paper round it."""
FOCUS_TEXT = LIGHT["FOCUS_TEXT"]
"""Text on FOCUS_FILL."""
dark = False
"""True while the surfaces are dark: the dark and the high-contrast themes."""
name = "light"
"""The theme in use: a key of THEMES."""


def style_sheet(c: dict[str, str]) -> str:
    """The window's style sheet in the colours `c` (a value of THEMES), its font sizes at
    the text size in use (`text_size.px`)."""
    return f"""
QWidget {{ color: {c["TEXT"]}; font-size: {px(14)}px; }}
QMainWindow, QDialog, QStackedWidget > QWidget {{ background: {c["PAPER"]}; }}
QFrame#card {{ background: {c["CARD"]}; border: 1px solid {c["EDGE"]}; border-radius: 14px; }}
QFrame#topbar {{ background: {c["CARD"]}; border-bottom: 1px solid {c["EDGE"]}; }}
QScrollArea {{ border: 2px solid transparent; }}
QScrollArea#side, QScrollArea#results {{ background: transparent; border: 2px solid transparent; }}
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
QCheckBox::indicator {{ width: 18px; height: 18px; border: 2px solid {c["CHECK_EDGE"]}; border-radius: 6px;
    background: {c["CARD"]}; }}
QCheckBox::indicator:hover {{ border-color: {c["INK"]}; }}
QCheckBox::indicator:checked {{ background: {c["INK"]}; border-color: {c["INK"]}; }}
QLineEdit {{ background: {c["CARD"]}; border: 1px solid {c["EDGE"]}; border-radius: 10px; padding: 7px 10px; }}
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
QSpinBox {{ background: {c["CARD"]}; border: 2px solid {c["EDGE"]}; border-radius: 8px; padding: 3px 5px; }}
QSpinBox::up-button, QSpinBox::down-button {{ subcontrol-origin: padding; }}
QAbstractSpinBox QLineEdit, QAbstractSpinBox QLineEdit:focus {{ border: none; padding: 0; background: transparent; }}
QAbstractItemView {{ border: 2px solid {c["EDGE"]}; border-radius: 8px; }}
QHeaderView {{ border: none; }}
QTableView#records {{ background: {c["CARD"]}; alternate-background-color: {c["ROW_ALT"]};
    border: 2px solid {c["EDGE"]}; border-radius: 10px; gridline-color: {c["EDGE"]}; }}
QTableView#records QHeaderView::section {{ background: {c["HEADER"]}; border: none; padding: 4px 6px;
    color: {c["MUTED"]}; }}
QWidget#titles TitleCell {{ border: 1px dashed {c["EDGE"]}; border-radius: 10px; }}
QWidget#titles TitleCell QLabel {{ color: {c["MUTED"]}; }}
QWidget#titles TitleCell[earned="true"] {{ border: 1px solid {c["INK"]}; background: {c["EARNED"]}; }}
QWidget#titles TitleCell[earned="true"] QLabel {{ color: {c["INK"]}; }}
QAbstractItemView {{ selection-background-color: {c["FOCUS_FILL"]}; selection-color: {c["FOCUS_TEXT"]}; }}
QMenuBar::item:selected, QMenu::item:selected {{ background: {c["FOCUS_FILL"]}; color: {c["FOCUS_TEXT"]}; }}
{focus_rules(c)}"""


def focus_rules(c: dict[str, str]) -> str:
    """The focus ring of every control the style sheet draws, in the colours `c`.

    Whatever has the keyboard's focus gets a border of 2 px in FOCUS, which keeps 3:1 on the
    control's own background and on the surface round it; the padding gives back the
    border's extra pixel, so nothing moves. A control filled with the ink takes FOCUS_FILL
    under the ring. These rules come last: they win over hover and pressed.
    """
    ring = f"border: 2px solid {c['FOCUS']}; outline: none;"
    # outline: none: the ring is the mark; Qt's style would add its grey focus box inside it
    # (the box a real Tab key, not setFocus, makes it draw)
    return f"""QCheckBox:focus, QRadioButton:focus {{ outline: none; }}
QPushButton:focus {{ {ring} padding: 7px 15px; }}
QPushButton[compact="true"]:focus {{ padding-left: 7px; padding-right: 7px; }}
QPushButton#big:focus {{ padding: 13px 27px; }}
QPushButton#segment:focus {{ padding: 6px 9px; }}
QPushButton#hint:focus {{ {ring} padding: 2px 11px; }}
QPushButton#round:focus, QPushButton#pad:focus {{ padding: 0; }}
QPushButton[primary="true"]:focus, QPushButton#segment:checked:focus, QPushButton#pad:checked:focus {{
    background: {c["FOCUS_FILL"]}; color: {c["FOCUS_TEXT"]}; border-color: {c["FOCUS"]}; }}
QToolButton:focus {{ {ring} padding: 5px 9px; }}
QComboBox:focus {{ {ring} padding: 5px 9px; }}
QLineEdit:focus {{ {ring} padding: 6px 9px; }}
QSpinBox:focus {{ border-color: {c["FOCUS"]}; }}
QCheckBox::indicator:focus, QRadioButton::indicator:focus {{ {ring} }}
QCheckBox::indicator:checked:focus, QRadioButton::indicator:checked:focus {{ background: {c["FOCUS_FILL"]}; }}
QTabBar::tab:focus {{ {ring} padding: 5px 13px; }}
QAbstractItemView::item:focus {{ {ring} }}
QAbstractItemView:focus, QScrollArea:focus, QScrollArea#side:focus, QScrollArea#results:focus,
QTableView#records:focus {{ {ring} }}
QComboBox QAbstractItemView:focus {{ border: 1px solid {c["EDGE"]}; }}
"""


STYLE = style_sheet(LIGHT)


def apply_text_size(app: QApplication, value: int) -> bool:
    """Use the text size `value` (style/text_size.py) in the whole application now: its
    font and its style sheet, in the colours in use. False when it is in use already."""
    global STYLE
    if not text_size.scale_font(app, value):
        return False
    STYLE = style_sheet({key: globals().get(key, light) for key, light in LIGHT.items()})
    app.setStyleSheet(STYLE)
    return True


def use(theme_name: str) -> None:
    """Make the module's colours (and STYLE) those of the theme `theme_name` (a key of THEMES)."""
    global STYLE, dark, name
    colours = THEMES[theme_name]
    globals().update(colours)
    STYLE = style_sheet(colours)
    dark = theme_name != "light"
    name = theme_name
