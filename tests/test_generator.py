"""Generated boards: valid as the shipped boards are, the same for the same seed, and playable."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from daydream_qt.bots.random_bot import play_random_game
from daydream_qt.engine import compile_board
from daydream_qt.engine.boarddef import load_board
from daydream_qt.generator import (
    GENERATOR_VERSION,
    MODULE_SETS,
    PROFILES,
    Code,
    GeneratorError,
    generate,
    generate_board,
    modules_for_difficulty,
    parse_code,
    resolve_modules,
)
from daydream_qt.generator.checks import shape_problems
from daydream_qt.generator.words import THEMES

ROOT = Path(__file__).resolve().parents[1]

SEEDS = range(500)
"""Seeds of the property test, for each module set."""

REPEAT_SEEDS = range(0, 500, 10)
"""Seeds generated twice for the determinism test."""


def fingerprint(doc: dict[str, object]) -> str:
    return hashlib.sha256(json.dumps(doc, sort_keys=True, ensure_ascii=False).encode("utf-8")).hexdigest()[:16]


GOLDEN = {
    "A": "3521d8e225fe21c6",
    "D": "c7dc1517d8213745",
    "BC": "fff19158354c3144",
    "EF": "1e91be333d66ab44",
    "AD": "52600c7ed934928a",
    "DA": "9f4a638337b52183",
    "ABC": "30c4980bf10bb79b",
    "DEF": "0ca81365169c9aaf",
}
"""fingerprint(generate(2026, set)) for GENERATOR_VERSION 1: a change here is a new version."""


@pytest.mark.parametrize("modules", MODULE_SETS)
def test_every_generated_board_passes_the_board_check_and_the_shipped_shape(modules):
    profile = PROFILES[modules]
    regenerated = 0
    for seed in SEEDS:
        made = generate_board(seed, modules)
        doc = made.document
        regenerated += made.attempts > 1
        board = compile_board(load_board(doc))  # the schema, every invariant, compiled: `boards check`
        assert shape_problems(doc, profile) == [], seed
        spec = board.defn
        assert spec.id == modules and spec.difficulty == profile.difficulty
        assert "".join(p.letter for p in spec.panels) == modules
        ids = [it.outline for it in spec.items]
        assert len(set(ids)) == len(ids), f"seed {seed}: a drawing twice"
        for text in (spec.name, *(t.title for t in spec.titles)):
            assert text.en.strip() and text.fr.strip() and text.ja.strip()
        assert len(spec.name.ja) <= 8, "a Japanese name shows whole in the side column"
        assert len(spec.cells) < spec.rows * spec.cols, "holes or a ragged edge"
        assert parse_code(made.code) == Code(GENERATOR_VERSION, modules, seed)
    assert regenerated < 0.4 * len(SEEDS)


@pytest.mark.parametrize("modules", MODULE_SETS)
def test_the_same_seed_gives_the_same_board(modules):
    for seed in REPEAT_SEEDS:
        first, second = generate_board(seed, modules), generate_board(seed, modules)
        assert first.document == second.document
        assert first.attempts == second.attempts
    assert generate(1, modules) != generate(2, modules)


def test_a_fixed_seed_gives_a_fixed_board():
    got = {m: fingerprint(generate(2026, m)) for m in MODULE_SETS}
    assert got == GOLDEN


def test_the_board_does_not_depend_on_the_process(tmp_path):
    """Another process with another string hash seed makes the same boards, without Qt."""
    script = ("import hashlib, json, sys\n"
              "from daydream_qt.generator import generate\n"
              "out = {m: hashlib.sha256(json.dumps(generate(7, m), sort_keys=True, ensure_ascii=False)"
              ".encode()).hexdigest() for m in ('A', 'ABC', 'DEF')}\n"
              "assert not any(name.startswith('PySide6') for name in sys.modules)\n"
              "print(json.dumps(out))\n")
    env = {**os.environ, "PYTHONHASHSEED": "12345", "PYTHONPATH": str(ROOT)}
    out = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, check=True)
    here = {m: hashlib.sha256(json.dumps(generate(7, m), sort_keys=True, ensure_ascii=False).encode()).hexdigest()
            for m in ("A", "ABC", "DEF")}
    assert json.loads(out.stdout) == here


@pytest.mark.parametrize("modules", MODULE_SETS)
def test_the_code_names_the_board_and_reads_back(modules):
    made = generate_board(4821, modules)
    assert made.code == f"{modules}-{GENERATOR_VERSION}-4821"
    assert made.board_id == f"gen{GENERATOR_VERSION}-4821-{modules}"
    assert parse_code(made.code) == Code(GENERATOR_VERSION, modules, 4821)
    assert parse_code(f"  {made.code.lower()} ") == Code(GENERATOR_VERSION, modules, 4821)
    assert parse_code(made.board_id) == Code(GENERATOR_VERSION, modules, 4821)


@pytest.mark.parametrize("text", ["", "DEF", "DEF-1", "XYZ-1-3", "DEF-1-1234567890", "DEF-one-3"])
def test_a_bad_code_is_refused_in_one_sentence(text):
    with pytest.raises(GeneratorError) as exc:
        parse_code(text)
    assert str(exc.value).endswith(".") and "\n" not in str(exc.value)


def test_module_sets_by_name_and_by_difficulty():
    assert resolve_modules("garland + frames") == "DEF"
    assert resolve_modules("notes+constellation") == "ABC"
    assert resolve_modules("none") == "A"
    assert resolve_modules("ef") == "EF"
    with pytest.raises(GeneratorError, match="AD .* or DA"):
        resolve_modules("polaroids")
    with pytest.raises(GeneratorError):
        resolve_modules("moons")
    for level in ("easy", "medium", "hard"):
        picked = {modules_for_difficulty(level, seed) for seed in range(40)}
        assert {PROFILES[m].difficulty for m in picked} == {level}
        assert len(picked) > 1
    with pytest.raises(GeneratorError):
        modules_for_difficulty("extreme", 1)


@pytest.mark.parametrize("seed", [-1, 1_000_000_000, True, 2.0])
def test_a_bad_seed_is_refused(seed):
    with pytest.raises(GeneratorError, match="whole number"):
        generate_board(seed, "A")


@pytest.mark.parametrize("modules", MODULE_SETS)
def test_the_shipped_board_has_the_shape_the_generator_keeps(modules):
    """The shape check is no stricter than the shipped boards: each passes its own."""
    with open(ROOT / "boards" / f"{modules}.json", encoding="utf-8") as f:
        assert shape_problems(json.load(f), PROFILES[modules]) == []


def test_the_themes_name_drawings_of_the_library():
    from daydream_qt.engine.outlines import library

    drawings = set(library())
    for theme in THEMES:
        assert set(theme.outlines) <= drawings, theme.id
        assert len(theme.titles) == 4


def test_titles_are_no_longer_than_the_shipped_ones():
    """The score box and the end screen show a title as long as the shipped boards' longest."""
    longest = {"en": 23, "fr": 22, "ja": 11}  # "Firing on All Cylinders", ダブルチョコマキアート
    for theme in THEMES:
        for title in theme.titles:
            for text, language in zip(title, ("en", "fr", "ja"), strict=True):
                assert len(text) <= longest[language], (theme.id, text)


