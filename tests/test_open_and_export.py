"""Opening and exporting as people expect: a game opened by its path shows its sheet, the
replay's sheet is the one exported, paper has margins and no fill, a blank board is blank,
and each saved file says where it went."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage

from daydream_qt.bots.players import make_bot, play_game
from daydream_qt.engine import Game, Mode, SeatInfo, builtin_board
from daydream_qt.engine.savefile import save_game

INK = "#c8102e"
"""A seat's ink found nowhere in the board's own art."""


def finished_game(board_id: str = "A", seed: int = 11) -> Game:
    game = Game(builtin_board(board_id), Mode.SOLO, (SeatInfo("Ann", INK),), seed=seed)
    return play_game(game, [make_bot("greedy", seed)])


def ink_share(image: QImage, ink: str = INK, tolerance: int = 60) -> float:
    """The share of `image`'s pixels (every other one) near `ink`."""
    target = QColor(ink)
    hits = seen = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            c = image.pixelColor(x, y)
            seen += 1
            if (abs(c.red() - target.red()) + abs(c.green() - target.green())
                    + abs(c.blue() - target.blue())) <= tolerance:
                hits += 1
    return hits / max(1, seen)


# ---------------------------------------------------------------- opened by its path


def test_a_finished_game_opened_by_its_path_shows_its_sheet_on_the_end_screen(qtbot, tmp_path):
    """What `daydream-qt GAME.daydream` does (`ui.app.run_app`): the file is opened before
    the window is first shown, so the game page's board view has never been visible."""
    from daydream_qt.ui.app import main_window, make_app

    path = tmp_path / "done.daydream"
    save_game(finished_game(), path)
    window = main_window(make_app())
    qtbot.addWidget(window)
    assert window.open_file(str(path))
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    screen = window.end_screen
    assert window.pages.currentWidget() is screen
    assert window.view.board_scene.placed_layout is not None
    area = screen.picture.picture_rect()
    assert area.width() > 200 and area.height() > 100
    shot = screen.picture.grab().toImage()
    assert ink_share(shot.copy(area.toRect())) > 0.002


# ---------------------------------------------------------------- SVG


def test_no_svg_group_carries_an_opacity_each_shape_has_its_own(qtbot):
    """Renderers that do not pass a group's opacity down draw its shapes solid."""
    import xml.etree.ElementTree as ET

    from daydream_qt.ui.board import export

    game = finished_game("DEF")
    root = ET.fromstring(export.svg_bytes(export.SheetPicture(game)))
    groups = [e for e in root.iter() if e.tag.rpartition("}")[2] == "g"]
    assert groups
    for g in groups:
        for name in ("opacity", "fill-opacity", "stroke-opacity"):
            assert float(g.attrib.get(name, "1")) == 1.0, (name, g.attrib)
    washes = [e for e in root.iter() if e.tag.rpartition("}")[2] == "path"
              and float(e.attrib.get("fill-opacity", "1")) < 0.5]
    assert washes  # the translucent washes are still translucent, on the shapes


def test_a_group_opacity_is_multiplied_into_its_shapes():
    from daydream_qt.ui.board.export import shape_opacities

    svg = (b'<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><g opacity="0.5">'
           b'<g fill-opacity="0.4" stroke-opacity="0.8"><path d="M0 0"/><rect fill-opacity="1"/></g>'
           b'</g></svg>')
    import xml.etree.ElementTree as ET

    root = ET.fromstring(shape_opacities(svg))
    shapes = {e.tag.rpartition("}")[2]: e.attrib for e in root.iter()}
    assert shapes["path"]["fill-opacity"] == "0.2" and shapes["path"]["stroke-opacity"] == "0.4"
    assert shapes["rect"]["fill-opacity"] == "0.5"
    assert all("opacity" not in e.attrib for e in root.iter() if e.tag.endswith("}g"))


# ---------------------------------------------------------------- the blank board


@pytest.mark.parametrize("board_id", ["BC", "EF", "DEF"])
def test_a_blank_sheet_prints_no_value_the_players_write(qtbot, board_id):
    """No "0 points" under a track, no "0/7" under a frame family: the players write those."""
    from daydream_qt.ui.board import blank_sheet
    from daydream_qt.ui.board.export import SheetPicture

    game = blank_sheet.blank_game(builtin_board(board_id))
    shown = SheetPicture(game, blank=True).scene
    assert [i for i in shown.items_with_role("module_caption") if i.isVisible()] == []
    played = SheetPicture(game).scene  # the app's sheet keeps them
    assert [i for i in played.items_with_role("module_caption") if i.isVisible()]


