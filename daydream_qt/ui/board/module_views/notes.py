"""The musical notes' view (R17): each note between its clouds, its heads coloured in ink."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainterPath
from PySide6.QtWidgets import QGraphicsItem

from daydream_qt.engine import EMPTY, Board, Game
from daydream_qt.engine.modules import note_heads
from daydream_qt.ui.board.explain_words import _t, points_text
from daydream_qt.ui.board.painter import path_item
from daydream_qt.ui.style import art
from daydream_qt.ui.style.board import PAPER, PRINT, brush, pen

from .base import HelpKit, ModuleView, Says, Write, help_text, reminder_text

Z_ICON = 3


class NotesView(ModuleView):
    name = "notes"
    help_board = "ABC"

    def build(self, p: Any) -> None:
        s = p.scene
        p.note_heads = []
        for ni, cells in enumerate(s.game.board.notes):
            heads, body = art.note_paths(len(cells) > 2, 24.0)
            at = s.layout.note_pos[ni]
            s.add(path_item(body, pen(PRINT, 1.8), None, at), "note", ni, Z_ICON)
            items: list[QGraphicsItem] = []
            for h, head in enumerate(heads):
                items.append(s.add(path_item(head, pen(PRINT, 1.4), brush(PAPER), at), "note_head",
                                   (ni, h), Z_ICON + 0.5))
            p.note_heads.append(items)

    def hover(self, p: Any, says: Says) -> None:
        for ni, at in enumerate(p.scene.layout.note_pos):
            spot = QPainterPath()
            spot.addEllipse(QPointF(0, 0), 15, 15)
            anchor = QRectF(at.x() - 16, at.y() - 16, 32, 32)
            p.area(spot, ("module", self.name, ni), anchor, says(self.name), at)

    def refresh(self, p: Any, ink: str) -> None:
        s = p.scene
        values = s.sheet.values
        for ni, cells in enumerate(s.game.board.notes):
            lit = note_heads(cells, values)
            for h, item in enumerate(p.note_heads[ni]):
                item.setBrush(brush(QColor(ink)) if h < lit else brush(PAPER))

    def reminder(self) -> str:
        return reminder_text("A note's head is coloured when the clouds it touches hold the same number.")

    def cell_sentences(self, game: Game, seat: int, cell: int, language: str) -> list[str]:
        if game.board.cell_notes[cell]:
            return [_t("Note: the same number as the clouds it touches colours a head.")]
        return []

    def sentences(self, game: Game, seat: int, language: str) -> list[str]:
        board = game.board
        sheet = game.state.sheets[seat]
        pts = points_text(game.scores()[seat].modules.get(self.name, 0), language)
        out = [_t("Clouds touching a note holding the same number colour its head; every head scores."),
               _t("Heads coloured: {0} ({1}).").format(sum(note_heads(n, sheet.values) for n in board.notes), pts)]
        if all(sheet.values[c] != EMPTY for note in board.notes for c in note):
            out.append(_t("Every cloud of the notes is written: nothing is left to win on them."))
        return out

    def help_sentences(self, board: Board, language: str) -> list[str]:
        name = board.defn.name.get(language)
        singles = sum(1 for n in board.notes if len(n) == 2)
        doubles = len(board.notes) - singles
        return [
            help_text("A single note sits between two neighbouring clouds: its head is coloured when both hold the same number."),
            help_text("A double note touches 3 or 4 clouds: one head is coloured as soon as two of them hold the same number, both heads when all of them do."),
            help_text("Every coloured head is 1 point."),
            help_text("{0}: {1} single notes and {2} double notes, so up to {3} points.").format(name, singles, doubles, singles + 2 * doubles),
        ]

    def help_picture(self, kit: HelpKit) -> list[QRectF]:
        b = kit.board
        single = next(n for n in b.notes if len(n) == 2)
        double = next((n for n in b.notes if len(n) > 2), None)
        writes: list[Write] = [(b.coords[c], 4) for c in single]
        if double is not None:
            writes += [(b.coords[c], 2) for c in double[:2]]
        lay = kit.show(writes)
        parts = []
        for note in (single, double):
            if note is None:
                continue
            rect = kit.cells_rect(note)
            p = lay.note_pos[b.notes.index(note)]
            parts.append(rect.united(QRectF(p.x() - 24, p.y() - 28, 48, 56)))
        return parts
