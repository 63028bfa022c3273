"""The editor's Shelf tab (the items in shelf order, the one chosen) and Drawings tab (the
outline library, its Add buttons above it, where they are seen without scrolling; the
library is the tab's only scrolling part).

An item is drawn with an outline picked from the library (shown as small drawings) or as a
straight polyline, drawn point by point on the board (Draw the outline: the page's drawing
mode) or typed in; its dots and suns are spread along it (their number here, each one's
kind by tapping it on the board), and it may carry the bonus. An item's id is the board
file's own business: the editor makes a free one and never shows it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from daydream_qt.editor.model import LANGUAGES, BoardModel, EditError
from daydream_qt.editor.outline_names import DRAWN_NAME, outline_name, shown_name
from daydream_qt.editor.parts import Node
from daydream_qt.editor.problems import MAX_NODES
from daydream_qt.engine.modules import timers_played
from daydream_qt.engine.outlines import OutlineError, library
from daydream_qt.ui.editor.form import name_fields
from daydream_qt.ui.editor.problems_panel import refusal_text
from daydream_qt.ui.style.board import PRINT, pen
from daydream_qt.ui.widgets.fit import tappable
from daydream_qt.ui.widgets.outline_art import outline_drawing
from daydream_qt.ui.widgets.plain import WrapLabel, plain_label, tooltip

ICON = 56
MAX_SHELF = 6


@cache
def outline_icon(outline_id: str) -> QIcon:
    """A small drawing of a library outline."""
    pix = QPixmap(ICON, ICON)
    pix.fill(QColor(0, 0, 0, 0))
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(pen(PRINT, 2.0))
    p.drawPath(outline_drawing(outline_id, QRectF(2, 2, ICON - 4, ICON - 4)))
    p.end()
    return QIcon(pix)


def _points_text(nodes: Sequence[Node]) -> str:
    return "; ".join(f"{round(n.x * 100):g} {round(n.y * 100):g}" for n in nodes)


def parse_points(text: str) -> list[tuple[float, float]] | None:
    """Points typed as `x y; x y; ...` in the item's 100-unit box; None when not that."""
    out = []
    for part in text.replace(",", " ").split(";"):
        nums = part.split()
        if not nums:
            continue
        if len(nums) != 2:
            return None
        try:
            x, y = float(nums[0]), float(nums[1])
        except ValueError:
            return None
        out.append((x / 100, y / 100))
    return out


class _DrawingsTab(QWidget):
    """The Drawings tab: the library is filled the first time it is shown."""

    def __init__(self, fill: Callable[[], None]) -> None:
        super().__init__()
        self._fill = fill

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        self._fill()
        super().showEvent(event)


