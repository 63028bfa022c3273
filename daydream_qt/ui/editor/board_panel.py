"""The editor's Board tab: name, combination, grid size, panels, leaves and the title table.

A combination is listed with its shipped board's name and the modules it plays with, since
the modules a board can have follow from it.

Each field writes to the model when the player is done with it (one undo step) and is
refilled from the model after every change, undo included. A value the model refuses is
one sentence in `refused`, and the field shows the model's value again.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from daydream_qt.editor.model import LANGUAGES, MAX_GRID, MAX_LEAVES, BoardModel
from daydream_qt.engine.boardspec import BOARD_IDS
from daydream_qt.ui.core.texts import difficulty_name
from daydream_qt.ui.editor.combinations import combination_text, combination_tip, modules_text
from daydream_qt.ui.editor.form import EditForm, name_fields
from daydream_qt.ui.widgets.plain import WrapLabel, plain_label

MAX_BAND = 999


def _edit(max_length: int = 120) -> QLineEdit:
    e = QLineEdit()
    e.setMaxLength(max_length)
    return e


class BoardForm(EditForm):
    """Fields of the board as a whole; `refused(str)` carries a refusal."""


    def __init__(self, model: BoardModel, parent: QWidget | None = None, language: str = "en") -> None:
        super().__init__(model, parent)
        self.names = {lang: _edit() for lang in LANGUAGES}
        self.combination = QComboBox()
        for k, bid in enumerate(BOARD_IDS):  # "BC · Under the Stars", its modules in its tip
            self.combination.addItem(combination_text(bid, language), bid)
            self.combination.setItemData(k, combination_tip(bid, language), Qt.ItemDataRole.ToolTipRole)
        self.modules = WrapLabel()
        """The modules of the board's combination: what the Modules tab holds."""
        self.combination.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.combination.setMinimumContentsLength(10)
        self.combination.setToolTip(self.tr("The combination of panels the board is played as; "
                                            "it decides the modules the board has"))
        self.difficulty = QComboBox()
        for d in ("easy", "medium", "hard"):
            self.difficulty.addItem(difficulty_name(d), d)
        self.rows, self.cols = QSpinBox(), QSpinBox()
        for s in (self.rows, self.cols):
            s.setRange(2, MAX_GRID)
        self.panel_widths = [QSpinBox() for _ in range(3)]
        for s in self.panel_widths:
            s.setRange(1, MAX_GRID)
        self.leaf_count, self.leaf_circled = QSpinBox(), QSpinBox()
        self.leaf_count.setRange(1, MAX_LEAVES)
        self.leaf_circled.setRange(1, MAX_LEAVES)
        self.band_mins = [QSpinBox() for _ in range(4)]
        for s in self.band_mins:
            s.setRange(0, MAX_BAND)
        self.band_titles = [{lang: _edit() for lang in LANGUAGES} for _ in range(4)]
        self.suggest_button = QPushButton(self.tr("Suggest titles"))
        self.suggest_button.setToolTip(self.tr("Play the board many times with the expert bot and "
                                               "propose where each title band starts"))
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.progress = QProgressBar()
        self.progress.setTextVisible(False)
        self.suggest_note = WrapLabel()
        self.suggest_note.setObjectName("subtle")

        form = QFormLayout()

        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        form.addRow(plain_label(self.tr("Name (English)")), self.names["en"])
        form.addRow(plain_label(self.tr("Name (French)")), self.names["fr"])
        form.addRow(plain_label(self.tr("Name (Japanese)")), self.names["ja"])
        form.addRow(plain_label(self.tr("Combination")), self.combination)
        form.addRow(plain_label(self.tr("Modules")), self.modules)
        form.addRow(plain_label(self.tr("Difficulty")), self.difficulty)
        form.addRow(plain_label(self.tr("Rows")), self.rows)
        form.addRow(plain_label(self.tr("Columns")), self.cols)
        panels = QHBoxLayout()
        for s in self.panel_widths:
            panels.addWidget(s)
        panels.addStretch(1)
        self.panels_label = plain_label(self.tr("Columns per panel"))
        form.addRow(self.panels_label, panels)
        form.addRow(plain_label(self.tr("Leaves")), self.leaf_count)
        form.addRow(plain_label(self.tr("Circled at the start")), self.leaf_circled)
        self.names["en"].setAccessibleName(self.tr("Name (English)"))
        self.names["fr"].setAccessibleName(self.tr("Name (French)"))
        self.names["ja"].setAccessibleName(self.tr("Name (Japanese)"))
        self.combination.setAccessibleName(self.tr("Combination"))
        self.difficulty.setAccessibleName(self.tr("Difficulty"))
        self.rows.setAccessibleName(self.tr("Rows"))
        self.cols.setAccessibleName(self.tr("Columns"))
        for k, s in enumerate(self.panel_widths):
            s.setAccessibleName(self.tr("Columns of panel %1").replace("%1", str(k + 1)))
        self.leaf_count.setAccessibleName(self.tr("Leaves"))
        self.leaf_circled.setAccessibleName(self.tr("Leaves circled at the start"))
        thorns = WrapLabel(self.tr("Thorns (solo): every board has the same plant; two thorns cost one item."))
        thorns.setObjectName("subtle")
        form.addRow(thorns)
        name_fields(form)
        for k, s in enumerate(self.panel_widths):
            s.setAccessibleName(self.tr("Columns of panel %1").replace("%1", str(k + 1)))

        titles_heading = plain_label(self.tr("Solo titles"))
        titles_heading.setObjectName("section")
        bands = QFormLayout()
        bands.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        languages = (self.tr("English"), self.tr("French"), self.tr("Japanese"))
        for b in range(4):
            bands.addRow(plain_label(self.tr("Band %1 from").replace("%1", str(b + 1))), self.band_mins[b])
            self.band_mins[b].setAccessibleName(self.tr("Band %1 from").replace("%1", str(b + 1)))
            for k, lang in enumerate(LANGUAGES):
                bands.addRow(plain_label(languages[k]), self.band_titles[b][lang])
                self.band_titles[b][lang].setAccessibleName(
                    self.tr("Title of band %1 (%2)").replace("%1", str(b + 1)).replace("%2", languages[k]))
        name_fields(bands)
        suggest = QHBoxLayout()
        suggest.addWidget(self.suggest_button)
        suggest.addWidget(self.progress, 1)
        suggest.addWidget(self.cancel_button)

        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 8, 4, 8)
        lay.addLayout(form)
        lay.addSpacing(8)
        lay.addWidget(titles_heading)
        lay.addLayout(bands)
        lay.addLayout(suggest)
        lay.addWidget(self.suggest_note)
        lay.addStretch(1)
        self.set_busy(False)

        for lang, e in self.names.items():
            e.editingFinished.connect(lambda lang=lang, e=e: self._do(self.model.set_name, lang, e.text()))
        self.combination.activated.connect(
            lambda _i: self._do(self.model.set_combination, self.combination.currentData()))
        self.difficulty.activated.connect(
            lambda _i: self._do(self.model.set_difficulty, self.difficulty.currentData()))
        for s in (self.rows, self.cols):
            s.editingFinished.connect(lambda: self._do(self.model.set_grid_size, self.rows.value(),
                                                       self.cols.value()))
        for k, s in enumerate(self.panel_widths):
            s.editingFinished.connect(lambda k=k: self._panel_edited(k))
        for s in (self.leaf_count, self.leaf_circled):
            s.editingFinished.connect(lambda: self._do(self.model.set_leaves, self.leaf_count.value(),
                                                       self.leaf_circled.value()))
        for s in self.band_mins:
            s.editingFinished.connect(lambda: self._do(self.model.set_title_mins,
                                                       [x.value() for x in self.band_mins]))
        for b in range(4):
            for lang, e in self.band_titles[b].items():
                e.editingFinished.connect(lambda b=b, lang=lang, e=e: self._do(self.model.set_title, b, lang,
                                                                                e.text()))
        self.refresh()

    def set_model(self, model: BoardModel) -> None:
        self.model = model
        self.refresh()

    def set_busy(self, busy: bool) -> None:
        """While titles are being suggested: progress and Cancel instead of the button."""
        self.suggest_button.setEnabled(not busy)
        self.progress.setVisible(busy)
        self.cancel_button.setVisible(busy)

    def _panel_edited(self, index: int) -> None:
        """One panel's columns typed: its neighbours give or take the difference."""
        if index < len(self.model.panels):
            self._do(self.model.set_panel_width, index, self.panel_widths[index].value())

    def refresh(self) -> None:
        """Fill every field from the model."""
        self._filling = True
        m = self.model
        try:
            for lang, e in self.names.items():
                if not e.hasFocus() or e.text() != m.name.get(lang):
                    e.setText(m.name.get(lang))
            self.combination.setCurrentIndex(self.combination.findData(m.board_id))
            self.modules.setText(modules_text(m.board_id))
            self.difficulty.setCurrentIndex(self.difficulty.findData(m.difficulty))
            self.rows.setValue(m.rows)
            self.cols.setValue(m.cols)
            panels = m.panels
            for k, s in enumerate(self.panel_widths):
                s.setVisible(1 < len(panels) and k < len(panels))
                if k < len(panels):
                    s.setValue(panels[k].last_col - panels[k].first_col + 1)
            self.panels_label.setVisible(len(panels) > 1)
            self.leaf_count.setValue(m.leaves.count)
            self.leaf_circled.setValue(m.leaves.precircled)
            for b, band in enumerate(m.titles[:4]):
                self.band_mins[b].setValue(band.min)
                for lang, e in self.band_titles[b].items():
                    e.setText(band.title.get(lang))
        finally:
            self._filling = False
