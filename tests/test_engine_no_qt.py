"""The engine, the bots and the CLI never load Qt."""

import subprocess
import sys

import pytest


@pytest.mark.parametrize("module", ["daydream_qt.engine", "daydream_qt.bots.simulate", "daydream_qt.cli"])
def test_module_loads_without_pyside6(module):
    code = f"import sys, {module}; print(sorted(m for m in sys.modules if m.startswith('PySide6')))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_playing_a_shipped_board_never_loads_pydantic():
    code = ("import sys; from daydream_qt.engine import builtin_board, Game; "
            "g = Game(builtin_board('DEF'), seed=1); g.roll(); "
            "print(sorted(m for m in sys.modules if m.startswith('pydantic')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