class ItemPanel(QWidget):
    """The shelf's items; `selected(index or None)` when the chosen item changes."""

    refused = Signal(str)
    selected = Signal(object)
    draw_requested = Signal(int)
    """The player asks to draw the chosen item's outline on the board."""
    drawings_requested = Signal()
    """The player asks for the library (the page shows the Drawings tab, `drawings`)."""

    def __init__(self, model: BoardModel, parent: QWidget | None = None, language: str = "en") -> None:
        super().__init__(parent)
        self.model = model
        self.language = language
        self._filling = False
        self.items = QListWidget()
        self.items.setIconSize(QSize(32, 32))
        self.items.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # as tall as its items:
        self.items.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # the tab scrolls
        self.items.currentRowChanged.connect(self._row_changed)
        self.up_button = QPushButton(self.tr("Earlier"))
        self.down_button = QPushButton(self.tr("Later"))
        self.remove_button = QPushButton(self.tr("Remove"))
        self.names = {lang: QLineEdit() for lang in LANGUAGES}
        self.shelf = QSpinBox()
        self.shelf.setRange(1, MAX_SHELF)
        self.node_count = QSpinBox()
        self.node_count.setRange(2, MAX_NODES)
        self.points = QLineEdit()
        self.points.setPlaceholderText(self.tr("x y; x y; ... from 0 to 100"))
        self.draw_button = QPushButton(self.tr("Draw the outline"))
        self.draw_button.setToolTip(self.tr("Place the item's points one by one on the board"))
        self.bonus = QCheckBox(self.tr("Bonus when finished (sun or leaf)"))
        tappable(self.bonus)
        self.role = QComboBox()
        self.role.addItem(self.tr("no timer"), None)
        self.role.addItem(self.tr("clover: crosses out the 5 rewards"), "clover")
        self.role.addItem(self.tr("bow tie: crosses out the 2 rewards"), "bow_tie")
        self.role.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.role.setMinimumContentsLength(12)
        self.tap_hint = WrapLabel(self.tr("Tap a dot or a sun on the board to swap it."))
        self.tap_hint.setObjectName("subtle")

        self.filter = QLineEdit()
        self.filter.setPlaceholderText(self.tr("Find a drawing"))
        self.filter.textChanged.connect(self._filter)
        self.library = QListWidget()
        self.library.setViewMode(QListView.ViewMode.IconMode)
        self.library.setIconSize(QSize(ICON, ICON))
        self.library.setGridSize(QSize(ICON + 30, ICON + 26))
        self.library.setResizeMode(QListView.ResizeMode.Adjust)
        self.library.setMovement(QListView.Movement.Static)
        self.library.setMinimumHeight(ICON + 30)
        self.add_button = QPushButton(self.tr("Add this drawing as an item"))
        self.use_button = QPushButton(self.tr("Draw the chosen item with it"))
        self.add_drawn_button = QPushButton(self.tr("Add a drawn item"))
        self.add_drawn_button.setToolTip(self.tr("An item drawn as straight lines between points you place"))

        heading = plain_label(self.tr("Items, shelf by shelf"))
        heading.setObjectName("section")
        order = QHBoxLayout()
        order.addWidget(self.up_button)
        order.addWidget(self.down_button)
        order.addStretch(1)
        order.addWidget(self.remove_button)
        self.form = QWidget()
        form = QFormLayout(self.form)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        form.setContentsMargins(0, 0, 0, 0)
        form.addRow(plain_label(self.tr("Name (English)")), self.names["en"])
        form.addRow(plain_label(self.tr("Name (French)")), self.names["fr"])
        form.addRow(plain_label(self.tr("Name (Japanese)")), self.names["ja"])
        form.addRow(plain_label(self.tr("Shelf")), self.shelf)
        form.addRow(plain_label(self.tr("Dots and suns")), self.node_count)
        self.points_label = plain_label(self.tr("Points"))
        form.addRow(self.points_label, self.points)
        form.addRow(self.draw_button)
        form.addRow(self.bonus)
        self.role_label = plain_label(self.tr("Frames timer"))
        form.addRow(self.role_label, self.role)
        form.addRow(self.tap_hint)
        name_fields(form)
        self.items.setAccessibleName(self.tr("Items, shelf by shelf"))
        self.filter.setAccessibleName(self.tr("Find a drawing"))
        self.library.setAccessibleName(self.tr("Drawings"))
        self.library_button = QPushButton(self.tr("Add from the drawings\u2026"))
        self.library_button.setToolTip(self.tr("Choose a drawing of the library in the Drawings tab"))
        adding = QHBoxLayout()
        adding.addWidget(self.library_button)
        adding.addWidget(self.add_drawn_button)
        adding.addStretch(1)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 8, 4, 8)
        lay.addWidget(heading)
        lay.addWidget(self.items)
        lay.addLayout(adding)
        lay.addLayout(order)
        lay.addWidget(self.form)
        lay.addStretch(1)

        # the Drawings tab: what it does first, then the library, which alone scrolls
        self.drawings = _DrawingsTab(self.fill_library)
        self.chosen_label = WrapLabel()
        self.chosen_label.setObjectName("subtle")
        adds = QVBoxLayout()  # one a row: the side panel is narrow, their words whole
        adds.addWidget(self.add_button)
        adds.addWidget(self.use_button)
        tab = QVBoxLayout(self.drawings)
        tab.setContentsMargins(4, 8, 4, 8)
        tab.addWidget(self.filter)
        tab.addLayout(adds)
        tab.addWidget(self.chosen_label)
        tab.addWidget(self.library, 1)

        self.up_button.clicked.connect(lambda: self._move(-1))
        self.down_button.clicked.connect(lambda: self._move(1))
        self.remove_button.clicked.connect(lambda: self._on_item(self.model.remove_item))
        for lang, e in self.names.items():
            e.editingFinished.connect(lambda lang=lang, e=e: self._on_item(self.model.set_item_name, lang, e.text()))
        self.shelf.editingFinished.connect(lambda: self._on_item(self.model.set_item_shelf, self.shelf.value() - 1))
        self.node_count.editingFinished.connect(
            lambda: self._on_item(self.model.set_node_count, self.node_count.value()))
        self.points.editingFinished.connect(self._points_edited)
        self.draw_button.clicked.connect(self._draw)
        self.bonus.toggled.connect(lambda on: self._on_item(self.model.set_item_bonus, on))
        self.role.activated.connect(lambda _i: self._on_item(self.model.set_item_role, self.role.currentData()))
        self.add_button.clicked.connect(self.add_from_library)
        self.library_button.clicked.connect(self.drawings_requested.emit)
        self.use_button.clicked.connect(self._use_drawing)
        self.add_drawn_button.clicked.connect(self.add_drawn)
        self._library_filled = False
        self.refresh()

    # ------------------------------------------------------------ the library
    def fill_library(self) -> None:
        """Load the drawings (once, when the tab is first shown)."""
        if self._library_filled:
            return
        self._library_filled = True
        try:
            names = sorted(library())
        except OutlineError as exc:  # a shipped file broken on disk: not an edit, so not refusal_text
            self.refused.emit(self.tr("The drawings cannot be loaded: {}").format(exc))
            names = []
        for name in names:
            item = QListWidgetItem(outline_icon(name), shown_name(name, self.language))
            item.setData(Qt.ItemDataRole.UserRole, name)
            item.setToolTip(tooltip(name))
            self.library.addItem(item)

    def _filter(self, text: str) -> None:
        text = text.strip().lower()
        for i in range(self.library.count()):
            it = self.library.item(i)
            found = text in it.text().lower() or text in str(it.data(Qt.ItemDataRole.UserRole)).replace("-", " ")
            it.setHidden(bool(text) and not found)

    def chosen_outline(self) -> str | None:
        it = self.library.currentItem()
        if it is None:
            return None
        name = it.data(Qt.ItemDataRole.UserRole)
        return name if isinstance(name, str) else None

    # ------------------------------------------------------------ operations
    def current(self) -> int | None:
        row = self.items.currentRow()
        return row if 0 <= row < len(self.model.items()) else None

    def select(self, index: int | None) -> None:
        self.items.setCurrentRow(-1 if index is None else index)

    def _free_id(self, base: str) -> str:
        ids = {it.id for it in self.model.shelf_items}
        k, name = 2, base
        while name in ids:
            name = f"{base}-{k}"
            k += 1
        return name

    def add_from_library(self) -> None:
        outline = self.chosen_outline()
        if outline is None:
            self.refused.emit(self.tr("Choose a drawing first."))
            return
        current = self.current()
        shelf = self.model.shelf_items[current].shelf if current is not None else 0
        try:  # the library's names in every language (outline_names), not the English copied over
            index = self.model.add_item(self._free_id(outline), outline_name(outline), shelf, outline=outline,
                                        kinds=["dot", "sun", "dot", "sun", "dot", "sun"])
        except EditError as exc:
            self.refused.emit(refusal_text(exc))
            return
        self.select(index)

    def add_drawn(self) -> None:
        try:
            index = self.model.add_item(self._free_id("drawing"), dict(DRAWN_NAME), 0,
                                        points=[(0.15, 0.85), (0.35, 0.2), (0.65, 0.8), (0.85, 0.15)])
        except EditError as exc:
            self.refused.emit(refusal_text(exc))
            return
        self.select(index)

    def _use_drawing(self) -> None:
        outline = self.chosen_outline()
        if outline is None or self.current() is None:
            self.refused.emit(self.tr("Choose an item and a drawing first."))
            return
        self._on_item(self.model.set_item_outline, outline)

    def _draw(self) -> None:
        i = self.current()
        if i is None:
            self.refused.emit(self.tr("Choose an item first."))
            return
        self.draw_requested.emit(i)

    def _move(self, step: int) -> None:
        i = self.current()
        if i is None:
            return
        to = i + step
        if 0 <= to < len(self.model.items()):
            self._on_item(self.model.move_item, to)
            self.select(to)

    def _points_edited(self) -> None:
        pts = parse_points(self.points.text())
        if pts is None:
            self.refused.emit(self.tr("Type the points as pairs of numbers: x y; x y; ..."))
            self.refresh()
            return
        self._on_item(self.model.set_item_points, pts)

    def _on_item(self, op: Callable[..., object], *args: object) -> None:
        i = self.current()
        if self._filling or i is None:
            return
        try:
            op(i, *args)
        except EditError as exc:
            self.refused.emit(refusal_text(exc))
            self.refresh()

    def _row_changed(self, row: int) -> None:
        if not self._filling:
            self._fill_form()
            self.selected.emit(self.current())

    # ------------------------------------------------------------ following the model
    def set_model(self, model: BoardModel) -> None:
        self.model = model
        self.refresh()

    def refresh(self) -> None:
        keep = self.items.currentRow()
        self._filling = True
        try:
            self.items.clear()
            for it in self.model.shelf_items:
                name = it.name.get(self.language) or it.name.en or it.id
                label = self.tr("Shelf %1: %2").replace("%1", str(it.shelf + 1)).replace("%2", name)
                entry = QListWidgetItem(label)
                if it.outline:
                    entry.setIcon(outline_icon(it.outline))
                self.items.addItem(entry)
            count = self.items.count()
            self.items.setCurrentRow(min(keep, count - 1) if keep >= 0 else -1)
            rows = max(count, 2)
            self.items.setFixedHeight(rows * max(self.items.sizeHintForRow(0), 36) + 2 * self.items.frameWidth())
        finally:
            self._filling = False
        self._fill_form()

    def _fill_form(self) -> None:
        i = self.current()
        self.form.setEnabled(i is not None)
        for b in (self.up_button, self.down_button, self.remove_button, self.use_button):
            b.setEnabled(i is not None)
        self.chosen_label.setText(
            self.tr("Chosen item: %1").replace("%1", self.model.shelf_items[i].name.shown(self.language))
            if i is not None else self.tr("No item chosen: a drawing is added as a new item."))
        frames = timers_played(self.model.board_id)  # the role field is the frames' solo timers
        self.role.setVisible(frames)
        self.role_label.setVisible(frames)
        if i is None:
            return
        it = self.model.shelf_items[i]
        self._filling = True
        try:
            for lang, e in self.names.items():
                e.setText(it.name.get(lang))
            self.shelf.setValue(it.shelf + 1)
            self.node_count.setValue(len(it.nodes))
            drawn = it.outline is None
            self.node_count.setEnabled(not drawn)
            self.points.setVisible(drawn)
            self.points_label.setVisible(drawn)
            self.points.setText(_points_text(it.nodes) if drawn else "")
            self.bonus.setChecked(it.bonus)
            self.role.setCurrentIndex(max(0, self.role.findData(it.role)))
        finally:
            self._filling = False
