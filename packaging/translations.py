"""Update the French and Japanese translations and compile them (`make translations`).

1. `pyside6-lupdate` reads every `daydream_qt/**/*.py` file (both `self.tr("...")` and
   `QCoreApplication.translate("Context", "...")` are extracted) and merges the messages
   into `resources/translations/daydream_qt_<lang>.ts`: existing translations are kept,
   new messages arrive as unfinished, messages gone from the code become obsolete.
2. `pyside6-lrelease` compiles each .ts into the .qm next to it, which the app loads.

lupdate reads Python by its syntax only, so two patterns of the code would be lost or
mistranslated; lupdate is therefore run on a copy of the sources, line for line the same,
in which (see `expand`):
- a call of a module-level helper such as `def _t(text, n=-1): return
  QCoreApplication.translate("Status", text, None, n)` with a literal text is spelled as
  the `QCoreApplication.translate("Status", "...")` call it makes at run time (lupdate
  skips the helper's variable text, and files a bare `tr("...")` helper call under an
  empty context that the app never asks for);
- `translate(ctx, text, None, count)` gets a literal count, without which lupdate does
  not mark the message as plural (numerus) and French plural forms would not load.

The Qt-free modules (`engine`, `editor`) word their sentences as English templates that the
app translates at run time by context (ui/core/board_words.py): lupdate cannot see them, so
`collect_templates` reads them from the modules' syntax, starting at the classes of `MARKERS`
(`Words`, `Problem`, `BoardInvariantError`, `EditError`, `StoreError`) and following the
functions that hand a template on (`W`, `_Found.add`, ...), literal texts, tables of them
(`_ATTR[key]`, `_TOP.get(key, "...")`) and local names set to either; the copy gets
`daydream_qt/_templates.py` with one `QCoreApplication.translate(context, template)` per
template. A template that is not literal text (an f-string, a value built at run time) stops
the script with its place, so no sentence can miss the catalogue.

A text that moved to another class keeps its translation as a suggestion: lupdate fills a
new message from the same text in another context, marked unfinished for review.

Prints, per language, the number of messages per context and how many are still
unfinished; `--check` makes the script fail while any message is unfinished or a translation
does not take the `{}` fields of its source.
"""

from __future__ import annotations

import argparse
import ast
import shutil
import string
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ROOT / "daydream_qt"
OUT = ROOT / "resources" / "translations"
LANGUAGES = ("fr", "ja")
PLURAL_ONLY = ("en",)
"""Languages of plural forms only: the English source says "%n stroke(s)", and its .ts
gives "%n stroke" and "%n strokes" (lupdate -pluralonly, Qt's way for the source language)."""
BASENAME = "daydream_qt"


def tool(name: str) -> str:
    """The pyside6 tool next to this Python (the venv's), else the one on PATH."""
    here = Path(sys.executable).parent / name
    if here.exists():
        return str(here)
    found = shutil.which(name)
    if found is None:
        sys.exit(f"{name} not found: install PySide6 (make translations builds the venv)")
    return found


def ts_path(language: str) -> Path:
    return OUT / f"{BASENAME}_{language}.ts"


def sources() -> list[str]:
    """Every Python file of the package, relative to the repository, in a stable order."""
    return sorted(
        str(p.relative_to(ROOT))
        for p in SOURCES.rglob("*.py")
        if "__pycache__" not in p.parts
    )


@dataclass(frozen=True)
class Helper:
    """A module-level function that returns `QCoreApplication.translate(CONTEXT, text[, None, n])`."""

    context: str
    n_param: str | None
    """The name of its count parameter, for plural messages."""


def _is_translate(func: ast.expr) -> bool:
    return (isinstance(func, ast.Attribute) and func.attr == "translate"
            and isinstance(func.value, ast.Name) and func.value.id == "QCoreApplication")


