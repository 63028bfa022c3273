"""The New game dialog's "Your boards": the boards made in the editor, under the eight cards.

Each saved board is a button in the dialog's group of combinations; a draft with problems
is listed but cannot be chosen (its tool tip says why). `chosen_board(dialog)` is the
compiled board to play when one of these is chosen, else None (a shipped combination); a
board that broke or went away since the listing is a StoreError, never another board.
`refresh(dialog)` lists the folder again. Rename… and Delete… act on the chosen board (or
the one the player picks, a draft too): a new name in the player's language, or the file moved into the folder's `deleted` folder
once the player confirms (out of the list, not lost).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from daydream_qt.editor.problems import Problem
from daydream_qt.editor.store import (
    StoreError,
    UserBoard,
    board_for_play,
    delete_board,
    list_boards,
    rename_board,
)
from daydream_qt.engine.untrusted import excerpt
from daydream_qt.ui.core.board_words import lowered, problem_sentence, refusal_text
from daydream_qt.ui.widgets.plain import WrapLabel, menu_text, plain_label, tooltip

COLUMNS = 2


def _t(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("YourBoards", text, "", n)


def own_key(board: UserBoard) -> str:
    """An own board's id of its own: its file in the boards folder ("own:meadow"). A board
    file's "id" names the combination it is played as, shared with the shipped board of
    that combination; this one is the player's board alone (old files have it too)."""
    return f"own:{board.path.stem}"


