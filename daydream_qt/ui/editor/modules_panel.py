"""The editor's Modules tab: a form for each module the combination plays with.

Constellation track points, musical notes, polaroids, the moon garland's rewards and the
frame families. Cells are chosen on the board with the page's tools (Notes, Polaroids,
Frames) and the track is drawn there (Draw the track: the page's drawing mode) or typed
point by point; the rest is typed here. Each section shows only when the combination uses it.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from daydream_qt.editor.model import MAX_MOONS, BoardModel, EditError
from daydream_qt.engine.boardspec import MODULES_BY_BOARD
from daydream_qt.ui.core.texts import module_name
from daydream_qt.ui.editor.combinations import modules_text, with_modules
from daydream_qt.ui.editor.form import EditForm, name_fields
from daydream_qt.ui.editor.problems_panel import refusal_text
from daydream_qt.ui.editor.wheel import guard
from daydream_qt.ui.widgets.fit import tappable
from daydream_qt.ui.widgets.plain import WrapLabel, plain_label


def _group(title: str) -> tuple[QGroupBox, QVBoxLayout]:
    box = QGroupBox(title)
    lay = QVBoxLayout(box)
    lay.setContentsMargins(10, 8, 10, 10)
    return box, lay


class ModulePanel(EditForm):
    """Module data; `refused(str)` carries a refusal, `wants_notes()` asks the page for the
    clouds picked on the board, `family_chosen(index)` names the frame family to paint."""

    note_requested = Signal()
    family_chosen = Signal(object)
    track_draw_requested = Signal()
    """The player asks to draw the constellation track on the board."""

    def __init__(self, model: BoardModel, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.none_label = WrapLabel()
        self.none_label.setObjectName("subtle")

        # constellation
        self.track_box, lay = _group(module_name("constellation"))
        self.track = QListWidget()
        self.track.setMaximumHeight(140)
        self.track_x, self.track_y = QSpinBox(), QSpinBox()
        for s in (self.track_x, self.track_y):
            s.setRange(0, 100)
        self.track_big = QCheckBox(self.tr("big star"))
        tappable(self.track_big)
        self.add_point = QPushButton(self.tr("Add point"))
        self.toggle_big = QPushButton(self.tr("Big star on / off"))
        self.remove_point = QPushButton(self.tr("Remove point"))
        self.draw_track = QPushButton(self.tr("Draw the track"))
        self.draw_track.setToolTip(self.tr("Place the track's points in order on the board; "
                                           "the drawing replaces the track"))
        self.track.setAccessibleName(self.tr("Points of the track"))
        self.track_x.setAccessibleName(self.tr("Point across"))
        self.track_y.setAccessibleName(self.tr("Point down"))
        row = QHBoxLayout()
        row.addWidget(plain_label(self.tr("across")))
        row.addWidget(self.track_x)
        row.addWidget(plain_label(self.tr("down")))
        row.addWidget(self.track_y)
        row.addStretch(1)
        adding = QHBoxLayout()
        adding.addWidget(self.track_big)
        adding.addWidget(self.add_point)
        adding.addStretch(1)
        edits = QHBoxLayout()
        edits.addWidget(self.toggle_big)
        edits.addWidget(self.remove_point)
        edits.addStretch(1)
        hint = WrapLabel(self.tr("Point 1 is the lowest, where the pen starts; star clouds are marked "
                                 "with the Stars tool."))
        hint.setObjectName("subtle")
        lay.addWidget(hint)
        lay.addWidget(self.draw_track)
        lay.addWidget(self.track)
        lay.addLayout(row)
        lay.addLayout(adding)
        lay.addLayout(edits)

        # notes
        self.notes_box, lay = _group(module_name("notes"))
        self.notes = QListWidget()
        self.notes.setMaximumHeight(110)
        self.notes.setAccessibleName(module_name("notes"))
        self.add_note = QPushButton(self.tr("Add a note on the picked clouds"))
        self.remove_note = QPushButton(self.tr("Remove note"))
        hint = WrapLabel(self.tr("With the Notes tool, tap 2 neighbouring clouds (a single note) or 3-4 "
                                 "clouds around a gap (a double note), then add the note."))
        hint.setObjectName("subtle")
        lay.addWidget(hint)
        lay.addWidget(self.notes)
        lay.addWidget(self.add_note)
        lay.addWidget(self.remove_note)

        # polaroids
        self.polaroids_box, lay = _group(module_name("polaroids"))
        self.polaroids = QListWidget()
        self.polaroids.setMaximumHeight(110)
        self.polaroids.setAccessibleName(module_name("polaroids"))
        self.remove_polaroid = QPushButton(self.tr("Remove polaroid"))
        self.polaroid_scoring = QComboBox()
        self.polaroid_scoring.addItem(self.tr("each different number scores"), "distinct")
        self.polaroid_scoring.addItem(self.tr("stars add, moons take away"), "star_minus_moon")
        hint = WrapLabel(self.tr("With the Polaroids tool, tap a star or moon cloud to link a polaroid "
                                 "to it (six, one per column)."))
        hint.setObjectName("subtle")
        lay.addWidget(hint)
        lay.addWidget(self.polaroids)
        lay.addWidget(self.remove_polaroid)
        scoring = QFormLayout()
        scoring.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        scoring.addRow(plain_label(self.tr("Scoring")), self.polaroid_scoring)
        name_fields(scoring)
        lay.addLayout(scoring)

        # garland
        self.garland_box, lay = _group(module_name("garland"))
        self.moons = QSpinBox()
        self.moons.setRange(2, MAX_MOONS)
        form = QFormLayout()
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        form.addRow(plain_label(self.tr("Moons")), self.moons)
        name_fields(form)
        lay.addLayout(form)
        self.rewards_box = QWidget()
        self.rewards_lay = QFormLayout(self.rewards_box)
        self.rewards_lay.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.rewards_lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.rewards_box)
        self._reward_rows: list[tuple[QComboBox, QSpinBox]] = []

        # frames
        self.frames_box, lay = _group(module_name("frames"))
        self.families = QListWidget()
        self.families.setMaximumHeight(90)
        self.family_name = QLineEdit()
        self.family_name.setMaxLength(120)
        self.family_name.setPlaceholderText(self.tr("name, e.g. Rose frames"))
        self.add_family = QPushButton(self.tr("Add family"))
        self.remove_family = QPushButton(self.tr("Remove family"))
        hint = WrapLabel(self.tr("Choose a family, then with the Frames tool tap the clouds it covers."))
        hint.setObjectName("subtle")
        lay.addWidget(hint)
        lay.addWidget(self.families)
        row = QHBoxLayout()
        row.addWidget(self.family_name, 1)
        lay.addLayout(row)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_family)
        buttons.addWidget(self.remove_family)
        buttons.addStretch(1)
        lay.addLayout(buttons)

        main = QVBoxLayout(self)
        main.setContentsMargins(4, 8, 4, 8)
        for w in (self.none_label, self.track_box, self.notes_box, self.polaroids_box, self.garland_box,
                  self.frames_box):
            main.addWidget(w)
        main.addStretch(1)

        self.add_point.clicked.connect(lambda: self._do(self.model.add_track_point, self.track_x.value() / 100,
                                                        self.track_y.value() / 100, self.track_big.isChecked()))
        self.toggle_big.clicked.connect(self._toggle_big)
        self.draw_track.clicked.connect(self.track_draw_requested.emit)
        self.remove_point.clicked.connect(
            lambda: self._do(self.model.remove_track_point, self.track.currentRow()))
        self.add_note.clicked.connect(self.note_requested.emit)
        self.remove_note.clicked.connect(lambda: self._do(self.model.remove_note, self.notes.currentRow()))
        self.remove_polaroid.clicked.connect(
            lambda: self._do(self.model.remove_polaroid, self.polaroids.currentRow()))
        self.polaroid_scoring.activated.connect(
            lambda _i: self._do(self.model.set_polaroid_scoring, self.polaroid_scoring.currentData()))
        self.moons.editingFinished.connect(lambda: self._do(self.model.set_garland_moons, self.moons.value()))
        self.add_family.clicked.connect(self._add_family)
        self.remove_family.clicked.connect(
            lambda: self._do(self.model.remove_frame_family, self.families.currentRow()))
        self.families.currentRowChanged.connect(
            lambda row: self.family_chosen.emit(row if row >= 0 else None))
        self.refresh()

    def set_model(self, model: BoardModel) -> None:
        self.model = model
        self.refresh()

    def _toggle_big(self) -> None:
        row = self.track.currentRow()
        con = self.model.constellation
        track = con.track if con is not None else ()
        if 0 <= row < len(track):
            self._do(self.model.set_big_star, row, not track[row].big_star)
            self.track.setCurrentRow(row)

    def _add_family(self) -> None:
        """A new family named as typed; its id (the file's business) is made from the name."""
        name = self.family_name.text().strip()
        if not name:
            self.refused.emit(self.tr("Type the family's name first."))
            return
        try:
            index = self.model.add_frame_family(self._free_family_id(name), name)
        except EditError as exc:
            self.refused.emit(refusal_text(exc))
            return
        self.family_name.clear()
        self.families.setCurrentRow(index)

    def _free_family_id(self, name: str) -> str:
        base = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")[:30].strip("-") or "family"
        taken = {f.id for f in self.model.frames}
        k, family_id = 2, base
        while family_id in taken:
            family_id = f"{base}-{k}"
            k += 1
        return family_id

    def _reward_changed(self, index: int) -> None:
        kind_box, value = self._reward_rows[index]
        kind = kind_box.currentData()
        value.setEnabled(kind == "points")
        self._do(self.model.set_garland_reward, index, kind, max(value.value(), 1) if kind == "points" else 0)

    def refresh(self) -> None:
        uses = MODULES_BY_BOARD[self.model.board_id]
        self.none_label.setVisible(not uses)
        if not uses:
            self.none_label.setText(self._none_text())
        sections = self._sections()
        for name, (box, _) in sections.items():
            box.setVisible(name in uses)
        self._filling = True
        try:
            for name in uses:
                sections[name][1]()
        finally:
            self._filling = False

    def _none_text(self) -> str:
        """Which combinations would bring modules, as the board's combination brings none."""
        offers = "; ".join(f"{b} ({modules_text(b)})" for b in with_modules())
        return (self.tr("Combination %1 plays with no module. These combinations do: %2. "
                        "Choose one under Combination in the Board tab.")
                .replace("%1", self.model.board_id).replace("%2", offers))

    def _sections(self) -> dict[str, tuple[QGroupBox, Callable[[], None]]]:
        """Each module's section of the tab and how it is filled from the model, by the
        module's name (the engine's unit)."""
        return {"constellation": (self.track_box, self._fill_track), "notes": (self.notes_box, self._fill_notes),
                "polaroids": (self.polaroids_box, self._fill_polaroids),
                "garland": (self.garland_box, self._fill_garland), "frames": (self.frames_box, self._fill_frames)}

    def _fill_track(self) -> None:
        keep = self.track.currentRow()
        self.track.clear()
        con = self.model.constellation
        for k, p in enumerate(con.track if con is not None else ()):
            text = self.tr("%1: across %2, down %3").replace("%1", str(k + 1)) \
                .replace("%2", f"{p.x * 100:g}").replace("%3", f"{p.y * 100:g}")
            if p.big_star:
                text += " \u2605"
            self.track.addItem(text)
        self.track.setCurrentRow(min(keep, self.track.count() - 1))

    def _fill_notes(self) -> None:
        self.notes.clear()
        for k, n in enumerate(self.model.notes):
            cells = ", ".join(f"({p[0] + 1}, {p[1] + 1})" for p in n.cells)
            self.notes.addItem(self.tr("Note %1: %2").replace("%1", str(k + 1)).replace("%2", cells))

    def _fill_polaroids(self) -> None:
        self.polaroids.clear()
        for k, p in enumerate(self.model.polaroids):
            kind = self.tr("star") if p.kind == "star" else self.tr("moon")
            self.polaroids.addItem(self.tr("Polaroid %1: %2 at row %3, column %4")
                                   .replace("%1", str(k + 1)).replace("%2", kind)
                                   .replace("%3", str(p.cell[0] + 1)).replace("%4", str(p.cell[1] + 1)))
        scoring = self.model.polaroid_scoring
        self.polaroid_scoring.setCurrentIndex(max(0, self.polaroid_scoring.findData(scoring)))

    def _fill_garland(self) -> None:
        g = self.model.garland
        if g is None:
            return
        self.moons.setValue(g.moons)
        if len(self._reward_rows) != len(g.rewards):
            self._reward_form(len(g.rewards))
        for (kind, value), r in zip(self._reward_rows, g.rewards):
            kind.setCurrentIndex(0 if r.kind == "points" else 1)
            value.setValue(max(r.value, 1))
            value.setEnabled(r.kind == "points")

    def _fill_frames(self) -> None:
        keep = self.families.currentRow()
        self.families.blockSignals(True)
        self.families.clear()
        for fam in self.model.frames:
            self.families.addItem(self.tr("%1: %n clouds", "", len(fam.cells))
                                  .replace("%1", fam.name.en or fam.id))
        self.families.setCurrentRow(min(keep, self.families.count() - 1))
        self.families.blockSignals(False)

    def _reward_form(self, count: int) -> None:
        """One row per reward (made again only when the garland's length changes, never
        while one of its own fields is being handled)."""
        while self.rewards_lay.rowCount():
            self.rewards_lay.removeRow(0)
        self._reward_rows = []
        for k in range(count):
            kind = QComboBox()
            kind.addItem(self.tr("points"), "points")
            kind.addItem(self.tr("a leaf"), "leaf")
            value = QSpinBox()
            value.setRange(1, 99)
            self._reward_rows.append((kind, value))
            guard(kind)
            guard(value)
            kind.activated.connect(lambda _i, k=k: self._reward_changed(k))
            value.editingFinished.connect(lambda k=k: self._reward_changed(k))
            row = QHBoxLayout()
            row.addWidget(kind)
            row.addWidget(value)
            row.addStretch(1)
            self.rewards_lay.addRow(plain_label(self.tr("Between moons %1 and %2")
                                                .replace("%1", str(k + 1)).replace("%2", str(k + 2))), row)

    def current_family(self) -> int | None:
        row = self.families.currentRow()
        return row if row >= 0 else None
