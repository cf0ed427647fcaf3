"""The book, as older code imports it: a thin re-export of :mod:`scorekeeper.book`.

``Book`` here is the SQLite backend (``Book.open(path)``, ``book.db``), which is what
every caller of this module meant; new code opens books with
:func:`scorekeeper.book.open_book` and speaks to the :class:`scorekeeper.book.Book`
interface.
"""

from __future__ import annotations

from scorekeeper.book import BookError, BookInUse, SessionInfo, StorageError, default_book_path, open_book
from scorekeeper.book.sqlite import SQLiteBook as Book

__all__ = ["Book", "BookError", "BookInUse", "SessionInfo", "StorageError", "default_book_path", "open_book"]
