"""Who holds the device: pass-and-play hand-overs, bot seats, and what a turn's end settled.

`TableFlow` follows the controller. In pass-and-play it asks for a hand-over whenever a
person other than the one holding the device is to play, lets bot seats play their turn
a step at a time (so the table sees each move land), and rolls for a bot first seat. In
every mode it joins what the modules' views say of a step's events (`TableNews`: the frames
view tells who took which reward) into one sentence for the player.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from daydream_qt.engine import Action, Event, Game, Mode, Phase
from daydream_qt.ui.core.bot_levels import is_bot_seat
from daydream_qt.ui.core.controller import GameController
from daydream_qt.ui.core.turn_news import NewsViews as NewsViews
from daydream_qt.ui.core.turn_news import TableNews as TableNews
from daydream_qt.ui.core.turn_news import turn_news as turn_news

if TYPE_CHECKING:
    from daydream_qt.bots.players import Bot

BOT_STEP_MS = 320
"""Pause between two moves of a bot: long enough to follow, short enough not to wait."""
BOT_FIRST_MS = 700
"""Pause before a bot's first move of a turn, so the switch to its sheet is seen."""


def _t(text: str) -> str:
    return QCoreApplication.translate("TableFlow", text)


def at_table(game: Game | None) -> bool:
    """A scoresheet of several people at a real table: the others' frame claims and the
    game's end are told to it (the table's card)."""
    return game is not None and game.mode == Mode.SCORESHEET and not game.solo_rules


