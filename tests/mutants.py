"""Seeded mutants of saved games and board files: what a hostile or broken file may look like.

Shared by tests/test_fuzz_files.py and benchmarks/hostile_files.py. A mutant is `(name, bytes)`:
the name says where it came from and what was done to it (enough to rebuild it by hand), the
bytes are the file. `save_mutants(seed, n)` and `board_mutants(seed, n)` give the same
mutants for the same arguments, on any machine: mutant i draws from its own
`random.Random(f"{kind}:{seed}:{i}")`, so one failing mutant can be rebuilt alone with
`save_mutant(seed, i)` / `board_mutant(seed, i)`.

The bases are real files: seeded games played by the engine (solo random games on every
shipped board, a game stopped mid-turn, a pass-and-play table with a bot, a scoresheet with
typed dice and frame claims) and the eight shipped board files. The mutations work on the
parsed JSON (keys, types, numbers, texts, lists, actions, dice, seed) and on the text and
bytes (truncation, duplicate keys, NaN, deep nesting, BOMs, invalid UTF-8, byte flips, ...).
"""

from __future__ import annotations

import copy
import json
import random
import re
from collections.abc import Callable, Iterator
from functools import cache
from pathlib import Path
from typing import Any

Mutant = tuple[str, bytes]

MUST_REFUSE = " [must refuse]"
"""Marks a mutation that no reader may accept: a repeated key, NaN, a text past every limit,
dice that are not the seed's, invalid UTF-8, ... (the other mutants may be refused or accepted)."""


def must_refuse(name: str) -> bool:
    """True when the mutant called `name` holds a defect every reader must refuse."""
    return MUST_REFUSE in name


def _must(flag: bool) -> str:
    return MUST_REFUSE if flag else ""

SAVED_AT = "2026-11-29T14:08:28+00:00"
"""Every base save gets this time, so the mutants do not depend on when they were made."""

BOARDS_DIR = Path(__file__).resolve().parent.parent / "boards"

# ---------------------------------------------------------------- JSON text with raw pieces


class Raw(str):
    """JSON text written as it is: numbers past what Python prints, NaN, deep brackets, ..."""


class Pairs(list):
    """A JSON object as a list of (key, value) pairs, so a key can appear twice."""


_PIECE = re.compile(r'"@@piece(\d+)@@"')


def emit(value: Any, ascii_only: bool = False) -> str:
    """`value` as JSON text, honouring `Raw` pieces and repeated keys of `Pairs`.

    json.dumps writes the document (it is fast); each Raw or Pairs goes in as a placeholder
    string, replaced by its own text afterwards."""
    pieces: list[str] = []

    def piece(text: str) -> str:
        pieces.append(text)
        return f"@@piece{len(pieces) - 1}@@"

    def swap(v: Any) -> Any:
        if isinstance(v, Raw):
            return piece(str(v))
        if isinstance(v, Pairs):
            return piece("{" + ", ".join(f"{emit(str(k), ascii_only)}: {emit(x, ascii_only)}" for k, x in v) + "}")
        if type(v) is dict:
            return {k: swap(x) for k, x in v.items()}
        if type(v) is list:
            return v if all(type(x) is int for x in v) else [swap(x) for x in v]
        return v

    text = json.dumps(swap(value), ensure_ascii=ascii_only)  # bool, None, int, float (nan -> NaN)
    return _PIECE.sub(lambda m: pieces[int(m.group(1))], text) if pieces else text


# ---------------------------------------------------------------- the bases


def _play(game, steps: int, rng: random.Random, typed: bool = False):
    """Up to `steps` random legal decisions (the app's or typed dice included)."""
    from daydream_qt.engine import RollDice

    for _ in range(steps):
        if game.over:
            break
        seat = game.to_move()
        if seat is None:
            if typed:
                game.apply(RollDice((rng.randint(1, 6), rng.randint(1, 6)), True))
            else:
                game.roll()
            continue
        actions = game.legal_actions(seat)
        # A scoresheet's "another player ended the game" is kept rare, so the log grows long.
        calm = [a for a in actions if a.kind != "game_end"] or actions
        game.apply(rng.choice(calm if rng.random() < 0.995 else actions))
    return game


def _as_dict(game, meta: dict | None = None) -> dict:
    from daydream_qt.engine.savefile import dumps_game

    data = json.loads(dumps_game(game, meta))
    data["saved_at"] = SAVED_AT
    return data


