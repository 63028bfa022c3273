"""The File menu and the autosave: games in `.daydream` files that are never lost.

- New, Open, Open recent (the last 8, kept in the settings), Save, Save As;
- the window title names the file and marks unsaved changes (`[*]`);
- the autosave is written after every applied action, atomically (temp file + rename, so a
  killed process leaves the previous or the new file, never half of one), and made durable
  (fsync) at each turn's end and on close;
- a file that cannot be read, or a save that cannot be written, is one dialog with the
  engine's sentence; a failing autosave is a quiet warning that stays until it works again.

`daydream_qt.engine.savefile` (and pydantic with it) is imported only when a file is read
or written, so it costs nothing before the first window is painted.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QLabel, QMenu

from daydream_qt.paths import autosave_path, data_dir

if TYPE_CHECKING:
    from daydream_qt.engine import Game
    from daydream_qt.ui.main_window import MainWindow

RECENT_MAX = 8
SUFFIX = ".daydream"


class FileActions(QObject):
    """Owns the current file name, the recent list and the autosave of `window`'s game."""

    def __init__(self, window: MainWindow, menu: QMenu) -> None:
        super().__init__(window)
        self.window = window
        self.menu = menu
        """The File menu; its commands are added by `build`, once the window is shown."""
        self._built = False
        self.path: Path | None = None
        """The file the current game was opened from or last saved to."""
        self._saved_log: list | None = None
        """The game's log as it is in `path` (None: never saved to a file)."""
        self.autosave_problem: str | None = None
        self.warning = QLabel()
        self.warning.setObjectName("warning")
        self.warning.setWordWrap(False)

    # ------------------------------------------------------------ menu
    def __getattr__(self, name: str):
        # The commands (new_action, ..., recent_menu) exist once built: asking for one
        # builds them all.
        if (name.endswith("_action") or name == "recent_menu") and not self.__dict__.get("_built"):
            self.build()
            return getattr(self, name)
        raise AttributeError(name)

    def build(self) -> None:
        """Make the commands with their shortcuts and fill the File menu (once)."""
        if self._built:
            return
        self._built = True
        from PySide6.QtGui import QAction, QKeySequence

        w = self.window

        def action(text: str, slot, shortcut=None) -> QAction:
            a = QAction(text, w)
            if shortcut is not None:
                a.setShortcut(QKeySequence(shortcut))
            a.triggered.connect(lambda _=False: slot())
            return a

        self.new_action = action(self.tr("&New game\u2026"), w.ask_new_game, QKeySequence.StandardKey.New)
        self.open_action = action(self.tr("&Open\u2026"), self.ask_open, QKeySequence.StandardKey.Open)
        self.save_action = action(self.tr("&Save"), self.save, QKeySequence.StandardKey.Save)
        self.save_as_action = action(self.tr("Save &as\u2026"), self.save_as, "Ctrl+Shift+S")
        self.settings_action = action(self.tr("Se&ttings\u2026"), w.ask_settings, "Ctrl+,")
        self.start_action = action(self.tr("Start &page"), w.show_start_page)
        self.quit_action = action(self.tr("&Quit"), w.close, QKeySequence.StandardKey.Quit)
        self.recent_menu = QMenu(self.tr("Open &recent"), w)
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        menu = self.menu
        menu.addAction(self.new_action)
        menu.addAction(self.open_action)
        menu.addMenu(self.recent_menu)
        menu.addSeparator()
        menu.addAction(self.save_action)
        menu.addAction(self.save_as_action)
        menu.addSeparator()
        menu.addAction(self.settings_action)
        menu.addAction(self.start_action)
        menu.addSeparator()
        menu.addAction(self.quit_action)
        self.update_title()

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        recent = self.window.settings.recent
        for text in recent:
            p = Path(text)
            action = self.recent_menu.addAction(f"{p.name} \u2014 {p.parent}")
            action.setEnabled(p.is_file())
            action.triggered.connect(lambda _=False, f=text: self.open_file(f, ask=True))
        if not recent:
            self.recent_menu.addAction(self.tr("No recent games")).setEnabled(False)
        else:
            self.recent_menu.addSeparator()
            self.recent_menu.addAction(self.tr("Clear the list")).triggered.connect(self._clear_recent)

    def add_recent(self, path: Path) -> None:
        text = str(Path(path).resolve())
        recent = [r for r in self.window.settings.recent if r != text]
        self.window.settings.recent = [text, *recent][:RECENT_MAX]
        self.window.save_settings()

    def _clear_recent(self) -> None:
        self.window.settings.recent = []
        self.window.save_settings()

    # ------------------------------------------------------------ the file of the game
    def set_file(self, path: Path | None, saved_log: list | None) -> None:
        self.path = path
        self._saved_log = saved_log
        self.update_title()

    def modified(self) -> bool:
        game = self.window.controller.game
        if game is None:
            return False
        if self._saved_log is None:
            return bool(game.log)
        return game.log != self._saved_log

    def update_title(self) -> None:
        w = self.window
        game = w.controller.game
        has_game = game is not None
        if self._built:
            self.save_action.setEnabled(has_game)
            self.save_as_action.setEnabled(has_game)
        if not has_game:
            w.setWindowTitle(self.tr("Daydream"))
            w.setWindowModified(False)
            return
        name = self.path.name if self.path is not None else self.tr("Untitled game")
        w.setWindowTitle(self.tr("{0}[*] \u2014 Daydream").format(name))
        w.setWindowModified(self.modified())

    def keep_current(self) -> bool:
        """Before another game replaces an unfinished, unsaved one: offer to save it.

        True when the caller may go on (saved, or the player let it go)."""
        game = self.window.controller.game
        if game is None or game.over or not self.modified():
            return True
        from PySide6.QtWidgets import QMessageBox  # dialogs are imported when first shown

        answer = QMessageBox.question(
            self.window, self.tr("Keep this game?"),
            self.tr("The game in progress is not saved in a file. Save it before it is replaced?"),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Save)
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    # ------------------------------------------------------------ open
    def ask_open(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        folder = self.path.parent if self.path is not None else data_dir() / "saves"
        path, _ = QFileDialog.getOpenFileName(self.window, self.tr("Open a saved game"), str(folder),
                                              self.tr("Daydream games (*.daydream)"))
        if path:
            self.open_file(path, ask=True)

    def open_file(self, path: str | Path, ask: bool = False) -> bool:
        """Load `path` and make it the current game; a bad file is one dialog and changes nothing."""
        from daydream_qt.engine.savefile import LoadError, load_game

        try:
            loaded = load_game(path)
        except LoadError as exc:
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.warning(self.window, self.tr("Cannot open this file"), exc.message)
            return False
        if ask and not self.keep_current():
            return False
        self.window.start_game(loaded.game, Path(path), list(loaded.game.log))
        self.add_recent(Path(path))
        return True

    @staticmethod
    def resumed_file(game: Game, meta: dict) -> tuple[Path | None, list | None]:
        """After Continue: the file the autosaved game belonged to, and its log as saved there."""
        file = meta.get("file")
        saved = meta.get("saved_actions")
        if isinstance(file, str) and isinstance(saved, int) and Path(file).is_file():
            return Path(file), list(game.log[:saved])
        return None, None

    # ------------------------------------------------------------ save
    def save(self) -> bool:
        if self.path is None:
            return self.save_as()
        return self.write(self.path)

    def suggested_path(self, game: Game) -> Path:
        if self.path is not None:
            return self.path
        folder = data_dir() / "saves"
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            folder = Path.home()
        import datetime as dt  # only when a file name is proposed

        return folder / f"{game.board.id}-{dt.date.today().isoformat()}-{game.seed}{SUFFIX}"

    def save_as(self) -> bool:
        game = self.window.controller.game
        if game is None:
            return False
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getSaveFileName(self.window, self.tr("Save this game"),
                                              str(self.suggested_path(game)),
                                              self.tr("Daydream games (*.daydream)"))
        if not path:
            return False
        target = Path(path)
        if target.suffix != SUFFIX:
            target = target.with_name(target.name + SUFFIX)
        return self.write(target)

    def write(self, path: Path) -> bool:
        """Save the game to `path`; on failure say why and keep everything as it was."""
        from daydream_qt.engine.savefile import SaveError, save_game

        game = self.window.controller.game
        if game is None:
            return False
        try:
            save_game(game, path)
        except SaveError as exc:
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.warning(self.window, self.tr("Cannot save"), exc.message)
            return False
        self.set_file(Path(path), list(game.log))
        self.add_recent(Path(path))
        self.autosave(durable=True)  # so Continue knows the file and that it is saved
        return True

    # ------------------------------------------------------------ autosave
    def autosave(self, durable: bool = False) -> bool:
        """Write the current game to the autosave; a failure is a warning, never an exception."""
        from daydream_qt.engine.savefile import SaveError, save_game

        game = self.window.controller.game
        if game is None:
            return True
        meta: dict[str, str | int | bool] = {}
        if self.path is not None and self._saved_log is not None:
            meta = {"file": str(self.path)[:1000], "saved_actions": len(self._saved_log)}
        path = autosave_path()
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            save_game(game, path, meta or None, durable=durable)
        except SaveError as exc:
            self._autosave_failed(exc.message)
            return False
        except OSError:  # the state folder itself cannot be made
            self._autosave_failed(self.tr("The folder {0} cannot be written to.").format(path.parent))
            return False
        if self.autosave_problem is not None:
            self.autosave_problem = None
            self.warning.clear()
            self.window.show_autosave_warning(False)
        return True

    def _autosave_failed(self, sentence: str) -> None:
        self.autosave_problem = sentence
        self.warning.setText(self.tr("The game is not being autosaved: {0} "
                                     "It is kept while the app is open; Save As can put it elsewhere.")
                             .format(sentence))
        self.window.show_autosave_warning(True)

    def load_autosave(self):
        """The autosaved game (LoadedGame), or None when there is none or it cannot be read."""
        from daydream_qt.engine.savefile import LoadError, load_game

        path = autosave_path()
        if not path.is_file():
            return None
        try:
            return load_game(path)
        except LoadError:
            return None
