"""The book: one SQLite file holding the players and all their sessions.

WAL journal, ``synchronous=FULL``, one ``BEGIN IMMEDIATE`` transaction per action:
an action counts as saved only when its commit has returned. A file that is not a
book, is newer than this program, or fails its check is refused untouched.
"""

from __future__ import annotations

import os
import secrets
import sqlite3
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path
from typing import Any

from scorekeeper.errors import InputError
from scorekeeper.events import Event, now_text
from scorekeeper.ledger import fingerprint
from scorekeeper.schema import APPLICATION_ID, MIGRATIONS, SCHEMA_VERSION
from scorekeeper.session import Session, paused_gc

_SQLITE_MAGIC = b"SQLite format 3\x00"


class BookError(InputError):
    """The book cannot be opened or used; the message says why."""


class BookInUse(BookError):
    """Another window holds this book open for editing."""


def default_book_path() -> Path:
    """The book in the user's data folder."""
    from platformdirs import user_data_dir

    return Path(user_data_dir("scorekeeper", appauthor=False)) / "book.sqlite"


def _check_header(path: Path) -> int:
    """The schema version in an existing file's header, refusing what is not a book."""
    size = path.stat().st_size
    if size == 0:
        raise BookError(f"{path}: the file is empty, not a scorekeeper book")
    with path.open("rb") as handle:
        header = handle.read(100)
    if len(header) < 100 or not header.startswith(_SQLITE_MAGIC):
        raise BookError(f"{path}: not a scorekeeper book (not an SQLite database)")
    version = int.from_bytes(header[60:64], "big")
    app_id = int.from_bytes(header[68:72], "big")
    if app_id != APPLICATION_ID:
        raise BookError(f"{path}: an SQLite database, but not a scorekeeper book")
    if version > SCHEMA_VERSION:
        raise BookError(_newer_message(path, version))
    return version


def _newer_message(path: Path, version: int) -> str:
    return (
        f"{path}: made by a newer version of the scorekeeper (book version {version}, "
        f"this program reads up to {SCHEMA_VERSION}); update the program"
    )


def _describe_sqlite_error(exc: sqlite3.DatabaseError) -> str:
    if isinstance(exc, sqlite3.OperationalError):  # locked, read-only, cannot open: the file may be fine
        return f"the book cannot be used ({exc})"
    return f"the book is damaged ({exc})"


