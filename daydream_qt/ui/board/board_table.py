"""The board as assistive technology sees it: a table whose children are the board's parts.

Qt knows the board view as one widget. `install` adds a factory (`QAccessible.installFactory`)
that gives every `BoardView` a `BoardTable`: role Table, one child for each part the
view's `BoardAnnouncer` words (each cloud a Cell, then the shelf's items, the modules, the
leaves, the thorns and the score), the cloud under the keyboard cursor its focused child.
A screen reader walks the parts as it walks any table, and hears the cursor move from cell
to cell (`changed` sends the focus and name-changed events).

The parts are interfaces without an object of their own: each is registered with Qt's
accessibility cache (which gives it the id AT-SPI knows it by) and kept here, as Qt keeps
no Python reference; they are taken out of the cache when the board changes or the view goes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QRect
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface, QWindow
from PySide6.QtWidgets import QAccessibleWidget, QWidget

from daydream_qt.ui.board.accessible import BoardAnnouncer, Part

if TYPE_CHECKING:
    from daydream_qt.ui.board.view import BoardView

_ROLES = {"cell": QAccessible.Role.Cell, "item": QAccessible.Role.StaticText,
          "module": QAccessible.Role.StaticText, "leaves": QAccessible.Role.StaticText,
          "thorns": QAccessible.Role.StaticText, "score": QAccessible.Role.StaticText}

_TABLES: dict[int, BoardTable] = {}
"""The table of each board view, by the view's id: Qt's cache owns the interface, this keeps
its Python side (and its parts') alive."""


def _view_class() -> type:
    from daydream_qt.ui.board.view import BoardView

    return BoardView


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    # Qt asks for every object it makes an interface of, some of them being destroyed: the
    # class name (a string Qt passes) rules them out before the object itself is touched.
    if key != "BoardView" or not isinstance(obj, _view_class()):
        return None
    announcer = obj.findChild(BoardAnnouncer)
    if announcer is None:  # not yet given words: Qt's own interface of a widget
        return None
    table = BoardTable(cast("BoardView", obj), announcer)
    _TABLES[id(obj)] = table
    return table


_installed = False


def install(view: BoardView) -> BoardTable | None:
    """Install the factory (once) and give `view` its table, in place of any interface Qt
    made for it before."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True
    iface = QAccessible.queryAccessibleInterface(view)
    if iface is not None and not isinstance(iface, BoardTable):
        QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(iface))
        iface = QAccessible.queryAccessibleInterface(view)
    return iface if isinstance(iface, BoardTable) else None


def table_of(view: BoardView) -> BoardTable | None:
    """The view's table, once installed."""
    return _TABLES.get(id(view))


class BoardTable(QAccessibleWidget):
    """The board view for assistive technology: a table of the board's parts."""

    def __init__(self, view: BoardView, announcer: BoardAnnouncer) -> None:
        super().__init__(view, QAccessible.Role.Table, "")
        self.view = view
        self.announcer = announcer
        announcer.table = self
        self._parts: dict[Part, BoardPart] = {}
        self._order: list[Part] = []
        key = id(view)
        view.destroyed.connect(lambda *_a: self._drop(key))

    # ------------------------------------------------------------ the parts
    def _sync(self) -> list[Part]:
        order = self.announcer.parts()
        if order != self._order:
            for part in [p for p in self._parts if p not in set(order)]:
                self._forget(self._parts.pop(part))
            self._order = order
        return self._order

    def part(self, part: Part) -> BoardPart | None:
        """The child of `part` (made and registered on first use), None when the board has none."""
        if part not in self._sync():
            return None
        child = self._parts.get(part)
        if child is None:
            child = self._parts[part] = BoardPart(self, part)
            QAccessible.registerAccessibleInterface(child)
        return child

    def known(self) -> list[Part]:
        """The parts assistive technology has asked for, still on the board."""
        self._sync()
        return list(self._parts)

    def _forget(self, child: BoardPart) -> None:
        child.gone = True
        uid = QAccessible.uniqueId(child)
        QAccessible.deleteAccessibleInterface(uid)

    def _drop(self, key: int) -> None:
        for child in self._parts.values():
            child.gone = True
            QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(child))
        self._parts.clear()
        _TABLES.pop(key, None)
        if shiboken6.isValid(self.announcer) and self.announcer.table is self:
            self.announcer.table = None

    def changed(self, parts: list[Part], moved: bool) -> None:
        """Tell assistive technology that `parts` say something else now and, when the
        cursor `moved`, which cloud it is on."""
        for part in parts:
            child = self._parts.get(part)  # a part never asked for needs no news
            if child is not None:
                QAccessible.updateAccessibility(QAccessibleEvent(child, QAccessible.Event.NameChanged))
        focused = self.announcer.focused()
        if moved and focused is not None:
            child = self.part(focused)
            if child is not None:
                QAccessible.updateAccessibility(QAccessibleEvent(child, QAccessible.Event.Focus))

    # ------------------------------------------------------------ QAccessibleInterface
    def role(self) -> QAccessible.Role:
        return QAccessible.Role.Table

    def text(self, t: QAccessible.Text) -> str:
        if t == QAccessible.Text.Name:
            return QCoreApplication.translate("BoardAnnouncer", "Board")
        if t == QAccessible.Text.Description:
            return self.announcer.sheet_text()
        return super().text(t)

    def childCount(self) -> int:  # noqa: N802 (Qt override)
        return len(self._sync())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        order = self._sync()
        return self.part(order[index]) if 0 <= index < len(order) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802 (Qt override)
        if isinstance(child, BoardPart) and not child.gone:
            try:
                return self._sync().index(child.key)
            except ValueError:
                return -1
        return -1

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802 (Qt override)
        focused = self.announcer.focused()
        return self.part(focused) if focused is not None else None

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802 (Qt override)
        for part in self._sync():
            child = self.part(part)
            if child is not None and child.rect().contains(x, y):
                return child
        return None

