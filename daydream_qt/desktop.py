"""`daydream-qt --install-desktop` and `--uninstall-desktop`: the app in this user's menus.

Into `$XDG_DATA_HOME` (else `~/.local/share`), all named after `DESKTOP_ID`:

- `applications/<id>.desktop`: the entry, with the absolute path of the command that is
  running now (a pipx or venv script, a bundle) so the menu finds it whatever the session's
  PATH, and `%f` so that opening a saved game from a file manager starts the app on it;
- `icons/hicolor/<n>x<n>/apps/<id>.png` for each of `ICON_SIZES`, painted now from the
  app's own vector icon, and `icons/hicolor/scalable/apps/<id>.svg`;
- `metainfo/<id>.metainfo.xml` (AppStream) and `mime/packages/<id>.xml` (the
  `application/x-daydream-game` type of `*.daydream` files);

then the desktop's caches are refreshed with whichever of `update-desktop-database`,
`update-mime-database` and `gtk-update-icon-cache` are installed (a missing one is
skipped). Installing twice gives the same files; uninstalling removes those files and no
other, and refreshes the caches again.

Qt is imported only to paint the icons.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from daydream_qt.package_data import DESKTOP_ID, data_folder

ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
MIME_TYPE = "application/x-daydream-game"
COMMAND = "daydream-qt"
TOOL_TIMEOUT_S = 30


class DesktopError(Exception):
    """The desktop files cannot be written or removed: its str is the one sentence said."""


def data_home() -> Path:
    """`$XDG_DATA_HOME` when it is an absolute path (the specification ignores any other),
    else `~/.local/share`."""
    value = os.environ.get("XDG_DATA_HOME", "")
    if value and os.path.isabs(value):
        return Path(value)
    return Path.home() / ".local" / "share"


def source_folder() -> Path:
    """The shipped desktop files (inside the package, or resources/desktop in a checkout)."""
    folder = data_folder("daydream_qt.resources.desktop", "resources/desktop", "*.desktop")
    if folder is None:
        raise DesktopError("The desktop files are missing from this installation.")
    return folder


def targets(home: Path) -> dict[str, Path]:
    """Every file the install writes, by what it is; the uninstall removes exactly these."""
    out = {
        "entry": home / "applications" / f"{DESKTOP_ID}.desktop",
        "metainfo": home / "metainfo" / f"{DESKTOP_ID}.metainfo.xml",
        "mime": home / "mime" / "packages" / f"{DESKTOP_ID}.xml",
        "svg": home / "icons" / "hicolor" / "scalable" / "apps" / f"{DESKTOP_ID}.svg",
    }
    for n in ICON_SIZES:
        out[f"png{n}"] = home / "icons" / "hicolor" / f"{n}x{n}" / "apps" / f"{DESKTOP_ID}.png"
    return out


# ---------------------------------------------------------------- the command line of Exec

def command_line() -> list[str]:
    """The program and arguments that start this installation of the app."""
    if getattr(sys, "frozen", False):  # a PyInstaller bundle: its own executable
        return [str(Path(sys.executable).resolve())]
    script = Path(sys.executable).parent / COMMAND
    if script.is_file() and os.access(script, os.X_OK):
        return [str(script)]  # the venv's script (pipx, pip install --user, a venv)
    found = shutil.which(COMMAND)
    if found:
        return [str(Path(found).absolute())]
    return [sys.executable, "-m", "daydream_qt"]


_SAFE = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/._+-,=@%")


def exec_argument(arg: str) -> str:
    """One argument of an Exec key, quoted as the Desktop Entry specification asks."""
    if "\n" in arg or "\r" in arg or "\0" in arg:
        raise DesktopError("The app's path holds a line break, which a desktop entry cannot hold.")
    arg = arg.replace("%", "%%")
    if arg and set(arg) <= _SAFE:
        return arg
    quoted = "".join("\\" + ch if ch in '"`$\\' else ch for ch in arg)
    return f'"{quoted}"'


def exec_value(args: list[str]) -> str:
    """The Exec value: the quoted arguments and `%f`, escaped once more as a string value."""
    line = " ".join(exec_argument(a) for a in args) + " %f"
    return line.replace("\\", "\\\\")


def desktop_entry(template: str, args: list[str]) -> str:
    """The shipped entry with Exec (and TryExec, so the menu hides the entry once the
    program is gone) pointing at `args`."""
    lines = []
    for line in template.splitlines():
        if line.startswith("Exec="):
            lines.append(f"Exec={exec_value(args)}")
            lines.append(f"TryExec={exec_value(args[:1])[:-3].rstrip()}")
        elif not line.startswith("TryExec="):
            lines.append(line)
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------- icons

def icon_png(size: int) -> bytes:
    """The app's icon at `size` pixels, as PNG bytes, painted from its vector shapes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QImageWriter, QPainter

    from daydream_qt.ui.style.app_icon import paint_icon

    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint_icon(painter, size)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    # QImageWriter, not QImage.save: its format is a QByteArray both at run time and in the stubs
    QImageWriter(buffer, QByteArray(b"PNG")).write(image)
    buffer.close()
    return bytes(data.data())


