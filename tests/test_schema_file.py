"""boards/schema.json is the schema the engine validates board files with, not a stale copy."""

from __future__ import annotations

import json
from pathlib import Path

from daydream_qt.engine.boarddef import board_json_schema

SCHEMA_FILE = Path(__file__).resolve().parents[1] / "boards" / "schema.json"
REGENERATE = "run `daydream-qt boards schema > boards/schema.json`"


def test_schema_file_matches_the_board_model():
    assert SCHEMA_FILE.is_file(), f"boards/schema.json is missing; {REGENERATE}"
    shipped = json.loads(SCHEMA_FILE.read_text(encoding="utf-8"))
    assert shipped == board_json_schema(), f"boards/schema.json is stale; {REGENERATE}"


def test_schema_file_is_pretty_json_ending_with_a_newline():
    text = SCHEMA_FILE.read_text(encoding="utf-8")
    assert text == json.dumps(board_json_schema(), indent=2) + "\n", f"reformat it: {REGENERATE}"
