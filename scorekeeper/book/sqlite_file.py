"""The SQLite book as a file: recognising one, making one, connecting to one safely.

Opening a file never trusts it: the header must name a scorekeeper book of a version
this program reads, the schema must be exactly ours (no table, view, trigger or index
of anyone else's), ``trusted_schema`` is off, and every query runs under a clock that
stops it after :data:`QUERY_SECONDS`.
"""

from __future__ import annotations

import os
import secrets
import sqlite3
import sys
import time
from functools import cache
from pathlib import Path
from typing import Any

from scorekeeper.book.interface import BookError, BookInUse
from scorekeeper.book.sqlite_schema import APPLICATION_ID, SCHEMA_VERSION, STEPS, STRICT_SINCE, migrate_step

SQLITE_MAGIC = b"SQLite format 3\x00"
QUERY_SECONDS = 30.0  # no single query of ours takes a second on 10,000 hands
INTEGRITY_CHECK_BYTES = 64 * 1024 * 1024  # full integrity_check up to this size, quick_check beyond
_ALLOWED_EXTRA = {"sqlite_stat1", "sqlite_stat4"}  # written by SQLite itself (ANALYZE, PRAGMA optimize)


class QueryClock:
    """The deadline the progress handler holds every query to."""

    def __init__(self) -> None:
        self.deadline = float("inf")
        self.limit = QUERY_SECONDS

    def start(self) -> None:
        self.deadline = time.monotonic() + self.limit

    def stop(self) -> None:
        self.deadline = float("inf")

    def expired(self) -> int:
        return 1 if time.monotonic() > self.deadline else 0


def check_sqlite_version() -> None:
    if sqlite3.sqlite_version_info < STRICT_SINCE:
        need = ".".join(map(str, STRICT_SINCE))
        raise BookError(
            f"this Python's SQLite is {sqlite3.sqlite_version}; the book needs SQLite {need} or newer "
            "(install a newer Python or the scorekeeper's own build)"
        )


def newer_message(path: Path, version: int) -> str:
    return (
        f"{path}: made by a newer version of the scorekeeper (book version {version}, "
        f"this program reads up to {SCHEMA_VERSION}); update the program"
    )


def check_header(path: Path) -> int:
    """The schema version in an existing file's header, refusing what is not a book."""
    size = path.stat().st_size
    if size == 0:
        raise BookError(f"{path}: the file is empty, not a scorekeeper book")
    with path.open("rb") as handle:
        header = handle.read(100)
    if len(header) < 100 or not header.startswith(SQLITE_MAGIC):
        raise BookError(f"{path}: not a scorekeeper book (not an SQLite database)")
    version = int.from_bytes(header[60:64], "big")
    app_id = int.from_bytes(header[68:72], "big")
    if app_id != APPLICATION_ID:
        raise BookError(f"{path}: an SQLite database, but not a scorekeeper book")
    if version > SCHEMA_VERSION:
        raise BookError(newer_message(path, version))
    return version


def create(path: Path) -> None:
    """Make a new, empty book at ``path`` all at once.

    The book is built beside ``path`` and linked into place only when complete, so
    no other process ever sees a half-made book (an empty file, or a header without
    the application id); if another process made it first, its book is kept.
    """
    check_sqlite_version()
    path.parent.mkdir(parents=True, exist_ok=True)
    temp = path.with_name(f".{path.name}.{os.getpid()}.{secrets.token_hex(4)}.new")
    os.close(os.open(temp, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o666))  # the mode SQLite would give it
    try:
        db = connect(path=temp, clock=QueryClock())
        try:
            db.execute("BEGIN IMMEDIATE")
            for step in range(SCHEMA_VERSION):
                migrate_step(db, step)
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


def connect(*, path: Path, clock: QueryClock, read_only: bool = False, immutable: bool = False) -> sqlite3.Connection:
    """A connection with our settings; read-only ones change nothing on the medium."""
    if read_only:
        uri = path.resolve().as_uri() + ("?mode=ro&immutable=1" if immutable else "?mode=ro")
        db = sqlite3.connect(uri, uri=True, isolation_level=None, timeout=30.0, check_same_thread=False)
    else:
        db = sqlite3.connect(path, isolation_level=None, timeout=30.0, check_same_thread=False)
    try:
        db.text_factory = _text
        db.set_progress_handler(clock.expired, 10_000)
        db.execute("PRAGMA trusted_schema = OFF")  # nothing in the file runs as code
        db.execute("PRAGMA cell_size_check = ON")  # a damaged page is an error, not garbage
        db.execute("PRAGMA busy_timeout = 30000")
        if read_only:
            db.execute("PRAGMA query_only = ON")
        else:
            if db.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
                db.execute("PRAGMA journal_mode = WAL")
            db.execute("PRAGMA synchronous = FULL")
        db.execute("PRAGMA foreign_keys = ON")
    except BaseException:
        db.close()
        raise
    return db


