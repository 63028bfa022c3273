"""The frames' view (R20): each family's outline around its clouds, its rewards in the
footer, taken ones circled in the seat's ink and those gone crossed out."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainterPath
from PySide6.QtWidgets import QGraphicsItem

from daydream_qt.engine import Board, Event, Game, Reward
from daydream_qt.engine.boardspec import FrameFamily
from daydream_qt.engine.state import FRAME_VALUES
from daydream_qt.ui.board.explain_words import _t, frame_progress, points_text
from daydream_qt.ui.board.labels import board_label
from daydream_qt.ui.board.painter import path_item
from daydream_qt.ui.core.status import Foreseen
from daydream_qt.ui.style import art
from daydream_qt.ui.style.board import (
    PAPER,
    PRINT,
    brush,
    frame_colour,
    marker_pen,
    pen,
    printed_text,
)
from daydream_qt.ui.widgets.plain import tooltip

from .base import HelpKit, ModuleView, Says, help_text, names_text, reminder_text

Z_ICON, Z_FRAME, Z_INK = 3, 4, 6
FRAME_DASHES = (Qt.PenStyle.DashLine, Qt.PenStyle.DotLine, Qt.PenStyle.DashDotLine)
"""Each frame family's own line, besides its colour: rose and mint look alike to a
deuteranope, sky and mint to a tritanope."""


def families(game: Game) -> tuple[FrameFamily, ...]:
    """The board's frame families (none on a board without the frames)."""
    return game.board.defn.frames or ()


def _news(text: str) -> str:
    return QCoreApplication.translate("RuleNews", text)


def best_open(game: Game, family: int) -> int:
    """The best reward of `family` no one has taken and no timer has crossed out (0: none)."""
    rewards = game.state.frame_rewards[family]
    return next((v for slot, v in enumerate(FRAME_VALUES) if rewards[slot] == Reward.AVAILABLE), 0)


def left_to_win(game: Game, seat: int) -> bool:
    """Can the seat still take a frame reward: a family it has not completed with a reward open?"""
    sheet = game.state.sheets[seat]
    return any(not sheet.frames_done[fi] and best_open(game, fi) for fi in range(len(game.board.frame_cells)))


def timer_item(board: Board, slot: int) -> int | None:
    """The item whose first stroke crosses out the rewards of `slot` in a game of one (R20):
    the clover's for the 5s (slot 0), the bow tie's for the 2s."""
    return board.clover_item if slot == 0 else board.bow_tie_item if slot == 1 else None


def _timer_to_come(game: Game, seat: int, slot: int) -> int | None:
    """The timer item of `slot` whose first stroke is still to come for the seat, if any."""
    item = timer_item(game.board, slot)
    sheet = game.state.sheets[seat]
    if item is None or sheet.item > item or (sheet.item == item and sheet.item_strokes > 0):
        return None
    return item


def frame_sentences(game: Game, seat: int, family: int, language: str) -> list[str]:
    """What one family holds and what it still gives the seat, in the mode's rules: alone, a
    completed family takes its best reward still open at once and the timers cross them out."""
    done, total = frame_progress(game, seat, family)
    name = families(game)[family].name.get(language)
    sheet = game.state.sheets[seat]
    taken = sheet.frames_taken[family]
    out = [_t("{0}: {1} of {2} clouds filled.").format(name, done, total)]
    best = best_open(game, family)
    if taken:
        out.append(_t("Reward taken: {0}.").format(points_text(taken, language)))
    elif sheet.frames_done[family]:
        out.append(_t("Completed, but no reward was left to take."))
    elif not best:
        out.append(_t("Nothing is left to win here: its rewards are taken or crossed out."))
    elif game.solo_rules:
        timer = _timer_to_come(game, seat, FRAME_VALUES.index(best))
        if timer is None:
            out.append(_t("{0} more to fill to take its {1}.").format(total - done, best))
        else:
            out.append(_t("{0} more to fill to take its {1}, unless the first stroke on the {2} comes first.").format(
                total - done, best, _item_name(game.board, timer, language)))
    else:
        out.append(_t("{0} more to fill for the best reward still open.").format(total - done))
    return out


def _crossed_families(game: Game, slot: int, language: str) -> list[str]:
    """The families whose reward of `slot` a timer would cross out now (not taken yet)."""
    fams = families(game)
    return [fams[fi].name.get(language) for fi, rewards in enumerate(game.state.frame_rewards)
            if rewards[slot] == Reward.AVAILABLE and fi < len(fams)]


