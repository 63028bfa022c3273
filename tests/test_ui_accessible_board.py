"""The board through Qt's accessibility API: a table of cells (with the shelf's items and the
modules after them) whose names read each cloud, item and module, whose focused child follows
the keyboard cursor; and the announcements of a write, a line, a finished item, a refusal."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from uikit import make_window, play_moves

from daydream_qt.engine import EMPTY
from daydream_qt.engine.board import BOARD_IDS
from daydream_qt.ui.core.settings import Settings
from daydream_qt.ui.window.accessibility import Announcer, once

NAME = QAccessible.Text.Name


def played(qtbot, board: str, steps: int = 80, seed: int = 3):
    """A window with a game on `board`, played at random by the controller for `steps` actions."""
    w = make_window(qtbot, Settings(language="en"))
    w.new_game(board, seed=seed)
    c = w.controller
    play_moves(c, random.Random(seed), steps)
    qtbot.wait(20)
    return w


def rolled(qtbot, board: str):
    """A window with a new game on `board`, its dice rolled, the new player's tour stopped."""
    w = played(qtbot, board, steps=0)
    w.controller.roll()
    qtbot.wait(450)  # the dice's tumble
    tour = w.help.tour
    if tour is not None:
        tour.stop()  # a new player's tour takes every key while it shows
    return w


def table(w):
    iface = QAccessible.queryAccessibleInterface(w.view)
    assert iface is not None
    return iface


def children(iface):
    return [iface.child(i) for i in range(iface.childCount())]


@pytest.mark.parametrize("board", BOARD_IDS)
def test_the_board_is_a_table_of_its_clouds_items_and_modules(qtbot, board):
    w = played(qtbot, board)
    game, seat = w.controller.game, w.controller.viewed
    sheet = game.state.sheets[seat]
    t = table(w)
    assert t.role() == QAccessible.Role.Table
    assert t.text(NAME) == "Board"
    kids = children(t)
    cells = [k for k in kids if k.role() == QAccessible.Role.Cell]
    assert len(cells) == game.board.n_cells
    # Every cloud reads its place and its value; the grid row by row.
    for k in cells:
        assert k.parent() is t or k.parent().role() == QAccessible.Role.Table
        name = k.text(NAME)
        row, col = (int(x) for x in name.split(":")[0].split(" (")[0].replace("Row ", "").split(", column "))
        cell = game.board.coords.index((row - 1, col - 1))
        value = sheet.values[cell]
        assert (f": {value}" in name) if value != EMPTY else (": empty" in name), name
        assert t.indexOfChild(k) == kids.index(k)
    assert sum(1 for v in sheet.values if v != EMPTY) > 2  # the game went on a while
    names = [k.text(NAME) for k in kids[len(cells):]]
    items = game.board.defn.items
    for i, item in enumerate(items):
        name = names[i]
        assert name.startswith(item.name.get("en") + ": "), name
        strokes = len(game.board.items[i].kinds) - 1
        word = "stroke" if strokes == 1 else "strokes"
        if i < sheet.item:
            assert name.endswith(": finished")
        elif i == sheet.item:
            assert name.endswith(f": {sheet.pen} of {strokes} {word}")
        else:
            assert name.endswith(f": 0 of {strokes} {word}")
    rest = names[len(items):]
    score = game.scores()[seat]
    assert rest[-1] == f"Score: {score.total}"
    assert f"Leaves: {sheet.leaves_circled} circled, {sheet.leaves_coloured} coloured" in rest[-3 if game.solo_rules else -2]
    if game.solo_rules:
        assert rest[-2] == f"Thorns: {sheet.thorns}, minus {score.thorn_penalty}"
    modules = {"constellation": "Constellation: ", "notes": "Musical notes: ", "polaroids": "Polaroids: ",
               "garland": "Moon garland: ", "frames": "Frames: "}
    said = [m for m, head in modules.items() if any(n.startswith(head) for n in rest)]
    assert sorted(said) == sorted(game.board.modules)


