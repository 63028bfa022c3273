"""The ranking of a game of several seats: places, totals, breakdowns and the tie-break (R15)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QVBoxLayout, QWidget

from daydream_qt.engine import Game, ScoreBreakdown
from daydream_qt.engine.score import winners
from daydream_qt.ui.core.bot_levels import seat_bot_title
from daydream_qt.ui.core.texts import module_name, seat_name
from daydream_qt.ui.style import palette
from daydream_qt.ui.style.text_size import px
from daydream_qt.ui.widgets.ink import ink_icon
from daydream_qt.ui.widgets.plain import ElidedLabel, WrapLabel, plain_label


def _t(text: str) -> str:
    return QCoreApplication.translate("Ranking", text)


@dataclass(frozen=True)
class Place:
    """One seat's line of the ranking."""

    rank: int
    """1 for the winners; seats that tie on total and strokes share a rank."""
    seat: int
    name: str
    ink: str
    score: ScoreBreakdown
    winner: bool


def ranking(game: Game) -> list[Place]:
    """Seats best first: total, then strokes on the unfinished item (R15)."""
    return rank_scores(game.scores(), [seat_name(s.name) for s in game.seats], [s.ink for s in game.seats])


def rank_scores(scores: list[ScoreBreakdown], names: list[str], inks: list[str]) -> list[Place]:
    """Places of any list of scores (a game's seats, or a table's typed totals), best first;
    `names` and `inks` are indexed by each score's seat."""
    won = set(winners(scores))
    order = sorted(scores, key=lambda s: (-s.total, -s.tiebreak_strokes, s.seat))
    out: list[Place] = []
    for i, s in enumerate(order):
        prev = order[i - 1] if i else None
        same = prev is not None and (prev.total, prev.tiebreak_strokes) == (s.total, s.tiebreak_strokes)
        rank = out[-1].rank if same else i + 1
        out.append(Place(rank, s.seat, names[s.seat], inks[s.seat], s, s.seat in won))
    return out


def join_names(names: list[str]) -> str:
    """'Ann', 'Ann and Bo', 'Ann, Bo and Cy'."""
    if len(names) == 1:
        return names[0]
    separator = QCoreApplication.translate("Ranking", ", ", "between the names of a list, before the last 'and'")
    return _t("{0} and {1}").format(separator.join(names[:-1]), names[-1])


def _n(text: str, n: int) -> str:
    return QCoreApplication.translate("Ranking", text, None, n)


def strokes_text(n: int, language: str = "en") -> str:
    return _n("%n stroke(s)", n)


def verdict(game: Game, language: str = "en") -> str:
    """Who won and, when totals tie, how R15 decided it, in one or two sentences."""
    return verdict_of(ranking(game), language)


def verdict_of(places: list[Place], language: str = "en") -> str:
    """The verdict of ranked places (see `verdict`)."""
    if not places:
        return ""
    best = places[0].score.total
    # Named in seat order, so the sentence reads like the table around it.
    top = sorted((p for p in places if p.score.total == best), key=lambda p: p.seat)
    winners = [p for p in top if p.winner]
    if len(top) == 1:
        return _t("{0} wins with {1}.").format(top[0].name, best)
    tied = join_names([p.name for p in top])
    if len(winners) == 1:
        w = winners[0]
        return _t("{0} tie on {1}; {2} wins with {3} on the unfinished item.").format(
            tied, best, w.name, strokes_text(w.score.tiebreak_strokes, language))
    sharing = join_names([p.name for p in winners])
    strokes = winners[0].score.tiebreak_strokes
    if len(winners) == len(top):
        return _t("{0} tie on {1} with {2} each on the unfinished item: they share the win.").format(
            tied, best, strokes_text(strokes, language))
    return _t("{0} tie on {1}; {2} share the win with {3} each on the unfinished item.").format(
        tied, best, sharing, strokes_text(strokes, language))


