"""Write docs/screenshots/*.png: every combination mid-game, the start page, an end screen,
a pass-and-play table mid-turn, a pass-and-play last-turn warning, the scoresheet's dice
entry, a pass-and-play ranking, a scoresheet table's ranking and that table on the Records
page, the window at the sizes people own (1366x768, 960x640, 800x1280 upright, 2560x1440 at
200 %), one board's shelf with every item finished, the keyboard cursor's card, a stroke
waiting (the pen and its target), a solo timer's warning and its news, the coach's card at
1366x768, the Records page's Table games and its charts with a score below 0 at 1366x768,
the game page at 200 % text size and at 100 % with the shelf's names, the board's own
labels on A at 200 % and on A and DEF at 100 %; the start page with the keyboard's focus on
New game and the New game dialog with it on a board card, the board editor's tools with one
active, the high-contrast theme mid-game, the focus ring on the dice tray and the board's
cursor in each theme, a game opened by its path (its end screen) and the Replay page's
export dialog, at 1366x768.

Run offscreen (`make screenshots`). Each picture is a seeded game played by a small greedy
bot through the engine, shown in the real main window (1400x900 unless named) and grabbed.
`DAYDREAM_SCREENSHOTS=/some/folder` writes them there instead of docs/screenshots.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parents[1]
OUT = Path(os.environ.get("DAYDREAM_SCREENSHOTS") or ROOT / "docs" / "screenshots")
SIZE = (1400, 900)
SIZES = ("1366x768", "960x640", "800x1280")
"""Window sizes of their own picture (logical pixels), each on board DEF mid-game."""
SCALED = ("size-2560x1440", "1280x720", "2")
"""2560x1440 at 200 %: a 1280x720 window of logical pixels, drawn at twice the pixels."""
SCREEN = {"screens": [{"name": "s", "x": 0, "y": 0, "width": 3840, "height": 2160,
                       "logicalDpi": 96, "dpr": 1.0}]}
"""The offscreen screen of the pictures: large enough for every window (a window never
opens larger than its screen)."""


def line_score(game, action) -> float:
    """How promising a write is: no repeated value in its lines, neighbours one apart."""
    board, sheet = game.board, game.state.sheets[action.seat]
    value = game.state.dice[action.die] + action.delta
    score = -0.6 * abs(action.delta)
    for li in board.cell_lines[action.cell]:
        cells = board.lines[li]
        values = [sheet.values[c] for c in cells if sheet.values[c] >= 0]
        if value in values:
            score -= 3
        pos = cells.index(action.cell)
        for n in (pos - 1, pos + 1):
            if 0 <= n < len(cells) and abs(sheet.values[cells[n]] - value) == 1:
                score += 1.5
    return score


def greedy_action(game, seat: int, rng: random.Random):
    """A readable, plausible move: good writes, strokes at once, sun bonus, rarely give up."""
    actions = game.legal_actions(seat)
    writes = [a for a in actions if a.kind == "write"]
    if writes:
        best = max(line_score(game, a) + rng.random() * 0.5 for a in writes)
        good = [a for a in writes if line_score(game, a) >= best - 0.5]
        return rng.choice(good)
    for kind in ("stroke", "choose_line", "bonus", "end_turn"):
        for a in actions:
            if a.kind == kind and (kind != "bonus" or a.bonus == "sun"):
                return a
    return rng.choice(actions)


def play(game, rng: random.Random, stop) -> None:
    """Play until the game is over or `stop(game)` says this is the moment to show."""
    while not game.over and not stop(game):
        seat = game.to_move()
        if seat is None:
            game.roll()
        else:
            game.apply(greedy_action(game, seat, rng))


def mid_game(game) -> bool:
    """Half the grid written, dice just rolled: the legal cells glow, the tray is live."""
    state = game.state
    sheet = state.sheets[0]
    return (sheet.filled >= game.board.n_cells * 0.5 and state.dice is not None
            and not any(sheet.dice_done) and not sheet.busy)


TABLE = (("Ann", "#2b4c7e", None), ("Bo", "#7a1626", None), ("Cy", "#2a9283", "greedy"))
"""The pass-and-play table of the pictures: two people and a bot."""


def table_turn(game) -> bool:
    """Mid-game, Bo's move with the dice fresh: Ann has confirmed, the bot waits its turn."""
    state = game.state
    return (state.turn >= 9 and game.to_move() == 1 and not any(state.sheets[1].dice_done)
            and not state.sheets[1].busy)


