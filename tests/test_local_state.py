"""Local state from disk is checked like a save: settings, the recent list, the autosave's lock."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox
from uikit import make_window

from daydream_qt import paths
from daydream_qt.ui.core.settings import Settings
from daydream_qt.ui.widgets import plain
from daydream_qt.ui.window.instance_lock import claim_slot

SENTENCE = "Your settings could not be read; they were reset and the old file was kept as {0}."
SECOND = "Your game is open in another Daydream window; this window can start a new game of its own."


def _write_settings(text: str | bytes) -> Path:
    path = Settings.path()
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, str):
        text = text.encode("utf-8")
    path.write_bytes(text)
    return path


def _kept_aside() -> list[Path]:
    return sorted(Settings.path().parent.glob("settings.bad-*.json"))


# ---------------------------------------------------------------- settings


def test_a_bad_ink_resets_the_settings_keeps_the_file_and_says_so(qtbot):
    raw = json.dumps({"draw_strokes_for_me": True, "language": "fr", "ink": "#zzzzzz"})
    _write_settings(raw)
    settings = Settings.load()
    assert settings == Settings() and settings.reset
    [aside] = _kept_aside()
    assert settings.kept_aside == aside and aside.read_text("utf-8") == raw
    assert not Settings.path().exists()
    window = make_window(qtbot, settings)
    assert window.notice == SENTENCE.format(aside.name)
    assert window.statusBar().isVisible()
    # Saving works again: the autosave and Save As are not held back by the old ink.
    game = window.new_game("A", seed=1)
    assert game.seats[0].ink == Settings().ink
    window.controller.roll()
    assert paths.autosave_path().is_file()
    assert window.notice == "" and not window.statusBar().isVisible()


BAD = {
    "not JSON": b'{"ink": "#2b4c7e"',
    "not UTF-8": b'{"language": "\xff"}',
    "an array": b"[]",
    "null": b"null",
    "too large": b'{"ink": "#2b4c7e", "x": "' + b"a" * 70_000 + b'"}',
    "deep": b"[" * 5000 + b"]" * 5000,
    "int switch": b'{"draw_strokes_for_me": 1}',
    "string switch": b'{"show_legal_cells": "yes"}',
    "unknown language": b'{"language": "xx"}',
    "number language": b'{"language": 5}',
    "ink word": b'{"ink": "red"}',
    "short ink": b'{"ink": "#12345"}',
    "long ink": b'{"ink": "#1234567"}',
    "ink newline": b'{"ink": "#123456\\n"}',
    "recent string": b'{"recent": "/a.daydream"}',
    "recent number": b'{"recent": [1]}',
    "recent empty": b'{"recent": [""]}',
    "recent NUL": b'{"recent": ["/a\\u0000b.daydream"]}',
    "recent too many": json.dumps({"recent": [f"/{n}.daydream" for n in range(9)]}).encode(),
    "recent too long": json.dumps({"recent": ["/" + "a" * 5000]}).encode(),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_every_bad_settings_file_gives_the_defaults_and_is_kept(case):
    _write_settings(BAD[case])
    settings = Settings.load()
    assert settings == Settings() and settings.reset, case
    [aside] = _kept_aside()
    assert aside.read_bytes() == BAD[case]


def test_a_second_bad_file_does_not_replace_the_first_kept_one():
    _write_settings(b"first")
    Settings.load()
    _write_settings(b"second")
    Settings.load()
    assert sorted(p.read_bytes() for p in _kept_aside()) == [b"first", b"second"]


def test_missing_keys_take_defaults_and_unknown_keys_are_dropped():
    _write_settings(json.dumps({"ink": "#AABBCC", "colour_blind": True}))
    settings = Settings.load()
    assert not settings.reset and not _kept_aside()
    assert settings == Settings(ink="#AABBCC")
    settings.save()
    assert json.loads(Settings.path().read_text("utf-8")) == {
        "draw_strokes_for_me": False, "show_legal_cells": True, "language": "", "ink": "#AABBCC",
        "recent": [], "table_hints": True, "theme": "system"}


def test_settings_compare_show_and_copy_by_their_fields():
    a = Settings(ink="#112233", recent=["/games/a.daydream"])
    b = Settings(ink="#112233", recent=["/games/a.daydream"], reset=True, kept_aside=Path("/x"))
    assert a == b  # what the file could not give is no part of the settings
    assert a != Settings(ink="#112233") and a != "#112233"
    assert Settings().recent == [] and Settings().recent is not Settings().recent
    copy = b.replace(language="fr", window=[0, 0, 800, 600])
    assert copy.language == "fr" and copy.window == [0, 0, 800, 600] and copy.ink == "#112233"
    assert copy.reset and copy.kept_aside == Path("/x") and b.language == ""
    with pytest.raises(TypeError):
        a.replace(colour="#000000")
    assert repr(a).startswith("Settings(draw_strokes_for_me=False,") and "reset" not in repr(a)
    with pytest.raises(TypeError):
        hash(a)


def test_a_missing_settings_file_is_no_news(qtbot):
    settings = Settings.load()
    assert settings == Settings() and not settings.reset
    assert make_window(qtbot, settings).notice == ""


# ---------------------------------------------------------------- the recent list


def _recent_texts(window) -> list[tuple[str, bool]]:
    menu = window.files.recent_menu
    menu.aboutToShow.emit()
    return [(a.text(), a.isEnabled()) for a in menu.actions() if not a.isSeparator()]


def test_recent_entries_that_cannot_be_checked_are_disabled_and_the_menu_stays(qtbot, tmp_path):
    good = tmp_path / "Tom & Jerry.daydream"
    good.write_text("{}", "utf-8")
    later = tmp_path / "later.daydream"
    later.write_text("{}", "utf-8")
    long_component = f"/tmp/{'x' * 300}/a.daydream"
    too_long = "/" + "/".join(["y" * 200] * 20) + ".daydream"  # 4020 characters
    Settings(recent=[str(good), long_component, too_long, str(later)]).save()
    window = make_window(qtbot)
    entries = _recent_texts(window)
    assert len(entries) == 5
    assert entries[0][0].startswith("Tom && Jerry.daydream \u2014 /") and entries[0][1] is True
    assert entries[1][1] is False and entries[2][1] is False
    assert entries[3][0].startswith("later.daydream") and entries[3][1] is True
    assert entries[4] == ("Clear the list", True)
    # A NUL can only come from memory (the file refuses it): disabled too.
    Settings.path().unlink()
    window.settings.recent = ["/a\0b.daydream", str(later)]
    entries = _recent_texts(window)
    assert [e[1] for e in entries] == [False, True, True]
    window.files.recent_menu.actions()[-1].trigger()
    assert Settings.load().recent == [] and _recent_texts(window) == [("No recent games", False)]


# ---------------------------------------------------------------- one game per instance


@pytest.fixture
def dialogs(monkeypatch):
    answers: dict = {}
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (answers.get("save", ""), ""))
    shown: list[str] = []
    monkeypatch.setattr(plain, "message", lambda parent, title, text, **k: shown.append(text)
                        or QMessageBox.StandardButton.Ok)
    return answers, shown


def _save_as(window, answers, path: Path) -> None:
    answers["save"] = str(path)
    assert window.files.save_as()


def test_a_second_window_gets_its_own_autosave_and_merges_the_recent_list(qtbot, tmp_path, dialogs):
    answers, shown = dialogs
    first = make_window(qtbot)
    assert first.files.slot.number == 1 and first.notice == ""
    game = first.new_game("A", seed=3)
    first.controller.roll()
    _save_as(first, answers, tmp_path / "one.daydream")
    autosave = paths.autosave_path().read_bytes()

    second = make_window(qtbot)
    assert second.files.slot.number == 2
    assert second.notice == SECOND and second.statusBar().isVisible()
    assert second.pages.currentWidget() is second.start_page
    second.refresh_continue()
    assert second.start_page.continue_button.isHidden()  # the first window's game is not offered
    other = second.new_game("D", seed=4)
    second.controller.roll()
    assert paths.autosave_path(2).is_file()
    assert paths.autosave_path().read_bytes() == autosave
    _save_as(second, answers, tmp_path / "two.daydream")
    assert paths.autosave_path().read_bytes() == autosave

    _save_as(first, answers, tmp_path / "three.daydream")  # first's settings are older: merged
    names = [Path(r).name for r in Settings.load().recent]
    assert names == ["three.daydream", "two.daydream", "one.daydream"]
    assert not shown

    # Closing the first frees its game for the next window (and not for the second).
    first.close()
    third = make_window(qtbot)
    assert third.files.slot.number == 1 and third.notice == ""
    third.continue_autosave()
    assert third.controller.game.log == game.log
    assert load_game_log(paths.autosave_path(2)) == other.log


def load_game_log(path: Path) -> list:
    from daydream_qt.engine.savefile import load_game

    return load_game(path).game.log


def test_a_lock_is_refused_to_a_second_holder_of_the_same_process(daydream_home):
    a = claim_slot()
    b = claim_slot()
    assert (a.number, b.number) == (1, 2)
    a.release()
    c = claim_slot()
    assert c.number == 1
    b.release()
    c.release()


def _temps() -> dict[Path, bytes]:
    """Temp files a killed writer leaves in every folder the app writes: the autosave's,
    the settings', a CSV export's, a draft's, a saved game's and in the records' folder."""
    state, config, data = paths.state_dir(), paths.config_dir(), paths.data_dir()
    boards, saves, records = data / "boards", data / "saves", paths.records_path().parent
    for folder in (state, config, data, boards, saves, records):
        folder.mkdir(parents=True, exist_ok=True)
    made = {
        state / ".autosave.daydream.1234abcd.tmp": b"half",
        state / ".dd-0badc0de.tmp": b"half",
        config / ".settings-k2j3h4.tmp": b"half",
        config / ".dd-12345678.tmp": b"half",
        data / ".dd-0000cafe.tmp": b"half",
        boards / ".dd-a1b2c3d4.tmp": b"half a draft",
        saves / ".dd-deadbeef.tmp": b"half a game",
        records / ".dd-00c0ffee.tmp": b"half",
    }
    for p, data in made.items():
        p.write_bytes(data)
    return made


