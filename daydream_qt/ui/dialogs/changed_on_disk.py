"""The one question asked when a file changed on disk since this window read or saved it.

Another window (or program) saved the game or the board draft meanwhile; saving here would
silently replace its version. The player picks one of three answers, and nothing is lost
either way:

- keep mine: this window's version goes to a new file (the other file stays untouched);
- take theirs: this window's version is first kept in a new file too, then the file is
  opened as it is on disk now;
- cancel: nothing is written.

Both the File menu (`ui.window.file_actions`) and the board editor (`ui.editor.page`)
ask it through `ask`; tests replace `ask` with an answer. Every text is plain text: a file
name is whatever someone typed.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from daydream_qt.engine.untrusted import excerpt
from daydream_qt.ui.widgets import plain

KEEP_MINE = "keep mine"
TAKE_THEIRS = "take theirs"
CANCEL = "cancel"
"""The three answers."""
GAME = "game"
BOARD = "board"
"""What changed: a saved game or a board draft (the words differ, the choices do not)."""
NAME_SHOWN = 80
"""Characters of a file name the question shows."""


def _t(text: str) -> str:
    return QCoreApplication.translate("ChangedOnDisk", text)


def _name(name: str) -> str:
    return excerpt(name, NAME_SHOWN)  # on one line, controls escaped


def question(what: str, name: str, copy_name: str) -> str:
    """The dialog's text: what happened, then what each answer does."""
    if what == BOARD:
        return _t("\u201c{0}\u201d was saved by another window or program since this editor opened "
                  "or saved it. Saving here would replace that version.\n\n"
                  "Keep mine as a new board: this board is saved as a copy, \u201c{1}\u201d, and the "
                  "other version stays as it is.\n"
                  "Take theirs: this board is kept as \u201c{1}\u201d too, then the other version "
                  "is opened here.\n"
                  "Cancel: nothing is saved.").format(_name(name), _name(copy_name))
    return _t("\u201c{0}\u201d was saved by another window or program since this window opened "
              "or saved it. Saving here would replace that version.\n\n"
              "Save mine as a new file: choose where to save this game; the file stays as the "
              "other window saved it.\n"
              "Take theirs: this game is first kept in \u201c{1}\u201d, then the file is opened "
              "as it is now.\n"
              "Cancel: nothing is saved.").format(_name(name), _name(copy_name))


def make_box(parent: QWidget | None, what: str, name: str, copy_name: str
             ) -> tuple[QMessageBox, dict[object, str]]:
    """The message box (not shown yet) and the answer each of its buttons stands for."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(_t("Changed on disk"))
    box.setTextFormat(plain.PLAIN)
    box.setText(question(what, name, copy_name))
    mine_text = _t("Keep mine as a new board") if what == BOARD else _t("Save mine as a new file\u2026")
    mine = box.addButton(mine_text, QMessageBox.ButtonRole.AcceptRole)
    theirs = box.addButton(_t("Take theirs"), QMessageBox.ButtonRole.DestructiveRole)
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(mine)
    box.setEscapeButton(cancel)
    return box, {mine: KEEP_MINE, theirs: TAKE_THEIRS, cancel: CANCEL}


def ask(parent: QWidget | None, what: str, name: str, copy_name: str) -> str:
    """Ask the player; `KEEP_MINE`, `TAKE_THEIRS` or `CANCEL` (the box closed counts as that)."""
    box, answers = make_box(parent, what, name, copy_name)
    box.exec()
    return answers.get(box.clickedButton(), CANCEL)
