"""Hostile files against the command line, big files in fresh processes, and File > Open.

Prints its figures; it is not a test. Three parts:

1. Mutant corpora (tests/mutants.py): `--saves` saved games through `daydream-qt score FILE`
   and `--boards` board files through `daydream-qt boards check FILE`, by `cli.main` in
   `--jobs` worker processes. Each mutant is refused cleanly (exit 2, one plain line on
   stderr), accepted (exit 0), or crashed (any other exit, an exception, a dead worker, a
   stderr of several lines or with raw control characters). A mutant whose call takes over
   `--budget` seconds or whose process peaks over `--mem-mb` MB is over budget; one still
   running after `--hang` seconds is hung (its worker is killed and replaced).
   `--records` tampered records databases (mutated rows, wrong types, NULLs, blobs, huge
   texts, newer, older and garbage schema versions, compressed bombs, extreme dates, a FIFO
   or a link as records.sqlite, a kept database beside them) each through `daydream-qt
   history`, `history --csv` and every query the Records page makes: any exception, an
   exit other than 0 or 1, a stderr that is not plain sentences, or a control character in
   the table or the CSV is a crash.
2. Big files: about twenty hostile files of up to 5 MB, each read in a fresh
   `python -c` process (the reader itself, then the CLI), with the call's time, the
   process's wall time and its peak RSS, beside the peak of the same process that only
   imports.
3. File > Open: `--ui` save mutants opened by `FileActions.open_file` in an offscreen
   MainWindow, with the message box recorded instead of shown.
4. Kills (tests/killkit.py): `--kills` times, a child process opens the window on a game
   one action from its end, plays it and is killed (SIGKILL) at a random moment up to
   0.5 s after it began that action or after the action returned (the end screen, the
   record in its thread); then the next start's catch-up runs. A game whose last action
   had returned before the kill and that is not in the records afterwards is lost.

Peak memory per mutant: the worker resets its high-water mark before each call
(/proc/self/clear_refs) and reads VmHWM after it, so one mutant's peak is its own.

Run: `.venv/bin/python benchmarks/hostile_files.py [--saves 10000] [--boards 2000] [--records 2000]
[--jobs 2] [--seed 1] [--ui 300] [--kills 100]`; `--saves 300 --boards 100 --records 100 --big 0
--ui 0 --kills 0` is a quick look.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import io
import json
import multiprocessing as mp
import os
import resource
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
from collections import Counter
from multiprocessing.connection import wait
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT))

MAX_SENTENCE = 400
ADDRESS_SPACE = 4 << 30
"""Each worker and child is capped at 4 GB of address space, so a runaway reader meets a
MemoryError (counted as a crash) instead of the machine's other processes."""


def _cap_memory() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (ADDRESS_SPACE, ADDRESS_SPACE))


def _peak_kb() -> int:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    return 0


def _reset_peak() -> None:
    with contextlib.suppress(OSError), open("/proc/self/clear_refs", "w") as f:
        f.write("5")


def _unclean(text: str) -> str | None:
    """Why a refusal's text is not one plain sentence, or None."""
    from daydream_qt.engine.untrusted import escape_controls

    if not text.strip():
        return "empty stderr"
    if "\n" in text.rstrip("\n") or text.count("\n") > 1:
        return "stderr of several lines"
    line = text.removesuffix("\n")
    if line.startswith("Traceback"):  # a refusal may quote a file's "Traceback", escaped
        return "traceback on stderr"
    if escape_controls(line) != line:
        return "raw control character on stderr"
    if len(line) > MAX_SENTENCE:
        return f"stderr line over {MAX_SENTENCE} characters"
    return None


# ---------------------------------------------------------------- part 1b: tampered records databases

_RECORD_COLUMNS = {
    "games": ("game_key", "board_id", "board_name", "mode", "seed", "table_size", "turns", "items_total",
              "finished_at", "local_date", "daily_date", "own_board"),
    "seats": ("game_id", "seat", "name", "kind", "bot", "ink", "total", "items", "modules", "thorns",
              "thorn_penalty", "tiebreak", "title_band", "title", "winner"),
    "saves": ("game_id", "data"),
}


@functools.cache
def _bomb() -> bytes:
    """64 MB of one byte, compressed: about 64 kB (made once)."""
    import zlib

    return zlib.compress(b"{" * (64 << 20), 9)


def _hostile_values(rng) -> list:
    return [None, b"\x00\xff\xfe", rng.randbytes(64), "", "lots", "\x1b[31m\x00\u202e\x9b", float("inf"),
            float("-inf"), 1.5, 2**63 - 1, -(2**63), -1, 10**9, "9999-12-31T23:59:59+00:00",
            "0001-01-01T00:00:00+00:00", "2026-02-30T12:00:00+00:00", "9999-12-31", "0001-01-01",
            "x" * rng.choice((41, 5000, 1 << 20, 4 << 20)), "[" * 3000, '{"en": "' + "y" * 4000 + '"}',
            '{"en": 5, "fr": [1], "ja": null}', "ZZ", "speedrun", "robot", "#zzzzzz", "0" * 64,
            _bomb()]


