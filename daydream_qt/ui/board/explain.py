"""A board that explains itself: what a cloud's lines give, what each module scores now.

The sentences are built here from the engine's board data, the sheet and the score
breakdown (no rule is restated: counts and points are read, not computed anew), and shown
in a small card of printed paths next to what the player points at, never over it.

Roles: "explain_card" (index: what it explains, e.g. ("cell", 12), ("module", "notes"),
"score"), "explain_cell" (a cloud of a line through the pointed cloud, index: the cell),
"explain_line_end" (index: the line).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsSceneHoverEvent

from daydream_qt.engine import EMPTY, Game, LineState
from daydream_qt.ui.board.explain_words import _t, frame_progress, points_text
from daydream_qt.ui.board.module_views.frames import frame_sentences
from daydream_qt.ui.board.module_views.registry import VIEWS, views_of
from daydream_qt.ui.board.painter import path_item
from daydream_qt.ui.core.texts import line_label, module_name
from daydream_qt.ui.style import art
from daydream_qt.ui.style.board import (
    CARD,
    CARD_EDGE,
    CELL_H,
    CELL_W,
    ICON_R,
    LINE_FOCUS,
    NO_BRUSH,
    NO_PEN,
    PRINT,
    TEXT_SMALL,
    brush,
    outline_pen,
    pen,
)

Z_FOCUS, Z_CARD = 8, 20
CARD_TEXT_PX = 13.0
"""Pixel height of a card's letters on screen, at any zoom of the board."""
ROLES = ("explain_card", "explain_cell", "explain_line_end", "explain_line_gain")

__all__ = ["frame_progress", "frame_sentences", "points_text"]
"""Kept here for their callers; the words of each module are its view's."""


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


# ---------------------------------------------------------------- sentences


def line_sentences(game: Game, seat: int, line: int, language: str) -> list[str]:
    """What a line holds and what it gives at its end (R5, R6), in one or two sentences."""
    board = game.board
    sheet = game.state.sheets[seat]
    cells = board.lines[line]
    n = len(cells)
    name = _cap(line_label(board.line_name(line)))
    state = sheet.line_state[line]
    if state == LineState.FAILED:
        return [_t("{0}: crossed out, a number repeats.").format(name)]
    if state == LineState.GOOD:
        return [_t("{0}: dot circled, {1} dot strokes drawn.").format(name, n)]
    if state == LineState.PERFECT:
        return [_t("{0}: sun circled, {1} sun strokes drawn.").format(name, n)]
    values = [sheet.values[c] for c in cells if sheet.values[c] != EMPTY]
    head = _t("{0}: {1} of {2} clouds filled.").format(name, len(values), n)
    if len(set(values)) < len(values):
        return [head, _t("A number repeats: it will be crossed out.")]
    return [head, _t("All different: its dot; a run by one: its sun ({0} strokes).").format(n)]


def cell_sentences(game: Game, seat: int, cell: int, language: str) -> list[str]:
    """Everything a cloud takes part in: its lines, then what each module does with it."""
    board = game.board
    r, c = board.coords[cell]
    out = [_t("Row {0}, column {1}").format(r + 1, c + 1)]
    for li in board.cell_lines[cell]:
        out += line_sentences(game, seat, li, language)
    if not board.cell_lines[cell]:
        out.append(_t("No line passes through this cloud."))
    for view in views_of(board):
        out += view.cell_sentences(game, seat, cell, language)
    # Two lines of the same length say the same of their ends: once is enough.
    return list(dict.fromkeys(out))


def module_sentences(game: Game, seat: int, module: str, language: str) -> list[str]:
    """What a module does (R16-R20) and what it scores right now for the seat (its view's words)."""
    view = VIEWS.get(module)
    return view.sentences(game, seat, language) if view is not None else []


def score_sentences(game: Game, seat: int, language: str) -> list[str]:
    """The live breakdown of the score box (R14): items, modules, thorns, total, title."""
    score = game.scores()[seat]
    out = [_t("Finished items: {0}").format(score.items)]
    for module, points in score.modules.items():
        out.append(_t("{0}: {1}").format(module_name(module), points))
    if game.solo_rules:
        out.append(_t("Thorns: {0}, minus {1}").format(score.thorns, score.thorn_penalty))
    out.append(_t("Total: {0}").format(score.total))
    if score.title is not None:
        out.append(_t("Title: {0}").format(score.title.get(language)))
    return out


# ---------------------------------------------------------------- the card


