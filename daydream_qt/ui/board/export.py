"""Pictures of a sheet for files and paper: PNG, SVG, PDF and any page (a printer's), drawn
exactly as the app draws the board.

An export gets a board scene of its own, following a controller of its own that never
changes the game: the window's view keeps its zoom, cursor and open cards, and the picture
has none of the things that are only there to be pointed at (the keyboard cursor, cells
and nodes that glow, the bonus buttons, the coach's marks, explanation cards). Its items
are never cached as pixmaps, so SVG and PDF get vector paths.

Above the sheet goes one header line (board, seat, score, title, date), plain text: names
come from files and people, so controls are escaped and the length is bounded; QSvgGenerator
escapes what XML needs.

QtSvg is imported when an SVG is made, never before.
"""

from __future__ import annotations

import datetime as dt
import math

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QCoreApplication,
    QIODevice,
    QLocale,
    QMarginsF,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import (
    QFont,
    QFontMetricsF,
    QImage,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
)
from PySide6.QtWidgets import QAbstractGraphicsShapeItem

from daydream_qt.engine import Game
from daydream_qt.engine.untrusted import excerpt
from daydream_qt.ui.board.explain import points_text
from daydream_qt.ui.board.grid import Z_PAPER
from daydream_qt.ui.board.layout import compute_layout
from daydream_qt.ui.board.scene import BoardScene
from daydream_qt.ui.core.controller import GameController
from daydream_qt.ui.core.texts import seat_name
from daydream_qt.ui.style.board import PAPER, PRINT

DEFAULT_WIDTH = 2400
"""Pixels across a PNG unless asked otherwise: sharp when printed at A4 or shown on a 4K screen."""
MIN_WIDTH, MAX_WIDTH = 200, 10000
PAPERS = {"a4": QPageSize.PageSizeId.A4, "letter": QPageSize.PageSizeId.Letter}
PAGE_MARGIN_MM = 10.0
"""Page margins: inside what every printer can print, and no mark nearer the edge."""
LETTER_TERRITORIES = frozenset(getattr(QLocale.Country, name) for name in (
    "UnitedStates", "Canada", "Mexico", "Philippines", "Chile", "Colombia", "Venezuela",
    "PuertoRico", "Guatemala", "CostaRica", "Panama", "ElSalvador", "Nicaragua",
    "DominicanRepublic", "Bolivia", "Belize") if hasattr(QLocale.Country, name))
"""Where Letter is the paper in the shops (the Americas that use it, the Philippines)."""
HEADER_LIMIT = 160
"""Characters of the header line at most (a name can be long)."""

HIDDEN_ROLES = ("cursor", "cell_glow", "node_glow", "line_choice_glow", "line_choice_cell",
                "bonus_button", "hint", "explain_card", "explain_cell", "explain_line_end",
                "explain_line_gain", "live_ink")
"""What the board shows only to be pointed at, tapped or followed: never in a picture."""


def _t(text: str) -> str:
    return QCoreApplication.translate("SheetExport", text)


class ExportError(ValueError):
    """A picture that could not be made; str() is one plain sentence."""


