"""The PostgreSQL book's connection: opening it, trying again, and failures in plain words.

A card room's terminals lose their server now and then (a restart, a cable, a router):
every call goes through :meth:`Link.retrying`, which reconnects and tries again a bounded
number of times. An action whose connection dropped during COMMIT may or may not have
been saved; the caller's ``committed`` check, run on the new connection first, tells,
so it is never recorded twice. What cannot be mended by trying again fails at once.
"""

from __future__ import annotations

import contextlib
import logging
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

import psycopg
from psycopg import errors as pg_errors

from scorekeeper.book.interface import BookError, BookInUse
from scorekeeper.book.sqlite_errors import StorageError
from scorekeeper.errors import KeptRefusal

T = TypeVar("T")
# A dropped connection is ours to report, in one sentence: psycopg's own warnings about it
# ("error ignored terminating Pipeline") must not reach a terminal's stderr unasked.
logging.getLogger("psycopg").addHandler(logging.NullHandler())
# Waits between tries: about 16 s in all, longer than a server restart takes on a busy machine.
BACKOFF = (0.05, 0.1, 0.2, 0.4, 0.8, 1.5, 2.0, 2.0, 3.0, 3.0, 3.0)
# Connection failures that no retry mends: a wrong name, user or password.
_HOPELESS = ("does not exist", "authentication failed", "no password supplied", "invalid", "not permitted")
CHANNEL = "scorekeeper_book"  # NOTIFY after each commit: "SCHEMA SESSION SEQ"
GONE_CAUSE = "the book's database server does not answer"
GONE_REMEDY = "check the network and the server, then try again"


def public_location(url: str) -> str:
    """The URL without any password (in the address or as a parameter)."""
    parts = urlsplit(url)
    netloc = parts.netloc
    if "@" in netloc:
        user, _, host = netloc.rpartition("@")
        netloc = f"{user.partition(':')[0]}@{host}"
    query = urlencode([(k, v) for k, v in parse_qsl(parts.query) if k != "password"])
    return urlunsplit(parts._replace(netloc=netloc, query=query))


def one_line(exc: BaseException) -> str:
    text = " ".join(str(exc).split())
    return text or type(exc).__name__


class AlreadyDone(Exception):
    """The interrupted action's COMMIT did go through before the connection dropped."""


class QmarkConnection:
    """The connection, taking SQLite's ``?`` placeholders: the checks the two backends
    share (``scorekeeper.book.rows``, ``sqlite_verify``) run on either unchanged."""

    def __init__(self, db: psycopg.Connection[Any]) -> None:
        self.raw = db

    def execute(self, query: str, params: Any = ()) -> psycopg.Cursor[Any]:
        return self.raw.execute(query.replace("?", "%s"), params or None)


