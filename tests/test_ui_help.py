"""Help inside the app: How to play (pictures and words), the keys, About, the first-game tour."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QAction, QColor, QKeySequence, QShortcut
from uikit import make_window

from daydream_qt.engine import builtin_board
from daydream_qt.package_data import version
from daydream_qt.ui.app import make_app
from daydream_qt.ui.board.help_pages import (
    PAGES,
    page_board,
    page_sentences,
    page_title,
)
from daydream_qt.ui.core.settings import Settings
from daydream_qt.ui.style.board import PAPER


def _inked(image) -> int:
    """Pixels of a picture that are not the board's paper."""
    paper = QColor(PAPER).rgb()
    small = image.scaledToWidth(160)
    return sum(1 for y in range(small.height()) for x in range(small.width())
               if small.pixel(x, y) != paper)


@pytest.mark.parametrize("page", PAGES)
def test_every_page_has_a_picture_and_words(page):
    make_app()
    from daydream_qt.ui.board.help_art import illustration, picture_image

    ill = illustration(page, page_board(page, None), "en")
    image = picture_image(ill, 320)
    inked = _inked(image)
    total = image.scaledToWidth(160).width() * image.scaledToWidth(160).height()
    assert inked > total * 0.05, page  # drawn, not blank paper
    sentences = page_sentences(page, builtin_board(page_board(page, None)))
    assert 3 <= len(sentences) <= 6 and all(len(s) > 20 for s in sentences)
    assert page_title(page)


def test_module_pages_quote_the_board_numbers():
    make_app()
    text = " ".join(page_sentences("frames", builtin_board("DEF")))
    assert "5 or 2 points" in text and "four-leaf clover" in text and "bow tie" in text
    assert "up to 15 points" in text
    garland = " ".join(page_sentences("garland", builtin_board("DEF")))
    assert "7 moons" in garland and "2 points, 3 points, a leaf, 3 points, 4 points, a leaf" in garland
    ef = " ".join(page_sentences("garland", builtin_board("EF")))
    assert "6 moons" in ef and "2 points, a leaf, 2 points, a leaf, 2 points" in ef
    stars = " ".join(page_sentences("constellation", builtin_board("BC")))
    assert "35 points and 9 big stars" in stars and "1 point each" in stars
    notes = " ".join(page_sentences("notes", builtin_board("ABC")))
    board = builtin_board("ABC")
    singles = sum(1 for n in board.notes if len(n) == 2)
    assert f"{singles} single notes" in notes
    assert "up to 6 points" in " ".join(page_sentences("polaroids", builtin_board("DA")))
    assert "12 points" in " ".join(page_sentences("polaroids", builtin_board("DA")))
    assert "take theirs away" in " ".join(page_sentences("polaroids", builtin_board("AD")))
    end = " ".join(page_sentences("end", builtin_board("A")))
    assert "Pillow Failure from 0" in end and "Total Bliss from 13" in end


def test_a_module_page_shows_the_board_on_the_table_when_it_plays_the_module():
    assert page_board("garland", "DEF") == "DEF"
    assert page_board("garland", "A") == "EF"
    assert page_board("polaroids", "DA") == "DA"
    assert page_board("dice", "BC") == "BC" and page_board("dice", None) == "A"


def test_how_to_play_walks_every_page_with_its_picture(qtbot):
    make_app()
    from daydream_qt.ui.pages.help_page import HelpDialog

    dialog = HelpDialog("en", "DEF", "frames")
    qtbot.addWidget(dialog)
    assert dialog.page == "frames" and dialog.title.text() == "Frames"
    assert "5 or 2 points" in dialog.text.text()
    dialog.show_page("dice")
    seen = []
    while True:
        seen.append(dialog.page)
        assert dialog.picture.illustration is not None and dialog.text.text()
        if not dialog.next_button.isEnabled():
            break
        dialog.next_button.click()
    assert seen == list(PAGES)
    dialog.back_button.click()
    assert dialog.page == PAGES[-2]


