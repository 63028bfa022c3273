"""The player's language for the engine's refusals, for board words and for counts.

The engine explains every refusal in one English sentence and a `Reason` code; here the
sentence (for reasons the engine words in several ways) or else the code picks a
translatable sentence. Every `Reason` has one; the engine's own English is left only for
a code this table does not know yet.

Counts use Qt's plural forms: `QCoreApplication.translate(context, "%n stroke(s)", None, n)`
(or `self.tr("%n stroke(s)", "", n)`) picks the form of `n` by the rule of the loaded
translation. The English source "(s)" is never shown: `install_plural_forms` loads
daydream_qt_en.qm, English plural forms only ("%n stroke" / "%n strokes"), under every
language, so English reads right and a message a translation lacks falls back to it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from daydream_qt.engine import Board, Reason

if TYPE_CHECKING:
    from PySide6.QtCore import QTranslator


def _t(text: str) -> str:
    return QCoreApplication.translate("Refusal", text)


def _refusals() -> dict[str, str]:
    return {
        Reason.GAME_OVER: _t("The game is over."),
        Reason.NOT_YOUR_DECISION: _t("It is not your decision right now."),
        Reason.NO_SUCH_SEAT: _t("There is no such seat at this table."),
        Reason.NEED_ROLL: _t("Roll the dice first."),
        Reason.ALREADY_ROLLED: _t("The dice are already rolled for this turn."),
        Reason.BAD_DICE: _t("Dice show values from 1 to 6."),
        Reason.TYPED_DICE_ONLY: _t("On a scoresheet the dice are typed in from the table."),
        Reason.ROLLED_DICE_ONLY: _t("In this mode the app rolls the dice."),
        Reason.DIE_USED: _t("That die is already played this turn."),
        Reason.NO_SUCH_DIE: _t("There are only two dice."),
        Reason.NO_SUCH_CELL: _t("That is not a cloud of the grid."),
        Reason.CELL_FILLED: _t("That cloud already holds a number."),
        Reason.CELL_NOT_ADJACENT: _t("Write next to a cloud that already holds a number."),
        Reason.VALUE_OUT_OF_RANGE: _t("A written number must stay between 0 and 9."),
        Reason.NO_CIRCLED_LEAF: _t("You have no circled leaf left to colour."),
        Reason.SECOND_GIVE_UP: _t("You may give up only one die per turn."),
        Reason.NO_GIVE_UP_AT_START: _t("Both starting numbers must be written."),
        Reason.RESOLVE_FIRST: _t("First finish what your last move started."),
        Reason.NO_LINE_CHOICE: _t("There is no line to choose now."),
        Reason.NO_PENDING_STROKE: _t("You have no stroke to draw."),
        Reason.WRONG_STROKE: _t("Draw the stroke from the pen to the next node it may reach."),
        Reason.NO_BONUS: _t("There is no bonus to choose now."),
        Reason.BAD_BONUS: _t("Choose the sun bonus or the leaf bonus."),
        Reason.DICE_LEFT: _t("Play or give up both dice before confirming your turn."),
        Reason.ALREADY_CONFIRMED: _t("You have already confirmed this turn."),
        Reason.NOT_SCORESHEET: _t("Only a scoresheet of several players records what the others did."),
        Reason.NO_FRAMES: _t("This combination has no frames."),
        Reason.NO_REWARD_LEFT: _t("No reward of this frame family is left to take."),
        Reason.ALREADY_DECLARED: _t("The end of the game is already recorded."),
        Reason.UNKNOWN_ACTION: _t("That is not an action of this game."),
        Reason.NOTHING_TO_UNDO: _t("There is nothing of yours to undo this turn."),
        "no_die": _t("There is no die to write right now."),
    }


def _by_sentence() -> dict[str, str]:
    """Reasons the engine words in several ways: keyed by its English sentence."""
    return {
        "First choose which completed line to resolve.": _t("First choose which completed line to resolve."),
        "First choose the bonus of the item you finished.": _t("First choose the bonus of the item you finished."),
        "First draw your pending strokes on the shelf.": _t("First draw your pending strokes on the shelf."),
        "There is no such frame family.": _t("There is no such frame family."),
        "Other players' claims are recorded only on a scoresheet of several players.":
            _t("Other players' frame rewards are recorded only on a scoresheet of several players."),
        "Only a scoresheet of several players records another player ending the game.":
            _t("Only a scoresheet of several players records another player ending the game."),
    }


def refusal_sentence(reason: str, english: str) -> str:
    """The sentence to show for a refused action, in the player's language."""
    return _by_sentence().get(english) or _refusals().get(reason, english)


