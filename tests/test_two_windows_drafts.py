"""Two editors on one board draft never overwrite each other: the second Save asks first."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QMessageBox
from uikit import make_window

from daydream_qt.editor import store
from daydream_qt.editor.model import BoardModel
from daydream_qt.engine.disk_version import ChangedOnDisk, DiskVersion
from daydream_qt.ui.dialogs import changed_on_disk
from daydream_qt.ui.widgets import plain


@pytest.fixture
def asked(monkeypatch):
    """The changed-on-disk question answers `answer[0]` and records what it was asked."""
    questions: list[tuple[str, str, str]] = []
    answer = [changed_on_disk.CANCEL]

    def ask(parent, what, name, copy_name):
        questions.append((what, name, copy_name))
        return answer[0]

    monkeypatch.setattr(changed_on_disk, "ask", ask)
    return questions, answer


def names(path) -> dict:
    return json.loads(path.read_text("utf-8"))["name"]


def cells(path) -> set:
    return {(c["row"], c["col"]) for c in json.loads(path.read_text("utf-8"))["cells"]}


def two_editors_on_one_draft(qtbot):
    """Window 1 saved a draft, window 2 opened it with File > Edit board."""
    one, two = make_window(qtbot), make_window(qtbot)
    first = one.editor.page
    first.new_board()
    first.model.add_cell((0, 0))
    path = first.save()
    assert path is not None and path.parent == store.boards_folder()
    assert two.editor.edit_board(path)
    second = two.editor.page
    assert second.path == path and second.model.to_json() == first.model.to_json()
    return path, first, second


def edit_both(first, second, questions):
    """Window 1 adds a cloud and saves (nothing to ask), then window 2 adds another."""
    first.model.add_cell((0, 1))
    assert first.save() == first.path
    assert questions == []
    second.model.add_cell((3, 3))
    return first.path.read_bytes()


def test_keep_mine_saves_a_copy_and_leaves_theirs(qtbot, asked):
    questions, answer = asked
    path, first, second = two_editors_on_one_draft(qtbot)
    theirs = edit_both(first, second, questions)
    answer[0] = changed_on_disk.KEEP_MINE
    saved = second.save()
    assert questions == [(changed_on_disk.BOARD, path.name, "my-board-copy-A.json")]
    assert path.read_bytes() == theirs and cells(path) == {(0, 0), (0, 1)}
    assert saved == second.path == path.with_name("my-board-copy-A.json")
    assert cells(saved) == {(0, 0), (3, 3)}
    assert names(saved) == {"en": "My board (copy)", "fr": "Mon plateau (copie)", "ja": "わたしのボード（コピー）"}
    assert not second.modified and "my-board-copy-A.json" in second.status.text()
    assert sorted(b.path.name for b in store.list_boards()) == [path.name, saved.name]
    # each editor goes on in its own file, without a question
    second.model.add_cell((3, 4))
    first.model.add_cell((1, 1))
    assert second.save() == saved and first.save() == path
    assert len(questions) == 1 and (3, 4) in cells(saved) and (1, 1) in cells(path)


def test_take_theirs_keeps_mine_as_a_copy_then_opens_theirs(qtbot, asked):
    questions, answer = asked
    path, first, second = two_editors_on_one_draft(qtbot)
    theirs = edit_both(first, second, questions)
    answer[0] = changed_on_disk.TAKE_THEIRS
    assert second.save() is None  # the board shown is now theirs, not the one being saved
    copy = path.with_name("my-board-copy-A.json")
    assert len(questions) == 1 and path.read_bytes() == theirs
    assert cells(copy) == {(0, 0), (3, 3)}  # window 2's work, kept
    assert second.path == path and second.model.to_json() == first.model.to_json()
    assert not second.modified and copy.name in second.status.text()
    # window 2 now knows the file's version; window 1 is asked next
    second.model.add_cell((2, 2))
    assert second.save() == path and len(questions) == 1
    first.model.add_cell((1, 1))
    answer[0] = changed_on_disk.CANCEL
    assert first.save() is None and len(questions) == 2
    assert cells(path) == {(0, 0), (0, 1), (2, 2)}


def test_cancel_saves_nothing(qtbot, asked, monkeypatch):
    questions, answer = asked
    path, first, second = two_editors_on_one_draft(qtbot)
    theirs = edit_both(first, second, questions)
    files = sorted(p.name for p in path.parent.iterdir())
    answer[0] = changed_on_disk.CANCEL
    assert second.save() is None
    assert len(questions) == 1 and path.read_bytes() == theirs
    assert sorted(p.name for p in path.parent.iterdir()) == files
    assert second.modified and (3, 3) in second.model.cells()
    assert second.status.text() == "Nothing was saved."
    # Close offers to save first: cancelled there, the editor stays open with the edits
    window = second.window()
    monkeypatch.setattr(plain, "message", lambda *a, **k: QMessageBox.StandardButton.Save)
    window.editor.close_editor()
    assert len(questions) == 2 and window.pages.currentWidget() is second
    assert second.modified and path.read_bytes() == theirs


def test_a_deleted_draft_is_saved_again_and_an_untouched_one_asks_nothing(qtbot, asked):
    questions, _answer = asked
    window = make_window(qtbot)
    page = window.editor.page
    page.new_board()
    page.model.add_cell((0, 0))
    path = page.save()
    page.model.add_cell((0, 1))
    assert page.save() == path
    path.unlink()
    page.model.add_cell((0, 2))
    assert page.save() == path and cells(path) == {(0, 0), (0, 1), (0, 2)}
    assert questions == []


def test_save_draft_refuses_a_version_it_does_not_know(tmp_path):
    model = BoardModel.blank("D")
    path = tmp_path / "d.json"
    version = store.save_draft(model, path, None)
    assert version == DiskVersion.of(path.read_bytes())
    path.write_text("{}")
    with pytest.raises(ChangedOnDisk):
        store.save_draft(model, path, version)
    assert path.read_text() == "{}"
    with pytest.raises(ChangedOnDisk):
        store.save_draft(model, path, None)  # a new board never replaces a file that appeared


def test_a_copys_name_is_marked_once_and_fits(tmp_path):
    long = "n" * 120
    model = BoardModel.blank("A", name={"en": long, "fr": "", "ja": "夢"})
    copy = store.copy_of(model)
    assert copy.data["name"] == {"en": "n" * 113 + " (copy)", "fr": "(copie)", "ja": "夢（コピー）"}
    assert store.copy_of(copy).data["name"] == copy.data["name"]
    assert model.data["name"]["en"] == long  # the original is untouched


def test_take_theirs_when_theirs_is_no_board_stays_on_the_copy(qtbot, asked):
    questions, answer = asked
    path, _first, second = two_editors_on_one_draft(qtbot)
    path.write_bytes(b"not a board")
    second.model.add_cell((3, 3))
    answer[0] = changed_on_disk.TAKE_THEIRS
    assert second.save() is None
    copy = path.with_name("my-board-copy-A.json")
    assert len(questions) == 1 and path.read_bytes() == b"not a board"
    assert second.path == copy and cells(copy) == {(0, 0), (3, 3)} and not second.modified
    assert "not valid JSON" in second.status.text()