def shoot_table(window, app, name: str) -> str:
    """The pass-and-play pictures: mid-turn on seat 2 of 3, or the ranking at the end."""
    from daydream_qt.engine import Game, Mode, SeatInfo, builtin_board

    seats = [SeatInfo(n, ink, bot) for n, ink, bot in TABLE]
    game = Game(builtin_board("DEF" if name == "pass-and-play" else "EF"), Mode.PASS_AND_PLAY,
                seats, seed=4242 if name == "pass-and-play" else 77)
    rng = random.Random(11)
    play(game, rng, table_turn if name == "pass-and-play" else (lambda g: False))
    window.start_game(game)
    if window.pages.currentWidget() is not window.game_page and name == "pass-and-play":
        window.accept_handover()
    return name


def type_and_play(game, rng: random.Random, done) -> None:
    """A scoresheet game: each roll typed in as the table rolled it, greedy moves, until `done`."""
    while not done(game):
        seat = game.to_move()
        if seat is None:
            game.apply(game.next_roll()._replace(typed=True))
        else:
            game.apply(greedy_action(game, seat, rng))


def shoot_scoresheet(window, app) -> str:
    """The scoresheet of a table of three on DEF, the dice about to be recorded."""
    from daydream_qt.engine import Game, Mode, SeatInfo, builtin_board

    game = Game(builtin_board("DEF"), Mode.SCORESHEET, [SeatInfo("Me")], seed=5, table_size=3)
    type_and_play(game, random.Random(3), lambda g: g.state.turn >= 8 and g.to_move() is None)
    window.start_game(game)
    entry = window.tray.entry
    entry.tap(0, 4)
    entry.tap(1, 2)
    return "scoresheet"


OTHERS = (("Ann", 0, +2), ("Bo", -2, 0), ("Cy", -5, 0))
"""The others at the scoresheet's table: name, total and strokes on the unfinished item,
each next to the player's own. Ann ties with the player on the best total; the strokes
decide (R15), so the card says how."""


def shoot_table_ranking(window, app) -> str:
    """A scoresheet game at a table of four played to its end on EF, then the table's
    ranking with the three others' totals typed in: a tie for first decided by the strokes."""
    from daydream_qt.engine import Game, Mode, SeatInfo, builtin_board

    game = Game(builtin_board("EF"), Mode.SCORESHEET, [SeatInfo("Me")], seed=9, table_size=4)
    type_and_play(game, random.Random(9), lambda g: g.over)
    window.start_game(game)
    card = window.end_screen.table_ranking
    own = game.scores()[0]
    for k, (name, total, strokes) in enumerate(OTHERS):
        card.names[k].setText(name)
        card.totals[k].setValue(max(own.total + total, 0))
        card.strokes[k].setValue(own.tiebreak_strokes + strokes)
    return "table-ranking"


def shoot_table_records(window, app) -> str:
    """The scoresheet ranking of a table of four (`shoot_table_ranking`) as recorded: the
    Records page, its Players column naming every seat with its total and the winner."""
    import time

    from daydream_qt.records import queries
    from daydream_qt.records.db import open_records

    shoot_table_ranking(window, app)
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:  # the record keeper writes the table in its thread
        app.processEvents()
        with open_records() as records:
            rows = queries.history(records)
        if rows and len(rows[0].table) == 4 and rows[0].table[1].name == OTHERS[0][0]:
            break
        time.sleep(0.05)
    window.records.show_records()
    return "table-records"


