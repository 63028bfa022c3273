"""Settings that change the whole window while it is open: the theme, the text size and
the language.

A new theme restyles every widget at once (a new application style sheet) and rebuilds
the board, whose items took their colours when they were drawn. A new language installs
its translators and says every text again: pages and panels that know their texts have
`retranslate()`, and any open window or page that makes texts from the game's words
(How to play, the Records page) has `relanguage(language)`; every other text on screen (menus, tooltips, labels of other modules)
is found in the old language's catalogue and translated afresh from its English source.
Sentences made from the game (the status line, the turn, the board) are made again.
A new text size gives the application a scaled font and style sheet (`style.text_size`)
and draws the board again, its own labels at the new size (`board.labels`); its view fits
itself again, zoomed on the part played where its printed text would be smaller than the
new size asks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, runtime_checkable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from daydream_qt.ui.core.settings import Settings
from daydream_qt.ui.style import theme

if TYPE_CHECKING:
    from PySide6.QtCore import QObject, Qt

    from daydream_qt.ui.window.hosts import LiveHost


def apply(window: LiveHost, previous: Settings, settings: Settings) -> None:
    """Bring the theme, the text size and the language of `settings` on screen, if they changed."""
    if settings.theme != previous.theme:
        set_theme(window, settings.theme)
    if settings.text_size != previous.text_size:
        set_text_size(window, settings.text_size)
    language = settings.effective_language()
    if language != window.language:
        set_language(window, language)


def follow_system(window: LiveHost) -> None:
    """From now on a change of the system's colour scheme changes the theme when the
    setting follows the system (called after the first frame: nothing at start)."""
    from PySide6.QtGui import QGuiApplication

    def changed(_scheme: Qt.ColorScheme) -> None:
        if window.settings.theme == "system":
            set_theme(window, "system")

    QGuiApplication.styleHints().colorSchemeChanged.connect(changed)


# ------------------------------------------------------------ theme
def set_theme(window: LiveHost, choice: str) -> bool:
    """Use the theme `choice` (one of theme.CHOICES) now; False when nothing changed."""
    app = QApplication.instance()
    if not isinstance(app, QApplication) or not theme.apply(app, theme.wanted(choice)):
        return False
    from PySide6.QtGui import QColor

    from daydream_qt.ui.style import board, palette

    gp = window.game_page
    gp.view.setBackgroundBrush(QColor(palette.PAPER))
    _redraw_board(window)
    gp.view.board_scene.setBackgroundBrush(board.PAPER)
    gp.tray.refresh()
    gp.seats.rebuild()
    _again(window)
    for widget in app.allWidgets():
        widget.update()
    return True


def _redraw_board(window: LiveHost) -> None:
    """Draw the board again in the colours, the language or the text size now in use; the
    cursor stays."""
    view = window.game_page.view
    scene = view.board_scene
    cursor, visible = scene.cursor_cell, scene.cursor_visible
    scene.rebuild()
    if cursor is not None and scene.game is not None and cursor < scene.game.board.n_cells:
        scene.set_cursor(cursor, visible)
    view.fit()


def _again(window: LiveHost) -> None:
    """Pages built on demand show their content again (the hand-over its seat, the end
    screen its results), as they would if they were opened now."""
    handover = window.built_handover
    if handover is not None:
        handover.retranslate()
    end = window.built_end_screen
    game = window.controller.game
    if end is not None and window.navigator.current is end and game is not None and game.over:
        end.show_game(game, window.language, window.board_picture())


# ------------------------------------------------------------ text size
def set_text_size(window: LiveHost, percent: int) -> bool:
    """Use the text size `percent` (100 to 200) now; False when nothing changed."""
    from daydream_qt.ui.style import palette

    app = QApplication.instance()
    if not isinstance(app, QApplication) or not palette.apply_text_size(app, percent):
        return False
    from daydream_qt.ui.widgets.fit import rescale

    widgets = app.allWidgets()
    for widget in widgets:
        widget.ensurePolished()  # hidden pages too: their sizes are read before they are shown
    rescale(widgets)
    gp = window.game_page
    gp.tray.refresh()
    gp.seats.rebuild()
    gp.refresh_panels()  # the column finds its width in the new fonts
    _again(window)
    _redraw_board(window)  # its labels at the new size, the layout giving them room
    from daydream_qt.ui.widgets.tour import Tour

    for tour in window.window().findChildren(Tour):
        tour.place()  # its card at its width for the new size
    for widget in widgets:
        widget.updateGeometry()
        widget.update()
    return True


# ------------------------------------------------------------ language
def set_language(window: LiveHost, language: str) -> None:
    """Install the translators of `language` and say every text of the window in it."""
    from daydream_qt.ui.core.translations import switch_language

    app = QCoreApplication.instance()
    old = window.language
    if app is not None:  # a window is open: there is an application
        switch_language(app, language)
    retranslate_texts(window.window(), old)
    window.language = language
    # Who makes sentences of the game keeps the language they make them in.
    gp = window.game_page
    window.flow.language = language
    gp.tray.language = language
    gp.table.language = language
    gp.hinter.set_language(language)
    gp.view.board_scene.language = language
    start = window.built_start_page
    for part in (start, gp.tray, gp.seats):
        if part is not None:
            part.retranslate()
    gp.forget_reminders()
    gp.refresh_panels()
    game = window.controller.game
    if game is not None:
        gp.board_name.setText(game.board.defn.name.get(language))
    for own in _relanguaged():
        own.relanguage(language)
    _redraw_board(window)
    _again(window)
    window.files.update_title()
    window.refresh_status()
    if start is not None and window.navigator.current is start:
        window.refresh_continue()


@runtime_checkable
class Relanguaged(Protocol):
    """A window or a page that makes texts of its own from the game's words (board, item and
    title names, sentences with numbers): it says them again when the language changes."""

    def relanguage(self, language: str) -> None: ...


def _relanguaged() -> list[Relanguaged]:
    """Every open window, and every page or dialog in one, that says its texts again itself."""
    from PySide6.QtWidgets import QWidget

    found: list[Relanguaged] = []
    for top in QApplication.topLevelWidgets():
        for obj in (top, *top.findChildren(QWidget)):
            if isinstance(obj, Relanguaged) and obj not in found:
                found.append(obj)
    return found


_TEXTS = (
    ("text", "setText"), ("toolTip", "setToolTip"), ("statusTip", "setStatusTip"),
    ("whatsThis", "setWhatsThis"), ("title", "setTitle"), ("windowTitle", "setWindowTitle"),
    ("placeholderText", "setPlaceholderText"), ("accessibleName", "setAccessibleName"),
    ("accessibleDescription", "setAccessibleDescription"),
)
"""Text properties a widget or an action may carry, read and set by these names."""


def retranslate_texts(root: QObject, old_language: str) -> int:
    """Say again, in the language now installed, every text under `root` that is a known
    text of the app shown in `old_language`; returns how many changed.

    A text is looked up in the old language's catalogue to find its English source and
    context; when a text could come from several contexts, the one named after the
    widget's class or one of its parents' is taken. Texts with numbers or names in them
    are not in any catalogue: their owners make them again.
    """
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QComboBox, QLineEdit, QPlainTextEdit, QTabBar, QTextEdit, QWidget

    from daydream_qt.ui.core.translations import origins

    known = origins(old_language)
    if not known:
        return 0
    changed = 0
    objects: list[QObject] = [root, *root.findChildren(QWidget), *root.findChildren(QAction)]
    for obj in objects:
        typed = isinstance(obj, (QLineEdit, QTextEdit, QPlainTextEdit))
        for getter, setter in _TEXTS:
            if typed and getter == "text":
                continue  # what a person typed is theirs, even when it reads like a caption
            # The text properties by their names, on whatever object carries them (widgets and
            # actions of any class): genuinely dynamic, the one place here that reads and sets
            # by name.
            read = getattr(obj, getter, None)
            if read is None or not callable(read):
                continue
            try:
                text = read()
            except TypeError:  # a getter of another meaning (QWidget.title does not exist)
                continue
            if isinstance(text, str) and text:
                new = _translated(obj, text, known)
                if new is not None and new != text:
                    getattr(obj, setter)(new)
                    changed += 1
        if isinstance(obj, QTabBar):
            for i in range(obj.count()):
                new = _translated(obj, obj.tabText(i), known)
                if new is not None and new != obj.tabText(i):
                    obj.setTabText(i, new)
                    changed += 1
        elif isinstance(obj, QComboBox):
            for i in range(obj.count()):
                new = _translated(obj, obj.itemText(i), known)
                if new is not None and new != obj.itemText(i):
                    obj.setItemText(i, new)
                    changed += 1
    return changed


def _translated(obj: QObject, text: str, known: dict[str, list[tuple[str, str]]]) -> str | None:
    pairs = known.get(text)
    if not pairs:
        return None
    if len(pairs) > 1:
        owners = set()
        o: QObject | None = obj
        while o is not None:
            owners.add(type(o).__name__)
            o = o.parent()
        pairs = [p for p in pairs if p[0] in owners] or pairs
    context, source = pairs[0]
    return QCoreApplication.translate(context, source)