def test_no_frame_outline_crosses_a_row_number(qtbot):
    """Each row number stands clear of the frame outlines (4 scene units: over a millimetre
    on paper, where the numbers used to touch the outline round the first column)."""
    from daydream_qt.ui.board.export import SheetPicture

    for blank in (False, True):
        scene = SheetPicture(Game(builtin_board("DEF"), seed=1), blank=blank).scene
        outlines = [item.mapToScene(item.shape()) for item in scene.items_with_role("frame")]
        numbers = scene.items_with_role("row_number")
        assert len(outlines) == 3 and len(numbers) == 7
        crossed = [n for n in numbers for o in outlines if o.intersects(n.sceneBoundingRect().adjusted(-4, -4, 4, 4))]
        assert crossed == []


# ---------------------------------------------------------------- paper

MM = 72 / 25.4
"""Points per millimetre."""


def pdf_pages(pdf: bytes) -> list[tuple[tuple[float, float], bytes]]:
    """Each page's size in points and its content stream, inflated (QPdfWriter writes one
    stream per page, Flate-compressed, in the order of the pages)."""
    import re
    import zlib

    boxes = [(float(w), float(h)) for w, h in re.findall(rb"/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]", pdf)]
    contents = []
    for head, raw in re.findall(rb"<<([^>]*?)>>\s*stream\r?\n(.*?)endstream", pdf, re.S):
        if b"/Subtype" in head or b"/Type" in head or b"/Length1" in head:
            continue  # fonts, metadata
        try:
            text = zlib.decompress(raw)
        except zlib.error:
            continue
        if b" cm" in text:
            contents.append(text)
    return list(zip(boxes, contents, strict=True))


def font_widths(pdf: bytes) -> dict[str, dict[int, float]]:
    """Each font resource's glyph widths (in ems) by glyph id, from its CID font's /W array
    (QPdfWriter embeds each font as a Type0 font with Identity encoding)."""
    import re

    objects = {int(n): body for n, body in re.findall(rb"(\d+) 0 obj(.*?)endobj", pdf, re.S)}
    widths: dict[str, dict[int, float]] = {}
    for name, ref in re.findall(rb"/(F\d+) (\d+) 0 R", pdf):
        descendant = re.search(rb"/DescendantFonts \[(\d+) 0 R\]", objects.get(int(ref), b""))
        if descendant is None:
            continue
        w = re.search(rb"/W \[(.*?)\]\s*(?:/|>>)", objects.get(int(descendant.group(1)), b""), re.S)
        table: dict[int, float] = {}
        if w is not None:
            for first, run in re.findall(rb"(\d+) \[([^\]]*)", w.group(1) + b"]"):
                for k, value in enumerate(run.split()):
                    table[int(first) + k] = float(value) / 1000
        widths[name.decode()] = table
    return widths


def drawn_bounds(content: bytes, widths: dict[str, dict[int, float]] | None = None) -> tuple[float, float, float, float]:
    """The bounds (x0, y0, x1, y1) of all that `content` paints (see `painted`)."""
    marks = painted(content, widths)
    return (min(m[1][0] for m in marks), min(m[1][1] for m in marks),
            max(m[1][2] for m in marks), max(m[1][3] for m in marks))


