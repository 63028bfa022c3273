"""Helpers for UI tests: a window, and the gestures a player makes on it."""

from __future__ import annotations

import random

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from daydream_qt.engine import Game, Phase, builtin_board
from daydream_qt.ui.app import make_app
from daydream_qt.ui.core.controller import GameController
from daydream_qt.ui.core.settings import Settings

LEFT = Qt.MouseButton.LeftButton
FIRST_FRAME_MS = 30_000
"""How long a test waits for a window's first frame (and what follows it): seconds on a
machine other test runs share, never a measure of speed."""


def make_window(qtbot, settings: Settings | None = None):
    make_app()
    from daydream_qt.ui.window.main_window import MainWindow

    w = MainWindow(settings or Settings(language="en"))
    qtbot.addWidget(w)
    w.resize(1400, 900)
    w.show()
    qtbot.waitExposed(w)
    qtbot.waitUntil(lambda: w.keys_ready, timeout=FIRST_FRAME_MS)  # the menu's commands and the keys come after the first frame
    return w


def _point(window, scene_pos: QPointF) -> QPoint:
    return window.view.mapFromScene(scene_pos)


def click_scene(qtbot, window, scene_pos: QPointF) -> None:
    qtbot.mouseClick(window.view.viewport(), LEFT, pos=_point(window, scene_pos))


def drag_scene(qtbot, window, a: QPointF, b: QPointF) -> None:
    vp = window.view.viewport()
    pa, pb = _point(window, a), _point(window, b)
    qtbot.mousePress(vp, LEFT, pos=pa)
    for k in range(1, 6):
        QTest.mouseMove(vp, pa + (pb - pa) * (k / 5))
    qtbot.mouseRelease(vp, LEFT, pos=pb)


def click_cell(qtbot, window, cell: int) -> None:
    click_scene(qtbot, window, window.view.board_scene.cell_pos(cell))


def play_one_step(qtbot, window, rng: random.Random) -> str:
    """One gesture of whoever holds the device, chosen from what is legal; returns what it was."""
    c = window.controller
    game = c.game
    if window.pages.currentWidget() is window.handover:
        qtbot.mouseClick(window.handover.ready_button, LEFT)
        return "handover"
    scene = window.view.board_scene
    state = game.state
    before = len(game.log)
    if state.phase == Phase.ROLL:
        qtbot.mouseClick(window.tray.roll_button, LEFT)
        assert len(game.log) == before + 1
        return "roll"
    sheet = state.sheets[c.seat]
    if sheet.line_choice:
        click_scene(qtbot, window, scene.line_icon_pos(sheet.line_choice[0], "dot"))
    elif sheet.bonus_pending:
        click_scene(qtbot, window, scene.bonus_button_pos(rng.choice(("sun", "leaf"))))
    elif sheet.stroke_queue:
        stroke = c.next_stroke()
        drag_scene(qtbot, window, scene.node_pos(stroke.item, sheet.pen),
                   scene.node_pos(stroke.item, stroke.to_node))
    elif not all(sheet.dice_done):
        if window.tray.give_up_button.isEnabled() and rng.random() < 0.05:
            qtbot.mouseClick(window.tray.give_up_button, LEFT)
        else:
            click_cell(qtbot, window, rng.choice(sorted(c.legal_cells())))
    else:
        qtbot.mouseClick(window.tray.confirm_button, LEFT)
    assert len(game.log) == before + 1, f"the gesture did nothing: {window.status_label.text()}"
    return game.log[-1].kind


def trace_on(qtbot, view, scene_points, steps_per_piece: int = 3) -> None:
    """A mouse drag through `scene_points` on a QGraphicsView (the board view or its focus
    view): press on the first, move through every point (in `steps_per_piece` steps), release
    on the last."""
    vp = view.viewport()
    pts = [view.mapFromScene(p) for p in scene_points]
    qtbot.mousePress(vp, LEFT, pos=pts[0])
    for a, b in zip(pts, pts[1:]):
        for k in range(1, steps_per_piece + 1):
            QTest.mouseMove(vp, a + (b - a) * (k / steps_per_piece))
    qtbot.mouseRelease(vp, LEFT, pos=pts[-1])


