"""How to play's pages: the base game's, then one per module, each a title, a few sentences
and the board they are shown for.

The base pages' words are in `ui/core/help_texts`; a module's page is written by its view
(`module_views.registry.VIEWS`: `help_board`, `help_sentences`), so a module added with its
view brings its page along. The pictures are `help_art`'s.
"""

from __future__ import annotations

from daydream_qt.engine import MODULES_BY_BOARD, Board, builtin_board
from daydream_qt.ui.board.module_views.registry import VIEWS
from daydream_qt.ui.core.help_texts import (
    BASE_PAGES,
    base_page_board,
    base_page_sentences,
    base_page_title,
)
from daydream_qt.ui.core.texts import module_name

__all__ = ["BASE_PAGES", "MODULE_PAGES", "PAGES", "board_for", "page_board", "page_sentences",
           "page_title"]

MODULE_PAGES = tuple(name for name, view in VIEWS.items() if view.help_board)
"""A page per module whose view writes one, in the engine's order of the modules."""
PAGES = BASE_PAGES + MODULE_PAGES


def page_board(page: str, board_id: str | None) -> str:
    """The board a page is shown for: the game's own when it plays the page's module (or
    for a base page), else the one the module's view names."""
    if page in MODULE_PAGES:
        if board_id is not None and page in MODULES_BY_BOARD.get(board_id, ()):
            return board_id
        return VIEWS[page].help_board
    return base_page_board(board_id)


def page_title(page: str) -> str:
    if page in MODULE_PAGES:
        return module_name(page)
    return base_page_title(page)


def page_sentences(page: str, board: Board, language: str = "en") -> list[str]:
    """The sentences of one page; module pages and the end page quote `board`'s numbers."""
    if page in MODULE_PAGES:
        return VIEWS[page].help_sentences(board, language)
    return base_page_sentences(page, board, language)


def board_for(page: str, board_id: str | None) -> Board:
    return builtin_board(page_board(page, board_id))
