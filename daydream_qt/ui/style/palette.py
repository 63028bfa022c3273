"""The window's palette and style sheet: warm paper, a marker's ink, rounded buttons.

Widgets take their colours from here; the board's own pens and brushes are in
style/board.py.
"""

from __future__ import annotations

# The palette of a folded paper board and an erasable marker; widgets paint with these.
PAPER = "#f5efe3"
"""The window background: warm paper."""
CARD = "#fffcf5"
"""Cards and panels: brighter paper."""
EDGE = "#e2d8c4"
"""Card borders and seams."""
INK = "#2b4c7e"
"""The default marker colour."""
TEXT = "#3b3a36"
"""Body text: soft graphite rather than black."""
MUTED = "#8a8272"
"""Secondary text."""
LEAF = "#6f9a5b"
"""Coloured leaves."""
THORN = "#a4553f"
"""Warnings, thorns and refusals."""
SUN = "#e0a93b"

STYLE = f"""
QWidget {{ color: {TEXT}; font-size: 14px; }}
QMainWindow, QDialog, QStackedWidget > QWidget {{ background: {PAPER}; }}
QFrame#card {{ background: {CARD}; border: 1px solid {EDGE}; border-radius: 14px; }}
QFrame#topbar {{ background: {CARD}; border-bottom: 1px solid {EDGE}; }}
QScrollArea#side, QScrollArea#results {{ background: transparent; border: none; }}
QLabel {{ background: transparent; }}
QLabel#heading {{ font-family: "DejaVu Serif", Georgia, serif; font-size: 26px; color: {INK}; }}
QLabel#display {{ font-family: "DejaVu Serif", Georgia, serif; font-size: 54px; color: {INK}; }}
QLabel#subtle {{ color: {MUTED}; font-size: 13px; }}
QLabel#section {{ color: {MUTED}; font-size: 12px; letter-spacing: 1px; text-transform: uppercase; }}
QLabel#status {{ font-size: 16px; color: {INK}; }}
QLabel#status[refusal="true"] {{ color: {THORN}; }}
QPushButton {{
    background: {CARD}; border: 1px solid {EDGE}; border-radius: 12px;
    padding: 8px 16px; min-height: 22px;
}}
QPushButton:hover {{ border-color: {INK}; }}
QPushButton:pressed {{ background: #efe6d4; }}
QPushButton:disabled {{ color: #bdb4a3; border-color: #ece4d4; background: #f8f4ea; }}
QPushButton[primary="true"] {{ background: {INK}; color: white; border-color: {INK}; }}
QPushButton[primary="true"]:hover {{ background: #35598f; }}
QPushButton[primary="true"]:disabled {{ background: #b9c3d3; border-color: #b9c3d3; color: #f4f6fa; }}
QPushButton#round {{ border-radius: 18px; min-width: 36px; max-width: 36px; min-height: 36px;
    max-height: 36px; padding: 0; font-size: 20px; }}
QPushButton#big {{ font-size: 17px; padding: 14px 28px; border-radius: 16px; }}
QCheckBox {{ spacing: 8px; background: transparent; }}
QCheckBox::indicator {{ width: 18px; height: 18px; border: 1.5px solid #c9bfa9; border-radius: 6px;
    background: {CARD}; }}
QCheckBox::indicator:hover {{ border-color: {INK}; }}
QCheckBox::indicator:checked {{ background: {INK}; border-color: {INK}; }}
QLineEdit {{ background: {CARD}; border: 1px solid {EDGE}; border-radius: 10px; padding: 7px 10px; }}
QLineEdit:focus {{ border-color: {INK}; }}
QToolTip {{ background: {CARD}; color: {TEXT}; border: 1px solid {EDGE}; padding: 6px; }}
QPushButton#segment {{ border-radius: 10px; padding: 7px 10px; }}
QPushButton#segment:checked {{ background: {INK}; color: white; border-color: {INK}; }}
QPushButton#pad {{ border-radius: 8px; padding: 0; min-width: 30px; max-width: 30px; min-height: 30px;
    max-height: 30px; font-size: 15px; }}
QPushButton#pad:checked {{ background: {INK}; color: white; border-color: {INK}; }}
QFrame#hintcard {{ background: #f7f4fc; border: 1px solid #d9d0ee; border-radius: 14px; }}
QLabel#hint {{ color: #4a3f73; font-size: 15px; }}
QPushButton#hint {{ border-radius: 10px; padding: 3px 12px; min-height: 18px; font-size: 13px;
    color: #5d4f91; border-color: #d9d0ee; background: #faf8fd; }}
QPushButton#hint:hover {{ border-color: #8a78c2; }}
QPushButton#hint[busy="true"] {{ color: {MUTED}; border-style: dashed; }}
QLabel#count {{ font-size: 17px; color: {INK}; }}
QLabel#warning {{ color: {THORN}; font-size: 13px; padding: 4px 12px; }}
QLabel#news {{ color: {INK}; font-size: 15px; }}
QToolButton {{ background: {CARD}; border: 1px solid {EDGE}; border-radius: 10px; padding: 6px 10px; }}
QToolButton:hover {{ border-color: {INK}; }}
QToolButton:disabled {{ color: #bdb4a3; border-color: #ece4d4; background: #f8f4ea; }}
QToolButton::menu-indicator {{ image: none; width: 0; }}
QComboBox {{ background: {CARD}; border: 1px solid {EDGE}; border-radius: 10px; padding: 6px 10px; }}
QComboBox:hover {{ border-color: {INK}; }}
QComboBox::drop-down {{ border: none; width: 22px; }}
QComboBox QAbstractItemView {{ background: {CARD}; border: 1px solid {EDGE};
    selection-background-color: #efe6d4; selection-color: {TEXT}; }}
QMenuBar {{ background: {CARD}; border-bottom: 1px solid {EDGE}; padding: 2px 8px; }}
QMenuBar::item {{ background: transparent; padding: 6px 12px; border-radius: 8px; }}
QMenuBar::item:selected {{ background: #efe6d4; }}
QMenu {{ background: {CARD}; border: 1px solid {EDGE}; padding: 6px; }}
QMenu::item {{ padding: 7px 28px 7px 14px; border-radius: 8px; }}
QMenu::item:selected {{ background: #efe6d4; color: {TEXT}; }}
QMenu::item:disabled {{ color: #bdb4a3; }}
QMenu::separator {{ height: 1px; background: {EDGE}; margin: 5px 8px; }}
QTabBar::tab {{ background: transparent; border: 1px solid transparent; border-radius: 10px;
    padding: 6px 14px; margin-right: 4px; color: {MUTED}; }}
QTabBar::tab:selected {{ background: {CARD}; border-color: {EDGE}; color: {TEXT}; }}
QTabBar::tab:hover {{ border-color: {EDGE}; }}
QStatusBar {{ background: {CARD}; border-top: 1px solid {EDGE}; }}
QStatusBar::item {{ border: none; }}
"""