def painted(content: bytes, widths: dict[str, dict[int, float]] | None = None,
            ) -> list[tuple[str, tuple[float, float, float, float]]]:
    """Each mark a page's content stream paints: its fill colour ("r g b", 3 decimals; ""
    for a line only, a text, an image) and its bounds (x0, y0, x1, y1, in points from the
    page's bottom left): a path's points (a stroked one's grown by half the pen), each
    glyph's box from its origin (its width from `widths`, else an em), an image's unit square; through the `cm` transforms
    and the q/Q stack. Clip paths (W n) are not painted and not counted."""
    import re

    tokens = re.findall(rb"<[0-9A-Fa-f]*>|\((?:\\.|[^\\)])*\)|/[^\s/<>\[\]()]+|\[|\]|[-+]?(?:\d+\.?\d*|\.\d+)|[A-Za-z'\"*]+",
                        content)
    ctm = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
    stack: list[tuple[tuple[float, ...], float]] = []
    width = 1.0
    path: list[tuple[float, float]] = []
    tm = tlm = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
    font = 0.0
    nums: list[float] = []
    xs: list[float] = []
    ys: list[float] = []
    marks: list[tuple[str, tuple[float, float, float, float]]] = []
    colour = ""
    face = last_name = last_string = ""

    def mark(kind: str) -> None:
        if xs:
            marks.append((kind, (min(xs), min(ys), max(xs), max(ys))))
        xs.clear()
        ys.clear()

    def mul(a, b):  # a then b (PDF: row vectors)
        return (a[0] * b[0] + a[1] * b[2], a[0] * b[1] + a[1] * b[3], a[2] * b[0] + a[3] * b[2],
                a[2] * b[1] + a[3] * b[3], a[4] * b[0] + a[5] * b[2] + b[4], a[4] * b[1] + a[5] * b[3] + b[5])

    def put(m, x, y, grow=0.0):
        px, py = m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]
        scale = (abs(m[0] * m[3] - m[1] * m[2])) ** 0.5
        xs.extend((px - grow * scale, px + grow * scale))
        ys.extend((py - grow * scale, py + grow * scale))

    for tok in tokens:
        if re.fullmatch(rb"[-+]?(?:\d+\.?\d*|\.\d+)", tok):
            nums.append(float(tok))
            continue
        op = tok.decode("latin-1")
        if op.startswith("/"):
            last_name = op[1:]
        elif op.startswith("<"):
            last_string = op
        if op == "q":
            stack.append((ctm, width))
        elif op == "Q":
            ctm, width = stack.pop()
        elif op == "cm":
            ctm = mul(tuple(nums[-6:]), ctm)
        elif op == "w":
            width = nums[-1]
        elif op in ("m", "l"):
            path.append((nums[-2], nums[-1]))
        elif op == "c":
            path.extend([(nums[-6], nums[-5]), (nums[-4], nums[-3]), (nums[-2], nums[-1])])
        elif op in ("v", "y"):
            path.extend([(nums[-4], nums[-3]), (nums[-2], nums[-1])])
        elif op == "re":
            x, y, w, h = nums[-4:]
            path.extend([(x, y), (x + w, y + h)])
        elif op in ("S", "s", "B", "B*", "b", "b*"):
            for x, y in path:
                put(ctm, x, y, width / 2)
            path = []
            mark(colour if op[0] in "Bb" else "")  # B: filled, then stroked
        elif op in ("f", "F", "f*"):
            for x, y in path:
                put(ctm, x, y)
            path = []
            mark(colour)
        elif op in ("scn", "rg") and len(nums) >= 3:
            colour = " ".join(f"{v:.3f}" for v in nums[-3:])
        elif op == "n":
            path = []  # a clip path: not painted
        elif op == "BT":
            tm = tlm = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
        elif op == "Tf":
            font = nums[-1]
            face = last_name
        elif op == "Tm":
            tm = tlm = tuple(nums[-6:])
        elif op == "Td":
            tlm = mul((1.0, 0.0, 0.0, 1.0, nums[-2], nums[-1]), tlm)
            tm = tlm
        elif op in ("Tj", "TJ", "'", '"'):
            m = mul(tm, ctm)  # the glyphs' box from their origin: ascent up, descent down
            table = (widths or {}).get(face)
            codes = [int(last_string[i:i + 4], 16) for i in range(1, len(last_string) - 4, 4)]
            across = sum(table.get(c, 1.0) for c in codes) if table is not None and codes else 1.0
            put(m, 0, -0.25 * font)
            put(m, across * font, 0.95 * font)
            mark("")
        elif op == "Do":
            for x, y in ((0, 0), (1, 1)):
                put(ctm, x, y)
            mark("")
        if not (op.startswith("/") or op in ("[", "]")) and op[:1] not in ("<", "("):
            nums = []
    return marks


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("landscape", [False, True])
@pytest.mark.parametrize("board_id", ["A", "DEF"])
def test_an_exported_pdf_keeps_every_mark_10_mm_from_the_edge(qtbot, paper, landscape, board_id):
    """Read from the PDF itself: its page stream's paths, texts (glyph widths from the
    embedded fonts) and images, through their transforms (`drawn_bounds`). No renderer is
    needed (there is no Poppler here), and what is checked is what a printer gets, not a
    recording of the painting beside it."""
    from daydream_qt.ui.board import export

    game = finished_game(board_id)
    pdf = export.pdf_bytes(game, 0, "en", paper, landscape=landscape)
    [((w, h), content)] = pdf_pages(pdf)
    size = {"a4": (595, 842), "letter": (612, 792)}[paper]
    assert (round(w), round(h)) == (size[::-1] if landscape else size)
    x0, y0, x1, y1 = drawn_bounds(content, font_widths(pdf))
    margin = 10 * MM - 0.01
    assert x0 >= margin and y0 >= margin and w - x1 >= margin and h - y1 >= margin, (x0, y0, w - x1, h - y1)
    # the sheet fills its room: no side is left half empty
    assert (x1 - x0) > 0.9 * (w - 2 * margin) or (y1 - y0) > 0.9 * (h - 2 * margin)


