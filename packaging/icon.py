"""Write the app's scalable icon: resources/desktop/<app id>.svg.

The icon is painted by daydream_qt.ui.style.app_icon from the board's own vector shapes;
`daydream-qt --install-desktop` paints the PNGs (16 to 512 px) from the same code, so only
the SVG is kept in the repository. Run after changing the icon:
`QT_QPA_PLATFORM=offscreen .venv/bin/python packaging/icon.py`.
"""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRect, QSize  # noqa: E402
from PySide6.QtGui import QPainter  # noqa: E402
from PySide6.QtSvg import QSvgGenerator  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from daydream_qt.package_data import DESKTOP_ID  # noqa: E402
from daydream_qt.ui.style.app_icon import paint_icon  # noqa: E402

OUT = Path(__file__).resolve().parents[1] / "resources" / "desktop" / f"{DESKTOP_ID}.svg"


def main() -> None:
    app = QApplication.instance() or QApplication([])
    svg = QSvgGenerator()
    svg.setFileName(str(OUT))
    svg.setSize(QSize(256, 256))
    svg.setViewBox(QRect(0, 0, 256, 256))
    svg.setTitle("Daydream")
    painter = QPainter(svg)
    paint_icon(painter, 256)
    painter.end()
    print("wrote", OUT)
    app.quit()


if __name__ == "__main__":
    main()
