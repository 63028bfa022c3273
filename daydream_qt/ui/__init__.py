"""The desktop app: Qt Widgets around the engine.

The engine and the player's settings are imported here, before any Qt module. Once
PySide6 is loaded it reads the whole source of every module imported after it (to see
whether the module asks for one of its `__feature__` switches): for the engine and the
standard modules it uses, some 5 ms of the app's start that buy nothing. The settings'
folder is asked for here too, so that platformdirs (when it is the one to find it) is
imported before Qt as well: after it, its seven modules would be read that way.
"""

from daydream_qt import engine as _engine  # noqa: F401
from daydream_qt.paths import config_dir as _config_dir
from daydream_qt.ui.core import settings as _settings  # noqa: F401

_config_dir()
