"""Which version of a file a window holds, and whether the disk still has it.

Two windows (or two instances) may open one saved game or one board draft. Each remembers
the `DiskVersion` (size and SHA-256 of the bytes) it read at open or wrote at its last
save; before writing over the file again it asks `change_since`, and a file someone else
saved meanwhile is never replaced without the player choosing what happens to both
versions.

- The decision is made on the content: a `touch`, a copy that keeps the bytes or a clock
  going backwards changes nothing, and an mtime that did not move (coarse clocks, copies
  keeping the time) cannot hide a change. The size is the quick check: a file whose size
  differs has changed without being read; otherwise it is read, bounded as the loaders
  read (`jsonfile.read_bytes`), and hashed: under a millisecond for a saved game.
- A file that vanished (deleted, or moved away) is `GONE`: saving re-creates it without a
  question, since nobody's version is overwritten by doing so, and the player asked to
  save there. Whatever else stands there now (a folder, a file too large or unreadable)
  is `CHANGED`: it is not the version this window knows.
- A window that knows no version (`known` None) expects no file: a file there is `CHANGED`.
- The check and the write are two steps, so a save landing in the millisecond between
  them is not seen; a lock per file would close that, at the cost of a lock left behind
  by every crash. A window remembers the version read *before* the content it loads, so a
  change racing with the open is seen as a change at the next save, never hidden.

Plain Python (no Qt, no pydantic): `free_name` also lives here, the "name (2).ext" that a
kept copy gets next to the file.
"""

from __future__ import annotations

import hashlib
import os
import re
from dataclasses import dataclass
from pathlib import Path

from . import jsonfile
from .atomicfile import name_max

SAME = "same"
GONE = "gone"
CHANGED = "changed"
"""What `change_since` finds: the version known, no file at all, or anything else."""

MAX_COPIES = 1000
"""Numbers `free_name` tries before it gives up ("name (2)" to "name (1000)")."""


@dataclass(frozen=True)
class DiskVersion:
    """One version of a file's content: its size and SHA-256."""

    size: int
    sha256: str

    @classmethod
    def of(cls, data: bytes) -> DiskVersion:
        return cls(len(data), hashlib.sha256(data).hexdigest())


class ChangedOnDisk(Exception):
    """The file at `path` is not the version the writer knew: nothing was written."""

    def __init__(self, path: Path, change: str) -> None:
        super().__init__(f"{path.name} changed on disk since it was read or saved, so it was not replaced.")
        self.path = path
        self.change = change


def read_version(path: str | os.PathLike[str], limit: int = jsonfile.MAX_FILE_BYTES) -> DiskVersion | None:
    """The version of the file at `path` now; None when there is no readable file of at
    most `limit` bytes there (nothing, a folder, a pipe, unreadable, too large)."""
    try:
        return DiskVersion.of(jsonfile.read_bytes(path, limit))
    except (jsonfile.JsonFileError, ValueError):  # ValueError: a NUL in the name
        return None


def change_since(path: str | os.PathLike[str], known: DiskVersion | None,
                 limit: int = jsonfile.MAX_FILE_BYTES) -> str:
    """`SAME` when the file at `path` is still `known` (or, `known` None, there is none),
    `GONE` when a known file is no longer there, else `CHANGED`; never raises."""
    try:
        st = os.stat(path)  # follows a link, as the reader and the writer do
    except (FileNotFoundError, NotADirectoryError, ValueError):
        return SAME if known is None else GONE
    except OSError:
        return CHANGED  # something stands there that cannot even be looked at
    if known is None or st.st_size != known.size:
        return CHANGED
    return SAME if read_version(path, limit) == known else CHANGED


def free_name(path: str | os.PathLike[str]) -> Path:
    """A name next to `path` that nothing uses yet: "name (2).ext", "name (3).ext", ...

    A copy of "name (2).ext" is "name (3).ext", not "name (2) (2).ext". A stem too long for
    the folder's file system is shortened (on a character) to make room for the number;
    past a thousand copies the number is a random tag. Never raises."""
    p = Path(path)
    suffix = p.suffix if len(os.fsencode(p.suffix)) < 32 else ""
    stem = p.name[: len(p.name) - len(suffix)] if suffix else p.name
    stem = re.sub(r" \(\d+\)$", "", stem) or stem  # a copy of "name (2)" is "name (3)"
    limit = name_max(p.parent)
    for n in range(2, MAX_COPIES + 1):
        tail = f" ({n}){suffix}"
        room = limit - len(os.fsencode(tail))
        cut = stem
        while cut and len(os.fsencode(cut)) > room:
            cut = cut[:-1]
        candidate = p.with_name(cut.rstrip() + tail)
        if not os.path.lexists(candidate):
            return candidate
    while True:  # a thousand copies already: a random tag, which is free at once in practice
        candidate = p.with_name(f"{stem[:40].rstrip()} ({os.urandom(4).hex()}){suffix}")
        if not os.path.lexists(candidate):
            return candidate
