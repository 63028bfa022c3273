"""A board file the schema refuses is one sentence in a board maker's words (engine/schema_words).

Each case breaks a shipped board one way, for every kind of refusal the board schema has, and
the sentence is compared whole: it names the place on the board (the cloud by its row and
column, the item by its number and name) and never speaks pydantic.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from boardkit import board_data

from daydream_qt.editor.model import BoardModel, EditError
from daydream_qt.editor.problems import collect, notes
from daydream_qt.editor.store import StoreError, read_model
from daydream_qt.engine.boarddef import BoardDef, BoardError, parse_board
from daydream_qt.engine.schema_words import BoardSchemaError, Words, describe, describe_error

BOARDS = Path(__file__).resolve().parents[1] / "boards"
PYDANTIC = ("List should", "Input should", "String should", "Tuple should", "validation", "field",
            "type=", "Extra inputs", "Value error", "dictionary", "instance of")


def shipped(board_id: str) -> dict:
    return json.loads((BOARDS / f"{board_id}.json").read_text("utf-8"))


def refusal(data: object) -> BoardSchemaError:
    with pytest.raises(BoardSchemaError) as info:
        parse_board(data)
    return info.value


def sentence(exc: BoardSchemaError) -> str:
    return exc.words.render(capital=True) + "."


def no_pydantic(text: str) -> None:
    for phrase in PYDANTIC:
        assert phrase not in text, f"{phrase!r} in {text!r}"


CASES = [
    ("missing", "A", lambda d: d["items"][1].pop("nodes"),
     'Item 2 (Teapot) has no dots and suns.'),
    ("missing_text", "A", lambda d: d["name"].pop("ja"),
     "The board's name has no Japanese text."),
    ("missing_place", "A", lambda d: d["lines"][4]["cells"].__setitem__(1, [2]),
     'Cloud 2 of line 5 has only one number; a place on the grid is a row and a column, like [2, 3].'),
    ("extra_forbidden", "BC", lambda d: d["cells"][7].update(colour="pink"),
     'The cloud at row 2, column 4 has an unknown entry “colour”.'),
    ("extra_top", "A", lambda d: d.update(author="me"),
     'The board has an unknown entry “author”.'),
    ("too_short_nodes", "ABC", lambda d: d["items"][3].update(nodes=d["items"][3]["nodes"][:1]),
     'Item 4 (Owl) needs at least 2 dots and suns; it has 1.'),
    ("too_short_titles", "A", lambda d: d.update(titles=d["titles"][:3]),
     'The title bands must be exactly 4; there are 3.'),
    ("too_short_line", "D", lambda d: d["lines"][4].update(cells=d["lines"][4]["cells"][:1]),
     'Line 5 needs at least 2 clouds; it has 1.'),
    ("too_short_panels", "A", lambda d: d.update(panels=[]),
     'The board needs at least one panel.'),
    ("too_short_track", "BC", lambda d: d["constellation"].update(track=d["constellation"]["track"][:1]),
     'The constellation needs at least 2 track points; it has 1.'),
    ("too_long_line", "A", lambda d: d["lines"][0].update(cells=[[0, c] for c in range(13)]),
     'Line 1 may have at most 12 clouds; it has 13.'),
    ("too_long_titles", "A", lambda d: d["titles"].append(d["titles"][-1]),
     'The title bands must be exactly 4; there are 5.'),
    ("too_long_place", "A", lambda d: d["lines"][0]["cells"].__setitem__(0, [0, 0, 0]),
     'Cloud 1 of line 1 has 3 numbers; a place on the grid is a row and a column, like [2, 3].'),
    ("too_long_cells", "A", lambda d: d.update(cells=d["cells"] * 20),
     'The grid may have at most 400 clouds; it has 520.'),
    ("ge_leaves", "A", lambda d: d["leaves"].update(count=0),
     'The board needs at least one leaf; this one has 0.'),
    ("le_leaves", "A", lambda d: d["leaves"].update(count=25),
     'The board may have at most 20 leaves; this one has 25.'),
    ("ge_precircled", "A", lambda d: d["leaves"].update(precircled=0),
     'At least one leaf must start circled.'),
    ("ge_rows", "A", lambda d: d.update(rows=1),
     'The grid needs at least 2 rows; it has 1.'),
    ("le_cols", "A", lambda d: d.update(cols=41),
     'A grid may have at most 40 columns; this one has 41.'),
    ("le_shelf", "A", lambda d: d["items"][2].update(shelf=6),
     'Item 3 (Croissant) is on shelf 7; a board has at most 6 shelves.'),
    ("ge_moons", "EF", lambda d: d["garland"].update(moons=1),
     'The garland needs at least 2 moons; it has 1.'),
    ("le_node_x", "D", lambda d: d["items"][0]["nodes"][2].update(x=1.5),
     'The x position of dot or sun 3 of item 1 (Coffee pot) must be at most 1; it is 1.5.'),
    ("ge_cell_row", "A", lambda d: d["cells"][3].update(row=-1),
     'The row of cloud 4 must be at least 0; it is -1.'),
    ("ge_title_min", "A", lambda d: d["titles"][0].update(min=-5),
     'The lowest score of title band 1 must be at least 0; it is -5.'),
    ("nan", "D", lambda d: d["items"][0]["nodes"][2].update(y=float("nan")),
     'The y position of dot or sun 3 of item 1 (Coffee pot) must be a finite number; it is NaN.'),
    ("int_type", "A", lambda d: d.update(rows="5"),
     'The number of rows must be a whole number; it is “5”.'),
    ("int_type_float", "A", lambda d: d["cells"][2].update(col=1.0),
     'The column of cloud 3 must be a whole number; it is 1.0.'),
    ("int_type_place", "A", lambda d: d["lines"][1]["cells"][0].__setitem__(1, "2"),
     'The column of cloud 1 of line 2 must be a whole number; it is “2”.'),
    ("string_type", "A", lambda d: d["items"][0]["name"].update(fr=5),
     'The name of item 1 (Cactus) in French must be text in quotes; it is 5.'),
    ("string_type_id", "A", lambda d: d["items"][0].update(id=7),
     'The id of item 1 (Cactus) must be text in quotes; it is 7.'),
    ("literal_mark", "BC", lambda d: d["cells"][4].update(mark="planet"),
     "The cloud at row 1, column 7 has an unknown mark “planet”; a cloud's mark is “star” or “moon”."),
    ("literal_id", "A", lambda d: d.update(id="XY"),
     'There is no combination called “XY”; the combinations are “A”, “D”, “BC”, “EF”, “AD”, “DA”, “ABC” and “DEF”.'),
    ("literal_difficulty", "A", lambda d: d.update(difficulty="cosy"),
     'The difficulty is “cosy”; it must be “easy”, “medium” or “hard”.'),
    ("literal_kind", "A", lambda d: d["items"][0]["nodes"][0].update(kind="moon"),
     'The kind of dot or sun 1 of item 1 (Cactus) is “moon”; it must be “dot” or “sun”.'),
    ("literal_format", "A", lambda d: d.update(format="daydream-save"),
     "The file's format is “daydream-save”, not “daydream-board”."),
    ("literal_version", "A", lambda d: d.update(version=2),
     'This board file is version 2; the game reads version 1.'),
    ("literal_role", "DEF", lambda d: d["items"][0].update(role="heart"),
     'The role of item 1 (Cherries) is “heart”; it must be “clover” or “bow_tie”.'),
    ("literal_polaroid", "AD", lambda d: d["polaroids"][2].update(kind="sun"),
     'The kind of polaroid 3 is “sun”; it must be “star” or “moon”.'),
    ("literal_reward", "EF", lambda d: d["garland"]["rewards"][0].update(kind="gold"),
     'The kind of reward 1 of the garland is “gold”; it must be “points” or “leaf”.'),
    ("literal_letter", "ABC", lambda d: d["panels"][1].update(letter="Z"),
     'The letter of panel 2 is “Z”; it must be “A”, “B”, “C”, “D”, “E” or “F”.'),
    ("value_error", "A", lambda d: d.update(version="1"),
     'This board file is version “1”; the game reads version 1.'),
    ("model_type_text", "A", lambda d: d["items"][1].update(name="Cup"),
     'The name of item 2 must give the text in English, French and Japanese; it is “Cup”.'),
    ("model_type", "A", lambda d: d.update(leaves=[6, 1]),
     'The leaves must be a group of entries in curly braces; it is a list.'),
    ("list_type", "A", lambda d: d.update(lines={"cells": []}),
     'The lines must be a list in square brackets; it is a group of entries.'),
    ("list_type_nodes", "A", lambda d: d["items"][0].update(nodes=None),
     'The dots and suns of item 1 (Cactus) must be a list in square brackets; it is null.'),
    ("tuple_type", "A", lambda d: d["lines"][0]["cells"].__setitem__(1, 7),
     'Cloud 2 of line 1 must be a row and a column, like [2, 3]; it is 7.'),
    ("bool_type", "A", lambda d: d["items"][0].update(bonus="yes"),
     'The bonus of item 1 (Cactus) must be true or false; it is “yes”.'),
    ("bool_type_star", "BC", lambda d: d["constellation"]["track"][1].update(big_star=1),
     'The big star of point 2 of the constellation track must be true or false; it is 1.'),
    ("float_type", "A", lambda d: d["items"][0]["nodes"][0].update(x="0.5"),
     'The x position of dot or sun 1 of item 1 (Cactus) must be a number; it is “0.5”.'),
    ("string_too_short", "A", lambda d: d["titles"][2]["title"].update(en=""),
     'The title of title band 3 in English is empty.'),
    ("string_too_long", "A", lambda d: d["name"].update(en="n" * 81),
     "The board's name in English is 81 characters long; at most 80 are allowed."),
    ("string_pattern", "A", lambda d: d["items"][0].update(outline="../cactus"),
     "The drawing of item 1 (Cactus) is “../cactus”; a drawing's name uses only small letters, digits and dashes."),
    ("frame_cells", "DEF", lambda d: d["frames"][1].update(cells=[]),
     'Frame family 2 (Sky-blue frames) needs at least one cloud.'),
    ("polaroid_cell", "AD", lambda d: d["polaroids"][0].update(cell=[1]),
     'The cloud of polaroid 1 has only one number; a place on the grid is a row and a column, like [2, 3].'),
]


@pytest.mark.parametrize(("name", "board_id", "change", "expected"), CASES, ids=[c[0] for c in CASES])
def test_each_refusal_is_one_sentence_naming_the_place(name, board_id, change, expected):
    data = shipped(board_id)
    change(data)
    exc = refusal(data)
    assert sentence(exc) == expected
    # the engine's message is the same sentence, as every BoardError message: no capital, no stop
    assert str(exc) == exc.message == expected[0].lower() + expected[1:-1]
    assert exc.where == "" and "\n" not in str(exc)
    no_pydantic(expected)


def test_the_cases_cover_every_kind_of_refusal_the_board_schema_raises():
    kinds = set()
    for _name, board_id, change, _expected in CASES:
        data = shipped(board_id)
        change(data)
        try:
            BoardDef.model_validate(data)
        except Exception as exc:  # a ValidationError
            kinds.add(exc.errors()[0]["type"])
    assert kinds >= {"missing", "extra_forbidden", "too_short", "too_long", "greater_than_equal",
                     "less_than_equal", "int_type", "string_type", "literal_error", "value_error",
                     "model_type", "list_type", "tuple_type", "bool_type", "float_type",
                     "string_too_short", "string_too_long", "string_pattern_mismatch"}


def test_a_board_file_that_holds_no_group_of_entries():
    exc = refusal([shipped("A")])
    assert sentence(exc) == "The file holds a list, not one group of entries in curly braces."
    assert sentence(refusal("A")) == "The file holds \u201cA\u201d, not one group of entries in curly braces."


@pytest.mark.parametrize(("error", "expected"), [
    # kinds this schema cannot raise today (strict integers, no dict or enum fields): worded all the same
    ({"type": "int_parsing", "loc": ("rows",), "input": "five"},
     "The number of rows must be a whole number; it is \u201cfive\u201d."),
    ({"type": "int_from_float", "loc": ("cols",), "input": 2.5},
     "The number of columns must be a whole number; it is 2.5."),
    ({"type": "dict_type", "loc": ("garland",), "input": 3},
     "The garland must be a group of entries in curly braces; it is 3."),
    ({"type": "dict_type", "loc": ("titles", 1, "title"), "input": "Dreamer"},
     "The title of title band 2 must give the text in English, French and Japanese; it is \u201cDreamer\u201d."),
    ({"type": "enum", "loc": ("difficulty",), "input": "x", "ctx": {"expected": "'easy' or 'hard'"}},
     "The difficulty is \u201cx\u201d; it must be \u201ceasy\u201d or \u201chard\u201d."),
    ({"type": "float_parsing", "loc": ("items", 0, "nodes", 1, "y"), "input": "top"},
     "The y position of dot or sun 2 of item 1 (Cactus) must be a number; it is \u201ctop\u201d."),
    ({"type": "bool_parsing", "loc": ("items", 0, "bonus"), "input": "maybe"},
     "The bonus of item 1 (Cactus) must be true or false; it is \u201cmaybe\u201d."),
    ({"type": "greater_than", "loc": ("garland", "rewards", 0, "value"), "input": 0, "ctx": {"gt": 0}},
     "The value of reward 1 of the garland must be at least 0; it is 0."),
    ({"type": "recursion_loop", "loc": ("notes",), "input": []}, "The musical notes is nested too deeply."),
    ({"type": "something_new", "loc": ("frames", 0, "id"), "input": "x"},
     "The id of frame family 1 holds \u201cx\u201d, which a board file cannot have."),
])
def test_every_other_kind_is_worded_too(error, expected):
    text = describe_error(error, shipped("A")).render(capital=True) + "."
    assert text == expected
    no_pydantic(text)


def test_a_name_from_the_file_is_cut_and_its_controls_escaped():
    data = shipped("A")
    data["items"][1]["name"]["en"] = "Tea\u202epot " + "very " * 12 + "<b>long</b>"
    data["items"][1]["nodes"] = data["items"][1]["nodes"][:1]
    text = sentence(refusal(data))
    assert text == ("Item 2 (Tea\\u202epot very very very very very v\u2026) needs at least 2 dots "
                    "and suns; it has 1.")
    # a refused value is quoted short, on one line
    data = shipped("BC")
    data["cells"][4]["mark"] = "pla\nnet" * 50
    text = sentence(refusal(data))
    assert text.startswith("The cloud at row 1, column 7 has an unknown mark \u201cpla net")
    assert "\n" not in text and len(text) < 160


def test_words_are_translated_template_by_template():
    data = shipped("ABC")
    data["items"][3]["nodes"] = data["items"][3]["nodes"][:1]
    words = refusal(data).words
    french = {"{} needs at least {} {}; it has {}": "{} doit avoir au moins {} {} ; il en a {}",
              "item {} ({})": "l'objet {} ({})", "dots and suns": "points et soleils"}
    assert words.render(lambda t: french.get(t, t), capital=True) == (
        "L'objet 4 (Owl) doit avoir au moins 2 points et soleils ; il en a 1")
    # a translation that lost a field falls back to the English template, never raises
    assert words.render(lambda t: "{} {} {} {} {}" if t.startswith("{} needs") else t) == str(words)
    # a sentence that starts with a value (a file name) keeps it as it is
    assert Words("{} is not a board file", ("bad.json",)).render(capital=True) == "bad.json is not a board file"


def test_the_editor_refuses_in_the_same_words_and_changes_nothing():
    data = shipped("BC")
    data["cells"][4]["mark"] = "planet"
    with pytest.raises(EditError) as info:
        BoardModel.from_data(data)
    assert str(info.value) == ("This is not a board file the editor can open: the cloud at row 1, column 7 "
                               "has an unknown mark \u201cplanet\u201d; a cloud's mark is \u201cstar\u201d "
                               "or \u201cmoon\u201d.")
    assert isinstance(info.value.args_[0], Words)
    no_pydantic(str(info.value))


def test_a_board_file_that_is_not_a_board_is_one_sentence_from_the_store(tmp_path):
    data = shipped("A")
    data["leaves"]["count"] = 25
    path = tmp_path / "mine.json"
    path.write_text(json.dumps(data), "utf-8")
    with pytest.raises(StoreError) as info:
        read_model(path)
    assert info.value.message == ("mine.json is not a board file the editor can open: the board may have "
                                  "at most 20 leaves; this one has 25.")
    assert info.value.template == "{} is not a board file the editor can open: {}."
    assert info.value.args_[0] == "mine.json"


@pytest.mark.parametrize("board_id", ["A", "ABC", "DEF", "AD"])
def test_a_saved_blank_draft_opens_again_with_its_problems(board_id):
    m = BoardModel.blank(board_id)
    m.set_name("fr", "")
    text = m.to_json()
    again = BoardModel.from_data(json.loads(text))
    assert again.to_json() == text
    assert [p.text for p in again.problems()] == [p.text for p in m.problems()]
    assert "The grid needs at least 4 clouds." in [p.text for p in again.problems()]


def test_a_draft_item_of_one_dot_opens_and_its_problem_is_listed():
    data = shipped("ABC")
    data["items"][3]["nodes"] = data["items"][3]["nodes"][:1]
    m = BoardModel.from_data(data)
    assert len(m.items()[3]["nodes"]) == 1
    assert [p.text for p in m.problems()] == ["The item Owl needs at least 2 dots or suns."]
    # anything else wrong beside it is still refused, in its own words
    data["items"][4]["nodes"][0]["kind"] = "moon"
    with pytest.raises(EditError) as info:
        BoardModel.from_data(data)
    assert "the kind of dot or sun 1 of item 5 (Table lamp) is \u201cmoon\u201d" in str(info.value)


def test_a_mark_the_combination_does_not_use_is_accepted_and_said_to_be_ignored():
    data = shipped("A")
    data["cells"][0]["mark"] = "star"
    data["cells"][1]["mark"] = "moon"
    data["cells"][2]["mark"] = "moon"
    assert parse_board(data).cells[0].mark == "star"
    assert collect(data) == []
    said = [n.text for n in notes(data)]
    assert said == ["Combination A plays without stars: the star at row 1, column 2 is ignored.",
                    "Combination A plays without moons: the 2 moons of the grid are ignored."]
    assert notes(shipped("BC")) == [] and notes(shipped("AD")) == []
    # and play ignores them: a write in the star cloud feeds no module, the score stays 0
    from daydream_qt.engine import Game, RollDice, WriteDie, compile_board, load_board

    board = compile_board(load_board(data))
    star = next(i for i, c in enumerate(board.defn.cells) if c.mark == "star")
    assert star in board.star_cells
    game = Game(board, seed=1)
    game.apply(RollDice((6, 6)))
    game.apply(WriteDie(0, 0, star))
    assert game.scores()[0].modules == {} and game.scores()[0].total == 0


def test_a_three_panel_grid_of_two_columns_needs_a_column_a_panel():
    m = BoardModel.blank("ABC", 3, 2)  # said at once, before any cloud
    texts = [p.text for p in m.problems()]
    assert ("Combination ABC has 3 panels and each panel needs at least one column: the grid needs at "
            "least 3 columns.") in texts
    assert not any("without gaps" in t or "cover" in t for t in texts)
    data = board_data(["..", "..", ".."])  # checked before its modules: the panels come first
    data["id"] = "DEF"
    data["panels"] = [{"letter": L, "first_col": i, "last_col": i} for i, L in enumerate("DEF")]
    with pytest.raises(BoardError) as info:
        parse_board(data)
    assert info.value.message == ("combination DEF has 3 panels and each panel needs at least one column: "
                                  "the grid needs at least 3 columns")


def test_the_limits_the_rules_do_not_set_are_described_in_the_schema_file():
    schema = json.loads((BOARDS / "schema.json").read_text("utf-8"))
    defs, top = schema["$defs"], schema["properties"]
    said = {
        "at most 12 cells a line": defs["Line"]["properties"]["cells"]["description"],
        "at most 6 shelves": defs["Item"]["properties"]["shelf"]["description"],
        "at most 30 an item": defs["Item"]["properties"]["nodes"]["description"],
        "at most 20 leaves": defs["Leaves"]["properties"]["count"]["description"],
        "at least 2 moons": defs["Garland"]["properties"]["moons"]["description"],
        "exactly 4 title bands": top["titles"]["description"],
        "at least 2 rows": top["rows"]["description"],
        "at least one column": top["panels"]["description"],
        "ignores it": defs["Cell"]["properties"]["mark"]["description"],
    }
    for phrase, description in said.items():
        assert phrase in description


def test_boards_check_says_what_is_ignored_and_why_a_file_is_refused(tmp_path):
    marks = shipped("A")
    marks["cells"][0]["mark"] = "star"
    short = shipped("ABC")
    short["items"][3]["nodes"] = short["items"][3]["nodes"][:1]
    (tmp_path / "marks.json").write_text(json.dumps(marks), "utf-8")
    (tmp_path / "short.json").write_text(json.dumps(short), "utf-8")
    run = subprocess.run([sys.executable, "-m", "daydream_qt", "boards", "check", str(tmp_path / "marks.json"),
                          str(tmp_path / "short.json")], capture_output=True, text=True, timeout=120)
    assert run.returncode == 2
    assert run.stdout.splitlines() == [
        "A ok (combination A plays without stars: the star at row 1, column 2 is ignored)",
        "ABC: item 4 (Owl) needs at least 2 dots and suns; it has 1",
    ]


def test_describe_takes_a_validation_error():
    from pydantic import ValidationError

    data = shipped("D")
    data["rows"] = 0
    with pytest.raises(ValidationError) as info:
        BoardDef.model_validate(data)
    assert str(describe(info.value, data)) == "the grid needs at least 2 rows; it has 0"


def test_a_line_that_lists_a_cloud_twice_says_so():
    data = shipped("D")
    first = data["lines"][4]["cells"][0]
    data["lines"][4]["cells"][2] = first
    with pytest.raises(BoardError) as info:
        parse_board(data)
    assert info.value.message == f"line 5 lists a cloud twice (at row {first[0] + 1}, column {first[1] + 1})"
    assert [p.text for p in BoardModel.from_data(data).problems()] == [
        f"Line 5 lists a cloud twice (at row {first[0] + 1}, column {first[1] + 1})."]


def test_the_problem_list_shows_notes_after_problems_and_the_limits(qtbot, monkeypatch):
    from daydream_qt.ui.editor.problems_panel import ProblemList, limits_text, refusal_text
    from daydream_qt.ui.widgets import plain

    data = shipped("A")
    data["cells"][0]["mark"] = "star"
    data["items"][1]["nodes"] = data["items"][1]["nodes"][:1]
    m = BoardModel.from_data(data)
    panel = ProblemList()
    qtbot.addWidget(panel)
    panel.show_problems(m.problems(), notes(m.data))
    assert panel.sentences() == ["The item Teapot needs at least 2 dots or suns."]
    assert panel.note_sentences() == ["Combination A plays without stars: the star at row 1, column 2 is ignored."]
    assert panel.list.item(1).font().italic() and not panel.list.item(0).font().italic()
    assert panel.heading.text() == "Problems (1)"
    picked = []
    panel.chosen.connect(picked.append)
    panel.list.setCurrentRow(1)  # a note rings its clouds too
    assert picked[-1].cells == ((0, 1),)
    panel.show_problems([], notes(m.data))  # playable, with a note
    assert panel.all_clear.isVisibleTo(panel) and panel.list.isVisibleTo(panel)
    shown = []
    monkeypatch.setattr(plain, "message", lambda parent, title, text, **kw: shown.append((title, text)))
    panel.limits_button.click()
    assert shown == [("Limits of a board", limits_text())]
    for phrase in ("at least 2 rows", "at most 12 clouds a line", "30 dots and suns an item", "6 shelves",
                   "20 leaves", "exactly 4 title bands", "a garland of at least 2 moons", "is ignored"):
        assert phrase in limits_text()
    # a refusal of the store or of the editor reads the same through refusal_text
    bad = shipped("BC")
    bad["cells"][4]["mark"] = "planet"
    with pytest.raises(EditError) as info:
        BoardModel.from_data(bad)
    assert refusal_text(info.value) == str(info.value)


def test_french_joins_a_phrase_to_the_next(qapp):
    from PySide6.QtCore import QLocale

    from daydream_qt.ui.editor.problems_panel import words_text

    # templates as a French catalogue gives them: "de" + "le nuage" is "du nuage"
    words = Words("{} doit valoir au moins {}", (Words("la rangée de {}", (Words("le nuage {}", (4,)),)), 0))
    before = QLocale()
    try:
        QLocale.setDefault(QLocale("fr"))
        assert words_text(words) == "La rangée du nuage 4 doit valoir au moins 0"
        assert words_text(Words("le nom de {}", (Words("l’objet {}", (2,)),))) == "Le nom de l’objet 2"
        assert words_text(Words("il manque de {}", ("étagère",))) == "Il manque d’étagère"
        QLocale.setDefault(QLocale("en"))
        assert words_text(words) == "La rangée de le nuage 4 doit valoir au moins 0"
    finally:
        QLocale.setDefault(before)


def test_a_draft_with_a_name_longer_than_a_board_file_takes_opens_with_that_problem():
    m = BoardModel.from_data(shipped("A"))
    m.set_name("en", "x" * 100)  # the editor takes 120 characters, a board file 80
    m.set_item_name(0, "fr", "y" * 90)
    problems = [(p.text, p.area) for p in m.problems()]
    assert problems == [("The board's name in English is 100 characters long; at most 80 are allowed.", "name")]
    again = BoardModel.from_data(json.loads(m.to_json()))
    assert again.to_json() == m.to_json()
    # a longer text than the editor takes is no draft: it is refused
    data = json.loads(m.to_json())
    data["name"]["en"] = "x" * 121
    with pytest.raises(EditError) as info:
        BoardModel.from_data(data)
    assert str(info.value).endswith("the board's name in English is 121 characters long; at most 80 are allowed.")


def test_a_saved_game_whose_board_is_not_a_group_of_entries():
    from daydream_qt.engine import Game, builtin_board
    from daydream_qt.engine.savefile import LoadError, dumps_game, loads_game

    data = json.loads(dumps_game(Game(builtin_board("A"))))
    data["board"] = ["not", "a", "board"]
    with pytest.raises(LoadError) as info:
        loads_game(json.dumps(data))
    assert str(info.value) == ('The saved game\'s "board" is not a board: a board is one group of entries in '
                               'curly braces.')
    data["board"] = shipped("A")
    data["board"]["items"][0]["nodes"][0]["kind"] = "moon"
    with pytest.raises(LoadError) as info:
        loads_game(json.dumps(data))
    assert str(info.value) == ("The board in the file is broken: the kind of dot or sun 1 of item 1 (Cactus) is "
                               "\u201cmoon\u201d; it must be \u201cdot\u201d or \u201csun\u201d.")


def test_a_draft_under_your_boards_names_its_first_problem(qtbot, tmp_path, monkeypatch):
    from daydream_qt.editor import store
    from daydream_qt.editor.store import list_boards, write_model
    from daydream_qt.ui.dialogs.your_boards import UserBoardButton

    monkeypatch.setattr(store, "boards_folder", lambda: tmp_path)
    write_model(BoardModel.blank("A"), tmp_path / "blank-A.json")  # a draft saved before any cloud
    boards = list_boards()
    assert [b.path.name for b in boards] == ["blank-A.json"] and boards[0].problems == 3
    button = UserBoardButton(boards[0], "en")
    qtbot.addWidget(button)
    assert not button.isEnabled()
    first, second = button.toolTip().split("\n")
    assert first.startswith("A draft: 3 problem") and second == "The grid needs at least 4 clouds."


def test_a_lone_surrogate_from_the_file_is_written_as_its_escape():
    data = shipped("A")
    data["items"][0]["outline"] = "Ann\ud800Bo"
    data["items"][1]["name"]["en"] = "Tea\udfffpot"
    data["items"][1]["nodes"] = data["items"][1]["nodes"][:1]
    text = str(refusal(data))
    text.encode("utf-8")  # printable
    assert text == "the drawing of item 1 (Cactus) holds a broken character; it is \u201cAnn\\ud800Bo\u201d"
    del data["items"][0]["outline"]
    assert str(refusal(data)) == ("the name of item 2 (Tea\\udfffpot) in English holds a broken character; "
                                  "it is \u201cTea\\udfffpot\u201d")
