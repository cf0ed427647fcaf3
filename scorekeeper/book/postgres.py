"""The book on PostgreSQL: several terminals of a card room record into one book.

A book is one schema of a database, named by a URL ``postgresql://user@host:port/db``
(the schema is the first of the connection's ``search_path``: ``public`` unless the URL's
``options=-csearch_path=...`` names another). Credentials come from the URL, a
``.pgpass`` file or the ``PG*`` environment, as libpq reads them; :attr:`location`, the
name shown and remembered, never carries a password.

The promises are the SQLite book's: one transaction per recorded action, which counts as
saved only when its COMMIT has returned. The writers of one session are serialized by a
row lock on the session (``SELECT ... FOR UPDATE``), so ``prepare`` always sees the
session as the book holds it and refuses a duplicate exactly as on SQLite; writers of
different sessions never wait on each other. Serialization failures, deadlocks and
dropped connections are retried a bounded number of times (``pg_link``). After each
commit the book sends ``NOTIFY scorekeeper_book, 'SCHEMA SESSION SEQ'``, so other
terminals can refresh: :meth:`PostgresBook.change_counter` counts what others announced.

Every event is appended by the book's server-side function (``pg_functions``), which refuses
one that does not follow the session's log; a terminal's role needs no right to write the log.

The class keeps the promises; its statements are in ``pg_queries``, the schema's check and
migrations in ``pg_schema``, the connection, its retries and the notices in ``pg_link``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import psycopg

from scorekeeper.book import pg_queries as q
from scorekeeper.book.interface import Book, BookError, Check, SessionInfo, currency_of
from scorekeeper.book.manager_rows import ManagerRows
from scorekeeper.book.pg_link import BACKOFF, AlreadyDone, Link, QmarkConnection
from scorekeeper.book.pg_schema import book_identity, prepare_schema
from scorekeeper.book.register_rows import (
    REGISTER_SINCE,
    RegisterPrepare,
    append_register,
    read_register,
)
from scorekeeper.book.rows import read_events
from scorekeeper.book.session_ids import no_session, session_key
from scorekeeper.book.sqlite_errors import unsaved_text
from scorekeeper.book.sqlite_verify import check_chain, check_session, check_standings, list_rows
from scorekeeper.errors import InputError
from scorekeeper.session.events import Event, now_text
from scorekeeper.session.extension import extensions_of
from scorekeeper.session.session import Prepare, Session, paused_gc

OPEN_TRIES = 6  # about 1.5 s: a terminal started while the server restarts still opens
_APPLY_ERRORS = (ArithmeticError, LookupError, TypeError, ValueError, AttributeError)


def open_book(url: str, *, exclusive: bool = False, read_only: bool = False, create: bool = True) -> Book:
    """Open (or create) the PostgreSQL book at ``url`` (what :func:`scorekeeper.book.open_book` calls)."""
    return PostgresBook.open(url, exclusive=exclusive, read_only=read_only, create=create)


class PostgresBook(ManagerRows, Book):
    """An open book on a PostgreSQL server. Use :meth:`open`; close it (or ``with``)."""

    def __init__(self, link: Link) -> None:
        self.link = link
        self.read_only = link.read_only
        self._sessions: dict[str, Session] = {}
        self._created: dict[str, str] = {}  # a session's creation time never changes

    @property
    def location(self) -> str:
        return self.link.location

    @property
    def path(self) -> str:
        """What messages show (the SQLite book's path)."""
        return self.link.location

    @property
    def db(self) -> Any:
        """The connection, taking ``?`` placeholders as SQLite's does (the shared checks, tests)."""
        return QmarkConnection(self.link.db)

    # -- opening ----------------------------------------------------------------------------
    @classmethod
    def open(
        cls,
        url: str,
        *,
        exclusive: bool = False,
        read_only: bool = False,
        tries: int = len(BACKOFF) + 1,
        create: bool = True,
    ) -> PostgresBook:
        """Open (or, with ``create``, make) the book at ``url``; ``exclusive`` also takes the editing lock."""
        book = cls(Link(url, exclusive=exclusive, read_only=read_only, tries=tries))
        try:
            book.link.retrying(book.link.connect, tries=OPEN_TRIES)
            book.link.retrying(lambda: prepare_schema(book.link, create=create))
            book.identity = book_identity(book.link)
        except BaseException:
            book.close()
            raise
        return book

    def close(self) -> None:
        self.link.close()

    # -- reading ------------------------------------------------------------------------------
    def player_names(self) -> list[str]:
        def read() -> list[str]:
            return [str(r[0]) for r in self.link.db.execute("SELECT name FROM players ORDER BY lower(name), name")]

        return self.link.retrying(read)

    def list_sessions(self) -> list[SessionInfo]:
        return self.link.retrying(lambda: list_rows(self.db))

    def change_counter(self) -> int:
        """Changes other terminals committed to this book since it was opened (their NOTIFY;
        reading them costs no query, so a timer may call this often)."""
        return self.link.retrying(self.link.poll)

    # -- the manager's keys and guard (casino/manager.py; the rows: manager_rows) ----------
    def _rows_db(self) -> QmarkConnection:
        return QmarkConnection(self.link.db)

    def adopt_manager_keys(self, derivations: dict[str, tuple[str, int, int, int]]) -> None:
        def work() -> None:
            with self.link.transaction():
                for key, derivation in derivations.items():
                    self.keep_manager_derivation(key, derivation)

        self.link.retrying(work)

    def check_manager(self, session_id: str, passphrase: str | None, *, hint: str = "") -> None:
        def work() -> None:
            with self.link.transaction() as db:
                head = q.head(db, session_id, lock=True)  # tries from every terminal queue here
                if head is None:
                    raise no_session(session_id)
                session = self._current(session_id, head)
                held = extensions_of(session)  # the casino checks its manager's passphrase
                if not any(e.check_passphrase(session, passphrase, book=self, hint=hint) for e in held):
                    raise InputError("this session has no manager passphrase")

        self.link.retrying(work)

    def delete_session(self, session_id: str, *, passphrase: str | None = None) -> None:
        """Remove a session that holds no hand (recorded or undone); refused otherwise."""
        session_key(session_id)  # an id that is no number is refused before the server is asked

        def work() -> None:
            with self.link.transaction() as db:
                if q.head(db, session_id, lock=True) is None:
                    raise no_session(session_id)
                session = Session.replay(session_id, read_events(self.db, session_id))
                for extension in extensions_of(session):  # the casino: a manager passphrase is asked for
                    extension.before_delete(session, passphrase, book=self)
                if session.hands or any(e.kind == "added" for e in session.events):
                    raise InputError(f"session {session_id} holds hands: archive it instead")
                q.delete_session(db, session_id)
                self.link.announce(session_id, 0)
            self._sessions.pop(session_id, None)

        self.link.retrying(work, unsaved=unsaved_text("deleted", None))
        self.forget(session_id)

    def _current(self, session_id: str, head: tuple[str, int]) -> Session:
        """The cached session brought up to ``head``: only the events it lacks are read."""
        cached = self._sessions.get(session_id)
        if cached is not None and not cached.damaged and len(cached.events) <= head[1]:
            if len(cached.events) < head[1]:
                missing = q.events_after(self.link.db, session_id, len(cached.events))
                try:
                    with paused_gc():
                        for event in missing:
                            cached.apply(event)
                except _APPLY_ERRORS:
                    cached = None
            if cached is not None and len(cached.events) == head[1] and cached.head == head[0]:
                return cached
        self._sessions.pop(session_id, None)
        with paused_gc():  # reading thousands of events, too, is no work for the collector
            try:
                session = Session.replay(session_id, read_events(self.db, session_id))
            except (*_APPLY_ERRORS, RecursionError) as exc:
                reason = type(exc).__name__
                raise BookError(f"session {session_id} is damaged: its events cannot be read ({reason})") from None
        self._sessions[session_id] = session
        return session

    def session(self, session_id: str) -> Session:
        """The session, replayed from its events (cached, and brought up to date, while open)."""

        def read() -> Session:
            head = q.head(self.link.db, session_id)
            if head is None:
                raise no_session(session_id)
            return self._current(session_id, head)

        return self.link.retrying(read)

    def head(self, session_id: str) -> str:
        head = self.link.retrying(lambda: q.head(self.link.db, session_id))
        if head is None:
            raise no_session(session_id)
        return head[0]

    def verify(self, session_id: str) -> Check:
        self.head(session_id)  # a session that is not there is refused, not "unverified"
        chain = self.link.retrying(lambda: check_chain(self.db, session_id))
        if not chain.verified:  # decided from the stored text alone: nothing changed is replayed
            return chain
        session = self.session(session_id)
        return self.link.retrying(lambda: check_session(self.db, session_id, session))

    # -- writing ------------------------------------------------------------------------------
    def _make(self, kind: str, build: Callable[[str], list[Event]]) -> Session:
        """A new session of the events ``build(id)`` gives, in one transaction (create or import)."""
        made: list[Session] = []

        def committed() -> bool:  # an interrupted COMMIT: is the session there?
            return (
                bool(made and made[-1].events)
                and q.holder_after_lock(self.link.db, made[-1].events[0].hash) is not None
            )

        def work() -> Session:
            with self.link.transaction() as db:
                created = now_text()
                sid = q.new_session(db, created)
                events = build(sid)
                session = Session(sid)
                made.append(session)
                with db.pipeline(), paused_gc():  # writes only: sent together, not one round trip each
                    for event in events:
                        session.apply(event)
                        q.store(db, session, event, created)
                    self.link.announce(sid, len(session.events))
            self._created[session.id] = created
            return session

        try:
            session = self.link.retrying(work, committed=committed, unsaved=unsaved_text(kind, None))
        except AlreadyDone:
            return self.session(str(q.holder(self.link.db, made[-1].events[0].hash)))
        self._sessions[session.id] = session
        self.remember(session)
        return session

    def create_session(self, **kwargs: Any) -> Session:
        def build(sid: str) -> list[Event]:
            return list(Session.create(sid, **kwargs).events)

        Session.create("0", **kwargs)  # bad input is refused before the book is touched
        return self._make("created", build)

    def import_events(self, events: list[Event]) -> Session:
        if events:
            held = self.link.retrying(lambda: q.holder(self.link.db, events[0].hash))
            if held is not None:
                raise InputError(f"this book already holds that session (session {held}); not imported twice")

        return self._make("imported", lambda sid: events)

    def _act(self, session_id: str, kind: str, prepare: Prepare) -> Event:
        """Check and record one action in one transaction; returns after COMMIT.

        ``prepare`` runs while this book holds the session's row lock, on the session as
        the book holds it now (another terminal may have added to it), and raises to refuse.
        """
        sent: list[Event] = []  # the event of a try whose COMMIT may have gone through
        written: list[Session] = []
        cached = self._sessions.get(session_id)
        guess = {"hand": cached.next_hand} if cached is not None and kind == "added" else None

        def committed() -> bool:
            # Under the row lock: a COMMIT still on its way is waited for, not missed.
            return bool(sent) and q.holds_after_lock(self.link.db, session_id, sent[-1])

        def work() -> Event:
            try:
                # In one pipeline, BEGIN travels with the row lock's SELECT, and the writes with
                # the COMMIT: two round trips to the server; the block ends once COMMIT returned.
                with self.link.db.pipeline(), self.link.transaction() as db:
                    head = q.head(db, session_id, lock=True)
                    if head is None:
                        raise no_session(session_id)
                    session = self._current(session_id, head)
                    if session.damaged or len(session.events) != head[1] or session.head != head[0]:
                        problems = session.damaged or ["its events do not match the book's record of them"]
                        raise BookError(f"session {session_id} is damaged and read-only: " + "; ".join(problems))
                    event = session.append(kind, prepare(session))
                    sent.append(event)
                    written.append(session)
                    q.store(db, session, event, self._created_of(session_id))
                    self.link.announce(session.id, event.seq)
            except BaseException:
                if sent:  # the cached session holds an event the book may not: read it again
                    self._sessions.pop(session_id, None)
                raise
            return event

        def unsaved() -> str:
            return unsaved_text(kind, sent[-1].payload if sent else guess or self._next_hand(session_id, kind))

        try:
            event = self.link.retrying(work, committed=committed, unsaved=unsaved)
            self.remember(written[-1])
            return event
        except AlreadyDone:
            self._sessions.pop(session_id, None)
            return sent[-1]

    def _next_hand(self, session_id: str, kind: str) -> dict[str, Any] | None:
        """The number a refused new hand would have had, read once the refusal is known
        (not after a lost connection: the message must not wait for the server again)."""
        if kind != "added" or self.link.down:
            return None
        try:
            with self.link.db.transaction():  # the refused try's transaction is over; read in a fresh one
                head = q.head(self.link.db, session_id)
                return {"hand": self._current(session_id, head).next_hand} if head else None
        except (psycopg.Error, BookError):
            return None

    def _created_of(self, session_id: str) -> str:
        created = self._created.get(session_id)
        if created is None:
            created = self._created[session_id] = q.created(self.link.db, session_id)
        return created

    # -- the player register -----------------------------------------------------------------
    def _register_held(self) -> bool:
        row = self.link.db.execute("SELECT value FROM book_meta WHERE key = 'schema_version'").fetchone()
        return row is not None and int(row[0]) >= REGISTER_SINCE

    def register_events(self) -> list[Event]:
        return self.link.retrying(lambda: read_register(self.db) if self._register_held() else [])

    def record_register(self, prepare: RegisterPrepare) -> Event:
        def work() -> Event:
            with self.link.transaction() as db:
                db.execute("SELECT pg_advisory_xact_lock(hashtext(current_schema() || ':register'))")
                return append_register(self.db, prepare, store=q.store_register)

        return self.link.retrying(work, unsaved=unsaved_text("register", None))

    def import_register(self, events: list[Event]) -> None:
        def work() -> None:
            with self.link.transaction() as db:
                db.execute("SELECT pg_advisory_xact_lock(hashtext(current_schema() || ':register'))")
                if read_register(self.db):
                    raise BookError(f"{self.location}: the player register is not empty; copy into a new book")
                for event in events:
                    q.store_register(self.db, event)

        self.link.retrying(work, unsaved=unsaved_text("register", None))

    # -- standings and drafts -------------------------------------------------------------------
    def _hand_money_rows(self, since: str, until: str) -> list[tuple[Any, str, str]]:
        return self.link.retrying(lambda: q.hand_money_between(self.link.db, since, until))

    def _session_currencies(self) -> dict[str, str]:
        rows = self.link.retrying(lambda: q.first_payloads(self.link.db))
        return {str(sid): currency_of(payload) for sid, payload in rows}

    def _check_standings_table(self, sessions: dict[str, Session], *, ignore: bool) -> Check:
        return self.link.retrying(lambda: check_standings(self.db, sessions, ignore=ignore))

    def save_draft(self, session_id: str, payload: str) -> None:
        def work() -> None:
            with self.link.transaction() as db:
                q.put_draft(db, session_id, payload, now_text())

        self.link.retrying(work, unsaved=unsaved_text("draft", None))

    def draft(self, session_id: str) -> str | None:
        return self.link.retrying(lambda: q.draft(self.link.db, session_id))

    def clear_draft(self, session_id: str) -> None:
        if self.read_only:
            return  # nothing was saved here, so nothing to clear

        def work() -> None:
            with self.link.transaction() as db:
                q.clear_draft(db, session_id)

        self.link.retrying(work, unsaved=unsaved_text("draft", None))
