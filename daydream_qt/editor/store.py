"""The player's own boards: board files in the data folder, read and written safely.

Boards live in `data_dir()/boards/` as ordinary board files (the shipped files' form), one
per board, written atomically. A draft with problems is saved like any other board; it is
listed with its problems and cannot be played. Importing and opening go through the
bounded reader of `engine.jsonfile`: a file from someone else is hostile until checked, and
every refusal is one sentence.
"""

from __future__ import annotations

import errno
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from daydream_qt.engine import jsonfile
from daydream_qt.engine.board import MAX_BOARD_BYTES
from daydream_qt.engine.schema_words import Words
from daydream_qt.engine.untrusted import excerpt

from .model import BoardModel, EditError
from .problems import Problem

if TYPE_CHECKING:
    from daydream_qt.engine.compiled import Board
    from daydream_qt.engine.disk_version import DiskVersion

MAX_BOARDS = 200
"""Files listed from the folder (a player makes a handful)."""


class StoreError(OSError):
    """A board file that cannot be read or written: one sentence.

    `message` is the English sentence; when it is worded for translation, `template`
    (English, with `{}` fields) and `args_` let the app word it in the player's language, as
    for an `EditError` (an argument may be `Words` or a `Problem`)."""

    def __init__(self, message: str, template: str = "", args: tuple[object, ...] = ()) -> None:
        super().__init__(message)
        self.message = message
        self.template = template or message.replace("{", "{{").replace("}", "}}")
        self.args_ = args

    def __str__(self) -> str:
        return self.message


@dataclass(frozen=True)
class UserBoard:
    """One board of the folder, as the New game dialog lists it."""

    path: Path
    board_id: str
    names: dict[str, str]
    """The board's name in en, fr and ja."""
    problems: int
    """Problems that keep it from being played (0: playable)."""
    first_problem: Problem | None = None
    """The first of them, to say why a draft cannot be chosen."""
    checked: bool = True
    """False for a board listed from its file's head only (board_list.py): its problems are
    not known yet, it is checked in full when chosen (`checked_board`)."""

    def name(self, language: str) -> str:
        return self.names.get(language) or self.names.get("en") or self.path.stem

    @property
    def playable(self) -> bool:
        return self.problems == 0


def boards_folder() -> Path:
    from daydream_qt.paths import data_dir

    return data_dir() / "boards"


def in_boards_folder(path: str | Path) -> bool:
    """True for a file of the boards folder (a draft: the app's own file, see `read_model`)."""
    try:
        return Path(path).absolute().parent.resolve() == boards_folder().absolute().resolve()
    except (OSError, RuntimeError, ValueError):
        return False


def _read_draft(p: Path, name: str) -> object:
    """The JSON value of a draft of the boards folder, read as the app's own file
    (`daydream_qt.ownfiles`): never through a link, never blocking on a pipe. A link, a
    pipe or a folder in its place is set aside (a link as a link) and refused in one
    sentence."""
    from daydream_qt.ownfiles import NotOwnFile, OwnFileTooBig, read_own_file

    try:
        raw = read_own_file(p, MAX_BOARD_BYTES)
    except NotOwnFile as exc:
        if exc.aside is None:
            template = "{} is a link or a special file, not a board file, so it was not opened."
            args: tuple[object, ...] = (name,)
        else:
            template = "{} was a link or a special file, not a board file; it was set aside as {}."
            args = (name, excerpt(exc.aside.name))
        raise StoreError(template.format(*args), template, args) from None
    except OwnFileTooBig:
        raise jsonfile.JsonFileError(jsonfile.TOO_BIG, "is too large") from None
    except OSError as exc:
        reason = exc.strerror or type(exc).__name__
        raise jsonfile.JsonFileError(jsonfile.UNREADABLE, f"cannot be read: {reason}", reason) from None
    if raw is None:
        reason = os.strerror(errno.ENOENT)
        raise jsonfile.JsonFileError(jsonfile.UNREADABLE, f"cannot be read: {reason}", reason)
    return jsonfile.parse_json(jsonfile.decode(raw), MAX_BOARD_BYTES)


