"""Colours, the style sheet, pens, painter paths and small motions.

Layer: imports PySide6, the engine and other style modules only; nothing else of ui.
"""
