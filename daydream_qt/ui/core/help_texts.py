"""The words of How to play's base pages: a title and a few sentences per page, in the
player's language.

The base pages tell the rules every combination shares (the end page quotes the title table
of the board it is shown for). Each module's page is written by the module's view
(`ui/board/module_views`, `ModuleView.help_sentences`), and `ui/board/help_pages` puts
the two together.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from daydream_qt.engine import MODULES_BY_BOARD, Board

BASE_PAGES = ("dice", "write", "lines", "outcomes", "strokes", "items", "leaves", "thorns", "end", "coach")


def _t(text: str) -> str:
    return QCoreApplication.translate("Help", text)


def base_page_board(board_id: str | None) -> str:
    """The board a base page is shown for: the game's own (a built-in one), else A."""
    return board_id if board_id is not None and board_id in MODULES_BY_BOARD else "A"


def base_page_title(page: str) -> str:
    """The title of base page `page` (one of `BASE_PAGES`)."""
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
        "coach": _t("The coach and the bots"),
    }[page]


def base_page_sentences(page: str, board: Board, language: str = "en") -> list[str]:
    """The sentences of base page `page` (none for another); the end page quotes `board`'s
    numbers."""
    name = board.defn.name.get(language)
    if page == "dice":
        return [
            _t("Each turn the two dice are rolled once, and every player uses the same two numbers."),
            _t("Before the first turn come the starting numbers: write both dice in any two empty clouds."),
            _t("Then play both dice of every turn, in the order you like: write each one, or give one up."),
            _t("When both dice are played, confirm the turn. Until then, Undo takes your moves back."),
            _t("On a scoresheet the app rolls nothing: type in the dice rolled at the table."),
            _t("Hint asks the coach for a plan of the turn once the dice are rolled or typed in: for every person, alone or at a pass-and-play table, never for a bot."),
        ]
    if page == "write":
        return [
            _t("Choose a die, then an empty cloud next to a cloud that already holds a number: left, right, above or below."),
            _t("A cloud you filled earlier in the same turn counts as filled."),
            _t("The glowing clouds are where the chosen die may go."),
            _t("With the keyboard, the arrow keys move a cursor between the clouds and Enter writes there; while the cursor is hidden, Enter only shows it."),
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
            _t("The pen stands on a round disc, the next stroke's end in a diamond: tap either one, or drag from one to the other along the drawing, either way; running on past the end is fine."),
            _t("Enter, or ticking \u201cDraw strokes for me\u201d, draws it too. A gesture that draws nothing says why above the board."),
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
            _t("At a pass-and-play table, the hand-over screen tells the next player when a sheet is complete: that turn is the last."),
        ]
    if page == "coach":
        return [
            _t("Hint asks the coach for its best plan of the turn, for every person in every mode: alone, at a pass-and-play table on your own turn, and on a scoresheet once both dice are typed in. A bot never gets one."),
            _t("Its card says why in one sentence and pencilled rings show what to write where; Play it makes those moves, and you still confirm the turn."),
            _t("After the game, Review my game (or Review on the Records page) shows the coach's review of every person's game: the points lost each turn and the three biggest mistakes."),
            _t("A bot at a pass-and-play table plays at one of three levels: Relaxed, the gentlest; Steady, which plans its whole turn; Coach, the coach itself and the strongest."),
        ]
    return []
