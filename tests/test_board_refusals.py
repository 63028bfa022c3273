"""A board that breaks an invariant, refused outside the editor: the same sentence the editor's
problem list gives, naming the place on the board, never a program's path; nothing changes.

The places: the command line (boards check, boards titles, print-board, export), a saved game
whose board breaks (File > Open, Continue from the autosave, Replay of a file or of a record),
the New game dialog's "Your boards" (its list and its Start), and a board file played or
opened from the editor.
"""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest
from boardkit import board_data
from PySide6.QtCore import QCoreApplication, QTranslator
from uikit import LEFT

from daydream_qt.bots.random_bot import play_random_game
from daydream_qt.cli import main
from daydream_qt.editor.problems import collect, refusal_problem
from daydream_qt.editor.store import boards_folder
from daydream_qt.engine import compile_board, parse_board
from daydream_qt.engine.boarddef import BoardInvariantError
from daydream_qt.engine.savefile import LoadError, dumps_game, load_game, loads_game
from daydream_qt.ui.widgets import plain

ROOT = Path(__file__).resolve().parents[1]
GRID = ["....", "....", "...."]
CONSTELLATION = {"track": [{"x": 0.5, "y": 1.0}, {"x": 0.5, "y": 0.0, "big_star": True}]}


def line_not_adjacent() -> dict:
    return board_data(GRID, lines=[[(0, 0), (0, 2)]])


def item_not_on_a_sun() -> dict:
    return board_data(GRID, items=["dsd"])


def note_off_the_grid() -> dict:
    return board_data(["*...", "....", "...."], board_id="ABC", constellation=CONSTELLATION,
                      notes=[{"cells": [[0, 0], [5, 5]]}])


BROKEN = {
    "line": (line_not_adjacent, "line 1 must run straight along one row or one column, cloud after cloud"),
    "item": (item_not_on_a_sun, "the item Item 0 must end on a sun"),
    "note": (note_off_the_grid, "note 1 touches row 6, column 6, where there is no cloud"),
}
"""Each broken board and the sentence (without capital and full stop) that refuses it."""

PROGRAMMER = re.compile(r"[\[\]]|\b(cells|nodes|items|lines|notes)\.|Input should|List should|Field required|"
                        r"validation error|type=|pydantic")


def assert_worded(text: str, sentence: str) -> None:
    """`text` says `sentence` (whatever its capital), in a board maker's words and one line."""
    assert sentence.lower() in text.lower(), text
    assert not PROGRAMMER.search(text), text
    assert "\n" not in text.strip()


# ---------------------------------------------------------------- one set of words


