"""Nothing recorded is destroyed: files set aside, backups before migrations, games taken back.

- A `records.sqlite` (or its `-wal`/`-shm`) that is a symbolic link, a FIFO, a folder or
  any other non-regular file is renamed aside, never followed and never opened (opening a
  FIFO would block; a link would make SQLite write into its target).
- A database this build cannot use (damaged, of other tables, or one whose migration
  fails) is renamed `records.bad-v<N>-<time>.sqlite`, N being the schema version of the
  build that set it aside; a fresh database is started in its place.
- Each later open tries again, once per build, every `records.bad-*.sqlite` that no build
  of this schema version has tried (names without `-v<N>-` were set aside by builds
  before this rule): a copy of it is migrated in a temporary folder, and its readable
  games whose `game_key` the records do not have yet are added. The file is then renamed
  `records.merged-<...>.sqlite` (kept, so nothing is lost), or, when even this build
  cannot read it, `records.bad-v<N>-<...>.sqlite` for a later build to try.
- Before a migration, the database is copied with SQLite's backup API to
  `records.before-v<old version>.sqlite`; the newest MAX_BACKUPS such copies are kept.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import os
import re
import sqlite3
import stat
import tempfile
import urllib.parse
from pathlib import Path

from .rows import good_games_sql, stored_save_sql

MAX_BACKUPS = 3
"""Copies made before migrations that are kept (the oldest go first)."""
MAX_TRIES = 4
"""Kept databases tried at one open: a folder full of them does not hold the app up."""
SIDE_FILES = ("-wal", "-shm")
_TRIED = re.compile(r"^records\.bad-v(\d+)-(.+)\.sqlite$")
_OLD = re.compile(r"^records\.bad-(?!v\d+-)(.+)\.sqlite$")

GAME_COLUMNS = ("game_key", "board_id", "board_name", "mode", "seed", "table_size", "turns", "items_total",
                "finished_at", "local_date", "daily_date", "own_board")
SEAT_COLUMNS = ("seat", "name", "kind", "bot", "ink", "total", "items", "modules", "thorns", "thorn_penalty",
                "tiebreak", "title_band", "title", "winner")


def read_only_uri(path: Path, immutable: bool = False) -> str:
    """An SQLite URI that opens `path` for reading only (`immutable`: without even a -shm)."""
    quoted = urllib.parse.quote(str(path.absolute()))
    return f"file:{quoted}?mode=ro" + ("&immutable=1" if immutable else "")


def is_odd(path: Path) -> bool:
    """True when `path` exists and is not a regular file (a link, even to a regular file,
    is odd: it is never followed)."""
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return False
    except OSError:
        return True
    return not stat.S_ISREG(mode)


def aside_name(path: Path, schema_version: int, prefix: str = "bad") -> Path:
    stamp = dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    candidate = path.with_name(f"records.{prefix}-v{schema_version}-{stamp}.sqlite")
    n = 2
    while os.path.lexists(candidate):
        candidate = path.with_name(f"records.{prefix}-v{schema_version}-{stamp}-{n}.sqlite")
        n += 1
    return candidate


def rename_with_sides(path: Path, target: Path) -> None:
    """Rename `path` (itself, never what it links to) and its -wal/-shm to `target`'s name."""
    os.replace(path, target)
    for suffix in SIDE_FILES:
        extra = path.with_name(path.name + suffix)
        if os.path.lexists(extra):
            with contextlib.suppress(OSError):  # a stale journal is ignored by a new file
                os.replace(extra, target.with_name(target.name + suffix))


def set_aside_odd(path: Path, schema_version: int) -> Path | None:
    """Rename a non-regular `path` (or non-regular side files) aside; the new name of the
    main file when it was the odd one, else None. OSError when it cannot be renamed."""
    if is_odd(path):
        target = aside_name(path, schema_version, "odd")
        rename_with_sides(path, target)
        return target
    for suffix in SIDE_FILES:
        extra = path.with_name(path.name + suffix)
        if is_odd(extra):
            os.replace(extra, aside_name(path, schema_version, "odd").with_suffix(".sqlite" + suffix))
    return None


# ------------------------------------------------------------ backups


