"""The app's log: one rotating file in the log folder, with faulthandler writing into it.

What goes in: the start (versions, platform, screen), files opened and saved (path, size,
time taken), refusals (the one sentence the player read), operations slower than
`SLOW_MS`, and every unexpected exception with its traceback. Nothing the player typed
beyond file names, and nothing per action.

Start-up cost: `logging` is not imported before the window's first frame. Until
`install()` runs, `note()` keeps its lines in a short list, which `install()` then writes;
`enable_faulthandler()` only opens the file, so a hard crash during the start is recorded
too. No Qt here: the CLI and the engine may use it as well.

The log is the app's own file (`daydream_qt.ownfiles`): it is opened without following a
link and without blocking, so a named pipe in its place cannot hold the start and a link
cannot make the app append to a file elsewhere. Either is set aside (`<name>.bad-<date>-<time>`)
and a fresh log begun, whose first line says so; the player is not told, the log being
only for a report.
"""

from __future__ import annotations

import io
import sys
import time
from pathlib import Path
from types import TracebackType
from typing import IO, TYPE_CHECKING

from daydream_qt.paths import log_dir

if TYPE_CHECKING:
    import logging

LOG_NAME = "daydream-qt.log"
LOGGER = "daydream_qt"
MAX_BYTES = 1_000_000
"""A log file is rotated past this size..."""
BACKUPS = 3
"""... and this many older files are kept (`daydream-qt.log.1` to `.3`)."""
SLOW_MS = 100.0
"""An operation that takes longer than this is logged with its time."""
PENDING_MAX = 200
"""Lines kept before the log is installed; past that the oldest are dropped (a command-line
run never installs the log, and must not grow)."""
FORMAT = "%(asctime)s %(process)d %(levelname)s %(name)s: %(message)s"

_pending: list[tuple[int, str, tuple[object, ...]]] = []
_logger: logging.Logger | None = None
_fault_stream: IO[str] | None = None

# The values of logging.INFO, WARNING and ERROR, so callers need not import logging.
INFO, WARNING, ERROR = 20, 30, 40


def log_file() -> Path:
    """The file being written now (the rotated ones sit beside it)."""
    return log_dir() / LOG_NAME


def enable_faulthandler() -> Path | None:
    """Have a hard crash (a segfault in Qt, an abort) dump every thread's stack into the log.

    Cheap enough for the very start: a folder made and a file opened, no `logging`. Returns
    the log file, or None when it cannot be opened (the crash then goes to stderr)."""
    import faulthandler

    path = log_file()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        stream = _open_log(path)  # kept open: faulthandler writes to its descriptor
    except OSError:
        faulthandler.enable()
        return None
    _point_faulthandler(stream)
    return path


def _open_log(path: Path, mode: str = "a", encoding: str | None = "utf-8",
              errors: str | None = None) -> io.TextIOWrapper:
    """The log file opened to append, as the app's own file: what stood in its place that
    was not a plain file is set aside, and noted as the new log's first line."""
    import os

    from daydream_qt.ownfiles import open_own_append

    fd, moved = open_own_append(path)
    try:
        stream = os.fdopen(fd, mode, encoding=encoding, errors=errors)
    except BaseException:
        os.close(fd)
        raise
    if not isinstance(stream, io.TextIOWrapper):  # a binary mode: the log is text
        stream.close()
        raise ValueError(f"not a text mode: {mode!r}")
    if moved is not None and _logger is None:  # kept for install() to write; never from
        # inside a rollover, where logging would re-enter the handler that is opening it
        warning("the log file was set aside: %s", moved.message)
    return stream


def _point_faulthandler(stream: IO[str]) -> None:
    global _fault_stream
    import faulthandler

    faulthandler.enable(file=stream)
    old, _fault_stream = _fault_stream, stream
    if old is not None and old is not stream:
        old.close()


def note(level: int, message: str, *args: object) -> None:
    """Log `message % args` at `level`; before `install()`, keep it for then."""
    if _logger is not None:
        _logger.log(level, message, *args)
        return
    _pending.append((level, message, args))
    if len(_pending) > PENDING_MAX:
        del _pending[0]


def info(message: str, *args: object) -> None:
    note(INFO, message, *args)


def warning(message: str, *args: object) -> None:
    note(WARNING, message, *args)


def exception(message: str, exc: BaseException) -> None:
    """Log `message` with the traceback of `exc` (installs the log first if need be)."""
    logger = install()
    if logger is None:
        import traceback

        traceback.print_exception(exc, file=sys.stderr)
        return
    logger.error(message, exc_info=(type(exc), exc, exc.__traceback__))


def install() -> logging.Logger | None:
    """Start writing the log file (once): the rotating handler, faulthandler moved onto its
    stream, and the lines noted so far. None when the log folder cannot be written; the app
    goes on without a log then."""
    global _logger
    if _logger is not None:
        return _logger
    import logging
    from logging.handlers import RotatingFileHandler

    class Handler(RotatingFileHandler):
        """Rotates, and keeps faulthandler writing into the current file."""

        def _open(self) -> io.TextIOWrapper:  # never through a link, never blocking on a pipe
            return _open_log(Path(self.baseFilename), self.mode, self.encoding, self.errors)

        def doRollover(self) -> None:  # noqa: N802 (logging's name)
            super().doRollover()
            if self.stream is not None:
                _point_faulthandler(self.stream)

    path = log_file()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = Handler(path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8")
    except OSError:
        return None
    handler.setFormatter(logging.Formatter(FORMAT))
    logger = logging.getLogger(LOGGER)
    logger.setLevel(logging.INFO)
    logger.addHandler(handler)
    logger.propagate = False  # the app's log only; nothing doubled on a root logger's stderr
    if handler.stream is not None:
        _point_faulthandler(handler.stream)
    _logger = logger
    pending = list(_pending)
    _pending.clear()
    for level, message, args in pending:
        logger.log(level, message, *args)
    return logger


def uninstall() -> None:
    """Stop writing the log (tests, and a log folder that moved): the handler closed,
    faulthandler back on stderr."""
    global _logger, _fault_stream
    import faulthandler

    if _logger is not None:
        for handler in list(_logger.handlers):
            _logger.removeHandler(handler)
            handler.close()
        _logger = None
    if faulthandler.is_enabled():
        faulthandler.enable()  # onto stderr, before the stream it used is closed
    if _fault_stream is not None:
        if not _fault_stream.closed:
            _fault_stream.close()
        _fault_stream = None
    _pending.clear()


class timed:  # noqa: N801 (used as a statement: `with logs.timed("open x"):`)
    """Log `what` with its time when it takes longer than `SLOW_MS` (or always, with
    `always=True`, e.g. for files opened and saved); `extra` is appended to the line."""

    def __init__(self, what: str, always: bool = False) -> None:
        self.what = what
        self.always = always
        self.extra = ""
        self.ms = 0.0

    def __enter__(self) -> timed:
        self._start = time.perf_counter()
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.ms = (time.perf_counter() - self._start) * 1000
        if exc_type is not None:
            return
        if self.always or self.ms > SLOW_MS:
            slow = " (slow)" if self.ms > SLOW_MS else ""
            info("%s%s in %.0f ms%s", self.what, self.extra, self.ms, slow)
