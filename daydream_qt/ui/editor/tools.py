"""The editor's tools: what a tap on the board does, one class each, kept in `TOOLS`.

A tool has a name (its key in the table and in settings-free code such as tests), the label
its button shows, an accessible name, a key that chooses it while the board has the focus,
the tip that says what a tap does, and `apply(host, target)`: the tap on a cloud, an empty
place of the lattice or a line's dot and sun. What every tool shares (a tap on an item's
dot or sun swaps it, a tap on an item selects it) is the page's, not a tool's.

A tool of a mark (stars, moons) is offered when one of the combination's modules reads the
mark; a tool of a module (notes, polaroids, frames) when the combination plays it.

The words are the editor page's: they are translated in its context ("EditorPage").
"""

from __future__ import annotations

from typing import ClassVar, Protocol

from PySide6.QtCore import QCoreApplication, Qt

from daydream_qt.editor.model import BoardModel
from daydream_qt.engine.modules import marks_read, plays
from daydream_qt.ui.editor.scene import (
    Cell,
    CellTarget,
    EditorScene,
    IconTarget,
    Side,
    SlotTarget,
    Target,
)


def _t(text: str) -> str:
    return QCoreApplication.translate("EditorPage", text)


class ToolHost(Protocol):
    """What a tool uses of the editor page."""

    @property
    def model(self) -> BoardModel: ...

    @property
    def scene(self) -> EditorScene: ...

    def say(self, text: str) -> None: ...

    def current_family(self) -> int | None: ...


class Tool:
    """One tool: what a tap does while it is chosen. The base does nothing."""

    name: ClassVar[str] = ""
    key: ClassVar[Qt.Key] = Qt.Key.Key_unknown
    """Chooses the tool while the board has the focus."""
    mark: ClassVar[str | None] = None
    """The cloud mark the tool sets: offered when a module of the combination reads it."""
    module: ClassVar[str | None] = None
    """The module the tool edits: offered when the combination plays it."""

    def label(self) -> str:
        """The button's text."""
        return ""

    def tip(self) -> str:
        """What a tap does (the button's tooltip)."""
        return ""

    def accessible_name(self) -> str:
        return _t("%1 tool").replace("%1", self.label())

    def offered(self, board_id: str) -> bool:
        """Whether the combination `board_id` has a use for the tool."""
        if self.mark is not None and self.mark not in marks_read(board_id):
            return False
        return self.module is None or plays(board_id, self.module)

    def enter(self, host: ToolHost) -> None:
        """The tool was chosen."""

    def leave(self, host: ToolHost) -> None:
        """Another tool was chosen."""

    def apply(self, host: ToolHost, target: Target) -> None:
        """A tap on `target` (a slot, a cloud or a line's icon); EditError when refused."""
        if isinstance(target, SlotTarget):
            self.on_slot(host, target.at)
        elif isinstance(target, CellTarget):
            self.on_cell(host, target.at, target.side)
        elif isinstance(target, IconTarget):
            self.on_icon(host, target.line)

    def on_slot(self, host: ToolHost, at: Cell) -> None:
        """A tap on a place of the lattice without a cloud."""

    def on_cell(self, host: ToolHost, at: Cell, side: Side) -> None:
        """A tap on a cloud; `side`: the side it is near ("" for its middle)."""

    def on_icon(self, host: ToolHost, line: int) -> None:
        """A tap on a line's dot or sun."""


class CloudsTool(Tool):
    name = "clouds"
    key = Qt.Key.Key_C

    def label(self) -> str:
        return _t("Clouds")

    def tip(self) -> str:
        return _t("Tap an empty place to add a cloud, a cloud to remove it")

    def on_slot(self, host: ToolHost, at: Cell) -> None:
        host.model.add_cell(at)

    def on_cell(self, host: ToolHost, at: Cell, side: Side) -> None:
        host.model.remove_cell(at)