def shoot_finished_shelf(window, app) -> str:
    """One board's shelf with every item finished (A's sixteen).

    No seeded game finishes them all (a greedy one draws ten at best), so a finished game's
    sheet is told all its items are drawn, as a game that drew them would leave it."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QPainter, QPixmap

    from daydream_qt.engine import Game, builtin_board
    from daydream_qt.ui.style.palette import PAPER

    game = Game(builtin_board("A"), seed=24)
    play(game, random.Random(24), lambda g: False)
    sheet = game.state.sheets[0]
    sheet.item, sheet.pen, sheet.item_strokes = len(game.board.items), 0, 0
    sheet.stroke_queue.clear()
    window.start_game(game)
    window.look_at_board()
    for _ in range(5):
        app.processEvents()
    scene = window.view.board_scene
    rect = scene.sceneRect()
    shelves = list(getattr(scene.layout, "shelf_rects", None) or [])
    if shelves:
        rect = shelves[0]
        for r in shelves[1:]:
            rect = rect.united(r)
        rect = rect.adjusted(-4, -90, 24, 24).intersected(scene.sceneRect())
    width = 1400
    pixmap = QPixmap(width, round(width * rect.height() / rect.width()))
    pixmap.fill(QColor(PAPER))
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(painter, QRectF(pixmap.rect()), rect)
    painter.end()
    pixmap.save(str(OUT / "shelf-finished.png"))
    return ""


def strokes_waiting(game) -> bool:
    """Mid-game, the player's strokes just given by a completed line: the pen and its target."""
    sheet = game.state.sheets[0]
    return (game.state.turn >= 6 and bool(sheet.stroke_queue) and not sheet.line_choice
            and not sheet.bonus_pending and sheet.item >= 1)


def shoot_board_keys(window, app, name: str) -> str:
    """The keyboard cursor's card (two arrow keys pressed mid-game on DEF), or a stroke
    waiting on A: the pen's disc, the target's diamond, the focus beside the line just done."""
    from PySide6.QtCore import Qt

    from daydream_qt.engine import Game, builtin_board

    if name == "keyboard-card":
        game = Game(builtin_board("DEF"), seed=2024 + 7)
        play(game, random.Random(7), mid_game)
        window.start_game(game)
        window.view.setFocus()
        for key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            window.view.handle_key(key)
    else:
        game = Game(builtin_board("A"), seed=2024 + 3)
        play(game, random.Random(3), strokes_waiting)
        window.start_game(game)
    return name


def clover_next(game) -> bool:
    """Solo DEF: the pen on the clover with strokes to draw and none drawn there yet, a 5 still open."""
    from daydream_qt.engine import Reward

    sheet = game.state.sheets[0]
    return (sheet.item == game.board.clover_item and sheet.item_strokes == 0 and bool(sheet.stroke_queue)
            and not sheet.bonus_pending and not sheet.line_choice
            and any(rewards[0] == Reward.AVAILABLE for rewards in game.state.frame_rewards))


def shoot_timer(window, app, name: str) -> str:
    """A solo timer: the status line's warning before the clover's first stroke
    ("timer-warning"), and its sentence once drawn ("timer-news")."""
    from daydream_qt.engine import Game, builtin_board

    game = Game(builtin_board("DEF"), seed=2024 + 31)
    play(game, random.Random(31), clover_next)
    window.auto_strokes.setChecked(False)
    window.start_game(game)
    if name == "timer-news":
        window.controller.draw_next_stroke()
    return name


def last_turn(game) -> bool:
    """Bo is handed the device while Ann's sheet is complete: the game ends with this turn."""
    from daydream_qt.ui.pages.handover import complete_sheets

    return game.to_move() == 1 and 0 in complete_sheets(game) and not any(game.state.sheets[1].dice_done)


def shoot_last_turn(window, app) -> str:
    """The hand-over that warns Bo that this is the last turn."""
    from daydream_qt.engine import Game, Mode, SeatInfo, builtin_board

    seats = [SeatInfo(n, ink, bot) for n, ink, bot in TABLE]
    for seed in range(4242, 4342):  # the first seed whose game ends on Ann's sheet
        game = Game(builtin_board("DEF"), Mode.PASS_AND_PLAY, seats, seed=seed)
        play(game, random.Random(seed), last_turn)
        if not game.over:
            break
    window.start_game(game)
    return "last-turn"


