"""The module part of the bots: points each module holds and may still bring (R16-R20), and
what the coach says of a module's part in a move.

`ModuleTerms` is a mixin of `evaluation.BoardModel`, which provides the board tables
(`star_cells`, `notes`, `polaroid_cells`, `garland_rewards`, `frame_cells`, ...) and the
weights `w`. Each shipped module's part is one `BotModule` in the table `TERMS`, by the
module's name: its terms (its value on a sheet, the gain of one write) and the coach's
reasons (its sentences and the rules that pick one from the events of a move). A module
registered beyond them is worth its points so far (`ModuleUnit.points`), which is all a
bot knows of it, and gives the coach no reason of its own.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from types import MappingProxyType
from typing import TYPE_CHECKING, NamedTuple

from daydream_qt.engine.compiled import Board, ItemSpec
from daydream_qt.engine.events import Event
from daydream_qt.engine.modules import ModuleUnit, note_heads
from daydream_qt.engine.state import EMPTY, Reward, Sheet

if TYPE_CHECKING:
    from .evaluation import Weights


class ModuleTerms:
    """Module values of a sheet, and their change when one number is written."""

    # the tables `evaluation.BoardModel.__init__` sets from the board
    board: Board
    w: Weights
    items: tuple[ItemSpec, ...]
    mods: frozenset[str]
    """The names of the modules the board plays."""
    module_terms: tuple[tuple[Value, Gain], ...]
    exact: tuple[float, ...]
    star_cells: frozenset[int]
    moon_cells: frozenset[int]
    big_stars: tuple[int, ...]
    track_end: int
    notes: tuple[tuple[int, ...], ...]
    cell_notes: tuple[tuple[int, ...], ...]
    cell_polaroid: dict[int, int]
    polaroid_cells: tuple[int, ...]
    polaroid_sign: tuple[int, ...]
    garland_rewards: tuple[tuple[str, int], ...]
    frame_cells: tuple[tuple[int, ...], ...]
    cell_frames: tuple[tuple[int, ...], ...]
    clover: int | None
    bow_tie: int | None

    def track_value(self, pos: int, empty_stars: int) -> float:
        """Big stars reached, plus the chance to reach the next ones with the star cells left."""
        total = 0.0
        reach = empty_stars * self.w.star_step
        spread = 1.5 + 1.5 * empty_stars
        for s in self.big_stars:
            if s <= pos:
                total += 1.0
            elif empty_stars:
                x = (reach - (s - pos)) / spread
                total += min(1.0, max(0.0, 0.5 + 0.5 * x))
        return total

    def note_value(self, ni: int, values: list[int]) -> float:
        cells = self.notes[ni]
        heads = note_heads(cells, values)
        vals = [values[c] for c in cells if values[c] != EMPTY]
        empty = len(cells) - len(vals)
        if not empty:
            return float(heads)
        m = self.w.note_match
        if len(cells) == 2:
            if vals:
                return m if 1 <= vals[0] <= 6 else m * 0.3
            return m * 0.35
        # a double note: a second head needs every cell equal
        if heads == 0:
            # the first head: some pair equal
            if vals:
                return 1.0 - (1.0 - m) ** (empty * len(vals) * 0.8) if len(set(vals)) == len(vals) else 1.0
            return m
        if len(set(vals)) == 1:
            return 1.0 + m ** empty
        return 1.0

    def polaroid_value(self, values: list[int]) -> float:
        vals = [values[c] for c in self.polaroid_cells]
        if self.board.polaroid_scoring == "star_minus_moon":
            total = 0.0
            for v, sign in zip(vals, self.polaroid_sign, strict=True):
                if v == EMPTY:
                    total += self.w.polaroid_star if sign > 0 else -self.w.polaroid_moon
                else:
                    total += sign * v
            return total
        filled = [v for v in vals if v != EMPTY]
        distinct = len(set(filled))
        empty = 6 - len(filled)
        # each empty polaroid likely brings a new value, less so when many are taken
        exp: float = distinct
        d: float = distinct
        for _ in range(empty):
            p_new = min(1.0, (6 - d) / 6.0 + 0.25)
            exp += p_new
            d += p_new
        if len(set(filled)) < len(filled):
            return exp
        # consecutive in polaroid order doubles the six points
        exact = self.exact
        p_none = 1.0
        for step in (1, -1):
            for a in range(10):
                if not 0 <= a + step * 5 <= 9:
                    continue
                p = 1.0
                for i, v in enumerate(vals):
                    want = a + step * i
                    if v == EMPTY:
                        p *= exact[want] * 1.2
                    elif v != want:
                        p = 0.0
                        break
                if p > 0.0:
                    p_none *= 1.0 - min(1.0, p)
        return exp + 6.0 * (1.0 - p_none)

    def garland_value(self, garland: list[int], circled: list[int]) -> float:
        rewards = self.garland_rewards
        total = 0.0
        leaf = self.w.leaf
        for r in circled:
            kind, pts = rewards[r]
            total += pts if kind == "points" else 0.0
        k = len(garland)
        m = self.w.garland_match
        for r in range(max(0, k - 1), len(rewards)):
            if r in circled:
                continue
            kind, pts = rewards[r]
            worth = pts if kind == "points" else leaf
            if r == k - 1:
                last = garland[-1]
                p = m * (1.0 if 1 <= last <= 6 else 0.3)
            else:
                p = m * 0.8
            total += p * worth
        return total

    def frames_value(self, sheet: Sheet, frame_rewards: list[list[int]],
                     families: tuple[int, ...] | None = None) -> float:
        """Frame rewards taken, plus each open family's chance to beat its solo timers."""
        total = 0.0
        timers = None
        for fi in (range(len(self.frame_cells)) if families is None else families):
            total += sheet.frames_taken[fi]
            if sheet.frames_done[fi]:
                continue
            rewards = frame_rewards[fi]
            if rewards[0] != Reward.AVAILABLE and rewards[1] != Reward.AVAILABLE:
                continue
            if timers is None:
                timers = (self._turns_before(sheet, self.clover), self._turns_before(sheet, self.bow_tie))
            empty = sum(1 for c in self.frame_cells[fi] if sheet.values[c] == EMPTY)
            turns_needed = empty / self.w.frame_pace
            best = 0.0
            for slot, pts in ((0, 5.0), (1, 2.0)):
                if rewards[slot] != Reward.AVAILABLE:
                    continue
                x = (timers[slot] - turns_needed) / 3.0
                best = max(best, min(1.0, max(0.0, 0.5 + 0.5 * x)) * pts)
            total += best
        return total

    def _turns_before(self, sheet: Sheet, timer: int | None) -> float:
        """Rough turns until a first stroke lands on the timer item."""
        if timer is None:
            return 99.0
        if sheet.item > timer or (sheet.item == timer and sheet.item_strokes > 0):
            return -1.0
        strokes = 0
        for i in range(sheet.item, timer):
            strokes += len(self.items[i].kinds) - 1 - (sheet.pen if i == sheet.item else 0)
        # about 1.6 strokes a turn reach the shelf over a game
        return strokes / 1.6

    def modules_value(self, sheet: Sheet, frame_rewards: list[list[int]]) -> float:
        if not self.mods:
            return 0.0
        total = 0.0
        for add_value, _ in self.module_terms:
            total = add_value(self, sheet, frame_rewards, total)
        return total

    def _module_gain(self, sheet: Sheet, frame_rewards: list[list[int]], cell: int, value: int) -> float:
        """Module part of a write's gain; `value` is already in the cell."""
        gain = 0.0
        for _, add_gain in self.module_terms:
            gain = add_gain(self, sheet, frame_rewards, cell, value, gain)
        return gain

    # ------------------------------------------------------------ each module's terms
    # Each adds its part to the running sum term by term, in the order the evaluation has
    # always added them: the bots' figures stay the same to the last bit (calibration).

    def _constellation_value(self, sheet: Sheet, frame_rewards: list[list[int]], total: float) -> float:
        empty = sum(1 for c in self.star_cells if sheet.values[c] == EMPTY)
        return total + self.track_value(sheet.track_pos, empty)

    def _constellation_gain(self, sheet: Sheet, frame_rewards: list[list[int]], cell: int, value: int,
                            gain: float) -> float:
        if cell not in self.star_cells:
            return gain
        empty = sum(1 for c in self.star_cells if sheet.values[c] == EMPTY)
        pos = min(sheet.track_pos + value, self.track_end)
        return gain + (self.track_value(pos, empty) - self.track_value(sheet.track_pos, empty + 1))

    def _notes_value(self, sheet: Sheet, frame_rewards: list[list[int]], total: float) -> float:
        for ni in range(len(self.notes)):
            total += self.note_value(ni, sheet.values)
        return total

    def _notes_gain(self, sheet: Sheet, frame_rewards: list[list[int]], cell: int, value: int,
                    gain: float) -> float:
        values = sheet.values
        for ni in self.cell_notes[cell]:
            after = self.note_value(ni, values)
            values[cell] = EMPTY
            gain += after - self.note_value(ni, values)
            values[cell] = value
        return gain

    def _polaroids_value(self, sheet: Sheet, frame_rewards: list[list[int]], total: float) -> float:
        return total + self.polaroid_value(sheet.values)

    def _polaroids_gain(self, sheet: Sheet, frame_rewards: list[list[int]], cell: int, value: int,
                        gain: float) -> float:
        if cell not in self.cell_polaroid:
            return gain
        values = sheet.values
        after = self.polaroid_value(values)
        values[cell] = EMPTY
        gain += after - self.polaroid_value(values)
        values[cell] = value
        return gain

    def _garland_value(self, sheet: Sheet, frame_rewards: list[list[int]], total: float) -> float:
        return total + self.garland_value(sheet.garland, sheet.garland_circled)

    def _garland_gain(self, sheet: Sheet, frame_rewards: list[list[int]], cell: int, value: int,
                      gain: float) -> float:
        garland = sheet.garland
        if cell not in self.moon_cells or len(garland) >= self.board.garland_moons:
            return gain
        circled = sheet.garland_circled
        new_circled = circled
        if garland and garland[-1] == value:
            new_circled = circled + [len(garland) - 1]
        return gain + (self.garland_value(garland + [value], new_circled) - self.garland_value(garland, circled))

    def _frames_value(self, sheet: Sheet, frame_rewards: list[list[int]], total: float) -> float:
        return total + self.frames_value(sheet, frame_rewards)

    def _frames_gain(self, sheet: Sheet, frame_rewards: list[list[int]], cell: int, value: int,
                     gain: float) -> float:
        fams = self.cell_frames[cell]
        if not fams:
            return gain
        values = sheet.values
        after = self.frames_value(sheet, frame_rewards, fams)
        values[cell] = EMPTY
        gain += after - self.frames_value(sheet, frame_rewards, fams)
        values[cell] = value
        return gain


