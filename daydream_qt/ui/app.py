"""Start the desktop app: the QApplication, its look (paper, ink, rounded buttons) and the window."""

from __future__ import annotations

import sys

from PySide6.QtCore import QLocale, QTranslator
from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication

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
"""


def make_app(argv: list[str] | None = None) -> QApplication:
    """The QApplication with the app's names, font, palette, style sheet and translations."""
    app = QApplication.instance()
    if app is None:
        app = QApplication(sys.argv[:1] if argv is None else argv)
    app.setApplicationName("daydream-qt")
    app.setApplicationDisplayName("Daydream")
    app.setStyle("Fusion")
    font = QFont(app.font())
    font.setPointSizeF(max(font.pointSizeF(), 10.5))
    app.setFont(font)
    pal = app.palette()
    pal.setColor(QPalette.ColorRole.Window, QColor(PAPER))
    pal.setColor(QPalette.ColorRole.Base, QColor(CARD))
    pal.setColor(QPalette.ColorRole.Text, QColor(TEXT))
    pal.setColor(QPalette.ColorRole.WindowText, QColor(TEXT))
    pal.setColor(QPalette.ColorRole.Highlight, QColor(INK))
    app.setPalette(pal)
    app.setStyleSheet(STYLE)
    return app


def install_translations(app: QApplication, language: str) -> None:
    """Load resources/translations/daydream_<lang>.qm when the package ships one."""
    from importlib import resources

    try:
        folder = resources.files("daydream_qt.resources") / "translations"
        path = folder / f"daydream_{language}.qm"
        if not path.is_file():
            return
        translator = QTranslator(app)
        if translator.load(str(path)):
            app.installTranslator(translator)
    except (ModuleNotFoundError, FileNotFoundError, NotADirectoryError):
        return


def run_app(argv: list[str] | None = None) -> int:
    """Open the main window on the start page and run until it is closed."""
    app = make_app(argv)
    from daydream_qt.ui.main_window import MainWindow
    from daydream_qt.ui.settings import Settings

    settings = Settings.load()
    language = settings.effective_language()
    install_translations(app, language)
    QLocale.setDefault(QLocale(language))
    window = MainWindow(settings)
    window.show()
    return app.exec()