def test_a_pdf_of_the_sheet_has_no_background_fill(qtbot):
    """The app's cream card is not printed: nothing is filled in its colour larger than a
    small box (the score box, a badge), where it used to lie under the whole sheet."""
    from daydream_qt.ui.board import export
    from daydream_qt.ui.style.board import PAPER

    [((w, h), content)] = pdf_pages(export.pdf_bytes(finished_game(), 0, "en", "a4"))
    cream = " ".join(f"{c:.3f}" for c in (PAPER.redF(), PAPER.greenF(), PAPER.blueF()))
    marks = painted(content)
    areas = [(x1 - x0) * (y1 - y0) for kind, (x0, y0, x1, y1) in marks if kind == cream]
    assert len(marks) > 100
    assert max(areas, default=0.0) < 0.03 * w * h


@pytest.mark.parametrize(("name", "paper"), [("en_US", "letter"), ("fr_CA", "letter"), ("es_MX", "letter"),
                                             ("en_GB", "a4"), ("de_DE", "a4"), ("ja_JP", "a4"), ("en_AU", "a4")])
def test_the_default_paper_is_the_countrys(name, paper):
    from PySide6.QtCore import QLocale

    from daydream_qt.ui.board.export import default_paper

    assert default_paper(QLocale(name)) == paper


def test_the_default_paper_follows_the_system_not_the_apps_language(monkeypatch):
    from PySide6.QtCore import QLocale

    from daydream_qt.ui.board import export

    QLocale.setDefault(QLocale("en_US"))  # what the window does for English
    try:
        monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("en_GB")))
        assert export.default_paper() == "a4"
    finally:
        QLocale.setDefault(QLocale("en"))


def test_printing_keeps_10_mm_clear_whatever_margins_the_printer_has(window, tmp_path):
    """A printer left with 3.5 mm margins (a print dialog's): the sheet stays 10 mm in."""
    from PySide6.QtCore import QMarginsF
    from PySide6.QtGui import QPageLayout
    from PySide6.QtPrintSupport import QPrinter

    window.start_game(finished_game())
    shown = window.exports.shown()
    printer = window.exports.printer(shown)
    assert printer.pageLayout().margins(QPageLayout.Unit.Millimeter).left() == pytest.approx(10, abs=0.1)
    from daydream_qt.ui.board.export import best_orientation, default_paper

    wide = best_orientation(shown.game, default_paper())
    assert printer.pageLayout().orientation() == (QPageLayout.Orientation.Landscape if wide
                                                  else QPageLayout.Orientation.Portrait)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    printer.setPageMargins(QMarginsF(3.5, 3.5, 3.5, 3.5), QPageLayout.Unit.Millimeter)
    assert window.exports.print_on(printer)
    pdf = (tmp_path / "printed.pdf").read_bytes()
    [((w, h), content)] = pdf_pages(pdf)
    x0, y0, x1, y1 = drawn_bounds(content, font_widths(pdf))
    margin = 10 * MM - 0.05
    assert min(x0, y0, w - x1, h - y1) >= margin, (x0, y0, w - x1, h - y1)


def test_print_offers_the_countrys_paper(window, monkeypatch):
    from PySide6.QtGui import QPageSize

    from daydream_qt.ui.board import export

    window.start_game(finished_game())
    for paper, size in (("letter", QPageSize.PageSizeId.Letter), ("a4", QPageSize.PageSizeId.A4)):
        monkeypatch.setattr(export, "default_paper", lambda paper=paper: paper)
        printer = window.exports.printer(window.exports.shown())
        assert printer.pageLayout().pageSize().id() == size