Value = Callable[[ModuleTerms, Sheet, list[list[int]], float], float]
"""Adds a module's value on a sheet to a running total."""
Gain = Callable[[ModuleTerms, Sheet, list[list[int]], int, int, float], float]
"""Adds the module's gain of writing a value (already in the cell) to a running gain."""


# ------------------------------------------------------------ the coach's reasons

Reason = tuple[str, dict[str, str | int]]
"""A reason of the coach: its template's key and the template's arguments."""


class Move(NamedTuple):
    """One seat's planned move, as the coach reads it to say why it is good."""

    board: Board
    events: Mapping[str, Sequence[Event]]
    """The seat's events of the move by kind, in order; a kind that did not happen is absent."""
    after: Sheet | None
    """The seat's sheet after the move (None when the plan was not played out)."""
    dice: tuple[int, int] | None
    """The dice of the turn."""


Pick = Callable[[Move], Reason | None]
"""The reason a rule finds in a move, or None when it has nothing to say."""

RANK_LINES = 0
"""The coach's own reasons' ranks (`coach.explain`), lowest first: lines completed, ..."""
RANK_ITEM = 10
"""... an item finished on the shelf, ..."""
RANK_GIVE_UP = 100
"""... a die given up; after every rule, the lines a write keeps open."""


class ReasonRule(NamedTuple):
    """One way the coach explains a move."""

    rank: int
    """Where the rule comes in the coach's order among all the board's rules, lowest first
    (its own: RANK_LINES, RANK_ITEM, RANK_GIVE_UP); the first rule with a reason wins."""
    pick: Pick