def test_french_help_is_translated_where_the_board_speaks(qtbot):
    make_app()
    from daydream_qt.ui.pages.help_page import HelpDialog

    dialog = HelpDialog("fr", "EF", "garland")
    qtbot.addWidget(dialog)
    assert builtin_board("EF").defn.name.fr in dialog.text.text()


# ---------------------------------------------------------------- the menu, the keys, About


def test_help_menu_holds_every_command(qtbot):
    w = make_window(qtbot, Settings(language="en", tour_offered=True))
    texts = [a.text() for a in w.help_menu.actions() if not a.isSeparator()]
    assert texts[:4] == ["&How to play", "&Keyboard shortcuts", "Take the &tour", "&Reminders"]
    assert texts[-1] == "&About Daydream"
    assert w.help.how_to_play_action.shortcut() == QKeySequence(QKeySequence.StandardKey.HelpContents)


def test_f1_opens_how_to_play_on_the_game_s_board(qtbot):

    w = make_window(qtbot, Settings(language="en", tour_offered=True))
    w.new_game("DEF", seed=2)
    dialog = w.help.show_how_to_play("garland")
    assert dialog.board_id == "DEF" and dialog.page == "garland"
    assert "7 moons" in dialog.text.text()


def test_the_shortcuts_list_holds_every_key_of_the_window(qtbot):
    from daydream_qt.ui.dialogs.shortcuts_dialog import ShortcutsDialog

    w = make_window(qtbot, Settings(language="en", tour_offered=True))
    dialog = ShortcutsDialog(w.help.shortcut_groups(), w)
    qtbot.addWidget(dialog)
    listed = " ".join(keys for _group, keys, _what in dialog.rows)
    real = [s.key() for s in w.findChildren(QShortcut)]
    real += [seq for a in w.findChildren(QAction) for seq in a.shortcuts()]
    real = [k for k in real if not k.isEmpty()]
    assert len(real) >= 8
    for key in real:
        assert key.toString(QKeySequence.SequenceFormat.NativeText) in listed, key.toString()
    groups = [g for g, _keys, _what in dialog.rows]
    assert {"Everywhere", "File", "Start page", "New game", "Playing", "On the board", "Replay",
            "Coach's review", "Records", "Board editor", "The tour", "Help"} <= set(groups)
    what = dict((keys, what) for _g, keys, what in dialog.rows)
    assert what["Space, R"] == "Roll the dice: Space or R, from anywhere but a focused button or a text field."


def test_about_names_the_version_licence_and_the_game_s_owners(qtbot):
    make_app()
    from daydream_qt.ui.dialogs.about_dialog import AboutDialog

    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    text = dialog.text()
    assert version() in text and "MIT" in text and "Disto" in text and "unofficial" in text
    import PySide6

    assert PySide6.__version__ in text
    assert all(label.textFormat() == Qt.TextFormat.PlainText for label in dialog.paragraphs)


# ---------------------------------------------------------------- the tour


def test_the_tour_is_offered_once_and_esc_ends_it(qtbot):
    w = make_window(qtbot, Settings(language="en"))
    assert not w.settings.tour_offered
    w.new_game("A", seed=1)
    qtbot.waitUntil(lambda: w.help.tour is not None and w.help.tour.active)
    assert w.settings.tour_offered and Settings.load().tour_offered
    tour = w.help.tour
    assert tour.card.isVisible() and tour.index == 0
    tour.next_button.click()
    assert tour.index == 1 and tour.highlight.isVisible()
    assert tour.highlight.target == QRect(w.tray.mapTo(w, QPoint(0, 0)), w.tray.size())
    qtbot.keyClick(w.view, Qt.Key.Key_Escape)
    assert not tour.active and not tour.card.isVisible() and not tour.highlight.isVisible()
    # a second game does not offer it again
    w.new_game("A", seed=2)
    qtbot.wait(20)
    assert w.help.tour is tour and not tour.active


