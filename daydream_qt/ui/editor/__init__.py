"""The board editor's Qt side: its scene and view, its panels, its page and the window's
commands that open it (the Qt-free model is `daydream_qt.editor`).

Layer: beside the pages; imports board, dialogs, widgets, core and style, never the pages,
the panels or the window (the window reaches it through `actions.EditorFeature`, which
takes the window through its own host protocol).
"""