def _width(ch: str) -> int:
    """Columns a character takes: CJK characters about two of a Latin letter's."""
    return 2 if ord(ch) >= 0x2E80 else 1


def _wrap(text: str, limit: int) -> list[str]:
    """Break a sentence into lines of about `limit` columns: at spaces, and anywhere
    inside a run of CJK characters (Japanese has no spaces between words)."""
    lines, cur, width = [], "", 0
    for word in re.split(r"(?<= )", text):
        wide = any(_width(ch) == 2 for ch in word)
        if cur and not wide and width + len(word.rstrip()) > limit:
            lines.append(cur.rstrip())
            cur, width = "", 0
        for ch in word:
            # Closing punctuation never starts a line (kinsoku): it may overhang instead.
            if (cur and width + _width(ch) > limit and (wide or len(word) > limit)
                    and ch not in "\u3002\u3001\uff09\u300d\uff1a\uff01\uff1f"):
                lines.append(cur.rstrip())
                cur, width = "", 0
            cur += ch
            width += _width(ch)
    lines.append(cur.rstrip())
    return lines


def _card_scale(scene) -> float:
    """The card's scale that shows its text at CARD_TEXT_PX pixels in the scene's view."""
    views = scene.views() if hasattr(scene, "views") else []
    # The whole board's view zooms least; a closer view (the focus) then shows it larger.
    zoom = min((v.transform().m11() for v in views), default=1.0)
    if zoom <= 0:
        return 1.0
    return min(3.0, max(0.5, CARD_TEXT_PX / (TEXT_SMALL * zoom)))


def clear(scene, key: object | None = None) -> None:
    """Take the card (and the line highlights) away; only if it shows `key`, when given."""
    cards = scene.items_with_role("explain_card")
    if key is not None and not any(c.data(1) == key for c in cards):
        return
    for role in ROLES:
        for it in list(scene.items_with_role(role)):
            scene.discard(it)


CARD_WRAP = 34
"""Columns a card's line holds at most: a card stays narrow beside what it explains."""
CLOUD_TEXT_PX = 12.0
"""A cloud's card: smaller letters than the modules' cards, it opens as the pointer crosses
the grid."""
CURSOR_TEXT_PX = 12.0
"""The keyboard cursor's card, smaller still: it shows as the cursor moves over the grid."""


def _card_parts(scene, sentences: list[str], text_px: float) -> tuple[list[QPainterPath], float, float, float, float]:
    """The card's printed rows and its size: (rows, inner width, inner height, row step,
    scale), the scale showing its letters at `text_px` pixels in the scene's view."""
    rows: list[str] = []
    for sentence in sentences:
        rows += _wrap(sentence, CARD_WRAP)
    step = TEXT_SMALL * 1.35
    paths = [art.letter_path(r, TEXT_SMALL) if r else QPainterPath() for r in rows]
    inner_w = max((p.boundingRect().width() for p in paths), default=0.0) + 18.0
    inner_h = step * len(rows) + 10.0
    return paths, inner_w, inner_h, step, _card_scale(scene) * text_px / CARD_TEXT_PX


def _place(scene, anchor: QRectF, width: float, height: float, avoid: Sequence[QRectF],
           forbid: Sequence[QRectF]) -> QPointF | None:
    """Where a card of `width` x `height` goes beside `anchor`, inside the board: never over
    `anchor` nor any of `forbid`, over as few of `avoid` as it can. The sides and corners of
    `anchor` first; when `forbid` rules them all out, the nearest free place round it; None
    when there is none."""
    bounds = scene.layout.scene_rect.adjusted(4, 4, -4, -4)
    gap = 10.0
    tries = [QPointF(anchor.right() + gap, anchor.center().y() - height / 2),
             QPointF(anchor.left() - gap - width, anchor.center().y() - height / 2),
             QPointF(anchor.center().x() - width / 2, anchor.bottom() + gap),
             QPointF(anchor.center().x() - width / 2, anchor.top() - gap - height),
             # corners: clear of both a row going one way and a column going another
             QPointF(anchor.left() - gap - width, anchor.bottom() + gap),
             QPointF(anchor.left() - gap - width, anchor.top() - gap - height),
             QPointF(anchor.right() + gap, anchor.bottom() + gap),
             QPointF(anchor.right() + gap, anchor.top() - gap - height)]
    place, best = None, None
    for p in tries:
        rect = QRectF(_inside(p, bounds, width, height), QSizeF(width, height))
        if rect.intersects(anchor) or any(rect.intersects(f) for f in forbid):
            continue
        # The first side that hides the fewest of the things the card talks about.
        hidden = sum(1 for a in avoid if rect.intersects(a))
        if best is None or hidden < best:
            place, best = rect.topLeft(), hidden
    if place is not None:
        return place
    if not forbid:
        return _inside(tries[0], bounds, width, height)
    # Then anywhere on the board, a third of a cloud apart, in rings round the anchor
    # (the nearest ring first, and in it the nearest place).
    step = max(anchor.width(), anchor.height()) / 3
    centre = anchor.center()
    rings = int(max(bounds.width(), bounds.height()) / step) + 1
    for ring in range(1, rings + 1):
        around = [(dx, dy) for dx in range(-ring, ring + 1) for dy in range(-ring, ring + 1)
                  if max(abs(dx), abs(dy)) == ring]
        around.sort(key=lambda d: d[0] * d[0] + d[1] * d[1])
        for dx, dy in around:
            p = QPointF(centre.x() + dx * step - width / 2, centre.y() + dy * step - height / 2)
            rect = QRectF(_inside(p, bounds, width, height), QSizeF(width, height))
            if not rect.intersects(anchor) and not any(rect.intersects(f) for f in forbid):
                return rect.topLeft()
    return None


