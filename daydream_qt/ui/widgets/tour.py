"""A guided tour: a small card walks through parts of a window, one highlighted at a time.

The card is a frameless tool window of its own, so it never sits in a window's layout; the
highlight is a child of the window that lets every click and key through, so the tour
never stands between the player and the game. Esc, Skip or Done end it; a target that is
gone (a widget hidden, a window resized) is looked up again at each step.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QApplication, QFrame, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from daydream_qt.ui.style import palette
from daydream_qt.ui.widgets.plain import WrapLabel, plain_label


@dataclass(frozen=True)
class Step:
    """One stop of a tour."""

    title: str
    text: str
    target: Callable[[], QRect | None]
    """Where the thing is, in the window's coordinates (None: nothing to point at)."""


class _Highlight(QWidget):
    """A ring around the step's target over a faint veil; transparent to the mouse."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.target: QRect | None = None

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt override)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        veil = QPainterPath()
        veil.addRect(self.rect())
        if self.target is not None:
            hole = QPainterPath()
            hole.addRoundedRect(self.target.adjusted(-6, -6, 6, 6), 12, 12)
            veil = veil.subtracted(hole)
        p.fillPath(veil, QColor(40, 36, 30, 40))
        if self.target is not None:
            p.setPen(QPen(QColor(palette.INK), 3))  # read now: the theme may have changed
            p.drawRoundedRect(self.target.adjusted(-6, -6, 6, 6), 12, 12)
        p.end()


class Tour(QObject):
    """Walks `steps` over `window`; `finished` once it ends, however it ends."""

    finished = Signal()

    def __init__(self, window: QWidget, steps: Sequence[Step]) -> None:
        super().__init__(window)
        self.window = window
        self.steps = list(steps)
        self.index = -1
        self.active = False
        self.highlight = _Highlight(window)
        self.highlight.hide()
        card = self.card = QFrame(window, Qt.WindowType.Tool | Qt.WindowType.FramelessWindowHint)
        card.setObjectName("card")
        card.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating, True)
        card.setAccessibleName(self.tr("Tour"))
        self.counter = plain_label()
        self.counter.setObjectName("section")
        self.title = plain_label()
        self.title.setObjectName("news")
        self.title.setWordWrap(True)
        self.text = WrapLabel()
        self.back_button = QPushButton(self.tr("Back"))
        self.next_button = QPushButton(self.tr("Next"))
        self.next_button.setProperty("primary", True)
        self.skip_button = QPushButton(self.tr("Skip the tour"))
        self.back_button.setAccessibleName(self.tr("Previous step of the tour"))
        self.next_button.setAccessibleName(self.tr("Next step of the tour"))
        self.skip_button.setAccessibleName(self.tr("End the tour"))
        self.back_button.clicked.connect(lambda: self.go(self.index - 1))
        self.next_button.clicked.connect(self._next)
        self.skip_button.clicked.connect(self.stop)
        buttons = QHBoxLayout()
        buttons.addWidget(self.skip_button)
        buttons.addStretch(1)
        buttons.addWidget(self.back_button)
        buttons.addWidget(self.next_button)
        lay = QVBoxLayout(card)
        lay.setContentsMargins(18, 14, 18, 14)
        lay.setSpacing(8)
        lay.addWidget(self.counter)
        lay.addWidget(self.title)
        lay.addWidget(self.text)
        lay.addLayout(buttons)
        card.setFixedWidth(340)

    # ------------------------------------------------------------ running
    def start(self, activate: bool = False) -> None:
        """Show the first step; `activate` gives the card the keyboard (asked for from a menu)."""
        if not self.steps:
            return
        self.active = True
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)
        self.go(0)
        if activate:
            self.card.activateWindow()
            self.next_button.setFocus()

    def stop(self) -> None:
        if not self.active:
            return
        self.active = False
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        self.card.hide()
        self.highlight.hide()
        self.finished.emit()

    def _next(self) -> None:
        if self.index >= len(self.steps) - 1:
            self.stop()
        else:
            self.go(self.index + 1)

    def go(self, index: int) -> None:
        if not self.active or not 0 <= index < len(self.steps):
            return
        self.index = index
        step = self.steps[index]
        self.counter.setText(self.tr("Step %1 of %2").replace("%1", str(index + 1)).replace("%2", str(len(self.steps))))
        self.title.setText(step.title)
        self.text.setText(step.text)
        self.card.setAccessibleDescription(step.title + ". " + step.text)
        self.back_button.setEnabled(index > 0)
        self.next_button.setText(self.tr("Done") if index == len(self.steps) - 1 else self.tr("Next"))
        self.place()

    def place(self) -> None:
        """Ring the target and put the card beside it, inside the window."""
        if not self.active:
            return
        target = self.steps[self.index].target()
        # nothing to point at: no veil either, the window stays exactly as it was
        self.highlight.setVisible(target is not None)
        if target is not None:
            self.highlight.setGeometry(self.window.rect())
            self.highlight.target = target
            self.highlight.raise_()
            self.highlight.update()
        self.card.adjustSize()
        size = self.card.size()
        area = self.window.rect().adjusted(12, 12, -12, -12)
        if target is None:
            at = area.center() - QPoint(size.width() // 2, size.height() // 2)
        else:
            tries = [QPoint(target.right() + 18, target.top()),
                     QPoint(target.left() - 18 - size.width(), target.top()),
                     QPoint(target.left(), target.bottom() + 18),
                     QPoint(target.left(), target.top() - 18 - size.height())]
            free: QPoint | None = None
            for p in tries:
                box = QRect(p, size)
                if area.contains(box) and not box.intersects(target):
                    free = p
                    break
            if free is None:  # no free side: the corner farthest from the target
                corners = [area.topLeft(), QPoint(area.right() - size.width(), area.top()),
                           QPoint(area.left(), area.bottom() - size.height()),
                           QPoint(area.right() - size.width(), area.bottom() - size.height())]
                free = max(corners, key=lambda c: (QRect(c, size).center() - target.center()).manhattanLength())
            at = free
        at.setX(min(max(at.x(), area.left()), max(area.left(), area.right() - size.width())))
        at.setY(min(max(at.y(), area.top()), max(area.top(), area.bottom() - size.height())))
        self.card.move(self.window.mapToGlobal(at))
        self.card.show()
        self.card.raise_()

    # ------------------------------------------------------------ Esc, and a window that moves
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if not self.active:
            return False
        kind = event.type()
        if kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) \
                and event.key() == Qt.Key.Key_Escape:
            self.stop()
            return True
        if watched is self.window and kind in (QEvent.Type.Resize, QEvent.Type.Move):
            self.place()
        elif watched is self.window and kind == QEvent.Type.Hide:
            self.stop()
        return False
