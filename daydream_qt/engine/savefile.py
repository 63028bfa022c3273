"""Saved games (`.daydream`): a versioned, self-contained JSON file replayed through the engine.

This is the file edge for games: the envelope is a pydantic model, the embedded board goes
through `load_board`, each action through `action_from_dict`, and the log through
`Game.replay`. Every problem on the way in is a `LoadError` of one plain sentence; every
problem on the way out is a `SaveError`, and the file that was there stays as it was.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    StrictBool,
    StrictInt,
    StrictStr,
    ValidationError,
)

from . import jsonfile
from .actions import ACTION_TYPES, Action, action_from_dict, action_to_dict, is_action_kind
from .atomicfile import SaveError as SaveError  # re-exported: what save_game raises
from .atomicfile import write_atomic
from .board import compile_board
from .boarddef import BoardError, load_board
from .boardspec import BoardSpec
from .game import Game, ReplayError, SeatInfo
from .untrusted import MAX_BOT_NAME, MAX_SEAT_NAME, excerpt

SAVE_FORMAT = "daydream-save"
SAVE_VERSION = 1
"""The version this app writes, and the newest it reads."""
SAVE_SUFFIX = ".daydream"
MAX_SAVE_BYTES = 5 * 1024 * 1024
"""A saved game is a few tens of kilobytes; anything past 5 MB is not one."""
MAX_DEPTH = jsonfile.MAX_DEPTH
"""Deepest bracket nesting a saved game may have (a real one nests 6 deep)."""
EARLIEST_TIME = datetime(2000, 1, 1, tzinfo=UTC)
LATEST_TIME = datetime(2199, 12, 31, 23, 59, 59, tzinfo=UTC)
"""The times a file's `saved_at` (and a record's date) is kept within: a file may say 9999 or
0001, and such a time shown in a time zone east or west of UTC is past the calendar's end."""

MAX_ACTIONS = 20_000
"""Longest action log a file may hold.

Every turn each seat writes at least one die (at most one is given up, R4) into a connected
grid, so a game lasts at most `cells - 1` turns, 399 on the largest board the schema allows.
A turn holds 1 roll and, per seat, at most 2 writes or give-ups, 2 line choices and 1
confirmation: 26 actions for 5 seats. Strokes and bonuses are bounded by the items' nodes
(60 items of 30 nodes) for each seat: 9,300 for 5 seats. 399 * 26 + 9,300 + 7 scoresheet
actions = 19,681. A real solo game on a shipped board holds about 500, a 5-seat one under
3,000."""
MAX_APP = 200
"""The "app" text: who wrote the file."""
MAX_META_ENTRIES = 64
MAX_META_KEY = 64
MAX_META_TEXT = 1000
"""The "meta" object: entries, characters of a key, characters of a text value."""

MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}
"""Step migrations on the raw JSON dict: MIGRATIONS[n] turns a version n file into version n + 1.

The loader sets "version" to n + 1 after each step, so a migration only reshapes content.
"""


