"""The constellation's view (R16): the track in a night panel beside the grid, the pen's ink."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainterPath
from PySide6.QtWidgets import QGraphicsItem

from daydream_qt.engine import EMPTY, Board, Game
from daydream_qt.ui.board.explain_words import _t, points_text
from daydream_qt.ui.board.painter import path_item
from daydream_qt.ui.style import art
from daydream_qt.ui.style.board import NIGHT, PRINT_SOFT, STAR, brush, marker_pen, pen

from .base import HelpKit, SidePanelView, help_text, reminder_text

Z_TRACK, Z_ICON, Z_INK = 1, 3, 6


class ConstellationView(SidePanelView):
    name = "constellation"
    help_board = "BC"

    def _point(self, p: Any, k: int) -> QPointF:
        r = p.scene.layout.side_rect.adjusted(22, 26, -22, -26)
        tp = p.scene.game.board.defn.constellation.track[k]
        return QPointF(r.left() + tp.x * r.width(), r.top() + tp.y * r.height())

    def build(self, p: Any) -> None:
        s = p.scene
        p.panel(s.layout.side_rect, NIGHT)
        track = s.game.board.defn.constellation.track
        pts = [self._point(p, k) for k in range(len(track))]
        path = QPainterPath(pts[0])
        for q in pts[1:]:
            path.lineTo(q)
        s.add(path_item(path, pen(PRINT_SOFT, 1.6, Qt.PenStyle.DotLine)), "track", None, Z_TRACK)
        for k, (tp, q) in enumerate(zip(track, pts, strict=True)):
            if tp.big_star:
                s.add(path_item(art.big_star_path(11.0), pen(STAR.darker(130), 1.2), brush(STAR), q),
                      "star", k, Z_ICON)
            else:
                dot = QPainterPath()
                dot.addEllipse(QPointF(0, 0), 2.6, 2.6)
                s.add(path_item(dot, None, brush(PRINT_SOFT), q), "track_point", k, Z_ICON)

    def refresh(self, p: Any, ink: str) -> None:
        s = p.scene
        pos = s.sheet.track_pos

        def ink_path() -> QGraphicsItem:
            pts = [self._point(p, k) for k in range(pos + 1)]
            path = art.wobbly_polyline(pts, 7, 1.0)
            ring = QPainterPath()
            ring.addEllipse(pts[-1], 5.0, 5.0)
            path.addPath(ring)
            return s.add(path_item(path, marker_pen(ink, 2.6)), "track_ink", pos, Z_INK)

        p.set_mark("track", (pos, ink), ink_path)
        for k in s.game.board.track_big_stars:
            reached = k <= pos and pos > 0

            def circle(k: int = k, reached: bool = reached) -> QGraphicsItem | None:
                if not reached:
                    return None
                path = art.marker_circle(16, 15, k).translated(self._point(p, k))
                return s.add(path_item(path, marker_pen(ink, 2.4)), "star_circle", k, Z_INK)

            p.set_mark(("star", k), (reached, ink), circle)

    def reminder(self) -> str:
        return reminder_text("A number written on a star draws that many strokes of the constellation.")

    def cell_sentences(self, game: Game, seat: int, cell: int, language: str) -> list[str]:
        if cell in game.board.star_cells:
            return [_t("Star: the number written moves the constellation pen as many points.")]
        return []

    def sentences(self, game: Game, seat: int, language: str) -> list[str]:
        board = game.board
        sheet = game.state.sheets[seat]
        pts = points_text(game.scores()[seat].modules.get(self.name, 0), language)
        reached = sum(1 for s in board.track_big_stars if s <= sheet.track_pos)
        out = [_t("A number written on a star cloud moves the pen as many points along the track; every big star reached scores."),
               _t("{0} of {1} big stars reached: {2}.").format(reached, len(board.track_big_stars), pts)]
        if reached == len(board.track_big_stars):
            out.append(_t("Every big star is reached: nothing is left to win on the track."))
        elif all(sheet.values[c] != EMPTY for c in board.star_cells):
            out.append(_t("Every star cloud is written: nothing is left to win on the track."))
        return out

    def help_sentences(self, board: Board, language: str) -> list[str]:
        name = board.defn.name.get(language)
        big = len(board.track_big_stars)
        return [
            help_text("Some clouds carry a star. A number written in a star cloud moves the constellation pen that many points along the track, from its lowest point."),
            help_text("Every big star the pen reaches is circled: 1 point each."),
            help_text("{0}: the track has {1} points and {2} big stars, so up to {2} points.").format(name, board.track_length, big),
        ]

    def help_picture(self, kit: HelpKit) -> list[QRectF]:
        b = kit.board
        stars = sorted(b.star_cells)
        # star clouds filled with sixes until the pen reaches the first big star
        values: list[int] = []
        total = 0
        while total < b.track_big_stars[0] and len(values) < len(stars):
            values.append(6)
            total += 6
        lay = kit.show([(b.coords[c], v) for c, v in zip(stars, values, strict=False)])
        return [kit.cells_rect(stars[: len(values)]), lay.side_rect.adjusted(-6, -6, 6, 6)]
