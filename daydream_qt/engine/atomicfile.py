"""Atomic file replacement: a file is either the old version or the new one, never half.

A new version goes to a temp file in the same folder, then `os.replace` swaps it in. With
`durable=True` the temp file and the folder are fsynced and the previous version is kept
as `name.bak`; without, the write still survives a killed process (not a power cut) and
costs a couple of milliseconds, which suits an autosave after every action.

Whatever the target's name, the temp names are short (`.dd-<8 hex>.tmp`), so any name the
file system accepts can be saved. The new file keeps the permission bits of the file it
replaces. A read-only file or a symbolic link is never replaced silently: the caller gets
`ReadOnlyFile` or `LinkedFile` and may ask the player, then call again with
`replace_readonly=True` or `follow_symlink=True`.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

TEMP_PREFIX = ".dd-"
TEMP_SUFFIX = ".tmp"
"""Temp files are `.dd-<8 hex>.tmp`: 16 bytes, whatever the name they will replace."""
TEMP_GLOB = TEMP_PREFIX + "[0-9a-f]" * 8 + TEMP_SUFFIX
"""Exactly the names `_write_temp` makes, and no other: in a folder that also holds the
player's files, only these are known to be ours."""
NAME_MAX_DEFAULT = 255


class SaveError(OSError):
    """A file that could not be saved; str() is one plain sentence, and no file was changed."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return self.message


class ReadOnlyFile(SaveError):
    """The target exists and its owner may not write it: replacing it needs a yes."""

    def __init__(self, path: Path) -> None:
        super().__init__(f"{path.name} is read-only, so it was not replaced.")
        self.path = path


class LinkedFile(SaveError):
    """The target is a symbolic link: writing through it needs a yes."""

    def __init__(self, path: Path, target: Path) -> None:
        super().__init__(f"{path.name} is a link to {target}, so it was not replaced.")
        self.path = path
        self.target = target


def save_error(exc: OSError, path: Path) -> SaveError:
    """The one sentence a player reads for a failed write."""
    code = exc.errno
    if code in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return SaveError(f"There is not enough space on the disk to save {path.name}.")
    if code in (errno.EACCES, errno.EPERM, errno.EROFS):
        return SaveError(f"The folder {path.parent} cannot be written to, so {path.name} was not saved.")
    if code == errno.ENOENT:
        return SaveError(f"The folder {path.parent} does not exist, so {path.name} was not saved.")
    if code == errno.ENAMETOOLONG:
        return SaveError(f"The name {path.name} is too long for its folder, so it was not saved.")
    reason = " ".join(str(exc.strerror or exc).split())[:120].rstrip(".")
    return SaveError(f"{path.name} could not be saved: {reason}.")


def name_max(folder: Path) -> int:
    """The longest file name, in bytes, the folder's file system takes (255 where unknown)."""
    try:
        value = os.pathconf(folder, "PC_NAME_MAX")
    except (AttributeError, OSError, ValueError):  # Windows has no pathconf
        return NAME_MAX_DEFAULT
    return value if isinstance(value, int) and value > 0 else NAME_MAX_DEFAULT


def backup_path(path: Path, limit: int = NAME_MAX_DEFAULT) -> Path:
    """Where the previous version of `path` is kept: `name.bak`, when that fits in `limit` bytes.

    A longer name keeps its suffix and as much of its stem as fits, followed by `~` and six
    hex digits of the full name's SHA-1: the same file always gets the same .bak, and two
    long names sharing a beginning do not share one."""
    name = path.name
    bak = name + ".bak"
    if len(os.fsencode(bak)) <= limit:
        return path.with_name(bak)
    import hashlib  # only for a name too long to take ".bak"

    tag = "~" + hashlib.sha1(os.fsencode(name)).hexdigest()[:6]
    suffix = path.suffix if len(os.fsencode(path.suffix)) < 32 else ""
    stem = name[: len(name) - len(suffix)] if suffix else name
    room = limit - len(os.fsencode(tag + suffix + ".bak"))
    while len(os.fsencode(stem)) > room:  # cut on a character, never inside one
        stem = stem[:-1]
    return path.with_name(stem + tag + suffix + ".bak")


