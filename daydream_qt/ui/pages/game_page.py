"""The game page: top bar, status line, seat tabs, the board, and the controls.

The board takes all the room the controls leave. A landscape window keeps everything else
in one column at the right, the board's name, the turn and what to do next at its top, so
the board has the window's whole height; a portrait one (a tablet held upright) puts the
name and the turn in a bar on top, what to do next over the board and the controls in a
row under it. Either way the cards sit in a scroll area, so a short window scrolls them
rather than squeeze one card over another, and the reminders card shows only when the
column has room for it (Help > Reminders always has them). The column is as wide as its
cards need on a small screen (`side_width`, the cards' minimum), it keeps room for a scroll
bar only when its cards are taller than it, and the board reaches the window's left, top
and bottom edges (the board card has its own margin): at 1366x768 every pixel the controls
do not use goes to the board.

Nothing in the column moves under the pointer while a game goes on: the dice, the leaves,
Undo and Confirm keep their place at every size (tests/test_ui_column_stays.py). What to do
next keeps, in the column's head, the room of its longest sentences; the tray's rows keep
theirs whatever they say (`dice_tray.RoomLabel`, a scoresheet's Change the dice in Record's
place); the coach's card takes the head's place while it shows (as tall as the head, so the
tray stays, and whole without scrolling at 1366x768), or, with the head in a bar across
the page, goes under the tray, the column keeping room for its scroll bar from the start.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRect, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPixmap
from PySide6.QtWidgets import (
    QBoxLayout,
    QCheckBox,
    QFrame,
    QHBoxLayout,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from daydream_qt.engine import Game
from daydream_qt.ui.board.module_views.registry import views_of
from daydream_qt.ui.board.view import BoardView
from daydream_qt.ui.core.controller import GameController
from daydream_qt.ui.core.hinter import Hinter
from daydream_qt.ui.core.status import longest_steps
from daydream_qt.ui.core.table_flow import at_table
from daydream_qt.ui.pages import play_keys
from daydream_qt.ui.panels.dice_tray import DiceTray, KeptLabel
from daydream_qt.ui.style import palette, text_size
from daydream_qt.ui.style.restyle import restyle
from daydream_qt.ui.widgets.fit import tappable
from daydream_qt.ui.widgets.plain import (
    ElidedLabel,
    WrapLabel,
    draw_text,
    plain_label,
    tooltip,
    wrap_lines,
)

if TYPE_CHECKING:
    from PySide6.QtGui import QKeyEvent

    from daydream_qt.ui.panels.hint_card import HintCard
    from daydream_qt.ui.panels.seats_panel import SeatsPanel
    from daydream_qt.ui.panels.table_panel import TablePanel

SIDE_WIDTH = 320
"""The cards' width on a wide screen; `side_width` gives the width for a page's width."""
SIDE_SHARE = 0.15
"""The share of the page's width the cards take, when that is more than they need."""
SIDE_SPACING = 14
MARGIN = 6
"""Between the window's edge and the controls. The board has none at the window's edge,
its card is drawn inset in the view."""
BOARD_GAP = 4
"""Between the board and the column beside it (plus the board card's own inset)."""
SCROLL_GAP = 4
"""Between the column's cards and its scroll bar, while it shows one."""
CARD_PAD = 14
"""The column's cards: their contents' left and right margin."""
HEAD_PAD = 10
HEAD_SPACING = 4
"""The column's head: its contents' top and bottom margin, and between its lines."""
PORTRAIT_RATIO = 1.0
"""A page narrower than it is tall (times this) puts the controls under the board."""


def side_width(page_width: int) -> int:
    """The cards' width a page this wide offers them (SIDE_SHARE of it, at most SIDE_WIDTH);
    the column is never narrower than its cards' minimum (`GamePage._cards_width`)."""
    return min(SIDE_WIDTH, round(page_width * SIDE_SHARE))


def _t(text: str) -> str:
    return QCoreApplication.translate("GamePage", text)


def reminder_lines(game: Game | None) -> list[str]:
    """The rules a newcomer needs while playing: the ones of this game's mode and modules."""
    lines = [
        _t("A full line of all-different numbers circles its dot: one dot stroke per cloud."),
        _t("A full line that counts up or down by one (2-3-4-5) circles its sun: one sun stroke per cloud."),
        _t("A repeated number crosses the line out."),
        _t("Strokes draw the first unfinished item on the shelf; each finished item is a point."),
    ]
    lines.append(_t("Each circled leaf you colour changes a die by 1, up or down."))
    if game is None or game.solo_rules:
        lines.append(_t("Giving up a die circles a leaf and draws a thorn: two thorns cost one item."))
    else:
        lines.append(_t("Giving up a die circles a leaf."))
    if game is not None:  # each module's own lines, in the game's mode (its view's)
        lines += [text for view in views_of(game.board) for text in view.reminders(game) if text]
    return lines


REMINDERS_INSET = 6
"""Pixels the Reminders button is narrower than the column, half each side: its focus ring,
at its edge, is never cut by the column's edge."""