def backup_before_migration(conn: sqlite3.Connection, path: Path, version: int) -> Path:
    """Copy the database `conn` holds to records.before-v<version>.sqlite (written to a
    temporary name, then renamed); the oldest copies beyond MAX_BACKUPS are removed.
    sqlite3.Error or OSError when the copy cannot be made: then nothing is migrated."""
    target = path.with_name(f"records.before-v{version}.sqlite")
    partial = target.with_name(f"{target.name}.{os.getpid()}.partial")
    dest = sqlite3.connect(partial)
    try:
        conn.backup(dest)
        dest.execute("PRAGMA journal_mode = DELETE")  # one file, which a copy can be
    finally:
        dest.close()
    os.replace(partial, target)
    copies = sorted(path.parent.glob("records.before-v*.sqlite"), key=lambda p: p.stat().st_mtime, reverse=True)
    for old in copies[MAX_BACKUPS:]:
        with contextlib.suppress(OSError):
            old.unlink()
    return target


# ------------------------------------------------------------ taking games back


def candidates(folder: Path, schema_version: int) -> list[Path]:
    """The kept databases a build of `schema_version` has not tried yet, oldest first."""
    found = []
    try:
        names = sorted(os.listdir(folder))
    except OSError:
        return []
    for name in names:
        tried = _TRIED.match(name)
        if (tried and int(tried.group(1)) < schema_version or _OLD.match(name)) \
                and not is_odd(folder / name):
            found.append(folder / name)
    return found[:MAX_TRIES]


def _rest(name: str) -> str:
    match = _TRIED.match(name) or _OLD.match(name)
    return match.groups()[-1] if match else name


def _copy_migrated(kept: Path, folder: Path) -> Path:
    """A migrated copy of `kept` in `folder` (the kept file is only read)."""
    from .db import _connect, _migrate

    copy = folder / "copy.sqlite"
    src = sqlite3.connect(read_only_uri(kept), uri=True)
    try:
        dest = sqlite3.connect(copy)
        try:
            src.backup(dest)
        finally:
            dest.close()
    finally:
        src.close()
    conn = _connect(copy)
    try:
        _migrate(conn, backup=False)
    finally:
        conn.close()
    return copy


def _merge(conn: sqlite3.Connection, copy: Path) -> int:
    """Add the readable games of `copy` that `conn` does not have (by game_key): the games
    added."""
    conn.execute("ATTACH DATABASE ? AS kept", (str(copy),))
    try:
        conn.execute(good_games_sql("kept", "kept_good"))
        games = ", ".join(GAME_COLUMNS)
        seats = ", ".join(SEAT_COLUMNS)
        added = 0
        conn.execute("BEGIN IMMEDIATE")
        try:
            rows = conn.execute(f"SELECT id, {games} FROM kept_good WHERE game_key NOT IN"
                                " (SELECT game_key FROM main.games)").fetchall()
            for row in rows:
                cur = conn.execute(f"INSERT INTO main.games ({games}) VALUES ({', '.join('?' * len(GAME_COLUMNS))})",
                                   row[1:])
                gid = cur.lastrowid
                conn.execute(f"INSERT INTO main.seats (game_id, {seats}) SELECT ?, {seats} FROM kept.seats"
                             " WHERE game_id = ?", (gid, row[0]))
                conn.execute("INSERT INTO main.table_seats (game_id, seat, name, total, strokes, winner)"
                             " SELECT ?, seat, name, total, strokes, winner FROM kept.table_seats"
                             " WHERE game_id = ?", (gid, row[0]))
                conn.execute(f"INSERT INTO main.saves (game_id, data) SELECT ?, {stored_save_sql()}"
                             f" FROM kept.saves WHERE game_id = ? AND ({stored_save_sql()}) IS NOT NULL",
                             (gid, row[0]))
                added += 1
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        return added
    finally:
        with contextlib.suppress(sqlite3.Error):
            conn.execute("DROP VIEW IF EXISTS temp.kept_good")
        conn.execute("DETACH DATABASE kept")


def take_back(conn: sqlite3.Connection, path: Path, schema_version: int) -> tuple[int, list[Path]]:
    """Try each kept database not yet tried by this build; (games added, files merged)."""
    from .db import _NotOurs

    added = 0
    merged: list[Path] = []
    if path.name != "records.sqlite":  # a database of another name has no kept siblings
        return added, merged
    for kept in candidates(path.parent, schema_version):
        try:
            with tempfile.TemporaryDirectory(prefix="daydream-records-") as folder:
                n = _merge(conn, _copy_migrated(kept, Path(folder)))
        except (sqlite3.Error, _NotOurs, OSError, MemoryError, ValueError):
            with contextlib.suppress(OSError):
                rename_with_sides(kept, kept.with_name(f"records.bad-v{schema_version}-{_rest(kept.name)}.sqlite"))
            continue
        target = kept.with_name(f"records.merged-{_rest(kept.name)}.sqlite")
        with contextlib.suppress(OSError):
            rename_with_sides(kept, target)
            merged.append(target)
        added += n
    return added, merged
