"""Item outlines: the path reader refuses what it does not know, and every shipped drawing
fits its box, spreads its nodes apart and never folds back on itself."""

import bisect
import itertools
import json
import math

import pytest

from daydream_qt.engine.board import boards_dir
from daydream_qt.engine.outline_pack import (
    outline_from_packed,
    pack_text,
    path_from_tokens,
    path_tokens,
)
from daydream_qt.engine.outlines import (
    MAX_FILE_BYTES,
    PACK_FILE,
    Outline,
    OutlineError,
    library,
    load_outline,
    outline_files,
    outline_from_dict,
    outlines_dir,
    parse_path,
    read_outline_file,
)

FOLDER = outlines_dir()
FILES = outline_files()
NODE_COUNTS = range(4, 10)
MIN_NODE_GAP = 9.0


def outline(trace: str, closed: bool = False, details: list | None = None, oid: str = "t"):
    return outline_from_dict({"id": oid, "trace": trace, "closed": closed, "details": details or []})


def seg_distance(p, a, b) -> float:
    (px, py), (ax, ay), (bx, by) = p, a, b
    dx, dy = bx - ax, by - ay
    span = dx * dx + dy * dy
    t = 0.0 if span == 0 else max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / span))
    return math.hypot(px - ax - t * dx, py - ay - t * dy)


def distance_near(poly, cum, p, fraction, window=3.0) -> float:
    """How far `p` is from the pieces of `poly` (with cumulative lengths `cum`) lying within
    `window` units of arc length of `fraction` of its length: a node must be on the curve,
    and at its place along it."""
    at = fraction * cum[-1]
    lo = max(bisect.bisect_left(cum, at - window) - 1, 0)
    hi = min(bisect.bisect_right(cum, at + window), len(poly) - 1)
    return min(seg_distance(p, poly[i], poly[i + 1]) for i in range(lo, hi))


def arc_lengths(poly) -> list[float]:
    cum = [0.0]
    for a, b in zip(poly, poly[1:]):
        cum.append(cum[-1] + math.dist(a, b))
    return cum


# --- the path reader -------------------------------------------------------------------------

def test_a_path_reads_into_segments():
    path = parse_path("M 10 90 L 10,50 Q 10 10 50 10 C 70 10 90 30 90 50 Z")
    assert path.start == (10.0, 90.0)
    assert [s.kind for s in path.segments] == ["L", "Q", "C", "L"]
    assert path.segments[-1].end == (10.0, 90.0)  # Z draws the closing line
    assert path.closed
    assert parse_path("M10 10L20 20.5").segments[0].end == (20.0, 20.5)


@pytest.mark.parametrize("text, position", [
    ("M 10 10 l 20 20", 8),            # relative command
    ("M 10 10 A 5 5 0 0 1 20 20", 8),  # arc
    ("M 10 10 H 20", 8),
    ("M 10 10 S 1 2 3 4", 8),
    ("M 10 10 L -5 20", 10),           # negative number
    ("M 10 10 L 1e2 20", 11),          # exponent
    ("M 10 10 L 20. 20", 12),
    ("M 10 10 L 20 20 M 30 30 L 40 40", 16),  # a second subpath
    ("L 10 10 L 20 20", 0),            # no M first
    ("M 10 10 Z L 20 20", 10),         # Z before the end
    ("M 10 10 L 20", 8),               # too few numbers
    ("M 10 10 L 20 20 30", 8),         # too many numbers
    ("M 10 10 C 1 2 3 4 L 5 6", 8),
    ("10 10 L 20 20", 0),
])
def test_the_reader_refuses_with_the_position(text, position):
    with pytest.raises(OutlineError) as err:
        parse_path(text, "outline x trace")
    message = str(err.value)
    assert message.startswith("outline x trace ")
    assert f"position {position}" in message
    assert message.count(".") <= 2 and "\n" not in message


@pytest.mark.parametrize("text", ["", "   ", "M 10 10", "M 10 10 Z"])
def test_a_path_must_draw_something(text):
    with pytest.raises(OutlineError):
        parse_path(text)


