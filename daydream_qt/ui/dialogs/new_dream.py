"""The New game dialog's "A new dream": a generated board, beside the eight combinations.

The player picks a module set (by the name of the combination that has it) or "Surprise
me", with a difficulty if they like; the board's short code ("DEF-1-4821") shows in a field
where a code can be typed, to play a board again or a friend's. A code that names no board
gets one sentence and changes nothing. Keep under Your boards writes the board into the
boards folder, where the editor, the export and the blank print take it as any own board.

The dream is one button of the dialog's group of combinations (`DreamButton`): choosing it
chooses the generated board; `chosen_board(dialog)` is its compiled board, else None. The
board is made when first asked for (opening the dialog costs nothing), by
`daydream_qt.dreams.make_dream` only.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from daydream_qt.dreams import Dream, DreamError, code_of, dream_from_code, make_dream
from daydream_qt.engine import BOARD_IDS, MODULES_BY_BOARD, BoardError, builtin_board
from daydream_qt.engine.untrusted import excerpt
from daydream_qt.generator import DIFFICULTIES, GENERATOR_VERSION, GeneratorError
from daydream_qt.ui.core.texts import difficulty_name, module_name
from daydream_qt.ui.widgets.plain import WrapLabel, plain_label, tooltip

MAX_CODE = 20
"""Characters of the code field: "DEF-1-999999999" is 15."""


def _t(text: str) -> str:
    return QCoreApplication.translate("NewDream", text)


def set_label(board_id: str, language: str) -> str:
    """A module set as players know it: the combination's name, its id and its modules."""
    try:
        name = builtin_board(board_id).defn.name.get(language)
    except BoardError:
        name = board_id
    mods = MODULES_BY_BOARD.get(board_id, ())
    modules = " + ".join(module_name(m) for m in mods) if mods else _t("no module")
    return f"{name} ({board_id}): {modules}"


def refusal(error: DreamError) -> str:
    """Why a typed code starts nothing: one sentence."""
    shown = excerpt(error.text.strip(), MAX_CODE) or "\u2026"
    if error.kind == "version":
        return _t("\u201c{0}\u201d was made by version {1} of the board maker; this one makes version {2} "
                  "boards, so it cannot make that board.").format(shown, error.version, GENERATOR_VERSION)
    if error.kind == "modules":
        return _t("\u201c{0}\u201d is not a board code: a code starts with one of {1}.").format(
            shown, ", ".join(BOARD_IDS))
    return _t("\u201c{0}\u201d is not a board code: a code reads like DEF-1-4821 (modules, version, seed).").format(
        shown)


NOT_AN_END = "not_an_end"
"""A button of the dialog's group of combinations with this property set is never Home's or
End's choice (new_game.choose_end): the new dream, below the cards, is reached with the arrows."""


