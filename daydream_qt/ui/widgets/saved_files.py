"""Where the files the player saves go, and the sentence that says where they went.

A save dialog opens where the player last put an exported file this session (a sheet, a
blank board, the history's CSV), else in their Documents (their Pictures for a picture),
never in the app's own data folder; once written, the window's status bar names the file
with its folder for a while, as plain text (a path can hold anything).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QMainWindow, QWidget

from daydream_qt.engine.untrusted import escape_controls

SHOWN_MS = 12000
"""How long the status bar says where a file went."""

_last: list[Path] = []
"""The folder the last export went to this session (none yet: empty)."""


def start_folder(kind: str = "document") -> Path:
    """The folder a save dialog for an export opens in: the last export's, else the user's
    Pictures (`kind` "picture") or Documents, else their home."""
    if _last and _last[0].is_dir():
        return _last[0]
    from PySide6.QtCore import QStandardPaths

    where = (QStandardPaths.StandardLocation.PicturesLocation if kind == "picture"
             else QStandardPaths.StandardLocation.DocumentsLocation)
    found = QStandardPaths.writableLocation(where)
    return Path(found) if found and Path(found).is_dir() else Path.home()


def last_folder() -> Path | None:
    """The folder the last export went to this session (None: none yet)."""
    return _last[0] if _last else None


def remember(path: Path) -> None:
    """`path` was just written by an export: the next save dialog opens in its folder."""
    _last[:] = [Path(path).parent]


def forget() -> None:
    """No export this session yet (tests start each from none)."""
    _last.clear()


def path_text(path: Path) -> str:
    """`path` as shown to the player: whole, its control characters escaped."""
    return escape_controls(str(path))


def say_saved(widget: QWidget, text: str) -> None:
    """Show `text` (it names the file) on the status bar of `widget`'s window for a while."""
    window = widget.window()
    if isinstance(window, QMainWindow):
        bar = window.statusBar()
        bar.showMessage(text, SHOWN_MS)
        bar.show()
