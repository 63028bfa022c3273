"""Helpers to drive games to a given position in rule tests."""

from __future__ import annotations

from boardkit import make_board

from daydream_qt.engine import EndTurn, Game, RollDice, WriteDie

GRID_3x4 = ["....", "....", "...."]


def cell(board, r: int, c: int) -> int:
    return board.index[(r, c)]


def new_game(grid=GRID_3x4, mode="solo", seats=("Ann",), table_size=None, **kw) -> Game:
    board = make_board(grid, **kw)
    return Game(board, mode=mode, seats=seats, seed=7, table_size=table_size)


def roll(game: Game, a: int, b: int) -> None:
    game.apply(RollDice((a, b), game.mode == "scoresheet"))


def start_with(game: Game, first: tuple[int, int], second: tuple[int, int], dice=(3, 5)) -> None:
    """Roll the starting dice and write them at two positions for every seat, then confirm."""
    roll(game, *dice)
    b = game.board
    for seat in range(len(game.seats)):
        game.apply(WriteDie(seat, 0, cell(b, *first)))
        game.apply(WriteDie(seat, 1, cell(b, *second)))
        game.apply(EndTurn(seat))


def drain_strokes(game: Game, seat: int = 0) -> int:
    """Draw every pending stroke (taking the leaf bonus when offered); return strokes drawn."""
    n = 0
    while True:
        acts = game.legal_actions(seat)
        strokes = [a for a in acts if a.kind == "stroke"]
        if strokes:
            game.apply(strokes[0])
            n += 1
            continue
        lines = [a for a in acts if a.kind == "choose_line"]
        if lines:
            game.apply(lines[0])
            continue
        bonus = [a for a in acts if a.kind == "bonus" and a.bonus == "leaf"]
        if bonus:
            game.apply(bonus[0])
            continue
        return n


def fill(game: Game, seat: int, values: dict[tuple[int, int], int]) -> None:
    """Write values straight into a sheet (test setup only, bypassing the dice)."""
    sheet = game.state.sheets[seat]
    for (r, c), v in values.items():
        sheet.values[cell(game.board, r, c)] = v
        sheet.filled += 1