class FramesView(ModuleView):
    name = "frames"
    help_board = "DEF"

    def _colour(self, p: Any, fi: int) -> QColor:
        fam = p.scene.game.board.defn.frames[fi]
        return frame_colour(fi, fam.id, fam.name.en)

    def _slot_x(self, p: Any, fi: int) -> float:
        fr = p.scene.layout.frames_rect
        return fr.left() + fi * fr.width() / 3 + 8

    def build(self, p: Any) -> None:
        s = p.scene
        board = s.game.board
        for fi, cells in enumerate(board.frame_cells):
            rects = tuple(sorted((r.x(), r.y(), r.width(), r.height())
                                 for r in (s.layout.cell_rect(c) for c in cells)))
            outline = art.frame_outline(rects, art.frame_grow(fi), 14.0)
            dashes = FRAME_DASHES[fi % len(FRAME_DASHES)]
            s.add(path_item(outline, pen(self._colour(p, fi), art.FRAME_PEN, dashes)), "frame", fi, Z_FRAME)
        fr = s.layout.frames_rect
        fams = board.defn.frames
        for fi in range(len(fams)):
            colour = self._colour(p, fi)
            x0 = self._slot_x(p, fi)
            y = fr.center().y()
            swatch = QPainterPath()
            swatch.addRoundedRect(QRectF(-8, -8, 16, 16), 5, 5)
            sw = path_item(swatch, pen(colour, 2.2, FRAME_DASHES[fi % len(FRAME_DASHES)]), None, QPointF(x0 + 8, y))
            sw.setToolTip(tooltip(s.text(fams[fi].name)))  # a name from the board file
            s.add(sw, "frame_swatch", fi, Z_ICON)
            for slot, value in enumerate(FRAME_VALUES):
                box = QPainterPath()
                box.addRoundedRect(QRectF(-15, -15, 30, 30), 8, 8)
                b = path_item(box, pen(colour.darker(115), 1.5), brush(PAPER), QPointF(x0 + 42 + slot * 34, y))
                digits, px = board_label(value, 16.0, 24, 24)  # within its box
                printed_text(path_item(digits, pen(PRINT, 1.9)), px).setParentItem(b)
                s.add(b, "frame_reward", (fi, slot), Z_ICON)

    def hover(self, p: Any, says: Says) -> None:
        s = p.scene
        game = s.game
        fr = s.layout.frames_rect
        for fi in range(len(game.board.frame_cells)):
            slot = QRectF(fr.left() + fi * fr.width() / 3, fr.top(), fr.width() / 3, fr.height())
            path = QPainterPath()
            path.addRect(slot)

            def frame_says(fi: int = fi) -> list[str]:
                return frame_sentences(game, s.seat, fi, s.language) + says(self.name)()

            p.area(path, ("frame", fi), slot, frame_says)

    def captions(self, p: Any, points: int) -> None:
        s = p.scene
        fr = s.layout.frames_rect
        for fi in range(len(s.game.board.frame_cells)):
            done, total = frame_progress(s.game, s.seat, fi)
            p.caption(("frame", fi), f"{done}/{total}", QPointF(self._slot_x(p, fi) + 8, fr.center().y() + 24),
                      46, 2 * (fr.bottom() - fr.center().y() - 26))

    def refresh(self, p: Any, ink: str) -> None:
        s = p.scene
        fr = s.layout.frames_rect
        for fi, rewards in enumerate(s.game.state.frame_rewards):
            x0 = self._slot_x(p, fi)
            for slot, value in enumerate(FRAME_VALUES):
                mine = rewards[slot] == Reward.TAKEN and s.sheet.frames_taken[fi] == value
                look = "mine" if mine else ("gone" if rewards[slot] != Reward.AVAILABLE else "open")
                at = QPointF(x0 + 42 + slot * 34, fr.center().y())

                def make(look: str = look, at: QPointF = at, key=(fi, slot)) -> QGraphicsItem | None:
                    if look == "open":
                        return None
                    if look == "mine":
                        path = art.marker_circle(19, 19, key[0] * 2 + key[1]).translated(at)
                        return s.add(path_item(path, marker_pen(ink, 2.4)), "frame_reward_mark", key, Z_INK)
                    path = art.cross_out(11, key[0] * 2 + key[1]).translated(at)
                    return s.add(path_item(path, marker_pen(PRINT, 2.2)), "frame_reward_mark", key, Z_INK)

                p.set_mark(("frame", fi, slot), (look, ink), make)

    def reminder(self) -> str:
        return reminder_text("Filling every cloud of a frame family takes its best reward still free.")

    def reminders(self, game: Game | None) -> list[str]:
        lines = [self.reminder()]
        if game is None or game.solo_rules:
            lines.append(reminder_text("Alone, the clover's first stroke crosses out the frames' 5s; the bow "
                                       "tie's, their 2s."))
        return lines

    def cell_sentences(self, game: Game, seat: int, cell: int, language: str) -> list[str]:
        board = game.board
        out = []
        for fi in board.cell_frames[cell]:
            done, total = frame_progress(game, seat, fi)
            name = families(game)[fi].name.get(language)
            out.append(_t("{0}: {1} of {2} clouds filled.").format(name, done, total))
        return out

    def sentences(self, game: Game, seat: int, language: str) -> list[str]:
        board = game.board
        sheet = game.state.sheets[seat]
        pts = points_text(game.scores()[seat].modules.get(self.name, 0), language)
        done = sum(1 for d in sheet.frames_done if d)
        if game.solo_rules:
            clover = (_item_name(board, board.clover_item, language) if board.clover_item is not None
                      else _t("clover"))
            bow = _item_name(board, board.bow_tie_item, language) if board.bow_tie_item is not None else _t("bow tie")
            out = [_t("Fill every cloud of a family to take its best reward still open: the first stroke on the {0} "
                      "crosses out every 5 not yet taken, the first on the {1} every 2.").format(clover, bow)]
        else:
            out = [_t("Fill every cloud of a family: the first takes its 5, the second its 2.")]
        out.append(_t("Families completed: {0} of {1} ({2}).").format(done, len(board.frame_cells), pts))
        if not left_to_win(game, seat):
            out.append(_t("Nothing is left to win in the frames."))
        return out

    def help_sentences(self, board: Board, language: str) -> list[str]:
        name = board.defn.name.get(language)
        best, second = FRAME_VALUES
        clover = (_item_name(board, board.clover_item, language)
                  if board.clover_item is not None else help_text("clover"))
        bow = (_item_name(board, board.bow_tie_item, language)
               if board.bow_tie_item is not None else help_text("bow tie"))
        return [
            help_text("Three families of frames each cover a few clouds. Fill every cloud of a family to take one of its rewards: {0} or {1} points.").format(best, second),
            help_text("With several players, the first to complete a family takes its {0}, the second its {1}; players who complete it in the same turn all take the best reward still free, and a taken reward is crossed out for the others.").format(best, second),
            help_text("Alone, a completed family takes its best reward still free at once. When you draw the first stroke on the {0}, every {1} not yet taken is crossed out; on the {2}, every {3}.").format(
                clover, best, bow, second),
            help_text("{0}: up to {1} points from frames.").format(name, best * len(board.frame_cells)),
        ]

    def help_picture(self, kit: HelpKit) -> list[QRectF]:
        b = kit.board
        family = min(range(len(b.frame_cells)), key=lambda f: len(b.frame_cells[f]))
        cells = sorted(b.frame_cells[family])
        values = [1, 2, 3, 4, 5, 6, 1, 2, 3][: len(cells)]
        lay = kit.show([(b.coords[c], v) for c, v in zip(cells, values, strict=True)])
        return [kit.cells_rect(cells), lay.frames_rect.adjusted(-6, -6, 6, 6)]

    # ------------------------------------------------------------ the table's news
    def table_news(self, game: Game, events: Sequence[Event], language: str) -> list[str]:
        """Who took which family's reward: 'Ann took the 5 of the Rose' ('you took ...' in solo)."""
        frames = game.board.defn.frames or ()
        out = []
        for e in events:
            if e.kind != "frame_reward_taken" or e.seat is None:
                continue
            family = e.data["family"]
            name = frames[family].name.get(language) if family < len(frames) else str(family + 1)
            if len(game.seats) == 1:
                out.append(QCoreApplication.translate("TableFlow", "you took the {0} of the {1}").format(
                    e.data["value"], name))
            else:
                out.append(QCoreApplication.translate("TableFlow", "{0} took the {1} of the {2}").format(
                    game.seats[e.seat].name, e.data["value"], name))
        return out


    # ------------------------------------------------------------ rule events
    def rule_news(self, game: Game, events: Sequence[Event], language: str) -> list[str]:
        """The solo timers (R20): 'The first stroke on the four-leaf clover crossed out the 5
        of the Rose frames and the Mint frames.', and when nothing is left to win."""
        crossed: dict[int, list[int]] = {}
        for e in events:
            if e.kind == "frame_reward_crossed":
                crossed.setdefault(FRAME_VALUES.index(e.data["value"]), []).append(e.data["family"])
        if not crossed or not game.state.sheets:
            return []
        fams = families(game)
        seat = next((e.seat for e in events if e.kind == "frame_reward_crossed" and e.seat is not None), 0)
        out = []
        for slot, fis in sorted(crossed.items()):
            item = timer_item(game.board, slot)
            where = _item_name(game.board, item, language) if item is not None else ""
            names = names_text([fams[fi].name.get(language) for fi in fis if fi < len(fams)])
            if left_to_win(game, seat):
                out.append(_news("The first stroke on the {0} crossed out the {1} of the {2}.").format(
                    where, FRAME_VALUES[slot], names))
            else:
                out.append(_news("The first stroke on the {0} crossed out the {1} of the {2}: nothing is left to "
                                 "win in the frames.").format(where, FRAME_VALUES[slot], names))
        return out

    def warnings(self, game: Game, seat: int, language: str) -> list[str]:
        """Before the stroke that sets off a solo timer: what it will cross out."""
        if not game.solo_rules:
            return []
        sheet = game.state.sheets[seat]
        if not sheet.stroke_queue or sheet.item_strokes or sheet.line_choice or sheet.bonus_pending:
            return []
        for slot in range(len(FRAME_VALUES)):
            if timer_item(game.board, slot) == sheet.item:
                names = _crossed_families(game, slot, language)
                if names:
                    return [timer_warning(game, sheet.item, slot, names_text(names), language)]
        return []


    def write_warnings(self, game: Game, seat: int, value: int, writes: Callable[[], Sequence[Foreseen]],
                       language: str) -> list[str]:
        """Before a write whose strokes reach a solo timer's item: which clouds, and what it crosses out."""
        if not game.solo_rules:
            return []
        slots = [slot for slot in range(len(FRAME_VALUES))
                 if _timer_to_come(game, seat, slot) is not None and _crossed_families(game, slot, language)]
        if not slots:
            return []
        out = []
        foreseen = writes()
        for slot in slots:
            cells = [cell for cell, events in foreseen
                     if any(e.kind == "frame_reward_crossed" and e.data.get("value") == FRAME_VALUES[slot]
                            for e in events)]
            if not cells:
                continue
            item = timer_item(game.board, slot)
            assert item is not None  # a slot with a timer to come
            where = _item_name(game.board, item, language)
            names = names_text(_crossed_families(game, slot, language))
            if len(cells) <= 3:
                spots = [_news("row {0}, column {1}").format(*(n + 1 for n in game.board.coords[c]))
                         for c in sorted(cells)]
                places = spots[0] if len(spots) == 1 else _news("{0} or {1}").format(
                    _news(", ").join(spots[:-1]), spots[-1])
                out.append(_news("Writing {0} at {1} draws strokes onto the {2}: its first stroke crosses out the "
                                 "{3} of the {4}.").format(value, places, where, FRAME_VALUES[slot], names))
            else:
                out.append(_news("Writing {0} where it completes a line draws strokes onto the {1}: its first "
                                 "stroke crosses out the {2} of the {3}.").format(value, where, FRAME_VALUES[slot],
                                                                                names))
        return out


def timer_warning(game: Game, item: int, slot: int, names: str, language: str) -> str:
    """'Your next stroke is the first on the four-leaf clover: it crosses out the 5 of ...'."""
    return _news("Your next stroke is the first on the {0}: it crosses out the {1} of the {2}.").format(
        _item_name(game.board, item, language), FRAME_VALUES[slot], names)


def _item_name(board: Board, item: int, language: str) -> str:
    """An item's name inside a sentence (lower case but in Japanese, as texts.coach_sentence)."""
    name = board.defn.items[item].name.get(language)
    return name if language == "ja" else name.lower()
