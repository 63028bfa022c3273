"""The app's QObjects and texts, no widgets: the controller (the only writer of a game),
the table flow, the coach's hinter, settings, status sentences.

Layer: imports the engine, the bots and style only.
"""
