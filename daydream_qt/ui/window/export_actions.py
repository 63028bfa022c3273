"""File › Export sheet…, Print… and Print a blank board…: the sheet leaves the app.

- Export sheet (Ctrl+E, and the end screen's Export… button): the sheet on screen (the seat
  being looked at; on the Replay page, the replayed game at the step shown) as PNG, SVG or
  PDF, chosen by the file dialog's filter or the name's suffix; a PDF asks its paper and
  side (`dialogs.paper`);
- Print (Ctrl+P): the same sheet through the system's print dialog, offered on the paper of
  the player's country, turned the way the sheet shows larger, fitted inside margins of at
  least 10 mm;
- Print a blank board: a board and a paper size, then an empty sheet as a PDF to print.

The dialogs name the game (its board, the player, the replay's turn). Files are written
atomically: an export that fails leaves what was there, and says why in one sentence; one
that works says where it went on the status bar. Paper gets no background. The pictures
are made by `ui.board.export` and `ui.board.blank_sheet`, and those (with QtSvg and
QtPrintSupport) are imported when first used, not when the menu is built after the
window's first frame.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject

from daydream_qt.ui.widgets import plain, saved_files

if TYPE_CHECKING:
    from PySide6.QtGui import QPdfWriter
    from PySide6.QtPrintSupport import QPrinter
    from PySide6.QtWidgets import QMenu, QStackedWidget, QWidget

    from daydream_qt.engine import Game
    from daydream_qt.ui.core.controller import GameController
    from daydream_qt.ui.window.file_actions import FileActions
    from daydream_qt.ui.window.replay_actions import ReplayFeature

FORMATS = ("png", "svg", "pdf")


@dataclass(frozen=True)
class ShownSheet:
    """The sheet on screen: a game (the replay's is a copy at its step), a seat, and the
    replay's turn shown (None: the game as it stands)."""

    game: Game
    seat: int
    turn: int | None = None


class ExportHost(Protocol):
    """What the export actions ask of the window (`MainWindow` is the one)."""

    controller: GameController
    language: str
    files: FileActions
    pages: QStackedWidget

    @property
    def replay(self) -> ReplayFeature: ...

    def window(self) -> QWidget:
        """The window's own widget (Qt's `QWidget.window`): the parent of the commands and dialogs."""
        ...


class ExportActions(QObject):
    """The window's export feature: the three commands, placed in the File menu before
    Settings (the end screen's Export… button is the same command, connected by the
    window)."""

    def __init__(self, window: ExportHost) -> None:
        super().__init__(window.window())
        self.window = window
        from PySide6.QtCore import Qt
        from PySide6.QtGui import QAction, QKeySequence

        w = window.window()

        def action(text: str, slot: Callable[[], object],
                   shortcut: QKeySequence.StandardKey | str | None = None) -> QAction:
            a = QAction(text, w)
            if shortcut is not None:
                a.setShortcut(QKeySequence(shortcut))
            a.triggered.connect(lambda _=False: slot())
            return a

        self.export_action = action(self.tr("&Export sheet\u2026"), self.export_sheet, "Ctrl+E")
        self.print_action = action(self.tr("Pr&int\u2026"), self.print_sheet, QKeySequence.StandardKey.Print)
        self.blank_action = action(self.tr("Print a &blank board\u2026"), self.print_blank)
        menu: QMenu = window.files.menu
        before = window.files.settings_action
        menu.insertAction(before, self.export_action)
        menu.insertAction(before, self.print_action)
        menu.insertAction(before, self.blank_action)
        menu.insertSeparator(before)
        for a in (self.export_action, self.print_action):
            a.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            w.addAction(a)  # the shortcuts work with the menu bar hidden (full screen) too
        window.controller.game_replaced.connect(self.refresh)
        window.pages.currentChanged.connect(lambda _index: self.refresh())
        self.refresh()

    @property
    def folder(self) -> Path | None:
        """Where the last export went this session (None: none yet)."""
        return saved_files.last_folder()

    def refresh(self) -> None:
        """Export and Print need a sheet on screen: the game's, or the replay's."""
        has_sheet = self.shown() is not None
        self.export_action.setEnabled(has_sheet)
        self.print_action.setEnabled(has_sheet)

    # ------------------------------------------------------------ what is on screen
    def _replay_shown(self) -> bool:
        page = self.window.replay.built_replay_page
        return page is not None and self.window.pages.currentWidget() is page

    def shown(self) -> ShownSheet | None:
        """The sheet on screen: on the Replay page the replayed game at the step shown (a
        copy: the export never holds the replay's own), else the window's game."""
        if self._replay_shown():
            from daydream_qt.engine import Game

            page = self.window.replay.built_replay_page
            assert page is not None
            replayed = page.controller.game
            if replayed is None:
                return None
            copy = Game(replayed.board, replayed.mode, replayed.seats, replayed.seed, replayed.table.table_size)
            copy.state = replayed.state.copy()
            copy.log = list(replayed.log)
            return ShownSheet(copy, page.controller.viewed, max(0, page.controller.turn))
        game = self.window.controller.game
        return None if game is None else ShownSheet(game, self.window.controller.viewed)

    def describe(self, shown: ShownSheet) -> str:
        """The game in a few words for a dialog: board, player (the seat shown), the
        replay's turn; names from files, so bounded and plain."""
        from daydream_qt.engine.untrusted import excerpt

        game = shown.game
        text = self.tr("{0} \u00b7 {1}").format(excerpt(game.board.defn.name.get(self.window.language), 50),
                                                excerpt(game.seats[shown.seat].name, 40))
        if shown.turn is not None:
            text = self.tr("{0} \u00b7 replay, turn {1}").format(text, shown.turn)
        return text

    def suggested_name(self, shown: ShownSheet | None = None) -> str:
        shown = shown or self.shown()
        if shown is None:
            return "sheet"
        game = shown.game
        seat = f"-{shown.seat + 1}" if len(game.seats) > 1 else ""
        turn = f"-turn{shown.turn}" if shown.turn is not None else ""
        return f"{game.board.id}-{dt.date.today().isoformat()}-{game.seed}{seat}{turn}"

    # ------------------------------------------------------------ export
    def export_sheet(self) -> None:
        """Ask where and in which format (and for a PDF, on which page), then export the
        sheet on screen."""
        shown = self.shown()
        if shown is None:
            return
        from PySide6.QtWidgets import QFileDialog

        filters = {self.tr("PNG picture (*.png)"): "png", self.tr("SVG drawing (*.svg)"): "svg",
                   self.tr("PDF document (*.pdf)"): "pdf"}
        start = saved_files.start_folder("picture") / f"{self.suggested_name(shown)}.png"
        title = self.tr("Export the sheet: {0}").format(self.describe(shown))
        path, chosen = QFileDialog.getSaveFileName(self.window.window(), title, str(start), ";;".join(filters))
        if not path:
            return
        target = Path(path)
        fmt = target.suffix[1:].lower()
        if fmt not in FORMATS:
            fmt = filters.get(chosen, "png")
            target = target.with_name(f"{target.name}.{fmt}")
        page: tuple[str, bool] | None = None
        if fmt == "pdf":
            page = self.ask_page(shown)
            if page is None:
                return
        self.export_to(target, fmt, page=page, shown=shown)

    def ask_page(self, shown: ShownSheet) -> tuple[str, bool] | None:
        """The PDF's paper and side, asked (None: cancelled); offered: the country's paper,
        the side the sheet shows larger on."""
        from daydream_qt.ui.board.export import best_orientation, default_paper
        from daydream_qt.ui.dialogs.paper import PaperDialog

        paper = default_paper()
        dialog = PaperDialog(self.describe(shown), paper, best_orientation(shown.game, paper), self.window.window())
        if dialog.exec() != PaperDialog.DialogCode.Accepted:
            return None
        return dialog.paper, dialog.landscape

    def export_to(self, path: Path, fmt: str, width: int | None = None, page: tuple[str, bool] | None = None,
                  shown: ShownSheet | None = None) -> bool:
        """Write the sheet on screen (or `shown`) to `path` as `fmt`; a PDF on `page` (paper,
        landscape; None: the country's paper, the better side). On failure say why, change
        nothing; once written, say where."""
        shown = shown or self.shown()
        if shown is None or fmt not in FORMATS:
            return False
        from daydream_qt.ui.board import export

        game, seat, language = shown.game, shown.seat, self.window.language
        try:
            if fmt == "pdf":
                paper, landscape = page if page is not None else (export.default_paper(), None)
                data = export.pdf_bytes(game, seat, language, paper, landscape=landscape)
            else:
                picture = export.SheetPicture(game, seat, language)
                data = (export.png_bytes(picture, width or export.DEFAULT_WIDTH) if fmt == "png"
                        else export.svg_bytes(picture))
        except export.ExportError as exc:
            plain.message(self.window.window(), self.tr("Cannot export"), str(exc))
            return False
        if not self._write(Path(path), data):
            return False
        saved_files.say_saved(self.window.window(), self.tr("The sheet was exported to {0}")
                              .format(saved_files.path_text(Path(path))))
        return True

    def _write(self, path: Path, data: bytes) -> bool:
        from daydream_qt.engine.atomicfile import SaveError, write_atomic

        try:
            # The player chose this file in the dialog, which asked before replacing it;
            # a link is written through and stays a link.
            write_atomic(path, data, durable=True, backup=False, follow_symlink=True)
        except SaveError as exc:
            plain.message(self.window.window(), self.tr("Cannot export"), exc.message)
            return False
        saved_files.remember(path)
        return True

    # ------------------------------------------------------------ print
    def printer(self, shown: ShownSheet) -> QPrinter:
        """A printer set up for `shown`: the country's paper, the side the sheet shows
        larger on, margins of `PAGE_MARGIN_MM`, the game's name as the document's."""
        from PySide6.QtCore import QMarginsF
        from PySide6.QtGui import QPageLayout, QPageSize
        from PySide6.QtPrintSupport import QPrinter

        from daydream_qt.ui.board.export import (
            PAGE_MARGIN_MM,
            PAPERS,
            best_orientation,
            default_paper,
        )

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setDocName(self.suggested_name(shown))
        paper = default_paper()
        printer.setPageSize(QPageSize(PAPERS[paper]))
        printer.setPageOrientation(QPageLayout.Orientation.Landscape if best_orientation(shown.game, paper)
                                   else QPageLayout.Orientation.Portrait)
        margin = PAGE_MARGIN_MM
        printer.setPageMargins(QMarginsF(margin, margin, margin, margin), QPageLayout.Unit.Millimeter)
        return printer

    def print_sheet(self) -> None:
        """The system's print dialog, then the sheet on screen, fitted to the page."""
        shown = self.shown()
        if shown is None:
            return
        from PySide6.QtPrintSupport import QPrintDialog

        printer = self.printer(shown)
        dialog = QPrintDialog(printer, self.window.window())
        dialog.setWindowTitle(self.tr("Print the sheet: {0}").format(self.describe(shown)))
        if dialog.exec() != QPrintDialog.DialogCode.Accepted:
            return
        self.print_on(printer, shown)

    def print_on(self, device: QPrinter | QPdfWriter, shown: ShownSheet | None = None) -> bool:
        """Paint the sheet on screen (or `shown`) on `device` (a printer, a PDF writer),
        fitted to its page and never within `PAGE_MARGIN_MM` of the paper's edge, whatever
        margins the print dialog was left with."""
        shown = shown or self.shown()
        if shown is None:
            return False
        from PySide6.QtCore import QRectF
        from PySide6.QtGui import QPainter

        from daydream_qt.ui.board.export import (
            PAGE_MARGIN_MM,
            SheetPicture,
            print_page,
            room_aspect,
        )

        layout = device.pageLayout()
        dpi = device.resolution()
        unit = dpi / 25.4  # device pixels per millimetre
        full = QRectF(layout.fullRectPixels(dpi))
        paint = QRectF(layout.paintRectPixels(dpi))
        # the painter's origin is the printable area's corner; the room is kept `margin` clear
        want = PAGE_MARGIN_MM * unit
        left = max(0.0, want - (paint.left() - full.left()))
        top = max(0.0, want - (paint.top() - full.top()))
        right = max(0.0, want - (full.right() - paint.right()))
        bottom = max(0.0, want - (full.bottom() - paint.bottom()))
        room = QRectF(left, top, paint.width() - left - right, paint.height() - top - bottom)
        picture = SheetPicture(shown.game, shown.seat, self.window.language,
                               aspect=room_aspect(room.width(), room.height()), on_paper=True)
        painter = QPainter()
        if not painter.begin(device):
            plain.message(self.window.window(), self.tr("Cannot print"),
                          self.tr("The printer could not be used; nothing was printed."))
            return False
        try:
            print_page(painter, room, picture)
        finally:
            painter.end()
        return True

    # ------------------------------------------------------------ blank board
    def print_blank(self) -> None:
        """Choose a board and a paper size, then where the blank sheet's PDF goes."""
        from PySide6.QtWidgets import QFileDialog

        from daydream_qt.ui.board.export import default_paper
        from daydream_qt.ui.dialogs.blank_board import BlankBoardDialog

        game = self.window.controller.game
        dialog = BlankBoardDialog(self.window.language, game.board.id if game is not None else "A",
                                  self.window.window(), paper=default_paper())
        if dialog.exec() != BlankBoardDialog.DialogCode.Accepted or dialog.board_id is None:
            return
        board_id, paper = dialog.board_id, dialog.paper_size
        start = saved_files.start_folder("document") / f"daydream-blank-{board_id}-{paper}.pdf"
        path, _ = QFileDialog.getSaveFileName(self.window.window(), self.tr("Save the blank board"), str(start),
                                              self.tr("PDF document (*.pdf)"))
        if not path:
            return
        target = Path(path)
        if target.suffix.lower() != ".pdf":
            target = target.with_name(f"{target.name}.pdf")
        self.save_blank(board_id, paper, target)

    def save_blank(self, board_id: str, paper: str, path: Path) -> bool:
        """Write the blank sheet of a shipped board to `path`; on failure say why."""
        from daydream_qt.engine import BoardError, builtin_board
        from daydream_qt.ui.board.blank_sheet import blank_pdf_bytes

        try:
            board = builtin_board(board_id)
        except BoardError as exc:
            plain.message(self.window.window(), self.tr("Cannot export"), str(exc))
            return False
        if not self._write(Path(path), blank_pdf_bytes(board, paper, self.window.language)):
            return False
        saved_files.say_saved(self.window.window(), self.tr("The blank board was saved to {0}")
                              .format(saved_files.path_text(Path(path))))
        return True


def install(window: ExportHost) -> ExportActions:
    """Add the export and print commands to `window`'s File menu (built already)."""
    return ExportActions(window)
