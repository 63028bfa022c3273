"""The main window, its File menu and autosave, and the one-game-per-instance lock.

Layer: imports pages and everything below; only ui.app imports it.
"""