class DreamButton(QPushButton):
    """The generated board as one choice of the dialog's group; `board_id` is its module set."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(_t("A new dream"), parent)
        self.setCheckable(True)
        self.setAutoDefault(False)  # Enter starts the game (the dialog's default button)
        self.setObjectName("segment")
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setProperty(NOT_AN_END, True)  # Home and End choose among the boards, not the dream
        self.dream: Dream | None = None
        self.board_id = "A"
        self.setToolTip(tooltip(_t("A board made for you from a seed: new modules, shelf and name")))
        self.toggled.connect(lambda _on: self.name())
        self.name()

    def name(self) -> None:
        """The accessible name: the dream, its code, and whether it is chosen."""
        text = _t("A new dream")
        if self.dream is not None:
            text = f"{text} {self.dream.code}"
        self.setAccessibleName(_t("%1, chosen").replace("%1", text) if self.isChecked() else text)

    def set_dream(self, dream: Dream) -> None:
        self.dream = dream
        self.board_id = dream.modules
        self.name()


def install(dialog, layout: QVBoxLayout, language: str = "en") -> None:
    """Add "A new dream" to the dialog's left column, its button one of `dialog.group`."""
    box = QWidget()
    lay = QVBoxLayout(box)
    lay.setContentsMargins(0, 12, 0, 0)
    heading = plain_label(_t("A new dream"))
    heading.setObjectName("section")
    hint = WrapLabel(_t("A board no one has played yet, made from a seed. Its code plays it again, "
                        "here or on a friend's computer."))
    hint.setObjectName("subtle")
    button = DreamButton()
    dialog.group.addButton(button)
    sets = QComboBox()
    sets.setAccessibleName(_t("Modules of the new dream"))
    sets.addItem(_t("Surprise me"), None)
    for bid in BOARD_IDS:
        sets.addItem(set_label(bid, language), bid)
    # as wide as the column gives, never wider: the longest set's name must not widen the dialog
    sets.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    sets.setMinimumContentsLength(16)
    sets.setToolTip(tooltip(sets.currentText()))
    levels = QComboBox()
    levels.setAccessibleName(_t("Difficulty of the new dream"))
    levels.addItem(_t("any difficulty"), None)
    for level in DIFFICULTIES:
        levels.addItem(difficulty_name(level), level)
    another = QPushButton(_t("Another dream"))
    another.setAutoDefault(False)
    another.setToolTip(tooltip(_t("Another board with the same modules and difficulty")))
    code = QLineEdit()
    code.setAccessibleName(_t("Board code"))
    code.setPlaceholderText("DEF-1-4821")
    code.setMaxLength(MAX_CODE)
    use = QPushButton(_t("Play this code"))
    use.setAutoDefault(False)
    use.setToolTip(tooltip(_t("The board of the code typed beside it")))
    keep = QPushButton(_t("Keep under Your boards"))
    keep.setAutoDefault(False)
    keep.setToolTip(tooltip(_t("Save this board with your boards, to edit, export or print it blank")))
    said = WrapLabel()
    said.setObjectName("subtle")
    said.hide()
    wrong = WrapLabel()
    wrong.setObjectName("warning")
    wrong.hide()

    grid = QGridLayout()
    grid.setHorizontalSpacing(8)
    grid.setVerticalSpacing(8)
    levels_caption = plain_label(_t("Difficulty"))
    levels_caption.setBuddy(levels)
    code_caption = plain_label(_t("Code"))
    code_caption.setBuddy(code)
    # the button spans the column, as the cards' rows above do, so the arrows of the cards
    # reach it with Down from the last row and never with Left or Right from a card
    grid.addWidget(button, 0, 0, 1, 3)
    grid.addWidget(sets, 1, 0, 1, 3)
    grid.addWidget(levels_caption, 2, 0, Qt.AlignmentFlag.AlignRight)
    grid.addWidget(levels, 2, 1)
    grid.addWidget(another, 2, 2)
    grid.addWidget(code_caption, 3, 0, Qt.AlignmentFlag.AlignRight)
    grid.addWidget(code, 3, 1)
    grid.addWidget(use, 3, 2)
    grid.setColumnStretch(1, 1)
    keep_row = QHBoxLayout()
    keep_row.addWidget(keep)
    keep_row.addStretch(1)
    lay.addWidget(heading)
    lay.addWidget(hint)
    lay.addLayout(grid)
    lay.addWidget(wrong)
    lay.addLayout(keep_row)
    lay.addWidget(said)
    layout.addWidget(box)

    dialog.new_dream_button = button
    dialog.dream_sets = sets
    dialog.dream_levels = levels
    dialog.dream_another = another
    dialog.dream_code = code
    dialog.dream_use = use
    dialog.dream_keep = keep
    dialog.dream_wrong = wrong
    dialog.dream_said = said

    def on_set(_index: int) -> None:
        levels.setEnabled(sets.currentData() is None)  # a chosen set has its own difficulty
        sets.setToolTip(tooltip(sets.currentText()))  # the whole name, when the list cuts it
        new_dream(dialog)

    sets.currentIndexChanged.connect(on_set)
    levels.currentIndexChanged.connect(lambda _i: new_dream(dialog))
    another.clicked.connect(lambda: new_dream(dialog))
    use.clicked.connect(lambda: use_code(dialog))
    code.returnPressed.connect(lambda: use_code(dialog))
    keep.clicked.connect(lambda: keep_dream(dialog))
    button.toggled.connect(lambda on: _chosen(dialog, on))
    _enable(dialog)
    _in_play(dialog)


def _in_play(dialog) -> None:
    """When the window plays a generated board, the dialog offers it again (its code)."""
    window = dialog.parentWidget()
    game = getattr(getattr(window, "controller", None), "game", None)
    board = getattr(game, "board", None)
    code = code_of(board) if board is not None else None
    if code is None:
        return
    try:
        dream = dream_from_code(code)
    except DreamError:
        return
    _show(dialog, dream)
    dialog.new_dream_button.setChecked(True)