def read_model(path: str | Path) -> BoardModel:
    """A board file as an editable draft; StoreError (one sentence) when it cannot be.

    A file of the boards folder is the app's own and read as such (`_read_draft`); a file
    from elsewhere (an import) through the bounded reader of `engine.jsonfile`."""
    p = Path(path)
    name = excerpt(p.name)
    try:
        data = _read_draft(p, name) if in_boards_folder(p) else jsonfile.read_json_file(p, MAX_BOARD_BYTES)
    except jsonfile.JsonFileError as exc:
        if exc.kind == jsonfile.TOO_BIG:
            raise StoreError(f"{name} is larger than a board file can be.",
                             "{} is larger than a board file can be.", (name,)) from None
        problem = exc.problem.rstrip(".")  # the engine's clause, as it words it
        raise StoreError(f"{name} {problem}.", "{} {}.", (name, problem)) from None
    try:
        return BoardModel.from_data(data)
    except EditError as exc:
        raise _refused(name, exc) from None


def _refused(name: str, exc: EditError) -> StoreError:
    """The file `name` is not a board: the schema's sentence when there is one."""
    words = next((a for a in exc.args_ if isinstance(a, Words)), None)
    if words is None:
        return StoreError(f"{name} is not a board file the editor can open.",
                          "{} is not a board file the editor can open.", (name,))
    template = "{} is not a board file the editor can open: {}."
    return StoreError(template.format(name, words), template, (name, words))


def write_model(model: BoardModel, path: str | Path) -> Path:
    """Write the board file at `path` atomically (the previous version kept as .bak)."""
    p = Path(path)
    _write(p, model.to_json().encode("utf-8"))
    return p


def _write(p: Path, data: bytes) -> None:
    from daydream_qt.engine.atomicfile import SaveError, write_atomic

    try:
        p.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(p, data)
    except SaveError as exc:
        raise StoreError(str(exc), "{}", (str(exc),)) from None  # the engine's sentence
    except OSError as exc:
        folder, reason = excerpt(p.parent.name), exc.strerror or str(exc)
        raise StoreError(f"The board could not be saved in {folder}: {reason}.",
                         "The board could not be saved in {}: {}.", (folder, reason)) from None


def save_draft(model: BoardModel, path: str | Path, known: DiskVersion | None) -> DiskVersion:
    """Write the board at `path` as `write_model` does, only while the file there is the
    version `known` (None: no file yet); the version written.

    Two windows may edit one draft: a file saved by the other since this one read or
    saved it raises `ChangedOnDisk` and nothing is written (the editor asks the player).
    A file deleted meanwhile is written again (`engine.disk_version`)."""
    from daydream_qt.engine.disk_version import CHANGED, ChangedOnDisk, DiskVersion, change_since

    p = Path(path)
    change = change_since(p, known, MAX_BOARD_BYTES)
    if change == CHANGED:
        raise ChangedOnDisk(p, change)
    data = model.to_json().encode("utf-8")
    _write(p, data)
    return DiskVersion.of(data)


COPY_MARKS = {"en": "{} (copy)", "fr": "{} (copie)", "ja": "{}（コピー）"}
"""How a copy's name reads in each language, the model's languages."""


def copy_of(model: BoardModel) -> BoardModel:
    """The same board with its name marked as a copy in every language (a fresh history).

    A name already marked stays as it is; a long name is cut so that the mark fits in the
    editor's limit (`drafts.EDITOR_TEXT`)."""
    from .drafts import EDITOR_TEXT

    data = model.data
    for language, mark in COPY_MARKS.items():
        name = model.name.get(language).strip()
        empty = mark.format("")
        if name.endswith(empty.strip()):
            continue
        name = name[: EDITOR_TEXT - len(empty)].rstrip()
        data["name"][language] = mark.format(name).strip()
    return BoardModel(data)


def save_copy(model: BoardModel) -> tuple[BoardModel, Path, DiskVersion]:
    """Save `copy_of(model)` as a new board of the folder: the copy, its file, its version.

    What "keep mine" and "take theirs" do first when another window saved the same draft."""
    copy = copy_of(model)
    path = new_path(copy)
    return copy, path, save_draft(copy, path, None)


def _slug(text: str) -> str:
    slug = re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")
    return slug[:40].strip("-") or "board"


