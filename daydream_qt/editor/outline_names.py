"""The names of the outline library's drawings in each language, and a drawn item's name.

The library (resources/outlines) holds drawings only; their names in English, French and
Japanese are those the shipped boards give the items drawn with them (every drawing of the
library is on one of the eight boards). An item added from the library takes those names,
so its French and Japanese fields read French and Japanese, not the English copied over.
A drawing no shipped board names gets its id in every language, and the problem list's
notes say the name is missing there (`problems.notes`).

No Qt: the model's names are board file data, like the blank board's "My board".
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from types import MappingProxyType

LANGUAGES = ("en", "fr", "ja")
DRAWN_NAME: Mapping[str, str] = MappingProxyType({"en": "Drawing", "fr": "Dessin", "ja": "絵"})
"""The name of an item drawn point by point, before the board maker names it."""


@cache
def _library_names() -> Mapping[str, Mapping[str, str]]:
    from daydream_qt.engine.board import boards_dir, read_board_json
    from daydream_qt.engine.boardspec import BOARD_IDS, BoardError

    folder = boards_dir()
    out: dict[str, Mapping[str, str]] = {}
    if folder is None:
        return MappingProxyType(out)
    for board_id in BOARD_IDS:
        try:
            data = read_board_json(folder / f"{board_id}.json")
        except BoardError:  # a shipped file broken on disk: its drawings go by their ids
            continue
        items = data.get("items", []) if isinstance(data, dict) else []
        for item in items if isinstance(items, list) else []:
            outline, name = item.get("outline"), item.get("name")
            if isinstance(outline, str) and isinstance(name, dict) and outline not in out:
                text = {k: name[k] for k in LANGUAGES if isinstance(name.get(k), str) and name[k].strip()}
                if "en" in text:
                    out[outline] = MappingProxyType(text)
    return MappingProxyType(out)


def known_names(outline: str) -> Mapping[str, str]:
    """The library's names of the drawing `outline` by language (only the languages known;
    empty for a drawing no shipped board names)."""
    return _library_names().get(outline, MappingProxyType({}))


def outline_name(outline: str) -> dict[str, str]:
    """A name in every language for an item drawn with `outline`: the library's, else the
    drawing's id in words ("ball of yarn" as "Ball of yarn") where it has none."""
    fallback = outline.replace("-", " ").capitalize()
    known = known_names(outline)
    return {k: known.get(k) or known.get("en") or fallback for k in LANGUAGES}


def shown_name(outline: str, language: str) -> str:
    """The drawing's name in `language`, for the library's list."""
    return outline_name(outline)[language if language in LANGUAGES else "en"]
