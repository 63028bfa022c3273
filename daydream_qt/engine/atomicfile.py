"""Atomic file replacement: a file is either the old version or the new one, never half.

A new version goes to a temp file in the same folder, then `os.replace` swaps it in. With
`durable=True` the temp file and the folder are fsynced and the previous version is kept
as `name.bak`; without, the write still survives a killed process (not a power cut) and
costs a couple of milliseconds, which suits an autosave after every action.
"""

from __future__ import annotations

import errno
import os
import secrets
from pathlib import Path


class SaveError(OSError):
    """A file that could not be saved; str() is one plain sentence, and no file was changed."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return self.message


def save_error(exc: OSError, path: Path) -> SaveError:
    """The one sentence a player reads for a failed write."""
    code = exc.errno
    if code in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return SaveError(f"There is not enough space on the disk to save {path.name}.")
    if code in (errno.EACCES, errno.EPERM, errno.EROFS):
        return SaveError(f"The folder {path.parent} cannot be written to, so {path.name} was not saved.")
    if code == errno.ENOENT:
        return SaveError(f"The folder {path.parent} does not exist, so {path.name} was not saved.")
    reason = " ".join(str(exc.strerror or exc).split())[:120].rstrip(".")
    return SaveError(f"{path.name} could not be saved: {reason}.")


def _write_temp(folder: Path, name: str, data: bytes, durable: bool) -> Path:
    """Write `data` to a new temp file in `folder` (flushed and synced when durable)."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    for _ in range(100):
        tmp = folder / f".{name}.{secrets.token_hex(4)}.tmp"
        try:
            fd = os.open(tmp, flags, 0o666)
        except FileExistsError:
            continue
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(data)
                if durable:
                    f.flush()
                    os.fsync(f.fileno())
        except BaseException:
            _remove(tmp)
            raise
        return tmp
    raise OSError(errno.EEXIST, "no free temporary file name")


def _remove(path: Path | None) -> None:
    if path is not None:
        try:
            os.unlink(path)
        except OSError:
            pass


def _sync_dir(folder: Path) -> None:
    """Make the renames durable; not every platform can open a folder (Windows)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_atomic(path: str | os.PathLike[str], data: bytes, *, durable: bool = True) -> None:
    """Replace `path` with `data` all at once (durable: keeping the previous content in .bak).

    Either the new content is in place, or, on any failure, SaveError is raised, `path` is
    exactly as before and no temp file is left behind.
    """
    p = Path(path)
    folder = p.parent
    if not folder.is_dir():
        raise SaveError(f"The folder {folder} does not exist, so {p.name} was not saved.")
    bak = p.with_name(p.name + ".bak")
    tmp: Path | None = None
    bak_tmp: Path | None = None
    try:
        tmp = _write_temp(folder, p.name, data, durable)
        if durable and p.is_file():
            bak_tmp = _write_temp(folder, bak.name, p.read_bytes(), durable)
            os.replace(bak_tmp, bak)
            bak_tmp = None
        os.replace(tmp, p)
        tmp = None
    except OSError as exc:
        raise save_error(exc, p) from None
    finally:
        _remove(tmp)
        _remove(bak_tmp)
    if durable:
        _sync_dir(folder)
