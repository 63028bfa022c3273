"""What the editor's side forms share: an edit of the model made from a field, refused in
one sentence (`refused`) with the fields filled again from the model; none made while the
form fills its own fields from the model (`_filling`)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFormLayout, QLabel, QWidget

from daydream_qt.editor.model import BoardModel, EditError
from daydream_qt.ui.editor.problems_panel import refusal_text


def name_fields(form: QFormLayout) -> None:
    """Each field of `form` is called by its row's label, for a screen reader: the label
    becomes its buddy (a form layout does not do it); a field with a name of its own keeps it."""
    for row in range(form.rowCount()):
        label = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
        field = form.itemAt(row, QFormLayout.ItemRole.FieldRole)
        text, widget = (label.widget() if label else None), (field.widget() if field else None)
        if isinstance(text, QLabel) and widget is not None:
            text.setBuddy(widget)


class EditForm(QWidget):
    """A form of fields over the board model; `refused(str)` carries a refusal."""

    refused = Signal(str)

    def __init__(self, model: BoardModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self._filling = False

    def refresh(self) -> None:
        """Fill the fields from the model (each form its own)."""

    def _do(self, op: Callable[..., object], *args: object) -> None:
        """Make an edit from a field: a refusal is said and the fields show the model again."""
        if self._filling:
            return
        try:
            op(*args)
        except EditError as exc:
            self.refused.emit(refusal_text(exc))
            self.refresh()
