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

A text that moved to another class keeps its translation as a suggestion: lupdate fills a
new message from the same text in another context, marked unfinished for review.

Prints, per language, the number of messages per context and how many are still
unfinished; `--check` makes the script fail while any message is unfinished.
"""

from __future__ import annotations

import argparse
import ast
import shutil
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


def _imported(tree: ast.Module, package: str, helpers: dict[str, dict[str, Helper]]) -> dict[str, Helper]:
    """Helpers a module of `package` imports by name from another module."""
    out = {}
    for node in ast.walk(tree):
        if not isinstance(node, ast.ImportFrom):
            continue
        source = node.module or ""
        if node.level:
            base = package.split(".")
            base = base[: len(base) - (node.level - 1)]
            source = ".".join([*base, source] if source else base)
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


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="fail when a message is still untranslated")
    parser.add_argument("--no-obsolete", action="store_true",
                        help="drop messages that are no longer in the code")
    args = parser.parse_args(argv)

    OUT.mkdir(parents=True, exist_ok=True)
    files = sources()
    texts, changed = expand([ROOT / f for f in files])
    for what, n in sorted(changed.items()):
        print(f"lupdate reads {n} call(s) of {what}")
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

    missing = 0
    for language in LANGUAGES + PLURAL_ONLY:
        per_context, unfinished, gone = counts(ts_path(language))
        total = sum(per_context.values())
        missing += unfinished
        print(f"{language}: {total} messages, {unfinished} unfinished, {gone} obsolete")
        for name, n in sorted(per_context.items()):
            print(f"    {name or '(no context)':<24} {n}")
    if counts(ts_path(LANGUAGES[0]))[0].get(""):
        print("warning: messages under no context come from a bare tr(\"...\") outside a class; "
              "the app looks them up under another context, so they stay in English", file=sys.stderr)
    if args.check and missing:
        print(f"{missing} message(s) still to translate", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
