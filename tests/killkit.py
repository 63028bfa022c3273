"""Kill the app around the end of a game, then start again: is the game in the records?

`trial(home, seed, delay)` starts a child process with its own DAYDREAM_QT_HOME that opens
the window (offscreen) on a game one action from its end, plays that action (the game
ends, the end screen is shown and the record keeper records it), and is killed (SIGKILL)
`delay` seconds after it said it was about to play it. The parent then does what the next
start does, `pending.catch_up`, and looks for the game in the records.

Used by tests/test_record_keeper.py (a few trials) and benchmarks/hostile_files.py
(`--kills 100`).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CHILD = r"""
import sys
from daydream_qt.bots.random_bot import play_random_game
from daydream_qt.engine import Game, builtin_board
from daydream_qt.records.pending import key_of
from daydream_qt.ui.app import make_app
from daydream_qt.ui.core.settings import Settings
from daydream_qt.ui.window.main_window import MainWindow

board_id, seed = sys.argv[1], int(sys.argv[2])
full = play_random_game(builtin_board(board_id), seed)
app = make_app()
w = MainWindow(Settings(language="en"))
w.resize(1200, 800)
w.show()
while not w.keys_ready:
    app.processEvents()
game = Game(full.board, full.mode, full.seats, full.seed, full.table.table_size)
game.replay(full.log[:-1], seeded_dice=True)
w.start_game(game)
app.processEvents()
print("key", key_of(full), flush=True)
print("playing", flush=True)
w.controller.submit(full.log[-1])
assert game.over
print("ended", flush=True)
app.exec()
"""


@dataclass(frozen=True)
class Trial:
    key: str
    ended: bool
    """The child had played the last action (and so autosaved the finished game) before it died."""
    recorded: bool
    """The game is in the records after the catch-up of the next start."""

    @property
    def lost(self) -> bool:
        return self.ended and not self.recorded


def _env(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["DAYDREAM_QT_HOME"] = str(home)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
    return env


def trial(home: Path, seed: int, delay: float, board: str = "A", after: str = "playing") -> Trial:
    """One kill `delay` seconds after the child starts the game's last action (`after`
    "playing") or after that action has returned (`after` "ended": the game is over on
    disk, its end screen shown, its record under way)."""
    child = subprocess.Popen([sys.executable, "-c", CHILD, board, str(seed)], env=_env(home),
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert child.stdout is not None
    key = ""
    try:
        for line in child.stdout:
            if line.startswith("key "):
                key = line.split()[1]
            if line.strip() == after:
                break
        time.sleep(delay)
    finally:
        child.send_signal(signal.SIGKILL)
        rest = child.stdout.read()
        child.wait()
    ended = after == "ended" or "ended" in rest.split()
    return Trial(key, ended, _caught_up(home, key))


def _caught_up(home: Path, key: str) -> bool:
    """What the next start does (`pending.catch_up`), then: is `key` in the records?"""
    old = os.environ.get("DAYDREAM_QT_HOME")
    os.environ["DAYDREAM_QT_HOME"] = str(home)
    try:
        from daydream_qt.records import pending
        from daydream_qt.records.db import open_records

        with open_records() as records:
            pending.catch_up(records)
            row = records.conn.execute("SELECT 1 FROM games WHERE game_key = ?", (key,)).fetchone()
        return row is not None
    finally:
        if old is None:
            os.environ.pop("DAYDREAM_QT_HOME", None)
        else:
            os.environ["DAYDREAM_QT_HOME"] = old


def kill_loop(folder: Path, kills: int, seed: int = 1, board: str = "A",
              most: float = 0.5) -> list[Trial]:
    """`kills` trials, each killed at a random moment within `most` seconds of the start of
    the game's last action or of its end (the last action itself, the end screen, the
    record in its thread)."""
    import random

    rng = random.Random(seed)
    return [trial(folder / f"kill{n}", rng.randrange(10_000), rng.uniform(0.0, most), board,
                  rng.choice(("playing", "ended")))
            for n in range(kills)]
