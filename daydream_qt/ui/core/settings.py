"""The player's settings: a small record kept as JSON in the config folder.

The file is checked as strictly as a saved game: a file that is not JSON, not an object,
or holds a value of the wrong type or out of range is not half-used. The settings go back
to the defaults, the file is kept aside under a new name (never deleted) and `kept_aside`
tells the window, which says so in one sentence. Keys this version does not know are
dropped; keys it knows but that are missing take their default (an older file).

The file is the app's own (`daydream_qt.ownfiles`): it is opened without following a link
and without blocking, and only a regular file is read. A link, a named pipe or a folder in
its place is set aside as `settings.json.bad-<date>-<time>` (a link as a link: what it points
to is never read, written or deleted), the settings start from the defaults and the window
says so in the same sentence as for a bad file.
"""

from __future__ import annotations

import json
import os
import re
import time
from pathlib import Path
from typing import ClassVar

from daydream_qt.engine.atomicfile import SaveError, write_atomic
from daydream_qt.ownfiles import NotOwnFile, OwnFileTooBig, clear_way, read_own_file
from daydream_qt.paths import config_dir

LANGUAGES = ("en", "fr", "ja")
THEMES = ("system", "light", "dark", "contrast")
"""Follow the system's colour scheme, or always light, always dark, or always high contrast
(style/theme.py's CHOICES)."""
TEXT_SIZES = (100, 125, 150, 175, 200)
"""The text size, in percent of the normal size (`style.text_size.STEPS`)."""
RECENT_MAX = 8
"""Games the Open recent menu lists."""
MAX_RECENT_PATH = 4096
"""Characters of one recent path (the longest path Linux takes)."""
MAX_SETTINGS_BYTES = 64 * 1024
"""A settings file is a few hundred bytes; a larger one is not ours."""
INK = re.compile(r"#[0-9a-fA-F]{6}")
SAVED = ("draw_strokes_for_me", "show_legal_cells", "language", "ink", "recent", "window",
         "window_maximized", "table_hints", "theme", "tour_offered", "text_size")
"""The fields written to the file."""
_COMPARED = ("draw_strokes_for_me", "show_legal_cells", "table_hints", "language", "theme",
             "ink", "recent", "window", "window_maximized", "tour_offered", "text_size")
"""The fields two settings are compared by, in order (not `reset` nor `kept_aside`)."""
MAX_COORD = 100_000
"""Pixels of a window's position either way (a desktop of many screens stays well inside)."""
MIN_SIDE, MAX_SIDE = 100, 20_000
"""Pixels of a remembered window's width and height."""


class BadSettings(ValueError):
    """A settings file that is not valid; the settings are reset."""