# --- checking a file's content ---------------------------------------------------------------

GOOD = "M 10 90 L 10 10 L 90 10 L 90 90"


def test_a_good_outline_is_accepted():
    o = outline(GOOD, details=["M 20 20 L 30 30"])
    assert isinstance(o, Outline) and len(o.details) == 1 and not o.closed


@pytest.mark.parametrize("data, words", [
    ({"id": "t", "trace": GOOD, "closed": False}, "details is missing"),
    ({"id": "t", "trace": GOOD, "closed": False, "details": [], "name": "x"}, "name is not one"),
    ({"id": "T t", "trace": GOOD, "closed": False, "details": []}, "id"),
    ({"id": "t", "trace": GOOD, "closed": 0, "details": []}, "closed"),
    ({"id": "t", "trace": GOOD, "closed": True, "details": []}, "Z"),
    ({"id": "t", "trace": GOOD + " Z", "closed": False, "details": []}, "Z"),
    ({"id": "t", "trace": "M 10 10 L 90 10 L 90 90", "closed": False, "details": []}, "segments"),
    ({"id": "t", "trace": GOOD.replace("90 90", "99 90"), "closed": False, "details": []}, "outside"),
    ({"id": "t", "trace": GOOD, "closed": False, "details": ["M 1 50 L 20 50"]}, "detail 0"),
    ({"id": "t", "trace": GOOD, "closed": False, "details": ["M 20 20 L 30 30"] * 13}, "details"),
    ({"id": "t", "trace": GOOD, "closed": False, "details": [5]}, "detail 0"),
    ({"id": "t", "trace": 7, "closed": False, "details": []}, "string"),
    ([GOOD], "object"),
])
def test_a_bad_outline_gets_one_sentence(data, words):
    with pytest.raises(OutlineError) as err:
        outline_from_dict(data)
    assert words in str(err.value)
    assert "\n" not in str(err.value)


def test_the_id_must_match_the_file_name(tmp_path):
    path = tmp_path / "cat.json"
    path.write_text(json.dumps({"id": "dog", "trace": GOOD, "closed": False, "details": []}))
    with pytest.raises(OutlineError, match="file name"):
        read_outline_file(path)


def test_a_file_too_big_or_not_json_is_refused(tmp_path):
    big = tmp_path / "big.json"
    big.write_text(" " * (MAX_FILE_BYTES + 1))
    with pytest.raises(OutlineError, match="larger"):
        read_outline_file(big)
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    with pytest.raises(OutlineError, match="not valid JSON"):
        read_outline_file(bad)


def test_an_unknown_outline_is_refused():
    with pytest.raises(OutlineError, match="no outline"):
        load_outline("no-such-item-here")
    with pytest.raises(OutlineError, match="not an outline id"):
        load_outline("../boards/A")


# --- measuring -------------------------------------------------------------------------------

def test_lengths_points_and_nodes_of_a_square():
    square = outline("M 10 10 L 90 10 L 90 90 L 10 90 Z", closed=True)
    assert square.length() == pytest.approx(320)
    assert square.point_at(0.25) == pytest.approx((90, 10))
    assert square.point_at(0.6) == pytest.approx((58, 90))
    assert square.point_at(2.0) == pytest.approx((10, 10))
    # closed: k/n, so four nodes at the four corners and the last stroke closes the loop
    assert square.node_points(4) == [pytest.approx(p) for p in [(10, 10), (90, 10), (90, 90), (10, 90)]]
    assert square.stroke_fractions(4, 3) == (0.75, 1.0)
    with pytest.raises(OutlineError):
        square.stroke_fractions(4, 4)
    open_u = outline(GOOD)
    # open: k/(n-1), so the ends of the line are the first and last nodes
    assert open_u.node_points(4) == [pytest.approx(p) for p in [(10, 90), (10, 10), (90, 10), (90, 90)]]
    assert open_u.stroke_fractions(4, 2) == (pytest.approx(2 / 3), 1.0)


