"""Board files: schema and the invariants of "Boards of this project" (boarddef.py)."""

from __future__ import annotations

import copy

import pytest
from boardkit import board_data
from pydantic import ValidationError

from daydream_qt.engine import BoardError, parse_board

GRID = ["....", "....", "...."]


def broken(**changes) -> dict:
    data = board_data(GRID)
    for key, value in changes.items():
        data[key] = value
    return data


def expect_error(data, where_part: str, words: str) -> BoardError:
    with pytest.raises(BoardError) as info:
        parse_board(data)
    # a schema refusal names the place in its sentence; programs read it from `path`
    assert where_part in (getattr(info.value, "path", "") or info.value.where)
    assert words in info.value.message
    assert "\n" not in str(info.value)
    return info.value


def test_a_valid_board_parses():
    b = parse_board(board_data(GRID))
    assert b.id == "A" and len(b.cells) == 12 and len(b.lines) == 7


def test_grid_must_be_connected():
    expect_error(board_data(["..#.", "..#.", "..#."]), "cells", "the cloud at row 1, column 4 is cut off from the rest of the grid")


def test_lines_must_be_straight_ordered_runs_of_adjacent_cells():
    data = board_data(GRID, lines=[[(0, 0), (0, 2)]])
    expect_error(data, "lines[0].cells[1]", "line 1 must run straight along one row or one column")
    data = board_data(GRID, lines=[[(0, 1), (0, 0), (0, 1)]])
    expect_error(data, "lines[0]", "")
    data = board_data(GRID, lines=[[(0, 0), (1, 1)]])
    expect_error(data, "lines[0]", "line 1 must run straight along one row or one column")
    data = board_data(GRID, lines=[[(0, 0), (0, 1), (0, 2)], [(0, 2), (0, 3)]])
    expect_error(data, "lines[1].cells[0]", "the cloud at row 1, column 3 is in two row lines (1 and 2)")


def test_lines_must_use_cells_of_the_grid():
    data = board_data(["....", "..#."], lines=[[(1, 1), (1, 2)]])
    expect_error(data, "lines[0].cells[1]", "line 1 runs through row 2, column 3, where there is no cloud")


def test_items_must_end_on_a_sun():
    data = board_data(GRID, items=["dsd"])
    expect_error(data, "items[0].nodes[2]", "end on a sun")


def test_a_leaf_must_be_precircled():
    expect_error(broken(leaves={"count": 5, "precircled": 0}), "leaves.precircled", "")
    expect_error(broken(leaves={"count": 2, "precircled": 3}), "leaves.precircled", "more leaves start circled (3) than there are leaves (2)")


def test_module_data_only_where_the_combination_uses_it():
    data = board_data(GRID)
    data["garland"] = {"moons": 2, "rewards": [{"kind": "points", "value": 2}]}
    expect_error(data, "garland", "combination A plays without the garland")
    data = board_data(GRID, board_id="EF")
    expect_error(data, "garland", "combination EF plays with the garland, which the board does not have")
    # a mark the combination does not use is ignored in play (RULES.md "Modules"), not refused
    assert parse_board(board_data(["*...", "....", "...."])).cells[0].mark == "star"


def test_winter_memories_has_three_star_and_three_moon_polaroids():
    pols = [{"cell": [0, c], "kind": "star"} for c in range(6)]
    data = board_data(["******", "......"], board_id="AD", polaroids=pols)
    expect_error(data, "polaroids", "3 star and 3 moon")


def test_colorful_dream_needs_a_clover_and_a_bow_tie():
    frames = [{"id": f"f{i}", "name": {"en": "F", "fr": "F", "ja": "F"}, "cells": [[i, 0]]} for i in range(3)]
    data = board_data(["m...", "....", "...."], board_id="DEF", frames=frames,
                      garland={"moons": 2, "rewards": [{"kind": "leaf"}]})
    expect_error(data, "items", "exactly one clover item and one bow tie item")


def test_single_note_must_sit_where_no_line_joins_its_cells():
    constellation = {"track": [{"x": 0.5, "y": 1.0}, {"x": 0.5, "y": 0.0, "big_star": True}]}
    data = board_data(["*...", "....", "...."], board_id="ABC", constellation=constellation,
                      notes=[{"cells": [[0, 0], [0, 1]]}])
    expect_error(data, "notes[0]", "note 1 sits where a line already joins its two clouds")


