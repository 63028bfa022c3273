"""Records with 10,000 finished games: how long the Records page takes to open, and what
recording one more game costs.

The 10,000 games are made quickly: a few dozen real games (random play on each board) are
recorded, then copied under new keys with other dates, scores and titles straight into the
database. Run: .venv/bin/python benchmarks/records_bench.py [--games N] [--runs R]
Targets (issue 11): the page opens in under 200 ms, a game is recorded in under 20 ms.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["DAYDREAM_QT_HOME"] = tempfile.mkdtemp(prefix="records-bench-")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from daydream_qt.bots.random_bot import play_random_game  # noqa: E402
from daydream_qt.engine import BOARD_IDS, builtin_board  # noqa: E402
from daydream_qt.records.db import Records, open_records  # noqa: E402
from daydream_qt.records.store import record_game  # noqa: E402

TEMPLATES = 32
START = dt.datetime(2024, 1, 1, 9, tzinfo=dt.UTC)


def fill(records: Records, games: int, rng: random.Random) -> None:
    """`games` records: TEMPLATES real ones, the rest copies with other dates and scores."""
    for i in range(TEMPLATES):
        record_game(records, play_random_game(builtin_board(BOARD_IDS[i % 8]), 10_000 + i),
                    START + dt.timedelta(hours=i))
    conn = records.conn
    templates = conn.execute("SELECT g.id, g.board_id FROM games g").fetchall()
    conn.execute("BEGIN IMMEDIATE")
    for n in range(games - TEMPLATES):
        gid, board_id = templates[n % len(templates)]
        board = builtin_board(board_id)
        when = START + dt.timedelta(minutes=n * 97 + rng.randrange(60))
        cur = conn.execute(
            "INSERT INTO games (game_key, board_id, board_name, mode, seed, table_size, turns, items_total,"
            " finished_at, local_date, daily_date) SELECT ?, board_id, board_name, mode, ?, table_size, turns,"
            " items_total, ?, ?, NULL FROM games WHERE id = ?",
            (f"bench-{n}", rng.randrange(2**31), when.isoformat(timespec="seconds"),
             when.astimezone().date().isoformat(), gid))
        new = cur.lastrowid
        top = board.title_mins[-1] + 8
        total = max(0, min(top, int(rng.gauss(board.title_mins[2], (top - board.title_mins[1]) / 3))))
        band = board.title_band(total)
        title = json.dumps({k: getattr(board.titles[band], k) for k in ("en", "fr", "ja")}, ensure_ascii=False)
        conn.execute(
            "INSERT INTO seats SELECT ?, seat, name, kind, bot, ink, ?, items, modules, thorns, thorn_penalty,"
            " tiebreak, ?, ?, winner FROM seats WHERE game_id = ?",
            (new, total, band, title, gid))
        conn.execute("INSERT INTO saves SELECT ?, data FROM saves WHERE game_id = ?", (new, gid))
    conn.execute("COMMIT")


def time_page(records: Records, runs: int) -> list[float]:
    from PySide6.QtWidgets import QApplication

    from daydream_qt.ui.app import make_app

    make_app([])
    from daydream_qt.ui.pages.records_page import RecordsPage

    times: dict[str, list[float]] = {"page": [], "titles": [], "charts": []}
    for _ in range(runs):
        start = time.perf_counter()
        page = RecordsPage("en")
        page.show_records(records)
        page.resize(1366, 768)
        page.show()
        page.grab()  # the first paint, everything on the page laid out and drawn
        times["page"].append((time.perf_counter() - start) * 1000)
        for tab, key in ((1, "titles"), (2, "charts")):
            start = time.perf_counter()
            page.tabs.setCurrentIndex(tab)
            page.grab()
            times[key].append((time.perf_counter() - start) * 1000)
        page.close()
        page.deleteLater()
        QApplication.processEvents()
    return times


def time_recording(records: Records, runs: int) -> list[float]:
    games = [play_random_game(builtin_board(BOARD_IDS[i % 8]), 50_000 + i) for i in range(runs + 1)]
    record_game(records, games.pop())  # the first one loads the save format's modules
    times = []
    for g in games:
        start = time.perf_counter()
        record_game(records, g)
        times.append((time.perf_counter() - start) * 1000)
    return times


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=10_000)
    ap.add_argument("--runs", type=int, default=9)
    a = ap.parse_args()
    rng = random.Random(1)
    with open_records() as records:
        start = time.perf_counter()
        fill(records, a.games, rng)
        made = time.perf_counter() - start
        count = records.conn.execute("SELECT COUNT(*) FROM games").fetchone()[0]
        size = records.path.stat().st_size / 1e6
        print(f"records: {count} games, {size:.1f} MB, made in {made:.1f} s")
        times = time_page(records, a.runs)
        page = times["page"]
        print(f"Records page open (build + first paint, 1366x768, offscreen): first {page[0]:.0f} ms, "
              f"median {statistics.median(page):.0f} ms, min {min(page):.0f} ms over {len(page)} runs "
              f"(target < 200 ms)")
        for key, name in (("titles", "Bests and titles"), ("charts", "Charts")):
            print(f"  then the {name} tab, first shown: median {statistics.median(times[key]):.0f} ms")
        rec = time_recording(records, max(a.runs * 3, 20))
        print(f"recording one game: median {statistics.median(rec):.1f} ms, max {max(rec):.1f} ms over "
              f"{len(rec)} games (target < 20 ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
