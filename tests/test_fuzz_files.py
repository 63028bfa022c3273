"""Files from other players can never hurt: seeded hostile saves and boards, in-process.

Each mutant (tests/mutants.py) goes through the reader the app uses. It must either be
refused with one short sentence (a LoadError or BoardError whose text is one line, at most
MAX_SENTENCE characters, without raw control characters) or be accepted and then score
(saves) or play (boards) without an error. Anything else is a crash. Each call runs in a
watched worker thread, so a reader that hangs fails the test with the mutant's name instead
of blocking the run; a hang inside C code that never lets the watcher run is caught by
faulthandler, which ends the process with every thread's stack.

The mutants are the same on every run (seeded); a failure names the mutant, and
`mutants.save_mutant(SEED, i)` / `mutants.board_mutant(SEED, i)` rebuild it alone.
"""

from __future__ import annotations

import faulthandler
import gc
import itertools
import json
import os
import socket
import subprocess
import sys
import textwrap
import threading
import time
import traceback
from collections.abc import Callable, Iterable
from pathlib import Path

import pytest
from mutants import (
    board_mutants,
    must_refuse,
    save_mutants,
    unmutated_boards,
    unmutated_saves,
)

from daydream_qt import cli
from daydream_qt.bots.random_bot import play_random_game
from daydream_qt.engine.board import compile_board, read_board_file
from daydream_qt.engine.boardspec import BoardError
from daydream_qt.engine.savefile import LoadError, load_game
from daydream_qt.engine.untrusted import escape_controls

SEED = 20261201
SAVES = 300
BOARDS = 100
CLI_SAVES = 25
CLI_BOARDS = 25
MAX_SENTENCE = 400
PER_CALL_LIMIT = 20.0
"""Seconds one call may take before it counts as hung: far above any real file (milliseconds)."""
HARD_LIMIT = 90.0
"""Past this a call stuck in C code ends the whole process (faulthandler), never the CI's clock."""

SRC = Path(__file__).resolve().parent.parent


# ---------------------------------------------------------------- a watched worker


def run_watched(calls: Iterable[tuple[str, Callable[[], list[str]]]],
                limit: float = PER_CALL_LIMIT) -> dict[str, list[str]]:
    """Run each call in one worker thread; return {name: problems} for the calls with any.

    `calls` may be a generator: each mutant is then made just before it is read, and only
    one is held in memory at a time.

    A call that raises is a crash (its exception and last frame are the problem). A call
    still running after `limit` seconds stops the batch: it is reported as hung, and the
    worker (a daemon thread) is left behind."""
    problems: dict[str, list[str]] = {}
    current: list = [None, 0.0]  # name, start
    done, given_up = threading.Event(), threading.Event()

    def worker() -> None:
        try:
            for name, call in calls:
                if given_up.is_set():  # a call came back after it was reported hung: stop there
                    return
                current[:] = [name, time.monotonic()]
                faulthandler.dump_traceback_later(HARD_LIMIT, exit=True, file=sys.__stderr__)
                try:
                    found = call()
                except Exception as exc:
                    frame = traceback.extract_tb(exc.__traceback__)[-1]
                    found = [f"crash: {type(exc).__name__}: {str(exc)[:200]} "
                             f"({Path(frame.filename).name}:{frame.lineno})"]
                if found:
                    problems[name] = found
        finally:
            faulthandler.cancel_dump_traceback_later()
            current[0] = None
            done.set()

    # Python collects garbage in whichever thread allocates: a cycle holding a Qt object
    # left by an earlier test, collected in the worker, would be destroyed off the GUI
    # thread and crash Qt later. Collect here, and not at all while the worker runs.
    gc.collect()
    was_enabled = gc.isenabled()
    gc.disable()
    thread = threading.Thread(target=worker, name="fuzz-worker", daemon=True)
    thread.start()
    try:
        while not done.wait(0.05):
            name, start = current
            if name is not None and time.monotonic() - start > limit:
                given_up.set()
                faulthandler.cancel_dump_traceback_later()
                problems[name] = [f"hung: still running after {limit:g} s"]
                break
    finally:
        if was_enabled:
            gc.enable()
    return problems


