"""The editor's item panel when the shipped drawings cannot be read: one sentence, no crash."""

from __future__ import annotations

import pytest

from daydream_qt.editor.model import BoardModel
from daydream_qt.engine import outlines
from daydream_qt.ui.editor.items_panel import ItemPanel


@pytest.fixture
def broken_library(tmp_path, monkeypatch):
    """The outlines folder holds a file that is not JSON; `library` is read afresh."""
    (tmp_path / "kettle.json").write_text("{ not json", encoding="utf-8")
    monkeypatch.setattr(outlines, "outlines_dir", lambda: tmp_path)
    outlines.library.cache_clear()
    yield tmp_path
    outlines.library.cache_clear()  # the next test reads the shipped drawings again


def test_a_broken_drawing_file_is_said_in_one_sentence_and_the_library_stays_empty(qtbot, broken_library):
    with pytest.raises(outlines.OutlineError) as raised:
        outlines.library()
    panel = ItemPanel(BoardModel.blank("A", 2, 3))
    qtbot.addWidget(panel)
    said: list[str] = []
    panel.refused.connect(said.append)
    qtbot.addWidget(panel.drawings)
    panel.drawings.show()  # the library is filled when its tab is first shown
    assert said == [f"The drawings cannot be loaded: {raised.value}"]
    assert panel.library.count() == 0
    panel.drawings.hide()
    panel.drawings.show()  # tried once: shown again, nothing more is said
    assert len(said) == 1
