"""The bundle's cold start against the same program run by a Python interpreter. Not a test.

Both run `packaging/bundle_entry.py` with `DAYDREAM_QT_BENCH_FIRST_FRAME=1`: a game of
board A opened as `daydream-qt` opens it, the monotonic time printed once the first frame
is painted (the method of `ui_bench.py`: fresh processes, one unmeasured start each, then
interleaved runs, medians). A bare PySide6 window is measured in the same run for scale.

    .venv/bin/python benchmarks/bundle_bench.py [--bundle dist/daydream-qt] [--python PY]

`--python` is the interpreter of the install to compare with (default: this one, the
repository's editable install; a pipx venv's `bin/python` measures the wheel).
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from ui_bench import BARE, _child_env  # noqa: E402 (sets the offscreen screen up as well)

ROOT = Path(__file__).resolve().parents[1]
RUNS = 11


def first_frame(cmd: list[str], home: str) -> float:
    """Seconds from spawning `cmd` to the end of its first paint."""
    env = _child_env(home)
    env["DAYDREAM_QT_BENCH_FIRST_FRAME"] = "1"
    start = time.monotonic()
    out = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=120, check=True,
                         cwd=home)
    return float(out.stdout.strip().splitlines()[-1]) - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bundle", default=str(ROOT / "dist" / "daydream-qt"))
    parser.add_argument("--python", default=sys.executable)
    parser.add_argument("--runs", type=int, default=RUNS)
    a = parser.parse_args()
    exe = Path(a.bundle) / "daydream-qt"
    if not exe.is_file():
        print(f"There is no bundle at {a.bundle}: run 'make dist' first.", file=sys.stderr)
        return 1
    programs = {
        "bare PySide6 window": [a.python, "-c", BARE],
        "daydream-qt, interpreted": [a.python, str(ROOT / "packaging" / "bundle_entry.py")],
        "daydream-qt, bundle": [str(exe)],
    }
    times: dict[str, list[float]] = {name: [] for name in programs}
    with tempfile.TemporaryDirectory(prefix="daydream-bundle-bench-") as home:
        for cmd in programs.values():  # unmeasured: bytecode caches, the disk cache
            first_frame(cmd, home)
        names = list(programs)
        for k in range(a.runs):
            order = names if k % 2 == 0 else names[::-1]
            for name in order:
                times[name].append(first_frame(programs[name], home))
    bare = statistics.median(times["bare PySide6 window"])
    for name, values in times.items():
        ms = statistics.median(values) * 1000
        print(f"cold start, {name + ':':<28} {ms:7.0f} ms (median of {a.runs}; {ms / bare / 1000:.2f}x bare)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