def _create(path: Path) -> None:
    """Make a new, empty book at ``path`` all at once.

    The book is built beside ``path`` and linked into place only when complete, so
    no other process ever sees a half-made book (an empty file, or a header without
    the application id); if another process made it first, its book is kept.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    temp = path.with_name(f".{path.name}.{os.getpid()}.{secrets.token_hex(4)}.new")
    os.close(os.open(temp, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o666))  # the mode SQLite would give it
    try:
        db = _connect(temp)
        try:
            db.execute("BEGIN IMMEDIATE")
            for step in range(SCHEMA_VERSION):
                MIGRATIONS[step](db)
            db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            db.execute("COMMIT")
        finally:
            db.close()  # checkpoints: the whole book is now in the one file
        try:
            os.link(temp, path)  # fails if the path exists: never replaces a book
        except FileExistsError:
            pass
        except OSError:  # no hard links on this file system
            if not path.exists():
                os.replace(temp, path)
    finally:
        temp.unlink(missing_ok=True)


@dataclass(frozen=True)
class SessionInfo:
    id: str
    name: str
    date: str
    hands: int
    settled: bool = False
    archived: bool = False


class Book:
    """An open book. Use :meth:`open`; close it (or use ``with``) when done."""

    def __init__(self, path: Path, db: sqlite3.Connection, lock: Any = None) -> None:
        self.path = path
        self.db = db
        self._lock = lock
        self._sessions: dict[str, Session] = {}

    # -- opening --------------------------------------------------------------------
    @classmethod
    def open(cls, path: str | Path | None = None, *, exclusive: bool = False) -> Book:
        """Open (or create) a book; ``exclusive`` also takes the app's editing lock."""
        path = Path(path) if path is not None else default_book_path()
        if not path.exists():
            _create(path)
        version = _check_header(path)
        lock = _take_lock(path) if exclusive else None
        db: sqlite3.Connection | None = None
        try:
            db = _connect(path)
            _quick_check(db, path)
            book = cls(path, db, lock)
            book._migrate(version)
            return book
        except BaseException as exc:  # leave no connection (and so no -wal/-shm) and no lock behind
            if db is not None:
                db.close()
            _release_lock(lock)
            if isinstance(exc, sqlite3.DatabaseError):
                raise BookError(f"{path}: {_describe_sqlite_error(exc)}") from None
            raise

    def close(self) -> None:
        self.db.close()
        _release_lock(self._lock)
        self._lock = None

    def __enter__(self) -> Book:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _migrate(self, version: int) -> None:
        if version == SCHEMA_VERSION:
            return
        with self.transaction():
            # Read again under the write lock: another process may have migrated it meanwhile.
            version = self.db.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise BookError(_newer_message(self.path, version))
            if version == SCHEMA_VERSION:
                return
            # The backup reads through a second connection: it sees the last commit, which
            # no one can change while this transaction holds the write lock.
            source = sqlite3.connect(self.path)
            target = sqlite3.connect(self.path.with_name(f"{self.path.name}.v{version}.bak"))
            try:
                source.backup(target)
            finally:
                target.close()
                source.close()
            for step in range(version, SCHEMA_VERSION):
                MIGRATIONS[step](self.db)
            self.db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            self.db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """One ``BEGIN IMMEDIATE`` ... ``COMMIT``; rolled back on any error."""
        self.db.execute("BEGIN IMMEDIATE")
        try:
            yield self.db
        except BaseException:
            self.db.execute("ROLLBACK")
            raise
        self.db.execute("COMMIT")

    # -- players and sessions -----------------------------------------------------------
    def player_names(self) -> list[str]:
        return [row[0] for row in self.db.execute("SELECT name FROM players ORDER BY name COLLATE NOCASE")]

    def list_sessions(self) -> list[SessionInfo]:
        rows = self.db.execute(
            "SELECT s.id, s.name, s.created, (SELECT COUNT(DISTINCT hand) FROM hand_money m WHERE m.session_id = s.id)"
            " FROM sessions s ORDER BY s.id"
        ).fetchall()
        out = []
        for sid, name, created, hands in rows:
            session = self.session(str(sid))
            date = session.date or created[:10]
            out.append(SessionInfo(str(sid), session.name or name, date, hands, session.settled, session.archived))
        return out

    def delete_session(self, session_id: str, *, passphrase: str | None = None) -> None:
        """Remove a session that holds no hand (recorded or undone) from the book; refused otherwise.

        A session with a manager passphrase is deleted only with it (casino/manager.py)."""
        sid = _sid(session_id)
        with self.transaction() as db:
            session = self.session(session_id)
            if session.casino.manager is not None:
                from scorekeeper.casino.manager import check

                check(session, passphrase)
            if session.hands or any(e.kind == "added" for e in session.events):
                raise InputError(f"session {session_id} holds hands: archive it instead")
            for table in ("events", "drafts", "hand_money"):
                db.execute(f"DELETE FROM {table} WHERE session_id = ?", (sid,))
            db.execute("DELETE FROM sessions WHERE id = ?", (sid,))
        self._sessions.pop(session_id, None)

    def _events(self, session_id: str) -> list[Event]:
        rows = self.db.execute(
            "SELECT seq, kind, at, payload, hash FROM events WHERE session_id = ? ORDER BY seq", (int(session_id),)
        ).fetchall()
        return [Event(*row) for row in rows]

    def _head(self, session_id: str) -> tuple[str, int] | None:
        row = self.db.execute("SELECT head, events FROM sessions WHERE id = ?", (_sid(session_id),)).fetchone()
        return (row[0], row[1]) if row else None

    def session(self, session_id: str) -> Session:
        """The session, replayed from its events (cached while the book is open)."""
        head = self._head(session_id)
        if head is None:
            raise InputError(f"there is no session {session_id!r} in this book")
        cached = self._sessions.get(session_id)
        if cached is None or len(cached.events) != head[1]:
            with paused_gc():  # reading thousands of events, too, is no work for the collector
                cached = Session.replay(session_id, self._events(session_id))
            self._sessions[session_id] = cached
        return cached

    def head(self, session_id: str) -> str:
        head = self._head(session_id)
        if head is None:
            raise InputError(f"there is no session {session_id!r} in this book")
        return head[0]

    def fingerprint(self, session_id: str) -> str:
        return fingerprint(self.head(session_id))

    def create_session(self, **kwargs: Any) -> Session:
        """A new session; the keyword arguments are those of :meth:`Session.create`."""
        with self.transaction() as db:
            sid = str(db.execute("SELECT COALESCE(MAX(id), 0) + 1 FROM sessions").fetchone()[0])
            session = Session.create(sid, **kwargs)
            db.execute(
                "INSERT INTO sessions(id, name, created, head, events) VALUES (?, ?, ?, '', 0)",
                (int(sid), session.name, now_text()),
            )
            self._store(session, session.events[0])
        self._sessions[sid] = session
        return session

    def import_events(self, events: list[Event]) -> Session:
        """A whole session from another book's events (already verified)."""
        with self.transaction() as db:
            sid = str(db.execute("SELECT COALESCE(MAX(id), 0) + 1 FROM sessions").fetchone()[0])
            session = Session(sid)
            db.execute(
                "INSERT INTO sessions(id, name, created, head, events) VALUES (?, '', ?, '', 0)", (int(sid), now_text())
            )
            for event in events:
                session.apply(event)
                self._store(session, event)
            db.execute("UPDATE sessions SET name = ? WHERE id = ?", (session.name, int(sid)))
        self._sessions[sid] = session
        return session

    def act(self, session_id: str, kind: str, prepare: Callable[[Session], dict[str, Any]]) -> Event:
        """Check and record one action in one transaction; returns after COMMIT.

        ``prepare`` runs inside the write lock on the session as the book holds it
        now (another process may have added to it), and raises to refuse.
        """
        with self.transaction():
            session = self.session(session_id)
            if session.damaged or len(session.events) != self._head(session_id)[1]:  # type: ignore[index]
                raise BookError(f"session {session_id} is damaged and read-only: " + "; ".join(session.damaged))
            payload = prepare(session)
            event = session.append(kind, payload)
            try:
                self._store(session, event)
            except BaseException:
                self._sessions.pop(session_id, None)
                raise
        return event

    def _store(self, session: Session, event: Event) -> None:
        sid = int(session.id)
        self.db.execute(
            "INSERT INTO events(session_id, seq, kind, at, payload, hash) VALUES (?, ?, ?, ?, ?, ?)",
            (sid, event.seq, event.kind, event.at, event.payload_text, event.hash),
        )
        self.db.execute("UPDATE sessions SET head = ?, events = ? WHERE id = ?", (event.hash, event.seq, sid))
        for name in session.players:
            self.db.execute("INSERT OR IGNORE INTO players(name, created) VALUES (?, ?)", (name, event.at))
        for number in _hands_touched(session, event):
            self.db.execute("DELETE FROM hand_money WHERE session_id = ? AND hand = ?", (sid, number))
            record = session.hands.get(number)
            if record is not None and record.status == "recorded":
                for p in record.result["players"]:
                    self.db.execute(
                        "INSERT INTO hand_money(session_id, hand, player, at, units, money) VALUES (?, ?, ?, ?, ?, ?)",
                        (sid, number, p["name"], record.at, p["units"], p["money"]),
                    )

    def change_counter(self) -> int:
        """A number that changes whenever another connection (the CLI, a second app) commits
        to this book; this connection's own commits leave it alone (``PRAGMA data_version``)."""
        return int(self.db.execute("PRAGMA data_version").fetchone()[0])

    # -- standings and drafts ---------------------------------------------------------
    def standings(self, *, since: str = "", until: str = "9999") -> dict[str, tuple[int, Decimal]]:
        """Per player across sessions: (hands, money), for hands played in [since, until]."""
        out: dict[str, tuple[int, Decimal]] = {}
        rows = self.db.execute("SELECT player, money FROM hand_money WHERE at >= ? AND at <= ?", (since, until + "~"))
        for player, money in rows:
            hands, total = out.get(player, (0, Decimal(0)))
            out[player] = (hands + 1, total + Decimal(money))
        return dict(sorted(out.items()))

    def save_draft(self, session_id: str, payload: str) -> None:
        with self.transaction() as db:
            db.execute(
                "INSERT OR REPLACE INTO drafts(session_id, payload, at) VALUES (?, ?, ?)",
                (int(session_id), payload, now_text()),
            )

    def draft(self, session_id: str) -> str | None:
        row = self.db.execute("SELECT payload FROM drafts WHERE session_id = ?", (int(session_id),)).fetchone()
        return row[0] if row else None

    def clear_draft(self, session_id: str) -> None:
        with self.transaction() as db:
            db.execute("DELETE FROM drafts WHERE session_id = ?", (int(session_id),))


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


