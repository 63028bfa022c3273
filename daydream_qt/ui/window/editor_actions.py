"""The window's side of the board editor: File > New board and File > Edit board.

`install(window)` adds the two commands (after the first frame, with the other commands).
The editor page is built when first asked for and shown in the window's page stack;
Close goes back to the page that was shown before. Play starts a solo game on the saved
board. Nothing here is imported at start but this module, which imports only Qt's core.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication


def _t(text: str) -> str:
    return QCoreApplication.translate("BoardEditor", text)


def install(window: Any) -> None:
    """File > New board and File > Edit board, before the File menu's Settings."""
    from PySide6.QtGui import QAction

    menu = window.files.menu
    before = next((a for a in menu.actions() if a.isSeparator()), None)
    new = QAction(_t("New boar&d"), window)
    new.triggered.connect(lambda: new_board(window))
    edit = QAction(_t("&Edit board\u2026"), window)
    edit.triggered.connect(lambda: ask_edit_board(window))
    for action in (new, edit):
        if before is not None:
            menu.insertAction(before, action)
        else:
            menu.addAction(action)
    window.new_board_action, window.edit_board_action = new, edit


def editor_page(window: Any):
    """The window's editor page (built on first use)."""
    page = getattr(window, "_editor_page", None)
    if page is None:
        from daydream_qt.ui.pages.editor_page import EditorPage

        page = EditorPage(window.language)
        page.closed.connect(lambda: close_editor(window))
        page.play_requested.connect(lambda path: play_board(window, path))
        window.pages.addWidget(page)
        window._editor_page = page
    return page


def _show(window: Any, page) -> None:
    window.navigator.push(page)
    page.view.setFocus()


def new_board(window: Any) -> None:
    page = editor_page(window)
    if not _keep_edits(window, page):
        return
    page.new_board()
    _show(window, page)


def ask_edit_board(window: Any) -> None:
    from PySide6.QtWidgets import QFileDialog

    from daydream_qt.editor.store import boards_folder

    folder = boards_folder()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass
    name, _ = QFileDialog.getOpenFileName(window, _t("Edit a board"), str(folder), _t("Daydream board (*.json)"))
    if name:
        edit_board(window, name)


def edit_board(window: Any, path: str | Path) -> bool:
    """Open the board file at `path` in the editor; a file that is not a board is one
    sentence in a message box, and the editor keeps what it had."""
    from daydream_qt.editor.store import StoreError, read_model
    from daydream_qt.engine.board import MAX_BOARD_BYTES
    from daydream_qt.engine.disk_version import read_version
    from daydream_qt.ui.panels.editor_problems import refusal_text
    from daydream_qt.ui.widgets import plain

    page = editor_page(window)
    if not _keep_edits(window, page):
        return False
    version = read_version(path, MAX_BOARD_BYTES)  # before the board: a save racing it shows at Save
    try:
        model = read_model(path)
    except StoreError as exc:
        plain.message(window, _t("Cannot edit this board"), refusal_text(exc))
        return False
    from daydream_qt.editor.store import boards_folder

    # a board of the folder is saved in place; one from elsewhere becomes a new board there
    inside = Path(path).resolve().parent == boards_folder().resolve()
    page.set_model(model, Path(path) if inside else None, version)
    _show(window, page)
    return True


def _keep_edits(window: Any, page) -> bool:
    """Before the editor takes another board: save, drop or keep the unsaved edits."""
    if not page.modified or not page.model.can_undo():
        return True
    from PySide6.QtWidgets import QMessageBox

    from daydream_qt.ui.widgets import plain

    buttons = QMessageBox.StandardButton
    answer = plain.message(window, _t("Board editor"),
                           _t("The board being edited has changes that are not saved. Save them?"),
                           kind="question", buttons=buttons.Save | buttons.Discard | buttons.Cancel,
                           default=buttons.Save)
    if answer == buttons.Save:
        return page.save() is not None
    return answer == buttons.Discard


def close_editor(window: Any) -> None:
    page = editor_page(window)
    if not _keep_edits(window, page):
        return
    window.navigator.back()


def play_board(window: Any, path: str | Path) -> None:
    """A solo game on the board saved at `path`."""
    from daydream_qt.editor.store import StoreError, board_for_play
    from daydream_qt.engine import Game
    from daydream_qt.ui.panels.editor_problems import refusal_text
    from daydream_qt.ui.widgets import plain

    try:
        board = board_for_play(path)
    except StoreError as exc:
        plain.message(window, _t("Cannot play this board"), refusal_text(exc))
        return
    if not window.files.keep_current():
        return
    window.start_game(Game(board, seats=(window.solo_seat(),)))