def _is_str(node: ast.expr | None) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def _helpers(tree: ast.Module) -> dict[str, Helper]:
    """The translate helpers a module defines, by name."""
    out = {}
    for fn in tree.body:
        if not isinstance(fn, ast.FunctionDef) or not fn.args.args:
            continue
        params = [a.arg for a in fn.args.args]
        ret = fn.body[-1]
        if not (isinstance(ret, ast.Return) and isinstance(ret.value, ast.Call)):
            continue
        call = ret.value
        if not (_is_translate(call.func) and len(call.args) >= 2 and _is_str(call.args[0])
                and isinstance(call.args[1], ast.Name) and call.args[1].id == params[0]):
            continue
        n = call.args[3] if len(call.args) >= 4 else None
        n_param = n.id if isinstance(n, ast.Name) and n.id in params else None
        if len(params) > (2 if n_param else 1):
            continue
        out[fn.name] = Helper(call.args[0].value, n_param)
    return out


def _module(path: Path) -> str:
    return ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")


def _import_source(node: ast.ImportFrom, package: str) -> str:
    """The absolute name of the module a `from ... import` in `package` reads from."""
    source = node.module or ""
    if node.level:
        base = package.split(".")
        base = base[: len(base) - (node.level - 1)]
        source = ".".join([*base, source] if source else base)
    return source


def _imported(tree: ast.Module, package: str, helpers: dict[str, dict[str, Helper]]) -> dict[str, Helper]:
    """Helpers a module of `package` imports by name from another module."""
    out = {}
    for node in ast.walk(tree):
        if not isinstance(node, ast.ImportFrom):
            continue
        source = _import_source(node, package)
        for alias in node.names:
            helper = helpers.get(source, {}).get(alias.name)
            if helper is not None:
                out[alias.asname or alias.name] = helper
    return out


def _edits(tree: ast.Module, in_scope: dict[str, Helper], changed: Counter) -> list[tuple]:
    """(start, end, text) edits in (line, column) positions that make lupdate see each message."""
    edits: list[tuple] = []

    def replace(node: ast.AST, text: str) -> None:
        edits.append(((node.lineno, node.col_offset), (node.end_lineno, node.end_col_offset), text))

    def insert(node: ast.AST, text: str) -> None:
        edits.append(((node.lineno, node.col_offset), (node.lineno, node.col_offset), text))

    for call in ast.walk(tree):
        if not isinstance(call, ast.Call):
            continue
        if (isinstance(call.func, ast.Name) and call.func.id in in_scope
                and call.args and _is_str(call.args[0])):
            helper = in_scope[call.func.id]
            n_node = call.args[1] if len(call.args) > 1 else None
            for kw in call.keywords:
                if kw.arg == helper.n_param:
                    n_node = kw
            if len(call.args) > 2 or (n_node is not None and helper.n_param is None):
                continue
            replace(call.func, "QCoreApplication.translate")
            insert(call.args[0], f'"{helper.context}", ')
            if n_node is not None:
                replace(n_node, '"", 1')
            changed[f"{call.func.id}() -> {helper.context}"] += 1
        elif _is_translate(call.func) and len(call.args) >= 2 and _is_str(call.args[1]):
            n_kw = [kw for kw in call.keywords if kw.arg == "n"]
            if len(call.args) >= 4 and not isinstance(call.args[3], ast.Constant):
                replace(call.args[3], "1")
            elif n_kw and len(call.args) in (2, 3):
                replace(n_kw[0], '"", 1' if len(call.args) == 2 else "1")
            else:
                continue
            if len(call.args) >= 3 and isinstance(call.args[2], ast.Constant) and call.args[2].value is None:
                replace(call.args[2], '""')
            changed["translate(..., n) -> plural"] += 1
    return edits


def expand(files: list[Path]) -> tuple[dict[Path, bytes], Counter]:
    """Each file's text as lupdate should read it (see the module docstring), and what changed.

    Edits never add or remove a line break, so every message keeps its line number.
    """
    trees: dict[Path, ast.Module] = {}
    out: dict[Path, bytes] = {}
    for p in files:
        try:
            trees[p] = ast.parse(p.read_bytes(), str(p))
        except SyntaxError as exc:  # a file being edited: lupdate reads it as it is
            print(f"warning: {p.relative_to(ROOT)}:{exc.lineno}: {exc.msg}; read without expansion")
            out[p] = p.read_bytes()
    helpers = {_module(p): _helpers(t) for p, t in trees.items()}
    changed: Counter = Counter()
    for path, tree in trees.items():
        data = path.read_bytes()
        starts = [0]
        for line in data.splitlines(keepends=True):
            starts.append(starts[-1] + len(line))
        module = _module(path)
        package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
        in_scope = {**helpers[module], **_imported(tree, package, helpers)}
        edits = _edits(tree, in_scope, changed)
        # ast columns count UTF-8 bytes; apply from the end so earlier offsets stay valid.
        for (l0, c0), (l1, c1), text in sorted(edits, reverse=True):
            start, end = starts[l0 - 1] + c0, starts[l1 - 1] + c1
            data = data[:start] + text.encode() + data[end:]
        out[path] = data
    return out, changed


