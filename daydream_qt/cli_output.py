"""What every command of the command line shares: the refusal it raises and how it prints.

A module of its own, below `cli.py` and the commands that live elsewhere (records, review,
exports, titles), so they use it without importing the command line back.
"""

from __future__ import annotations

import json
import sys

from daydream_qt.engine.untrusted import escape_controls


class BadInput(Exception):
    """Input the CLI refuses: its str is the sentence printed on stderr."""


def say(text: str = "") -> None:
    """Print one line; control characters from a file never reach the terminal."""
    print(escape_controls(text))


def utf8(stream: object) -> bool:
    encoding = getattr(stream, "encoding", None) or ""
    return encoding.lower().replace("-", "").replace("_", "") == "utf8"


def json_out(data: object) -> None:
    # json.dumps escapes control characters itself; outside a UTF-8 terminal every non-ASCII
    # character is written as \\uXXXX too, so the output stays valid JSON.
    print(json.dumps(data, indent=2, ensure_ascii=not utf8(sys.stdout)))