PLAYERS = ("boards/.dd-notes.tmp", "boards/my.tmp", "saves/.dd-12345678.tmp.keep", "saves/.dd-ABCDEF12.tmp",
           ".dd-1234567.tmp", "records/records.sqlite-wal", "records/records.sqlite-shm",
           "records/records.sqlite-journal")
"""Names in the data folders that are not provably ours: never removed."""


def test_stale_temp_files_are_removed_at_start(qtbot):
    made = _temps()
    (paths.state_dir() / "notes.txt").write_text("mine", "utf-8")
    for name in PLAYERS:
        (paths.data_dir() / name).write_text("mine", "utf-8")
    window = make_window(qtbot)
    assert window.files.stale_temps_removed == len(made)
    assert not any(p.exists() for p in made)
    assert (paths.state_dir() / "notes.txt").read_text("utf-8") == "mine"
    assert all((paths.data_dir() / name).read_text("utf-8") == "mine" for name in PLAYERS)


HOLDER = textwrap.dedent("""
    import sys, time
    from daydream_qt.ui.window.instance_lock import claim_slot
    slot = claim_slot()
    print("slot", slot.number, flush=True)
    time.sleep(60)
""")


def test_a_live_instance_keeps_its_slot_and_its_temp_files(qtbot, daydream_home):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", DAYDREAM_QT_HOME=str(daydream_home))
    proc = subprocess.Popen([sys.executable, "-c", HOLDER], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    try:
        line = proc.stdout.readline()
        assert line.strip() == "slot 1", proc.stderr.read() if proc.poll() is not None else line
        made = _temps()
        window = make_window(qtbot)
        assert window.files.slot.number == 2 and window.notice == SECOND
        assert window.files.stale_temps_removed == 0
        assert all(p.read_bytes() == data for p, data in made.items())
        window.close()
    finally:
        proc.kill()
        proc.wait(timeout=30)
    # Killed: its lock is stale, the next window takes slot 1 and clears what it left.
    again = make_window(qtbot)
    assert again.files.slot.number == 1 and again.notice == ""
    assert again.files.stale_temps_removed == len(made)


def test_without_a_free_slot_the_game_goes_on_unsaved_until_one_frees(qtbot, monkeypatch):
    from daydream_qt.ui.window import instance_lock

    monkeypatch.setattr(instance_lock, "MAX_SLOTS", 1)
    holder = claim_slot()
    window = make_window(qtbot)
    assert window.files.slot is None
    window.new_game("A", seed=2)
    window.controller.roll()
    assert window.statusBar().isVisible()
    assert window.files.warning.text().startswith(
        "The game is not being autosaved: Too many Daydream windows are open at once.")
    assert not paths.autosave_path().exists()
    holder.release()
    c = window.controller
    c.write_at(sorted(c.legal_cells())[0])
    assert window.files.slot.number == 1 and not window.statusBar().isVisible()
    assert paths.autosave_path().is_file()
