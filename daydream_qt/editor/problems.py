"""Every problem of a board being edited, one sentence each, with the place to highlight.

The engine's `check_invariants` stops at the first broken invariant: right for a file that
is either playable or not, wrong for a board maker who wants the whole list while drawing.
This module checks the same invariants on the editor's draft (a dict in the board file's
form, possibly unfinished) and keeps going. It never decides on its own what is playable:
`problems` ends by running the engine's `parse_board`, and any refusal this module did not
foresee is listed too, so an empty list means that the engine accepts the board. One rule
is the editor's own: a panel without a single cloud (`_empty_panels`), which the engine
would play with its column labels over empty space.

Sentences are English templates with `{}` fields; the editor translates the template and
fills in the values, so they read in the player's language. The engine words a broken
invariant with these same templates (`boarddef.BoardInvariantError`), so a board refused
anywhere else (the command line, a saved game, the New game dialog) reads as this list does:
`refusal_problem` turns any refusal of the engine into a `Problem`.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from daydream_qt.engine.boardspec import MODULE_NAMES, MODULES_BY_BOARD, BoardError
from daydream_qt.engine.modules import Place, marks_read
from daydream_qt.engine.modules.registry import problems as module_problems
from daydream_qt.engine.schema_words import Words

Coord = tuple[int, int]
Json = dict[str, Any]
"""A board, or a part of one, in the board file's JSON form (a draft's may be unfinished)."""

MAX_LINE_CELLS = 12
MAX_NODES = 30
MAX_LEAVES = 20
MAX_SHELVES = 6
MIN_CELLS = 4


@dataclass(frozen=True)
class Problem:
    """One broken rule of the board, and where it is."""

    template: str
    """One sentence with `{}` fields, in English; the editor translates it."""
    args: tuple[Any, ...] = ()
    cells: tuple[Coord, ...] = ()
    """Cells to highlight on the grid."""
    line: int | None = None
    item: int | None = None
    area: str = "grid"
    """Which part of the board: grid, shelf, leaves, titles, name or a module's name."""
    node: int | None = None

    @property
    def text(self) -> str:
        """The English sentence."""
        args = [a.render(capital=i == 0 and self.template.startswith("{}")) if isinstance(a, Words) else a
                for i, a in enumerate(self.args)]
        return self.template.format(*args)


@dataclass
class _Found:
    out: list[Problem] = field(default_factory=list)

    def add(self, template: str, *args: object, **where: Any) -> None:
        self.out.append(Problem(template, tuple(args), **where))


def _pos(p: Coord) -> Place:
    return Place(p[0], p[1])


def _coords(raw: Iterable[Sequence[int]] | None) -> list[Coord]:
    return [(int(p[0]), int(p[1])) for p in (raw or [])]


def _text_missing(text: object) -> bool:
    return not isinstance(text, dict) or any(not str(text.get(k, "")).strip() for k in ("en", "fr", "ja"))


def collect(data: Json) -> list[Problem]:
    """Every problem of the draft `data`, in the order of the board: grid, lines, shelf,
    leaves, titles, modules; then whatever else the engine refuses."""
    f = _Found()
    bid = data.get("id")
    rows, cols = int(data.get("rows", 0)), int(data.get("cols", 0))
    if _text_missing(data.get("name")):
        f.add("The board needs a name in English, French and Japanese.", area="name")
    cells: dict[Coord, Json] = {}
    for c in data.get("cells", []):
        p = (c["row"], c["col"])
        if p[0] >= rows or p[1] >= cols:
            f.add("The cloud at {} lies outside the {} by {} grid.", _pos(p), rows, cols, cells=(p,))
        if p in cells:
            f.add("The cloud at {} is listed twice.", _pos(p), cells=(p,))
        cells[p] = c
    _grid(f, data, cells)
    _lines(f, data, cells)
    _items(f, data)
    _leaves_titles(f, data)
    if bid in MODULES_BY_BOARD:
        _modules(f, data, cells)
    if not f.out:
        _engine(f, data)
    return f.out


def _grid(f: _Found, data: Json, cells: dict[Coord, Json]) -> None:
    if len(cells) < MIN_CELLS:
        f.add("The grid needs at least {} clouds.", MIN_CELLS)
    else:
        _connected(f, cells)
    _panels(f, data)
    if cells:
        _empty_panels(f, data, cells)