def _base_records(folder: Path) -> dict[str, bytes]:
    """A real version 3 database of a few games (solo, pass-and-play, scoresheet, a dream), and
    the same as version 2 and version 1."""
    import datetime as dt

    from daydream_qt.bots.random_bot import RandomBot, play_random_game
    from daydream_qt.engine import Game, SeatInfo, builtin_board
    from daydream_qt.records.daily import daily_board, daily_seed
    from daydream_qt.records.db import open_records
    from daydream_qt.records.store import record_game

    path = folder / "base.sqlite"
    day = dt.date(2026, 3, 3)
    games = [play_random_game(builtin_board(b), s) for b, s in (("A", 1), ("D", 2), ("BC", 3))]
    games.append(play_random_game(builtin_board(daily_board(day)), daily_seed(day)))
    pp = Game(builtin_board("EF"), "pass_and_play", [SeatInfo("Ann"), SeatInfo("Bo", bot="random")], 5)
    bot = RandomBot(5)
    while not pp.over:
        seat = pp.to_move()
        pp.roll() if seat is None else pp.apply(bot.choose(pp, seat))
    games.append(pp)
    with open_records(path) as r:
        for i, g in enumerate(games):
            record_game(r, g, dt.datetime(2026, 3, 1 + i, 12, tzinfo=dt.UTC))
        r.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    out = {"v3": path.read_bytes()}
    for version, drops in ((2, ("own_board",)), (1, ("own_board", "daily_date"))):
        copy = folder / f"base-v{version}.sqlite"
        copy.write_bytes(out["v3"])
        conn = sqlite3.connect(copy)
        conn.execute("PRAGMA journal_mode = DELETE")
        conn.execute("DROP INDEX IF EXISTS games_own")
        conn.execute("DROP INDEX IF EXISTS games_daily")
        for column in drops:
            conn.execute(f"ALTER TABLE games DROP COLUMN {column}")
        conn.execute(f"PRAGMA user_version = {version}")
        conn.commit()
        conn.close()
        out[f"v{version}"] = copy.read_bytes()
    return out


def _loosen(conn) -> None:
    version = conn.execute("PRAGMA schema_version").fetchone()[0]
    conn.execute("PRAGMA writable_schema = ON")
    conn.execute("UPDATE sqlite_master SET sql = replace(sql, 'NOT NULL', '') WHERE type = 'table'")
    conn.execute(f"PRAGMA schema_version = {version + 1}")
    conn.execute("PRAGMA writable_schema = OFF")


def _edit(conn, rng, base: str, values: list, edits: list[str]) -> None:
    """One hostile edit of an open records database, said in `edits`."""
    what = rng.random()
    if what < 0.6:
        table = rng.choice(tuple(_RECORD_COLUMNS))
        column = rng.choice(_RECORD_COLUMNS[table])
        if base != "v3" and column in ("own_board", "daily_date"):
            column = "board_name"
        value = rng.choice(values)
        conn.execute(f"UPDATE {table} SET {column} = ? WHERE rowid IN (SELECT rowid FROM {table}"
                     f" ORDER BY random() LIMIT {rng.randint(1, 3)})", (value,))
        edits.append(f"{table}.{column}={str(value)[:24]!r}")
    elif what < 0.7:
        conn.execute("UPDATE seats SET name = CAST(? AS TEXT)", (b"A\xff\xfeB",))
        edits.append("names not UTF-8")
    elif what < 0.78:
        version = rng.choice((-1, 0, 1, 2, 4, 99, 2**31 - 1))
        conn.execute(f"PRAGMA user_version = {version}")
        edits.append(f"user_version={version}")
    elif what < 0.84:
        conn.execute("INSERT INTO seats (game_id, seat, name, kind, ink, total, items, modules, thorns,"
                     " thorn_penalty, tiebreak, winner) VALUES (1, 9, 'X', 'human', '#000000', 1, 1,"
                     " '{}', 0, 0, 0, 1)")
        edits.append("a tenth seat")
    elif what < 0.9:
        conn.execute(rng.choice(("DELETE FROM seats WHERE game_id = 2", "DROP TABLE saves",
                                 "DELETE FROM games WHERE id = 3", "ALTER TABLE seats RENAME TO s2")))
        edits.append("rows or a table removed")
    else:
        conn.execute("UPDATE saves SET data = ?", (values[-1],))
        edits.append("every save a 64 MB bomb")


def records_mutant(seed: int, i: int, folder: Path, bases: dict[str, bytes]) -> tuple[str, Path]:
    """Mutant `i`: a data folder whose records.sqlite was changed by 1 to 3 hostile edits; its
    name says which."""
    import random

    rng = random.Random(seed * 1_000_003 + i)
    home = folder / f"records-{i}"
    records = home / "data" / "records"
    records.mkdir(parents=True)
    path = records / "records.sqlite"
    kind = rng.random()
    if kind < 0.02:
        os.mkfifo(path)
        return "records.sqlite is a FIFO", home
    if kind < 0.04:
        (folder / f"target-{i}.sqlite").write_bytes(bases["v3"])
        path.symlink_to(folder / f"target-{i}.sqlite")
        return "records.sqlite is a symbolic link", home
    base = rng.choices(("v3", "v2", "v1"), (8, 1, 1))[0]
    target = path
    if rng.random() < 0.05:  # a database kept by an earlier build, beside fresh records
        target = records / "records.bad-20260101-000000.sqlite"
    target.write_bytes(bases[base])
    edits = [f"{base}"]
    values = _hostile_values(rng)
    conn = sqlite3.connect(target, isolation_level=None)
    try:
        _loosen(conn)
        for _ in range(rng.randint(1, 3)):
            try:
                _edit(conn, rng, base, values, edits)
            except sqlite3.Error as exc:  # a table an earlier edit removed, a primary key
                edits.append(f"(an edit refused: {exc})")
    finally:
        conn.close()
    if rng.random() < 0.05:
        data = bytearray(target.read_bytes())
        for _ in range(rng.randint(1, 20)):
            data[rng.randrange(len(data))] = rng.randrange(256)
        target.write_bytes(bytes(data))
        edits.append("bytes flipped")
    return " ".join(edits), home


