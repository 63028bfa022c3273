"""The moon garland's view (R19): its moons on a string in a dusk panel beside the grid,
the rewards between them, the copied numbers and circled rewards in ink.

Which written moon filled which moon of the garland: each moon of the garland has its
number printed beside it (1 at the top), and a moon cloud whose number was copied shows
that number in ink beside its moon mark (`moon_beads` reads it from the game's log: the
engine copies moon clouds in the order they were written, not in the grid's order)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QPainterPath
from PySide6.QtWidgets import QGraphicsItem

from daydream_qt.engine import EMPTY, Board, Event, Game, WriteDie
from daydream_qt.ui.board.explain_words import _t, points_text
from daydream_qt.ui.board.labels import board_label
from daydream_qt.ui.board.painter import path_item
from daydream_qt.ui.style import art
from daydream_qt.ui.style.board import (
    CELL_H,
    CELL_W,
    DUSK,
    LABEL_FILL,
    LEAF,
    LEAF_EDGE,
    MOON,
    MOON_FILL,
    PRINT,
    PRINT_SOFT,
    TEXT_MIN,
    TEXT_SMALL,
    brush,
    marker_pen,
    pen,
    printed_text,
)

from .base import HelpKit, SidePanelView, help_text, reminder_text

Z_TRACK, Z_ICON, Z_INK = 1, 3, 6
Z_LINK = 7
LINK_NUMBER_KEY = 3
"""The item data key of the number a moon cloud's link shows (0-2 are the scene's role,
index and printed text size)."""
"""A moon cloud's link number: over the cloud and its written number."""
LINK = MOON.darker(160)
"""The colour of the numbers that tie a moon cloud to its moon of the garland."""
BEAD_R = 15.0
"""A garland moon's size (art.garland_moon's radius)."""


def moon_beads(game: Game, seat: int) -> dict[int, int]:
    """{moon cloud: moon of the garland (0 the top)} for every moon cloud of `seat` whose
    number was copied: the moon clouds in the order they were written (the game's log),
    as many as the garland holds. Empty when the log does not agree with the sheet (a
    game shown without its log): no link is better than a wrong one."""
    board = game.board
    sheet = game.state.sheets[seat]
    cells = [a.cell for a in game.log
             if isinstance(a, WriteDie) and a.seat == seat and a.cell in board.moon_cells]
    links = {cell: m for m, cell in enumerate(cells[:board.garland_moons])}
    if len(links) != len(sheet.garland) or any(sheet.values[c] != sheet.garland[m] for c, m in links.items()):
        return {}
    return links


def _news(text: str) -> str:
    return QCoreApplication.translate("RuleNews", text)


