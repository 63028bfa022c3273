"""The focus ring, measured on screen: every focusable widget of a representative set (each
class the app uses: buttons, an ink-filled button, dice, board cards, check boxes, combo and
spin boxes, line edits, tabs, list items), focused on its window, shows a ring at least
2 px wide at 3:1 and more against the pixels on both sides of it, in every theme.

The widgets come as a list (`widgets_of`), so a list of what Tab reaches on a page can take
its place.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from uikit import make_window

from daydream_qt.ui.core.settings import Settings
from daydream_qt.ui.style import colour_vision as cv
from daydream_qt.ui.style import palette, theme

THEMES = tuple(palette.THEMES)
MIN_WIDTH = 2
MIN_CONTRAST = 3.0
MARGIN = 6
"""Pixels round the widget in its grab: the surface it sits on."""
NEAR = 40
"""Largest channel difference of a pixel counted as the ring's colour (antialiasing)."""


def _settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def _grab(widget: QWidget) -> QImage:
    win = widget.window()
    top = widget.mapTo(win, QPoint(0, 0)) - QPoint(MARGIN, MARGIN)
    rect = QRect(top, widget.size() + QSize(2 * MARGIN, 2 * MARGIN)) & win.rect()
    return win.grab(rect).toImage().convertToFormat(QImage.Format.Format_RGB32)


def _hex(image: QImage, x: int, y: int) -> str:
    return QColor(image.pixel(x, y)).name()


def _near(a: str, b: str) -> bool:
    return max(abs(u - v) for u, v in zip(cv.hex_rgb(a), cv.hex_rgb(b))) * 255 <= NEAR


def _runs(image: QImage, ring: str, points: list[tuple[int, int]]) -> list[tuple[int, list[str]]]:
    """Along `points` (a row or a column), each run of the ring's colour: its length and the
    pixels just before and just after it (one of them only, at the window's edge)."""
    out = []
    k = 0
    while k < len(points):
        if _near(_hex(image, *points[k]), ring):
            start = k
            while k < len(points) and _near(_hex(image, *points[k]), ring):
                k += 1
            sides = [_hex(image, *points[i]) for i in (start - 1, k) if 0 <= i < len(points)]
            if sides and k - start < len(points) // 2:
                out.append((k - start, sides))
        k += 1
    return out


def measure(widget: QWidget, across: tuple[str, ...] = ("row", "column")) -> tuple[int, float]:
    """Focus `widget` and measure its ring: (its width, the least contrast of the ring's
    colour with the pixels on either side of it), on the middle row and the middle column of
    what changed between the unfocused and the focused widget."""
    widget.clearFocus()
    _settle()
    before = _grab(widget)
    widget.setFocus(Qt.FocusReason.TabFocusReason)
    _settle()
    assert widget.hasFocus(), widget
    after = _grab(widget)
    changed = [(x, y) for y in range(after.height()) for x in range(after.width())
               if before.pixel(x, y) != after.pixel(x, y)]
    assert changed, f"{widget}: nothing shows the focus"
    xs, ys = [p[0] for p in changed], [p[1] for p in changed]
    mid_x, mid_y = (min(xs) + max(xs)) // 2, (min(ys) + max(ys)) // 2
    # across what changed and one pixel either side: the text beside a check box, as light
    # as the ring in the dark theme, is no ring
    row = [(x, mid_y) for x in range(max(min(xs) - 1, 0), min(max(xs) + 2, after.width()))]
    column = [(mid_x, y) for y in range(max(min(ys) - 1, 0), min(max(ys) + 2, after.height()))]
    ring = palette.FOCUS
    found = []
    for line in [line for key, line in (("row", row), ("column", column)) if key in across]:
        runs = _runs(after, ring, line)
        assert runs, f"{widget}: no ring across it"
        # the outermost run on each side: the ring, whatever the widget draws inside
        found += [runs[0], runs[-1]]
    width = min(n for n, _ in found)
    least = min(cv.contrast(cv.hex_rgb(ring), cv.hex_rgb(side)) for _, sides in found for side in sides)
    return width, least


def _focusable(widgets: list[QWidget]) -> list[QWidget]:
    """What Tab can reach: shown, enabled and taking the focus by Tab."""
    return [w for w in widgets if w.isVisible() and w.isEnabled()
            and w.focusPolicy() & Qt.FocusPolicy.TabFocus == Qt.FocusPolicy.TabFocus]


