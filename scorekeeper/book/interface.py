"""The book as the rest of the program sees it: one small interface, several backends.

The engine, the CLI and the app speak only to :class:`Book`; :func:`scorekeeper.book.open_book`
picks the backend from the book's name (a path for SQLite, a ``postgresql://`` URL for
PostgreSQL). Every backend keeps the same promises: an action counts as saved only when
its commit has returned, every failure is a :class:`BookError` with a sentence a player can
act on, and what a view shows has been checked against the event log (or says it was not).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal
from typing import Any, Self

from scorekeeper.errors import InputError
from scorekeeper.ledger.totals import fingerprint
from scorekeeper.session.events import Event
from scorekeeper.session.session import Session

# The states a session's row in the book carries, so a listing needs no replay.
OPEN, SETTLED, ARCHIVED, DAMAGED = "open", "settled", "archived", "damaged"
SESSION_STATES = (OPEN, SETTLED, ARCHIVED, DAMAGED)


class BookError(InputError):
    """The book cannot be opened or used; the message says why, in plain words."""


class BookInUse(BookError):
    """Another window holds this book open for editing."""


@dataclass(frozen=True)
class SessionInfo:
    """One line of the book's list of sessions, read from the sessions table alone."""

    id: str
    name: str
    date: str
    hands: int
    settled: bool = False
    archived: bool = False  # hidden from the start list, kept in the book and the standings
    state: str = OPEN  # open, settled, archived or damaged (damaged wins, then archived)
    verified: bool = True  # False: the row or the session's chain did not check out
    problem: str = ""  # why it did not, in one line


@dataclass(frozen=True)
class Check:
    """What a view checked before showing something: ``verified`` or the first problem."""

    verified: bool
    problems: tuple[str, ...] = ()

    @property
    def problem(self) -> str:
        return self.problems[0] if self.problems else ""


class Book(ABC):
    """An open book. Close it (or use ``with``) when done."""

    read_only: bool = False  # opened read-only (a read-only medium, a full disk)

    # -- identity and lifetime -----------------------------------------------------------
    @property
    @abstractmethod
    def location(self) -> str:
        """The book's name as the user gave it (a path, or a URL without its password)."""

    @abstractmethod
    def close(self) -> None: ...

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- players and sessions -------------------------------------------------------------
    @abstractmethod
    def player_names(self) -> list[str]: ...

    @abstractmethod
    def list_sessions(self) -> list[SessionInfo]:
        """Every session from the sessions table (no replay), each row checked."""

    def delete_session(self, session_id: str, *, passphrase: str | None = None) -> None:
        """Remove a session that holds no hand (recorded or undone); refused otherwise, and
        without the manager's ``passphrase`` when the session has one.
        (Not abstract, so a backend written before it existed still opens.)"""
        raise BookError(f"{self.location}: this book cannot delete sessions; archive it instead")

    def change_counter(self) -> int:
        """A number that changes whenever another connection (the CLI, a second app) commits
        to this book; this connection's own commits leave it alone."""
        raise BookError(f"{self.location}: this book cannot tell when another terminal changed it")

    @abstractmethod
    def session(self, session_id: str) -> Session:
        """The session, replayed from its events (cached while the book is open)."""

    @abstractmethod
    def head(self, session_id: str) -> str:
        """The hash of the session's last event as the book records it."""

    def fingerprint(self, session_id: str) -> str:
        return fingerprint(self.head(session_id))

    @abstractmethod
    def verify(self, session_id: str) -> Check:
        """The session's chain against its recorded head, and the derived tables against
        the events: what every view that shows the session checks first."""

    @abstractmethod
    def create_session(self, **kwargs: Any) -> Session:
        """A new session; the keyword arguments are those of :meth:`Session.create`."""

    @abstractmethod
    def import_events(self, events: list[Event]) -> Session:
        """A whole session from another book's events (already verified); a session the
        book already holds is refused as a duplicate."""

    @abstractmethod
    def act(self, session_id: str, kind: str, prepare: Callable[[Session], dict[str, Any]]) -> Event:
        """Check and record one action in one transaction; returns after COMMIT.

        ``prepare`` runs inside the write lock on the session as the book holds it now
        (another process may have added to it), and raises to refuse.
        """

    # -- standings and drafts ---------------------------------------------------------------
    @abstractmethod
    def standings(self, *, since: str = "", until: str = "9999") -> dict[str, tuple[int, Decimal]]:
        """Per player across sessions: (hands, money), for hands played in [since, until]."""

    def standings_check(self) -> Check:
        """Whether the table behind :meth:`standings` agrees with every session's events.

        A session whose chain or row already fails, or that is too damaged to replay, is
        named; the others are compared with the table by the backend's own query.
        """
        sessions: dict[str, Session] = {}
        unreadable: list[str] = []
        for info in self.list_sessions():
            if not info.verified:
                unreadable.append(info.problem)
                continue
            try:
                sessions[info.id] = self.session(info.id)
            except BookError as exc:
                unreadable.append(str(exc))
        check = self._check_standings_table(sessions, ignore=bool(unreadable))
        return Check(not unreadable and check.verified, tuple(unreadable) + check.problems)

    @abstractmethod
    def _check_standings_table(self, sessions: dict[str, Session], *, ignore: bool) -> Check:
        """The standings table against ``sessions`` (``ignore``: rows of other sessions may differ)."""

    @abstractmethod
    def save_draft(self, session_id: str, payload: str) -> None: ...

    @abstractmethod
    def draft(self, session_id: str) -> str | None: ...

    @abstractmethod
    def clear_draft(self, session_id: str) -> None: ...