class GarlandView(SidePanelView):
    name = "garland"
    help_board = "EF"

    def _moon(self, p: Any, m: int) -> QPointF:
        r = p.scene.layout.side_rect.adjusted(0, 34, 0, -34)
        n = p.scene.game.board.garland_moons
        return QPointF(r.center().x(), r.top() + r.height() * m / max(1, n - 1))

    def build(self, p: Any) -> None:
        s = p.scene
        board = s.game.board
        rect = s.layout.side_rect
        p.panel(rect, DUSK)
        string = QPainterPath(QPointF(rect.center().x(), rect.top() + 10))
        pts = [self._moon(p, m) for m in range(board.garland_moons)]
        for a, b in zip([string.currentPosition(), *pts], pts, strict=False):
            mid = (a + b) / 2 + QPointF(7, 0)
            string.quadTo(mid, b)
        s.add(path_item(string, pen(PRINT_SOFT, 1.3)), "garland_string", None, Z_TRACK)
        for m, q in enumerate(pts):
            s.add(path_item(art.garland_moon(BEAD_R), pen(MOON.darker(125), 1.4), brush(MOON_FILL), q),
                  "garland_moon", m, Z_ICON)
            # its number, left of it (the rewards are on the right): the moon clouds repeat it
            # larger with the text size towards the panel's edge, its gap to the moon kept
            w100 = art.number_path(m + 1, TEXT_SMALL * 0.8).boundingRect().width()
            gap = BEAD_R + 11 - w100 / 2
            # and clear of the caption under the last moon (base.py: 18 high, 9 over the bottom)
            digits, px = board_label(m + 1, TEXT_SMALL * 0.8, q.x() - rect.left() - gap - 4, 2 * (34 - 18 - 5))
            w = digits.boundingRect().width()
            s.add(printed_text(path_item(digits, pen(LINK, 1.3), None, q + QPointF(-gap - w / 2, 0)), px),
                  "garland_moon_number", m, Z_ICON)
        for r, (kind, value) in enumerate(board.garland_rewards):
            at = (pts[r] + pts[r + 1]) / 2 + QPointF(22, 0)
            if kind == "leaf":
                icon = path_item(art.leaf_path(15.0), pen(LEAF_EDGE, 1.1), brush(LEAF), at)
            else:
                tag = QPainterPath()
                tag.addRoundedRect(QRectF(-12, -11, 24, 22), 6, 6)
                icon = path_item(tag, pen(PRINT_SOFT, 1.0), brush(LABEL_FILL), at)
                digits, px = board_label(value, TEXT_MIN, 20, 18)  # within its tag
                printed_text(path_item(digits, pen(PRINT, 1.5)), px).setParentItem(icon)
            s.add(icon, "garland_reward", r, Z_ICON)

    def refresh(self, p: Any, ink: str) -> None:
        s = p.scene
        sheet = s.sheet
        board = s.game.board
        for m in range(board.garland_moons):
            value = sheet.garland[m] if m < len(sheet.garland) else EMPTY

            def make(m: int = m, value: int = value) -> QGraphicsItem | None:
                if value == EMPTY:
                    return None
                return s.add(path_item(art.digit_path(value, 18.0, 200 + m), marker_pen(ink, 2.6), None,
                                       self._moon(p, m)), "garland_value", m, Z_INK)

            p.set_mark(("moon", m), (value, ink), make)
        for r in range(len(board.garland_rewards)):
            circled = r in sheet.garland_circled

            def circle(r: int = r, circled: bool = circled) -> QGraphicsItem | None:
                if not circled:
                    return None
                at = (self._moon(p, r) + self._moon(p, r + 1)) / 2 + QPointF(22, 0)
                return s.add(path_item(art.marker_circle(13, 12, r).translated(at), marker_pen(ink, 2.3)),
                             "garland_circle", r, Z_INK)

            p.set_mark(("garland", r), (circled, ink), circle)
        self._refresh_links(p, ink)

    def _refresh_links(self, p: Any, ink: str) -> None:
        """Beside each copied moon cloud's moon mark, the number of the garland's moon it filled."""
        s = p.scene
        board = s.game.board
        links = moon_beads(s.game, s.seat)
        for cell in board.moon_cells:
            bead = links.get(cell)

            def make(cell: int = cell, bead: int | None = bead) -> QGraphicsItem | None:
                if bead is None:
                    return None
                at = s.layout.cell_rect(cell)
                # under the cloud's moon mark, at (-0.3, -0.24) of its size from the centre
                # (grid.py), left of the written number: in the moon's colour, as on the garland
                spot = at.center() + QPointF(-at.width() * 0.31, at.height() * 0.1)
                # in the cloud's corner, clear of the number written in it
                digits, px = board_label(bead + 1, TEXT_MIN, CELL_W * 0.2, CELL_H * 0.3)
                item = printed_text(path_item(digits, pen(LINK, 1.5), None, spot), px)
                item.setData(LINK_NUMBER_KEY, bead + 1)
                return s.add(item, "moon_link", cell, Z_LINK)

            p.set_mark(("moon_link", cell), (bead, ink), make)

    def reminder(self) -> str:
        return reminder_text("A number written on a moon hangs on the garland; two equal moons in a row win its reward.")

    def cell_sentences(self, game: Game, seat: int, cell: int, language: str) -> list[str]:
        board = game.board
        if cell not in board.moon_cells:
            return []
        if len(game.state.sheets[seat].garland) < board.garland_moons:
            return [_t("Moon: the number is copied to the next moon of the garland.")]
        return [_t("Moon: the garland is full, the number is not copied.")]

    def sentences(self, game: Game, seat: int, language: str) -> list[str]:
        sheet = game.state.sheets[seat]
        pts = points_text(game.scores()[seat].modules.get(self.name, 0), language)
        out = [_t("A number on a moon cloud goes to the next moon; two equal moons in a row circle the reward between them."),
               _t("Rewards circled so far: {0} ({1}).").format(len(sheet.garland_circled), pts)]
        if len(sheet.garland) >= game.board.garland_moons:
            out.append(_t("The garland is full: nothing is left to win on it."))
        return out

    def rule_news(self, game: Game, events: Sequence[Event], language: str) -> list[str]:
        """A reward circled between two equal moons (R19), and the garland filled."""
        out, full = [], []
        for e in events:
            if e.kind == "garland_reward_circled":
                if e.data.get("kind") == "leaf":
                    out.append(_news("Two equal moons in a row: the garland's reward circles a leaf for you."))
                else:
                    out.append(_news("Two equal moons in a row: the garland's reward of {0} is circled.").format(
                        points_text(int(e.data.get("value", 0)), language)))
            elif e.kind == "moon_copied" and e.data.get("moon") == game.board.garland_moons - 1:
                full.append(_news("The garland is full: numbers on moons are no longer copied, so nothing "
                                  "more can be won on it."))
        return out + full

    def help_sentences(self, board: Board, language: str) -> list[str]:
        name = board.defn.name.get(language)
        rewards = ", ".join(help_text("{0} points").format(v) if kind == "points" else help_text("a leaf")
                            for kind, v in board.garland_rewards)
        return [
            help_text("Some clouds carry a moon. A number written in a moon cloud is copied into the first empty moon of the garland, from the top."),
            help_text("When it equals the moon just above it, the two are joined and the reward between them is circled: points, or a leaf circled at once."),
            help_text("{0}: the garland holds {1} moons; its rewards from the top are {2}. Moon numbers past the last moon are not copied.").format(
                name, board.garland_moons, rewards),
        ]

    def help_picture(self, kit: HelpKit) -> list[QRectF]:
        b = kit.board
        moons = sorted(b.moon_cells)[:3]
        lay = kit.show([(b.coords[moons[0]], 3), (b.coords[moons[1]], 3), (b.coords[moons[2]], 5)])
        return [kit.cells_rect(moons), lay.side_rect.adjusted(-6, -6, 6, 6)]