def _controls() -> QWidget:
    """A dialog of the classes the pages above do not show at rest: a slider, a tool button,
    a radio button and a tree, on a card."""
    from PySide6.QtWidgets import (
        QDialog,
        QFrame,
        QRadioButton,
        QSlider,
        QToolButton,
        QTreeWidget,
        QTreeWidgetItem,
        QVBoxLayout,
    )

    dialog = QDialog()
    lay = QVBoxLayout(dialog)
    card = QFrame()
    card.setObjectName("card")
    inner = QVBoxLayout(card)
    tool = QToolButton()
    tool.setText("Tool")
    tool.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    slider = QSlider(Qt.Orientation.Horizontal)
    radio = QRadioButton("Radio")
    tree = QTreeWidget()
    tree.setHeaderHidden(True)
    tree.addTopLevelItems([QTreeWidgetItem([f"Row {k}"]) for k in range(3)])
    tree.setCurrentItem(tree.topLevelItem(0))
    for widget in (slider, tool, radio, tree):
        inner.addWidget(widget)
    lay.addWidget(card)
    dialog.resize(360, 420)
    return dialog


_kept: list[QWidget] = []


@pytest.fixture(autouse=True)
def _let_go():
    yield
    _kept.clear()


def widgets_of(qtbot, page: str) -> list[QWidget]:
    """A page's or a dialog's focusable widgets of each class, shown on an active window."""
    from daydream_qt.ui.app import make_app

    make_app()  # the app's style sheet
    if page == "start":
        w = make_window(qtbot, Settings(language="en", theme="light", tour_offered=True))
        w.show_start_page()
        sp = w.start_page
        found = [sp.new_game_button, sp.open_button, sp.records_button]
    elif page == "tray":
        w = make_window(qtbot, Settings(language="en", theme="light", tour_offered=True))
        w.new_game("A", seed=2)
        tray = w.game_page.tray
        tray.roll_button.click()
        qtbot.waitUntil(lambda: tray.die_buttons[0].isEnabled(), timeout=5000)
        found = [*tray.die_buttons, tray.minus_button, tray.plus_button, tray.confirm_button]
    elif page == "new_game":
        from daydream_qt.ui.dialogs.new_game import NewGameDialog

        w = NewGameDialog("en")
        found = [w.cards[0], w.cards[1], w.seed_edit, *w.findChildren(QWidget)]
    elif page == "settings":
        from daydream_qt.ui.dialogs.settings_dialog import SettingsDialog

        w = SettingsDialog(Settings(language="en"))
        found = w.findChildren(QWidget)
    elif page == "records":
        from daydream_qt.ui.pages.records_page import RecordsPage

        w = RecordsPage("en")
        w.resize(1100, 760)
        found = w.findChildren(QWidget)
    elif page == "help":
        from daydream_qt.ui.pages.help_page import HelpDialog

        w = HelpDialog("en")
        found = [w.pages, *w.findChildren(QWidget)]
    elif page == "controls":
        w = _controls()
        found = w.findChildren(QWidget)
    else:
        raise ValueError(page)
    _kept.append(w)  # a dialog made here lives until the test ends
    if not w.isVisible():
        qtbot.addWidget(w)
        w.show()
    w.activateWindow()
    assert QTest.qWaitForWindowActive(w.window(), 3000)
    _settle()
    out: list[QWidget] = []
    seen: set[type] = set()
    for widget in _focusable(found):
        # one of each class and each look (a primary button apart from a plain one)
        key = (type(widget), bool(widget.property("primary")), widget.objectName())
        if key not in seen:
            seen.add(key)
            out.append(widget)
    return out


PAGES = ("start", "tray", "new_game", "settings", "records", "help", "controls")


@pytest.mark.parametrize("name", THEMES)
@pytest.mark.parametrize("page", PAGES)
def test_every_focused_widget_shows_a_ring(qtbot, page, name):
    from daydream_qt.ui.app import make_app

    app = make_app()
    widgets = widgets_of(qtbot, page)
    assert widgets
    theme.apply(app, name)  # the widgets restyle at once, as when the player switches
    try:
        bad = []
        for w in widgets:
            width, least = measure(w)
            if width < MIN_WIDTH or least < MIN_CONTRAST:
                bad.append(f"{type(w).__name__} {w.objectName()!r} {w.accessibleName()!r}: "
                           f"{width} px, {least:.2f}:1")
        assert bad == [], "\n".join(bad)
    finally:
        theme.apply(app, "light")


