"""The shelf of a generated board: distinct drawings of the outline library, each with the dots
and suns of an item of the shipped board of its combination.

The shelf is what a solo score is mostly made of (R14), so its stroke profile stays the
shipped board's: each shelf keeps its items' dot and sun counts and bonuses, in a new order,
and some items have their dots and suns rearranged (same counts, first a dot, last a sun).
The drawings are new: first those of the board's theme, then others of the library, never
one twice. Each item's nodes are placed where its outline puts them (`Outline.node_points`,
as packaging/board_outlines.py writes the shipped boards) and must stay far enough apart to
be told apart on the screen.
"""

from __future__ import annotations

import itertools
import math
import random
from typing import Any

from daydream_qt.engine.outlines import load_outline

from .item_names import ITEM_NAMES
from .profiles import TIMER_SLOTS, Profile
from .words import Theme

MIN_NODE_GAP = 9.5
"""Units of the outline's 100-unit box between two nodes of an item (tests/test_board_files.py
asks 9: an item's box is 100 px or more on the shelf of a 1366x768 window)."""

REARRANGE_SHARE = 0.3
"""Of the items, how many get their dots and suns in a new order."""

THEME_SHARE = (0.35, 0.5)
"""The share of the shelf drawn from the theme's own drawings (as many as it has)."""

TIMERS = {"clover": "four-leaf-clover", "bow_tie": "bow-tie"}
"""The drawing of each frames timer item (R20), as on Colorful Dream."""

TIMER_KINDS = {"clover": "dsdsdsds", "bow_tie": "dsdsds"}

LIBRARY: tuple[str, ...] = (
    "accordion", "apple", "armchair", "ball-of-yarn", "balloon", "beach-flag", "beach-tent", "bell", "bird",
    "birdhouse", "bobble-hat", "bow-kite", "bunting", "butterfly", "cactus", "candle", "cat",
    "cherries", "clock", "cloud", "coffee-pot", "cookie", "crayon", "crescent-moon", "croissant", "cupcake",
    "cushion", "doughnut", "dreamcatcher", "drum", "easel", "firefly-jar", "fishbowl", "flip-flop",
    "fluffy-cloud", "fox", "gift", "glass-of-milk", "guitar", "harp", "headphones", "heart",
    "hot-air-balloon", "hourglass", "ice-cream", "kite", "lantern", "leaf", "lemonade", "letter", "lighthouse",
    "little-fir-tree", "little-house", "little-piano", "lollipop", "maracas", "metronome", "microphone", "mug",
    "music-note", "nightcap", "open-book", "owl", "paint-pot", "paintbrush", "palette", "paper-crown",
    "paper-fan", "paper-plane", "pear", "pencil", "picture-frame", "pine-cone", "planet", "postcard",
    "potted-plant", "rabbit", "radio", "rainbow", "record", "ribbon", "sand-bucket", "scarf", "seashell",
    "shooting-star", "sled", "snow-globe", "snowy-owl", "sock", "spoon", "star", "sun-hat", "sunflower",
    "table-lamp", "teacup", "teapot", "teddy-bear", "telescope", "toy-rocket", "trumpet", "tulip", "umbrella",
    "vase", "violin", "watermelon-slice", "wave", "windmill",
)
"""The drawings a generated shelf draws from, fixed for this generator version (the library
may grow; a generated board must not change with it). The timers' two drawings are kept for
the frames."""


def rearranged(rng: random.Random, kinds: str) -> str:
    """The same dots and suns in another order that an item may have: a dot first, a sun last,
    and a dot between them on an item of more than 4 nodes (tests/test_board_files.py)."""
    middle = list(kinds[1:-1])
    for _ in range(8):
        rng.shuffle(middle)
        if "d" in middle or len(kinds) <= 4:
            return "d" + "".join(middle) + "s"
    return kinds


def nodes_for(outline_id: str, kinds: str) -> list[dict[str, Any]] | None:
    """The item's nodes on its outline, or None when two of them would sit too close."""
    points = load_outline(outline_id).node_points(len(kinds))
    placed = [(round(x / 100, 4), round(y / 100, 4)) for x, y in points]
    gap = min(math.dist(a, b) for a, b in itertools.combinations(placed, 2)) * 100
    if gap < MIN_NODE_GAP:
        return None
    return [{"kind": "dot" if k == "d" else "sun", "x": x, "y": y} for k, (x, y) in zip(kinds, placed, strict=True)]


def make_items(rng: random.Random, p: Profile, theme: Theme) -> list[dict[str, Any]]:
    """Every item of the shelf, top shelf first, left to right."""
    timers = "frames" in p.modules
    slots: list[tuple[int, str, bool, str | None]] = []  # shelf, kinds, bonus, role
    for shelf, entries in enumerate(p.shelves):
        row: list[tuple[str, bool, str | None]] = [(k, b, None) for k, b in entries]
        if timers and shelf == 0:
            fixed = {pos: role for role, pos in TIMER_SLOTS.items()}
            rest = [e for i, e in enumerate(row) if i not in fixed]
            rng.shuffle(rest)
            row = []
            for i in range(len(entries)):
                row.append((TIMER_KINDS[fixed[i]], False, fixed[i]) if i in fixed else rest.pop(0))
        else:
            rng.shuffle(row)
        for kinds, bonus, role in row:
            if role is None and rng.random() < REARRANGE_SHARE:
                kinds = rearranged(rng, kinds)
            slots.append((shelf, kinds, bonus, role))
    free = [k for k, s in enumerate(slots) if s[3] is None]
    reserved = set(TIMERS.values()) if timers else set()
    own = [o for o in theme.outlines if o in LIBRARY and o not in reserved]
    rng.shuffle(own)
    share = rng.uniform(*THEME_SHARE)
    own = own[:min(len(own), math.ceil(share * len(free)))]
    others = [o for o in LIBRARY if o not in own and o not in reserved]
    rng.shuffle(others)
    picks = own + others
    order = list(free)
    rng.shuffle(order)  # the theme's drawings land anywhere on the shelf
    drawing: dict[int, str] = {}
    for k in order:
        kinds = slots[k][1]
        for i, o in enumerate(picks):
            if nodes_for(o, kinds) is not None:
                drawing[k] = picks.pop(i)
                break
        else:
            raise ValueError("the library has no drawing left for an item")
    items = []
    for k, (shelf, kinds, bonus, role) in enumerate(slots):
        oid = TIMERS[role] if role is not None else drawing[k]
        nodes = nodes_for(oid, kinds)
        if nodes is None:
            raise ValueError(f"the drawing {oid} cannot hold {len(kinds)} nodes")
        en, fr, ja = ITEM_NAMES[oid]
        item: dict[str, Any] = {"id": oid, "name": {"en": en, "fr": fr, "ja": ja}, "shelf": shelf, "outline": oid,
                                "nodes": nodes}
        if bonus:
            item["bonus"] = True
        if role is not None:
            item["role"] = role
        items.append(item)
    return items