class UserBoardButton(QPushButton):
    """One of the player's boards: its name and combination."""

    def __init__(self, board: UserBoard, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board = board
        self.board_id = board.board_id
        """The combination the board is played as (the board file's "id")."""
        self.key = own_key(board)
        """The board's id of its own, never a combination's (`own_key`)."""
        self.path = board.path
        self.setCheckable(True)
        # A choice, as the cards are: Enter on it starts the game (the dialog's default
        # button), it does not press it again.
        self.setAutoDefault(False)
        self.setObjectName("segment")  # the app's style fills a checked segment: the chosen board shows
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        name = board.name(language)
        self.shown_name = name
        self.setText(menu_text(f"{name} ({board.board_id})"))
        self.setAccessibleName(f"{board.board_id} {name}")
        if board.playable:
            self.setToolTip(tooltip(board.path.name))
        else:
            self.setEnabled(False)
            why = _t("A draft: %n problem(s) to fix in the board editor first.", board.problems)
            if board.first_problem is not None:  # the first one on a line of its own
                why = f"{why}\n{problem_sentence(board.first_problem)}"
            self.setToolTip(tooltip(why))


def install(dialog, layout: QVBoxLayout, language: str = "en") -> None:
    """Add "Your boards" under the cards, each board a button of `dialog.group` (the whole
    part hidden while the folder has none)."""
    box = QWidget()
    lay = QVBoxLayout(box)
    lay.setContentsMargins(0, 12, 0, 0)
    heading = plain_label(_t("Your boards"))
    heading.setObjectName("section")
    grid = QGridLayout()
    grid.setSpacing(8)
    hint = WrapLabel(_t("Boards you make with File \u203a New board; drafts with problems cannot be played yet."))
    hint.setObjectName("subtle")
    rename = QPushButton(_t("Rename\u2026"))
    rename.setToolTip(_t("Give the chosen one of your boards another name"))
    delete = QPushButton(_t("Delete\u2026"))
    delete.setToolTip(_t("Take the chosen one of your boards out of the list (you are asked first)"))
    said = WrapLabel()
    said.setObjectName("subtle")
    said.hide()
    actions = QHBoxLayout()
    actions.addWidget(rename)
    actions.addWidget(delete)
    actions.addStretch(1)
    lay.addWidget(heading)
    lay.addLayout(grid)
    lay.addLayout(actions)
    lay.addWidget(hint)
    layout.addWidget(box)
    layout.addWidget(said)  # outside the box: said still once the last board is deleted
    dialog.user_boards = []
    dialog.user_boards_box = box
    dialog.user_board_rename = rename
    dialog.user_board_delete = delete
    dialog.user_boards_said = said
    dialog._user_boards_grid = (grid, language)
    rename.clicked.connect(lambda: ask_rename(dialog))
    delete.clicked.connect(lambda: ask_delete(dialog))
    dialog.group.buttonToggled.connect(lambda _b, _on: _enable(dialog))
    refresh(dialog)
    choose_playing(dialog, _board_in_play(dialog))


def _board_in_play(dialog):
    """The board of the game the dialog's window is playing, or None."""
    window = dialog.parentWidget()
    game = getattr(getattr(window, "controller", None), "game", None)
    return getattr(game, "board", None)


def choose_playing(dialog, board) -> bool:
    """Choose the one of your boards that `board` (a compiled board, the game being played)
    is, rather than the shipped board of its combination; whether one was chosen. A board
    that plays as its combination's shipped board is that board: nothing changes."""
    from daydream_qt.engine.fingerprint import is_shipped

    if board is None or is_shipped(board):
        return False
    name = board.defn.name
    names = {"en": name.en, "fr": name.fr, "ja": name.ja}
    for b in dialog.user_boards:
        if b.isEnabled() and b.board_id == board.id and all(b.board.names.get(k) == v for k, v in names.items()):
            b.setChecked(True)
            return True
    return False


def refresh(dialog) -> None:
    """List the folder's boards again (one may have been edited, broken or deleted)."""
    grid, language = dialog._user_boards_grid
    for b in dialog.user_boards:
        dialog.group.removeButton(b)
        grid.removeWidget(b)
        b.setParent(None)
        b.deleteLater()
    dialog.user_boards = []
    boards = list_boards()
    for i, board in enumerate(boards):
        b = UserBoardButton(board, language)
        dialog.group.addButton(b)
        dialog.user_boards.append(b)
        grid.addWidget(b, i // COLUMNS, i % COLUMNS)
    dialog.user_boards_box.setHidden(not boards)
    _enable(dialog)


def _chosen(dialog) -> UserBoardButton | None:
    button = dialog.group.checkedButton()
    return button if isinstance(button, UserBoardButton) else None


def _enable(dialog) -> None:
    """Rename and Delete are there while the folder has a board: they act on the chosen one,
    or ask which (a draft cannot be chosen in the group, and is renamed or deleted so)."""
    dialog.user_board_rename.setEnabled(bool(dialog.user_boards))
    dialog.user_board_delete.setEnabled(bool(dialog.user_boards))


def ask_which(parent: QWidget, title: str, names: list[str]) -> int | None:
    """Which of your boards (by its place in `names`) the player picks; None: cancelled."""
    from PySide6.QtWidgets import QInputDialog

    text, ok = QInputDialog.getItem(parent, title, _t("Board:"), names, 0, False)
    return names.index(text) if ok and text in names else None


def _target(dialog, title: str) -> UserBoardButton | None:
    """The chosen one of your boards, else the one the player picks from them all."""
    button = _chosen(dialog)
    if button is not None:
        return button
    boards = list(dialog.user_boards)
    if not boards:
        return None
    names = [f"{excerpt(b.shown_name, 60)} ({b.board_id}, {excerpt(b.path.name, 60)})" for b in boards]  # unique
    k = ask_which(dialog, title, names)
    return boards[k] if k is not None else None


def _say(dialog, text: str) -> None:
    dialog.user_boards_said.setText(text)
    dialog.user_boards_said.setVisible(bool(text))


def ask_name(parent: QWidget, current: str) -> str | None:
    """The new name the player types (None: cancelled)."""
    from PySide6.QtWidgets import QInputDialog, QLineEdit

    text, ok = QInputDialog.getText(parent, _t("Rename the board"), _t("Name:"), QLineEdit.EchoMode.Normal,
                                    current)
    return text if ok else None


def ask_delete_ok(parent: QWidget, name: str) -> bool:
    """Whether the player confirms deleting the board called `name`."""
    from PySide6.QtWidgets import QMessageBox

    from daydream_qt.ui.widgets.plain import message

    answer = message(parent, _t("Delete the board"),
                     _t("Delete \u201c{}\u201d from your boards? Its file is moved to the folder "
                        "\u201cdeleted\u201d of your boards folder, where it can be taken back.").format(name),
                     kind="question", buttons=QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
                     default=QMessageBox.StandardButton.Cancel)
    return answer == QMessageBox.StandardButton.Yes


def ask_rename(dialog) -> None:
    """Rename the chosen one of your boards in the player's language, as asked."""
    button = _target(dialog, _t("Rename the board"))
    if button is None:
        return
    _, language = dialog._user_boards_grid
    name = ask_name(dialog, button.shown_name)
    if name is None or name.strip() == button.shown_name:
        return
    try:
        rename_board(button.path, language, name)
    except StoreError as exc:
        _say(dialog, refusal_text(exc))
        return
    path = button.path
    refresh(dialog)
    _choose_path(dialog, path)
    _say(dialog, _t("Renamed \u201c{}\u201d.").format(excerpt(name.strip(), 60)))


def ask_delete(dialog) -> None:
    """Delete the chosen one of your boards once the player confirms it."""
    button = _target(dialog, _t("Delete the board"))
    if button is None:
        return
    name = excerpt(button.shown_name, 60)
    if not ask_delete_ok(dialog, name):
        return
    try:
        moved = delete_board(button.path)
    except StoreError as exc:
        _say(dialog, refusal_text(exc))
        refresh(dialog)
        return
    refresh(dialog)
    if hasattr(dialog, "choose") and dialog.group.checkedButton() is None:  # a combination again
        dialog.choose("A")
    _say(dialog, _t("Deleted \u201c{}\u201d; its file is in {}.").format(name, moved.parent.name))


def _choose_path(dialog, path) -> None:
    for b in dialog.user_boards:
        if b.path == path and b.isEnabled():
            b.setChecked(True)


def chosen_board(dialog):
    """The compiled board of the chosen "Your boards" entry, or None when a shipped combination
    is chosen; StoreError when the chosen board cannot be played now (its file broke or went
    away since it was listed)."""
    button = dialog.group.checkedButton()
    if not isinstance(button, UserBoardButton):
        return None
    return board_for_play(button.path)


def refusal(button: UserBoardButton, exc: StoreError) -> str:
    """Why the board of `button` cannot start now: one sentence naming it and what is wrong."""
    name = excerpt(button.shown_name, 60)
    if not button.path.is_file():
        return _t("\u201c{}\u201d ({}) cannot be played: its file is no longer in your boards folder.").format(
            name, button.board_id)
    problem = next((a for a in exc.args_ if isinstance(a, Problem)), None)
    why = problem_sentence(problem) if problem is not None else refusal_text(exc)
    return _t("\u201c{}\u201d ({}) cannot be played: {}").format(name, button.board_id, lowered(why))
