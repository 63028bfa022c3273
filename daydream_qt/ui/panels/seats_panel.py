"""Pass-and-play: a tab per seat above the board; any sheet can be looked at, only one played."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QHBoxLayout, QTabBar, QWidget

from daydream_qt.ui.core.bot_levels import seat_bot_title
from daydream_qt.ui.core.controller import GameController
from daydream_qt.ui.core.texts import seat_name
from daydream_qt.ui.style import palette
from daydream_qt.ui.widgets.plain import WrapLabel, elided, menu_text, tooltip

TAB_NAME_WIDTH = 240
"""Pixels of a seat's name on its tab at most."""


class SeatsPanel(QWidget):
    """Tabs of the seats (the one that plays is marked) and a note when a sheet is read-only."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.tabs = QTabBar()
        self.tabs.setExpanding(False)
        self.tabs.setDrawBase(False)
        self.tabs.setElideMode(Qt.TextElideMode.ElideNone)
        # Names come from the game file: each is cut to TAB_NAME_WIDTH, and when the tabs
        # still do not fit (five long names in a narrow window) the bar scrolls rather than
        # widen the window.
        self.tabs.setUsesScrollButtons(True)
        self.tabs.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.tabs.tabBarClicked.connect(self._clicked)
        # the arrow keys on the focused bar change its tab: that sheet is shown, as by a click
        self.tabs.currentChanged.connect(self._clicked)
        self.note = WrapLabel()
        self.note.setObjectName("subtle")
        self.retranslate_names()
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(12)
        lay.addWidget(self.tabs)
        lay.addWidget(self.note, 1)
        controller.game_replaced.connect(self.rebuild)
        controller.state_changed.connect(lambda _events: self.refresh())
        controller.view_changed.connect(self.refresh)
        self.rebuild()

    def retranslate_names(self) -> None:
        self.tabs.setAccessibleName(self.tr("Sheets"))
        self.tabs.setAccessibleDescription(self.tr("One tab per player; any sheet can be looked at"))

    def retranslate(self) -> None:
        """Every text of the panel in the interface's language (again, after a change of it)."""
        self.retranslate_names()
        self.rebuild()

    def rebuild(self) -> None:
        game = self.controller.game
        self.tabs.blockSignals(True)
        while self.tabs.count():
            self.tabs.removeTab(0)
        seats = game.seats if game is not None else ()
        several = len(seats) > 1
        if several:
            from daydream_qt.ui.style.theme import sheet_ink
            from daydream_qt.ui.widgets.ink import ink_icon  # a solo board never needs the swatches

            for seat in seats:
                self.tabs.addTab(ink_icon(sheet_ink(seat.ink), 14), self._tab_text(seat_name(seat.name)))
        self.tabs.blockSignals(False)
        self.setVisible(several)
        self.refresh()

    def _tab_text(self, name: str, marks: str = "") -> str:
        """A seat's name from the file, cut to a tab's width; an `&` in it is shown, not a shortcut."""
        return menu_text(elided(name, self.tabs, TAB_NAME_WIDTH) + marks)

    def _clicked(self, index: int) -> None:
        if index >= 0:
            self.controller.view_seat(index)

    def refresh(self) -> None:
        c = self.controller
        game = c.game
        if game is None or self.tabs.count() != len(game.seats):
            return
        self.tabs.blockSignals(True)
        self.tabs.setCurrentIndex(c.viewed)
        self.tabs.blockSignals(False)
        state = game.state
        for i, seat in enumerate(game.seats):
            sheet = state.sheets[i]
            mark = ""
            if not game.over and state.phase.value == "play":
                mark = "  \u2713" if sheet.confirmed else ("  \u270e" if i == c.seat else "")
            level = seat_bot_title(game, i)  # 'Steady bot': the level a bot plays at
            bot = self.tr(" ({0})").format(level) if level else ""
            self.tabs.setTabText(i, self._tab_text(seat_name(seat.name), bot + mark))
            self.tabs.setTabTextColor(i, QColor(palette.INK if i == c.seat else palette.MUTED))
            tip = (self.tr("{0} is playing").format(seat.name) if i == c.seat and not game.over
                   else self.tr("{0} has confirmed this turn").format(seat.name) if sheet.confirmed
                   else self.tr("{0} plays later this turn").format(seat.name))
            self.tabs.setTabToolTip(i, tooltip(tip))
            # Read out in words rather than the tab's marks (a pencil, a tick).
            self.tabs.setAccessibleTabName(i, self.tr("{0}'s sheet: {1}").format(seat.name, tip) + bot)
        # Tab texts changed size: let the layout ask the bar again.
        self.tabs.updateGeometry()
        if c.viewed != c.seat and not game.over:
            self.note.setText(self.tr("You are looking at {0}'s sheet: it cannot be changed from here.")
                              .format(game.seats[c.viewed].name))
        else:
            self.note.setText("")