def _page_reads(records) -> None:
    """Every read the Records page makes, through the functions it calls."""
    from daydream_qt.records import csv_export, queries

    records.hidden()
    queries.count_games(records)
    for sort in queries.ORDER_BY:
        for r in queries.history(records, sort=sort, limit=200):
            queries.local_time(r.finished_at), queries.text_of(r.board_name), r.best
    bests = queries.personal_bests(records)
    queries.title_collection(records)
    for board in (None, *bests):
        queries.score_series(records, board)
        if board:
            queries.distribution(records, board)
    queries.own_boards(records)
    queries.dream_status(records)
    queries.players(records)
    csv_export.history_csv(records)


def _records_task(home: str) -> tuple[int | None, str, str, str | None]:
    """`history`, `history --csv` and what the Records page reads, on one data folder: (worst
    exit code, stdout, stderr, why it is a crash or None)."""
    from daydream_qt import cli
    from daydream_qt.engine.untrusted import escape_controls
    from daydream_qt.records.db import RecordsError, is_damage, open_records, start_afresh

    os.environ["DAYDREAM_QT_HOME"] = home
    outs, errs, why = [], [], None
    for argv in (["history"], ["history", "--csv"]):
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = cli.main(argv)
        outs.append(out.getvalue())
        errs.append(err.getvalue())
        if code not in (0, 1):
            why = f"{argv} exit {code}"
        lines = err.getvalue().splitlines()
        if any(escape_controls(line) != line or len(line) > MAX_SENTENCE or line.startswith("Traceback")
               for line in lines) or len(lines) > 3:
            why = why or f"{argv}: stderr not plain sentences"
    if escape_controls(outs[0].replace("\n", "")) != outs[0].replace("\n", ""):
        why = why or "raw control character in the table"
    if escape_controls(outs[1].replace("\r\n", "")) != outs[1].replace("\r\n", ""):
        why = why or "control character in the CSV"
    try:
        records = open_records(Path(home) / "data" / "records" / "records.sqlite")
    except RecordsError:
        return 0, "".join(outs), "".join(errs), why
    try:
        try:
            _page_reads(records)
        except sqlite3.DatabaseError as exc:  # as the page's _guard: a damaged file is set aside
            if not is_damage(exc) or records.read_only:
                raise
            records = start_afresh(records)
            _page_reads(records)
    except (sqlite3.Error, UnicodeDecodeError):
        pass  # the page says in one sentence that the records cannot be read just now
    finally:
        records.close()
    return 0, "".join(outs), "".join(errs), why


# ---------------------------------------------------------------- part 1: workers


def _worker(conn) -> None:
    """Read the mutant files sent as (corpus, index, name, path) until told to stop; report each.

    The parent makes the files: a worker's memory is then the CLI's alone (making a mutant
    of a million nested lists leaves Python's heap larger than reading it does)."""
    _cap_memory()
    import mutants

    from daydream_qt import cli
    from daydream_qt.engine.untrusted import escape_controls

    while True:
        task = conn.recv()
        if task is None:
            return
        corpus, i, name, path = task
        if corpus == "records":
            _reset_peak()
            conn.send(("start", i))
            start = time.perf_counter()
            try:
                code, _stdout, stderr, why = _records_task(path)
                outcome = "crashed" if why else "accepted"
            except BaseException as e:  # noqa: B036 - anything escaping is the finding
                outcome, why, stderr = "crashed", f"{type(e).__name__}: {str(e)[:150]}", ""
            seconds = time.perf_counter() - start
            size = sum(f.lstat().st_size for f in Path(path).rglob("*"))
            conn.send(("done", (corpus, i, name[:200], outcome, why, seconds, _peak_kb() / 1024, size,
                                stderr[:200])))
            continue
        size = os.path.getsize(path)
        argv = ["score", path] if corpus == "saves" else ["boards", "check", path]
        out, err = io.StringIO(), io.StringIO()
        _reset_peak()
        conn.send(("start", i))
        start = time.perf_counter()
        try:
            with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
                code = cli.main(argv)
            exc = None
        except BaseException as e:  # noqa: B036 - anything escaping the CLI is the finding
            code, exc = None, f"{type(e).__name__}: {str(e)[:150]}"
        seconds = time.perf_counter() - start
        peak_mb = _peak_kb() / 1024
        stdout, stderr = out.getvalue(), err.getvalue()
        if exc is not None:
            outcome, why = "crashed", exc
        elif code == 2:
            why = _unclean(stderr)
            outcome = "refused" if why is None else "crashed"
        elif code == 0:
            shown = stdout.replace("\n", "")
            outcome = "accepted"
            why = "raw control character on stdout" if escape_controls(shown) != shown else None
            if mutants.must_refuse(name):
                why = "accepted, though it must be refused" if why is None else why
        else:
            outcome, why = "crashed", f"exit code {code!r}"
        conn.send(("done", (corpus, i, name[:200], outcome, why, seconds, peak_mb, size, stderr[:200])))


