"""Colours, pens and sizes of the board: one calm paper palette shared by every painter."""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QColor, QPen

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGraphicsItem

_T = TypeVar("_T", bound="QGraphicsItem")

PITCH = 68.0
"""Distance between two lattice cells' centres (scene units)."""
CELL_W = 58.0
CELL_H = 54.0
ICON_R = 8.5
"""Radius of a line-end dot / sun icon."""
LEAF_SIZE = 26.0
"""A leaf of the footer; leaves stand LEAF_SIZE + 10 apart."""

PAPER = QColor("#fbf6ec")
PAPER_EDGE = QColor("#e9dfcb")
CLOUD_FILL = QColor("#eef3fb")
CLOUD_EDGE = QColor("#b9c8de")
CLOUD_STAR_FILL = QColor("#f3effb")
CLOUD_MOON_FILL = QColor("#eef6f4")
PRINT = QColor("#606e84")
"""Printed (not written) art: icons, outlines, labels; 4.5:1 on every ground of the board."""
PRINT_SOFT = QColor("#828b99")
"""Printed outlines: the shelf's drawings, reward boxes, tracks; 3:1 on the paper."""
SUN = QColor("#b4800d")
SUN_SOFT = QColor("#f7d991")
DOT = QColor("#7c8ba5")
LEAF = QColor("#689664")
LEAF_EDGE = QColor("#5a8756")
THORN = QColor("#916252")
STAR = QColor("#a4881b")
MOON = QColor("#7f8aa2")
GLOW = QColor(255, 214, 120, 95)
GLOW_EDGE = QColor("#b88000")
"""The edge of a glow (the clouds a die may go in, the pen's node): opaque, 3:1 on the
clouds, so a legal cloud differs from another by a line as well as a tint."""
GLOW_STRONG = QColor("#ca7700")
"""The R7 choice: line ends and clouds of the lines to pick from, a deep orange to be seen."""
CURSOR = QColor("#356fb3")
"""The keyboard's cursor on the board: a solid ring, CURSOR_WIDTH wide, 4.5:1 on the
clouds and the paper."""
CURSOR_WIDTH = 4.0
"""Scene units: at WHOLE_BOARD_SCALE (the least zoom) still more than 3 px on screen."""
SEAM = QColor("#d8ccb4")
SHELF = QColor("#d9c6a5")
FRAME_COLOURS = (QColor("#e58a9e"), QColor("#6aaee0"), QColor("#5fc49a"))
"""Rose, sky blue, mint: the families of the shipped boards, in their order."""
FRAME_COLOUR_WORDS = (
    (("rose", "pink"), QColor("#e58a9e")),
    (("sky", "blue"), QColor("#6aaee0")),
    (("mint", "green"), QColor("#5fc49a")),
    (("lavender", "violet", "purple", "lilac"), QColor("#a58bd8")),
    (("lemon", "yellow"), QColor("#e2c24a")),
    (("peach", "orange", "apricot"), QColor("#eca46a")),
)
"""A family whose id or English name says a colour is drawn in that colour."""
MIN_TAP_PX = 24.0
"""Logical pixels on screen: the least width and height of anything a player taps."""
MIN_TEXT_PX = 11.0
"""Logical pixels on screen: the least height (font size) of any printed text."""
TEXT_MIN = 14.0
"""Pixel size (scene units) of the board's smallest printed text: names, captions, footers."""
TEXT_PX_KEY = 2
"""`QGraphicsItem.data` key of a printed text's font size (scene units): see `printed_text`."""
WHOLE_BOARD_SCALE = max(MIN_TAP_PX / min(CELL_W, CELL_H), MIN_TEXT_PX / TEXT_MIN)
"""The least view scale (logical px per scene unit) at which the whole board is legible: the
clouds and the bonus buttons (`shelf.BUTTON`, larger than a cloud's 24 px share) tap at
MIN_TAP_PX and the smallest text reads at MIN_TEXT_PX. Below it the view zooms on the part
being played (`view.BoardView.play_rect`)."""
TEXT_SMALL = 20.0
"""Pixel size (scene units) of printed sentences: captions and explanation cards."""
CARD = QColor("#fffdf7")
CARD_EDGE = QColor("#808c9d")
LINE_FOCUS = QColor("#4f7fc4")
"""Outline of the clouds of the lines through the pointed cloud."""
LABEL_FILL = QColor("#fffaf0")
"""The score box and the garland's reward tags."""
NIGHT = QColor("#eef0fa")
"""The constellation's panel."""
DUSK = QColor("#f3f1fa")
"""The garland's panel."""
POLAROID = QColor("#fffdf8")
PHOTO = QColor("#eef1f6")
"""A polaroid's frame and its empty picture."""
MOON_FILL = QColor("#fbf7e6")
"""A moon of the garland."""
HINT = QColor("#765bc4")
"""The coach's violet: its hints' pencilled rings and the best plan of a review; apart from
the ink, the glow of legal cells, the keyboard cursor and the frames."""
HINT_FILL = QColor(118, 91, 196, 34)
"""The pale halo inside a hint's ring."""
HINT_DIGIT = QColor("#765bc4")
"""The coach's pencilled number: opaque, 4.5:1 on the clouds."""


def printed_text(item: _T, px: float) -> _T:
    """Mark `item` as printed text of font size `px` (scene units); returns it. What the
    size checks read (tests/test_ui_sizes.py): a text drawn as a path has no font."""
    item.setData(TEXT_PX_KEY, float(px))
    return item


def frame_colour(index: int, family_id: str = "", english_name: str = "") -> QColor:
    """The colour of a frame family: the one its id or name says, else by its index."""
    words = f"{family_id} {english_name}".lower()
    for keys, colour in FRAME_COLOUR_WORDS:
        if any(k in words for k in keys):
            return colour
    return FRAME_COLOURS[index % len(FRAME_COLOURS)]


def pen(colour: QColor, width: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine,
        cosmetic: bool = False) -> QPen:
    """A round-capped, round-joined pen: everything on the board is drawn with soft ends."""
    p = QPen(colour, width, style, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
    p.setCosmetic(cosmetic)
    return p


def outline_pen(colour: QColor, width: float) -> QPen:
    """A pen for the outline of a cloud: bevel joins.

    A cloud is a union of round shapes, flattened into a hundred short straight segments,
    so every join is between nearly aligned segments: a round join there looks the same
    (a few pixels differ, by 12/255 at most) and stroking the cells costs a third less of
    the board's first paint.
    """
    return QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.BevelJoin)


def marker_pen(ink: str | QColor, width: float = 3.2) -> QPen:
    return pen(QColor(ink), width)


def brush(colour: QColor) -> QBrush:
    """A solid brush of `colour`.

    Made with setters: calling QBrush(colour) has PySide weigh its gradient and image
    overloads, which loads those classes (and the 169 named gradients) at start.
    """
    b = QBrush()
    b.setStyle(Qt.BrushStyle.SolidPattern)
    b.setColor(colour)
    return b


NO_PEN = QPen(Qt.PenStyle.NoPen)
NO_BRUSH = QBrush()  # the default brush paints nothing (Qt.BrushStyle.NoBrush)


def tr(text: str) -> str:
    """Translate a user-visible string of the board (context "BoardScene")."""
    return QCoreApplication.translate("BoardScene", text)
