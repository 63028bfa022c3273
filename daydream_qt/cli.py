"""The command line: check boards, print the schema, score a saved game, simulate bots.

Engine and bots only, never Qt. Exit 0 on success, 2 on bad input (one sentence on
stderr, never a traceback), 1 when a file could not be written.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import NoReturn, TypedDict

from daydream_qt.cli_output import BadInput
from daydream_qt.cli_output import json_out as _json_out
from daydream_qt.cli_output import say as _say
from daydream_qt.engine import board as board_files
from daydream_qt.engine.board import Board
from daydream_qt.engine.boardspec import BOARD_IDS, BoardError
from daydream_qt.engine.game import Game
from daydream_qt.engine.savefile import LoadError, SaveError, load_game, save_game
from daydream_qt.engine.score import ScoreBreakdown
from daydream_qt.engine.untrusted import excerpt

MAX_SEATS = 5
MAX_SIMULATE_GAMES = 100_000

REVIEW_HELP = (
    "The coach's review of a finished game: each seat's points lost turn by turn and its three biggest "
    "mistakes. Bound: a review searches at most 15 million cloud pairs (a turn costs clouds x (clouds + 2 x "
    "clouds of the frame families)). Every game on the shipped boards is reviewed whole; a longer one has "
    "one turn in N of each seat reviewed, N counted from its size, and the output says so. The largest "
    "legal game (five seats on 400 clouds) takes about 20 s.")
SCORE_HELP = (
    "Print the scores of a saved game. Bound: the file is at most 5 MB and 20,000 actions, replayed once "
    "(under a second for the largest legal game).")
SIMULATE_HELP = (
    "Play seeded bot games on a shipped board and summarise their scores. Bound: at most 100,000 games "
    "and a work of 100,000, where a seat's game counts 1 for the random bot, 10 for the greedy one and 100 "
    "for the expert (100,000 random solo games or 1,000 expert ones, about 7 minutes in one process on the "
    "largest shipped board; --jobs divides it); a larger run is refused.")
PLAY_RANDOM_HELP = (
    "Play one random solo game on a shipped board and save it. Bound: one game of at most 63 turns, a few "
    "milliseconds.")

BOT_CHOICES = ("random", "greedy", "expert")
"""The bots `simulate --bot` takes, for its help (bots.players.BOT_NAMES, which the parser
does not import: opening a saved game by its path builds this parser too)."""

MODULE_LABELS = {
    "constellation": "constellation",
    "notes": "musical notes",
    "polaroids": "polaroids",
    "garland": "moon garland",
    "frames": "frames",
}


class _Parser(argparse.ArgumentParser):
    """argparse that reports bad arguments as an exception instead of exiting: one sentence
    that points to the help of the command it came from (`daydream-qt simulate --help`)."""

    def error(self, message: str) -> NoReturn:
        unknown = _INVALID_CHOICE.match(message)
        if unknown is not None:
            what, given, choices = unknown.groups()
            names = ", ".join(c.strip("'") for c in choices.split(", "))
            kind = {"COMMAND": "command", "ACTION": "action"}.get(what, what)
            raise BadInput(f"There is no {kind} called {given}; the {kind}s are {names} "
                           f"(see '{self.prog} --help').")
        raise BadInput(f"{message[:1].upper()}{message[1:]} (see '{self.prog} --help').")


_INVALID_CHOICE = re.compile(r"argument (\S+): invalid choice: ('[^']*') \(choose from (.*)\)$")
"""argparse's message for a word that is none of a subparser's commands."""


def _plain_streams() -> None:
    """Let stdout and stderr write any character: one the terminal's encoding lacks (a
    "Chloé" under LC_ALL=C) is written as a backslash escape instead of raising."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            try:
                reconfigure(errors="backslashreplace")
            except (ValueError, OSError):  # a closed or detached stream: nothing to do
                pass


def _error(text: str) -> None:
    """The one line of a refusal, on stderr."""
    print(excerpt(text, 400), file=sys.stderr)


# ---------------------------------------------------------------- boards