class Pool:
    """Worker processes fed one mutant at a time, so a hung one can be killed and replaced."""

    def __init__(self, jobs: int, seed: int, folder: str, hang: float, recycle_mb: float) -> None:
        # Spawned, not forked: a forked worker's RSS would start with the parent's pages.
        self.ctx = mp.get_context("spawn")
        self.seed, self.folder, self.hang, self.recycle_mb = seed, folder, hang, recycle_mb
        self.bases: dict[str, bytes] | None = None
        self.workers = [self._spawn(k) for k in range(jobs)]

    def _spawn(self, slot: int) -> dict:
        parent, child = self.ctx.Pipe()
        proc = self.ctx.Process(target=_worker, args=(child,), daemon=True)
        proc.start()
        child.close()
        return {"proc": proc, "conn": parent, "task": None, "started": None, "slot": slot}

    def _send(self, w: dict, corpus: str, i: int) -> None:
        import shutil

        import mutants

        if corpus == "records":
            if self.bases is None:
                self.bases = _base_records(Path(self.folder))
            name, path = records_mutant(self.seed, i, Path(self.folder), self.bases)
        else:
            name, data = (mutants.save_mutant if corpus == "saves" else mutants.board_mutant)(self.seed, i)
            # A new name each time: a killed worker may still hold the previous file open.
            path = Path(self.folder) / f"{corpus}-{i}{'.daydream' if corpus == 'saves' else '.json'}"
            path.write_bytes(data)
        if w.get("path"):
            if w["path"].is_dir():
                shutil.rmtree(w["path"], ignore_errors=True)
            else:
                w["path"].unlink(missing_ok=True)
        try:
            w["conn"].send((corpus, i, name, str(path)))
        except OSError:  # the worker died between two files: a new one takes this file
            self._replace(w)
            w["conn"].send((corpus, i, name, str(path)))
        w["task"], w["started"], w["path"] = (corpus, i), None, path
        w["sent"] = time.monotonic()

    def _replace(self, w: dict) -> None:
        w["proc"].kill()
        w["proc"].join()
        w["conn"].close()
        w.update(self._spawn(w["slot"]))

    def run(self, tasks: list[tuple[str, int]], progress: bool = True):
        """Yield one result tuple per task (hung and dead workers included)."""
        todo = list(reversed(tasks))
        total, seen, last = len(tasks), 0, time.monotonic()
        while todo or any(w["task"] for w in self.workers):
            for w in self.workers:
                if w["task"] is None and todo:
                    self._send(w, *todo.pop())
            ready = wait([w["conn"] for w in self.workers if w["task"]], timeout=0.5)
            now = time.monotonic()
            for w in self.workers:
                if w["task"] is None:
                    continue
                if w["conn"] in ready:
                    try:
                        kind, value = w["conn"].recv()
                    except (EOFError, OSError):
                        code = w["proc"].exitcode
                        w["proc"].join(1)
                        code = w["proc"].exitcode if code is None else code
                        corpus, i = w["task"]
                        yield (corpus, i, f"#{i}", "crashed", f"worker died (exit {code})", 0.0, 0.0, 0, "")
                        seen += 1
                        w["task"] = None
                        self._replace(w)
                        continue
                    if kind == "start":
                        w["started"] = now
                        continue
                    yield value
                    seen += 1
                    w["task"] = None
                    if value[6] > self.recycle_mb:  # a fresh high-water mark for the next one
                        self._replace(w)
                elif w["started"] is not None and now - w["started"] > self.hang or \
                        w["started"] is None and now - w["sent"] > self.hang + 60:
                    corpus, i = w["task"]
                    yield (corpus, i, f"#{i}", "hung", f"still running after {self.hang:g} s", self.hang,
                           0.0, 0, "")
                    seen += 1
                    w["task"] = None
                    self._replace(w)
            if progress and now - last > 15:
                last = now
                print(f"  ... {seen}/{total}", file=sys.stderr, flush=True)

    def close(self) -> None:
        for w in self.workers:
            with contextlib.suppress(OSError):
                w["conn"].send(None)
        for w in self.workers:
            w["proc"].join(5)
            if w["proc"].is_alive():
                w["proc"].kill()


def _percentile(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))] if values else 0.0