class LoadError(ValueError):
    """A file that cannot be loaded as a game; str() is one plain sentence for the player."""

    def __init__(self, message: str, index: int | None = None, board: BoardError | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.index = index
        """The index of the first bad action in the log, or None when the problem is elsewhere."""
        self.board = board
        """The refusal of the file's board when that is the problem (the app words it in the
        player's language), else None."""


# ---------------------------------------------------------------- the file's envelope


def clamp_time(when: datetime) -> datetime:
    """`when` moved into EARLIEST_TIME .. LATEST_TIME, in UTC (a time without a zone is
    taken as UTC, as a file's `saved_at` is written)."""
    if when.tzinfo is None or when.utcoffset() is None:
        when = when.replace(tzinfo=UTC)
    if when <= EARLIEST_TIME:
        return EARLIEST_TIME
    if when >= LATEST_TIME:
        return LATEST_TIME
    return when.astimezone(UTC)


def _iso_datetime(value: str) -> str:
    try:
        datetime.fromisoformat(value)
    except ValueError:
        raise ValueError("it is not an ISO 8601 date and time") from None
    return value


class _Model(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)


class SeatRecord(_Model):
    """One seat of the saved table."""

    name: str = Field(min_length=1, max_length=MAX_SEAT_NAME)
    ink: str = Field(pattern=r"^#[0-9a-fA-F]{6}$")
    """Marker colour, #rrggbb."""
    bot: str | None = Field(default=None, min_length=1, max_length=MAX_BOT_NAME)
    """The bot playing this seat, or null for a person."""


MetaKey = Annotated[str, Field(min_length=1, max_length=MAX_META_KEY)]
MetaValue = Annotated[StrictStr, Field(max_length=MAX_META_TEXT)] | StrictBool | StrictInt


class SaveFile(_Model):
    """The whole file. `board` and `actions` are checked by the engine's own parsers."""

    format: Literal["daydream-save"]
    version: int
    app: str = Field(min_length=1, max_length=MAX_APP)
    """Who wrote the file, e.g. "daydream_qt 0.1.0"."""
    saved_at: Annotated[str, Field(max_length=40), AfterValidator(_iso_datetime)]
    """When, as an ISO 8601 date and time in UTC."""
    mode: Literal["solo", "pass_and_play", "scoresheet"]
    seats: list[SeatRecord] = Field(min_length=1, max_length=5)
    table_size: int = Field(ge=1, le=5)
    """Players at the table: the seats, or in scoresheet mode the count typed in."""
    seed: int = Field(ge=-(2**63), le=2**63 - 1)
    """Fixes the app's dice rolls."""
    board: dict[str, Any]
    """The whole board definition, so the file plays without the board files."""
    actions: list[Any] = Field(max_length=MAX_ACTIONS)
    """The action log, oldest first; each an object with a "kind"."""
    meta: dict[MetaKey, MetaValue] | None = Field(default=None, max_length=MAX_META_ENTRIES)
    """Small free data for the app (a title, ...): string keys, string/int/bool values."""


@dataclass(frozen=True)
class LoadedGame:
    """A game read from a file, replayed up to its last action."""

    game: Game
    meta: dict[str, str | int | bool] = field(default_factory=dict)
    app: str = ""
    """The app that wrote the file."""
    saved_at: datetime | None = None
    version: int = SAVE_VERSION
    """The version the file was written in (before any migration)."""


# ---------------------------------------------------------------- sentences


def _one_line(text: object, limit: int = 240) -> str:
    """Collapse whitespace, escape control characters and cap the length, so hostile data
    can neither make a wall of text nor drive the terminal or label that shows it."""
    return excerpt(text, limit)


def _sentence(text: str) -> str:
    text = _one_line(text, 400)
    return text if text.endswith((".", "!", "?", "…")) else text + "."


def _fail(message: str, index: int | None = None, board: BoardError | None = None) -> LoadError:
    return LoadError(_sentence(message), index, board)


def _loc(parts: tuple[object, ...]) -> str:
    out = ""
    for p in parts:
        out += f"[{p}]" if isinstance(p, int) else (f".{p}" if out else str(p))
    return _one_line(out, 80)


def _envelope_problem(exc: ValidationError) -> str:
    """The first schema error of the envelope, as a sentence naming the place."""
    err = exc.errors()[0]
    if err["loc"][:1] == ("meta",):
        return _sentence(
            'The saved game\'s "meta" may only map short names to short strings, '
            "whole numbers or true/false"
        )
    where = _loc(tuple(err["loc"]))
    msg = err["msg"].removeprefix("Value error, ")
    if err["type"] == "missing":
        return _sentence(f'The saved game has no "{where}" entry')
    if err["type"] == "extra_forbidden":
        return _sentence(f'The saved game has an unexpected entry "{where}"')
    if err["type"] == "too_short":
        n = err.get("ctx", {}).get("min_length", 1)
        return _sentence(f'The saved game\'s "{where}" needs at least {n} entr{"y" if n == 1 else "ies"}')
    if err["type"] == "string_too_long":
        n = err.get("ctx", {}).get("max_length", 0)
        return _sentence(f'The saved game\'s "{where}" is longer than {n} characters')
    if err["type"] == "too_long":
        n = err.get("ctx", {}).get("max_length", 0)
        return _sentence(f'The saved game\'s "{where}" has more than {n} entries')
    if err["type"] == "string_pattern_mismatch":
        return _sentence(f'The saved game\'s "{where}" is not a colour written as #rrggbb')
    if err["type"] == "dict_type" and where == "board":
        return _sentence('The saved game\'s "board" is not a board: a board is one group of entries in curly braces')
    return _sentence(f'The saved game\'s "{where}" is not valid: {msg[:1].lower()}{msg[1:]}')


# ---------------------------------------------------------------- reading


def _parse_json(text: str) -> object:
    try:
        return jsonfile.parse_json(text, MAX_SAVE_BYTES, MAX_DEPTH)
    except jsonfile.JsonFileError as exc:
        raise _file_problem(exc) from None


def _file_problem(exc: jsonfile.JsonFileError, name: str = "") -> LoadError:
    """The sentence for a file the bounded reader refused."""
    if exc.kind == jsonfile.TOO_BIG:
        return _fail("The file is larger than 5 MB, so it is not a saved game")
    if exc.kind == jsonfile.TOO_DEEP:
        return _fail(f"The file {exc.problem}, so it is not a saved game")
    if exc.kind == jsonfile.NESTED:
        return _fail("The file is nested too deeply to be a saved game")
    if exc.kind in (jsonfile.UNREADABLE, jsonfile.NOT_A_FILE):
        return _fail(f"The file {excerpt(name)} {exc.problem}")
    return _fail(f"The file is not a saved game: it {exc.problem}")


def _migrate(data: dict[str, Any]) -> tuple[dict[str, Any], int]:
    version = data.get("version")
    if type(version) is not int:
        raise _fail('The file has no valid "version" number, so it cannot be read')
    original = version
    if version > SAVE_VERSION:
        raise _fail(
            f"This file was saved by a newer version of Daydream (version {version}); "
            f"this app reads up to version {SAVE_VERSION}"
        )
    while version < SAVE_VERSION:
        step = MIGRATIONS.get(version)
        if step is None:
            raise _fail(f"This file uses save version {version}, which this app cannot read")
        try:
            data = step(dict(data))
        except Exception as exc:  # a migration meeting a file it did not expect
            raise _fail(f"The file could not be upgraded from version {version}: {_one_line(exc)}") from None
        if not isinstance(data, dict):
            raise _fail(f"The file could not be upgraded from version {version}")
        version += 1
        data["version"] = version
    return data, original


def _actions(raw: list[Any]) -> list[Action]:
    out: list[Action] = []
    for i, item in enumerate(raw):
        if not isinstance(item, dict):
            raise _fail(f"Action {i} is not an object", i)
        kind = item.get("kind")
        if not is_action_kind(kind):
            shown = f"'{excerpt(kind)}'" if isinstance(kind, str) else "no kind"
            raise _fail(f"Action {i} has an unknown kind ({shown})", i)
        fields = ACTION_TYPES[kind]._fields
        extra = next((key for key in item if key not in fields), None)
        if extra is not None:  # named here, where the sentence quotes only an excerpt of it
            raise _fail(f"Action {i} is not valid: unexpected field '{excerpt(extra)}' in a {kind} action", i)
        try:
            out.append(action_from_dict(item))
        except ValueError as exc:
            raise _fail(f"Action {i} is not valid: {_one_line(exc)}", i) from None
    return out


def loads_game(text: str) -> LoadedGame:
    """Read a saved game from its JSON text, replaying every action; LoadError on any problem."""
    if not isinstance(text, str):
        raise _fail("A saved game must be text")
    text = text.removeprefix("\ufeff")
    data = _parse_json(text)
    if not isinstance(data, dict):
        raise _fail("The file is not a saved game: its top level is not a JSON object")
    if data.get("format") != SAVE_FORMAT:
        raise _fail(f'The file is not a Daydream saved game (its "format" is not "{SAVE_FORMAT}")')
    data, original = _migrate(data)
    try:
        env = SaveFile.model_validate(data)
    except ValidationError as exc:
        raise LoadError(_envelope_problem(exc)) from None
    try:
        board = compile_board(load_board(env.board))
    except BoardError as exc:
        place = f" at {_one_line(exc.where, 80)}" if exc.where else ""
        raise _fail(f"The board in the file is broken{place}: {_one_line(exc.message)}", board=exc) from None
    actions = _actions(env.actions)
    if env.mode != "scoresheet" and env.table_size != len(env.seats):
        raise _fail(
            f"The table size ({env.table_size}) does not match the {len(env.seats)} seat(s) "
            f"of a {env.mode.replace('_', '-')} game"
        )
    seats = [SeatInfo(s.name, s.ink, s.bot) for s in env.seats]
    try:
        game = Game(board, env.mode, seats, env.seed, env.table_size)
    except ValueError as exc:
        raise _fail(f"The seats do not fit the game's mode: {_one_line(exc)}") from None
    try:
        game.replay(actions, seeded_dice=True)
    except ReplayError as exc:
        raise _fail(f"Action {exc.index} is not legal: {_one_line(exc.message)}", exc.index) from None
    except Exception as exc:  # an engine bug must still reach the player as a sentence
        i = len(game.log)
        raise _fail(f"Action {i} could not be replayed ({type(exc).__name__})", i) from None
    return LoadedGame(
        game=game,
        meta=dict(env.meta or {}),
        app=env.app,
        saved_at=clamp_time(datetime.fromisoformat(env.saved_at)),
        version=original,
    )


def load_game(path: str | os.PathLike[str]) -> LoadedGame:
    """Read a `.daydream` file; the file is only read, never changed.

    Only a regular file of at most 5 MB is read (a named pipe, a device or a folder is
    refused at once, without waiting), see `jsonfile.read_bytes`.
    """
    try:
        raw = jsonfile.read_bytes(path, MAX_SAVE_BYTES)
    except jsonfile.JsonFileError as exc:
        raise _file_problem(exc, Path(path).name) from None
    try:
        text = jsonfile.decode(raw)
    except jsonfile.JsonFileError as exc:
        raise _file_problem(exc) from None
    return loads_game(text)


# ---------------------------------------------------------------- writing


def _app_name() -> str:
    from daydream_qt import __version__

    return f"daydream_qt {__version__}"


_last_board: tuple[BoardSpec, dict[str, Any]] | None = None


def _board_data(defn: BoardSpec) -> dict[str, Any]:
    """The board's JSON form, kept for the last board asked for: the autosave after every
    action embeds the same (immutable) board each time, some 0.4 ms to rebuild. What this
    returns is only read (validated, written out), never changed."""
    global _last_board
    kept = _last_board
    if kept is not None and kept[0] is defn:
        return kept[1]
    data = defn.to_dict()
    _last_board = (defn, data)
    return data


def game_to_dict(game: Game, meta: dict[str, str | int | bool] | None = None) -> dict[str, Any]:
    """The file's content as plain JSON data, validated against the same model the loader uses."""
    data: dict[str, Any] = {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "app": _app_name(),
        "saved_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "mode": game.mode.value,
        "seats": [{"name": s.name, "ink": s.ink, "bot": s.bot} for s in game.seats],
        "table_size": game.table.table_size,
        "seed": game.seed,
        "board": _board_data(game.board.defn),
    }
    if meta is not None:
        data["meta"] = dict(meta)
    data["actions"] = [action_to_dict(a) for a in game.log]
    try:
        SaveFile.model_validate(data)
    except ValidationError as exc:
        problem = _envelope_problem(exc)
        raise SaveError(f"The game cannot be saved: {problem[:1].lower()}{problem[1:]}") from None
    return data


def _pretty(value: Any, indent: int = 0, width: int = 100) -> str:
    """Indented JSON that keeps any object or list fitting in `width` on one line.

    So each action, cell and node of the file reads as one line.
    """
    flat = json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
    if not isinstance(value, dict | list) or not value or indent + len(flat) <= width:
        return flat
    pad = " " * (indent + 2)
    if isinstance(value, dict):
        parts = [f"{pad}{json.dumps(k, ensure_ascii=False)}: {_pretty(v, indent + 2, width)}"
                 for k, v in value.items()]
        return "{\n" + ",\n".join(parts) + "\n" + " " * indent + "}"
    parts = [pad + _pretty(v, indent + 2, width) for v in value]
    return "[\n" + ",\n".join(parts) + "\n" + " " * indent + "]"


def dumps_game(game: Game, meta: dict[str, str | int | bool] | None = None) -> str:
    """The file's text: indented JSON, one action (or cell, or node) per line, newline-terminated."""
    return _pretty(game_to_dict(game, meta)) + "\n"


def save_game(
    game: Game,
    path: str | os.PathLike[str],
    meta: dict[str, str | int | bool] | None = None,
    *,
    durable: bool = True,
) -> None:
    """Save `game` to `path` atomically, keeping the previous version as `path`.bak.

    `durable=False` is for the autosave written after every action: still atomic (temp
    file, then `os.replace`, so a killed process leaves the old or the new file, never half
    of one), but without fsync, without the .bak copy and as compact JSON, so it costs a
    couple of milliseconds; the caller makes it durable at the end of each turn.
    """
    if durable:
        write_atomic(path, dumps_game(game, meta).encode("utf-8"))
    else:
        data = json.dumps(game_to_dict(game, meta), ensure_ascii=False, separators=(",", ":"))
        write_atomic(path, data.encode("utf-8") + b"\n", durable=False)