def _templates(path: Path, call: str | None) -> set[str]:
    """The string constants of `path` (only those inside calls of `call` when given)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    nodes = tree.body
    if call is not None:
        nodes = [n for n in ast.walk(tree) if isinstance(n, ast.Call) and getattr(n.func, "id", "") == call]
    return {c.value for n in nodes for c in ast.walk(n) if isinstance(c, ast.Constant) and isinstance(c.value, str)}


def test_every_sentence_of_the_engine_is_one_of_the_problem_list():
    # a module's sentences are its unit's, which both the engine and the editor list
    units = set().union(*(_templates(p, "Finding") for p in (ROOT / "daydream_qt/engine/modules").glob("*.py")))
    engine = {t for t in _templates(ROOT / "daydream_qt/engine/boarddef.py", "BoardInvariantError") | units
              if t[:1].isupper() and t.endswith(".")}
    assert len(engine) >= 35  # every invariant is worded
    editor = _templates(ROOT / "daydream_qt/editor/problems.py", None) | units
    assert engine - editor == set()


@pytest.mark.parametrize("kind", sorted(BROKEN))
def test_the_engine_refuses_in_the_problem_lists_words(kind):
    make, sentence = BROKEN[kind]
    data = make()
    with pytest.raises(BoardInvariantError) as info:
        parse_board(data)
    exc = info.value
    assert str(exc) == exc.message == sentence
    assert exc.where == "" and "[" in exc.path  # the program's place is kept for programs
    problem = refusal_problem(exc)
    assert problem.text == sentence[:1].upper() + sentence[1:] + "."
    # the editor lists the same sentence (its own check or the engine's)
    assert problem.text in [p.text for p in collect(data)]


def test_a_refusal_only_the_engine_makes_is_listed_in_its_words():
    data = board_data(GRID)
    data["frames"] = [{"id": "f", "name": {"en": "F", "fr": "F", "ja": "F"}, "cells": [[0, 0]]}] * 3
    texts = [p.text for p in collect(data)]
    assert texts == ["Combination A plays without the frame families: the board must not have them."]
    with pytest.raises(BoardInvariantError) as info:
        parse_board(data)
    assert refusal_problem(info.value).text == texts[0]
    assert info.value.message == "combination A plays without the frame families: the board must not have them"


def test_a_place_of_the_sentence_is_rung_in_the_editor():
    with pytest.raises(BoardInvariantError) as info:
        parse_board(note_off_the_grid())
    assert refusal_problem(info.value).cells == ((5, 5),)


# ---------------------------------------------------------------- the command line


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def write_board(folder: Path, kind: str) -> Path:
    path = folder / f"{kind}.json"
    path.write_text(json.dumps(BROKEN[kind][0]()), encoding="utf-8")
    return path


@pytest.mark.parametrize("kind", sorted(BROKEN))
def test_boards_check(capsys, tmp_path, kind):
    path = write_board(tmp_path, kind)
    before = path.read_bytes()
    code, out, err = run(capsys, "boards", "check", str(path))
    assert code == 2 and err == "1 of 1 board file cannot be played.\n"
    label = "ABC" if kind == "note" else "A"
    assert out == f"{label}: {BROKEN[kind][1]}\n"
    assert_worded(out, BROKEN[kind][1])
    assert path.read_bytes() == before


@pytest.mark.parametrize("kind", sorted(BROKEN))
def test_boards_titles(capsys, tmp_path, kind):
    path = write_board(tmp_path, kind)
    code, out, err = run(capsys, "boards", "titles", str(path), "--games", "20")
    assert (code, out) == (2, "")
    assert err == f"This board cannot be played, so it has no titles yet ({BROKEN[kind][1]}).\n"
    assert_worded(err, BROKEN[kind][1])


def test_boards_titles_of_a_file_it_cannot_read_says_so(capsys, tmp_path):
    """A file that is missing or is no JSON is not a board that "cannot be played"."""
    code, out, err = run(capsys, "boards", "titles", str(tmp_path / "gone.json"))
    assert (code, out) == (2, "")
    assert err == "Cannot read gone.json: No such file or directory.\n"
    bad = tmp_path / "bad.json"
    bad.write_text('{"x":', encoding="utf-8")
    code, out, err = run(capsys, "boards", "titles", str(bad))
    assert (code, out) == (2, "")
    assert err.startswith("The file bad.json is not valid JSON") and err.count("\n") == 1
    assert bad.read_text(encoding="utf-8") == '{"x":'


@pytest.mark.parametrize("kind", sorted(BROKEN))
def test_print_board(capsys, tmp_path, kind):
    path = write_board(tmp_path, kind)
    out_file = tmp_path / "blank.pdf"
    code, out, err = run(capsys, "print-board", str(path), "--out", str(out_file))
    assert (code, out) == (2, "")
    assert err == f"{path.name} cannot be printed: {BROKEN[kind][1]}.\n"
    assert_worded(err, BROKEN[kind][1])
    assert not out_file.exists()


def saved_game_text() -> str:
    board = compile_board(parse_board(board_data(["....", "....", "....", "...."], bonus={1})))
    return dumps_game(play_random_game(board, 5))


def broken_save(kind: str) -> str:
    """A saved game whose embedded board breaks an invariant."""
    data = json.loads(saved_game_text())
    data["board"] = BROKEN[kind][0]()
    return json.dumps(data)


@pytest.fixture(scope="module")
def broken_saves() -> dict[str, str]:
    return {kind: broken_save(kind) for kind in BROKEN}


@pytest.mark.parametrize("kind", sorted(BROKEN))
def test_export_of_a_game_whose_board_breaks(capsys, tmp_path, broken_saves, kind):
    game = tmp_path / "game.daydream"
    game.write_text(broken_saves[kind], encoding="utf-8")
    out_file = tmp_path / "sheet.png"
    code, out, err = run(capsys, "export", str(game), "--out", str(out_file))
    assert (code, out) == (2, "")
    assert err == f"game.daydream: The board in the file is broken: {BROKEN[kind][1]}.\n"
    assert_worded(err, BROKEN[kind][1])
    assert not out_file.exists()


@pytest.mark.parametrize("kind", sorted(BROKEN))
def test_the_load_error_keeps_the_board_refusal(broken_saves, kind):
    with pytest.raises(LoadError) as info:
        loads_game(broken_saves[kind])
    assert info.value.message == f"The board in the file is broken: {BROKEN[kind][1]}."
    assert isinstance(info.value.board, BoardInvariantError)


# ---------------------------------------------------------------- the window


@pytest.fixture
def shown(monkeypatch) -> list[tuple[str, str]]:
    said: list[tuple[str, str]] = []
    monkeypatch.setattr(plain, "message", lambda parent, title, text, **k: said.append((title, text)))
    return said


@pytest.mark.parametrize("kind", sorted(BROKEN))
def test_file_open(window, shown, tmp_path, broken_saves, kind):
    path = tmp_path / "broken.daydream"
    path.write_text(broken_saves[kind], encoding="utf-8")
    before = window.controller.game
    assert window.open_file(str(path)) is False
    sentence = BROKEN[kind][1]
    assert shown == [("Cannot open this file",
                      f"broken.daydream cannot be opened. The board in the file is broken: {sentence}.")]
    assert window.controller.game is before
    assert path.read_text(encoding="utf-8") == broken_saves[kind]


def test_continue_from_the_autosave(window, shown, tmp_path, broken_saves, monkeypatch):
    path = tmp_path / "autosave.daydream"
    path.write_text(broken_saves["item"], encoding="utf-8")
    monkeypatch.setattr(window.files, "autosave_file", lambda: path)
    before = window.controller.game
    window.continue_autosave()
    assert shown == [("Cannot continue", "The board in the file is broken: the item Item 0 must end on a sun.")]
    assert window.controller.game is before
    assert path.read_text(encoding="utf-8") == broken_saves["item"]


def test_replay_of_a_file_and_of_a_record(window, shown, tmp_path, broken_saves, monkeypatch):
    from daydream_qt.records import store

    path = tmp_path / "broken.daydream"
    path.write_text(broken_saves["line"], encoding="utf-8")
    assert window.replay.replay_file(str(path)) is False
    monkeypatch.setattr(store, "load_saved_game", lambda record_id, db: broken_saves["note"])
    assert window.replay.replay_record(7) is False
    assert shown == [
        ("Cannot replay this file",
         f"broken.daydream cannot be replayed. The board in the file is broken: {BROKEN['line'][1]}."),
        ("Cannot replay this game", f"The board in the file is broken: {BROKEN['note'][1]}."),
    ]


class _French(QTranslator):
    """Two sentences in French, as the app's translation gives them."""

    WORDS = {
        ("EditorProblems", "The item {} must end on a sun."): "L\u2019objet {} doit finir sur un soleil.",
        ("BoardRefusals", "The board in the file is broken: {}"): "Le plateau du fichier est ab\u00eem\u00e9 : {}",
    }

    def translate(self, context, source, disambiguation=None, n=-1):  # noqa: ARG002 (Qt's signature)
        return self.WORDS.get((context, source))