def new_path(model: BoardModel) -> Path:
    """A free file name in the folder for a board not saved yet: its name and combination."""
    folder = boards_folder()
    base = f"{_slug(model.name.en)}-{model.board_id}"
    path = folder / f"{base}.json"
    k = 2
    while path.exists():
        path = folder / f"{base}-{k}.json"
        k += 1
    return path


def list_boards() -> list[UserBoard]:
    """The boards of the folder, by name; files that are not boards are left out.

    What was read is kept for the next listing (an unchanged file is not read again), and
    beyond a few hundred kilobytes of files not seen yet a board is listed from its file's
    head, unchecked (see board_list.py): 200 boards at the schema's limits list at once."""
    from . import board_list

    folder = boards_folder()
    try:
        paths = sorted(folder.glob("*.json"))[:MAX_BOARDS]
    except OSError:
        return []
    out = board_list.listed(paths)
    return sorted(out, key=lambda b: (b.name("en").lower(), b.path.name))


def checked_board(path: str | Path) -> UserBoard:
    """The board of a listed file checked in full now (an unchecked one is, when chosen);
    StoreError, in the words of `board_for_play`, when it cannot be played."""
    from . import board_list

    board = board_list.check(Path(path))
    if board is None:
        read_model(path)  # raises the sentence of why it is not a board
        raise StoreError(f"{excerpt(Path(path).name)} is not a board file the editor can open.",
                         "{} is not a board file the editor can open.", (excerpt(Path(path).name),))
    if board.first_problem is not None:
        first = board.first_problem
        raise StoreError(f"This board cannot be played yet: {first.text[0].lower()}{first.text[1:]}",
                         "This board cannot be played yet: {}", (first,))
    return board


def board_for_play(path: str | Path) -> Board:
    """The compiled board of a playable file; StoreError with the first problem otherwise."""
    from daydream_qt.engine import compile_board

    m = read_model(path)
    problems = m.problems()
    if problems:
        first = problems[0]
        raise StoreError(f"This board cannot be played yet: {first.text[0].lower()}{first.text[1:]}",
                         "This board cannot be played yet: {}", (first,))
    return compile_board(m.spec())


def same_board(model: BoardModel) -> Path | None:
    """The file of the boards folder that holds exactly this board (same content, laid out
    as the editor writes it), or None: an import of a board already there is not a second
    copy of it."""
    text = model.to_json()
    folder = boards_folder()
    try:
        paths = sorted(folder.glob("*.json"))[:MAX_BOARDS]
    except OSError:
        return None
    for p in paths:
        try:
            if read_model(p).to_json() == text:
                return p
        except StoreError:
            continue
    return None


DELETED_FOLDER = "deleted"
"""Where a deleted board goes, inside the boards folder: out of the listing, not lost."""


def delete_board(path: str | Path) -> Path:
    """Take the board file at `path` out of the boards folder: it is moved into its
    `deleted` folder (on a free name), so a board deleted by mistake can be put back by
    hand. The new path; StoreError (one sentence) when it cannot be moved."""
    p = Path(path)
    name = excerpt(p.name)
    if not in_boards_folder(p) or not p.is_file():
        raise StoreError(f"{name} is not one of your boards any more.",
                         "{} is not one of your boards any more.", (name,))
    bin_ = p.parent / DELETED_FOLDER
    target = bin_ / p.name
    k = 2
    try:
        bin_.mkdir(exist_ok=True)
        while target.exists():
            target = bin_ / f"{p.stem}-{k}{p.suffix}"
            k += 1
        os.replace(p, target)
    except OSError as exc:
        reason = exc.strerror or type(exc).__name__
        raise StoreError(f"{name} could not be deleted: {reason}.", "{} could not be deleted: {}.",
                         (name, reason)) from None
    return target


def rename_board(path: str | Path, language: str, name: str) -> None:
    """Give the board of the folder at `path` the name `name` in `language` (its other
    languages as they were); StoreError (one sentence) when it cannot be read or written,
    an EditError's sentence when the name is refused."""
    p = Path(path)
    model = read_model(p)
    try:
        model.set_name(language, name)
    except EditError as exc:
        raise StoreError(str(exc), exc.template, exc.args_) from None
    if not model.name.get(language):
        raise StoreError("A board needs a name.", "A board needs a name.", ())
    write_model(model, p)
