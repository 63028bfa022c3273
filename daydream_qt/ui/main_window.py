"""The main window: start page, the game (board, dice tray, status line) and the end screen.

It owns the controller and the settings, saves the game after every applied action, and
turns the window-wide keys (Ctrl+Z, Space/R, Ctrl+Enter) into controller calls.
"""

from __future__ import annotations

import datetime as dt
import random

from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QColor, QKeySequence, QPainter, QPixmap, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from daydream_qt.engine import Game, Phase, builtin_board
from daydream_qt.engine.savefile import LoadError, SaveError, load_game, save_game
from daydream_qt.paths import autosave_path, data_dir
from daydream_qt.ui.app import PAPER
from daydream_qt.ui.controller import GameController
from daydream_qt.ui.dice_tray import DiceTray
from daydream_qt.ui.end_screen import EndScreen
from daydream_qt.ui.new_game_dialog import NewGameDialog
from daydream_qt.ui.settings import Settings
from daydream_qt.ui.start_page import StartPage
from daydream_qt.ui.status import next_step
from daydream_qt.ui.view import BoardView

STROKE_DELAY_MS = 260
"""Pause between strokes drawn for the player: long enough to see each one land."""
AUTOSAVE_DELAY_MS = 250
"""Autosave waits this long after an action (coalescing a burst of strokes), so the
fsync'ed write never sits between a tap and its repaint."""
REFUSAL_MS = 4000
"""How long a refusal stays in the status line before the next step comes back."""


