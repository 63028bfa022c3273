"""What ships with the app: its version, and the folders of the board files, the
translations and the desktop files."""

from __future__ import annotations

import importlib.util
from pathlib import Path

_ROOT = Path(__file__).resolve().parent
DISTRIBUTION = "daydream-qt"
DESKTOP_ID = "io.github.daydream_qt.DaydreamQt"
"""The app's id on the desktop: its desktop entry, icon, metainfo and file type are named
after it (reverse DNS, as freedesktop.org and AppStream ask)."""


def version() -> str:
    """The installed version (package metadata), else the one written in the package: a
    source checkout run without installing, or a bundle that left the metadata out."""
    from importlib import metadata

    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        from daydream_qt import __version__

        return __version__


def data_folder(package: str, source: str, pattern: str) -> Path | None:
    """The folder of `package` (say "daydream_qt.boards") holding files that match `pattern`.

    An installed wheel has the folder inside the package; a source checkout (and its
    editable install) has it at the top of the repository, as `source`. None when neither
    holds a matching file. A path lookup (`find_spec`), not `importlib.resources`, whose
    imports cost a few milliseconds of the app's start.
    """
    try:
        spec = importlib.util.find_spec(package)
    except (ImportError, ValueError):
        spec = None
    roots = [Path(r) for r in (spec.submodule_search_locations or ())] if spec is not None else []
    roots += [_ROOT.joinpath(*package.split(".")[1:]), _ROOT.parent / source]
    for root in roots:
        if root.is_dir() and any(root.glob(pattern)):
            return root
    return None