def shoot_hint_card(window, app) -> str:
    """The coach's card at 1366x768: mid-game on ABC, dice rolled, a hint asked; the card in
    the place of the column's head, the tray where it always is."""
    import time

    from daydream_qt.engine import Game, Phase, builtin_board

    window.setMinimumSize(0, 0)
    window.resize(1366, 768)
    game = Game(builtin_board("ABC"), seed=2024 + 11)
    play(game, random.Random(11), lambda g: g.state.turn >= 5 and g.state.phase == Phase.ROLL)
    window.start_game(game)
    window.controller.roll()
    window.hinter.request()
    deadline = time.monotonic() + 30
    while not window.hint_card.isVisible() and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.01)
    return "hint-card-1366x768"


# ------------------------------------------------------------ the Records page's table games and charts
RECORDS_SIZE = (1366, 768)
"""The window of the Records page's table games and charts pictures."""
FAMILY = (("Mum", "#2b4c7e", None), ("Dad", "#b23a48", None), ("Lou", "#2f7d4f", None),
          ("Robo", "#8a6d1f", "greedy"))
"""A family's pass-and-play table, a bot among them."""


def fill_table_games() -> None:
    """Six weeks of a family's Sunday games (pass-and-play on D and A), and a scoresheet kept
    at a table of three that ended in a tie, recorded in the pictures' data folder."""
    import datetime as dt

    from daydream_qt.engine import Game, SeatInfo, builtin_board
    from daydream_qt.records import daily
    from daydream_qt.records.db import open_records
    from daydream_qt.records.store import TableSeat, record_game

    start = dt.datetime.combine(daily.today() - dt.timedelta(days=42), dt.time(17, 0)).astimezone()
    with open_records() as records:
        for week in range(6):
            seats = [SeatInfo(n, ink, bot) for n, ink, bot in FAMILY[: 3 + week % 2]]
            game = Game(builtin_board("DA"[week % 2]), "pass_and_play", seats, seed=900 + week)
            play(game, random.Random(week), lambda g: False)
            record_game(records, game, start + dt.timedelta(days=7 * week))
        sheet = Game(builtin_board("EF"), "scoresheet", [SeatInfo("Mum")], seed=950, table_size=3)
        type_and_play(sheet, random.Random(9), lambda g: g.over)
        own = sheet.scores()[0]
        record_game(records, sheet, start + dt.timedelta(days=40),
                    (TableSeat(0, "Mum", own.total, own.tiebreak_strokes, True),
                     TableSeat(1, "Gran", own.total, own.tiebreak_strokes, True),
                     TableSeat(2, "Dad", max(own.total - 4, 0), 0, False)))


def fill_negative_charts() -> str:
    """Solo games on board A over a month, one of them ended below 0 (thorns), recorded in
    the pictures' data folder; returns the board."""
    import datetime as dt

    from daydream_qt.engine import Game, builtin_board
    from daydream_qt.records import daily
    from daydream_qt.records.db import open_records
    from daydream_qt.records.store import record_game

    start = dt.datetime.combine(daily.today() - dt.timedelta(days=30), dt.time(9, 0)).astimezone()
    with open_records() as records:
        for i in range(24):
            game = Game(builtin_board("A"), seed=4000 + i)
            play(game, random.Random(40 + i), lambda g: False)
            done = record_game(records, game, start + dt.timedelta(days=i, hours=i % 9))
            if i == 5:  # a sheet the thorns took below 0, as a records file may hold one
                records.conn.execute("UPDATE seats SET total = -6, title = NULL, title_band = NULL"
                                     " WHERE game_id = ?", (done.record_id,))
    return "A"


def shoot_records_table_games(window, app) -> str:
    """The Records page's Table games tab: who leads the family's games."""
    fill_table_games()
    window.resize(*RECORDS_SIZE)
    window.records.show_records()
    window.records.page.tabs.setCurrentIndex(3)
    return "records-table-games"


def shoot_records_negative(window, app) -> str:
    """The Records page's charts, a score below 0 among the games."""
    board = fill_negative_charts()
    window.resize(*RECORDS_SIZE)
    window.records.show_records()
    page = window.records.page
    page.tabs.setCurrentIndex(2)
    page.chart_board.setCurrentIndex(page.chart_board.findData(board))
    return "records-charts-negative"
