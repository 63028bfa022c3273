"""Opening and exporting as people expect: a game opened by its path shows its sheet, the
replay's sheet is the one exported, paper has margins and no fill, a blank board is blank,
and each saved file says where it went."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage

from daydream_qt.bots.players import make_bot, play_game
from daydream_qt.engine import Game, Mode, SeatInfo, builtin_board
from daydream_qt.engine.savefile import save_game

INK = "#c8102e"
"""A seat's ink found nowhere in the board's own art."""


def finished_game(board_id: str = "A", seed: int = 11) -> Game:
    game = Game(builtin_board(board_id), Mode.SOLO, (SeatInfo("Ann", INK),), seed=seed)
    return play_game(game, [make_bot("greedy", seed)])


def ink_share(image: QImage, ink: str = INK, tolerance: int = 60) -> float:
    """The share of `image`'s pixels (every other one) near `ink`."""
    target = QColor(ink)
    hits = seen = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            c = image.pixelColor(x, y)
            seen += 1
            if (abs(c.red() - target.red()) + abs(c.green() - target.green())
                    + abs(c.blue() - target.blue())) <= tolerance:
                hits += 1
    return hits / max(1, seen)


# ---------------------------------------------------------------- opened by its path


def test_a_finished_game_opened_by_its_path_shows_its_sheet_on_the_end_screen(qtbot, tmp_path):
    """What `daydream-qt GAME.daydream` does (`ui.app.run_app`): the file is opened before
    the window is first shown, so the game page's board view has never been visible."""
    from daydream_qt.ui.app import main_window, make_app

    path = tmp_path / "done.daydream"
    save_game(finished_game(), path)
    window = main_window(make_app())
    qtbot.addWidget(window)
    assert window.open_file(str(path))
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    screen = window.end_screen
    assert window.pages.currentWidget() is screen
    assert window.view.board_scene.placed_layout is not None
    area = screen.picture.picture_rect()
    assert area.width() > 200 and area.height() > 100
    shot = screen.picture.grab().toImage()
    assert ink_share(shot.copy(area.toRect())) > 0.002


# ---------------------------------------------------------------- SVG


def test_no_svg_group_carries_an_opacity_each_shape_has_its_own(qtbot):
    """Renderers that do not pass a group's opacity down draw its shapes solid."""
    import xml.etree.ElementTree as ET

    from daydream_qt.ui.board import export

    game = finished_game("DEF")
    root = ET.fromstring(export.svg_bytes(export.SheetPicture(game)))
    groups = [e for e in root.iter() if e.tag.rpartition("}")[2] == "g"]
    assert groups
    for g in groups:
        for name in ("opacity", "fill-opacity", "stroke-opacity"):
            assert float(g.attrib.get(name, "1")) == 1.0, (name, g.attrib)
    washes = [e for e in root.iter() if e.tag.rpartition("}")[2] == "path"
              and float(e.attrib.get("fill-opacity", "1")) < 0.5]
    assert washes  # the translucent washes are still translucent, on the shapes


def test_a_group_opacity_is_multiplied_into_its_shapes():
    from daydream_qt.ui.board.export import shape_opacities

    svg = (b'<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><g opacity="0.5">'
           b'<g fill-opacity="0.4" stroke-opacity="0.8"><path d="M0 0"/><rect fill-opacity="1"/></g>'
           b'</g></svg>')
    import xml.etree.ElementTree as ET

    root = ET.fromstring(shape_opacities(svg))
    shapes = {e.tag.rpartition("}")[2]: e.attrib for e in root.iter()}
    assert shapes["path"]["fill-opacity"] == "0.2" and shapes["path"]["stroke-opacity"] == "0.4"
    assert shapes["rect"]["fill-opacity"] == "0.5"
    assert all("opacity" not in e.attrib for e in root.iter() if e.tag.endswith("}g"))


# ---------------------------------------------------------------- the blank board


@pytest.mark.parametrize("board_id", ["BC", "EF", "DEF"])
def test_a_blank_sheet_prints_no_value_the_players_write(qtbot, board_id):
    """No "0 points" under a track, no "0/7" under a frame family: the players write those."""
    from daydream_qt.ui.board import blank_sheet
    from daydream_qt.ui.board.export import SheetPicture

    game = blank_sheet.blank_game(builtin_board(board_id))
    shown = SheetPicture(game, blank=True).scene
    assert [i for i in shown.items_with_role("module_caption") if i.isVisible()] == []
    played = SheetPicture(game).scene  # the app's sheet keeps them
    assert [i for i in played.items_with_role("module_caption") if i.isVisible()]


def test_no_frame_outline_crosses_a_row_number(qtbot):
    """Each row number stands clear of the frame outlines (4 scene units: over a millimetre
    on paper, where the numbers used to touch the outline round the first column)."""
    from daydream_qt.ui.board.export import SheetPicture

    for blank in (False, True):
        scene = SheetPicture(Game(builtin_board("DEF"), seed=1), blank=blank).scene
        outlines = [item.mapToScene(item.shape()) for item in scene.items_with_role("frame")]
        numbers = scene.items_with_role("row_number")
        assert len(outlines) == 3 and len(numbers) == 7
        crossed = [n for n in numbers for o in outlines if o.intersects(n.sceneBoundingRect().adjusted(-4, -4, 4, 4))]
        assert crossed == []
