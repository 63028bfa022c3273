"""Board items that fade in, fade out or pulse: one opacity animation for them all.

Qt's animation classes are loaded with the first animation, not when the app starts (the
first frame has nothing to animate).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtCore import QObject, QVariantAnimation
    from PySide6.QtWidgets import QGraphicsItem


def fade(parent: QObject, items: Sequence[QGraphicsItem], start: float, end: float, ms: int,
         easing: str, *, middle: float | None = None, loop: bool = False,
         done: Callable[[], None] | None = None) -> QVariantAnimation:
    """Animate the opacity of `items` from `start` to `end` (through `middle` halfway).

    `easing` names a QEasingCurve.Type ("OutCubic"). A one-off animation sets `end` when it
    finishes, then calls `done`, and deletes itself; a looping one runs until stopped. An
    item thrown away meanwhile (a rebuild of the board) just ends the animation.
    """
    from PySide6.QtCore import QEasingCurve, QVariantAnimation

    anim = QVariantAnimation(parent)
    anim.setStartValue(start)
    if middle is not None:
        anim.setKeyValueAt(0.5, middle)
    anim.setEndValue(end)
    anim.setDuration(ms)
    anim.setEasingCurve(getattr(QEasingCurve.Type, easing))

    def step(value: float) -> None:
        try:
            for item in items:
                item.setOpacity(value)
        except RuntimeError:  # the item went with a rebuild: nothing left to animate
            anim.stop()

    anim.valueChanged.connect(step)
    if loop:
        anim.setLoopCount(-1)
        anim.start()
        return anim
    anim.finished.connect(lambda: step(end))
    if done is not None:
        anim.finished.connect(done)
    anim.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)
    return anim