@cache
def _base_saves() -> tuple[tuple[str, str], ...]:
    """(name, JSON text) of real saved games, built once."""
    from daydream_qt.bots.random_bot import play_random_game
    from daydream_qt.engine import BOARD_IDS, Game, SeatInfo, builtin_board

    out: list[tuple[str, dict]] = []
    for i, board_id in enumerate(BOARD_IDS):
        game = play_random_game(builtin_board(board_id), 100 + i)
        out.append((f"solo-{board_id}", _as_dict(game, {"title": f"Random game of {board_id}"})))
    mid = Game(builtin_board("A"), seed=5)
    _play(mid, 23, random.Random(5))
    out.append(("solo-A-mid", _as_dict(mid)))
    seats = [SeatInfo("Ana", "#aa0000"), SeatInfo("Bo", "#00aa00", bot="random"), SeatInfo("Cy", "#0000aa")]
    table = Game(builtin_board("EF"), "pass_and_play", seats, seed=4)
    _play(table, 260, random.Random(4))
    out.append(("pass-EF", _as_dict(table, {"title": "Friday", "round": 3, "starred": True})))
    sheet = Game(builtin_board("DEF"), "scoresheet", [SeatInfo("Me", "#2b4c7e")], seed=1, table_size=3)
    _play(sheet, 220, random.Random(1), typed=True)
    out.append(("sheet-DEF", _as_dict(sheet)))
    return tuple((name, json.dumps(data)) for name, data in out)


def base_saves() -> list[tuple[str, dict]]:
    """Fresh copies of the base saves, as parsed JSON."""
    return [(name, json.loads(text)) for name, text in _base_saves()]


@cache
def _base_boards() -> tuple[tuple[str, str], ...]:
    return tuple((p.stem, p.read_text(encoding="utf-8")) for p in sorted(BOARDS_DIR.glob("*.json"))
                 if p.name != "schema.json")


def base_boards() -> list[tuple[str, dict]]:
    """Fresh copies of the shipped board files, as parsed JSON."""
    return [(name, json.loads(text)) for name, text in _base_boards()]


# ---------------------------------------------------------------- places in a document


Place = tuple[Any, Any, str]
"""(container, key or index, path text) of one value inside a document."""


def _places(doc: Any, path: str = "") -> list[Place]:
    out: list[Place] = []
    if isinstance(doc, Pairs | Raw):  # already a mutation: left as it is
        return out
    if isinstance(doc, dict):
        for k, v in doc.items():
            p = f"{path}.{k}" if path else str(k)
            out.append((doc, k, p))
            out += _places(v, p)
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            p = f"{path}[{i}]"
            out.append((doc, i, p))
            out += _places(v, p)
    return out


def _region(doc: dict, rng: random.Random) -> list[Place]:
    """The places of one region of a save (envelope, actions or board) or of a board file.

    A save's board holds most of its values; choosing the region first keeps the envelope
    and the action log from being starved."""
    places = _places(doc)
    if doc.get("format") != "daydream-save":
        return places
    pick = rng.random()
    if pick < 0.35:
        return [p for p in places if not p[2].startswith(("board.", "actions["))] or places
    if pick < 0.75:
        return [p for p in places if p[2].startswith("actions[")] or places
    return [p for p in places if p[2].startswith("board.")] or places


def _pick(doc: dict, rng: random.Random, want: Callable[[Any], bool] = lambda v: True) -> Place | None:
    candidates = [p for p in _region(doc, rng) if want(p[0][p[1]])]
    if not candidates:
        candidates = [p for p in _places(doc) if want(p[0][p[1]])]
    return rng.choice(candidates) if candidates else None


def _is_int(v: Any) -> bool:
    return type(v) is int


# ---------------------------------------------------------------- values a hostile file holds


def _digits(n: int) -> Raw:
    return Raw("9" * n)


HOSTILE_TEXTS: list[tuple[str, str]] = [
    ("newline", "Ann\nTraceback (most recent call last):\n  fake"),
    ("crlf", "Ann\r\nBo"),
    ("ansi-clear", "\x1b[2J\x1b[H\x1b[31mYou lost\x1b[0m"),
    ("ansi-title", "\x1b]0;owned\x07Ann"),
    ("bidi-override", "\u202eelif.exe\u202c Ann"),
    ("bidi-isolate", "\u2066Ann\u2069\u2067Bo"),
    ("line-separator", "Ann\u2028Bo\u2029Cy"),
    ("nul", "Ann\x00Bo"),
    ("c1", "Ann\x85\x9bBo"),
    ("del", "Ann\x7f\x7f"),
    ("tab", "Ann\tBo"),
    ("img", '<img src="file:///etc/passwd" onerror="alert(1)">'),
    ("html", "<b>Ann</b><br><a href='http://x'>click</a>"),
    ("rich", "<h1 style='font-size:400px'>BIG</h1>"),
    ("ampersand", "&Save && Quit"),
    ("format", "{0} {name} %s %(x)s"),
    ("lone-surrogate", "Ann\ud800Bo"),
    ("zero-width", "A\u200b\u200c\u200dnn\ufeff"),
    ("combining", "A" + "\u0301" * 500),
    ("emoji", "\U0001f600" * 30),
    ("rtl", "\u0645\u0631\u062d\u0628\u0627"),
    ("whitespace", "   "),
    ("empty", ""),
    ("long-80", "x" * 81),
    ("long-10k", "y" * 10_000),
    ("private-use", "\ue000\U000f0000"),
    ("noncharacter", "\uffff\ufffe"),
]

