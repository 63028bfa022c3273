"""The foot of the sheet: leaves, the thorn plant (solo rules only) and the score box.

Pointing at the score box opens its live breakdown (items, modules, thorns, total, title).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem

from daydream_qt.ui.board import explain
from daydream_qt.ui.board.labels import board_label
from daydream_qt.ui.board.painter import Painter, path_item
from daydream_qt.ui.style import art
from daydream_qt.ui.style.board import (
    LABEL_FILL,
    LEAF,
    LEAF_EDGE,
    LEAF_SIZE,
    PAPER,
    PRINT,
    PRINT_SOFT,
    TEXT_MIN,
    THORN,
    brush,
    marker_pen,
    pen,
    printed_text,
    tr,
)

Z_BOX, Z_ICON, Z_INK = -2, 3, 6
THORN_SLOTS = 8
LABEL_PX = TEXT_MIN
"""The score box's label, the thorns' penalty."""
TITLE_PX = TEXT_MIN
"""The title under the score (the board's titles)."""


class FooterPainter(Painter):
    def build(self) -> None:
        s = self.scene
        lay = s.placed_layout
        board = s.shown_game.board
        self._leaf_pos: list[QPointF] = []
        self._leaves: list[QGraphicsPathItem] = []
        rect = lay.leaves_rect
        per_row = max(1, int((rect.width() - 10) // (LEAF_SIZE + 10)))
        rows = math.ceil(board.leaf_count / per_row)
        step = LEAF_SIZE + 10
        top = rect.center().y() - (rows - 1) * step / 2
        for i in range(board.leaf_count):
            r, c = divmod(i, per_row)
            p = QPointF(rect.left() + 22 + c * step, top + r * step)
            self._leaf_pos.append(p)
            leaf = path_item(art.leaf_path(LEAF_SIZE), pen(LEAF_EDGE, 1.4), brush(PAPER), p)
            vein = path_item(art.leaf_vein(LEAF_SIZE), pen(LEAF_EDGE, 1.1))
            vein.setParentItem(leaf)
            self._leaves.append(s.add(leaf, "leaf", i, Z_ICON))
        self._leaf_marks: dict[int, tuple[int, str, QGraphicsItem | None]] = {}
        self._thorns: list[QGraphicsItem] = []
        self._thorns_drawn: tuple[int, str] | None = None
        if s.shown_game.solo_rules:
            pr = lay.plant_rect
            stem = path_item(art.thorn_plant(pr.height() - 26, THORN_SLOTS), pen(THORN, 2.2), None,
                             QPointF(pr.center().x(), pr.center().y() + 4))
            s.add(stem, "thorn_plant", None, Z_ICON)
            stem.setToolTip(tr("Thorns: every two cost one item (solo)"))
        sr = lay.score_rect
        box = QPainterPath()
        box.addRoundedRect(QRectF(0, 0, sr.width(), sr.height()), 16, 16)
        self._score = explain.hover_item(box, self._show_breakdown, lambda: explain.clear(s, "score"),
                                         pen(PRINT_SOFT, 1.6), brush(LABEL_FILL), sr.topLeft())
        s.add(self._score, "score_box", None, Z_BOX)
        words, px = board_label(tr("Score"), LABEL_PX, sr.width() - 10, 24)  # above the number
        label = printed_text(path_item(words, None, brush(PRINT), QPointF(sr.width() / 2, 14)), px)
        label.setParentItem(self._score)
        self._score_number: QGraphicsItem | None = None
        self._score_shown: tuple | None = None

    def _show_breakdown(self) -> None:
        s = self.scene
        explain.show_card(s, "score", s.placed_layout.score_rect,
                          explain.score_sentences(s.shown_game, s.seat, s.language))

    # ------------------------------------------------------------ state
    def refresh(self, events: list) -> None:
        s = self.scene
        sheet = s.sheet
        ink = s.sheet_ink
        for i, p in enumerate(self._leaf_pos):
            look = 2 if i < sheet.leaves_coloured else (1 if i < sheet.leaves_circled else 0)
            old = self._leaf_marks.get(i)
            if old is not None and old[:2] == (look, ink):
                continue
            if old is not None:
                self.remove(old[2])
            leaf = self._leaves[i]
            leaf.setBrush(brush(LEAF) if look == 2 else brush(PAPER))
            mark: QGraphicsItem | None = None
            if look:
                mark = s.add(path_item(art.marker_circle(LEAF_SIZE * 0.62, LEAF_SIZE * 0.58, i).translated(p),
                                       marker_pen(ink, 2.3)), "leaf_circle", i, Z_INK)
            self._leaf_marks[i] = (look, ink, mark)
        if s.shown_game.solo_rules and self._thorns_drawn != (sheet.thorns, ink):
            self._draw_thorns(sheet.thorns, ink)
        self._refresh_score(ink)

    def _draw_thorns(self, count: int, ink: str) -> None:
        s = self.scene
        for t in self._thorns:
            self.remove(t)
        self._thorns = []
        self._thorns_drawn = (count, ink)
        pr = s.placed_layout.plant_rect
        height = pr.height() - 26
        base = QPointF(pr.center().x(), pr.center().y() + 4)
        slots = max(THORN_SLOTS, count)
        for k in range(count):
            at, side = art.thorn_slot(k, height, slots)
            t = path_item(art.thorn_path(11.0, side), marker_pen(ink, 1.4), brush(QColor(ink)), base + at)
            self._thorns.append(s.add(t, "thorn", k, Z_INK))
        if count >= 2:
            penalty = path_item(art.number_path(-(count // 2), LABEL_PX), marker_pen(ink, 1.8), None,
                                QPointF(pr.right() - 10, pr.bottom() - 12))
            self._thorns.append(s.add(penalty, "thorn_penalty", count // 2, Z_INK))

    def _refresh_score(self, ink: str) -> None:
        s = self.scene
        score = s.shown_game.scores()[s.seat]
        title = s.text(score.title) if score.title is not None else ""
        shown = (score.total, title, ink)
        if shown == self._score_shown:
            return
        self._score_shown = shown
        if any(c.data(1) == "score" for c in s.items_with_role("explain_card")):
            self._show_breakdown()  # an open breakdown follows the score
        self._score.setData(1, score.total)
        if self._score_number is not None:
            self.remove(self._score_number)
        sr = s.placed_layout.score_rect
        group = printed_text(path_item(art.number_path(score.total, 30.0), marker_pen(ink, 3.2), None,
                                       QPointF(sr.width() / 2, sr.height() / 2 + 3)), 30.0)
        group.setParentItem(self._score)
        if title:
            # under the number, within the box
            words, px = board_label(title, TITLE_PX, sr.width() - 10, 2 * (sr.height() / 2 - 3 - 30) - 2)
            t = printed_text(path_item(words, None, brush(PRINT), QPointF(0, 30)), px)
            t.setParentItem(group)
        self._score_number = group
