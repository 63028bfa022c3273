"""Exports and print: the sheet as PNG, SVG and PDF, the blank sheet, and their commands."""

from __future__ import annotations

import copy
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage

from daydream_qt.bots.players import make_bot, play_game
from daydream_qt.cli import main
from daydream_qt.engine import BOARD_IDS, Game, Mode, SeatInfo, builtin_board, compile_board
from daydream_qt.engine.board import boards_dir, read_board_json
from daydream_qt.engine.boarddef import load_board
from daydream_qt.engine.savefile import save_game
from daydream_qt.ui.app import make_app
from daydream_qt.ui.board import blank_sheet, export
from daydream_qt.ui.board.layout import compute_layout

INK = "#c8102e"
"""A seat's ink found nowhere in the board's own art."""
SVG = "{http://www.w3.org/2000/svg}"
HOSTILE = '<b>N&amp;</b> ]]> "q" \'a\' <img src="x">'


@pytest.fixture(scope="module")
def app():
    return make_app()


@pytest.fixture(scope="module")
def finished(app) -> Game:
    """A finished solo game of Calm Morning in a red ink."""
    game = Game(builtin_board("A"), Mode.SOLO, (SeatInfo("Ann", INK),), seed=11)
    return play_game(game, [make_bot("greedy", 11)])


def hostile_board(board_id: str = "A"):
    data = copy.deepcopy(read_board_json(boards_dir() / f"{board_id}.json"))
    data["name"] = {lang: HOSTILE for lang in ("en", "fr", "ja")}
    return compile_board(load_board(data))


def media_boxes(pdf: bytes) -> list[tuple[int, int]]:
    """Each page's size in points, as (width, height)."""
    return [(round(float(w)), round(float(h)))
            for w, h in re.findall(rb"/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]", pdf)]


def ink_pixels(image: QImage, ink: str, tolerance: int = 40) -> int:
    target = QColor(ink)
    count = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            c = image.pixelColor(x, y)
            if (abs(c.red() - target.red()) + abs(c.green() - target.green())
                    + abs(c.blue() - target.blue())) <= tolerance:
                count += 1
    return count


# ---------------------------------------------------------------- the picture


def test_a_picture_shows_nothing_that_is_only_there_to_be_pointed_at(app):
    game = Game(builtin_board("DEF"), seed=3)
    game.roll()  # dice to play: the app would make legal cells glow and show the cursor
    picture = export.SheetPicture(game, 0, "en")
    shown = {role: picture.scene.items_with_role(role) for role in export.HIDDEN_ROLES}
    assert {role: items for role, items in shown.items() if items} == {}
    assert picture.scene.items_with_role("cell")  # the board itself is there


def test_png_has_the_requested_width_and_the_seat_ink(finished):
    data = export.png_bytes(export.SheetPicture(finished, 0, "en"), width=640)
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    image = QImage.fromData(data, "PNG")
    picture = export.SheetPicture(finished, 0, "en")
    sheet_h = round(640 * picture.rect.height() / picture.rect.width())
    assert (image.width(), image.height()) == (640, sheet_h + export._header_h(640))
    assert ink_pixels(image, INK) > 200


def test_a_blank_sheet_has_no_ink_and_no_values(app):
    picture = export.SheetPicture(blank_sheet.blank_game(builtin_board("DEF")), 0, "en", blank=True)
    for role in ("digit", "line_mark", "item_ink", "track_ink", "polaroid_value", "thorn", "leaf_circle"):
        circled = [it for it in picture.scene.items_with_role(role)
                   if not (role == "leaf_circle" and it.pen().color() == QColor(blank_sheet.PRINT))]
        assert circled == [], role
    score_box = picture.scene.items_with_role("score_box")[0]
    assert [c for c in score_box.childItems() if c.isVisible() and c.pen().style() != Qt.PenStyle.NoPen] == []
    image = QImage.fromData(export.png_bytes(picture, 800), "PNG")
    assert ink_pixels(image, SeatInfo("x").ink) == 0  # the default marker's blue


def test_the_header_names_board_seat_score_title_and_date(finished):
    import datetime as dt

    text = export.header_text(finished, 0, "en", dt.date(2026, 12, 1))
    score = finished.scores()[0]
    assert text == f"Calm Morning \u00b7 Ann \u00b7 {score.total} points \u00b7 {score.title.en} \u00b7 2026-12-01"


