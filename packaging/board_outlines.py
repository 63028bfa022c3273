"""Place every shelf item of the shipped boards on its outline.

Each item names its drawing (`"outline": "<id>"`, the item's own id) and its nodes get the
positions the outline gives them (`Outline.node_points`, divided by 100 and rounded to 4
decimals, well within the 0.5-unit tolerance `boarddef` checks). Only the outline line and
the node coordinates change: kinds, order, bonus and role stay exactly as they are, so the
rules and the calibration do not move. The rest of each file keeps its hand formatting.

It also writes the packed library, `resources/outlines/_packed.json` (every outline in one
file, its paths split into numbers), which the app reads instead of one file per item; a
test checks that it says what the outline files say.

Run from the source tree: `.venv/bin/python packaging/board_outlines.py`; running it again
changes nothing.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from daydream_qt.engine.outline_pack import pack_text  # noqa: E402
from daydream_qt.engine.outlines import PACK_FILE, library, load_outline  # noqa: E402

ITEM_ID = re.compile(r'^      "id": "([a-z0-9-]+)",$')
SHELF = re.compile(r'^      "shelf": \d+,$')
OUTLINE = re.compile(r'^      "outline": "[a-z0-9-]+",$')
NODE = re.compile(r'^(\s*)\{"kind": "(dot|sun)", "x": [0-9.]+, "y": [0-9.]+\}(,?)$')


def place(text: str) -> str:
    data = json.loads(text)
    counts = {it["id"]: len(it["nodes"]) for it in data["items"]}
    out: list[str] = []
    item: str | None = None
    points: list[tuple[float, float]] = []
    for line in text.split("\n"):
        if OUTLINE.match(line):
            continue  # written again below, after the shelf
        m = ITEM_ID.match(line)
        if m and m.group(1) in counts:
            item = m.group(1)
            points = load_outline(item).node_points(counts[item])
        out.append(line)
        if item is not None and SHELF.match(line):
            out.append(f'      "outline": "{item}",')
        node = NODE.match(line)
        if item is not None and node:
            x, y = points.pop(0)
            out[-1] = (f'{node.group(1)}{{"kind": "{node.group(2)}", "x": {round(x / 100, 4)}, '
                       f'"y": {round(y / 100, 4)}}}{node.group(3)}')
    result = "\n".join(out)
    before, after = json.loads(text), json.loads(result)
    for a, b in zip(before["items"], after["items"], strict=True):
        assert [n["kind"] for n in a["nodes"]] == [n["kind"] for n in b["nodes"]]
        assert (a.get("bonus"), a.get("role")) == (b.get("bonus"), b.get("role"))
        assert b["outline"] == b["id"]
    return result


def write_pack() -> bool:
    """Write the packed library from the outline files; True when it changed."""
    path = ROOT / "resources" / "outlines" / PACK_FILE
    text = pack_text(library())
    if path.is_file() and path.read_text(encoding="utf-8") == text:
        return False
    path.write_text(text, encoding="utf-8")
    return True


def main() -> int:
    if write_pack():
        print(f"wrote resources/outlines/{PACK_FILE}")
    for path in sorted((ROOT / "boards").glob("*.json")):
        if path.name == "schema.json":
            continue
        text = path.read_text(encoding="utf-8")
        placed = place(text)
        if placed != text:
            path.write_text(placed, encoding="utf-8")
            print(f"placed the items of {path.name} on their outlines")
    return 0


if __name__ == "__main__":
    sys.exit(main())
