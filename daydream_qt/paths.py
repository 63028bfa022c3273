"""Where the app keeps its files: settings (config), autosave (state), saves and records
(data), the log (log).

platformdirs picks the usual folders of each system. Setting `DAYDREAM_QT_HOME` moves all
four under one root (`config/`, `state/`, `data/`, `log/`), which tests and portable installs
use.
"""

from __future__ import annotations

import os
from pathlib import Path

APP_NAME = "daydream-qt"
HOME_ENV = "DAYDREAM_QT_HOME"


def _root() -> Path | None:
    home = os.environ.get(HOME_ENV, "").strip()
    return Path(home).expanduser() if home else None


def config_dir() -> Path:
    """Settings live here."""
    root = _root()
    if root:
        return root / "config"
    import platformdirs

    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def state_dir() -> Path:
    """The autosave and recovery files live here."""
    root = _root()
    if root:
        return root / "state"
    import platformdirs

    return Path(platformdirs.user_state_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    """The player's saved games and records live here."""
    root = _root()
    if root:
        return root / "data"
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def log_dir() -> Path:
    """The app's log lives here (`daydream-qt.log` and its rotated copies)."""
    root = _root()
    if root:
        return root / "log"
    import platformdirs

    return Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))


def autosave_path(slot: int = 1) -> Path:
    """The game in progress, saved after every action.

    Each running instance autosaves to a slot of its own (see `ui.instance_lock`): the
    first is `autosave.daydream`, the others `autosave-2.daydream`, `autosave-3.daydream`..."""
    return state_dir() / ("autosave.daydream" if slot == 1 else f"autosave-{slot}.daydream")


def autosave_lock_path(slot: int = 1) -> Path:
    """The lock file an instance holds while `autosave_path(slot)` is its own."""
    return state_dir() / ("autosave.lock" if slot == 1 else f"autosave-{slot}.lock")


def records_path() -> Path:
    """The database of finished games (see `daydream_qt.records`)."""
    return data_dir() / "records" / "records.sqlite"
