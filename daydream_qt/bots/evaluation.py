"""The hand-written evaluation of a sheet, in expected final points.

`value(sheet)` adds up what a sheet is worth now and what it may still become:

- the shelf: finished items plus the progress of the pen on the current item;
- open lines: the chance each can still end good or perfect, times the strokes it
  would give (a line whose values repeat is worth nothing and is a free place for a
  bad die);
- leaves in hand, and the thorn penalty;
- module points and their potential (stars along the track, note heads, polaroids,
  garland rewards, frame rewards before their solo timers).

`write_gain(sheet, cell, value)` is the change of `value` that writing one number
makes, computed from the lines and modules the cell touches only: the bots call it
thousands of times a turn.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from daydream_qt.engine import Board
from daydream_qt.engine.compiled import ItemSpec
from daydream_qt.engine.lines import line_readers
from daydream_qt.engine.state import EMPTY, LineState, Sheet

from .module_values import ModuleTerms, terms_for


@dataclass(frozen=True)
class Weights:
    """Tunable constants of the evaluation."""

    tries: float = 2.6
    """How many dice, in effect, a cell gets to find a value it needs."""
    exact: float = 0.40
    """Chance a cell ends up with one exact value from 1..6 (perfect lines)."""
    exact_edge: float = 0.12
    """The same for 0 and 7 (one leaf away from a die)."""
    exact_far: float = 0.03
    """The same for 8 and 9."""
    ease_edge: float = 0.30
    """How much 0 and 7 count as values still free for a good line."""
    ease_far: float = 0.08
    progress: float = 0.85
    """Worth of the pen's progress on an unfinished item, per item."""
    leaf: float = 0.35
    """Worth of a circled leaf in hand early in the game."""
    thorn: float = 0.5
    """Cost of one thorn (two thorns: one item)."""
    star_step: float = 4.2
    """Expected advance of the constellation pen per star cell still empty."""
    note_match: float = 0.30
    """Chance an empty note cell later gets the value its partner holds."""
    garland_match: float = 0.30
    """Chance the next moon written matches the one above it."""
    polaroid_star: float = 4.3
    """Winter Memories: the value an empty star polaroid is expected to get."""
    polaroid_moon: float = 2.7
    """Winter Memories: the value an empty moon polaroid is expected to get."""
    frame_pace: float = 1.0
    """Family cells filled per turn, when a family is the goal."""
    feasibility: bool = False
    """Judge lines only by whether they can still be all different or perfect (the greedy
    bot's plainer view), not by how likely they are to get there."""
    feasible_good: float = 0.6
    """Feasibility view: share of a good line's strokes an open all-different line is worth."""
    feasible_perfect: float = 0.35
    """Feasibility view: share of the extra of a perfect line an open perfect run is worth."""


DEFAULT_WEIGHTS = Weights()
EXPERT_WEIGHTS = Weights(tries=3.0, exact=0.364, exact_edge=0.07, progress=0.69, star_step=4.8)
"""The expert's and the coach's evaluation: defaults tuned by self-play (coordinate search)."""
GREEDY_WEIGHTS = Weights(feasibility=True, feasible_good=1.0, feasible_perfect=0.6)
"""The greedy bot's plainer evaluation: lines judged by what they can still become."""


OPEN = LineState.OPEN
"""Read for every line at every evaluation: a module's name is found faster than an enum's
member on its class."""


def _exact_table(w: Weights) -> tuple[float, ...]:
    return (w.exact_edge,) + (w.exact,) * 6 + (w.exact_edge, w.exact_far, w.exact_far)


def _ease_table(w: Weights) -> tuple[float, ...]:
    return (w.ease_edge,) + (1.0,) * 6 + (w.ease_edge, w.ease_far, w.ease_far)


