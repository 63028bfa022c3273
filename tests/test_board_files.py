"""The shipped board files in boards/: valid, and shaped as RULES.md "Boards of this project" asks."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from daydream_qt.engine.boarddef import BOARD_IDS, MODULES_BY_BOARD, BoardDef, parse_board

BOARDS_DIR = Path(__file__).resolve().parent.parent / "boards"

DIFFICULTY = {
    "A": "easy",
    "D": "easy",
    "BC": "medium",
    "EF": "medium",
    "AD": "medium",
    "DA": "medium",
    "ABC": "hard",
    "DEF": "hard",
}

#: Solo title tables of the rulebook: the lowest score of each band.
TITLE_MINS = {
    "A": [0, 5, 9, 13],
    "D": [0, 5, 10, 14],
    "BC": [0, 8, 16, 24],
    "EF": [0, 7, 15, 22],
    "AD": [0, 7, 28, 40],
    "DA": [0, 9, 26, 35],
    "ABC": [0, 13, 31, 50],
    "DEF": [0, 14, 33, 55],
}

NAMES_EN = {
    "A": "Calm Morning",
    "D": "Coffee Break",
    "BC": "Under the Stars",
    "EF": "Reaching for the Moon",
    "AD": "Winter Memories",
    "DA": "Summer Memories",
    "ABC": "Evening Melody",
    "DEF": "Colorful Dream",
}

GRID_SIZE = {"A": (5, 6), "D": (5, 6), "ABC": (7, 10), "DEF": (7, 10)}
GRID_SIZE.update({bid: (6, 8) for bid in ("BC", "EF", "AD", "DA")})

CELL_RANGE = {"easy": (26, 30), "medium": (38, 46), "hard": (55, 65)}

#: Items on the shelf. The module-heavy boards carry more items: their top title band
#: cannot be reached otherwise (e.g. Summer Memories: 35 with at most 12 polaroid points).
ITEM_RANGE = {
    "A": (15, 16),
    "D": (15, 17),
    "BC": (14, 18),
    "EF": (14, 18),
    "AD": (22, 28),
    "DA": (28, 32),
    "ABC": (30, 36),
    "DEF": (32, 38),
}


def load(bid: str) -> BoardDef:
    with open(BOARDS_DIR / f"{bid}.json", encoding="utf-8") as f:
        return parse_board(json.load(f))


@pytest.fixture(scope="module")
def boards() -> dict[str, BoardDef]:
    return {bid: load(bid) for bid in BOARD_IDS}


def cells_of(board: BoardDef) -> set[tuple[int, int]]:
    return {(c.row, c.col) for c in board.cells}


def marked(board: BoardDef, mark: str) -> set[tuple[int, int]]:
    return {(c.row, c.col) for c in board.cells if c.mark == mark}


def test_there_is_one_file_per_combination():
    assert sorted(p.stem for p in BOARDS_DIR.glob("*.json") if p.stem != "schema") == sorted(
        BOARD_IDS
    )


@pytest.mark.parametrize("bid", BOARD_IDS)
def test_file_parses_and_names_its_combination(bid):
    board = load(bid)
    assert board.id == bid
    assert board.format == "daydream-board"
    assert board.version == 1
    assert board.difficulty == DIFFICULTY[bid]
    assert board.name.en == NAMES_EN[bid]
    assert board.name.fr and board.name.ja


@pytest.mark.parametrize("bid", BOARD_IDS)
def test_panels_spell_the_combination_left_to_right(bid):
    board = load(bid)
    assert "".join(p.letter for p in board.panels) == bid
    assert board.panels[0].first_col == 0
    assert board.panels[-1].last_col == board.cols - 1
    for left, right in zip(board.panels, board.panels[1:], strict=False):
        assert right.first_col == left.last_col + 1


@pytest.mark.parametrize("bid", BOARD_IDS)
def test_grid_size_and_cell_count(bid):
    board = load(bid)
    assert (board.rows, board.cols) == GRID_SIZE[bid]
    low, high = CELL_RANGE[board.difficulty]
    assert low <= len(board.cells) <= high
    assert len(board.cells) < board.rows * board.cols, "the grid has holes"


def test_harder_combinations_have_more_cells(boards):
    by_level = {
        level: [len(b.cells) for b in boards.values() if b.difficulty == level]
        for level in CELL_RANGE
    }
    assert max(by_level["easy"]) < min(by_level["medium"])
    assert max(by_level["medium"]) < min(by_level["hard"])
    assert len(boards["D"].cells) > len(boards["A"].cells)


@pytest.mark.parametrize("bid", BOARD_IDS)
def test_lines_are_short_runs_covering_the_grid(bid):
    board = load(bid)
    lengths = [len(line.cells) for line in board.lines]
    assert all(2 <= n <= 6 for n in lengths)
    assert sum(3 <= n <= 5 for n in lengths) >= 0.6 * len(lengths), "mostly 3 to 5 cells"
    count = {p: 0 for p in cells_of(board)}
    for line in board.lines:
        for p in line.cells:
            count[tuple(p)] += 1
    assert min(count.values()) >= 1, "every cell is in a line"
    assert sum(n == 2 for n in count.values()) >= 0.9 * len(count), "most cells are in two lines"


@pytest.mark.parametrize("bid", BOARD_IDS)
def test_shelf_items(bid):
    board = load(bid)
    low, high = ITEM_RANGE[bid]
    assert low <= len(board.items) <= high
    assert 2 <= len({it.shelf for it in board.items}) <= 4
    for item in board.items:
        kinds = [n.kind for n in item.nodes]
        assert 3 <= len(kinds) <= 9, item.id
        assert kinds[-1] == "sun", item.id
        assert kinds[0] == "dot", item.id
        assert "dot" in kinds[1:-1] or len(kinds) <= 4, item.id
        assert item.name.en and item.name.fr and item.name.ja
    bonus = sum(it.bonus for it in board.items)
    assert 0.25 <= bonus / len(board.items) <= 0.45


@pytest.mark.parametrize("bid", BOARD_IDS)
def test_items_fill_at_least_the_top_band_with_modules_at_their_best(bid):
    """Finished items are the main score: the top title band must be reachable."""
    board = load(bid)
    module_max = 0
    if board.constellation is not None:
        module_max += sum(p.big_star for p in board.constellation.track)
    if board.notes is not None:
        module_max += sum(1 if len(n.cells) == 2 else 2 for n in board.notes)
    if board.polaroids is not None:
        module_max += 27 if bid == "AD" else 12
    if board.garland is not None:
        module_max += sum(r.value for r in board.garland.rewards if r.kind == "points")
    if board.frames is not None:
        module_max += 5 * len(board.frames)
    top = board.titles[-1].min
    assert len(board.items) + module_max >= top
    assert len(board.items) >= top // 2


@pytest.mark.parametrize("bid", BOARD_IDS)
def test_leaves(bid):
    board = load(bid)
    assert 6 <= board.leaves.count <= 8
    assert 1 <= board.leaves.precircled <= 2


@pytest.mark.parametrize("bid", BOARD_IDS)
def test_title_bands_follow_the_solo_table(bid):
    board = load(bid)
    assert [t.min for t in board.titles] == TITLE_MINS[bid]
    for band in board.titles:
        assert band.title.en and band.title.fr and band.title.ja


def test_some_titles_in_three_languages(boards):
    assert boards["A"].titles[3].title.en == "Total Bliss"
    assert boards["D"].titles[0].title.fr == "Café froid"
    assert boards["DEF"].titles[3].title.ja == "傑作"


@pytest.mark.parametrize("bid", BOARD_IDS)
def test_module_data_exactly_as_the_combination_plays(bid):
    board = load(bid)
    uses = set(MODULES_BY_BOARD[bid])
    for name in ("constellation", "notes", "polaroids", "garland", "frames"):
        assert (getattr(board, name) is not None) == (name in uses), name
    assert bool(marked(board, "star")) == bool(uses & {"constellation", "polaroids"})
    assert bool(marked(board, "moon")) == bool(uses & {"garland", "polaroids"})
    assert any(it.role for it in board.items) == ("frames" in uses)


@pytest.mark.parametrize("bid", ["BC", "ABC"])
def test_constellation(bid):
    board = load(bid)
    track = board.constellation.track
    assert 4 <= len(marked(board, "star")) <= 8
    assert 25 <= len(track) <= 50
    assert track[0].y == max(p.y for p in track), "point 0 is the lowest"
    assert track[-1].y < 0.1
    assert not track[0].big_star
    assert 8 <= sum(p.big_star for p in track) <= 12


def test_evening_melody_notes():
    board = load("ABC")
    singles = [n for n in board.notes if len(n.cells) == 2]
    doubles = [n for n in board.notes if len(n.cells) > 2]
    assert 10 <= len(board.notes) <= 14
    assert singles and doubles
    joined = set()
    for line in board.lines:
        pts = [tuple(p) for p in line.cells]
        joined.update(frozenset(pair) for pair in zip(pts, pts[1:], strict=False))
    for note in singles:
        a, b = (tuple(p) for p in note.cells)
        assert abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1
        assert frozenset((a, b)) not in joined


@pytest.mark.parametrize("bid", ["AD", "DA"])
def test_polaroids(bid):
    board = load(bid)
    pols = board.polaroids
    assert len(pols) == 6
    cols = [p.cell[1] for p in pols]
    assert cols == sorted(cols)
    assert len(set(cols)) == 6, "one polaroid per column"
    by_cell = {(c.row, c.col): c.mark for c in board.cells}
    assert all(by_cell[tuple(p.cell)] == p.kind for p in pols)
    assert marked(board, "star") | marked(board, "moon") == {tuple(p.cell) for p in pols}


def test_winter_memories_has_three_star_and_three_moon_polaroids():
    kinds = sorted(p.kind for p in load("AD").polaroids)
    assert kinds == ["moon"] * 3 + ["star"] * 3


@pytest.mark.parametrize("bid", ["EF", "DEF"])
def test_moon_garland(bid):
    board = load(bid)
    garland = board.garland
    assert 6 <= len(marked(board, "moon")) <= 9
    assert 6 <= garland.moons <= 8
    assert len(garland.rewards) == garland.moons - 1
    leaves = [r for r in garland.rewards if r.kind == "leaf"]
    points = [r for r in garland.rewards if r.kind == "points"]
    assert 1 <= len(leaves) <= 2
    assert all(2 <= r.value <= 5 for r in points)


def test_colorful_dream_frames_and_timers():
    board = load("DEF")
    assert len(board.frames) == 3
    seen: set[tuple[int, int]] = set()
    for family in board.frames:
        cells = {tuple(p) for p in family.cells}
        assert 5 <= len(cells) <= 9
        assert not cells & seen, "families are disjoint"
        seen |= cells
    roles = [it.role for it in board.items]
    assert roles.count("clover") == 1 and roles.count("bow_tie") == 1
    assert roles.index("clover") < roles.index("bow_tie")


MIN_NODE_GAP = 9.0
"""Units of the outline's 100-unit box between any two nodes of an item: on the shelf of a
1366x768 window an item's box is 100 px or more, so 9 px at least between two nodes."""


@pytest.mark.parametrize("bid", BOARD_IDS)
def test_every_item_lies_on_its_outline(bid):
    import itertools
    import math

    from daydream_qt.engine.outlines import load_outline

    board = load(bid)
    for item in board.items:
        assert item.outline == item.id, f"{bid}: {item.id} names the outline {item.outline!r}"
        outline = load_outline(item.outline)
        placed = outline.node_points(len(item.nodes))
        nodes = [(n.x * 100, n.y * 100) for n in item.nodes]
        for k, (node, there) in enumerate(zip(nodes, placed, strict=True)):
            assert math.dist(node, there) < 0.5, f"{bid}: {item.id} node {k} is off its outline"
        gap = min(math.dist(a, b) for a, b in itertools.combinations(nodes, 2))
        assert gap >= MIN_NODE_GAP, f"{bid}: two nodes of {item.id} are {gap:.1f} apart"
