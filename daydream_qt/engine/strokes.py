"""R9: where the next stroke takes the pen."""

from __future__ import annotations

from .board import ItemSpec


def stroke_target(item: ItemSpec, pen: int, kind: str) -> int:
    """The node a stroke of `kind` ('dot' or 'sun') drawn from node `pen` ends on.

    A dot stroke moves to the next node (a sun node is a node too); a sun stroke moves to
    the next sun node after the pen, so it joins a dot the pen stopped on to the next sun.
    """
    if kind == "dot":
        return pen + 1
    return item.next_sun[pen]


def walk(items: list[tuple[str, ...]], strokes: list[str]) -> list[tuple[int, int]]:
    """Reference walker over a whole shelf (node kinds per item) for a list of stroke kinds.

    Returns the (item, node) the pen is on after each stroke; a finished item hands the pen
    to node 0 of the next one (R10); strokes past the last item leave (len(items), 0).
    Used by property tests against the engine's incremental walker.
    """
    out = []
    item, pen = 0, 0
    for kind in strokes:
        if item >= len(items):
            out.append((item, 0))
            continue
        kinds = items[item]
        if kind == "dot":
            pen += 1
        else:
            pen += 1
            while kinds[pen] != "sun":
                pen += 1
        if pen == len(kinds) - 1:
            item, pen = item + 1, 0
        out.append((item, pen))
    return out