class BoardModel(ModuleTerms):
    """Everything the evaluation precomputes about one board."""

    def __init__(self, board: Board, weights: Weights = DEFAULT_WEIGHTS) -> None:
        self.board = board
        self.w = weights
        self.lines = board.lines
        self.cell_lines = board.cell_lines
        self.items = board.items
        self.n_items = len(board.items)
        dots = sum(len(it.kinds) - 1 for it in board.items)
        suns = sum(sum(1 for k in it.kinds[1:] if k == "sun") for it in board.items)
        self.dot_val = self.n_items / max(1, dots)
        """Items per dot stroke, on average over the shelf."""
        self.sun_val = self.n_items / max(1, suns)
        """Items per sun stroke, on average over the shelf."""
        self.progress = tuple(self._item_progress(it) for it in board.items)
        self.mods = board.modules
        self.module_terms = tuple(terms_for(u) for u in board.units if u.scores)
        """Each module's (value, gain of a write) terms, in the registry's order."""
        self.exact = _exact_table(weights)
        self.ease = _ease_table(weights)
        self._pot: dict[tuple[int, ...], float] = {}
        self._capped_now: tuple[tuple[float, float], float] = ((math.nan, math.nan), 0.0)
        """`capped` of the latest sheet's lines and shelf, asked for by each of its writes."""
        self.n_cells = board.n_cells
        self.star_cells = board.star_cells
        self.moon_cells = board.moon_cells
        self.big_stars = board.track_big_stars
        self.track_end = board.track_length - 1
        self.notes = board.notes
        self.cell_notes = board.cell_notes
        self.cell_polaroid = board.cell_polaroid
        self.polaroid_cells = board.polaroid_cells
        self.polaroid_sign = tuple(1 if k == "star" else -1 for k in board.polaroid_kinds)
        self.garland_rewards = board.garland_rewards
        self.frame_cells = tuple(tuple(sorted(f)) for f in board.frame_cells)
        self.cell_frames = board.cell_frames
        self.clover = board.clover_item
        self.bow_tie = board.bow_tie_item
        self.n_star_cells = len(board.star_cells)
        self.cell_line_pos = tuple(tuple((li, board.lines[li].index(c)) for li in board.cell_lines[c])
                                   for c in range(board.n_cells))
        """For each cell: (line, position of the cell in that line) pairs."""
        self.line_values = line_readers(board.lines)
        """For each line, a function giving a sheet's values on it as a tuple, in line order
        (`operator.itemgetter`, in C: the lines are read thousands of times a turn)."""
        self.cell_line_reads = tuple(tuple((li, pos, self.line_values[li]) for li, pos in self.cell_line_pos[c])
                                     for c in range(board.n_cells))
        """`cell_line_pos` with each line's reader."""

    # ------------------------------------------------------------ shelf
    def _item_progress(self, item: ItemSpec) -> tuple[float, ...]:
        """Fraction of an item done with the pen on each node (dot and sun strokes mixed)."""
        n = len(item.kinds) - 1
        suns = [i for i, k in enumerate(item.kinds) if k == "sun" and i > 0]
        out = []
        for p in range(n + 1):
            rem_dots = (n - p) / n
            rem_suns = sum(1 for s in suns if s > p) / max(1, len(suns))
            out.append(1.0 - 0.5 * (rem_dots + rem_suns))
        return tuple(out)

    def shelf_value(self, item: int, pen: int) -> float:
        if item >= self.n_items:
            return float(self.n_items)
        return item + self.w.progress * self.progress[item][pen]

    def walk(self, item: int, pen: int, runs: list[tuple[str, int]]) -> tuple[int, int, int]:
        """Draw stroke runs from (item, pen): the new (item, pen) and the bonuses met on the way.

        Bonuses are taken as sun strokes when that beats a leaf (approximately).
        """
        items = self.items
        n = self.n_items
        bonuses = 0
        queue = list(runs)
        while queue and item < n:
            kind, count = queue[0]
            it = items[item]
            last = len(it.kinds) - 1
            pen = pen + 1 if kind == "dot" else it.next_sun[pen]
            if count > 1:
                queue[0] = (kind, count - 1)
            else:
                queue.pop(0)
            if pen == last:
                item += 1
                pen = 0
                if it.bonus:
                    bonuses += 1
                    if self.sun_val >= self.w.leaf:
                        queue.insert(0, ("sun", 1))
        return item, pen, bonuses

    # ------------------------------------------------------------ lines
    def line_potential(self, vals: tuple[int, ...]) -> float:
        """Expected items from an open line with these values (EMPTY where empty)."""
        pot = self._pot.get(vals)
        if pot is None:
            pot = self._line_potential(vals)
            if len(self._pot) < 400_000:
                self._pot[vals] = pot
        return pot

    def _line_potential(self, vals: tuple[int, ...]) -> float:
        filled = [v for v in vals if v != EMPTY]
        if len(set(filled)) < len(filled):
            return 0.0
        n = len(vals)
        e = n - len(filled)
        if e == 0:
            return 0.0
        w = self.w
        if w.feasibility:
            return self._feasible_potential(vals, filled, n, e)
        used = set(filled)
        ease = self.ease
        n_eff = sum(ease[v] for v in range(10) if v not in used)
        p_good = 1.0
        for k in range(e):
            left = n_eff - k
            if left <= 0.05:
                p_good *= 0.01
            else:
                p_good *= 1.0 - (1.0 - min(left, 6.0) / 6.0) ** w.tries
        exact = self.exact
        p_none = 1.0
        for step in (1, -1):
            for a in range(10):
                last = a + step * (n - 1)
                if not 0 <= last <= 9:
                    continue
                p = 1.0
                for i, v in enumerate(vals):
                    want = a + step * i
                    if v == EMPTY:
                        p *= exact[want]
                    elif v != want:
                        p = 0.0
                        break
                if p > 0.0:
                    p_none *= 1.0 - p
        p_perf = min(1.0 - p_none, p_good)
        return n * (p_perf * self.sun_val + (p_good - p_perf) * self.dot_val)

    def _feasible_potential(self, vals: tuple[int, ...], filled: list[int], n: int, e: int) -> float:
        """Plain view: an open line that can still be all different (enough unused values from
        0-9) and one that can still be perfect (its values fit a run) earn fixed shares."""
        w = self.w
        if 10 - len(filled) < e:
            return 0.0
        done = 0.5 + 0.5 * (n - e) / n
        pot = n * self.dot_val * w.feasible_good * done
        known = [(i, v) for i, v in enumerate(vals) if v != EMPTY]
        perfect = False
        for step in (1, -1):
            if not known:
                perfect = True
                break
            a = known[0][1] - step * known[0][0]
            if all(v == a + step * i for i, v in known) and 0 <= a <= 9 and 0 <= a + step * (n - 1) <= 9:
                perfect = True
                break
        if perfect:
            pot += n * (self.sun_val - self.dot_val) * w.feasible_perfect * done
        return pot

    def lines_value(self, values: list[int], line_state: list[int]) -> float:
        total = 0.0
        known = self._pot.get
        pot = self.line_potential
        for li, read in enumerate(self.line_values):
            if line_state[li] == OPEN:
                vals = read(values)
                p = known(vals)
                total += pot(vals) if p is None else p
        return total

    # ------------------------------------------------------------ leaves and thorns
    def leaf_worth(self, empty_cells: int) -> float:
        """A circled leaf is worth less as the grid fills: fewer dice left to change."""
        return self.w.leaf * min(1.0, empty_cells / 12.0)

    # ------------------------------------------------------------ the whole sheet
    def value(self, sheet: Sheet, frame_rewards: list[list[int]], over: bool = False) -> float:
        """Expected final points of a sheet (its exact score when `over`)."""
        if over:
            return self.final_score(sheet)
        empty = self.n_cells - sheet.filled
        if empty == 0 or sheet.item >= self.n_items:
            return self.final_score(sheet) + self.w.progress * self._partial(sheet)
        shelf = self.shelf_value(sheet.item, sheet.pen)
        v = shelf + self.capped(self.lines_value(sheet.values, sheet.line_state), shelf)
        v += sheet.leaves_available * self.leaf_worth(empty)
        v -= self.w.thorn * sheet.thorns
        v += self.modules_value(sheet, frame_rewards)
        return v

    def _partial(self, sheet: Sheet) -> float:
        return self.progress[sheet.item][sheet.pen] if sheet.item < self.n_items else 0.0

    def capped(self, future: float, shelf: float) -> float:
        """Strokes still to come are worth at most what is left of the shelf."""
        room = self.n_items - shelf
        if room <= 1e-9:
            return 0.0
        return room * (1.0 - math.exp(-future / room))

    def final_score(self, sheet: Sheet) -> float:
        """The solo score of a finished sheet (items + modules - thorn penalty)."""
        from daydream_qt.engine.modules import module_points, penalty

        return float(min(sheet.item, self.n_items) + sum(module_points(self.board, sheet).values())
                     - penalty(self.board, sheet, True))

    # ------------------------------------------------------------ one write
    def write_gain(self, sheet: Sheet, frame_rewards: list[list[int]], cell: int, value: int,
                   lines_total: float | None = None) -> float:
        """Change of `value` from writing `value` into empty `cell` (leaf cost not included).

        `lines_total` is `lines_value` of the sheet, when the caller has it already.
        """
        values = sheet.values
        known = self._pot.get  # line_potential, without a call for the values already seen
        pot = self.line_potential
        delta_lines = 0.0
        runs: list[tuple[str, int]] = []
        if lines_total is None:
            lines_total = self.lines_value(values, sheet.line_state)
        gain = 0.0
        line_state = sheet.line_state
        try:
            for li, pos, read in self.cell_line_reads[cell]:
                if line_state[li] != OPEN:
                    continue
                before = read(values)
                after = before[:pos] + (value,) + before[pos + 1:]
                p = known(before)
                delta_lines -= pot(before) if p is None else p
                if EMPTY in after:
                    p = known(after)
                    delta_lines += pot(after) if p is None else p
                elif len(set(after)) == len(after):
                    first = after[0]
                    step = after[1] - first
                    perfect = step in (1, -1) and after == tuple(range(first, first + step * len(after), step))
                    runs.append(("sun" if perfect else "dot", len(after)))
            values[cell] = value
            shelf0 = self.shelf_value(sheet.item, sheet.pen)
            shelf1 = shelf0
            if runs:
                if len(runs) == 2 and runs[0][0] != runs[1][0]:
                    # the player picks the order: suns first is usually better
                    runs.sort(key=lambda r: r[0] != "sun")
                item, pen, bonuses = self.walk(sheet.item, sheet.pen, runs)
                shelf1 = self.shelf_value(item, pen)
                if bonuses and self.sun_val < self.w.leaf:
                    gain += bonuses * self.w.leaf
            now = self._capped_now  # read once: a model is shared by the threads of the app
            if now[0] != (lines_total, shelf0):  # the same for every write of a sheet
                now = self._capped_now = ((lines_total, shelf0), self.capped(lines_total, shelf0))
            gain += (shelf1 + self.capped(lines_total + delta_lines, shelf1)
                     - shelf0 - now[1])
            if self.mods:
                gain += self._module_gain(sheet, frame_rewards, cell, value)
        finally:
            values[cell] = EMPTY
        return gain


_MODELS: dict[tuple[int, Weights], tuple[Board, BoardModel]] = {}


def model_for(board: Board, weights: Weights = DEFAULT_WEIGHTS) -> BoardModel:
    """The evaluation model of a board, built once per board object and weights."""
    key = (id(board), weights)
    hit = _MODELS.get(key)
    if hit is None or hit[0] is not board:
        hit = (board, BoardModel(board, weights))
        _MODELS[key] = hit
    return hit[1]

