"""The start page: a new session, the book's sessions (newest first), other books."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from scorekeeper.book import SessionInfo, is_url
from scorekeeper_app.wording.formatting import short_path
from scorekeeper_app.wording.i18n import app_name, plural, translate

ROLE_ID = Qt.ItemDataRole.UserRole


class StartPage(QWidget):
    new_session_requested = Signal()
    open_book_requested = Signal()
    session_chosen = Signal(str)  # session id
    book_chosen = Signal(str)  # path of a recent book
    rename_requested = Signal(str)  # session id
    archive_requested = Signal(str, bool)  # session id, archive (True) or bring back (False)
    delete_requested = Signal(str)  # session id (only offered while it holds no hand)

    def __init__(self, icon: QIcon | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("startPage")
        self._infos: list[SessionInfo] = []
        outer = QHBoxLayout(self)
        outer.addStretch(1)
        holder = QWidget()
        holder.setMaximumWidth(760)
        column = QVBoxLayout(holder)
        column.setSpacing(10)
        outer.addWidget(holder, 3)
        outer.addStretch(1)
        column.addSpacing(30)
        column.addLayout(self._head(icon))
        column.addSpacing(8)
        column.addLayout(self._main_buttons())
        column.addSpacing(12)
        self._add_sessions(column)
        self._add_recent_books(column)
        column.addSpacing(20)

    # -- building ----------------------------------------------------------------------
    def _head(self, icon: QIcon | None) -> QHBoxLayout:
        """The app's icon and name, and which book is open."""
        head = QHBoxLayout()
        if icon is not None:
            logo = QLabel()
            logo.setPixmap(icon.pixmap(QSize(64, 64)))
            head.addWidget(logo)
        titles = QVBoxLayout()
        title = QLabel(app_name())
        title.setObjectName("startTitle")
        self.book_label = QLabel()
        self.book_label.setObjectName("muted")
        titles.addWidget(title)
        titles.addWidget(self.book_label)
        head.addLayout(titles, 1)
        return head

    def _main_buttons(self) -> QHBoxLayout:
        """New session… and Open another book…"""
        buttons = QHBoxLayout()
        self.new_button = QPushButton(translate("StartPage", "New session…"))
        self.new_button.setObjectName("primaryButton")
        self.new_button.setToolTip(translate("StartPage", "Seat the players, agree stakes and rules (Ctrl+N)"))
        self.open_button = QPushButton(translate("StartPage", "Open another book…"))
        self.open_button.setToolTip(translate("StartPage", "Use a different book file (Ctrl+O)"))
        self.new_button.clicked.connect(self.new_session_requested)
        self.open_button.clicked.connect(self.open_book_requested)
        buttons.addWidget(self.new_button)
        buttons.addWidget(self.open_button)
        buttons.addStretch(1)
        return buttons

    def _add_sessions(self, column: QVBoxLayout) -> None:
        """The book's sessions, the buttons that manage the chosen one, and a hint (or: none yet)."""
        label = QLabel(translate("StartPage", "Sessions in this book"))
        label.setObjectName("sectionTitle")
        column.addWidget(label)
        self.sessions = QListWidget()
        self.sessions.setObjectName("sessionList")
        self.sessions.setAlternatingRowColors(True)
        self.sessions.itemActivated.connect(lambda item: self.session_chosen.emit(item.data(ROLE_ID)))
        label.setBuddy(self.sessions)
        column.addWidget(self.sessions, 2)
        column.addLayout(self._manage_row())
        self.sessions.currentItemChanged.connect(lambda *_: self._update_buttons())
        self.hint = QLabel(translate("StartPage", "Enter or a double-click opens a session where it was left."))
        self.hint.setObjectName("muted")
        column.addWidget(self.hint)
        self.empty = QLabel(translate("StartPage", "No sessions yet: start one with New session (Ctrl+N)."))
        self.empty.setObjectName("muted")
        column.addWidget(self.empty)

    def _manage_row(self) -> QHBoxLayout:
        """Rename, archive (or bring back), delete, and whether archived sessions are listed."""
        manage = QHBoxLayout()
        self.rename_button = QPushButton(translate("StartPage", "&Rename…"))
        self.archive_button = QPushButton(translate("StartPage", "&Archive"))
        self.delete_button = QPushButton(translate("StartPage", "&Delete"))
        self.delete_button.setToolTip(translate("StartPage", "Only a session without hands can be deleted"))
        self.show_archived = QCheckBox(translate("StartPage", "Show &archived sessions"))
        for button in (self.rename_button, self.archive_button, self.delete_button):
            manage.addWidget(button)
        manage.addStretch(1)
        manage.addWidget(self.show_archived)
        self.rename_button.clicked.connect(lambda: self._request(self.rename_requested.emit))
        self.delete_button.clicked.connect(lambda: self._request(self.delete_requested.emit))
        self.archive_button.clicked.connect(self._archive_clicked)
        self.show_archived.toggled.connect(lambda _on: self._fill())
        return manage

    def _add_recent_books(self, column: QVBoxLayout) -> None:
        """Other books opened lately (hidden when there are none)."""
        self.books_label = QLabel(translate("StartPage", "Recent books"))
        self.books_label.setObjectName("sectionTitle")
        column.addWidget(self.books_label)
        self.books = QListWidget()
        self.books.setObjectName("bookList")
        self.books.setMaximumHeight(110)
        self.books.itemActivated.connect(lambda item: self.book_chosen.emit(item.data(ROLE_ID)))
        column.addWidget(self.books, 1)

    def refresh(self, sessions: Sequence[SessionInfo], book: str, recent_books: Sequence[str]) -> None:
        self.book_label.setText(translate("StartPage", "Book: {path}").format(path=short_path(book)))
        self._infos = list(sessions)
        self._fill()
        self._fill_books(book, recent_books)

    def _fill(self) -> None:
        """The sessions, newest first, marked settled or archived (archived ones only when asked)."""
        chosen = self.current_id()
        self.sessions.clear()
        shown = [s for s in self._infos if self.show_archived.isChecked() or not s.archived]
        for info in sorted(shown, key=lambda s: (s.date, int(s.id) if s.id.isdigit() else 0), reverse=True):
            hands = plural("StartPage", "%n hand(s)", info.hands)
            marks = [translate("StartPage", "✓ settled")] if info.settled else []
            marks += [translate("StartPage", "archived")] if info.archived else []
            text = f"{info.name}    {info.date} · {hands}" + "".join(f" · {m}" for m in marks)
            item = QListWidgetItem(text)
            item.setData(ROLE_ID, info.id)
            self.sessions.addItem(item)
            if info.id == chosen:
                self.sessions.setCurrentItem(item)
        if self.sessions.count() and self.sessions.currentRow() < 0:
            self.sessions.setCurrentRow(0)
        self.empty.setVisible(not shown)
        self.hint.setVisible(bool(shown))
        self._update_buttons()

    def current_id(self) -> str | None:
        item = self.sessions.currentItem()
        return str(item.data(ROLE_ID)) if item is not None else None

    def _current(self) -> SessionInfo | None:
        sid = self.current_id()
        return next((s for s in self._infos if s.id == sid), None)

    def _update_buttons(self) -> None:
        info = self._current()
        self.rename_button.setEnabled(info is not None)
        self.archive_button.setEnabled(info is not None)
        self.archive_button.setText(
            translate("StartPage", "Bring &back")
            if info is not None and info.archived
            else translate("StartPage", "&Archive")
        )
        self.delete_button.setEnabled(info is not None and info.hands == 0)

    def _request(self, emit: Callable[[str], None]) -> None:
        sid = self.current_id()
        if sid is not None:
            emit(sid)

    def _archive_clicked(self) -> None:
        info = self._current()
        if info is not None:
            self.archive_requested.emit(info.id, not info.archived)

    def _fill_books(self, book: str, recent_books: Sequence[str]) -> None:
        self.books.clear()
        current = book if is_url(book) else str(Path(book).resolve())
        for path in recent_books:
            if path != current:
                item = QListWidgetItem(short_path(path))
                item.setData(ROLE_ID, path)
                item.setToolTip(path)
                self.books.addItem(item)
        self.books.setVisible(self.books.count() > 0)
        self.books_label.setVisible(self.books.count() > 0)
