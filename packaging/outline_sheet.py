"""Draw a contact sheet of item outlines to a PNG, for reviewing the drawings.

Each cell shows one outline as the finished item looks (trace in dark ink, details thin, a
closed trace softly filled) with the nodes of a 7-node item as small dots. Cells are
numbered, not named, so the picture can be shown to someone asked to name each object; the
number -> id mapping goes to stdout.

Run: `QT_QPA_PLATFORM=offscreen .venv/bin/python packaging/outline_sheet.py --out sheet.png`
(`--names` labels the cells with the ids, `--ids cactus,cat` picks the outlines).
"""

from __future__ import annotations

import argparse
import math
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF, QRectF, Qt  # noqa: E402
from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter, QPainterPath, QPen  # noqa: E402

from daydream_qt.engine.outlines import Outline, OutlineError, PathData, library, load_outline  # noqa: E402
from daydream_qt.ui.style import art  # noqa: E402

INK = QColor("#2b2a3a")
FILL = QColor(196, 214, 240, 110)
PAPER = QColor("#fbf8f1")
NODE = QColor("#d9714e")
NODES = 7


def painter_path(path: PathData) -> QPainterPath:
    """The path in its 100-unit box, drawn as the board draws an outline."""
    return art.outline_path(path, QPointF)


def draw_outline(p: QPainter, outline: Outline, x: float, y: float, size: float) -> None:
    """`outline`'s 100-unit box drawn as a `size` px square at (x, y); pens in pixels."""
    scale = size / 100.0
    p.save()
    p.translate(x, y)
    p.scale(scale, scale)
    trace = painter_path(outline.trace)
    if outline.closed:
        p.fillPath(trace, FILL)
    pen = QPen(INK, 2.5 / scale, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
               Qt.PenJoinStyle.RoundJoin)
    p.strokePath(trace, pen)
    pen.setWidthF(1.5 / scale)
    for detail in outline.details:
        p.strokePath(painter_path(detail), pen)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(NODE)
    r = 2.6 / scale
    for nx, ny in outline.node_points(NODES):
        p.drawEllipse(QPointF(nx, ny), r, r)
    p.restore()


def render(outlines: list[Outline], out: Path, names: bool, size: int, cols: int) -> None:
    pad, label = 14, 18
    cell_w, cell_h = size + 2 * pad, size + 2 * pad + label
    rows = max(1, math.ceil(len(outlines) / cols))
    image = QImage(cell_w * min(cols, max(1, len(outlines))), cell_h * rows,
                   QImage.Format.Format_RGB32)
    image.fill(PAPER)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    font = QFont()
    font.setPixelSize(13)
    p.setFont(font)
    for k, outline in enumerate(outlines):
        cx, cy = (k % cols) * cell_w, (k // cols) * cell_h
        p.setPen(QPen(QColor(0, 0, 0, 30), 1))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(QRectF(cx + pad / 2, cy + pad / 2, size + pad, size + pad))
        draw_outline(p, outline, cx + pad, cy + pad, size)
        p.setPen(INK)
        text = f"{k + 1}. {outline.id}" if names else str(k + 1)
        p.drawText(QRectF(cx, cy + size + 2 * pad - 4, cell_w, label),
                   Qt.AlignmentFlag.AlignCenter, text)
    p.end()
    if not image.save(str(out)):
        raise OSError(f"cannot write {out}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default="outlines.png", help="the PNG to write")
    ap.add_argument("--ids", help="comma-separated outline ids (default: all shipped)")
    ap.add_argument("--names", action="store_true", help="label cells with ids, not numbers")
    ap.add_argument("--size", type=int, default=140, help="pixels per outline box")
    ap.add_argument("--cols", type=int, default=8, help="cells per row")
    args = ap.parse_args(argv)
    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 - fonts need it
    try:
        if args.ids:
            outlines = [load_outline(i.strip()) for i in args.ids.split(",") if i.strip()]
        else:
            outlines = list(library().values())
    except OutlineError as exc:
        print(f"outline_sheet: {exc}", file=sys.stderr)
        return 1
    if not outlines:
        print("outline_sheet: no outlines to draw.", file=sys.stderr)
        return 1
    render(outlines, Path(args.out), args.names, max(40, args.size), max(1, args.cols))
    for k, outline in enumerate(outlines):
        print(k + 1, outline.id)
    print("wrote", args.out, file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
