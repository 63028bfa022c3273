"""The largest legal board and saved game: time and peak memory of each command on them.

    python benchmarks/largest_inputs.py [--root CHECKOUT] [--timeout 300] [--only titles,review,...]
        [--boards 200] [--board DEF]

Builds (tests/largest.py) the largest board the schema allows and a five-seat game on it
that lasts as many turns as a game can, then runs each of these in a fresh process and
prints its wall time, the CPU time of the whole process (user + system: on a loaded machine
the figure to compare) and its peak memory (the child's VmHWM, read as it ends):

- `daydream-qt boards titles BOARD`, `daydream-qt review SAVE`, `daydream-qt score SAVE`
  (through `cli.main`, output to /dev/null);
- the app opening SAVE: an offscreen MainWindow's `open_file`, then the page it opens on
  grabbed (painted);
- the New game dialog with `--boards` copies of the largest board in the player's boards
  folder: its first opening in a fresh process, and the median of the next four openings.

`--root` runs the children on another checkout (the code before a change); a child still
running after `--timeout` seconds is stopped and printed as "> T s", with its peak so far.
Timings depend on the machine's load: quote quiet runs.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

_PEAK = """
import resource
def _peak():
    with open("/proc/self/status") as f:
        peak = next((int(l.split()[1]) for l in f if l.startswith("VmHWM:")), 0) / 1024
    use = resource.getrusage(resource.RUSAGE_SELF)
    return [peak, use.ru_utime + use.ru_stime]
"""

CLI = _PEAK + textwrap.dedent("""
    import contextlib, io, json, os, sys, time
    from daydream_qt import cli
    argv = json.loads(sys.argv[1])
    start = time.perf_counter()
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = cli.main(argv)
    seconds = time.perf_counter() - start
    last = (out.getvalue().strip().splitlines() or [""])[-1]
    os.write(1, (json.dumps([code, seconds, _peak(), err.getvalue()[:300] or last[:300]]) + "\\n").encode())
""")

APP = _PEAK + textwrap.dedent("""
    import json, os, sys, time
    from daydream_qt.ui.app import make_app
    from daydream_qt.ui.window.main_window import MainWindow
    app = make_app()
    window = MainWindow()
    window.resize(1400, 900)
    window.show()
    app.processEvents()
    start = time.perf_counter()
    ok = window.open_file(sys.argv[1])
    app.processEvents()
    window.grab()
    seconds = time.perf_counter() - start
    page = type(window.pages.currentWidget()).__name__
    os.write(1, (json.dumps([0 if ok else 1, seconds, _peak(), page]) + "\\n").encode())
""")

NEW_GAME = _PEAK + textwrap.dedent("""
    import json, os, statistics, sys, time
    from daydream_qt.ui.app import make_app
    from daydream_qt.ui.dialogs.new_game import NewGameDialog
    app = make_app()
    times = []
    for _ in range(5):
        start = time.perf_counter()
        d = NewGameDialog("en", "A")
        d.show()
        app.processEvents()
        times.append(time.perf_counter() - start)
        n = len(d.user_boards)
        d.close()
        d.deleteLater()
        app.processEvents()
    os.write(1, (json.dumps([0, times[0], _peak(), f"{n} boards; next 4 openings: median "
                            f"{statistics.median(times[1:]) * 1000:.0f} ms"]) + "\\n").encode())
""")


def _peak_of(pid: int) -> float:
    """VmHWM of a running process, in MB (0 when it cannot be read)."""
    try:
        with open(f"/proc/{pid}/status") as f:
            return next((int(line.split()[1]) for line in f if line.startswith("VmHWM:")), 0) / 1024
    except OSError:
        return 0.0


def _cpu_of(pid: int) -> float:
    """CPU seconds (user + system) a running process has used so far."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return 0.0


def run_child(program: str, args: list[str], root: Path, home: Path, timeout: float) -> tuple[str, str, str, str]:
    """(wall seconds, CPU seconds, peak MB, note) of one fresh process running `program`."""
    env = dict(os.environ, PYTHONPATH=str(root), DAYDREAM_QT_HOME=str(home), QT_QPA_PLATFORM="offscreen")
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", program, *args], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env, cwd=root)
    try:
        stdout, stderr = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        peak, cpu = _peak_of(proc.pid), _cpu_of(proc.pid)  # so far, read before it is stopped
        proc.kill()
        proc.communicate()
        return f"> {timeout:g}", f"> {cpu:.0f}", f"{peak:.0f}" if peak else "-", "stopped (peak so far)"
    try:
        code, seconds, (peak, cpu), note = json.loads(stdout.strip().splitlines()[-1])
    except (ValueError, IndexError):
        return f"{time.perf_counter() - start:.1f}", "-", "-", (stderr.strip().splitlines() or ["?"])[-1][:120]
    return (f"{seconds:.2f}", f"{cpu:.1f}", f"{peak:.0f}",
            (f"exit {code}: " if code else "") + " ".join(note.split())[:160])


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--root", type=Path, default=ROOT, help="the checkout whose code the children run")
    p.add_argument("--timeout", type=float, default=300.0)
    p.add_argument("--only", default="titles,review,score,app,new-game")
    p.add_argument("--boards", type=int, default=200, help="boards in the folder for New game")
    p.add_argument("--board", default="DEF", choices=("DEF", "ABC"))
    a = p.parse_args(argv)
    from largest import largest_board_data, write_largest

    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        board, save = write_largest(work / "files", a.board)
        print(f"board {board.name}: {board.stat().st_size:,} bytes; save {save.name}: "
              f"{save.stat().st_size:,} bytes, {len(json.loads(save.read_text())['actions']):,} actions")
        print(f"code: {a.root}")
        print(f"{'what':<34}{'seconds':>10}{'CPU s':>8}{'peak MB':>9}  note")
        only = a.only.split(",")
        runs = [("titles", f"boards titles {board.name}", CLI, [json.dumps(["boards", "titles", str(board)])]),
                ("review", f"review {save.name}", CLI, [json.dumps(["review", str(save)])]),
                ("score", f"score {save.name}", CLI, [json.dumps(["score", str(save)])]),
                ("app", "app: open the save", APP, [str(save)])]
        for key, label, program, args in runs:
            if key in only:
                home = work / f"home-{key}"
                seconds, cpu, peak, note = run_child(program, args, a.root, home, a.timeout)
                print(f"{label:<34}{seconds:>10}{cpu:>8}{peak:>9}  {note}", flush=True)
        if "new-game" in only:
            home = work / "home-new-game"
            folder = home / "data" / "boards"
            folder.mkdir(parents=True)
            data = largest_board_data(a.board)
            for k in range(a.boards):
                data["name"]["en"] = f"Board {k:03d}"
                (folder / f"board-{k:03d}-{a.board}.json").write_text(json.dumps(data, indent=1), "utf-8")
            seconds, cpu, peak, note = run_child(NEW_GAME, [], a.root, home, a.timeout)
            print(f"{'New game, ' + str(a.boards) + ' large boards':<34}{seconds:>10}{cpu:>8}{peak:>9}  {note}")
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
