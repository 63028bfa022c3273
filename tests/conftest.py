"""Test setup: Qt tests run offscreen, whatever the person running them has set.

The offscreen screen is 1920x1200 (Qt's own default is 800x600): the window never opens
larger than its screen, and the tests' windows are 1400x900.
"""

import gc
import json
import os
import tempfile

_SCREEN = os.path.join(tempfile.mkdtemp(prefix="daydream-tests-"), "screen.json")
with open(_SCREEN, "w", encoding="utf-8") as fh:
    json.dump({"screens": [{"name": "test", "x": 0, "y": 0, "width": 1920, "height": 1200,
                            "logicalDpi": 96, "dpr": 1.0}]}, fh)
os.environ.setdefault("QT_QPA_PLATFORM", f"offscreen:configfile={_SCREEN}")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def collector_on_this_thread(request):
    """In a Qt test, Python's automatic collector stays off, and collects after the test,
    on this (the GUI) thread. The coach's hint, the review and the editor's titles run
    Python in Qt's pool threads, and the automatic collector runs in whichever thread
    allocates: a garbage cycle holding a Qt object (a window an earlier test closed)
    collected there would be deleted off the thread that owns it, a crash that depends on
    timing. The app does the same with a GUI-thread timer (daydream_qt/gc_pause.py). Tests
    of that pause (`collector_back`) and tests without Qt keep the collector as it is."""
    if "qtbot" not in request.fixturenames or "collector_back" in request.fixturenames:
        yield
        return
    gc.disable()
    yield
    gc.collect()
    gc.enable()


@pytest.fixture(autouse=True)
def daydream_home(tmp_path, monkeypatch):
    """Settings, autosave and saves of every test go to a fresh folder, never the user's."""
    home = tmp_path / "daydream-home"
    monkeypatch.setenv("DAYDREAM_QT_HOME", str(home))
    return home


@pytest.fixture
def window(qtbot):
    """A main window shown offscreen at 1400x900, once its commands and keys are in place
    (tests/uikit.py `make_window`); closed by pytest-qt after the test."""
    from uikit import make_window

    return make_window(qtbot)


@pytest.fixture
def make_view(qtbot):
    """A factory of board views of a controller's game, shown offscreen at `size`
    (1100x800 unless given); closed by pytest-qt after the test."""
    from daydream_qt.ui.board.view import BoardView

    def make(ctrl, size=(1100, 800)) -> BoardView:
        view = BoardView(ctrl)
        qtbot.addWidget(view)
        view.resize(*size)
        view.show()
        qtbot.waitExposed(view)
        return view

    return make


@pytest.fixture
def records():
    """The records database of the test's own data folder, open (tests of the records)."""
    from daydream_qt.records.db import open_records

    with open_records() as opened:
        yield opened


@pytest.fixture
def page(qtbot):
    """A Records page shown nowhere, at 1200x760, in English."""
    from daydream_qt.ui.app import make_app

    make_app()
    from daydream_qt.ui.pages.records_page import RecordsPage

    p = RecordsPage("en")
    qtbot.addWidget(p)
    p.resize(1200, 760)
    return p
