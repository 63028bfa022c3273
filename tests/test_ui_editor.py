"""The board editor in the window: taps make the board, problems follow, files and play."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QPointF, Qt
from uikit import LEFT

from daydream_qt.editor.model import BoardModel
from daydream_qt.editor.store import boards_folder, list_boards
from daydream_qt.engine.board import boards_dir


def tap(qtbot, page, pos: QPointF) -> None:
    page.view.fit()
    qtbot.mouseClick(page.view.viewport(), LEFT, pos=page.view.mapFromScene(pos))


def playable_model() -> BoardModel:
    m = BoardModel.blank("A", 2, 3)
    for r in range(2):
        for c in range(3):
            m.add_cell((r, c))
    m.place_line_end((0, 2), "right")
    m.place_line_end((1, 2), "right")
    m.add_item("cup", "Cup", 0, outline="teapot", kinds=["dot", "sun", "dot", "sun"])
    m.add_item("pear", "Pear", 0, outline="pear", kinds=["dot", "dot", "sun"])
    return m


def test_file_menu_opens_a_new_board_and_a_tap_adds_a_cloud(window, qtbot):
    window.editor.new_board_action.trigger()
    page = window.editor.page
    assert window.pages.currentWidget() is page
    assert page.model.cells() == {}
    tap(qtbot, page, page.scene.slot_centre(1, 2))
    assert page.model.cells() == {(1, 2): None}
    tap(qtbot, page, page.scene.slot_centre(1, 2))
    assert page.model.cells() == {}
    page.undo()
    assert (1, 2) in page.model.cells()


def test_problem_list_follows_the_board_and_a_problem_rings_its_place(window, qtbot):
    page = window.editor.page
    page.new_board()
    before = page.problems.sentences()
    assert any("at least 4 clouds" in s for s in before)
    for c in range(4):
        tap(qtbot, page, page.scene.slot_centre(0, c))
    after = page.problems.sentences()
    assert not any("at least 4 clouds" in s for s in after)
    assert any("at least one line" in s for s in after)
    # a cloud cut off from the rest is listed and ringed
    tap(qtbot, page, page.scene.slot_centre(3, 5))
    row = next(i for i, s in enumerate(page.problems.sentences()) if "cut off" in s)
    page.problems.list.setCurrentRow(row)
    rings = [it for it in page.scene.items() if it.data(0) == "problem"]
    assert len(rings) == 1
    assert rings[0].pos() == page.scene.slot_centre(3, 5)
    assert not page.play_button.isEnabled()


def test_line_end_tool_places_a_line(window, qtbot):
    page = window.editor.page
    page.new_board()
    for c in range(3):
        page.model.add_cell((0, c))
    page.tool_buttons["lines"].click()
    right = page.scene.slot_centre(0, 2) + QPointF(24, 0)
    tap(qtbot, page, right)
    assert page.model.lines() == [[(0, 0), (0, 1), (0, 2)]]


def test_tapping_a_node_swaps_dot_and_sun(window, qtbot):
    page = window.editor.page
    page.set_model(playable_model())
    first = page.model.items()[0]["nodes"][0]["kind"]
    tap(qtbot, page, page.scene.node_points[0][0])
    assert page.model.items()[0]["nodes"][0]["kind"] != first


def test_save_lists_the_board_under_your_boards_and_it_plays(window, qtbot):
    page = window.editor.page
    page.set_model(playable_model())
    path = page.save()
    assert path is not None and path.parent == boards_folder() and path.is_file()
    assert [b.playable for b in list_boards()] == [True]
    dialog = window.new_game_dialog()
    assert len(dialog.user_boards) == 1
    button = dialog.user_boards[0]
    assert button.isEnabled()
    button.click()
    setup = dialog.setup()
    assert setup.board is not None and setup.board.defn.items[0].id == "cup"
    window.start_setup(setup)
    assert window.controller.game.board.defn.items[0].id == "cup"
    assert window.pages.currentWidget() is window.game_page


def test_a_draft_is_saved_but_cannot_be_started(window, qtbot):
    page = window.editor.page
    m = playable_model()
    m.set_item_kinds(0, ["sun", "sun", "sun", "dot"])
    page.set_model(m)
    assert page.save() is not None
    assert "draft" in page.status.text()
    assert not page.play_button.isEnabled()
    dialog = window.new_game_dialog()
    assert len(dialog.user_boards) == 1 and not dialog.user_boards[0].isEnabled()


def test_play_starts_a_game_on_the_board(window, qtbot):
    page = window.editor.page
    page.set_model(playable_model())
    page.play_button.click()
    game = window.controller.game
    assert game is not None and game.board.defn.items[0].id == "cup"
    # the saved game carries its board
    from daydream_qt.engine.savefile import dumps_game, loads_game

    again = loads_game(dumps_game(game)).game
    assert again.board.defn == game.board.defn


def test_export_and_import_round_trip(window, qtbot, tmp_path):
    page = window.editor.page
    page.set_model(playable_model())
    out = tmp_path / "mine.json"
    assert page.export_to(out)
    page.new_board()
    assert page.import_from(out)
    assert page.model.to_json() == playable_model().to_json()


@pytest.mark.parametrize("content, part", [
    (b"not json", "not valid JSON"),
    (b'{"format": "daydream-board", "id": "ZZ"}', "not a board file"),
    (b"\xff\xfe", "UTF-8"),
])
def test_a_hostile_import_is_one_sentence_and_changes_nothing(window, qtbot, tmp_path, content, part):
    page = window.editor.page
    page.set_model(playable_model())
    before = page.model.to_json()
    bad = tmp_path / "bad.json"
    bad.write_bytes(content)
    assert not page.import_from(bad)
    text = page.status.text()
    assert part in text and text.count(". ") == 0 and text.endswith(".")
    assert page.model.to_json() == before


def test_edit_board_opens_a_shipped_board_as_a_new_board(window, qtbot):
    assert window.editor.edit_board(boards_dir() / "BC.json")
    page = window.editor.page
    assert page.path is None and page.model.problems() == []
    assert json.loads(page.model.to_json()) == json.loads((boards_dir() / "BC.json").read_text("utf-8"))


def test_undo_and_redo_keys_belong_to_the_editor(window, qtbot):
    window.editor.new_board_action.trigger()
    page = window.editor.page
    page.model.add_cell((0, 0))
    page.view.setFocus()
    ctrl = Qt.KeyboardModifier.ControlModifier
    qtbot.keyClick(page.view, "z", modifier=ctrl)
    assert page.model.cells() == {}
    qtbot.keyClick(page.view, "z", modifier=ctrl | Qt.KeyboardModifier.ShiftModifier)
    assert page.model.cells() == {(0, 0): None}


def test_close_goes_back_to_the_page_before(window, qtbot):
    before = window.pages.currentWidget()
    window.editor.new_board_action.trigger()
    page = window.editor.page
    page.close_button.click()
    assert window.pages.currentWidget() is before


def test_suggest_titles_fills_the_bands_off_the_gui_thread(window, qtbot):
    from daydream_qt.engine.board import boards_dir

    page = window.editor.page
    assert page.open_board(boards_dir() / "A.json")  # a board whose bots leave room for four bands
    page.model.set_title_mins([0, 1, 2, 3])
    page.title_games = 10
    before = [t["min"] for t in page.model.data["titles"]]
    page.board_form.suggest_button.click()
    assert page.suggesting and page.board_form.cancel_button.isVisibleTo(page)
    qtbot.waitUntil(lambda: not page.suggesting, timeout=60000)
    mins = [t["min"] for t in page.model.data["titles"]]
    assert mins != before and mins[0] == 0 and all(b > a for a, b in zip(mins, mins[1:]))
    assert "expert" in page.status.text()
    page.undo()
    assert [t["min"] for t in page.model.data["titles"]] == before


def test_suggest_titles_says_why_when_no_table_fits_and_leaves_the_bands(window, qtbot):
    page = window.editor.page
    page.set_model(playable_model())  # six clouds: random play scores as the expert does
    page.title_games = 10
    before = [t["min"] for t in page.model.data["titles"]]
    page.board_form.suggest_button.click()
    qtbot.waitUntil(lambda: not page.suggesting, timeout=60000)
    assert [t["min"] for t in page.model.data["titles"]] == before
    assert page.status.text().startswith("No title table fits this board:")


def test_suggest_titles_can_be_cancelled_and_changes_nothing(window, qtbot):
    page = window.editor.page
    page.set_model(playable_model())
    page.title_games = 5000
    before = page.model.to_json()
    page.board_form.suggest_button.click()
    page.board_form.cancel_button.click()
    qtbot.waitUntil(lambda: not page.suggesting, timeout=30000)
    assert page.model.to_json() == before
    assert "unchanged" in page.status.text()


def test_suggest_titles_needs_a_board_without_problems(window, qtbot):
    page = window.editor.page
    page.new_board()
    page.board_form.suggest_button.click()
    assert not page.suggesting and "problems" in page.status.text()
