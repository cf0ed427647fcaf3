"""The book on PostgreSQL: several terminals of a card room record into one book.

A book is one schema of a database, named by a URL ``postgresql://user@host:port/db``
(the schema is the first of the connection's ``search_path``, ``public`` unless the URL's
``options=-csearch_path=...`` says otherwise). Credentials come from the URL, a
``.pgpass`` file or the ``PG*`` environment, as libpq reads them; :attr:`location`, the
name shown and remembered, never carries a password.

The promises are the SQLite book's: one transaction per recorded action, which counts as
saved only when its COMMIT has returned; the writers of one session are serialized by a
row lock on the session (``SELECT ... FOR UPDATE``), so ``prepare`` always sees the
session as the book holds it and refuses a duplicate exactly as on SQLite, while writers
of different sessions never wait on each other. A serialization failure, a deadlock or a
dropped connection is retried a bounded number of times (after a dropped connection the
book first looks whether the interrupted COMMIT went through, so nothing is recorded
twice), then it is a plain :class:`BookError`.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from decimal import Decimal
from typing import Any, TypeVar
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

import psycopg
from psycopg import errors as pg_errors

from scorekeeper.book.pg_schema import APPLICATION, PG_MIGRATIONS
from scorekeeper.errors import InputError
from scorekeeper.events import Event, now_text
from scorekeeper.ledger import fingerprint
from scorekeeper.schema import SCHEMA_VERSION
from scorekeeper.session import Session, paused_gc
from scorekeeper.storage import BookError, BookInUse, SessionInfo

T = TypeVar("T")
URL_PREFIXES = ("postgresql://", "postgres://")
# Waits between tries: about 7 s in all, longer than a server restart takes.
BACKOFF = (0.05, 0.1, 0.2, 0.4, 0.8, 1.5, 2.0, 2.0)
# Connection failures that no retry mends: a wrong name, user or password.
_HOPELESS = ("does not exist", "authentication failed", "no password supplied", "invalid", "not permitted")
CHANNEL = "scorekeeper_book"  # NOTIFY channel: payload "SCHEMA SESSION SEQ" after each commit


def is_url(name: object) -> bool:
    return isinstance(name, str) and name.startswith(URL_PREFIXES)


def public_location(url: str) -> str:
    """The URL without any password (in the address or as a parameter)."""
    parts = urlsplit(url)
    netloc = parts.netloc
    if "@" in netloc:
        user, _, host = netloc.rpartition("@")
        netloc = f"{user.partition(':')[0]}@{host}"
    query = urlencode([(k, v) for k, v in parse_qsl(parts.query) if k != "password"])
    return urlunsplit(parts._replace(netloc=netloc, query=query))


def _one_line(exc: BaseException) -> str:
    text = " ".join(str(exc).split())
    return text or type(exc).__name__


def _retryable(exc: BaseException) -> bool:
    return isinstance(exc, pg_errors.SerializationFailure | pg_errors.DeadlockDetected)


class PostgresBook:
    """An open book on a PostgreSQL server. Use :meth:`open`; close it (or ``with``)."""

    def __init__(self, url: str, *, exclusive: bool = False, tries: int = len(BACKOFF) + 1) -> None:
        self.url = url
        self.location = public_location(url)
        self.path = self.location  # what messages and the app show (the SQLite book's path)
        self._exclusive = exclusive
        self._tries = max(1, tries)
        self._sessions: dict[str, Session] = {}
        self._db: psycopg.Connection[Any] | None = None
        self._schema = ""

    # -- opening ----------------------------------------------------------------------------
    @classmethod
    def open(cls, url: str, *, exclusive: bool = False) -> PostgresBook:
        """Open (or create) the book at ``url``; ``exclusive`` also takes the editing lock."""
        book = cls(url, exclusive=exclusive)
        try:
            book._retrying(book._connect)
            book._retrying(book._prepare)
        except BaseException:
            book.close()
            raise
        return book

    def close(self) -> None:
        if self._db is not None:
            self._db.close()  # ends the editing lock with the connection
            self._db = None

    def __enter__(self) -> PostgresBook:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def db(self) -> psycopg.Connection[Any]:
        """The open connection (tests look at the tables through it)."""
        if self._db is None or self._db.closed:
            raise BookError(f"{self.location}: the book is closed")
        return self._db

    def _connect(self) -> None:
        if self._db is not None:
            self._db.close()
            self._db = None
        try:
            db = psycopg.connect(self.url, autocommit=True, connect_timeout=10, application_name="scorekeeper")
        except psycopg.OperationalError as exc:
            if any(word in str(exc) for word in _HOPELESS):  # asking again will not help
                raise BookError(f"{self.location}: cannot connect ({_one_line(exc)})") from None
            raise
        except psycopg.Error as exc:  # a bad URL or option
            raise BookError(f"{self.location}: cannot connect ({_one_line(exc)})") from None
        # What the promises rest on, whatever the server's defaults: a COMMIT returns once
        # the WAL is on disk, and each statement sees what committed before it.
        db.execute("SET synchronous_commit = on")
        db.execute("SET default_transaction_isolation = 'read committed'")
        schema = db.execute("SELECT current_schema()").fetchone()
        if schema is None or schema[0] is None:
            db.close()
            raise BookError(f"{self.location}: the schema named by the URL's search_path does not exist")
        self._schema = str(schema[0])
        if self._exclusive:
            key = db.execute("SELECT hashtext(current_database() || '.' || %s || ':editing')", (self._schema,))
            taken = db.execute("SELECT pg_try_advisory_lock(%s)", (key.fetchone()[0],)).fetchone()  # type: ignore[index]
            if not (taken and taken[0]):
                db.close()
                raise BookInUse(
                    f"{self.location}: this book is open in another scorekeeper window; close it there first"
                )
        self._db = db

    def _tables(self) -> set[str]:
        rows = self.db.execute("SELECT tablename FROM pg_tables WHERE schemaname = current_schema()")
        return {str(r[0]) for r in rows}

    def _meta(self) -> tuple[str, int]:
        rows = dict(self.db.execute("SELECT key, value FROM book_meta").fetchall())
        try:
            return str(rows.get("application", "")), int(rows.get("schema_version", "-1"))
        except ValueError:
            return str(rows.get("application", "")), -1

    def _prepare(self) -> None:
        """Refuse what is not a book or is newer; create or migrate under a lock, once."""
        if self._check_version() == SCHEMA_VERSION:
            return
        with self.db.transaction():
            # One process creates or migrates; the others wait here, then find it done.
            self.db.execute(
                "SELECT pg_advisory_xact_lock(hashtext(current_database() || '.' || current_schema() || ':schema'))"
            )
            version = self._check_version()
            for step in range(version, SCHEMA_VERSION):
                PG_MIGRATIONS[step](self.db)

    def _check_version(self) -> int:
        tables = self._tables()
        if not tables:
            return 0
        if "book_meta" not in tables:
            raise BookError(f"{self.location}: a PostgreSQL database, but not a scorekeeper book")
        application, version = self._meta()
        if application != APPLICATION or version < 1:
            raise BookError(f"{self.location}: a PostgreSQL database, but not a scorekeeper book")
        if version > SCHEMA_VERSION:
            raise BookError(
                f"{self.location}: made by a newer version of the scorekeeper (book version {version}, "
                f"this program reads up to {SCHEMA_VERSION}); update the program"
            )
        return version

    # -- trying again ----------------------------------------------------------------------------
    def _retrying(
        self, work: Callable[[], T], *, committed: Callable[[], bool] | None = None, unsaved: str = ""
    ) -> T:
        """``work`` with bounded retries; after a dropped connection, ``committed`` says
        whether the interrupted transaction went through (then it is not done again)."""
        last: BaseException | None = None
        for attempt in range(self._tries):
            if attempt:
                time.sleep(BACKOFF[min(attempt - 1, len(BACKOFF) - 1)])
            try:
                if self._db is None or self._db.closed or self._db.broken:
                    self._connect()
                    if committed is not None and committed():
                        raise _AlreadyDone
                return work()
            except psycopg.OperationalError as exc:
                if not (_retryable(exc) or self._db is None or self._db.closed or self._db.broken):
                    raise BookError(f"{self.location}: the database refused the book ({_one_line(exc)})") from None
                last = exc
        raise BookError(
            f"{self.location}: the database server did not answer after {self._tries} tries "
            f"({_one_line(last) if last else 'no answer'}){unsaved}"
        )

    @contextmanager
    def transaction(self) -> Iterator[psycopg.Connection[Any]]:
        """One transaction: committed when the block ends, rolled back on any error."""
        with self.db.transaction():
            yield self.db

    # -- players and sessions -----------------------------------------------------------------
    def player_names(self) -> list[str]:
        def read() -> list[str]:
            return [str(r[0]) for r in self.db.execute("SELECT name FROM players ORDER BY lower(name), name")]

        return self._retrying(read)

    def list_sessions(self) -> list[SessionInfo]:
        def read() -> list[tuple[Any, ...]]:
            return self.db.execute(
                "SELECT s.id, s.name, s.created,"
                " (SELECT COUNT(DISTINCT hand) FROM hand_money m WHERE m.session_id = s.id)"
                " FROM sessions s ORDER BY s.id"
            ).fetchall()

        out = []
        for sid, name, created, hands in self._retrying(read):
            date = self.session(str(sid)).date or str(created)[:10]
            out.append(SessionInfo(str(sid), str(name), date, int(hands)))
        return out

    def _head(self, session_id: str, *, lock: bool = False) -> tuple[str, int] | None:
        query = "SELECT head, events FROM sessions WHERE id = %s" + (" FOR UPDATE" if lock else "")
        row = self.db.execute(query, (_sid(session_id),)).fetchone()
        return (str(row[0]), int(row[1])) if row else None

    def _events(self, session_id: str, after: int = 0) -> list[Event]:
        rows = self.db.execute(
            "SELECT seq, kind, at, payload, hash FROM events WHERE session_id = %s AND seq > %s ORDER BY seq",
            (_sid(session_id), after),
        ).fetchall()
        return [Event(*row) for row in rows]

    def _current(self, session_id: str, head: tuple[str, int]) -> Session:
        """The cached session brought up to ``head``: only the events it lacks are read."""
        cached = self._sessions.get(session_id)
        if cached is not None and not cached.damaged and len(cached.events) <= head[1]:
            if len(cached.events) < head[1]:
                try:
                    with paused_gc():
                        for event in self._events(session_id, len(cached.events)):
                            cached.apply(event)
                except (KeyError, IndexError, TypeError, ValueError, AttributeError):
                    cached = None
            if cached is not None and len(cached.events) == head[1] and cached.head == head[0]:
                return cached
        with paused_gc():  # reading thousands of events, too, is no work for the collector
            session = Session.replay(session_id, self._events(session_id))
        self._sessions[session_id] = session
        return session

    def session(self, session_id: str) -> Session:
        """The session, replayed from its events (cached while the book is open)."""

        def read() -> Session:
            head = self._head(session_id)
            if head is None:
                raise InputError(f"there is no session {session_id!r} in this book")
            return self._current(session_id, head)

        return self._retrying(read)

    def head(self, session_id: str) -> str:
        head = self._retrying(lambda: self._head(session_id))
        if head is None:
            raise InputError(f"there is no session {session_id!r} in this book")
        return head[0]

    def fingerprint(self, session_id: str) -> str:
        return fingerprint(self.head(session_id))

    def create_session(self, **kwargs: Any) -> Session:
        """A new session; the keyword arguments are those of :meth:`Session.create`."""
        Session.create("0", **kwargs)  # refuse bad input before touching the book

        def work() -> Session:
            with self.transaction() as db:
                sid = self._next_id()
                session = Session.create(sid, **kwargs)
                db.execute(
                    "INSERT INTO sessions(id, name, created, head, events) VALUES (%s, %s, %s, '', 0)",
                    (int(sid), session.name, now_text()),
                )
                self._store(session, session.events[0])
            return session

        session = self._retrying(work)
        self._sessions[session.id] = session
        return session

    def _next_id(self) -> str:
        # Creating sessions is rare: one at a time (ids stay 1, 2, 3 ... as on SQLite).
        self.db.execute("SELECT 1 FROM book_meta WHERE key = 'application' FOR UPDATE")
        return str(self.db.execute("SELECT COALESCE(MAX(id), 0) + 1 FROM sessions").fetchone()[0])  # type: ignore[index]

    def import_events(self, events: list[Event]) -> Session:
        """A whole session from another book's events (already verified)."""

        def work() -> Session:
            with self.transaction() as db:
                sid = self._next_id()
                session = Session(sid)
                db.execute(
                    "INSERT INTO sessions(id, name, created, head, events) VALUES (%s, '', %s, '', 0)",
                    (int(sid), now_text()),
                )
                for event in events:
                    session.apply(event)
                    self._store(session, event)
                db.execute("UPDATE sessions SET name = %s WHERE id = %s", (session.name, int(sid)))
            return session

        session = self._retrying(work)
        self._sessions[session.id] = session
        return session

    def act(self, session_id: str, kind: str, prepare: Callable[[Session], dict[str, Any]]) -> Event:
        """Check and record one action in one transaction; returns after COMMIT.

        ``prepare`` runs while this book holds the session's row lock, on the session as
        the book holds it now (another terminal may have added to it), and raises to refuse.
        """
        sent: list[Event] = []  # the event of a try whose COMMIT may have gone through

        def committed() -> bool:
            if not sent:
                return False
            row = self.db.execute(
                "SELECT 1 FROM events WHERE session_id = %s AND seq = %s AND hash = %s",
                (_sid(session_id), sent[-1].seq, sent[-1].hash),
            ).fetchone()
            return row is not None

        def work() -> Event:
            try:
                with self.transaction() as db:
                    head = self._head(session_id, lock=True)
                    if head is None:
                        raise InputError(f"there is no session {session_id!r} in this book")
                    session = self._current(session_id, head)
                    if session.damaged or len(session.events) != head[1] or session.head != head[0]:
                        problems = session.damaged or ["its events do not match the book's record of them"]
                        raise BookError(f"session {session_id} is damaged and read-only: " + "; ".join(problems))
                    payload = prepare(session)
                    event = session.append(kind, payload)
                    sent.append(event)
                    self._store(session, event)
                    db.execute("SELECT pg_notify(%s, %s)", (CHANNEL, f"{self._schema} {session.id} {event.seq}"))
            except BaseException:
                if sent:  # the cached session holds an event the book may not: read it again
                    self._sessions.pop(session_id, None)
                raise
            return event

        try:
            return self._retrying(work, committed=committed, unsaved="; the action was not saved, try it again")
        except _AlreadyDone:
            self._sessions.pop(session_id, None)
            return sent[-1]

    def _store(self, session: Session, event: Event) -> None:
        sid = int(session.id)
        db = self.db
        db.execute(
            "INSERT INTO events(session_id, seq, kind, at, payload, hash) VALUES (%s, %s, %s, %s, %s, %s)",
            (sid, event.seq, event.kind, event.at, event.payload_text, event.hash),
        )
        db.execute("UPDATE sessions SET head = %s, events = %s WHERE id = %s", (event.hash, event.seq, sid))
        db.execute(
            "INSERT INTO players(name, created) SELECT unnest(%s::text[]), %s ON CONFLICT DO NOTHING",
            (list(session.players), event.at),
        )
        for number in _hands_touched(session, event):
            db.execute("DELETE FROM hand_money WHERE session_id = %s AND hand = %s", (sid, number))
            record = session.hands.get(number)
            if record is not None and record.status == "recorded":
                rows = [(sid, number, p["name"], record.at, p["units"], p["money"]) for p in record.result["players"]]
                with db.cursor() as cursor:
                    cursor.executemany(
                        "INSERT INTO hand_money(session_id, hand, player, at, units, money)"
                        " VALUES (%s, %s, %s, %s, %s, %s)",
                        rows,
                    )

    # -- standings and drafts -------------------------------------------------------------------
    def standings(self, *, since: str = "", until: str = "9999") -> dict[str, tuple[int, Decimal]]:
        """Per player across sessions: (hands, money), for hands played in [since, until]."""

        def read() -> list[tuple[Any, ...]]:
            return self.db.execute(
                "SELECT player, money FROM hand_money WHERE at >= %s AND at <= %s", (since, until + "~")
            ).fetchall()

        out: dict[str, tuple[int, Decimal]] = {}
        for player, money in self._retrying(read):
            hands, total = out.get(player, (0, Decimal(0)))
            out[player] = (hands + 1, total + Decimal(money))
        return dict(sorted(out.items()))

    def save_draft(self, session_id: str, payload: str) -> None:
        def work() -> None:
            self.db.execute(
                "INSERT INTO drafts(session_id, payload, at) VALUES (%s, %s, %s)"
                " ON CONFLICT (session_id) DO UPDATE SET payload = EXCLUDED.payload, at = EXCLUDED.at",
                (_sid(session_id), payload, now_text()),
            )

        self._retrying(work)

    def draft(self, session_id: str) -> str | None:
        def read() -> str | None:
            row = self.db.execute("SELECT payload FROM drafts WHERE session_id = %s", (_sid(session_id),)).fetchone()
            return str(row[0]) if row else None

        return self._retrying(read)

    def clear_draft(self, session_id: str) -> None:
        self._retrying(lambda: self.db.execute("DELETE FROM drafts WHERE session_id = %s", (_sid(session_id),)))


class _AlreadyDone(Exception):
    """The interrupted action's COMMIT did go through before the connection dropped."""


def _sid(session_id: str) -> int:
    try:
        return int(session_id)
    except ValueError:
        raise InputError(f"there is no session {session_id!r} in this book") from None


def _hands_touched(session: Session, event: Event) -> set[int]:
    payload = event.payload
    if event.kind in ("undo", "redo"):
        payload = session.events[payload["undoes" if event.kind == "undo" else "redoes"] - 1].payload
    number = payload.get("hand")
    return {number} if isinstance(number, int) else set()
