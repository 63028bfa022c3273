"""Desktop integration (daydream_qt/desktop.py), `daydream-qt --version` and
`daydream-qt FILE.daydream` (daydream_qt/__main__.py)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from daydream_qt import __main__ as entry
from daydream_qt import desktop
from daydream_qt.bots.random_bot import play_random_game
from daydream_qt.engine import builtin_board
from daydream_qt.engine.savefile import save_game
from daydream_qt.package_data import DESKTOP_ID

ROOT = Path(__file__).resolve().parents[1]
COMMAND = ["/opt/day dream/bin/daydream-qt"]


@pytest.fixture(autouse=True)
def no_log_left():
    """The app started here starts its log; later tests must not write into it."""
    yield
    from daydream_qt import logs

    logs.uninstall()


def files_under(folder: Path) -> set[Path]:
    return {p for p in folder.rglob("*") if p.is_file()}


@pytest.fixture
def home(tmp_path, monkeypatch):
    folder = tmp_path / "xdg-data"
    monkeypatch.setenv("XDG_DATA_HOME", str(folder))
    return folder


def test_data_home_follows_xdg_and_ignores_a_relative_one(home, monkeypatch):
    assert desktop.data_home() == home
    monkeypatch.setenv("XDG_DATA_HOME", "relative/share")
    assert desktop.data_home() == Path.home() / ".local" / "share"


def test_install_writes_the_entry_icons_metainfo_and_file_type(home):
    written = desktop.install(args=COMMAND)
    assert set(written) == set(desktop.targets(home).values())
    entry_file = home / "applications" / f"{DESKTOP_ID}.desktop"
    text = entry_file.read_text(encoding="utf-8")
    assert 'Exec="/opt/day dream/bin/daydream-qt" %f\n' in text
    assert 'TryExec="/opt/day dream/bin/daydream-qt"\n' in text
    assert "MimeType=application/x-daydream-game;\n" in text
    assert f"Icon={DESKTOP_ID}\n" in text
    for n in desktop.ICON_SIZES:
        image = QImage(str(home / "icons" / "hicolor" / f"{n}x{n}" / "apps" / f"{DESKTOP_ID}.png"))
        assert (image.width(), image.height()) == (n, n)
        assert image.pixelColor(n // 2, n // 2).alpha() == 255  # painted, not blank
    svg = home / "icons" / "hicolor" / "scalable" / "apps" / f"{DESKTOP_ID}.svg"
    assert svg.read_text(encoding="utf-8").lstrip().startswith("<?xml")
    assert "application/x-daydream-game" in (home / "mime" / "packages" / f"{DESKTOP_ID}.xml").read_text()
    assert f"<id>{DESKTOP_ID}</id>" in (home / "metainfo" / f"{DESKTOP_ID}.metainfo.xml").read_text()


def test_install_twice_gives_the_same_files(home):
    desktop.install(args=COMMAND)
    first = {p: p.read_bytes() for p in desktop.targets(home).values()}
    everything = files_under(home)
    desktop.install(args=COMMAND)
    assert {p: p.read_bytes() for p in desktop.targets(home).values()} == first
    assert files_under(home) == everything


def test_uninstall_removes_exactly_what_install_put(home):
    (home / "applications").mkdir(parents=True)
    theirs = home / "applications" / "someone-else.desktop"
    theirs.write_text("[Desktop Entry]\nType=Application\nName=X\nExec=x\n", encoding="utf-8")
    before = files_under(home)
    desktop.install(args=COMMAND)
    removed = desktop.uninstall()
    assert set(removed) == set(desktop.targets(home).values())
    after = files_under(home)
    assert before <= after  # nothing of anyone else's removed
    # What is left besides is only what the cache tools generate.
    for extra in after - before:
        rel = extra.relative_to(home).as_posix()
        assert rel == "applications/mimeinfo.cache" or (rel.startswith("mime/")
                                                          and not rel.startswith("mime/packages/"))
        assert DESKTOP_ID not in extra.name and "daydream" not in extra.read_text(errors="replace")
    assert desktop.uninstall() == []  # a second time: nothing to remove, no error


def test_the_mime_database_knows_saved_games(home):
    if shutil.which("update-mime-database") is None:
        pytest.skip("update-mime-database is not installed")
    desktop.install(args=COMMAND)
    assert "application/x-daydream-game:*.daydream" in (home / "mime" / "globs2").read_text()
    assert "daydream-save" in (home / "mime" / "magic").read_bytes().decode("latin-1")


def test_the_save_format_starts_as_the_magic_says(tmp_path):
    """The magic of the file type looks for the first key within 256 bytes."""
    path = tmp_path / "g.daydream"
    save_game(play_random_game(builtin_board("A"), 1), path)
    assert b'"format": "daydream-save"' in path.read_bytes()[:256]


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None,
                    reason="desktop-file-validate is not installed")
def test_the_installed_entry_passes_desktop_file_validate(home):
    desktop.install(args=COMMAND)
    done = subprocess.run(["desktop-file-validate", str(home / "applications" / f"{DESKTOP_ID}.desktop")],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stdout.strip() == "", done.stdout + done.stderr


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstreamcli is not installed")
def test_the_metainfo_passes_appstreamcli_validate(home):
    desktop.install(args=COMMAND)
    done = subprocess.run(["appstreamcli", "validate", "--no-net",
                           str(home / "metainfo" / f"{DESKTOP_ID}.metainfo.xml")],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "E:" not in done.stdout and "W:" not in done.stdout, done.stdout


@pytest.mark.parametrize(("arg", "quoted"), [
    ("/usr/bin/daydream-qt", "/usr/bin/daydream-qt"),
    ("/home/ann/my apps/daydream-qt", '"/home/ann/my apps/daydream-qt"'),
    ('/x/a"b$c`d\\e', '"/x/a\\"b\\$c\\`d\\\\e"'),
    ("/x/100%/daydream-qt", "/x/100%%/daydream-qt"),
])
def test_exec_arguments_are_quoted_as_the_specification_asks(arg, quoted):
    assert desktop.exec_argument(arg) == quoted


def test_a_path_with_a_line_break_is_refused():
    with pytest.raises(desktop.DesktopError, match="line break"):
        desktop.exec_value(["/x/a\nb"])


def test_the_command_is_the_running_installation():
    line = desktop.command_line()
    assert Path(line[0]).is_absolute()
    assert line[0].endswith("daydream-qt") or line[1:] == ["-m", "daydream_qt"]


def test_install_into_a_folder_that_cannot_be_written_is_one_sentence(tmp_path, monkeypatch, capsys):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocker / "share"))
    assert entry.main(["--install-desktop"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "cannot be written to" in err


def test_install_and_uninstall_through_the_command(home, capsys):
    assert entry.main(["--install-desktop"]) == 0
    assert (home / "applications" / f"{DESKTOP_ID}.desktop").is_file()
    assert entry.main(["--uninstall-desktop"]) == 0
    assert not (home / "applications" / f"{DESKTOP_ID}.desktop").exists()
    out = capsys.readouterr().out
    assert "applications menu (12 files" in out and "Removed Daydream" in out


# ---------------------------------------------------------------- --version, FILE


def test_version_prints_the_package_version(capsys):
    assert entry.main(["--version"]) == 0
    assert capsys.readouterr().out == "daydream-qt 0.1.0\n"


def test_version_from_a_fresh_interpreter():
    done = subprocess.run([sys.executable, "-m", "daydream_qt", "--version"], capture_output=True,
                          text=True, timeout=60, cwd=ROOT)
    assert (done.returncode, done.stdout) == (0, "daydream-qt 0.1.0\n")


def test_an_option_with_more_after_it_is_one_sentence(capsys):
    assert entry.main(["--version", "x"]) == 2
    assert capsys.readouterr().err == "--version takes nothing after it (see 'daydream-qt --help').\n"


@pytest.fixture
def collector_back():
    """The app's start pauses the garbage collector until a first frame that a test
    without a window never paints: it is started again after the test."""
    import gc

    from daydream_qt import gc_pause

    yield
    gc_pause.resume()
    gc.unfreeze()
    assert gc.isenabled()


def test_a_saved_game_argument_opens_the_app_on_it(tmp_path, monkeypatch, collector_back):
    opened = []
    import daydream_qt.ui.app as app_module

    monkeypatch.setattr(app_module, "run_app", lambda argv=None, file=None: opened.append(file) or 0)
    monkeypatch.chdir(tmp_path)
    (tmp_path / "game").write_text("{}")
    assert entry.main(["missing.daydream"]) == 0  # a .daydream name: the app says what is wrong
    assert entry.main(["game"]) == 0  # any existing file
    assert entry.main([]) == 0
    assert opened == ["missing.daydream", "game", None]


def test_the_app_starts_with_the_collector_paused(monkeypatch, collector_back):
    import gc

    import daydream_qt.ui.app as app_module

    seen = []
    monkeypatch.setattr(app_module, "run_app", lambda argv=None, file=None: seen.append(gc.isenabled()) or 0)
    assert gc.isenabled()
    assert entry.main([]) == 0
    assert seen == [False]  # paused before the app's first import, until its first frame


def test_a_command_leaves_the_collector_alone(collector_back):
    import gc

    assert entry.main(["--version"]) == 0 and gc.isenabled()  # no window: no pause


def test_a_command_wins_over_a_file_of_its_name(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "score").write_text("{}")
    assert entry.saved_game_argument(["score", "x.daydream"]) is None
    assert entry.saved_game_argument(["nothing-here"]) is None
    assert entry.saved_game_argument(["-h"]) is None
    assert entry.main(["a.daydream", "b.daydream"]) == 2
    assert "Give one saved game" in capsys.readouterr().err


@pytest.fixture
def app_run(qtbot, monkeypatch):
    """`run_app` as `daydream-qt FILE` calls it, with the event loop replaced by a look at
    the window it opened (a real `exec()` would leave the test's application quitting)."""
    import threading

    from PySide6.QtWidgets import QApplication

    import daydream_qt.ui.app as app_module

    # run_app installs the crash guard: the hooks are given back after the test.
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    seen: dict = {}

    def look(app):
        window = next(w for w in QApplication.topLevelWidgets()
                      if hasattr(w, "controller") and w.isVisible())
        qtbot.addWidget(window)
        qtbot.waitExposed(window)
        seen["window"] = window
        return 0

    monkeypatch.setattr(QApplication, "exec", look)

    def run(file: str):
        assert app_module.run_app(file=file) == 0
        return seen["window"]

    return run


def test_the_app_opened_on_a_hostile_file_says_one_sentence_then_the_start_page(
        app_run, tmp_path, monkeypatch):
    """`daydream-qt FILE` goes through File > Open's checks."""
    from daydream_qt.ui.widgets import plain

    shown = []
    monkeypatch.setattr(plain, "message", lambda parent, title, text, **k: shown.append(text))
    bad = tmp_path / "bad.daydream"
    bad.write_text('{"format": "daydream-save", "version": 99}', encoding="utf-8")
    window = app_run(str(bad))
    assert len(shown) == 1 and shown[0].endswith(".")
    assert window.controller.game is None
    assert window.pages.currentWidget() is window.start_page


def test_the_app_opened_on_a_saved_game_shows_it(app_run, tmp_path):
    path = tmp_path / "kept.daydream"
    game = play_random_game(builtin_board("D"), 5)
    save_game(game, path)
    window = app_run(str(path))
    assert window.controller.game.log == game.log
    assert window.files.path == path
