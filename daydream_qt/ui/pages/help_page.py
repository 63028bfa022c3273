"""How to play: a page per rule of the base game and per module, each a picture and a few
sentences, listed on the left; Back and Next walk through them.

Pictures are parts of real boards drawn by the board's painters (`board.help_art`), built
when their page is first shown; module pages speak of the board of the game on the table
when it plays that module.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from daydream_qt.ui.board.help_art import HelpPicture, Illustration, illustration
from daydream_qt.ui.board.help_pages import (
    BASE_PAGES,
    MODULE_PAGES,
    PAGES,
    board_for,
    page_board,
    page_sentences,
    page_title,
)
from daydream_qt.ui.widgets.plain import WrapLabel, plain_label

PAGE_ROLE = Qt.ItemDataRole.UserRole


class HelpDialog(QDialog):
    """How to play, opened on `page` (a name of `help_pages.PAGES`)."""

    def __init__(self, language: str = "en", board_id: str | None = None, page: str = "dice",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.language = language
        self.board_id = board_id
        self.setWindowTitle(self.tr("How to play"))
        self._pictures: dict[str, Illustration] = {}
        self._build_contents()
        self._build_page()
        self._build_layout()
        # as large as a laptop's screen leaves room for, never larger than the screen
        screen = (parent.screen() if parent is not None else None) or self.screen()
        room = screen.availableGeometry().size() if screen is not None else None
        self.resize(min(900, room.width() - 40) if room else 900, min(600, room.height() - 60) if room else 600)

        self.pages.currentItemChanged.connect(self._shown)
        self.show_page(page if page in PAGES else PAGES[0])

    def _build_contents(self) -> None:
        """The list of pages on the left: the game's, then the modules', under their headings."""
        self.pages = QListWidget()
        self.pages.setAccessibleName(self.tr("Pages of How to play"))
        self.pages.setFixedWidth(230)
        self.pages.setStyleSheet("QListWidget::item { padding: 5px 6px; }")
        self._fill_contents()

    def _fill_contents(self) -> None:
        for heading, names in ((self.tr("The game"), BASE_PAGES), (self.tr("Modules"), MODULE_PAGES)):
            head = QListWidgetItem(heading)
            head.setFlags(Qt.ItemFlag.NoItemFlags)
            font = head.font()
            font.setBold(True)
            head.setFont(font)
            self.pages.addItem(head)
            for name in names:
                item = QListWidgetItem(page_title(name))
                item.setData(PAGE_ROLE, name)
                self.pages.addItem(item)

    def _build_page(self) -> None:
        """The page shown: its title, picture and text, and Back, Close and Next."""
        self.title = plain_label()
        self.title.setObjectName("heading")
        self.title.setWordWrap(True)
        self.picture = HelpPicture()
        self.text = WrapLabel()
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.back_button = QPushButton(self.tr("Back"))
        self.next_button = QPushButton(self.tr("Next"))
        self.close_button = QPushButton(self.tr("Close"))
        self.back_button.setAccessibleName(self.tr("Previous page"))
        self.next_button.setAccessibleName(self.tr("Next page"))
        self.close_button.setAccessibleName(self.tr("Close How to play"))
        self.next_button.setProperty("primary", True)
        self.back_button.clicked.connect(lambda: self.step(-1))
        self.next_button.clicked.connect(lambda: self.step(1))
        self.close_button.clicked.connect(self.accept)

    def _build_layout(self) -> None:
        """The dialog: the list of pages beside the page and its buttons."""
        right = QVBoxLayout()
        right.setSpacing(10)
        right.addWidget(self.title)
        right.addWidget(self.picture, 1)
        right.addWidget(self.text)
        buttons = QHBoxLayout()
        buttons.addWidget(self.back_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        buttons.addWidget(self.next_button)
        right.addLayout(buttons)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(16, 16, 16, 16)
        lay.setSpacing(16)
        lay.addWidget(self.pages)
        lay.addLayout(right, 1)

    def relanguage(self, language: str) -> None:
        """Say the dialog again in `language` (its translators already installed): the list of
        pages, the page shown and its picture, whose labels are drawn in the board's words."""
        page = self.page
        self.language = language
        self._pictures.clear()
        self.setWindowTitle(self.tr("How to play"))
        self.pages.blockSignals(True)
        self.pages.clear()
        self._fill_contents()
        self.pages.blockSignals(False)
        self.show_page(page)
        self._shown(self.pages.currentItem())

    # ------------------------------------------------------------ pages
    @property
    def page(self) -> str:
        item = self.pages.currentItem()
        return item.data(PAGE_ROLE) if item is not None else PAGES[0]

    def show_page(self, page: str) -> None:
        for row in range(self.pages.count()):
            if self.pages.item(row).data(PAGE_ROLE) == page:
                self.pages.setCurrentRow(row)
                return

    def step(self, by: int) -> None:
        k = PAGES.index(self.page) + by
        if 0 <= k < len(PAGES):
            self.show_page(PAGES[k])

    def sentences(self, page: str) -> list[str]:
        return page_sentences(page, board_for(page, self.board_id), self.language)

    def illustration(self, page: str) -> Illustration:
        """The picture of `page`, built the first time it is asked for."""
        if page not in self._pictures:
            self._pictures[page] = illustration(page, page_board(page, self.board_id), self.language)
        return self._pictures[page]

    def _shown(self, item: QListWidgetItem | None, _previous: QListWidgetItem | None = None) -> None:
        if item is None or item.data(PAGE_ROLE) is None:
            return
        page = item.data(PAGE_ROLE)
        title = page_title(page)
        self.title.setText(title)
        sentences = self.sentences(page)
        self.text.setText("\n".join("\u2022 " + s for s in sentences))
        self.picture.set_illustration(self.illustration(page))
        self.picture.setAccessibleName(self.tr("Picture: %1").replace("%1", title))
        self.picture.setAccessibleDescription(" ".join(sentences))
        k = PAGES.index(page)
        self.back_button.setEnabled(k > 0)
        self.next_button.setEnabled(k < len(PAGES) - 1)
