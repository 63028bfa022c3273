"""A board made in the board editor is a real board, end to end, through the app's own paths:
made operation by operation, saved in the player's folder, listed and started from the New
game dialog, played to the end solo and at a table of two, saved and opened again without
its board file, recorded and replayed turn by turn."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog
from uikit import LEFT, make_window, play_one_step

from daydream_qt.editor import store
from daydream_qt.editor.model import BoardModel
from daydream_qt.engine import Game, Mode, compile_board
from daydream_qt.engine.boardspec import spec_from_dict
from daydream_qt.engine.savefile import load_game
from daydream_qt.records import queries
from daydream_qt.records.db import open_records
from daydream_qt.ui.dialogs.new_game import NewGameDialog

NAME = {"en": "Snow Walk", "fr": "Promenade sous la neige", "ja": "雪の散歩"}
MARKS = ("star", "moon", "star", "moon", "star", "moon")
"""The middle row's marks, left to right: the polaroids' clouds, one per column."""


def editor_board() -> BoardModel:
    """Winter Memories (AD) as a board maker would make it in the editor: 3 rows of 6
    clouds, a row line per row and three column lines (each placed by its dot and sun),
    two library drawings and one drawn by hand on two shelves, a bonus item, five leaves and
    six polaroids on the middle row's stars and moons."""
    m = BoardModel.blank("AD", 3, 6, name=dict(NAME))
    for r in range(3):
        for c in range(6):
            m.add_cell((r, c), MARKS[c] if r == 1 else None)
    for r in range(3):
        m.place_line_end((r, 5), "right")
    for c in (0, 2, 5):
        m.place_line_end((2, c), "down")
    m.add_item("apple", {"en": "Apple", "fr": "Pomme", "ja": "りんご"}, 0, outline="apple",
               kinds=["dot", "sun", "dot", "sun"])
    m.add_item("bell", {"en": "Bell", "fr": "Cloche", "ja": "ベル"}, 0, outline="bell",
               kinds=["dot", "dot", "sun"], bonus=True)
    m.add_item("kite", {"en": "Kite", "fr": "Cerf-volant", "ja": "凧"}, 1,
               points=[(0.1, 0.9), (0.5, 0.1), (0.9, 0.5), (0.5, 0.95)], kinds=["dot", "sun", "dot", "sun"])
    m.add_item("cat", {"en": "Cat", "fr": "Chat", "ja": "ねこ"}, 1, outline="cat",
               kinds=["dot", "dot", "dot", "sun"])
    for c, kind in enumerate(MARKS):
        m.add_polaroid((1, c), kind)
    m.set_leaves(5, 2)
    m.set_title_mins([0, 2, 4, 6])
    return m


def expected_defn(model: BoardModel):
    """The board the engine makes of the editor's draft."""
    return compile_board(spec_from_dict(model.data)).defn


@pytest.fixture
def saved_board(daydream_home) -> tuple[BoardModel, Path]:
    model = editor_board()
    assert model.problems() == []
    path = store.write_model(model, store.new_path(model))
    assert path == daydream_home / "data" / "boards" / "snow-walk-AD.json"
    assert [(b.name("en"), b.board_id, b.playable) for b in store.list_boards()] == [("Snow Walk", "AD", True)]
    return model, path


def test_the_editor_board_has_every_part(saved_board):
    model, path = saved_board
    data = model.data
    assert len(data["cells"]) == 18 and [c["mark"] for c in data["cells"] if "mark" in c] == list(MARKS)
    assert len(model.lines()) == 6
    assert model.lines()[3] == [(0, 0), (1, 0), (2, 0)]  # a column line, run back from its icons
    items = model.items()
    assert [(it["id"], it.get("outline"), it["shelf"]) for it in items] == [
        ("apple", "apple", 0), ("bell", "bell", 0), ("kite", None, 1), ("cat", "cat", 1)]
    assert [n["kind"] for n in items[2]["nodes"]] == ["dot", "sun", "dot", "sun"]
    assert items[1].get("bonus") is True
    assert [p["kind"] for p in data["polaroids"]] == list(MARKS)
    # What was saved is what was edited, and the engine plays it as that board.
    assert store.read_model(path).data == data
    defn = store.board_for_play(path).defn
    assert defn == expected_defn(model)
    assert defn.name.en == "Snow Walk" and defn.leaves.count == 5 and defn.leaves.precircled == 2


def _choose_in_dialog(qtbot, monkeypatch, path: Path, mode: Mode, seed: str, names=()) -> list:
    """New game, as the player does it: the board under "Your boards", a mode, a seed."""
    seen: list = []

    def fake_exec(dialog):
        buttons = [b for b in dialog.user_boards if b.path == path]
        seen.append([b.text() for b in dialog.user_boards])
        assert len(buttons) == 1 and buttons[0].isEnabled()
        qtbot.mouseClick(buttons[0], LEFT)
        assert dialog.board_id == "AD" and dialog.start_button.isEnabled()
        panel = dialog.setup_panel
        qtbot.mouseClick(panel.mode_buttons[mode], LEFT)
        for row, name in zip(panel.seat_rows, names):
            row.name_edit.setText(name)
        dialog.seed_edit.setText(seed)
        return NewGameDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", fake_exec)
    return seen


