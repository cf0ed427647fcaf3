"""The sessions' sums kept on this computer, by book and session head, so a season's statistics
replay only the sessions that changed.

A small SQLite file per book in the folder of the book's outside memory (``book/memory.py``):
it is a cache, never the record: a session is summed again when its head moved or the sums were
made by another version, and a file that cannot be read or written is passed over (the
statistics are then counted from the sessions, as before), never an error of its own.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Iterator
from pathlib import Path

from scorekeeper.book import Book
from scorekeeper.book.memory import folder
from scorekeeper.errors import InputError
from scorekeeper.players.session_facts import SessionFacts, session_facts

__all__ = ["book_facts"]

_SCHEMA = "CREATE TABLE IF NOT EXISTS facts(session TEXT PRIMARY KEY, head TEXT NOT NULL, facts TEXT NOT NULL)"


@contextlib.contextmanager
def _kept(identity: str) -> Iterator[sqlite3.Connection | None]:
    """The book's cache (None: no identity, or a folder or file that does not work)."""
    db = _open(folder() / f"{identity}.stats.sqlite") if identity.isalnum() else None
    try:
        yield db
    finally:
        if db is not None:
            with contextlib.suppress(sqlite3.Error):
                db.commit()
            db.close()


def _open(path: Path, *, again: bool = True) -> sqlite3.Connection | None:
    """The cache file, made anew when it is not a database (it holds nothing that is not rebuilt)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        db = sqlite3.connect(path, timeout=2)
    except (OSError, sqlite3.Error):
        return None
    try:
        db.execute(_SCHEMA)
        return db
    except sqlite3.DatabaseError:
        db.close()
        if not again:
            return None
        with contextlib.suppress(OSError):
            path.unlink()
        return _open(path, again=False)


def _get(db: sqlite3.Connection | None, session: str, head: str) -> SessionFacts | None:
    if db is None:
        return None
    try:
        row = db.execute("SELECT facts FROM facts WHERE session = ? AND head = ?", (session, head)).fetchone()
    except sqlite3.Error:
        return None
    return SessionFacts.read(row[0]) if row else None


def _put(db: sqlite3.Connection | None, session: str, head: str, facts: SessionFacts) -> None:
    if db is not None:
        with contextlib.suppress(sqlite3.Error):
            db.execute(
                "INSERT OR REPLACE INTO facts(session, head, facts) VALUES (?, ?, ?)", (session, head, facts.dump())
            )


def book_facts(book: Book, only: set[str] | None = None) -> tuple[list[tuple[str, SessionFacts]], list[str]]:
    """(date, sums) of every session the book can show (``only``: of these ids), and why any
    other cannot; a session is replayed only when its sums are not kept for its head."""
    out: list[tuple[str, SessionFacts]] = []
    problems: list[str] = []
    with _kept(book.identity) as db:
        for info in book.list_sessions():
            if only is not None and info.id not in only:
                continue
            if not info.verified:
                problems.append(info.problem)
                continue
            head = book.head(info.id)
            facts = _get(db, info.id, head)
            if facts is None:
                try:
                    facts = session_facts(book.session(info.id))
                except InputError as exc:
                    problems.append(str(exc))
                    continue
                _put(db, info.id, head, facts)
            out.append((info.date, facts))
    return out, problems
