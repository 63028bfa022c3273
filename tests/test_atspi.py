"""End to end through AT-SPI, as a screen reader on Linux sees the app: a real X display
(Xvfb), a D-Bus session with the accessibility bus, the app started as a player starts it,
a new game started by keys, then the accessible tree read from outside the app.

The tree is read by the system's Python through gi's Atspi bindings (the test's own
environment has no gi). Skipped, saying which, when Xvfb, dbus-launch, xdotool, at-spi2-core
or the bindings are missing, or when Qt's xcb platform cannot start (its libraries missing).
Display :15 unless DAYDREAM_ATSPI_DISPLAY names another.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

DISPLAY = os.environ.get("DAYDREAM_ATSPI_DISPLAY", ":15")
SYSTEM_PYTHON = "/usr/bin/python3"
BUS_LAUNCHERS = ("/usr/libexec/at-spi-bus-launcher", "/usr/lib/at-spi2-core/at-spi-bus-launcher")
ROOT = Path(__file__).resolve().parent.parent

READER = r"""
import json, sys
import gi
gi.require_version("Atspi", "2.0")
from gi.repository import Atspi

def walk(node, depth, out):
    if node is None or len(out) > 3000 or depth > 30:
        return
    try:
        out.append({"role": node.get_role_name(), "name": node.get_name() or "", "depth": depth})
        count = node.get_child_count()
    except Exception:
        return
    for i in range(count):
        try:
            walk(node.get_child_at_index(i), depth + 1, out)
        except Exception:
            pass

desktop = Atspi.get_desktop(0)
out = []
for i in range(desktop.get_child_count()):
    app = desktop.get_child_at_index(i)
    if app is not None and (app.get_name() or "").startswith("daydream"):
        walk(app, 0, out)
print(json.dumps(out))
"""
"""Prints the app's accessible tree as JSON: role, name and depth of every element."""


def _missing() -> str | None:
    """Why the test cannot run here, or None."""
    for tool in ("Xvfb", "dbus-launch", "xdotool"):
        if shutil.which(tool) is None:
            return f"{tool} is not installed"
    if not any(Path(p).exists() for p in BUS_LAUNCHERS):
        return "at-spi2-core (at-spi-bus-launcher) is not installed"
    if not Path(SYSTEM_PYTHON).exists():
        return f"{SYSTEM_PYTHON} is missing"
    probe = subprocess.run([SYSTEM_PYTHON, "-c", "import gi; gi.require_version('Atspi', '2.0'); "
                            "from gi.repository import Atspi"], capture_output=True, timeout=20)
    if probe.returncode:
        return "the system Python has no gi Atspi bindings (python3-gi, gir1.2-atspi-2.0)"
    if Path(f"/tmp/.X{DISPLAY.lstrip(':')}-lock").exists():
        return f"display {DISPLAY} is in use"
    return None


def _stop(proc: subprocess.Popen) -> None:
    """End a process this test started, and its children (it leads its own session)."""
    if proc.poll() is None:
        try:
            os.killpg(proc.pid, signal.SIGTERM)
            proc.wait(5)
        except (ProcessLookupError, subprocess.TimeoutExpired):
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            proc.wait(5)


def _wait(what: str, check, timeout: float):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        got = check()
        if got:
            return got
        time.sleep(0.25)
    raise AssertionError(f"timed out waiting for {what}")


