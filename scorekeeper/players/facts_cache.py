"""The sessions' sums kept on this computer, by book and session head, so a season's statistics
replay only the sessions that changed.

A small SQLite file per book in the folder of the book's outside memory (``book/memory.py``):
it is a cache, never the record: a session is summed again when its head moved or the sums were
made by another version, and a file that cannot be read or written is passed over (the
statistics are then counted from the sessions, as before), never an error of its own.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

from scorekeeper.book import Book
from scorekeeper.book.memory import folder
from scorekeeper.errors import InputError
from scorekeeper.players.advice_facts import Given, given_away
from scorekeeper.players.readable import readable_sessions
from scorekeeper.players.session_facts import SessionFacts, session_facts
from scorekeeper.players.stats import StatsFilter
from scorekeeper.players.stats_facts import rules_of

__all__ = ["book_facts", "book_given"]

_SCHEMA = (
    "CREATE TABLE IF NOT EXISTS facts(session TEXT PRIMARY KEY, head TEXT NOT NULL, facts TEXT NOT NULL);"
    "CREATE TABLE IF NOT EXISTS advice(session TEXT, name TEXT, head TEXT NOT NULL, given TEXT NOT NULL,"
    " PRIMARY KEY (session, name))"
)


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
        db.executescript(_SCHEMA)
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


def book_facts(
    book: Book, only: set[str] | None = None, *, progress: Callable[[int, int], object] | None = None
) -> tuple[list[tuple[str, SessionFacts]], list[str]]:
    """(date, sums) of every session the book can show (``only``: of these ids), and why any
    other cannot; a session is replayed only when its sums are not kept for its head.
    ``progress`` hears (sessions read, sessions in all) before each session summed anew (the
    first read on a computer replays every one: seconds for a season of nights)."""
    out: list[tuple[str, SessionFacts]] = []
    infos, problems = readable_sessions(book, only)
    with _kept(book.identity) as db:
        for done, info in enumerate(infos):
            head = book.head(info.id)
            facts = _get(db, info.id, head)
            if facts is None:
                if progress is not None:
                    progress(done, len(infos))
                try:
                    facts = session_facts(book.session(info.id))
                except InputError as exc:
                    problems.append(str(exc))
                    continue
                _put(db, info.id, head, facts)
            out.append((info.date, facts))
    return out, problems


def book_given(
    book: Book,
    names: set[str],
    sessions: Sequence[tuple[str, SessionFacts]],
    where: StatsFilter,
    *,
    progress: Callable[[int, int], bool] | None = None,
) -> Given | None:
    """What the seats of ``names`` gave away against the advisor over the sessions ``where``
    admits; each session's figure is reviewed once per name and kept by its head. ``progress``
    hears (sessions done, sessions in all) and stops the review by answering False (None back)."""
    total = Given()
    wanted = [(date, f) for date, f in sessions if where.admits(date, f.place) and names.intersection(f.players)]
    with _kept(book.identity) as db:
        for done, (_date, facts) in enumerate(wanted):
            if progress is not None and not progress(done, len(wanted)):
                return None
            head = book.head(facts.session)
            for name in sorted(names.intersection(facts.players)):
                by_rules = _get_given(db, facts.session, name, head)
                if by_rules is None:
                    by_rules = given_away(book.session(facts.session), name)
                    _put_given(db, facts.session, name, head, by_rules)
                for rules, given in by_rules.items():
                    if where.admits_rules(rules_of(rules)):
                        total.add(given)
    if progress is not None:
        progress(len(wanted), len(wanted))
    return total


def _get_given(db: sqlite3.Connection | None, session: str, name: str, head: str) -> dict[str, Given] | None:
    if db is None:
        return None
    try:
        row = db.execute("SELECT given FROM advice WHERE session = ? AND name = ? AND head = ?", (session, name, head))
        found = row.fetchone()
        return {k: Given(int(s), float(u), int(n)) for k, (s, u, n) in json.loads(found[0]).items()} if found else None
    except (sqlite3.Error, ValueError, TypeError, AttributeError):
        return None


def _put_given(db: sqlite3.Connection | None, session: str, name: str, head: str, given: dict[str, Given]) -> None:
    if db is not None:
        text = json.dumps({k: [g.seats, g.units, g.skipped] for k, g in given.items()})
        with contextlib.suppress(sqlite3.Error):
            db.execute("INSERT OR REPLACE INTO advice VALUES (?, ?, ?, ?)", (session, name, head, text))
