"""Finished games on their way to the records: none is lost between its end and its record.

A finished game is in the records once the transaction of `store.record_game` has
committed. Until then it is on disk in one of two places:

- the **autosave**, which the action that ended the game wrote durably;
- the folder of **unrecorded games** (`state/unrecorded/<game key>.daydream`), where a
  finished game is copied (`keep`) before anything may replace the autosave holding it:
  a new game, a file opened, another game continued.

`catch_up` records every finished game of both places that the records lack, by the key the
records already use (`store.game_key`), so a game is recorded once however often it is
caught up; an unrecorded copy is removed once its record has committed. It runs in the
background of the app at every start, after every game's end and again, later, while the
records cannot be written (a lock held by another program, a full disk, a database of a
newer version).

The **ledger** (`state/recorded-keys`) lists the keys of the games recorded lately. A game
found in an autosave is caught up only when its key is not in the ledger, so a record the
player deleted is not brought back by the autosave that still holds its game. A copy in
the unrecorded folder is always recorded: it is there because it was not.

No Qt: the app's record keeper (`ui/window/record_keeper.py`) runs this in a thread of
its own, and tests run it directly.
"""

from __future__ import annotations

import datetime as dt
import json
import os
import re
import sqlite3
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from daydream_qt.engine.atomicfile import SaveError, write_atomic
from daydream_qt.paths import state_dir

if TYPE_CHECKING:
    from daydream_qt.engine.game import Game

    from .db import Records
    from .store import TableSeat

SUFFIX = ".daydream"
TABLE = "table."
"""The meta keys of an unrecorded copy of a scoresheet game at a table, `table.<seat>`:
each seat's total as its player said it at the end (`store.TableSeat.to_json` as JSON
text, one short text per seat, as the save format's meta wants)."""
FINISHED_AT = "finished_at"
"""The meta key of an unrecorded copy: when the game ended (UTC, ISO 8601), which may be
long before the copy was made."""
LEDGER_KEYS = 500
"""Keys the ledger keeps (the newest): far more games than a player finishes between two
starts of the app, a few tens of kilobytes."""
_KEY = re.compile(r"[0-9a-f]{64}")


def unrecorded_dir() -> Path:
    """Where finished games wait for their record."""
    return state_dir() / "unrecorded"


def ledger_path() -> Path:
    return state_dir() / "recorded-keys"


def key_of(game: Game) -> str:
    """The records' key of `game` (its content, not when or by whom it was written)."""
    from daydream_qt.engine.savefile import game_to_dict

    from .store import game_key

    return game_key(game_to_dict(game))


def _utc(when: dt.datetime | None) -> dt.datetime:
    when = when or dt.datetime.now(dt.UTC)
    return when if when.tzinfo is not None else when.replace(tzinfo=dt.UTC)


def keep(game: Game, finished_at: dt.datetime | None = None, key: str | None = None,
         table: tuple[TableSeat, ...] | None = None) -> Path:
    """Copy a finished game into the unrecorded folder (durably), with its `table` when
    one was said; its path. A copy of a game in the records already, with a table, brings
    that table to its record when it is caught up.

    SaveError (one sentence) when it cannot be written: the caller must then not replace
    the autosave that holds the game."""
    from daydream_qt.engine.savefile import dumps_game

    key = key or key_of(game)
    folder = unrecorded_dir()
    path = folder / f"{key}{SUFFIX}"
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise SaveError(f"The folder {folder} cannot be written to ({exc.strerror or exc}).") from None
    when = _utc(finished_at).astimezone(dt.UTC).isoformat(timespec="seconds")
    meta: dict[str, str | int | bool] = {FINISHED_AT: when}
    for seat in table or ():
        meta[f"{TABLE}{seat.seat}"] = json.dumps(seat.to_json(), ensure_ascii=False, separators=(",", ":"))
    write_atomic(path, dumps_game(game, meta).encode("utf-8"), backup=False)
    return path


def waiting() -> list[Path]:
    """The unrecorded copies, oldest first (names that are not a key are not ours)."""
    try:
        found = [p for p in unrecorded_dir().iterdir()
                 if p.suffix == SUFFIX and _KEY.fullmatch(p.stem) and p.is_file() and not p.is_symlink()]
    except OSError:
        return []

    def age(p: Path) -> float:
        try:
            return p.stat().st_mtime
        except OSError:
            return 0.0

    return sorted(found, key=lambda p: (age(p), p.name))


def autosaves() -> list[Path]:
    """Every autosave file of every slot, whichever instance holds it."""
    try:
        return sorted(p for p in state_dir().glob(f"autosave*{SUFFIX}")
                      if p.is_file() and not p.is_symlink())
    except OSError:
        return []


# ------------------------------------------------------------ the ledger


def recorded_keys() -> set[str]:
    """The keys in the ledger (an unreadable ledger is an empty one: at worst a deleted
    record comes back, nothing is lost)."""
    from daydream_qt.engine import jsonfile

    try:
        raw = jsonfile.read_bytes(ledger_path(), LEDGER_KEYS * 70 + 1024)
    except (jsonfile.JsonFileError, OSError):
        return set()
    return {line for line in raw.decode("ascii", "replace").split() if _KEY.fullmatch(line)}