# ---------------------------------------------------------------- install, uninstall

def _write(path: Path, data: bytes) -> None:
    from daydream_qt.engine.atomicfile import write_atomic

    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(path, data, durable=False)


def install(home: Path | None = None, args: list[str] | None = None) -> list[Path]:
    """Write every desktop file (again: the same files each time) and refresh the caches.

    Returns the files written. Raises DesktopError with one sentence when it cannot."""
    home = home or data_home()
    args = args or command_line()
    src = source_folder()
    files = targets(home)
    try:
        template = (src / f"{DESKTOP_ID}.desktop").read_text(encoding="utf-8")
        contents = {
            "entry": desktop_entry(template, args).encode("utf-8"),
            "metainfo": (src / f"{DESKTOP_ID}.metainfo.xml").read_bytes(),
            "mime": (src / f"{DESKTOP_ID}.mime.xml").read_bytes(),
            "svg": (src / f"{DESKTOP_ID}.svg").read_bytes(),
        }
    except OSError as exc:
        raise DesktopError(f"The shipped desktop file {Path(str(exc.filename)).name} cannot "
                           "be read.") from None
    for n in ICON_SIZES:
        contents[f"png{n}"] = icon_png(n)
    from daydream_qt.engine.atomicfile import SaveError

    try:
        for key, path in files.items():
            _write(path, contents[key])
    except (OSError, SaveError) as exc:
        raise DesktopError(f"The folder {home} cannot be written to ({_reason(exc)}).") from None
    refresh_caches(home)
    return list(files.values())


def uninstall(home: Path | None = None) -> list[Path]:
    """Remove the files `install` writes (those that are there) and refresh the caches.

    Returns the files removed."""
    home = home or data_home()
    removed = []
    for path in targets(home).values():
        try:
            path.unlink()
        except FileNotFoundError:
            continue
        except OSError as exc:
            raise DesktopError(f"The file {path} cannot be removed ({_reason(exc)}).") from None
        removed.append(path)
    refresh_caches(home)
    return removed


def _reason(exc: BaseException) -> str:
    return getattr(exc, "strerror", None) or getattr(exc, "message", None) or type(exc).__name__


def refresh_caches(home: Path) -> list[str]:
    """Run the cache tools that are installed; returns the ones run. A missing tool, or one
    that fails, is not an error: the desktop reads the files at its next start anyway."""
    ran = []
    hicolor = home / "icons" / "hicolor"
    runs = [("update-desktop-database", [str(home / "applications")]),
            ("update-mime-database", [str(home / "mime")])]
    # A user's icon cache is only refreshed when one exists: a cache that the next app to
    # add an icon does not refresh would hide that icon, whereas without one the folder is
    # read as it is.
    if (hicolor / "icon-theme.cache").is_file():
        runs.append(("gtk-update-icon-cache", ["-f", "-t", "-q", str(hicolor)]))
    elif hicolor.is_dir():
        os.utime(hicolor)  # the folder's time tells icon themes to look again
    for tool, tool_args in runs:
        program = shutil.which(tool)
        if program is None or not Path(tool_args[-1]).is_dir():
            continue
        try:
            subprocess.run([program, *tool_args], stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL, timeout=TOOL_TIMEOUT_S, check=False)
        except (OSError, subprocess.SubprocessError):
            continue
        ran.append(tool)
    return ran


def main_install() -> int:
    """`--install-desktop`: exit 0 and say where, or 1 and say why not."""
    try:
        files = install()
    except DesktopError as exc:
        print(exc, file=sys.stderr)
        return 1
    print(f"Daydream is in the applications menu ({len(files)} files under {data_home()}); "
          f"it starts {' '.join(command_line())}.")
    return 0


def main_uninstall() -> int:
    """`--uninstall-desktop`: exit 0 and say what was removed, or 1 and say why not."""
    try:
        removed = uninstall()
    except DesktopError as exc:
        print(exc, file=sys.stderr)
        return 1
    if removed:
        print(f"Removed Daydream from the applications menu ({len(removed)} files under {data_home()}).")
    else:
        print("Daydream was not in this user's applications menu; nothing to remove.")
    return 0
