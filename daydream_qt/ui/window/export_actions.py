"""File › Export sheet…, Print… and Print a blank board…: the sheet leaves the app.

- Export sheet (Ctrl+E, and the end screen's Export… button): the sheet shown (the seat
  being looked at) as PNG, SVG or PDF, chosen by the file dialog's filter or the name's
  suffix;
- Print (Ctrl+P): the same sheet through the system's print dialog, fitted to the page;
- Print a blank board: a board and a paper size, then an empty sheet as a PDF to print.

Files are written atomically: an export that fails leaves what was there, and says why in
one sentence. The pictures are made by `ui.board.export` and `ui.board.blank_sheet`, and
those (with QtSvg and QtPrintSupport) are imported when first used, not when the menu is
built after the window's first frame.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject

from daydream_qt.ui.widgets import plain

if TYPE_CHECKING:
    from PySide6.QtGui import QPdfWriter
    from PySide6.QtPrintSupport import QPrinter
    from PySide6.QtWidgets import QMenu, QWidget

    from daydream_qt.ui.core.controller import GameController
    from daydream_qt.ui.window.file_actions import FileActions

FORMATS = ("png", "svg", "pdf")


class ExportHost(Protocol):
    """What the export actions ask of the window (`MainWindow` is the one)."""

    controller: GameController
    language: str
    files: FileActions

    def window(self) -> QWidget:
        """The window's own widget (Qt's `QWidget.window`): the parent of the commands and dialogs."""
        ...


class ExportActions(QObject):
    """The window's export feature: the three commands, placed in the File menu before
    Settings, and where the last export went (the end screen's Export… button is the same
    command, connected by the window)."""

    def __init__(self, window: ExportHost) -> None:
        super().__init__(window.window())
        self.window = window
        self.folder: Path | None = None
        """Where the last export went this session: the next one is offered there."""
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
        self.refresh()

    def refresh(self) -> None:
        """Export and Print need a game."""
        has_game = self.window.controller.game is not None
        self.export_action.setEnabled(has_game)
        self.print_action.setEnabled(has_game)

    # ------------------------------------------------------------ export
    def _start_folder(self, kind: str) -> Path:
        if self.folder is not None and self.folder.is_dir():
            return self.folder
        from PySide6.QtCore import QStandardPaths

        where = (QStandardPaths.StandardLocation.PicturesLocation if kind == "picture"
                 else QStandardPaths.StandardLocation.DocumentsLocation)
        found = QStandardPaths.writableLocation(where)
        return Path(found) if found and Path(found).is_dir() else Path.home()

    def suggested_name(self) -> str:
        game = self.window.controller.game
        if game is None:
            return "sheet"
        seat = f"-{self.window.controller.viewed + 1}" if len(game.seats) > 1 else ""
        return f"{game.board.id}-{dt.date.today().isoformat()}-{game.seed}{seat}"

    def export_sheet(self) -> None:
        """Ask where and in which format, then export the sheet shown."""
        if self.window.controller.game is None:
            return
        from PySide6.QtWidgets import QFileDialog

        filters = {self.tr("PNG picture (*.png)"): "png", self.tr("SVG drawing (*.svg)"): "svg",
                   self.tr("PDF document (*.pdf)"): "pdf"}
        start = self._start_folder("picture") / f"{self.suggested_name()}.png"
        path, chosen = QFileDialog.getSaveFileName(self.window.window(), self.tr("Export the sheet"), str(start),
                                                   ";;".join(filters))
        if not path:
            return
        target = Path(path)
        fmt = target.suffix[1:].lower()
        if fmt not in FORMATS:
            fmt = filters.get(chosen, "png")
            target = target.with_name(f"{target.name}.{fmt}")
        self.export_to(target, fmt)

    def export_to(self, path: Path, fmt: str, width: int | None = None) -> bool:
        """Write the sheet shown to `path` as `fmt`; on failure say why, change nothing."""
        game = self.window.controller.game
        if game is None or fmt not in FORMATS:
            return False
        from daydream_qt.ui.board import export
        from daydream_qt.ui.dialogs.blank_board import default_paper

        seat, language = self.window.controller.viewed, self.window.language
        try:
            if fmt == "pdf":
                data = export.pdf_bytes(game, seat, language, default_paper())
            else:
                picture = export.SheetPicture(game, seat, language)
                data = (export.png_bytes(picture, width or export.DEFAULT_WIDTH) if fmt == "png"
                        else export.svg_bytes(picture))
        except export.ExportError as exc:
            plain.message(self.window.window(), self.tr("Cannot export"), str(exc))
            return False
        return self._write(Path(path), data)

    def _write(self, path: Path, data: bytes) -> bool:
        from daydream_qt.engine.atomicfile import SaveError, write_atomic

        try:
            # The player chose this file in the dialog, which asked before replacing it;
            # a link is written through and stays a link.
            write_atomic(path, data, durable=True, backup=False, follow_symlink=True)
        except SaveError as exc:
            plain.message(self.window.window(), self.tr("Cannot export"), exc.message)
            return False
        self.folder = path.parent
        return True

    # ------------------------------------------------------------ print
    def print_sheet(self) -> None:
        """The system's print dialog, then the sheet shown, fitted to the page."""
        game = self.window.controller.game
        if game is None:
            return
        from PySide6.QtGui import QPageLayout, QPageSize
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter

        from daydream_qt.ui.board.export import best_orientation

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setDocName(self.suggested_name())
        paper = "letter" if printer.pageLayout().pageSize().id() == QPageSize.PageSizeId.Letter else "a4"
        printer.setPageOrientation(QPageLayout.Orientation.Landscape if best_orientation(game, paper)
                                   else QPageLayout.Orientation.Portrait)
        dialog = QPrintDialog(printer, self.window.window())
        dialog.setWindowTitle(self.tr("Print the sheet"))
        if dialog.exec() != QPrintDialog.DialogCode.Accepted:
            return
        self.print_on(printer)

    def print_on(self, device: QPrinter | QPdfWriter) -> bool:
        """Paint the sheet shown on `device` (a printer, a PDF writer), fitted to its page."""
        game = self.window.controller.game
        if game is None:
            return False
        from PySide6.QtCore import QRectF
        from PySide6.QtGui import QPainter

        from daydream_qt.ui.board.export import SheetPicture, print_page, sheet_aspect

        layout = device.pageLayout()
        picture = SheetPicture(game, self.window.controller.viewed, self.window.language,
                               aspect=sheet_aspect(layout))
        painter = QPainter()
        if not painter.begin(device):
            plain.message(self.window.window(), self.tr("Cannot print"),
                          self.tr("The printer could not be used; nothing was printed."))
            return False
        try:
            area = layout.paintRectPixels(device.resolution())
            print_page(painter, QRectF(0, 0, area.width(), area.height()), picture)
        finally:
            painter.end()
        return True

    # ------------------------------------------------------------ blank board
    def print_blank(self) -> None:
        """Choose a board and a paper size, then where the blank sheet's PDF goes."""
        from PySide6.QtWidgets import QFileDialog

        from daydream_qt.ui.dialogs.blank_board import BlankBoardDialog

        game = self.window.controller.game
        dialog = BlankBoardDialog(self.window.language, game.board.id if game is not None else "A",
                                  self.window.window())
        if dialog.exec() != BlankBoardDialog.DialogCode.Accepted or dialog.board_id is None:
            return
        board_id, paper = dialog.board_id, dialog.paper_size
        start = self._start_folder("document") / f"daydream-blank-{board_id}-{paper}.pdf"
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
        return self._write(Path(path), blank_pdf_bytes(board, paper, self.window.language))


def install(window: ExportHost) -> ExportActions:
    """Add the export and print commands to `window`'s File menu (built already)."""
    return ExportActions(window)
