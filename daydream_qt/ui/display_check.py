"""Can Qt open a window here? `python -m daydream_qt.ui.display_check` exits 0 if so.

Otherwise it prints one sentence naming what is missing and exits 1, so `make run`
fails with an explanation instead of Qt's plugin traceback. The probe runs in a
subprocess because a failing platform plugin aborts the whole process.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

DEBIAN_PACKAGES = (
    "libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0 "
    "libxcb-shape0 libxcb-xinerama0 libxcb-xkb1 libxkbcommon-x11-0 libegl1 libgl1 "
    "libfontconfig1 libdbus-1-3"
)

_PROBE = "import sys\nfrom PySide6.QtGui import QGuiApplication\napp = QGuiApplication(sys.argv[:1])\nprint(app.platformName())\n"


def probe(timeout: float = 30.0) -> tuple[bool, str]:
    """Start a QGuiApplication in a subprocess: (it worked, what it said on stderr)."""
    try:
        done = subprocess.run(
            [sys.executable, "-c", _PROBE], capture_output=True, text=True, timeout=timeout,
            env=os.environ.copy(),
        )
    except subprocess.TimeoutExpired:
        return False, "timeout"
    except OSError as exc:
        return False, str(exc)
    return done.returncode == 0, done.stderr


def debian_package(soname: str) -> str:
    """The usual Debian package of a shared library: libxcb-icccm.so.4 -> libxcb-icccm4."""
    base, _, version = soname.partition(".so")
    base, version = base.lower(), version.strip(".").split(".")[0]
    if not version:
        return base
    return f"{base}-{version}" if base[-1].isdigit() else f"{base}{version}"


def missing_libraries(stderr: str) -> list[str]:
    """Debian packages Qt's platform plugin cannot find, from its message and `ldd`."""
    found = set(re.findall(r"(lib[\w.+-]+?) is needed", stderr))
    try:
        import PySide6

        plugins = Path(PySide6.__file__).parent / "Qt" / "plugins" / "platforms"
        for lib in plugins.glob("libqxcb*.so"):
            out = subprocess.run(["ldd", str(lib)], capture_output=True, text=True, timeout=10).stdout
            found.update(debian_package(m) for m in re.findall(r"(\S+\.so[.\d]*) => not found", out))
        qt_lib = Path(PySide6.__file__).parent / "Qt" / "lib"
        for lib in qt_lib.glob("libQt6XcbQpa.so*"):
            out = subprocess.run(["ldd", str(lib)], capture_output=True, text=True, timeout=10).stdout
            found.update(debian_package(m) for m in re.findall(r"(\S+\.so[.\d]*) => not found", out))
    except (ImportError, OSError, subprocess.SubprocessError):
        pass
    return sorted(found)


def explain(stderr: str) -> str:
    """One sentence for the person who typed `make run`."""
    platform = os.environ.get("QT_QPA_PLATFORM", "")
    if "No module named" in stderr:
        return "PySide6 is not installed in this environment: run `make` again to build .venv."
    if sys.platform.startswith("linux") and not platform and not (
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    ):
        return ("Qt cannot open a window because there is no display here (neither DISPLAY nor "
                "WAYLAND_DISPLAY is set): run the app from a desktop session.")
    missing = missing_libraries(stderr) if sys.platform.startswith("linux") else []
    if missing:
        return (f"Qt cannot open a window because these system libraries are missing: "
                f"{' '.join(missing)} (on Debian or Ubuntu: sudo apt-get install {' '.join(missing)}; "
                f"README.md lists every library Qt needs).")
    return ("Qt cannot open a window on this system; on Debian or Ubuntu install the libraries "
            f"it needs with: sudo apt-get install {DEBIAN_PACKAGES}.")


def main() -> int:
    ok, stderr = probe()
    if ok:
        return 0
    print(explain(stderr), file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
