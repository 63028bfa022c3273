"""The player's boards folder is listed from what was kept, and lazily (editor/board_list.py):
an unchanged file is not read again, a changed one is, and 200 boards at the schema's limits
list without checking each one in full."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from boardkit import board_data
from largest import largest_board_data
from uikit import LEFT, make_window

from daydream_qt.editor import board_list
from daydream_qt.editor.store import boards_folder, list_boards

GRID = ["....", "....", "...."]


@pytest.fixture
def reads(monkeypatch):
    """The files board_list reads, in full ("check") and by their head ("head")."""
    seen: dict[str, list[str]] = {"check": [], "head": []}
    check, head = board_list._check, board_list._head

    def counted_check(path):
        seen["check"].append(path.name)
        return check(path)

    def counted_head(path):
        seen["head"].append(path.name)
        return head(path)

    monkeypatch.setattr(board_list, "_check", counted_check)
    monkeypatch.setattr(board_list, "_head", counted_head)
    return seen


def named(name: str) -> dict:
    data = board_data(GRID)
    data["name"] = {"en": name, "fr": name, "ja": name}
    return data


def put(path: Path, data: dict | str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(data if isinstance(data, str) else json.dumps(data, indent=1), encoding="utf-8")


def test_a_second_listing_reads_no_unchanged_file_and_a_changed_one_again(reads):
    folder = boards_folder()
    for k, name in enumerate(("Beech", "Alder", "Cedar")):
        put(folder / f"b{k}.json", named(name))
    put(folder / "junk.json", "not a board")
    assert [b.name("en") for b in list_boards()] == ["Alder", "Beech", "Cedar"]
    assert sorted(reads["check"]) == ["b0.json", "b1.json", "b2.json", "junk.json"] and reads["head"] == []
    reads["check"].clear()
    assert [b.name("en") for b in list_boards()] == ["Alder", "Beech", "Cedar"]
    assert reads == {"check": [], "head": []}
    put(folder / "b1.json", named("Aspen"))  # changed: read again, and only it
    assert [b.name("en") for b in list_boards()] == ["Aspen", "Beech", "Cedar"]
    assert reads["check"] == ["b1.json"]
    reads["check"].clear()
    (folder / "b0.json").unlink()
    assert [b.name("en") for b in list_boards()] == ["Aspen", "Cedar"] and reads["check"] == []


def test_every_board_is_checked_at_once_in_an_ordinary_folder(reads):
    folder = boards_folder()
    broken = named("Draft")
    broken["items"][0]["nodes"][-1]["kind"] = "dot"  # must end on a sun
    put(folder / "draft.json", broken)
    put(folder / "fine.json", named("Fine"))
    boards = {b.name("en"): b for b in list_boards()}
    assert all(b.checked for b in boards.values()) and reads["head"] == []
    assert boards["Draft"].problems == 1 and boards["Fine"].playable


def test_two_hundred_large_boards_list_from_their_heads(reads):
    folder = boards_folder()
    folder.mkdir(parents=True)
    text = json.dumps(largest_board_data("DEF"), indent=1)
    assert text.index('"name"') < board_list.HEAD_BYTES
    for k in range(200):
        (folder / f"big-{k:03d}.json").write_text(text.replace("Largest", f"Big {k:03d}", 1), encoding="utf-8")
    size = (folder / "big-000.json").stat().st_size
    boards = list_boards()
    assert [b.name("en")[:7] for b in boards] == [f"Big {k:03d}" for k in range(200)]
    checked = len(reads["check"])
    assert checked * size <= board_list.CHECK_BYTES and checked >= 1
    assert len(reads["head"]) == 200 - checked
    assert all(b.board_id == "DEF" and b.playable for b in boards)
    assert sum(not b.checked for b in boards) == 200 - checked
    # the next listing reads no head again and checks at most CHECK_BYTES more in full
    reads["check"].clear()
    reads["head"].clear()
    assert len(list_boards()) == 200
    assert reads["head"] == [] and len(reads["check"]) * size <= board_list.CHECK_BYTES


def test_a_head_that_does_not_tell_leaves_the_file_out_until_it_is_checked(reads, monkeypatch):
    folder = boards_folder()
    late = named("Late")
    rest = json.dumps({k: v for k, v in late.items() if k != "cells"})
    # the cells first, then the name past the head
    put(folder / "late.json", '{"cells": ' + json.dumps(late["cells"]) + " " * board_list.HEAD_BYTES
        + ", " + rest[1:])
    twice = '{"id": "A", "id": "D", "name": {"en": "Twice", "fr": "T", "ja": "T"}}'
    put(folder / "twice.json", twice)
    monkeypatch.setattr(board_list, "CHECK_BYTES", 0)
    assert list_boards() == [] and sorted(reads["head"]) == ["late.json", "twice.json"]
    monkeypatch.setattr(board_list, "CHECK_BYTES", 100_000)
    assert [b.name("en") for b in list_boards()] == ["Late"]


def test_an_unchecked_draft_is_checked_when_chosen(qtbot, monkeypatch):
    window = make_window(qtbot)
    folder = boards_folder()
    broken = named("Unfinished")
    broken["items"][0]["nodes"][-1]["kind"] = "dot"
    put(folder / "unfinished.json", broken)
    monkeypatch.setattr(board_list, "CHECK_BYTES", 0)
    dialog = window.new_game_dialog()
    qtbot.addWidget(dialog)
    button = dialog.user_boards[0]
    assert button.isEnabled() and not button.board.checked
    qtbot.mouseClick(button, LEFT)
    # checked now: the draft's first problem is said, and it can no longer be chosen
    assert dialog.refusal.isVisibleTo(dialog)
    assert dialog.refusal.text().replace("\u200b", "") == (
        "\u201cUnfinished\u201d (A) cannot be played: the item Item 0 must end on a sun.")
    assert len(dialog.user_boards) == 1 and not dialog.user_boards[0].isEnabled()
    assert dialog.board_id is None and not dialog.start_button.isEnabled()


def test_an_unchecked_playable_board_is_chosen_and_plays(qtbot, monkeypatch):
    window = make_window(qtbot)
    put(boards_folder() / "fine.json", named("Fine"))
    monkeypatch.setattr(board_list, "CHECK_BYTES", 0)
    dialog = window.new_game_dialog()
    qtbot.addWidget(dialog)
    button = dialog.user_boards[0]
    assert not button.board.checked
    qtbot.mouseClick(button, LEFT)
    assert not dialog.refusal.isVisibleTo(dialog) and dialog.start_button.isEnabled()
    assert dialog.setup().board.defn.name.en == "Fine"


def test_a_link_or_a_pipe_is_never_read_by_its_head(reads, monkeypatch, tmp_path):
    folder = boards_folder()
    outside = tmp_path / "elsewhere.json"
    put(outside, named("Elsewhere"))
    put(folder / "fine.json", named("Fine"))
    (folder / "link.json").symlink_to(outside)
    os.mkfifo(folder / "pipe.json")
    monkeypatch.setattr(board_list, "CHECK_BYTES", 0)
    names = [b.name("en") for b in list_boards()]  # and it does not wait on the pipe
    assert "Fine" in names and reads["head"] == ["fine.json"]
    assert sorted(reads["check"]) == ["link.json", "pipe.json"]  # read_model's own rules decide
