"""ui/ imports flow one way: app -> window -> pages | editor -> board | panels | dialogs ->
widgets -> core | style -> engine, bots. Every import counts, inside functions and for typing too."""

from __future__ import annotations

import ast
from pathlib import Path

import daydream_qt.ui

UI = Path(daydream_qt.ui.__file__).parent

RANK = {
    "": 7, "app": 7, "display_check": 7,
    "window": 6,
    "pages": 5, "editor": 5,
    "board": 4, "panels": 4, "dialogs": 4,
    "widgets": 3,
    "core": 2, "style": 2,
}
"""Each layer's height: a module imports only from lower layers or from its own package."""


def _module(path: Path) -> str:
    parts = list(path.relative_to(UI.parent.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _layer(module: str) -> str:
    """'window' for daydream_qt.ui.window.main_window, 'app' for daydream_qt.ui.app."""
    return module.removeprefix("daydream_qt.ui").lstrip(".").split(".")[0]


def _imports(path: Path) -> list[tuple[int, str]]:
    """Every module `path` imports, wherever the import statement stands."""
    module = _module(path)
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out += [(node.lineno, a.name) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                parts = package.split(".")
                name = ".".join(parts[: len(parts) - node.level + 1] + ([node.module] if node.module else []))
            else:
                name = node.module or ""
            out.append((node.lineno, name))
            out += [(node.lineno, f"{name}.{a.name}") for a in node.names]
    return out


def _edges() -> list[tuple[str, int, str]]:
    known = {_module(p) for p in UI.rglob("*.py")}
    return [(_module(p), line, target)
            for p in sorted(UI.rglob("*.py"))
            for line, target in _imports(p)
            if target in known and target != _module(p)]


def test_every_ui_module_sits_in_a_known_layer():
    assert sorted(m for m in (_module(p) for p in UI.rglob("*.py")) if _layer(m) not in RANK) == []


def test_no_ui_module_imports_a_higher_or_sibling_layer():
    upward = [f"{src}:{line} imports {target}" for src, line, target in _edges()
              if _layer(src) != _layer(target) and src != "daydream_qt.ui"
              and RANK[_layer(target)] >= RANK[_layer(src)]]
    assert upward == []


def test_no_import_circles_among_ui_modules():
    graph: dict[str, set[str]] = {}
    for src, _, target in _edges():
        graph.setdefault(src, set()).add(target)
    circles: list[str] = []
    state: dict[str, int] = {}

    def visit(node: str, stack: list[str]) -> None:
        state[node] = 1
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                circles.append(" -> ".join([*stack[stack.index(nxt):], nxt]))
            elif nxt not in state:
                visit(nxt, [*stack, nxt])
        state[node] = 2

    for node in sorted(graph):
        if node not in state:
            visit(node, [node])
    assert circles == []


def test_the_layer_check_sees_imports_inside_functions():
    # a deferred import in a function body is an edge like any other
    edges = {(s, t) for s, _, t in _edges()}
    assert ("daydream_qt.ui.app", "daydream_qt.ui.window.main_window") in edges