# ------------------------------------------------------------ text size
TEXT_SIZE_SHOTS = ("text-200-1366x768", "text-200-1280x720", "text-200-1366x768-ja", "shelf-labels-1366x768",
                   "shelf-labels-1366x768-ja")
"""The game page at 200 % text size (1366x768, 1280x720, in Japanese), and at 100 % mid-game
with strokes to draw: the view zoomed on the shelf item drawn, its name readable."""


def shoot_text_size(window, app, name: str) -> str:
    """One of TEXT_SIZE_SHOTS: "text-200-<w>x<h>[-ja]" mid-game on DEF at 200 %, or
    "shelf-labels-<w>x<h>[-ja]" on ABC at 100 %, strokes waiting."""
    from daydream_qt.engine import Game, builtin_board

    parts = name.split("-")
    japanese = parts[-1] == "ja"
    w, h = map(int, parts[-2 if japanese else -1].split("x"))
    window.apply_settings(window.settings.replace(language="ja" if japanese else "en",
                                                  text_size=200 if name.startswith("text-200") else 100))
    window.setMinimumSize(0, 0)
    window.resize(w, h)
    if name.startswith("text-200"):
        game = Game(builtin_board("DEF"), seed=2024 + 7)
        play(game, random.Random(7), mid_game)
    else:
        game = Game(builtin_board("ABC"), seed=2024 + 3)
        play(game, random.Random(3), strokes_waiting)
    window.start_game(game)
    for _ in range(20):  # the side column finds its width at the new text size over a few turns
        app.processEvents()
    return name


# ------------------------------------------------------------ the board's labels at a text size
BOARD_LABEL_SHOTS = ("board-labels-200-A-1366x768", "board-labels-100-A-1366x768", "board-labels-100-DEF-1366x768")
"""The game page mid-game at 1366x768 on A at 200 % (its row and column numbers, item names
and panel letters grown with the text size) and, to compare, on A and DEF at 100 %."""


def shoot_board_labels(window, app, name: str) -> str:
    """One of BOARD_LABEL_SHOTS: "board-labels-<percent>-<board>-<w>x<h>", mid-game."""
    from daydream_qt.engine import Game, builtin_board

    _, _, percent, board, size = name.split("-")
    w, h = map(int, size.split("x"))
    window.apply_settings(window.settings.replace(language="en", text_size=int(percent)))
    window.setMinimumSize(0, 0)
    window.resize(w, h)
    game = Game(builtin_board(board), seed=2024 + 7)
    play(game, random.Random(7), mid_game)
    window.start_game(game)
    for _ in range(20):  # the side column finds its width at the new text size over a few turns
        app.processEvents()
    return name


# ---------------------------------------------------------------- the keyboard's focus


def shoot_start_focus(window, app) -> str:
    """The start page at 1366x768 with the keyboard's focus on New game (Tab from the top)."""
    from PySide6.QtCore import Qt

    window.setMinimumSize(0, 0)
    window.resize(1366, 768)
    window.show_start_page()
    window.activateWindow()
    app.processEvents()
    window.start_page.new_game_button.setFocus(Qt.FocusReason.TabFocusReason)
    return "start-focus-1366x768"


def shoot_new_game_focus(window, app) -> str:
    """The New game dialog as it opens on a 1366x768 screen, the keyboard's focus on a board
    card (the arrows moved it from A to Coffee Break, choosing it). Saved here: the dialog
    is a window of its own; returns "" so the main window is not grabbed."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from daydream_qt.ui.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog("en", "A", window)
    dialog.resize(int(1366 * 0.92), int(768 * 0.92))  # as fit_to_screen gives on that screen
    dialog.show()
    dialog.activateWindow()
    app.processEvents()
    dialog.cards[0].setFocus(Qt.FocusReason.TabFocusReason)
    QTest.keyClick(dialog.cards[0], Qt.Key.Key_Right)
    for _ in range(5):
        app.processEvents()
    dialog.grab().save(str(OUT / "new-game-focus-1366x768.png"))
    dialog.close()


LOOK_THEMES = ("light", "dark", "contrast")
"""The themes the focus ring and the board's cursor are pictured in."""