def run_corpora(args) -> tuple[list[tuple], dict[str, list[tuple]]]:
    tasks = [("saves", i) for i in range(args.saves)] + [("boards", i) for i in range(args.boards)] + \
        [("records", i) for i in range(args.records)]
    results: dict[str, list[tuple]] = {"saves": [], "boards": [], "records": []}
    # The parent makes the mutants: capped too (soft limit, lifted again after), so a mutant
    # that grows past reason is a MemoryError here, not the machine's out-of-memory killer.
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    resource.setrlimit(resource.RLIMIT_AS, (2 * ADDRESS_SPACE, hard))
    with tempfile.TemporaryDirectory(prefix="hostile-") as folder:
        pool = Pool(args.jobs, args.seed, folder, args.hang, recycle_mb=args.mem_mb * 2 / 3)
        start = time.perf_counter()
        try:
            for r in pool.run(tasks):
                results[r[0]].append(r)
        finally:
            pool.close()
            resource.setrlimit(resource.RLIMIT_AS, (soft, hard))
        elapsed = time.perf_counter() - start
    rows = []
    for corpus, label in (("saves", "saves (score FILE)"), ("boards", "boards (boards check FILE)"),
                          ("records", "records (history, history --csv, the Records page's reads)")):
        rs = results[corpus]
        if not rs:
            continue
        count = Counter(r[3] for r in rs)
        over = [r for r in rs if r[3] != "hung" and (r[5] > args.budget or r[6] > args.mem_mb)]
        rows.append((label, len(rs), count["refused"], count["accepted"], count["crashed"], count["hung"],
                     len(over)))
    print(f"\nMutant corpora: seed {args.seed}, {args.jobs} workers, {elapsed:.0f} s in all")
    _table(["corpus", "tried", "refused cleanly (exit 2, one line)", "accepted (exit 0)", "crashed",
            "hung", f"over budget (>{args.budget:g} s or >{args.mem_mb:g} MB)"], rows)
    print()
    for corpus, rs in results.items():
        if not rs:
            continue
        times = [r[5] for r in rs if r[3] != "hung"]
        peaks = [r[6] for r in rs if r[3] != "hung"]
        slowest = max((r for r in rs if r[3] != "hung"), key=lambda r: r[5], default=None)
        print(f"{corpus}: call time median {statistics.median(times) * 1000:.1f} ms, "
              f"p99 {_percentile(times, 0.99) * 1000:.0f} ms, worst {max(times):.2f} s; "
              f"peak RSS median {statistics.median(peaks):.0f} MB, worst {max(peaks):.0f} MB")
        if slowest is not None:
            print(f"  slowest: {slowest[2][:150]} ({slowest[7]:,} bytes, {slowest[3]})")
        must = [r for r in rs if r[3] == "accepted" and "must be refused" in str(r[4])]
        marked = sum(1 for r in rs if " [must refuse]" in r[2])
        print(f"  mutants marked must-refuse: {marked}; accepted anyway: {len(must)}")
        problems = [r for r in rs if r[3] in ("crashed", "hung") or r[4]]
        for why, n in Counter(str(r[4]).split(":")[0] for r in problems).most_common(8):
            print(f"  {n:>6}  {why}")
        for r in problems[:12]:
            print(f"    #{r[1]} {r[2][:140]} -> {r[3]}: {str(r[4])[:120]}")
        over = [r for r in rs if r[3] != "hung" and (r[5] > args.budget or r[6] > args.mem_mb)]
        for r in over[:8]:
            print(f"    over budget #{r[1]} {r[5]:.2f} s {r[6]:.0f} MB {r[2][:120]}")
    return rows, results


def _short(text: str, n: int = 60) -> str:
    text = " ".join(text.split())
    return text if len(text) <= n else text[: n - 1] + "\u2026"