def _inside(p: QPointF, bounds: QRectF, width: float, height: float) -> QPointF:
    """`p` moved so that a card of `width` x `height` from it lies inside `bounds`."""
    return QPointF(min(max(p.x(), bounds.left()), bounds.right() - width),
                   min(max(p.y(), bounds.top()), bounds.bottom() - height))


def show_card(scene, key: object, anchor: QRectF, sentences: list[str],
              avoid: Sequence[QRectF] = ()) -> QGraphicsItem:
    """A card of printed sentences beside `anchor` (a side or a corner), inside the board,
    never over `anchor` and over as few of `avoid` as it can."""
    card = _card(scene, key, anchor, sentences, avoid, (), CARD_TEXT_PX)
    assert card is not None  # (nothing forbidden: there is always a place)
    return card


def _card(scene, key: object, anchor: QRectF, sentences: list[str], avoid: Sequence[QRectF],
          forbid: Sequence[QRectF], text_px: float) -> QGraphicsItem | None:
    for it in list(scene.items_with_role("explain_card")):
        scene.discard(it)
    paths, inner_w, inner_h, step, k = _card_parts(scene, sentences, text_px)
    # Read at the same size whatever the board's zoom: the card is scaled against the view.
    place = _place(scene, anchor, inner_w * k, inner_h * k, avoid, forbid)
    if place is None:
        return None
    box = QPainterPath()
    box.addRoundedRect(QRectF(0, 0, inner_w, inner_h), 8, 8)
    card = path_item(box, pen(CARD_EDGE, 1.4), brush(CARD), place)
    card.setScale(k)
    for row, path in enumerate(paths):
        r = path.boundingRect()
        line = path_item(path, None, brush(PRINT), QPointF(9 - r.left(), 5 + step * (row + 0.5) + TEXT_SMALL * 0.1))
        line.setParentItem(card)
    return scene.add(card, "explain_card", key, Z_CARD, cache=False)


def cursor_sentences(game: Game, seat: int, cell: int, language: str) -> list[str]:
    """The keyboard cursor's card: where it is, and how full each of its lines is."""
    board = game.board
    r, c = board.coords[cell]
    return [_t("Row {0}, column {1}").format(r + 1, c + 1)] + [
        line_sentences(game, seat, li, language)[0] for li in board.cell_lines[cell]]


def show_cursor_card(scene, cell: int) -> None:
    """The small card of the keyboard cursor's cloud: beside it, never over a cloud the die
    may go in nor a cloud the coach pencilled in (none at all when there is no such room)."""
    game = scene.game
    if game is None or scene.layout is None or not 0 <= cell < game.board.n_cells:
        return
    lay = scene.layout
    c = scene.controller
    legal = c.legal_cells() if scene.seat == c.seat else set()
    forbid = [lay.cell_rect(x).adjusted(-5, -5, 5, 5) for x in sorted(legal) if x != cell]
    forbid += [lay.cell_rect(x).adjusted(-5, -5, 5, 5) for x, _value in scene.hint_marks]
    anchor = lay.cell_rect(cell).adjusted(-4, -4, 4, 4)
    avoid = [lay.cell_rect(x) for li in game.board.cell_lines[cell] for x in game.board.lines[li]]
    _card(scene, ("cursor", cell), anchor, cursor_sentences(game, scene.seat, cell, scene.language),
          avoid, forbid, CURSOR_TEXT_PX)


