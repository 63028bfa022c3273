"""The words of How to play: a title and a few sentences per page, in the player's language.

The base pages tell the rules every combination shares; each module page tells what the
module does and what it scores, with the numbers of the board it is shown for (its track,
its garland's rewards, its title table), read from the engine's board data.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from daydream_qt.engine import MODULES_BY_BOARD, Board, builtin_board
from daydream_qt.engine.state import FRAME_VALUES
from daydream_qt.ui.core.texts import module_name

BASE_PAGES = ("dice", "write", "lines", "outcomes", "strokes", "items", "leaves", "thorns", "end")
MODULE_PAGES = ("constellation", "notes", "polaroids", "garland", "frames")
PAGES = BASE_PAGES + MODULE_PAGES

FIRST_BOARD = {"constellation": "BC", "notes": "ABC", "polaroids": "AD", "garland": "EF", "frames": "DEF"}
"""The board a module page shows when the game on the table does not use the module."""


def _t(text: str) -> str:
    return QCoreApplication.translate("Help", text)


def page_board(page: str, board_id: str | None) -> str:
    """The board a page is shown for: the game's own when it plays the page's module (or
    for a base page), else the first combination that does."""
    if page in MODULE_PAGES:
        if board_id is not None and page in MODULES_BY_BOARD.get(board_id, ()):
            return board_id
        return FIRST_BOARD[page]
    return board_id if board_id in MODULES_BY_BOARD else "A"


def page_title(page: str) -> str:
    if page in MODULE_PAGES:
        return module_name(page)
    return {
        "dice": _t("Two dice for everyone"),
        "write": _t("Writing in the clouds"),
        "lines": _t("Lines and their ends"),
        "outcomes": _t("All different, or a run"),
        "strokes": _t("Strokes on the shelf"),
        "items": _t("Finishing items"),
        "leaves": _t("Leaves"),
        "thorns": _t("Thorns (solo)"),
        "end": _t("End of the game"),
    }[page]


def page_sentences(page: str, board: Board, language: str = "en") -> list[str]:
    """The sentences of one page; module pages and the end page quote `board`'s numbers."""
    name = board.defn.name.get(language)
    if page == "dice":
        return [
            _t("Each turn the two dice are rolled once, and every player uses the same two numbers."),
            _t("Before the first turn come the starting numbers: write both dice in any two empty clouds."),
            _t("Then play both dice of every turn, in the order you like: write each one, or give one up."),
            _t("When both dice are played, confirm the turn. Until then, Undo takes your moves back."),
            _t("On a scoresheet the app rolls nothing: type in the dice rolled at the table."),
        ]
    if page == "write":
        return [
            _t("Choose a die, then an empty cloud next to a cloud that already holds a number: left, right, above or below."),
            _t("A cloud you filled earlier in the same turn counts as filled."),
            _t("The glowing clouds are where the chosen die may go."),
            _t("When your grid is full, the other die of that turn is not played."),
        ]
    if page == "lines":
        return [
            _t("The clouds form lines of two or more along the rows and the columns; a row may hold several lines."),
            _t("Every line ends with two icons: a dot and a sun."),
            _t("When you fill the last empty cloud of a line, the line is scored at once."),
            _t("A cloud often belongs to a row line and a column line: one number can complete both, and you choose which one is scored first."),
            _t("Point at a cloud to see its lines and what they would give."),
        ]
    if page == "outcomes":
        return [
            _t("Read the line in order. If a number repeats, the line is crossed out and gives nothing."),
            _t("All different: its dot is circled, and you draw as many dot strokes as the line has clouds."),
            _t("All different and counting up or down by one the whole way (2-3-4-5, 5-4-3-2): its sun is circled, and you draw as many sun strokes as the line has clouds."),
            _t("2-4-3-5 is all different but not a run: it circles the dot."),
        ]
    if page == "strokes":
        return [
            _t("Strokes draw the items of the shelf, always the first unfinished one: shelves from top to bottom, items from left to right."),
            _t("A dot stroke moves the pen to the next node, dot or sun."),
            _t("A sun stroke moves the pen to the next sun, passing any dots on the way."),
            _t("Drag from the glowing pen node to the next node, press Enter, or tick \u201cDraw strokes for me\u201d."),
        ]
    if page == "items":
        return [
            _t("An item is finished when the pen reaches its last node, always a sun. Every finished item is worth 1 point."),
            _t("Strokes left over go on to the next item, from its first node. Strokes left when every item is finished are lost."),
            _t("An item showing a sun and a leaf gives a bonus when you finish it: one extra sun stroke, drawn at once on the next item, or your next leaf circled."),
            _t("An unfinished item scores nothing."),
        ]
    if page == "leaves":
        return [
            _t("Your sheet starts with a leaf or two already circled."),
            _t("Before writing a die, colour circled leaves to change it: each leaf adds or takes away 1, and several leaves add up. A coloured leaf is spent."),
            _t("The number you write must stay between 0 and 9."),
            _t("Giving up a die circles your next empty leaf. You may give up one die per turn at most, and never a starting number."),
            _t("A leaf circled by giving up the first die may be coloured for the second."),
        ]
    if page == "thorns":
        return [
            _t("When you play alone, giving up a die also draws a thorn on your plant."),
            _t("At the end every two thorns cost one item: 3 thorns cost 1, 5 thorns cost 2."),
            _t("Thorns count only when one player is at the table, on a scoresheet too."),
            _t("So a score can fall below zero."),
        ]
    if page == "end":
        titles = ", ".join(_t("{0} from {1}").format(board.titles[k].get(language), board.title_mins[k])
                           for k in range(len(board.titles)))
        return [
            _t("The game ends at the end of the turn in which a player fills every cloud of their grid or finishes every item of their shelf."),
            _t("Score: the finished items, plus the points of the board's modules, minus one item for every two thorns when playing alone."),
            _t("The highest score wins. A tie goes to the most strokes on the unfinished item; after that it is shared."),
            _t("Alone, your score earns a title. {0}: {1}.").format(name, titles),
            _t("Point at the score box to see what makes it up."),
        ]
    return module_sentences(page, board, language)


