"""The File menu and the autosave: games in `.daydream` files that are never lost.

- New, Open, Open recent (the last 8, kept in the settings), Save, Save As;
- the window title names the file and marks unsaved changes (`[*]`);
- the autosave is written after every applied action, atomically (temp file + rename, so a
  killed process leaves the previous or the new file, never half of one), and made durable
  (fsync) at each turn's end and on close;
- a file that cannot be read, or a save that cannot be written, is one dialog with the
  engine's sentence; a failing autosave is a quiet warning that stays until it works again;
- replacing a read-only file or writing through a link is asked first, never silent;
- each instance autosaves to the slot it holds locked (`instance_lock`), so two windows
  never write one autosave; the recent list is re-read from disk before each change, so
  two instances add to it rather than overwrite each other's;
- the file an autosave names is only a suggestion after Continue: the first Save asks
  where, pre-filled with it (the autosave is a file anyone could have edited);
- two windows on one file never overwrite each other: each remembers the version of the
  file it read at open or wrote at its last save (`engine.disk_version`), and a Save over
  a file saved meanwhile by someone else asks first (`ui.dialogs.changed_on_disk`): save
  mine as a new file, take theirs (this game kept in a new file first), or cancel. Save
  As to a file the player chose is their explicit choice and is not asked about; a file
  deleted behind the window's back is written again without a question.

`daydream_qt.engine.savefile` (and pydantic with it) is imported only when a file is read
or written, so it costs nothing before the first window is painted.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple, Protocol

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QLabel, QMenu

from daydream_qt import logs
from daydream_qt.engine.untrusted import escape_controls
from daydream_qt.paths import data_dir, state_dir
from daydream_qt.ui.core.settings import BadSettings, check_recent
from daydream_qt.ui.widgets import plain

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QWidget

    from daydream_qt.engine import Action, Game
    from daydream_qt.engine.disk_version import DiskVersion
    from daydream_qt.engine.savefile import LoadedGame
    from daydream_qt.ui.core.controller import GameController
    from daydream_qt.ui.core.settings import Settings
    from daydream_qt.ui.window.instance_lock import AutosaveSlot

RECENT_MAX = 8
SUFFIX = ".daydream"
MAX_META_FILE = 1000
"""Characters of a file name the autosave's meta may hold (the save format's limit)."""
RECENT_LABEL = 60
"""Characters of a recent file's name, and of its folder, shown in the menu."""


class FileCommands(NamedTuple):
    """The File menu's own commands (`FileActions.build` makes them, once)."""

    new_action: QAction
    open_action: QAction
    save_action: QAction
    save_as_action: QAction
    settings_action: QAction
    start_action: QAction
    quit_action: QAction
    recent_menu: QMenu


class FileHost(Protocol):
    """What the file actions ask of the window that owns them (`MainWindow` is the one).

    Written out here so that the file actions never refer up to the window that uses them.
    """

    controller: GameController
    settings: Settings
    language: str

    def ask_new_game(self) -> None: ...

    def ask_settings(self) -> None: ...

    def show_start_page(self) -> None: ...

    def start_game(self, game: Game, file: Path | None = None, saved_log: list[Action] | None = None,
                   suggestion: Path | None = None) -> None: ...

    def show_autosave_warning(self, on: bool) -> None: ...

    @property
    def notice(self) -> str: ...

    def show_notice(self, text: str) -> None: ...

    def refresh_recent(self) -> None: ...

    def update_recent(self, change: Callable[[list[str]], list[str]]) -> None: ...

    def close(self) -> bool: ...

    def setWindowTitle(self, title: str) -> None: ...  # noqa: N802 (Qt's name)

    def setWindowModified(self, modified: bool) -> None: ...  # noqa: N802 (Qt's name)

    def window(self) -> QWidget:
        """The window's own widget (Qt's `QWidget.window`): the parent of the commands and dialogs."""
        ...