def shoot_look(window, app, name: str) -> str:
    """The high-contrast theme at 1366x768 mid-game ("contrast-1366x768"), or, in the theme
    its name ends with, a die of the tray focused by Tab ("focus-tray-dark": the tray alone)
    or the board's keyboard cursor ("cursor-dark": the board round it)."""
    import time

    from PySide6.QtCore import QMargins, QPoint, QRect, Qt

    from daydream_qt.engine import Game, builtin_board
    from daydream_qt.ui.window.live_settings import set_theme

    theme_name = "contrast" if name.startswith("contrast") else name.rpartition("-")[2]
    set_theme(window, theme_name)
    window.setMinimumSize(0, 0)
    window.resize(1366, 768)
    game = Game(builtin_board("DEF"), seed=2024 + 7)
    play(game, random.Random(7), mid_game)
    window.start_game(game)
    if name.startswith("contrast"):
        window.controller.roll()
        return name
    # The focus goes where Tab would take it only in the active window: not the tour's offer.
    for _ in range(5):
        app.processEvents()
    other = app.activeWindow()
    if other is not None and other is not window:
        other.close()
    window.activateWindow()
    for _ in range(5):
        app.processEvents()
    if name.startswith("focus-tray"):
        tray = window.game_page.tray
        window.controller.roll()
        settle = time.monotonic() + 1.5  # the dice roll and land first
        while time.monotonic() < settle:
            app.processEvents()
            time.sleep(0.01)
        tray.die_buttons[0].setFocus(Qt.FocusReason.TabFocusReason)
        widget, margin = tray, 8
    else:
        view = window.view
        view.setFocus(Qt.FocusReason.TabFocusReason)
        for key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            view.handle_key(key)
        widget, margin = view, 0
    for _ in range(5):
        app.processEvents()
    print(f"{name}: focus on {type(app.focusWidget()).__name__}", flush=True)
    top = widget.mapTo(window, QPoint(0, 0)) - QPoint(margin, margin)
    rect = QRect(top, widget.size().grownBy(QMargins(margin, margin, margin, margin)))
    window.grab(rect & window.rect()).save(str(OUT / f"{name}.png"))


# ---------------------------------------------------------------- languages


def shoot_help_after_switch(window, app) -> str:
    """How to play opened in Japanese on a game of Under the Stars (its constellation page),
    then the language switched live to English: the index, the picture's labels and the
    board's names in its text all in English at once. Saved here (the dialog is a window of
    its own); returns "" so the main window is not grabbed."""
    from daydream_qt.engine import Game, builtin_board
    from daydream_qt.ui.window.live_settings import set_language

    window.setMinimumSize(0, 0)
    window.resize(1366, 768)
    set_language(window, "ja")
    game = Game(builtin_board("BC"), seed=2024 + 5)
    play(game, random.Random(5), mid_game)
    window.start_game(game)
    dialog = window.help.show_how_to_play("constellation")
    for _ in range(5):
        app.processEvents()
    set_language(window, "en")
    for _ in range(10):
        app.processEvents()
    dialog.grab().save(str(OUT / "help-after-switch.png"))
    dialog.close()
    return ""


# ---------------------------------------------------------------- opening and exporting


def shoot_opened_by_path(window, app) -> str:
    """`daydream-qt GAME.daydream` at 1366x768: a finished game opened by its path before
    the window is first shown (as `ui.app.run_app` does), its end screen. The shared window
    is closed first: this one is the process's only window, as at start-up."""
    from daydream_qt.bots.players import make_bot, play_game
    from daydream_qt.engine import Game, Mode, SeatInfo, builtin_board
    from daydream_qt.engine.savefile import save_game
    from daydream_qt.ui.core.settings import Settings
    from daydream_qt.ui.window.main_window import MainWindow

    game = play_game(Game(builtin_board("DEF"), Mode.SOLO, (SeatInfo("Ann", "#2e5e8c"),), seed=31),
                     [make_bot("greedy", 31)])
    path = Path(os.environ["DAYDREAM_QT_HOME"]) / "Colorful Dream.daydream"
    save_game(game, path)
    window.close()
    window = MainWindow(Settings(language="en"))
    window.open_file(str(path))
    window.setMinimumSize(0, 0)
    window.resize(1366, 768)
    window.show()
    for _ in range(10):
        app.processEvents()
    window.grab().save(str(OUT / "opened-by-path.png"))
    window.close()
    return ""