def _check_one(path: Path, expect_id: str | None) -> tuple[str, str | None]:
    """The file's label (the expected id, else its board id when it has a valid one, else its
    file name), and None when the board file is playable, else the sentence that says why not.

    The file is read once, through the bounded reader, so a named pipe or a device given
    as FILE is refused at once instead of blocking.
    """
    label = expect_id or path.name
    try:
        data = board_files.read_board_json(path)
        board_id = data.get("id") if isinstance(data, dict) else None
        if expect_id is None and isinstance(board_id, str) and board_id in BOARD_IDS:
            label = board_id
        from daydream_qt.engine.boarddef import load_board  # pydantic only for this command

        defn = load_board(data)
        board_files.compile_board(defn)
    except BoardError as exc:
        return label, str(exc)
    if expect_id is not None and defn.id != expect_id:
        return label, f"the file {path.name} holds combination {defn.id}, not {expect_id}"
    return label, None


def _ignored(path: Path) -> str:
    """What play ignores on a board file that checked out (a star on a combination without
    stars), as a parenthesis for its "ok" line; empty when nothing is."""
    from daydream_qt.editor.problems import notes

    try:
        data = board_files.read_board_json(path)
    except BoardError:
        return ""
    said = [n.text[:1].lower() + n.text[1:].rstrip(".") for n in notes(data)] if isinstance(data, dict) else []
    return f" ({'; '.join(said)})" if said else ""


def cmd_boards_check(files: list[str]) -> int:
    checks: list[tuple[Path, str | None]] = []
    if files:
        checks = [(Path(f), None) for f in files]
    else:
        folder = board_files.boards_dir()
        if folder is None:
            raise BadInput("The board files are missing from this installation.")
        checks = [(folder / f"{bid}.json", bid) for bid in BOARD_IDS]
    failed = 0
    for path, expect in checks:
        label, problem = _check_one(path, expect)
        if problem is None:
            _say(f"{label} ok{_ignored(path)}")
        else:
            failed += 1
            _say(f"{label}: {problem}")
    if failed:
        files_word = "file" if len(checks) == 1 else "files"
        raise BadInput(f"{failed} of {len(checks)} board {files_word} cannot be played.")
    return 0


def cmd_boards_schema() -> int:
    from daydream_qt.engine.boarddef import board_json_schema

    print(json.dumps(board_json_schema(), indent=2))
    return 0


# ---------------------------------------------------------------- score


class SeatScore(TypedDict):
    """One seat of the `score --json` document."""

    name: str
    items: int
    modules: dict[str, int]
    thorn_penalty: int
    total: int
    tiebreak_strokes: int
    title: str | None
    """Solo: the title the total earns, in English."""


class ScoreDocument(TypedDict):
    """The `score --json` document."""

    players: list[SeatScore]
    winners: list[str]
    """The winners' names; empty while the game is not over."""


def score_dict(game: Game) -> ScoreDocument:
    """The `score --json` document: each seat's breakdown and the winners' names."""
    scores = game.scores()
    return {
        "players": [
            {
                "name": game.seats[s.seat].name,
                "items": s.items,
                "modules": dict(s.modules),
                "thorn_penalty": s.thorn_penalty,
                "total": s.total,
                "tiebreak_strokes": s.tiebreak_strokes,
                "title": s.title.en if s.title is not None else None,
            }
            for s in scores
        ],
        "winners": [game.seats[i].name for i in game.winners()] if game.over else [],
    }


def _print_seat(name: str, s: ScoreBreakdown, solo: bool) -> None:
    _say(name)
    rows: list[tuple[str, str]] = [("items", str(s.items))]
    rows += [(MODULE_LABELS.get(k, k), str(v)) for k, v in s.modules.items()]
    if solo:
        thorns = f"{s.thorns} thorn{'' if s.thorns == 1 else 's'}"
        rows.append(("thorn penalty", f"{-s.thorn_penalty}  ({thorns})"))
    rows.append(("total", str(s.total)))
    rows.append(("tie-break strokes", str(s.tiebreak_strokes)))
    if s.title is not None:
        rows.append(("title", s.title.en))
    for label, value in rows:
        _say(f"  {label:<18} {value}")


