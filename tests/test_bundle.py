"""The PyInstaller bundle's smoke test, when a bundle has been built (`make dist`).

`make test` never builds the bundle (it takes a minute and PyInstaller); this runs the
smoke script against dist/daydream-qt when it is there, and is skipped otherwise.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BUNDLE = ROOT / "dist" / "daydream-qt"


@pytest.mark.skipif(not (BUNDLE / "daydream-qt").is_file(), reason="no bundle built (make dist)")
def test_the_bundle_passes_its_smoke_test():
    done = subprocess.run([sys.executable, str(ROOT / "packaging" / "smoke_bundle.py"), str(BUNDLE)],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "all checks passed" in done.stdout