def _connect(path: Path) -> sqlite3.Connection:
    db = sqlite3.connect(path, isolation_level=None, timeout=30.0, check_same_thread=False)
    try:
        db.execute("PRAGMA busy_timeout = 30000")
        if db.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
            db.execute("PRAGMA journal_mode = WAL")
        db.execute("PRAGMA synchronous = FULL")
        db.execute("PRAGMA foreign_keys = ON")
    except BaseException:
        db.close()
        raise
    return db


def _quick_check(db: sqlite3.Connection, path: Path) -> None:
    try:
        result = db.execute("PRAGMA quick_check").fetchall()
    except sqlite3.DatabaseError as exc:
        db.close()
        raise BookError(f"{path}: the book is damaged ({exc})") from None
    if result != [("ok",)]:
        db.close()
        first = " ".join(str(result[0][0]).replace("*** in database main ***", "").split())  # one line
        raise BookError(f"{path}: the book is damaged ({first})")


def _take_lock(path: Path) -> Any:
    lock_path = path.with_name(path.name + ".lock")
    handle = open(lock_path, "a+")  # noqa: SIM115 - held open for the book's lifetime
    try:
        if sys.platform == "win32":
            import msvcrt

            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        else:
            import fcntl

            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        handle.close()
        raise BookInUse(f"{path}: this book is open in another scorekeeper window; close it there first") from None
    return handle


def _release_lock(lock: Any) -> None:
    if lock is not None:
        lock.close()
