"""The game page's own keys: the decisions of a turn that are not made on the board.

A key a focused control does not take (the board, a button of the tray or of the coach's
card) comes up to the page, whose `keyPressEvent` hands it here; a text field takes the
keys typed in it, so none of these acts while typing. Each key does what a button of the
page does, and says in the status line why, when it can do nothing now:

  - D: the other die (Tab and Shift+Tab move the keyboard's focus, as anywhere else);
  - − and + (= too, and the keypad's): colour one more circled leaf to lower or raise the
    selected die by 1, or take back one coloured for the other way (the tray's − and +);
  - G: give the selected die up (the tray's Give up this die);
  - P: play the coach's plan (the card's Play it); X or Esc: dismiss it (its Dismiss);
  - 1 and 2 (which line first, R7), S and L (which bonus, R11) as on the board, from any
    control of the page.

The window's keys (Space or R rolls, Ctrl+Enter confirms, Ctrl+Z undoes, H asks the
coach) are its shortcuts; the board's (arrows, Enter, 1-6) are the board's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, Qt

if TYPE_CHECKING:
    from daydream_qt.ui.board.view import BoardView
    from daydream_qt.ui.core.controller import GameController
    from daydream_qt.ui.core.hinter import Hinter
    from daydream_qt.ui.panels.dice_tray import DiceTray


class GamePage(Protocol):
    """What the keys read of the game page (pages/game_page.py, which calls `handle`)."""

    controller: GameController
    view: BoardView
    tray: DiceTray
    hinter: Hinter
    reviewing: bool

MINUS = frozenset({"-", "\u2212"})
PLUS = frozenset({"+", "="})


def _t(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("PlayKeys", text, None, n)


def handle(page: GamePage, key: int, text: str) -> bool:
    """One key that came up to the game page; True when it was used."""
    c = page.controller
    game = c.game
    if game is None or page.reviewing or game.over:
        return False
    low = text.lower()
    sheet = game.state.sheets[c.seat]
    if low == "d":
        return _other_die(page)
    if text in MINUS or key == Qt.Key.Key_Minus:
        return _leaf(page, -1)
    if text in PLUS or key == Qt.Key.Key_Plus:
        return _leaf(page, +1)
    if low == "g":
        return _give_up(page)
    if low == "p":
        return _play_hint(page)
    if low == "x" or key == Qt.Key.Key_Escape:
        if page.hinter.showing() or page.hinter.busy:
            page.hinter.clear()
            return True
        if key == Qt.Key.Key_Escape:
            return False
        page.tray.message.emit(_t("The coach has no hint on show to dismiss: H asks for one."))
        return True
    if (sheet.line_choice and text in ("1", "2")) or (sheet.bonus_pending and low in ("s", "l")):
        return page.view.handle_key(key, text)
    return False


def _say(page: GamePage, sentence: str) -> bool:
    page.tray.message.emit(sentence)
    return True


def _other_die(page: GamePage) -> bool:
    c = page.controller
    game = c.game
    if game is None or game.state.dice is None:
        return _say(page, _t("Roll the dice first."))
    sheet = game.state.sheets[c.seat]
    undone = [d for d in (0, 1) if not sheet.dice_done[d]]
    if not undone:
        return _say(page, _t("Both dice are already played this turn."))
    if len(undone) == 1:
        return _say(page, _t("Die %1 is the only die left to play.").replace("%1", str(undone[0] + 1)))
    c.select_die(1 - (c.selected_die or 0))
    die = c.selected_die
    if die is not None:
        _say(page, _t("Die %1 (%2) is chosen.").replace("%1", str(die + 1)).replace(
            "%2", str(game.state.dice[die])))
    return True


def _leaf(page: GamePage, step: int) -> bool:
    """− or +: the tray's button of that way, when it may be pressed; else why not."""
    tray = page.tray
    button = tray.minus_button if step < 0 else tray.plus_button
    c = page.controller
    game = c.game
    if game is None:
        return False
    if button.isEnabled() and tray.isEnabled():
        button.click()
        return _say(page, _written(page))
    sheet = game.state.sheets[c.seat]
    kinds = {a.kind for a in c.legal()}
    value = c.selected_value()
    if c.selected_die is None or "write" not in kinds or value is None:
        return _say(page, _t("Leaves change a die before it is written: there is no die to write now."))
    if sheet.leaves_available == 0:
        return _say(page, _t("You have no circled leaf to colour."))
    if (step < 0 and value <= 0) or (step > 0 and value >= 9):
        return _say(page, _t("A die is written as a number from 0 to 9: leaves cannot take it further."))
    return _say(page, _t("Every circled leaf you have already changes this die."))


def _written(page: GamePage) -> str:
    """What the selected die is now written as, and how many leaves that colours."""
    c = page.controller
    die, value = c.selected_die, c.selected_value()
    if die is None or value is None:
        return ""
    if c.delta == 0:
        text = _t("Die %1 is written as %2: no leaf coloured.")
    else:
        text = _t("Die %1 is written as %2, colouring %n leaf/leaves.", abs(c.delta))
    return text.replace("%1", str(die + 1)).replace("%2", str(value))


def _give_up(page: GamePage) -> bool:
    """G: the selected die given up; the engine's own sentence says why when it may not be
    (the starting numbers, a die given up already this turn)."""
    c = page.controller
    if c.selected_die is None:
        return _say(page, _t("There is no die to give up now."))
    c.give_up_selected()
    return True


def _play_hint(page: GamePage) -> bool:
    hinter = page.hinter
    if hinter.busy:
        return _say(page, _t("The coach is still thinking."))
    if not hinter.playable():
        return _say(page, _t("The coach has no plan on show to play: H asks for one."))
    hinter.play()
    return True