def _steps(advanced: Sequence[Event]) -> int:
    """Track points the constellation pen moved over a move."""
    return sum(e.data["to"] - e.data["from"] for e in advanced)


def _star_circled(move: Move) -> Reason | None:
    ev = move.events
    if ev.get("track_advanced") and ev.get("star_circled"):
        return "star_circled", {"steps": _steps(ev["track_advanced"])}
    return None


def _track_advance(move: Move) -> Reason | None:
    advanced = move.events.get("track_advanced")
    if advanced:
        return "track_advance", {"steps": _steps(advanced)}
    return None


def _note_head(move: Move) -> Reason | None:
    coloured = move.events.get("note_coloured")
    if not coloured:
        return None
    cell = move.board.notes[coloured[0].data["note"]][0]
    return "note_head", {"value": move.after.values[cell] if move.after is not None else 0}


def _polaroid(move: Move) -> Reason | None:
    board = move.board
    for e in move.events.get("polaroid_filled", ()):
        value = e.data["value"]
        if board.polaroid_scoring != "star_minus_moon":
            return "new_polaroid", {"value": value}
        kind = board.polaroid_kinds[e.data["polaroid"]]
        if kind == "star" and value >= 5:
            return "star_polaroid", {"value": value}
        if kind == "moon" and value <= 2:
            return "moon_polaroid", {"value": value}
    return None