def note_recorded(keys: Iterable[str]) -> None:
    """Add `keys` to the ledger (the newest LEDGER_KEYS are kept); never raises."""
    new = [k for k in keys if _KEY.fullmatch(k)]
    if not new:
        return
    from daydream_qt.engine import jsonfile

    try:
        raw = jsonfile.read_bytes(ledger_path(), LEDGER_KEYS * 70 + 1024).decode("ascii", "replace")
    except (jsonfile.JsonFileError, OSError):
        raw = ""
    old = [line for line in raw.split() if _KEY.fullmatch(line) and line not in new]
    kept = (old + new)[-LEDGER_KEYS:]
    try:
        ledger_path().parent.mkdir(parents=True, exist_ok=True)
        write_atomic(ledger_path(), ("\n".join(kept) + "\n").encode("ascii"), backup=False)
    except (SaveError, OSError):
        pass


# ------------------------------------------------------------ catching up


class Unavailable(Exception):
    """The records cannot take a game now (locked, full, read-only, unopenable); str() is
    the reason, and every game stays where it was."""


@dataclass
class CatchUp:
    """What one `catch_up` did."""

    recorded: list[str] = field(default_factory=list)
    """Keys of games newly in the records."""
    known: list[str] = field(default_factory=list)
    """Keys of games that were in the records already."""
    broken: list[Path] = field(default_factory=list)
    """Unrecorded copies that could not be read, set aside as `<name>.bad`."""


def finished_at_of(meta: Mapping[str, object], saved_at: dt.datetime | None) -> dt.datetime | None:
    """When a stored game ended: its copy's `finished_at`, else when it was saved."""
    text = meta.get(FINISHED_AT)
    if isinstance(text, str):
        try:
            return _utc(dt.datetime.fromisoformat(text))
        except ValueError:
            pass
    return _utc(saved_at) if saved_at is not None else None


def is_unavailable(exc: BaseException) -> bool:
    """True for a database error that will pass (a lock, a full disk, a read-only file),
    as opposed to a damaged file."""
    from .db import is_damage

    return isinstance(exc, sqlite3.OperationalError) and not is_damage(exc)


def table_of_meta(meta: Mapping[str, object]) -> tuple[TableSeat, ...] | None:
    """The table an unrecorded copy carries (None: none, or not one as `keep` writes it)."""
    from .store import MAX_TABLE, table_from_json

    seats: list[object] = []
    for k in range(MAX_TABLE):
        text = meta.get(f"{TABLE}{k}")
        if not isinstance(text, str):
            break
        try:
            seats.append(json.loads(text))
        except (ValueError, RecursionError):  # not JSON, or nested deeper than a parser goes
            return None
    return table_from_json(seats) if seats else None


def record_one(records: Records, game: Game, finished_at: dt.datetime | None,
               table: tuple[TableSeat, ...] | None = None) -> bool:
    """Record a finished game (with its `table`, which replaces the table of a record
    already there); True when it is new. Unavailable when the records cannot take it now;
    any other error is the caller's."""
    from .db import RecordsError
    from .store import record_game

    try:
        return record_game(records, game, finished_at, table).new
    except RecordsError as exc:
        raise Unavailable(str(exc)) from None
    except sqlite3.DatabaseError as exc:
        if is_unavailable(exc):
            raise Unavailable(str(exc)) from None
        raise


def _set_aside(path: Path) -> Path | None:
    target = path.with_name(path.name + ".bad")
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


def catch_up(records: Records, sources: Iterable[Path] | None = None,
             from_autosaves: bool = True) -> CatchUp:
    """Record the finished games waiting in the unrecorded folder (or `sources`) and, with
    `from_autosaves`, those of the autosaves that the ledger does not list.

    A copy is removed once its game is in the records; an autosave is never touched.
    Unavailable as soon as the records cannot take a game (what is left stays on disk for
    the next try)."""
    from daydream_qt.engine.savefile import LoadError, load_game

    done = CatchUp()
    ledger = recorded_keys()
    copies = list(sources) if sources is not None else waiting()
    candidates = [(p, True) for p in copies] + ([(p, False) for p in autosaves()] if from_autosaves else [])
    try:
        for path, is_copy in candidates:
            try:
                loaded = load_game(path)
            except LoadError:
                if is_copy and _set_aside(path) is not None:
                    done.broken.append(path)
                continue
            game = loaded.game
            if not game.over:
                continue
            key = key_of(game)
            if not is_copy and key in ledger:
                continue
            new = record_one(records, game, finished_at_of(loaded.meta, loaded.saved_at),
                             table_of_meta(loaded.meta) if is_copy else None)
            (done.recorded if new else done.known).append(key)
            ledger.add(key)
            if is_copy:
                try:
                    path.unlink()
                except OSError:
                    pass  # recorded: the next catch-up finds it known and tries again
    finally:
        note_recorded(done.recorded + done.known)
    return done
