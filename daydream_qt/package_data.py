"""Folders of data that ship with the app: the board files and the translations."""

from __future__ import annotations

import importlib.util
from pathlib import Path

_ROOT = Path(__file__).resolve().parent


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
