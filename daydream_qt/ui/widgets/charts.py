"""Two small charts drawn as vector paths in the app's colours: scores over time, and how
often each score came, both with the board's title bands marked.

They take plain values (dates, scores, counts, band starts and titles), never records.
Each has a title, a title on each axis, and a legend of the bands under the plot: a band's
name is never drawn over the data nor cut to its band's width. A score below 0 (thorns
can take a sheet there) is inside the plot, under a solid 0 line, and labelled.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from daydream_qt.ui.style import palette


def band_tint(band: int) -> str:
    """Background of a title band, lowest first (paper, leaf, sky, sun), in the theme in use."""
    return (palette.BAND_PAPER, palette.BAND_LEAF, palette.BAND_SKY, palette.BAND_SUN)[band % 4]


MAX_DOTS = 150
"""Past this many games the scores are one line without a dot per game."""
LABEL_PX = 11
"""Pixel size of the axes' and the legend's text."""
ROW = 16.0
"""Height of a line of that text."""


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
    """What both charts share: a title, axis titles, an empty-state sentence, bands and
    their legend, and the card they are drawn on."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(260, 220)
        self.title = ""
        self.empty_text = ""
        self.x_title = ""
        """What the horizontal axis counts (drawn under its labels)."""
        self.y_title = ""
        """What the vertical axis counts (drawn upright beside its labels)."""
        self.bands: list[tuple[int, str]] = []
        """(lowest score, title) of each band, lowest first."""

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(420, 300)

    def set_bands(self, bands: Sequence[tuple[int, str]]) -> None:
        self.bands = [(int(low), str(name)) for low, name in bands]
        self.update()

    def _font(self, size: float, bold: bool = False) -> QFont:
        f = QFont(self.font())
        f.setPixelSize(round(size))
        f.setBold(bold)
        return f

    def card(self) -> QRectF:
        return QRectF(self.rect()).adjusted(1, 1, -1, -1)

    def legend_text(self, index: int) -> str:
        """A band's entry in the legend: its title and the score it starts at."""
        low, name = self.bands[index]
        return self.tr("{0} ({1}+)", "a title band in a chart's legend: its title, the score it starts at").format(name, low)

    def legend(self) -> list[tuple[QRectF, QRectF, str]]:
        """(swatch, text box, text) of each band, in rows under the plot; an entry is cut
        only when it alone is wider than the card."""
        card = self.card()
        metrics = QFontMetricsF(self._font(LABEL_PX))
        left, right = card.left() + 16, card.right() - 16
        entries: list[tuple[float, float, str]] = []  # x, row, text
        x, row = left, 0
        for i in range(len(self.bands)):
            text = self.legend_text(i)
            width = 14 + metrics.horizontalAdvance(text) + 2
            if x > left and x + width > right:
                x, row = left, row + 1
            entries.append((x, row, text))
            x += width + 14
        rows = (entries[-1][1] + 1) if entries else 0
        top = card.bottom() - 8 - rows * ROW
        out = []
        for x, r, text in entries:
            y = top + r * ROW
            shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, max(right - x - 14, 0))
            out.append((QRectF(x, y + 3, 10, 10), QRectF(x + 14, y, right - x - 14, ROW), shown))
        return out

    def plot_area(self) -> QRectF:
        """Where the data are drawn: inside the card, under the title, right of the vertical
        axis's title and labels, over the horizontal axis's labels, title and the legend."""
        card = self.card()
        rows = len({round(text.top()) for _, text, _ in self.legend()})
        bottom = 8 + rows * ROW + (ROW + 2 if self.x_title else 0) + ROW + 6
        return card.adjusted(16 + (ROW if self.y_title else 0) + 34, 34, -16, -bottom)

    def _frame(self, p: QPainter) -> QRectF:
        """Paint the card, the title, the axes' titles and the legend; the plotting area is
        returned."""
        rect = self.card()
        p.setPen(QPen(QColor(palette.EDGE), 1))
        p.setBrush(QColor(palette.CARD))
        p.drawRoundedRect(rect, 12, 12)
        p.setPen(QColor(palette.MUTED))
        p.setFont(self._font(12, True))
        p.drawText(rect.adjusted(16, 10, -16, 0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                   self.title)
        area = self.plot_area()
        p.setFont(self._font(LABEL_PX))
        if self.x_title:
            p.drawText(QRectF(area.left(), area.bottom() + 6 + ROW, area.width(), ROW),
                       Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter, self.x_title)
        if self.y_title:
            p.save()
            p.translate(rect.left() + 16, area.center().y())
            p.rotate(-90)
            p.drawText(QRectF(-area.height() / 2, 0, area.height(), ROW),
                       Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter, self.y_title)
            p.restore()
        for i, (swatch, box, text) in enumerate(self.legend()):
            p.setPen(QPen(QColor(palette.MUTED), 1))
            p.setBrush(QColor(band_tint(i)))
            p.drawRoundedRect(swatch, 2, 2)
            p.setPen(QColor(palette.MUTED))
            p.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
        return area

    def _empty(self, p: QPainter, area: QRectF) -> None:
        p.setPen(QColor(palette.MUTED))
        p.setFont(self._font(13))
        p.drawText(area, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.empty_text)


def axis_ends(stamps: Sequence[str]) -> tuple[str, str]:
    """The labels of a time axis's two ends from local "YYYY-MM-DD HH:MM" stamps (or dates):
    the dates, or the times when every game is of one day (the x axis's title gives that
    day: `one_day`)."""
    if not stamps:
        return "", ""
    first, last = stamps[0], stamps[-1]
    if first[:10] == last[:10] and len(first) > 10 and len(last) > 10:
        return first[11:16], last[11:16]
    return first[:10], last[:10]


def one_day(stamps: Sequence[str]) -> str | None:
    """The day every stamp is of, or None when they span several."""
    days = {s[:10] for s in stamps}
    return next(iter(days)) if len(days) == 1 else None


class ScoreChart(_Chart):
    """Each game's score in the order played, on the board's title bands."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scores: list[int] = []
        self.dates: list[str] = []
        """Each game's local "YYYY-MM-DD HH:MM" (or its date alone)."""

    def set_series(self, points: Sequence[tuple[str, int]]) -> None:
        """(local time or date, score) of each game, oldest first."""
        self.dates = [str(d) for d, _ in points]
        self.scores = [int(s) for _, s in points]
        self.update()

    def value_range(self) -> tuple[int, int]:
        """The scores the vertical axis shows: every score and every band start, a score
        below 0 down to the round number under it."""
        values = self.scores + [low for low, _ in self.bands]
        if not values:
            return 0, 10
        low, high = min(values + [0]), max(values)
        top = self.bands[-1][0] if self.bands else high
        high = max(high, top + max(top - (self.bands[-2][0] if len(self.bands) > 1 else 0), 5))
        if low < 0:
            step = nice_step(high - low)
            low = -((-low + step - 1) // step) * step
        return low, max(high + 1, low + 1)  # a point of room above the best score

    def ticks(self) -> list[int]:
        """The scores labelled on the vertical axis (0 always among them)."""
        low, high = self.value_range()
        step = nice_step(high - low)
        first = -((-low) // step) * step
        return list(range(first, high + 1, step))

    def point(self, area: QRectF, index: int, score: float) -> QPointF:
        low, high = self.value_range()
        n = len(self.scores)
        x = area.left() + (area.width() * index / (n - 1) if n > 1 else area.width() / 2)
        y = area.bottom() - area.height() * (score - low) / (high - low)
        return QPointF(x, y)

    def paintEvent(self, event: object) -> None:  # noqa: N802 (Qt override)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = self._frame(p)
        if not self.scores or area.width() < 20 or area.height() < 20:
            self._empty(p, area)
            return
        low, high = self.value_range()

        def y_of(v: float) -> float:
            return area.bottom() - area.height() * (v - low) / (high - low)

        first_band = self.bands[0][0] if self.bands else low
        if first_band > low:
            p.fillRect(QRectF(area.left(), y_of(first_band), area.width(), area.bottom() - y_of(first_band)),
                       QColor(palette.BELOW))
        for i, (start, _name) in enumerate(self.bands):
            end = self.bands[i + 1][0] if i + 1 < len(self.bands) else high
            top, bottom = y_of(min(end, high)), y_of(max(start, low))
            if bottom > top:
                p.fillRect(QRectF(area.left(), top, area.width(), bottom - top),
                           QColor(band_tint(i)))
        # the vertical axis; 0 solid when scores go under it
        p.setFont(self._font(LABEL_PX))
        for v in self.ticks():
            y = y_of(v)
            solid = v == 0 and low < 0
            p.setPen(QPen(QColor(palette.MUTED if solid else palette.EDGE), 1,
                          Qt.PenStyle.SolidLine if solid else Qt.PenStyle.DotLine))
            p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            p.setPen(QColor(palette.MUTED))
            p.drawText(QRectF(area.left() - 40, y - 8, 34, 16),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(v))
        # the first and last game's date (or time, all on one day) under the line
        p.setPen(QColor(palette.MUTED))
        ends = QRectF(area.left(), area.bottom() + 6, area.width(), ROW)
        left, right = axis_ends(self.dates)
        p.drawText(ends, Qt.AlignmentFlag.AlignLeft, left)
        if len(self.dates) > 1:
            p.drawText(ends, Qt.AlignmentFlag.AlignRight, right)
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
        p.setPen(QPen(QColor(palette.BEST), 2, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        p.drawPath(best)
        p.setPen(QPen(QColor(palette.INK), 2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        p.drawPath(line)
        if not many:
            p.setBrush(QColor(palette.CARD))
            p.setPen(QPen(QColor(palette.INK), 1.6))
            for i, s in enumerate(self.scores):
                p.drawEllipse(self.point(area, i, s), 3, 3)


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
        """The lowest and highest score with a column: every score, 0, and every band,
        the top band with room for a few scores of it."""
        values = list(self.counts) + [low for low, _ in self.bands]
        if not values:
            return 0, 10
        high = max(values)
        if self.bands:
            top = self.bands[-1][0]
            below = self.bands[-2][0] if len(self.bands) > 1 else top - 4
            high = max(high, top + max((top - below) // 2, 2))
        return min(values + [0]), high

    def column_width(self, area: QRectF) -> float:
        low, high = self.score_range()
        return area.width() / (high - low + 1)

    def x_of(self, area: QRectF, score: float) -> float:
        """The left edge of a score's column."""
        return area.left() + (score - self.score_range()[0]) * self.column_width(area)

    def bar_rect(self, area: QRectF, score: int) -> QRectF:
        most = max(self.counts.values(), default=1)
        width = self.column_width(area)
        h = area.height() * self.counts.get(score, 0) / most
        return QRectF(self.x_of(area, score) + width * 0.12, area.bottom() - h, width * 0.76, h)

    def band_spans(self, area: QRectF) -> list[tuple[int, QRectF]]:
        """(band, its columns) of each band the axis shows."""
        low, high = self.score_range()
        out = []
        for i, (start, _name) in enumerate(self.bands):
            end = self.bands[i + 1][0] if i + 1 < len(self.bands) else high + 1
            left, right = self.x_of(area, max(start, low)), self.x_of(area, min(end, high + 1))
            if right > left:
                out.append((i, QRectF(left, area.top(), right - left, area.height())))
        return out

    def score_labels(self, area: QRectF) -> list[tuple[QRectF, str]]:
        """The scores written under the columns: round ones as many as fit, and the lowest
        score when it is under the first of them (a score below 0); none overlaps another."""
        low, high = self.score_range()
        width = self.column_width(area)
        step = nice_step(high - low, max(int(area.width() // 40), 1))
        wanted = list(range(-((-low) // step) * step, high + 1, step))
        lowest = min(self.counts, default=low)
        if not wanted or lowest < wanted[0]:
            # the lowest score, and no round one too near it to be read apart
            wanted = [lowest] + [s for s in wanted if s - lowest >= step / 2]
        metrics = QFontMetricsF(self._font(LABEL_PX))
        out: list[tuple[QRectF, str]] = []
        for s in wanted:
            text = str(s)
            w = metrics.horizontalAdvance(text) + 6
            box = QRectF(self.x_of(area, s) + width / 2 - w / 2, area.bottom() + 6, w, ROW)
            if out and box.left() < out[-1][0].right() + 2:
                continue  # the first comes first: the lowest score keeps its label
            out.append((box, text))
        return out

    def paintEvent(self, event: object) -> None:  # noqa: N802 (Qt override)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = self._frame(p)
        if not self.counts or area.width() < 20 or area.height() < 20:
            self._empty(p, area)
            return
        low, _high = self.score_range()
        spans = self.band_spans(area)
        first = spans[0][1].left() if spans else area.right()
        if first > area.left():
            p.fillRect(QRectF(area.left(), area.top(), first - area.left(), area.height()), QColor(palette.BELOW))
        for i, band in spans:
            p.fillRect(band, QColor(band_tint(i)))
            p.setPen(QPen(QColor(palette.MUTED), 1, Qt.PenStyle.DashLine))
            p.drawLine(band.topLeft(), band.bottomLeft())
        if low < 0:  # where 0 is, solid: the columns left of it are scores below 0
            p.setPen(QPen(QColor(palette.MUTED), 1))
            x0 = self.x_of(area, 0)
            p.drawLine(QPointF(x0, area.top()), QPointF(x0, area.bottom()))
        most = max(self.counts.values())
        p.setFont(self._font(LABEL_PX))
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
        p.setPen(QColor(palette.TEXT))
        for box, text in self.score_labels(area):
            p.drawText(box, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, text)