def _write_temp(folder: Path, data: bytes, durable: bool, mode: int | None) -> Path:
    """Write `data` to a new temp file in `folder` (flushed and synced when durable).

    `mode`: the permission bits to give it (those of the file it replaces); None keeps
    the default a new file gets (0o666 less the umask)."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    for _ in range(100):
        tmp = folder / f"{TEMP_PREFIX}{os.urandom(4).hex()}{TEMP_SUFFIX}"
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
            if mode is not None:
                os.chmod(tmp, mode)  # after writing: a read-only mode still lets us write first
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


def _keep_owner(tmp: Path, st: os.stat_result) -> None:
    """Give the new version the old one's owner (only root may, so only root tries)."""
    if hasattr(os, "geteuid") and os.geteuid() == 0 and (st.st_uid, st.st_gid) != (0, 0):
        try:
            os.chown(tmp, st.st_uid, st.st_gid)
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


def _existing(p: Path) -> os.stat_result | None:
    try:
        return os.lstat(p)
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise save_error(exc, p) from None
    except ValueError:  # a NUL in the name
        raise SaveError(f"The name {p.name!r} cannot be used for a file, so it was not saved.") from None


def write_atomic(path: str | os.PathLike[str], data: bytes, *, durable: bool = True,
                 backup: bool | None = None, replace_readonly: bool = False,
                 follow_symlink: bool = False) -> None:
    """Replace `path` with `data` all at once (durable: keeping the previous content in .bak).

    Either the new content is in place, or, on any failure, SaveError is raised, `path` is
    exactly as before and no temp file is left behind.

    - `backup` (default: `durable`): keep the previous version next to it, see `backup_path`.
    - The new version gets the permission bits of the one it replaces (the .bak too); a new
      file gets the default ones.
    - A file whose owner may not write it raises `ReadOnlyFile` unless `replace_readonly`;
      then it is replaced and stays read-only.
    - A symbolic link raises `LinkedFile` unless `follow_symlink`; then the file it points
      to is replaced atomically and the link stays a link.
    """
    p = Path(path)
    st = _existing(p)
    if st is not None and stat.S_ISLNK(st.st_mode):
        target = Path(os.path.realpath(p))
        if not follow_symlink:
            raise LinkedFile(p, target)
        p = target
        st = _existing(p)
    folder = p.parent
    if not folder.is_dir():
        raise SaveError(f"The folder {folder} does not exist, so {p.name} was not saved.")
    if st is not None and not stat.S_ISREG(st.st_mode):
        raise SaveError(f"{p.name} is not a file, so it was not replaced.")
    mode = stat.S_IMODE(st.st_mode) if st is not None else None
    if mode is not None and not mode & stat.S_IWUSR and not replace_readonly:
        raise ReadOnlyFile(p)
    keep_backup = durable if backup is None else backup
    tmp: Path | None = None
    bak_tmp: Path | None = None
    try:
        tmp = _write_temp(folder, data, durable, mode)
        if st is not None:
            _keep_owner(tmp, st)
        if keep_backup and st is not None:
            bak_tmp = _write_temp(folder, p.read_bytes(), durable, mode)
            _keep_owner(bak_tmp, st)
            os.replace(bak_tmp, backup_path(p, name_max(folder)))
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


def remove_temp_files(folder: Path, patterns: tuple[str, ...] = (f"{TEMP_PREFIX}*{TEMP_SUFFIX}",)) -> int:
    """Delete the temp files a killed writer left in `folder`; the number removed.

    Only call it when no other writer can be at work in `folder` (the caller holds the
    locks): a live writer's temp file would be pulled from under it."""
    removed = 0
    for pattern in patterns:
        try:
            found = list(folder.glob(pattern))
        except OSError:
            return removed
        for p in found:
            try:
                if p.is_file() and not p.is_symlink():
                    p.unlink()
                    removed += 1
            except OSError:
                pass
    return removed