class MainWindow(QMainWindow):
    """One window, three pages; every change to the game goes through `self.controller`."""

    def __init__(self, settings: Settings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings or Settings.load()
        self.language = self.settings.effective_language()
        self.controller = GameController(parent=self)
        self._switching = False
        self.setWindowTitle(self.tr("Daydream"))
        self.resize(1400, 900)
        self.setMinimumSize(960, 640)

        self.pages = QStackedWidget()
        self.start_page = StartPage()
        self.game_page = self._build_game_page()
        self.end_screen = EndScreen()
        for page in (self.start_page, self.game_page, self.end_screen):
            self.pages.addWidget(page)
        self.setCentralWidget(self.pages)

        self.start_page.continue_button.clicked.connect(self.continue_autosave)
        self.start_page.new_game_button.clicked.connect(self.ask_new_game)
        self.start_page.open_button.clicked.connect(self.ask_open)
        self.end_screen.play_again_button.clicked.connect(self.play_again)
        self.end_screen.new_game_button.clicked.connect(self.ask_new_game)
        self.end_screen.board_button.clicked.connect(lambda: self.pages.setCurrentWidget(self.game_page))

        c = self.controller
        c.game_replaced.connect(self._game_replaced)
        c.state_changed.connect(self._state_changed)
        c.selection_changed.connect(self._refresh_status)
        self.view.message.connect(self.show_message)
        self.tray.message.connect(self.show_message)

        self._stroke_timer = QTimer(self)
        self._stroke_timer.setSingleShot(True)
        self._stroke_timer.setInterval(STROKE_DELAY_MS)
        self._stroke_timer.timeout.connect(self._draw_one_stroke)
        self._autosave_timer = QTimer(self)
        self._autosave_timer.setSingleShot(True)
        self._autosave_timer.setInterval(AUTOSAVE_DELAY_MS)
        self._autosave_timer.timeout.connect(self.autosave)
        self._message_timer = QTimer(self)
        self._message_timer.setSingleShot(True)
        self._message_timer.timeout.connect(self._refresh_status)
        self._shortcuts()
        self.show_start_page()

    # ------------------------------------------------------------ building
    def _build_game_page(self) -> QWidget:
        page = QWidget()
        top = QFrame()
        top.setObjectName("topbar")
        self.home_button = QPushButton(self.tr("Menu"))
        self.home_button.setToolTip(self.tr("Back to the start page; this game is kept"))
        self.home_button.clicked.connect(self.show_start_page)
        self.board_name = QLabel()
        self.board_name.setObjectName("heading")
        self.turn_label = QLabel()
        self.turn_label.setObjectName("subtle")
        self.auto_strokes = QCheckBox(self.tr("Draw strokes for me"))
        self.auto_strokes.setToolTip(self.tr("Pending strokes are drawn on the shelf automatically"))
        self.auto_strokes.setChecked(self.settings.draw_strokes_for_me)
        self.auto_strokes.toggled.connect(self._set_auto_strokes)
        self.save_button = QPushButton(self.tr("Save a copy\u2026"))
        self.save_button.clicked.connect(self.ask_save)
        bar = QHBoxLayout(top)
        bar.setContentsMargins(16, 8, 16, 8)
        bar.setSpacing(14)
        bar.addWidget(self.home_button)
        bar.addWidget(self.board_name)
        bar.addWidget(self.turn_label)
        bar.addStretch(1)
        bar.addWidget(self.auto_strokes)
        bar.addWidget(self.save_button)
        for w in (self.home_button, self.save_button, self.auto_strokes):
            w.setFocusPolicy(Qt.FocusPolicy.TabFocus)

        self.status_label = QLabel()
        self.status_label.setObjectName("status")
        self.status_label.setWordWrap(True)
        self.status_label.setMinimumHeight(28)
        self.view = BoardView(self.controller, page)
        # The margin around the board card is the window's own paper, not a second tone.
        self.view.setBackgroundBrush(QColor(PAPER))
        self.tray = DiceTray(self.controller)
        self.tray.setFixedWidth(320)

        left = QVBoxLayout()
        left.setSpacing(10)
        left.addWidget(self.status_label)
        left.addWidget(self.view, 1)
        side = QVBoxLayout()
        side.setSpacing(14)
        side.addWidget(self.tray)
        side.addWidget(self._reminders())
        side.addStretch(1)
        body = QHBoxLayout()
        body.setContentsMargins(18, 12, 18, 18)
        body.setSpacing(18)
        body.addLayout(left, 1)
        body.addLayout(side)
        lay = QVBoxLayout(page)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        lay.addWidget(top)
        lay.addLayout(body, 1)
        return page

    def _reminders(self) -> QFrame:
        """The rules a newcomer needs while playing, in a few lines under the tray."""
        card = QFrame()
        card.setObjectName("card")
        card.setFixedWidth(320)
        lay = QVBoxLayout(card)
        lay.setContentsMargins(18, 14, 18, 16)
        lay.setSpacing(6)
        heading = QLabel(self.tr("Reminders"))
        heading.setObjectName("section")
        lay.addWidget(heading)
        for text in (
            self.tr("A full line of all-different numbers circles its dot: one dot stroke per cloud."),
            self.tr("A full line that counts up or down by one (2-3-4-5) circles its sun: "
                    "one sun stroke per cloud."),
            self.tr("A repeated number crosses the line out."),
            self.tr("Strokes draw the first unfinished item on the shelf; each finished item is a point."),
            self.tr("Giving up a die circles a leaf and draws a thorn: two thorns cost one item."),
        ):
            label = QLabel("\u2022 " + text)
            label.setWordWrap(True)
            label.setObjectName("subtle")
            lay.addWidget(label)
        return card

    def _shortcuts(self) -> None:
        def on_game(fn):
            return lambda: self.pages.currentWidget() is self.game_page and fn()

        c = self.controller
        for keys, fn in (
            ((QKeySequence.StandardKey.Undo,), c.undo),
            (("Space", "R"), c.roll),
            (("Ctrl+Return", "Ctrl+Enter"), c.confirm_turn),
        ):
            for key in keys:
                sc = QShortcut(QKeySequence(key), self)
                sc.setContext(Qt.ShortcutContext.WindowShortcut)
                sc.activated.connect(on_game(fn))

    # ------------------------------------------------------------ pages
    def show_start_page(self) -> None:
        self._stroke_timer.stop()
        if self._autosave_timer.isActive():
            self.autosave()
        self.start_page.set_continue(self._autosave_description())
        self.pages.setCurrentWidget(self.start_page)

    def _autosave_description(self) -> str | None:
        path = autosave_path()
        current = self.controller.game
        if current is not None and not current.over:
            game = current
        elif path.is_file():
            try:
                game = load_game(path).game
            except LoadError:
                return None
        else:
            return None
        if game.over:
            return None
        name = game.board.defn.name.get(self.language)
        turn = max(game.state.turn, 0)
        return self.tr("%1, turn %2").replace("%1", name).replace("%2", str(turn))

    def start_game(self, game: Game) -> None:
        """Make `game` current and show it (the end screen if it is already over)."""
        current = self.controller.game
        if current is not None and current.board is not game.board:
            # set_game announces the new selection before game_replaced, while the scene
            # still has the old board's layout: clear the board first so nothing is
            # drawn from a layout of another combination.
            self._switching = True
            try:
                self.controller.set_game(None)
            finally:
                self._switching = False
        self.controller.set_game(game)
        self._autosave_timer.start()

    def new_game(self, board_id: str, seed: int | None = None) -> Game:
        game = Game(builtin_board(board_id), seed=seed)
        self.start_game(game)
        return game

    # ------------------------------------------------------------ commands
    def continue_autosave(self) -> None:
        current = self.controller.game
        if current is not None and not current.over:
            self._show_game_page()
            return
        try:
            loaded = load_game(autosave_path())
        except LoadError as exc:
            QMessageBox.warning(self, self.tr("Cannot continue"), exc.message)
            self.show_start_page()
            return
        self.start_game(loaded.game)

    def new_game_dialog(self) -> NewGameDialog:
        current = self.controller.game
        return NewGameDialog(self.language, current.board.id if current else "A", self)

    def ask_new_game(self) -> None:
        dialog = self.new_game_dialog()
        if dialog.exec() == NewGameDialog.DialogCode.Accepted and dialog.board_id:
            self.new_game(dialog.board_id, dialog.seed())

    def play_again(self) -> None:
        """The same combination, new dice."""
        game = self.controller.game
        self.new_game(game.board.id if game else "A", random.SystemRandom().randrange(2**31))

    def ask_open(self) -> None:
        folder = data_dir() / "saves"
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a saved game"), str(folder),
                                              self.tr("Daydream games (*.daydream)"))
        if path:
            self.open_file(path)

    def open_file(self, path: str) -> bool:
        try:
            loaded = load_game(path)
        except LoadError as exc:
            QMessageBox.warning(self, self.tr("Cannot open this file"), exc.message)
            return False
        self.start_game(loaded.game)
        return True

    def ask_save(self) -> None:
        game = self.controller.game
        if game is None:
            return
        folder = data_dir() / "saves"
        folder.mkdir(parents=True, exist_ok=True)
        name = f"{game.board.id}-{dt.date.today().isoformat()}-{game.seed}.daydream"
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save a copy of this game"),
                                              str(folder / name), self.tr("Daydream games (*.daydream)"))
        if path:
            try:
                save_game(game, path)
            except SaveError as exc:
                QMessageBox.warning(self, self.tr("Cannot save"), exc.message)

    def autosave(self) -> None:
        """Keep the game on disk after every change, so closing the app loses nothing."""
        self._autosave_timer.stop()
        game = self.controller.game
        if game is None:
            return
        path = autosave_path()
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            save_game(game, path)
        except (SaveError, OSError) as exc:
            self.show_message(self.tr("The game could not be saved: %1").replace("%1", str(exc)))

    # ------------------------------------------------------------ following the game
    def _game_replaced(self) -> None:
        game = self.controller.game
        self._stroke_timer.stop()
        if self._switching:
            return
        if game is None:
            self.show_start_page()
            return
        self.board_name.setText(game.board.defn.name.get(self.language))
        if game.over:
            self._show_end_screen()
        else:
            self._show_game_page()
        self._refresh_status()
        self._schedule_stroke()

    def _state_changed(self, events: list) -> None:
        self._autosave_timer.start()
        if self.controller.game is not None and self.controller.game.over:
            self._stroke_timer.stop()
            self._show_end_screen()
            return
        self._message_timer.stop()
        self._refresh_status()
        self._schedule_stroke()

    def _show_game_page(self) -> None:
        self.pages.setCurrentWidget(self.game_page)
        self.view.setFocus()

    def _show_end_screen(self) -> None:
        game = self.controller.game
        self.end_screen.show_game(game, self.language, self.board_picture())
        self.pages.setCurrentWidget(self.end_screen)

    def board_picture(self, width: int = 1100) -> QPixmap | None:
        """The whole sheet as a picture, whatever the view shows right now."""
        scene = self.view.board_scene
        rect = scene.sceneRect()
        if rect.isEmpty():
            return None
        pixmap = QPixmap(width, round(width * rect.height() / rect.width()))
        pixmap.fill(QColor(PAPER))
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        brush = scene.backgroundBrush()
        scene.setBackgroundBrush(Qt.BrushStyle.NoBrush)
        try:
            scene.render(painter, QRectF(pixmap.rect()), rect)
        finally:
            scene.setBackgroundBrush(brush)
            painter.end()
        return pixmap

    def _refresh_status(self) -> None:
        if self._message_timer.isActive():
            return
        game = self.controller.game
        if game is not None:
            turn = game.state.turn
            self.turn_label.setText(self.tr("starting numbers") if turn <= 0
                                    else self.tr("turn %1").replace("%1", str(turn)))
        self.status_label.setProperty("refusal", False)
        self.status_label.setText(next_step(self.controller, self.language))
        self._repolish(self.status_label)

    def show_message(self, text: str) -> None:
        """A sentence from a refusal or the board, shown for a while instead of the next step."""
        if not text:
            return
        self.status_label.setProperty("refusal", True)
        self.status_label.setText(text)
        self._repolish(self.status_label)
        self._message_timer.start(REFUSAL_MS)

    @staticmethod
    def _repolish(w: QWidget) -> None:
        w.style().unpolish(w)
        w.style().polish(w)

    # ------------------------------------------------------------ strokes drawn for the player
    def _set_auto_strokes(self, on: bool) -> None:
        self.settings.draw_strokes_for_me = on
        try:
            self.settings.save()
        except OSError:
            pass
        self._schedule_stroke()

    def _schedule_stroke(self) -> None:
        game = self.controller.game
        if (self.settings.draw_strokes_for_me and game is not None and game.state.phase == Phase.PLAY
                and self.controller.next_stroke() is not None):
            self._stroke_timer.start()

    def _draw_one_stroke(self) -> None:
        if self.settings.draw_strokes_for_me:
            self.controller.draw_next_stroke()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt override)
        self._stroke_timer.stop()
        self.autosave()
        super().closeEvent(event)
