"""The editor's problem list: one sentence per problem; choosing one rings it on the board."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from daydream_qt.editor.problems import MAX_LEAVES, MAX_LINE_CELLS, MAX_NODES, MAX_SHELVES, Problem
from daydream_qt.ui.core.board_words import problem_sentence, refusal_text, words_text
from daydream_qt.ui.widgets.plain import WrapLabel, plain_label, tooltip

__all__ = ["ProblemList", "limits_text", "problem_sentence", "refusal_text", "words_text"]


def limits_text() -> str:
    """The limits a board of this app has that the rules do not set, in the player's language."""
    return QCoreApplication.translate(
        "EditorProblems",
        "Besides the rules, a board of this app has at least {} rows and {} columns (and a column for "
        "each panel), at most {} clouds a line, {} dots and suns an item, {} shelves and {} leaves, "
        "exactly {} title bands, and a garland of at least {} moons. A star or a moon the combination "
        "does not use is ignored.").format(2, 2, MAX_LINE_CELLS, MAX_NODES, MAX_SHELVES, MAX_LEAVES, 4, 2)


class ProblemList(QWidget):
    """What keeps the board from being played; `chosen(problem or None)` when one is picked.

    After the problems come the notes, in italics: what play ignores (`problems.notes`), which
    does not keep the board from being played. Beside the heading, "Limits of a board" tells
    the limits this app sets and the rules do not."""

    chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.heading = plain_label()
        self.heading.setObjectName("section")
        self.limits_button = QToolButton()
        self.limits_button.setText(self.tr("Limits of a board"))
        self.limits_button.setToolTip(self.tr("What a board of this app can hold, beyond the rules"))
        self.limits_button.setAutoRaise(True)
        self.limits_button.clicked.connect(self.show_limits)
        self.list = QListWidget()
        self.list.setAccessibleName(self.tr("Problems"))
        self.list.setWordWrap(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.currentRowChanged.connect(self._picked)
        self.list.setAccessibleName(self.tr("Problems of the board"))
        self.all_clear = WrapLabel(self.tr("No problem: this board can be played."))
        self.all_clear.setObjectName("subtle")
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.heading, 1)
        top.addWidget(self.limits_button)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(6)
        lay.addLayout(top)
        lay.addWidget(self.all_clear)
        lay.addWidget(self.list, 1)
        self._entries: list[Problem] = []
        self._count = 0
        self.show_problems([])

    def show_limits(self) -> None:
        from daydream_qt.ui.widgets import plain

        plain.message(self, self.tr("Limits of a board"), limits_text(), kind="information")

    def show_problems(self, problems: list[Problem], notes: list[Problem] | tuple[Problem, ...] = ()) -> None:
        """List `problems`, then `notes` (what play ignores, see `problems.notes`)."""
        keep = self.list.currentRow()
        self._entries = [*problems, *notes]
        self._count = len(problems)
        self.list.blockSignals(True)
        self.list.clear()
        for k, p in enumerate(self._entries):
            item = QListWidgetItem(problem_sentence(p))  # a list item shows plain text
            item.setToolTip(tooltip(problem_sentence(p)))
            if k >= self._count:  # a note: the board can still be played
                font = item.font()
                font.setItalic(True)
                item.setFont(font)
            self.list.addItem(item)
        self.list.blockSignals(False)
        self.heading.setText(self.tr("Problems (%n)", "", len(problems)) if problems
                             else self.tr("Problems"))
        self.list.setVisible(bool(self._entries))
        self.all_clear.setVisible(not problems)
        if 0 <= keep < len(self._entries):
            self.list.setCurrentRow(keep)
        else:
            self.chosen.emit(None)

    def sentences(self) -> list[str]:
        """The problems' sentences as shown (the notes after them are left out)."""
        return [self.list.item(i).text() for i in range(self._count)]

    def note_sentences(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self._count, self.list.count())]

    def _picked(self, row: int) -> None:
        self.chosen.emit(self._entries[row] if 0 <= row < len(self._entries) else None)
