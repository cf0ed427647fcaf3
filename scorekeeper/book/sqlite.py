"""The book in one SQLite file: the embedded default for a home game.

WAL journal, ``synchronous=FULL``, one ``BEGIN IMMEDIATE`` transaction per action:
an action counts as saved only when its commit has returned. A file that is not a
book, is newer than this program, holds anything in its schema we did not put there,
or fails its check is refused untouched; a book that cannot be written (a read-only
medium, a full disk) opens read-only for show, settle and export.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any

from scorekeeper.book import sqlite_file as sf
from scorekeeper.book.interface import Book, BookError, Check, SessionInfo, currency_of
from scorekeeper.book.manager_rows import ManagerRows
from scorekeeper.book.register_rows import (
    REGISTER_SINCE,
    RegisterPrepare,
    append_register,
    read_register,
    store_register,
)
from scorekeeper.book.rows import read_events, store_event
from scorekeeper.book.session_ids import no_session, session_key
from scorekeeper.book.sqlite_errors import (
    FAILURES,
    MEDIUM_CODES,
    WRITE_CODES,
    StorageError,
    Unwritable,
    storage_error,
    unsaved_text,
)
from scorekeeper.book.sqlite_schema import READABLE_SINCE, SCHEMA_VERSION
from scorekeeper.book.sqlite_verify import check_chain, check_session, check_standings, list_rows
from scorekeeper.errors import InputError, KeptRefusal
from scorekeeper.session.event_records import stored_payload
from scorekeeper.session.events import Event, now_text
from scorekeeper.session.extension import extensions_of
from scorekeeper.session.session import Prepare, Session, paused_gc


def default_book_path() -> Path:
    """The book in the user's data folder."""
    from platformdirs import user_data_dir

    return Path(user_data_dir("scorekeeper", appauthor=False)) / "book.sqlite"


