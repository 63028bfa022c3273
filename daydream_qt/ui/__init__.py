"""The desktop app: Qt Widgets around the engine.

The engine and the player's settings are imported here, before any Qt module. Once
PySide6 is loaded it reads the whole source of every module imported after it (to see
whether the module asks for one of its `__feature__` switches): for the engine and the
standard modules it uses, some 5 ms of the app's start that buy nothing.
"""

from daydream_qt import engine as _engine  # noqa: F401
from daydream_qt.ui.core import settings as _settings  # noqa: F401
