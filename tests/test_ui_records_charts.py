"""The Records page's charts: a score below 0 inside the plot and labelled, every band shown
and named in full off the data, axes with titles, a time axis that says something when
every game is of one day, and one sentence saying what they count."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF
from recordskit import at

from daydream_qt.bots.random_bot import play_random_game
from daydream_qt.engine import builtin_board
from daydream_qt.records.db import open_records
from daydream_qt.records.store import record_game
from daydream_qt.ui.app import make_app

BANDS = [(0, "Pillow Failure"), (5, "Gentle Wake-Up"), (9, "Zen Attitude"), (13, "Total Bliss")]
SCORES = [("2026-04-01 10:00", 12), ("2026-04-01 11:05", -4), ("2026-04-01 12:30", 7),
          ("2026-04-01 18:00", 10)]


@pytest.fixture
def charts(qtbot):
    make_app()
    from daydream_qt.ui.widgets.charts import DistributionChart, ScoreChart

    score, spread = ScoreChart(), DistributionChart()
    for chart in (score, spread):
        qtbot.addWidget(chart)
        chart.resize(420, 300)
        chart.set_bands(BANDS)
        chart.x_title, chart.y_title = "across", "up"
    score.set_series(SCORES)
    spread.set_counts({-4: 1, 7: 2, 10: 1, 12: 1})
    return score, spread


def test_a_score_below_zero_is_inside_the_plot_with_a_label_under_it(charts):
    score, spread = charts
    area = score.plot_area()
    for i, (_, s) in enumerate(SCORES):
        assert area.adjusted(-0.5, -0.5, 0.5, 0.5).contains(score.point(area, i, s))
    assert min(score.ticks()) <= -4 and 0 in score.ticks()
    area = spread.plot_area()
    bar = spread.bar_rect(area, -4)
    assert area.left() <= bar.left() and bar.height() > 0
    labels = {text: box for box, text in spread.score_labels(area)}
    assert "-4" in labels and labels["-4"].center().x() == pytest.approx(bar.center().x(), abs=1)
    boxes = sorted(labels.values(), key=QRectF.left)
    assert all(a.right() <= b.left() for a, b in zip(boxes, boxes[1:], strict=False))


def test_the_top_band_is_in_the_histogram_though_no_score_reached_it(charts):
    _, spread = charts
    spans = spread.band_spans(spread.plot_area())
    assert [i for i, _ in spans] == [0, 1, 2, 3]
    assert all(box.width() >= spread.column_width(spread.plot_area()) for _, box in spans)


@pytest.mark.parametrize("which", [0, 1])
def test_band_names_are_whole_and_off_the_data(charts, which):
    chart = charts[which]
    area = chart.plot_area()
    legend = chart.legend()
    assert [text for _, _, text in legend] == [f"{name} ({low}+)" for low, name in BANDS]
    metrics = QFontMetricsF(chart._font(11))
    for swatch, box, text in legend:
        assert not box.intersects(area) and not swatch.intersects(area)
        assert metrics.horizontalAdvance(text) <= box.width()
        assert chart.rect().contains(box.toAlignedRect())


def test_one_days_games_show_their_times_several_days_their_dates():
    from daydream_qt.ui.widgets.charts import axis_ends, one_day

    assert axis_ends([s for s, _ in SCORES]) == ("10:00", "18:00")
    assert one_day([s for s, _ in SCORES]) == "2026-04-01"
    assert axis_ends(["2026-04-01 10:00", "2026-05-02 09:00"]) == ("2026-04-01", "2026-05-02")
    assert one_day(["2026-04-01 10:00", "2026-05-02 09:00"]) is None


def test_the_page_titles_the_axes_and_says_the_charts_count_solo_games(qtbot):
    make_app()
    from daydream_qt.ui.pages.records_page import RecordsPage

    page = RecordsPage("en")
    qtbot.addWidget(page)
    with open_records() as records:
        for i, seed in enumerate((1, 2, 3)):
            record_game(records, play_random_game(builtin_board("A"), seed), at(5, 9 + i))
        page.show_records(records)
        page.tabs.setCurrentIndex(2)
    score, spread = page.score_chart, page.distribution_chart
    assert (score.y_title, spread.x_title, spread.y_title) == ("Score", "Score", "Games")
    assert score.x_title == "Games of 2026-04-05, oldest to newest"
    assert [s[:10] for s in score.dates] == ["2026-04-05"] * 3 and score.dates[0][11:] == "09:00"
    note = page.charts_note.text().replace("\u200b", "")
    assert note.startswith("Bests, titles and charts count solo games only")
    page.tabs.setCurrentIndex(1)
    assert page.titles_note.text().replace("\u200b", "") == note
