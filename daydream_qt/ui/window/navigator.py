"""Which page of the window is on screen, and where Back (or Esc) goes from it.

The window's pages live in one QStackedWidget. Two kinds of move change it:

- `show(page)`: the game's own flow (start page, hand-over, game, end screen) puts a page
  on screen; where the player was before does not matter any more, so the back stack is
  emptied;
- `push(page)`: a page opened on the way (records, replay, review, the board editor)
  remembers the page it was opened from, so `back()` returns there.

A page pushed again while it is already on the way back (replay, then its review, then
the replay again) takes the stack back to where it was first opened from: Back walks back
the way the player came and never goes round in a circle.

`back()` goes one level back: to the page under the top of the stack, skipping pages
that were removed from the window meanwhile and pages that cannot be shown now (the game
page with no game); when none is left, to the start page (`home`).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QStackedWidget, QWidget

from daydream_qt.ui.widgets.button_keys import answer_keys


class Navigator(QObject):
    """Owns the window's page stack and its back stack."""

    changed = Signal(QWidget)
    """A page was put on screen by `show`, `push` or `back` (the page)."""

    def __init__(self, pages: QStackedWidget, home: Callable[[], None],
                 can_show: Callable[[QWidget], bool] | None = None) -> None:
        super().__init__(pages)
        self.pages = pages
        """The window's stacked pages."""
        self._home = home
        """Shows the start page: where `back` goes when nothing is left to go back to."""
        self._can_show = can_show
        """False for a page that cannot be gone back to now (the game page with no game)."""
        self.stack: list[QWidget] = []
        """The pages `back` returns to, the last one first."""
        self.chosen = False
        """True once a page was put on screen (a window shown with none chosen shows the start)."""

    @property
    def current(self) -> QWidget | None:
        """The page on screen."""
        return self.pages.currentWidget()

    def add(self, page: QWidget) -> QWidget:
        """Make `page` one of the window's pages (not shown yet). On every page a focused
        button answers Space and Enter before the window's shortcuts do (`button_keys`):
        on the game page Space rolls the dice from the board or a card, not from a button."""
        if self.pages.indexOf(page) < 0:
            self.pages.addWidget(page)
            answer_keys(page)
        return page

    def show(self, page: QWidget) -> None:
        """Put `page` on screen as a step of the game's flow: nothing to go back to."""
        self.stack.clear()
        self._put(page)

    def push(self, page: QWidget) -> None:
        """Put `page` on screen, remembering the page it was opened from."""
        current = self.current
        if page in self.stack:
            # Opened again on the way back: Back from it goes where it first went.
            del self.stack[self.stack.index(page):]
        elif current is not None and current is not page:
            self.stack.append(current)
        self._put(page)

    def back(self) -> None:
        """One level back; the start page when there is nowhere to go back to."""
        while self.stack:
            previous = self.stack.pop()
            if self._usable(previous):
                # The keyboard comes back where it left the page (the button that opened
                # the page left), else to the page itself.
                remembered = previous.focusWidget()
                self._put(previous)
                target = remembered if remembered is not None and remembered.isVisibleTo(previous) else previous
                target.setFocus(Qt.FocusReason.OtherFocusReason)
                return
        self._home()

    def _usable(self, page: QWidget) -> bool:
        if self.pages.indexOf(page) < 0 or page is self.current:
            return False
        return self._can_show is None or self._can_show(page)

    def _put(self, page: QWidget) -> None:
        self.chosen = True
        self.add(page)
        self.pages.setCurrentWidget(page)
        self.changed.emit(page)