@pytest.fixture
def desktop() -> Iterator[dict[str, str]]:
    """An X display with a D-Bus session and the accessibility bus: the environment to run in."""
    why = _missing()
    if why:
        pytest.skip(f"AT-SPI end to end test: {why}")
    started: list[subprocess.Popen] = []
    env = dict(os.environ, DISPLAY=DISPLAY)
    env.pop("QT_QPA_PLATFORM", None)
    dbus_pid = None
    try:
        xvfb = subprocess.Popen(["Xvfb", DISPLAY, "-screen", "0", "1366x768x24", "-nolisten", "tcp"],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        started.append(xvfb)
        _wait("the X display", lambda: subprocess.run(["xdotool", "getdisplaygeometry"], env=env,
                                                      capture_output=True).returncode == 0, 10)
        out = subprocess.run(["dbus-launch", "--sh-syntax"], env=env, capture_output=True, text=True,
                             timeout=10, check=True).stdout
        for line in out.splitlines():
            key, _, value = line.partition("=")
            value = value.rstrip(";").strip("'")
            if key == "DBUS_SESSION_BUS_ADDRESS":
                env[key] = value
            elif key == "DBUS_SESSION_BUS_PID":
                dbus_pid = int(value)
        launcher = next(p for p in BUS_LAUNCHERS if Path(p).exists())
        started.append(subprocess.Popen([launcher, "--launch-immediately"], env=env, stdout=subprocess.DEVNULL,
                                        stderr=subprocess.DEVNULL, start_new_session=True))
        probe = subprocess.run([sys.executable, "-c", "from PySide6.QtWidgets import QApplication; "
                                "QApplication(['probe', '-platform', 'xcb'])"], env=env,
                               capture_output=True, text=True, timeout=30)
        if probe.returncode:
            pytest.skip("AT-SPI end to end test: Qt's xcb platform cannot start here "
                        f"({probe.stderr.strip().splitlines()[0] if probe.stderr.strip() else probe.returncode})")
        yield env
    finally:
        for proc in reversed(started):
            _stop(proc)
        if dbus_pid is not None:
            try:
                os.kill(dbus_pid, signal.SIGTERM)
            except ProcessLookupError:
                pass


def _tree(env: dict[str, str]) -> list[dict]:
    done = subprocess.run([SYSTEM_PYTHON, "-c", READER], env=env, capture_output=True, text=True, timeout=30)
    return json.loads(done.stdout) if done.returncode == 0 and done.stdout.strip() else []


def _windows(env: dict[str, str], name: str) -> list[str]:
    """The visible windows whose whole title matches `name` (a regular expression)."""
    return subprocess.run(["xdotool", "search", "--onlyvisible", "--name", f"^{name}$"], env=env,
                          capture_output=True, text=True).stdout.split()


def _key(env: dict[str, str], window: str, *keys: str) -> None:
    """Give `window` the keyboard (there is no window manager) and press `keys`."""
    subprocess.run(["xdotool", "windowfocus", "--sync", window], env=env, check=True, timeout=10)
    subprocess.run(["xdotool", "key", *keys], env=env, check=True, timeout=10)


def _new_game_by_keys(env: dict[str, str]) -> None:
    """Ctrl+N (File > New game...), then Return for the dialog's default button, Start. The
    window's keys come just after its first frame: Ctrl+N is pressed again until the dialog shows."""
    main = _wait("the main window", lambda: _windows(env, "Daydream"), 15)[0]
    deadline = time.monotonic() + 20
    dialog: list[str] = []
    while not dialog and time.monotonic() < deadline:
        _key(env, main, "ctrl+n")
        dialog = _wait_quietly(lambda: _windows(env, "New game.*"), 2.0)
    assert dialog, "Ctrl+N opened no New game dialog"
    _key(env, dialog[0], "Return")


def _wait_quietly(check, timeout: float):
    try:
        return _wait("", check, timeout)
    except AssertionError:
        return []


def test_a_screen_reader_finds_the_board_its_cells_and_the_buttons(desktop, tmp_path):
    env = dict(desktop)
    env.update(DAYDREAM_QT_HOME=str(tmp_path / "home"), QT_ACCESSIBILITY="1", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
               QT_QPA_PLATFORM="xcb", LANGUAGE="en", PYTHONPATH=str(ROOT))
    app = subprocess.Popen([sys.executable, "-m", "daydream_qt"], env=env, cwd=ROOT, stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        start = _wait("the start page in the accessible tree", lambda: [
            x for x in _tree(env) if x["role"] == "push button" and x["name"] == "New game"], 20)
        assert start
        _new_game_by_keys(env)
        tree = _wait("the board's cells", lambda: (lambda t: t if any(
            x["role"] == "table cell" for x in t) else None)(_tree(env)), 20)
        tables = [x for x in tree if x["role"] == "table" and x["name"] == "Board"]
        assert len(tables) == 1
        cells = [x for x in tree if x["role"] == "table cell"]
        assert cells[0]["depth"] == tables[0]["depth"] + 1
        assert cells[0]["name"].startswith("Row 1, column ")
        assert all(x["name"].startswith("Row ") for x in cells)
        assert len(cells) > 20
        # the shelf's items and the score follow the cells in the table
        assert any(x["name"].endswith(" strokes") for x in tree)
        assert any(x["name"].startswith("Score: ") for x in tree)
        buttons = {x["name"] for x in tree if x["role"] == "push button"}
        assert "Roll the starting dice" in buttons or "Roll the dice" in buttons
        assert "Confirm turn" in buttons
    finally:
        _stop(app)
