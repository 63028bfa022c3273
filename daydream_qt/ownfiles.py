"""The app's own files (settings, autosave, drafts, the log): never a link, never a pipe.

They live in folders the app keeps, but anything may have been put in their place: a named
pipe would hold the start forever (opening one waits for a writer), a symbolic link would
have the app read, then write, a file somewhere else. So an own file is opened with
O_NOFOLLOW | O_NONBLOCK (where the platform has them), fstat on the open descriptor must
say it is a regular file, and at most `limit + 1` bytes are read.

Whatever else stands in its place is set aside: renamed to `<name>.bad-<YYYYMMDD-HHMMSS>`
in the same folder. A link is renamed, never followed, and what it points to is never
touched or deleted. The caller then starts afresh (defaults, no autosave) and says so once.

A file given on the command line (`--out FILE`) is the player's, not ours: it is never set
aside, but a link is written through only when asked (`--force`) and anything that is not
a regular file is refused (`out_problem`).

No Qt and nothing heavy: the settings are read through here before the first frame.
"""

from __future__ import annotations

import errno
import os
import stat
import time
from pathlib import Path

_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_READ = (os.O_RDONLY | _NOFOLLOW | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
         | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0))
_APPEND = (os.O_WRONLY | os.O_APPEND | os.O_CREAT | _NOFOLLOW | getattr(os, "O_NONBLOCK", 0)
           | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0))
ASIDE_TRIES = 100
"""Names tried for one set-aside file (`.bad-<stamp>`, then `-2` ... `-99`)."""


class NotOwnFile(OSError):
    """Something other than a regular file stood where an own file goes; str() is one sentence.

    `what` says what it was ("a symbolic link", "a named pipe", ...); `aside` is where it
    was moved, or None when it could not be moved (then it was left as it was, unused)."""

    def __init__(self, path: Path, what: str, aside: Path | None) -> None:
        if aside is not None:
            message = f"{path.name} was {what} rather than a plain file, so it was set aside as {aside.name}."
        else:
            message = f"{path.name} is {what} rather than a plain file, so it was not used."
        super().__init__(message)
        self.path = path
        self.what = what
        self.aside = aside
        self.message = message

    def __str__(self) -> str:
        return self.message


class OwnFileTooBig(OSError):
    """An own file larger than its limit: not ours either, but left for the caller to judge."""

    def __init__(self, path: Path, limit: int) -> None:
        super().__init__(f"{path.name} is larger than {limit:,} bytes.")
        self.path = path


def what_is(mode: int) -> str:
    """What a file of `mode` is, as a phrase ("a named pipe"); "" for a regular file."""
    if stat.S_ISREG(mode):
        return ""
    if stat.S_ISLNK(mode):
        return "a symbolic link"
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "something other than a file"


def _odd(path: Path) -> str:
    """What stands at `path` when it is not a regular file (the path itself, never what a link
    points to); "" for a regular file or nothing at all."""
    try:
        return what_is(os.lstat(path).st_mode)
    except (OSError, ValueError):
        return ""


def set_aside(path: str | os.PathLike[str]) -> Path:
    """Rename whatever is at `path` (a link as a link) to `<name>.bad-<YYYYMMDD-HHMMSS>` in the
    same folder, on a free name; the new path. OSError when it cannot be moved."""
    p = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(1, ASIDE_TRIES):
        aside = p.with_name(f"{p.name}.bad-{stamp}{'' if n == 1 else f'-{n}'}")
        if os.path.lexists(aside):
            continue
        os.rename(p, aside)  # renames the link itself: its target is not touched
        return aside
    raise OSError(errno.EEXIST, "no free name to set the file aside", str(p))


def _refuse(path: Path, what: str) -> NotOwnFile:
    """Set aside what is at `path` and say so; when it cannot be moved, say that instead."""
    try:
        aside: Path | None = set_aside(path)
    except OSError:
        aside = None
    return NotOwnFile(path, what, aside)


