"""Text from a file or a person reaches the screen as written, and never as rich text.

Qt reads a label, a tool tip or a message box as rich text when the text looks like a
tag, and rich text loads images: a seat named `<img src="/dev/zero">` would have Qt read
that file. Here every text of a game is markup whose image is a FIFO: a thread notices
when anything opens it for reading (Qt loading the image), and every page and panel the
app shows for that game is visited, painted and inspected.
"""

from __future__ import annotations

import copy
import os
import re
import subprocess
import sys

import pytest
import shiboken6
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGraphicsTextItem,
    QLabel,
    QMenu,
    QTabBar,
    QToolTip,
    QWidget,
)
from uikit import LEFT, make_window

from daydream_qt.bots.players import make_bot, play_game
from daydream_qt.engine import Game, Mode, Phase, SeatInfo
from daydream_qt.engine.board import boards_dir, compile_board, read_board_json
from daydream_qt.engine.boarddef import load_board
from daydream_qt.engine.untrusted import MAX_BOARD_TEXT, MAX_SEAT_NAME
from daydream_qt.ui.core.texts import coach_sentence
from daydream_qt.ui.dialogs.new_game import NewGameDialog
from daydream_qt.ui.dialogs.seat_editor import NAME_LENGTH
from daydream_qt.ui.widgets import plain

IMG = '<img src="f">'
"""An image whose file is the FIFO `f` in the test's folder (the current folder)."""
SEAT_NAMES = (IMG + "x", "<b>B</b>&amp;<i>i</i>", "<u>U</u> & Co")
TAG = re.compile(r"<(img|b|i|u|s)\b", re.IGNORECASE)
"""A tag of the markup above, as Qt would read it."""
LONE_AMPERSAND = re.compile(r"</b>&amp;|</u> & Co")
"""The `&` of a name as a button, tab or menu entry would take it: a mnemonic (menu_text
doubles it, and these no longer match)."""


def board_name(i: int) -> str:
    return f"{IMG}<b>N{i}</b>"


def markup_board(board_id: str = "DEF"):
    """A shipped board whose name, titles, item names and frame family names are all markup."""
    data = copy.deepcopy(read_board_json(boards_dir() / f"{board_id}.json"))

    def text(kind: str, i: int) -> dict[str, str]:
        return {lang: f"{IMG}<b>{kind}{i}</b>&amp;{lang}" for lang in ("en", "fr", "ja")}

    data["name"] = text("N", 0)
    for i, band in enumerate(data["titles"]):
        band["title"] = text("T", i)
    for i, item in enumerate(data["items"]):
        item["name"] = text("I", i)
    for i, family in enumerate(data.get("frames") or ()):
        family["name"] = text("F", i)
    return compile_board(load_board(data))


_WATCH = """
import os, sys, time
fifo, stop = sys.argv[1], sys.argv[2]
opened = 0
while not os.path.exists(stop):
    try:
        fd = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
    except OSError:  # ENXIO: nobody reads it
        time.sleep(0.0005)
        continue
    opened += 1
    os.close(fd)
print(opened)
"""


class FifoWatch:
    """Notices any reader of a FIFO: opening it for writing without blocking succeeds only
    while a reader has it open. The writer closes at once, so the reader gets end of file
    and goes on. It is a process of its own: a Qt call blocked opening the FIFO holds
    Python's lock, so a thread of this process could never answer it."""

    def __init__(self, folder) -> None:
        self.fifo = folder / "f"
        self.stop = folder / "stop"
        os.mkfifo(self.fifo)
        self._process = subprocess.Popen([sys.executable, "-c", _WATCH, str(self.fifo), str(self.stop)],
                                         stdout=subprocess.PIPE, text=True)

    def opened(self) -> int:
        """Stop watching: how many times a reader opened the FIFO."""
        self.stop.touch()
        out, _ = self._process.communicate(timeout=30)
        return int(out)