def cmd_score(path: str, as_json: bool) -> int:
    try:
        game = load_game(path).game
    except LoadError as exc:
        name = excerpt(Path(path).name)
        # a sentence that names the file already ("The file x cannot be read") stands alone
        raise BadInput(str(exc) if f"The file {name} " in str(exc) else f"{name}: {exc}") from None
    if as_json:
        _json_out(score_dict(game))
        return 0
    defn = game.board.defn
    mode = game.mode.value.replace("_", "-")
    turns = max(game.state.turn, 0)
    if game.over:
        status = f"the game is over after {turns} turns."
    else:
        status = f"the game is not finished (turn {turns}); these are the current standings."
    _say(f"{defn.name.en} ({defn.id}), {mode} game, seed {game.seed}: {status}")
    for s in game.scores():
        _say()
        _print_seat(game.seats[s.seat].name, s, game.solo_rules)
    _say()
    names = [game.seats[i].name for i in game.winners()]
    if not game.over:
        _say(f"Leading so far: {', '.join(names)}")
    elif len(names) == 1:
        _say(f"Winner: {names[0]}")
    else:
        _say(f"Winners (shared): {', '.join(names)}")
    return 0


# ---------------------------------------------------------------- simulate


def _bots() -> tuple[str, ...]:
    from daydream_qt.bots.simulate import BOTS

    return tuple(BOTS)


def _builtin(board_id: str) -> Board:
    if board_id not in BOARD_IDS:
        raise BadInput(f"There is no board called {board_id!r}; the boards are {', '.join(BOARD_IDS)}.")
    try:
        return board_files.builtin_board(board_id)
    except BoardError as exc:
        raise BadInput(f"Board {board_id} cannot be played: {str(exc).rstrip('.')}.") from None


def cmd_simulate(a: argparse.Namespace) -> int:
    bots = _bots()
    if a.bot not in bots:
        raise BadInput(f"There is no bot called {a.bot!r}; the bots are {', '.join(bots)}.")
    if a.games < 1:
        raise BadInput("--games must be at least 1.")
    if not 1 <= a.players <= MAX_SEATS:
        raise BadInput(f"--players must be between 1 and {MAX_SEATS}.")
    if a.jobs < 1:
        raise BadInput("--jobs must be at least 1.")
    if a.games > MAX_SIMULATE_GAMES:
        raise BadInput(f"--games must be at most {MAX_SIMULATE_GAMES:,}.")
    from daydream_qt.bots.work import SIMULATE_WORK, simulate_work

    if simulate_work(a.games, a.players, a.bot) > SIMULATE_WORK:
        most = SIMULATE_WORK // simulate_work(1, a.players, a.bot)
        raise BadInput(f"This run is too large: {a.players} seat{'s' if a.players > 1 else ''} of the {a.bot} bot "
                       f"may play at most {most:,} games in one run (see 'daydream-qt simulate --help').")
    board = _builtin(a.board)
    from daydream_qt.bots.simulate import simulate

    try:
        result = simulate(a.board, a.games, a.seed, a.bot, a.players, a.jobs)
    except ValueError as exc:
        text = " ".join(str(exc).split())
        raise BadInput(f"The simulation cannot run: {text.rstrip('.')}.") from None
    if a.json:
        _json_out(result.as_dict())
        return 0
    defn = board.defn
    counted = sum(result.bands)
    table = f", {a.players} players a table ({counted} scores)" if a.players > 1 else ""
    _say(f"{defn.name.en} ({defn.id}): {result.games} games by the {result.bot} bot{table}, seed {a.seed}")
    _say(f"  mean {result.mean:.2f}   median {result.median:g}   p10 {result.p10:g}   p90 {result.p90:g}")
    _say("  titles:")
    width = max(len(t.title.en) for t in defn.titles)
    for band, count in zip(defn.titles, result.bands, strict=False):
        share = count / counted if counted else 0.0
        bar = "#" * round(share * 40)
        _say(f"    {band.title.en:<{width}}  {band.min:>3}+  {count:>7}  {share:6.1%}  {bar}".rstrip())
    _say(f"  top band share {result.top_band_share:.1%}")
    _say(f"  {result.games_per_second:g} games per second")
    return 0


