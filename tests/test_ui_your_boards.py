"""Your boards: importing a board already there opens it rather than making a second one,
and a board is renamed or deleted (asked first, its file kept aside) from the New game
dialog."""

from __future__ import annotations

from pathlib import Path

from test_ui_editor import playable_model
from uikit import LEFT

from daydream_qt.editor.store import boards_folder, list_boards, read_model
from daydream_qt.ui.dialogs import your_boards


def saved_board(window) -> Path:
    page = window.editor.page
    page.set_model(playable_model())
    path = page.save()
    assert path is not None
    return path


def test_importing_a_board_already_there_opens_it_and_makes_no_second_one(window, tmp_path):
    path = saved_board(window)
    page = window.editor.page
    out = tmp_path / "shared.json"
    assert page.export_to(out)
    page.new_board()
    assert page.import_from(out)
    assert page.path == path
    assert page.status.text() == (f"This board is already one of your boards ({path.name}): it was opened, "
                                  "not imported again.")
    assert page.save() == path
    assert [b.path for b in list_boards()] == [path]


def test_importing_another_board_is_a_new_one(window, tmp_path):
    saved_board(window)
    page = window.editor.page
    other = playable_model()
    other.set_name("en", "Other")
    out = tmp_path / "other.json"
    from daydream_qt.editor.store import write_model

    write_model(other, out)
    assert page.import_from(out)
    assert page.path is None and page.status.text() == "Imported: save it to keep it with your boards."


def chosen(window, qtbot):
    dialog = window.new_game_dialog()
    qtbot.addWidget(dialog)
    assert dialog.user_board_rename.isEnabled() and dialog.user_board_delete.isEnabled()
    qtbot.mouseClick(dialog.user_boards[0], LEFT)
    assert dialog.user_board_rename.isEnabled() and dialog.user_board_delete.isEnabled()
    return dialog


def test_a_board_is_renamed_in_the_player_s_language(window, qtbot, monkeypatch):
    path = saved_board(window)
    dialog = chosen(window, qtbot)
    monkeypatch.setattr(your_boards, "ask_name", lambda parent, current: "Long Meadow")
    dialog.user_board_rename.click()
    assert read_model(path).name.en == "Long Meadow"
    assert [b.shown_name for b in dialog.user_boards] == ["Long Meadow"]
    assert dialog.user_boards[0].isChecked()
    assert dialog.user_boards_said.text() == "Renamed \u201cLong Meadow\u201d."


def test_a_refused_name_is_one_sentence_and_the_board_stays(window, qtbot, monkeypatch):
    path = saved_board(window)
    before = path.read_bytes()
    dialog = chosen(window, qtbot)
    monkeypatch.setattr(your_boards, "ask_name", lambda parent, current: "x" * 200)
    dialog.user_board_rename.click()
    assert path.read_bytes() == before
    assert "120 characters" in dialog.user_boards_said.text()


def test_a_board_is_deleted_only_once_confirmed_and_its_file_kept_aside(window, qtbot, monkeypatch):
    path = saved_board(window)
    dialog = chosen(window, qtbot)
    asked: list[str] = []

    def answer(yes: bool):
        def ask(parent, name):
            asked.append(name)
            return yes
        return ask

    monkeypatch.setattr(your_boards, "ask_delete_ok", answer(False))
    dialog.user_board_delete.click()
    assert path.is_file() and len(dialog.user_boards) == 1 and asked == ["My board"]
    monkeypatch.setattr(your_boards, "ask_delete_ok", answer(True))
    dialog.user_board_delete.click()
    assert not path.exists()
    assert (boards_folder() / "deleted" / path.name).is_file()
    assert dialog.user_boards == [] and list_boards() == []
    assert dialog.board_id == "A"  # a shipped combination is chosen again
    assert dialog.user_boards_said.text() == "Deleted \u201cMy board\u201d; its file is in deleted."
    assert dialog.user_boards_said.isVisibleTo(dialog)


def test_new_game_chooses_the_own_board_being_played_not_its_combination_s(window, qtbot):
    from daydream_qt.engine import builtin_board

    page = window.editor.page
    page.set_model(playable_model())  # played as combination A, as the shipped A board is
    page.play_button.click()
    assert window.controller.game.board.id == "A"
    dialog = window.new_game_dialog()
    qtbot.addWidget(dialog)
    button = dialog.group.checkedButton()
    assert isinstance(button, your_boards.UserBoardButton) and button.key == f"own:{page.path.stem}"
    assert button.objectName() == "segment"  # the style that fills the chosen one: it shows
    assert not any(card.isChecked() for card in dialog.cards)
    # a game on the shipped board chooses the shipped card
    assert not your_boards.choose_playing(dialog, builtin_board("A"))


def test_every_own_board_has_an_id_of_its_own(window, tmp_path):
    first = saved_board(window)
    page = window.editor.page
    other = playable_model()
    other.set_name("en", "Second")
    page.set_model(other)
    second = page.save()
    dialog = window.new_game_dialog()
    keys = [b.key for b in dialog.user_boards]
    assert sorted(keys) == sorted([f"own:{first.stem}", f"own:{second.stem}"])
    assert not set(keys) & {card.board_id for card in dialog.cards}


def test_a_draft_is_renamed_and_deleted_once_picked_from_your_boards(window, qtbot, monkeypatch):
    page = window.editor.page
    m = playable_model()
    m.set_item_kinds(0, ["sun", "sun", "sun", "dot"])  # a draft: listed, cannot be chosen
    page.set_model(m)
    path = page.save()
    dialog = window.new_game_dialog()
    qtbot.addWidget(dialog)
    assert not dialog.user_boards[0].isEnabled()
    offered: list[list[str]] = []

    def pick(parent, title, names):
        offered.append(names)
        return 0

    monkeypatch.setattr(your_boards, "ask_which", pick)
    monkeypatch.setattr(your_boards, "ask_name", lambda parent, current: "Half done")
    dialog.user_board_rename.click()
    assert offered == [[f"My board (A, {path.name})"]]
    assert read_model(path).name.en == "Half done"
    monkeypatch.setattr(your_boards, "ask_delete_ok", lambda parent, name: True)
    dialog.user_board_delete.click()
    assert not path.exists() and dialog.user_boards == []
    monkeypatch.setattr(your_boards, "ask_which", lambda parent, title, names: None)  # cancelled: nothing
    dialog.user_board_delete.click()