def test_the_module_parts_read_their_state(qtbot):
    w = played(qtbot, "ABC", steps=120)
    game = w.controller.game
    sheet = game.state.sheets[0]
    names = [k.text(NAME) for k in children(table(w))]
    reached = sum(1 for s in game.board.track_big_stars if s <= sheet.track_pos)
    assert f"Constellation: {reached} of {len(game.board.track_big_stars)} big stars reached" in " | ".join(names)
    assert any(n.startswith("Musical notes: Heads coloured: ") for n in names)
    w = played(qtbot, "DEF", steps=120)
    names = [k.text(NAME) for k in children(table(w))]
    game = w.controller.game
    done = sum(1 for d in game.state.sheets[0].frames_done if d)
    assert f"Frames: Families completed: {done} of {len(game.board.frame_cells)}" in " | ".join(names)
    assert any(n.startswith("Moon garland: Rewards circled so far: ") for n in names)


def test_cells_say_their_marks_and_where_the_die_may_go(qtbot):
    w = rolled(qtbot, "DEF")
    c = w.controller
    game = c.game
    t = table(w)
    cells = {k.text(NAME).split(":")[0]: k for k in children(t) if k.role() == QAccessible.Role.Cell}
    legal = sorted(c.legal_cells())
    value = c.selected_value()
    assert legal and value is not None
    by_cell = {}
    for k in children(t):
        if k.role() == QAccessible.Role.Cell:
            head = k.text(NAME).split(":")[0].split(" (")[0]
            row, col = (int(x) for x in head.replace("Row ", "").split(", column "))
            by_cell[game.board.coords.index((row - 1, col - 1))] = k.text(NAME)
    assert len(by_cell) == len(cells) == game.board.n_cells
    assert f"the {value} may go here" in by_cell[legal[0]]
    family = game.board.defn.frames
    framed = next(i for i in range(game.board.n_cells) if game.board.cell_frames[i])
    assert family[game.board.cell_frames[framed][0]].name.get("en") in by_cell[framed]
    moon = next(iter(sorted(game.board.moon_cells)))
    assert "(moon" in by_cell[moon] or ", moon" in by_cell[moon]
    # the description reads the cloud's card: its lines
    assert "clouds filled" in next(k for k in children(t) if k.role() == QAccessible.Role.Cell).text(
        QAccessible.Text.Description)


def test_the_focused_cell_follows_the_keyboard_cursor(qtbot):
    w = rolled(qtbot, "BC")
    view, scene = w.view, w.view.board_scene
    t = table(w)
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Right)
    seen = []
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Left):
        QTest.keyClick(view, key)
        focus = t.focusChild()
        assert focus is not None and focus.role() == QAccessible.Role.Cell
        row, col = w.controller.game.board.coords[scene.cursor_cell]
        assert focus.text(NAME).startswith(f"Row {row + 1}, column {col + 1}")
        assert focus.state().focused
        assert sum(1 for k in children(t) if k.state().focused) == 1
        seen.append(focus.text(NAME))
    assert len(set(seen)) == 3


def test_a_write_a_line_and_a_refusal_are_announced(qtbot):
    w = rolled(qtbot, "A")
    announcer = w.findChild(Announcer)
    c = w.controller
    cell = sorted(c.legal_cells())[0]
    value = c.selected_value()
    before = len(announcer.heard)
    c.write_at(cell)
    qtbot.wait(10)
    said = announcer.heard[before:]
    assert len(said) == 1  # one change, one announcement
    row, col = c.game.board.coords[cell]
    assert said[0].startswith(f"Wrote {value} at row {row + 1}, column {col + 1}.")
    assert w.status_label.text().rstrip(".") in said[0]
    # A refusal: a filled cloud.
    before = len(announcer.heard)
    c.write_at(cell)
    qtbot.wait(10)
    again = len(announcer.heard)
    c.write_at(cell)
    qtbot.wait(10)
    assert len(announcer.heard) == again + 1  # the same refusal twice is said twice
    refusal = announcer.heard[-1]
    assert refusal and refusal == announcer.heard[before]
    assert "Wrote" not in refusal