class BoardPart(QAccessibleInterface):
    """One part of the board: a cloud, an item, a module, the leaves, the thorns, the score."""

    def __init__(self, table: BoardTable, key: Part) -> None:
        super().__init__()
        self.table = table
        self.key = key
        self.gone = False

    def isValid(self) -> bool:  # noqa: N802 (Qt override)
        return not self.gone

    def object(self) -> QObject | None:  # type: ignore[override]
        return None

    def window(self) -> QWindow | None:  # type: ignore[override]
        return self.table.window()

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return self.table

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def childCount(self) -> int:  # noqa: N802 (Qt override)
        return 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802 (Qt override)
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802 (Qt override)
        return None

    def role(self) -> QAccessible.Role:
        return _ROLES.get(self.key[0], QAccessible.Role.StaticText)

    def text(self, t: QAccessible.Text) -> str:
        if self.gone:
            return ""
        if t == QAccessible.Text.Name:
            return self.table.announcer.name(self.key)
        if t == QAccessible.Text.Description:
            return self.table.announcer.description(self.key)
        return ""

    def setText(self, t: QAccessible.Text, text: str) -> None:  # noqa: N802 (Qt override)
        pass  # the board's words are its own

    def rect(self) -> QRect:
        view: QWidget = self.table.view
        if self.gone:
            return QRect()
        scene_rect = self.table.announcer.rect(self.key)
        if scene_rect.isEmpty():
            return QRect()
        local = self.table.view.mapFromScene(scene_rect).boundingRect()
        port = self.table.view.viewport()
        top_left = port.mapToGlobal(local.topLeft())
        return QRect(top_left, local.size()).intersected(QRect(view.mapToGlobal(view.rect().topLeft()), view.size()))

    def state(self) -> QAccessible.State:
        s = QAccessible.State()
        if self.gone:
            s.invalid = True
            return s
        cell = self.key[0] == "cell"
        s.focusable = cell
        s.selectable = cell
        focused = self.table.announcer.focused()
        s.focused = focused == self.key
        s.selected = s.focused
        s.readOnly = not cell
        return s
