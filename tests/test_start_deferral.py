"""What the window's first frame does not wait for, and a full repaint's cost in pixels.

The start is checked in a fresh interpreter, as `daydream-qt` starts (the app's module
first, then settings, language and the window, opened on a game): what a module or a Qt
class costs is paid once per process, so only a new one shows what the first frame pays.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

from uikit import make_window

START = """
import json, linecache, sys
from daydream_qt.ui.app import main_window, make_app
import PySide6.QtGui as gui
import PySide6.QtWidgets as widgets

def loaded():
    names = list(sys.modules)
    return {
        "start page": "daydream_qt.ui.pages.start_page" in sys.modules,
        "icon": "daydream_qt.ui.style.app_icon" in sys.modules,
        # a button made with its text brings Qt's icon class (its overloads take an icon)
        "icon class": "QIcon" in vars(gui),
        # PySide makes a class (and its enums) when it is first asked for
        "style options": "QStyleOptionGraphicsItem" in vars(widgets),
        # a label drawn through `widget.style()` brings all of QStyle's enums
        "style": "QStyle" in vars(widgets),
        # a solo game needs neither the seats' tabs, the table's card nor the coach's card
        # until a hint is asked; nor the focus view until a stroke is pending
        "panels": sorted(m.rsplit(".", 1)[-1] for m in sys.modules
                         if m.endswith((".seats_panel", ".table_panel", ".hint_card"))),
        "focus view": window.view._focus is not None,
        # the first save (of a game without a move yet) waits for the frame, and with it
        # the file format's modules
        "save started": window._first_save.isActive() or "pydantic" in sys.modules,
        "platformdirs before Qt": "platformdirs" in sys.modules
        and names.index("platformdirs") < names.index("PySide6.QtCore"),
        # PySide's __feature__ scan reads sources through linecache
        "sources read": sorted({f.rsplit("/", 1)[-1] for f in linecache.cache
                                if "daydream_qt" in f or f.endswith(("/typing.py", "/inspect.py"))}),
    }

app = make_app()
window = main_window(app)
window.resize(1400, 900)
window.new_game("A", seed=1)
seen = {}
window.first_painted.connect(lambda: seen.setdefault("first frame", loaded()))
window.show()
while not window.keys_ready or not window.view.board_scene._layers:
    app.processEvents()
window.view.viewport().repaint()  # the layers paint (their caches are filled)
seen["after"] = loaded()
print(json.dumps(seen))
"""


def test_the_first_frame_waits_for_no_start_page_icon_or_style_option(tmp_path):
    """Nor does it wait for PySide to read the app's and the standard library's sources."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("DAYDREAM_QT_HOME", None)  # the folders found as on a desktop, in a home of its own
    for name in ("XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
        env[name] = str(tmp_path / name.lower())
    (tmp_path / "xdg_config_home" / "daydream-qt").mkdir(parents=True)
    (tmp_path / "xdg_config_home" / "daydream-qt" / "settings.json").write_text(
        json.dumps({"language": "en", "tour_offered": True}), encoding="utf-8")
    out = subprocess.run([sys.executable, "-c", START], env=env, capture_output=True, text=True,
                         timeout=120, check=True)
    seen = json.loads(out.stdout.strip().splitlines()[-1])
    assert seen["first frame"] == {"start page": False, "icon": False, "icon class": False,
                                   "style options": False,
                                   "style": False, "save started": False, "panels": [],
                                   "focus view": False,
                                   "platformdirs before Qt": True, "sources read": []}
    # they do come, once the frame is on screen (the window's icon, the layers' painting)
    assert seen["after"]["icon"] and seen["after"]["style options"]
    assert seen["after"]["save started"]
    assert not seen["after"]["start page"]  # a window opened on a game never builds it


def _grab(window):
    return window.view.viewport().grab().toImage()


def test_the_views_opaque_viewport_paints_the_same_pixels(qtbot):
    from PySide6.QtCore import Qt

    w = make_window(qtbot)
    w.new_game("A", seed=1)
    qtbot.waitUntil(lambda: bool(w.view.board_scene._layers))
    viewport = w.view.viewport()
    opaque = Qt.WidgetAttribute.WA_OpaquePaintEvent
    assert viewport.testAttribute(opaque)
    with_attribute = _grab(w)
    viewport.setAttribute(opaque, False)  # the viewport fills itself first, as before
    try:
        without = _grab(w)
    finally:
        viewport.setAttribute(opaque, True)
    assert with_attribute.size() == without.size() and with_attribute == without