class Link:
    """One connection to the book's server, reopened when it drops."""

    def __init__(self, url: str, *, exclusive: bool, read_only: bool, tries: int) -> None:
        self.url = url
        self.location = public_location(url)
        self.exclusive = exclusive
        self.read_only = read_only
        self.tries = max(1, tries)
        self.schema = ""
        self.changes = 0  # commits other connections announced on this book (see poll)
        self._db: psycopg.Connection[Any] | None = None
        self._connected_before = False

    @property
    def db(self) -> psycopg.Connection[Any]:
        if self._db is None or self._db.closed:
            raise BookError(f"{self.location}: the book is closed")
        return self._db

    @property
    def down(self) -> bool:
        return self._db is None or self._db.closed or self._db.broken

    def close(self) -> None:
        if self._db is not None:
            if self.exclusive and not self.down:
                # Let go of the editing lock now: the server ends a closed connection's
                # session a moment later, and a window opened at once must not be refused.
                with contextlib.suppress(psycopg.Error):
                    self._db.execute("SELECT pg_advisory_unlock_all()")
            self._db.close()  # (a lost connection's lock ends with it)
            self._db = None

    def connect(self) -> None:
        self.close()
        try:
            db = psycopg.connect(self.url, autocommit=True, connect_timeout=10, application_name="scorekeeper")
        except psycopg.OperationalError as exc:
            if any(word in str(exc) for word in _HOPELESS):  # asking again will not help
                raise BookError(f"{self.location}: cannot connect ({one_line(exc)})") from None
            raise
        except psycopg.Error as exc:  # a bad URL or option
            raise BookError(f"{self.location}: cannot connect ({one_line(exc)})") from None
        try:
            self._setup(db)
        except BaseException:
            db.close()
            raise
        self._db = db
        if self._connected_before:  # what was announced while away is lost: assume a change
            self.changes += 1
        self._connected_before = True

    def _setup(self, db: psycopg.Connection[Any]) -> None:
        # What the promises rest on, whatever the server's defaults: a COMMIT returns once
        # the WAL is on disk, and each statement sees what committed before it.
        db.execute("SET synchronous_commit = on")
        db.execute("SET default_transaction_isolation = 'read committed'")
        if self.read_only:
            db.execute("SET default_transaction_read_only = on")
        row = db.execute("SELECT current_schema()").fetchone()
        if row is None or row[0] is None:
            raise BookError(f"{self.location}: the schema named by the URL's search_path does not exist")
        self.schema = str(row[0])
        db.execute(f"LISTEN {CHANNEL}")  # psycopg keeps what arrives during queries for notifies()
        if self.exclusive:
            taken = db.execute(
                "SELECT pg_try_advisory_lock(hashtext(current_database() || '.' || %s || ':editing'))", (self.schema,)
            ).fetchone()
            if not (taken and taken[0]):
                raise BookInUse(
                    f"{self.location}: this book is open in another scorekeeper window; close it there first"
                )

    def _role(self) -> str:
        """The role the server knows this terminal by (from the URL, PGUSER or the login)."""
        if self._db is not None and not self._db.closed:
            return str(self._db.info.user)
        return urlsplit(self.url).username or "of this terminal"

    # -- changes by other terminals (LISTEN/NOTIFY) -----------------------------------------
    def _heard(self, notice: psycopg.Notify) -> None:
        schema, _, _ = notice.payload.rpartition(" ")[0].rpartition(" ")
        if notice.pid != self.db.info.backend_pid and schema == self.schema:
            self.changes += 1

    def announce(self, session_id: str, seq: int) -> None:
        """Tell the other terminals (delivered when the current transaction commits)."""
        self.db.execute("SELECT pg_notify(%s, %s)", (CHANNEL, f"{self.schema} {session_id} {seq}"))

    def poll(self) -> int:
        """:attr:`changes`, after reading what the server announced meanwhile (no query)."""
        db = self.db
        for notice in db.notifies(timeout=0.0):
            self._heard(notice)
        return self.changes

    @contextmanager
    def transaction(self) -> Iterator[psycopg.Connection[Any]]:
        """One transaction: committed when the block ends, rolled back on any error."""
        if self.read_only:
            raise BookError(f"{self.location}: the book is open read-only here; nothing can be recorded")
        kept: KeptRefusal | None = None
        with self.db.transaction():
            try:
                yield self.db
            except KeptRefusal as exc:  # a wrong passphrase: its count, the only write, stays
                kept = exc
        if kept is not None:
            raise kept

    def retrying(
        self,
        work: Callable[[], T],
        *,
        committed: Callable[[], bool] | None = None,
        unsaved: str | Callable[[], str] = "",
        tries: int = 0,
    ) -> T:
        """``work()`` with bounded retries after a serialization failure, a deadlock or a
        dropped connection; ``committed`` says whether an interrupted try went through
        (then :class:`AlreadyDone` is raised instead of doing it again). ``unsaved``
        names what was not saved, for the message (a callable: known only once tried)."""
        last: BaseException | None = None
        tries = min(tries, self.tries) if tries else self.tries
        for attempt in range(tries):
            if attempt:
                time.sleep(BACKOFF[min(attempt - 1, len(BACKOFF) - 1)])
            try:
                if self.down:
                    self.connect()
                    if committed is not None and committed():
                        raise AlreadyDone
                return work()
            except psycopg.OperationalError as exc:
                retry = isinstance(exc, pg_errors.SerializationFailure | pg_errors.DeadlockDetected)
                if not (retry or self.down or _lost(exc)):
                    raise self._refused(exc, _text(unsaved)) from None
                if not retry:  # whatever state the connection is in, a new one is clean
                    self.close()
                last = exc
            except psycopg.Error as exc:  # the book's tables are not as this program made them
                raise self._refused(exc, _text(unsaved)) from None
        if committed is not None:  # the last try may have gone through: look once more before saying not
            try:
                self.connect()
                if committed():
                    raise AlreadyDone
            except psycopg.OperationalError:
                pass
        unsaved = _text(unsaved)
        detail = f" (after {tries} tries: {one_line(last) if last else 'no answer'})"
        if unsaved:
            message = f"{GONE_CAUSE}: {unsaved} was not saved; {GONE_REMEDY}{detail}"
        else:
            message = f"{self.location}: {GONE_CAUSE}; {GONE_REMEDY}{detail}"
        raise StorageError(message, cause=GONE_CAUSE, unsaved=unsaved, remedy=GONE_REMEDY, code=0)

    def _refused(self, exc: psycopg.Error, unsaved: str) -> BookError:
        if isinstance(exc, pg_errors.ReadOnlySqlTransaction):
            return BookError(f"{self.location}: the book is open read-only here; nothing can be recorded")
        if isinstance(exc, pg_errors.InsufficientPrivilege):  # a grant missing, not a damaged book
            cause = f"the database refused: the role {self._role()} has no right to {_right(exc)}"
            remedy = "ask the database's administrator for the grant"
            text = cause
        else:
            cause = "the database refused the book"
            remedy = "check the book for damage"
            # The server's own sentence: its CONTEXT (which function, which line) is not the user's.
            text = f"{cause} ({' '.join((exc.diag.message_primary or '').split()) or one_line(exc)})"
        message = f"{text}: {unsaved} was not saved; {remedy}" if unsaved else f"{self.location}: {text}; {remedy}"
        return StorageError(message, cause=cause, unsaved=unsaved, remedy=remedy, code=0)


def _right(exc: psycopg.Error) -> str:
    """What the role may not do, from the server's words ("permission denied for table events")."""
    primary = " ".join((exc.diag.message_primary or "").split())
    what = primary.removeprefix("permission denied for ")
    return f"use the {what}" if what != primary and what else f"do this ({primary or one_line(exc)})"


def _lost(exc: psycopg.OperationalError) -> bool:
    """An error of the connection rather than of a statement: no SQLSTATE (libpq's own, such as
    "cannot exit pipeline mode while busy" when the server went away mid-pipeline), a
    connection exception (08), an operator or crash shutdown (57P), too many connections (53)."""
    state = exc.sqlstate
    return state is None or state.startswith(("08", "57P", "53"))


def _text(unsaved: str | Callable[[], str]) -> str:
    return unsaved if isinstance(unsaved, str) else unsaved()
