"""The manager's keys and guard as a book keeps them, the same rows on either backend.

``casino/manager.py`` asks for them inside the book's write transaction: how each manager
key was derived from its passphrase (``manager_keys``, beside the log, never in it), and
the count of wrong passphrases in a row (the session row's ``manager_failures``). The
statements take SQLite's ``?`` placeholders; the PostgreSQL book's connection takes them too
(``pg_link.QmarkConnection``), so both backends run this one text.
"""

from __future__ import annotations

import sqlite3
from typing import Any

from scorekeeper.book.session_ids import session_key


class ManagerRows:
    """The rows part of :class:`~scorekeeper.book.interface.Book`'s manager methods (a mixin,
    listed before ``Book``); the backend says which connection (:meth:`_rows_db`)."""

    def _rows_db(self) -> Any:
        """The connection the book's current transaction runs on, taking ``?`` placeholders."""
        raise NotImplementedError

    def manager_derivation(self, key: str) -> tuple[str, int, int, int] | None:
        try:
            row = self._rows_db().execute("SELECT salt, n, r, p FROM manager_keys WHERE key = ?", (key,)).fetchone()
        except sqlite3.OperationalError:  # an older SQLite book read as it is (read-only): it keeps no keys
            return None
        return (str(row[0]), int(row[1]), int(row[2]), int(row[3])) if row else None

    def keep_manager_derivation(self, key: str, derivation: tuple[str, int, int, int]) -> None:
        self._rows_db().execute(
            "INSERT INTO manager_keys(key, salt, n, r, p) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
            (key, *derivation),
        )

    def guard_failures(self, session_id: str) -> int:
        query = "SELECT manager_failures FROM sessions WHERE id = ?"
        row = self._rows_db().execute(query, (session_key(session_id),)).fetchone()
        return int(row[0]) if row else 0

    def set_guard_failures(self, session_id: str, count: int) -> None:
        query = "UPDATE sessions SET manager_failures = ? WHERE id = ?"
        self._rows_db().execute(query, (count, session_key(session_id)))
