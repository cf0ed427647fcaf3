"""The book as the rest of the program sees it: one small interface, several backends.

The engine, the CLI and the app speak only to :class:`Book`; :func:`scorekeeper.book.open_book`
picks the backend from the book's name (a path for SQLite, a ``postgresql://`` URL for
PostgreSQL). Every backend keeps the same promises: an action counts as saved only when
its commit has returned, every failure is a :class:`BookError` with a sentence a player can
act on, and what a view shows has been checked against the event log (or says it was not).
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal, localcontext
from typing import Any, Self, TypeVar, overload

from scorekeeper.amounts import MONEY_CONTEXT
from scorekeeper.book.register_rows import RegisterPrepare
from scorekeeper.errors import InputError
from scorekeeper.ledger.totals import fingerprint
from scorekeeper.money import Money
from scorekeeper.session.event_records import EventRecord, kind_of
from scorekeeper.session.events import Event
from scorekeeper.session.session import Prepare, Session

R = TypeVar("R", bound=EventRecord)

# The states a session's row in the book carries, so a listing needs no replay.
OPEN, SETTLED, ARCHIVED, DAMAGED = "open", "settled", "archived", "damaged"
SESSION_STATES = (OPEN, SETTLED, ARCHIVED, DAMAGED)


@dataclass(frozen=True)
class Standing:
    """One player's hands and money in one currency across a book's sessions."""

    player: str
    hands: int
    money: Money


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
    identity: str = ""  # the book's random id, stored in it ("" for an older book opened read-only)

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

    def remember(self, session: Session) -> None:
        """After a commit: this computer's memory of the book notes the session's new head
        (scorekeeper/book/memory.py; best-effort, never an error)."""
        from scorekeeper.book.memory import remember_written

        remember_written(self, session)

    def forget(self, session_id: str) -> None:
        """A deleted session (it held no hand) leaves the memory too (best-effort)."""
        from contextlib import suppress

        from scorekeeper.book.memory import forget

        with suppress(Exception):
            forget(self.identity, session_id)

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

    # -- the manager's keys and guard (casino/manager.py), inside a write transaction -------
    def manager_derivation(self, key: str) -> tuple[str, int, int, int] | None:
        """How the manager's public ``key`` was derived (scrypt's salt, n, r, p), if set in this book."""
        return None

    def keep_manager_derivation(self, key: str, derivation: tuple[str, int, int, int]) -> None:
        """Keep a new key's derivation beside the log (never in it, never in an export)."""
        raise BookError(f"{self.location}: this book cannot keep a manager's passphrase")

    def adopt_manager_keys(self, derivations: dict[str, tuple[str, int, int, int]]) -> None:
        """Keys' derivations from another book, in one transaction (``book copy``: the copy is the book)."""
        raise BookError(f"{self.location}: this book cannot keep a manager's passphrase")

    def guard_failures(self, session_id: str) -> int:
        """Wrong manager passphrases in a row for the session, as the book counts them."""
        return 0

    def set_guard_failures(self, session_id: str, count: int) -> None:
        raise BookError(f"{self.location}: this book cannot count wrong passphrases")

    def check_manager(self, session_id: str, passphrase: str | None, *, hint: str = "") -> None:
        """The manager's passphrase checked as a sign-off would be (the book's wait first, a
        wrong one counted), without recording anything."""
        raise BookError(f"{self.location}: this book cannot check a manager's passphrase")

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

    @overload
    def act(self, session_id: str, kind: type[R], prepare: Callable[[Session], R]) -> Event: ...
    @overload
    def act(self, session_id: str, kind: str, prepare: Prepare) -> Event: ...
    def act(self, session_id: str, kind: str | type[EventRecord], prepare: Prepare) -> Event:
        """Check and record one action in one transaction; returns after COMMIT.

        ``prepare`` runs inside the write lock on the session as the book holds it now
        (another process may have added to it), and raises to refuse. ``kind`` is the record
        class it returns (``book.act(sid, StakeSet, lambda s: s.prepare_stake(...))``: mypy
        holds the two together), or the kind's name; a record of another kind is refused.
        """
        return self._act(session_id, kind_of(kind), prepare)

    @abstractmethod
    def _act(self, session_id: str, kind: str, prepare: Prepare) -> Event:
        """:meth:`act` for a kind named by its text."""

    # -- the player register (scorekeeper/players/; not abstract, so an older backend still opens)
    def register_events(self) -> list[Event]:
        """The player register's log in order ([] for a book older than the register, read-only)."""
        return []

    def record_register(self, prepare: RegisterPrepare) -> Event:
        """Check and record one register action in one transaction; returns after COMMIT.
        ``prepare`` runs under the write lock on the log as the book holds it now."""
        raise BookError(f"{self.location}: this book cannot keep a player register")

    def import_register(self, events: list[Event]) -> None:
        """Another book's register log, as it is (a copy); refused unless this register is empty."""
        raise BookError(f"{self.location}: this book cannot keep a player register")

    def sessions_by_player(self) -> dict[str, set[str]]:
        """Per name played: the sessions holding a live hand of it (from the standings table)."""
        out: dict[str, set[str]] = {}
        for session_id, player, _money in self._hand_money_rows("", "9999"):
            out.setdefault(player, set()).add(str(session_id))
        return out

    # -- standings and drafts ---------------------------------------------------------------
    def standings_by_currency(self, *, since: str = "", until: str = "9999") -> dict[str, dict[str, Standing]]:
        """Per currency, per player across sessions: hands and money, for hands played in
        [since, until]. Summed exactly (the money context), never across currencies."""
        currencies = self._session_currencies()
        totals: dict[str, dict[str, tuple[int, Decimal]]] = {}
        with localcontext(MONEY_CONTEXT):
            for session_id, player, money in self._hand_money_rows(since, until):
                players = totals.setdefault(currencies.get(str(session_id), ""), {})
                hands, total = players.get(player, (0, Decimal(0)))
                try:
                    players[player] = (hands + 1, total + Decimal(money))
                except ArithmeticError:
                    raise BookError("the book is damaged: an amount in its standings is not a number") from None
        return {
            currency: {p: Standing(p, hands, Money(total, currency)) for p, (hands, total) in sorted(players.items())}
            for currency, players in sorted(totals.items())
        }

    def standings(
        self, *, since: str = "", until: str = "9999", currency: str | None = None
    ) -> dict[str, tuple[int, Decimal]]:
        """Per player across sessions: (hands, money), for hands played in [since, until], in
        ``currency`` (by default the one the book's hands were played in: a book that holds
        money in two currencies is refused rather than added up across them)."""
        by_currency = self.standings_by_currency(since=since, until=until)
        if currency is None:
            if len(by_currency) > 1:
                held = ", ".join(c or "no currency" for c in by_currency)
                raise InputError(f"the book holds money in {held}: ask for the standings of one currency")
            currency = next(iter(by_currency), "")
        return {p: (s.hands, s.money.amount) for p, s in by_currency.get(currency, {}).items()}

    @abstractmethod
    def _hand_money_rows(self, since: str, until: str) -> list[tuple[Any, str, str]]:
        """(session id, player, money) of every live hand played in [since, until]."""

    @abstractmethod
    def _session_currencies(self) -> dict[str, str]:
        """Each session's currency, as its "created" event recorded it."""

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


def currency_of(created_payload: str) -> str:
    """A session's currency from its "created" payload (a damaged one: no currency)."""
    try:
        currency = json.loads(created_payload).get("currency", "")
    except (ValueError, AttributeError, RecursionError):
        return ""
    return currency if isinstance(currency, str) else ""
