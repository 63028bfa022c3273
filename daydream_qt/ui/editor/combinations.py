"""How the editor names a combination: its letters and its shipped board's name ("BC · Under
the Stars"), and the modules it plays with ("Constellation"), so that choosing one says what
it brings; and which combinations bring a module (the Modules tab says so when the board's
combination has none).

The words are the editor page's: they are translated in its context ("EditorPage").
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QCoreApplication

from daydream_qt.engine.boardspec import BOARD_IDS, MODULES_BY_BOARD
from daydream_qt.ui.core.texts import module_name


def _t(text: str) -> str:
    return QCoreApplication.translate("EditorPage", text)


@cache
def _shipped_names(board_id: str) -> dict[str, str]:
    from daydream_qt.engine import builtin_board
    from daydream_qt.engine.boardspec import BoardError

    try:
        name = builtin_board(board_id).defn.name
    except (BoardError, OSError):  # an installation without its board files: the letters say it
        return {}
    return {"en": name.en, "fr": name.fr, "ja": name.ja}


def shipped_name(board_id: str, language: str) -> str:
    """The shipped board's name of combination `board_id` ("" when it cannot be read)."""
    names = _shipped_names(board_id)
    return names.get(language) or names.get("en", "")


def modules_text(board_id: str) -> str:
    """The modules the combination plays with, by name ("No module" for none)."""
    mods = MODULES_BY_BOARD.get(board_id, ())
    return ", ".join(module_name(m) for m in mods) if mods else _t("No module")


def combination_text(board_id: str, language: str) -> str:
    """"BC · Under the Stars": letters and shipped name."""
    name = shipped_name(board_id, language)
    return _t("%1 · %2").replace("%1", board_id).replace("%2", name) if name else board_id


def combination_tip(board_id: str, language: str) -> str:
    """"BC · Under the Stars: Constellation": letters, shipped name, modules."""
    return _t("%1: %2").replace("%1", combination_text(board_id, language)).replace("%2", modules_text(board_id))


def with_modules() -> tuple[str, ...]:
    """The combinations that play with at least one module, in the shipped order."""
    return tuple(b for b in BOARD_IDS if MODULES_BY_BOARD.get(b))
