"""The polaroids' view (R18): a row of polaroids above the grid, each with its mark, and
with a + or a - beside it when the board's polaroids score stars minus moons."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath
from PySide6.QtWidgets import QGraphicsItem

from daydream_qt.engine import EMPTY, Board, Game
from daydream_qt.ui.board.explain_words import _t, points_text
from daydream_qt.ui.board.painter import path_item
from daydream_qt.ui.style import art
from daydream_qt.ui.style.board import (
    CELL_W,
    MOON,
    PHOTO,
    POLAROID,
    PRINT,
    PRINT_SOFT,
    STAR,
    brush,
    marker_pen,
    pen,
)

from .base import HelpKit, ModuleView, Says, help_text, reminder_text

Z_ICON, Z_INK = 3, 6


def signed(board: Board) -> bool:
    """Do the board's polaroids add stars and take moons away (its `polaroid_scoring`)?"""
    return board.polaroid_scoring == "star_minus_moon"


class PolaroidsView(ModuleView):
    name = "polaroids"
    help_board = "AD"

    def build(self, p: Any) -> None:
        s = p.scene
        board = s.game.board
        for k, at in enumerate(s.layout.polaroid_pos):
            frame, window = art.polaroid_frame(CELL_W * 0.95, 76.0)
            item = path_item(frame, pen(PRINT_SOFT, 1.4), brush(POLAROID), at)
            s.add(item, "polaroid", k, Z_ICON)
            photo = QPainterPath()
            photo.addRect(window)
            path_item(photo, None, brush(PHOTO)).setParentItem(item)
            kind = board.polaroid_kinds[k]
            mark_at = QPointF(0, window.bottom() + 9)
            if kind == "star":
                m = path_item(art.star_path(6.5), pen(STAR.darker(120), 1.0), brush(STAR), mark_at)
            else:
                m = path_item(art.moon_path(6.0), pen(MOON.darker(125), 1.0), brush(MOON), mark_at)
            m.setParentItem(item)
            if signed(board):
                sign = QPainterPath(QPointF(-4, 0))
                sign.lineTo(4, 0)
                if kind == "star":
                    sign.moveTo(0, -4)
                    sign.lineTo(0, 4)
                sp = path_item(sign, pen(PRINT, 1.6), None, mark_at + QPointF(15, 0))
                sp.setParentItem(item)

    def hover(self, p: Any, says: Says) -> None:
        lay = p.scene.layout
        if not lay.polaroid_pos:
            return
        xs = [q.x() for q in lay.polaroid_pos]
        y = lay.polaroid_pos[0].y()
        band = QRectF(min(xs) - CELL_W / 2, y - 40, max(xs) - min(xs) + CELL_W, 80)
        path = QPainterPath()
        path.addRect(band)
        p.area(path, ("module", self.name), band, says(self.name))

    def refresh(self, p: Any, ink: str) -> None:
        s = p.scene
        board = s.game.board
        for k, cell in enumerate(board.polaroid_cells):
            value = s.sheet.values[cell]

            def make(k: int = k, value: int = value) -> QGraphicsItem | None:
                if value == EMPTY:
                    return None
                at = s.layout.polaroid_pos[k] + QPointF(0, -9)
                return s.add(path_item(art.digit_path(value, 30.0, 100 + k), marker_pen(ink, 3.0), None, at),
                             "polaroid_value", k, Z_INK)

            p.set_mark(("polaroid", k), (value, ink), make)

    def reminder(self) -> str:
        return reminder_text("A number written in a star or moon cloud is copied to its polaroid.")

    def cell_sentences(self, game: Game, seat: int, cell: int, language: str) -> list[str]:
        board = game.board
        if cell not in board.cell_polaroid:
            return []
        k = board.cell_polaroid[cell]
        if board.polaroid_kinds[k] == "star":
            return [_t("Star: the number is copied to polaroid {0}.").format(k + 1)]
        return [_t("Moon: the number is copied to polaroid {0}.").format(k + 1)]

    def sentences(self, game: Game, seat: int, language: str) -> list[str]:
        board = game.board
        sheet = game.state.sheets[seat]
        pts = points_text(game.scores()[seat].modules.get(self.name, 0), language)
        filled = sum(1 for c in board.polaroid_cells if sheet.values[c] != EMPTY)
        if signed(board):
            first = _t("Star polaroids add their number, moon polaroids take theirs away.")
        else:
            first = _t("Every different number on the polaroids scores; all six in a row score double.")
        out = [first, _t("{0} of 6 polaroids filled: {1}.").format(filled, pts)]
        if filled == len(board.polaroid_cells):
            out.append(_t("Every polaroid is filled: nothing is left to win on them."))
        return out

    def help_sentences(self, board: Board, language: str) -> list[str]:
        name = board.defn.name.get(language)
        out = [help_text("Six polaroids above the grid are each linked to a star or moon cloud: a number written there is copied onto its polaroid.")]
        if board.polaroid_scoring == "star_minus_moon":
            out += [
                help_text("{0}: the 3 star polaroids add their numbers and the 3 moon polaroids take theirs away; an empty polaroid counts 0.").format(name),
                help_text("So the polaroids may score below zero: keep the moons low and the stars high."),
            ]
        else:
            out += [
                help_text("{0}: 1 point for every different number on the polaroids, so up to 6 points.").format(name),
                help_text("Doubled when all 6 are filled and count up or down by one in polaroid order (1-2-3-4-5-6 or 6-5-4-3-2-1): 12 points."),
            ]
        return out

    def help_picture(self, kit: HelpKit) -> list[QRectF]:
        b = kit.board
        cells = list(b.polaroid_cells)
        values = [5, 2, 6, 4] if b.id == "AD" else [2, 3, 4, 5]
        lay = kit.show([(b.coords[c], v) for c, v in zip(cells[:4], values, strict=False)])
        src = QRectF(lay.grid_rect)
        for p in lay.polaroid_pos:
            src = src.united(QRectF(p.x() - 40, p.y() - 46, 80, 92))
        return [src.adjusted(-8, -8, 8, 8)]
