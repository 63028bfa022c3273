"""Modal dialogs: new game, seat editor, settings.

Layer: imports widgets, core and style; never the board, panels, pages or the window.
"""