_plurals: list[QTranslator] = []
"""The English plural forms' translator once installed (the app keeps one for its life).

A module flag, not a property of the application: reading a dynamic property never set
gives PySide an invalid QVariant, which corrupts None's reference count (see
board/scene.py `BoardScene.add`)."""


def install_plural_forms(app: QCoreApplication) -> bool:
    """Load the English plural forms into `app` (once); False when the file is missing.

    Installed first, so a French or Japanese translation installed after it is asked first.
    """
    if _plurals:
        return True
    from PySide6.QtCore import QTranslator

    from daydream_qt.package_data import data_folder

    folder = data_folder("daydream_qt.resources.translations", "resources/translations", "*.qm")
    translator = QTranslator(app)
    if folder is None or not translator.load(str(folder / "daydream_qt_en.qm")):
        return False
    app.installTranslator(translator)
    _plurals.append(translator)
    return True


DEFAULT_SEAT_NAMES = frozenset({"Player", "Joueur", "\u30d7\u30ec\u30a4\u30e4\u30fc"})
"""The name a seat nobody named is given, in each shipped language ("Player", as the
window's catalogue says it)."""


def seat_name(name: str) -> str:
    """A seat's name as the sheet shows it: a default name ("Player", given in whatever
    language the game was started in) in the language on screen, any other as written."""
    if name.strip() in DEFAULT_SEAT_NAMES:
        return QCoreApplication.translate("MainWindow", "Player")
    return name


def difficulty_name(difficulty: str) -> str:
    return {
        "easy": QCoreApplication.translate("Board", "easy"),
        "medium": QCoreApplication.translate("Board", "medium"),
        "hard": QCoreApplication.translate("Board", "hard"),
    }.get(difficulty, difficulty)


def module_name(module: str) -> str:
    return {
        "constellation": QCoreApplication.translate("Board", "Constellation"),
        "notes": QCoreApplication.translate("Board", "Musical notes"),
        "polaroids": QCoreApplication.translate("Board", "Polaroids"),
        "garland": QCoreApplication.translate("Board", "Moon garland"),
        "frames": QCoreApplication.translate("Board", "Frames"),
    }.get(module, module)


# ---------------------------------------------------------------- the coach's reasons


def _c(text: str) -> str:
    return QCoreApplication.translate("Coach", text)


