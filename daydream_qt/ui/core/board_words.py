"""Sentences about a board in the player's language: the editor's problems and refusals, a
board file the schema refuses (`engine.schema_words`), a board that breaks an invariant (in the
problem list's own words) and a saved game whose board is refused.

The editor and the engine word them as English templates with `{}` fields; here each template
is translated (contexts "EditorProblems", "EditorRefusals", "BoardWords" and "BoardRefusals")
before its fields are filled in, places and phrases worded too.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale

from daydream_qt.editor.model import EditError
from daydream_qt.editor.problems import Problem, refusal_problem
from daydream_qt.editor.store import StoreError
from daydream_qt.engine.boardspec import BoardError
from daydream_qt.engine.modules import Place
from daydream_qt.engine.schema_words import Words

if TYPE_CHECKING:
    from daydream_qt.engine.savefile import LoadError


def problem_sentence(problem: Problem) -> str:
    """The problem in the player's language: the template translated, places worded too."""
    template = QCoreApplication.translate("EditorProblems", problem.template)
    args = [QCoreApplication.translate("EditorProblems", "row {}, column {}").format(a.row + 1, a.col + 1)
            if isinstance(a, Place) else
            words_text(a, capital=i == 0 and template.startswith("{}")) if isinstance(a, Words) else a
            for i, a in enumerate(problem.args)]
    try:
        return template.format(*args)
    except (IndexError, KeyError, ValueError):  # a translation that lost a field
        return problem.text


def _board_words(text: str) -> str:
    return QCoreApplication.translate("BoardWords", text)


_FRENCH = ((re.compile(r"\bde le\b"), "du"), (re.compile(r"\bde les\b"), "des"),
           (re.compile(r"\bà le\b"), "au"), (re.compile(r"\bà les\b"), "aux"),
           (re.compile(r"\bde (?=[aeiouéèêâîôûAEIOUÉ])"), "d\u2019"))
"""French joins a phrase to the next: "la rangée de" + "le nuage ..." reads "la rangée du nuage ..."."""


def words_text(words: Words, capital: bool = True) -> str:
    """A sentence of `engine.schema_words` (a board file the schema refuses) in the player's
    language, with its capital."""
    text = words.render(_board_words, capital)
    if QLocale().language() == QLocale.Language.French:
        for pattern, joined in _FRENCH:
            text = pattern.sub(joined, text)
    return text


def _argument(value: object) -> object:
    if isinstance(value, Words):
        return words_text(value, capital=False)
    if isinstance(value, Problem):  # "... cannot be played yet: the grid needs ..."
        text = problem_sentence(value)
        return text[:1].lower() + text[1:] if text[:2] != text[:2].upper() else text
    return value


def refusal_text(exc: EditError | StoreError) -> str:
    """An operation the editor refused, or a board file it could not read, in the player's
    language."""
    template = QCoreApplication.translate("EditorRefusals", exc.template)
    args = [_argument(a) for a in exc.args_]
    try:
        return template.format(*args)
    except (IndexError, KeyError, ValueError):  # a translation that lost a field
        try:
            return exc.template.format(*args)
        except (IndexError, KeyError, ValueError):
            return str(exc)


def lowered(text: str) -> str:
    """A sentence that goes after a colon: its first letter small ("L’objet" too), unless it
    starts with a short name in capitals ("EF") or a name of two capitalised words."""
    if text[1:2].isalpha() and text[1:2].isupper():
        return text
    words = text.split(" ", 2)
    if (len(words) > 1 and words[0].isalpha() and words[0][:1].isupper() and words[1][:1].isupper()
            and words[1][1:2].islower()):
        return text
    return text[:1].lower() + text[1:]


def board_refusal_text(exc: BoardError, capital: bool = True) -> str:
    """A board the engine refused (`parse_board`, a board file read), in the player's language and
    in the words of the editor's problem list; never a place as a program spells it."""
    text = problem_sentence(refusal_problem(exc))
    return text if capital else lowered(text)


def load_error_text(exc: LoadError) -> str:
    """A saved game that cannot be loaded (`savefile.LoadError`): a refused board in the player's
    language, anything else as the engine says it."""
    board = exc.board
    if board is None:
        return exc.message
    return QCoreApplication.translate("BoardRefusals", "The board in the file is broken: {}").format(
        board_refusal_text(board, capital=False))