def _table(header: list[str], rows: list[tuple]) -> None:
    cells = [header] + [[str(c) for c in row] for row in rows]
    widths = [max(len(r[i]) for r in cells) for i in range(len(header))]
    line = "| " + " | ".join(h.ljust(w) for h, w in zip(header, widths)) + " |"
    print(line)
    print("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    for r in cells[1:]:
        print("| " + " | ".join(c.rjust(w) if c.isdigit() else c.ljust(w) for c, w in zip(r, widths)) + " |")


# ---------------------------------------------------------------- part 2: big files


def big_files(folder: Path) -> list[tuple[str, str, Path]]:
    """(name, "save" or "board", path) of hostile files of up to 5 MB (and a few just past it)."""
    import mutants

    limit = 5 * 1024 * 1024
    base = dict(mutants.base_saves())["solo-DEF"]
    board = dict(mutants.base_boards())["DEF"]
    out: list[tuple[str, str, Path]] = []

    def add(name: str, kind: str, data: bytes | str) -> None:
        path = folder / f"{len(out):02d}.{'daydream' if kind == 'save' else 'json'}"
        path.write_bytes(data.encode("utf-8") if isinstance(data, str) else data)
        out.append((name, kind, path))

    def save_with(**changes) -> dict:
        doc = json.loads(json.dumps(base))
        doc.update(changes)
        return doc

    def fit(prefix: str, unit: str, suffix: str, size: int = limit - 64) -> str:
        return prefix + unit * ((size - len(prefix) - len(suffix)) // len(unit)) + suffix

    name_len = limit - len(json.dumps(base)) - 200
    add("save: 5 MB seat name", "save", json.dumps(save_with(seats=[{"name": "x" * name_len, "ink": "#2b4c7e",
                                                                      "bot": None}])))
    add("save: 5 MB of [[[[", "save", "[" * limit)
    add("save: 5 MB of {\"a\":{\"a\":", "save", fit("", '{"a":', ""))
    add("save: 5 MB of spaces", "save", " " * limit)
    add("save: 5 MB of spaces, then {}", "save", " " * (limit - 2) + "{}")
    add("save: 5 MB + 1 byte of spaces", "save", " " * (limit + 1))
    end_turn = '{"kind":"end_turn","seat":0}'
    head = json.dumps(save_with(actions=[]))[:-2]  # up to `"actions": [`
    assert head.endswith('"actions": [')
    acts = fit(head, end_turn + ",", end_turn + "]}")
    add(f"save: log of {acts.count('end_turn'):,} actions", "save", acts)
    real = [json.dumps(a, separators=(",", ":")) for a in base["actions"]]
    log = fit(head, ",".join(real) + ",", real[0] + "]}")
    add(f"save: the real log repeated ({log.count('kind'):,} actions)", "save", log)
    add("save: 200,000 actions (past 5 MB)", "save", head + ",".join([end_turn] * 200_000) + "]}")
    add("save: 60,000 actions (under the counts)", "save", head + ",".join([end_turn] * 60_000) + "]}")
    add("save: the real log then 19,000 rolls", "save",
        head + ",".join(real + ['{"kind":"roll","values":[3,4]}'] * 19_000) + "]}")
    seats = [{"name": f"{k}" * 40, "ink": "#123456", "bot": None} for k in range(5)]
    add("save: 5 seats, 64 meta keys of 1,000 chars (valid)", "save", json.dumps(save_with(
        mode="pass_and_play", seats=seats, table_size=5, actions=[],
        meta={f"key{k:02d}" + "k" * 58: "v" * 1000 for k in range(64)})))
    item_doc = save_with()
    item_doc["board"]["items"][0]["name"]["en"] = "i" * (limit - len(json.dumps(base)) - 200)
    add("save: board item name of 4.9 MB", "save", json.dumps(item_doc))
    add("save: 1M-element actions list of 0", "save", fit(head, "0,", "0]}"))
    add("save: 1M-element seats list of {}", "save", head.replace('"seats": [', '"seats": [' + "{}," * 1_000_000, 1)
        + "]}")
    add("save: 500k empty strings in meta", "save", fit('{"format": "daydream-save", "meta": [', '"",', '""]}'))
    add("save: 250k repeated \"seed\" keys", "save", fit('{"format": "daydream-save", ', '"seed": 1, ', '"seed": 2}'))
    add("save: seed of 5M digits", "save", json.dumps(save_with(seed=0)).replace('"seed": 0',
                                                                                  '"seed": ' + "7" * 5_000_000))
    add("save: seed of 4,300 digits", "save", json.dumps(save_with(seed=0)).replace('"seed": 0',
                                                                                     '"seed": ' + "7" * 4300))
    add("save: a float of 5M digits", "save", fit('{"format": "daydream-save", "version": 0.', "3", "}"))
    add("save: 800k \\u0000 escapes in a name", "save",
        json.dumps(save_with(app="\x00" * 800_000)))
    add("save: 5 MB of 0xff bytes", "save", b"\xff" * limit)
    add("save: 5 MB of NUL bytes", "save", b"\x00" * limit)
    big_board = json.loads(json.dumps(board))
    big_board["cells"] = [{"row": r, "col": c} for r in range(20) for c in range(20)]
    big_board["rows"] = big_board["cols"] = 20
    big_board["panels"] = [{"letter": x, "first_col": a, "last_col": b} for x, a, b in (("D", 0, 6), ("E", 7, 13),
                                                                                     ("F", 14, 19))]
    big_board["lines"] = [{"cells": [[r, c] for c in range(c0, c0 + 10)]} for r in range(20) for c0 in (0, 10)]
    big_board["lines"] += [{"cells": [[r, c] for r in range(r0, r0 + 10)]} for c in range(20) for r0 in (0, 10)]
    big_board["items"] = [{"id": f"i{k}", "name": {"en": "I", "fr": "I", "ja": "I"}, "shelf": k // 10,
                           "nodes": [{"kind": "dot", "x": 0.5, "y": 0.5}] * 29 + [{"kind": "sun", "x": 1, "y": 1}]}
                          for k in range(60)]
    big_board["items"][0]["role"], big_board["items"][1]["role"] = "clover", "bow_tie"
    big_board["frames"] = [{"id": f"f{k}", "name": {"en": "F", "fr": "F", "ja": "F"},
                            "cells": [[r, c] for r in range(20) for c in range(20)]} for k in range(3)]
    add("board: 400 cells, 80 lines, 60 items of 30 nodes", "board", json.dumps(big_board))
    big_board["frames"] = [{"id": f"f{k}", "name": {"en": "F", "fr": "F", "ja": "F"},
                            "cells": [[r % 20, c % 20] for r in range(150) for c in range(200)]} for k in range(3)]
    add("board: frames of 30,000 cells each", "board", json.dumps(big_board))
    add("board: 5 MB of [[[[", "board", "[" * limit)
    name_board = json.loads(json.dumps(board))
    name_board["name"]["en"] = "n" * 900_000
    add("board: name of 900k characters", "board", json.dumps(name_board))
    add("board: 1M-element cells list of 0", "board", fit('{"format": "daydream-board", "cells": [', "0,", "0]}",
                                                          size=1_000_000 - 64))
    add("board: 5 MB name (past the board limit)", "board", json.dumps(dict(board, id="x" * limit)))
    return out


_CHILD = textwrap.dedent(r"""
    import contextlib, io, json, os, resource, sys, time
    resource.setrlimit(resource.RLIMIT_AS, (4 << 30, 4 << 30))
    from daydream_qt import cli
    from daydream_qt.engine.board import compile_board, read_board_file
    from daydream_qt.engine.boardspec import BoardError
    from daydream_qt.engine.savefile import LoadError, load_game
    how, path = sys.argv[1], sys.argv[2]
    start = time.perf_counter()
    outcome, text = "noop", ""
    try:
        if how == "load_game":
            try:
                load_game(path)
                outcome = "accepted"
            except LoadError as exc:
                outcome, text = "refused", str(exc)
        elif how == "read_board_file":
            try:
                compile_board(read_board_file(path))
                outcome = "accepted"
            except BoardError as exc:
                outcome, text = "refused", str(exc)
        elif how != "noop":
            out, err = io.StringIO(), io.StringIO()
            argv = ["score", path] if how == "score" else ["boards", "check", path]
            with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
                code = cli.main(argv)
            text = err.getvalue()
            outcome = {0: "accepted", 2: "refused"}.get(code, f"exit {code}")
    except BaseException as exc:
        outcome, text = "crashed", f"{type(exc).__name__}: {str(exc)[:150]}"
    seconds = time.perf_counter() - start
    with open("/proc/self/status") as f:
        peak = next((int(l.split()[1]) for l in f if l.startswith("VmHWM:")), 0) / 1024
    os.write(1, (json.dumps([outcome, text[:400], seconds, peak]) + "\n").encode())
""")


def _child(how: str, path: str, hang: float) -> tuple[str, str, float, float, float]:
    """(outcome, text, call seconds, wall seconds, peak RSS MB) of one fresh process.

    The peak is the child's own VmHWM, read by the child as it ends: the ru_maxrss of a child
    (os.wait4, RUSAGE_CHILDREN) starts from the RSS of the parent it was forked from, which
    here is larger than the child. ru_maxrss stands in when the child dies before it can say.
    The child's output goes to files, so a chatty child never blocks."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        proc = subprocess.Popen([sys.executable, "-c", _CHILD, how, path], stdout=out, stderr=err, env=env)
        while True:
            pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
            if pid:
                break
            if time.perf_counter() - start > hang:
                proc.kill()
                os.wait4(proc.pid, 0)
                return "hung", f"still running after {hang:g} s", hang, hang, 0.0
            time.sleep(0.005)
        proc.returncode = os.waitstatus_to_exitcode(status)
        wall = time.perf_counter() - start
        peak = usage.ru_maxrss / 1024
        out.seek(0)
        err.seek(0)
        stdout, stderr = out.read().decode(errors="replace"), err.read().decode(errors="replace")
    try:
        outcome, text, seconds, peak = json.loads(stdout.strip().splitlines()[-1])
    except (ValueError, IndexError):
        return "crashed", f"exit {proc.returncode}: {stderr[-150:]}", wall, wall, peak
    return outcome, text, seconds, wall, peak


def run_big(args) -> dict:
    with tempfile.TemporaryDirectory(prefix="hostile-big-") as folder:
        files = big_files(Path(folder))
        base = sorted(_child("noop", "-", args.hang)[4] for _ in range(3))[1]
        print(f"\nBig files: {len(files)} files, each in a fresh process; baseline peak RSS "
              f"(same process, imports only) {base:.0f} MB. 'call s' is the reader's call, with any "
              f"import it makes on first use (a board file's check loads pydantic); 'process s' is "
              f"the whole process")
        rows, worst_time, worst_mem, bad = [], (0.0, ""), (0.0, ""), []
        for name, kind, path in files:
            size = path.stat().st_size
            for how in (("load_game", "score") if kind == "save" else ("read_board_file", "boards check")):
                outcome, text, seconds, wall, peak = _child(how, str(path), args.hang)
                clean = outcome == "refused" and _unclean(text if how in ("score", "boards check")
                                                          else text + "\n") is None
                verdict = "refused" if clean else outcome if outcome != "refused" else "refused, unclean"
                rows.append((name[:46], f"{size / 1e6:.2f}", how, verdict, f"{seconds:.2f}", f"{wall:.2f}",
                             f"{peak:.0f}", f"{peak - base:+.0f}", _short(text)))
                worst_time = max(worst_time, (seconds, f"{name} ({how})"))
                worst_mem = max(worst_mem, (peak, f"{name} ({how})"))
                if verdict != "refused" and not (verdict == "accepted" and "(valid)" in name):
                    bad.append(f"{name} ({how}): {verdict} {text[:150]!r}")
        _table(["file", "MB", "reader", "outcome", "call s", "process s", "peak MB", "minus baseline",
                "sentence (start)"], rows)
        within = worst_time[0] <= args.budget and worst_mem[0] <= args.mem_mb
        print(f"worst call time {worst_time[0]:.2f} s: {worst_time[1]}")
        print(f"worst peak RSS {worst_mem[0]:.0f} MB ({worst_mem[0] - base:+.0f} MB over the baseline): "
              f"{worst_mem[1]}")
        print(f"all within {args.budget:g} s and {args.mem_mb:g} MB: {'yes' if within else 'NO'}")
        for line in bad:
            print(f"  not refused cleanly: {line}")
        return {"worst_time": worst_time, "worst_mem": worst_mem, "within": within, "base": base}


# ---------------------------------------------------------------- part 3: File > Open


_UI_CHILD = textwrap.dedent(r"""
    import json, os, sys, tempfile, time, traceback
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    os.environ["DAYDREAM_QT_HOME"] = tempfile.mkdtemp(prefix="hostile-ui-home-")
    sys.path.insert(0, sys.argv[3])
    import mutants
    from daydream_qt.ui.app import make_app
    from daydream_qt.ui.widgets import plain
    from daydream_qt.ui.core.settings import Settings
    from daydream_qt.engine.untrusted import escape_controls
    from PySide6.QtWidgets import QMessageBox

    shown = []
    def record(parent, title, text, *args, **kwargs):
        shown.append((title, text))
        return QMessageBox.StandardButton.Ok
    plain.message = record
    for name in ("warning", "critical", "information", "question"):
        setattr(QMessageBox, name, staticmethod(record))
    hooked = []
    sys.excepthook = lambda t, e, tb: hooked.append(f"{t.__name__}: {str(e)[:120]}")

    app = make_app()
    from daydream_qt.ui.window.main_window import MainWindow
    window = MainWindow(Settings(language="en"))
    window.resize(1200, 800)
    window.show()
    app.processEvents()
    window.new_game("A", seed=3)  # a game on screen, which a refused file must leave alone
    app.processEvents()
    seed, count = int(sys.argv[1]), int(sys.argv[2])
    folder = tempfile.mkdtemp(prefix="hostile-ui-")
    counts = {"refused": 0, "opened": 0, "crashed": 0}
    problems, times = [], []
    for i in range(count):
        name, data = mutants.save_mutant(seed, i)
        path = os.path.join(folder, f"m{i}.daydream")
        with open(path, "wb") as f:
            f.write(data)
        shown.clear(); hooked.clear()
        before = window.controller.game
        log = list(before.log) if before is not None else None
        start = time.perf_counter()
        try:
            opened = window.files.open_file(path)
            app.processEvents()
        except BaseException as exc:
            opened, hooked = None, [f"{type(exc).__name__}: {str(exc)[:120]}"]
        times.append(time.perf_counter() - start)
        why = None
        if hooked:
            why = hooked[0]
        elif opened is False:
            after = window.controller.game
            if after is not before or (after is not None and list(after.log) != log):
                why = "refused, yet the game on screen changed"
            elif len(shown) != 1:
                why = f"{len(shown)} messages"
            else:
                text = shown[0][1]
                if "\n" in text or escape_controls(text) != text or len(text) > 400:
                    why = f"message not one plain line: {text[:100]!r}"
        elif opened and shown:
            why = f"opened, with {len(shown)} messages"
        elif opened and mutants.must_refuse(name):
            why = "opened, though it must be refused"
        if why is not None:
            counts["crashed"] += 1
            problems.append(f"#{i} {name[:120]}: {why}")
        else:
            counts["refused" if opened is False else "opened"] += 1
        os.remove(path)
    times.sort()
    print(json.dumps({"counts": counts, "problems": problems[:20],
                      "median": times[len(times) // 2], "worst": times[-1]}))
    sys.stdout.flush()
    os._exit(0)
""")


def run_ui(args) -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", _UI_CHILD, str(args.seed), str(args.ui), str(ROOT / "tests")],
                          capture_output=True, text=True, env=env, timeout=max(600, args.ui * 5))
    try:
        summary = json.loads(done.stdout.strip().splitlines()[-1])
    except (ValueError, IndexError):
        print(f"\nFile > Open: the window process failed (exit {done.returncode}): {done.stderr[-800:]}")
        return
    c = summary["counts"]
    print(f"\nFile > Open ({args.ui} save mutants, offscreen MainWindow, {time.perf_counter() - start:.0f} s): "
          f"refused with one message {c['refused']}, opened {c['opened']}, crashed {c['crashed']}; "
          f"open time median {summary['median'] * 1000:.0f} ms, worst {summary['worst']:.2f} s")
    for p in summary["problems"]:
        print(f"  {p}")


def run_kills(args) -> None:
    from killkit import kill_loop

    start = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="daydream-kills-") as folder:
        trials = kill_loop(Path(folder), args.kills, args.seed)
    ended = [t for t in trials if t.ended]
    print(f"\nKills around the end of a game ({args.kills} kills, {time.perf_counter() - start:.0f} s): "
          f"the game had ended before the kill {len(ended)}, in the records afterwards "
          f"{sum(t.recorded for t in trials)}, games lost {sum(t.lost for t in trials)}")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--saves", type=int, default=10_000)
    p.add_argument("--boards", type=int, default=2_000)
    p.add_argument("--records", type=int, default=2_000, help="tampered records databases (0: none)")
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--budget", type=float, default=2.0, help="seconds a call may take")
    p.add_argument("--mem-mb", type=float, default=300.0, help="peak RSS a process may reach")
    p.add_argument("--hang", type=float, default=20.0, help="seconds after which a call is hung")
    p.add_argument("--big", type=int, default=1, help="0 skips the big-file corpus")
    p.add_argument("--ui", type=int, default=300, help="save mutants through File > Open (0: none)")
    p.add_argument("--kills", type=int, default=100, help="kills around the end of a game (0: none)")
    args = p.parse_args(argv)
    print(f"hostile_files: python {sys.version.split()[0]}, {os.cpu_count()} cores")
    if args.saves or args.boards or args.records:
        run_corpora(args)
    if args.big:
        run_big(args)
    if args.ui:
        run_ui(args)
    if args.kills:
        run_kills(args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
