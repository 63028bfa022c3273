"""The window's side of the board editor: File > New board and File > Edit board.

`EditorFeature.install()` adds the two commands (after the first frame, with the other
commands). The editor page is built when first asked for and pushed on the window's
navigator: Close goes back to the page that was shown before. Play starts a solo game on
the saved board. Nothing here is imported at start but this module, which imports only
Qt's core.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMenu, QWidget

    from daydream_qt.engine import Game, SeatInfo
    from daydream_qt.ui.editor.page import EditorPage


class EditorFiles(Protocol):
    """The window's File menu, as the editor uses it (`ui.window.file_actions.FileActions`)."""

    @property
    def menu(self) -> QMenu: ...

    def keep_current(self) -> bool: ...


class EditorNavigator(Protocol):
    """The window's pages, as the editor uses them (`ui.window.navigator.Navigator`)."""

    def add(self, page: QWidget) -> QWidget: ...

    def push(self, page: QWidget) -> None: ...

    def back(self) -> None: ...


class EditorHost(Protocol):
    """The window as the board editor sees it (`ui.window.main_window.MainWindow` is one).

    Written here rather than in `ui.window.hosts` so that the editor never imports the
    window: the window imports the editor."""

    @property
    def language(self) -> str: ...

    @property
    def files(self) -> EditorFiles: ...

    @property
    def navigator(self) -> EditorNavigator: ...

    def window(self) -> QWidget:
        """The window's own widget: the parent of the editor's commands and dialogs."""
        ...

    def solo_seat(self) -> SeatInfo: ...

    def start_game(self, game: Game) -> None: ...


def _t(text: str) -> str:
    return QCoreApplication.translate("BoardEditor", text)


class EditorFeature:
    """The board editor of one window: its page and the two commands that open it."""

    def __init__(self, window: EditorHost) -> None:
        self.window = window
        self._page: EditorPage | None = None
        self.new_board_action: QAction | None = None
        """File > New board (made after the first frame)."""
        self.edit_board_action: QAction | None = None
        """File > Edit board… (made after the first frame)."""

    def install(self) -> None:
        """File > New board and File > Edit board, before the File menu's Settings."""
        from PySide6.QtGui import QAction

        window = self.window
        menu = window.files.menu
        before = next((a for a in menu.actions() if a.isSeparator()), None)
        new = QAction(_t("New boar&d"), window.window())
        new.triggered.connect(lambda: self.new_board())
        edit = QAction(_t("&Edit board\u2026"), window.window())
        edit.triggered.connect(lambda: self.ask_edit_board())
        for action in (new, edit):
            if before is not None:
                menu.insertAction(before, action)
            else:
                menu.addAction(action)
        self.new_board_action, self.edit_board_action = new, edit

    @property
    def built_page(self) -> EditorPage | None:
        """The editor page if it was built (None: never opened)."""
        return self._page

    @property
    def page(self) -> EditorPage:
        """The window's editor page (built on first use)."""
        if self._page is None:
            from daydream_qt.ui.editor.page import EditorPage

            page = self._page = EditorPage(self.window.language)
            page.closed.connect(lambda: self.close_editor())
            page.play_requested.connect(lambda path: self.play_board(path))
            self.window.navigator.add(page)
        return self._page

    def show(self) -> None:
        """The editor on screen, remembering the page it was opened from."""
        page = self.page
        self.window.navigator.push(page)
        page.view.setFocus()

    def new_board(self) -> None:
        page = self.page
        if not self._keep_edits(page):
            return
        page.new_board()
        self.show()

    def ask_edit_board(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        from daydream_qt.editor.store import boards_folder

        folder = boards_folder()
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            pass
        name, _ = QFileDialog.getOpenFileName(self.window.window(), _t("Edit a board"), str(folder),
                                              _t("Daydream board (*.json)"))
        if name:
            self.edit_board(name)

    def edit_board(self, path: str | Path) -> bool:
        """Open the board file at `path` in the editor; a file that is not a board is one
        sentence in a message box, and the editor keeps what it had."""
        from daydream_qt.editor.store import StoreError, read_model
        from daydream_qt.engine.board import MAX_BOARD_BYTES
        from daydream_qt.engine.disk_version import read_version
        from daydream_qt.ui.editor.problems_panel import refusal_text
        from daydream_qt.ui.widgets import plain

        page = self.page
        if not self._keep_edits(page):
            return False
        version = read_version(path, MAX_BOARD_BYTES)  # before the board: a save racing it shows at Save
        try:
            model = read_model(path)
        except StoreError as exc:
            plain.message(self.window.window(), _t("Cannot edit this board"), refusal_text(exc))
            return False
        from daydream_qt.editor.store import boards_folder

        # a board of the folder is saved in place; one from elsewhere becomes a new board there
        inside = Path(path).resolve().parent == boards_folder().resolve()
        page.set_model(model, Path(path) if inside else None, version)
        self.show()
        return True

    def _keep_edits(self, page: EditorPage) -> bool:
        """Before the editor takes another board: save, drop or keep the unsaved edits."""
        if not page.modified or not page.model.can_undo():
            return True
        from PySide6.QtWidgets import QMessageBox

        from daydream_qt.ui.widgets import plain

        buttons = QMessageBox.StandardButton
        answer = plain.message(self.window.window(), _t("Board editor"),
                               _t("The board being edited has changes that are not saved. Save them?"),
                               kind="question", buttons=buttons.Save | buttons.Discard | buttons.Cancel,
                               default=buttons.Save)
        if answer == buttons.Save:
            return page.save() is not None
        return answer == buttons.Discard

    def close_editor(self) -> None:
        """Back to the page the editor was opened from, once the edits are kept or dropped."""
        if not self._keep_edits(self.page):
            return
        self.window.navigator.back()

    def play_board(self, path: str | Path) -> None:
        """A solo game on the board saved at `path`."""
        from daydream_qt.editor.store import StoreError, board_for_play
        from daydream_qt.engine import Game
        from daydream_qt.ui.editor.problems_panel import refusal_text
        from daydream_qt.ui.widgets import plain

        try:
            board = board_for_play(path)
        except StoreError as exc:
            plain.message(self.window.window(), _t("Cannot play this board"), refusal_text(exc))
            return
        window = self.window
        if not window.files.keep_current():
            return
        window.start_game(Game(board, seats=(window.solo_seat(),)))