def test_the_header_of_an_unfinished_game_with_a_hostile_seat_is_one_plain_line(app):
    game = Game(builtin_board("A"), Mode.SOLO, (SeatInfo("Bo\x1b[31m\u202e\nb" + "x" * 400, INK),), seed=1)
    text = export.header_text(game, 0, "en")
    assert "0 points so far" in text
    assert len(text) <= export.HEADER_LIMIT
    assert not any(ord(ch) < 32 or ch in "\u202e\x7f" for ch in text)


# ---------------------------------------------------------------- SVG and PDF


def test_svg_is_xml_of_paths_with_the_board_name_as_text(finished):
    root = ET.fromstring(export.svg_bytes(export.SheetPicture(finished, 0, "en")))
    assert root.tag == f"{SVG}svg"
    assert len(root.findall(f".//{SVG}path")) > 100
    text = "".join("".join(t.itertext()) for t in root.iter(f"{SVG}text"))
    assert "Calm Morning" in text and "Ann" in text


def test_a_hostile_board_name_is_escaped_in_the_svg(app):
    game = Game(hostile_board(), seed=2)
    data = export.svg_bytes(export.SheetPicture(game, 0, "en"))
    root = ET.fromstring(data)  # still well-formed XML
    assert root.find(f"{SVG}title").text == HOSTILE
    assert HOSTILE in "".join("".join(t.itertext()) for t in root.iter(f"{SVG}text"))
    assert b"<img" not in data and b"<b>" not in data


@pytest.mark.parametrize(("paper", "size"), [("a4", (595, 842)), ("letter", (612, 792))])
def test_pdf_is_one_page_of_the_paper_asked_for(finished, paper, size):
    data = export.pdf_bytes(finished, 0, "en", paper)
    assert data.startswith(b"%PDF")
    boxes = media_boxes(data)
    assert len(boxes) == 1 and tuple(sorted(boxes[0])) == size


def test_printing_paints_the_sheet_on_the_page(finished, tmp_path):
    from PySide6.QtGui import QPainter, QPdfWriter

    path = tmp_path / "printed.pdf"
    writer = QPdfWriter(str(path))
    writer.setPageLayout(export.page_layout("letter", True))
    picture = export.SheetPicture(finished, 0, "en", aspect=export.sheet_aspect(writer.pageLayout()))
    painter = QPainter(writer)
    area = writer.pageLayout().paintRectPixels(writer.resolution())
    export.print_page(painter, QRectF(0, 0, area.width(), area.height()), picture)
    painter.end()
    data = path.read_bytes()
    assert data.startswith(b"%PDF") and media_boxes(data) == [(792, 612)]
    assert len(data) > 20000  # the sheet's paths, not an empty page


# ---------------------------------------------------------------- the blank sheet


def test_every_board_prints_clouds_a_digit_fits_in_and_nothing_cut(app):
    sizes = {}
    for board_id in BOARD_IDS:
        board = builtin_board(board_id)
        for paper in ("a4", "letter"):
            pages = blank_sheet.plan_pages(board, paper)
            sheet = pages[0]
            sizes[board_id, paper] = blank_sheet.cloud_mm(sheet)
            assert [p.part for p in pages] in (["sheet"], ["grid", "shelf"])
            for page in pages:
                room = blank_sheet._room(paper, page.landscape, page.part != "shelf")
                part = blank_sheet.part_rect(compute_layout(board, True, page.aspect), page.part)
                assert part.width() * page.scale <= room.width() + 1e-6
                assert part.height() * page.scale <= room.height() + 1e-6
    assert min(sizes.values()) >= blank_sheet.MIN_CLOUD_MM, sizes


@pytest.mark.parametrize(("board_id", "paper", "size", "pages"),
                         [("A", "a4", (595, 842), 1), ("ABC", "letter", (612, 792), 2)])
def test_blank_sheet_pdf_pages(app, board_id, paper, size, pages):
    data = blank_sheet.blank_pdf_bytes(builtin_board(board_id), paper, "en")
    assert data.startswith(b"%PDF")
    boxes = media_boxes(data)
    assert len(boxes) == pages and all(tuple(sorted(b)) == size for b in boxes)


