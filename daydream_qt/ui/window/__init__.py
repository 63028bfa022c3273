"""The main window, its navigator and its features (files and autosave, records, replay,
export, editor, help, each behind a typed host protocol), and the one-game-per-instance lock.

Layer: imports pages and everything below; only ui.app imports it.
"""
