"""The pages of the main window: start, game, hand-over, end; records, replay, review.
(The board editor's page is in ui/editor.)

Layer: imports board, panels, dialogs and everything below; never the window.
"""
