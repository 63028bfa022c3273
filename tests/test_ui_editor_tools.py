"""The editor's tools: one object each in one table, chosen by its button or its key, and
what a tap on the board does with each."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from uikit import LEFT, editor_page_with, filled_model

from daydream_qt.editor.model import BoardModel
from daydream_qt.engine.modules import marks_read, plays
from daydream_qt.ui.editor.tools import FIRST, TOOLS, Tool


def tap(qtbot, page, pos: QPointF) -> None:
    page.view.fit()
    qtbot.mouseClick(page.view.viewport(), LEFT, pos=page.view.mapFromScene(pos))


def grid_model(board_id: str) -> BoardModel:
    return filled_model(board_id, 3, 4)


def open_page(window, model: BoardModel):
    return editor_page_with(window, model)


def test_the_table_names_each_tool_once_with_its_key_and_words(qapp):
    assert list(TOOLS)[0] == FIRST
    assert all(isinstance(t, Tool) and t.name == name for name, t in TOOLS.items())
    assert len({t.key for t in TOOLS.values()}) == len(TOOLS)
    for tool in TOOLS.values():
        assert tool.label() and tool.tip()
        assert tool.label() in tool.accessible_name()


def test_the_buttons_follow_the_table_and_what_the_combination_plays(window):
    for board_id in ("A", "AD", "ABC", "DEF"):
        page = open_page(window, grid_model(board_id))
        assert list(page.tool_buttons) == list(TOOLS)
        for name, tool in TOOLS.items():
            button = page.tool_buttons[name]
            assert button.text() == tool.label() and button.accessibleName().startswith(tool.accessible_name())
            assert button.isVisibleTo(page) == tool.offered(board_id)
        assert TOOLS["notes"].offered(board_id) == plays(board_id, "notes")
        assert TOOLS["stars"].offered(board_id) == ("star" in marks_read(board_id))


def test_a_key_chooses_a_tool_while_the_board_has_the_focus(window, qtbot):
    page = open_page(window, grid_model("ABC"))
    page.view.setFocus()
    qtbot.keyClick(page.view, Qt.Key.Key_L)
    assert page.tool() == "lines" and page.tool_buttons["lines"].isChecked()
    qtbot.keyClick(page.view, Qt.Key.Key_C)
    assert page.tool() == "clouds"
    qtbot.keyClick(page.view, Qt.Key.Key_P)  # no polaroids on this combination: no tool
    assert page.tool() == "clouds"


def test_the_mark_tools_set_and_take_away_a_cloud_mark(window, qtbot):
    page = open_page(window, grid_model("AD"))  # the polaroids read both marks
    assert {"star", "moon"} <= set(marks_read("AD"))
    page.choose_tool("stars")
    tap(qtbot, page, page.scene.slot_centre(1, 1))
    assert page.model.cells()[(1, 1)] == "star"
    page.choose_tool("moons")
    tap(qtbot, page, page.scene.slot_centre(1, 1))
    assert page.model.cells()[(1, 1)] == "moon"
    tap(qtbot, page, page.scene.slot_centre(1, 1))
    assert page.model.cells()[(1, 1)] is None


def test_the_notes_tool_picks_clouds_and_leaving_it_drops_them(window, qtbot):
    page = open_page(window, grid_model("ABC"))
    page.choose_tool("notes")
    for c in (0, 1):
        tap(qtbot, page, page.scene.slot_centre(0, c))
    assert page.scene.picked == [(0, 0), (0, 1)]
    assert len([it for it in page.scene.items() if it.data(0) == "picked"]) == 2
    page.choose_tool("clouds")
    assert page.scene.picked == []


def test_the_polaroids_tool_links_a_marked_cloud_and_says_why_not_otherwise(window, qtbot):
    page = open_page(window, grid_model("AD"))
    page.choose_tool("polaroids")
    tap(qtbot, page, page.scene.slot_centre(0, 0))
    assert page.model.module("polaroids") == []
    assert "mark the cloud first" in page.status.text()
    page.model.set_mark((0, 0), "star")
    tap(qtbot, page, page.scene.slot_centre(0, 0))
    assert [tuple(p["cell"]) for p in page.model.module("polaroids")] == [(0, 0)]
    tap(qtbot, page, page.scene.slot_centre(0, 0))
    assert page.model.module("polaroids") == []
