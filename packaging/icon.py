"""Write the app icon for desktop integration: packaging/daydream-qt.svg and a 256 px PNG.

The icon is painted by daydream_qt.ui.style.app_icon from the board's own vector shapes.
Run: `QT_QPA_PLATFORM=offscreen .venv/bin/python packaging/icon.py`.
"""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRect, QSize  # noqa: E402
from PySide6.QtGui import QPainter  # noqa: E402
from PySide6.QtSvg import QSvgGenerator  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from daydream_qt.ui.style.app_icon import app_icon, paint_icon  # noqa: E402

HERE = Path(__file__).resolve().parent


def main() -> None:
    app = QApplication.instance() or QApplication([])
    svg = QSvgGenerator()
    svg.setFileName(str(HERE / "daydream-qt.svg"))
    svg.setSize(QSize(256, 256))
    svg.setViewBox(QRect(0, 0, 256, 256))
    svg.setTitle("Daydream")
    painter = QPainter(svg)
    paint_icon(painter, 256)
    painter.end()
    app_icon().pixmap(QSize(256, 256)).save(str(HERE / "daydream-qt.png"))
    print("wrote", HERE / "daydream-qt.svg", "and", HERE / "daydream-qt.png")
    app.quit()


if __name__ == "__main__":
    main()
