"""The module part of the evaluation: points each module holds and may still bring (R16-R20).

A mixin of `evaluation.BoardModel`, which provides the board tables (`star_cells`,
`notes`, `polaroid_cells`, `garland_rewards`, `frame_cells`, ...) and the weights `w`.
"""

from __future__ import annotations

from daydream_qt.engine.modules import note_heads
from daydream_qt.engine.state import EMPTY, Reward, Sheet


class ModuleTerms:
    """Module values of a sheet, and their change when one number is written."""

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
        if self.board.id == "AD":
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
        exp = distinct
        d = distinct
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
        mods = self.mods
        if not mods:
            return 0.0
        total = 0.0
        values = sheet.values
        if "constellation" in mods:
            empty = sum(1 for c in self.star_cells if values[c] == EMPTY)
            total += self.track_value(sheet.track_pos, empty)
        if "notes" in mods:
            for ni in range(len(self.notes)):
                total += self.note_value(ni, values)
        if "polaroids" in mods:
            total += self.polaroid_value(values)
        if "garland" in mods:
            total += self.garland_value(sheet.garland, sheet.garland_circled)
        if "frames" in mods:
            total += self.frames_value(sheet, frame_rewards)
        return total

    def _module_gain(self, sheet: Sheet, frame_rewards: list[list[int]], cell: int, value: int) -> float:
        """Module part of a write's gain; `value` is already in the cell."""
        mods = self.mods
        values = sheet.values
        gain = 0.0
        if "constellation" in mods and cell in self.star_cells:
            empty = sum(1 for c in self.star_cells if values[c] == EMPTY)
            pos = min(sheet.track_pos + value, self.track_end)
            gain += self.track_value(pos, empty) - self.track_value(sheet.track_pos, empty + 1)
        if "notes" in mods:
            for ni in self.cell_notes[cell]:
                after = self.note_value(ni, values)
                values[cell] = EMPTY
                gain += after - self.note_value(ni, values)
                values[cell] = value
        if "polaroids" in mods and cell in self.cell_polaroid:
            after = self.polaroid_value(values)
            values[cell] = EMPTY
            gain += after - self.polaroid_value(values)
            values[cell] = value
        if "garland" in mods and cell in self.moon_cells:
            garland = sheet.garland
            if len(garland) < self.board.garland_moons:
                circled = sheet.garland_circled
                new_circled = circled
                if garland and garland[-1] == value:
                    new_circled = circled + [len(garland) - 1]
                gain += (self.garland_value(garland + [value], new_circled)
                         - self.garland_value(garland, circled))
        if "frames" in mods and self.cell_frames[cell]:
            fams = self.cell_frames[cell]
            after = self.frames_value(sheet, frame_rewards, fams)
            values[cell] = EMPTY
            gain += after - self.frames_value(sheet, frame_rewards, fams)
            values[cell] = value
        return gain
