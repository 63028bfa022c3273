"""Pictures for How to play: small parts of real boards, played by a script, drawn by the board.

Each picture is a game on one of the project's boards, brought to the state a page talks
about by ordinary engine actions (the dice of a script are accepted like typed dice), shown
by an ordinary `BoardScene` and cropped to the part the page is about. So the pictures are
the board's own vector art, never a screenshot: they stay crisp at any size and follow any
change to the painters. A few extra marks (dice faces, a pointing ring) are the style's own
paths.

`illustration(page, board_id, language)` builds the scene and the part to show: the base
pages' pictures are made here, a module's by its view (`ModuleView.help_picture`, through
the views registry), which names the writes to play and the parts to show through a
`HelpKit` lent from here. `HelpPicture` paints it fitted to its widget; `picture_image`
renders it for tests and screenshots.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QSizePolicy, QWidget

from daydream_qt.engine import (
    Board,
    ChooseBonus,
    ChooseLine,
    DrawStroke,
    EndTurn,
    Game,
    GiveUpDie,
    RollDice,
    WriteDie,
    builtin_board,
)
from daydream_qt.ui.board import explain
from daydream_qt.ui.board.layout import BoardLayout
from daydream_qt.ui.board.module_views.base import ModuleView, Write
from daydream_qt.ui.board.module_views.registry import VIEWS
from daydream_qt.ui.board.painter import path_item
from daydream_qt.ui.board.scene import BoardScene
from daydream_qt.ui.core.controller import GameController
from daydream_qt.ui.style import art
from daydream_qt.ui.style.board import (
    CELL_H,
    CELL_W,
    ICON_R,
    LINE_FOCUS,
    PAPER,
    PRINT,
    brush,
    outline_pen,
    pen,
)

Move = tuple
"""(row, col, value) writes `value` there (a value beyond the die's 1-6 colours leaves:
(row, col, value, die)); ("give", die) gives a die showing `die` up."""

Z_EXTRA = 30


GAP = 28.0
"""Scene units between two parts of one picture."""


@dataclass
class Illustration:
    """A scene and the parts of it a help page shows, side by side at one scale."""

    scene: BoardScene
    parts: list[QRectF]
    controller: GameController
    """Kept alive with the scene: the scene follows it."""

    @property
    def size(self) -> tuple[float, float]:
        """Width and height of the parts laid side by side, in scene units."""
        return (sum(p.width() for p in self.parts) + GAP * (len(self.parts) - 1),
                max(p.height() for p in self.parts))

    @property
    def aspect(self) -> float:
        w, h = self.size
        return w / max(1.0, h)


# ---------------------------------------------------------------- playing a script


def _settle(game: Game, bonus: str) -> None:
    """Draw every pending stroke, order lines, take bonuses: what the player would do next."""
    for _ in range(200):
        legal = game.legal_actions(0)
        follow = [a for a in legal if isinstance(a, (ChooseLine, DrawStroke))]
        bonuses = [a for a in legal if isinstance(a, ChooseBonus)]
        if follow:
            game.apply(follow[0])
        elif bonuses:
            game.apply(next((b for b in bonuses if b.bonus == bonus), bonuses[0]))
        else:
            return


def _turn(game: Game, moves: Sequence[Move], *, confirm: bool = True, bonus: str = "sun") -> None:
    """Roll the dice the moves need and play them in order (one or two moves)."""
    dice = [m[3] if len(m) == 4 else (m[1] if m[0] == "give" else m[2]) for m in moves]
    dice = (dice + [dice[0]])[:2]
    game.apply(RollDice((dice[0], dice[1]), True))
    board = game.board
    for die, m in enumerate(moves):
        if m[0] == "give":
            game.apply(GiveUpDie(0, die))
        else:
            cell = board.index[(m[0], m[1])]
            game.apply(WriteDie(0, die, cell, m[2] - dice[die]))
        _settle(game, bonus)
    if confirm and len(moves) == 2:
        game.apply(EndTurn(0))


def play(board_id: str, turns: Sequence[Sequence[Move]], *, last_open: bool = False,
         bonus: str = "sun", seats: int = 1) -> Game:
    """A solo game on `board_id` after `turns` (the first is the starting numbers).

    `last_open`: the last turn is rolled and only its listed moves are played, the turn
    left unconfirmed (a die may still be waiting)."""
    game = Game(builtin_board(board_id), "scoresheet", ("Player",), seed=1,
                table_size=seats)
    for k, moves in enumerate(turns):
        is_last = k == len(turns) - 1
        if is_last and last_open:
            _turn(game, moves, confirm=False, bonus=bonus)
        else:
            _turn(game, moves, bonus=bonus)
    return game


# ---------------------------------------------------------------- what to show


def _rows_rect(game: Game, scene: BoardScene, rows: range, cols: range) -> QRectF:
    board = game.board
    cells = [(r, c) for r in rows for c in cols if (r, c) in board.index]
    lay = scene.placed_layout
    rect = QRectF()
    for rc in cells:
        rect = rect.united(lay.cell_rect(board.index[rc]))
    # the line ends along these rows and columns
    for li, line in enumerate(board.lines):
        if any(board.coords[c] in cells for c in line):
            for p in lay.icon_pos[li]:
                if rect.adjusted(-2 * CELL_W, -2 * CELL_H, 2 * CELL_W, 2 * CELL_H).contains(p):
                    rect = rect.united(QRectF(p.x() - ICON_R * 1.6, p.y() - ICON_R * 1.6,
                                              ICON_R * 3.2, ICON_R * 3.2))
    # the numbers printed along the grid's top and left edges
    return rect.adjusted(-40 if cols.start == 0 else -12, -34 if rows.start == 0 else -12, 12, 12)


def _cells_rect(scene: BoardScene, cells: Sequence[int], margin: float = 14) -> QRectF:
    rect = QRectF()
    lay = scene.placed_layout
    for c in cells:
        rect = rect.united(lay.cell_rect(c))
    return rect.adjusted(-margin, -margin, margin, margin)


def _items_rect(scene: BoardScene, items: Sequence[int]) -> QRectF:
    rect = QRectF()
    lay = scene.placed_layout
    for i in items:
        rect = rect.united(lay.item_rects[i])
    # the item's name is printed under it; its bonus mark above its corner
    return rect.adjusted(-14, -22, 14, 30)


def _add_die(scene: BoardScene, value: int, centre: QPointF, size: float = 46.0) -> None:
    """A die face (the tray's own drawing) added to the picture."""
    box = QRectF(-size / 2, -size / 2, size, size)
    from PySide6.QtGui import QPainterPath

    face = QPainterPath()
    face.addRoundedRect(box, size * 0.18, size * 0.18)
    scene.add(path_item(face, pen(PRINT, 1.6), brush(QColor("#ffffff")), centre), "help_die", value, Z_EXTRA,
              cache=False)
    pips = art.die_face_path(value, size)
    scene.add(path_item(pips, None, brush(PRINT), centre), "help_die", value, Z_EXTRA + 1, cache=False)


def _ring(scene: BoardScene, rect: QRectF) -> None:
    """A rounded ring drawing the eye to one part of the picture."""
    from PySide6.QtGui import QPainterPath

    path = QPainterPath()
    path.addRoundedRect(rect, 12, 12)
    scene.add(path_item(path, outline_pen(LINE_FOCUS, 2.6), None), "help_ring", 0, Z_EXTRA, cache=False)


# ---------------------------------------------------------------- the pictures

def _scene(game: Game, language: str, select: int | None = None) -> tuple[BoardScene, GameController]:
    """The board of `game`; the clouds where die `select` may go glow (None: no glow)."""
    controller = GameController()
    scene = BoardScene(controller)
    scene.language = language
    scene.show_legal_cells = select is not None
    # a wide view: the shelf beside the grid, as on a landscape window
    scene.aspect = 1.6
    controller.set_game(game)
    if select is not None:
        controller.select_die(select)
    scene.set_cursor(None, False)
    return scene, controller


def illustration(page: str, board_id: str | None = None, language: str = "en") -> Illustration:
    """The picture of one help page (`board_id`: the board a module page is shown for; None:
    the one its view names)."""
    maker = _MAKERS.get(page)
    if maker is not None:
        return maker(board_id, language)
    view = VIEWS[page]
    return _module_picture(view, board_id or view.help_board, language)


DICE_AT = QPointF(-400.0, 0.0)
"""Dice faces go on clean paper left of the board."""


def _dice(_board: str | None, language: str) -> Illustration:
    # The starting numbers anywhere, then a turn's two dice: 4 and 2.
    game = play("A", [[(1, 1, 3), (2, 3, 5)], [(1, 2, 4)]], last_open=True)
    scene, ctl = _scene(game, language)
    _add_die(scene, 4, DICE_AT + QPointF(0, -34))
    _add_die(scene, 2, DICE_AT + QPointF(0, 34))
    dice = QRectF(DICE_AT.x() - 34, DICE_AT.y() - 70, 68, 140)
    return Illustration(scene, [dice, _rows_rect(game, scene, range(0, 4), range(0, 6))], ctl)


def _write(_board: str | None, language: str) -> Illustration:
    # Glowing clouds: where the selected die may go, next to a filled cloud.
    game = play("A", [[(2, 1, 3), (2, 3, 6)], [(2, 2, 4)]], last_open=True)
    scene, ctl = _scene(game, language, select=1)
    _add_die(scene, 2, DICE_AT)
    dice = QRectF(DICE_AT.x() - 34, DICE_AT.y() - 34, 68, 68)
    return Illustration(scene, [dice, _rows_rect(game, scene, range(1, 4), range(0, 5))], ctl)


def _lines(_board: str | None, language: str) -> Illustration:
    # Row 2 on the right is full (dot circled); column 1 waits for its last cloud.
    game = play("A", [[(1, 3, 2), (2, 0, 1)], [(1, 4, 5), (1, 5, 3)], [(1, 0, 4), (1, 1, 6)]])
    scene, ctl = _scene(game, language)
    board, lay = game.board, scene.placed_layout
    full = board.cell_lines[board.index[(1, 3)]][0]
    ring = _cells_rect(scene, board.lines[full], 4)
    for p in lay.icon_pos[full]:
        ring = ring.united(QRectF(p.x() - ICON_R * 1.5, p.y() - ICON_R * 1.5, ICON_R * 3, ICON_R * 3))
    _ring(scene, ring)
    return Illustration(scene, [_rows_rect(game, scene, range(0, 4), range(0, 6))], ctl)


def _outcomes(_board: str | None, language: str) -> Illustration:
    # Three lines of rows 2 and 3: all different, a run, a repeat.
    game = play("A", [[(1, 0, 2), (1, 3, 3)],
                      [(1, 1, 5), (1, 2, 3)],          # 2-5-3: all different
                      [(1, 4, 4), (1, 5, 5)],          # 3-4-5: a run
                      [(2, 4, 6), (2, 5, 6)]])         # 6-6: a repeat
    scene, ctl = _scene(game, language)
    return Illustration(scene, [_rows_rect(game, scene, range(1, 3), range(0, 6))], ctl)


def _strokes(_board: str | None, language: str) -> Illustration:
    # One good line of 3: three dot strokes on the cactus, the pen waiting on its node.
    game = play("A", [[(1, 0, 2), (2, 0, 3)], [(1, 1, 5), (1, 2, 3)]])
    scene, ctl = _scene(game, language)
    _ring(scene, scene.placed_layout.item_rects[0].adjusted(-8, -8, 8, 8))
    return Illustration(scene, [_items_rect(scene, [0, 1])], ctl)


def _items(_board: str | None, language: str) -> Illustration:
    # Enough strokes to finish the cactus and the teapot and start the croissant.
    game = play("A", [[(1, 0, 2), (1, 3, 3)], [(1, 1, 3), (1, 2, 4)], [(1, 4, 4), (1, 5, 5)],
                      [(2, 4, 6), (2, 5, 5)], [(2, 0, 1), (3, 0, 3)]], bonus="leaf")
    scene, ctl = _scene(game, language)
    return Illustration(scene, [_items_rect(scene, [0, 1, 2])], ctl)


def _leaves(_board: str | None, language: str) -> Illustration:
    # A 6 made a 7 with a coloured leaf; a die given up circled the next leaf.
    game = play("A", [[(1, 1, 3), (2, 3, 5)], [(1, 2, 7, 6), ("give", 1)]])
    scene, ctl = _scene(game, language)
    lay = scene.placed_layout
    leaves = QRectF(lay.leaves_rect.left(), lay.leaves_rect.top(), 330, lay.leaves_rect.height())
    return Illustration(scene, [_rows_rect(game, scene, range(1, 2), range(0, 4)),
                                leaves.adjusted(-6, -4, 6, 4)], ctl)


def _thorns(_board: str | None, language: str) -> Illustration:
    # Three dice given up alone: three thorns, one item lost.
    game = play("A", [[(1, 1, 3), (2, 3, 5)], [(1, 2, 4), ("give", 1)], [(2, 1, 2), ("give", 6)],
                      [(3, 1, 1), ("give", 5)]])
    scene, ctl = _scene(game, language)
    lay = scene.placed_layout
    src = lay.plant_rect.united(lay.score_rect)
    return Illustration(scene, [src.adjusted(-10, -6, 10, 6)], ctl)


def _end(_board: str | None, language: str) -> Illustration:
    # Three finished items: the score box and its breakdown, as pointing at it shows.
    game = play("A", [[(1, 0, 2), (1, 3, 3)], [(1, 1, 3), (1, 2, 4)], [(1, 4, 4), (1, 5, 5)],
                      [(2, 4, 6), (2, 5, 5)], [(2, 0, 1), (3, 0, 3)], [(2, 1, 2), (2, 2, 3)]])
    scene, ctl = _scene(game, language)
    lay = scene.placed_layout
    card = explain.show_card(scene, "score", lay.score_rect,
                             explain.score_sentences(game, 0, language))
    src = lay.score_rect.united(card.sceneBoundingRect())
    return Illustration(scene, [src.adjusted(-10, -8, 10, 8)], ctl)


class _Kit:
    """What a module's view draws its picture with (`module_views.base.HelpKit`): a game on
    one board, played as the view says, and the scene showing it."""

    def __init__(self, board_id: str, language: str) -> None:
        self._board_id = board_id
        self._language = language
        self._board = builtin_board(board_id)
        self.shown: tuple[BoardScene, GameController] | None = None

    @property
    def board(self) -> Board:
        return self._board

    def show(self, writes: Sequence[Write]) -> BoardLayout:
        game = play(self._board_id, _reach(self._board, writes))
        scene, ctl = _scene(game, self._language)
        self.shown = (scene, ctl)
        return scene.placed_layout

    def cells_rect(self, cells: Sequence[int], margin: float = 14) -> QRectF:
        if self.shown is None:
            raise RuntimeError("cells_rect before show: no sheet is drawn yet")
        return _cells_rect(self.shown[0], cells, margin)


def _module_picture(view: ModuleView, board_id: str, language: str) -> Illustration:
    """A module's page picture, as its view draws it on `board_id` (the whole sheet when it
    names no part)."""
    kit = _Kit(board_id, language)
    parts = view.help_picture(kit)
    if kit.shown is None:
        kit.show([])
    assert kit.shown is not None
    scene, ctl = kit.shown
    return Illustration(scene, parts or [scene.placed_layout.scene_rect], ctl)


def _reach(board: Board, writes: Sequence[Write]) -> list[list[Move]]:
    """Turns that write `writes` in order, each next to a filled cloud: the first two are the
    starting numbers; a cloud out of reach is approached through the clouds between, which
    get a neutral 1 (a path of written clouds, never through a line end)."""
    filled: set[int] = set()
    moves: list[Move] = []
    for (r, c), v in writes:
        target = board.index[(r, c)]
        if target in filled:
            continue
        if len(moves) >= 2 and not any(n in filled for n in board.neighbours[target]):
            for cell in _path(board, filled, target)[:-1]:
                moves.append((*board.coords[cell], 1))
                filled.add(cell)
        moves.append((r, c, v))
        filled.add(target)
    turns = [moves[k:k + 2] for k in range(0, len(moves), 2)]
    if turns and len(turns[-1]) == 1:
        turns[-1] = [turns[-1][0], ("give", 1)] if len(turns) > 1 else turns[-1]
    return turns


def _path(board: Board, filled: set[int], target: int) -> list[int]:
    """Cells from next to `filled` up to `target` (breadth first)."""
    prev: dict[int, int | None] = {f: None for f in filled}
    queue = deque(filled)
    while queue:
        cur = queue.popleft()
        if cur == target:
            break
        for n in board.neighbours[cur]:
            if n not in prev:
                prev[n] = cur
                queue.append(n)
    out = []
    back: int | None = target
    while back is not None and back not in filled:
        out.append(back)
        back = prev[back]
    return out[::-1]


def _coach(_board: str | None, language: str) -> Illustration:
    # The dice of the turn, 4 and 2, and the coach's pencilled rings: where it would write them.
    game = play("A", [[(1, 1, 3), (2, 3, 5)]])
    game.apply(RollDice((4, 2), True))
    scene, ctl = _scene(game, language)
    board = game.board
    scene.set_hint([(board.index[(1, 2)], 4), (board.index[(2, 2)], 2)])
    _add_die(scene, 4, DICE_AT + QPointF(0, -34))
    _add_die(scene, 2, DICE_AT + QPointF(0, 34))
    dice = QRectF(DICE_AT.x() - 34, DICE_AT.y() - 70, 68, 140)
    return Illustration(scene, [dice, _rows_rect(game, scene, range(0, 4), range(0, 6))], ctl)


_MAKERS = {
    "dice": _dice, "write": _write, "lines": _lines, "outcomes": _outcomes, "strokes": _strokes,
    "items": _items, "leaves": _leaves, "thorns": _thorns, "end": _end, "coach": _coach,
}
"""The base pages' pictures; a module's is its view's."""


# ---------------------------------------------------------------- showing it


def render(ill: Illustration, painter: QPainter, target: QRectF) -> QRectF:
    """Paint the picture centred in `target`, its shape kept; returns where it went."""
    w, h = ill.size
    k = min(target.width() / w, target.height() / h)
    x = target.center().x() - w * k / 2
    top = target.center().y() - h * k / 2
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    for part in ill.parts:
        # parts of different heights are centred on one another
        y = top + (h - part.height()) * k / 2
        box = QRectF(x, y, part.width() * k, part.height() * k)
        ill.scene.render(painter, box, part, Qt.AspectRatioMode.KeepAspectRatio)
        x += (part.width() + GAP) * k
    return QRectF(target.center().x() - w * k / 2, top, w * k, h * k)


def picture_image(ill: Illustration, width: int = 480) -> QImage:
    """The picture at `width` pixels on the board's paper."""
    height = max(1, round(width / ill.aspect))
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(PAPER)
    painter = QPainter(image)
    render(ill, painter, QRectF(0, 0, width, height))
    painter.end()
    return image


class HelpPicture(QWidget):
    """A help page's picture, as large as its room allows, its shape kept."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.illustration: Illustration | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(200, 120)

    def set_illustration(self, ill: Illustration | None) -> None:
        self.illustration = ill
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(520, 300)

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt override)
        painter = QPainter(self)
        painter.fillRect(self.rect(), PAPER)
        if self.illustration is not None:
            render(self.illustration, painter, QRectF(self.rect()).adjusted(6, 6, -6, -6))
        painter.end()