def test_the_window_says_it_in_the_players_language(window, shown, tmp_path, broken_saves):
    french = _French()
    QCoreApplication.installTranslator(french)
    try:
        path = tmp_path / "broken.daydream"
        path.write_text(broken_saves["item"], encoding="utf-8")
        assert window.open_file(str(path)) is False
    finally:
        QCoreApplication.removeTranslator(french)
    assert shown[-1][1].endswith("Le plateau du fichier est ab\u00eem\u00e9 : l\u2019objet Item 0 doit finir sur un soleil.")


# ---------------------------------------------------------------- Your boards and the editor


def playable() -> dict:
    data = board_data(GRID)
    data["name"] = {"en": "Long Meadow", "fr": "Long pr\u00e9", "ja": "Nagai"}
    return data


def put(path: Path, data: dict) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")


@pytest.mark.parametrize("kind", sorted(BROKEN))
def test_your_boards_lists_a_broken_board_with_its_sentence(window, kind):
    put(boards_folder() / f"{kind}.json", BROKEN[kind][0]())
    dialog = window.new_game_dialog()
    assert len(dialog.user_boards) == 1
    button = dialog.user_boards[0]
    assert not button.isEnabled()
    tip = button.toolTip()
    assert "1 problem" in tip
    assert_worded(tip.splitlines()[-1], BROKEN[kind][1])


