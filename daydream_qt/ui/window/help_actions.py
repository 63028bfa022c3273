"""The Help menu: How to play (F1), Keyboard shortcuts, Take the tour, Reminders, About; and
the first-game tour, offered once.

`HelpFeature` asks of the window only what `hosts.HelpHost` writes out, so it never refers
up to it. `install()` runs after the window's first frame (with the rest of its commands):
nothing here is imported or built before the window is on screen. The tour is offered the
first time a game is on screen (`Settings.tour_offered`, saved at once); its first card
says what it is and can be skipped, and it lets every click and key through.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from daydream_qt.ui.widgets import plain

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from daydream_qt.ui.pages.help_page import HelpDialog
    from daydream_qt.ui.widgets.tour import Step, Tour
    from daydream_qt.ui.window.hosts import HelpHost


def _t(text: str) -> str:
    return QCoreApplication.translate("HelpMenu", text)


class HelpFeature:
    """The Help menu's commands of one window, its How to play dialog and its tour."""

    def __init__(self, window: HelpHost) -> None:
        self.window = window
        self.tour: Tour | None = None
        """The tour of the game page, once started (it may have been stopped since)."""
        self._how_to_play: HelpDialog | None = None
        self.how_to_play_action: QAction | None = None
        """Help > How to play (F1); this and the three below are made by `install`."""
        self.shortcuts_action: QAction | None = None
        self.tour_action: QAction | None = None
        self.about_action: QAction | None = None

    def install(self) -> None:
        """Fill the Help menu (around the Reminders command already in it) and watch for the
        first game, to offer the tour."""
        window = self.window
        parent = window.window()
        menu = window.help_menu
        reminders = next((a for a in menu.actions() if not a.isSeparator()), None)

        def action(text: str, slot: Callable[[], object], keys: QKeySequence | None = None) -> QAction:
            a = QAction(text, parent)
            if keys is not None:
                a.setShortcut(keys)
                a.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
                parent.addAction(a)  # the key works with the menu bar hidden (full screen) too
            a.triggered.connect(lambda _=False: slot())
            return a

        self.how_to_play_action = action(_t("&How to play"), lambda: self.show_how_to_play(),
                                         QKeySequence(QKeySequence.StandardKey.HelpContents))
        self.shortcuts_action = action(_t("&Keyboard shortcuts"), lambda: self.show_shortcuts())
        self.tour_action = action(_t("Take the &tour"), lambda: self.start_tour(asked=True))
        self.about_action = action(_t("&About Daydream"), lambda: self.show_about())
        for a in (self.how_to_play_action, self.shortcuts_action, self.tour_action):
            menu.insertAction(reminders, a) if reminders is not None else menu.addAction(a)
        menu.addSeparator()
        menu.addAction(self.about_action)
        window.pages.currentChanged.connect(lambda _index: self._page_changed())
        self._page_changed()

    # ---------------------------------------------------------------- How to play, keys, About

    def show_how_to_play(self, page: str | None = None) -> QWidget:
        """How to play, on `page` (default: the page it was left on, or the first one)."""
        from daydream_qt.ui.pages.help_page import HelpDialog

        window = self.window
        game = window.controller.game
        board_id = game.board.id if game is not None else None
        dialog = self._how_to_play
        if dialog is None or dialog.board_id != board_id:
            if dialog is not None:
                dialog.deleteLater()
            dialog = self._how_to_play = HelpDialog(window.language, board_id, page or "dice", window.window())
        elif page is not None:
            dialog.show_page(page)
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()
        return dialog

    def show_about(self) -> QWidget:
        from daydream_qt.ui.dialogs.about_dialog import AboutDialog

        dialog = AboutDialog(self.window.window())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def show_shortcuts(self) -> QWidget:
        from daydream_qt.ui.dialogs.shortcuts_dialog import ShortcutsDialog

        dialog = ShortcutsDialog(self.shortcut_groups(), self.window.window())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def shortcut_groups(self) -> list[tuple[str, list[tuple[str, str]]]]:
        """Every key of the app, grouped by where it works, each with a sentence: what every
        page and dialog answers; the menus' commands (read from the menus themselves, one
        group a menu); the start page; the New game dialog; the game page (the window's
        shortcuts, `_window_keys`, and the board's, `_board_keys`); then the replay, the
        review, the records, the editor and the tour (`key_rows`)."""
        from daydream_qt.ui.window import key_rows

        window = self.window
        groups: list[tuple[str, list[tuple[str, str]]]] = [(_t("Everywhere"), key_rows.everywhere_rows())]
        for menu_action in window.menuBar().actions():
            menu = menu_action.menu()
            if not isinstance(menu, QMenu):  # the stubs say QObject; a menu bar's entries hold menus
                continue
            rows = []
            for a in menu.actions():
                keys = [native(seq) for seq in a.shortcuts() if not seq.isEmpty()]
                if keys:
                    said = a.statusTip() or _t("Choose %1 \u203a %2, from any page.").replace(
                        "%1", _title(menu_action.text())).replace("%2", _title(a.text()))
                    rows.append((", ".join(keys), said))
            if rows:
                groups.append((_title(menu_action.text()), rows))
        by_what: dict[str, list[str]] = {}
        for text, what in _window_keys().items():
            by_what.setdefault(what, []).append(native(text))
        groups += [
            (_t("Start page"), key_rows.start_rows()),
            (_t("New game"), key_rows.new_game_rows()),
            (_t("Playing"), [(", ".join(keys), what) for what, keys in by_what.items()]),
            (_t("On the board"), _board_keys()),
            *key_rows.page_groups(),
        ]
        return groups

    # ---------------------------------------------------------------- the tour

    def _on_game(self) -> bool:
        window = self.window
        return window.navigator.current is window.game_page and window.controller.game is not None

    def _page_changed(self) -> None:
        window = self.window
        if not self._on_game():
            if self.tour is not None:
                self.tour.stop()
            return
        game = window.controller.game
        if not window.settings.tour_offered and game is not None and not game.over:
            window.settings.tour_offered = True
            window.save_settings()
            # once the page has its size, so the card is placed next to what it points at
            QTimer.singleShot(0, window.window(), lambda: self.start_tour())

    def start_tour(self, asked: bool = False) -> Tour | None:
        """The tour of the game page; `asked` (from the menu) gives its card the keyboard."""
        if self.tour is not None:
            self.tour.stop()
        if not self._on_game():
            # Asked from the menu, the player hears why; offered on its own (the page may have
            # changed since the offer was scheduled), it is simply not shown.
            if asked:
                plain.message(self.window.window(), _t("Take the tour"),
                              _t("The tour shows the game page: start or continue a game first."))
            return None
        from daydream_qt.ui.widgets.tour import Tour

        tour = self.tour = Tour(self.window.window(), self.tour_steps())
        tour.start(activate=asked)
        return tour

    def _rect(self, widget: QWidget | None) -> QRect | None:
        if widget is None or not widget.isVisible():
            return None
        return QRect(widget.mapTo(self.window.window(), widget.rect().topLeft()), widget.size())

    def _clouds(self) -> QRect | None:
        """Every cloud of the grid, in the window's coordinates: the step speaks of them all."""
        scene = self.window.game_page.view.board_scene
        if self.window.controller.game is None or scene.layout is None:
            return None
        lay = scene.layout
        box = QRectF()
        for c in range(len(lay.cell_centres)):
            box = box.united(lay.cell_rect(c))
        return self._scene_rect(box) if not box.isEmpty() else None

    def _board_part(self, part: str) -> QRect | None:
        """A part of the board's footer (`leaves_rect`, `plant_rect`), in the window's coordinates."""
        scene = self.window.game_page.view.board_scene
        if self.window.controller.game is None or scene.layout is None:
            return None
        rect: QRectF = getattr(scene.layout, part)
        return self._scene_rect(rect) if not rect.isEmpty() else None

    def _bonus_icon(self) -> QRect | None:
        """The bonus icon (a sun and a leaf) of the next item that has one."""
        window = self.window
        scene = window.game_page.view.board_scene
        game = window.controller.game
        if game is None or scene.layout is None:
            return None
        icons = {int(it.data(1)): it for it in scene.items_with_role("item_bonus")}
        if not icons:
            return None
        done = game.state.sheets[window.controller.seat].item
        item = min((i for i in icons if i >= done), default=min(icons))
        return self._scene_rect(icons[item].sceneBoundingRect())

    def _shelf(self) -> QRect | None:
        window = self.window
        view = window.game_page.view
        scene = view.board_scene
        game = window.controller.game
        if game is None or scene.layout is None:
            return None
        item = min(game.state.sheets[window.controller.seat].item, len(scene.layout.item_rects) - 1)
        return self._scene_rect(scene.layout.item_rects[item])

    def _scene_rect(self, rect: QRectF) -> QRect:
        """A rectangle of the board's scene, in the window's coordinates."""
        view = self.window.game_page.view
        box = view.mapFromScene(rect).boundingRect()
        return QRect(view.viewport().mapTo(self.window.window(), box.topLeft()), box.size())

    def _help_menu(self) -> QRect | None:
        window = self.window
        bar = window.menuBar()
        if not bar.isVisible():
            return None
        box = bar.actionGeometry(window.help_menu.menuAction())
        return QRect(bar.mapTo(window.window(), box.topLeft()), box.size())

    def tour_steps(self) -> list[Step]:
        from daydream_qt.ui.widgets.tour import Step

        tray = self.window.game_page.tray

        def buttons() -> QRect | None:
            a, b = self._rect(tray.undo_button), self._rect(tray.confirm_button)
            return a.united(b) if a is not None and b is not None else (a or b)

        game = self.window.controller.game
        board = game.board if game is not None else None
        extra = []
        if board is not None and any(it.bonus for it in board.defn.items):
            extra.append(Step(_t("Bonus icons"),
                              _t("An item showing a sun and a leaf gives a bonus when you finish it: "
                                 "one extra sun stroke, drawn at once on the next item, or your next "
                                 "leaf circled."),
                              self._bonus_icon))
        extra.append(Step(_t("The leaves"),
                          _t("Circled leaves change a die: before writing it, colour leaves in the dice "
                             "panel; each coloured leaf adds or takes away 1, and is spent. Giving up a "
                             "die, the leaf bonus and some modules circle more."),
                          lambda: self._board_part("leaves_rect")))
        if game is not None and game.solo_rules:
            extra.append(Step(_t("Thorns"),
                              _t("Playing alone, giving up a die also draws a thorn on this plant. At the "
                                 "end every two thorns cost one item."),
                              lambda: self._board_part("plant_rect")))
        return [
            Step(_t("Welcome to Daydream"),
                 _t("A short tour shows where everything is: Enter or \u2192 goes on, \u2190 goes "
                    "back, Esc ends it at any time; Help \u203a Take the tour brings it back."),
                 lambda: None),
            Step(_t("The dice"),
                 _t("Roll the two dice here, choose the one to play, colour leaves to change it, "
                    "or give it up."),
                 lambda: self._rect(tray)),
            Step(_t("The clouds"),
                 _t("Tap a glowing cloud to write the chosen die there: next to a cloud that "
                    "already holds a number. Point at a cloud to see its lines."),
                 self._clouds),
            Step(_t("The shelf"),
                 _t("Full lines give strokes: drag them from the glowing node to draw the items. "
                    "Every finished item is a point."),
                 self._shelf),
            *extra,
            Step(_t("What to do next"),
                 _t("This line always says the next step, and why a move was refused."),
                 lambda: self._rect(self.window.game_page.status_label)),
            Step(_t("Undo and Confirm"),
                 _t("Undo takes back your moves of this turn; Confirm ends the turn once both dice "
                    "are played."),
                 buttons),
            Step(_t("Help"),
                 _t("How to play explains every rule and module with pictures; F1 opens it."),
                 self._help_menu),
        ]