class SheetPicture:
    """One seat's sheet drawn by a board scene of its own, with nothing interactive on it.

    `aspect` (width / height) is the shape the board is laid out for (a page's, say), as the
    view's shape lays it out in the app; `blank` leaves out every value the players write
    (the score, the modules' points and progress): a sheet to print and write on;
    `on_paper` leaves out the app's cream card, for paper is the page's own white (and ink
    spent on a background is wasted).
    """

    def __init__(self, game: Game, seat: int = 0, language: str = "en", aspect: float | None = None,
                 blank: bool = False, on_paper: bool = False) -> None:
        if not 0 <= seat < len(game.seats):
            raise ValueError(f"seat {seat} is not at this table")
        self.game = game
        self.seat = seat
        self.language = language
        self.controller = GameController()
        self.scene = BoardScene(self.controller)
        self.scene.language = language
        self.scene.show_legal_cells = False
        self.scene.aspect = aspect
        self.scene.setBackgroundBrush(Qt.BrushStyle.NoBrush)  # the device's page shows through
        self.controller.set_game(game)
        self.controller.view_seat(seat)
        for role in HIDDEN_ROLES:
            for item in self.scene.items_with_role(role):
                item.setVisible(False)
        if blank:
            self._empty_score_box()
        if on_paper:
            for item in self.scene.items():
                if item.zValue() <= Z_PAPER:
                    item.setVisible(False)

    def _empty_score_box(self) -> None:
        # What the players write goes: a module's points and a family's progress ("0
        # points", "0/7") printed under it ...
        for item in self.scene.items_with_role("module_caption"):
            item.setVisible(False)
        # ... and the number (and title) in the score box, which keeps its printed caption.
        for box in self.scene.items_with_role("score_box"):
            for child in box.childItems():
                if isinstance(child, QAbstractGraphicsShapeItem) and child.pen().style() != Qt.PenStyle.NoPen:
                    child.setVisible(False)

    @property
    def rect(self) -> QRectF:
        """The sheet in scene units."""
        return self.scene.sceneRect()

    def render(self, painter: QPainter, target: QRectF) -> None:
        """Draw the sheet into `target` (the painter's coordinates), whole and undistorted."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        self.scene.render(painter, target, self.rect, Qt.AspectRatioMode.KeepAspectRatio)

    def header(self, when: dt.date | None = None) -> str:
        return header_text(self.game, self.seat, self.language, when)


def header_text(game: Game, seat: int, language: str, when: dt.date | None = None) -> str:
    """One line: board, seat, score (and title), date; plain, controls escaped, bounded."""
    score = game.scores()[seat]
    points = points_text(score.total, language)
    if not game.over:
        points = _t("{0} so far").format(points)
    # each name bounded on its own, so a long one never pushes the score off the line
    parts = [excerpt(game.board.defn.name.get(language), 50), excerpt(seat_name(game.seats[seat].name), 40), points]
    if score.title is not None:
        parts.append(excerpt(score.title.get(language), 40))
    parts.append((when or dt.date.today()).isoformat())
    return excerpt(" \u00b7 ".join(p for p in parts if p), HEADER_LIMIT)


def header_font(pixel_size: float) -> QFont:
    font = QFont("DejaVu Serif")
    font.setPixelSize(max(1, round(pixel_size)))
    return font


def draw_header(painter: QPainter, rect: QRectF, text: str, size: float) -> None:
    """`text` on one line in `rect`, cut with "…" when it does not fit."""
    font = header_font(size)
    painter.setFont(font)
    painter.setPen(PRINT)
    shown = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
    painter.drawText(rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), shown)


# ---------------------------------------------------------------- files


def _header_h(width: float) -> int:
    """Height of the header strip over a picture `width` across (in the same units)."""
    return round(width * 0.045)


def png_bytes(picture: SheetPicture, width: int = DEFAULT_WIDTH, when: dt.date | None = None) -> bytes:
    """The sheet as a PNG `width` pixels across, its header line above it."""
    width = max(MIN_WIDTH, min(int(width), MAX_WIDTH))
    rect = picture.rect
    head = _header_h(width)
    sheet_h = round(width * rect.height() / rect.width())
    image = QImage(width, head + sheet_h, QImage.Format.Format_ARGB32_Premultiplied)
    if image.isNull():  # the memory for it could not be had
        raise ExportError(_t("A picture of {0} \u00d7 {1} pixels is too large to make here; a smaller "
                             "width will do.").format(width, head + sheet_h))
    image.fill(PAPER)
    painter = QPainter(image)
    try:
        _paint_sheet(painter, QRectF(0, 0, width, head + sheet_h), head, picture, when)
    finally:
        painter.end()
    return _image_bytes(image)


def _image_bytes(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    # the format is a C string: PySide6 takes a str for it (its stubs say bytes, refused)
    if not image.save(buffer, "PNG"):  # type: ignore[call-overload]
        raise ExportError(_t("The picture could not be encoded as PNG."))
    buffer.close()
    return bytes(data.data())


def _paint_sheet(painter: QPainter, area: QRectF, head: float, picture: SheetPicture,
                 when: dt.date | None) -> None:
    """The header in the top `head` of `area`, the sheet under it."""
    pad = head * 0.45
    draw_header(painter, QRectF(area.left() + pad, area.top() + head * 0.2, area.width() - 2 * pad, head * 0.8),
                picture.header(when), head * 0.42)
    picture.render(painter, QRectF(area.left(), area.top() + head, area.width(), area.height() - head))


def svg_bytes(picture: SheetPicture, when: dt.date | None = None) -> bytes:
    """The sheet as an SVG of vector paths (its header line as text), in scene units."""
    from PySide6.QtSvg import QSvgGenerator

    rect = picture.rect
    width = rect.width()
    head = _header_h(width)
    height = head + rect.height()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    generator = QSvgGenerator()
    generator.setOutputDevice(buffer)
    generator.setSize(QSize(round(width), round(height)))
    generator.setViewBox(QRectF(0, 0, width, height))
    generator.setTitle(excerpt(picture.game.board.defn.name.get(picture.language), HEADER_LIMIT))
    generator.setDescription(picture.header(when))
    painter = QPainter(generator)
    try:
        painter.fillRect(QRectF(0, 0, width, height), PAPER)
        _paint_sheet(painter, QRectF(0, 0, width, height), head, picture, when)
    finally:
        painter.end()
    buffer.close()
    return shape_opacities(bytes(data.data()))


SVG_NS = "http://www.w3.org/2000/svg"
XLINK_NS = "http://www.w3.org/1999/xlink"
SVG_SHAPES = frozenset({"path", "rect", "circle", "ellipse", "line", "polyline", "polygon", "text", "image", "use"})
OPACITIES = ("opacity", "fill-opacity", "stroke-opacity")


def shape_opacities(svg: bytes) -> bytes:
    """`svg` (QSvgGenerator's) with every opacity moved from its groups onto the shapes.

    QSvgGenerator writes what the painter's state is as a group around the shapes drawn in
    it, the pen's and brush's alpha (and the painter's opacity) included: a translucent
    wash is a `<g fill-opacity="0.18">` round an opaque path. Renderers that do not carry a
    group's opacity down to its shapes draw those as solid silhouettes; here each shape
    says its own fill-opacity and stroke-opacity (a group's opacity multiplied in), and no
    group has one other than 1."""
    import xml.etree.ElementTree as ET

    ET.register_namespace("", SVG_NS)
    ET.register_namespace("xlink", XLINK_NS)
    root = ET.fromstring(svg)

    def number(text: str | None, default: float) -> float:
        try:
            return max(0.0, min(1.0, float(text))) if text is not None else default
        except ValueError:
            return default

    def walk(element: ET.Element, fill: float, stroke: float, group: float) -> None:
        for child in element:
            tag = child.tag.rpartition("}")[2]
            own_fill = number(child.attrib.get("fill-opacity"), fill)
            own_stroke = number(child.attrib.get("stroke-opacity"), stroke)
            own = group * number(child.attrib.get("opacity"), 1.0)
            if tag == "g" or tag == "svg":
                for name in OPACITIES:
                    child.attrib.pop(name, None)
                walk(child, own_fill, own_stroke, own)
            elif tag in SVG_SHAPES:
                child.attrib.pop("opacity", None)
                if tag in ("image", "use"):
                    if own < 1.0:
                        child.set("opacity", f"{own:.6g}")
                else:
                    child.set("fill-opacity", f"{own_fill * own:.6g}")
                    child.set("stroke-opacity", f"{own_stroke * own:.6g}")
                walk(child, own_fill, own_stroke, 1.0)  # a text's spans: the text carries it

    walk(root, 1.0, 1.0, 1.0)
    body = ET.tostring(root, encoding="unicode")
    return ('<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n' + body).encode("utf-8")


def page_layout(paper: str, landscape: bool) -> QPageLayout:
    """A page of `paper` with `PAGE_MARGIN_MM` margins, rounded up to whole points (a PDF
    page is laid out in points: 10 mm rounded to the nearest would be 9.9 mm)."""
    orientation = QPageLayout.Orientation.Landscape if landscape else QPageLayout.Orientation.Portrait
    m = float(math.ceil(PAGE_MARGIN_MM * 72 / 25.4))
    return QPageLayout(QPageSize(PAPERS[paper]), orientation, QMarginsF(m, m, m, m), QPageLayout.Unit.Point)


def default_paper(locale: QLocale | None = None) -> str:
    """The paper of the player's country: Letter in the US, Canada and the others that use
    it, A4 everywhere else. Read from the system's locale (`locale` for a test), not the
    app's language: English is spoken on A4 too."""
    where = locale if locale is not None else QLocale.system()
    if where.measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem:
        return "letter"
    return "letter" if where.territory() in LETTER_TERRITORIES else "a4"


def pdf_bytes(game: Game, seat: int = 0, language: str = "en", paper: str = "a4",
              when: dt.date | None = None, landscape: bool | None = None) -> bytes:
    """The sheet on one page of `paper` ("a4", "letter"), `landscape` or portrait (None:
    turned the way it shows larger), no mark within `PAGE_MARGIN_MM` of the edge and no
    background."""
    if landscape is None:
        landscape = best_orientation(game, paper)
    layout = page_layout(paper, landscape)
    picture = SheetPicture(game, seat, language, aspect=sheet_aspect(layout), on_paper=True)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(72)  # one unit is one point
    writer.setCreator("Daydream")
    writer.setTitle(excerpt(game.board.defn.name.get(language), HEADER_LIMIT))
    writer.setPageLayout(layout)
    painter = QPainter(writer)
    try:
        area = QRectF(layout.paintRectPoints())
        print_page(painter, QRectF(0, 0, area.width(), area.height()), picture, when)
    finally:
        painter.end()
    buffer.close()
    return bytes(data.data())


def sheet_aspect(layout: QPageLayout) -> float:
    """The shape the sheet is laid out for on a page: its printable area less the header."""
    r = layout.paintRectPoints()
    return room_aspect(r.width(), r.height())


def room_aspect(width: float, height: float) -> float:
    """The shape the sheet is laid out for in a page's room `width` × `height`, less the header."""
    return width / max(1.0, height - _page_header_h(width, height))


def _page_header_h(width: float, height: float) -> float:
    return min(width, height) * 0.05


def best_orientation(game: Game, paper: str) -> bool:
    """True when the sheet shows larger on a landscape page than on a portrait one (the
    board laid out for each, geometry only)."""
    scales = []
    for landscape in (False, True):
        layout = page_layout(paper, landscape)
        r = layout.paintRectPoints()
        sheet = compute_layout(game.board, game.solo_rules, sheet_aspect(layout)).scene_rect
        room_h = r.height() - _page_header_h(r.width(), r.height())
        scales.append(min(r.width() / sheet.width(), room_h / sheet.height()))
    return scales[1] > scales[0]


def print_page(painter: QPainter, page: QRectF, picture: SheetPicture, when: dt.date | None = None) -> None:
    """The header and the sheet fitted into `page` (the painter's printable area)."""
    head = _page_header_h(page.width(), page.height())
    draw_header(painter, QRectF(page.left(), page.top(), page.width(), head * 0.8), picture.header(when),
                head * 0.4)
    room = QRectF(page.left(), page.top() + head, page.width(), page.height() - head)
    picture.render(painter, fitted(picture.rect, room))


def fitted(source: QRectF, room: QRectF) -> QRectF:
    """The largest rect of `source`'s shape inside `room`, centred across and at the top."""
    scale = min(room.width() / source.width(), room.height() / source.height())
    w, h = source.width() * scale, source.height() * scale
    return QRectF(room.left() + (room.width() - w) / 2, room.top(), w, h)
