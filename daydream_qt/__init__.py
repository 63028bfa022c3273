"""daydream_qt: the roll & write game Daydream, on the desktop."""

__version__ = "0.1.0"