# ---------------------------------------------------------------- play-random


def _out_target(out: str, force: bool) -> str:
    """Where `--out FILE` is written: FILE, or with `force` the file a link at FILE points to
    (the link stays a link); BadInput, one sentence naming it, for a link without `force` or
    anything that is not a regular file (see `daydream_qt.ownfiles.out_problem`)."""
    from daydream_qt.ownfiles import out_problem

    problem = out_problem(out, force)
    if problem is not None:
        raise BadInput(problem)
    return os.path.realpath(out) if force and os.path.islink(out) else out


def cmd_play_random(board_id: str, seed: int, out: str, force: bool = False) -> int:
    board = _builtin(board_id)
    _out_target(out, force)  # before the game is played: a refusal costs nothing
    from daydream_qt.bots.random_bot import play_random_game

    game = play_random_game(board, seed)
    try:
        save_game(game, _out_target(out, force), meta={"title": f"Random game of {board_id}, seed {seed}"})
    except SaveError as exc:
        _error(str(exc))
        return 1
    _say(f"Saved a random game of {board_id} (seed {seed}, score {game.scores()[0].total}) to {out}")
    return 0


# ---------------------------------------------------------------- the parser


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="daydream-qt", usage="daydream-qt [FILE.daydream | COMMAND ... | OPTION]",
                description="Daydream: with no command, opens the app (on FILE.daydream when "
                            "one is given).")
    # Handled by daydream_qt.__main__ before this parser: listed here for --help.
    p.add_argument("--version", action="store_true", help="print the version")
    p.add_argument("--install-desktop", action="store_true",
                   help="add the app, its icon and its file type to this user's desktop menus")
    p.add_argument("--uninstall-desktop", action="store_true",
                   help="remove what --install-desktop added")
    # prog: each command's usage line starts "daydream-qt NAME", not with the app's own usage
    sub = p.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser, prog="daydream-qt")

    boards = sub.add_parser("boards", help="check, generate board files or print their JSON Schema")
    bsub = boards.add_subparsers(dest="boards_command", metavar="ACTION", parser_class=_Parser)
    check = bsub.add_parser("check", help="validate board files (default: the eight shipped boards)")
    check.add_argument("files", nargs="*", metavar="FILE")
    bsub.add_parser("schema", help="print the JSON Schema of board files")
    from daydream_qt.bots.titles_cli import add_command as add_titles  # argparse only

    add_titles(bsub)
    from daydream_qt.generator.generate_cli import add_command as add_generate  # argparse only

    add_generate(bsub)

    score = sub.add_parser("score", help="print the scores of a saved game", description=SCORE_HELP)
    score.add_argument("file", metavar="FILE")
    score.add_argument("--json", action="store_true", help="print JSON")

    sim = sub.add_parser("simulate", help="play seeded bot games and summarise their scores",
                         description=SIMULATE_HELP)
    sim.add_argument("--board", required=True, metavar="ID", help=f"a shipped combination's id: {', '.join(BOARD_IDS)}")
    sim.add_argument("--games", type=int, default=1000, metavar="N",
                     help=f"games to play, 1 to {MAX_SIMULATE_GAMES:,} (default 1000); game i uses seed S + i")
    sim.add_argument("--seed", type=int, default=0, metavar="S", help="the first game's seed (default 0)")
    sim.add_argument("--bot", default="random", metavar="BOT",
                     help=f"who plays every seat: {', '.join(BOT_CHOICES)} (default random)")
    sim.add_argument("--players", type=int, default=1, metavar="P",
                     help=f"seats at each table, 1 to {MAX_SEATS} (default 1: solo games with the solo rules)")
    sim.add_argument("--jobs", type=int, default=1, metavar="J",
                     help="processes that share the games (default 1); the results do not depend on it")
    sim.add_argument("--json", action="store_true", help="print JSON")

    play = sub.add_parser("play-random", help="play one random solo game and save it",
                          description=PLAY_RANDOM_HELP)
    play.add_argument("--board", required=True, metavar="ID", help=f"a shipped combination's id: {', '.join(BOARD_IDS)}")
    play.add_argument("--seed", type=int, default=0, metavar="S", help="the dice's seed (default 0)")
    play.add_argument("--out", required=True, metavar="FILE", help="the saved game to write (.daydream)")
    play.add_argument("--force", action="store_true",
                      help="write into the file --out points to when it is a symbolic link (a named "
                           "pipe, a folder or a device is refused even then)")

    review = sub.add_parser("review", help="the coach's review of a finished game: points lost turn by turn",
                            description=REVIEW_HELP)
    review.add_argument("file", metavar="FILE")
    review.add_argument("--json", action="store_true", help="print JSON")

    from daydream_qt.ui.window.export_cli import add_commands  # argparse only: Qt when drawing

    add_commands(sub)  # export, print-board

    from daydream_qt.records import cli as records_cli  # argparse only: the database when run

    records_cli.add_parser(sub)
    return p


