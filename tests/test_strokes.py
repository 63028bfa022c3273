"""R9, R10, R12: the stroke walker on the shelf (strokes.py and the engine's drawing)."""

from __future__ import annotations

from enginekit import new_game, roll, start_with
from hypothesis import given, settings
from hypothesis import strategies as st

from daydream_qt.engine.strokes import stroke_target, walk


def stroking_game(items, queue):
    game = new_game(items=items)
    start_with(game, (0, 0), (2, 3))
    roll(game, 1, 2)
    game.state.sheets[0].stroke_queue = [list(r) for r in queue]
    return game


def draw_all(game):
    out = []
    while True:
        strokes = [a for a in game.legal_actions(0) if a.kind == "stroke"]
        if not strokes:
            return out
        game.apply(strokes[0])
        s = game.state.sheets[0]
        out.append((s.item, s.pen))


def test_r9_dot_stroke_moves_to_the_next_node_even_a_sun():
    game = stroking_game(["dsds"], [["dot", 2]])
    assert draw_all(game) == [(0, 1), (0, 2)]


def test_r9_sun_stroke_joins_dot_to_next_sun():
    game = stroking_game(["ddsdds", "ds"], [["dot", 1], ["sun", 2]])
    # dot: 0 -> 1 (a dot between suns); sun: 1 -> 2 (next sun); sun: 2 -> 5 (last node, item done)
    assert draw_all(game) == [(0, 1), (0, 2), (1, 0)]


def test_r9_sun_stroke_from_node_zero_goes_to_the_first_sun():
    game = stroking_game(["dddsds"], [["sun", 1]])
    assert draw_all(game) == [(0, 3)]


def test_r10_leftover_strokes_continue_on_the_next_item_from_node_zero():
    game = stroking_game(["ds", "ddds"], [["dot", 3]])
    assert draw_all(game) == [(1, 0), (1, 1), (1, 2)]
    sheet = game.state.sheets[0]
    assert (sheet.item, sheet.pen, sheet.item_strokes) == (1, 2, 2)


def test_r10_strokes_left_when_every_item_is_finished_are_lost():
    game = stroking_game(["ds"], [["sun", 4]])
    draw_all(game)
    sheet = game.state.sheets[0]
    assert sheet.item == 1 and sheet.stroke_queue == []


def test_r12_strokes_on_the_unfinished_item_count_for_the_tiebreak():
    game = stroking_game(["ds", "ddddds"], [["dot", 4]])
    draw_all(game)
    sheet = game.state.sheets[0]
    assert (sheet.item, sheet.item_strokes) == (1, 3)
    assert game.scores()[0].tiebreak_strokes == 3


item_spec = st.lists(st.sampled_from("ds"), min_size=1, max_size=7).map(lambda k: "".join(k) + "s")


@settings(max_examples=60, deadline=None)
@given(st.lists(item_spec, min_size=1, max_size=4), st.lists(st.sampled_from(["dot", "sun"]), max_size=25))
def test_r9_r10_engine_walker_matches_the_reference_walker(items, strokes):
    game = stroking_game(items, [[k, 1] for k in strokes])
    got = draw_all(game)
    kinds = [tuple("sun" if ch == "s" else "dot" for ch in spec) for spec in items]
    want = walk(kinds, strokes)
    # the engine stops drawing once every item is finished; the reference marks those as lost
    assert got == want[: len(got)]
    assert all(pos == (len(items), 0) for pos in want[len(got):])


@given(item_spec, st.data())
def test_r9_a_sun_stroke_always_lands_on_a_sun_ahead_of_the_pen(spec, data):
    game = new_game(items=[spec])
    item = game.board.items[0]
    pen = data.draw(st.integers(0, len(spec) - 2))
    target = stroke_target(item, pen, "sun")
    assert target > pen and item.kinds[target] == "sun"
    assert all(item.kinds[k] == "dot" for k in range(pen + 1, target))
    assert stroke_target(item, pen, "dot") == pen + 1
