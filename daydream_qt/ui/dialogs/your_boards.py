"""The New game dialog's "Your boards": the boards made in the editor, under the eight cards.

Each saved board is a button in the dialog's group of combinations; a draft with problems
is listed but cannot be chosen (its tool tip says why). `chosen_board(dialog)` is the
compiled board to play when one of these is chosen, else None (a shipped combination).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QGridLayout, QPushButton, QVBoxLayout, QWidget

from daydream_qt.editor.store import StoreError, UserBoard, board_for_play, list_boards
from daydream_qt.ui.core.board_words import problem_sentence
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
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        name = board.name(language)
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
    """Add "Your boards" under the cards, each board a button of `dialog.group`."""
    boards = list_boards()
    dialog.user_boards = []
    if not boards:
        return
    heading = plain_label(_t("Your boards"))
    heading.setObjectName("section")
    grid = QGridLayout()
    grid.setSpacing(8)
    for i, board in enumerate(boards):
        b = UserBoardButton(board, language)
        dialog.group.addButton(b)
        dialog.user_boards.append(b)
        grid.addWidget(b, i // COLUMNS, i % COLUMNS)
    hint = WrapLabel(_t("Boards you make with File \u203a New board; drafts with problems cannot be played yet."))
    hint.setObjectName("subtle")
    layout.addSpacing(12)
    layout.addWidget(heading)
    layout.addLayout(grid)
    layout.addWidget(hint)


def chosen_board(dialog):
    """The compiled board of the chosen "Your boards" entry, or None."""
    button = dialog.group.checkedButton()
    if not isinstance(button, UserBoardButton):
        return None
    try:
        return board_for_play(button.path)
    except StoreError:
        return None