def stroke_pending(board_id: str = "A", seed: int = 3) -> tuple[Game, GameController]:
    """A solo game played at random until a stroke is pending."""
    game = Game(builtin_board(board_id), seed=seed)
    ctrl = GameController(game)
    rng = random.Random(seed)
    while ctrl.next_stroke() is None:
        assert not game.over
        if game.to_move() is None:
            ctrl.roll()
        else:
            acts = [a for a in ctrl.legal() if a.kind != "give_up"] or ctrl.legal()
            ctrl.submit(acts[rng.randrange(len(acts))])
    return game, ctrl


def filled_model(board_id: str, rows: int, cols: int):
    """A blank editor model of `board_id` whose rows x cols grid is all clouds."""
    from daydream_qt.editor.model import BoardModel

    m = BoardModel.blank(board_id, rows, cols)
    for r in range(rows):
        for c in range(cols):
            m.add_cell((r, c))
    return m


def editor_page_with(window, model):
    """The window's board editor shown, editing `model`; returns its page."""
    page = window.editor.page
    window.editor.show()
    page.set_model(model)
    return page


# ---------------------------------------------------------------- the keyboard's Tab chain


def tab_stops(root) -> list:
    """Every widget under `root` (and `root` itself) that Tab should reach: shown, enabled,
    in `root`'s window, with a focus policy that takes Tab, and not handing its focus on to a
    proxy. Of the buttons of an exclusive group (radio buttons, segments, cards), Qt takes
    Tab focus from all but the one focused last once one of them had the focus: compare
    with a lap of `tab_chain`, made first."""
    from PySide6.QtWidgets import QWidget

    top = root.window()
    return [w for w in [root, *root.findChildren(QWidget)]
            if w.window() is top and w.isVisibleTo(top) and w.isEnabled()
            and w.focusPolicy() & Qt.FocusPolicy.TabFocus and w.focusProxy() is None]


def tab_chain(root, limit: int = 400) -> list:
    """The widgets Tab visits in `root`'s window, in order, one lap of the cycle.

    It gives the focus to the first of `tab_stops(root)`, then presses Tab (QTest.keyClick
    on the focused widget) until the focus comes back to where it started. Each widget of
    the lap is listed once, in the order reached. AssertionError when Tab traps the focus:
    it stays on the same widget, leaves the window, or has not come back after `limit`
    presses (a widget that keeps Tab for itself, a chain that never closes). Of the buttons
    of one exclusive group, Qt makes only the one last focused a Tab stop; the arrow keys
    move among the others.

    Tests compare the lap with `tab_stops(root)` (every stop reached), and read each
    widget it returns (a focus ring's colour, an accessible name).
    """
    from PySide6.QtWidgets import QApplication

    stops = tab_stops(root)
    assert stops, f"nothing under {root!r} takes the focus with Tab"
    top = root.window()
    top.activateWindow()
    first = stops[0]
    first.setFocus(Qt.FocusReason.TabFocusReason)
    QApplication.processEvents()
    start = QApplication.focusWidget()
    assert start is not None, "the window does not take the focus (not shown, or not active)"
    lap = [start]
    for _ in range(limit):
        before = QApplication.focusWidget()
        QTest.keyClick(before, Qt.Key.Key_Tab)
        QApplication.processEvents()
        now = QApplication.focusWidget()
        assert now is not None and now.window() is top, (
            f"Tab from {_named(before)} took the focus out of the window (to {_named(now)})")
        if now is start:  # round (a window of one stop comes round at once)
            return lap
        assert now is not before, f"Tab is trapped on {_named(before)}: the focus stays there"
        if now in lap:
            raise AssertionError(f"Tab goes round without coming back to {_named(start)}: "
                                 f"{' -> '.join(_named(w) for w in lap[lap.index(now):])}")
        lap.append(now)
    raise AssertionError(f"Tab has not come back to {_named(start)} after {limit} presses")


def _named(widget) -> str:
    """A widget as a test failure names it: its class, object name and accessible name or text."""
    if widget is None:
        return "nothing"
    text = widget.accessibleName() or (widget.text() if hasattr(widget, "text") and callable(widget.text) else "")
    return f"{type(widget).__name__}({widget.objectName() or ''}{':' if text else ''}{text})"


def play_moves(controller, rng, steps: int) -> None:
    """Up to `steps` random moves through `controller` (rolls included), a die given up only
    when nothing else is legal, until the game ends."""
    for _ in range(steps):
        game = controller.game
        if game.over:
            break
        if game.to_move() is None:
            controller.roll()
            continue
        acts = [a for a in controller.legal() if a.kind != "give_up"] or controller.legal()
        controller.submit(acts[rng.randrange(len(acts))])
