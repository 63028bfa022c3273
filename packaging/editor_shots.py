"""The board editor's picture for packaging/screenshots.py: a board with a problem ringed."""

from __future__ import annotations


def shoot_editor(window, app) -> str:
    """Under the Stars opened in the editor with two problems (a cloud cut off from the grid,
    an item that does not end on a sun), the first one chosen and ringed on the board."""
    from daydream_qt.engine.board import boards_dir

    window.editor.edit_board(boards_dir() / "BC.json")
    page = window.editor.page
    m = page.model
    free = [(r, c) for r in range(m.rows) for c in range(m.cols) if (r, c) not in m.cells()
            and not any((r + dr, c + dc) in m.cells() for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)))]
    if free:
        m.add_cell(free[0])
    kinds = [n["kind"] for n in m.items()[1]["nodes"]]
    m.set_item_kinds(1, kinds[:-1] + ["dot"])
    page.tool_buttons["lines"].click()
    for _ in range(5):
        app.processEvents()
    sentences = page.problems.sentences()
    row = next((i for i, s in enumerate(sentences) if "cut off" in s), 0)
    page.problems.list.setCurrentRow(row)
    return "editor"


def shoot_editor_tools(window, app) -> str:
    """The editor's tools at 1366x768 with Line ends the active one: its button filled, the
    hint line beside the tools saying what a tap does before any tap."""
    from daydream_qt.engine.board import boards_dir

    window.setMinimumSize(0, 0)
    window.resize(1366, 768)
    window.editor.edit_board(boards_dir() / "ABC.json")
    page = window.editor.page
    page.tool_buttons["lines"].click()
    for _ in range(5):
        app.processEvents()
    return "editor-tools-1366x768"