def open_connection(path: Path, *, clock: QueryClock, read_only: bool) -> sqlite3.Connection:
    """The book's connection; read-only, it falls back to ``immutable`` only when no WAL
    holds newer commits (a read-only medium where not even the -shm can be made)."""
    if not read_only:
        return connect(path=path, clock=clock)
    try:
        db = connect(path=path, clock=clock, read_only=True)
        db.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()  # the -shm may not be makeable
        return db
    except sqlite3.Error as exc:
        from scorekeeper.book.sqlite_errors import MEDIUM_CODES, primary_code

        wal = path.with_name(path.name + "-wal")
        if primary_code(exc) not in MEDIUM_CODES or (wal.exists() and wal.stat().st_size > 0):
            raise  # the last changes are in the WAL: reading the file alone would show an old book
        return connect(path=path, clock=clock, read_only=True, immutable=True)


def migrate(db: sqlite3.Connection, path: Path, version: int) -> None:
    """Bring the book up to :data:`SCHEMA_VERSION` in one transaction, after a backup."""
    db.execute("BEGIN IMMEDIATE")
    try:
        # Read again under the write lock: another process may have migrated it meanwhile.
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise BookError(newer_message(path, version))
        if version < SCHEMA_VERSION:
            # The backup reads through a second connection: it sees the last commit, which
            # no one can change while this transaction holds the write lock.
            source = sqlite3.connect(path)
            target = sqlite3.connect(path.with_name(f"{path.name}.v{version}.bak"))
            try:
                source.backup(target)
            finally:
                target.close()
                source.close()
            for step in range(version, SCHEMA_VERSION):
                migrate_step(db, step)
            db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        db.execute("COMMIT")
    except BaseException:
        if db.in_transaction:
            db.execute("ROLLBACK")
        raise


def _text(raw: bytes) -> str:
    """Text as stored; bytes that are not UTF-8 (a damaged file) read as U+FFFD, so the
    hash check reports the change instead of the read raising."""
    return raw.decode("utf-8", "replace")


def _normal(sql: str | None) -> str:
    return " ".join((sql or "").split())


@cache
def expected_shape(version: int) -> frozenset[tuple[str, str, str, str]]:
    """Every schema object a book of ``version`` has: (type, name, table, SQL)."""
    db = sqlite3.connect(":memory:", isolation_level=None)
    try:
        db.execute("BEGIN")
        for step in range(version):
            for statement in STEPS[step]:
                db.execute(statement)
        db.execute("COMMIT")
        return _shape(db)
    finally:
        db.close()


def _shape(db: sqlite3.Connection) -> frozenset[tuple[str, str, str, str]]:
    rows = db.execute("SELECT type, name, tbl_name, sql FROM sqlite_master").fetchall()
    return frozenset((t, n, tb, _normal(s)) for t, n, tb, s in rows if n not in _ALLOWED_EXTRA)


def check_shape(db: sqlite3.Connection, path: Path) -> int:
    """The book's version, refusing a book that has anything in its schema we did not put there.

    Both are read in one snapshot: another process may be migrating the book right now.
    """
    db.execute("BEGIN")
    try:
        version = int(db.execute("PRAGMA user_version").fetchone()[0])
        found = _shape(db)
    finally:
        db.execute("ROLLBACK")
    if version > SCHEMA_VERSION:
        raise BookError(newer_message(path, version))
    expected = expected_shape(version)
    if found == expected:
        return version
    extra = sorted(found - expected)
    if extra:
        kind, name = extra[0][0], extra[0][1]
        raise BookError(
            f"{path}: not a book this program made: it holds a {kind} {_short(name)!r} that a scorekeeper "
            "book never has (refused, the file is unchanged)"
        )
    missing = sorted(expected - found)
    raise BookError(f"{path}: the book is damaged: its {missing[0][0]} {missing[0][1]!r} is missing or changed")


def check_integrity(db: sqlite3.Connection, path: Path) -> None:
    """``integrity_check`` on books up to :data:`INTEGRITY_CHECK_BYTES`, ``quick_check`` beyond."""
    size = path.stat().st_size
    pragma = "integrity_check" if size <= INTEGRITY_CHECK_BYTES else "quick_check"
    result = db.execute(f"PRAGMA {pragma}(1)").fetchall()
    if result != [("ok",)]:
        first = " ".join(str(result[0][0]).replace("*** in database main ***", "").split())  # one line
        raise BookError(f"{path}: the book is damaged ({_short(first)})")


def _short(text: str, limit: int = 60) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def take_lock(path: Path) -> Any:
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


def release_lock(lock: Any) -> None:
    if lock is not None:
        lock.close()