def test_the_title_table_lists_every_band(app):
    board = builtin_board("A")
    text = blank_sheet.title_table(board, "en")
    assert text.startswith("Titles (solo): 0\u2013")
    assert all(t.en in text for t in board.titles)
    assert text.count("\u00b7") == len(board.titles) - 1


# ---------------------------------------------------------------- the command line


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def refused(capsys, *argv: str) -> str:
    code, out, err = run(capsys, *argv)
    line = err.strip()
    assert (code, out) == (2, "")
    assert line and "\n" not in line and "Traceback" not in err and line.endswith(".")
    return line


@pytest.fixture
def saved(finished, tmp_path) -> Path:
    path = tmp_path / "game.daydream"
    save_game(finished, path)
    return path


@pytest.mark.parametrize(("fmt", "magic"), [("png", b"\x89PNG"), ("svg", b"<?xml"), ("pdf", b"%PDF")])
def test_cli_export_writes_each_format(capsys, saved, tmp_path, fmt, magic):
    out = tmp_path / f"sheet.{fmt}"
    code, text, err = run(capsys, "export", str(saved), "--format", fmt, "--out", str(out))
    assert (code, err) == (0, "")
    assert "Ann" in text and str(out) in text
    assert out.read_bytes().startswith(magic)


def test_cli_export_png_width_and_format_from_the_name(capsys, saved, tmp_path):
    out = tmp_path / "small.png"
    assert run(capsys, "export", str(saved), "--out", str(out), "--width", "300")[0] == 0
    assert QImage(str(out)).width() == 300


def test_cli_export_refuses_bad_input_in_one_sentence(capsys, saved, tmp_path):
    assert "format 'gif'" in refused(capsys, "export", str(saved), "--format", "gif", "--out", str(tmp_path / "x"))
    assert "Say which format" in refused(capsys, "export", str(saved), "--out", str(tmp_path / "x"))
    assert "--seat 2" in refused(capsys, "export", str(saved), "--out", str(tmp_path / "x.png"), "--seat", "2")
    assert "--width" in refused(capsys, "export", str(saved), "--out", str(tmp_path / "x.svg"), "--width", "300")
    # a PNG's width out of range is said as such, not as a width given with another format
    small = refused(capsys, "export", str(saved), "--format", "png", "--out", str(tmp_path / "x.png"),
                    "--width", "10")
    assert small == "--width must be from 200 to 10000 pixels, not 10.", small
    assert "does not exist" in refused(capsys, "export", str(saved), "--out", str(tmp_path / "no" / "x.png"))
    hostile = tmp_path / "hostile.daydream"
    hostile.write_text('{"format": "daydream-game", "version": 1, "log": [[[[[[[[[]]]]]]]]]}', encoding="utf-8")
    refused(capsys, "export", str(hostile), "--out", str(tmp_path / "h.png"))
    refused(capsys, "export", str(tmp_path / "missing.daydream"), "--out", str(tmp_path / "m.png"))
    assert not list(tmp_path.glob("*.png")) and not list(tmp_path.glob("x*"))


def test_cli_export_keeps_a_read_only_file(capsys, saved, tmp_path):
    out = tmp_path / "kept.png"
    out.write_bytes(b"old")
    out.chmod(0o444)
    import os

    if os.access(out, os.W_OK):  # root writes anything: nothing to check
        pytest.skip("read-only files are writable for this user")
    refused(capsys, "export", str(saved), "--out", str(out))
    assert out.read_bytes() == b"old"


@pytest.mark.parametrize(("paper", "size"), [("a4", (595, 842)), ("letter", (612, 792))])
def test_cli_print_board(capsys, tmp_path, paper, size):
    out = tmp_path / "blank.pdf"
    code, text, err = run(capsys, "print-board", "d", "--paper", paper, "--out", str(out))
    assert (code, err) == (0, "") and "Coffee Break" in text
    boxes = media_boxes(out.read_bytes())
    assert boxes and all(tuple(sorted(b)) == size for b in boxes)


def test_cli_print_board_of_a_board_file(capsys, tmp_path):
    out = tmp_path / "blank.pdf"
    assert run(capsys, "print-board", str(boards_dir() / "EF.json"), "--out", str(out))[0] == 0
    assert out.read_bytes().startswith(b"%PDF")