SCALARS: list[tuple[str, Any]] = [
    ("null", None), ("true", True), ("false", False), ("zero", 0), ("minus-one", -1),
    ("float", 5.0), ("half", 2.5), ("str-5", "5"), ("str-empty", ""), ("list-empty", []),
    ("dict-empty", {}), ("list-one", [1]), ("big", 10**18), ("int64-max+1", 2**63),
    ("int64-min-1", -(2**63) - 1), ("nan", Raw("NaN")), ("inf", Raw("Infinity")),
    ("minus-inf", Raw("-Infinity")), ("exp-overflow", Raw("1e999")), ("minus-zero", Raw("-0")),
    ("digits-5000", _digits(5000)), ("float-digits", Raw("0." + "3" * 5000)),
    ("exp-huge", Raw("1e99999999999999999999")),
]


# ---------------------------------------------------------------- JSON-level operations
# Each takes the document (a deep copy it may change) and a Random; returns
# (detail, document) where the document may hold Raw and Pairs pieces, or None to skip.

Op = Callable[[Any, random.Random], "tuple[str, Any] | None"]


def op_drop_key(doc: Any, rng: random.Random):
    place = _pick(doc, rng, lambda v: isinstance(v, dict) and bool(v))
    if place is None:
        return None
    obj = place[0][place[1]]
    key = rng.choice(list(obj))
    del obj[key]
    return f"drop {place[2]}.{key}", doc


def op_drop_top_key(doc: Any, rng: random.Random):
    key = rng.choice(list(doc))
    del doc[key]
    required = _SAVE_KEYS - {"meta"} if doc.get("format") == "daydream-save" or "seed" in doc else _BOARD_KEYS
    return f"drop {key}{_must(key in required)}", doc


_SAVE_KEYS = {"format", "version", "app", "saved_at", "mode", "seats", "table_size", "seed", "board",
              "actions", "meta"}
_BOARD_KEYS = {"id", "name", "difficulty", "panels", "rows", "cols", "cells", "lines", "items", "leaves",
               "titles"}


def op_duplicate_key(doc: Any, rng: random.Random):
    """The same key twice in one object: the raw text a JSON writer would never make."""
    place = _pick(doc, rng, lambda v: isinstance(v, dict) and bool(v))
    if place is None or rng.random() < 0.3:
        place = (None, None, "")
        obj = doc
    else:
        obj = place[0][place[1]]
    key = rng.choice(list(obj))
    items = list(obj.items())
    second = _other_value(obj[key], rng)
    at = rng.randrange(len(items) + 1)
    items.insert(at, (key, second))
    repeated = Pairs(items)
    if place[0] is None:
        return f"duplicate key {key}{MUST_REFUSE}", repeated
    place[0][place[1]] = repeated
    return f"duplicate key {place[2]}.{key}{MUST_REFUSE}", doc


def _other_value(v: Any, rng: random.Random) -> Any:
    if rng.random() < 0.3:
        return copy.deepcopy(v)
    if _is_int(v):
        return v + rng.choice([1, -1, 100])
    if isinstance(v, str):
        return v + "x"
    return copy.deepcopy(rng.choice(SCALARS)[1])


def op_rename_key(doc: Any, rng: random.Random):
    place = _pick(doc, rng, lambda v: isinstance(v, dict) and bool(v))
    if place is None:
        return None
    obj = place[0][place[1]]
    key = rng.choice(list(obj))
    new = rng.choice([key.upper(), key + "_", " " + key, key[:-1], key + "\u0000", "",
                      key.replace("a", "\u0430"), "k" * 10_000, "__proto__", "$ref"])
    items = [(new if k == key else k, v) for k, v in obj.items()]
    obj.clear()
    obj.update(items)
    # Every object of both formats has fixed keys, except a save's free "meta".
    return f"rename {place[2]}.{key}{_must(new != key and not place[2].startswith('meta'))}", doc


def op_add_key(doc: Any, rng: random.Random):
    place = _pick(doc, rng, lambda v: isinstance(v, dict))
    obj = doc if place is None or rng.random() < 0.3 else place[0][place[1]]
    name, value = rng.choice(SCALARS)
    # A copy: the shared [] or {} would otherwise collect later changes, from mutant to mutant.
    value = copy.deepcopy(value)
    obj[rng.choice(["extra", "comment", "__class__", "x" * 200, "kind", "score"])] = value
    return f"add key ({name}) at {place[2] if place and obj is not doc else 'top'}", doc


def op_swap_type(doc: Any, rng: random.Random):
    place = _pick(doc, rng)
    if place is None:
        return None
    parent, key, path = place
    v = parent[key]
    if _is_int(v):
        choices = [str(v), True, False, float(v), v + 0.5, None, [v], {"value": v}, Raw(f"{v}.0")]
    elif isinstance(v, bool):
        choices = [int(v), str(v).lower(), None, 1.0, [v]]
    elif isinstance(v, float):
        choices = [int(v), str(v), None, True, Raw("NaN")]
    elif isinstance(v, str):
        choices = [0, 1, None, True, [v], {"en": v}, v.encode("unicode_escape").decode()]
    elif isinstance(v, list):
        choices = [{str(i): x for i, x in enumerate(v)}, "list", None, 0, v[:1] if v else [[]]]
    elif isinstance(v, dict):
        choices = [list(v.values()), list(v), "object", None, 0, True]
    else:  # null
        choices = [0, "", [], {}, False]
    parent[key] = rng.choice(choices)
    return f"type of {path}", doc