class MarkTool(Tool):
    """Gives a cloud the tool's mark, or takes it away."""

    def on_cell(self, host: ToolHost, at: Cell, side: Side) -> None:
        m = host.model
        m.set_mark(at, None if m.cells().get(at) == self.mark else self.mark)


class StarsTool(MarkTool):
    name = "stars"
    key = Qt.Key.Key_S
    mark = "star"

    def label(self) -> str:
        return _t("Stars")

    def tip(self) -> str:
        return _t("Tap a cloud to give it a star, or take it away")


class MoonsTool(MarkTool):
    name = "moons"
    key = Qt.Key.Key_M
    mark = "moon"

    def label(self) -> str:
        return _t("Moons")

    def tip(self) -> str:
        return _t("Tap a cloud to give it a moon, or take it away")


class LinesTool(Tool):
    name = "lines"
    key = Qt.Key.Key_L

    def label(self) -> str:
        return _t("Line ends")

    def tip(self) -> str:
        return _t("Tap near the side of a cloud where a line's dot and sun go; "
                  "tap a dot or sun to remove its line")

    def on_cell(self, host: ToolHost, at: Cell, side: Side) -> None:
        if not side:
            host.say(_t("Tap near the side of the cloud where the line's dot and sun go."))
            return
        host.model.place_line_end(at, side)

    def on_icon(self, host: ToolHost, line: int) -> None:
        host.model.remove_line(line)


class NotesTool(Tool):
    """Picks the clouds of a note (2 to 4); the Modules tab adds it."""

    name = "notes"
    key = Qt.Key.Key_N
    module = "notes"

    def label(self) -> str:
        return _t("Notes")

    def tip(self) -> str:
        return _t("Tap the clouds of a note, then add it in the Modules tab")

    def on_cell(self, host: ToolHost, at: Cell, side: Side) -> None:
        picked = host.scene.picked
        if at in picked:
            picked.remove(at)
        elif len(picked) < 4:
            picked.append(at)
        host.scene.rebuild()

    def leave(self, host: ToolHost) -> None:
        if host.scene.picked:
            host.scene.picked = []
            host.scene.rebuild()


class PolaroidsTool(Tool):
    name = "polaroids"
    key = Qt.Key.Key_P
    module = "polaroids"

    def label(self) -> str:
        return _t("Polaroids")

    def tip(self) -> str:
        return _t("Tap a star or moon cloud to link a polaroid to it, again to unlink")

    def on_cell(self, host: ToolHost, at: Cell, side: Side) -> None:
        m = host.model
        linked = [i for i, p in enumerate(m.polaroids) if p.cell == at]
        mark = m.cells().get(at)
        if linked:
            m.remove_polaroid(linked[0])
        elif mark is None:
            host.say(_t("A polaroid is linked to a star or moon cloud: mark the cloud first."))
        else:
            m.add_polaroid(at, mark)


class FramesTool(Tool):
    """Paints the clouds of the frame family chosen in the Modules tab."""

    name = "frames"
    key = Qt.Key.Key_F
    module = "frames"

    def label(self) -> str:
        return _t("Frames")

    def tip(self) -> str:
        return _t("Tap the clouds of the frame family chosen in the Modules tab")

    def enter(self, host: ToolHost) -> None:
        host.scene.frame_family = host.current_family()
        host.scene.rebuild()

    def on_cell(self, host: ToolHost, at: Cell, side: Side) -> None:
        family = host.current_family()
        if family is None:
            host.say(_t("Choose or add a frame family in the Modules tab first."))
            return
        host.model.toggle_frame_cell(family, at)


TOOLS: dict[str, Tool] = {t.name: t for t in (
    CloudsTool(), StarsTool(), MoonsTool(), LinesTool(), NotesTool(), PolaroidsTool(), FramesTool())}
"""Every tool by its name, in the order of their buttons; the first is the one chosen at first."""
FIRST = "clouds"
