"""The coach's review and a replay for docs/screenshots.

Used by packaging/screenshots.py ("review", "replay"): the game of the "end" picture (Under
the Stars, seed 77, played by the pictures' greedy bot), its review once the coach is done,
and the replay its first "Show me" opens, both plans drawn.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable


def shoot_review(window, app, name: str, play: Callable) -> str:
    from daydream_qt.engine import Game, builtin_board

    game = Game(builtin_board("BC"), seed=77)
    play(game, random.Random(5), lambda g: False)
    window.start_game(game)
    window.replay.review_current()
    page = window.replay.review_page
    deadline = time.monotonic() + 120
    while page.review is None and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.01)
    if name == "replay":
        page.cards[0].show_button.click()
    return name
