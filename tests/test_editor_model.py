"""The board editor's model: each operation, undo and redo, problems one sentence each."""

from __future__ import annotations

import json

import pytest

from daydream_qt.editor.model import BoardModel, EditError
from daydream_qt.engine.boarddef import BoardError, parse_board


def small_board() -> BoardModel:
    """A playable 2x3 board of combination A, made by hand."""
    m = BoardModel.blank("A", 2, 3)
    for r in range(2):
        for c in range(3):
            m.add_cell((r, c))
    m.place_line_end((0, 2), "right")
    m.place_line_end((1, 2), "right")
    m.place_line_end((1, 0), "down")
    m.add_item("cup", "Cup", 0, outline="cactus", kinds=["dot", "sun", "dot", "sun"])
    return m


def test_a_small_board_made_by_hand_is_playable_and_accepted_by_the_engine():
    m = small_board()
    assert m.problems() == []
    parse_board(json.loads(m.to_json()))


def test_add_and_remove_cloud_and_undo_redo():
    m = BoardModel.blank("A", 3, 3)
    m.add_cell((1, 1))
    assert (1, 1) in m.cells()
    m.remove_cell((1, 1))
    assert (1, 1) not in m.cells()
    assert m.undo() and (1, 1) in m.cells()
    assert m.undo() and m.cells() == {}
    assert m.redo() and (1, 1) in m.cells()
    m.add_cell((0, 0))
    assert not m.can_redo()


def test_cells_are_written_in_reading_order():
    m = BoardModel.blank("A", 3, 3)
    for p in [(2, 2), (0, 1), (1, 0)]:
        m.add_cell(p)
    assert [(c["row"], c["col"]) for c in m.data["cells"]] == [(0, 1), (1, 0), (2, 2)]


@pytest.mark.parametrize("call, message", [
    (lambda m: m.add_cell((5, 0)), "outside the grid"),
    (lambda m: m.add_cell((0, 0), "sun"), "star, a moon"),
    (lambda m: m.set_mark((1, 1), "star"), "no cloud"),
    (lambda m: m.set_leaves(0, 0), "1 to 20 leaves"),
    (lambda m: m.set_leaves(3, 4), "start circled"),
    (lambda m: m.add_item("Bad Id", "x"), "lowercase"),
    (lambda m: m.add_item("x", "x", outline="no-such-drawing"), "no drawing"),
    (lambda m: m.add_note([(0, 0), (0, 1)]), "does not play"),
    (lambda m: m.set_title_mins([0, 1, 2]), "Four bands"),
])
def test_bad_input_is_one_sentence_and_changes_nothing(call, message):
    m = BoardModel.blank("A", 3, 3)
    m.add_cell((0, 0))
    before = m.to_json()
    with pytest.raises(EditError) as err:
        call(m)
    text = str(err.value)
    assert message in text and text.endswith(".") and text.count(". ") == 0
    assert m.to_json() == before


def test_set_mark_and_clear_it():
    m = BoardModel.blank("BC", 3, 3)
    m.add_cell((0, 0))
    m.set_mark((0, 0), "star")
    assert m.cells()[(0, 0)] == "star"
    m.set_mark((0, 0), None)
    assert m.cells()[(0, 0)] is None


def test_line_follows_from_its_end_and_stops_at_another_line():
    m = BoardModel.blank("A", 2, 6)
    for c in range(6):
        m.add_cell((0, c))
    m.place_line_end((0, 2), "right")
    assert m.lines() == [[(0, 0), (0, 1), (0, 2)]]
    m.place_line_end((0, 3), "left")
    assert m.lines()[1] == [(0, 5), (0, 4), (0, 3)]


def test_line_end_moved_replaces_the_line_through_it():
    m = BoardModel.blank("A", 2, 4)
    for c in range(4):
        m.add_cell((0, c))
    m.place_line_end((0, 3), "right")
    m.place_line_end((0, 3), "right", start=(0, 2))
    assert m.lines() == [[(0, 2), (0, 3)]]


def test_removing_a_cloud_removes_its_lines():
    m = small_board()
    m.remove_cell((0, 1))
    assert all((0, 1) not in ln for ln in m.lines())
    assert len(m.lines()) == 2


def test_item_on_outline_nodes_spread_along_it_and_kinds_change():
    m = small_board()
    m.set_node_count(0, 6)
    kinds = [n["kind"] for n in m.items()[0]["nodes"]]
    assert len(kinds) == 6 and kinds[-1] == "sun"
    m.set_node_kind(0, 0, "sun")
    assert m.items()[0]["nodes"][0]["kind"] == "sun"
    assert m.problems() == []


def test_polyline_item_and_bonus():
    m = small_board()
    i = m.add_item("kite", "Kite", 1, points=[(0.1, 0.9), (0.5, 0.1), (0.9, 0.9)])
    m.set_item_bonus(i, True)
    it = m.items()[i]
    assert it["bonus"] is True and "outline" not in it
    assert [n["kind"] for n in it["nodes"]] == ["dot", "dot", "sun"]
    assert m.problems() == []


def test_items_are_kept_shelf_by_shelf():
    m = small_board()
    m.add_item("b", "B", 1, outline="teapot")
    m.add_item("a", "A", 0, outline="teapot")
    assert [it["id"] for it in m.items()] == ["cup", "a", "b"]
    m.set_item_shelf(0, 2)
    assert [it["id"] for it in m.items()] == ["a", "b", "cup"]


def test_leaves_and_titles():
    m = small_board()
    m.set_leaves(8, 2)
    assert m.data["leaves"] == {"count": 8, "precircled": 2}
    m.set_title_mins([0, 4, 8, 12])
    m.set_title(3, "fr", "Maître")
    assert [t["min"] for t in m.data["titles"]] == [0, 4, 8, 12]
    assert m.data["titles"][3]["title"]["fr"] == "Maître"


