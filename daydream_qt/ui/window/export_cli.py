"""`daydream-qt export` and `daydream-qt print-board`: the sheet as the app draws it, from a
terminal, for players who script and share.

    daydream-qt export GAME.daydream --format png|svg|pdf --out FILE [--seat N] [--width PX]
        [--paper a4|letter] [--orientation portrait|landscape] [--force]
    daydream-qt print-board BOARD --paper a4|letter --out FILE.pdf [--force]

Drawing needs Qt (the app's own board scene), so a QApplication is made, on the offscreen
platform when there is no display to talk to. Bad input is one sentence and exit 2, as for
the other commands; the file is written atomically, so a failed export leaves what was there.
An `--out` that is a symbolic link is written through only with `--force`; a named pipe, a
folder or a device is refused even then (`daydream_qt.ownfiles.out_problem`), before anything
is drawn.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from daydream_qt.engine import Board
    from daydream_qt.engine.savefile import LoadedGame

FORMATS = ("png", "svg", "pdf")
PAPERS = ("a4", "letter")
ORIENTATIONS = ("portrait", "landscape")
LANGUAGES = ("en", "fr", "ja")
FORCE_HELP = ("write into the file --out points to when it is a symbolic link (a named pipe, "
              "a folder or a device is refused even then)")


_P = TypeVar("_P", bound=argparse.ArgumentParser)  # the CLI's own parser class


def add_commands(sub: argparse._SubParsersAction[_P]) -> None:  # noqa: SLF001 (argparse's type)
    """Register both commands on the CLI's subparsers."""
    export = sub.add_parser("export", help="draw a saved game's sheet as PNG, SVG or PDF")
    export.add_argument("file", metavar="GAME")
    export.add_argument("--format", metavar="FORMAT", help="png, svg or pdf (default: from --out)")
    export.add_argument("--out", required=True, metavar="FILE")
    export.add_argument("--force", action="store_true", help=FORCE_HELP)
    export.add_argument("--seat", type=int, default=1, metavar="N", help="whose sheet, from 1 (default 1)")
    export.add_argument("--width", type=int, default=None, metavar="PX", help="PNG width, 200 to 10000 (default 2400)")
    export.add_argument("--paper", default="a4", metavar="PAPER", help="PDF page: a4 or letter (default a4)")
    export.add_argument("--orientation", default=None, metavar="SIDE",
                        help="PDF page: portrait or landscape (default: the side the sheet shows larger on)")
    export.add_argument("--language", default="en", metavar="LANG", help="en, fr or ja (default en)")
    blank = sub.add_parser("print-board", help="a blank sheet of a board as a PDF, to play on paper")
    blank.add_argument("board", metavar="BOARD", help="a shipped board's id (A, D, BC, ...) or a board file")
    blank.add_argument("--paper", default="a4", metavar="PAPER", help="a4 or letter (default a4)")
    blank.add_argument("--out", required=True, metavar="FILE")
    blank.add_argument("--force", action="store_true", help=FORCE_HELP)
    blank.add_argument("--language", default="en", metavar="LANG", help="en, fr or ja (default en)")


def _refuse(text: str) -> Exception:
    from daydream_qt.cli_output import BadInput

    return BadInput(text)


def _choice(value: str, choices: tuple[str, ...], what: str) -> str:
    v = value.lower()
    if v not in choices:
        from daydream_qt.engine.untrusted import excerpt

        raise _refuse(f"There is no {what} {excerpt(value, 40)!r}; the {what}s are "
                      f"{', '.join(choices[:-1])} and {choices[-1]}.")
    return v


def _qt(language: str) -> None:
    """A QApplication to draw with (offscreen without a display), speaking `language`."""
    if (sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd"))
            and not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY")
            and not os.environ.get("QT_QPA_PLATFORM")):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(["daydream-qt"])
    if language != "en":
        from PySide6.QtCore import QTranslator

        from daydream_qt.package_data import data_folder

        folder = data_folder("daydream_qt.resources.translations", "resources/translations", "*.qm")
        translator = QTranslator(app)  # the application, its parent, keeps it alive
        if folder is not None and translator.load(str(folder / f"daydream_qt_{language}.qm")):
            app.installTranslator(translator)


def check_out(out: str, force: bool) -> None:
    """Refuse, in one sentence naming it, an `--out` that may not be written: a link
    without `force`, anything but a regular file (or a link to one) even with it."""
    from daydream_qt.engine.untrusted import excerpt
    from daydream_qt.ownfiles import out_problem

    problem = out_problem(out, force)
    if problem is not None:
        raise _refuse(excerpt(problem, 400))