def coach_templates() -> dict[str, str]:
    """The coach's reason templates (bots/coach.py REASONS) in the player's language.

    The {names} are the English templates' own; a translation may move them around.
    """
    return {
        "perfect_line": _c("completes {line} as a perfect line: {count} sun strokes"),
        "good_line": _c("completes {line} with all different numbers: {count} dot strokes"),
        "two_lines": _c("completes {line} and {line2}: {count} strokes in all"),
        "perfect_and_line": _c("completes {line} as a perfect line: {count} sun strokes, and {line2} too"),
        "item_finished": _c("finishes the {item} on the shelf"),
        "star_circled": _c("moves the constellation pen {steps} points and circles a big star"),
        "track_advance": _c("moves the constellation pen {steps} points"),
        # one step: its own sentence, so no language has to read "1 points"
        "star_circled_one": _c("moves the constellation pen 1 point and circles a big star"),
        "track_advance_one": _c("moves the constellation pen 1 point"),
        "garland_points": _c("matches the moon above it on the garland: {points} points"),
        "garland_leaf": _c("matches the moon above it on the garland: a new leaf"),
        "frame_reward": _c("completes a frame family: {points} points"),
        "star_polaroid": _c("puts a {value} on a star polaroid"),
        "moon_polaroid": _c("puts only a {value} on a moon polaroid"),
        "new_polaroid": _c("adds a new number, {value}, to the polaroids"),
        "note_head": _c("colours a note head with two {value}s"),
        "give_up": _c("gives up the {value} to circle a leaf"),
        "keeps_perfect": _c("keeps {line} open for a perfect run"),
        "keeps_open": _c("keeps {line} free of repeats"),
        "dump": _c("puts the {value} in {line}, which has a repeat already"),
        "best_value": _c("leaves the sheet with the best expected score"),
        "forced": _c("this is the only move"),
    }


_LINE_NAME = re.compile(r"^(row|column) (\d+)$")


def line_label(english: str) -> str:
    """A line named by the engine ('row 3', 'column 2', see Board.line_name), translated.

    The numbers are those printed along the grid's left and top edges (board/grid.py):
    from 1, rows top to bottom, columns left to right, holes of the lattice counted.
    """
    m = _LINE_NAME.match(english)
    if m is None:
        return english
    if m.group(1) == "row":
        return _c("row {0}").format(m.group(2))
    return _c("column {0}").format(m.group(2))


def coach_sentence(key: str, args: Mapping[str, object], board: Board | None = None, language: str = "en") -> str:
    """One sentence from a coach `Suggestion`'s reason key and arguments, in the player's language.

    The English arguments the coach fills are mapped: line names become translated
    'row N' / 'column N', an item's English name becomes its name on the board in
    `language`; numbers stay numbers.
    """
    if key in ("star_circled", "track_advance") and str(args.get("steps")) == "1":
        key += "_one"
    template = coach_templates().get(key)
    if template is None:
        return ""
    values: dict[str, str] = {}
    for name, value in args.items():
        if name in ("line", "line2"):
            values[name] = line_label(str(value))
        elif name == "item" and board is not None:
            values[name] = _item_name(board, str(value), language)
        else:
            values[name] = str(value)
    try:
        text = template.format(**values)
    except (KeyError, IndexError, ValueError):  # a translation naming an unknown field
        text = coach_templates_english(key).format(**values)
    text = text[:1].upper() + text[1:]
    if language == "ja":
        return text if text.endswith("\u3002") else text + "\u3002"
    return text if text.endswith(".") else text + "."


def lesson_sentence(key: str, args: Mapping[str, object], gain: float, board: Board | None = None,
                    language: str = "en") -> str:
    """What a better plan gains and why, in one sentence in the player's language: the coach's
    reason and the points it adds ('Keeps row 3 open for a perfect run: +2.90 expected
    points.'); "" without a reason."""
    reason = coach_sentence(key, args, board, language)
    if not reason:
        return ""
    end = "\u3002" if language == "ja" else "."
    reason = reason.removesuffix(end)
    points = f"{gain:.2f}"
    if language == "fr":
        points = points.replace(".", ",")
    text = _c("{reason}: +{points} expected points").format(reason=reason, points=points)
    return text if text.endswith(end) else text + end


def coach_templates_english(key: str) -> str:
    from daydream_qt.bots.coach import REASONS

    singular = {
        "star_circled_one": "moves the constellation pen 1 point and circles a big star",
        "track_advance_one": "moves the constellation pen 1 point",
    }
    return singular.get(key) or REASONS[key]


def _item_name(board: Board, english: str, language: str) -> str:
    for item in board.defn.items:
        if item.name.en.lower() == english:
            name = item.name.get(language)
            return name if language == "ja" else name.lower()
    return english