def test_combination_change_brings_its_modules():
    m = small_board()
    m.set_combination("DEF")
    d = m.data
    assert [p["letter"] for p in d["panels"]] == ["D", "E", "F"]
    assert "garland" in d and "frames" in d
    texts = [p.text for p in m.problems()]
    assert any("clover" in t for t in texts) and any("three frame families" in t for t in texts)
    m.undo()
    assert "garland" not in m.data


def test_problems_are_one_sentence_each_and_all_listed():
    m = BoardModel.blank("BC", 4, 4)
    m.add_cell((0, 0))
    m.add_cell((0, 1))
    m.add_cell((3, 3))
    m.add_cell((2, 3))
    m.add_cell((1, 3))
    m.set_leaves(3, 1)
    m.set_title_mins([0, 5, 5, 9])
    m.add_item("x", "X", 0, points=[(0.1, 0.1), (0.5, 0.5)], kinds=["sun", "dot"])
    probs = m.problems()
    texts = [p.text for p in probs]
    for part in ("cut off", "at least one line", "end on a sun", "title bands", "track",
                 "star cloud"):
        assert any(part in t for t in texts), (part, texts)
    for t in texts:
        assert t.endswith(".") and t[0].isupper() and ". " not in t
    cut = next(p for p in probs if "cut off" in p.text)
    assert set(cut.cells) == {(0, 0), (0, 1)} or set(cut.cells) == {(1, 3), (2, 3), (3, 3)}
    ending = next(p for p in probs if "end on a sun" in p.text)
    assert ending.item == 0 and ending.area == "shelf"


@pytest.mark.parametrize("edit, part", [
    (lambda m: m.set_grid_size(2, 2), None),
    (lambda m: m.remove_cell((0, 1)), None),
    (lambda m: m.remove_cell((0, 1)) or m.remove_cell((1, 1)), "cut off"),
    (lambda m: m.set_combination("AD"), "six polaroids"),
    (lambda m: m.set_item_kinds(0, ["sun", "dot"]), "end on a sun"),
    (lambda m: m.set_combination("BC"), "constellation"),
    (lambda m: m.set_panel_widths([3]) or m.set_name("ja", ""), "name"),
])
def test_problems_are_empty_exactly_when_the_engine_accepts(edit, part):
    m = small_board()
    edit(m)
    try:
        parse_board(json.loads(m.to_json()))
        accepted = True
    except BoardError:
        accepted = False
    except Exception:  # the schema refuses it (e.g. an empty name)
        accepted = False
    assert (m.problems() == []) == accepted
    if part:
        assert any(part in p.text for p in m.problems())


def test_a_draft_with_problems_round_trips_through_its_file():
    m = small_board()
    m.set_item_kinds(0, ["sun", "dot"])
    text = m.to_json()
    again = BoardModel.from_data(json.loads(text))
    assert again.to_json() == text
    assert [p.text for p in again.problems()] == [p.text for p in m.problems()]


def test_a_file_the_schema_refuses_is_one_sentence():
    with pytest.raises(EditError) as err:
        BoardModel.from_data({"format": "daydream-board", "id": "Z"})
    assert str(err.value).startswith("This is not a board file")


def test_modules_data_operations():
    m = BoardModel.blank("ABC", 3, 4)
    m.add_track_point(0.5, 0.9)
    m.add_track_point(0.5, 0.1, big_star=True)
    m.set_big_star(1, False)
    m.add_note([(0, 0), (0, 1)])
    assert m.module("constellation")["track"][1] == {"x": 0.5, "y": 0.1}
    assert m.module("notes") == [{"cells": [[0, 0], [0, 1]]}]
    g = BoardModel.blank("DEF", 3, 4)
    g.set_garland_moons(4)
    g.set_garland_reward(1, "leaf")
    assert g.module("garland")["rewards"] == [{"kind": "points", "value": 1}, {"kind": "leaf"},
                                              {"kind": "points", "value": 1}]
    g.add_frame_family("rose", "Rose frames")
    g.toggle_frame_cell(0, (1, 1))
    g.toggle_frame_cell(0, (0, 1))
    assert g.module("frames")[0]["cells"] == [[0, 1], [1, 1]]
    p = BoardModel.blank("AD", 3, 4)
    p.add_polaroid((0, 3), "star")
    p.add_polaroid((1, 0), "moon")
    assert [x["cell"] for x in p.module("polaroids")] == [[1, 0], [0, 3]]


def test_listeners_hear_every_change_undo_included():
    m = BoardModel.blank("A", 2, 2)
    heard = []
    m.listeners.append(lambda: heard.append(1))
    m.add_cell((0, 0))
    m.undo()
    m.redo()
    assert len(heard) == 3


def test_one_panel_width_is_given_or_taken_by_its_neighbours():
    from daydream_qt.editor.model import BoardModel, EditError

    m = BoardModel.blank("ABC", 4, 8)  # 3 + 3 + 2
    m.set_panel_width(0, 5)
    assert [p.last_col - p.first_col + 1 for p in m.panels] == [5, 1, 2]
    m.set_panel_width(2, 1)  # the last panel: the one to its left takes the column
    assert [p.last_col - p.first_col + 1 for p in m.panels] == [5, 2, 1]
    m.set_panel_width(1, 5)  # the right one keeps one column, the left one gives the rest
    assert [p.last_col - p.first_col + 1 for p in m.panels] == [2, 5, 1]
    with pytest.raises(EditError, match="1 to 6 columns"):
        m.set_panel_width(0, 7)
    assert m.undo() and [p.last_col - p.first_col + 1 for p in m.panels] == [5, 2, 1]