def op_bad_number(doc: Any, rng: random.Random):
    place = _pick(doc, rng, lambda v: _is_int(v) or isinstance(v, float))
    if place is None:
        return None
    name, value = rng.choice([
        ("-1", -1), ("-1000", -1000), ("41", 41), ("400", 400), ("7", 7), ("2**31", 2**31),
        ("2**63", 2**63), ("-2**63-1", -(2**63) - 1), ("2**64", 2**64), ("1e18", 10**18),
        ("-0", Raw("-0")), ("1e308", 1e308), ("1e999", Raw("1e999")), ("digits-5000", _digits(5000)),
        ("digits-4300", _digits(4300)), ("NaN", Raw("NaN")), ("Infinity", Raw("Infinity")),
        ("-Infinity", Raw("-Infinity")), ("float", 1.5), ("exp", Raw("1E2")),
    ])
    place[0][place[1]] = value
    # Not JSON, or a number no parser reads whole.
    return f"{place[2]}={name}{_must(name in ('NaN', 'Infinity', '-Infinity', 'digits-5000'))}", doc


def op_deep_nest(doc: Any, rng: random.Random):
    place = _pick(doc, rng)
    if place is None:
        return None
    depth = rng.choice([63, 65, 100, 1000, 5000, 100_000])
    if rng.random() < 0.5:
        nested = Raw("[" * depth + "]" * depth)
    else:
        nested = Raw('{"a":' * depth + "null" + "}" * depth)
    place[0][place[1]] = nested
    # No place of either format takes free JSON, so nesting there is always wrong.
    return f"{place[2]} nested {depth} deep{MUST_REFUSE}", doc


def op_long_string(doc: Any, rng: random.Random):
    place = _pick(doc, rng, lambda v: isinstance(v, str))
    if place is None:
        return None
    n = rng.choice([101, 1000, 10_000, 10_000, 100_000, 1_000_000])
    fill = rng.choice(["x", "\u00e9", "\u3042", "\U0001f600", "\\", '"', " "])
    place[0][place[1]] = fill * n
    # No text of either format may be that long.
    return f"{place[2]} {n} chars of {fill!r}{_must(n >= 10_000)}", doc


_TEXT_KEYS = ("name", "en", "fr", "ja", "app", "bot", "title", "id", "ink", "saved_at", "format",
              "mode", "kind", "bonus", "difficulty", "letter")


def op_hostile_text(doc: Any, rng: random.Random):
    """Control characters, escapes, bidi overrides and markup in a name or another text."""
    places = [p for p in _places(doc) if isinstance(p[0][p[1]], str)]
    named = [p for p in places if p[1] in _TEXT_KEYS]
    pool = named if named and rng.random() < 0.85 else places
    if not pool:
        return None
    parent, key, path = rng.choice(pool)
    label, text = rng.choice(HOSTILE_TEXTS)
    parent[key] = text if rng.random() < 0.7 else parent[key] + text
    return f"{path} {label}{_must(label == 'long-10k')}", doc


def _text_limit(path: str) -> int | None:
    """The longest text the place at `path` may hold (untrusted.py), or None if unbounded there."""
    from daydream_qt.engine.untrusted import MAX_BOARD_TEXT, MAX_BOT_NAME, MAX_ID, MAX_SEAT_NAME

    last = path.rsplit(".", 1)[-1]
    if path.startswith("seats["):
        return {"name": MAX_SEAT_NAME, "bot": MAX_BOT_NAME}.get(last)
    if last in ("en", "fr", "ja"):
        return MAX_BOARD_TEXT
    if last == "id" and ("items[" in path or "frames[" in path):
        return MAX_ID
    return None


def op_text_limit(doc: Any, rng: random.Random):
    """A name exactly as long as it may be, or one character longer."""
    places = [p for p in _places(doc) if isinstance(p[0][p[1]], str) and _text_limit(p[2])]
    seats = [p for p in places if p[2].startswith("seats[")]
    if not places:
        return None
    # A board holds a hundred texts and a table one to five names: the names get their share.
    parent, key, path = rng.choice(seats if seats and rng.random() < 0.4 else places)
    limit = _text_limit(path)
    n = limit + rng.choice([0, 1])
    parent[key] = rng.choice(["x", "\u00e9", "\u3042", "\U0001f600", "&", "<"]) * n
    return f"{path} {n} chars (limit {limit}){_must(n > limit)}", doc