class _Column(QScrollArea):
    """The scroll area of the cards, which says when its height changed (`resized`): what
    fits in it is known then. A method, not an event filter: comparing event types would
    bring QEvent's enum into Python at the app's start."""

    resized: Callable[[], None] | None = None

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        if self.resized is not None:
            self.resized()


class _HeadLabel(ElidedLabel):
    """The board's name or the turn: one line cut with "…" in the bar across the page; in
    the column's head (`set_lines`), wrapped at its spaces on up to that many lines, the
    last one (and a word wider than the column) cut with "…". The column is narrow on a
    small screen: a name the width of the bar still shows whole there. Its minimum width
    stays that of a cut line, so a long name from a file never widens the column."""

    def __init__(self, max_width: int) -> None:
        super().__init__(max_width=max_width)
        self.lines = 1

    def set_lines(self, lines: int) -> None:
        self.lines = lines
        policy = self.sizePolicy()
        policy.setHeightForWidth(lines > 1)
        self.setSizePolicy(policy)
        self.updateGeometry()
        self.update()

    def wrapped(self, width: int) -> list[str]:
        """The lines drawn at `width` pixels of text."""
        return wrap_lines(self.text(), self.fontMetrics(), width, self.lines)

    def shown_text(self) -> str:
        return "\n".join(self.wrapped(self.contentsRect().width()))

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt override)
        return self.lines > 1

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt override)
        m = self.contentsMargins()
        rows = len(self.wrapped(width - m.left() - m.right()))
        # the first line as tall as a label's, each next one a line further down
        return super().minimumSizeHint().height() + (rows - 1) * self.fontMetrics().lineSpacing()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        hint = super().sizeHint()
        if self.lines > 1:
            return QSize(hint.width(), self.heightForWidth(hint.width()))
        return hint

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if self.lines <= 1:
            super().paintEvent(event)
            return
        rect = self.contentsRect()
        rows = self.wrapped(rect.width())
        tip = "" if " ".join(rows) == " ".join(self.text().split()) else tooltip(self.text())
        if self.toolTip() != tip:
            self.setToolTip(tip)
        painter = QPainter(self)
        step = self.fontMetrics().lineSpacing()
        align = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        for i, row in enumerate(rows):
            draw_text(painter, self, QRect(rect.left(), rect.top() + i * step, rect.width(), step), align, row)
        painter.end()


class _Head(QFrame):
    """The head's frame, which says when it moved or changed size (`placed`): the coach's
    card takes its place while it shows (`GamePage._place_hint_card`)."""

    placed: Callable[[], None] | None = None

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        if self.placed is not None:
            self.placed()

    def moveEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().moveEvent(event)
        if self.placed is not None:
            self.placed()