def test_export_pdf_asks_the_paper_and_side(window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    from daydream_qt.ui.dialogs.paper import PaperDialog

    asked = []

    def choose(dialog):
        asked.append((dialog.paper, dialog.landscape))
        dialog.paper_box.setCurrentIndex(dialog.paper_box.findData("letter"))
        dialog.side_box.setCurrentIndex(0)
        return PaperDialog.DialogCode.Accepted

    monkeypatch.setattr(PaperDialog, "exec", choose)
    monkeypatch.setattr("daydream_qt.ui.board.export.default_paper", lambda: "a4")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(tmp_path / "s.pdf"), ""))
    from daydream_qt.ui.board.export import best_orientation

    game = finished_game("DEF")
    window.start_game(game)
    window.exports.export_action.trigger()
    # offered: the country's paper, the side the sheet shows larger on
    assert asked == [("a4", best_orientation(game, "a4"))]
    [((w, h), _content)] = pdf_pages((tmp_path / "s.pdf").read_bytes())
    assert (round(w), round(h)) == (612, 792)  # Letter, portrait: as chosen


# ---------------------------------------------------------------- the replay's sheet


def replaying(window, turn: int):
    """The Replay page of a finished game of Ann's at `turn`, over a game in progress."""
    window.new_game("D", seed=4)  # the hidden game in progress: an empty sheet
    window.replay.replay_game(finished_game())
    page = window.replay.built_replay_page
    page.controller.show_turn(turn)
    assert window.pages.currentWidget() is page
    return page


def test_export_on_the_replay_page_exports_the_replay_at_the_step_shown(window, tmp_path):
    replaying(window, 4)
    exports = window.exports
    assert exports.export_action.isEnabled() and exports.print_action.isEnabled()
    assert exports.export_to(tmp_path / "t4.png", "png", width=700)
    window.replay.built_replay_page.last()
    assert exports.export_to(tmp_path / "end.png", "png", width=700)
    at_4, at_end = (ink_share(QImage(str(tmp_path / n))) for n in ("t4.png", "end.png"))
    assert 0 < at_4 < at_end  # Ann's ink: the replay, not the empty sheet, and at its step
    svg = exports.export_to(tmp_path / "t4.svg", "svg")
    assert svg and "Calm Morning \u00b7 Ann \u00b7 " in (tmp_path / "t4.svg").read_text(encoding="utf-8")
    last = window.replay.built_replay_page.controller.turn
    assert exports.suggested_name().startswith("A-") and exports.suggested_name().endswith(f"-turn{last}")


def test_the_replay_pages_dialogs_name_the_game(window, tmp_path, monkeypatch):
    from PySide6.QtPrintSupport import QPrintDialog
    from PySide6.QtWidgets import QFileDialog

    replaying(window, 4)
    captions = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda parent, caption, *a: (captions.append(caption), ("", ""))[1])
    window.exports.export_action.trigger()
    monkeypatch.setattr(QPrintDialog, "exec", lambda dialog: (captions.append(dialog.windowTitle()),
                                                              QPrintDialog.DialogCode.Rejected)[1])
    window.exports.print_action.trigger()
    assert captions == ["Export the sheet: Calm Morning \u00b7 Ann \u00b7 replay, turn 4",
                        "Print the sheet: Calm Morning \u00b7 Ann \u00b7 replay, turn 4"]


def test_printing_on_the_replay_page_prints_the_replay(window, tmp_path):
    from PySide6.QtPrintSupport import QPrinter

    replaying(window, 12)
    printer = window.exports.printer(window.exports.shown())
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "p.pdf"))
    assert window.exports.print_on(printer)
    [(_box, content)] = pdf_pages((tmp_path / "p.pdf").read_bytes())
    red = " ".join(f"{c:.3f}" for c in (QColor(INK).redF(), QColor(INK).greenF(), QColor(INK).blueF()))
    assert any(kind == red for kind, _ in painted(content))


# ---------------------------------------------------------------- where files go