class Settings:
    """What the player chose; a settings file that is not valid gives the defaults.

    A class written out, not a dataclass: the app's start would import `dataclasses` for
    it and compile its methods, some 6 M instructions (1.5 ms) before the first frame.
    Made, compared, shown and copied (`replace`) as a dataclass of these fields would be.
    """

    draw_strokes_for_me: bool
    """Pending strokes are drawn automatically, one every short while."""
    show_legal_cells: bool
    """Cells where the selected die may be written glow."""
    table_hints: bool
    """The coach's Hint is offered to people at a pass-and-play table too (off: a fair game)."""
    language: str
    """"en", "fr" or "ja"; empty follows the system."""
    theme: str
    """"system" (light or dark as the desktop is), "light" or "dark"."""
    ink: str
    """Marker colour, #rrggbb (solo and scoresheet; pass-and-play seats pick their own)."""
    recent: list[str]
    """Games opened or saved lately, newest first (at most 8)."""
    window: list[int]
    """The main window's last geometry, [x, y, width, height] (empty: never closed yet).
    It is clamped to the screen it opens on, which may be smaller than the one it was on."""
    window_maximized: bool
    """The main window was maximized when it was closed."""
    tour_offered: bool
    """The first-game tour has been offered (it is offered once; Help keeps it)."""
    text_size: int
    """Every text of the window and the board, in percent of the normal size (TEXT_SIZES)."""
    reset: bool
    """Not saved: the file could not be used, these are the defaults."""
    kept_aside: Path | None
    """Not saved: where the file that could not be used was moved (None: it could not be)."""

    def __init__(self, draw_strokes_for_me: bool = False, show_legal_cells: bool = True,
                 table_hints: bool = True, language: str = "", theme: str = "system",
                 ink: str = "#2b4c7e", recent: list[str] | None = None,
                 window: list[int] | None = None, window_maximized: bool = False,
                 tour_offered: bool = False, text_size: int = 100, reset: bool = False,
                 kept_aside: Path | None = None) -> None:
        self.draw_strokes_for_me = draw_strokes_for_me
        self.show_legal_cells = show_legal_cells
        self.table_hints = table_hints
        self.language = language
        self.theme = theme
        self.ink = ink
        self.recent = [] if recent is None else recent
        self.window = [] if window is None else window
        self.window_maximized = window_maximized
        self.tour_offered = tour_offered
        self.text_size = text_size
        self.reset = reset
        self.kept_aside = kept_aside

    def _compared(self) -> tuple[object, ...]:
        return tuple(getattr(self, name) for name in _COMPARED)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._compared() == other._compared()

    # mutable, as a dataclass is; object's stub types __hash__ as a method, None is Python's "unhashable"
    __hash__: ClassVar[None] = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return "Settings(" + ", ".join(f"{name}={getattr(self, name)!r}" for name in _COMPARED) + ")"

    def replace(self, **changes: object) -> Settings:
        """A copy with `changes` (field names), as `dataclasses.replace` makes one."""
        values = {name: getattr(self, name) for name in (*_COMPARED, "reset", "kept_aside")}
        unknown = set(changes) - set(values)
        if unknown:
            raise TypeError(f"Settings has no field {sorted(unknown)[0]!r}")
        values.update(changes)
        return Settings(**values)

    @staticmethod
    def path() -> Path:
        return config_dir() / "settings.json"

    @classmethod
    def load(cls) -> Settings:
        """Read the settings file; a missing one gives the defaults, so does a bad one, which is
        kept aside (see the module's docstring)."""
        path = cls.path()
        try:
            data = _read_json(path)
        except NotOwnFile as exc:  # a link or a pipe: set aside already, never followed
            return cls(reset=True, kept_aside=exc.aside)
        except (OSError, BadSettings):
            return cls(reset=True, kept_aside=_keep_aside(path))
        if data is _MISSING:
            return cls()
        try:
            return cls.from_data(data)
        except BadSettings:
            return cls(reset=True, kept_aside=_keep_aside(path))

    @classmethod
    def from_data(cls, data: object) -> Settings:
        """Settings from the file's JSON value; BadSettings for anything not valid."""
        if not isinstance(data, dict):
            raise BadSettings("not an object")
        out = cls()
        for name in SAVED:
            if name in data:
                setattr(out, name, data[name])
        if (type(out.draw_strokes_for_me) is not bool or type(out.show_legal_cells) is not bool
                or type(out.table_hints) is not bool):
            raise BadSettings("a switch that is not true or false")
        if not isinstance(out.language, str) or out.language not in ("", *LANGUAGES):
            raise BadSettings("an unknown language")
        if not isinstance(out.ink, str) or not INK.fullmatch(out.ink):
            raise BadSettings("an ink that is not #rrggbb")
        if not isinstance(out.theme, str) or out.theme not in THEMES:
            raise BadSettings("an unknown theme")
        out.recent = check_recent(out.recent)
        out.window = check_window(out.window)
        if type(out.window_maximized) is not bool or type(out.tour_offered) is not bool:
            raise BadSettings("a switch that is not true or false")
        if type(out.text_size) is not int or out.text_size not in TEXT_SIZES:
            raise BadSettings("a text size that is not one of 100, 125, 150, 175 or 200 percent")
        return out

    @classmethod
    def recent_on_disk(cls) -> list[str] | None:
        """The recent list as the file has it now (another instance may have changed it since
        this one read it); None when there is no valid file."""
        try:
            data = _read_json(cls.path())
            return None if data is _MISSING else cls.from_data(data).recent
        except (OSError, BadSettings):
            return None

    def to_data(self) -> dict[str, object]:
        data = {name: list(v) if isinstance(v := getattr(self, name), list) else v for name in SAVED}
        # The window's keys only once there is something to remember: a file of a window
        # never closed reads as it did before they existed.
        for name, unset in (("window", []), ("window_maximized", False), ("tour_offered", False),
                             ("text_size", 100)):
            if data[name] == unset:
                del data[name]
        return data

    def save(self) -> None:
        """Write atomically (a temp file in the same folder, flushed, then renamed over).

        Never through a link: one that took the file's place since it was read is set aside
        (so is a pipe or a folder) and a plain file written instead; a read-only file is not
        replaced (SaveError, an OSError). A settings folder that is a link (a dotfiles
        folder) is used as usual."""
        target = self.path()
        target.parent.mkdir(parents=True, exist_ok=True)
        data = json.dumps(self.to_data(), indent=2).encode("utf-8")
        try:
            write_atomic(target, data, durable=True, backup=False)
        except SaveError:
            moved = clear_way(target)
            if moved is None or moved.aside is None:
                raise
            write_atomic(target, data, durable=True, backup=False)

    def effective_language(self) -> str:
        """The language board names and titles are shown in."""
        if self.language in LANGUAGES:
            return self.language
        from PySide6.QtCore import QLocale

        system = QLocale.system().name()[:2]
        return system if system in LANGUAGES else "en"


