"""The book as the web server sees it: opened read-only, watched for changes.

The connection is opened with SQLite's ``mode=ro`` and ``query_only`` on, so no
code path of the server can write to the book, whatever a request asks. A change is
noticed through :meth:`Book.change_counter` (SQLite's ``data_version``: it moves when
any other connection commits), then confirmed by the session's head, so a draft saved
elsewhere in the book does not wake every phone.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from scorekeeper.book import Book, is_url, open_book
from scorekeeper.book.sqlite import SQLiteBook
from scorekeeper.book.sqlite_schema import APPLICATION_ID, READABLE_SINCE, SCHEMA_VERSION
from scorekeeper.errors import InputError
from scorekeeper.session.session import Session
from scorekeeper.web.board import board_view, is_tournament
from scorekeeper.web.snapshot import snapshot


def open_read_only(path: str | Path) -> Book:
    """The book at ``path`` opened so that it cannot be written; it must already exist.

    A card room's ``postgresql://`` book is opened with every transaction read-only
    (``default_transaction_read_only``), the server's own guarantee in place of ``mode=ro``.
    """
    if is_url(path):
        return open_book(path, read_only=True)
    path = Path(path).resolve()
    if not path.is_file():
        raise InputError(f"{path}: there is no book here to share")
    db = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True, isolation_level=None, check_same_thread=False)
    try:
        db.execute("PRAGMA query_only = ON")
        db.execute("PRAGMA busy_timeout = 5000")
        app_id = db.execute("PRAGMA application_id").fetchone()[0]
        version = db.execute("PRAGMA user_version").fetchone()[0]
    except sqlite3.DatabaseError as exc:
        db.close()
        raise InputError(f"{path}: not a scorekeeper book ({exc})") from None
    problem = ""
    if app_id != APPLICATION_ID:
        problem = "not a scorekeeper book"
    elif version > SCHEMA_VERSION:
        problem = f"made by a newer version of the scorekeeper (book version {version}); update the program"
    elif version < READABLE_SINCE:  # upgrading writes, and this server never writes
        problem = f"an older book (version {version}): open it once in the app or the session command to upgrade it"
    db.close()
    if problem:
        raise InputError(f"{path}: {problem}")
    return SQLiteBook.open(path, read_only=True)  # the book's own checks: its schema, its integrity


@dataclass(frozen=True)
class Snapshot:
    """One state of the page: its version, its JSON text, and the server-sent event that carries it."""

    version: int
    text: str
    event: bytes


class SessionSource:
    """One session of a read-only book, with its page snapshot rebuilt only when the book changed.

    Thread-safe: the server's poller and its request handlers may call it at once.
    """

    def __init__(self, book: Book, session_id: str) -> None:
        self._book = book
        self.session_id = session_id
        self._lock = threading.Lock()
        self._data_version = -1
        self._head = ""
        self._current = Snapshot(0, "{}", b"")
        self._session = book.session(session_id)  # refuses an unknown session now, not at the first phone
        # A tournament's page is its board: the same book, the same watching, another view.
        self.kind = "tournament" if is_tournament(self._session) else "session"
        self.refresh()

    @classmethod
    def open(cls, path: str | Path, session_id: str) -> SessionSource:
        book = open_read_only(path)
        try:
            return cls(book, session_id)
        except BaseException:
            book.close()
            raise

    def close(self) -> None:
        with self._lock:
            self._book.close()

    def refresh(self) -> bool:
        """Look at the book; True when the session changed (the snapshot was rebuilt)."""
        with self._lock:
            version = self._book.change_counter()
            if version == self._data_version:
                return False
            self._data_version = version
            head = self._book.head(self.session_id)
            if head == self._head:
                return False
            session = self._session = self._book.session(self.session_id)
            view: dict[str, Any] = (board_view if self.kind == "tournament" else snapshot)(session, head=head)
            version = self._current.version + 1
            view["meta"]["version"] = version
            text = json.dumps(view, ensure_ascii=False, separators=(",", ":"))
            # Encoded once here, not once per phone: twenty phones get the same bytes.
            event = f"event: snapshot\nid: {version}\ndata: {text}\n\n".encode()
            self._current = Snapshot(version, text, event)  # one assignment: readers see old or new, whole
            self._head = head
            return True

    @property
    def session(self) -> Session:
        """The session as of the last :meth:`refresh` (the seat pages ask it for the hand being entered)."""
        return self._session

    @property
    def identity(self) -> str:
        """The book's own id ("" for an older book)."""
        return self._book.identity

    @property
    def current(self) -> Snapshot:
        """The latest snapshot; its version moves by one each time the session changes."""
        return self._current