def test_the_tour_lets_the_game_go_on_and_can_be_taken_again(qtbot):

    w = make_window(qtbot, Settings(language="en", tour_offered=True))
    w.new_game("A", seed=1)
    qtbot.wait(20)
    assert w.help.tour is None
    tour = w.help.start_tour(asked=True)
    assert tour.active
    for _ in range(len(tour.steps) - 1):
        tour.next_button.click()
    assert tour.next_button.text() == "Done"
    # the highlight lets clicks through: the player can roll while it shows
    assert tour.highlight.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    qtbot.mouseClick(w.tray.roll_button, Qt.MouseButton.LeftButton)
    assert w.controller.game.state.dice is not None
    tour.next_button.click()
    assert not tour.active


# ---------------------------------------------------------------- plurals, Qt's way


@pytest.fixture
def french():
    from pathlib import Path

    from PySide6.QtCore import QTranslator

    app = make_app()
    translator = QTranslator(app)
    folder = Path(__file__).resolve().parents[1] / "resources" / "translations"
    assert translator.load(str(folder / "daydream_qt_fr.qm"))
    app.installTranslator(translator)
    yield
    app.removeTranslator(translator)


def test_english_counts_read_singular_and_plural():
    make_app()
    from daydream_qt.ui.board.explain import points_text

    assert [points_text(n, "en") for n in (0, 1, 2, -1, -3)] == [
        "0 points", "1 point", "2 points", "-1 point", "-3 points"]


def test_french_counts_take_the_singular_for_0_and_1(french):
    from daydream_qt.ui.board.explain import points_text

    assert [points_text(n, "fr") for n in (0, 1, 2)] == ["0 point", "1 point", "2 points"]


def test_the_tray_counts_leaves_in_both_forms(qtbot):
    from daydream_qt.engine import Game, builtin_board
    from daydream_qt.ui.core.controller import GameController
    from daydream_qt.ui.panels.dice_tray import DiceTray

    make_app()
    controller = GameController(Game(builtin_board("BC"), seed=3))  # one leaf circled at the start
    tray = DiceTray(controller, "en")
    qtbot.addWidget(tray)
    controller.roll()
    tray.refresh()
    controller.select_die(0)
    controller.change_delta(1 if controller.game.state.dice[0] < 9 else -1)
    tray.refresh()
    assert "colours 1 leaf" in tray.value_label.text()


def test_every_english_plural_message_has_both_forms():
    import xml.etree.ElementTree as ET
    from pathlib import Path

    ts = Path(__file__).resolve().parents[1] / "resources" / "translations" / "daydream_qt_en.ts"
    for message in ET.parse(ts).getroot().iter("message"):
        forms = [f.text for f in message.find("translation").iter("numerusform")]
        source = message.findtext("source")
        assert len(forms) == 2 and all(forms) and all("%n" in f for f in forms), source


# ---------------------------------------------------------------- laid out at every size


@pytest.mark.parametrize("size", [(900, 600), (760, 520)])
def test_how_to_play_fits_with_nothing_cut(qtbot, size):
    from test_ui_layout import problems

    from daydream_qt.ui.pages.help_page import HelpDialog

    make_app()
    dialog = HelpDialog("en", "DEF")
    qtbot.addWidget(dialog)
    dialog.resize(*size)
    dialog.show()
    for page in PAGES:
        dialog.show_page(page)
        qtbot.wait(1)
        assert dialog.size().width() == size[0]
        assert problems(dialog) == [], page
        assert dialog.picture.height() >= 150, page  # the picture keeps room beside the words


def test_about_and_shortcuts_fit(qtbot):
    from test_ui_layout import problems


    w = make_window(qtbot, Settings(language="en", tour_offered=True))
    for dialog in (w.help.show_about(), w.help.show_shortcuts()):
        qtbot.wait(1)
        assert problems(dialog) == []
        dialog.close()
