"""A file's version on disk, and the question asked when it changed behind a window's back."""

from __future__ import annotations

import os

from daydream_qt.engine import disk_version
from daydream_qt.engine.disk_version import (
    CHANGED,
    GONE,
    SAME,
    DiskVersion,
    change_since,
    free_name,
)
from daydream_qt.ui.dialogs import changed_on_disk
from daydream_qt.ui.widgets import plain

# ---------------------------------------------------------------- the version of a file


def test_change_since_looks_at_the_content(tmp_path):
    f = tmp_path / "game.daydream"
    f.write_bytes(b"first version")
    known = disk_version.read_version(f)
    assert known == DiskVersion.of(b"first version")
    assert change_since(f, known) == SAME
    os.utime(f, (1, 1))  # touched: the same bytes are the same version
    assert change_since(f, known) == SAME
    f.write_bytes(b"other version")  # same size, other bytes
    assert change_since(f, known) == CHANGED
    f.write_bytes(b"longer other version")
    assert change_since(f, known) == CHANGED
    f.unlink()
    assert change_since(f, known) == GONE
    f.mkdir()  # something else stands there now
    assert change_since(f, known) == CHANGED
    assert change_since(tmp_path / "none", None) == SAME  # no file was expected, none is there
    assert change_since(f, None) == CHANGED
    big = tmp_path / "big"
    big.write_bytes(b"x" * 11)
    assert change_since(big, DiskVersion.of(b"x" * 11), limit=10) == CHANGED  # past the bound: not read
    assert change_since(tmp_path / "a\0b", known) == GONE


def test_free_name_is_next_to_the_file_and_unused(tmp_path):
    f = tmp_path / "evening.daydream"
    f.write_text("x")
    assert free_name(f) == tmp_path / "evening (2).daydream"
    (tmp_path / "evening (2).daydream").write_text("x")
    assert free_name(f) == tmp_path / "evening (3).daydream"
    assert free_name(tmp_path / "evening (2).daydream") == tmp_path / "evening (3).daydream"
    long = tmp_path / ("\u00e9" * 127 + ".daydream")  # 254 + 9 bytes: longer than a name may be
    name = free_name(long).name
    assert name.endswith(" (2).daydream") and len(os.fsencode(name)) <= 255


# ---------------------------------------------------------------- the question


def test_the_question_is_plain_text_and_its_buttons_say_what_they_do(qtbot):
    box, answers = changed_on_disk.make_box(None, changed_on_disk.GAME, "<b>ours</b>\x1b[2J.daydream",
                                            "<b>ours</b> (2).daydream")
    qtbot.addWidget(box)
    assert box.textFormat() == plain.PLAIN
    assert "\u201c<b>ours</b>\\x1b[2J.daydream\u201d" in box.text()
    assert "\u201c<b>ours</b> (2).daydream\u201d" in box.text()
    labels = {b.text(): a for b, a in answers.items()}
    assert labels == {"Save mine as a new file\u2026": changed_on_disk.KEEP_MINE,
                      "Take theirs": changed_on_disk.TAKE_THEIRS, "Cancel": changed_on_disk.CANCEL}
    assert answers[box.defaultButton()] == changed_on_disk.KEEP_MINE
    assert answers[box.escapeButton()] == changed_on_disk.CANCEL
    board, answers = changed_on_disk.make_box(None, changed_on_disk.BOARD, "my-board-A.json", "x.json")
    qtbot.addWidget(board)
    assert "Keep mine as a new board" in [b.text() for b in answers]
