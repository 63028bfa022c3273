"""The cloud grid: paper, panel seams and letters, row and column numbers, cells, line icons,
digits, line marks, glows. Pointing at a cloud (or resting the keyboard cursor on it) shows
its lines and what they give (board/explain.py)."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem

from daydream_qt.engine import EMPTY, LineState
from daydream_qt.ui.board import explain
from daydream_qt.ui.board.labels import board_label
from daydream_qt.ui.board.layout import HEADER_H, MARK_GAP, NUMBER_PX, badge_r
from daydream_qt.ui.board.painter import Painter, add_edge, path_item
from daydream_qt.ui.style import art
from daydream_qt.ui.style.board import (
    CELL_H,
    CELL_W,
    CLOUD_EDGE,
    CLOUD_FILL,
    CLOUD_MOON_FILL,
    CLOUD_STAR_FILL,
    CURSOR,
    CURSOR_WIDTH,
    DOT,
    GLOW,
    GLOW_EDGE,
    GLOW_STRONG,
    ICON_R,
    MOON,
    PAPER,
    PAPER_EDGE,
    PRINT,
    SEAM,
    STAR,
    SUN,
    TEXT_MIN,
    brush,
    marker_pen,
    outline_pen,
    pen,
    printed_text,
)
from daydream_qt.ui.style.motion import fade
from daydream_qt.ui.widgets.plain import tooltip

Z_PAPER, Z_SEAM, Z_GLOW, Z_CELL, Z_MARK, Z_DIGIT, Z_CURSOR = -10, -5, 1, 2, 3, 6, 7
LETTER_PX = TEXT_MIN
"""A panel's letter, in its badge under the grid."""
TITLE_PX = 20.0
"""The board's name, in the header."""