def command_names() -> set[str]:
    """The commands; `daydream-qt NAME` with any other first word may be a saved game to open."""
    for action in build_parser()._actions:  # noqa: SLF001 (argparse keeps its subparsers there)
        if isinstance(action, argparse._SubParsersAction):  # noqa: SLF001
            return set(action.choices)
    return set()


def _run(argv: Sequence[str]) -> int:
    parser = build_parser()
    a = parser.parse_args(list(argv))
    if a.install_desktop or a.uninstall_desktop:
        raise BadInput("--install-desktop and --uninstall-desktop go alone (see 'daydream-qt --help').")
    if a.version and a.command is None:
        from daydream_qt.package_data import version

        _say(f"daydream-qt {version()}")
        return 0
    if a.command == "boards":
        if a.boards_command == "check":
            return cmd_boards_check(a.files)
        if a.boards_command == "schema":
            return cmd_boards_schema()
        if a.boards_command == "titles":
            from daydream_qt.bots.titles_cli import TitlesInput, cmd_titles

            try:
                return cmd_titles(a)
            except TitlesInput as exc:
                raise BadInput(str(exc)) from None
        if a.boards_command == "generate":
            from daydream_qt.generator.generate_cli import GenerateInput, cmd_generate

            try:
                said, code = cmd_generate(a)
            except GenerateInput as exc:
                raise BadInput(str(exc)) from None
            (_say if code == 0 else _error)(said)
            return code
        raise BadInput("Say what to do with boards: 'check', 'schema', 'titles' or 'generate'.")
    if a.command == "score":
        return cmd_score(a.file, a.json)
    if a.command == "simulate":
        return cmd_simulate(a)
    if a.command == "play-random":
        return cmd_play_random(a.board, a.seed, a.out, a.force)
    if a.command == "review":
        from daydream_qt.bots.review_cli import cmd_review

        return cmd_review(a.file, a.json)
    if a.command in ("export", "print-board"):
        from daydream_qt.ui.window import export_cli

        return export_cli.cmd_export(a) if a.command == "export" else export_cli.cmd_print_board(a)
    if a.command == "history":
        from daydream_qt.records.cli import HistoryInput, cmd_history

        try:
            return cmd_history(a)
        except HistoryInput as exc:
            raise BadInput(str(exc)) from None
    raise BadInput("Say which command to run: boards, score, simulate, play-random, review, export, "
                   "print-board or history.")


def main(argv: list[str]) -> int:
    """Run one command; the return value is the process exit code."""
    _plain_streams()
    try:
        return _run(argv)
    except BadInput as exc:
        _error(str(exc))
        return 2
    except SystemExit as exc:  # --help and --version exit through argparse
        return exc.code if isinstance(exc.code, int) else 0
    except BrokenPipeError:  # `daydream-qt boards schema | head`: quietly stop writing
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 0
    except Exception as exc:  # the last resort: a bug still reaches the user as one sentence, no traceback
        _error(f"Daydream could not do this ({type(exc).__name__}): the input may be damaged.")
        return 2