def test_a_line_and_a_finished_item_are_announced(qtbot):
    w = played(qtbot, "A", steps=0)
    announcer = w.findChild(Announcer)
    c = w.controller
    rng = random.Random(7)
    lines = items = 0
    for _ in range(400):
        game = c.game
        if game.over or (lines and items):
            break
        if game.to_move() is None:
            c.roll()
            continue
        acts = [a for a in c.legal() if a.kind != "give_up"] or c.legal()
        announcer.heard.clear()
        events = []
        c.state_changed.connect(events.extend)
        c.submit(acts[rng.randrange(len(acts))])
        c.state_changed.disconnect(events.extend)
        qtbot.wait(1)
        said = " ".join(announcer.heard)
        for e in events:
            if e.kind == "line_resolved":
                assert said, events
                lines += 1
                outcome = e.data["outcome"]
                word = {"failed": "crossed out", "good": "dot circled", "perfect": "sun circled"}[outcome]
                assert word in said, said
            if e.kind == "item_finished":
                items += 1
                assert f"Finished: {c.game.board.defn.items[int(e.data['item'])].name.get('en')}." in said
    assert lines and items


def test_sentences_of_one_change_are_said_once_in_order():
    assert once(["Wrote 5 at row 1, column 1.", "Row 1 is crossed out.", "Row 1 is crossed out. Roll the dice."]) \
        == ["Wrote 5 at row 1, column 1.", "Row 1 is crossed out. Roll the dice."]
    assert once(["A.", "B.", "A."]) == ["A.", "B."]
    assert once(["", "B"]) == ["B"]


def test_with_a_screen_reader_listening_the_table_follows_every_change(qtbot, monkeypatch):
    """With accessibility on, the cursor's moves send a focus event for the cell, a write a
    name-changed event for its cloud and one announcement; the table is rebuilt for a board
    of another size."""
    sent = []
    real = QAccessible.updateAccessibility

    def spy(event):
        iface = event.accessibleInterface()
        sent.append((event.type(), iface.text(NAME) if iface is not None else "",
                     event.message() if event.type() == QAccessible.Event.Announcement else ""))
        real(event)

    monkeypatch.setattr(QAccessible, "updateAccessibility", spy)
    QAccessible.setActive(True)
    try:
        w = rolled(qtbot, "BC")
        view, c = w.view, w.controller
        t = table(w)
        first = children(t)
        view.setFocus()
        QTest.keyClick(view, Qt.Key.Key_Right)
        sent.clear()
        QTest.keyClick(view, Qt.Key.Key_Right)
        focus = t.focusChild()
        assert focus is not None and focus.text(NAME).startswith("Row ")
        assert (QAccessible.Event.Focus, focus.text(NAME), "") in sent
        cell = sorted(c.legal_cells())[0]
        row, col = c.game.board.coords[cell]
        sent.clear()
        c.write_at(cell)
        qtbot.wait(10)
        renamed = [name for kind, name, _m in sent if kind == QAccessible.Event.NameChanged]
        assert any(name.startswith(f"Row {row + 1}, column {col + 1}: ") for name in renamed), renamed
        said = [m for kind, _n, m in sent if kind == QAccessible.Event.Announcement]
        assert len(said) == 1 and said[0].startswith("Wrote ")
        star_track = next(k for k in first if k.text(NAME).startswith("Constellation: "))
        w.new_game("DEF", seed=2)
        qtbot.wait(10)
        assert not star_track.isValid()  # the new board has no constellation: its part is gone
        assert star_track.text(NAME) == ""
        kids = children(t)
        cells = [k for k in kids if k.role() == QAccessible.Role.Cell]
        assert len(cells) == c.game.board.n_cells == 64
        assert all(k.isValid() for k in kids)
        assert any(k.text(NAME).startswith("Frames: ") for k in kids)
    finally:
        QAccessible.setActive(False)


def test_each_cell_lies_where_its_cloud_is_drawn(qtbot):
    """A screen reader's highlight (and a touch explorer's finger) goes by the cells' rects:
    each cloud's is on screen inside the view, and the point at its centre finds it again."""
    w = rolled(qtbot, "ABC")
    view = w.view
    t = table(w)
    top_left = view.mapToGlobal(view.rect().topLeft())
    shown = 0
    for k in children(t):
        if k.role() != QAccessible.Role.Cell:
            continue
        rect = k.rect()
        if rect.isEmpty():  # a cloud outside the view's part of the board
            continue
        shown += 1
        assert rect.left() >= top_left.x() and rect.top() >= top_left.y()
        centre = rect.center()
        assert t.childAt(centre.x(), centre.y()).text(NAME) == k.text(NAME)
    assert shown == w.controller.game.board.n_cells  # the whole grid is on screen
