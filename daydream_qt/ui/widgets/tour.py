"""A guided tour: a small card walks through parts of a window, one highlighted at a time.

The card is a frameless tool window of its own, so it never sits in a window's layout; the
highlight is a child of the window that lets every click through. The keys are the
tour's while it shows, wherever the focus is in the window: Enter, Right or Space go on,
Left or Backspace go back, Esc ends it, and no key reaches the game behind (a menu or a
dialog opened meanwhile keeps its own keys). Esc, Skip or Done end it; a target that is
gone (a widget hidden, a window resized) is looked up again at each step.

The card is put beside its target, never over it: of the places around the target (each
side, aligned with its start, end or middle) the one nearest it that stays in the window
and off the target wins; when none is free, the one that covers the least of it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPainterPath, QPen, QWindow
from PySide6.QtWidgets import QApplication, QFrame, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from daydream_qt.ui.style import palette
from daydream_qt.ui.widgets.fit import scaled
from daydream_qt.ui.widgets.plain import WrapLabel, plain_label

NEXT_KEYS = frozenset({Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Right, Qt.Key.Key_Space})
BACK_KEYS = frozenset({Qt.Key.Key_Left, Qt.Key.Key_Backspace})
GAP = 18
"""Between the card and the ring around its target."""
RING = 9
CARD_WIDTHS = (340, 300, 260)
"""The card's widths, widest first: a narrower one where only it fits beside its target."""
"""How far the ring (and its pen) reaches out of the target."""
_KEY_EVENTS = (QEvent.Type.KeyPress, QEvent.Type.KeyRelease, QEvent.Type.ShortcutOverride)


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
        card.setFixedWidth(scaled(CARD_WIDTHS[0]))

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
        # the card was a window of its own: the window's shortcuts (Space, R ...) need the
        # window active again, which a desktop without a window manager does not do itself
        self.window.activateWindow()
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
        area = self.window.rect().adjusted(12, 12, -12, -12)
        # the card narrows (its lines wrap) when that is what lets it sit beside the target
        for width in CARD_WIDTHS:
            self.card.setFixedWidth(scaled(width))  # wider at a larger text size
            self.card.adjustSize()
            size = self.card.size()
            if target is None:
                at = area.center() - QPoint(size.width() // 2, size.height() // 2)
                break
            at = beside(target, size, area)
            if not QRect(at, size).intersects(target.adjusted(-RING, -RING, RING, RING)):
                break
        at.setX(min(max(at.x(), area.left()), max(area.left(), area.right() - size.width())))
        at.setY(min(max(at.y(), area.top()), max(area.top(), area.bottom() - size.height())))
        self.card.move(self.window.mapToGlobal(at))
        self.card.show()
        self.card.raise_()

    # ------------------------------------------------------------ keys, and a window that moves
    def _ours(self, watched: QObject) -> bool:
        """Whether `watched` is the window (or the card) or in it; a menu's popup or a
        dialog is a window of its own and keeps its keys."""
        if isinstance(watched, QWidget):
            top = watched.window()
            return top is self.window or top is self.card
        if isinstance(watched, QWindow):
            return watched in (self.window.windowHandle(), self.card.windowHandle())
        return False

    def _key(self, watched: QObject, event: QKeyEvent) -> bool:
        """A key pressed while the tour shows; True when it is not to go any further."""
        key = event.key()
        plain = not event.modifiers() & ~(Qt.KeyboardModifier.KeypadModifier | Qt.KeyboardModifier.ShiftModifier)
        on_card = isinstance(watched, QWidget) and watched.window() is self.card
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) and on_card:
            return False  # from button to button on the card
        if event.type() != QEvent.Type.KeyPress:
            return True
        if key == Qt.Key.Key_Escape:
            self.stop()
        elif plain and key in NEXT_KEYS:
            focused = self.card.focusWidget()
            if on_card and key != Qt.Key.Key_Right and isinstance(focused, QPushButton) \
                    and focused is not self.next_button and focused.isEnabled():
                focused.click()  # Enter or Space on Back or Skip does what the button says
            else:
                self._next()
        elif plain and key in BACK_KEYS:
            self.go(self.index - 1)
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if not self.active:
            return False
        kind = event.type()
        if kind in _KEY_EVENTS and isinstance(event, QKeyEvent) and self._ours(watched):
            if kind == QEvent.Type.ShortcutOverride:
                # taken: no shortcut of the window fires; the key press comes here next
                event.accept()
                return True
            return self._key(watched, event)
        if watched is self.window and kind in (QEvent.Type.Resize, QEvent.Type.Move):
            self.place()
        elif watched is self.window and kind == QEvent.Type.Hide:
            self.stop()
        return False


def beside(target: QRect, size: QSize, area: QRect) -> QPoint:
    """Where a card of `size` goes next to `target` (its ring included), inside `area`."""
    ring = target.adjusted(-RING, -RING, RING, RING)
    w, h = size.width(), size.height()
    left, right = ring.left() - GAP - w, ring.right() + 1 + GAP
    above, below = ring.top() - GAP - h, ring.bottom() + 1 + GAP
    ys = (ring.top(), ring.bottom() + 1 - h, ring.center().y() - h // 2)
    xs = (ring.left(), ring.right() + 1 - w, ring.center().x() - w // 2)
    tries = [QPoint(x, y) for y in ys for x in (right, left)] + [QPoint(x, y) for x in xs for y in (below, above)]

    def clamped(p: QPoint) -> QPoint:
        return QPoint(min(max(p.x(), area.left()), max(area.left(), area.right() + 1 - w)),
                      min(max(p.y(), area.top()), max(area.top(), area.bottom() + 1 - h)))

    def cost(p: QPoint) -> tuple[int, int]:
        box = QRect(p, size)
        common = box.intersected(ring)
        covered = common.width() * common.height() if box.intersects(ring) else 0
        dx = max(ring.left() - box.right(), box.left() - ring.right(), 0)
        dy = max(ring.top() - box.bottom(), box.top() - ring.bottom(), 0)
        return covered, dx + dy

    return min((clamped(p) for p in tries), key=cost)
