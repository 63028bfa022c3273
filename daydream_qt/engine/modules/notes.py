"""R17, the musical notes: a single note (between two clouds) colours its head when both
hold the same value; a double note (3-4 clouds around a gap) colours one head for a pair
and both for all equal. Each coloured head is a point."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..compiled import Board
from ..events import Event
from ..schema_words import Words
from ..state import EMPTY, GameState, Sheet
from .base import Coord, Finding, Grid, ModuleUnit, Place


def note_heads(cells: tuple[int, ...], values: list[int], without: int = -1) -> int:
    """R17: coloured heads of a note (single: 0-1, double: 0-2) for these cell values."""
    vals = [values[c] for c in cells if c != without and values[c] != EMPTY]
    if len(cells) == 2:
        return 1 if len(vals) == 2 and vals[0] == vals[1] else 0
    if len(set(vals)) == len(vals):
        return 0
    return 2 if len(vals) == len(cells) and len(set(vals)) == 1 else 1


def _points(raw: Sequence[Sequence[int]] | None) -> list[Coord]:
    """The cells of a JSON list of [row, col] pairs (a part the schema has shaped)."""
    return [(int(p[0]), int(p[1])) for p in (raw or [])]


class Notes(ModuleUnit):
    name = "notes"
    words = Words("the musical notes")
    board_fields = ("notes", "cell_notes")
    event_kinds = ("note_coloured",)
    editor_fields = ("cells",)

    def blank(self, board_id: str) -> dict[str, Any]:
        return {"notes": []}

    def compile(self, spec: Any, grid: Grid) -> dict[str, Any]:
        notes = tuple(grid.cells(n.cells) for n in (spec.notes or ()))
        return {"notes": notes, "cell_notes": grid.per_cell(notes)}

    def rules_data(self, spec: Any) -> dict[str, Any]:
        return {"notes": None if spec.notes is None else [[[r, c] for r, c in sorted(n.cells)] for n in spec.notes]}

    def problems(self, data: Mapping[str, Any], cells: Mapping[Coord, Mapping[str, Any]]) -> list[Finding]:
        out: list[Finding] = []
        notes = data.get("notes") or []
        if not notes:
            out.append(Finding("notes", "The musical notes need at least one note."))
        joined: set[frozenset[Coord]] = set()
        for line in data.get("lines", []):
            pts = _points(line.get("cells"))
            joined.update(frozenset(pair) for pair in zip(pts, pts[1:], strict=False))
        for ni, note in enumerate(notes):
            pts = _points(note.get("cells"))
            lost = [k for k, p in enumerate(pts) if p not in cells]
            at = f"notes[{ni}]"
            if lost:
                out.append(Finding(f"{at}.cells[{lost[0]}]", "Note {} touches {}, where there is no cloud.",
                                   (ni + 1, Place(*pts[lost[0]])), tuple(pts)))
                continue
            if len(set(pts)) != len(pts):
                out.append(Finding(f"{at}.cells", "Note {} lists a cloud twice.", (ni + 1,), tuple(pts)))
            elif len(pts) == 2:
                a, b = pts
                if abs(a[0] - b[0]) + abs(a[1] - b[1]) != 1:
                    out.append(Finding(at, "Note {} is a single note: it sits between two neighbouring clouds.",
                                       (ni + 1,), tuple(pts)))
                elif frozenset(pts) in joined:
                    out.append(Finding(at, "Note {} sits where a line already joins its two clouds.", (ni + 1,),
                                       tuple(pts)))
            else:
                rs, cs = {p[0] for p in pts}, {p[1] for p in pts}
                if max(rs) - min(rs) != 1 or max(cs) - min(cs) != 1:
                    out.append(Finding(at, "Note {} is a double note: it touches 3 or 4 clouds around one gap.",
                                       (ni + 1,), tuple(pts)))
        return out

    def on_write(self, board: Board, state: GameState, seat: int, cell: int, value: int, solo: bool,
                 events: list[Event]) -> None:
        values = state.sheets[seat].values
        for ni in board.cell_notes[cell]:
            heads = note_heads(board.notes[ni], values)
            if heads and heads != note_heads(board.notes[ni], values, without=cell):
                events.append(Event("note_coloured", seat, {"note": ni, "heads": heads}))

    def points(self, board: Board, sheet: Sheet) -> int:
        return sum(note_heads(n, sheet.values) for n in board.notes)


UNIT = Notes()