def _enable(dialog) -> None:
    dialog.dream_keep.setEnabled(dialog.new_dream_button.dream is not None)


def _chosen(dialog, on: bool) -> None:
    """Choosing the dream makes its board when there is none yet."""
    if on and dialog.new_dream_button.dream is None:
        new_dream(dialog)


def _show(dialog, dream: Dream) -> None:
    """The dream `dream` becomes the dialog's: its code in the field, its set in the list."""
    dialog.new_dream_button.set_dream(dream)
    dialog.dream_code.setText(dream.code)
    dialog.dream_wrong.hide()
    dialog.dream_said.hide()
    _enable(dialog)
    if hasattr(dialog, "_update"):
        dialog._update()


def new_dream(dialog, seed: int | None = None) -> Dream | None:
    """A new board for the set and difficulty chosen (a random seed unless given), chosen."""
    sets, levels = dialog.dream_sets, dialog.dream_levels
    try:
        dream = make_dream(seed, sets.currentData(), levels.currentData() if levels.isEnabled() else None)
    except GeneratorError as exc:  # no board came out of the attempts: say so, change nothing
        dialog.dream_wrong.setText(_t("No board could be made this time; try another dream."))
        dialog.dream_wrong.setToolTip(tooltip(str(exc)))
        dialog.dream_wrong.show()
        return None
    _show(dialog, dream)
    if not dialog.new_dream_button.isChecked():
        dialog.new_dream_button.setChecked(True)
    return dream


def use_code(dialog) -> bool:
    """The board of the typed code, chosen; a code that names none gets one sentence and
    changes nothing (the dream chosen before stays). Whether the code gave a board."""
    text = dialog.dream_code.text()
    current = dialog.new_dream_button.dream
    if current is not None and text.strip().upper() == current.code.upper():
        dialog.dream_wrong.hide()
        dialog.new_dream_button.setChecked(True)
        return True
    try:
        dream = dream_from_code(text)
    except DreamError as exc:
        dialog.dream_wrong.setText(refusal(exc))
        dialog.dream_wrong.show()
        return False
    sets = dialog.dream_sets
    sets.blockSignals(True)
    sets.setCurrentIndex(max(sets.findData(dream.modules), 0))
    sets.blockSignals(False)
    sets.setToolTip(tooltip(sets.currentText()))
    dialog.dream_levels.setEnabled(False)
    _show(dialog, dream)
    dialog.new_dream_button.setChecked(True)
    return True


def pending_code(dialog) -> bool:
    """Is a code typed that is not the chosen dream's (Start then plays the typed one)?"""
    text = dialog.dream_code.text().strip()
    current = dialog.new_dream_button.dream
    return bool(text) and (current is None or text.upper() != current.code.upper())


def chosen_board(dialog):
    """The compiled generated board when the dream is chosen, else None."""
    button = dialog.group.checkedButton()
    if isinstance(button, DreamButton) and button.dream is not None:
        return button.dream.board
    return None


def keep_dream(dialog) -> None:
    """Save the dream's board under Your boards (once: a board already there is not copied)."""
    from daydream_qt.editor.model import BoardModel
    from daydream_qt.editor.store import StoreError, new_path, same_board, save_draft
    from daydream_qt.ui.core.board_words import refusal_text
    from daydream_qt.ui.dialogs import your_boards

    dream = dialog.new_dream_button.dream
    if dream is None:
        return
    model = BoardModel.from_data(dream.document)
    name = excerpt(model.name.get(getattr(dialog, "language", "en")) or model.name.en, 60)
    there = same_board(model)
    if there is not None:
        dialog.dream_said.setText(_t("\u201c{0}\u201d is in your boards already.").format(name))
    else:
        try:
            save_draft(model, new_path(model), None)
        except StoreError as exc:
            dialog.dream_said.setText(refusal_text(exc))
            dialog.dream_said.show()
            return
        dialog.dream_said.setText(_t("Kept \u201c{0}\u201d ({1}) under Your boards.").format(name, dream.code))
    dialog.dream_said.show()
    if hasattr(dialog, "user_boards"):
        chosen = dialog.group.checkedButton()
        your_boards.refresh(dialog)
        if chosen is not None and chosen.group() is dialog.group:
            chosen.setChecked(True)