def test_a_subpath_follows_the_trace_both_ways():
    u = outline(GOOD)
    piece = u.subpath(0.125, 0.5)
    assert piece == [pytest.approx(p) for p in [(10, 60), (10, 10), (50, 10)]]
    assert u.subpath(0.5, 0.125) == piece[::-1]
    assert u.subpath(0.3, 0.3)[0] == pytest.approx(u.point_at(0.3))
    # a stroke from corner to corner holds each corner once
    assert u.subpath(0, 1) == [pytest.approx(p) for p in [(10, 90), (10, 10), (90, 10), (90, 90)]]
    assert len(u.subpath(1 / 3, 2 / 3)) == 2


def test_a_fold_back_is_found_and_a_corner_is_not():
    hairpin = outline("M 20 90 L 20 20 L 24 20 L 24 90")
    passes = hairpin.close_passes()
    assert passes and min(d for _, _, d in passes) < 5
    assert outline(GOOD).close_passes() == []
    # a five-point star's 36 degree tip is a corner, not a fold-back
    assert outline("M 30 90 L 50 28 L 70 90 L 90 90").close_passes() == []
    assert outline("M 40 90 L 50 28 L 60 90 L 90 90").close_passes() != []


def test_the_library_is_read_once():
    assert library() is library()
    assert sorted(library()) == [p.stem for p in FILES]


# --- the packed library ----------------------------------------------------------------------

def test_the_pack_says_what_the_outline_files_say():
    """Regenerate it with `.venv/bin/python packaging/board_outlines.py` after editing one."""
    assert (FOLDER / PACK_FILE).read_text(encoding="utf-8") == pack_text(library())


def test_an_outline_from_the_pack_is_the_one_from_its_file():
    for oid, from_file in library().items():
        from_pack = load_outline(oid)
        assert from_pack.closed == from_file.closed
        assert from_pack.trace == from_file.trace, oid
        assert from_pack.details == from_file.details, oid
        assert from_pack.node_points(7) == from_file.node_points(7)


def test_a_path_survives_packing():
    for text in ("M 10 90 L 10,50 Q 10 10 50 10 C 70 10 90 30 90 50 Z", "M 10 10 L 20.5 20 L 30 10",
                 "M 10 10 L 90 10 L 90 90 L 10 10 Z"):
        path = parse_path(text)
        assert path_from_tokens(path_tokens(path)) == path


@pytest.mark.parametrize("tokens, words", [
    ("M 10 10 L 20 20", "not a packed path"),
    (["L", 10, 10, "L", 20, 20], "not a packed path"),
    (["M", 10, 10], "nothing drawn"),
    (["M", 10, 10, "L", 20], "fewer than its 2 numbers"),
    (["M", 10, 10, "L", 20, True], "fewer than its 2 numbers"),
    (["M", 10, 10, "L", 20, "20"], "fewer than its 2 numbers"),
    (["M", 10, 10, "A", 5, 5], "where L, C, Q or a final Z"),
    (["M", 10, 10, "L", 20, 20, "Z", "L", 30, 30], "where L, C, Q or a final Z"),
    (["M", 10, 10, "M", 20, 20], "where L, C, Q or a final Z"),
])
def test_a_bad_packed_path_is_refused_in_one_sentence(tokens, words):
    with pytest.raises(OutlineError, match=words) as info:
        path_from_tokens(tokens)
    assert str(info.value).count(". ") == 0 and str(info.value).endswith(".")


def test_only_the_lines_of_the_outlines_drawn_are_decoded():
    from daydream_qt.engine.outline_pack import _pack

    lines = _pack()
    assert sorted(lines) == sorted(library())
    assert all(isinstance(line, str) for line in lines.values())