def op_huge_list(doc: Any, rng: random.Random):
    place = _pick(doc, rng, lambda v: isinstance(v, list))
    if place is None:
        return None
    v = place[0][place[1]]
    n = rng.choice([1000, 10_000, 100_000])
    if v and rng.random() < 0.6:
        item = v[rng.randrange(len(v))]
        # Written out at once, under 4 MB, and closed to later changes: a change inside the
        # shared element (a 100,000-deep nest, say) would otherwise be written n times over.
        text = emit(item)
        n = max(2, min(n, 4_000_000 // (len(text) + 2)))
        place[0][place[1]] = Raw("[" + ", ".join([text] * n) + "]")
        return f"{place[2]} x{n} of one element", doc
    if rng.random() < 0.3:
        n = 1_000_000
    place[0][place[1]] = Raw("[" + ", ".join(["0"] * n) + "]")
    return f"{place[2]} = {n} zeros", doc


def op_empty(doc: Any, rng: random.Random):
    place = _pick(doc, rng, lambda v: isinstance(v, list | dict | str))
    if place is None:
        return None
    v = place[0][place[1]]
    place[0][place[1]] = type(v)()
    return f"{place[2]} emptied", doc


# ---- saves


def op_reorder_actions(doc: Any, rng: random.Random):
    acts = doc.get("actions")
    if not isinstance(acts, list) or len(acts) < 3:
        return None
    how = rng.choice(["swap", "reverse", "shuffle-window", "move-first", "duplicate", "drop",
                      "drop-roll", "append-copy", "cut-log", "cut-log"])
    i, j = sorted(rng.sample(range(len(acts)), 2))
    if how == "swap":
        acts[i], acts[j] = acts[j], acts[i]
    elif how == "reverse":
        acts.reverse()
    elif how == "shuffle-window":
        window = acts[i:i + 6]
        rng.shuffle(window)
        acts[i:i + 6] = window
    elif how == "move-first":
        acts.insert(0, acts.pop(j))
    elif how == "duplicate":
        acts.insert(i, copy.deepcopy(acts[i]))
    elif how == "drop":
        del acts[i]
    elif how == "drop-roll":
        rolls = [k for k, a in enumerate(acts) if isinstance(a, dict) and a.get("kind") == "roll"]
        if len(rolls) > 1:
            del acts[rng.choice(rolls[1:])]
    elif how == "cut-log":  # a game saved earlier: still a valid file, read to its end
        del acts[j:]
    else:
        acts.append(copy.deepcopy(acts[i]))
    return f"actions {how} {i},{j}", doc


def op_dice(doc: Any, rng: random.Random):
    acts = doc.get("actions")
    rolls = [a for a in acts or [] if isinstance(a, dict) and a.get("kind") == "roll"]
    if not rolls:
        return None
    roll = rng.choice(rolls)
    k = acts.index(roll)
    before = (roll.get("values"), roll.get("typed", False))
    how, values = rng.choice([
        ("other", [rng.randint(1, 6), rng.randint(1, 6)]), ("other", [rng.randint(1, 6), rng.randint(1, 6)]),
        ("zero", [0, 3]), ("seven", [7, 1]), ("negative", [-1, 2]), ("one", [4]), ("three", [1, 2, 3]),
        ("floats", [1.0, 2.0]), ("strings", ["1", "2"]), ("bools", [True, True]), ("none", None),
        ("huge", [10**30, 1]),
    ])
    roll["values"] = values
    if rng.random() < 0.3:
        roll["typed"] = not roll.get("typed", False)
    bad = how != "other" or (before[1] is False and roll.get("typed", False) is False and values != before[0])
    return f"actions[{k}] dice {how} typed={roll.get('typed', False)}{_must(bad)}", doc


def op_seed(doc: Any, rng: random.Random):
    seed = doc.get("seed", 0)
    seed = seed if _is_int(seed) else 0
    name, value = rng.choice([("+1", seed + 1), ("-seed", -seed - 1), ("0", 0), ("max", 2**63 - 1),
                              ("min", -(2**63)), ("over", 2**63), ("string", str(seed)),
                              ("float", float(seed)), ("digits-5000", _digits(5000))])
    doc["seed"] = value
    rolled = any(isinstance(a, dict) and a.get("kind") == "roll" and not a.get("typed", False)
                 for a in doc.get("actions") or [])
    # The app's dice follow from the seed: another seed, another roll.
    return f"seed {name}{_must(rolled or name in ('over', 'string', 'float', 'digits-5000'))}", doc


def op_action_field(doc: Any, rng: random.Random):
    acts = [a for a in doc.get("actions") or [] if isinstance(a, dict) and len(a) > 1]
    if not acts:
        return None
    act = rng.choice(acts)
    fields = [f for f in act if f != "kind"]
    if not fields:
        return None
    f = rng.choice(fields)
    name, value = rng.choice([("-1", -1), ("99", 99), ("1e9", 10**9), ("2", 2), ("5", 5),
                              ("2**63", 2**63), ("null", None), ("str", "0"), ("true", True),
                              ("moon", "moon"), ("list", [0])])
    act[f] = value
    k = doc["actions"].index(act)
    return f"actions[{k}].{f}={name}", doc


def op_action_kind(doc: Any, rng: random.Random):
    acts = [a for a in doc.get("actions") or [] if isinstance(a, dict)]
    if not acts:
        return None
    act = rng.choice(acts)
    kind = rng.choice(["roll", "write", "give_up", "choose_line", "stroke", "bonus", "end_turn",
                       "frame_claim", "game_end", "teleport", "", "ROLL", "__init__", None, 3])
    act["kind"] = kind
    return f"actions[{doc['actions'].index(act)}].kind={kind!r}", doc


def op_table(doc: Any, rng: random.Random):
    how = rng.choice(["mode", "table_size", "no-seats", "six-seats", "seat-copy", "bot", "ink", "version",
                      "format", "meta", "saved_at"])
    seats = doc.get("seats") if isinstance(doc.get("seats"), list) else []
    if how == "mode":
        doc["mode"] = rng.choice(["solo", "pass_and_play", "scoresheet", "Solo", "online", ""])
    elif how == "table_size":
        doc["table_size"] = rng.choice([0, 1, 2, 3, 5, 6, -1, 100])
    elif how == "no-seats":
        doc["seats"] = []
    elif how == "six-seats":
        doc["seats"] = [copy.deepcopy(seats[0]) if seats else {"name": "A"} for _ in range(6)]
    elif how == "seat-copy" and seats:
        seats.append(copy.deepcopy(seats[0]))
    elif how == "bot" and seats:
        seats[0]["bot"] = rng.choice(["random", "expert", "greedy", "nobody", "", "x" * 41])
    elif how == "ink" and seats:
        seats[0]["ink"] = rng.choice(["red", "#12345", "#1234567", "#GGGGGG", "", "#ffffff\n"])
    elif how == "version":
        doc["version"] = rng.choice([0, 2, 99, -1, "1", 1.0, True, None, 10**100])
    elif how == "format":
        doc["format"] = rng.choice(["daydream-board", "Daydream-Save", "", None, 1])
    elif how == "meta":
        doc["meta"] = rng.choice([{f"k{i}": i for i in range(65)}, {"": 1}, {"k": 1.5}, {"k": None},
                                  {"k": [1]}, {"k": "v" * 1001}, {"k" * 65: 1}, [], "meta"])
    elif how == "saved_at":
        doc["saved_at"] = rng.choice(["yesterday", "", "2026-13-45T99:99:99", "9" * 200, "2026-11-29T25:00"])
    else:
        return None
    # Each of these values is wrong whatever else the file holds.
    bad = how in ("no-seats", "six-seats", "ink", "version", "format", "meta", "saved_at")
    return f"table {how}{_must(bad)}", doc


# ---- boards (a board file, or the board inside a save)


def _board_of(doc: Any) -> dict | None:
    if isinstance(doc, dict) and doc.get("format") == "daydream-save":
        b = doc.get("board")
        return b if isinstance(b, dict) else None
    return doc if isinstance(doc, dict) else None


def op_board_shape(doc: Any, rng: random.Random):
    b = _board_of(doc)
    if b is None:
        return None
    how = rng.choice(["id", "rows", "cell-out", "cell-dup", "cell-drop", "cells-400", "cells-401",
                      "line-gap", "line-long", "item-dot-end", "item-nodes-31", "leaves", "titles",
                      "panels", "module-drop", "module-foreign", "frames-huge", "track-201"])
    cells = b.get("cells") if isinstance(b.get("cells"), list) else []
    if how == "id":
        b["id"] = rng.choice(["A", "D", "BC", "EF", "AD", "DA", "ABC", "DEF", "G", "a", ""])
    elif how == "rows":
        b[rng.choice(["rows", "cols"])] = rng.choice([0, 1, 2, 41, 1000, -3])
    elif how == "cell-out" and cells:
        rng.choice(cells)[rng.choice(["row", "col"])] = rng.choice([-1, 41, 40, 1000])
    elif how == "cell-dup" and cells:
        cells.append(copy.deepcopy(rng.choice(cells)))
    elif how == "cell-drop" and cells:
        del cells[rng.randrange(len(cells))]
    elif how in ("cells-400", "cells-401"):
        n = 400 if how == "cells-400" else 401
        b["cells"] = [{"row": i // 20, "col": i % 20} for i in range(n)]
        b["rows"] = b["cols"] = 40
    elif how == "line-gap" and b.get("lines"):
        line = rng.choice(b["lines"])
        if isinstance(line, dict) and isinstance(line.get("cells"), list) and line["cells"]:
            line["cells"][-1] = [39, 39]
    elif how == "line-long" and b.get("lines"):
        b["lines"][0] = {"cells": [[0, c] for c in range(40)]}
    elif how == "item-dot-end" and b.get("items"):
        item = rng.choice(b["items"])
        if isinstance(item, dict) and item.get("nodes"):
            item["nodes"][-1]["kind"] = "dot"
    elif how == "item-nodes-31" and b.get("items"):
        item = rng.choice(b["items"])
        if isinstance(item, dict):
            item["nodes"] = [{"kind": "dot", "x": 0.5, "y": 0.5}] * 30 + [{"kind": "sun", "x": 1, "y": 1}]
    elif how == "leaves":
        b["leaves"] = rng.choice([{"count": 20, "precircled": 21}, {"count": 0, "precircled": 1},
                                  {"count": 10**9, "precircled": 1}, {"count": 5}])
    elif how == "titles" and isinstance(b.get("titles"), list) and b["titles"]:
        b["titles"].reverse()
        if rng.random() < 0.5:
            b["titles"][0]["min"] = rng.choice([-10**9, 10**9, 2**63])
    elif how == "panels":
        b["panels"] = rng.choice([[], [{"letter": "Z", "first_col": 0, "last_col": 5}],
                                  [{"letter": "A", "first_col": 5, "last_col": 0}],
                                  [{"letter": "A", "first_col": 0, "last_col": 10**9}]])
    elif how == "module-drop":
        for m in ("constellation", "notes", "polaroids", "garland", "frames"):
            b.pop(m, None)
    elif how == "module-foreign":
        b["garland"] = {"moons": 20, "rewards": [{"kind": "points", "value": 20}] * 19}
    elif how == "frames-huge":
        b["frames"] = [{"id": f"f{i}", "name": {"en": "F", "fr": "F", "ja": "F"},
                        "cells": [[r % 40, c % 40] for r in range(20) for c in range(50)]}
                       for i in range(rng.choice([3, 30]))]
    elif how == "track-201":
        b["constellation"] = {"track": [{"x": i / 201, "y": 0.5, "big_star": i % 2 == 0} for i in range(201)]}
    else:
        return None
    bad = how in ("cells-401", "item-nodes-31", "leaves", "track-201", "item-dot-end")
    return f"board {how}{_must(bad)}", doc


# ---------------------------------------------------------------- text- and byte-level operations
# Each takes the JSON text of a (possibly already mutated) document and returns (detail, bytes).


def _bytes(text: str) -> bytes:
    """UTF-8, except that a lone surrogate (a hostile name) is written as its three bytes."""
    return text.encode("utf-8", "surrogatepass")


def tx_truncate(text: str, rng: random.Random):
    cut = rng.randrange(len(text))
    return f"truncated at {cut}{_must(bool(text[cut:].strip()))}", _bytes(text[:cut])


def tx_top_level(text: str, rng: random.Random):
    name, out = rng.choice([("list", "[" + text + "]"), ("string", json.dumps(text[:200])), ("number", "42"),
                            ("null", "null"), ("true", "true"), ("empty-list", "[]"), ("two-docs", text + text),
                            ("garbage-after", text + "}"), ("comment", "// saved\n" + text)])
    return f"top level {name}{MUST_REFUSE}", _bytes(out)


def tx_empty(text: str, rng: random.Random):
    name, out = rng.choice([("empty", b""), ("spaces", b"   \n\t"), ("bom-only", b"\xef\xbb\xbf"),
                            ("nul", b"\x00"), ("brace", b"{"), ("empty-object", b"{}")])
    return f"empty {name}{MUST_REFUSE}", out


def tx_bom(text: str, rng: random.Random):
    name, out = rng.choice([
        ("utf8-bom", b"\xef\xbb\xbf" + _bytes(text)),
        ("double-bom", b"\xef\xbb\xbf\xef\xbb\xbf" + _bytes(text)),
        ("utf16", text.encode("utf-16", "surrogatepass")),
        ("utf16-be", text.encode("utf-16-be", "surrogatepass")),
        ("utf32", text.encode("utf-32", "surrogatepass")),
        ("latin1", text.encode("latin-1", "replace")),
        ("crlf", _bytes(text.replace("\n", "\r\n"))),
    ])
    # UTF-16 and UTF-32 are not UTF-8, whatever their byte order mark says.
    return f"{name}{_must(name.startswith('utf16') or name == 'utf32')}", out


def tx_invalid_utf8(text: str, rng: random.Random):
    data = bytearray(_bytes(text))
    bad = rng.choice([b"\xff", b"\xc3\x28", b"\xed\xa0\x80", b"\xc0\xaf", b"\xf8\x88\x80\x80\x80",
                      b"\xe2\x82", b"\x80"])
    # Most often inside a string, where the JSON would otherwise stay valid.
    quotes = [i for i in range(min(len(data), 200_000)) if data[i] == 0x22]
    at = rng.choice(quotes) + 1 if quotes and rng.random() < 0.8 else rng.randrange(len(data) + 1)
    data[at:at] = bad
    return f"invalid utf-8 {bad!r} at {at}{MUST_REFUSE}", bytes(data)


def tx_byte_flip(text: str, rng: random.Random):
    data = bytearray(_bytes(text))
    n = rng.choice([1, 1, 2, 4, 16])
    spots = []
    for _ in range(n):
        i = rng.randrange(len(data))
        data[i] ^= 1 << rng.randrange(8)
        spots.append(i)
    return f"flipped bits at {spots[:4]}", bytes(data)


def tx_byte_splice(text: str, rng: random.Random):
    data = bytearray(_bytes(text))
    i = rng.randrange(len(data))
    j = min(len(data), i + rng.randint(1, 64))
    how = rng.choice(["delete", "duplicate", "random", "nul"])
    if how == "delete":
        del data[i:j]
    elif how == "duplicate":
        data[i:i] = data[i:j]
    elif how == "random":
        data[i:j] = bytes(rng.randrange(256) for _ in range(j - i))
    else:
        data[i:i] = b"\x00" * (j - i)
    return f"bytes {how} {i}:{j}", bytes(data)


def tx_raw_control(text: str, rng: random.Random):
    """A raw control character inside a JSON string: strict JSON refuses it."""
    data = text
    # Just inside a string value (emit writes `"key": "value"`), never between tokens.
    starts = [m.end() for m in re.finditer(r': "', data[:200_000])]
    if not starts:
        return None
    at = rng.choice(starts)
    ch = rng.choice(["\x00", "\x1b", "\n", "\t", "\x7f", "\u2028"])
    # JSON strings may not hold C0 characters raw; DEL and U+2028 are JSON's to allow.
    return f"raw {ch!r} in a string at {at}{_must(ch < ' ')}", _bytes(data[:at] + ch + data[at:])


def tx_whitespace(text: str, rng: random.Random):
    pad = rng.choice([" " * 100_000, "\n" * 100_000, "\t \r\n" * 1000, "\u00a0"])
    return f"padded with {pad[:1]!r}{_must(pad == chr(0xA0))}", _bytes(pad + text + pad)


# ---------------------------------------------------------------- putting it together


SAVE_OPS: list[tuple[Op, int]] = [
    (op_drop_key, 4), (op_drop_top_key, 3), (op_duplicate_key, 5), (op_rename_key, 3), (op_add_key, 3),
    (op_swap_type, 8), (op_bad_number, 7), (op_deep_nest, 3), (op_long_string, 3), (op_hostile_text, 8),
    (op_huge_list, 2), (op_empty, 3), (op_reorder_actions, 7), (op_dice, 6), (op_seed, 4), (op_text_limit, 4),
    (op_action_field, 7), (op_action_kind, 3), (op_table, 6), (op_board_shape, 4),
]
BOARD_OPS: list[tuple[Op, int]] = [
    (op_drop_key, 4), (op_drop_top_key, 3), (op_duplicate_key, 5), (op_rename_key, 3), (op_add_key, 3),
    (op_swap_type, 8), (op_bad_number, 7), (op_deep_nest, 3), (op_long_string, 3), (op_hostile_text, 8),
    (op_huge_list, 2), (op_empty, 3), (op_board_shape, 10), (op_text_limit, 4),
]
TEXT_OPS: list[tuple[Callable[[str, random.Random], tuple[str, bytes]], int]] = [
    (tx_truncate, 4), (tx_top_level, 2), (tx_empty, 1), (tx_bom, 3), (tx_invalid_utf8, 3),
    (tx_byte_flip, 4), (tx_byte_splice, 3), (tx_raw_control, 2), (tx_whitespace, 1),
]


def _weighted(rng: random.Random, ops: list[tuple[Any, int]]) -> Any:
    return rng.choices([o for o, _ in ops], weights=[w for _, w in ops])[0]


def _mutant(base: tuple[str, dict], ops: list[tuple[Op, int]], rng: random.Random) -> Mutant:
    name, doc = base
    steps: list[str] = []
    text_level = rng.random() < 0.22
    rounds = 1 if text_level or rng.random() < 0.75 else rng.randint(2, 3)
    for _ in range(rounds if not text_level or rng.random() < 0.4 else 0):
        for _attempt in range(5):
            op = _weighted(rng, ops)
            try:
                done = op(doc, rng) if isinstance(doc, dict) else None
            except (TypeError, KeyError, IndexError, AttributeError, ValueError):
                done = None  # an earlier change left a shape this one cannot work on
            if done is not None:
                steps.append(f"{op.__name__[3:]}: {done[0]}")
                doc = done[1]
                break
        if steps and MUST_REFUSE in steps[-1]:
            break  # a later change could take the defect away again
    text = emit(doc, ascii_only=rng.random() < 0.3)
    done = None
    while text_level and done is None:
        tx = _weighted(rng, TEXT_OPS)
        done = tx(text, rng)
    if done is not None:
        detail, data = done
        steps.append(f"{tx.__name__[3:]}: {detail}")
    else:
        data = _bytes(text)
    return f"{name} | {' + '.join(steps) or 'unchanged'}", data


def save_mutant(seed: int, i: int) -> Mutant:
    """Mutant number `i` of the saved games for `seed`."""
    rng = random.Random(f"save:{seed}:{i}")
    name, text = rng.choice(_base_saves())
    return _mutant((name, json.loads(text)), SAVE_OPS, rng)


def board_mutant(seed: int, i: int) -> Mutant:
    """Mutant number `i` of the board files for `seed`."""
    rng = random.Random(f"board:{seed}:{i}")
    name, text = rng.choice(_base_boards())
    return _mutant((name, json.loads(text)), BOARD_OPS, rng)


def save_mutants(seed: int, count: int, start: int = 0) -> Iterator[Mutant]:
    for i in range(start, start + count):
        yield save_mutant(seed, i)


def board_mutants(seed: int, count: int, start: int = 0) -> Iterator[Mutant]:
    for i in range(start, start + count):
        yield board_mutant(seed, i)


def unmutated_saves() -> list[Mutant]:
    """The base saves as files: every one must load (a fuzz run that refuses them proves nothing)."""
    return [(name, emit(doc).encode()) for name, doc in base_saves()]


def unmutated_boards() -> list[Mutant]:
    return [(name, emit(doc).encode()) for name, doc in base_boards()]