def test_an_export_says_where_the_file_went(window, tmp_path):
    window.start_game(finished_game())
    for fmt in ("png", "svg", "pdf"):
        path = tmp_path / f"sheet.{fmt}"
        assert window.exports.export_to(path, fmt, width=300)
        bar = window.statusBar()
        assert bar.isVisible() and bar.currentMessage() == f"The sheet was exported to {path}"
    assert window.exports.save_blank("A", "a4", tmp_path / "blank.pdf")
    assert window.statusBar().currentMessage() == f"The blank board was saved to {tmp_path / 'blank.pdf'}"
    window.statusBar().clearMessage()
    assert not window.statusBar().isVisible()  # the bar was there for the sentence only


def test_the_history_csv_opens_in_documents_and_says_where_it_went(window, tmp_path, monkeypatch):
    from PySide6.QtCore import QStandardPaths
    from PySide6.QtWidgets import QFileDialog

    from daydream_qt.paths import data_dir
    from daydream_qt.ui.widgets import saved_files

    saved_files.forget()
    docs = tmp_path / "Documents"
    docs.mkdir()
    monkeypatch.setattr(QStandardPaths, "writableLocation", staticmethod(lambda where: str(docs)))
    window.start_game(finished_game())  # a finished game: one record
    window.records.show_records()
    page = window.records.page
    offered = []

    def save_as(parent, caption, start, filters):
        offered.append(Path(start))
        return str(tmp_path / "out" / "history.csv"), filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_as)
    (tmp_path / "out").mkdir()
    page.ask_export_csv()
    assert offered == [docs / "daydream-history.csv"] and data_dir() not in offered[0].parents
    assert (tmp_path / "out" / "history.csv").is_file()
    assert window.statusBar().currentMessage() == f"The history was exported to {tmp_path / 'out' / 'history.csv'}"
    page.ask_export_csv()  # the next one: where the last went
    assert offered[1] == tmp_path / "out" / "daydream-history.csv"


@pytest.mark.parametrize("command", ["open", "replay"])
def test_open_on_a_fresh_profile_starts_in_the_saves_folder(window, monkeypatch, command):
    from PySide6.QtWidgets import QFileDialog

    from daydream_qt.paths import data_dir

    started = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda parent, caption, folder, filters: (started.append(folder), ("", ""))[1])
    assert not (data_dir() / "saves").exists()
    if command == "open":
        window.files.ask_open()
    else:
        window.replay.ask_replay_file()
    assert started == [str(data_dir() / "saves")] and Path(started[0]).is_dir()


def test_a_damaged_file_given_at_start_up_is_named(qtbot, tmp_path, monkeypatch):
    from daydream_qt.ui.app import main_window, make_app
    from daydream_qt.ui.widgets import plain

    said = []
    monkeypatch.setattr(plain, "message", lambda parent, title, text, **k: said.append(text))
    damaged, missing = tmp_path / "our game.daydream", tmp_path / "gone.daydream"
    damaged.write_text("{not json", encoding="utf-8")
    window = main_window(make_app())
    qtbot.addWidget(window)
    assert not window.open_file(str(damaged)) and not window.open_file(str(missing))
    assert said[0].startswith("our game.daydream cannot be opened. The file is not a saved game")
    assert said[1] == "The file gone.daydream cannot be read: No such file or directory."


@pytest.mark.parametrize(("side", "size"), [("portrait", (595, 842)), ("landscape", (842, 595))])
def test_cli_export_takes_the_pdfs_side(capsys, tmp_path, side, size):
    from daydream_qt.cli import main

    saved = tmp_path / "g.daydream"
    save_game(finished_game(), saved)
    out = tmp_path / "s.pdf"
    assert main(["export", str(saved), "--out", str(out), "--orientation", side]) == 0
    [((w, h), _content)] = pdf_pages(out.read_bytes())
    assert (round(w), round(h)) == size
    assert main(["export", str(saved), "--out", str(tmp_path / "s.png"), "--orientation", side]) == 2
    assert "--orientation goes with --format pdf only." in capsys.readouterr().err


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_a_blank_board_keeps_every_mark_10_mm_from_the_edge(qtbot, paper):
    from daydream_qt.ui.board.blank_sheet import blank_pdf_bytes

    for board_id in ("A", "DEF"):
        pdf = blank_pdf_bytes(builtin_board(board_id), paper)
        pages, widths = pdf_pages(pdf), font_widths(pdf)
        assert pages and widths
        for (w, h), content in pages:
            x0, y0, x1, y1 = drawn_bounds(content, widths)
            assert min(x0, y0, w - x1, h - y1) >= 10 * MM - 0.01, (board_id, x0, y0, w - x1, h - y1)