def meadow_chosen(window, qtbot):
    """A playable board of the player's own, listed in New game and chosen there."""
    path = boards_folder() / "meadow.json"
    put(path, playable())
    dialog = window.new_game_dialog()
    qtbot.addWidget(dialog)
    qtbot.mouseClick(dialog.user_boards[0], LEFT)
    return path, dialog


@pytest.mark.parametrize("kind", sorted(BROKEN))
def test_start_on_a_board_that_broke_since_the_listing(window, qtbot, kind):
    path = boards_folder() / "meadow.json"
    put(path, playable())
    dialog = window.new_game_dialog()
    qtbot.addWidget(dialog)
    button = dialog.user_boards[0]
    assert button.isEnabled()
    qtbot.mouseClick(button, LEFT)
    assert dialog.start_button.isEnabled()
    broken = BROKEN[kind][0]()
    broken["name"] = playable()["name"]
    put(path, broken)  # broken behind the dialog's back
    before = window.controller.game
    qtbot.mouseClick(dialog.start_button, LEFT)
    assert dialog.result() != dialog.DialogCode.Accepted
    assert dialog.refusal.isVisibleTo(dialog)
    # the board as the dialog listed it (name and combination), and what is wrong with it now
    assert dialog.refusal.text().replace("\u200b", "") == (
        f"\u201cLong Meadow\u201d (A) cannot be played: {BROKEN[kind][1]}.")
    # the list is read again: the board is now a draft that cannot be chosen
    assert len(dialog.user_boards) == 1 and not dialog.user_boards[0].isEnabled()
    assert button not in dialog.group.buttons()
    assert dialog.board_id is None and not dialog.start_button.isEnabled()
    assert window.controller.game is before
    # choosing a combination takes the sentence away
    qtbot.mouseClick(dialog.cards[0], LEFT)
    assert not dialog.refusal.isVisibleTo(dialog) and dialog.start_button.isEnabled()


def test_start_on_a_board_deleted_since_the_listing(window, qtbot):
    path, dialog = meadow_chosen(window, qtbot)
    path.unlink()
    qtbot.mouseClick(dialog.start_button, LEFT)
    assert dialog.result() != dialog.DialogCode.Accepted
    assert dialog.refusal.text().replace("\u200b", "") == (
        "\u201cLong Meadow\u201d (A) cannot be played: its file is no longer in your boards folder.")
    assert dialog.user_boards == [] and dialog.user_boards_box.isHidden()
    assert not dialog.start_button.isEnabled()


def test_setup_never_falls_back_to_the_shipped_board(window, qtbot):
    from daydream_qt.editor.store import StoreError

    path, dialog = meadow_chosen(window, qtbot)
    put(path, line_not_adjacent())
    with pytest.raises(StoreError):
        dialog.setup()


def test_start_on_a_playable_board_plays_it(window, qtbot):
    path, dialog = meadow_chosen(window, qtbot)
    qtbot.mouseClick(dialog.start_button, LEFT)
    assert dialog.result() == dialog.DialogCode.Accepted
    assert dialog.setup().board.defn.name.en == "Long Meadow"


@pytest.mark.parametrize("kind", sorted(BROKEN))
def test_a_board_file_played_or_opened_from_the_editor(window, shown, tmp_path, kind):

    path = write_board(tmp_path, kind)
    before = window.controller.game
    window.editor.play_board(path)
    assert window.controller.game is before
    assert len(shown) == 1 and shown[0][0] == "Cannot play this board"
    assert shown[0][1] == f"This board cannot be played yet: {BROKEN[kind][1]}."
    assert window.editor.edit_board(path)
    sentences = window.editor.page.problems.sentences()
    assert sentences == [BROKEN[kind][1][:1].upper() + BROKEN[kind][1][1:] + "."]


def test_a_saved_game_loads_when_its_board_is_whole(tmp_path):
    path = tmp_path / "fine.daydream"
    path.write_text(saved_game_text(), encoding="utf-8")
    assert load_game(path).game.board.defn.id == "A"