def _empty_panels(f: _Found, data: Json, cells: dict[Coord, Json]) -> None:
    """A panel whose columns hold no cloud: the engine would play it, its column labels
    over empty space. The editor's own rule (the only one the engine does not share): a
    board maker never means it."""
    cols = {c for _, c in cells}
    for p in data.get("panels", []):
        first, last = p.get("first_col"), p.get("last_col")
        if isinstance(first, int) and isinstance(last, int) and first <= last \
                and not any(first <= c <= last for c in cols):
            f.add("Panel {} holds no cloud: give its columns ({} to {}) at least one.", p.get("letter"),
                  first + 1, last + 1, area="grid")


def _connected(f: _Found, cells: dict[Coord, Json]) -> None:
    # the largest group of clouds is the grid; any other group is cut off from it
    groups: list[set[Coord]] = []
    left = set(cells)
    while left:
        start = min(left)
        seen, todo = {start}, deque([start])
        while todo:
            r, c = todo.popleft()
            for n in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                if n in left and n not in seen:
                    seen.add(n)
                    todo.append(n)
        groups.append(seen)
        left -= seen
    groups.sort(key=len, reverse=True)
    lost = sorted(p for g in groups[1:] for p in g)
    if lost:
        f.add("The cloud at {} is cut off from the rest of the grid.", _pos(lost[0]), cells=tuple(lost))


def _panels(f: _Found, data: Json) -> None:
    cols = int(data.get("cols", 0))
    letters = "".join(p["letter"] for p in data.get("panels", []))
    if letters != data.get("id"):
        f.add("The panels' letters must spell the combination {}.", data.get("id"), area="name")
    elif cols < len(letters):
        f.add("Combination {} has {} panels and each panel needs at least one column: the grid needs "
              "at least {} columns.", letters, len(letters), len(letters), area="name")
        return
    expect = 0
    for p in data.get("panels", []):
        if p["first_col"] != expect or p["last_col"] < p["first_col"]:
            f.add("Each panel needs at least one column, the panels side by side from the left.",
                  area="name")
            break
        expect = p["last_col"] + 1
    else:
        if expect != cols:
            f.add("The panels cover {} columns but the grid has {}.", expect, cols, area="name")


def _lines(f: _Found, data: Json, cells: dict[Coord, Json]) -> None:
    lines = data.get("lines", [])
    if not lines:
        f.add("The grid needs at least one line: place a dot and a sun at the end of a row or column of clouds.")
    owner: dict[tuple[bool, Coord], int] = {}
    for li, line in enumerate(lines):
        pts = _coords(line.get("cells"))
        if len(pts) < 2:
            f.add("Line {} has fewer than 2 clouds.", li + 1, line=li, cells=tuple(pts))
            continue
        if len(pts) > MAX_LINE_CELLS:
            f.add("Line {} has {} clouds; a line holds at most {}.", li + 1, len(pts), MAX_LINE_CELLS,
                  line=li, cells=tuple(pts))
        missing = [p for p in pts if p not in cells]
        if missing:
            f.add("Line {} runs through {}, where there is no cloud.", li + 1, _pos(missing[0]),
                  line=li, cells=tuple(missing))
            continue
        twice = next((p for k, p in enumerate(pts) if p in pts[:k]), None)
        if twice is not None:
            f.add("Line {} lists a cloud twice (at {}).", li + 1, _pos(twice), line=li, cells=(twice,))
            continue
        row = all(p[0] == pts[0][0] for p in pts)
        col = all(p[1] == pts[0][1] for p in pts)
        steps = {(b[0] - a[0], b[1] - a[1]) for a, b in zip(pts, pts[1:])}
        if not (row or col) or len(steps) != 1 or next(iter(steps)) not in ((0, 1), (0, -1), (1, 0), (-1, 0)):
            f.add("Line {} must run straight along one row or one column, cloud after cloud.", li + 1,
                  line=li, cells=tuple(pts))
            continue
        horizontal = pts[0][0] == pts[1][0]
        for p in pts:
            other = owner.get((horizontal, p))
            if other is not None:
                f.add("The cloud at {} is in two row lines ({} and {})." if horizontal else
                      "The cloud at {} is in two column lines ({} and {}).", _pos(p),
                      other + 1, li + 1, line=li, cells=(p,))
                break
        for p in pts:
            owner.setdefault((horizontal, p), li)