def read_own_file(path: str | os.PathLike[str], limit: int) -> bytes | None:
    """The bytes of the own file at `path`; None when there is none.

    NotOwnFile (after setting it aside) when a link, a pipe, a folder or a device is in its
    place; OwnFileTooBig past `limit` bytes (the file is left where it is); any other
    OSError as the system gives it. Never blocks and never follows a link at `path` itself
    (a link among the folders above it, a dotfiles folder, is followed as usual)."""
    p = Path(path)
    if not _NOFOLLOW:  # no O_NOFOLLOW (Windows): look first, then check the descriptor is it
        what = _odd(p)
        if what:
            raise _refuse(p, what)
    try:
        fd = os.open(p, _READ)
    except FileNotFoundError:
        return None
    except OSError:
        what = _odd(p)  # ELOOP on Linux, EMLINK on FreeBSD, EFTYPE on NetBSD for a link
        if what:
            raise _refuse(p, what) from None
        raise
    try:
        st = os.fstat(fd)
        what = what_is(st.st_mode)
        if not what and not _NOFOLLOW:
            before = os.lstat(p)
            if (before.st_dev, before.st_ino) != (st.st_dev, st.st_ino):
                what = _odd(p) or "something other than a file"
        if what:
            os.close(fd)
            fd = -1
            raise _refuse(p, what)
        if st.st_size > limit:
            raise OwnFileTooBig(p, limit)
        chunks: list[bytes] = []
        total = 0
        while total <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
    finally:
        if fd >= 0:
            os.close(fd)
    if total > limit:
        raise OwnFileTooBig(p, limit)
    return b"".join(chunks)


def clear_way(path: str | os.PathLike[str]) -> NotOwnFile | None:
    """Before an own file is written: set aside a link or anything not a regular file at
    `path`, and return what was done (None: nothing was in the way). The write itself still
    refuses a link (`write_atomic` without `follow_symlink`), so nothing is written through
    one that appears in between."""
    p = Path(path)
    what = _odd(p)
    return _refuse(p, what) if what else None


def open_own_append(path: str | os.PathLike[str]) -> tuple[int, NotOwnFile | None]:
    """A descriptor to append to the own file at `path` (made when missing), and what was set
    aside to make room for it (None: nothing). A named pipe in its place would block a
    writer's open (or refuse it, with O_NONBLOCK), a link would be appended through: both
    are set aside and a fresh file is made. OSError when no regular file can be had."""
    p = Path(path)
    moved: NotOwnFile | None = None
    for _ in range(3):
        if not _NOFOLLOW and (what := _odd(p)):
            moved = _refuse(p, what)
            if moved.aside is None:
                raise moved
            continue
        try:
            fd = os.open(p, _APPEND, 0o666)
        except OSError:
            what = _odd(p)  # ELOOP for a link, ENXIO for a pipe without a reader, EISDIR
            if not what:
                raise
            moved = _refuse(p, what)
            if moved.aside is None:
                raise moved from None
            continue
        what = what_is(os.fstat(fd).st_mode)
        if not what:
            return fd, moved
        os.close(fd)  # a pipe someone is reading from opens: still not a log file
        moved = _refuse(p, what)
        if moved.aside is None:
            raise moved
    raise OSError(errno.EAGAIN, "the file keeps being replaced", str(p))


def out_problem(path: str | os.PathLike[str], force: bool) -> str | None:
    """Why `--out FILE` may not be written (one sentence naming it), or None when it may.

    A symbolic link is written through only with `force`; a named pipe, a folder or a
    device (at the path, or at the end of the link) is refused even then. A missing file
    is fine: it will be made."""
    p = Path(path)
    try:
        st = os.lstat(p)
    except (OSError, ValueError):
        return None  # missing (to be made), or a name the writer will word its refusal of
    name = str(path)
    if stat.S_ISLNK(st.st_mode):
        target = os.path.realpath(p)
        if not force:
            return (f"{name} is a symbolic link to {target}, so nothing was written; "
                    "give --force to write into the file it points to.")
        try:
            what = what_is(os.stat(p).st_mode)
        except OSError:
            return None  # a dangling link: the file it names will be made
        if what:
            return f"{name} is a link to {what} ({target}), not to a file, so nothing was written."
        return None
    what = what_is(st.st_mode)
    if what:
        return f"{name} is {what}, not a file, so nothing was written."
    return None