class TableFlow(QObject):
    """Hand-overs, bot turns and turn news; it changes the game only through the controller."""

    handover_needed = Signal(int)
    """The device must go to this seat before its sheet is shown."""
    news = Signal(str)
    """A sentence about what happened at the table (frame rewards taken, a bot's turn)."""

    def __init__(self, controller: GameController, news_views: NewsViews, language: str = "en",
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.news_views = news_views
        """The views that word the turn news, for the board in play."""
        self.language = language
        self.step_ms = BOT_STEP_MS
        self.first_ms = BOT_FIRST_MS
        self.holder: int | None = None
        """The person's seat that holds the device now (accepted the last hand-over)."""
        self.last_news = ""
        """What the last turn settled, kept for the next hand-over screen."""
        self._bots: dict[int, Bot] = {}
        self._bot_events: dict[int, list[Event]] = {}
        """Each bot's events of the turn it is playing, for the line about it."""
        self._humans: list[int] = []
        self._queue: list[Action] = []
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._bot_step)
        controller.game_replaced.connect(self._game_replaced)
        controller.state_changed.connect(self._state_changed)

    # ------------------------------------------------------------ following the game
    def _game_replaced(self) -> None:
        self._timer.stop()
        self._queue = []
        self.holder = None
        self.last_news = ""
        self._bots = {}
        self._bot_events = {}
        game = self.controller.game
        self._humans = []
        if game is not None:
            for i, seat in enumerate(game.seats):
                if seat.bot and is_bot_seat(game, i):
                    self._bots[i] = _make_bot(seat.bot, game.seed + i)
                else:
                    self._humans.append(i)
        self.next()

    def _state_changed(self, events: list[Event]) -> None:
        game = self.controller.game
        if game is not None:
            from daydream_qt.ui.core.rule_news import step_news  # the rule events' sentences too

            views = self.news_views(game.board)
            text = turn_news(game, views, events, self.language)
            if text:  # the hand-over shows the table's news, not the player's own
                self.last_news = text
            said = step_news(self.controller, views, events, self.language, self._bots, text)
            if said:
                self.news.emit(said)
            self._follow_bots(game, events)
        self.next()

    def _follow_bots(self, game: Game, events: list[Event]) -> None:
        """When a bot confirms its turn, one line says what it did (kept for the hand-over)."""
        for e in events:
            if e.seat in self._bots:
                self._bot_events.setdefault(e.seat, []).append(e)
        for e in events:
            if e.kind == "turn_confirmed" and e.seat in self._bots:
                from daydream_qt.ui.core.bot_news import bot_summary

                text = bot_summary(game, e.seat, self._bot_events.pop(e.seat, []), self.language)
                if text:
                    self.last_news = f"{self.last_news} {text}".strip()
                    self.news.emit(text)

    def is_bot(self, seat: int) -> bool:
        return seat in self._bots

    def bot_playing(self) -> bool:
        c = self.controller
        return c.game is not None and not c.game.over and c.seat in self._bots

    def waiting_for_handover(self) -> bool:
        c = self.controller
        return (c.game is not None and not c.game.over and c.game.mode == Mode.PASS_AND_PLAY
                and c.seat not in self._bots and len(self._humans) >= 2 and c.seat != self.holder)

    def next(self) -> None:
        """Decide who acts now: a bot (after a pause), a hand-over, or the person holding the device."""
        c = self.controller
        game = c.game
        if game is None or game.over or game.mode != Mode.PASS_AND_PLAY:
            self._timer.stop()
            c.hold = None
            return
        seat = c.seat
        name = game.seats[seat].name
        if seat in self._bots:
            c.hold = _t("{0} is playing; wait for your turn.").format(name)
            if not self._timer.isActive():
                first = not self._queue and game.state.phase == Phase.PLAY
                self._timer.start(self.first_ms if first else self.step_ms)
            return
        self._timer.stop()
        self._queue = []
        if self.waiting_for_handover():
            c.hold = _t("Pass the device to {0} first.").format(name)
            self.handover_needed.emit(seat)
            return
        self.holder = seat
        c.hold = None

    def accept_handover(self) -> None:
        """The named seat has the device: its sheet may be shown and played."""
        self.holder = self.controller.seat
        self.last_news = ""
        self.controller.hold = None

    # ------------------------------------------------------------ bots
    def _bot_step(self) -> None:
        c = self.controller
        game = c.game
        if game is None or game.over or c.seat not in self._bots:
            return
        seat = c.seat
        if game.state.phase == Phase.ROLL:
            c.submit(game.next_roll(), player=False)
            return
        if game.to_move() != seat:
            return
        if not self._queue:
            self._queue = self._plan(game, seat)
        action = self._queue.pop(0) if self._queue else _fallback(game, seat)
        if not c.submit(action, player=False):
            self._queue = []
            c.submit(_fallback(game, seat), player=False)

    def _plan(self, game: Game, seat: int) -> list[Action]:
        """The bot's whole turn, played by `play_turn` on a copy so the real game gets each
        move through the controller (views, autosave) one step at a time."""
        from daydream_qt.bots.players import play_turn

        shadow = Game(game.board, game.mode, game.seats, game.seed, game.table.table_size)
        shadow.state = game.state.copy()
        shadow.log = list(game.log)
        try:
            return play_turn(shadow, seat, self._bots[seat])
        except Exception:  # a bot bug must not stop the table: the seat still plays legally
            return []


def _make_bot(name: str, seed: int) -> Bot:
    """The bot of a seat's stored name: a level (or an old kind read as its level, see
    bots/levels.py), else a bot `make_bot` knows ('random'), else the relaxed level."""
    from daydream_qt.bots.levels import DEFAULT, level_of, make_level_bot
    from daydream_qt.bots.players import make_bot

    if level_of(name) is not None:
        return make_level_bot(name, seed, tiebreak=True)
    try:
        return make_bot(name, seed, tiebreak=True)
    except ValueError:  # a file naming a bot this version does not have
        return make_level_bot(DEFAULT.key, seed, tiebreak=True)


def _fallback(game: Game, seat: int) -> Action:
    """A legal move when the bot has none to offer: confirm if possible, else the first one."""
    legal = game.legal_actions(seat)
    for a in legal:
        if a.kind == "end_turn":
            return a
    return next((a for a in legal if a.kind != "give_up"), legal[0])
