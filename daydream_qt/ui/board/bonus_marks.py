"""R11 on paper: the bonus a player took is circled on the finished item's bonus mark.

The state keeps only whether a bonus waits; which one was taken is read from the log.
Every item that shows a bonus offers it once, when it is finished, and the player takes
one at once (R11), so the n-th bonus the seat chose belongs to the n-th finished bonus item.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QPainterPath

from daydream_qt.engine import ChooseBonus, Game
from daydream_qt.ui.board.painter import path_item
from daydream_qt.ui.style.board import marker_pen

ROLE = "item_bonus_choice"
Z_CHOICE = 6
RING_R = 9.5
SUN_DX, LEAF_DX = -8.0, 8.0
"""Where the sun and the leaf sit in an item's bonus mark, from its centre (shelf.py)."""


def chosen_bonuses(game: Game, seat: int) -> dict[int, str]:
    """{finished item: "sun" or "leaf"} for every bonus `seat` has taken so far."""
    sheet = game.state.sheets[seat]
    items = game.board.defn.items
    offered = [i for i in range(min(sheet.item, len(items))) if items[i].bonus]
    taken = [a.bonus for a in game.log if isinstance(a, ChooseBonus) and a.seat == seat]
    return dict(zip(offered, taken))


def mark_centre(scene, item: int) -> QPointF:
    """The centre of item `item`'s bonus mark (sun on the left, leaf on the right)."""
    box = scene.layout.item_rects[item]
    return QPointF(box.right() - 6, box.top() + 4)


def refresh(scene) -> None:
    """Circle, in the seat's ink, the half of each finished item's mark that was taken
    (the rings on the board are changed only when what they say changed)."""
    game = scene.game
    if game is None or scene.layout is None:
        want: dict = {}
        ink = ""
    else:
        ink = scene.sheet_ink
        want = {(item, bonus, ink): item for item, bonus in chosen_bonuses(game, scene.seat).items()}
    shown = {it.data(1): it for it in scene.items_with_role(ROLE)}
    for key, it in shown.items():
        if key not in want:
            scene.discard(it)
    for key in want:
        if key in shown:
            continue
        item, bonus, _ = key
        ring = QPainterPath()
        ring.addEllipse(QPointF(0, 0), RING_R, RING_R * 0.92)
        centre = mark_centre(scene, item) + QPointF(SUN_DX if bonus == "sun" else LEAF_DX, 0)
        scene.add(path_item(ring, marker_pen(ink, 2.0), None, centre), ROLE, key, Z_CHOICE)