def module_sentences(module: str, board: Board, language: str = "en") -> list[str]:
    """What a module does and what it scores (R16-R20), with `board`'s own numbers."""
    name = board.defn.name.get(language)
    if module == "constellation":
        big = len(board.track_big_stars)
        return [
            _t("Some clouds carry a star. A number written in a star cloud moves the constellation pen that many points along the track, from its lowest point."),
            _t("Every big star the pen reaches is circled: 1 point each."),
            _t("{0}: the track has {1} points and {2} big stars, so up to {2} points.").format(name, board.track_length, big),
        ]
    if module == "notes":
        singles = sum(1 for n in board.notes if len(n) == 2)
        doubles = len(board.notes) - singles
        return [
            _t("A single note sits between two neighbouring clouds: its head is coloured when both hold the same number."),
            _t("A double note touches 3 or 4 clouds: one head is coloured as soon as two of them hold the same number, both heads when all of them do."),
            _t("Every coloured head is 1 point."),
            _t("{0}: {1} single notes and {2} double notes, so up to {3} points.").format(name, singles, doubles, singles + 2 * doubles),
        ]
    if module == "polaroids":
        out = [_t("Six polaroids above the grid are each linked to a star or moon cloud: a number written there is copied onto its polaroid.")]
        if board.polaroid_scoring == "star_minus_moon":
            out += [
                _t("{0}: the 3 star polaroids add their numbers and the 3 moon polaroids take theirs away; an empty polaroid counts 0.").format(name),
                _t("So the polaroids may score below zero: keep the moons low and the stars high."),
            ]
        else:
            out += [
                _t("{0}: 1 point for every different number on the polaroids, so up to 6 points.").format(name),
                _t("Doubled when all 6 are filled and count up or down by one in polaroid order (1-2-3-4-5-6 or 6-5-4-3-2-1): 12 points."),
            ]
        return out
    if module == "garland":
        rewards = ", ".join(_t("{0} points").format(v) if kind == "points" else _t("a leaf")
                            for kind, v in board.garland_rewards)
        return [
            _t("Some clouds carry a moon. A number written in a moon cloud is copied into the first empty moon of the garland, from the top."),
            _t("When it equals the moon just above it, the two are joined and the reward between them is circled: points, or a leaf circled at once."),
            _t("{0}: the garland holds {1} moons; its rewards from the top are {2}. Moon numbers past the last moon are not copied.").format(
                name, board.garland_moons, rewards),
        ]
    if module == "frames":
        best, second = FRAME_VALUES
        clover = (_item(board, board.clover_item, language)
                  if board.clover_item is not None else _t("clover"))
        bow = (_item(board, board.bow_tie_item, language)
               if board.bow_tie_item is not None else _t("bow tie"))
        return [
            _t("Three families of frames each cover a few clouds. Fill every cloud of a family to take one of its rewards: {0} or {1} points.").format(best, second),
            _t("With several players, the first to complete a family takes its {0}, the second its {1}; players who complete it in the same turn all take the best reward still free, and a taken reward is crossed out for the others.").format(best, second),
            _t("Alone, a completed family takes its best reward still free at once. When you draw the first stroke on the {0}, every {1} not yet taken is crossed out; on the {2}, every {3}.").format(
                clover, best, bow, second),
            _t("{0}: up to {1} points from frames.").format(name, best * len(board.frame_cells)),
        ]
    return []


def _item(board: Board, item: int, language: str) -> str:
    """An item's name inside a sentence (lower case but in Japanese, as texts.coach_sentence)."""
    name = board.defn.items[item].name.get(language)
    return name if language == "ja" else name.lower()


def board_for(page: str, board_id: str | None) -> Board:
    return builtin_board(page_board(page, board_id))
