"""The start page: a new session, the book's sessions (newest first), other books."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from scorekeeper.storage import SessionInfo
from scorekeeper_app.formatting import short_path
from scorekeeper_app.i18n import app_name, translate

ROLE_ID = Qt.ItemDataRole.UserRole


class StartPage(QWidget):
    new_session_requested = Signal()
    open_book_requested = Signal()
    session_chosen = Signal(str)  # session id
    book_chosen = Signal(str)  # path of a recent book

    def __init__(self, icon: QIcon | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("startPage")
        outer = QHBoxLayout(self)
        outer.addStretch(1)
        holder = QWidget()
        holder.setMaximumWidth(760)
        column = QVBoxLayout(holder)
        column.setSpacing(10)
        outer.addWidget(holder, 3)
        outer.addStretch(1)
        column.addSpacing(30)

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
        column.addLayout(head)
        column.addSpacing(8)

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
        column.addLayout(buttons)
        column.addSpacing(12)

        label = QLabel(translate("StartPage", "Sessions in this book"))
        label.setObjectName("sectionTitle")
        column.addWidget(label)
        self.sessions = QListWidget()
        self.sessions.setObjectName("sessionList")
        self.sessions.setAlternatingRowColors(True)
        self.sessions.itemActivated.connect(lambda item: self.session_chosen.emit(item.data(ROLE_ID)))
        label.setBuddy(self.sessions)
        column.addWidget(self.sessions, 2)
        self.hint = QLabel(translate("StartPage", "Enter or a double-click opens a session where it was left."))
        self.hint.setObjectName("muted")
        column.addWidget(self.hint)
        self.empty = QLabel(translate("StartPage", "No sessions yet: start one with New session (Ctrl+N)."))
        self.empty.setObjectName("muted")
        column.addWidget(self.empty)

        books_label = QLabel(translate("StartPage", "Recent books"))
        books_label.setObjectName("sectionTitle")
        column.addWidget(books_label)
        self.books = QListWidget()
        self.books.setObjectName("bookList")
        self.books.setMaximumHeight(110)
        self.books.itemActivated.connect(lambda item: self.book_chosen.emit(item.data(ROLE_ID)))
        column.addWidget(self.books, 1)
        self.books_label = books_label
        column.addSpacing(20)

    def refresh(self, sessions: Sequence[SessionInfo], book: Path, recent_books: Sequence[str]) -> None:
        self.book_label.setText(translate("StartPage", "Book: {path}").format(path=short_path(book)))
        self.sessions.clear()
        for info in sorted(sessions, key=lambda s: (s.date, int(s.id) if s.id.isdigit() else 0), reverse=True):
            hands = (
                translate("StartPage", "{count} hand") if info.hands == 1 else translate("StartPage", "{count} hands")
            ).format(count=info.hands)
            item = QListWidgetItem(f"{info.name}    {info.date} · {hands}")
            item.setData(ROLE_ID, info.id)
            self.sessions.addItem(item)
        if self.sessions.count():
            self.sessions.setCurrentRow(0)
        self.empty.setVisible(not sessions)
        self.hint.setVisible(bool(sessions))
        self.books.clear()
        current = str(Path(book).resolve())
        for path in recent_books:
            if path != current:
                item = QListWidgetItem(short_path(path))
                item.setData(ROLE_ID, path)
                item.setToolTip(path)
                self.books.addItem(item)
        self.books.setVisible(self.books.count() > 0)
        self.books_label.setVisible(self.books.count() > 0)
