"""Two small charts drawn as vector paths in the app's colours: scores over time, and how
often each score came, both with the board's title bands marked.

They take plain values (dates, scores, counts, band starts and titles), never records.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from daydream_qt.ui.style import palette

BAND_TINTS = ("#f3ede1", "#eef3e8", "#e9eef6", "#fbf0d9")
"""Background of each title band, lowest first: paper, leaf, sky, sun."""
MAX_DOTS = 150
"""Past this many games the scores are one line without a dot per game."""


def nice_step(span: float, ticks: int = 5) -> int:
    """A round step (1, 2, 5, 10, 20...) that cuts `span` into about `ticks` parts."""
    raw = max(span / max(ticks, 1), 1.0)
    magnitude = 1
    while magnitude * 10 <= raw:
        magnitude *= 10
    for m in (1, 2, 5, 10):
        if m * magnitude >= raw:
            return m * magnitude
    return 10 * magnitude


class _Chart(QWidget):
    """What both charts share: a title, an empty-state sentence, bands and a frame."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(260, 180)
        self.title = ""
        self.empty_text = ""
        self.bands: list[tuple[int, str]] = []
        """(lowest score, title) of each band, lowest first."""

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(420, 280)

    def set_bands(self, bands: Sequence[tuple[int, str]]) -> None:
        self.bands = [(int(low), str(name)) for low, name in bands]
        self.update()

    def _font(self, size: float, bold: bool = False) -> QFont:
        f = QFont(self.font())
        f.setPixelSize(round(size))
        f.setBold(bold)
        return f

    def _frame(self, p: QPainter) -> QRectF:
        """Paint the card and the title; the plotting area is returned."""
        rect = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        p.setPen(QPen(QColor(palette.EDGE), 1))
        p.setBrush(QColor(palette.CARD))
        p.drawRoundedRect(rect, 12, 12)
        p.setPen(QColor(palette.MUTED))
        p.setFont(self._font(12, True))
        p.drawText(rect.adjusted(16, 10, -16, 0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                   self.title)
        return rect.adjusted(44, 34, -16, -30)

    def _empty(self, p: QPainter, area: QRectF) -> None:
        p.setPen(QColor(palette.MUTED))
        p.setFont(self._font(13))
        p.drawText(area, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.empty_text)

    def _band_label(self, p: QPainter, rect: QRectF, text: str, align: Qt.AlignmentFlag,
                    backed: bool = False) -> None:
        p.setFont(self._font(11))
        metrics = QFontMetricsF(p.font())
        shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, max(rect.width(), 0))
        if backed:
            box = metrics.boundingRect(rect, int(align), shown).adjusted(-4, -1, 4, 1)
            back = QColor(palette.CARD)
            back.setAlpha(220)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(back)
            p.drawRoundedRect(box, 4, 4)
        p.setPen(QColor(palette.MUTED))
        p.drawText(rect, align, shown)


