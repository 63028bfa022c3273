"""Every Python package of daydream_qt is named in pyproject.toml, so the wheel has it."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_every_package_ships():
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["tool"]["setuptools"]["packages"])
    found = {
        ".".join(init.parent.relative_to(ROOT).parts)
        for init in (ROOT / "daydream_qt").rglob("__init__.py")
        if "__pycache__" not in init.parts
    }
    assert found - listed == set()