def test_a_solo_game_on_it_to_the_end_saved_and_opened_without_its_board_file(
        qtbot, monkeypatch, tmp_path, saved_board):
    model, path = saved_board
    defn = expected_defn(model)
    w = make_window(qtbot)
    seen = _choose_in_dialog(qtbot, monkeypatch, path, Mode.SOLO, "31")
    qtbot.mouseClick(w.start_page.new_game_button, LEFT)
    assert seen == [["Snow Walk (AD)"]]
    game = w.controller.game
    assert game is not None and game.mode == Mode.SOLO and game.seed == 31
    assert game.board.defn == defn
    assert w.pages.currentWidget() is w.game_page and w.board_name.text() == "Snow Walk"

    c = w.controller
    rng = random.Random(31)
    while not game.over:
        if game.to_move() is None:
            assert c.roll()
        else:
            acts = c.legal()
            assert c.submit(acts[rng.randrange(len(acts))])
        assert len(game.log) < 2000
    # The engine's score: the same log replayed on the board compiled from the file.
    again = Game(store.board_for_play(path), Mode.SOLO, game.seats, game.seed)
    again.replay(game.log)
    score = again.scores()[0]
    assert game.scores()[0] == score
    assert score.thorns > 0 and score.thorn_penalty == score.thorns // 2  # the thorn plant counts
    assert set(score.modules) == {"polaroids"}
    end = w.end_screen
    assert w.pages.currentWidget() is end
    assert end.total_label.text() == str(score.total)
    assert end.board_label.text().startswith("Snow Walk \u00b7 seed 31 \u00b7 ")
    assert end.title_label.text() == score.title.en

    # File > Save as, where the player says.
    target = tmp_path / "snow.daydream"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    assert w.files.save_as() and target.is_file()
    assert w.files.path == target

    def reopened() -> Game:
        fresh = make_window(qtbot)
        assert fresh.open_file(str(target))
        g = fresh.controller.game
        assert g is not game and fresh.pages.currentWidget() is fresh.end_screen
        assert fresh.end_screen.total_label.text() == str(score.total)
        return g

    g = reopened()
    assert g.board.defn == defn
    assert g.state.snapshot() == game.state.snapshot() and g.scores() == game.scores()
    # A saved game carries its board: gone from the folder, the game still opens as it was.
    path.unlink()
    assert store.list_boards() == []
    g = reopened()
    assert g.board.defn == defn and g.board.id == "AD"
    assert g.log == game.log
    assert g.state.snapshot() == game.state.snapshot() and g.scores()[0] == score
    assert load_game(target).game.board.defn == defn


def test_a_pass_and_play_game_of_two_on_it_is_recorded_and_replayed(qtbot, monkeypatch, saved_board):
    model, path = saved_board
    defn = expected_defn(model)
    w = make_window(qtbot)
    _choose_in_dialog(qtbot, monkeypatch, path, Mode.PASS_AND_PLAY, "8", names=("Ann", "Bo"))
    qtbot.mouseClick(w.start_page.new_game_button, LEFT)
    game = w.controller.game
    assert game.mode == Mode.PASS_AND_PLAY and [s.name for s in game.seats] == ["Ann", "Bo"]
    assert game.board.defn == defn
    rng = random.Random(8)
    steps = 0
    seats = set()
    while not game.over:
        if w.pages.currentWidget() is w.game_page:
            seats.add(w.controller.seat)
        play_one_step(qtbot, w, rng)
        steps += 1
        assert steps < 3000
    assert seats == {0, 1}
    end = w.end_screen
    assert w.pages.currentWidget() is end and end.ranking.isVisibleTo(end)
    for seat, s in enumerate(game.scores()):
        assert end.ranking.rows[seat]["total"].text() == str(s.total)

    # Recorded with its board; the Records page replays it turn by turn.
    qtbot.waitUntil(lambda: w.record_keeper.is_recorded(game))
    with open_records() as opened:
        [row] = queries.history(opened)
    assert [s.total for s in row.seats] == [s.total for s in game.scores()]
    end.records_button.click()
    page = w.records.page
    assert w.pages.currentWidget() is page and page.model.rowCount() == 1
    assert page.replay_button.isVisibleTo(page)
    page.table.selectRow(0)
    page.table.setFocus()
    qtbot.keyClick(page.table, Qt.Key.Key_Return)
    replay = w.replay.replay_page
    assert w.pages.currentWidget() is replay
    rc = replay.controller
    assert rc.game.board.defn == defn and list(rc.log) == list(game.log)
    tl = rc.timeline
    assert tl.turns == game.state.turn + 1 and tl.turns > 2
    for k in range(tl.turns):
        replay.slider.setValue(k)
        assert rc.index == tl.turn_ends[k]
        expected = Game(game.board, game.mode, game.seats, game.seed)
        expected.replay(game.log[:tl.turn_ends[k]])
        assert rc.game.state.snapshot() == expected.state.snapshot()
        for seat in (1, 0):
            replay.seat_box.setCurrentIndex(seat)
    assert rc.game.scores() == game.scores()
    replay.back_button.click()
    assert w.pages.currentWidget() is page