def check_recent(value: object) -> list[str]:
    """A recent list: at most RECENT_MAX paths, each a non-empty string without NUL."""
    if not isinstance(value, list) or len(value) > RECENT_MAX:
        raise BadSettings("a recent list that is not a short list")
    for item in value:
        if not isinstance(item, str) or not 0 < len(item) <= MAX_RECENT_PATH or "\0" in item:
            raise BadSettings("a recent entry that is not a path")
    return list(value)


def check_window(value: object) -> list[int]:
    """A window geometry: [] or [x, y, width, height], whole numbers within bounds."""
    if not isinstance(value, list) or len(value) not in (0, 4):
        raise BadSettings("a window geometry that is not four numbers")
    if any(type(v) is not int for v in value):
        raise BadSettings("a window geometry that is not whole numbers")
    if value:
        x, y, w, h = value
        if not (abs(x) <= MAX_COORD and abs(y) <= MAX_COORD and MIN_SIDE <= w <= MAX_SIDE
                and MIN_SIDE <= h <= MAX_SIDE):
            raise BadSettings("a window geometry out of bounds")
    return list(value)


_MISSING = object()
"""What `_read_json` gives for a settings file that is not there."""


def _read_json(path: Path) -> object:
    """The file's JSON value (`_MISSING` when there is none); NotOwnFile for a link or a pipe
    in its place (set aside), BadSettings for anything not JSON or too large."""
    try:
        raw = read_own_file(path, MAX_SETTINGS_BYTES)
    except OwnFileTooBig:
        raise BadSettings("too large") from None
    if raw is None:
        return _MISSING
    try:
        return json.loads(raw.decode("utf-8"))
    except (ValueError, RecursionError) as exc:  # UnicodeDecodeError is a ValueError
        raise BadSettings("not JSON") from exc


def _keep_aside(path: Path) -> Path | None:
    """Move a bad settings file to `settings.bad-<date>-<time>.json` (a free name); None
    when it cannot be moved (or was never there)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(1, 100):
        aside = path.with_name(f"settings.bad-{stamp}{'' if n == 1 else f'-{n}'}.json")
        if os.path.lexists(aside):
            continue
        try:
            if not os.path.lexists(path):
                return None
            os.rename(path, aside)
        except OSError:
            return None
        return aside
    return None
