"""`daydream-qt`: with no arguments it opens the app, with a saved game it opens the app on
that game, with a command it runs the CLI.

- `daydream-qt` and `daydream-qt FILE.daydream` (what the desktop entry's `%f` gives): the
  app; a file that cannot be opened is one sentence, then the start page;
- `--version`, `--install-desktop`, `--uninstall-desktop`;
- anything else goes to `daydream_qt.cli` (boards, score, simulate, play-random).
"""

from __future__ import annotations

import os
import sys

SUFFIX = ".daydream"
OPTIONS = ("--version", "--install-desktop", "--uninstall-desktop")


def saved_game_argument(args: list[str]) -> str | None:
    """The saved game to open when the arguments name one (a command's name wins over a
    file of that name in the current folder), else None."""
    if not args or args[0].startswith("-"):
        return None
    first = args[0]
    if not first.endswith(SUFFIX):
        try:
            if not os.path.exists(first):
                return None
        except (OSError, ValueError):
            return None
        from daydream_qt.cli import command_names

        if first in command_names():
            return None
    return first


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args and args[0] in OPTIONS:
        if len(args) > 1:
            print(f"{args[0]} takes nothing after it (see 'daydream-qt --help').", file=sys.stderr)
            return 2
        return _option(args[0])
    file = saved_game_argument(args)
    if file is not None and len(args) > 1:
        print("Give one saved game to open (see 'daydream-qt --help').", file=sys.stderr)
        return 2
    if args and file is None:
        from daydream_qt.cli import main as cli_main

        return cli_main(args)
    # The app: the garbage collector waits until the first frame, from before the app's
    # first import (see gc_pause).
    from daydream_qt import gc_pause

    gc_pause.pause()
    # A crash in Qt is written into the log from the very start (cheap: no logging).
    from daydream_qt import logs

    logs.enable_faulthandler()
    from daydream_qt.ui.app import run_app

    return run_app(file=file)


def _option(option: str) -> int:
    if option == "--version":
        from daydream_qt.package_data import version

        print(f"daydream-qt {version()}")
        return 0
    from daydream_qt import desktop

    if option == "--install-desktop":
        return desktop.main_install()
    return desktop.main_uninstall()


if __name__ == "__main__":
    sys.exit(main())
