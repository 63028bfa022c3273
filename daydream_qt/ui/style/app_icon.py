"""The app's icon, painted from the board's own vector shapes: a cloud, a sun and a marker 5."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QPixmap

from daydream_qt.ui.style import art

PAPER = QColor("#f5efe3")
EDGE = QColor("#d9cdb4")
CLOUD = QColor("#e7eef9")
CLOUD_EDGE = QColor("#9fb3d1")
SUN = QColor("#f0b23c")
INK = QColor("#2b4c7e")
SIZES = (16, 24, 32, 48, 64, 128, 256)


def paint_icon(p: QPainter, size: float) -> None:
    """Paint the icon into a size x size square at the origin (a 100-unit design)."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.scale(size / 100.0, size / 100.0)
    p.setPen(QPen(EDGE, 2.0))
    p.setBrush(PAPER)
    p.drawRoundedRect(QRectF(3, 3, 94, 94), 22, 22)
    # the sun peeks out behind the cloud, top right
    p.translate(68, 32)
    p.setPen(QPen(SUN, 4.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(art.sun_rays(22.0))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(SUN)
    p.drawPath(art.sun_core(22.0))
    p.translate(-68, -32)
    p.translate(46, 60)
    p.setPen(QPen(CLOUD_EDGE, 2.5))
    p.setBrush(CLOUD)
    p.drawPath(art.cloud_path(72.0, 50.0, 3))
    pen = QPen(INK, 5.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    digit = art.digit_path(5, 30.0, seed=5)
    box = digit.boundingRect()
    p.translate(QPointF(-box.center().x(), -box.center().y() + 3))
    p.drawPath(digit)
    p.restore()


def app_icon() -> QIcon:
    icon = QIcon()
    for size in SIZES:
        pixmap = QPixmap(size, size)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        paint_icon(painter, size)
        painter.end()
        icon.addPixmap(pixmap)
    return icon


def set_app_icon() -> None:
    """Give every window the app's painted icon (the main window does it after its first
    frame: painting seven sizes need not delay the board)."""
    from PySide6.QtWidgets import QApplication

    QApplication.setWindowIcon(app_icon())