def test_a_theme_shows_on_the_shelf():
    """A board's shelf draws a good part of its items from its theme's drawings."""
    by_name = {(m[0], n[0]): t for t in THEMES for m in t.modifiers for n in t.nouns}
    for seed in range(20):
        doc = generate(seed, "D")
        mod, _, noun = doc["name"]["en"].rpartition(" ")
        theme = next(t for (m, n), t in by_name.items() if f"{m} {n}" == doc["name"]["en"])
        assert mod and noun
        own = [it for it in doc["items"] if it["outline"] in theme.outlines]
        assert len(own) >= 0.3 * len(doc["items"]), (seed, theme.id)


@pytest.mark.parametrize("modules", MODULE_SETS)
def test_a_solo_game_on_a_generated_board_plays_to_the_end_and_scores(modules):
    board = compile_board(load_board(generate(31, modules)))
    for seed in range(3):
        game = play_random_game(board, seed)
        assert game.over
        score = game.scores()[0]
        assert score.total == score.items + sum(score.modules.values()) - score.thorn_penalty
        assert score.title is not None
        assert set(score.modules) == set(PROFILES[modules].modules)


@pytest.mark.parametrize("modules", MODULE_SETS)
def test_the_board_editor_opens_a_generated_board_with_nothing_to_fix(modules):
    from daydream_qt.editor.model import BoardModel
    from daydream_qt.editor.problems import collect, notes

    for seed in range(10):
        doc = generate(seed, modules)
        assert collect(doc) == [] and notes(doc) == [], seed
        model = BoardModel.from_data(doc)
        assert model.data["items"] == doc["items"] and model.data["cells"] == doc["cells"]