def _garland_reward(move: Move) -> Reason | None:
    for e in move.events.get("garland_reward_circled", ()):
        if e.data["kind"] == "points":
            return "garland_points", {"points": e.data["value"]}
        return "garland_leaf", {}
    return None


def _frame_reward(move: Move) -> Reason | None:
    for e in move.events.get("frame_reward_taken", ()):
        return "frame_reward", {"points": e.data["value"]}
    return None


# ------------------------------------------------------------ the table

NO_TEMPLATES: Mapping[str, str] = MappingProxyType({})


class BotModule(NamedTuple):
    """What the bots know of one module."""

    value: Value
    gain: Gain
    templates: Mapping[str, str] = NO_TEMPLATES
    """The coach's sentences about the module (English), by key; keys and {names} are what
    translations work from (ui/core/texts.py)."""
    reasons: tuple[ReasonRule, ...] = ()
    """The rules that pick one of those sentences from a move."""


TERMS: dict[str, BotModule] = {
    "constellation": BotModule(
        ModuleTerms._constellation_value, ModuleTerms._constellation_gain,
        {"star_circled": "moves the constellation pen {steps} points and circles a big star",
         "track_advance": "moves the constellation pen {steps} points"},
        # a big star is worth telling before most things; a bare advance only when nothing else is
        (ReasonRule(40, _star_circled), ReasonRule(110, _track_advance))),
    "notes": BotModule(
        ModuleTerms._notes_value, ModuleTerms._notes_gain,
        {"note_head": "colours a note head with two {value}s"},
        (ReasonRule(50, _note_head),)),
    "polaroids": BotModule(
        ModuleTerms._polaroids_value, ModuleTerms._polaroids_gain,
        {"star_polaroid": "puts a {value} on a star polaroid",
         "moon_polaroid": "puts only a {value} on a moon polaroid",
         "new_polaroid": "adds a new number, {value}, to the polaroids"},
        (ReasonRule(60, _polaroid),)),
    "garland": BotModule(
        ModuleTerms._garland_value, ModuleTerms._garland_gain,
        {"garland_points": "matches the moon above it on the garland: {points} points",
         "garland_leaf": "matches the moon above it on the garland: a new leaf"},
        (ReasonRule(30, _garland_reward),)),
    "frames": BotModule(
        ModuleTerms._frames_value, ModuleTerms._frames_gain,
        {"frame_reward": "completes a frame family: {points} points"},
        (ReasonRule(20, _frame_reward),)),
}
"""What the bots know of each shipped module, by the module's name (`engine.modules` units)."""


def terms_for(unit: ModuleUnit) -> tuple[Value, Gain]:
    """The terms of a module's unit: its own when it ships, else its points so far."""
    if unit.name in TERMS:
        known = TERMS[unit.name]
        return known.value, known.gain

    def value(model: ModuleTerms, sheet: Sheet, frame_rewards: list[list[int]], total: float) -> float:
        return total + unit.points(model.board, sheet)

    def gain(model: ModuleTerms, sheet: Sheet, frame_rewards: list[list[int]], cell: int, written: int,
             running: float) -> float:
        after = unit.points(model.board, sheet)
        sheet.values[cell] = EMPTY
        before = unit.points(model.board, sheet)
        sheet.values[cell] = written
        return running + (after - before)

    return value, gain


def reason_rules(board: Board) -> Iterator[ReasonRule]:
    """The coach's rules of the modules `board` plays, in the registry's order."""
    for u in board.units:
        known = TERMS.get(u.name)
        if known is not None:
            yield from known.reasons


def reason_template(key: str) -> str | None:
    """The English sentence of a module's reason key; None when no module has it."""
    for known in TERMS.values():
        if key in known.templates:
            return known.templates[key]
    return None