def saves_folder() -> Path:
    """The folder saved games go to (made when missing), else the home folder."""
    folder = data_dir() / "saves"
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return Path.home()
    return folder


def file_name(path: str | Path) -> str:
    """The name of the file at `path` as a sentence may show it (controls escaped, bounded)."""
    from daydream_qt.engine.untrusted import excerpt

    try:
        return excerpt(Path(path).name, 80)
    except (TypeError, ValueError):
        return ""


def _size(path: str | Path) -> int | str:
    try:
        return os.path.getsize(path)
    except (OSError, ValueError):
        return "?"


class FileActions(QObject):
    """Owns the current file name, the recent list and the autosave of `window`'s game."""

    def __init__(self, window: FileHost, menu: QMenu) -> None:
        super().__init__(window.window())
        self.window = window
        self.menu = menu
        """The File menu; its commands are added by `build`, once the window is shown."""
        self._commands: FileCommands | None = None
        """The commands, once `build` made them."""
        self.path: Path | None = None
        """The file the current game was opened from or last saved to."""
        self.suggestion: Path | None = None
        """After Continue: the file the autosave names, offered by the first Save, never
        written without the player choosing it."""
        self._confirmed: dict[Path, str] = {}
        """Files the player agreed to replace though read-only ("read-only") or to save
        through a link (the link's target), this session."""
        self._saved_log: list[Action] | None = None
        """The game's log as it is in `path` (None: never saved to a file)."""
        self._disk: DiskVersion | None = None
        """The version of `path` this window read at open or wrote at its last save: Save
        asks before replacing any other (None: no file is expected there)."""
        self.autosave_problem: str | None = None
        self._autosaved: tuple[Game, list[Action]] | None = None
        """The game last written to the autosave, and its log then (None: none yet)."""
        self.warning = plain.make_plain(QLabel())
        self.warning.setObjectName("warning")
        self.warning.setWordWrap(False)
        self._slot: AutosaveSlot | None = None
        self._claimed = False
        self._released = False
        self._no_slot = ""
        """Why this instance has no autosave, when it has none."""
        self.stale_temps_removed = 0
        """Temp files of killed writers removed when the slot was claimed."""
        self.set_aside_said = ""
        """The last sentence saying the autosave's place held a link or a pipe ("" none):
        the window's notice at start repeats it, should it come after."""

    @property
    def slot(self) -> AutosaveSlot | None:
        """The autosave this instance holds locked (None: none could be had)."""
        if not self._claimed:
            self.claim()
        return self._slot

    def claim(self) -> None:
        """Lock this instance's autosave slot and clear stale temp files (once).

        The window does it right after its first frame (a lock costs a millisecond the
        first frame need not wait for), or earlier when the autosave is first needed."""
        if self._claimed:
            return
        self._claimed = True
        # Imported here: a module imported after Qt costs PySide a scan of its source, and
        # the lock is taken after the first frame.
        from daydream_qt.ui.window.instance_lock import claim_slot, clean_stale_temps

        try:
            self._slot = claim_slot()
        except OSError:
            self._no_slot = self.tr("The folder {0} cannot be written to.").format(state_dir())
            return
        if self._slot is None:
            self._no_slot = self.tr("Too many Daydream windows are open at once.")
            return
        self.stale_temps_removed = clean_stale_temps(self._slot)

    @property
    def in_second_window(self) -> bool:
        """True when another instance holds the first autosave (this one has its own)."""
        return self.slot is not None and self.slot.number > 1

    def release(self) -> None:
        """Let go of the autosave's lock (the window closes); it is not taken again."""
        self._claimed = self._released = True
        if self._slot is not None:
            self._slot.release()

    # ------------------------------------------------------------ menu
    @property
    def commands(self) -> FileCommands:
        """The File menu's commands (asking for them before the window is shown builds them)."""
        return self._commands if self._commands is not None else self.build()

    @property
    def new_action(self) -> QAction:
        return self.commands.new_action

    @property
    def open_action(self) -> QAction:
        return self.commands.open_action

    @property
    def save_action(self) -> QAction:
        return self.commands.save_action

    @property
    def save_as_action(self) -> QAction:
        return self.commands.save_as_action

    @property
    def settings_action(self) -> QAction:
        return self.commands.settings_action

    @property
    def start_action(self) -> QAction:
        return self.commands.start_action

    @property
    def quit_action(self) -> QAction:
        return self.commands.quit_action

    @property
    def recent_menu(self) -> QMenu:
        return self.commands.recent_menu

    def build(self) -> FileCommands:
        """Make the commands with their shortcuts and fill the File menu (once)."""
        if self._commands is not None:
            return self._commands
        from PySide6.QtGui import QAction, QKeySequence

        w = self.window
        parent = w.window()

        def action(text: str, slot: Callable[[], object],
                   shortcut: QKeySequence.StandardKey | str | None = None) -> QAction:
            a = QAction(text, parent)
            if shortcut is not None:
                a.setShortcut(QKeySequence(shortcut))
            a.triggered.connect(lambda _=False: slot())
            return a

        made = self._commands = FileCommands(
            new_action=action(self.tr("&New game\u2026"), w.ask_new_game, QKeySequence.StandardKey.New),
            open_action=action(self.tr("&Open\u2026"), self.ask_open, QKeySequence.StandardKey.Open),
            save_action=action(self.tr("&Save"), self.save, QKeySequence.StandardKey.Save),
            save_as_action=action(self.tr("Save &as\u2026"), self.save_as, "Ctrl+Shift+S"),
            settings_action=action(self.tr("Se&ttings\u2026"), w.ask_settings, "Ctrl+,"),
            start_action=action(self.tr("Start &page"), w.show_start_page),
            quit_action=action(self.tr("&Quit"), w.close, QKeySequence.StandardKey.Quit),
            recent_menu=QMenu(self.tr("Open &recent"), parent),
        )
        made.recent_menu.aboutToShow.connect(self._fill_recent)
        menu = self.menu
        menu.addAction(made.new_action)
        menu.addAction(made.open_action)
        menu.addMenu(made.recent_menu)
        menu.addSeparator()
        menu.addAction(made.save_action)
        menu.addAction(made.save_as_action)
        menu.addSeparator()
        menu.addAction(made.settings_action)
        menu.addAction(made.start_action)
        menu.addSeparator()
        menu.addAction(made.quit_action)
        self.update_title()
        return made

    def _fill_recent(self) -> None:
        # The list as the file has it now: another instance may have added to it.
        self.window.refresh_recent()
        self.recent_menu.clear()
        recent = self.window.settings.recent
        for text in recent:
            label, usable = self._recent_entry(text)
            action = self.recent_menu.addAction(plain.menu_text(label))
            action.setEnabled(usable)
            action.triggered.connect(lambda _=False, f=text: self.open_file(f, ask=True))
        if not recent:
            self.recent_menu.addAction(self.tr("No recent games")).setEnabled(False)
        else:
            self.recent_menu.addSeparator()
            self.recent_menu.addAction(self.tr("Clear the list")).triggered.connect(self._clear_recent)

    @staticmethod
    def _recent_entry(text: str) -> tuple[str, bool]:
        """The menu label of a recent path, and whether it can be opened; never raises (a
        path too long, with a NUL or in an unreadable folder is shown disabled)."""
        from daydream_qt.engine.untrusted import excerpt
        try:
            p = Path(text)
            label = f"{excerpt(p.name, RECENT_LABEL)} \u2014 {excerpt(p.parent, RECENT_LABEL)}"
        except (ValueError, TypeError):
            return excerpt(text, RECENT_LABEL), False
        try:
            usable = os.path.isfile(text)  # False, not an error, for any path it cannot stat
        except (OSError, ValueError, TypeError):
            usable = False
        return label, usable

    def add_recent(self, path: Path) -> None:
        try:
            text = str(Path(path).resolve())
        except (OSError, ValueError, RuntimeError):
            text = os.path.abspath(path)
        try:
            check_recent([text])
        except BadSettings:
            return  # a path the settings file would refuse is not remembered
        self.window.update_recent(lambda recent: [text, *(r for r in recent if r != text)][:RECENT_MAX])

    def _clear_recent(self) -> None:
        self.window.update_recent(lambda recent: [])

    # ------------------------------------------------------------ the file of the game
    def set_file(self, path: Path | None, saved_log: list[Action] | None, suggestion: Path | None = None,
                 version: DiskVersion | None = None) -> None:
        """`path` is now the game's file, holding `saved_log`; `version`: its content as
        this window read or wrote it (see `_disk`)."""
        if path != self.path:
            self._confirmed.clear()
        self.path = path
        self.suggestion = suggestion if path is None else None
        self._saved_log = saved_log
        self._disk = version if path is not None else None
        self.update_title()

    def modified(self) -> bool:
        game = self.window.controller.game
        if game is None:
            return False
        if self._saved_log is None:
            return bool(game.log)
        return game.log != self._saved_log

    def autosaved(self) -> bool:
        """Whether the game, as it is now, is in the autosave."""
        game = self.window.controller.game
        return game is not None and self._autosaved is not None and self._autosaved[0] is game \
            and self._autosaved[1] == game.log

    def update_title(self) -> None:
        """The title says where the game is kept: its file's name ("(changes autosaved)"
        once it has moves the file has not), or, with no file, its board's name and
        "(autosaved)"; the '*' only while some of it is saved nowhere."""
        w = self.window
        game = w.controller.game
        has_game = game is not None
        if self._commands is not None:
            self._commands.save_action.setEnabled(has_game)
            self._commands.save_as_action.setEnabled(has_game)
        if game is None:
            w.setWindowTitle(self.tr("Daydream"))
            w.setWindowModified(False)
            return
        named = self.path if self.path is not None else self.suggestion
        changed, autosaved = self.modified(), self.autosaved()
        if named is not None:
            name = escape_controls(named.name)
            if changed and autosaved:
                name = self.tr("{0} (changes autosaved)").format(name)
        else:
            name = escape_controls(game.board.defn.name.get(w.language))
            if game.log and autosaved:
                name = self.tr("{0} (autosaved)").format(name)
        w.setWindowTitle(self.tr("{0}[*] \u2014 Daydream").format(name))
        w.setWindowModified(changed and not autosaved)

    def keep_current(self) -> bool:
        """Before another game replaces an unfinished, unsaved one: offer to save it.

        True when the caller may go on (saved, or the player let it go)."""
        game = self.window.controller.game
        if game is None or game.over or not self.modified():
            return True
        from PySide6.QtWidgets import QMessageBox  # dialogs are imported when first shown

        if self.path is not None:
            text = self.tr("The game in progress has changes not yet saved in \u201c{0}\u201d. "
                           "Save them before it is replaced?").format(escape_controls(self.path.name))
        else:
            text = self.tr("The game in progress is not saved in a file. Save it before it is replaced?")
        answer = plain.message(
            self.window.window(), self.tr("Keep this game?"), text,
            kind="question",
            buttons=QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel, default=QMessageBox.StandardButton.Save)
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    # ------------------------------------------------------------ open
    def ask_open(self) -> None:
        """The open dialog, in the game's folder, else the saves folder (with no file name
        typed in: a folder that did not exist was taken for one)."""
        from PySide6.QtWidgets import QFileDialog

        folder = self.path.parent if self.path is not None and self.path.parent.is_dir() else saves_folder()
        path, _ = QFileDialog.getOpenFileName(self.window.window(), self.tr("Open a saved game"), str(folder),
                                              self.tr("Daydream games (*.daydream)"))
        if path:
            self.open_file(path, ask=True)

    def open_file(self, path: str | Path, ask: bool = False) -> bool:
        """Load `path` and make it the current game; a bad file is one dialog and changes nothing.

        The file's version is read before the game (`disk_version`): a save racing with
        the open then shows as a change at the next Save, never as this window's own."""
        from daydream_qt.engine.disk_version import read_version
        from daydream_qt.engine.savefile import MAX_SAVE_BYTES, LoadError, load_game

        try:
            with logs.timed(f"opened {path}", always=True) as timing:
                version = read_version(path, MAX_SAVE_BYTES)
                loaded = load_game(path)
                from daydream_qt.dreams import adopt

                adopt(loaded.game.board, loaded.meta)  # a generated board's code, once checked
                timing.extra = f" ({_size(path)} bytes, {len(loaded.game.log)} actions)"
        except LoadError as exc:
            from daydream_qt.ui.core.board_words import load_error_text

            logs.info("refused to open %s: %s", path, exc.message)
            text = load_error_text(exc)
            name = file_name(path)
            if name and name not in text:  # "The file is not a saved game…": which file
                text = self.tr("{0} cannot be opened. {1}").format(name, text)
            plain.message(self.window.window(), self.tr("Cannot open this file"), text)
            return False
        if ask and not self.keep_current():
            return False
        self.window.start_game(loaded.game, Path(path), list(loaded.game.log))
        self._disk = version
        self.add_recent(Path(path))
        return True

    @staticmethod
    def resumed_file(game: Game, meta: dict[str, str | int | bool]) -> tuple[Path | None, list[Action] | None]:
        """After Continue: the file the autosaved game says it belonged to, and its log as
        saved there (None, None when the autosave names none, or nothing usable).

        Only a suggestion for the first Save: the autosave is a file, and a file can say
        anything, so it never decides alone where the game is written."""
        file = meta.get("file")
        saved = meta.get("saved_actions")
        if not (isinstance(file, str) and type(saved) is int and 0 <= saved <= len(game.log)):
            return None, None
        if "\0" in file or not file.endswith(SUFFIX) or not os.path.isabs(file) or not os.path.isfile(file):
            return None, None
        return Path(file), list(game.log[:saved])

    # ------------------------------------------------------------ save
    def save(self) -> bool:
        """Save into the game's file (Save As when it has none); True when this window's
        game is kept in a file, here or, after a change on disk, in a new one."""
        if self.path is None:
            return self.save_as()
        return self.write(self.path, check=True)

    def suggested_path(self, game: Game) -> Path:
        if self.path is not None:
            return self.path
        if self.suggestion is not None:
            return self.suggestion
        import datetime as dt  # only when a file name is proposed

        return saves_folder() / f"{game.board.id}-{dt.date.today().isoformat()}-{game.seed}{SUFFIX}"

    def save_as(self, proposed: Path | None = None) -> bool:
        """Ask where to save (pre-filled with `proposed`, else `suggested_path`) and save."""
        game = self.window.controller.game
        if game is None:
            return False
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getSaveFileName(self.window.window(), self.tr("Save this game"),
                                              str(proposed or self.suggested_path(game)),
                                              self.tr("Daydream games (*.daydream)"))
        if not path:
            return False
        target = Path(path)
        if target.suffix != SUFFIX:
            target = target.with_name(target.name + SUFFIX)
        return self.write(target)

    def write(self, path: Path, check: bool = False) -> bool:
        """Save the game to `path`; on failure say why and keep everything as it was.

        A read-only file, or a link, is replaced only after the player says yes (once per
        file this session); a read-only file stays read-only, a link stays a link.
        `check`: `path` is the game's own file, replaced only while it holds the version
        this window knows (looked at again after each question the player took time over);
        otherwise the player is asked what to do with both versions."""
        from daydream_qt.engine.atomicfile import LinkedFile, ReadOnlyFile, SaveError, write_atomic
        from daydream_qt.engine.disk_version import CHANGED, GONE, DiskVersion, change_since
        from daydream_qt.engine.savefile import MAX_SAVE_BYTES, dumps_game

        game = self.window.controller.game
        if game is None:
            return False
        path = Path(path)
        started = time.perf_counter()
        try:
            from daydream_qt.dreams import meta_of

            # checked as the loader would check it; a generated board's code beside the board
            data = dumps_game(game, meta_of(game.board) or None).encode("utf-8")
        except SaveError as exc:
            logs.info("refused to save %s: %s", path, exc.message)
            plain.message(self.window.window(), self.tr("Cannot save"), exc.message)
            return False
        readonly_ok = self._confirmed.get(path) == "read-only"
        follow = False
        for _ in range(3):  # at most: the link, then its read-only target, then the write
            if check:
                change = change_since(path, self._disk, MAX_SAVE_BYTES)
                if change == CHANGED:
                    logs.info("%s changed on disk since this window read or saved it", path)
                    return self._changed_on_disk(path)
                if change == GONE:
                    logs.info("%s was removed since this window read or saved it: written again", path)
            try:
                write_atomic(path, data, replace_readonly=readonly_ok, follow_symlink=follow)
                break
            except LinkedFile as exc:
                target = str(exc.target)
                if self._confirmed.get(path) != target and not self._ask(
                        self.tr("{0} is a link to {1}. Save into {1}?").format(path.name, target)):
                    return False
                self._confirmed[path] = target
                follow = True
                readonly_ok = self._confirmed.get(exc.target) == "read-only"
            except ReadOnlyFile as exc:
                if not self._ask(self.tr("{0} is read-only. Replace it anyway?").format(exc.path.name)):
                    return False
                self._confirmed[exc.path] = "read-only"
                readonly_ok = True
            except SaveError as exc:
                logs.info("could not save %s: %s", path, exc.message)
                plain.message(self.window.window(), self.tr("Cannot save"), exc.message)
                return False
        else:
            return False
        logs.info("saved %s (%d bytes, %d actions) in %.0f ms", path, len(data), len(game.log),
                  (time.perf_counter() - started) * 1000)
        confirmed = dict(self._confirmed)
        self.set_file(path, list(game.log), version=DiskVersion.of(data))
        self._confirmed = confirmed  # what the player agreed to for this file still holds
        self.add_recent(Path(path))
        self.autosave(durable=True)  # so Continue knows the file and that it is saved
        return True

    def _changed_on_disk(self, path: Path) -> bool:
        """`path` holds another version than this window's: the player chooses (see
        `ui.dialogs.changed_on_disk`); True when this window's game is kept in a file."""
        from daydream_qt.engine.disk_version import free_name
        from daydream_qt.ui.dialogs import changed_on_disk as question

        copy = free_name(path)
        answer = question.ask(self.window.window(), question.GAME, path.name, copy.name)
        if answer == question.KEEP_MINE:
            return self.save_as(copy)  # the player's own choice of name, pre-filled with a free one
        if answer != question.TAKE_THEIRS:
            return False
        if not self.write(copy):  # this game first, so that nothing is lost
            return False
        logs.info("kept this window's game in %s, then took %s as it is on disk", copy, path)
        self.open_file(path)  # a file no longer a game is one sentence; the window keeps the copy
        return True

    def _ask(self, question: str) -> bool:
        from PySide6.QtWidgets import QMessageBox

        yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
        return plain.message(self.window.window(), self.tr("Save this game"), question, kind="question",
                             buttons=yes | no, default=no) == yes

    # ------------------------------------------------------------ autosave
    def autosave_file(self) -> Path | None:
        """The autosave this instance writes and continues from (None: it holds none)."""
        return self.slot.path if self.slot is not None and self.slot.held else None

    def autosave(self, durable: bool = False) -> bool:
        """Write the current game to the autosave; a failure is a warning, never an exception.

        The autosave is the app's own file: a read-only one is refused (the warning line),
        never asked about after every action; a link or a pipe in its place is set aside
        (the notice line says so once) and the autosave written as a plain file."""
        from daydream_qt.engine.atomicfile import SaveError
        from daydream_qt.engine.savefile import save_game

        game = self.window.controller.game
        if game is None:
            return True
        meta: dict[str, str | int | bool] = {}
        named = self.path if self.path is not None else self.suggestion
        if named is not None and self._saved_log is not None and len(str(named)) <= MAX_META_FILE:
            meta = {"file": str(named), "saved_actions": len(self._saved_log)}
        from daydream_qt.dreams import meta_of

        meta.update(meta_of(game.board))  # a generated board's code, for the game resumed
        if self._released:
            return False  # the window has closed: another may hold the slot now
        if self._claimed and self._slot is None:
            self._claimed = False  # none could be had: try again (a folder made writable)
        path = self.autosave_file()
        if path is None:
            self._autosave_failed(self._no_slot)
            return False
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            try:
                save_game(game, path, meta or None, durable=durable)
            except SaveError:
                # A link, a pipe or a folder where the autosave goes: set it aside (never
                # written through), say so once, and write a plain file in its place.
                from daydream_qt.ownfiles import clear_way

                moved = clear_way(path)
                if moved is None or moved.aside is None:
                    raise
                self._set_aside_notice(moved.aside)
                save_game(game, path, meta or None, durable=durable)
        except SaveError as exc:
            self._autosave_failed(exc.message)
            return False
        except OSError:  # the state folder itself cannot be made
            self._autosave_failed(self.tr("The folder {0} cannot be written to.").format(path.parent))
            return False
        self._autosaved = (game, list(game.log))
        if self.autosave_problem is not None:
            self.autosave_problem = None
            self.warning.clear()
            self.window.show_autosave_warning(False)
        self.update_title()
        return True

    def _autosave_failed(self, sentence: str) -> None:
        if sentence != self.autosave_problem:  # once per problem, not after every action
            logs.warning("the autosave failed: %s", sentence)
        self.autosave_problem = sentence
        self._autosaved = None
        self.update_title()
        self.warning.setText(self.tr("The game is not being autosaved: {0} "
                                     "It is kept while the app is open; Save As can put it elsewhere.")
                             .format(sentence))
        self.window.show_autosave_warning(True)

    def load_autosave(self) -> LoadedGame | None:
        """The autosaved game, or None when there is none or it cannot be read.

        The autosave is the app's own file, read without following a link and without
        blocking (`daydream_qt.ownfiles`): a link or a named pipe in its place is set aside,
        never read, and the notice line says so once."""
        from daydream_qt.engine import jsonfile
        from daydream_qt.engine.savefile import MAX_SAVE_BYTES, LoadError, loads_game
        from daydream_qt.ownfiles import NotOwnFile, read_own_file

        path = self.autosave_file()
        if path is None:
            return None
        try:
            raw = read_own_file(path, MAX_SAVE_BYTES)
        except NotOwnFile as exc:
            logs.warning("the autosave was not a file: %s", exc.message)
            self._set_aside_notice(exc.aside)
            return None
        except OSError:
            return None
        if raw is None:
            return None
        try:
            return loads_game(jsonfile.decode(raw))
        except (LoadError, jsonfile.JsonFileError):
            return None

    def _set_aside_notice(self, aside: Path | None) -> None:
        """Tell the player, on the notice line, that the autosave's place held something else."""
        if aside is not None:
            text = self.tr("The autosave was a link or a special file, not a saved game; "
                           "it was set aside as {0}.").format(escape_controls(aside.name))
        else:
            text = self.tr("The autosave is a link or a special file, not a saved game, so it "
                           "was not opened.")
        self.set_aside_said = text
        shown = self.window.notice
        self.window.show_notice(f"{shown} {text}" if shown and text not in shown else text)
