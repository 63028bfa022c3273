"""A blank sheet of any board as a PDF, to play on paper at the table.

The empty board as the app draws it (clouds, line ends, shelf outlines, modules, leaves with
the board's pre-circled ones, the thorn plant, an empty score box), a line to write a name
and a date above it and the title table under it, on A4 or Letter, portrait or landscape,
whichever shows the clouds larger.

A cloud must take a handwritten digit: at least `MIN_CLOUD_MM` high. A board too large for
that on one page goes on two: the sheet (grid, modules, leaves, score) on the first, the
shelf on the second, each laid out for its own page. The white of the page is the paper:
the app's cream card is left out.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, QRectF, Qt
from PySide6.QtGui import QPainter, QPdfWriter

from daydream_qt.engine import Board, Game, Mode, SeatInfo
from daydream_qt.engine.untrusted import excerpt
from daydream_qt.ui.board.export import PAPERS, SheetPicture, draw_header, header_font, page_layout
from daydream_qt.ui.board.layout import MARGIN, BoardLayout, compute_layout
from daydream_qt.ui.style.board import CELL_H, PRINT

MIN_CLOUD_MM = 12.0
"""The height of a cloud on paper below which a digit no longer fits in by hand."""
MM_PER_PT = 25.4 / 72
HEAD_PT = 20.0
"""The line above the sheet: board name, a name and a date to fill in."""
TABLE_PT = 26.0
"""The title table under the sheet: two lines at most."""
GAP_PT = 6.0
PAD = 12.0
"""Scene units kept round a part of the sheet: suns and rings overhang their boxes."""
ASPECTS = tuple(k / 20 for k in range(5, 41))
"""Shapes the board is laid out for to find the best page (cheap: geometry only)."""


def _t(text: str) -> str:
    return QCoreApplication.translate("BlankSheet", text)


@dataclass(frozen=True)
class Page:
    """One page of a blank sheet: which part of which layout, on which side."""

    aspect: float
    """The shape the board is laid out for (see `compute_layout`)."""
    part: str
    """"sheet" (everything: one page), "grid" (all but the shelf) or "shelf"."""
    landscape: bool
    scale: float
    """Points per scene unit."""


def _room(paper: str, landscape: bool, table: bool) -> QRectF:
    """The page's printable area left for the board, in points from its top-left."""
    r = QRectF(page_layout(paper, landscape).paintRectPoints())
    below = TABLE_PT + GAP_PT if table else 0.0
    return QRectF(0, HEAD_PT + GAP_PT, r.width(), r.height() - HEAD_PT - GAP_PT - below)


def part_rect(lay: BoardLayout, part: str) -> QRectF:
    """The scene rect of a part of the laid-out sheet, without the scene's own header (the
    page's line names the board) and without the card's margin.

    Nothing hangs below a shelf's plank, and the board's name sits in the middle of its
    band, so the parts can be cut close there; elsewhere `PAD` keeps what overhangs."""
    shelf = QRectF()
    for r in lay.shelf_rects:
        shelf = shelf.united(r)
    if part == "shelf":
        top = max(shelf.top() - PAD, lay.header_rect.bottom() - 6.0)
        return QRectF(shelf.left() - PAD, top, shelf.width() + 2 * PAD, shelf.bottom() + 2.0 - top)
    top = lay.header_rect.bottom() if part == "sheet" else shelf.bottom() + 2.0
    bottom = max(lay.footer_rect.bottom(), shelf.bottom()) + 4.0
    return QRectF(MARGIN - PAD, top, lay.scene_rect.width() - 2 * MARGIN + 2 * PAD, bottom - top)


def _fit(rect: QRectF, room: QRectF) -> float:
    return min(room.width() / rect.width(), room.height() / rect.height())


def _best(layouts: dict[float, BoardLayout], paper: str, part: str) -> Page:
    """The page showing `part` largest (its clouds, or for the shelf its items), over both
    sides of the paper and the board laid out for each shape in `layouts`."""
    best: tuple[float, Page] | None = None
    for landscape in (False, True):
        room = _room(paper, landscape, part != "shelf")
        for aspect, lay in layouts.items():
            if part == "grid" and lay.plan.beside:
                continue  # the shelf must sit above the grid to be cut away
            scale = _fit(part_rect(lay, part), room)
            value = scale * (lay.plan.size if part == "shelf" else CELL_H)
            if best is None or value > best[0] * 1.0001:
                best = (value, Page(aspect, part, landscape, scale))
    assert best is not None
    return best[1]


