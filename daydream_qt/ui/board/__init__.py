"""The scene of one sheet: painters, layout, interactions and the view.

Layer: imports widgets, core and style; never panels, dialogs, pages or the window.
"""
