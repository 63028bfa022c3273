"""What "a label is cut" means at any text size: its text, laid out as the widget lays it
out (wrapped at its width when it wraps), needs more room than the widget's contents.

Shared by the text size and layout tests; read by people checking a page by hand too.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QAbstractButton, QCheckBox, QLabel, QPushButton, QRadioButton, QWidget

from daydream_qt.ui.widgets.plain import ElidedLabel


def _name(w: QWidget) -> str:
    text = w.text() if hasattr(w, "text") and isinstance(w.text(), str) else ""
    return f"{type(w).__name__}({w.objectName() or text[:30]!r})"


def label_cut(label: QLabel) -> str | None:
    """Why `label`'s text does not fit its contents rect, None when it does."""
    text = label.text()
    if not text or label.textFormat() == Qt.TextFormat.RichText or isinstance(label, ElidedLabel):
        return None
    room = label.contentsRect()
    indent = max(0, label.indent())
    room.adjust(indent, 0, 0, 0) if label.alignment() & Qt.AlignmentFlag.AlignLeft else None
    flags = int(label.alignment()) | (int(Qt.TextFlag.TextWordWrap) if label.wordWrap() else 0)
    need = label.fontMetrics().boundingRect(QRect(0, 0, max(1, room.width()), 100000), flags, text)
    if need.width() > room.width() + 1 or need.height() > room.height() + 1:
        return f"{_name(label)} text needs {need.width()}x{need.height()}, has {room.width()}x{room.height()}"
    return None


def button_cut(button: QAbstractButton) -> str | None:
    """Why `button`'s text does not fit it, None when it does (its own minimum size, which
    is what its style needs round its text and icon)."""
    if not button.text() or not isinstance(button, (QPushButton, QCheckBox, QRadioButton)):
        return None
    hint = button.minimumSizeHint() if isinstance(button, QPushButton) else button.sizeHint()
    text = button.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
    fm = button.fontMetrics()
    if len(text) == 1:  # a symbol (the leaf's - and +, a die's digit): its ink must fit
        ink = fm.tightBoundingRect(text)
        inner = button.contentsRect()
        if ink.width() > inner.width() or ink.height() > inner.height():
            return f"{_name(button)} {inner.width()}x{inner.height()} cuts its symbol ({ink.width()}x{ink.height()})"
        return None
    need_w = max(fm.horizontalAdvance(line) for line in text.split("\n"))
    need_h = fm.height() * (text.count("\n") + 1)
    if button.width() < min(hint.width(), need_w) or button.height() < max(need_h, min(hint.height(), need_h + 4)):
        return f"{_name(button)} {button.width()}x{button.height()} cuts its text ({need_w}x{need_h}; hint {hint.width()}x{hint.height()})"
    return None


def cut_texts(top: QWidget) -> list[str]:
    """Every label and button shown under `top` whose text does not fit it."""
    found = []
    for w in [top, *top.findChildren(QWidget)]:
        if not w.isVisibleTo(top) and w is not top:
            continue
        why = label_cut(w) if isinstance(w, QLabel) else button_cut(w) if isinstance(w, QAbstractButton) else None
        if why is not None:
            found.append(why)
    return found