class GamePage(QWidget):
    """Widgets of a game in progress; the main window wires them to the controller's flow."""

    def __init__(self, controller: GameController, language: str, draw_strokes: bool,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.portrait = False
        self.reviewing = False
        # Panels are made under this page from the start (see MainWindow: moving a styled
        # tree of widgets has Qt restyle all of it).
        self._build_head(draw_strokes)
        self._build_column(language)
        self._build_layout()
        self.top.placed = self._place_hint_card
        # The arrangement's state: the column's width, whether it scrolls, where the head is.
        self.side_w = SIDE_WIDTH
        self._scrolls = True
        # what fits in the column is known once the column has its new height
        self.side_scroll.resized = self._column_resized
        self._column_key: object = None
        self._name_probe: QWidget | None = None
        self.head_in_column = False
        self._head_w = 0
        self._head_pending = True
        self._said: dict[tuple[tuple[int, str], int, str], int] = {}
        self._said_h = 0
        self._head_covered = False
        """The height of the longest sentences of what to do next at the column's width."""
        self._arrange(False)
        self._chained: tuple[int, ...] = ()
        """The focus chain last set (`_chain`), by the widgets' ids and the coach card's parent."""
        self._chain()

        controller.game_replaced.connect(self.refresh_panels)
        controller.state_changed.connect(lambda _events: self.refresh_panels())
        controller.view_changed.connect(self.refresh_panels)

    # ------------------------------------------------------------ building
    def _build_head(self, draw_strokes: bool) -> None:
        """The head: the board's name, the turn, the option to draw strokes and, on a
        finished game's sheet, the way back. Landscape: the top of the right column (name,
        turn, what to do, the option), so the board keeps the window's height; portrait: a
        bar across the page (see `_place_head`)."""
        top = self.top = _Head(self)
        top.setObjectName("topbar")
        # The board's name and the seat that plays come from the game file.
        self.board_name = _HeadLabel(max_width=520)
        self.board_name.setObjectName("heading")
        self.turn_label = _HeadLabel(max_width=420)
        self.turn_label.setObjectName("subtle")
        self.auto_strokes = QCheckBox(self.tr("Draw strokes for me"))
        tappable(self.auto_strokes)
        self.auto_strokes.setToolTip(self.tr("Pending strokes are drawn on the shelf automatically"))
        self.auto_strokes.setChecked(draw_strokes)
        self.auto_strokes.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        bar = self.bar = QBoxLayout(QBoxLayout.Direction.LeftToRight, top)
        bar.setContentsMargins(18, 8, 18, 8)
        bar.setSpacing(14)
        bar.addWidget(self.board_name)
        bar.addWidget(self.turn_label)
        bar.addStretch(1)
        bar.addWidget(self.auto_strokes)
        # A finished game's sheet, looked at from the end screen: the only way on is back.
        self.back_button = QPushButton(top)  # its text after: see dice_tray._button
        self.back_button.setText(self.tr("Back to the results"))
        self.back_button.setProperty("primary", True)
        self.back_button.hide()
        bar.addWidget(self.back_button)

    def _build_column(self, language: str) -> None:
        """The status line, the board and the column of cards beside (or under) it: the
        dice tray, the reminders (or their button) and, made on need, the seats' tabs, the
        table's card and the coach's card."""
        # The side column scrolls when a short window cannot hold all of it.
        # Its frame and background come from the style sheet ("side"): each enum type a
        # call here touches first costs the start a millisecond or so.
        self.side_scroll = _Column(self)
        self.side_scroll.setObjectName("side")
        self.side_scroll.setAccessibleName(self.tr("Dice, hints and reminders"))
        # no Tab stop of its own: Tab goes to its controls, and it scrolls to show each
        self.side_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.side_scroll.setWidgetResizable(True)
        self.side = QWidget(self.side_scroll)
        self.side_scroll.setWidget(self.side)

        # in the column's head, the room of the longest sentences (`_fit_status`)
        self.status_label = KeptLabel()
        self.status_label.setObjectName("status")
        self.status_label.setMinimumHeight(28)
        # The seats' tabs, the table's card and the coach's card are made when first
        # needed (a game of several seats, a scoresheet at a table, a hint): a solo game's
        # first frame does without them (`seats`, `table`, `hint_card`).
        self._seats: SeatsPanel | None = None
        self._table: TablePanel | None = None
        self._hint_card: HintCard | None = None
        controller = self.controller
        self.view = BoardView(controller, self)
        # The margin around the board card is the window's own paper, not a second tone.
        self.view.setBackgroundBrush(QColor(palette.PAPER))
        self.view.setMinimumSize(240, 200)
        self.tray = DiceTray(controller, language, self.side)
        self.tray.setFixedWidth(SIDE_WIDTH)
        self.hinter = Hinter(controller, language, self)
        self.tray.hint_button.clicked.connect(self.hinter.request)
        self.hinter.changed.connect(self._hint_changed)
        self.reminders = self._reminders()
        # In the reminders card's place when it has no room: the main window opens them.
        self.reminders_button = QPushButton(self.side)
        self.reminders_button.setText(self.tr("Reminders\u2026"))
        self.reminders_button.setToolTip(self.tr("The rules of this game in a few lines (Help menu)"))
        self.reminders_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.reminders_button.setFixedWidth(SIDE_WIDTH - REMINDERS_INSET)
        self.reminders_button.hide()
        self._reminder_game: tuple[bool, frozenset[str]] | None = None
        self._fill_reminders(None)

    def _build_layout(self) -> None:
        """The layouts: the status over the board (left), the column (right), and the page
        of the two; `_arrange` turns them for a portrait page and `_place_head` moves the
        head between the bar and the column."""
        left = self.left = QVBoxLayout()
        left.setContentsMargins(0, 0, 0, 0)
        left.setSpacing(BOARD_GAP)
        left.addWidget(self.status_label)
        left.addWidget(self.view, 1)
        self.side_layout: QBoxLayout = QVBoxLayout(self.side)
        self.side_layout.setContentsMargins(0, 0, 0, 0)
        self.side_layout.setSpacing(SIDE_SPACING)
        self.side_layout.addWidget(self.tray, 0, Qt.AlignmentFlag.AlignTop)
        self.side_layout.addWidget(self.reminders, 0, Qt.AlignmentFlag.AlignTop)
        self.side_layout.addWidget(self.reminders_button, 0, Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter)
        self.side_layout.addStretch(1)
        self.right = QVBoxLayout()
        self.right.setContentsMargins(0, 0, 0, 0)
        self.right.setSpacing(SIDE_SPACING)
        self.right.addWidget(self.side_scroll, 1)
        self.body: QBoxLayout = QHBoxLayout()
        self.body.setSpacing(BOARD_GAP)
        self.body.addLayout(left, 1)
        self.body.addLayout(self.right)
        self.page_layout = QVBoxLayout(self)
        self.page_layout.setContentsMargins(0, 0, 0, 0)
        self.page_layout.setSpacing(0)
        self.page_layout.addLayout(self.body, 1)

    def set_review(self, on: bool) -> None:
        """A finished sheet to look at: no play controls, a way back to the results."""
        self.reviewing = on
        self.back_button.setVisible(on)
        self.auto_strokes.setVisible(not on)
        self.side_scroll.setVisible(not on)

    # ------------------------------------------------------------ panels made on need
    def _shown(self, widget: QWidget | None) -> bool:
        """A card made and shown on this page (one not made yet is not shown)."""
        return widget is not None and widget.isVisibleTo(self)

    def _shown_cards(self, *cards: QWidget | None) -> list[QWidget]:
        """Those of `cards` made and shown on this page, in their order."""
        return [w for w in cards if w is not None and w.isVisibleTo(self)]

    @property
    def seats(self) -> SeatsPanel:
        """The seats' tabs over the board (shown with several seats)."""
        if self._seats is None:
            from daydream_qt.ui.panels.seats_panel import SeatsPanel

            self._seats = SeatsPanel(self.controller, self)
            # over the board, which reaches the page's edge: the tabs keep off it
            layout = self._seats.layout()
            if layout is not None:
                layout.setContentsMargins(MARGIN, MARGIN, MARGIN, 0)
            self.left.insertWidget(self.left.indexOf(self.status_label) + 1, self._seats)
            self._chain()
        return self._seats

    @property
    def table(self) -> TablePanel:
        """The card of the others at a scoresheet's table (shown in such a game)."""
        if self._table is None:
            from daydream_qt.ui.panels.table_panel import TablePanel

            self._table = TablePanel(self.controller, self.tray.language, self.side)
            self._table.setFixedWidth(self.side_w)
            self._table.hide()  # until a scoresheet game at a table shows it (its refresh)
            self._insert_card(self._table)
            c = self.controller
            self._table.setEnabled(c.viewed == c.seat and not c.hold)
            self._chain()
        return self._table

    @property
    def hint_card(self) -> HintCard:
        """The coach's card (shown while a hint is given)."""
        if self._hint_card is None:
            from daydream_qt.ui.panels.hint_card import HintCard

            self._hint_card = HintCard(self.hinter, self.side)
            self._hint_card.setFixedWidth(self.side_w)
            self._insert_card(self._hint_card)
            self._place_hint_card()
            self._chain()
        return self._hint_card

    def _card_in_column(self) -> HintCard | None:
        """The coach's card when it is one of the column's cards (not in the head's place)."""
        card = self._hint_card
        return card if card is not None and card.parentWidget() is self.side else None

    def _place_hint_card(self) -> None:
        """The coach's card in the head's place while the head is at the top of the column:
        as large as the head, so the tray under it does not move and the card shows whole
        without scrolling; the head comes back when the card goes. Otherwise (the head in
        a bar across the page) under the tray, the reminders giving way."""
        card = self._hint_card
        if card is None:
            return
        top = self.top
        shown = self.hinter.showing()
        if self.head_in_column and not self.portrait:
            if card.parentWidget() is not top:
                self.side_layout.removeWidget(card)
                card.setParent(top)  # hidden by the move: shown again below
            card.setFixedWidth(top.width())
            card.set_room(top.height())
            card.setGeometry(top.rect())
            card.raise_()
            card.setVisible(shown)
            self._cover_head(shown)
            self._chain()  # a widget moved to another parent goes to the chain's end
            return
        if card.parentWidget() is not self.side:
            card.setParent(self.side)
            card.set_room(0)
            card.setFixedWidth(self.side_w)
            self._insert_card(card)
            card.setVisible(shown)
        self._cover_head(False)
        self._chain()

    def _cover_head(self, on: bool) -> None:
        """The head's lines hidden under the coach's card (`on`), their room kept: the head
        keeps its size, so the tray under it does not move; shown again when it goes."""
        if on == self._head_covered:
            return
        self._head_covered = on
        for w in (self.board_name, self.turn_label, self.status_label, self.auto_strokes):
            policy = w.sizePolicy()
            policy.setRetainSizeWhenHidden(on)
            w.setSizePolicy(policy)
            w.setVisible(not on and (w is not self.auto_strokes or not self.reviewing))

    def _insert_card(self, card: QWidget) -> None:
        """A card made on need in its place in the column: after the tray, the coach's card,
        then the table's, then the reminders."""
        order: list[QWidget | None] = [self.tray, self._hint_card, self._table, self.reminders]
        before = next(w for w in order[order.index(card) + 1:] if w is not None)
        self.side_layout.insertWidget(self.side_layout.indexOf(before), card, 0, Qt.AlignmentFlag.AlignTop)

    # ------------------------------------------------------------ the keyboard
    def focus_chain(self) -> list[QWidget]:
        """The page's controls in the order Tab goes through them (Shift+Tab the other way):
        the seats' tabs over the board, the board, the tray top to bottom (Hint, the dice,
        Roll or the typed dice, the leaves' − and +, Give up, Undo, Confirm), the coach's
        Dismiss and Play it, the table's card, Reminders, then the head's option and its
        way back. Hidden and disabled ones are passed over, as always."""
        chain: list[QWidget] = []
        if self._seats is not None:
            chain.append(self._seats.tabs)
        chain.append(self.view)
        chain += self.tray.focus_order()
        if self._hint_card is not None:
            chain += [self._hint_card.dismiss_button, self._hint_card.play_button]
        if self._table is not None:
            chain += self._table.focus_order()
        chain += [self.reminders_button, self.auto_strokes, self.back_button]
        return chain

    def _chain(self) -> None:
        """Set the focus chain (`focus_chain`) when its widgets changed: panels made on
        need, the typed dice, the coach's card moved between the head and the column."""
        chain = self.focus_chain()
        card = self._hint_card
        key = (*(id(w) for w in chain), id(card.parentWidget()) if card is not None else 0)
        if key == self._chained:
            return
        self._chained = key
        for first, second in zip(chain, chain[1:]):
            QWidget.setTabOrder(first, second)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        """The page's own keys (`play_keys`), which come up from the board and the controls."""
        mods = event.modifiers() & ~(Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier)
        if mods == Qt.KeyboardModifier.NoModifier and play_keys.handle(self, event.key(), event.text()):
            event.accept()
            return
        super().keyPressEvent(event)

    # ------------------------------------------------------------ arranging
    def showEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        if self._head_pending and not self.portrait:
            self._fit_head()  # decided while hidden (a new game) or never (a new page)
        # a page hidden while the text size changed has its cards' fonts once shown
        QTimer.singleShot(0, self, self.refit_column)

    def refit_column(self) -> None:
        """The column at its cards' width again if their minimum changed (their fonts)."""
        if not self.portrait and self.controller.game is not None and self._column_width() != self.side_w:
            self._size_column()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        portrait = self.width() < self.height() * PORTRAIT_RATIO
        if portrait != self.portrait:
            self._arrange(portrait)
        else:
            if not portrait:
                self._fit_head()
        super().resizeEvent(event)
        self._fit_reminders()
        self._place_hint_card()

    def _cards_width(self, head: bool) -> int:
        """What the page offers the cards (`side_width`), never less than the widest
        minimum of the cards shown (the scoresheet's dice pads, a language's longer
        buttons) nor, with the head in the column (`head`), than its option's line (its
        labels wrap or give way)."""
        cards = [self.tray, *self._shown_cards(self._table, self._card_in_column())]
        need = max(w.minimumSizeHint().width() for w in cards)
        if head:
            need = max(need, self.auto_strokes.minimumSizeHint().width() + 2 * CARD_PAD + 2)
        return max(side_width(self.width()), need)

    def _column_width(self) -> int:
        """The cards' width: `_cards_width`, or wider where that lets the head fit over
        the tray (`_head_width`)."""
        if self.portrait:
            return SIDE_WIDTH
        width = self._cards_width(self.head_in_column)
        return max(width, self._head_w) if self.head_in_column else width

    def _fit_head(self) -> None:
        """The head in the column when it fits there, and the column at its width."""
        width = self._head_width()
        moved = (width > 0) != self.head_in_column
        if moved:
            self._place_head(width > 0)
        self._head_w = width
        self._fit_status()
        if self._column_width() != self.side_w:
            self._size_column()
            moved = True
        if moved and not self.isVisible() and self.window().isVisible():
            # being shown: the board gets its place now, not after a first layout for
            # the other place (its view would be laid out for a shape it never shows)
            self.page_layout.activate()

    def _size_column(self) -> None:
        """The cards, and the column's head over them, at the width this page gives them."""
        width = self._column_width()
        self._column_key = self._mode_key()
        self.side_w = width
        for w in (self.tray, self._table, self._card_in_column()):
            if w is not None:
                w.setFixedWidth(width)
        if not self.portrait:
            self.reminders.setFixedWidth(width)
            self.reminders_button.setFixedWidth(width - REMINDERS_INSET)
            self.side_scroll.setFixedWidth(width + self._scroll_room())
            if self.head_in_column:
                self.top.setFixedWidth(width)

    def _scroll_room(self) -> int:
        """Room for the column's scroll bar, kept only while its cards are taller than it,
        so a scrolled column never hides a card's edge (and one that is not scrolled gives
        that room to the board). The cards keep SCROLL_GAP from the bar: a margin of the
        column's layout, so the cards are laid out at their own width."""
        gap = SCROLL_GAP if self._scrolls else 0
        self.side_layout.setContentsMargins(0, 0, gap, 0)
        if not self._scrolls:
            return 0
        return self.side_scroll.verticalScrollBar().sizeHint().width() + gap

    def _fit_scroll_bar(self) -> None:
        """Whether the column scrolls: its cards' height at their width (as the scroll area
        reckons it) against its own; the scroll bar's room follows (`_scroll_room`)."""
        if self.portrait:
            return
        side = self.side
        width = self.side_w + self.side_layout.contentsMargins().right()
        if self.side_layout.hasHeightForWidth():
            need = side.heightForWidth(width)
        else:
            need = side.minimumSizeHint().height()
        card = self._card_in_column()
        if self._offers_hints() and not self.head_in_column and not self._shown(card):
            # the coach's card would come under the tray: its scroll bar is kept from the
            # start, so the card's coming does not move the tray sideways
            need += SIDE_SPACING + self._hint_room()
        scrolls = need > self.side_scroll.height()
        if scrolls == self._scrolls:
            return
        self._scrolls = scrolls
        self.side_scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded if scrolls
                                                    else Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.side_scroll.setFixedWidth(self.side_w + self._scroll_room())

    def _offers_hints(self) -> bool:
        """This game's player may ask the coach (`Hinter.available`, whatever the turn)."""
        return self.hinter.offered()

    def _hint_room(self) -> int:
        """About the height of the coach's card under the tray: its heading, four lines of
        its sentence, two of what Play it does, and its buttons."""
        line = self.fontMetrics().lineSpacing()
        return 24 + 2 * line + 6 * line + 3 * 6 + self.tray.undo_button.sizeHint().height()

    def _mode_key(self) -> object:
        """What the column's width and the head's place depend on, besides the page's size
        (the text size among them)."""
        game = self.controller.game
        return None if game is None else (game.mode, len(game.seats), self._shown(self._table),
                                          self.board_name.text(), self.tray.language, text_size.percent())

    def _head_width(self) -> int:
        """The narrowest width, from the cards' own up to SIDE_WIDTH, at which the column
        is tall enough for the head over the dice tray, or 0: a short landscape window
        (960x640) keeps the bar across the page, so the tray's buttons never need
        scrolling to. A little wider is better for the board than the bar's height.

        The head is measured as the column would have it, at that width, in its fonts,
        whichever place it has now; with room for the longest sentences of what to do
        next and, with several seats, a turn on two lines, so that it stays where it is
        while the game goes on.

        A page not on screen, nor being shown, keeps what was decided (a new page: the
        bar): it has no size of its own yet, and decides when shown (`showEvent`)."""
        window = self.window()
        if not (window.isVisible() and self.isVisibleTo(window)):
            self._head_pending = True
            return self._head_w
        self._head_pending = False
        name = self._column_name_metrics()
        turn = self.turn_label.fontMetrics()
        status = self.status_label.fontMetrics()
        game = self.controller.game
        turn_lines = 2 if game is not None and len(game.seats) > 1 else 1
        sentences = self._long_sentences()
        room = self.height() - 2 * MARGIN
        start = self._cards_width(True)
        font = status.lineSpacing(), self.status_label.font().key()
        for width in [*range(start, SIDE_WIDTH, 16), max(start, SIDE_WIDTH)]:
            inner = width - 2 * CARD_PAD - 2
            said = max(3 * status.lineSpacing(), *(self._said_height(status, font, inner, text)
                                                   for text in sentences))
            head = (2 * HEAD_PAD + 3 * HEAD_SPACING + said + 4
                    + self.auto_strokes.sizeHint().height()
                    + len(wrap_lines(self.board_name.text(), name, inner, 2)) * name.lineSpacing() + 1
                    + turn_lines * turn.lineSpacing() + 1)
            if head + SIDE_SPACING + self._card_height(self.tray, width) <= room:
                self._said_h = said
                return width
        return 0

    def _said_height(self, status: QFontMetrics, font: tuple[int, str], inner: int, text: str) -> int:
        """The height of `text` wrapped at `inner` pixels in the status line's font: the
        page is arranged several times as a window opens, each time at the same widths, and
        a wrapped text's layout is the dearest part of it."""
        key = (font, inner, text)
        height = self._said.get(key)
        if height is None:
            if len(self._said) > 256:
                self._said.clear()
            height = self._said[key] = status.boundingRect(
                0, 0, inner, 100000, Qt.TextFlag.TextWordWrap, text).height()
        return height

    def _long_sentences(self) -> list[str]:
        """The longest sentences of the status line in this game and language
        (`core.status.longest_steps`), with the longest seat's name before them when
        several play."""
        game = self.controller.game
        texts = longest_steps(game, self.tray.language)
        if game is not None and len(game.seats) > 1:
            seat = max((seat.name for seat in game.seats), key=len)
            # as the window words it (MainWindow.refresh_status), in the language's own form
            said = QCoreApplication.translate("MainWindow", "{0}: {1}")
            texts = [said.format(seat, text) for text in texts]
        return texts

    def _column_name_metrics(self) -> QFontMetrics:
        """The board name's font in the column's head (the bar's is larger)."""
        if self.head_in_column:
            return self.board_name.fontMetrics()
        if self._name_probe is None:
            self._name_probe = plain_label("", self)
            self._name_probe.setObjectName("sideheading")
            self._name_probe.hide()
        self._name_probe.ensurePolished()
        return self._name_probe.fontMetrics()

    def _card_height(self, card: QWidget, width: int | None = None) -> int:
        """A card's height at the column's width (a wrapped line makes it taller)."""
        if card.hasHeightForWidth():
            return card.heightForWidth(self.side_w if width is None else width)
        return card.sizeHint().height()

    def _place_head(self, in_column: bool) -> None:
        """The board's name, the turn and what to do next: the top of the right column
        (`in_column`), or a bar over the page with the status over the board."""
        self.head_in_column = in_column
        portrait = not in_column
        bar, top, status = self.bar, self.top, self.status_label
        self.page_layout.removeWidget(top)
        self.right.removeWidget(top)
        self.left.removeWidget(status)
        bar.removeWidget(status)
        if portrait:
            bar.setDirection(QBoxLayout.Direction.LeftToRight)
            bar.setContentsMargins(18, 8, 18, 8)
            bar.setSpacing(14)
            top.setObjectName("topbar")
            self.board_name.setObjectName("heading")
            # over the board, which reaches the page's edge: the text keeps off it
            status.setContentsMargins(MARGIN, MARGIN, MARGIN, 0)
            status.setMinimumHeight(28 + MARGIN)
            top.setMinimumWidth(0)
            top.setMaximumWidth(16777215)
            self.page_layout.insertWidget(0, top)
            self.left.insertWidget(0, status)
        else:
            bar.setDirection(QBoxLayout.Direction.TopToBottom)
            bar.setContentsMargins(CARD_PAD, HEAD_PAD, CARD_PAD, HEAD_PAD)
            bar.setSpacing(HEAD_SPACING)
            top.setObjectName("card")
            self.board_name.setObjectName("sideheading")
            status.setContentsMargins(0, 0, 0, 0)
            bar.insertWidget(2, status)
            self.right.insertWidget(0, top)
        # in the column, a name or turn too long for its width wraps to a second line
        for label in (self.board_name, self.turn_label):
            label.set_lines(1 if portrait else 2)
        # the frame's look follows its name (a bar across the page, or a card)
        restyle(top)
        if portrait:
            status.setMaximumHeight(16777215)
        self._fit_status()
        self._place_hint_card()

    def _fit_status(self) -> None:
        """In the column's head, what to do next keeps the room of its longest sentences
        (at least three lines), whatever it says now: the cards under it stay put."""
        if not self.head_in_column:
            return
        status = self.status_label
        height = max(self._said_h, 3 * status.fontMetrics().lineSpacing()) + 4
        if status.minimumHeight() != height or status.maximumHeight() != height:
            status.setFixedHeight(height)

    def _arrange(self, portrait: bool) -> None:
        """Controls right of the board (landscape) or under it (portrait)."""
        self.portrait = portrait
        top = Qt.AlignmentFlag.AlignTop
        self.body.setDirection(QBoxLayout.Direction.TopToBottom if portrait
                               else QBoxLayout.Direction.LeftToRight)
        # The board reaches the page's edges (its card has its own margin); the controls
        # keep MARGIN from the window's edges.
        if portrait:
            self.body.setContentsMargins(0, 0, 0, MARGIN)
            self.right.setContentsMargins(MARGIN, 0, MARGIN, 0)
        else:
            self.body.setContentsMargins(0, 0, MARGIN, 0)
            self.right.setContentsMargins(0, MARGIN, 0, MARGIN)
        self._head_w = 0 if portrait else self._head_width()
        self._place_head(self._head_w > 0)
        self.side_layout.setDirection(QBoxLayout.Direction.LeftToRight if portrait
                                      else QBoxLayout.Direction.TopToBottom)
        for w in (self.tray, self._card_in_column(), self._table, self.reminders_button):
            if w is not None:
                self.side_layout.setAlignment(w, top)
        scroll = self.side_scroll
        if portrait:
            self.side_layout.setContentsMargins(0, 0, 0, 0)
            scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
            scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            scroll.setMinimumWidth(0)
            scroll.setMaximumWidth(16777215)
            self.reminders.setMinimumWidth(240)
            self.reminders_button.setMinimumWidth(0)
            self.reminders_button.setMaximumWidth(16777215)
            self.reminders.setMaximumWidth(16777215)
            self.reminders.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
            self.side_layout.setStretchFactor(self.reminders, 1)
            self.side_layout.setStretch(self.side_layout.count() - 1, 0)
        else:
            scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded if self._scrolls
                                              else Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            scroll.setMinimumHeight(0)
            scroll.setMaximumHeight(16777215)
            self.side_layout.setStretchFactor(self.reminders, 0)
            self.side_layout.setStretch(self.side_layout.count() - 1, 1)
        self._size_column()
        self._fit_height()

    def _fit_height(self) -> None:
        """In portrait the row of controls is as tall as its tallest card."""
        if not self.portrait:
            return
        scroll = self.side_scroll
        height = self.side.minimumSizeHint().height()
        bar = scroll.horizontalScrollBar().sizeHint().height()
        # At most half the page: the board keeps the other half whatever the cards ask.
        scroll.setFixedHeight(min(height + bar + 2, max(self.height() // 2, 200)))

    def _column_resized(self) -> None:
        """The column has its new height (and the head over it its new place)."""
        self._fit_reminders()
        self._place_hint_card()

    def _fit_reminders(self) -> None:
        """The reminders card shows when the column (or the row) has room for it."""
        card = self._card_in_column()
        wanted = not self._shown(self._table) and not self._shown(card)
        if wanted:
            if self.portrait:
                used = self.side_w + SIDE_SPACING
                wanted = self.side_scroll.width() - used >= 240
            else:
                cards = self._shown_cards(self.tray, card, self._table)
                used = sum(self._card_height(w) + SIDE_SPACING for w in cards)
                need = self.reminders.heightForWidth(self.side_w)
                if need < 0:
                    need = self.reminders.sizeHint().height()
                wanted = used + need <= self.side_scroll.height()
        if wanted != self.reminders.isVisibleTo(self):
            self.reminders.setVisible(wanted)
        button = not wanted
        if button:
            # a column (or a row) too short for the button too leaves it to Help > Reminders
            cards = self._shown_cards(self.tray, card, self._table)
            if self.portrait:
                used = sum(w.width() + SIDE_SPACING for w in cards)
                button = used + self.reminders_button.sizeHint().width() <= self.side_scroll.width()
            else:
                used = sum(self._card_height(w) + SIDE_SPACING for w in cards)
                button = used + self.reminders_button.sizeHint().height() <= self.side_scroll.height()
        self.reminders_button.setVisible(button)
        self._fit_height()
        self._fit_scroll_bar()

    # ------------------------------------------------------------ following the game
    def forget_reminders(self) -> None:
        """The reminders are made again at the next refresh (their texts in a new language)."""
        self._reminder_game = None

    def refresh_panels(self) -> None:
        c = self.tray.controller
        game = c.game
        if self._seats is None and game is not None and len(game.seats) > 1:
            self.seats  # noqa: B018 (made now: its tabs show this game's seats)
        if self._table is not None or at_table(game):
            self.table.refresh()
        if not self.portrait and self._mode_key() != self._column_key:
            # another mode's tray (the scoresheet's is taller and wider)
            self._fit_head()
            self._size_column()
        # The tray plays for the seat at the device: it is off while another sheet is shown.
        self.tray.setEnabled(c.viewed == c.seat and not c.hold)
        if self._table is not None:
            self._table.setEnabled(c.viewed == c.seat and not c.hold)
        self._fill_reminders(c.game)
        self._hint_changed()
        self._chain()  # a scoresheet's typed dice, made with its first game

    def _hint_changed(self) -> None:
        h = self.hinter
        self.tray.show_hint_state(h.available(), h.busy)
        self.view.board_scene.set_hint(h.marks())
        if self._hint_card is not None or h.showing():
            self.hint_card.refresh()
            self._place_hint_card()
        # Reminders make room for the table panel on a scoresheet of several players, and
        # for the coach's hint.
        self._fit_reminders()

    def board_picture(self, width: int = 1100) -> QPixmap | None:
        """The shown sheet as a picture, whatever the view shows right now."""
        scene = self.view.board_scene
        rect = scene.sceneRect()
        if rect.isEmpty():
            return None
        pixmap = QPixmap(width, round(width * rect.height() / rect.width()))
        pixmap.fill(QColor(palette.PAPER))
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        brush = scene.backgroundBrush()
        scene.setBackgroundBrush(Qt.BrushStyle.NoBrush)
        try:
            scene.render(painter, QRectF(pixmap.rect()), rect)
        finally:
            scene.setBackgroundBrush(brush)
            painter.end()
        return pixmap

    def _reminders(self) -> QFrame:
        """The rules a newcomer needs while playing, in a few lines under the tray."""
        card = QFrame(self.side)
        card.setObjectName("card")
        card.setFixedWidth(SIDE_WIDTH)
        lay = self._reminder_layout = QVBoxLayout(card)
        lay.setContentsMargins(CARD_PAD, 14, CARD_PAD, 16)
        lay.setSpacing(6)
        heading = plain_label(self.tr("Reminders"))
        heading.setObjectName("section")
        lay.addWidget(heading)
        self.reminder_labels: list[WrapLabel] = []
        return card

    def _fill_reminders(self, game: Game | None) -> None:
        """The reminders of this game's mode and modules (thorns are solo only)."""
        key = (game.solo_rules, game.board.modules) if game is not None else None
        if key == self._reminder_game and self.reminder_labels:
            return
        self._reminder_game = key
        lay = self._reminder_layout
        for label in self.reminder_labels:
            lay.removeWidget(label)
            label.hide()  # gone from the picture now, deleted when the event loop comes back
            label.deleteLater()
        self.reminder_labels = []
        for text in reminder_lines(game):
            label = WrapLabel("\u2022 " + text, self.reminders)
            label.setObjectName("subtle")
            lay.addWidget(label)
            self.reminder_labels.append(label)