def plan_pages(board: Board, paper: str) -> list[Page]:
    """One page when the clouds are large enough on it, else the sheet and then the shelf."""
    layouts = {aspect: compute_layout(board, True, aspect) for aspect in ASPECTS}
    whole = _best(layouts, paper, "sheet")
    if cloud_mm(whole) >= MIN_CLOUD_MM:
        return [whole]
    return [_best(layouts, paper, "grid"), _best(layouts, paper, "shelf")]


def cloud_mm(page: Page) -> float:
    """How high a cloud is printed on `page`, in millimetres."""
    return CELL_H * page.scale * MM_PER_PT if page.part != "shelf" else 0.0


def blank_game(board: Board) -> Game:
    """A game not yet started: empty clouds, the board's pre-circled leaves in the print's
    colour (they are part of the printed board), solo parts (thorn plant) shown."""
    return Game(board, Mode.SOLO, (SeatInfo("-", PRINT.name()),), seed=0)


def title_table(board: Board, language: str) -> str:
    """The solo title table on one line: "0–9 Title · 10–14 Title · … · 30+ Title"."""
    parts = []
    for i, (low, title) in enumerate(zip(board.title_mins, board.titles, strict=True)):
        high = board.title_mins[i + 1] - 1 if i + 1 < len(board.title_mins) else None
        span = f"{low}+" if high is None else f"{low}\u2013{high}"
        parts.append(f"{span} {excerpt(title.get(language), 60)}")
    return _t("Titles (solo): {0}").format(" \u00b7 ".join(parts))


def blank_pdf_bytes(board: Board, paper: str = "a4", language: str = "en") -> bytes:
    """The blank sheet of `board` as a PDF on `paper` ("a4" or "letter")."""
    if paper not in PAPERS:
        raise ValueError(f"unknown paper {paper!r}")
    pages = plan_pages(board, paper)
    game = blank_game(board)
    name = excerpt(board.defn.name.get(language), 80)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(72)  # one unit is one point
    writer.setCreator("Daydream")
    writer.setTitle(name)
    writer.setPageLayout(page_layout(paper, pages[0].landscape))
    painter = QPainter(writer)
    try:
        for k, page in enumerate(pages):
            if k:
                writer.setPageLayout(page_layout(paper, page.landscape))
                writer.newPage()
            _paint_page(painter, game, page, paper, language, name, len(pages))
    finally:
        painter.end()
    buffer.close()
    return bytes(data.data())


def _paint_page(painter: QPainter, game: Game, page: Page, paper: str, language: str, name: str,
                count: int) -> None:
    board = game.board
    table = page.part != "shelf"
    room = _room(paper, page.landscape, table)
    full = QRectF(page_layout(paper, page.landscape).paintRectPoints())
    if page.part == "shelf":
        head = _t("{0} \u00b7 the shelf (page 2 of 2)").format(name)
    else:
        head = _t("{0} \u00b7 Name: ____________ \u00b7 Date: ____________").format(name)
    draw_header(painter, QRectF(0, 0, full.width(), HEAD_PT), head, HEAD_PT * 0.6)
    picture = SheetPicture(game, 0, language, aspect=page.aspect, blank=True, on_paper=True)
    source = part_rect(picture.scene.placed_layout, page.part)
    w, h = source.width() * page.scale, source.height() * page.scale
    target = QRectF(room.left() + (room.width() - w) / 2, room.top(), w, h)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.save()
    painter.setClipRect(target)  # what a neighbouring part overhangs stays off the page
    picture.scene.render(painter, target, source, Qt.AspectRatioMode.KeepAspectRatio)
    painter.restore()
    if table:
        painter.setFont(header_font(TABLE_PT * 0.3))
        painter.setPen(PRINT)
        painter.drawText(QRectF(0, target.bottom() + GAP_PT, full.width(), TABLE_PT),
                         int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap),
                         title_table(board, language))
    if count > 1 and page.part != "shelf":
        painter.setFont(header_font(TABLE_PT * 0.28))
        painter.drawText(QRectF(0, full.height() - TABLE_PT * 0.4, full.width(), TABLE_PT * 0.4),
                         int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom),
                         _t("The shelf is on page 2."))