def breakdown_text(game: Game, score: ScoreBreakdown, language: str = "en") -> str:
    """'5 items · Moon garland 3 · Frames 7', and the thorns when solo rules apply."""
    # finished items are never fewer than none: Qt's plural forms apply as they are
    parts = [_n("%n item(s)", score.items)]
    parts += [f"{module_name(name)} {points}" for name, points in score.modules.items()]
    if game.solo_rules and score.thorn_penalty:
        parts.append(_t("thorns \u2212{0}").format(score.thorn_penalty))
    return " \u00b7 ".join(parts)


class RankingCard(QFrame):
    """Everyone, best first: place, ink, name, breakdown, strokes and total."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("card")
        self.heading = plain_label(self.tr("The dream is over"))
        self.heading.setObjectName("heading")
        self.board_label = ElidedLabel(max_width=424)
        self.board_label.setObjectName("subtle")
        # Seat names from the game file, in a sentence.
        self.verdict_label = WrapLabel()
        self.verdict_label.setObjectName("news")
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(12)
        self.grid.setVerticalSpacing(6)
        self.grid.setColumnStretch(2, 1)
        self.rows: dict[int, dict[str, QLabel]] = {}
        """Labels of each seat's row: 'rank', 'name', 'breakdown', 'total'."""
        lay = QVBoxLayout(self)
        lay.setContentsMargins(28, 26, 28, 24)
        lay.setSpacing(8)
        lay.addWidget(self.heading)
        lay.addWidget(self.board_label)
        lay.addSpacing(6)
        lay.addWidget(self.verdict_label)
        lay.addSpacing(10)
        lay.addLayout(self.grid)
        self.footer = QVBoxLayout()
        lay.addStretch(1)
        lay.addLayout(self.footer)

    def _clear(self) -> None:
        while (item := self.grid.takeAt(0)) is not None:
            w = item.widget()
            if w is not None:
                w.deleteLater()
        self.rows.clear()

    def show_game(self, game: Game, language: str = "en") -> None:
        self._clear()
        self.verdict_label.setText(verdict(game, language))
        r = 0
        places = ranking(game)
        totals = [p.score.total for p in places]
        for place in places:
            rank = plain_label(str(place.rank))
            rank.setStyleSheet(f"font-size: {px(22)}px; color: {palette.INK if place.winner else palette.MUTED};")
            dot = plain_label()
            dot.setPixmap(ink_icon(place.ink, 14).pixmap(14, 14))
            level = seat_bot_title(game, place.seat)
            # a bot is named with the level it played at ('Robo (Steady bot)')
            name = ElidedLabel(self.tr("{0} ({1})").format(place.name, level) if level else place.name,
                               max_width=300)
            name.setStyleSheet(f"font-size: {px(17)}px;" + (" font-weight: 600;" if place.winner else ""))
            detail = WrapLabel(breakdown_text(game, place.score, language))
            detail.setObjectName("subtle")
            total = plain_label(str(place.score.total))
            total.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            total.setStyleSheet(f"font-size: {px(26)}px; color: {palette.INK};")
            # The strokes on the unfinished item only matter between equal totals (R15).
            strokes = plain_label(self.tr("tie-break: {0} on the unfinished item").format(
                strokes_text(place.score.tiebreak_strokes, language)))
            strokes.setObjectName("subtle")
            strokes.setAlignment(Qt.AlignmentFlag.AlignRight)
            strokes.setVisible(totals.count(place.score.total) > 1)
            self.grid.addWidget(rank, r, 0, 2, 1, Qt.AlignmentFlag.AlignTop)
            self.grid.addWidget(dot, r, 1, Qt.AlignmentFlag.AlignVCenter)
            self.grid.addWidget(name, r, 2)
            self.grid.addWidget(total, r, 3, 2, 1)
            self.grid.addWidget(detail, r + 1, 2)
            self.grid.addWidget(strokes, r + 2, 2, 1, 2)
            line = QFrame()
            line.setFixedHeight(1)
            line.setStyleSheet(f"background: {palette.EDGE};")
            self.grid.addWidget(line, r + 3, 0, 1, 4)
            self.rows[place.seat] = {"rank": rank, "name": name, "breakdown": detail, "total": total}
            r += 4
