"""`daydream-qt` with no arguments opens the app; with a command it runs the CLI."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args:
        from daydream_qt.cli import main as cli_main

        return cli_main(args)
    from daydream_qt.ui.app import run_app

    return run_app()


if __name__ == "__main__":
    sys.exit(main())