def test_schema_errors_name_the_place_and_extra_fields_are_refused():
    data = board_data(GRID)
    data["colour"] = "pink"
    expect_error(data, "colour", "the board has an unknown entry \u201ccolour\u201d")
    data = board_data(GRID)
    data["cells"][2] = {"row": "x", "col": 0}
    expect_error(data, "cells[2].row", "")


def test_panels_spell_the_combination_and_cover_the_columns():
    data = board_data(GRID)
    data["panels"] = [{"letter": "B", "first_col": 0, "last_col": 3}]
    expect_error(data, "panels", "the panels' letters must spell the combination A")
    data = board_data(GRID)
    data["panels"] = [{"letter": "A", "first_col": 0, "last_col": 2}]
    expect_error(data, "panels", "cover 3 columns")


def test_models_are_frozen():
    b = parse_board(copy.deepcopy(board_data(GRID)))
    with pytest.raises(ValidationError):
        b.rows = 9


@pytest.mark.parametrize("board_id", ["A", "D", "BC", "EF", "AD", "DA", "ABC", "DEF"])
def test_shipped_board_read_for_play_equals_the_validated_board(board_id):
    import json

    from daydream_qt.engine import builtin_board
    from daydream_qt.engine.board import boards_dir
    from daydream_qt.engine.boarddef import load_board

    data = json.loads((boards_dir() / f"{board_id}.json").read_text(encoding="utf-8"))
    validated = load_board(data)
    assert builtin_board(board_id).defn == validated
    assert parse_board(validated.to_dict()).model_dump(mode="json") == validated.to_dict()


def test_malformed_plain_data_is_a_board_error_not_a_crash():
    from daydream_qt.engine.boardspec import spec_from_dict

    with pytest.raises(BoardError):
        spec_from_dict({"id": "A"})


def test_polaroids_stand_one_per_column():
    kinds = ["star", "moon", "star", "moon", "star", "moon"]
    pols = [{"cell": [r, c], "kind": k} for (r, c), k in zip([(0, 0), (0, 1), (0, 2), (1, 2), (0, 4), (0, 5)], kinds)]
    grid = ["*m*.*m", "..m..."]
    expect_error(board_data(grid, board_id="AD", polaroids=pols), "polaroids", "one per column")


def test_constellation_pen_does_not_start_on_a_big_star():
    track = {"track": [{"x": 0.5, "y": 1.0, "big_star": True}, {"x": 0.5, "y": 0.0, "big_star": True}]}
    expect_error(board_data(["*...", "....", "...."], board_id="BC", constellation=track),
                 "constellation.track[0]", "cannot be a big star")


def test_garland_rewards_have_sensible_values():
    garland = {"moons": 3, "rewards": [{"kind": "points", "value": 0}, {"kind": "leaf"}]}
    expect_error(board_data(["m...", "....", "...."], board_id="EF", garland=garland),
                 "garland.rewards[0].value", "worth 1 or more")


def outlined(nodes: int = 4) -> dict:
    """A board whose first item is the shipped cactus, its nodes where the outline puts them."""
    from daydream_qt.engine.outlines import load_outline

    data = board_data(GRID, items=["d" * (nodes - 1) + "s"])
    item = data["items"][0]
    item["outline"] = "cactus"
    for node, (x, y) in zip(item["nodes"], load_outline("cactus").node_points(nodes), strict=True):
        node.update(x=round(x / 100, 4), y=round(y / 100, 4))
    return data


def test_an_item_on_its_outline_parses():
    assert parse_board(outlined()).items[0].outline == "cactus"


def test_an_unknown_outline_is_one_sentence():
    data = outlined()
    data["items"][0]["outline"] = "no-such-drawing"
    err = expect_error(data, "items[0].outline", "names a drawing, no-such-drawing, that the library does not have")
    assert str(err) == "the item Item 0 names a drawing, no-such-drawing, that the library does not have"
    assert err.path == "items[0].outline"


@pytest.mark.parametrize("name", ["Cactus", "../cactus", "cactus.json", "", "a" * 41, 7])
def test_an_outline_name_is_a_short_id(name):
    data = outlined()
    data["items"][0]["outline"] = name
    expect_error(data, "items[0].outline", "")


def test_a_node_off_its_outline_is_refused():
    data = outlined()
    data["items"][0]["nodes"][2]["x"] += 0.01  # one unit of the 100-unit box
    expect_error(data, "items[0].nodes[2]", "dot or sun 3 of the item Item 0 lies off its drawing cactus")
    data = outlined()
    data["items"][0]["nodes"][2]["x"] += 0.003  # within half a unit: rounding is fine
    assert parse_board(data).items[0].outline == "cactus"
