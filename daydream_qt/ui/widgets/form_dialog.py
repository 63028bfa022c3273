"""The frame of a small dialog that asks a few things: a heading, a sentence about it, a
form, and Cancel beside the primary button that says what happens (the paper of a PDF, a
blank board)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QFormLayout, QHBoxLayout, QPushButton, QVBoxLayout

from daydream_qt.ui.widgets.plain import WrapLabel, plain_label


def form_dialog(dialog: QDialog, heading: str, about: str, form: QFormLayout, ok_text: str,
                min_width: int) -> QPushButton:
    """Lay `dialog` out: `heading`, `about` (plain text), `form`, then Cancel and the
    default button `ok_text`, which accepts; returns that button."""
    title = plain_label(heading)
    title.setObjectName("heading")
    said = WrapLabel(about)
    said.setObjectName("subtle")
    ok = QPushButton(ok_text)
    ok.setProperty("primary", True)
    ok.setDefault(True)
    ok.clicked.connect(dialog.accept)
    cancel = QPushButton(QCoreApplication.translate("FormDialog", "Cancel"))
    cancel.clicked.connect(dialog.reject)
    buttons = QHBoxLayout()
    buttons.addStretch(1)
    buttons.addWidget(cancel)
    buttons.addWidget(ok)
    lay = QVBoxLayout(dialog)
    lay.setContentsMargins(28, 24, 28, 24)
    lay.setSpacing(10)
    lay.addWidget(title)
    lay.addWidget(said)
    lay.addSpacing(6)
    lay.addLayout(form)
    lay.addSpacing(10)
    lay.addStretch(1)
    lay.addLayout(buttons)
    dialog.setMinimumWidth(min_width)
    return ok