def test_the_watcher_reports_crashes_and_hangs_by_name():
    release = threading.Event()
    calls = [("fine", lambda: []), ("odd", lambda: ["a problem"]), ("crash", lambda: 1 // 0),
             ("hang", lambda: [] if release.wait(30) else []), ("never run", lambda: [])]
    try:
        problems = run_watched(calls, limit=0.3)
    finally:
        release.set()
    assert list(problems) == ["odd", "crash", "hang"]
    assert problems["odd"] == ["a problem"]
    assert problems["crash"][0].startswith("crash: ZeroDivisionError: integer division or modulo by zero (")
    assert problems["hang"] == ["hung: still running after 0.3 s"]


def sentence_problems(text: str, what: str = "refusal") -> list[str]:
    """Why `text` is not one short, plain sentence (empty when it is)."""
    out = []
    shown = repr(text[:120])
    if not text.strip():
        out.append(f"{what} is empty")
    if "\n" in text or "\r" in text:
        out.append(f"{what} spans lines: {shown}")
    if len(text) > MAX_SENTENCE:
        out.append(f"{what} is {len(text)} characters: {shown}")
    if escape_controls(text) != text:
        out.append(f"{what} holds a raw control character: {shown}")
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        out.append(f"{what} holds a lone surrogate, which cannot be printed: {shown}")
    # A refusal may quote a file's "Traceback (most recent ...", escaped; a real one leads.
    if text.startswith("Traceback") or "validation error for" in text:
        out.append(f"{what} is a dump, not a sentence: {shown}")
    return out


def write(path: Path, data: bytes) -> Path:
    path.write_bytes(data)
    return path


def report(problems: dict[str, list[str]], tried: int) -> str:
    lines = [f"{len(problems)} of {tried} files were not refused cleanly:"]
    for name, found in list(problems.items())[:30]:
        lines.append(f"- {name[:160]}")
        lines += [f"    {p}" for p in found]
    if len(problems) > 30:
        lines.append(f"... and {len(problems) - 30} more")
    return "\n".join(lines)


# ---------------------------------------------------------------- in-process readers


ACCEPTED_BUT_BAD = "accepted, though what this mutation does is wrong in any file"


def check_save(name: str, path: Path) -> list[str]:
    try:
        loaded = load_game(path)
    except LoadError as exc:
        return sentence_problems(str(exc))
    game = loaded.game
    game.scores()
    game.winners()
    cli.score_dict(game)  # what `score --json` prints
    return [ACCEPTED_BUT_BAD] if must_refuse(name) else []


def check_board(name: str, path: Path) -> list[str]:
    try:
        board = compile_board(read_board_file(path))
    except BoardError as exc:
        return sentence_problems(str(exc))
    # A board the checker lets through must be playable to the end.
    game = play_random_game(board, 0)
    game.scores()
    return [ACCEPTED_BUT_BAD] if must_refuse(name) else []


def test_the_unmutated_files_load(tmp_path):
    """The fuzz below proves nothing if its starting files were refused already."""
    saves = [(n, lambda d=d: [] if load_game(write(tmp_path / "s.daydream", d)) else ["?"])
             for n, d in unmutated_saves()]
    boards = [(n, lambda d=d: [] if read_board_file(write(tmp_path / "b.json", d)) else ["?"])
              for n, d in unmutated_boards()]
    assert len(saves) >= 10 and len(boards) == 8
    assert run_watched(saves + boards) == {}


def test_hostile_saves_are_refused_in_one_sentence_or_load_and_score(tmp_path):
    path = tmp_path / "game.daydream"
    calls = ((f"save #{i} {name}", lambda n=name, d=data: check_save(n, write(path, d)))
             for i, (name, data) in enumerate(save_mutants(SEED, SAVES)))
    problems = run_watched(calls)
    assert not problems, report(problems, SAVES)


def test_hostile_board_files_are_refused_in_one_sentence_or_compile_and_play(tmp_path):
    path = tmp_path / "board.json"
    calls = ((f"board #{i} {name}", lambda n=name, d=data: check_board(n, write(path, d)))
             for i, (name, data) in enumerate(board_mutants(SEED, BOARDS)))
    problems = run_watched(calls)
    assert not problems, report(problems, BOARDS)


# ---------------------------------------------------------------- the command line


def cli_problems(name: str, argv: list[str], capsys) -> list[str]:
    capsys.readouterr()
    code = cli.main(argv)
    out, err = capsys.readouterr()
    if code not in (0, 2):
        return [f"exit code {code!r}, stderr {err[-300:]!r}"]
    if code == 2:
        if err.count("\n") != 1 or not err.endswith("\n"):
            return [f"exit 2 with {err.count(chr(10))} lines on stderr: {err[:300]!r}"]
        return sentence_problems(err.removesuffix("\n"), "stderr")
    # Accepted: what the file holds is printed, and must not drive the terminal.
    shown = out.replace("\n", "")
    if escape_controls(shown) != shown:
        return [f"stdout holds a raw control character: {out[:300]!r}"]
    return [ACCEPTED_BUT_BAD] if must_refuse(name) else []


def test_the_command_line_refuses_hostile_files_with_one_line_on_stderr(tmp_path, capsys):
    save, board = tmp_path / "game.daydream", tmp_path / "board.json"
    calls = itertools.chain(
        ((f"score save #{SAVES + i} {name}",
          lambda n=name, d=data: cli_problems(n, ["score", str(write(save, d))], capsys))
         for i, (name, data) in enumerate(save_mutants(SEED, CLI_SAVES, start=SAVES))),
        ((f"boards check board #{BOARDS + i} {name}",
          lambda n=name, d=data: cli_problems(n, ["boards", "check", str(write(board, d))], capsys))
         for i, (name, data) in enumerate(board_mutants(SEED, CLI_BOARDS, start=BOARDS))))
    problems = run_watched(calls)
    assert not problems, report(problems, CLI_SAVES + CLI_BOARDS)


# ---------------------------------------------------------------- files that are not files

# Run in a child process: reading /dev/zero to its end would take all the memory there is,
# so the child has its address space capped, and each call runs in a thread with a limit.
_SPECIAL_CHILD = textwrap.dedent(r"""
    import contextlib, io, json, os, resource, sys, threading
    resource.setrlimit(resource.RLIMIT_AS, (3 << 30, 3 << 30))
    from daydream_qt import cli
    from daydream_qt.engine.board import compile_board, read_board_file
    from daydream_qt.engine.boardspec import BoardError
    from daydream_qt.engine.savefile import LoadError, load_game

    def run(reader, path):
        if reader == "load_game":
            try:
                load_game(path)
                return "accepted", ""
            except LoadError as exc:
                return "refused", str(exc)
        if reader == "read_board_file":
            try:
                compile_board(read_board_file(path))
                return "accepted", ""
            except BoardError as exc:
                return "refused", str(exc)
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = cli.main(["score", path] if reader == "score" else ["boards", "check", path])
        return ("refused" if code == 2 else f"exit {code}"), err.getvalue()

    limit = float(sys.argv[1])
    for line in sys.stdin:
        name, reader, path = json.loads(line)
        box = {}

        def call():
            try:
                box["result"] = run(reader, path)
            except BaseException as exc:
                box["result"] = "crash", f"{type(exc).__name__}: {str(exc)[:200]}"

        t = threading.Thread(target=call, daemon=True)
        t.start()
        t.join(limit)
        outcome, text = box.get("result", ("hung", f"still running after {limit:.0f} s"))
        # Straight to the descriptor: a thread stuck inside the CLI still holds sys.stdout.
        os.write(1, (json.dumps([name, reader, outcome, text]) + "\n").encode())
    os._exit(0)  # threads stuck on a FIFO or a device are left behind, not waited for
""")

READERS = ("load_game", "read_board_file", "score", "boards check")


def special_files(tmp_path: Path) -> dict[str, Path]:
    fifo = tmp_path / "pipe.daydream"
    os.mkfifo(fifo)
    folder = tmp_path / "folder.daydream"
    folder.mkdir()
    sparse = tmp_path / "sparse.daydream"
    with open(sparse, "wb") as f:
        f.truncate(6 * 1024 * 1024)
    link = tmp_path / "zero.daydream"
    link.symlink_to("/dev/zero")
    loop = tmp_path / "loop.daydream"
    loop.symlink_to(loop)
    files = {"fifo": fifo, "directory": folder, "/dev/zero": Path("/dev/zero"), "link to /dev/zero": link,
             "sparse 6 MB": sparse, "missing": tmp_path / "missing.daydream", "symlink loop": loop}
    sock = tmp_path / "sock.daydream"
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as listener:
        try:
            listener.bind(str(sock))  # the socket file stays behind once closed
            files["unix socket"] = sock
        except OSError:  # a temporary folder too deep for a socket's 108-byte path
            pass
    return files


def test_fifos_devices_folders_and_huge_sparse_files_are_refused(tmp_path):
    files = special_files(tmp_path)
    jobs = [json.dumps([name, reader, str(path)]) for name, path in files.items() for reader in READERS]
    limit = 10.0
    env = dict(os.environ, PYTHONPATH=str(SRC))
    try:
        done = subprocess.run([sys.executable, "-c", _SPECIAL_CHILD, str(limit)], input="\n".join(jobs) + "\n",
                              capture_output=True, text=True, timeout=limit * len(jobs) + 60, env=env)
    except subprocess.TimeoutExpired as exc:
        pytest.fail(f"the readers did not come back from the special files: {exc.stdout!r}")
    results = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("[")]
    assert len(results) == len(jobs), done.stderr[-2000:]
    problems: dict[str, list[str]] = {}
    for name, reader, outcome, text in results:
        found = [f"{outcome}: {text[:200]!r}"] if outcome != "refused" else []
        text = text.removesuffix("\n")
        found += sentence_problems(text) if outcome == "refused" else []
        if found:
            problems[f"{reader} on {name}"] = found
    assert not problems, report(problems, len(results))
