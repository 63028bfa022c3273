"""`daydream-qt review GAME.daydream [--json]`: the coach's review of a finished game.

The same numbers as the app's review page (bots.review, values kept to three decimals and
shown to two): each seat's points lost turn by turn and its three biggest mistakes.
"""

from __future__ import annotations

from pathlib import Path

from daydream_qt.engine import Board
from daydream_qt.engine.actions import GiveUpDie
from daydream_qt.engine.savefile import LoadError, load_game
from daydream_qt.engine.untrusted import excerpt

from .review import GameReview, ReviewError, SeatReview, TurnReview, review_dict, review_game


def cell_name(board: Board, cell: int) -> str:
    """'r2c4': the row and column numbers printed along the grid's edges (from 1)."""
    r, c = board.coords[cell]
    return f"r{r + 1}c{c + 1}"


def plan_text(board: Board, turn: TurnReview, which: str) -> str:
    """The writes of a plan ('5 in r2c4, 3 in r3c4'), and a die given up if one was."""
    plan = turn.played if which == "played" else turn.best
    parts = [f"{value} in {cell_name(board, cell)}" for cell, value in turn.writes(which)]
    parts += [f"gives up the {turn.dice[a.die]}" for a in plan if isinstance(a, GiveUpDie)]
    return ", ".join(parts) or "nothing to write"


def _turn_name(turn: int) -> str:
    """A turn as the app numbers it: 'start' for the starting numbers, then 1, 2..."""
    return "start" if turn == 0 else str(turn)


def _span(seat: SeatReview) -> str:
    """'16 turns and the starting numbers': what was reviewed, counted as the app counts
    turns (the starting numbers are turn 0, not one of the game's turns)."""
    turns = sum(1 for t in seat.turns if t.turn > 0)
    text = f"{turns} turn{'' if turns == 1 else 's'}"
    return f"{text} and the starting numbers" if any(t.turn == 0 for t in seat.turns) else text


def _mistake_turn(turn: int) -> str:
    return "the starting numbers" if turn == 0 else f"turn {turn}"


def _seat_lines(board: Board, seat: SeatReview) -> list[str]:
    lines = [f"{seat.name}: score {seat.score}, {seat.total_loss:.2f} points lost over {_span(seat)}"]
    lines.append(f"  {'turn':>5}  {'dice':<5} {'played':>7} {'best':>7} {'lost':>6}")
    for t in seat.turns:
        dice = f"{t.dice[0]} {t.dice[1]}"
        lines.append(f"  {_turn_name(t.turn):>5}  {dice:<5} {t.played_value:>7.2f} {t.best_value:>7.2f} {t.loss:>6.2f}")
    if not seat.mistakes:
        lines.append("  No mistakes: every turn was as good as the best plan found.")
        return lines
    lines.append("  Biggest mistakes:")
    for k, t in enumerate(seat.mistakes, 1):
        lines.append(f"  {k}. {_mistake_turn(t.turn)} (dice {t.dice[0]} and {t.dice[1]}): {t.loss:.2f} points lost")
        lines.append(f"     played: {plan_text(board, t, 'played')}")
        lines.append(f"     best:   {plan_text(board, t, 'best')}; it {t.lesson}")
    return lines


def review_text(board: Board, review: GameReview) -> list[str]:
    """The review as lines of text for the terminal."""
    mode = review.mode.replace("_", "-")
    out = [f"{board.defn.name.en} ({board.id}), {mode} game, seed {review.seed}"]
    if review.note:
        out.append(review.note)
    for seat in review.seats:
        out.append("")
        out += _seat_lines(board, seat)
    return out


def cmd_review(path: str, as_json: bool) -> int:
    """Run the command; BadInput (exit 2) for a file that is no finished game."""
    from daydream_qt.cli_output import BadInput
    from daydream_qt.cli_output import json_out as _json_out
    from daydream_qt.cli_output import say as _say

    try:
        game = load_game(path).game
    except LoadError as exc:
        name = excerpt(Path(path).name)
        raise BadInput(str(exc) if f"The file {name} " in str(exc) else f"{name}: {exc}") from None
    if not game.over:
        raise BadInput(f"{excerpt(Path(path).name)}: the game is not finished, so it cannot be reviewed yet.")
    try:
        review = review_game(game)
    except ReviewError as exc:
        raise BadInput(str(exc)) from None
    if as_json:
        _json_out(review_dict(review))
        return 0
    for line in review_text(game.board, review):
        _say(line)
    return 0