def show_score(scene) -> None:
    """The score box's live breakdown, beside the box (kept up to date by the footer)."""
    if scene.game is None or scene.layout is None:
        return
    show_card(scene, "score", scene.layout.score_rect, score_sentences(scene.game, scene.seat, scene.language))


def showing(scene, key: object) -> bool:
    """True while the card on the board is the one of `key`."""
    return any(c.data(1) == key for c in scene.items_with_role("explain_card"))


def clear_pinned(scene) -> None:
    """Take away a card a long press or a tap opened (hover cards go when the pointer does)."""
    for card in scene.items_with_role("explain_card"):
        key = card.data(1)
        if key == "score" or (isinstance(key, tuple) and key[:1] == ("hold",)):
            clear(scene)
            return


def show_cell(scene, cell: int, key: object | None = None) -> None:
    """The card of a cloud, and its lines: their other clouds outlined, their ends ringed."""
    game = scene.game
    if game is None or scene.layout is None or not 0 <= cell < game.board.n_cells:
        return
    key = ("cell", cell) if key is None else key
    clear(scene)
    board = game.board
    lay = scene.layout
    for li in board.cell_lines[cell]:
        for c in board.lines[li]:
            if c == cell:
                continue
            ring = path_item(art.cloud_path(CELL_W + 6, CELL_H + 6, c % 4), outline_pen(LINE_FOCUS, 2.4),
                             None, scene.cell_pos(c))
            scene.add(ring, "explain_cell", c, Z_FOCUS, cache=False)
        dot, sun = lay.icon_pos[li]
        end = QPainterPath()
        m = ICON_R * 1.7
        end.addRoundedRect(QRectF(QPointF(0, 0), sun - dot).normalized().adjusted(-m, -m, m, m), 9, 9)
        scene.add(path_item(end, pen(LINE_FOCUS, 2.0), None, dot), "explain_line_end", li, Z_FOCUS, cache=False)
        # What the end gives, written just past it: as many strokes as the line has clouds.
        a, b = scene.cell_pos(board.lines[li][-2]), scene.cell_pos(board.lines[li][-1])
        ahead = QPointF((b.x() > a.x() + 1) - (b.x() < a.x() - 1), (b.y() > a.y() + 1) - (b.y() < a.y() - 1))
        gain = path_item(art.letter_path(f"\u00d7{len(board.lines[li])}", TEXT_SMALL * 0.8), None,
                         brush(LINE_FOCUS), (dot + sun) / 2 + ahead * (ICON_R * 3.4))
        scene.add(gain, "explain_line_gain", li, Z_FOCUS, cache=False)
    anchor = lay.cell_rect(cell).adjusted(-4, -4, 4, 4)
    avoid = [lay.cell_rect(c) for li in board.cell_lines[cell] for c in board.lines[li]]
    avoid += [QRectF(p.x() - ICON_R, p.y() - ICON_R, 2 * ICON_R, 2 * ICON_R)
              for li in board.cell_lines[cell] for p in lay.icon_pos[li]]
    _card(scene, key, anchor, cell_sentences(game, scene.seat, cell, scene.language), avoid, (), CLOUD_TEXT_PX)


def hover_item(path: QPainterPath, enter: Callable[[], None], leave: Callable[[], None], pen_=None,
               brush_=None, pos: QPointF | None = None) -> HoverArea:
    """`painter.path_item`, for an item that explains itself when pointed at."""
    item = HoverArea(path, enter, leave)
    item.setPen(pen_ if pen_ is not None else NO_PEN)
    item.setBrush(brush_ if brush_ is not None else NO_BRUSH)
    if pos is not None:
        item.setPos(pos)
    return item


class HoverArea(QGraphicsPathItem):
    """A path item that calls `enter()` / `leave()` when the pointer comes over it or goes.

    Handlers take the exact hover event type: a handler typed with the generic QEvent would
    have PySide load every event class when the board starts.
    """

    def __init__(self, path: QPainterPath, enter: Callable[[], None], leave: Callable[[], None]) -> None:
        super().__init__(path)
        self._enter = enter
        self._leave = leave
        self.setAcceptHoverEvents(True)

    def explain(self) -> None:
        """Show what this item explains, as if pointed at (a long press on a touch screen)."""
        self._enter()

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 (Qt override)
        self._enter()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 (Qt override)
        self._leave()