def test_a_packed_outline_is_checked_like_a_file():
    good = {"closed": False, "trace": ["M", 10, 90, "L", 10, 10, "L", 90, 10, "L", 90, 90], "details": []}
    assert outline_from_packed("u", good).length() == pytest.approx(240)
    for bad, words in [({**good, "closed": True}, "does not end with Z"),
                       ({**good, "closed": "no"}, "true or false"),
                       ({**good, "trace": ["M", 10, 90, "L", 10, 10, "L", 90, 10, "L", 99, 90]}, "outside"),
                       ({**good, "trace": ["M", 10, 90, "L", 10, 10, "L", 90, 10, "L", float("nan"), 90]},
                        "outside"),
                       ({**good, "details": "M 1 1"}, "not a list"),
                       ({**good, "extra": 1}, "exactly the keys")]:
        with pytest.raises(OutlineError, match=words):
            outline_from_packed("u", bad)


def test_a_damaged_pack_falls_back_to_the_outline_files(tmp_path, monkeypatch):
    import daydream_qt.engine.outline_pack as packed
    import daydream_qt.engine.outlines as outlines

    expected = {name: library()[name].trace for name in ("cactus", "cat")}  # the real files
    for name in expected:
        (tmp_path / f"{name}.json").write_bytes((FOLDER / f"{name}.json").read_bytes())
    # the pack's cactus line is damaged, and the cat has none
    pack = pack_text({"cactus": library()["cactus"]}).replace('"trace":["M",', '"trace":["M",1,1,"X",')
    (tmp_path / PACK_FILE).write_text(pack, encoding="utf-8")
    monkeypatch.setattr(outlines, "outlines_dir", lambda: tmp_path)
    monkeypatch.setattr(packed, "outlines_dir", lambda: tmp_path)
    for fn in (packed._pack, outlines.load_outline):
        fn.cache_clear()
    try:
        assert list(packed._pack()) == ["cactus"]  # read, and its line refused when decoded
        assert packed.packed_outline("cactus") is None
        assert load_outline("cactus").trace == expected["cactus"]
        assert load_outline("cat").trace == expected["cat"]
        (tmp_path / PACK_FILE).write_text("[1, 2", encoding="utf-8")
        packed._pack.cache_clear()
        load_outline.cache_clear()
        assert load_outline("cactus").trace == expected["cactus"]
    finally:
        for fn in (packed._pack, outlines.load_outline):
            fn.cache_clear()


# --- every shipped outline -------------------------------------------------------------------

def test_every_board_item_has_an_outline():
    ids = set()
    for path in sorted(boards_dir().glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        ids |= {item["id"] for item in data.get("items", ())}
    assert ids, "no board items found"
    missing = sorted(ids - {p.stem for p in FILES})
    assert not missing, f"{len(missing)} items have no outline: {', '.join(missing)}"


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_a_shipped_outline_is_well_drawn(path):
    o = read_outline_file(path)
    drawing = o.polyline() + [p for d in o.details for p in d.flatten()]
    for x, y in drawing:
        assert 2 <= x <= 98 and 2 <= y <= 98
    # the whole drawing, details included (a kite's tail), must use the box
    width = max(x for x, _ in drawing) - min(x for x, _ in drawing)
    height = max(y for _, y in drawing) - min(y for _, y in drawing)
    assert max(width, height) >= 70, f"{o.id} uses {width:.0f} x {height:.0f}"
    fine = o.trace.flatten(64)
    fine_cum = arc_lengths(fine)
    for n in NODE_COUNTS:
        nodes = o.node_points(n)
        gap = min(math.dist(a, b) for a, b in itertools.combinations(nodes, 2))
        assert gap >= MIN_NODE_GAP, f"{o.id}: with {n} nodes two are {gap:.1f} apart"
        for node, fraction in zip(nodes, o.node_fractions(n)):
            assert distance_near(fine, fine_cum, node, fraction) < 0.5, f"{o.id}: a node is off the curve"
        for k in range(n if o.closed else n - 1):
            piece = o.subpath(*o.stroke_fractions(n, k))
            assert piece[0] == pytest.approx(nodes[k])
            assert piece[-1] == pytest.approx(nodes[(k + 1) % n])
    passes = o.close_passes()
    assert not passes, (f"{o.id}: the trace passes {passes[0][2]:.1f} from itself at "
                        f"{passes[0][0]:.2f} / {passes[0][1]:.2f} of its length")