@pytest.fixture
def fifo(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # `<img src="f">` is read from the current folder
    watch = FifoWatch(tmp_path)
    yield watch
    opened = watch.opened()
    assert opened == 0, f"Qt opened the image of a name {opened} times"


@pytest.fixture
def board():
    return markup_board()


@pytest.fixture
def window(qtbot, fifo):
    w = make_window(qtbot)
    w.auto_strokes.setChecked(False)
    return w


def seats(n: int, bot_last: bool = False) -> tuple[SeatInfo, ...]:
    inks = ("#2b4c7e", "#b23a48", "#2f7d4f")
    return tuple(SeatInfo(SEAT_NAMES[i], inks[i], "greedy" if bot_last and i == n - 1 else None)
                 for i in range(n))


# ---------------------------------------------------------------- inspecting what is shown


def rendered(html: str) -> str:
    """What a rich text shows (no layout, so nothing is loaded)."""
    doc = QTextDocument()
    doc.setHtml(html)
    return doc.toPlainText()


def shown_as_rich(label: QLabel) -> bool:
    fmt = label.textFormat()
    return fmt == Qt.TextFormat.RichText or (
        fmt == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(label.text()))


def check_tooltip(tip: str, where: str) -> None:
    assert not TAG.search(tip), f"{where}: a name in a tool tip is read as rich text: {tip!r}"


def check_widgets(qtbot, window, allow_rich: tuple[QLabel, ...] = ()) -> None:
    """Every label plain (or deliberate, escaped rich text), every tool tip escaped, every
    button and tab showing a name's `&`; each page painted, each tool tip shown."""
    widgets = set(QApplication.allWidgets()) | set(window.findChildren(QWidget))
    for w in widgets:
        name = f"{type(w).__name__} {w.objectName()!r}"
        if w.objectName() == "qtooltip_label":
            # Qt's own label of a tool tip shown by an earlier check (it outlives its hiding
            # for a while): it holds a tool tip, which is escaped rich text by design.
            check_tooltip(w.text(), name)
            continue
        if isinstance(w, QLabel) and "<" in w.text():
            if w in allow_rich:
                assert not TAG.search(re.sub(r"<b style='[^']*'>|</b>", "", w.text())), name
            else:
                assert w.textFormat() == Qt.TextFormat.PlainText, f"{name} shows {w.text()!r} as rich text"
        if isinstance(w, QLabel):
            assert not (shown_as_rich(w) and w not in allow_rich and TAG.search(w.text())), name
        check_tooltip(w.toolTip(), name)
        if isinstance(w, QAbstractButton):
            assert not LONE_AMPERSAND.search(w.text()), f"{name}: {w.text()!r}"
        if isinstance(w, QTabBar):
            for i in range(w.count()):
                assert not LONE_AMPERSAND.search(w.tabText(i)), w.tabText(i)
                check_tooltip(w.tabToolTip(i), f"tab {i}")
        if isinstance(w, QMenu):
            for action in w.actions():
                assert not LONE_AMPERSAND.search(action.text()), action.text()
                check_tooltip(action.toolTip(), "menu entry")
    # Painting lays the texts out, which is when rich text would load its images; a tool tip
    # is a label of its own, laid out when shown.
    tips = [(w, w.toolTip()) for w in widgets if w.toolTip() and w.isVisible()]
    window.grab()
    for w, tip in tips:
        if shiboken6.isValid(w):
            QToolTip.showText(w.mapToGlobal(QPoint(1, 1)), tip, w)
    QToolTip.hideText()
    scene = window.view.board_scene
    for item in scene.items():
        assert not isinstance(item, QGraphicsTextItem), "the board draws its texts as paths"
        check_tooltip(item.toolTip(), f"board item {item.data(0)!r}")
    qtbot.wait(1)


def label_texts(window) -> str:
    return "\n".join(w.text() for w in window.findChildren(QLabel) if w.isVisible())


# ---------------------------------------------------------------- the pages


def test_the_markup_is_accepted_by_the_engine_and_short(board):
    assert board.defn.name.en == f"{IMG}<b>N0</b>&amp;en"
    texts = [board.defn.name.ja, *(t.en for t in board.titles), *(i.name.fr for i in board.defn.items),
             *(f.name.en for f in board.defn.frames)]
    assert all(IMG in t and len(t) <= MAX_BOARD_TEXT for t in texts)
    assert all(len(n) <= MAX_SEAT_NAME for n in SEAT_NAMES)
    assert NAME_LENGTH <= MAX_SEAT_NAME


def test_pass_and_play_pages_show_every_name_as_written(window, qtbot, board, fifo):
    game = Game(board, Mode.PASS_AND_PLAY, seats(3, bot_last=True), 7)
    window.start_game(game)
    # The first person is named before any sheet is shown.
    assert window.pages.currentWidget() is window.handover
    assert window.handover.title.text() == f"Pass the device to {SEAT_NAMES[0]}"
    assert window.handover.ready_button.text() == f"I am {SEAT_NAMES[0]}: show my sheet"
    check_widgets(qtbot, window)
    # What a turn settled, with a frame family's name, on the next hand-over.
    window.handover.show_seat(SEAT_NAMES[1], "#b23a48", 3, f"{SEAT_NAMES[0]} took the 5 of the "
                              + board.defn.frames[0].name.en)
    assert board.defn.frames[0].name.en in window.handover.news.text()
    check_widgets(qtbot, window)

    qtbot.mouseClick(window.handover.ready_button, LEFT)
    assert window.pages.currentWidget() is window.game_page
    assert window.board_name.text() == board.defn.name.en
    tabs = window.game_page.seats.tabs
    assert [tabs.tabText(i).split("  ")[0] for i in range(3)] == [
        SEAT_NAMES[0], "<b>B</b>&&amp;<i>i</i>", "<u>U</u> && Co (Relaxed bot)"]
    check_widgets(qtbot, window)
    # Every seat's sheet, looked at from the tabs.
    for i in range(3):
        window.controller.view_seat(i)
        check_widgets(qtbot, window)
    window.controller.view_seat(0)
    assert SEAT_NAMES[0] in window.turn_label.text()

    # Refusals and the next step name the seats.
    qtbot.mouseClick(window.tray.roll_button, LEFT)
    window.controller.view_seat(1)
    window.controller.submit(window.controller.legal()[0])
    assert SEAT_NAMES[1] in window.status_label.text()
    check_widgets(qtbot, window)

    # The start page's Continue line lists the names of the autosaved game.
    window.autosave(durable=True)
    window.show_start_page()
    qtbot.waitUntil(lambda: window.start_page.continue_label.isVisible())
    line = window.start_page.continue_label.text()
    assert board.defn.name.en in line and all(n in line for n in SEAT_NAMES)
    check_widgets(qtbot, window)


def test_the_ranking_shows_names_and_the_end_screen_titles(window, qtbot, board):
    game = play_game(Game(board, Mode.PASS_AND_PLAY, seats(3), 11),
                     [make_bot("random", s) for s in range(3)])
    window.start_game(game)
    end = window.end_screen
    assert window.pages.currentWidget() is end
    assert board.defn.name.en in end.ranking.board_label.text()
    assert {r["name"].text() for r in end.ranking.rows.values()} == set(SEAT_NAMES)
    assert any(n in end.ranking.verdict_label.text() for n in SEAT_NAMES)
    check_widgets(qtbot, window, allow_rich=(end.bands_label,))

    solo = play_game(Game(board, Mode.SOLO, ("<s>Solo</s>",), 5), [make_bot("random", 5)])
    window.start_game(solo)
    assert end.title_label.text() == solo.scores()[0].title.en
    assert end.bands_label.textFormat() == Qt.TextFormat.RichText
    shown = rendered(end.bands_label.text())
    assert all(t.en in shown for t in board.titles), shown
    check_widgets(qtbot, window, allow_rich=(end.bands_label,))


def test_solo_status_and_hint_name_the_items_as_written(window, qtbot, board):
    game = Game(board, Mode.SOLO, ("<b>Me</b>",), 3)
    window.start_game(game)
    c = window.controller
    # Play until a stroke is pending: the next step names the item on the shelf.
    for _ in range(400):
        state = game.state
        sheet = state.sheets[0]
        if state.phase == Phase.PLAY and sheet.stroke_queue:
            break
        if state.phase == Phase.ROLL:
            c.roll()
        else:
            legal = [a for a in c.legal() if a.kind != "give_up"] or c.legal()
            c.submit(legal[0])
    assert game.state.sheets[0].stroke_queue
    item = board.defn.items[game.state.sheets[0].item].name.en
    window.refresh_status()
    assert item.lower() in window.status_label.text()
    check_widgets(qtbot, window)

    # The coach's sentence names an item too.
    hinter = window.hinter
    hinter.suggestion = object()
    hinter.sentence = coach_sentence("item_finished", {"item": board.defn.items[0].name.en.lower()},
                                     board, "en")
    hinter.playable = lambda: []
    hinter.marks = lambda: []
    window.hint_card.refresh()
    assert window.hint_card.isVisibleTo(window)
    assert board.defn.items[0].name.en.lower() in window.hint_card.sentence.text()
    check_widgets(qtbot, window)


def test_scoresheet_table_panel_names_the_frame_families(window, qtbot, board):
    game = Game(board, Mode.SCORESHEET, ("<i>Me</i>",), None, 3)
    window.start_game(game)
    table = window.game_page.table
    assert table.isVisibleTo(window)
    assert window.controller.roll_typed((3, 4))
    assert table.claim(0)
    family = board.defn.frames[0].name.en
    assert family in table.note.text()
    entries = [a.text() for a in table.claim_menu.actions()]
    assert entries[0] == plain.menu_text(family)
    check_widgets(qtbot, window)


def test_the_seat_editor_keeps_typed_markup_as_names(qtbot, fifo):
    dialog = NewGameDialog("en", "DEF")
    qtbot.addWidget(dialog)
    panel = dialog.setup_panel
    qtbot.mouseClick(panel.mode_buttons[Mode.PASS_AND_PLAY], LEFT)
    qtbot.mouseClick(panel.seat_count.plus, LEFT)
    for row, name in zip(panel.seat_rows, SEAT_NAMES, strict=False):
        row.name_edit.setText(name)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert [s.name for s in dialog.setup().seats] == list(SEAT_NAMES)
    assert panel.seat_rows[0].name_edit.maxLength() == NAME_LENGTH
    for w in dialog.findChildren(QLabel):
        assert w.textFormat() == Qt.TextFormat.PlainText or not GuiQt.mightBeRichText(w.text()), w.text()
    dialog.grab()


def test_a_message_box_shows_its_text_as_written(qtbot, fifo):
    seen = []

    def inspect() -> None:
        box = QApplication.activeModalWidget()
        seen.append((box.textFormat(), box.text()))
        box.grab()
        box.done(0)

    QTimer.singleShot(0, inspect)
    plain.message(None, SEAT_NAMES[0], f"Cannot open {SEAT_NAMES[0]}")
    assert seen == [(Qt.TextFormat.PlainText, f"Cannot open {SEAT_NAMES[0]}")]


def test_long_names_do_not_widen_the_window(window, qtbot):
    long_name = "W" * MAX_SEAT_NAME
    game = Game(markup_board(), Mode.PASS_AND_PLAY,
                (SeatInfo(long_name, "#2b4c7e"), SeatInfo(long_name[:-1] + "V", "#b23a48")), 3)
    window.resize(1000, 700)
    window.start_game(game)
    qtbot.wait(1)
    assert window.width() == 1000
    assert window.handover.title.minimumSizeHint().width() < 900
    assert len(window.handover.ready_button.text()) < len(long_name) + 20
    qtbot.mouseClick(window.handover.ready_button, LEFT)
    assert window.width() == 1000
    assert window.game_page.seats.tabs.minimumSizeHint().width() < 600
    assert window.board_name.minimumSizeHint().width() < 100
    assert window.board_name.text() == game.board.defn.name.en  # the whole name, drawn cut


def test_a_mistakes_sentence_names_the_gain_and_why():
    from daydream_qt.ui.app import make_app
    from daydream_qt.ui.core.texts import lesson_sentence

    make_app()
    args = {"line": "row 3"}
    assert lesson_sentence("keeps_perfect", args, 2.9) == "Keeps row 3 open for a perfect run: +2.90 expected points."
    assert lesson_sentence("give_up", {"value": 3}, 0.134, language="fr").endswith(": +0,13 expected points.")
    assert lesson_sentence("nonsense", {}, 1.0) == ""
