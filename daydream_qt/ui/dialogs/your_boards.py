"""The New game dialog's "Your boards": the boards made in the editor, under the eight cards.

Each saved board is a button in the dialog's group of combinations; a draft with problems
is listed but cannot be chosen (its tool tip says why). `chosen_board(dialog)` is the
compiled board to play when one of these is chosen, else None (a shipped combination); a
board that broke or went away since the listing is a StoreError, never another board.
`refresh(dialog)` lists the folder again.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QGridLayout, QPushButton, QVBoxLayout, QWidget

from daydream_qt.editor.problems import Problem
from daydream_qt.editor.store import StoreError, UserBoard, board_for_play, list_boards
from daydream_qt.engine.untrusted import excerpt
from daydream_qt.ui.core.board_words import lowered, problem_sentence, refusal_text
from daydream_qt.ui.widgets.plain import WrapLabel, menu_text, plain_label, tooltip

COLUMNS = 2


def _t(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("YourBoards", text, "", n)


class UserBoardButton(QPushButton):
    """One of the player's boards: its name and combination."""

    def __init__(self, board: UserBoard, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board = board
        self.board_id = board.board_id
        self.path = board.path
        self.setCheckable(True)
        # A choice, as the cards are: Enter on it starts the game (the dialog's default
        # button), it does not press it again.
        self.setAutoDefault(False)
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
    lay.addWidget(heading)
    lay.addLayout(grid)
    lay.addWidget(hint)
    layout.addWidget(box)
    dialog.user_boards = []
    dialog.user_boards_box = box
    dialog._user_boards_grid = (grid, language)
    refresh(dialog)


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