# ---------------------------------------------------------------- keys, as the platform writes them


def native(keys: QKeySequence | str) -> str:
    """A key sequence as the platform writes it (⌘Z on macOS, Ctrl+Z elsewhere)."""
    from daydream_qt.ui.window.key_rows import native as written

    return written(keys)


def _window_keys() -> dict[str, str]:
    """What each of the window's own shortcuts does, by its portable text: a whole sentence
    each (the game's keys, and the replay's, whose page is one of the window's)."""
    roll = _t("Roll the dice: Space or R, from anywhere but a focused button or a text field.")
    confirm = _t("Confirm the turn: it ends once both dice are played.")
    return {
        QKeySequence(QKeySequence.StandardKey.Undo).toString(): _t(
            "Undo your last move of this turn; on the hand-over, take your turn back."),
        "Space": roll,
        "R": roll,
        "Ctrl+Return": confirm,
        "Ctrl+Enter": confirm,
        "H": _t("Ask the coach for a hint: its card says what it would play."),
        "Esc": _t("Leave full screen."),
        # the replay of a finished game (its page's own keys)
        "Left": _t("Replay: go back one turn."),
        "Right": _t("Replay: go on one turn."),
        "Home": _t("Replay: go to the first turn."),
        "End": _t("Replay: go to the last turn."),
        "Shift+Left": _t("Replay: go back one step of the turn."),
        "Shift+Right": _t("Replay: go on one step of the turn."),
        "Backspace": _t("Replay: go back to where the replay was opened from."),
    }


