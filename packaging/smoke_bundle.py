"""Check a PyInstaller bundle offscreen: it runs, with no Python of the system involved.

`python packaging/smoke_bundle.py [dist/daydream-qt]` runs the bundle's executable with
`--version`, `boards check`, a seeded `play-random` game saved and then scored from its
file, the app itself up to its first painted frame, and `--install-desktop` /
`--uninstall-desktop` into a temporary folder. Each check prints one line; the exit code is
the number of checks that failed. Everything goes to a temporary home, never the user's.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TIMEOUT_S = 180


def folder_size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def main(argv: list[str]) -> int:
    bundle = (Path(argv[0]) if argv else ROOT / "dist" / "daydream-qt").resolve()
    exe = bundle / "daydream-qt"
    if not exe.is_file():
        print(f"There is no bundle at {bundle}: run 'make dist' first.", file=sys.stderr)
        return 1
    failed = 0
    with tempfile.TemporaryDirectory(prefix="daydream-smoke-") as tmp:
        home = Path(tmp)
        env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
        env.update(QT_QPA_PLATFORM="offscreen", DAYDREAM_QT_HOME=str(home / "home"),
                   XDG_DATA_HOME=str(home / "share"), PYTHONNOUSERSITE="1")

        def run(*args: str, extra: dict[str, str] | None = None) -> subprocess.CompletedProcess:
            return subprocess.run([str(exe), *args], capture_output=True, text=True,
                                  timeout=TIMEOUT_S, env={**env, **(extra or {})}, cwd=tmp)

        def check(name: str, ok: bool, detail: str = "") -> None:
            nonlocal failed
            failed += not ok
            print(f"{'ok  ' if ok else 'FAIL'} {name}" + (f": {detail}" if detail and not ok else ""))

        done = run("--version")
        check("--version", done.returncode == 0 and done.stdout.startswith("daydream-qt "),
              done.stdout + done.stderr)

        done = run("boards", "check")
        lines = done.stdout.splitlines()
        check("boards check", done.returncode == 0 and len(lines) == 8
              and all(line.endswith(" ok") for line in lines), done.stdout + done.stderr)

        game = home / "seeded.daydream"
        done = run("play-random", "--board", "DEF", "--seed", "7", "--out", str(game))
        check("play-random, saved", done.returncode == 0 and game.is_file(), done.stdout + done.stderr)

        done = run("score", str(game), "--json")
        try:
            players = json.loads(done.stdout)["players"] if done.returncode == 0 else []
        except (ValueError, KeyError):
            players = []
        check("score of the saved game", len(players) == 1 and players[0]["total"] >= 0,
              done.stdout + done.stderr)

        done = run(extra={"DAYDREAM_QT_BENCH_FIRST_FRAME": "1"})
        try:
            float(done.stdout.strip().splitlines()[-1])
            painted = done.returncode == 0
        except (ValueError, IndexError):
            painted = False
        check("the app's first frame, offscreen", painted, done.stdout + done.stderr)
        log = home / "home" / "log" / "daydream-qt.log"
        check("the log written", log.is_file() and "start: daydream-qt" in log.read_text("utf-8"),
              str(log))

        done = run("--install-desktop")
        entry = next((home / "share" / "applications").glob("*.desktop"), None)
        text = entry.read_text("utf-8") if entry is not None else ""
        check("--install-desktop", done.returncode == 0 and f"Exec={exe.resolve()} %f" in text,
              done.stdout + done.stderr + text)
        done = run("--uninstall-desktop")
        check("--uninstall-desktop", done.returncode == 0 and entry is not None and not entry.exists(),
              done.stdout + done.stderr)

    print(f"bundle: {folder_size(bundle) / 2**20:.0f} MiB in {bundle}; "
          f"{'all checks passed' if not failed else f'{failed} checks failed'}")
    return failed


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