def shoot_replay_export(window, app) -> str:
    """The Replay page's export dialog at 1366x768: a replayed game at turn 6 over a game in
    progress; the dialog names the replayed game and offers its file name."""
    from PySide6.QtCore import QRect, Qt
    from PySide6.QtGui import QColor, QPainter
    from PySide6.QtWidgets import QFileDialog

    from daydream_qt.bots.players import make_bot, play_game
    from daydream_qt.engine import Game, Mode, SeatInfo, builtin_board

    window.setMinimumSize(0, 0)
    window.resize(1366, 768)
    window.new_game("D", seed=4)
    game = play_game(Game(builtin_board("BC"), Mode.SOLO, (SeatInfo("Ann", "#2e5e8c"),), seed=17),
                     [make_bot("greedy", 17)])
    window.replay.replay_game(game)
    window.replay.built_replay_page.controller.show_turn(6)
    for _ in range(10):
        app.processEvents()
    window.ensure_keys()

    def dialog_shot(parent, caption, start, filters):
        dialog = QFileDialog(parent, caption, start, filters)
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.selectFile(Path(start).name)
        dialog.resize(820, 520)
        dialog.show()
        for _ in range(10):
            app.processEvents()
        shot = window.grab()
        painter = QPainter(shot)
        # the dialog under a title bar of its own (offscreen windows have none): its caption
        bar = 32
        x, y = (shot.width() - dialog.width()) // 2, (shot.height() - dialog.height() + bar) // 2
        painter.fillRect(QRect(x, y - bar, dialog.width(), bar), QColor("#3b4252"))
        painter.setPen(QColor("white"))
        painter.drawText(QRect(x + 12, y - bar, dialog.width() - 24, bar),
                         int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft), dialog.windowTitle())
        painter.drawPixmap(x, y, dialog.grab())
        painter.setPen(QColor("#3b4252"))
        painter.drawRect(QRect(x, y - bar, dialog.width() - 1, dialog.height() + bar - 1))
        painter.end()
        shot.save(str(OUT / "replay-export.png"))
        dialog.close()
        return "", ""

    QFileDialog.getSaveFileName = staticmethod(dialog_shot)  # one picture, in its own process
    window.exports.export_sheet()
    return ""


