"""The side-column cards of the game page (dice tray, seats, table, hint, ranking).

Layer: imports widgets, core and style; never the board, dialogs, pages or the window.
"""
