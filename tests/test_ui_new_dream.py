"""A new dream in the New game dialog: its code is generate_board's, a typed code plays the
same board, a wrong one is one sentence and starts nothing; a game on it saves, reopens and
is recorded under its code; the board can be kept under Your boards."""

from __future__ import annotations

import json

import pytest
from test_records_db import play

from daydream_qt import dreams
from daydream_qt.editor.store import list_boards
from daydream_qt.engine import Game, SeatInfo
from daydream_qt.engine.fingerprint import rules_fingerprint
from daydream_qt.engine.savefile import dumps_game, load_game, loads_game
from daydream_qt.generator import balance_board, generate_balanced, generate_board
from daydream_qt.records import queries
from daydream_qt.records.db import open_records
from daydream_qt.records.store import record_game
from daydream_qt.ui.dialogs import new_dream


def test_a_new_dream_of_a_module_set_starts_with_generate_board_s_code(window, qtbot):
    dialog = window.new_game_dialog()
    qtbot.addWidget(dialog)
    dialog.dream_sets.setCurrentIndex(dialog.dream_sets.findData("DEF"))
    dream = dialog.new_dream_button.dream
    assert dream is not None and dialog.new_dream_button.isChecked()
    made = generate_board(dream.seed, "DEF")
    assert dialog.dream_code.text() == made.code == dream.code
    assert dialog.board_id == "DEF"
    assert dialog.new_dream_button.accessibleName() == f"A new dream {made.code}, chosen"
    dialog.accept()
    setup = dialog.setup()
    assert setup.board is dream.board and setup.board_id == "DEF"
    game = window.start_setup(setup)
    assert rules_fingerprint(game.board) == rules_fingerprint(dreams.dream_from_code(made.code).board)


def test_a_typed_code_in_a_fresh_dialog_plays_the_same_board(window, qtbot):
    made = balance_board(generate_board(4821, "ABC"))  # the code's board, with its own bands
    dialog = window.new_game_dialog()
    qtbot.addWidget(dialog)
    dialog.dream_code.setText(" abc-1-4821 ")
    dialog.accept()  # Start with a typed code plays that code
    assert dialog.result() == dialog.DialogCode.Accepted
    assert dialog.new_dream_button.dream is not None
    assert dialog.new_dream_button.dream.document == made.document
    assert dialog.dream_sets.currentData() == "ABC"
    assert dialog.setup().board_id == "ABC"


def test_a_wrong_code_is_one_sentence_and_starts_nothing(window, qtbot):
    dialog = window.new_game_dialog()
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.dream_sets.setCurrentIndex(dialog.dream_sets.findData("BC"))
    before = dialog.new_dream_button.dream
    for text, sentence in [
        ("hello", "\u201chello\u201d is not a board code: a code reads like DEF-1-4821 (modules, version, seed)."),
        ("XYZ-1-12", "\u201cXYZ-1-12\u201d is not a board code: a code starts with one of A, D, BC, EF, AD, DA, "
                     "ABC, DEF."),
        ("DEF-9-12", "\u201cDEF-9-12\u201d was made by version 9 of the board maker; this one makes version 1 "
                     "boards, so it cannot make that board."),
    ]:
        dialog.dream_code.setText(text)
        dialog.accept()
        assert dialog.result() != dialog.DialogCode.Accepted and dialog.isVisible()
        assert dialog.dream_wrong.text() == sentence and dialog.dream_wrong.isVisibleTo(dialog)
        assert dialog.new_dream_button.dream is before  # nothing changed
    dialog.dream_code.setText(before.code)
    assert new_dream.use_code(dialog) and not dialog.dream_wrong.isVisibleTo(dialog)