def _write(out: str, data: bytes, force: bool) -> None:
    from daydream_qt.engine.atomicfile import SaveError, write_atomic

    check_out(out, force)  # again: the drawing took a while, the folder may have changed
    try:
        write_atomic(out, data, durable=True, backup=False, follow_symlink=force)
    except SaveError as exc:
        raise _refuse(exc.message) from None


def _load(path: str) -> LoadedGame:
    from daydream_qt.engine.savefile import LoadError, load_game
    from daydream_qt.engine.untrusted import excerpt

    try:
        return load_game(path)
    except LoadError as exc:
        name = excerpt(Path(path).name)
        # a sentence that names the file already ("The file x cannot be read") stands alone
        raise _refuse(str(exc) if f"The file {name} " in str(exc) else f"{name}: {exc}") from None


def cmd_export(a: argparse.Namespace) -> int:
    """Draw the sheet of seat `--seat` of a saved game into `--out`."""
    from daydream_qt.cli_output import say as _say

    fmt = a.format if a.format is not None else Path(a.out).suffix[1:]
    if not fmt:
        raise _refuse("Say which format to write: --format png, svg or pdf.")
    fmt = _choice(fmt, FORMATS, "format")
    paper = _choice(a.paper, PAPERS, "paper")
    side = None if a.orientation is None else _choice(a.orientation, ORIENTATIONS, "orientation")
    if side is not None and fmt != "pdf":
        raise _refuse("--orientation goes with --format pdf only.")
    language = _choice(a.language, LANGUAGES, "language")
    if a.width is not None and fmt != "png":
        raise _refuse("--width goes with --format png only.")
    if a.width is not None and not 200 <= a.width <= 10000:
        raise _refuse(f"--width must be from 200 to 10000 pixels, not {a.width}.")
    check_out(a.out, a.force)
    loaded = _load(a.file)
    game = loaded.game
    # the header's date: when the game was last saved, as near as the file knows to when it was played
    when = loaded.saved_at.date() if loaded.saved_at is not None else None
    seats = len(game.seats)
    if not 1 <= a.seat <= seats:
        places = "only seat 1" if seats == 1 else f"seats 1 to {seats}"
        raise _refuse(f"--seat {a.seat} is not at this table: the game has {places}.")
    _qt(language)
    from daydream_qt.ui.board import export

    seat = a.seat - 1
    try:
        if fmt == "pdf":
            data = export.pdf_bytes(game, seat, language, paper, when,
                                    landscape=None if side is None else side == "landscape")
        else:
            picture = export.SheetPicture(game, seat, language)
            data = (export.png_bytes(picture, a.width or export.DEFAULT_WIDTH, when) if fmt == "png"
                    else export.svg_bytes(picture, when))
    except export.ExportError as exc:
        raise _refuse(str(exc)) from None
    _write(a.out, data, a.force)
    _say(f"Drew the sheet of {game.seats[seat].name} ({game.board.defn.name.en}, "
         f"{game.scores()[seat].total} points) into {a.out}")
    return 0


def _board(text: str) -> Board:
    """A shipped board by id (any case), or a board file."""
    from daydream_qt.engine import BOARD_IDS, BoardError, builtin_board, compile_board
    from daydream_qt.engine.board import read_board_file
    from daydream_qt.engine.untrusted import excerpt

    ids = {b.lower(): b for b in BOARD_IDS}
    try:
        if text.lower() in ids:
            return builtin_board(ids[text.lower()])
        if not (text.lower().endswith(".json") or os.path.isfile(text)):
            raise _refuse(f"There is no board called {excerpt(text, 40)!r}; give one of "
                          f"{', '.join(BOARD_IDS)} or a board file.")
        return compile_board(read_board_file(text))
    except BoardError as exc:
        reason = str(exc).rstrip(".")
        raise _refuse(f"{excerpt(Path(text).name, 60)} cannot be printed: {reason}.") from None


def cmd_print_board(a: argparse.Namespace) -> int:
    """A blank sheet of a board as a PDF."""
    from daydream_qt.cli_output import say as _say

    paper = _choice(a.paper, PAPERS, "paper")
    language = _choice(a.language, LANGUAGES, "language")
    board = _board(a.board)
    check_out(a.out, a.force)
    _qt(language)
    from daydream_qt.ui.board.blank_sheet import blank_pdf_bytes, plan_pages

    pages = len(plan_pages(board, paper))
    _write(a.out, blank_pdf_bytes(board, paper, language), a.force)
    _say(f"Drew a blank sheet of {board.defn.name.en} on {pages} {paper.upper() if paper == 'a4' else 'Letter'} "
         f"page{'s' if pages > 1 else ''} into {a.out}")
    return 0
