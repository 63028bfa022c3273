"""The end of a game: the final sheet, the score part by part (or the ranking), what next."""

from __future__ import annotations

import html

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QPainter, QPaintEvent, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from daydream_qt.engine import Game, Mode
from daydream_qt.ui.core.bot_levels import seat_bot_title
from daydream_qt.ui.core.texts import module_name, seat_name
from daydream_qt.ui.panels.ranking import RankingCard
from daydream_qt.ui.panels.table_ranking import TableRankingCard
from daydream_qt.ui.style.palette import EDGE, INK, MUTED, THORN
from daydream_qt.ui.style.text_size import px
from daydream_qt.ui.widgets.fit import scaled, sized
from daydream_qt.ui.widgets.ink import ink_icon
from daydream_qt.ui.widgets.plain import ElidedLabel, WrapLabel, elided, plain_label

RESULTS_WIDTH = 480
"""The widest card of the results' column (the ranking); the column is as wide and a scroll bar."""
RESULTS_MOST = 1.3
"""How much wider the results' column grows at a larger text size (their text wraps beyond)."""


class FittedPicture(QWidget):
    """A picture drawn as large as its area allows, whole and centred (aspect ratio kept).

    It is scaled when painted, so it fits whatever size the layout gives the widget, even
    when the layout changes after the picture was set (the ranking card is wider than the
    solo card); its size hint never asks for the picture's own size.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._pixmap: QPixmap | None = None

    def setPixmap(self, pixmap: QPixmap | None) -> None:  # noqa: N802 (QLabel's name)
        self._pixmap = pixmap if pixmap is not None and not pixmap.isNull() else None
        self.update()

    def pixmap(self) -> QPixmap | None:
        return self._pixmap

    def clear(self) -> None:
        self.setPixmap(None)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(400, 300)

    def picture_rect(self) -> QRectF:
        """Where the picture is drawn: the largest rect of its shape inside the widget."""
        if self._pixmap is None:
            return QRectF()
        size = QSize(self._pixmap.size()).scaled(self.size(), Qt.AspectRatioMode.KeepAspectRatio)
        rect = QRectF(0, 0, size.width(), size.height())
        rect.moveCenter(QRectF(self.rect()).center())
        return rect

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        if self._pixmap is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(self.picture_rect(), self._pixmap, QRectF(self._pixmap.rect()))
        painter.end()


class EndScreen(QWidget):
    """Shown when the game is over; `show_game` fills it from the engine's score breakdown."""

    sheet_chosen = Signal(int)
    """A seat was chosen above the sheet: the window shows that seat's sheet."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: dict[str, QLabel] = {}
        """Value label of each breakdown row: 'items', module names, 'thorns'."""
        self.portrait = False
        self._build_sheet()
        total_caption = self._build_score()
        buttons = self._build_buttons()
        self._build_layout(total_caption, buttons)

    def showEvent(self, event) -> None:  # noqa: N802 (Qt override)
        """The keyboard's focus comes to Play again when it is on no control of this page
        (it was on the game page's, hidden now): Tab goes on from there."""
        super().showEvent(event)
        from PySide6.QtWidgets import QApplication

        focused = QApplication.focusWidget()
        if focused is None or not focused.isVisible() or not self.isAncestorOf(focused):
            self.play_again_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def _build_sheet(self) -> None:
        """The final sheet's picture, the solo score card's frame and the ranking card."""
        self.picture = FittedPicture()
        self.picture.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.picture.setMinimumSize(200, 200)

        card = self.solo_card = QFrame()
        card.setObjectName("card")
        sized(card, fixed_width=420, most=RESULTS_MOST)  # wider at a larger text size, as the results' column
        self.ranking = RankingCard()
        sized(self.ranking, fixed_width=RESULTS_WIDTH, most=RESULTS_MOST)

    def _build_score(self) -> QLabel:
        """The solo card's labels: heading, board, breakdown, total (its caption returned), title."""
        self.heading = plain_label(self.tr("The dream is over"))
        self.heading.setObjectName("heading")
        self.heading.setWordWrap(True)  # two lines at a large text size
        self.board_label = ElidedLabel(max_width=364)
        self.board_label.setObjectName("subtle")
        self.breakdown = QGridLayout()
        self.breakdown.setHorizontalSpacing(16)
        self.breakdown.setVerticalSpacing(8)
        self.breakdown.setColumnStretch(0, 1)
        total_caption = plain_label(self.tr("Total"))
        total_caption.setObjectName("section")
        self.total_label = plain_label()
        self.total_label.setObjectName("display")
        self.title_caption = plain_label(self.tr("Your title"))
        self.title_caption.setObjectName("section")
        self.title_label = WrapLabel()
        self.title_label.setObjectName("heading")
        self.bands_label = QLabel()
        self.bands_label.setObjectName("subtle")
        self.bands_label.setWordWrap(True)
        # Rich text of our own making, to bold the band reached; every title in it comes
        # from the board file and is escaped (`show_game`).
        self.bands_label.setTextFormat(Qt.TextFormat.RichText)
        return total_caption

    def _build_buttons(self) -> QHBoxLayout:
        """What next: the buttons of the page; returns the row of Export, New game, Play again."""
        self.play_again_button = QPushButton(self.tr("Play again"))
        self.play_again_button.setProperty("primary", True)
        self.play_again_button.setToolTip(self.tr("The same combination with new dice"))
        self.new_game_button = QPushButton(self.tr("New game"))
        self.board_button = QPushButton(self.tr("Look at the board"))
        self.records_button = QPushButton(self.tr("Records"))
        self.records_button.setToolTip(self.tr("Your finished games, bests and titles"))
        self.export_button = QPushButton(self.tr("Export\u2026"))
        self.export_button.setToolTip(self.tr("The sheet as a picture (PNG, SVG) or a PDF"))
        self.replay_button = QPushButton(self.tr("Replay"))
        self.replay_button.setToolTip(self.tr("Step through the game turn by turn"))
        self.review_button = QPushButton(self.tr("Review my game"))
        self.review_button.setToolTip(self.tr("The coach's review: the points lost each turn and the "
                                              "three biggest mistakes"))
        buttons = QHBoxLayout()
        buttons.addWidget(self.export_button)
        buttons.addStretch(1)
        buttons.addWidget(self.new_game_button)
        buttons.addWidget(self.play_again_button)
        return buttons

    def _build_layout(self, total_caption: QLabel, buttons: QHBoxLayout) -> None:
        """The layouts: the solo card, the sheet over two buttons, the results over the others."""
        lay = QVBoxLayout(self.solo_card)
        lay.setContentsMargins(28, 26, 28, 24)
        lay.setSpacing(8)
        lay.addWidget(self.heading)
        lay.addWidget(self.board_label)
        lay.addSpacing(12)
        lay.addLayout(self.breakdown)
        lay.addSpacing(12)
        total_row = QHBoxLayout()
        total_row.addWidget(total_caption, 1, Qt.AlignmentFlag.AlignVCenter)
        total_row.addWidget(self.total_label, 0, Qt.AlignmentFlag.AlignRight)
        lay.addLayout(total_row)
        lay.addSpacing(4)
        lay.addWidget(self.title_caption)
        lay.addWidget(self.title_label)
        lay.addWidget(self.bands_label)
        lay.addStretch(1)

        outer = self.outer = QHBoxLayout(self)
        outer.setContentsMargins(32, 32, 32, 32)
        outer.setSpacing(28)
        left = QVBoxLayout()
        left.addWidget(self._build_sheet_chooser(), 0, Qt.AlignmentFlag.AlignHCenter)
        left.addWidget(self.picture, 1)
        under = QHBoxLayout()
        under.addStretch(1)
        under.addWidget(self.board_button)
        under.addWidget(self.records_button)
        under.addStretch(1)
        left.addLayout(under)
        outer.addLayout(left, 1)
        right = QVBoxLayout()
        right.setSpacing(14)
        right.addWidget(self._build_results(), 1, Qt.AlignmentFlag.AlignHCenter)
        # The buttons' right edge with the cards', not the scroll bar's.
        bar = self._bar
        buttons.setContentsMargins(0, 0, bar, 0)
        looking_back = QHBoxLayout()
        looking_back.setContentsMargins(0, 0, bar, 0)
        looking_back.addStretch(1)
        looking_back.addWidget(self.replay_button)
        looking_back.addWidget(self.review_button)
        right.addLayout(looking_back)
        right.addLayout(buttons)
        outer.addLayout(right, 0)

    def _build_sheet_chooser(self) -> QWidget:
        """'Sheet: [Ann]' above the picture (a game of several): each seat's final sheet.
        A list, not tabs: five long names fit the narrowest sheet column."""
        self.sheet_row = row = QWidget()
        lay = QHBoxLayout(row)
        lay.setContentsMargins(0, 0, 0, 0)
        caption = plain_label(self.tr("Sheet"))
        caption.setObjectName("section")
        self.sheet_chooser = QComboBox()
        self.sheet_chooser.setAccessibleName(self.tr("Whose sheet is shown"))
        self.sheet_chooser.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.sheet_chooser.currentIndexChanged.connect(self._sheet_changed)
        caption.setBuddy(self.sheet_chooser)
        lay.addWidget(caption)
        lay.addWidget(self.sheet_chooser)
        row.hide()
        return row

    def show_sheets(self, game: Game, shown: int) -> None:
        """One entry per seat of a game of several (none in solo), `shown` the current one."""
        chooser = self.sheet_chooser
        chooser.blockSignals(True)
        chooser.clear()
        several = len(game.seats) > 1
        if several:
            for i, seat in enumerate(game.seats):
                # Names come from the game file: plain text (a combo box shows no markup).
                name = elided(seat_name(seat.name), chooser, 220)
                level = seat_bot_title(game, i)  # a bot is named with its level
                chooser.addItem(ink_icon(seat.ink), self.tr("{0} ({1})").format(name, level) if level else name)
            chooser.setCurrentIndex(max(0, min(shown, len(game.seats) - 1)))
        self.sheet_row.setVisible(several)
        chooser.blockSignals(False)

    def _sheet_changed(self, index: int) -> None:
        if index >= 0:
            self.sheet_chosen.emit(index)

    def _build_results(self) -> QScrollArea:
        """The results' column, scrolled: the solo card or the ranking, the table's totals."""
        # It scrolls in a short window; the buttons under it stay in view.
        self._results = results = QWidget()
        column = QVBoxLayout(results)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(14)
        column.addWidget(self.solo_card, 1)
        column.addWidget(self.ranking, 1)
        # A scoresheet at a table of several: the others' totals are typed in here.
        self.table_ranking = TableRankingCard()
        sized(self.table_ranking, fixed_width=420, most=RESULTS_MOST)
        self.table_ranking.hide()
        column.addWidget(self.table_ranking)
        self.results_scroll = QScrollArea()
        self.results_scroll.setObjectName("results")  # no frame, no background: the style sheet
        self.results_scroll.setAccessibleName(self.tr("Results"))
        self.results_scroll.setWidgetResizable(True)
        self.results_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.results_scroll.setWidget(results)
        # As wide as the widest card and a scroll bar always (it comes and goes with the
        # window's height; the cards must not move when it does).
        self._bar = self.results_scroll.verticalScrollBar().sizeHint().width() + 4
        self.results_scroll.setFixedWidth(scaled(RESULTS_WIDTH, RESULTS_MOST) + self._bar)
        return self.results_scroll

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        # Side by side, sheet and results need more width than a tablet held upright has;
        # but held upright they go one above the other (resizeEvent). Asking only for the
        # wider column lets the window become narrow enough to turn upright at all.
        hint = super().minimumSizeHint()
        margins = self.outer.contentsMargins()
        upright = self.results_scroll.minimumWidth() + margins.left() + margins.right()
        return QSize(min(hint.width(), max(upright, 560)), hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        # Held upright, the sheet goes above the results, which take only their height.
        portrait = self.width() < self.height()
        if portrait != self.portrait:
            self.portrait = portrait
            self.outer.setDirection(self.outer.Direction.TopToBottom if portrait
                                    else self.outer.Direction.LeftToRight)
        self._fit_results()
        super().resizeEvent(event)

    def _fit_results(self) -> None:
        self.results_scroll.setFixedWidth(scaled(RESULTS_WIDTH, RESULTS_MOST) + self._bar)  # the text size may have changed
        # The column asks its cards' heights at its own width, wider than the solo card's:
        # the card's wrapped rows need more than that at a large text size.
        card = self.solo_card
        # (2 px more: the layout's shares of it are rounded row by row)
        card.setMinimumHeight(card.heightForWidth(card.width()) + 2 if card.hasHeightForWidth() else 0)
        if self.portrait:
            content = self._results.sizeHint().height() + 2
            self.results_scroll.setFixedHeight(min(content, self.height() // 2))
        else:
            self.results_scroll.setMinimumHeight(0)
            self.results_scroll.setMaximumHeight(16777215)

    def _clear_breakdown(self) -> None:
        while (item := self.breakdown.takeAt(0)) is not None:
            w = item.widget()
            if w is not None:
                w.deleteLater()
        self.rows.clear()

    def _row(self, key: str, caption: str, value: str, colour: str | None = None) -> None:
        r = self.breakdown.rowCount()
        cap = WrapLabel(caption)
        val = plain_label(value)
        val.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        val.setStyleSheet(f"font-size: {px(18)}px; color: {colour or INK};")
        line = QFrame()
        line.setFixedHeight(1)
        line.setStyleSheet(f"background: {EDGE};")
        self.breakdown.addWidget(cap, r, 0)
        self.breakdown.addWidget(val, r, 1)
        self.breakdown.addWidget(line, r + 1, 0, 1, 2)
        self.rows[key] = val

    def show_game(self, game: Game, language: str, picture: QPixmap | None = None) -> None:
        """Fill the screen from the engine's scores: one sheet's breakdown, or the ranking."""
        score = game.scores()[0]
        board = game.board
        turns = max(game.state.turn, 0)
        if game.mode == Mode.SCORESHEET:  # the dice were typed: the seed drew none of them
            about = self.tr("%1 \u00b7 %n turn(s)", "", turns).replace("%1", board.defn.name.get(language))
        else:
            about = self.tr("%1 \u00b7 seed %2 \u00b7 %n turn(s)", "", turns).replace(
                "%1", board.defn.name.get(language)).replace("%2", str(game.seed))
        self.board_label.setText(about)
        several = len(game.seats) > 1
        at_table = game.mode == Mode.SCORESHEET and game.table.table_size > 1
        self.table_ranking.setVisible(at_table)
        if at_table:
            self.table_ranking.show_game(game, language)
        self.solo_card.setVisible(not several)
        self.ranking.setVisible(several)
        if several:
            self.ranking.board_label.setText(about)
            self.ranking.show_game(game, language)
        self._clear_breakdown()
        self._row("items", self.tr("Finished items (%1 of %2)").replace("%1", str(score.items)).replace(
            "%2", str(len(board.items))), str(score.items))
        for name, points in score.modules.items():
            self._row(name, module_name(name), f"{points:+d}" if points < 0 else str(points))
        if game.solo_rules:
            thorns = self.tr("Thorns: %1 (one item lost per two)").replace("%1", str(score.thorns))
            self._row("thorns", thorns, f"\u2212{score.thorn_penalty}" if score.thorn_penalty else "0",
                      THORN if score.thorn_penalty else MUTED)
        self.total_label.setText(str(score.total))
        earned = score.title
        self.title_caption.setVisible(earned is not None)
        self.title_label.setVisible(earned is not None)
        self.bands_label.setVisible(earned is not None)
        if earned is not None:
            self.title_label.setText(earned.get(language))
            parts = []
            for i, (low, title) in enumerate(zip(board.title_mins, board.titles, strict=True)):
                high = board.title_mins[i + 1] - 1 if i + 1 < len(board.title_mins) else None
                span = f"{low}+" if high is None else f"{low}\u2013{high}"
                text = f"{span}&nbsp;{html.escape(title.get(language))}"
                parts.append(f"<b style='color:{INK}'>{text}</b>" if i == score.title_band else text)
            self.bands_label.setText(" &nbsp;\u00b7&nbsp; ".join(parts))
        self.picture.setPixmap(picture)
        self._fit_results()