class ScoreChart(_Chart):
    """Each game's score in the order played, on the board's title bands."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scores: list[int] = []
        self.dates: list[str] = []

    def set_series(self, points: Sequence[tuple[str, int]]) -> None:
        """(date, score) of each game, oldest first."""
        self.dates = [str(d) for d, _ in points]
        self.scores = [int(s) for _, s in points]
        self.update()

    def value_range(self) -> tuple[int, int]:
        """The scores the vertical axis shows: every score and every band start."""
        values = self.scores + [low for low, _ in self.bands]
        if not values:
            return 0, 10
        low, high = min(values + [0]), max(values)
        top = self.bands[-1][0] if self.bands else high
        high = max(high, top + max(top - (self.bands[-2][0] if len(self.bands) > 1 else 0), 5))
        return low, max(high + 1, low + 1)  # a point of room above the best score

    def point(self, area: QRectF, index: int, score: float) -> QPointF:
        low, high = self.value_range()
        n = len(self.scores)
        x = area.left() + (area.width() * index / (n - 1) if n > 1 else area.width() / 2)
        y = area.bottom() - area.height() * (score - low) / (high - low)
        return QPointF(x, y)

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt override)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = self._frame(p)
        if not self.scores or area.width() < 20 or area.height() < 20:
            self._empty(p, area)
            return
        low, high = self.value_range()

        def y_of(v: float) -> float:
            return area.bottom() - area.height() * (v - low) / (high - low)

        labels = []
        for i, (start, name) in enumerate(self.bands):
            end = self.bands[i + 1][0] if i + 1 < len(self.bands) else high
            top, bottom = y_of(min(end, high)), y_of(max(start, low))
            if bottom <= top:
                continue
            band = QRectF(area.left(), top, area.width(), bottom - top)
            p.fillRect(band, QColor(BAND_TINTS[i % len(BAND_TINTS)]))
            labels.append((band, name))
        # the vertical axis
        p.setFont(self._font(11))
        step = nice_step(high - low)
        v = (low // step) * step
        while v <= high:
            if v >= low:
                y = y_of(v)
                p.setPen(QPen(QColor(palette.EDGE), 1, Qt.PenStyle.DotLine))
                p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
                p.setPen(QColor(palette.MUTED))
                p.drawText(QRectF(area.left() - 40, y - 8, 34, 16),
                           Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(v))
            v += step
        # first and last dates under the line
        p.setPen(QColor(palette.MUTED))
        dates = QRectF(area.left(), area.bottom() + 6, area.width(), 16)
        p.drawText(dates, Qt.AlignmentFlag.AlignLeft, self.dates[0])
        if len(self.dates) > 1:
            p.drawText(dates, Qt.AlignmentFlag.AlignRight, self.dates[-1])
        # the scores (past MAX_DOTS games, faint dots under their running mean), and the
        # best so far as a step of sun
        many = len(self.scores) > MAX_DOTS
        line = QPainterPath()
        best = QPainterPath()
        peak: float | None = None
        shown = running_mean(self.scores, max(len(self.scores) // 40, 5)) if many else self.scores
        for i, s in enumerate(shown):
            pt = self.point(area, i, s)
            if i == 0:
                line.moveTo(pt)
            else:
                line.lineTo(pt)
        for i, s in enumerate(self.scores):
            if peak is None or s > peak:
                peak = s
                pt = self.point(area, i, s)
                if i == 0:
                    best.moveTo(pt)
                else:
                    best.lineTo(QPointF(pt.x(), best.currentPosition().y()))
                    best.lineTo(QPointF(pt.x(), y_of(peak)))
        best.lineTo(QPointF(area.right(), best.currentPosition().y()))
        if many:
            dots = QPainterPath()
            for i, s in enumerate(self.scores):
                pt = self.point(area, i, s)
                dots.addRect(QRectF(pt.x() - 1, pt.y() - 1, 2, 2))
            faint = QColor(palette.INK)
            faint.setAlpha(70)
            p.fillPath(dots, faint)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor(palette.SUN), 2, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        p.drawPath(best)
        p.setPen(QPen(QColor(palette.INK), 2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        p.drawPath(line)
        if not many:
            p.setBrush(QColor(palette.CARD))
            p.setPen(QPen(QColor(palette.INK), 1.6))
            for i, s in enumerate(self.scores):
                p.drawEllipse(self.point(area, i, s), 3, 3)
        for band, name in labels:  # last, so no line hides them
            self._band_label(p, band.adjusted(6, 2, -6, 0), name,
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop, backed=True)


def running_mean(values: Sequence[int], window: int) -> list[float]:
    """The mean of the last `window` values at each point (fewer at the start)."""
    out, total = [], 0.0
    for i, v in enumerate(values):
        total += v
        if i >= window:
            total -= values[i - window]
        out.append(total / min(i + 1, window))
    return out


class DistributionChart(_Chart):
    """How many games ended on each score, with the band starts marked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.counts: dict[int, int] = {}

    def set_counts(self, counts: dict[int, int]) -> None:
        self.counts = {int(k): int(v) for k, v in counts.items() if v > 0}
        self.update()

    def score_range(self) -> tuple[int, int]:
        values = list(self.counts) + [low for low, _ in self.bands]
        if not values:
            return 0, 10
        return min(values + [0]), max(values) + 1

    def bar_rect(self, area: QRectF, score: int) -> QRectF:
        low, high = self.score_range()
        most = max(self.counts.values(), default=1)
        width = area.width() / (high - low + 1)
        h = area.height() * self.counts.get(score, 0) / most
        return QRectF(area.left() + (score - low) * width + width * 0.12, area.bottom() - h, width * 0.76, h)

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt override)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = self._frame(p)
        area.setTop(area.top() + 16)  # room for the band titles
        if not self.counts or area.width() < 20 or area.height() < 20:
            self._empty(p, area)
            return
        low, high = self.score_range()
        width = area.width() / (high - low + 1)

        def x_of(score: float) -> float:
            return area.left() + (score - low) * width

        for i, (start, name) in enumerate(self.bands):
            end = self.bands[i + 1][0] if i + 1 < len(self.bands) else high + 1
            left, right = x_of(max(start, low)), x_of(min(end, high + 1))
            if right <= left:
                continue
            band = QRectF(left, area.top() - 16, right - left, area.height() + 16)
            p.fillRect(band, QColor(BAND_TINTS[i % len(BAND_TINTS)]))
            p.setPen(QPen(QColor(palette.MUTED), 1, Qt.PenStyle.DashLine))
            p.drawLine(QPointF(left, band.top()), QPointF(left, area.bottom()))
            self._band_label(p, QRectF(left + 4, band.top(), right - left - 6, 16), name,
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        most = max(self.counts.values())
        p.setFont(self._font(11))
        p.setPen(QColor(palette.MUTED))
        p.drawText(QRectF(area.left() - 40, area.top() - 8, 34, 16),
                   Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(most))
        p.drawText(QRectF(area.left() - 40, area.bottom() - 8, 34, 16),
                   Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, "0")
        bars = QPainterPath()
        for score in self.counts:
            bar = self.bar_rect(area, score)
            bars.addRoundedRect(bar, min(3, bar.width() / 3), min(3, bar.width() / 3))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(palette.INK))
        p.drawPath(bars)
        # score labels under the axis, as many as fit
        p.setPen(QColor(palette.TEXT))
        step = nice_step(high - low, max(int(area.width() // 40), 1))
        s = (low // step) * step
        while s <= high:
            if s >= low:
                x = x_of(s) + width / 2
                p.drawText(QRectF(x - 20, area.bottom() + 6, 40, 16), Qt.AlignmentFlag.AlignHCenter, str(s))
            s += step
