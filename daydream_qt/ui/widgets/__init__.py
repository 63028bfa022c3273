"""Small widgets that take plain values, never a controller.

Layer: imports core and style only.
"""