# ---------------------------------------------------------------- templates of the Qt-free modules


class TemplateError(Exception):
    """A template the collector cannot read as literal text; the message names its place."""


@dataclass(frozen=True)
class Marker:
    """A class or function whose argument is an English template that the app translates in
    `context` at run time (ui/core/board_words.py) before it fills the fields in."""

    context: str
    slots: tuple[tuple[int | None, str | None], ...]
    """(position, keyword) of each argument that is a template."""
    message: int | None = None
    """Without a template argument, the message at this position is the template (StoreError)."""


MARKERS: dict[tuple[str, str], Marker] = {
    ("daydream_qt.engine.schema_words", "Words"): Marker("BoardWords", ((0, "template"),)),
    ("daydream_qt.editor.problems", "Problem"): Marker("EditorProblems", ((0, "template"),)),
    ("daydream_qt.engine.boarddef", "BoardInvariantError"): Marker("EditorProblems", ((1, "template"),)),
    ("daydream_qt.engine.modules.base", "Finding"): Marker("EditorProblems", ((1, "template"),)),
    ("daydream_qt.editor.model", "EditError"): Marker("EditorRefusals", ((0, "template"),)),
    ("daydream_qt.editor.store", "StoreError"): Marker("EditorRefusals", ((1, "template"),), message=0),
}
"""Where sentences of the Qt-free modules start, and the context each is translated in:
a `Words` is rendered with "BoardWords", a `Problem` (and `BoardInvariantError` and a module
unit's `Finding`, which the problem list rewords) with "EditorProblems", an `EditError` or a `StoreError` with
"EditorRefusals". A function that hands one of its parameters on as a template (`W`,
`_Found.add`, `schema_words._named`, ...) is found from the code and marks its own callers."""

TEMPLATES_FILE = "daydream_qt/_templates.py"
"""The file of the lupdate copy that holds one translate call per template."""

_FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef)


