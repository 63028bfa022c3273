"""The rows of Help › Keyboard shortcuts for every page but the game's: each key as the
platform writes it, and one whole sentence on what it does there.

Where a page binds its keys in one list (the replay's shortcuts, the editor's tools, the
tour's keys), the rows are read from that list, so a key added there is listed here too;
the rest are the keys Qt's own controls answer on that page, written out. The game page's
rows come from `help_actions` (`_window_keys`, `_board_keys`); `help_actions.shortcut_groups`
puts the groups together, and a test checks that every shortcut of the window is in one.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence

Row = tuple[str, str]
"""Keys (native text, several joined with ", ") and what they do."""


def _t(text: str) -> str:
    return QCoreApplication.translate("KeyRows", text)


def native(keys: QKeySequence | QKeySequence.StandardKey | Qt.Key | str) -> str:
    """A key sequence as the platform writes it (⌘Z on macOS, Ctrl+Z elsewhere)."""
    seq = keys if isinstance(keys, QKeySequence) else QKeySequence(keys)
    return seq.toString(QKeySequence.SequenceFormat.NativeText)


def keys(*names: QKeySequence.StandardKey | Qt.Key | str) -> str:
    """Several keys, each in native text, joined with ", "."""
    return ", ".join(native(n) for n in names)


K = Qt.Key


def everywhere_rows() -> list[Row]:
    """What every page and dialog answers (Qt's controls, the navigator's Esc)."""
    return [
        (keys("Tab", "Shift+Tab"), _t("Move to the next or the previous control of the page or dialog.")),
        (keys(K.Key_Space, K.Key_Return), _t("Press the button that has the focus; Space also ticks or unticks a box.")),
        (keys(K.Key_Up, K.Key_Down, K.Key_Left, K.Key_Right),
         _t("Move among the choices of a group (modes, combinations, tools) and choose one.")),
        (keys(K.Key_Escape), _t("Go back one level: close the dialog, or go back to the page this one "
                                "was opened from (in full screen, leave full screen first).")),
    ]


def start_rows() -> list[Row]:
    return [
        (keys(K.Key_Space, K.Key_Return),
         _t("Press the choice that has the focus: Continue, New game, Open a saved game, "
            "Dream of the day or Records.")),
    ]


def new_game_rows() -> list[Row]:
    return [
        (keys(K.Key_Left, K.Key_Right, K.Key_Up, K.Key_Down),
         _t("Move from combination to combination; the one reached is chosen.")),
        (keys(K.Key_Home, K.Key_End), _t("Choose the first or the last combination.")),
        (keys(K.Key_Return), _t("Start the game with what is chosen.")),
        (keys(K.Key_Escape), _t("Close the dialog without starting a game.")),
    ]


def replay_rows() -> list[Row]:
    from daydream_qt.ui.pages.replay_page import key_rows

    return [(native(key), what) for key, what in key_rows()] + [
        (keys(K.Key_Escape), _t("Go back to the page the replay was opened from.")),
    ]


def review_rows() -> list[Row]:
    from daydream_qt.ui.pages.review_page import NEXT_SEAT_KEY

    return [
        (keys(K.Key_Left, K.Key_Right), _t("On the chart of points lost: move to the previous or the next turn.")),
        (keys(K.Key_Home, K.Key_End), _t("On the chart of points lost: move to the first or the last turn.")),
        (keys(K.Key_Return, K.Key_Space), _t("On the chart of points lost: replay the turn it shows.")),
        (keys(NEXT_SEAT_KEY), _t("In a game of several people: show the next player's review.")),
        (keys(K.Key_Escape), _t("Go back to the page the review was opened from.")),
    ]


def records_rows() -> list[Row]:
    from daydream_qt.ui.pages.records_page import REVIEW_KEYS

    return [
        (keys(K.Key_Up, K.Key_Down), _t("Move from game to game in the history.")),
        (keys(K.Key_Return), _t("Replay the game chosen in the history.")),
        (keys(*REVIEW_KEYS), _t("Open the coach's review of the game chosen in the history.")),
        (keys(QKeySequence.StandardKey.Delete, K.Key_Backspace), _t("Delete the game chosen in the history.")),
        (keys(QKeySequence.StandardKey.Undo), _t("Put back the game just deleted.")),
        (keys(K.Key_Escape), _t("Go back to the page the records were opened from.")),
    ]


def editor_rows() -> list[Row]:
    from daydream_qt.ui.editor.tools import TOOLS

    tools = [(native(tool.key), _t("Choose the %1 tool (while the board has the focus).").replace("%1", tool.label()))
             for tool in TOOLS.values()]
    return [*tools,
            (keys(QKeySequence.StandardKey.Undo), _t("Undo the last edit.")),
            (keys(QKeySequence.StandardKey.Redo, "Ctrl+Shift+Z"), _t("Redo the edit just undone.")),
            (keys(K.Key_Return), _t("While drawing an outline or a track: keep the drawing.")),
            (keys(K.Key_Backspace), _t("While drawing an outline or a track: take back the last point.")),
            (keys(K.Key_Escape), _t("While drawing: leave the board as it was. Otherwise: close the editor "
                                    "(it asks first about edits not saved)."))]


def tour_rows() -> list[Row]:
    from daydream_qt.ui.widgets.tour import BACK_KEYS, NEXT_KEYS

    ordered = [K.Key_Return, K.Key_Enter, K.Key_Right, K.Key_Space, K.Key_Left, K.Key_Backspace]
    return [
        (keys(*(k for k in ordered if k in NEXT_KEYS)), _t("Go on to the next card of the tour.")),
        (keys(*(k for k in ordered if k in BACK_KEYS)), _t("Go back to the previous card of the tour.")),
        (keys(K.Key_Escape), _t("End the tour (Help \u203a Take the tour brings it back).")),
    ]


def page_groups() -> list[tuple[str, list[Row]]]:
    """The groups of the pages and dialogs other than the game page, in the order shown
    after the game page's."""
    return [
        (_t("Replay"), replay_rows()),
        (_t("Coach's review"), review_rows()),
        (_t("Records"), records_rows()),
        (_t("Board editor"), editor_rows()),
        (_t("The tour"), tour_rows()),
    ]
