"""The pages of the main window: start, game, hand-over, end; records, replay, review, editor.

Layer: imports board, panels, dialogs and everything below; never the window.
"""
