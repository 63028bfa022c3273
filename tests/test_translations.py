"""The French and Japanese translations: complete, compiled, and found by the app's lookups.

The .qm files are loaded with QTranslator as the app loads them (tests/conftest.py runs Qt
offscreen); the strings are asked for through the app's own code where it can be called
without a window, so a message filed under the wrong context shows up as English here.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from daydream_qt.engine import Event, Game, Mode, Reason, SeatInfo, builtin_board
from daydream_qt.ui.app import make_app
from daydream_qt.ui.board.module_views.registry import views_of
from daydream_qt.ui.core import texts
from daydream_qt.ui.core.table_flow import turn_news
from daydream_qt.ui.core.texts import refusal_sentence
from daydream_qt.ui.panels.dice_entry import DieValueError, parse_dice
from daydream_qt.ui.panels.ranking import join_names, strokes_text

FOLDER = Path(__file__).resolve().parents[1] / "resources" / "translations"
LANGUAGES = ("fr", "ja")
NB = "\u00a0"


def messages(language: str) -> list[tuple[str, str, ET.Element]]:
    """(context, source, <translation>) of every message of a .ts file."""
    root = ET.parse(FOLDER / f"daydream_qt_{language}.ts").getroot()
    return [(c.findtext("name", ""), m.findtext("source", ""), m.find("translation"))
            for c in root.iter("context") for m in c.iter("message")]


@pytest.fixture
def translated():
    """Install daydream_qt_<language>.qm in the application for one test, as the app does."""
    app = make_app()
    installed = []

    def use(language: str) -> None:
        translator = QTranslator(app)
        assert translator.load(str(FOLDER / f"daydream_qt_{language}.qm")), language
        app.installTranslator(translator)
        installed.append(translator)

    yield use
    for translator in installed:
        app.removeTranslator(translator)


# ---------------------------------------------------------------- the .ts files


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_message_is_left_unfinished(language):
    unfinished = [(ctx, src) for ctx, src, t in messages(language) if t.get("type") == "unfinished"]
    assert unfinished == []
    empty = [(ctx, src) for ctx, src, t in messages(language)
             if t.get("type") is None and not (t.text or "".join(n.text or "" for n in t.iter("numerusform")))]
    assert empty == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_has_a_context_the_app_asks_for(language):
    # A bare tr("...") outside a class lands under no context, which the app never asks for.
    assert [src for ctx, src, _ in messages(language) if not ctx] == []


def test_both_languages_translate_the_same_messages():
    def live(language):
        return {(ctx, src) for ctx, src, t in messages(language) if t.get("type") not in ("obsolete", "vanished")}

    assert live("fr") == live("ja")


# ---------------------------------------------------------------- the compiled .qm files


@pytest.mark.parametrize(("language", "expected"), [
    ("fr", {
        ("StartPage", "Continue"): "Reprendre",
        ("StartPage", "How to play"): "Comment jouer",
        ("Status", "Roll the dice."): "Lancez les dés.",
        ("Refusal", "That cloud already holds a number."): "Ce nuage contient déjà un chiffre.",
        ("DiceEntry", "Record the dice"): "Noter les dés",
        ("EndScreen", "The dream is over"): "Le rêve s’achève",
    }),
    ("ja", {
        ("StartPage", "Continue"): "続きから",
        ("StartPage", "How to play"): "遊び方",
        ("Status", "Roll the dice."): "ダイスを振りましょう。",
        ("Refusal", "That cloud already holds a number."): "そのマスにはもう数字が入っています。",
        ("DiceEntry", "Record the dice"): "ダイスの目を記録",
        ("EndScreen", "The dream is over"): "夢のおわり",
    }),
])
def test_qm_files_translate_real_strings(translated, language, expected):
    assert (FOLDER / f"daydream_qt_{language}.qm").is_file()
    translated(language)
    for (context, source), text in expected.items():
        assert QCoreApplication.translate(context, source) == text


def test_typed_dice_sentences_are_translated(translated):
    translated("fr")
    with pytest.raises(DieValueError) as exc:
        parse_dice(("", "2"))
    assert str(exc.value) == f"Saisissez la valeur du dé 1{NB}: un nombre de 1 à 6."
    with pytest.raises(DieValueError) as exc:
        parse_dice(("3", "9"))
    assert str(exc.value) == f"Le dé 2 ne peut pas montrer «{NB}9{NB}»{NB}: un dé va de 1 à 6."


def test_typed_dice_sentences_in_japanese(translated):
    translated("ja")
    with pytest.raises(DieValueError) as exc:
        parse_dice(("7", "2"))
    assert str(exc.value) == "ダイス1に「7」の目はありません。ダイスの目は1〜6です。"


def test_refusals_in_french_and_japanese(translated):
    translated("fr")
    assert refusal_sentence(Reason.NO_SUCH_SEAT, "There is no such seat at this table.") \
        == "Ce joueur ne fait pas partie de cette table."
    assert refusal_sentence(Reason.NO_FRAMES, "There is no such frame family.") \
        == "Cette famille de cadres n’existe pas."
    translated("ja")
    assert refusal_sentence(Reason.ALREADY_DECLARED, "The end of the game is already recorded.") \
        == "ゲームの終了はもう記録されています。"


def test_turn_news_and_lists_use_the_language_punctuation(translated):
    game = Game(builtin_board("DEF"), Mode.PASS_AND_PLAY, [SeatInfo("Ann"), SeatInfo("Bo")], seed=1)
    events = [Event("frame_reward_taken", 0, {"family": 0, "value": 5}),
              Event("frame_reward_taken", 1, {"family": 2, "value": 2}),
              Event("turn_ended", None, {"turn": 4})]
    rose, mint = (game.board.defn.frames[i].name.get("ja") for i in (0, 2))
    translated("ja")
    assert turn_news(game, views_of(game.board), events, "ja") == (
        f"4ターン目の終わり：Ann が{rose}の報酬5点を獲得、Bo が{mint}の報酬2点を獲得。")
    assert join_names(["Ann", "Bo", "Cy"]) == "Ann、BoとCy"
    assert strokes_text(1, "ja") == strokes_text(2, "ja").replace("2", "1") == "線1本"


def test_solo_news_opens_with_a_capital(translated):
    game = Game(builtin_board("DEF"), Mode.SOLO, [SeatInfo("Me")], seed=1)
    events = [Event("frame_reward_taken", 0, {"family": 1, "value": 3})]
    name = game.board.defn.frames[1].name
    assert turn_news(game, views_of(game.board), events) == f"You took the 3 of the {name.en}."
    translated("fr")
    assert turn_news(game, views_of(game.board), events, "fr") == f"Vous avez pris la récompense 3 ({name.get('fr')})."


# ---------------------------------------------------------------- plurals


def test_counts_pick_singular_or_plural(translated):
    """Qt's plural forms: English from the English plural-only file, French singular for 0 and 1."""
    make_app()
    assert [strokes_text(n) for n in (0, 1, 2)] == ["0 strokes", "1 stroke", "2 strokes"]
    translated("fr")
    assert [strokes_text(n, "fr") for n in (0, 1, 2)] == ["0 trait", "1 trait", "2 traits"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_plural_messages_have_the_language_s_forms(language):
    forms = {"fr": 2, "ja": 1}[language]
    plural = [(ctx, src, t) for ctx, src, t in messages(language) if t.find("numerusform") is not None]
    assert plural
    for ctx, src, t in plural:
        if t.get("type") in ("obsolete", "vanished", "unfinished"):
            continue
        texts = [f.text for f in t.iter("numerusform")]
        assert len(texts) == forms and all(texts) and all("%n" in f for f in texts), (ctx, src)


# ---------------------------------------------------------------- refusals


def test_every_reason_has_a_translatable_sentence():
    make_app()
    sentences = texts._refusals()
    assert set(Reason) - set(sentences) == set()
    source = set()
    for language in LANGUAGES:
        source |= {src for ctx, src, t in messages(language) if ctx == "Refusal" and t.get("type") is None}
    for reason in Reason:
        sentence = refusal_sentence(reason, "An English sentence of the engine.")
        assert sentence != "An English sentence of the engine." and sentence in source, reason


# ---------------------------------------------------------------- room for longer texts


def test_table_panel_labels_wrap():
    """French and Japanese captions are longer than the side panel is wide."""
    from PySide6.QtWidgets import QLabel

    from daydream_qt.ui.core.controller import GameController
    from daydream_qt.ui.panels.table_panel import TablePanel

    make_app()
    panel = TablePanel(GameController(), "fr")
    labels = panel.findChildren(QLabel)
    assert panel.claim_caption in labels
    assert all(label.wordWrap() for label in labels)


def test_board_explanations_in_french_and_japanese(translated):
    from daydream_qt.ui.board import explain

    game = Game(builtin_board("DEF"), seed=1)
    translated("fr")
    fr = explain.cell_sentences(game, 0, 0, "fr")
    assert game.board.coords[0] == (0, 1)
    assert fr[0] == "Rangée 1, colonne 2"
    assert fr[1].startswith("Rangée 1\u00a0: 0 nuages remplis sur ")
    assert explain.points_text(1, "fr") == "1 point" and explain.points_text(2, "fr") == "2 points"
    translated("ja")
    ja = explain.cell_sentences(game, 0, 0, "ja")
    assert ja[0] == "1行目・2列目"
    assert any(t.startswith("合計：") for t in explain.score_sentences(game, 0, "ja"))


# ---------------------------------------------------------------- sentences of the Qt-free modules


def _translations_script():
    """packaging/translations.py as a module (the folder is no package: `packaging` is pip's)."""
    import importlib.util
    import sys

    path = FOLDER.parents[1] / "packaging" / "translations.py"
    spec = importlib.util.spec_from_file_location("daydream_translations", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def script():
    return _translations_script()


@pytest.fixture(scope="module")
def templates(script):
    return script.collect_templates([script.ROOT / f for f in script.sources()])


def test_the_collector_finds_the_templates_of_every_kind(templates):
    contexts = {ctx for ctx, _ in templates}
    assert contexts == {"BoardWords", "EditorProblems", "EditorRefusals"}
    found = set(templates)
    assert {
        ("EditorProblems", "The cloud at {} is listed twice."),  # _Found.add and BoardInvariantError
        ("EditorProblems", "Line {} must run straight along one row or one column, cloud after cloud."),  # a local name
        ("EditorProblems", "{}."),  # Problem(...)
        ("EditorRefusals", "There is no such line."),  # EditError
        ("EditorRefusals", "{} is not a board file the editor can open: {}."),  # StoreError's template
        ("BoardWords", "row {}, column {}"),  # Words
        ("BoardWords", "the number of {} circled at the start"),  # a table of templates
        ("BoardWords", "the entry {}"),  # the default of table.get
        ("BoardWords", "dots and suns"),  # a table of (one, many)
        ("BoardWords", "item {} ({})"),  # a parameter of _named handed on to W
        ("BoardWords", "{} or {}"), ("BoardWords", "{} and {}"),  # a default, and a call of _choices
        ("BoardWords", "the frame families"),  # problems._MODULE_WORDS through Words
    } <= found
    assert len(templates) > 290
    assert all(places for places in templates.values())


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_template_is_a_finished_message_of_its_context(templates, language):
    finished = {(ctx, src): (t.text or "") for ctx, src, t in messages(language) if t.get("type") is None}
    missing = [key for key in templates if not finished.get(key, "").strip()]
    assert missing == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_translations_keep_the_fields_of_their_source(script, language):
    assert script.fields("{} is {}; it must be {}") == ["0", "1", "2"]
    assert script.fields("{1}の項目{0}") == ["1", "0"]
    assert script.fields("score 0") == [] and script.fields("{1} {}") is None
    assert script.field_mismatches(FOLDER / f"daydream_qt_{language}.ts") == []


def _write(root: Path, rel: str, text: str) -> Path:
    path = root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_a_template_that_is_not_literal_stops_the_collector(script, tmp_path, monkeypatch):
    monkeypatch.setattr(script, "ROOT", tmp_path)
    model = _write(tmp_path, "daydream_qt/editor/model.py", (
        "class EditError(ValueError):\n"
        "    def __init__(self, template, *args):\n"
        "        super().__init__(template.format(*args))\n"
        "\n"
        "def _refuse(what, n):\n"
        "    raise EditError(what, n)\n"
        "\n"
        "def resize(n):\n"
        "    _refuse('A grid has 2 to {} rows.', n)\n"
        "    raise EditError(f'Row {n} is outside the grid.')\n"))
    other = _write(tmp_path, "daydream_qt/ui/page.py", (
        "from daydream_qt.editor.model import _refuse\n"
        "for text in ('a', 'b'):\n"
        "    _refuse(text, 1)\n"))
    with pytest.raises(script.TemplateError) as info:
        script.collect_templates([model, other])
    assert str(info.value).splitlines() == [
        "daydream_qt/editor/model.py:10: a template is an f-string; a sentence the app translates "
        "must be literal text (or a table of literal texts) for the catalogue to hold it",
        "daydream_qt/ui/page.py:2: the template text is set by a loop or another statement; a sentence "
        "the app translates must be literal text (or a table of literal texts) for the catalogue to hold it",
    ]
    _write(tmp_path, "daydream_qt/editor/model.py", model.read_text().replace(
        "f'Row {n} is outside the grid.'", "'Row {} is outside the grid.', n"))
    other.write_text("from daydream_qt.editor.model import _refuse\n_refuse('a', 1)\n")
    assert script.collect_templates([model, other]) == {
        ("EditorRefusals", "A grid has 2 to {} rows."): [("daydream_qt/editor/model.py", 9)],
        ("EditorRefusals", "Row {} is outside the grid."): [("daydream_qt/editor/model.py", 10)],
        ("EditorRefusals", "a"): [("daydream_qt/ui/page.py", 2)],
    }


def test_board_sentences_show_in_french_and_japanese(translated):
    """A board file the editor refuses, a problem of the list, and a saved game whose board is
    broken, through the functions the UI calls."""
    import copy
    import json

    from daydream_qt.editor.model import BoardModel, EditError
    from daydream_qt.editor.problems import collect
    from daydream_qt.engine.boarddef import BoardError, parse_board
    from daydream_qt.engine.savefile import LoadError
    from daydream_qt.ui.core.board_words import load_error_text, problem_sentence, refusal_text

    base = json.loads((FOLDER.parents[1] / "boards" / "DEF.json").read_text(encoding="utf-8"))
    marked = copy.deepcopy(base)
    marked["cells"][0]["mark"] = "sparkle"
    twice = copy.deepcopy(base)
    twice["cells"].append(dict(twice["cells"][0]))
    with pytest.raises(EditError) as refused:
        BoardModel.from_data(marked)
    with pytest.raises(BoardError) as broken:
        parse_board(twice)
    problem = collect(twice)[0]
    saved = LoadError(broken.value.message, board=broken.value)
    assert problem.text == "The cloud at row 1, column 2 is listed twice."

    translated("fr")
    assert refusal_text(refused.value) == (
        f"Ce n’est pas un fichier de plateau que l’éditeur peut ouvrir{NB}: le nuage en rangée 1, colonne 2 "
        f"porte une marque inconnue, “sparkle”{NB}; la marque d’un nuage est “star” ou “moon”.")
    assert problem_sentence(problem) == "Le nuage en rangée 1, colonne 2 est listé deux fois."
    assert load_error_text(saved) == (
        f"Le plateau de ce fichier est abîmé{NB}: le nuage en rangée 1, colonne 2 est listé deux fois.")
    translated("ja")
    assert refusal_text(refused.value) == (
        "エディターで開けるボードのファイルではありません：1行2列の雲に知らない印“sparkle”があります。"
        "雲の印は“star”か“moon”です。")
    assert problem_sentence(problem) == "1行2列の雲が2回入っています。"
    assert load_error_text(saved) == "このファイルのボードは壊れています：1行2列の雲が2回入っています。"
