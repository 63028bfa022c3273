"""The combination's modules (R16-R20): constellation, notes, polaroids, garland, frames.

Only what `board.modules` names is drawn: an absent module leaves no trace, not a grey one.
Each module's area explains itself when pointed at (board/explain.py): what it does and
what it scores now; the side panels also print their points, the frame families their
progress.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainterPath
from PySide6.QtWidgets import QGraphicsItem

from daydream_qt.engine import EMPTY, Reward
from daydream_qt.engine.modules import note_heads
from daydream_qt.ui.board import explain
from daydream_qt.ui.board.painter import Painter, path_item
from daydream_qt.ui.style import art
from daydream_qt.ui.style.board import (
    CELL_W,
    DUSK,
    LABEL_FILL,
    LEAF,
    LEAF_EDGE,
    MOON,
    MOON_FILL,
    NIGHT,
    PAPER,
    PHOTO,
    POLAROID,
    PRINT,
    PRINT_SOFT,
    STAR,
    TEXT_SMALL,
    brush,
    frame_colour,
    marker_pen,
    pen,
)
from daydream_qt.ui.widgets.plain import tooltip

Z_PANEL, Z_TRACK, Z_ICON, Z_FRAME, Z_INK = -3, 1, 3, 4, 6
FRAME_VALUES = (5, 2)
FRAME_DASHES = (Qt.PenStyle.DashLine, Qt.PenStyle.DotLine, Qt.PenStyle.DashDotLine)
"""Each frame family's own line, besides its colour: rose and mint look alike to a
deuteranope, sky and mint to a tritanope."""


class ModulePainter(Painter):
    def build(self) -> None:
        mods = self.scene.game.board.modules
        self._marks: dict[object, tuple[object, QGraphicsItem | None]] = {}
        if "constellation" in mods:
            self._build_constellation()
        if "notes" in mods:
            self._build_notes()
        if "polaroids" in mods:
            self._build_polaroids()
        if "garland" in mods:
            self._build_garland()
        if "frames" in mods:
            self._build_frames()
        self._build_hover_areas()

    # ------------------------------------------------------------ helpers
    def _set_mark(self, key: object, state: object, make) -> None:
        """Keep one state-dependent item per key; rebuild it only when its state changed."""
        old = self._marks.get(key)
        if old is not None and old[0] == state:
            return
        if old is not None:
            self.remove(old[1])
        item = make()
        self._marks[key] = (state, item)

    def _panel(self, rect: QRectF, fill: QColor) -> None:
        bg = QPainterPath()
        bg.addRoundedRect(rect, 18, 18)
        self.scene.add(path_item(bg, pen(fill.darker(108), 1.2), brush(fill)), "side_panel", None, Z_PANEL)

    def _area(self, path: QPainterPath, key: object, anchor: QRectF, sentences, pos: QPointF | None = None) -> None:
        """An invisible item over a module's part that shows its explanation card when pointed at."""
        s = self.scene

        def enter() -> None:
            explain.show_card(s, key, anchor, sentences())

        item = explain.hover_item(path, enter, lambda: explain.clear(s, key), pos=pos)
        s.add(item, "module_area", key, Z_PANEL + 0.5, cache=False)

    def _build_hover_areas(self) -> None:
        s = self.scene
        game = s.game
        lay = s.layout
        mods = game.board.modules

        def says(module: str):
            return lambda: explain.module_sentences(game, s.seat, module, s.language)

        for module in ("constellation", "garland"):
            if module in mods:
                rect = QPainterPath()
                rect.addRect(lay.side_rect)
                self._area(rect, ("module", module), lay.side_rect, says(module))
        if "polaroids" in mods and lay.polaroid_pos:
            xs = [p.x() for p in lay.polaroid_pos]
            y = lay.polaroid_pos[0].y()
            band = QRectF(min(xs) - CELL_W / 2, y - 40, max(xs) - min(xs) + CELL_W, 80)
            path = QPainterPath()
            path.addRect(band)
            self._area(path, ("module", "polaroids"), band, says("polaroids"))
        if "notes" in mods:
            for ni, at in enumerate(lay.note_pos):
                spot = QPainterPath()
                spot.addEllipse(QPointF(0, 0), 15, 15)
                anchor = QRectF(at.x() - 16, at.y() - 16, 32, 32)
                self._area(spot, ("module", "notes", ni), anchor, says("notes"), at)
        if "frames" in mods:
            fr = lay.frames_rect
            for fi in range(len(game.board.frame_cells)):
                slot = QRectF(fr.left() + fi * fr.width() / 3, fr.top(), fr.width() / 3, fr.height())
                path = QPainterPath()
                path.addRect(slot)

                def frame_says(fi: int = fi):
                    return (explain.frame_sentences(game, s.seat, fi, s.language)
                            + explain.module_sentences(game, s.seat, "frames", s.language))

                self._area(path, ("frame", fi), slot, frame_says)

    def _caption(self, key: object, text: str, at: QPointF) -> None:
        """A short printed line (a module's points, a family's progress), redrawn when it changes."""
        s = self.scene

        def make() -> QGraphicsItem:
            return s.add(path_item(art.letter_path(text, TEXT_SMALL * 0.7), None, brush(PRINT), at),
                         "module_caption", key, Z_ICON)

        self._set_mark(("caption", key), text, make)

    def _refresh_captions(self) -> None:
        s = self.scene
        mods = s.game.board.modules
        points = s.game.scores()[s.seat].modules
        side = s.layout.side_rect
        for module in ("constellation", "garland"):
            if module in mods:
                self._caption(module, explain.points_text(points.get(module, 0), s.language),
                              QPointF(side.center().x(), side.bottom() - 9))
        if "frames" in mods:
            fr = s.layout.frames_rect
            for fi in range(len(s.game.board.frame_cells)):
                done, total = explain.frame_progress(s.game, s.seat, fi)
                x0 = fr.left() + fi * fr.width() / 3 + 8
                self._caption(("frame", fi), f"{done}/{total}", QPointF(x0 + 8, fr.center().y() + 24))

    # ------------------------------------------------------------ constellation (R16)
    def _track_point(self, k: int) -> QPointF:
        r = self.scene.layout.side_rect.adjusted(22, 26, -22, -26)
        p = self.scene.game.board.defn.constellation.track[k]
        return QPointF(r.left() + p.x * r.width(), r.top() + p.y * r.height())

    def _build_constellation(self) -> None:
        s = self.scene
        self._panel(s.layout.side_rect, NIGHT)
        track = s.game.board.defn.constellation.track
        pts = [self._track_point(k) for k in range(len(track))]
        path = QPainterPath(pts[0])
        for p in pts[1:]:
            path.lineTo(p)
        s.add(path_item(path, pen(PRINT_SOFT, 1.6, Qt.PenStyle.DotLine)), "track", None, Z_TRACK)
        for k, (tp, p) in enumerate(zip(track, pts, strict=True)):
            if tp.big_star:
                s.add(path_item(art.big_star_path(11.0), pen(STAR.darker(130), 1.2), brush(STAR), p),
                      "star", k, Z_ICON)
            else:
                dot = QPainterPath()
                dot.addEllipse(QPointF(0, 0), 2.6, 2.6)
                s.add(path_item(dot, None, brush(PRINT_SOFT), p), "track_point", k, Z_ICON)

    def _refresh_constellation(self, ink: str) -> None:
        s = self.scene
        pos = s.sheet.track_pos

        def ink_path() -> QGraphicsItem:
            pts = [self._track_point(k) for k in range(pos + 1)]
            path = art.wobbly_polyline(pts, 7, 1.0)
            ring = QPainterPath()
            ring.addEllipse(pts[-1], 5.0, 5.0)
            path.addPath(ring)
            return s.add(path_item(path, marker_pen(ink, 2.6)), "track_ink", pos, Z_INK)

        self._set_mark("track", (pos, ink), ink_path)
        for k in s.game.board.track_big_stars:
            reached = k <= pos and pos > 0

            def circle(k: int = k, reached: bool = reached) -> QGraphicsItem | None:
                if not reached:
                    return None
                path = art.marker_circle(16, 15, k).translated(self._track_point(k))
                return s.add(path_item(path, marker_pen(ink, 2.4)), "star_circle", k, Z_INK)

            self._set_mark(("star", k), (reached, ink), circle)

    # ------------------------------------------------------------ notes (R17)
    def _build_notes(self) -> None:
        s = self.scene
        self._note_heads: list[list[QGraphicsItem]] = []
        for ni, cells in enumerate(s.game.board.notes):
            heads, body = art.note_paths(len(cells) > 2, 24.0)
            at = s.layout.note_pos[ni]
            s.add(path_item(body, pen(PRINT, 1.8), None, at), "note", ni, Z_ICON)
            items = []
            for h, head in enumerate(heads):
                items.append(s.add(path_item(head, pen(PRINT, 1.4), brush(PAPER), at), "note_head",
                                   (ni, h), Z_ICON + 0.5))
            self._note_heads.append(items)

    def _refresh_notes(self, ink: str) -> None:
        s = self.scene
        values = s.sheet.values
        for ni, cells in enumerate(s.game.board.notes):
            lit = note_heads(cells, values)
            for h, item in enumerate(self._note_heads[ni]):
                item.setBrush(brush(QColor(ink)) if h < lit else brush(PAPER))

    # ------------------------------------------------------------ polaroids (R18)
    def _build_polaroids(self) -> None:
        s = self.scene
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
            if board.id == "AD":
                sign = QPainterPath(QPointF(-4, 0))
                sign.lineTo(4, 0)
                if kind == "star":
                    sign.moveTo(0, -4)
                    sign.lineTo(0, 4)
                sp = path_item(sign, pen(PRINT, 1.6), None, mark_at + QPointF(15, 0))
                sp.setParentItem(item)

    def _refresh_polaroids(self, ink: str) -> None:
        s = self.scene
        board = s.game.board
        for k, cell in enumerate(board.polaroid_cells):
            value = s.sheet.values[cell]

            def make(k: int = k, value: int = value) -> QGraphicsItem | None:
                if value == EMPTY:
                    return None
                at = s.layout.polaroid_pos[k] + QPointF(0, -9)
                return s.add(path_item(art.digit_path(value, 30.0, 100 + k), marker_pen(ink, 3.0), None, at),
                             "polaroid_value", k, Z_INK)

            self._set_mark(("polaroid", k), (value, ink), make)

    # ------------------------------------------------------------ garland (R19)
    def _moon_point(self, m: int) -> QPointF:
        r = self.scene.layout.side_rect.adjusted(0, 34, 0, -34)
        n = self.scene.game.board.garland_moons
        return QPointF(r.center().x(), r.top() + r.height() * m / max(1, n - 1))

    def _build_garland(self) -> None:
        s = self.scene
        board = s.game.board
        rect = s.layout.side_rect
        self._panel(rect, DUSK)
        string = QPainterPath(QPointF(rect.center().x(), rect.top() + 10))
        pts = [self._moon_point(m) for m in range(board.garland_moons)]
        for a, b in zip([string.currentPosition(), *pts], pts, strict=False):
            mid = (a + b) / 2 + QPointF(7, 0)
            string.quadTo(mid, b)
        s.add(path_item(string, pen(PRINT_SOFT, 1.3)), "garland_string", None, Z_TRACK)
        for m, p in enumerate(pts):
            s.add(path_item(art.garland_moon(15.0), pen(MOON.darker(125), 1.4), brush(MOON_FILL), p),
                  "garland_moon", m, Z_ICON)
        for r, (kind, value) in enumerate(board.garland_rewards):
            at = (pts[r] + pts[r + 1]) / 2 + QPointF(22, 0)
            if kind == "leaf":
                icon = path_item(art.leaf_path(15.0), pen(LEAF_EDGE, 1.1), brush(LEAF), at)
            else:
                tag = QPainterPath()
                tag.addRoundedRect(QRectF(-10, -9, 20, 18), 6, 6)
                icon = path_item(tag, pen(PRINT_SOFT, 1.0), brush(LABEL_FILL), at)
                path_item(art.number_path(value, 11.0), pen(PRINT, 1.5)).setParentItem(icon)
            s.add(icon, "garland_reward", r, Z_ICON)

    def _refresh_garland(self, ink: str) -> None:
        s = self.scene
        sheet = s.sheet
        board = s.game.board
        for m in range(board.garland_moons):
            value = sheet.garland[m] if m < len(sheet.garland) else EMPTY

            def make(m: int = m, value: int = value) -> QGraphicsItem | None:
                if value == EMPTY:
                    return None
                return s.add(path_item(art.digit_path(value, 18.0, 200 + m), marker_pen(ink, 2.6), None,
                                       self._moon_point(m)), "garland_value", m, Z_INK)

            self._set_mark(("moon", m), (value, ink), make)
        for r in range(len(board.garland_rewards)):
            circled = r in sheet.garland_circled

            def circle(r: int = r, circled: bool = circled) -> QGraphicsItem | None:
                if not circled:
                    return None
                at = (self._moon_point(r) + self._moon_point(r + 1)) / 2 + QPointF(22, 0)
                return s.add(path_item(art.marker_circle(13, 12, r).translated(at), marker_pen(ink, 2.3)),
                             "garland_circle", r, Z_INK)

            self._set_mark(("garland", r), (circled, ink), circle)

    # ------------------------------------------------------------ frames (R20)
    def _frame_colour(self, fi: int) -> QColor:
        fam = self.scene.game.board.defn.frames[fi]
        return frame_colour(fi, fam.id, fam.name.en)

    def _build_frames(self) -> None:
        s = self.scene
        board = s.game.board
        for fi, cells in enumerate(board.frame_cells):
            rects = tuple(sorted((r.x(), r.y(), r.width(), r.height())
                                 for r in (s.layout.cell_rect(c) for c in cells)))
            outline = art.frame_outline(rects, 1.0 + 3.0 * fi, 14.0)
            colour = self._frame_colour(fi)
            dashes = FRAME_DASHES[fi % len(FRAME_DASHES)]
            s.add(path_item(outline, pen(colour, 2.2, dashes)), "frame", fi, Z_FRAME)
        fr = s.layout.frames_rect
        fams = s.game.board.defn.frames
        for fi in range(len(fams)):
            colour = self._frame_colour(fi)
            x0 = fr.left() + fi * fr.width() / 3 + 8
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
                path_item(art.number_path(value, 16.0), pen(PRINT, 1.9)).setParentItem(b)
                s.add(b, "frame_reward", (fi, slot), Z_ICON)

    def _refresh_frames(self, ink: str) -> None:
        s = self.scene
        state = s.game.state
        fr = s.layout.frames_rect
        for fi, rewards in enumerate(state.frame_rewards):
            x0 = fr.left() + fi * fr.width() / 3 + 8
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

                self._set_mark(("frame", fi, slot), (look, ink), make)

    # ------------------------------------------------------------ state
    def refresh(self, events: list) -> None:
        s = self.scene
        mods = s.game.board.modules
        ink = s.sheet_ink
        if "constellation" in mods:
            self._refresh_constellation(ink)
        if "notes" in mods:
            self._refresh_notes(ink)
        if "polaroids" in mods:
            self._refresh_polaroids(ink)
        if "garland" in mods:
            self._refresh_garland(ink)
        if "frames" in mods:
            self._refresh_frames(ink)
        self._refresh_captions()

