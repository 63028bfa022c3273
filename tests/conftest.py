"""Test setup: Qt tests run offscreen, whatever the person running them has set."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def daydream_home(tmp_path, monkeypatch):
    """Settings, autosave and saves of every test go to a fresh folder, never the user's."""
    home = tmp_path / "daydream-home"
    monkeypatch.setenv("DAYDREAM_QT_HOME", str(home))
    return home