def shoot(names: list[str]) -> None:
    """Grab the named pictures ("start", "end", table pictures or a combination id) here."""
    from daydream_qt.engine import Game, builtin_board
    from daydream_qt.ui.app import make_app

    app = make_app()
    from daydream_qt.ui.core.settings import Settings
    from daydream_qt.ui.window.main_window import MainWindow

    window = MainWindow(Settings(language="en"))
    window.resize(*SIZE)
    window.show()
    for name in names:
        if name.startswith("size-"):
            # "size-1366x768", or "size-2560x1440:1280x720" for a window of logical pixels
            file, _, logical = name.partition(":")
            w, h = map(int, (logical or file.removeprefix("size-")).split("x"))
            window.setMinimumSize(0, 0)
            window.resize(w, h)
            game = Game(builtin_board("DEF"), seed=2024 + 7)
            play(game, random.Random(7), mid_game)
            window.start_game(game)
        elif name == "shelf-finished":
            file = shoot_finished_shelf(window, app)
        elif name == "hint-card":
            file = shoot_hint_card(window, app)
        elif name in TEXT_SIZE_SHOTS:
            file = shoot_text_size(window, app, name)
        elif name == "opened-by-path":
            file = shoot_opened_by_path(window, app)
        elif name == "replay-export":
            file = shoot_replay_export(window, app)
        elif name == "help-after-switch":
            file = shoot_help_after_switch(window, app)
        elif name in BOARD_LABEL_SHOTS:
            file = shoot_board_labels(window, app, name)
        elif name in ("keyboard-card", "pen-target"):
            file = shoot_board_keys(window, app, name)
        elif name.startswith(("contrast-", "focus-tray-", "cursor-")):
            file = shoot_look(window, app, name)
        elif name == "start":
            window.show_start_page()
            file = "start"
        elif name == "start-focus":
            file = shoot_start_focus(window, app)
        elif name == "new-game-focus-1366x768":
            file = shoot_new_game_focus(window, app)
        elif name == "end":
            game = Game(builtin_board("BC"), seed=77)
            play(game, random.Random(5), lambda g: False)
            window.start_game(game)
            file = "end"
        elif name in ("pass-and-play", "ranking"):
            file = shoot_table(window, app, name)
        elif name == "last-turn":
            file = shoot_last_turn(window, app)
        elif name == "scoresheet":
            file = shoot_scoresheet(window, app)
        elif name in ("timer-warning", "timer-news"):
            file = shoot_timer(window, app, name)
        elif name == "table-ranking":
            file = shoot_table_ranking(window, app)
        elif name == "table-records":
            file = shoot_table_records(window, app)
        elif name == "records-table-games":
            file = shoot_records_table_games(window, app)
        elif name == "records-charts-negative":
            file = shoot_records_negative(window, app)
        elif name.startswith("records"):
            from records_shots import shoot_records

            file = shoot_records(window, app, name, play)
        elif name == "editor":
            from editor_shots import shoot_editor

            file = shoot_editor(window, app)
        elif name == "editor-tools":
            from editor_shots import shoot_editor_tools

            file = shoot_editor_tools(window, app)
        elif name in ("review", "replay"):
            from review_shots import shoot_review

            file = shoot_review(window, app, name, play)
        else:
            k = sum(map(ord, name))
            game = Game(builtin_board(name), seed=2024 + k)
            play(game, random.Random(k), mid_game)
            window.start_game(game)
            file = f"board-{name}"
        for _ in range(5):
            app.processEvents()
        if file:
            window.grab().save(str(OUT / f"{file}.png"))
        else:
            file = name
        print(f"wrote {OUT / file}.png", flush=True)
    window.close()


def main(argv: list[str]) -> int:
    from daydream_qt.engine import BOARD_IDS

    OUT.mkdir(parents=True, exist_ok=True)
    # The window autosaves: keep that away from the player's own autosave.
    os.environ["DAYDREAM_QT_HOME"] = tempfile.mkdtemp(prefix="daydream-screenshots-")
    if argv:
        shoot(argv)
        return 0
    screen = Path(os.environ["DAYDREAM_QT_HOME"]) / "screen.json"
    screen.parent.mkdir(parents=True, exist_ok=True)
    screen.write_text(json.dumps(SCREEN))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={screen}")
    # One fresh process per picture: each starts from the same clean app state.
    for name in ("start", *BOARD_IDS, "end", "pass-and-play", "last-turn", "scoresheet", "timer-warning",
                 "timer-news", "ranking", "table-ranking", "table-records", "records", "records-titles",
                 "records-charts", "records-table-games", "records-charts-negative", "review", "replay", "editor",
                 "editor-tools", "keyboard-card", "pen-target", *(f"size-{s}" for s in SIZES), "shelf-finished",
                 "hint-card", *TEXT_SIZE_SHOTS, *BOARD_LABEL_SHOTS, "start-focus", "new-game-focus-1366x768",
                 "contrast-1366x768",
                 *(f"{shot}-{t}" for shot in ("focus-tray", "cursor") for t in LOOK_THEMES),
                 "opened-by-path", "replay-export", "help-after-switch"):
        subprocess.run([sys.executable, __file__, name], check=True, env=env)
    file, logical, scale = SCALED
    subprocess.run([sys.executable, __file__, f"{file}:{logical}"], check=True,
                   env=dict(env, QT_SCALE_FACTOR=scale))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
