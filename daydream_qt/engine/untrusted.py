"""Text from files, settings and people: how long it may be, and how a sentence quotes it.

Every limit a board or a saved game is checked against lives here, so the file models, the
UI's entry fields and docs/save-format.md agree. A refusal sentence never echoes what it
refuses in full: `excerpt` gives a short, one-line piece with control characters escaped.
"""

from __future__ import annotations

MAX_SEAT_NAME = 40
"""A seat's name, in characters (the seat editor's field has the same limit)."""
MAX_BOT_NAME = 40
"""The name of the bot playing a seat."""
MAX_BOARD_TEXT = 80
"""A board's name, a title band's title, an item's or a frame family's name, per language."""
MAX_ID = 40
"""An item's or a frame family's id."""
MAX_EXCERPT = 40
"""Characters of a refused value a sentence may quote."""


def escape_controls(text: str) -> str:
    """`text` with every control character (C0, DEL, C1, line and paragraph separators, bidi
    overrides) written as a visible escape, so it cannot move a cursor, fake a new line or
    reorder what a terminal or label shows."""
    out: list[str] = []
    for ch in text:
        o = ord(ch)
        if o < 0x20 or 0x7F <= o < 0xA0 or o in (0x2028, 0x2029) or 0x202A <= o <= 0x202E \
                or 0x2066 <= o <= 0x2069:
            out.append(f"\\x{o:02x}" if o < 0x100 else f"\\u{o:04x}")
        else:
            out.append(ch)
    return "".join(out)


def excerpt(value: object, limit: int = MAX_EXCERPT) -> str:
    """At most `limit` characters of `value` on one line, controls escaped, cut with "…"."""
    raw = str(value)
    # Only the start can be shown: a 5 MB string is cut before it is split and escaped.
    head = raw[: 4 * limit + 64]
    text = escape_controls(" ".join(head.split()))
    if len(text) <= limit and len(head) == len(raw):
        return text
    return text[: limit - 1] + "\u2026"