class _Source:
    """One module's syntax, with what its names refer to."""

    def __init__(self, path: Path, tree: ast.Module) -> None:
        self.rel = str(path.relative_to(ROOT))
        self.name = _module(path)
        self.tree = tree
        self.parents = {child: parent for parent in ast.walk(tree) for child in ast.iter_child_nodes(parent)}
        package = self.name if path.name == "__init__.py" else self.name.rsplit(".", 1)[0]
        self.names: dict[str, tuple[str, str]] = {}
        for node in ast.walk(tree):  # imports inside functions too
            if isinstance(node, ast.ImportFrom):
                source = _import_source(node, package)
                for alias in node.names:
                    self.names[alias.asname or alias.name] = (source, alias.name)
        self.globals: dict[str, ast.expr] = {}
        for node in tree.body:
            if isinstance(node, (*_FUNCTIONS, ast.ClassDef)):
                self.names[node.name] = (self.name, node.name)
            elif isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
                self.globals[node.targets[0].id] = node.value
            elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.value:
                self.globals[node.target.id] = node.value

    def where(self, node: ast.AST) -> str:
        return f"{self.rel}:{getattr(node, 'lineno', 0)}"

    def function(self, node: ast.AST) -> ast.FunctionDef | None:
        """The function `node` is in, None at module level."""
        node = self.parents.get(node)
        while node is not None and not isinstance(node, _FUNCTIONS):
            node = self.parents.get(node)
        return node

    def method_of(self, fn: ast.FunctionDef) -> str | None:
        """The class a method belongs to (its first parameter is the object), else None."""
        parent = self.parents.get(fn)
        if isinstance(parent, ast.ClassDef) and not any(
                isinstance(d, ast.Name) and d.id == "staticmethod" for d in fn.decorator_list):
            return parent.name
        return None

    def key(self, fn: ast.FunctionDef) -> str:
        """A function as its callers name it: "name", "Class.name", "outer.<locals>.name"."""
        parent = self.parents.get(fn)
        if isinstance(parent, ast.Module):
            return fn.name
        if isinstance(parent, ast.ClassDef) and isinstance(self.parents.get(parent), ast.Module):
            return f"{parent.name}.{fn.name}"
        outer = self.function(fn)
        return f"{self.key(outer) if outer else '?'}.<locals>.{fn.name}"

    def class_of(self, name: str, fn: ast.FunctionDef | None) -> tuple[str, str] | None:
        """The class of a variable: `self` in a method, a parameter's annotation, `x = Class(...)`."""
        while fn is not None:
            if name == "self" and (cls := self.method_of(fn)) is not None:
                return (self.name, cls)
            for arg in fn.args.posonlyargs + fn.args.args + fn.args.kwonlyargs:
                if arg.arg == name and arg.annotation is not None:
                    note = arg.annotation
                    text = note.value if isinstance(note, ast.Constant) else getattr(note, "id", None)
                    return self.names.get(text) if isinstance(text, str) else None
            for node in ast.walk(fn):
                if (isinstance(node, ast.Assign) and isinstance(node.value, ast.Call)
                        and isinstance(node.value.func, ast.Name)
                        and any(isinstance(t, ast.Name) and t.id == name for t in node.targets)):
                    return self.names.get(node.value.func.id)
            fn = self.function(fn)
        return None

    def target(self, call: ast.Call) -> tuple[str, str] | None:
        """What a call calls, as (module, "Name" or "Class.method"), when it can be told."""
        func = call.func
        if isinstance(func, ast.Name):
            return self.names.get(func.id)
        if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
            cls = self.class_of(func.value.id, self.function(call))
            if cls is not None:
                return (cls[0], f"{cls[1]}.{func.attr}")
        return None


def _params(src: _Source, fn: ast.FunctionDef) -> list[str]:
    """Positional parameters as a caller counts them (without the object of a method)."""
    names = [a.arg for a in fn.args.posonlyargs + fn.args.args]
    return names[1:] if src.method_of(fn) is not None else names


def _default(fn: ast.FunctionDef, name: str) -> ast.expr | None:
    positional = fn.args.posonlyargs + fn.args.args
    defaults = dict(zip([a.arg for a in positional][len(positional) - len(fn.args.defaults):], fn.args.defaults))
    defaults.update({a.arg: d for a, d in zip(fn.args.kwonlyargs, fn.args.kw_defaults) if d is not None})
    value = defaults.get(name)
    return None if isinstance(value, ast.Constant) and value.value is None else value