def _board_keys() -> list[tuple[str, str]]:
    """The keys of keyboard play on the game page: the board's (board/view.py
    `BoardView.handle_key`) and the page's own (pages/play_keys.py), a whole sentence each."""
    def k(key: Qt.Key) -> str:
        return native(QKeySequence(key))

    arrows = ", ".join(k(key) for key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down))
    tabs = ", ".join((k(Qt.Key.Key_Tab), native("Shift+Tab")))
    return [
        (tabs, _t("Move the keyboard's focus on, or back: the board, the dice, the leaves' − and +, "
                  "Give up, Undo, Confirm, then the coach's card.")),
        (", ".join((k(Qt.Key.Key_Space), k(Qt.Key.Key_Return))),
         _t("Press the button that has the keyboard's focus.")),
        (arrows, _t("Move the cursor from cloud to cloud: a small card says where it is.")),
        ("1–6", _t("Write the die showing that number at the cursor.")),
        (k(Qt.Key.Key_Return), _t("Write the chosen die at the cursor, or draw the next stroke when strokes "
                                  "are pending.")),
        (k(Qt.Key.Key_D), _t("Choose the other die.")),
        (", ".join((k(Qt.Key.Key_Minus), k(Qt.Key.Key_Plus))),
         _t("Colour a circled leaf: − lowers the chosen die by 1, + raises it; the other key "
            "takes the leaf back.")),
        (k(Qt.Key.Key_G), _t("Give up the chosen die: your next leaf is circled (and, playing alone, "
                             "a thorn drawn).")),
        ("1 / 2", _t("Choose which of two completed lines is resolved first.")),
        ("S / L", _t("Take the sun bonus or the leaf bonus.")),
        (k(Qt.Key.Key_P), _t("Play it: make the coach's suggested moves; you still confirm the turn.")),
        (", ".join((k(Qt.Key.Key_X), k(Qt.Key.Key_Escape))),
         _t("Dismiss the coach's hint (Esc first closes a card open on the board).")),
    ]


def _title(text: str) -> str:
    """A menu entry's text without its accelerator mark and dots: "&File" and, as Japanese
    writes it, "ファイル(&F)" both lose theirs."""
    text = re.sub(r"\s*\(&[^&)]\)", "", text)
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("\u2026.")