def test_cli_print_board_refuses_bad_input(capsys, tmp_path, saved):
    out = tmp_path / "blank.pdf"
    assert "no board called 'Z'" in refused(capsys, "print-board", "Z", "--out", str(out))
    assert "paper 'a3'" in refused(capsys, "print-board", "A", "--paper", "a3", "--out", str(out))
    assert "cannot be printed" in refused(capsys, "print-board", str(saved), "--out", str(out))
    broken = tmp_path / "broken.json"
    broken.write_text("{", encoding="utf-8")
    assert "cannot be printed" in refused(capsys, "print-board", str(broken), "--out", str(out))
    assert not out.exists()


# ---------------------------------------------------------------- the window


def two_seat_game() -> Game:
    from daydream_qt.bots.random_bot import RandomBot

    game = Game(builtin_board("D"), Mode.PASS_AND_PLAY, (SeatInfo("Ann", INK), SeatInfo("Bo", "#1f8a3b")), seed=5)
    return play_game(game, [RandomBot(1), RandomBot(2)])


def test_the_file_menu_offers_export_and_print_before_settings(window):
    texts = [a.text() for a in window.files.menu.actions()]
    at = texts.index("&Export sheet\u2026")
    assert texts[at:at + 4] == ["&Export sheet\u2026", "Pr&int\u2026", "Print a &blank board\u2026", ""]
    assert texts.index("Se&ttings\u2026") > at
    exports = window.exports
    assert exports.export_action.shortcut().toString() == "Ctrl+E"
    assert not exports.export_action.isEnabled() and not exports.print_action.isEnabled()
    assert exports.blank_action.isEnabled()
    window.new_game("A", seed=1)
    assert exports.export_action.isEnabled() and exports.print_action.isEnabled()


def test_the_window_exports_the_sheet_being_looked_at(window, tmp_path):
    game = two_seat_game()
    window.start_game(game)
    window.controller.view_seat(1)
    path = tmp_path / "bo.png"
    assert window.exports.export_to(path, "png", width=700)
    image = QImage(str(path))
    assert image.width() == 700
    assert ink_pixels(image, "#1f8a3b") > 100 and ink_pixels(image, INK) == 0
    assert window.exports.suggested_name().endswith("-2")
    assert window.exports.folder == tmp_path


def test_a_failed_export_says_why_in_one_sentence(window, tmp_path, monkeypatch):
    from daydream_qt.ui.widgets import plain

    said = []
    monkeypatch.setattr(plain, "message", lambda parent, title, text, **k: said.append((title, text)))
    window.start_game(two_seat_game())
    assert not window.exports.export_to(tmp_path / "missing" / "x.svg", "svg")
    assert said == [("Cannot export", f"The folder {tmp_path / 'missing'} does not exist, so x.svg was not saved.")]


def test_print_paints_the_sheet_on_the_printer(window, tmp_path):
    from PySide6.QtPrintSupport import QPrinter

    window.start_game(two_seat_game())
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    assert window.exports.print_on(printer)
    data = (tmp_path / "printed.pdf").read_bytes()
    assert data.startswith(b"%PDF") and len(media_boxes(data)) == 1


def test_a_blank_board_saved_from_the_window(window, tmp_path):
    path = tmp_path / "blank.pdf"
    assert window.exports.save_blank("EF", "letter", path)
    boxes = media_boxes(path.read_bytes())
    assert boxes and all(tuple(sorted(b)) == (612, 792) for b in boxes)


def test_the_end_screen_export_button_exports(window, qtbot, monkeypatch):
    from daydream_qt.ui.window.export_actions import ExportActions

    asked = []
    monkeypatch.setattr(ExportActions, "export_sheet", lambda self: asked.append(self.window))
    window.start_game(two_seat_game())
    assert window.pages.currentWidget() is window.end_screen
    qtbot.mouseClick(window.end_screen.export_button, Qt.MouseButton.LeftButton)
    assert asked == [window]


def test_print_goes_through_the_system_dialog(window, tmp_path, monkeypatch):
    from PySide6.QtPrintSupport import QPrintDialog, QPrinter

    def accept(dialog):
        printer = dialog.printer()
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(tmp_path / "printed.pdf"))
        return QPrintDialog.DialogCode.Accepted

    monkeypatch.setattr(QPrintDialog, "exec", accept)
    window.start_game(two_seat_game())
    window.exports.print_action.trigger()
    assert (tmp_path / "printed.pdf").read_bytes().startswith(b"%PDF")