def _items(f: _Found, data: Json) -> None:
    items = data.get("items", [])
    if not items:
        f.add("The shelf needs at least one item.", area="shelf")
    ids: dict[str, int] = {}
    last_shelf = 0
    for ii, item in enumerate(items):
        name = item.get("name", {}).get("en") or item.get("id", "?")
        nodes = item.get("nodes", [])
        if _text_missing(item.get("name")):
            f.add("Item {} needs a name in English, French and Japanese.", ii + 1, item=ii, area="shelf")
        if len(nodes) < 2:
            f.add("The item {} needs at least 2 dots or suns.", name, item=ii, area="shelf")
        elif nodes[-1]["kind"] != "sun":
            f.add("The item {} must end on a sun.", name, item=ii, node=len(nodes) - 1, area="shelf")
        if len(nodes) > MAX_NODES:
            f.add("The item {} has {} dots and suns; an item holds at most {}.", name, len(nodes),
                  MAX_NODES, item=ii, area="shelf")
        if item.get("id") in ids:
            f.add("Two items are called {}; each item needs its own id.", item.get("id"), item=ii, area="shelf")
        ids.setdefault(item.get("id"), ii)
        shelf = item.get("shelf", 0)
        if not 0 <= shelf < MAX_SHELVES:
            f.add("The item {} is on shelf {}; a board has at most {} shelves.", name, shelf + 1,
                  MAX_SHELVES, item=ii, area="shelf")
        if shelf < last_shelf:
            f.add("The item {} is listed after an item of a lower shelf.", name, item=ii, area="shelf")
        last_shelf = max(last_shelf, shelf)
        outline = item.get("outline")
        if outline is not None:
            from daydream_qt.engine.outlines import OutlineError, load_outline

            try:
                drawing = load_outline(outline)
            except OutlineError:
                f.add("The item {} names a drawing, {}, that the library does not have.", name, outline,
                      item=ii, area="shelf")
            else:
                _on_drawing(f, ii, item, name, drawing)


def _on_drawing(f: _Found, ii: int, item: Json, name: str, drawing: Any) -> None:
    """The item's dots and suns sit where its drawing places them."""
    import math

    from daydream_qt.engine.boarddef import NODE_ON_OUTLINE
    from daydream_qt.engine.outlines import OutlineError

    nodes = item.get("nodes", [])
    try:
        points = drawing.node_points(len(nodes))
    except OutlineError:  # too few dots and suns: said above
        return
    for k, ((x, y), node) in enumerate(zip(points, nodes)):
        if math.hypot(node.get("x", 0) * 100 - x, node.get("y", 0) * 100 - y) > NODE_ON_OUTLINE:
            f.add("Dot or sun {} of the item {} lies off its drawing {}; it belongs at ({}, {}).", k + 1, name,
                  item.get("outline"), f"{x / 100:.4f}", f"{y / 100:.4f}", item=ii, node=k, area="shelf")
            return


def _leaves_titles(f: _Found, data: Json) -> None:
    leaves = data.get("leaves", {})
    count, pre = leaves.get("count", 0), leaves.get("precircled", 0)
    if not 1 <= count <= MAX_LEAVES:
        f.add("A board has 1 to {} leaves.", MAX_LEAVES, area="leaves")
    if pre < 1:
        f.add("At least one leaf must start circled.", area="leaves")
    elif pre > count:
        f.add("More leaves start circled ({}) than there are leaves ({}).", pre, count, area="leaves")
    titles = data.get("titles", [])
    if len(titles) != 4:
        f.add("The title table has exactly 4 bands.", area="titles")
        return
    mins = [t.get("min", 0) for t in titles]
    if mins[0] != 0 or mins != sorted(set(mins)):
        f.add("The title bands must start at 0 and each start above the one before.", area="titles")
    if any(_text_missing(t.get("title")) for t in titles):
        f.add("Each title needs a name in English, French and Japanese.", area="titles")


def _modules(f: _Found, data: Json, cells: dict[Coord, Json]) -> None:
    """The problems each module's unit finds in its part (`engine.modules.registry.problems`,
    which the engine's check of a board file raises the first of)."""
    for found in module_problems(data, cells):
        f.out.append(Problem(found.template, found.args, cells=found.cells, area=found.area))


def notes(data: Json) -> list[Problem]:
    """What the board holds that play ignores: not problems (the board can still be played),
    but a board maker should know. A star or a moon on a combination that does not use it is
    ignored (RULES.md "Modules")."""
    f = _Found()
    bid = data.get("id")
    if bid not in MODULES_BY_BOARD:
        return []
    _marks_ignored(f, data, bid)
    return f.out


