"""The board editor behaves as a board maker expects: the wheel scrolls the form rather than
changing a field it passes over, the chosen tool shows and says what it does, and the
fields say what they mean."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QScrollArea
from uikit import editor_page_with, filled_model


def wheel(widget, steps: int = -2) -> bool:
    """Turn the wheel over the middle of `widget` (negative: towards the player, down);
    whether the widget kept the event (an event it leaves goes on to its parents when it
    comes from the system; one sent by a test stops there)."""
    middle = QPointF(widget.width() / 2, widget.height() / 2)
    event = QWheelEvent(middle, QPointF(widget.mapToGlobal(middle.toPoint())), QPoint(0, 0),
                        QPoint(0, 120 * steps), Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                        Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)
    return event.isAccepted()


def test_the_wheel_over_a_field_without_focus_scrolls_the_form_not_the_field(window, qtbot):
    page = editor_page_with(window, filled_model("ABC", 3, 6))
    form = page.board_form
    leaves, width = form.leaf_count.value(), form.panel_widths[0].value()
    page.view.setFocus()
    kept = [wheel(w) for w in (form.leaf_count, form.panel_widths[0], form.difficulty, form.combination)]
    assert kept == [False] * 4  # left to the parents: the scroll area scrolls
    assert (form.leaf_count.value(), form.panel_widths[0].value()) == (leaves, width)
    assert form.difficulty.currentData() == page.model.difficulty
    assert form.combination.currentData() == "ABC"
    assert form.leaf_count.focusPolicy() == Qt.FocusPolicy.StrongFocus
    # the scroll area does scroll with the wheel it is left
    area = page.tabs.widget(0)
    assert isinstance(area, QScrollArea)
    page.resize(1000, 500)
    qtbot.wait(10)
    bar = area.verticalScrollBar()
    assert bar.maximum() > 0
    wheel(area.viewport())
    assert bar.value() > 0


def test_every_number_and_choice_field_of_the_editor_is_guarded(window):
    from PySide6.QtWidgets import QAbstractSpinBox, QComboBox

    page = editor_page_with(window, filled_model("EF", 3, 6))  # the garland's reward rows too
    fields = [w for w in page.findChildren(QAbstractSpinBox) + page.findChildren(QComboBox)]
    assert len(fields) > 20
    assert all(w.property("wheelGuarded") for w in fields)


def test_the_wheel_changes_a_field_once_it_has_the_focus(window, qtbot):
    page = editor_page_with(window, filled_model("A", 3, 4))
    spin = page.board_form.leaf_count
    before = spin.value()
    spin.setFocus()
    qtbot.waitUntil(spin.hasFocus)
    wheel(spin, -1)
    assert spin.value() == before - 1


def test_the_active_tool_shows_checked_and_says_so_and_its_hint_appears(window, qtbot):
    from daydream_qt.ui.editor.tools import TOOLS

    page = editor_page_with(window, filled_model("ABC", 3, 6))
    assert page.tools.exclusive()
    for name in ("lines", "notes", "clouds", "stars"):
        page.tool_buttons[name].click()
        checked = [n for n, b in page.tool_buttons.items() if b.isChecked()]
        assert checked == [name]
        button = page.tool_buttons[name]
        assert button.objectName() == "segment"  # the style that fills a checked button
        assert "active tool" in button.accessibleDescription()
        others = [b for n, b in page.tool_buttons.items() if n != name]
        assert not any("active tool" in b.accessibleDescription() for b in others)
        # the hint line says what the tool does as soon as it is chosen, before any tap
        assert page.tool_hint.text().startswith(TOOLS[name].label())
        assert TOOLS[name].tip() in page.tool_hint.text()
        assert page.tool_hint.isVisibleTo(page)


def test_the_combination_field_names_each_combination_and_its_modules(window):
    page = editor_page_with(window, filled_model("A", 3, 4))
    combo = page.board_form.combination
    texts = [combo.itemText(i) for i in range(combo.count())]
    ids = [combo.itemData(i) for i in range(combo.count())]
    assert texts[ids.index("BC")] == "BC · Under the Stars"
    tip = combo.itemData(ids.index("ABC"), Qt.ItemDataRole.ToolTipRole)
    assert tip.endswith(": Constellation, Musical notes")
    assert page.board_form.modules.text() == "No module"
    page.model.set_combination("DEF")
    assert page.board_form.modules.text() == "Moon garland, Frames"


def test_the_modules_tab_says_which_combinations_bring_modules(window):
    page = editor_page_with(window, filled_model("A", 3, 4))
    text = page.module_panel.none_label.text()
    assert page.module_panel.none_label.isVisibleTo(page.module_panel)
    assert "BC (Constellation)" in text and "ABC (Constellation, Musical notes)" in text
    assert "D (" not in text.replace("DA (", "").replace("AD (", "").replace("DEF (", "")


def test_no_id_field_is_shown(window):
    from PySide6.QtWidgets import QLabel

    page = editor_page_with(window, filled_model("DEF", 3, 6))
    labels = [w.text() for w in page.findChildren(QLabel)]
    assert "Id" not in labels
    assert not hasattr(page.item_panel, "item_id") and not hasattr(page.module_panel, "family_id")
    page.module_panel.family_name.setText("Rose frames")
    page.module_panel.add_family.click()
    assert [f.id for f in page.model.frames][-1] == "rose-frames"
    page.module_panel.family_name.setText("Rose frames")
    page.module_panel.add_family.click()
    assert [f.id for f in page.model.frames][-1] == "rose-frames-2"


def test_one_panel_field_changes_that_panel_and_its_neighbour_gives_the_columns(window):
    page = editor_page_with(window, filled_model("ABC", 3, 6))
    form = page.board_form
    form.panel_widths[0].setValue(1)
    form.panel_widths[0].editingFinished.emit()
    assert [p.last_col - p.first_col + 1 for p in page.model.panels] == [1, 3, 2]
    assert [s.value() for s in form.panel_widths] == [1, 3, 2]
    assert not page.status.isVisibleTo(page)


def test_a_refusal_goes_once_the_board_changes(window):
    page = editor_page_with(window, filled_model("ABC", 3, 6))
    form = page.board_form
    form.panel_widths[2].setValue(5)  # 5 + 1 + 1 > 6: refused
    form.panel_widths[2].editingFinished.emit()
    assert page.status.isVisibleTo(page) and "columns" in page.status.text()
    assert form.panel_widths[2].value() == 2  # the field shows the board again
    form.panel_widths[2].setValue(3)
    form.panel_widths[2].editingFinished.emit()
    assert [p.last_col - p.first_col + 1 for p in page.model.panels] == [2, 1, 3]
    assert page.status.text() == "" and not page.status.isVisibleTo(page)


def test_an_item_from_the_library_takes_its_names_and_a_drawn_one_its_own(window):
    page = editor_page_with(window, filled_model("A", 3, 4))
    panel = page.item_panel
    page.tabs.setCurrentIndex(1)
    panel.fill_library()
    row = next(i for i in range(panel.library.count())
               if panel.library.item(i).data(Qt.ItemDataRole.UserRole) == "ball-of-yarn")
    panel.library.setCurrentRow(row)
    panel.add_button.click()
    assert page.model.item(0).name.as_dict() == {"en": "Ball of yarn", "fr": "Pelote de laine", "ja": "毛糸玉"}
    panel.add_drawn_button.click()
    drawn = next(it for it in page.model.shelf_items if it.outline is None)
    assert drawn.name.as_dict() == {"en": "Drawing", "fr": "Dessin", "ja": "絵"}
    assert page.problems.note_sentences() == []


def test_the_library_reads_in_the_player_s_language(qtbot):
    from daydream_qt.editor.model import BoardModel
    from daydream_qt.ui.editor.items_panel import ItemPanel

    panel = ItemPanel(BoardModel.blank("A"), language="fr")
    qtbot.addWidget(panel)
    panel.fill_library()
    texts = {panel.library.item(i).text() for i in range(panel.library.count())}
    assert "Pelote de laine" in texts
    panel.filter.setText("yarn")  # the drawing's id finds it too
    shown = [panel.library.item(i).text() for i in range(panel.library.count())
             if not panel.library.item(i).isHidden()]
    assert shown == ["Pelote de laine"]


def test_the_library_s_add_button_is_seen_without_scrolling_and_nothing_scrolls_in_a_scroll(window, qtbot):
    from PySide6.QtWidgets import QAbstractScrollArea

    window.resize(1366, 768)
    page = editor_page_with(window, filled_model("A", 3, 4))
    panel = page.item_panel
    panel.library_button.click()  # the Shelf tab's way to the library
    assert page.tabs.currentWidget() is panel.drawings
    qtbot.wait(20)
    assert panel.library.count() > 100
    tab = panel.drawings
    button = panel.add_button.geometry()
    assert button.bottom() < panel.library.geometry().top()  # above the long library
    assert tab.rect().contains(panel.add_button.mapTo(tab, panel.add_button.rect().bottomRight()))
    # no scrolling list sits inside a scrolling tab
    for k in range(page.tabs.count()):
        outer = page.tabs.widget(k)
        inner = [w for w in outer.findChildren(QAbstractScrollArea)
                 if w.isVisibleTo(outer) and w.verticalScrollBarPolicy() != Qt.ScrollBarPolicy.ScrollBarAlwaysOff]
        if isinstance(outer, QScrollArea):
            assert inner == [], page.tabs.tabText(k)


def test_a_suggestion_no_table_fits_leaves_the_bands_and_says_why(window):
    from daydream_qt.bots.titles import TitleSuggestion

    page = editor_page_with(window, filled_model("A", 3, 4))
    before = [b.min for b in page.model.titles]
    s = TitleSuggestion((0, 6, 7, 8), 100, 800, 1, 6.0, 0.0, 0.9, 1.0, fits=False, random_below=6,
                        expert_reach=7)
    page._titles_done(s)
    assert [b.min for b in page.model.titles] == before
    assert page.status.text() == ("No title table fits this board: 90% of random games score below 6, and the "
                                  "expert bot reaches 7 or more in only 5% of its games, which leaves no room "
                                  "for bands 2 and 3. The title bands are unchanged.")


def test_a_name_missing_in_a_language_is_a_note_of_the_list(window):
    page = editor_page_with(window, filled_model("A", 3, 4))
    page.model.add_item("kite", {"en": "Kite", "fr": "Kite", "ja": "凧"}, 0, points=[(0.1, 0.1), (0.9, 0.9)])
    assert page.problems.note_sentences() == [
        "The item Kite has the same name in French as in English; type its French name if it has another."]
