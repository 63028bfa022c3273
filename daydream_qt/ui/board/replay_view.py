"""A board to look at, not to play on: the scene of the game, fitted, with no gesture at all.

The replay and the review show a sheet as the game's own board scene draws it, laid out for
the shape the game's own view has in the same window (`shape`, see `game_view_shape`: the
same items a row as the game, though the replay's view is wider for its page's bars), but
nothing here turns a click, a tap or a pen into an action, and keys go on to the page (its
arrows step through the game).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QKeyEvent, QPainter
from PySide6.QtWidgets import QAbstractScrollArea, QFrame, QGraphicsView, QWidget

from daydream_qt.ui.board.plan_marks import PlanMarks
from daydream_qt.ui.board.scene import BoardScene
from daydream_qt.ui.core.controller import GameController

HIDDEN_ROLES = ("cursor", "cell_glow", "node_glow", "line_choice_glow", "bonus_button", "hint")
"""What the board shows only to be tapped: never on a board that cannot be played."""


class ReplayView(QGraphicsView):
    """Shows `controller`'s game in a BoardScene of its own, whole, read-only."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.board_scene = BoardScene(controller, self)
        self.board_scene.show_legal_cells = False
        self.setScene(self.board_scene)
        self.plans = PlanMarks(self.board_scene)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setBackgroundBrush(self.board_scene.backgroundBrush())
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setInteractive(False)  # no click, hover or drag reaches an item
        self.shape: Callable[[], float | None] | None = None
        """The shape (width / height) the game's board view has in this window, which the
        board is laid out for (None, or None returned: this view's own shape)."""
        controller.game_replaced.connect(self._follow)
        controller.state_changed.connect(self._follow)
        controller.view_changed.connect(self._follow)

    def _follow(self, *_args) -> None:
        self._follow_hidden()
        self.fit()

    def fit(self) -> None:
        """The whole board, aspect kept; a view of another shape has it laid out anew."""
        size = self.viewport().size()
        if self.isVisible() and size.width() > 0 and size.height() > 0:
            aspect = (self.shape() if self.shape is not None else None) or size.width() / size.height()
            known = self.board_scene.aspect
            if known is None or abs(aspect / known - 1) > 0.04:
                shown, strokes = dict(self.plans.shown), dict(self.plans.strokes)
                if self.board_scene.set_aspect(aspect):  # the rebuild took the plans: again
                    self.plans.show(shown["played"], shown["best"], strokes["played"], strokes["best"])
                    self._follow_hidden()
        rect = self.board_scene.sceneRect()
        if not rect.isEmpty():
            self.fitInView(rect.adjusted(-6, -6, 6, 6), Qt.AspectRatioMode.KeepAspectRatio)

    def _follow_hidden(self) -> None:
        for role in HIDDEN_ROLES:
            for item in self.board_scene.items_with_role(role):
                item.setVisible(False)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        self.fit()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        event.ignore()  # a view would scroll on arrows: the page steps through the game instead

    def wheelEvent(self, event) -> None:  # noqa: N802 (Qt override)
        event.ignore()


def game_view_shape(game_page: QWidget, game_view: QAbstractScrollArea, size: QSize) -> float | None:
    """The shape of `game_view` once its page, `game_page`, is `size` (the size of the page
    showing the replay: both are pages of one stack). A hidden page keeps the size it was
    last shown at: its layout is then run for `size` first (it is run again when shown)."""
    layout = game_page.layout()
    if layout is None or size.width() <= 0 or size.height() <= 0:
        return None
    if not game_page.isVisible() and game_page.size() != size:
        game_page.resize(size)
        layout.setGeometry(QRect(QPoint(0, 0), size))
    room = game_view.maximumViewportSize()
    if room.width() <= 0 or room.height() <= 0:
        return None
    return room.width() / room.height()