@pytest.mark.parametrize(("typed", "chosen", "written"), [
    ("sheet", "SVG drawing (*.svg)", "sheet.svg"),
    ("sheet.pdf", "PNG picture (*.png)", "sheet.pdf"),
    ("sheet.v2", "PNG picture (*.png)", "sheet.v2.png"),
])
def test_the_format_comes_from_the_name_or_else_the_filter(window, tmp_path, monkeypatch, typed, chosen, written):
    from PySide6.QtWidgets import QFileDialog

    from daydream_qt.ui.window.export_actions import ExportActions

    out = tmp_path / "out"
    out.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out / typed), chosen))
    monkeypatch.setattr(ExportActions, "ask_page", lambda self, shown: ("a4", False))  # a PDF's page
    window.start_game(two_seat_game())
    window.exports.export_action.trigger()
    assert [p.name for p in out.iterdir()] == [written]
    magic = {"svg": b"<?xml", "pdf": b"%PDF", "png": b"\x89PNG"}[written.rsplit(".", 1)[1]]
    assert (out / written).read_bytes().startswith(magic)


def test_print_a_blank_board_asks_which_board_and_where(window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    from daydream_qt.ui.dialogs.blank_board import BlankBoardDialog

    def choose(dialog):
        dialog.board.setCurrentIndex(dialog.board.findData("DA"))
        dialog.paper.setCurrentIndex(dialog.paper.findData("letter"))
        return BlankBoardDialog.DialogCode.Accepted

    monkeypatch.setattr(BlankBoardDialog, "exec", choose)
    offered = []

    def save_as(parent, caption, start, filters):
        offered.append(Path(start).name)
        return str(tmp_path / "da"), filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_as)
    window.exports.blank_action.trigger()
    assert offered == ["daydream-blank-DA-letter.pdf"]
    boxes = media_boxes((tmp_path / "da.pdf").read_bytes())
    assert len(boxes) == 2 and all(tuple(sorted(b)) == (612, 792) for b in boxes)


FIRST_FRAME = """
import sys
from daydream_qt.ui.app import make_app
from daydream_qt.ui.core.settings import Settings
app = make_app()
from daydream_qt.ui.window.main_window import MainWindow
w = MainWindow(Settings(language="en"))
seen = []
w.first_painted.connect(lambda: seen.extend(m for m in sys.modules if m in WATCHED))
w.show()
while not w.keys_ready:
    app.processEvents()
print(sorted(seen), "exports" if hasattr(w, "exports") else "no exports")
"""


def test_exports_load_after_the_first_frame(tmp_path):
    import os
    import subprocess
    import sys

    watched = ["daydream_qt.ui.window.export_actions", "daydream_qt.ui.board.export",
               "daydream_qt.ui.board.blank_sheet", "PySide6.QtSvg", "PySide6.QtPrintSupport"]
    env = dict(os.environ, DAYDREAM_QT_HOME=str(tmp_path), QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-c", f"WATCHED = {watched!r}\n" + FIRST_FRAME], env=env,
                         capture_output=True, text=True, timeout=120, check=True)
    assert out.stdout.split("\n")[0] == "[] exports"


def test_cli_export_dates_the_sheet_by_its_file(capsys, saved, tmp_path):
    import json

    data = json.loads(saved.read_text(encoding="utf-8"))
    data["saved_at"] = "2020-05-17T10:00:00+00:00"
    saved.write_text(json.dumps(data), encoding="utf-8")
    out = tmp_path / "dated.svg"
    assert run(capsys, "export", str(saved), "--out", str(out))[0] == 0
    root = ET.fromstring(out.read_bytes())
    assert "2020-05-17" in "".join("".join(t.itertext()) for t in root.iter(f"{SVG}text"))


def test_a_picture_too_large_to_make_is_one_sentence(capsys, saved, tmp_path, monkeypatch):
    class NoMemory(QImage):
        def __init__(self, *args) -> None:
            super().__init__()  # a null image, as when its memory cannot be had

    monkeypatch.setattr(export, "QImage", NoMemory)
    line = refused(capsys, "export", str(saved), "--out", str(tmp_path / "big.png"), "--width", "10000")
    assert line.startswith("A picture of 10000 \u00d7 ") and "too large" in line
    assert not (tmp_path / "big.png").exists()
