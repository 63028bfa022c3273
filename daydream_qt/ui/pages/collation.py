"""Text sorted as the player's language sorts it (the Records page's names, boards and titles)."""

from __future__ import annotations

from PySide6.QtCore import QCollator, QLocale, Qt


def collator_for(language: str) -> QCollator:
    """Names and titles compared as `language` orders them: case and accents second,
    numbers by their value ("Board 2" before "Board 10")."""
    collator = QCollator(QLocale(language))
    collator.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    collator.setNumericMode(True)
    return collator
