"""An item's names in the three languages: the library's for a drawing, a drawn item's own
first names, and a note when a name is missing in a language (the English copied there)."""

from __future__ import annotations

from daydream_qt.editor.model import BoardModel
from daydream_qt.editor.outline_names import DRAWN_NAME, known_names, outline_name
from daydream_qt.editor.problems import name_notes as notes


def test_every_drawing_of_the_library_has_its_names_in_the_three_languages():
    from daydream_qt.engine.outlines import library

    drawings = sorted(library())
    assert len(drawings) > 100
    for name in drawings:
        known = known_names(name)
        assert set(known) == {"en", "fr", "ja"}, name
    assert outline_name("ball-of-yarn") == {"en": "Ball of yarn", "fr": "Pelote de laine", "ja": "毛糸玉"}


def test_a_drawing_no_board_names_goes_by_its_id_in_every_language():
    assert outline_name("no-such-drawing") == {"en": "No such drawing", "fr": "No such drawing",
                                               "ja": "No such drawing"}


def _with_item(name: dict[str, str], outline: str | None = None) -> BoardModel:
    m = BoardModel.blank("A")
    if outline is not None:
        m.add_item("it", name, 0, outline=outline, kinds=["dot", "sun"])
    else:
        m.add_item("it", name, 0, points=[(0.1, 0.1), (0.9, 0.9)])
    return m


def test_an_item_with_its_english_name_copied_to_french_and_japanese_is_a_note():
    m = _with_item({"en": "Kite", "fr": "Kite", "ja": "Kite"})
    texts = [p.text for p in notes(m.data)]
    assert texts == ["The item Kite has the same name in French as in English; type its French name "
                     "if it has another.",
                     "The item Kite has the same name in Japanese as in English; type its Japanese name "
                     "if it has another."]
    assert all(p.item == 0 for p in notes(m.data))
    assert not any("name" in p.text for p in m.problems())  # a note: the board can still be played


def test_the_library_s_own_same_name_is_no_note():
    m = _with_item(outline_name("palette"), "palette")  # "Palette" in English and French
    assert outline_name("palette")["fr"] == "Palette"
    assert notes(m.data) == []


def test_a_drawn_item_renamed_in_english_only_is_a_note():
    m = _with_item(dict(DRAWN_NAME))
    assert notes(m.data) == []
    m.set_item_name(0, "en", "Kite")
    texts = [p.text for p in notes(m.data)]
    assert texts == ["The item Kite is still called Dessin in French; type its French name.",
                     "The item Kite is still called 絵 in Japanese; type its Japanese name."]


def test_a_panel_without_a_cloud_is_a_problem():
    m = BoardModel.blank("ABC", 3, 6)  # panels A 1-2, B 3-4, C 5-6
    for r in range(3):
        for c in range(4):
            m.add_cell((r, c))
    texts = [p.text for p in m.problems()]
    assert "Panel C holds no cloud: give its columns (5 to 6) at least one." in texts
    assert not any("Panel A" in t or "Panel B" in t for t in texts)
    m.add_cell((0, 4))
    assert not any("holds no cloud" in p.text for p in m.problems())


def test_the_name_notes_are_the_editor_s_not_what_play_ignores():
    from daydream_qt.editor.problems import notes as ignored

    m = _with_item({"en": "Kite", "fr": "Kite", "ja": "Kite"})
    assert ignored(m.data) == [] and len(m.name_notes()) == 2
