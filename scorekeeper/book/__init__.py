"""The book: every session, behind one interface (:class:`Book`), two backends.

A book is named by a path (SQLite, the embedded default) or a ``postgresql://`` URL
(PostgreSQL, for a card room; ``scorekeeper.book.postgres``, imported only when asked
for). Everything else in the program speaks to :class:`Book`.
"""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import TYPE_CHECKING, cast

from scorekeeper.book.interface import (
    ARCHIVED,
    DAMAGED,
    OPEN,
    SESSION_STATES,
    SETTLED,
    Book,
    BookError,
    BookInUse,
    Check,
    SessionInfo,
)
from scorekeeper.book.sqlite_errors import StorageError
from scorekeeper.lazy_names import lazy_names

__all__ = [
    "ARCHIVED",
    "DAMAGED",
    "OPEN",
    "SESSION_STATES",
    "SETTLED",
    "Book",
    "BookError",
    "BookInUse",
    "Check",
    "SessionInfo",
    "StorageError",
    "default_book_path",
    "is_url",
    "open_book",
]

URL_PREFIXES = ("postgresql://", "postgres://")


def is_url(name: str | Path | None) -> bool:
    return isinstance(name, str) and name.startswith(URL_PREFIXES)


def default_book_path() -> Path:
    from scorekeeper.book.sqlite import default_book_path as default

    return default()


def open_book(
    name: str | Path | None = None, *, exclusive: bool = False, read_only: bool = False, create: bool = True
) -> Book:
    """Open (or create) the book ``name``: a path, a ``postgresql://`` URL, or None for
    the book in the user's data folder. ``exclusive`` also takes the app's editing lock.
    With ``create`` False (every command but those that make a book), a book that is not
    there is a :class:`BookError` "no book at NAME", and nothing is made.

    The PostgreSQL backend is a module ``scorekeeper.book.postgres`` with a function
    ``open_book(url, *, exclusive, read_only, create) -> Book``, imported only here.
    """
    if is_url(name):
        try:
            backend = importlib.import_module("scorekeeper.book.postgres")
        except ImportError as exc:
            missing = exc.name or "scorekeeper.book.postgres"
            raise BookError(
                f"a PostgreSQL book needs {missing}, which is not installed "
                '(pip install "chinese-poker-scorekeeper[postgres]")'
            ) from None
        opener = backend.open_book
        return cast(Book, opener(str(name), exclusive=exclusive, read_only=read_only, create=create))
    from scorekeeper.book.sqlite import SQLiteBook

    return SQLiteBook.open(name, exclusive=exclusive, read_only=read_only, create=create)


# -- the part's face: the names the app imports, each loaded from its module on first use (PEP 562) --
if TYPE_CHECKING:
    from scorekeeper.book.memory import session_problem
    from scorekeeper.book.session_file import events_from_json
    from scorekeeper.book.sqlite import SQLiteBook

_FACE = {
    "SQLiteBook": "scorekeeper.book.sqlite",
    "events_from_json": "scorekeeper.book.session_file",
    "session_problem": "scorekeeper.book.memory",
}
__all__ += [
    "SQLiteBook",
    "events_from_json",
    "session_problem",
]


__getattr__ = lazy_names(__name__, _FACE, globals())


# -- end of the face --
