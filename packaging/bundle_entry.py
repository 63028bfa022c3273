"""The program a PyInstaller bundle runs: `daydream-qt`, exactly as the installed command.

`DAYDREAM_QT_BENCH_FIRST_FRAME=1` makes it open a game of board A, print the monotonic
time once the first frame is painted and quit: `benchmarks/bundle_bench.py` compares the
bundle's cold start with the same program run by a Python interpreter.
"""

from __future__ import annotations

import os
import sys


def _first_frame() -> int:
    import time

    from daydream_qt import gc_pause

    gc_pause.pause()  # as daydream_qt.__main__ does, before anything else of the app
    from PySide6.QtCore import QTimer

    from daydream_qt import logs
    from daydream_qt.ui.app import main_window, make_app
    from daydream_qt.ui.window.crash import guard, log_start

    logs.enable_faulthandler()  # as daydream_qt.__main__ and run_app do
    app = make_app()
    window = main_window(app)
    guard(window)
    window.resize(1400, 900)
    window.new_game("A", seed=1)

    def report() -> None:
        print(repr(time.monotonic()), flush=True)
        log_start(window)  # (the app starts its log a little later; the smoke test reads it)
        app.exit(0)

    window.first_painted.connect(lambda: QTimer.singleShot(0, report))
    window.show()
    return app.exec()


if __name__ == "__main__":
    if os.environ.get("DAYDREAM_QT_BENCH_FIRST_FRAME") == "1":
        sys.exit(_first_frame())
    from daydream_qt.__main__ import main

    sys.exit(main())