class _Reader:
    """Reads what text an expression can hold, as far as it is literal in the module."""

    def __init__(self, src: _Source) -> None:
        self.src = src
        self.texts: list[tuple[str, int]] = []
        """(text, line) of every template the expression can be."""
        self.params: list[tuple[ast.FunctionDef, str]] = []
        """Parameters of a function the expression hands on."""
        self._seen: set[tuple[int, str]] = set()

    def fail(self, node: ast.AST, what: str) -> TemplateError:
        return TemplateError(f"{self.src.where(node)}: {what}; a sentence the app translates must be "
                             "literal text (or a table of literal texts) for the catalogue to hold it")

    def read(self, node: ast.expr, fn: ast.FunctionDef | None) -> None:
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            self.texts.append((node.value, node.lineno))
        elif isinstance(node, ast.IfExp):
            self.read(node.body, fn)
            self.read(node.orelse, fn)
        elif isinstance(node, ast.Dict):  # a table of templates: its values
            for key, value in zip(node.keys, node.values):
                if key is None:
                    raise self.fail(value, f"a table merges {ast.unparse(value)}")
                self.read(value, fn)
        elif isinstance(node, (ast.Tuple, ast.List)):
            for element in node.elts:
                self.read(element, fn)
        elif isinstance(node, ast.Subscript):  # table[key]
            self.read(node.value, fn)
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get"
              and 1 <= len(node.args) <= 2 and not node.keywords):  # table.get(key, default)
            self.read(node.func.value, fn)
            if len(node.args) == 2:
                self.read(node.args[1], fn)
        elif isinstance(node, ast.Attribute) and node.attr == "template":
            pass  # the template of another sentence, collected where that one is made
        elif isinstance(node, ast.Name):
            self.name(node, fn)
        elif isinstance(node, ast.JoinedStr):
            raise self.fail(node, "a template is an f-string")
        else:
            raise self.fail(node, f"a template is {ast.unparse(node)}")

    def name(self, node: ast.Name, fn: ast.FunctionDef | None) -> None:
        scope = fn
        while scope is not None:
            if (id(scope), node.id) in self._seen:
                return
            self._seen.add((id(scope), node.id))
            values, other = [], None
            for n in ast.walk(scope):
                if isinstance(n, ast.Assign) and any(_binds(t, node.id) for t in n.targets):
                    values.append(n.value)
                elif isinstance(n, ast.AnnAssign) and _binds(n.target, node.id) and n.value is not None:
                    values.append(n.value)
                elif isinstance(n, ast.Name) and n.id == node.id and isinstance(n.ctx, ast.Store):
                    other = other or n
            for value in values:
                self.read(value, scope)
            if other is not None and not values:
                raise self.fail(other, f"the template {node.id} is set by a loop or another statement")
            arguments = scope.args.posonlyargs + scope.args.args + scope.args.kwonlyargs
            if any(a.arg == node.id for a in arguments):
                self.params.append((scope, node.id))
            if values or any(a.arg == node.id for a in arguments):
                return
            scope = self.src.function(scope)
        if node.id in self.src.globals:
            if (0, node.id) not in self._seen:
                self._seen.add((0, node.id))
                self.read(self.src.globals[node.id], None)
            return
        other = next((n for n in ast.walk(self.src.tree)
                      if isinstance(n, ast.Name) and n.id == node.id and isinstance(n.ctx, ast.Store)), None)
        if other is not None:
            raise self.fail(other, f"the template {node.id} is set by a loop or another statement")
        raise self.fail(node, f"the template {node.id} is not text of this module")


def _binds(target: ast.expr, name: str) -> bool:
    if isinstance(target, ast.Name):
        return target.id == name
    if isinstance(target, (ast.Tuple, ast.List)):
        return any(_binds(t, name) for t in target.elts)
    return False


def _template_args(src: _Source, call: ast.Call, marker: Marker) -> list[tuple[ast.expr, bool]]:
    """The arguments of a marked call that are templates; True when it is a message that
    stands for its own template (its braces are escaped)."""
    def argument(position: int | None, keyword: str | None) -> ast.expr | None:
        for k in call.keywords:
            if keyword is not None and k.arg == keyword:
                return k.value
        if position is None:
            return None
        if any(isinstance(a, ast.Starred) for a in call.args[: position + 1]):
            raise TemplateError(f"{src.where(call)}: a call with *arguments hides which one is the template")
        return call.args[position] if position < len(call.args) else None

    out = [(node, False) for p, k in marker.slots if (node := argument(p, k)) is not None]
    if not out and marker.message is not None:
        node = argument(marker.message, "message")
        if node is not None:
            out.append((node, True))
    if not out and any(k.arg is None for k in call.keywords):
        raise TemplateError(f"{src.where(call)}: a call with **arguments hides which one is the template")
    return out


