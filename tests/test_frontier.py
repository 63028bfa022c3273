"""The kept frontier (`engine.frontier`) and the table of writes (`legality.write_actions`)
against the plain rules, on random games of every board and on sheets written by hand."""

from __future__ import annotations

import random

import pytest

from daydream_qt.engine import BOARD_IDS, EMPTY, Game, WriteDie, builtin_board
from daydream_qt.engine.frontier import frontier
from daydream_qt.engine.legality import write_actions


def plain_frontier(game: Game, seat: int) -> list[int]:
    """R2 read off the values: empty cells with a filled neighbour."""
    values = game.state.sheets[seat].values
    return [c for c, v in enumerate(values)
            if v == EMPTY and any(values[n] != EMPTY for n in game.board.neighbours[c])]


def plain_writes(game: Game, seat: int) -> list[WriteDie]:
    """Every write R2 and R8 allow, built one by one as the rules list them."""
    state = game.state
    sheet = state.sheets[seat]
    assert state.dice is not None
    cells = ([c for c, v in enumerate(sheet.values) if v == EMPTY] if state.turn == 0
             else plain_frontier(game, seat))
    avail = sheet.leaves_circled - sheet.leaves_coloured
    return [WriteDie(seat, d, c, delta) for d in (0, 1) if not sheet.dice_done[d]
            for c in cells for delta in range(max(-avail, -state.dice[d]), min(avail, 9 - state.dice[d]) + 1)]


@pytest.mark.parametrize("board_id", BOARD_IDS)
def test_the_kept_frontier_and_the_writes_are_the_plain_rules_all_game(board_id):
    checked = 0
    for seed in range(4):
        game = Game(builtin_board(board_id), seed=seed)
        rng = random.Random(seed)
        while not game.over:
            seat = game.to_move()
            if seat is None:
                game.roll()
                continue
            sheet = game.state.sheets[seat]
            assert frontier(game.board, sheet, False) == plain_frontier(game, seat)
            acts = game.legal_actions(seat)
            if not sheet.busy and not all(sheet.dice_done):
                assert [a for a in acts if a.kind == "write"] == plain_writes(game, seat)
                checked += 1
            game.apply(acts[rng.randrange(len(acts))])
    assert checked > 20


def test_a_sheet_written_by_hand_gets_its_frontier_afresh():
    game = Game(builtin_board("A"), seed=3)
    board = game.board
    sheet = game.state.sheets[0]
    game.roll()
    assert frontier(board, sheet, False) == []
    sheet.values[0] = 4  # by hand, as a test sets a sheet up
    assert frontier(board, sheet, False) == plain_frontier(game, 0) == sorted(board.neighbours[0])
    copy = game.state.copy().sheets[0]
    copy.values[board.neighbours[0][0]] = 2
    assert frontier(board, copy, False) != frontier(board, sheet, False)
    sheet.values = [EMPTY] * board.n_cells  # a new list altogether
    assert frontier(board, sheet, False) == []
    assert frontier(board, sheet, True) == list(range(board.n_cells))


def test_the_kept_list_is_not_handed_out():
    game = Game(builtin_board("D"), seed=1)
    game.roll()
    game.apply(game.legal_actions(0)[0])
    cells = frontier(game.board, game.state.sheets[0], False)
    cells.clear()
    assert frontier(game.board, game.state.sheets[0], False) == plain_frontier(game, 0) != []


def test_the_table_of_writes_holds_each_write_once_in_order():
    table = write_actions(2, 5)
    assert len(table) == 2 and all(len(by_cell) == 5 for by_cell in table)
    assert table[1][4] == tuple(WriteDie(2, 1, 4, delta) for delta in range(-9, 10))
    assert write_actions(2, 5) is table  # made once