class GridPainter(Painter):
    def build(self) -> None:
        s = self.scene
        lay = s.placed_layout
        board = s.shown_game.board
        card = QPainterPath()
        card.addRoundedRect(lay.scene_rect.adjusted(8, 8, -8, -8), 22, 22)
        s.add(path_item(card, pen(PAPER_EDGE, 2.0), brush(PAPER)), z=Z_PAPER)
        title, title_px = board_label(s.text(board.defn.name), TITLE_PX, lay.header_rect.width() - 8, HEADER_H)
        tr_ = title.boundingRect()
        s.add(printed_text(path_item(title, None, brush(PRINT),
                                     QPointF(lay.header_rect.left() + tr_.width() / 2 + 4,
                                             lay.header_rect.center().y())), title_px), "board_name", board.id, Z_MARK)
        self._build_panels()
        self._build_numbers()
        self._build_cells()
        self._build_line_icons()
        self._digits: dict[int, tuple[int, str, QGraphicsItem]] = {}
        self._line_marks: dict[int, tuple[int, str, QGraphicsItem]] = {}
        self._glows: dict[int, QGraphicsItem] = {}
        self._choice_glows: list[QGraphicsItem] = []
        self._choice_shown: tuple[int, ...] = ()
        self._pulse: QVariantAnimation | None = None
        self._cursor_card: int | None = None
        cur = QPainterPath()
        cur.addRoundedRect(QRectF(-CELL_W / 2 - 4, -CELL_H / 2 - 4, CELL_W + 8, CELL_H + 8), 16, 16)
        # Solid, not dashed: a ring unbroken all round, CURSOR_WIDTH wide (3 px on screen at
        # the least zoom), at 4.5:1 on the clouds and the paper (tests/test_ui_contrast.py).
        self._cursor = path_item(cur, pen(CURSOR, CURSOR_WIDTH))
        s.add(self._cursor, "cursor", None, Z_CURSOR)
        self._cursor.setVisible(False)

    def _build_panels(self) -> None:
        s = self.scene
        lay = s.placed_layout
        top, bottom = lay.grid_rect.top() + 6, lay.grid_rect.bottom() - 6
        for x in lay.seams:
            seam = QPainterPath(QPointF(x, top))
            seam.lineTo(x, bottom)
            s.add(path_item(seam, pen(SEAM, 1.6, Qt.PenStyle.DashLine)), "panel_seam", None, Z_SEAM)
        r = badge_r()
        y = lay.grid_rect.bottom() - 2 - r  # its bottom where it was at 100 %
        for pi, (p, x) in enumerate(zip(s.shown_game.board.defn.panels, lay.panel_centres, strict=True)):
            badge = QPainterPath()
            badge.addEllipse(QPointF(0, 0), r, r)
            item = path_item(badge, pen(SEAM, 1.4), brush(PAPER), QPointF(x, y))
            s.add(item, "panel_letter", pi, Z_MARK)
            item.setToolTip(tooltip(p.letter))  # a letter from the board file
            # within the badge: the square inside its circle
            path, px = board_label(p.letter, LETTER_PX, r * 1.41, r * 1.41)
            letter = printed_text(path_item(path, None, brush(PRINT)), px)
            letter.setParentItem(item)

    def _build_numbers(self) -> None:
        """Row numbers down the left of the grid, column numbers along its top, from 1.

        The coach names lines "row 4", "column 2" (Board.line_name): the same numbers,
        rows top to bottom, columns left to right, counted on the lattice (holes included).
        """
        s = self.scene
        lay = s.placed_layout
        board = s.shown_game.board
        d = board.defn
        (r0, c0), first = board.coords[0], lay.cell_centres[0]
        x_of = [first.x() + lay.col_x[c] - lay.col_x[c0] for c in range(d.cols)]
        y_of = [first.y() + lay.row_y[r] - lay.row_y[r0] for r in range(d.rows)]
        icons = [p for pair in lay.icon_pos for p in pair]
        cols = [board_label(str(c + 1), NUMBER_PX) for c in range(d.cols)]
        rows = [board_label(str(r + 1), NUMBER_PX) for r in range(d.rows)]
        # as far from the grid as at 100 %, whatever their size now (the layout gave them room)
        high = (max(p.boundingRect().height() for p, _ in cols)
                - max(art.letter_path(str(c + 1), NUMBER_PX).boundingRect().height() for c in range(d.cols)))
        wide = (max(p.boundingRect().width() for p, _ in rows)
                - max(art.letter_path(str(r + 1), NUMBER_PX).boundingRect().width() for r in range(d.rows)))
        top = min(p.y() for p in lay.cell_centres) - CELL_H / 2 - MARK_GAP - high / 2
        left = min(p.x() for p in lay.cell_centres) - CELL_W / 2 - MARK_GAP - wide / 2
        grown = cols[0][1] - NUMBER_PX  # how much nearer an icon a number comes now

        def clear_of_icons(p: QPointF) -> bool:
            return all(abs(p.x() - q.x()) > ICON_R + 7 + grown / 2 or abs(p.y() - q.y()) > ICON_R + 7 + grown / 2
                       for q in icons)

        for c, (x, (path, px)) in enumerate(zip(x_of, cols, strict=True)):
            at = QPointF(x, top)
            if not clear_of_icons(at):
                at = QPointF(x - CELL_W * 0.3 - grown / 2, top)
            s.add(printed_text(path_item(path, None, brush(PRINT), at), px), "col_number", c, Z_MARK)
        # A frame family's outline round a cell of the first column stands out to the left:
        # that row's number moves out of its way, with room to see that they are apart.
        reach = {r: left for r in range(d.rows)}
        for fi, cells in enumerate(board.frame_cells):
            for cell in cells:
                row = board.coords[cell][0]
                edge = lay.cell_rect(cell).left() - art.frame_grow(fi) - art.FRAME_PEN / 2
                reach[row] = min(reach[row], edge - rows[row][1] * 0.3 - 5.0)
        for r, (y, (path, px)) in enumerate(zip(y_of, rows, strict=True)):
            at = QPointF(reach[r], y)
            if not clear_of_icons(at):
                at = QPointF(reach[r], y - CELL_H * 0.3 - grown / 2)
            s.add(printed_text(path_item(path, None, brush(PRINT), at), px), "row_number", r, Z_MARK)

    def _build_cells(self) -> None:
        s = self.scene
        board = s.shown_game.board
        marks = {mark for unit in board.units for mark in unit.marks}  # a mark no module reads is not shown
        show_star = "star" in marks
        show_moon = "moon" in marks
        for c, centre in enumerate(s.placed_layout.cell_centres):
            fill = CLOUD_FILL
            if c in board.star_cells and show_star:
                fill = CLOUD_STAR_FILL
            elif c in board.moon_cells and show_moon:
                fill = CLOUD_MOON_FILL
            cloud = explain.hover_item(art.cloud_path(CELL_W, CELL_H, c % 4),
                                       partial(explain.show_cell, s, c),
                                       partial(explain.clear, s, ("cell", c)),
                                       None, brush(fill), centre)
            add_edge(cloud, art.cloud_edge(CELL_W, CELL_H, c % 4, 1.5), brush(CLOUD_EDGE))
            s.add(cloud, "cell", c, Z_CELL)
            corner = centre + QPointF(-CELL_W * 0.3, -CELL_H * 0.24)
            if c in board.star_cells and show_star:
                mark = path_item(art.star_path(7.5), pen(STAR.darker(115), 1.0), brush(STAR), corner)
                s.add(mark, "cell_star", c, Z_MARK)
            elif c in board.moon_cells and show_moon:
                mark = path_item(art.moon_path(7.0), pen(MOON.darker(125), 1.0), brush(MOON), corner)
                s.add(mark, "cell_moon", c, Z_MARK)

    def _build_line_icons(self) -> None:
        s = self.scene
        for li, (dot, sun) in enumerate(s.placed_layout.icon_pos):
            d = path_item(art.dot_icon(ICON_R), pen(DOT.darker(110), 1.0), brush(DOT), dot)
            s.add(d, "line_icon_dot", li, Z_MARK)
            rays = path_item(art.sun_body(ICON_R, 1.6), None, brush(SUN), sun)
            s.add(rays, "line_icon_sun", li, Z_MARK)
            add_edge(rays, art.sun_core_edge(ICON_R, 1.0), brush(SUN.darker(115)))

    # ------------------------------------------------------------ state
    def refresh(self, events: list) -> None:
        s = self.scene
        sheet = s.sheet
        ink = s.sheet_ink
        animate = bool(events)
        for c, value in enumerate(sheet.values):
            drawn = self._digits.get(c)
            if drawn is not None and drawn[:2] == (value, ink):
                continue
            if drawn is not None:
                self.remove(drawn[2])
                del self._digits[c]
            if value != EMPTY:
                item = path_item(art.digit_path(value, CELL_H * 0.6, c), marker_pen(ink, 3.4), None,
                                 s.cell_pos(c) + QPointF(2, 3))
                item.setRotation(((c * 37) % 9 - 4) * 0.9)
                s.add(item, "digit", c, Z_DIGIT)
                self._digits[c] = (value, ink, item)
                if animate:
                    self.fade_in(item)
        for li, state in enumerate(sheet.line_state):
            drawn = self._line_marks.get(li)
            if drawn is not None and drawn[:2] == (state, ink):
                continue
            if drawn is not None:
                self.remove(drawn[2])
                del self._line_marks[li]
            if state != LineState.OPEN:
                mark = self._line_mark(li, LineState(state), ink)
                self._line_marks[li] = (state, ink, mark)
                if animate:
                    self.fade_in(mark)
        self._refresh_choice()
        for card in s.items_with_role("explain_card"):
            key = card.data(1)
            if isinstance(key, tuple) and key[0] == "cell":
                explain.show_cell(s, key[1])  # a card left open follows the write
                break

    def _line_mark(self, li: int, state: LineState, ink: str) -> QGraphicsItem:
        s = self.scene
        dot, sun = s.placed_layout.icon_pos[li]
        path = QPainterPath()
        if state == LineState.FAILED:
            path.addPath(art.cross_out(ICON_R * 0.95, li).translated(dot))
            path.addPath(art.cross_out(ICON_R * 0.95, li + 500).translated(sun))
        else:
            at = sun if state == LineState.PERFECT else dot
            path.addPath(art.marker_circle(ICON_R * 1.45, ICON_R * 1.35, li).translated(at))
        return s.add(path_item(path, marker_pen(ink, 2.4)), "line_mark", li, Z_DIGIT)

    def _refresh_choice(self) -> None:
        """Lines completed together (R7): until the player picks one, both line ends glow
        and pulse, and the clouds of each line are outlined in the glow's colour."""
        s = self.scene
        choice = tuple(s.sheet.line_choice)
        if choice == self._choice_shown:
            return
        self._choice_shown = choice
        for g in self._choice_glows:
            self.remove(g)
        self._choice_glows = []
        if self._pulse is not None:
            self._pulse.stop()
            self._pulse.deleteLater()
            self._pulse = None
        if not choice:
            return
        board = s.shown_game.board
        for li in choice:
            dot, sun = s.placed_layout.icon_pos[li]
            m = ICON_R * 2.4
            halo = QPainterPath()
            halo.addRoundedRect(QRectF(QPointF(0, 0), sun - dot).normalized().adjusted(-m, -m, m, m), m, m)
            g = path_item(halo, pen(GLOW_STRONG, 4.0), brush(GLOW), dot)
            s.add(g, "line_choice_glow", (li, "ends"), Z_GLOW + 1, cache=False)
            self._choice_glows.append(g)
            for c in board.lines[li]:
                ring = path_item(art.cloud_path(CELL_W + 8, CELL_H + 8, c % 4), outline_pen(GLOW_STRONG, 3.0),
                                 None, s.cell_pos(c))
                s.add(ring, "line_choice_cell", (li, c), Z_MARK - 0.5, cache=False)
                self._choice_glows.append(ring)
        self._pulse = fade(s.qobject, list(self._choice_glows), 0.35, 0.35, 1100, "InOutSine",
                           middle=1.0, loop=True)

    def refresh_selection(self) -> None:
        s = self.scene
        shown = s.seat == s.controller.seat and s.show_legal_cells
        legal = s.controller.legal_cells() if shown else set()
        for c in list(self._glows):
            if c not in legal:
                self.remove(self._glows.pop(c))
        for c in legal:
            if c not in self._glows:
                halo = path_item(art.cloud_path(CELL_W + 10, CELL_H + 10, c % 4), outline_pen(GLOW_EDGE, 1.4),
                                 brush(GLOW), s.cell_pos(c))
                self._glows[c] = s.add(halo, "cell_glow", c, Z_GLOW)
        self.refresh_cursor()

    def refresh_cursor(self) -> None:
        s = self.scene
        cur: QGraphicsPathItem = self._cursor
        if s.cursor_visible and s.cursor_cell is not None:
            cur.setPos(s.cell_pos(s.cursor_cell))
            cur.setData(1, s.cursor_cell)
            cur.setVisible(True)
        else:
            cur.setVisible(False)
        # Just after the keyboard moved it, the cursor explains the cloud it rests on, in a
        # small card beside it (never over a cloud the die may go in).
        want = s.cursor_cell if s.cursor_visible and s.cursor_card else None
        if want == self._cursor_card:
            return
        if self._cursor_card is not None:
            explain.clear(s, ("cursor", self._cursor_card))
        self._cursor_card = want
        if want is not None:
            explain.show_cursor_card(s, want)
