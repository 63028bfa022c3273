"""The board editor: draw a board as it is printed, see its problems, save it, play it.

The board (a `BoardModel`) is drawn in the middle; a tool says what a tap does (add or
remove clouds, mark stars or moons, place a line's dot and sun, pick clouds for a note, link
a polaroid, paint a frame family): each is an object of `tools.TOOLS`, chosen by its button
or, while the board has the focus, its key; the chosen one is drawn filled, and a hint line
beside the buttons says what a tap does with it. Tapping an item's dot or sun swaps it. On
the right: the board's fields, the shelf, the modules and the drawings of the outline
library, then the problem list: one sentence each, and
choosing one rings its place on the board. A board with problems can be saved as a draft;
only a board without any can be played.

Undo and redo (Ctrl+Z, Ctrl+Shift+Z or Ctrl+Y) belong to the page while it is shown: it
takes those keys before the window's game shortcuts see them.

An item's outline and the constellation track can be drawn on the board (Draw the outline
in the Shelf tab, Draw the track in the Modules tab): the view closes in on the box, each
tap places a point, Backspace (or Undo) takes the last one back, Enter, a tap on the first
point or Done hands the whole line to the model as one step, Escape or Cancel leaves the
board as it was. While drawing, a tap does nothing else.

Two windows may edit one draft. Save never replaces a version another window saved since
this page read or saved the file (`store.save_draft`): the player keeps theirs as a new
board (its name marked as a copy), takes the other version (this one kept as such a copy
first) or saves nothing (`ui.dialogs.changed_on_disk`). Drafts are saved only when asked.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from daydream_qt.editor.model import MAX_TRACK, BoardModel, EditError
from daydream_qt.editor.problems import MAX_NODES, Problem
from daydream_qt.editor.store import (
    StoreError,
    copy_of,
    new_path,
    read_model,
    same_board,
    save_copy,
    save_draft,
    write_model,
)
from daydream_qt.engine.board import MAX_BOARD_BYTES
from daydream_qt.engine.disk_version import ChangedOnDisk, DiskVersion, read_version
from daydream_qt.engine.modules import plays
from daydream_qt.ui.editor.board_panel import BoardForm
from daydream_qt.ui.editor.items_panel import ItemPanel
from daydream_qt.ui.editor.modules_panel import ModulePanel
from daydream_qt.ui.editor.problems_panel import ProblemList, refusal_text
from daydream_qt.ui.editor.scene import (
    NEAR_PIXELS,
    DrawingKind,
    EditorScene,
    EditorView,
    ItemTarget,
    NodeTarget,
    Target,
)
from daydream_qt.ui.editor.tools import FIRST, TOOLS, Tool
from daydream_qt.ui.editor.wheel import guard
from daydream_qt.ui.widgets.plain import ElidedLabel, WrapLabel, plain_label

if TYPE_CHECKING:
    from daydream_qt.bots.titles import TitleSuggestion
    from daydream_qt.ui.core.titles_worker import TitlesJob


def _key(event: QKeyEvent) -> Qt.Key | None:
    """The key pressed, None for a code Qt does not name."""
    try:
        return Qt.Key(event.key())
    except ValueError:
        return None


def _scroll(widget: QWidget) -> QScrollArea:
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setWidget(widget)
    # Not a Tab stop of its own (it would show no focus): Tab scrolls it to the field it reaches.
    area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    return area


class EditorPage(QWidget):
    """One board being edited; `closed` when the player leaves, `play_requested(path)` to play
    the saved, problem-free board."""

    closed = Signal()
    play_requested = Signal(object)
    saved = Signal(object)

    def __init__(self, language: str = "en", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.language = language
        self.model = BoardModel.blank()
        self.path: Path | None = None
        """The board's file in the data folder (None until first saved)."""
        self.disk: DiskVersion | None = None
        """The version of `path` this page read or last wrote: Save replaces no other one
        without asking (another window may have saved the same draft)."""
        self._saved_json = self.model.to_json()
        self._refusal = False
        """The status line holds a refusal, cleared at the board's next change."""

        self.heading = ElidedLabel()
        self.heading.setObjectName("heading")
        self.undo_button = QPushButton(self.tr("Undo"))
        self.redo_button = QPushButton(self.tr("Redo"))
        self.import_button = QPushButton(self.tr("Import\u2026"))
        self.export_button = QPushButton(self.tr("Export\u2026"))
        self.save_button = QPushButton(self.tr("Save"))
        self.play_button = QPushButton(self.tr("Play"))
        self.play_button.setProperty("primary", True)
        self.close_button = QPushButton(self.tr("Close"))
        self.undo_button.setToolTip(self.tr("Undo (Ctrl+Z)"))
        self.redo_button.setToolTip(self.tr("Redo (Ctrl+Shift+Z)"))
        top = QHBoxLayout()
        top.setContentsMargins(16, 10, 16, 6)
        top.addWidget(self.heading, 1)
        for b in (self.undo_button, self.redo_button, self.import_button, self.export_button,
                  self.save_button, self.play_button, self.close_button):
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            top.addWidget(b)

        self.tools = QButtonGroup(self)
        self.tool_buttons: dict[str, QPushButton] = {}
        self._tool = FIRST
        """The name of the tool chosen (see `tools.TOOLS`)."""
        tools = QHBoxLayout()
        tools.setContentsMargins(16, 0, 16, 0)
        tools.addWidget(plain_label(self.tr("Tool:")))
        self.tools.setExclusive(True)
        for name, tool in TOOLS.items():
            b = QPushButton(tool.label())
            b.setObjectName("segment")  # the app's style fills a checked segment: the active tool shows
            b.setCheckable(True)
            b.setToolTip(f"{tool.tip()} ({QKeySequence(tool.key).toString(QKeySequence.SequenceFormat.NativeText)})")
            b.setAccessibleName(tool.accessible_name())
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            self.tools.addButton(b)
            self.tool_buttons[name] = b
            tools.addWidget(b)
        self.tool_hint = WrapLabel()
        """What a tap does with the tool chosen, shown as soon as it is chosen."""
        self.tool_hint.setObjectName("subtle")
        tools.addSpacing(8)
        tools.addWidget(self.tool_hint, 1)
        self.tool_buttons[FIRST].setChecked(True)
        self.tools.buttonClicked.connect(lambda _b: self._tool_changed())
        self._show_tool()

        self.scene = EditorScene(self.model, language, self)
        self.view = EditorView(self.scene)
        self.view.setAccessibleName(self.tr("The board being edited"))
        self.view.tapped.connect(self.tap)
        self.view.drawn.connect(self.draw_tap)
        self.status = WrapLabel()
        self.status.setObjectName("status")
        self.draw_bar = QWidget()
        self.draw_hint = WrapLabel()
        self.draw_hint.setObjectName("status")
        self.big_star_button = QPushButton(self.tr("Big star"))
        self.big_star_button.setCheckable(True)
        self.big_star_button.setToolTip(self.tr("The next point is a big star (or Shift+click)"))
        self.take_back_button = QPushButton(self.tr("Take back a point"))
        self.take_back_button.setToolTip(self.tr("Remove the last point (Backspace)"))
        self.done_button = QPushButton(self.tr("Done"))
        self.done_button.setProperty("primary", True)
        self.done_button.setToolTip(self.tr("Keep the drawing (Enter)"))
        self.cancel_draw_button = QPushButton(self.tr("Cancel"))
        self.cancel_draw_button.setToolTip(self.tr("Leave the board as it was (Escape)"))
        draw_lay = QVBoxLayout(self.draw_bar)
        draw_lay.setContentsMargins(0, 0, 0, 0)
        draw_lay.addWidget(self.draw_hint)
        draw_buttons = QHBoxLayout()
        for b in (self.big_star_button, self.take_back_button):
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            draw_buttons.addWidget(b)
        draw_buttons.addStretch(1)
        for b in (self.cancel_draw_button, self.done_button):
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            draw_buttons.addWidget(b)
        draw_lay.addLayout(draw_buttons)
        self.draw_bar.setVisible(False)

        self.board_form = BoardForm(self.model, language=language)
        self.item_panel = ItemPanel(self.model, language=language)
        self.module_panel = ModulePanel(self.model)
        self.tabs = QTabWidget()
        self.tabs.addTab(_scroll(self.board_form), self.tr("Board"))
        self.tabs.addTab(_scroll(self.item_panel), self.tr("Shelf"))
        self.tabs.addTab(_scroll(self.module_panel), self.tr("Modules"))
        self.tabs.addTab(self.item_panel.drawings, self.tr("Drawings"))  # the library scrolls itself
        for panel in (self.board_form, self.item_panel, self.module_panel):
            guard(panel)  # the wheel scrolls the form; it changes a field only once it is chosen
        for i in range(self.tabs.count()):  # each panel's scroll area is named as its tab
            area = self.tabs.widget(i)
            if area is not None:
                area.setAccessibleName(self.tabs.tabText(i))
        self.problems = ProblemList()
        side = QSplitter(Qt.Orientation.Vertical)
        side.addWidget(self.tabs)
        side.addWidget(self.problems)
        side.setStretchFactor(0, 3)
        side.setStretchFactor(1, 1)
        side.setChildrenCollapsible(False)
        side.setMinimumWidth(380)

        left = QWidget()
        left_lay = QVBoxLayout(left)
        left_lay.setContentsMargins(0, 0, 0, 0)
        left_lay.addWidget(self.view, 1)
        left_lay.addWidget(self.draw_bar)
        left_lay.addWidget(self.status)
        body = self.body = QSplitter(Qt.Orientation.Horizontal)
        body.addWidget(left)
        body.addWidget(side)
        body.setStretchFactor(0, 3)
        body.setStretchFactor(1, 2)
        body.setChildrenCollapsible(False)

        # the app's text fields are padded; a number field's own text inside a spin box is not
        self.setStyleSheet("QAbstractSpinBox QLineEdit { padding: 0px; border: none; background: transparent; }"
                           " QAbstractSpinBox { min-height: 26px; }")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 8)
        lay.setSpacing(6)
        lay.addLayout(top)
        lay.addLayout(tools)
        body.setContentsMargins(12, 0, 12, 0)
        lay.addWidget(body, 1)

        self.undo_button.clicked.connect(self.undo)
        self.redo_button.clicked.connect(self.redo)
        self.import_button.clicked.connect(self.ask_import)
        self.export_button.clicked.connect(self.ask_export)
        self.save_button.clicked.connect(self.save)
        self.play_button.clicked.connect(self.play)
        self.close_button.clicked.connect(self.cancel_drawing)
        self.close_button.clicked.connect(self.closed.emit)
        self.item_panel.drawings_requested.connect(lambda: self.tabs.setCurrentWidget(self.item_panel.drawings))
        self.item_panel.draw_requested.connect(lambda index: self.start_drawing("item", index))
        self.module_panel.track_draw_requested.connect(lambda: self.start_drawing("track"))
        self.take_back_button.clicked.connect(self.take_back_point)
        self.done_button.clicked.connect(self.finish_drawing)
        self.cancel_draw_button.clicked.connect(self.cancel_drawing)
        for panel in (self.board_form, self.item_panel, self.module_panel):
            panel.refused.connect(self.refuse)
        self.item_panel.selected.connect(self._item_selected)
        self.module_panel.note_requested.connect(self.add_picked_note)
        self.module_panel.family_chosen.connect(self._family_chosen)
        self.problems.chosen.connect(self._problem_chosen)
        self.board_form.suggest_button.clicked.connect(self.suggest_titles)
        self.board_form.cancel_button.clicked.connect(self.cancel_titles)
        self._titles_job: TitlesJob | None = None
        self.title_games: int | None = None
        """Expert games of a suggestion (None: the simulation's default)."""
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.cancel_titles)
        self.set_model(self.model)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        # held upright, the forms go under the board rather than beside it
        upright = self.height() > self.width() * 1.15
        orientation = Qt.Orientation.Vertical if upright else Qt.Orientation.Horizontal
        if self.body.orientation() != orientation:
            self.body.setOrientation(orientation)
            half = (self.height() if upright else self.width()) // 2
            self.body.setSizes([half, half])
        super().resizeEvent(event)

    # ------------------------------------------------------------ the board
    def set_model(self, model: BoardModel, path: Path | None = None,
                  version: DiskVersion | None = None) -> None:
        """Edit `model` (saved at `path`, or not saved yet).

        `version`: the file's content as read before `model` was (`disk_version`); when
        not given it is read now."""
        self.cancel_drawing()
        self.model = model
        self.path = path
        if path is not None and version is None:
            version = read_version(path, MAX_BOARD_BYTES)
        self.disk = version if path is not None else None
        self._saved_json = model.to_json() if path is not None else ""
        model.listeners.append(self._changed)
        self.scene.set_model(model)
        self.board_form.set_model(model)
        self.item_panel.set_model(model)
        self.module_panel.set_model(model)
        self.say("")
        self._changed()

    def new_board(self, board_id: str = "A") -> None:
        self.set_model(BoardModel.blank(board_id))

    def open_board(self, path: str | Path) -> bool:
        """Edit the board file at `path`; a file that is not a board is one sentence."""
        version = read_version(path, MAX_BOARD_BYTES)  # before the board: a racing save shows later
        try:
            model = read_model(path)
        except StoreError as exc:
            self.say(refusal_text(exc))
            return False
        self.set_model(model, Path(path), version)
        return True

    @property
    def modified(self) -> bool:
        return self.model.to_json() != self._saved_json

    def _changed(self) -> None:
        m = self.model
        if self._refusal:  # the board changed since: the refusal is of a board no longer shown
            self.say("")
        self.scene.problem = None
        d = self.scene.drawing
        if d is not None and not (len(m.items()) > (d.index or 0) if d.kind == "item"
                                  else plays(m.board_id, "constellation")):
            self.cancel_drawing()  # what was being drawn is gone
        self.scene.rebuild()
        self.view.fit()
        self.board_form.refresh()
        self.item_panel.refresh()
        self.module_panel.refresh()
        self.problems.show_problems(m.problems(), [*m.ignored_marks(), *m.name_notes()])
        self.undo_button.setEnabled(m.can_undo())
        self.redo_button.setEnabled(m.can_redo())
        self.play_button.setEnabled(m.playable())
        self.play_button.setToolTip(self.tr("Save and start a game on this board") if m.playable()
                                    else self.tr("A board with problems can be saved as a draft, not played"))
        name = m.name.shown(self.language)
        mark = " *" if self.modified else ""
        self.heading.setText(self.tr("Board editor: %1").replace("%1", name) + mark)
        for name, tool in TOOLS.items():
            self.tool_buttons[name].setVisible(tool.offered(m.board_id))
        if not TOOLS[self._tool].offered(m.board_id):
            self.choose_tool(FIRST)

    def say(self, text: str) -> None:
        """A sentence under the board (what was saved, what to do next)."""
        self._refusal = False
        self.status.setText(text)
        self.status.setVisible(bool(text))

    def refuse(self, text: str) -> None:
        """Why an edit was refused: said under the board until the board next changes (a
        refusal left there after the board was put right would read as a problem still
        there)."""
        self.say(text)
        self._refusal = bool(text)

    def tool(self) -> str:
        """The name of the tool chosen."""
        return self._tool

    def current_tool(self) -> Tool:
        return TOOLS[self._tool]

    def choose_tool(self, name: str) -> None:
        """Choose the tool `name` (one of `TOOLS`), as a click on its button does."""
        self.tool_buttons[name].setChecked(True)
        self._tool_changed()

    def _tool_changed(self) -> None:
        name = next((n for n, b in self.tool_buttons.items() if b.isChecked()), FIRST)
        if name != self._tool:
            TOOLS[self._tool].leave(self)
            self._tool = name
        TOOLS[name].enter(self)
        self._show_tool()

    def _show_tool(self) -> None:
        """The hint line says what the chosen tool does; each button's description says
        whether it is the active tool (a screen reader hears it, as the eye sees the fill);
        the tools are one Tab stop, the chosen one, its name saying it is chosen."""
        tool = TOOLS[self._tool]
        self.tool_hint.setText(self.tr("%1: %2.").replace("%1", tool.label()).replace("%2", tool.tip()))
        for name, b in self.tool_buttons.items():
            chosen = name == self._tool
            b.setChecked(chosen)
            b.setAccessibleDescription(
                self.tr("The active tool: %1").replace("%1", TOOLS[name].tip()) if chosen else TOOLS[name].tip())
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus if chosen else Qt.FocusPolicy.NoFocus)
            label = TOOLS[name].accessible_name()
            b.setAccessibleName(self.tr("%1, chosen").replace("%1", label) if chosen else label)

    def _tool_arrow(self, event: QKeyEvent) -> bool:
        """An arrow, Home or End on the chosen tool's button chooses the tool beside it, the
        first or the last (of those the combination offers), and moves the focus there."""
        focused = self.focusWidget()
        key = _key(event)
        if focused not in self.tool_buttons.values() or event.modifiers() != Qt.KeyboardModifier.NoModifier:
            return False
        moves = {Qt.Key.Key_Left: -1, Qt.Key.Key_Up: -1, Qt.Key.Key_Right: 1, Qt.Key.Key_Down: 1}
        if key not in moves and key not in (Qt.Key.Key_Home, Qt.Key.Key_End):
            return False
        shown = [n for n, b in self.tool_buttons.items() if b.isVisibleTo(self) and b.isEnabled()]
        if not shown:
            return False
        at = shown.index(self._tool) if self._tool in shown else 0
        if key == Qt.Key.Key_Home:
            at = 0
        elif key == Qt.Key.Key_End:
            at = len(shown) - 1
        else:
            at = max(0, min(len(shown) - 1, at + moves[key]))
        self.choose_tool(shown[at])
        self.tool_buttons[shown[at]].setFocus(Qt.FocusReason.TabFocusReason)
        return True

    def current_family(self) -> int | None:
        """The frame family chosen in the Modules tab."""
        return self.module_panel.current_family()

    # ------------------------------------------------------------ drawing a line
    @property
    def drawing(self) -> bool:
        return self.scene.drawing is not None

    def start_drawing(self, kind: DrawingKind, index: int | None = None) -> None:
        """Draw item `index`'s outline ("item") or the constellation track ("track") on the
        board; the model changes only when the drawing is finished."""
        if kind == "item" and (index is None or not 0 <= index < len(self.model.items())):
            self.say(self.tr("Choose an item first."))
            return
        if kind == "track" and not plays(self.model.board_id, "constellation"):
            self.say(self.tr("This combination plays without the constellation."))
            return
        if kind == "item":
            self.item_panel.select(index)
            self.scene.selected_item = index
            hint = self.tr("Click along the drawing to place its points; Enter finishes, Escape cancels.")
        else:
            hint = self.tr("Click the track's points in order, from the lowest one where the pen starts; "
                           "Shift+click places a big star. Enter finishes, Escape cancels.")
        self.scene.start_drawing(kind, index)
        self.draw_hint.setText(hint)
        self.big_star_button.setChecked(False)
        self.big_star_button.setVisible(kind == "track")
        self.draw_bar.setVisible(True)
        self.tabs.setEnabled(False)
        for b in self.tool_buttons.values():
            b.setEnabled(False)
        self.say("")
        self.view.fit()
        self.view.setFocus()

    def _end_drawing(self) -> None:
        self.scene.stop_drawing()
        self.draw_bar.setVisible(False)
        self.tabs.setEnabled(True)
        for b in self.tool_buttons.values():
            b.setEnabled(True)
        self.view.fit()

    def cancel_drawing(self) -> None:
        """Stop drawing; the board stays as it was."""
        if self.drawing:
            self._end_drawing()
            self.say("")

    def draw_tap(self, pos: QPointF, shift: bool = False) -> None:
        """A tap while drawing: a new point, or the end of the line on its first point."""
        d = self.scene.drawing
        if d is None:
            return
        near = self.view.scene_length(NEAR_PIXELS)
        if len(d.points) >= 2 and (self.scene.scene_point(d.points[0]) - pos).manhattanLength() < near:
            self.finish_drawing()
            return
        point = self.scene.box_point(pos)
        if point is None:
            self.say(self.tr("Place the points inside the item's box.") if d.kind == "item"
                     else self.tr("Place the points inside the constellation's box."))
            return
        if d.points and (self.scene.scene_point(d.points[-1]) - pos).manhattanLength() < near / 2:
            return  # the same place again (a double tap): nothing new
        limit = MAX_NODES if d.kind == "item" else MAX_TRACK
        if len(d.points) >= limit:
            self.say(refusal_text(EditError("A drawn item has 2 to {} points.", MAX_NODES)) if d.kind == "item"
                     else refusal_text(EditError("A drawn track has 2 to {} points.", MAX_TRACK)))
            return
        big = d.kind == "track" and (shift or self.big_star_button.isChecked())
        d.add(point, big)
        self.big_star_button.setChecked(False)
        self.say("")
        self.scene.rebuild()

    def take_back_point(self) -> None:
        d = self.scene.drawing
        if d is not None and d.take_back():
            self.say("")
            self.scene.rebuild()

    def finish_drawing(self) -> None:
        """Hand the drawing to the model as one step; a refusal is said and drawing goes on."""
        d = self.scene.drawing
        if d is None:
            return
        try:
            if d.kind == "item":
                assert d.index is not None  # start_drawing draws no outline without its item
                self.model.set_item_points(d.index, list(d.points))
            else:
                self.model.set_track([(x, y, big) for (x, y), big in zip(d.points, d.big)])
        except EditError as exc:
            self.say(refusal_text(exc))
            return
        self._end_drawing()
        self.say("")

    def _draw_key(self, event: QKeyEvent) -> str | None:
        if not self.drawing:
            return None
        key = _key(event)
        return None if key is None else {Qt.Key.Key_Escape: "cancel", Qt.Key.Key_Return: "finish",
                                         Qt.Key.Key_Enter: "finish", Qt.Key.Key_Backspace: "back"}.get(key)

    # ------------------------------------------------------------ taps
    def tap(self, pos: QPointF) -> None:
        target = self.scene.edit_target(pos)
        if target is None:
            return
        try:
            self._tap(target)
        except EditError as exc:
            self.refuse(refusal_text(exc))

    def _tap(self, target: Target) -> None:
        """An item's dot or sun swaps and an item is chosen whatever the tool; anything
        else is the tool's."""
        m = self.model
        if isinstance(target, NodeTarget):
            item, node = target.item, target.node
            kind = m.shelf_items[item].nodes[node].kind
            self.item_panel.select(item)
            m.set_node_kind(item, node, "dot" if kind == "sun" else "sun")
            return
        if isinstance(target, ItemTarget):
            self.item_panel.select(target.item)
            self.tabs.setCurrentIndex(1)
            return
        self.current_tool().apply(self, target)

    def add_picked_note(self) -> None:
        picked = list(self.scene.picked)
        if len(picked) < 2:
            self.say(self.tr("Pick 2 to 4 clouds with the Notes tool first."))
            return
        try:
            self.model.add_note(picked)
        except EditError as exc:
            self.say(refusal_text(exc))
            return
        self.scene.picked = []
        self.scene.rebuild()

    def _item_selected(self, index: int | None) -> None:
        self.scene.selected_item = index
        self.scene.rebuild()

    def _family_chosen(self, index: int | None) -> None:
        self.scene.frame_family = index
        self.scene.rebuild()

    def _problem_chosen(self, problem: Problem | None) -> None:
        self.scene.highlight(problem)
        if problem is not None and problem.item is not None:
            self.item_panel.select(problem.item)

    # ------------------------------------------------------------ titles
    def suggest_titles(self) -> None:
        """Play the board with the bots off the GUI thread and fill in the four band starts."""
        if self._titles_job is not None:
            return
        if self.model.problems():
            self.say(self.tr("Fix the board's problems first: the titles come from playing it."))
            return
        from daydream_qt.bots.titles import DEFAULT_GAMES
        from daydream_qt.engine import compile_board
        from daydream_qt.ui.core.titles_worker import TitlesJob

        job = TitlesJob(compile_board(self.model.spec()), self.title_games or DEFAULT_GAMES)
        job.relay.progressed.connect(self._titles_progress)
        job.relay.finished.connect(self._titles_done)
        job.relay.failed.connect(lambda text: self._titles_over(
            self.tr("The titles could not be suggested: %1").replace("%1", text)))
        job.relay.cancelled.connect(lambda: self._titles_over(self.tr("Stopped: the title bands are unchanged.")))
        self._titles_job = job
        self.board_form.set_busy(True)
        self.board_form.progress.setRange(0, 0)
        self.say(self.tr("Playing the board with the expert bot…"))
        job.start()

    def cancel_titles(self) -> None:
        if self._titles_job is not None:
            self._titles_job.cancel()

    @property
    def suggesting(self) -> bool:
        return self._titles_job is not None

    def _titles_progress(self, done: int, total: int) -> None:
        bar = self.board_form.progress
        if bar.maximum() != total:
            bar.setRange(0, total)
        bar.setValue(done)

    def _titles_over(self, text: str) -> None:
        self._titles_job = None
        self.board_form.set_busy(False)
        self.say(text)

    def _titles_done(self, s: TitleSuggestion) -> None:
        self._titles_over("")
        if not s.fits:  # bands the expert never reaches are no suggestion: say why instead
            text = (self.tr("No title table fits this board: 90% of random games score below %1, and the "
                            "expert bot reaches %2 or more in only 5% of its games, which leaves no room for "
                            "bands 2 and 3. The title bands are unchanged.")
                    .replace("%1", str(s.random_below)).replace("%2", str(s.expert_reach)))
        else:
            try:
                self.model.set_title_mins(list(s.mins))
            except EditError as exc:
                self.say(refusal_text(exc))
                return
            text = (self.tr("Suggested from %1 games of the expert bot: its median is %2, and it reaches "
                            "the top band in %3% of games. Type the printed bands instead if you have them.")
                    .replace("%1", str(s.games)).replace("%2", f"{s.expert_median:g}")
                    .replace("%3", f"{s.expert_top_share * 100:.0f}"))
        if s.note:  # a large board: fewer games than asked (bots/work.py), a rough guide
            text += " " + (self.tr("This board is large: the expert bot played %1 of the %2 games asked for, "
                                   "so the bands are a rough guide.")
                           .replace("%1", str(s.games)).replace("%2", str(s.asked_games)))
        self.say(text)

    # ------------------------------------------------------------ undo
    def undo(self) -> None:
        if self.drawing:  # while drawing, undo takes back the last point
            self.take_back_point()
            return
        if not self.model.undo():
            self.say(self.tr("Nothing to undo."))

    def redo(self) -> None:
        if self.drawing:
            return
        if not self.model.redo():
            self.say(self.tr("Nothing to redo."))

    def event(self, event: QEvent) -> bool:
        # The window binds Ctrl+Z to the game (and Esc to leaving full screen); while the
        # editor is shown its own undo and drawing keys come first (a text field being typed
        # in keeps the key for its own text).
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) and (
                self._undo_key(event) is not None or self._draw_key(event) is not None
                or self._tool_key(event) is not None):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        tool = self._tool_key(event)
        if tool is not None:
            self.choose_tool(tool)
            return
        if self._tool_arrow(event):
            return
        key = self._undo_key(event) or self._draw_key(event)
        if key == "undo":
            self.undo()
        elif key == "redo":
            self.redo()
        elif key == "cancel":
            self.cancel_drawing()
        elif key == "finish":
            self.finish_drawing()
        elif key == "back":
            self.take_back_point()
        elif event.key() == Qt.Key.Key_Escape and event.modifiers() == Qt.KeyboardModifier.NoModifier:
            self.closed.emit()  # Esc, not drawing: one level back, as Close (the edits kept or not, asked)
        else:
            super().keyPressEvent(event)

    def _tool_key(self, event: QKeyEvent) -> str | None:
        """The tool a key chooses: its letter alone, while the board has the focus and
        nothing is being drawn."""
        if self.drawing or not self.view.hasFocus() or event.modifiers() != Qt.KeyboardModifier.NoModifier:
            return None
        key = _key(event)
        return next((name for name, tool in TOOLS.items()
                     if tool.key == key and self.tool_buttons[name].isVisible()), None)

    @staticmethod
    def _undo_key(event: QKeyEvent) -> str | None:
        if event.matches(QKeySequence.StandardKey.Undo):
            return "undo"
        if event.matches(QKeySequence.StandardKey.Redo) or (
                event.key() == Qt.Key.Key_Z and event.modifiers() == (Qt.KeyboardModifier.ControlModifier
                                                                      | Qt.KeyboardModifier.ShiftModifier)):
            return "redo"
        return None

    # ------------------------------------------------------------ files
    def save(self) -> Path | None:
        """Keep the board in the data folder (a draft too); its file, or None when the
        board shown is not saved (it could not be, or the player chose to take the version
        another window saved meanwhile: this one is then kept as a copy)."""
        path = self.path or new_path(self.model)
        try:
            self.disk = save_draft(self.model, path, self.disk if self.path is not None else None)
        except ChangedOnDisk:
            return self._changed_on_disk(path)
        except StoreError as exc:
            self.say(refusal_text(exc))
            return None
        self.path = path
        self._saved_json = self.model.to_json()
        n = len(self.model.problems())
        if n:
            self.say(QCoreApplication.translate(
                "EditorPage", "Saved as a draft: %n problem(s) keep it from being played.", "", n))
        else:
            self.say(self.tr("Saved: the board is in New game, under Your boards."))
        self._changed()
        self.saved.emit(path)
        return path

    def _changed_on_disk(self, path: Path) -> Path | None:
        """Another window saved the draft at `path` since this page read or saved it: keep
        mine as a new board, take theirs (mine kept as a new board first) or save nothing."""
        from daydream_qt.ui.dialogs import changed_on_disk as question

        copy_name = new_path(copy_of(self.model)).name
        answer = question.ask(self, question.BOARD, path.name, copy_name)
        if answer not in (question.KEEP_MINE, question.TAKE_THEIRS):
            self.say(self.tr("Nothing was saved."))
            return None
        try:
            copy, copy_path, version = save_copy(self.model)
        except (StoreError, ChangedOnDisk) as exc:
            self.say(refusal_text(exc) if isinstance(exc, StoreError) else self.tr("Nothing was saved."))
            return None
        self.set_model(copy, copy_path, version)
        self.saved.emit(copy_path)
        if answer == question.KEEP_MINE:
            self.say(self.tr("Saved as a copy, %1; the other window's version stays as it is.")
                     .replace("%1", copy_path.name))
            return copy_path
        theirs = read_version(path, MAX_BOARD_BYTES)
        try:
            model = read_model(path)
        except StoreError as exc:  # no board any more: this page stays on the copy
            self.say(refusal_text(exc))
            return None
        self.set_model(model, path, theirs)
        self.say(self.tr("Opened the version saved elsewhere; yours is kept as %1.").replace("%1", copy_path.name))
        return None

    def play(self) -> None:
        if not self.model.playable():
            self.say(self.tr("A board with problems can be saved as a draft, not played."))
            return
        path = self.save()
        if path is not None:
            self.play_requested.emit(path)

    def ask_import(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, self.tr("Import a board"), "", self.tr("Daydream board (*.json)"))
        if name:
            self.import_from(name)

    def import_from(self, path: str | Path) -> bool:
        """Edit a copy of another board file; it is saved in the data folder as a new board."""
        try:
            model = read_model(path)
        except StoreError as exc:
            self.say(refusal_text(exc))
            return False
        there = same_board(model)
        if there is not None:  # the very board is in the folder already: edit that one
            self.set_model(model, there)
            self.say(self.tr("This board is already one of your boards (%1): it was opened, not imported again.")
                     .replace("%1", there.name))
            return True
        self.set_model(model, None)
        self.say(self.tr("Imported: save it to keep it with your boards."))
        return True

    def ask_export(self) -> None:
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Export the board"), new_path(self.model).name,
                                              self.tr("Daydream board (*.json)"))
        if name:
            self.export_to(name)

    def export_to(self, path: str | Path) -> bool:
        try:
            write_model(self.model, path)
        except StoreError as exc:
            self.say(refusal_text(exc))
            return False
        self.say(self.tr("Exported to %1.").replace("%1", Path(path).name))
        return True