class _Collector:
    """One pass over the sources with the markers known so far."""

    def __init__(self, markers: dict[tuple[str, str], Marker]) -> None:
        self.markers = markers
        self.found: dict[tuple[str, str], list[tuple[str, int]]] = {}
        self.derived: dict[tuple[str, str], Marker] = {}
        """Functions found to hand a parameter on as a template."""

    def add(self, context: str, text: str, place: tuple[str, int]) -> None:
        self.found.setdefault((context, text), []).append(place)

    def call(self, src: _Source, call: ast.Call, marker: Marker) -> None:
        fn = src.function(call)
        for node, escaped in _template_args(src, call, marker):
            reader = _Reader(src)
            reader.read(node, fn)
            for text, line in reader.texts:
                self.add(marker.context, text.replace("{", "{{").replace("}", "}}") if escaped else text,
                         (src.rel, line))
            for scope, name in reader.params:
                self.hand_on(src, reader, node, scope, name, marker, escaped)

    def hand_on(self, src: _Source, reader: _Reader, node: ast.expr, scope: ast.FunctionDef, name: str,
                marker: Marker, escaped: bool) -> None:
        """The parameter `name` of `scope` is a template: `scope` marks its callers."""
        key = src.key(scope)
        owner = (src.name, key.removesuffix(".__init__"))
        if owner in MARKERS:
            return  # a marked class hands its own template on
        if escaped or "<locals>" in key:
            raise reader.fail(node, f"the template {name} comes from a caller of {key}")
        params = _params(src, scope)
        slot = (params.index(name) if name in params else None, name)
        before = self.derived.get(owner) or self.markers.get(owner)
        if before is not None and before.context != marker.context:
            raise reader.fail(node, f"{key} hands templates to both {before.context} and {marker.context}")
        slots = set(before.slots) if before is not None else set()
        self.derived[owner] = Marker(marker.context, tuple(sorted(slots | {slot}, key=str)))
        default = _default(scope, name)
        if default is not None:
            defaults = _Reader(src)
            defaults.read(default, src.function(scope))
            for text, line in defaults.texts:
                self.add(marker.context, text, (src.rel, line))


def collect_templates(files: list[Path]) -> dict[tuple[str, str], list[tuple[str, int]]]:
    """Every English template of the Qt-free modules: (context, template) -> the places
    (file, line) that word it. TemplateError, naming every place, when one is not literal text."""
    sources = []
    for path in files:
        try:
            sources.append(_Source(path, ast.parse(path.read_bytes(), str(path))))
        except SyntaxError as exc:
            raise TemplateError(f"{path.relative_to(ROOT)}:{exc.lineno}: {exc.msg}") from None
    markers = dict(MARKERS)
    while True:  # until no function is found to hand a template on
        collector = _Collector(markers)
        errors: list[str] = []
        for src in sources:
            for call in ast.walk(src.tree):
                marker = markers.get(src.target(call)) if isinstance(call, ast.Call) else None
                if marker is None:
                    continue
                try:
                    collector.call(src, call, marker)
                except TemplateError as exc:
                    errors.append(str(exc))
        grown = {k: v for k, v in collector.derived.items() if markers.get(k) != v}
        if grown:
            markers.update(grown)
            continue
        if errors:
            def place(error: str) -> tuple[str, int]:
                file, line, _ = error.split(":", 2)
                return file, int(line)
            raise TemplateError("\n".join(sorted(set(errors), key=place)))
        return collector.found


def _literal(text: str) -> str:
    """Text as a double-quoted Python literal (lupdate reads double and single quotes alike)."""
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")
    return f'"{escaped}"'


def templates_source(found: dict[tuple[str, str], list[tuple[str, int]]]) -> str:
    """A Python file with one `QCoreApplication.translate(context, template)` per template, in
    the order of the code; a `#:` comment (a note for translators) names the files."""
    lines = ['"""The templates of the Qt-free modules (written by packaging/translations.py for lupdate)."""',
             "", "from PySide6.QtCore import QCoreApplication", ""]
    for (context, text), places in sorted(found.items(), key=lambda kv: (kv[0][0], min(kv[1]))):
        files = ", ".join(dict.fromkeys(f for f, _ in sorted(places)))
        lines.append(f"#: {files}")
        lines.append(f"QCoreApplication.translate({_literal(context)}, {_literal(text)})")
    return "\n".join(lines) + "\n"


def counts(ts: Path) -> tuple[Counter, int, int]:
    """Messages per context, unfinished and obsolete/vanished counts of one .ts file."""
    per_context: Counter = Counter()
    unfinished = gone = 0
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            kind = message.find("translation").get("type", "")
            if kind in ("obsolete", "vanished"):
                gone += 1
                continue
            per_context[name] += 1
            if kind == "unfinished":
                unfinished += 1
    return per_context, unfinished, gone


def fields(text: str) -> list[str] | None:
    """The `{}` fields of a str.format template as the values they take ("0", "1", ...; a
    name as it is), in order; None when the text is not a template (a stray brace)."""
    try:
        parsed = [f for _, f, _, _ in string.Formatter().parse(text) if f is not None]
    except ValueError:
        return None
    if "" in parsed and any(f.isdigit() for f in parsed):  # str.format refuses the mix
        return None
    auto = iter(range(len(parsed)))
    return [str(next(auto)) if f == "" else f for f in parsed]