def test_a_painted_button_is_ringed_and_the_ring_goes(qtbot):
    """A die of the tray paints itself: the ring is laid over it while it has the focus."""
    from daydream_qt.ui.style.focus import RING_NAME

    die = widgets_of(qtbot, "tray")[0]
    die.setFocus(Qt.FocusReason.TabFocusReason)
    _settle()
    ring = die.findChild(QWidget, RING_NAME)
    assert ring is not None and ring.isVisible() and ring.geometry() == die.rect()
    die.clearFocus()
    _settle()
    assert not ring.isVisible()


@pytest.mark.parametrize("name", THEMES)
def test_a_spin_box_is_ringed_above_and_below(qtbot, name):
    """A spin box draws its digits from the very edge of its field (Qt gives its edit field
    none of the style sheet's padding): the ring is measured where nothing touches it."""
    from PySide6.QtWidgets import QDialog, QSpinBox, QVBoxLayout

    from daydream_qt.ui.app import make_app

    app = make_app()
    dialog = QDialog()
    qtbot.addWidget(dialog)
    spin = QSpinBox()
    QVBoxLayout(dialog).addWidget(spin)
    dialog.show()
    dialog.activateWindow()
    assert QTest.qWaitForWindowActive(dialog, 3000)
    theme.apply(app, name)
    try:
        width, least = measure(spin, ("column",))
        assert width >= MIN_WIDTH and least >= MIN_CONTRAST, (width, least)
    finally:
        theme.apply(app, "light")


CHAINED = ("start", "tray", "new_game", "settings", "records", "help")


@pytest.mark.parametrize("name", THEMES)
@pytest.mark.parametrize("page", CHAINED)
def test_every_widget_tab_reaches_shows_a_ring(qtbot, page, name):
    """The whole Tab lap of each page and dialog (uikit.tab_chain), each widget measured as
    above. The board is left out: its focus mark is the cursor on a cloud (measured in
    tests/test_ui_contrast.py and shown in docs/screenshots/cursor-*.png)."""
    from uikit import tab_chain

    from daydream_qt.ui.app import make_app
    from daydream_qt.ui.board.view import BoardView

    app = make_app()
    window = widgets_of(qtbot, page)[0].window()
    theme.apply(app, name)
    try:
        lap = [w for w in tab_chain(window) if not isinstance(w, BoardView)]
        assert len(lap) >= 3, lap
        bad = []
        for w in lap:
            width, least = measure(w)
            if width < MIN_WIDTH or least < MIN_CONTRAST:
                shown = w.text() if hasattr(w, "text") else ""
                bad.append(f"{type(w).__name__} {w.objectName()!r} {w.accessibleName()!r} {shown!r}: "
                           f"{width} px, {least:.2f}:1")
        assert bad == [], "\n".join(bad)
    finally:
        theme.apply(app, "light")


def test_a_real_tab_key_draws_the_ring_alone(qtbot):
    """A focus moved by the Tab key itself (not setFocus) makes Qt's style draw its own grey
    box inside a focused button too: the style sheet turns it off, so the ring is the mark,
    and the button looks the same whichever way the focus came."""
    from PySide6.QtWidgets import QPushButton, QVBoxLayout

    from daydream_qt.ui.app import make_app

    make_app()
    w = QWidget()
    qtbot.addWidget(w)
    lay = QVBoxLayout(w)
    first, second = QPushButton("Open a saved game"), QPushButton("Other")
    lay.addWidget(first)
    lay.addWidget(second)
    w.resize(300, 120)
    w.show()
    w.activateWindow()
    assert QTest.qWaitForWindowActive(w, 3000)
    first.setFocus(Qt.FocusReason.TabFocusReason)
    _settle()
    by_call = first.grab().toImage()
    second.setFocus(Qt.FocusReason.TabFocusReason)
    _settle()
    QTest.keyClick(second, Qt.Key.Key_Backtab)
    _settle()
    assert first.hasFocus()
    assert first.grab().toImage() == by_call
