"""The listing of the player's boards folder, kept between listings and read lazily.

Checking a board file in full (the bounded reader, the schema, every invariant) takes some
0.1 s for a board at the schema's limits, so 200 of them would hold the New game dialog for
20 s. A listing therefore:

- keeps what it read of each file, keyed by its path, size, modification time (ns) and
  inode (a board saved atomically is a new file): an unchanged file is never read again in
  this process, a changed one is read again;
- checks in full the files it has not seen, up to CHECK_BYTES of them a listing (the
  ordinary folder: every file, at once);
- of the rest reads only the head (HEAD_BYTES): the combination and the name, which the
  board editor writes first. Such a board is listed unchecked, as if it could be played;
  it is checked in full when it is chosen (`check`) and by the next listings, CHECK_BYTES
  at a time. A file whose head does not say both is left out until a listing checks it.

Nothing here trusts the file: its head is read from the file itself (never through a
link, never waiting on a pipe; a link or a special file goes to `read_model`, which says
what it is), parsed by the json module's own scanner (a value it cannot finish is no
answer), and a name is only taken within the board text limit, to be shown as plain text.
"""

from __future__ import annotations

import codecs
import json
import os
import stat
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from daydream_qt.engine.boardspec import BOARD_IDS
from daydream_qt.engine.untrusted import MAX_BOARD_TEXT

CHECK_BYTES = 400_000
"""Bytes of unseen files a listing checks in full (about 0.2 s): every file of a folder of
ordinary boards, one or two at the schema's limits."""
HEAD_BYTES = 8192
"""Bytes read of a file that is not checked in full: the editor writes id and name first."""
LANGUAGES = ("en", "fr", "ja")

if TYPE_CHECKING:
    from .store import UserBoard

_Key = tuple[int, int, int]
_seen: dict[Path, tuple[_Key, UserBoard | None, bool]] = {}
"""path -> ((size, mtime_ns, inode), its UserBoard or None when it is not a board, checked in full)."""


def forget() -> None:
    """Drop everything kept (tests; a new boards folder)."""
    _seen.clear()


def _key(st: os.stat_result) -> _Key:
    return (st.st_size, st.st_mtime_ns, st.st_ino)


def _check(path: Path) -> UserBoard | None:
    """The UserBoard of a file checked in full, or None when it is not a board."""
    from .store import StoreError, UserBoard, read_model

    try:
        m = read_model(path)
    except StoreError:
        return None
    problems = m.problems()
    return UserBoard(path, m.board_id, m.name.as_dict(), len(problems), problems[0] if problems else None)


def _head(path: Path) -> UserBoard | None:
    """An unchecked UserBoard from the file's head, or None when the head does not tell."""
    from .store import UserBoard

    try:  # never through a link, never waiting on a pipe: a file of the folder itself
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return None
        raw = os.read(fd, HEAD_BYTES)
    except OSError:
        return None
    finally:
        os.close(fd)
    try:
        text = codecs.getincrementaldecoder("utf-8")().decode(raw, final=False)
    except UnicodeDecodeError:
        return None
    found = _top_entries(text.removeprefix("\ufeff"), ("id", "name"))
    if found is None:
        return None
    board_id, name = found.get("id"), found.get("name")
    if board_id not in BOARD_IDS or not isinstance(name, dict):
        return None
    names = {k: v for k, v in name.items() if k in LANGUAGES and isinstance(v, str)}
    if any(len(v) > MAX_BOARD_TEXT for v in names.values()):
        return None
    return UserBoard(path, board_id, names, 0, None, checked=False)


def _top_entries(text: str, wanted: tuple[str, ...]) -> dict[str, Any] | None:
    """The `wanted` entries of the JSON object `text` begins, read entry by entry until all
    are found; None when the text is cut first, is not such an object or names one twice."""
    decoder = json.JSONDecoder()
    n = len(text)

    def skip(i: int) -> int:
        while i < n and text[i] in " \t\r\n":
            i += 1
        return i

    i = skip(0)
    if i >= n or text[i] != "{":
        return None
    i += 1
    found: dict[str, Any] = {}
    keys: set[str] = set()
    try:
        while len(found) < len(wanted):
            i = skip(i)
            if i >= n or text[i] != '"':
                return None
            key, i = decoder.raw_decode(text, i)
            i = skip(i)
            if i >= n or text[i] != ":":
                return None
            value, i = decoder.raw_decode(text, skip(i + 1))
            if key in keys:
                return None
            keys.add(key)
            if key in wanted:
                found[key] = value
            i = skip(i)
            if i >= n or text[i] not in ",}":
                return None
            if text[i] == "}":
                break
            i += 1
    except (ValueError, RecursionError):
        return None
    return found if len(found) == len(wanted) else None


def listed(paths: Iterable[Path], check_bytes: int | None = None) -> list[UserBoard]:
    """The UserBoards of `paths` (not sorted), from what was kept where a file is unchanged;
    `check_bytes` (default CHECK_BYTES) of the files not checked yet are checked in full."""
    if check_bytes is None:
        check_bytes = CHECK_BYTES
    out: list[UserBoard] = []
    spent = 0
    keep: set[Path] = set()
    for p in paths:
        try:
            st = p.lstat()
        except OSError:
            continue
        if not stat.S_ISREG(st.st_mode):
            # a link or a special file: read_model says what it is (and is not kept)
            board = _check(p)
            if board is not None:
                out.append(board)
            continue
        keep.add(p)
        key = _key(st)
        kept = _seen.get(p)
        if kept is not None and kept[0] == key and (kept[2] or spent + st.st_size > check_bytes):
            board = kept[1]
        elif spent + st.st_size <= check_bytes:
            spent += st.st_size
            board = _check(p)
            _seen[p] = (key, board, True)
        else:
            board = kept[1] if kept is not None and kept[0] == key else _head(p)
            if board is not None:
                _seen[p] = (key, board, False)
        if board is not None:
            out.append(board)
    folders = {p.parent for p in keep}
    for p in [p for p in _seen if p not in keep and p.parent in folders]:  # gone from the folder
        del _seen[p]
    return out


def check(path: Path) -> UserBoard | None:
    """The UserBoard of `path` checked in full now (kept for the next listings), or None
    when the file is not a board."""
    p = Path(path)
    try:
        st = p.lstat()
    except OSError:
        _seen.pop(p, None)
        return None
    if not stat.S_ISREG(st.st_mode):
        _seen.pop(p, None)
        return _check(p)
    kept = _seen.get(p)
    if kept is not None and kept[0] == _key(st) and kept[2]:
        return kept[1]
    board = _check(p)
    _seen[p] = (_key(st), board, True)
    return board