class SQLiteBook(ManagerRows, Book):
    """An open SQLite book. Use :meth:`open`; close it (or use ``with``) when done."""

    def __init__(self, path: Path, db: sqlite3.Connection, lock: Any = None, *, clock: sf.QueryClock) -> None:
        self.path = path
        self.db = db
        self._lock = lock
        self._clock = clock
        self._sessions: dict[str, Session] = {}
        self._unwritable = 0  # the SQLite code that made the book open read-only (a full disk), if any

    @property
    def location(self) -> str:
        return str(self.path)

    # -- opening --------------------------------------------------------------------
    @classmethod
    def open(
        cls, path: str | Path | None = None, *, exclusive: bool = False, read_only: bool = False, create: bool = True
    ) -> SQLiteBook:
        """Open (or, with ``create``, make) a book; ``exclusive`` also takes the app's editing lock.

        A book that exists but cannot be written here opens read-only instead
        (:attr:`read_only`): its sessions show, settle and export; recording is refused.
        """
        path = Path(path) if path is not None else default_book_path()
        sf.check_sqlite_version()
        if not path.exists() and (read_only or not create):  # a vanished folder is not made again
            raise sf.no_book(path)
        unwritable = 0
        if not read_only:
            try:
                return cls._open(path, exclusive=exclusive, read_only=False)
            except StorageError as exc:
                if exc.code not in MEDIUM_CODES or not path.is_file():
                    raise
                unwritable = exc.code if exc.code in WRITE_CODES else 0
            except OSError as exc:  # the folder cannot be written: no new book, no lock file
                if not path.is_file():
                    raise BookError(f"{path}: the book cannot be made here ({exc.strerror})") from None
        book = cls._open(path, exclusive=False, read_only=True)
        book._unwritable = unwritable  # recording then says why it cannot: "the disk is full: ..."
        return book

    @classmethod
    def _open(cls, path: Path, *, exclusive: bool, read_only: bool) -> SQLiteBook:
        if not path.exists() and not read_only:
            try:
                sf.create(path)
            except FAILURES as exc:
                raise storage_error(exc, location=str(path), unsaved="the new book") from None
        version = sf.check_header(path)
        clock = sf.QueryClock()
        lock = sf.take_lock(path) if exclusive else None
        db: sqlite3.Connection | None = None
        try:
            db = sf.open_connection(path, clock=clock, read_only=read_only)
            clock.start()
            sf.check_integrity(db, path)
            version = sf.check_shape(db, path)  # the version and schema of one snapshot
            clock.stop()
            book = cls(path, db, lock, clock=clock)
            book.read_only = read_only
            if read_only and version < READABLE_SINCE:
                raise BookError(f"{path}: this older book must be upgraded before use, and it cannot be written here")
            if version != SCHEMA_VERSION and not read_only:
                clock.start()
                sf.migrate(db, path, version)
                clock.stop()
            book.identity = sf.identity(db)
            return book
        except BaseException as exc:  # leave no connection (and so no -wal/-shm) and no lock behind
            if db is not None:
                db.close()
            sf.release_lock(lock)
            if isinstance(exc, FAILURES):
                raise storage_error(exc, location=str(path)) from None
            raise

    def close(self) -> None:
        self.db.close()
        sf.release_lock(self._lock)
        self._lock = None

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """One ``BEGIN IMMEDIATE`` ... ``COMMIT``; rolled back on any error (if still open)."""
        if self.read_only and self._unwritable:
            raise Unwritable(self._unwritable)  # worded by _writing, naming what was not saved
        if self.read_only:
            raise BookError(f"{self.path}: the book is open read-only here; nothing can be recorded")
        self._clock.start()
        try:
            self.db.execute("BEGIN IMMEDIATE")
            try:
                yield self.db
                self.db.execute("COMMIT")
            except KeptRefusal:  # a wrong passphrase: its count, the only write, stays
                self.db.execute("COMMIT")
                raise
            except BaseException:
                if self.db.in_transaction:  # a failed COMMIT may already have ended it
                    # The first error is the one to report; SQLite rolls back on close anyway.
                    with suppress(*FAILURES):
                        self.db.execute("ROLLBACK")
                raise
        finally:
            self._clock.stop()

    @contextmanager
    def _reading(self) -> Iterator[None]:
        """A read under the query clock, its storage errors in plain words."""
        self._clock.start()
        try:
            yield
        except FAILURES as exc:
            raise storage_error(exc, location=str(self.path)) from None
        finally:
            self._clock.stop()

    @contextmanager
    def _writing(self, kind: str, payload: Callable[[], dict[str, Any] | None], *sessions: str) -> Iterator[None]:
        """A write whose storage errors name what was not saved; on any failure the
        cached sessions are dropped, so none holds an event the book does not."""
        try:
            yield
        except FAILURES as exc:
            for sid in sessions:
                self._sessions.pop(sid, None)
            done = payload()
            hand = done.get("hand") if done else None
            raise storage_error(
                exc,
                location=str(self.path),
                unsaved=unsaved_text(kind, done),
                kind=kind,
                hand=hand if isinstance(hand, int) else None,
            ) from None
        except BaseException:
            for sid in sessions:
                self._sessions.pop(sid, None)
            raise

    # -- players and sessions -----------------------------------------------------------
    def player_names(self) -> list[str]:
        with self._reading():
            return [row[0] for row in self.db.execute("SELECT name FROM players ORDER BY name COLLATE NOCASE")]

    def list_sessions(self) -> list[SessionInfo]:
        with self._reading():
            return list_rows(self.db)

    def delete_session(self, session_id: str, *, passphrase: str | None = None) -> None:
        sid = session_key(session_id)
        with self._writing("deleted", lambda: None, session_id), self.transaction() as db:
            session = self.session(session_id)
            for extension in extensions_of(session):  # the casino: a manager passphrase is asked for
                extension.before_delete(session, passphrase, book=self)
            if session.hands or any(e.kind == "added" for e in session.events):
                raise InputError(f"session {session_id} holds hands: archive it instead")
            for table in ("events", "drafts", "hand_money"):
                db.execute(f"DELETE FROM {table} WHERE session_id = ?", (sid,))
            db.execute("DELETE FROM sessions WHERE id = ?", (sid,))
        self._sessions.pop(session_id, None)
        self.forget(session_id)

    # -- the manager's keys and guard (casino/manager.py; the rows: manager_rows) ----------
    def _rows_db(self) -> sqlite3.Connection:
        return self.db

    def adopt_manager_keys(self, derivations: dict[str, tuple[str, int, int, int]]) -> None:
        with self._writing("manager", lambda: None), self.transaction():
            for key, derivation in derivations.items():
                self.keep_manager_derivation(key, derivation)

    def check_manager(self, session_id: str, passphrase: str | None, *, hint: str = "") -> None:
        with self._writing("manager", lambda: None, session_id), self.transaction():
            session = self.session(session_id)
            if not any(e.check_passphrase(session, passphrase, book=self, hint=hint) for e in extensions_of(session)):
                raise InputError("this session has no manager passphrase")

    def change_counter(self) -> int:
        with self._reading():
            return int(self.db.execute("PRAGMA data_version").fetchone()[0])

    def _head(self, session_id: str) -> tuple[str, int] | None:
        row = self.db.execute("SELECT head, events FROM sessions WHERE id = ?", (session_key(session_id),)).fetchone()
        return (row[0], row[1]) if row else None

    def session(self, session_id: str) -> Session:
        with self._reading():
            head = self._head(session_id)
            if head is None:
                raise no_session(session_id)
            cached = self._sessions.get(session_id)
            if cached is None or len(cached.events) != head[1]:
                with paused_gc():  # reading thousands of events, too, is no work for the collector
                    cached = _replay(session_id, read_events(self.db, session_id))
                self._sessions[session_id] = cached
            return cached

    def head(self, session_id: str) -> str:
        with self._reading():
            head = self._head(session_id)
        if head is None:
            raise no_session(session_id)
        return head[0]

    def verify(self, session_id: str) -> Check:
        self.head(session_id)  # a session that is not there is refused, not "unverified"
        with self._reading():
            chain = check_chain(self.db, session_id)
        if not chain.verified:  # decided from the stored text alone: nothing changed is replayed
            return chain
        session = self.session(session_id)
        with self._reading():
            return check_session(self.db, session_id, session)

    def _new_id(self, db: sqlite3.Connection) -> str:
        return str(db.execute("SELECT COALESCE(MAX(id), 0) + 1 FROM sessions").fetchone()[0])

    def create_session(self, **kwargs: Any) -> Session:
        with self._writing("created", lambda: None), self.transaction() as db:
            sid = self._new_id(db)
            session = Session.create(sid, **kwargs)
            db.execute(
                "INSERT INTO sessions(id, name, created, head, events) VALUES (?, ?, ?, '', 0)",
                (int(sid), session.name, now_text()),
            )
            store_event(self.db, session, session.events[0])
        self._sessions[sid] = session
        self.remember(session)
        return session

    def import_events(self, events: list[Event]) -> Session:
        with self._writing("imported", lambda: None), self.transaction() as db:
            if events:
                held = db.execute("SELECT session_id FROM events WHERE seq = 1 AND hash = ?", (events[0].hash,))
                row = held.fetchone()
                if row is not None:
                    raise InputError(f"this book already holds that session (session {row[0]}); not imported twice")
            sid = self._new_id(db)
            session = Session(sid)
            db.execute(
                "INSERT INTO sessions(id, name, created, head, events) VALUES (?, '', ?, '', 0)", (int(sid), now_text())
            )
            for event in events:
                session.apply(event)
                store_event(self.db, session, event)
        self._sessions[sid] = session
        self.remember(session)
        return session

    def _act(self, session_id: str, kind: str, prepare: Prepare) -> Event:
        prepared: dict[str, Any] | None = None
        cached = self._sessions.get(session_id)
        if cached is None and kind == "added" and self._unwritable:
            cached = self.session(session_id)  # the hand's number, for the sentence saying it was not saved
        # Failing before prepare ran (the book busy), a new hand's number is still known.
        guess = {"hand": cached.next_hand} if cached is not None and kind == "added" else None
        with self._writing(kind, lambda: prepared or guess, session_id), self.transaction():
            session = self.session(session_id)
            if session.damaged or len(session.events) != self._head(session_id)[1]:  # type: ignore[index]
                raise BookError(f"session {session_id} is damaged and read-only: " + "; ".join(session.damaged))
            prepared = stored_payload(kind, prepare(session))[1]
            event = session.append(kind, prepared)
            store_event(self.db, session, event)
        self.remember(session)
        return event

    # -- the player register -------------------------------------------------------------
    def _register_held(self) -> bool:
        return int(self.db.execute("PRAGMA user_version").fetchone()[0]) >= REGISTER_SINCE

    def register_events(self) -> list[Event]:
        with self._reading():
            return read_register(self.db) if self._register_held() else []

    def record_register(self, prepare: RegisterPrepare) -> Event:
        with self._writing("register", lambda: None), self.transaction() as db:
            return append_register(db, prepare)

    def import_register(self, events: list[Event]) -> None:
        with self._writing("register", lambda: None), self.transaction() as db:
            if read_register(db):
                raise BookError(f"{self.path}: the player register is not empty; copy into a new book")
            for event in events:
                store_register(db, event)

    # -- standings and drafts ---------------------------------------------------------
    def _hand_money_rows(self, since: str, until: str) -> list[tuple[Any, str, str]]:
        with self._reading():
            return self.db.execute(
                "SELECT session_id, player, money FROM hand_money WHERE at >= ? AND at <= ?", (since, until + "~")
            ).fetchall()

    def _session_currencies(self) -> dict[str, str]:
        with self._reading():
            rows = self.db.execute("SELECT session_id, payload FROM events WHERE seq = 1").fetchall()
        return {str(sid): currency_of(payload) for sid, payload in rows}

    def _check_standings_table(self, sessions: dict[str, Session], *, ignore: bool) -> Check:
        with self._reading():
            return check_standings(self.db, sessions, ignore=ignore)

    def save_draft(self, session_id: str, payload: str) -> None:
        with self._writing("draft", lambda: None), self.transaction() as db:
            db.execute(
                "INSERT OR REPLACE INTO drafts(session_id, payload, at) VALUES (?, ?, ?)",
                (session_key(session_id), payload, now_text()),
            )

    def draft(self, session_id: str) -> str | None:
        with self._reading():
            row = self.db.execute(
                "SELECT payload FROM drafts WHERE session_id = ?", (session_key(session_id),)
            ).fetchone()
        return row[0] if row else None

    def clear_draft(self, session_id: str) -> None:
        if self.read_only:
            return  # nothing was saved here, so nothing to clear
        with self._writing("draft", lambda: None), self.transaction() as db:
            db.execute("DELETE FROM drafts WHERE session_id = ?", (session_key(session_id),))


def _replay(session_id: str, events: list[Event]) -> Session:
    """Replay that turns anything a damaged event makes the engine raise into one line."""
    try:
        return Session.replay(session_id, events)
    except (ArithmeticError, LookupError, TypeError, ValueError, AttributeError, RecursionError) as exc:
        raise BookError(f"session {session_id} is damaged: its events cannot be read ({type(exc).__name__})") from None