def field_mismatches(ts: Path) -> list[tuple[str, str, str]]:
    """(context, source, translation) of every finished message whose translation does not take
    the same `{}` fields as its source (any order: a translation may put {1} before {0})."""
    out = []
    for context in ET.parse(ts).getroot().iter("context"):
        for message in context.iter("message"):
            source = message.findtext("source", "")
            translation = message.find("translation")
            if "{" not in source or translation.get("type") in ("unfinished", "obsolete", "vanished"):
                continue
            wanted = fields(source)
            if wanted is None:
                continue
            texts = [n.text or "" for n in translation.iter("numerusform")] or [translation.text or ""]
            for text in texts:
                got = fields(text)
                if got is None or sorted(got) != sorted(wanted):
                    out.append((context.findtext("name", ""), source, text))
    return out


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="fail when a message is still untranslated")
    parser.add_argument("--no-obsolete", action="store_true",
                        help="drop messages that are no longer in the code")
    args = parser.parse_args(argv)

    OUT.mkdir(parents=True, exist_ok=True)
    files = sources()
    try:
        templates = collect_templates([ROOT / f for f in files])
    except TemplateError as exc:
        print(f"{exc}", file=sys.stderr)
        return 2
    texts, changed = expand([ROOT / f for f in files])
    for what, n in sorted(changed.items()):
        print(f"lupdate reads {n} call(s) of {what}")
    for context, n in sorted(Counter(c for c, _ in templates).items()):
        print(f"lupdate reads {n} template(s) of {context} in {TEMPLATES_FILE}")
    texts[ROOT / TEMPLATES_FILE] = templates_source(templates).encode()
    files = [*files, TEMPLATES_FILE]
    lupdate = [tool("pyside6-lupdate"), "-extensions", "py", "-locations", "relative",
               "-source-language", "en"]
    if args.no_obsolete:
        lupdate.append("-no-obsolete")
    with tempfile.TemporaryDirectory(prefix="daydream-lupdate-") as tmp:
        # A copy of the tree with the same relative paths, so locations in the .ts files
        # name the real sources.
        mirror = Path(tmp)
        for path, data in texts.items():
            target = mirror / path.relative_to(ROOT)
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data)
        for language in LANGUAGES + PLURAL_ONLY:
            ts = ts_path(language)
            work = mirror / ts.relative_to(ROOT)
            work.parent.mkdir(parents=True, exist_ok=True)
            if ts.exists():
                shutil.copyfile(ts, work)
            print(f"{ts.relative_to(ROOT)}:", flush=True)
            only = ["-pluralonly"] if language in PLURAL_ONLY else []
            subprocess.run([*lupdate, *only, "-target-language", language, *files,
                            "-ts", str(work.relative_to(mirror))], cwd=mirror, check=True)
            shutil.copyfile(work, ts)
    for language in LANGUAGES + PLURAL_ONLY:
        ts = ts_path(language)
        subprocess.run([tool("pyside6-lrelease"), str(ts.relative_to(ROOT)),
                        "-qm", str(ts.with_suffix(".qm").relative_to(ROOT))], cwd=ROOT, check=True)

    missing = broken = 0
    for language in LANGUAGES + PLURAL_ONLY:
        per_context, unfinished, gone = counts(ts_path(language))
        total = sum(per_context.values())
        missing += unfinished
        print(f"{language}: {total} messages, {unfinished} unfinished, {gone} obsolete")
        for name, n in sorted(per_context.items()):
            print(f"    {name or '(no context)':<24} {n}")
        for context, source, text in field_mismatches(ts_path(language)):
            broken += 1
            print(f"error: {language} {context}: the fields of {source!r} differ in {text!r}", file=sys.stderr)
    if counts(ts_path(LANGUAGES[0]))[0].get(""):
        print("warning: messages under no context come from a bare tr(\"...\") outside a class; "
              "the app looks them up under another context, so they stay in English", file=sys.stderr)
    if args.check and missing:
        print(f"{missing} message(s) still to translate", file=sys.stderr)
        return 1
    return 1 if args.check and broken else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
