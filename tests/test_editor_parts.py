"""The editor's typed parts of a board: what the views read instead of the file's dict."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from daydream_qt.editor.model import BoardModel, EditError
from daydream_qt.editor.parts import (
    Cloud,
    FrameFamily,
    Garland,
    Names,
    Node,
    Note,
    Panel,
    Polaroid,
    Reward,
    TrackPoint,
    read_parts,
)
from daydream_qt.engine.boardspec import legacy_polaroid_scoring

BOARDS = Path(__file__).resolve().parent.parent / "boards"
SHIPPED = sorted(p for p in BOARDS.glob("*.json") if p.name != "schema.json")


def test_a_blank_board_reads_as_its_parts():
    m = BoardModel.blank("A", 3, 4)
    assert (m.board_id, m.rows, m.cols, m.difficulty) == ("A", 3, 4, "medium")
    assert m.name == Names("My board", "Mon plateau", "わたしのボード")
    assert m.panels == (Panel("A", 0, 3),) and m.panels[0].width == 4
    assert (m.leaves.count, m.leaves.precircled) == (6, 1)
    assert [t.min for t in m.titles] == [0, 5, 10, 15] and m.titles[3].title.shown("ja") == "Dream Master"
    assert m.shelf_items == () and m.parts.cells == () and m.parts.lines == ()
    assert m.modules == () and m.constellation is None and m.garland is None
    assert m.notes == () and m.polaroids == () and m.frames == () and m.polaroid_scoring == ""


def test_names_fall_back_to_english():
    n = Names("Cup", "", "カップ")
    assert (n.get("fr"), n.shown("fr"), n.shown("ja"), n.get("de")) == ("", "Cup", "カップ", "")
    assert Names("", "", "").shown("en", "cup") == "cup"


def test_parts_follow_every_change_undo_and_redo_included():
    m = BoardModel.blank("A", 2, 3)
    m.add_cell((0, 1), "star")
    first = m.parts
    assert m.parts is first  # read once per change
    assert first.cells == (Cloud(0, 1, "star"),) and first.cells[0].at == (0, 1)
    m.add_cell((0, 2))
    assert m.parts is not first and len(m.parts.cells) == 2
    m.undo()
    assert m.parts.cells == first.cells
    m.redo()
    assert len(m.parts.cells) == 2


def test_items_read_typed():
    m = BoardModel.blank("A", 3, 3)
    m.add_item("cup", "Cup", 0, outline="cactus", kinds=["dot", "sun"])
    m.add_item("line", {"en": "Line", "fr": "Ligne", "ja": "線"}, 1, points=[(0.0, 0.5), (1, 0.5)],
               bonus=True)
    cup, line = m.shelf_items
    assert (cup.id, cup.shelf, cup.outline, cup.drawn, cup.bonus, cup.role) == ("cup", 0, "cactus", False,
                                                                               False, None)
    assert [n.kind for n in cup.nodes] == ["dot", "sun"]
    assert line.drawn and line.bonus and line.name.get("fr") == "Ligne"
    assert line.nodes == (Node("dot", 0.0, 0.5), Node("sun", 1.0, 0.5))
    assert m.item(1) == line
    with pytest.raises(EditError):
        m.item(2)


def test_module_parts_read_typed():
    m = BoardModel.blank("ABC", 3, 4)
    assert m.modules == ("constellation", "notes")
    m.add_track_point(0.5, 0.9)
    m.add_track_point(0.5, 0.1, big_star=True)
    m.add_note([(0, 0), (0, 1)])
    assert m.constellation is not None
    assert m.constellation.track == (TrackPoint(0.5, 0.9), TrackPoint(0.5, 0.1, True))
    assert m.notes == (Note(((0, 0), (0, 1))),)
    g = BoardModel.blank("DEF", 3, 4)
    g.set_garland_moons(3)
    g.set_garland_reward(1, "leaf")
    g.add_frame_family("rose", "Rose frames")
    g.toggle_frame_cell(0, (1, 1))
    assert g.garland == Garland(3, (Reward("points", 1), Reward("leaf", 0)))
    assert g.frames == (FrameFamily("rose", Names("Rose frames", "Rose frames", "Rose frames"), ((1, 1),)),)
    p = BoardModel.blank("AD", 3, 4)
    p.add_polaroid((0, 3), "star")
    assert p.polaroids == (Polaroid((0, 3), "star"),)
    assert p.polaroid_scoring == legacy_polaroid_scoring("AD")
    p.set_polaroid_scoring("distinct")
    assert p.polaroid_scoring == "distinct"


def test_removing_a_cloud_takes_it_out_of_every_module_part():
    m = BoardModel.blank("DEF", 3, 4)
    for r in range(3):
        for c in range(4):
            m.add_cell((r, c))
    m.add_frame_family("rose", "Rose frames")
    m.toggle_frame_cell(0, (1, 1))
    m.toggle_frame_cell(0, (1, 2))
    a = BoardModel.blank("AD", 3, 4)
    for r in range(3):
        a.add_cell((r, 0))
        a.add_cell((r, 1))
    a.add_polaroid((1, 1), "moon")
    a.add_polaroid((0, 0), "star")
    n = BoardModel.blank("ABC", 3, 4)
    for r in range(3):
        n.add_cell((r, 0))
        n.add_cell((r, 1))
    n.add_note([(0, 0), (0, 1)])
    n.add_note([(2, 0), (2, 1)])
    m.remove_cell((1, 1))
    a.remove_cell((0, 0))
    n.remove_cell((0, 0))
    assert m.frames[0].cells == ((1, 2),)
    assert a.polaroids == (Polaroid((1, 1), "moon"),)
    assert n.notes == (Note(((2, 0), (2, 1))),)


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.stem)
def test_every_shipped_board_reads_as_its_file_says(path):
    raw = json.loads(path.read_text(encoding="utf-8"))
    m = BoardModel.from_data(raw)
    parts = m.parts
    assert parts == read_parts(m.data)
    assert parts.name.get("en") == raw["name"]["en"]
    assert len(parts.cells) == len(raw["cells"]) and len(parts.items) == len(raw["items"])
    assert [len(it.nodes) for it in parts.items] == [len(it["nodes"]) for it in raw["items"]]
    assert parts.modules == tuple(k for k in ("constellation", "notes", "polaroids", "garland", "frames")
                                  if k in raw)
    if "garland" in raw:
        assert parts.garland is not None and parts.garland.moons == raw["garland"]["moons"]
        assert [r.value for r in parts.garland.rewards] == [r.get("value", 0) for r in raw["garland"]["rewards"]]
    if "constellation" in raw:
        assert parts.constellation is not None
        assert [p.big_star for p in parts.constellation.track] == \
            [bool(p.get("big_star")) for p in raw["constellation"]["track"]]
    assert [f.cells for f in parts.frames] == [tuple(map(tuple, f["cells"])) for f in raw.get("frames", [])]
    assert m.ignored_marks() == [] or all(p.cells for p in m.ignored_marks())
    assert m.spec().id == raw["id"]