def test_a_game_on_a_dream_saves_reopens_and_is_recorded_under_its_code(window, tmp_path):
    dream = dreams.make_dream(77, "EF")
    game = play(Game(dream.board, seats=(SeatInfo("Ann"),), seed=5), seed=3)
    path = tmp_path / "dream.daydream"
    path.write_text(dumps_game(game, dreams.meta_of(game.board)), encoding="utf-8")
    loaded = load_game(path)
    code = dream.code
    assert code.startswith("EF-1-") and loaded.meta == {"board_code": code}
    assert loaded.game.board.defn.to_dict() == dream.board.defn.to_dict()
    assert loaded.game.log == game.log
    assert dreams.adopt(loaded.game.board, loaded.meta) == code
    # a file cannot give its board another board's code
    other = f"EF-1-{dream.seed + 1}"
    assert dreams.adopt(loaded.game.board, {"board_code": other}) is None
    # the window opens it as any saved game
    assert window.files.open_file(path)
    assert rules_fingerprint(window.controller.game.board) == rules_fingerprint(dream.board)
    with open_records(tmp_path / "records.sqlite") as records:
        record_game(records, loaded.game)
        own = queries.own_boards(records)
        assert [(b.code, b.board_id, b.games) for b in own] == [(code, "EF", 1)]
        assert "EF" not in queries.personal_bests(records)  # apart from the shipped board's bests
        assert own[0].best == game.scores()[0].total


def test_an_old_file_without_a_code_still_opens(tmp_path):
    dream = dreams.make_dream(78, "A")
    game = Game(dream.board, seats=(SeatInfo("Ann"),), seed=5)
    text = dumps_game(game)
    assert "board_code" not in text
    assert loads_game(text).game.board.defn.to_dict() == dream.board.defn.to_dict()
    data = json.loads(text)
    data["meta"] = {"board_code": 12}  # a hostile code is no code, the game still opens
    assert dreams.adopt(loads_game(json.dumps(data)).game.board, data["meta"]) is None


def test_a_dream_is_kept_under_your_boards(window, qtbot):
    dialog = window.new_game_dialog()
    qtbot.addWidget(dialog)
    assert not dialog.dream_keep.isEnabled()
    dialog.dream_code.setText("DEF-1-4821")
    assert new_dream.use_code(dialog)
    dialog.dream_keep.click()
    boards = list_boards()
    name = generate_board(4821, "DEF").document["name"]["en"]
    assert [(b.name("en"), b.board_id, b.playable) for b in boards] == [(name, "DEF", True)]
    assert dialog.dream_said.text() == f"Kept \u201c{name}\u201d (DEF-1-4821) under Your boards."
    assert [b.board_id for b in dialog.user_boards] == ["DEF"]
    assert dialog.new_dream_button.isChecked()
    dialog.dream_keep.click()  # once only
    assert len(list_boards()) == 1
    assert dialog.dream_said.text() == f"\u201c{name}\u201d is in your boards already."


def test_the_module_list_says_the_whole_set_it_may_cut(window, qtbot):
    dialog = window.new_game_dialog()
    qtbot.addWidget(dialog)
    dialog.dream_code.setText("DEF-1-4821")
    assert new_dream.use_code(dialog)
    assert dialog.dream_sets.toolTip() == "Colorful Dream (DEF): Moon garland + Frames"
    assert not dialog.dream_levels.isEnabled()  # a chosen set has its own difficulty
    dialog.dream_sets.setCurrentIndex(0)  # Surprise me: the difficulty may be chosen
    assert dialog.dream_levels.isEnabled()
    dialog.dream_levels.setCurrentIndex(dialog.dream_levels.findData("hard"))
    assert dialog.new_dream_button.dream is not None and dialog.new_dream_button.dream.modules in ("ABC", "DEF")


@pytest.mark.parametrize("asked", [(11, "BC", None), (12, None, "hard"), (13, None, None), (14, "A", None)])
def test_a_new_dream_s_code_gives_back_the_very_board_with_its_bands(asked):
    seed, modules, difficulty = asked
    dream = dreams.make_dream(seed, modules, difficulty)
    again = dreams.dream_from_code(dream.code)
    assert again.document == dream.document and again.code == dream.code
    # the bands are the board's own, measured (generate_balanced), not the shipped board's
    asked_modules = dream.modules if modules is None and difficulty is None else modules  # Surprise me
    assert dream.document == generate_balanced(seed, asked_modules, difficulty).document
