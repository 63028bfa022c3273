"""The Settings dialog: strokes drawn for you, glowing cells, language, theme, text size
and your ink."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from daydream_qt.ui.core.settings import TEXT_SIZES, Settings
from daydream_qt.ui.widgets.fit import SCREEN_SHARE, tappable
from daydream_qt.ui.widgets.ink import InkButton, ink_name
from daydream_qt.ui.widgets.plain import ElidedLabel, WrapLabel, plain_label


class SettingsDialog(QDialog):
    """Edits a copy of the settings; `result_settings()` is the answer when accepted."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        self.setModal(True)
        self._original = settings
        lay = QVBoxLayout(self)
        lay.setContentsMargins(28, 24, 28, 24)
        lay.setSpacing(8)
        heading = plain_label(self.tr("Settings"))
        heading.setObjectName("heading")
        lay.addWidget(heading)
        lay.addSpacing(8)
        self._build_playing(settings, lay)
        lay.addSpacing(12)
        self._build_look(settings, lay)
        lay.addSpacing(14)
        lay.addStretch(1)
        self._build_buttons(lay)
        self.setMinimumWidth(500)
        self._update()
        self._fit(lay)

    def _build_playing(self, settings: Settings, lay: QVBoxLayout) -> None:
        """The "Playing" part: strokes drawn for you, glowing cells, the coach at a table."""
        play = plain_label(self.tr("Playing"))
        play.setObjectName("section")
        lay.addWidget(play)
        self.draw_strokes = QCheckBox(self.tr("Draw strokes for me"))
        self.draw_strokes.setChecked(settings.draw_strokes_for_me)
        tappable(self.draw_strokes)
        lay.addWidget(self.draw_strokes)
        lay.addWidget(self._note(self.tr("Pending strokes are drawn on the shelf one by one, "
                                         "without dragging them.")))
        lay.addSpacing(4)
        self.show_legal = QCheckBox(self.tr("Show where the die may go"))
        self.show_legal.setChecked(settings.show_legal_cells)
        tappable(self.show_legal)
        lay.addWidget(self.show_legal)
        lay.addWidget(self._note(self.tr("The clouds where the selected die may be written glow.")))
        lay.addSpacing(4)
        self.table_hints = QCheckBox(self.tr("Coach's hints at a pass-and-play table"))
        self.table_hints.setChecked(settings.table_hints)
        tappable(self.table_hints)
        lay.addWidget(self.table_hints)
        lay.addWidget(self._note(self.tr("Turn it off for a game where nobody is helped.")))

    def _build_look(self, settings: Settings, lay: QVBoxLayout) -> None:
        """The "Language, theme and ink" part: a row for each, and their notes."""
        look = plain_label(self.tr("Language, theme and ink"))
        look.setObjectName("section")
        self.language = QComboBox()
        for code, name in (("", self.tr("System")), ("en", "English"), ("fr", "Fran\u00e7ais"),
                           ("ja", "\u65e5\u672c\u8a9e")):
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(settings.language)))
        self.language.currentIndexChanged.connect(self._update)
        self.language.setAccessibleName(self.tr("Language"))
        self.language_note = self._note(self.tr("Board names, titles and every sentence follow it."))
        self.theme = QComboBox()
        for code, name in (("system", self.tr("Follow the system")), ("light", self.tr("Light")),
                           ("dark", self.tr("Dark")), ("contrast", self.tr("High contrast"))):
            self.theme.addItem(name, code)
        self.theme.setCurrentIndex(max(0, self.theme.findData(settings.theme)))
        self.theme.setAccessibleName(self.tr("Theme"))
        self.text_size = QComboBox()
        for percent in TEXT_SIZES:
            self.text_size.addItem(self.tr("%1 %").replace("%1", str(percent)), percent)
        self.text_size.setCurrentIndex(max(0, self.text_size.findData(settings.text_size)))
        self.text_size.setAccessibleName(self.tr("Text size"))
        text_note = self._note(self.tr("Every text of the window and the board; the board zooms on "
                                       "the part you play when it needs to."))
        self.ink = InkButton(settings.ink)
        # The ink's name, or the ink as the settings file wrote it when it is not one of ours.
        self.ink_label = ElidedLabel(max_width=200)
        self.ink.ink_changed.connect(self._update)
        # A seat's ink is part of its saved game: a new one starts with the next game.
        ink_note = self._note(self.tr("The marker of your sheet in solo and scoresheet games, from "
                                      "your next game on; in pass-and-play each seat picks its own."))
        lay.addWidget(look)
        lay.addLayout(self._row(self.tr("Language"), self.language))
        lay.addWidget(self.language_note)
        lay.addSpacing(4)
        lay.addLayout(self._row(self.tr("Theme"), self.theme))
        lay.addSpacing(4)
        lay.addLayout(self._row(self.tr("Text size"), self.text_size))
        lay.addWidget(text_note)
        lay.addSpacing(4)
        lay.addLayout(self._row(self.tr("Your ink"), self.ink_label, self.ink))
        lay.addWidget(ink_note)

    def _build_buttons(self, lay: QVBoxLayout) -> None:
        """The foot: Cancel and Save."""
        self.ok_button = QPushButton(self.tr("Save"))
        self.ok_button.setProperty("primary", True)
        self.ok_button.setDefault(True)
        self.ok_button.clicked.connect(self.accept)
        cancel = QPushButton(self.tr("Cancel"))
        cancel.clicked.connect(self.reject)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(cancel)
        buttons.addWidget(self.ok_button)
        lay.addLayout(buttons)

    @staticmethod
    def _row(caption: str, *widgets: QWidget) -> QHBoxLayout:
        """A caption on the left, the widgets on the right; the caption labels the first
        (its buddy: on Linux a screen reader names a combo box by its label, its own name
        being the entry shown)."""
        row = QHBoxLayout()
        label = plain_label(caption)
        if widgets:
            label.setBuddy(widgets[0])
        row.addWidget(label)
        row.addStretch(1)
        for widget in widgets:
            row.addWidget(widget)
        return row

    def _fit(self, lay: QLayout) -> None:
        """As tall as its wrapped notes need at its width: a dialog's height does not
        follow its width by itself, and a font with wider letters (another system's, a
        language's) wraps a note onto one more line than the minimum height allows. The
        narrowest width from 500 px whose height fits the screen."""
        screen = (self.parentWidget() or self).screen()
        area = screen.availableGeometry().size() if screen is not None else QSize(10000, 10000)
        room = QSize(int(area.width() * SCREEN_SHARE), int(area.height() * SCREEN_SHARE))
        width = max(500, self.minimumSizeHint().width())
        while width < room.width() and lay.totalHeightForWidth(width) > room.height():
            width += 20
        width = min(width, room.width())
        height = min(max(lay.totalHeightForWidth(width), self.minimumSizeHint().height()), room.height())
        self.setMinimumHeight(height)
        self.resize(width, height)

    @staticmethod
    def _note(text: str) -> QLabel:
        label = WrapLabel(text)
        label.setObjectName("subtle")
        label.setIndent(26)
        return label

    def _update(self) -> None:
        self.ink_label.setText(ink_name(self.ink.ink))

    def result_settings(self) -> Settings:
        return self._original.replace(
            draw_strokes_for_me=self.draw_strokes.isChecked(),
            show_legal_cells=self.show_legal.isChecked(),
            table_hints=self.table_hints.isChecked(),
            language=self.language.currentData(),
            theme=self.theme.currentData(),
            text_size=self.text_size.currentData(),
            ink=self.ink.ink,
        )

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        # Enter in the language box should not close the dialog half-way through a choice.
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and (
                self.language.hasFocus() or self.text_size.hasFocus()):
            return
        super().keyPressEvent(event)
