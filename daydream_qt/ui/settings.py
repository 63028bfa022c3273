"""The player's settings: a small dataclass kept as JSON in the config folder."""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

from daydream_qt.paths import config_dir

LANGUAGES = ("en", "fr", "ja")


@dataclass
class Settings:
    """What the player chose; unknown or broken values fall back to the defaults."""

    draw_strokes_for_me: bool = False
    """Pending strokes are drawn automatically, one every short while."""
    show_legal_cells: bool = True
    """Cells where the selected die may be written glow."""
    language: str = ""
    """"en", "fr" or "ja"; empty follows the system."""
    ink: str = "#2b4c7e"
    """Marker colour, #rrggbb (solo and scoresheet; pass-and-play seats pick their own)."""
    recent: list[str] = field(default_factory=list)
    """Games opened or saved lately, newest first (at most 8)."""

    @staticmethod
    def path() -> Path:
        return config_dir() / "settings.json"

    @classmethod
    def load(cls) -> Settings:
        """Read the settings file; a missing or unreadable file gives the defaults."""
        out = cls()
        try:
            data = json.loads(cls.path().read_text(encoding="utf-8"))
        except (OSError, ValueError, RecursionError):
            return out
        if not isinstance(data, dict):
            return out
        for f in fields(cls):
            value = data.get(f.name)
            if isinstance(value, type(getattr(out, f.name))):
                setattr(out, f.name, value)
        if out.language not in ("", *LANGUAGES):
            out.language = ""
        if not (len(out.ink) == 7 and out.ink.startswith("#")):
            out.ink = cls.ink
        out.recent = [r for r in out.recent if isinstance(r, str) and 0 < len(r) < 4096][:8]
        return out

    def save(self) -> None:
        """Write atomically: a temp file in the same folder, flushed, then renamed over."""
        target = self.path()
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".settings-", suffix=".tmp", dir=target.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                json.dump(asdict(self), fh, indent=2)
                fh.flush()
                os.fsync(fh.fileno())
            os.replace(tmp, target)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise

    def effective_language(self) -> str:
        """The language board names and titles are shown in."""
        if self.language in LANGUAGES:
            return self.language
        from PySide6.QtCore import QLocale

        system = QLocale.system().name()[:2]
        return system if system in LANGUAGES else "en"