def name_notes(data: Json) -> list[Problem]:
    """An item's name missing in a language (`_names_missing`): a note of the editor's
    problem list, not a problem (play shows what is there)."""
    f = _Found()
    _names_missing(f, data)
    return f.out


def _marks_ignored(f: _Found, data: Json, bid: str) -> None:
    read = marks_read(bid)
    marks = [((c.get("row"), c.get("col")), c.get("mark")) for c in data.get("cells", [])]
    stars = tuple(p for p, m in marks if m == "star")
    moons = tuple(p for p, m in marks if m == "moon")
    if stars and "star" not in read:
        f.add("Combination {} plays without stars: the {} stars of the grid are ignored." if len(stars) > 1
              else "Combination {} plays without stars: the star at {} is ignored.", bid,
              len(stars) if len(stars) > 1 else _pos(stars[0]), cells=stars)
    if moons and "moon" not in read:
        f.add("Combination {} plays without moons: the {} moons of the grid are ignored." if len(moons) > 1
              else "Combination {} plays without moons: the moon at {} is ignored.", bid,
              len(moons) if len(moons) > 1 else _pos(moons[0]), cells=moons)


_SAME_AS_ENGLISH = {"fr": "The item {} has the same name in French as in English; type its French name "
                          "if it has another.",
                    "ja": "The item {} has the same name in Japanese as in English; type its Japanese name "
                          "if it has another."}
_STILL_DRAWN = {"fr": "The item {} is still called {} in French; type its French name.",
                "ja": "The item {} is still called {} in Japanese; type its Japanese name."}


def _names_missing(f: _Found, data: Json) -> None:
    """An item's name missing in French or Japanese: the English one copied there (and not
    the library's name of its drawing), or a drawn item's first name left there once its
    English name was typed. Play shows what is there, so it is a note, not a problem."""
    from .outline_names import DRAWN_NAME, known_names

    for ii, item in enumerate(data.get("items", [])):
        name = item.get("name")
        if not isinstance(name, dict):
            continue
        en = str(name.get("en", "")).strip()
        outline = item.get("outline")
        library = known_names(outline) if isinstance(outline, str) else {}
        for language in ("fr", "ja"):
            text = str(name.get(language, "")).strip()
            if not en or not text:
                continue  # a name left empty is a problem (`_items`)
            if text == en and library.get(language) != en:
                f.add(_SAME_AS_ENGLISH[language], en, item=ii, area="shelf")
            elif text == DRAWN_NAME[language] and en != DRAWN_NAME["en"]:
                f.add(_STILL_DRAWN[language], en, text, item=ii, area="shelf")


def _engine(f: _Found, data: Json) -> None:
    """What the engine refuses that the checks above missed."""
    from daydream_qt.engine.boarddef import parse_board

    try:
        parse_board(data)
    except BoardError as exc:
        f.out.append(refusal_problem(exc))


def refusal_problem(exc: BoardError) -> Problem:
    """A refusal of the engine (`parse_board`, reading a board file) as a problem of this list:
    a broken invariant in the very words of the list, a schema refusal as its board maker's
    sentence, anything else (a file that cannot be read) as its plain message."""
    from daydream_qt.engine.schema_words import BoardSchemaError

    path = getattr(exc, "path", "") or exc.where
    words = getattr(exc, "words", None)
    if isinstance(exc, BoardSchemaError):  # a sentence that names its place already
        return Problem("{}.", (exc.words,), area=_area(path))
    if isinstance(words, Words):  # boarddef.BoardInvariantError: one of the templates above
        places = tuple((row - 1, col - 1) for a in words.args
                       if isinstance(a, Words) and a.template == "row {}, column {}"
                       for row, col in [a.args[:2]] if isinstance(row, int) and isinstance(col, int))
        return Problem(words.template, words.args, cells=places, area=_area(path))
    text = exc.message.rstrip(".")
    return Problem("{}.", (text[:1].upper() + text[1:],), area=_area(path))


def _area(where: str) -> str:
    for name in (*MODULE_NAMES, "leaves", "titles"):
        if where.startswith(name):
            return name
    if where.split(".")[0] in ("name", "id", "difficulty", "panels", "rows", "cols", "format", "version"):
        return "name"
    return "shelf" if where.startswith("items") else "grid"
