"""The book's PostgreSQL schema and its forward migrations.

The same tables and version numbers as the SQLite book (``scorekeeper.book.sqlite_schema``), so a
book copies either way unchanged. The book is one schema of a database (the first of the
connection's ``search_path``): ``book_meta`` marks it as ours and carries its version.
Texts that are compared or sorted (times, names) use the "C" collation, which orders
bytes as SQLite does whatever the server's locale. Each step runs inside one transaction
(DDL is transactional in PostgreSQL): a failed migration leaves the book as it was.
:func:`prepare_schema`, run as a book opens, refuses a schema that is not a book or is newer.
Beside the shared version, ``book_meta('functions')`` is the version of the server-side
functions every write goes through (``pg_functions``); a book older than them gets them as it opens.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from scorekeeper.book.interface import BookError
from scorekeeper.book.pg_functions import FUNCTIONS_VERSION, install_functions
from scorekeeper.book.sqlite_schema import MANAGER_GUARD, READABLE_SINCE, SCHEMA_VERSION, SESSION_ROW_COLUMNS

if TYPE_CHECKING:
    from scorekeeper.book.pg_link import Link

APPLICATION = "scorekeeper"  # book_meta 'application': this schema is a scorekeeper book

_V1 = (
    """CREATE TABLE book_meta(
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL)""",
    """CREATE TABLE players(
        name TEXT COLLATE "C" PRIMARY KEY,
        created TEXT COLLATE "C" NOT NULL)""",
    """CREATE TABLE sessions(
        id BIGINT PRIMARY KEY,
        name TEXT NOT NULL,
        created TEXT COLLATE "C" NOT NULL,
        head TEXT NOT NULL,
        events INTEGER NOT NULL)""",
    """CREATE TABLE events(
        session_id BIGINT NOT NULL REFERENCES sessions(id),
        seq INTEGER NOT NULL,
        kind TEXT NOT NULL,
        at TEXT COLLATE "C" NOT NULL,
        payload TEXT NOT NULL,
        hash TEXT NOT NULL,
        PRIMARY KEY(session_id, seq))""",
    # The money of every live hand, kept in step with the events (exact decimal text).
    """CREATE TABLE hand_money(
        session_id BIGINT NOT NULL REFERENCES sessions(id),
        hand INTEGER NOT NULL,
        player TEXT COLLATE "C" NOT NULL REFERENCES players(name),
        at TEXT COLLATE "C" NOT NULL,
        units TEXT NOT NULL,
        money TEXT NOT NULL,
        PRIMARY KEY(session_id, hand, player))""",
    "CREATE INDEX hand_money_at ON hand_money(at)",
    f"INSERT INTO book_meta(key, value) VALUES ('application', '{APPLICATION}'), ('schema_version', '1')",
)

_V2 = (
    # The hand being typed in the app, so a crash loses nothing.
    """CREATE TABLE drafts(
        session_id BIGINT PRIMARY KEY REFERENCES sessions(id),
        payload TEXT NOT NULL,
        at TEXT COLLATE "C" NOT NULL)""",
)


_V4 = (
    # The book's own identity (SQLite keeps it in its table ``book``): a random id made once.
    "INSERT INTO book_meta(key, value) VALUES "
    "('book_id', md5(random()::text || clock_timestamp()::text || pg_backend_pid()::text))",
)

_V5 = (
    # The player register's log (SQLite: the same table; scorekeeper/players/).
    """CREATE TABLE register_events(
        seq INTEGER PRIMARY KEY,
        kind TEXT NOT NULL,
        at TEXT COLLATE "C" NOT NULL,
        payload TEXT NOT NULL,
        hash TEXT NOT NULL)""",
)

_V6 = MANAGER_GUARD + (  # as on SQLite: the count in the session's row, the keys' derivations beside the log
    """CREATE TABLE manager_keys(
        key TEXT PRIMARY KEY CHECK (length(key) = 64),
        salt TEXT NOT NULL CHECK (length(salt) = 32),
        n INTEGER NOT NULL,
        r INTEGER NOT NULL,
        p INTEGER NOT NULL)""",
)

_STEPS: dict[int, tuple[str, ...]] = {0: _V1, 1: _V2, 2: SESSION_ROW_COLUMNS, 3: _V4, 4: _V5, 5: _V6}  # 3: as on SQLite


def _step(statements: tuple[str, ...], version: int) -> Callable[[Any], None]:
    def run(db: Any) -> None:
        for statement in statements:
            db.execute(statement)
        if version == 3:  # the new columns are derived from the events: fill them once
            from scorekeeper.book.pg_link import QmarkConnection
            from scorekeeper.book.rows import refresh_all_rows

            refresh_all_rows(QmarkConnection(db))  # type: ignore[arg-type]
        db.execute("UPDATE book_meta SET value = %s WHERE key = 'schema_version'", (str(version),))

    return run


# version before -> the step to the next version; the caller holds the transaction
PG_MIGRATIONS: dict[int, Callable[[Any], None]] = {v: _step(s, v + 1) for v, s in _STEPS.items()}
assert sorted(PG_MIGRATIONS) == list(range(SCHEMA_VERSION)), "a PostgreSQL step for every SQLite step"


def prepare_schema(link: Link, *, create: bool = True) -> None:
    """Refuse what is not a book or is newer; create (if asked) or migrate under a lock, once.
    Migrating includes the book's functions (``pg_functions``): a book made before them gets them."""
    version, functions = schema_state(link.db, link.location)
    if version == SCHEMA_VERSION and (functions >= FUNCTIONS_VERSION or link.read_only):
        return
    if version == 0 and not create and not link.read_only:
        raise BookError(f"no book at {link.location}")
    if link.read_only and version == 0:
        raise BookError(f"{link.location}: there is no book here (the schema holds no tables)")
    if link.read_only and version >= READABLE_SINCE:
        return  # read as it is: what it lacks (its identity) is only for this computer's memory
    if link.read_only:
        raise BookError(f"{link.location}: this older book must be upgraded before use, and it is open read-only")
    with link.transaction() as db:
        # One terminal creates or migrates; the others wait here, then find it done.
        db.execute("SELECT pg_advisory_xact_lock(hashtext(current_database() || '.' || current_schema()))")
        version, functions = schema_state(db, link.location)
        for step in range(version, SCHEMA_VERSION):
            PG_MIGRATIONS[step](db)
        if functions < FUNCTIONS_VERSION:  # (a newer program's functions are left as they are)
            install_functions(db, link.schema)


def book_identity(link: Link) -> str:
    """The book's random id: "" for a book older than its id opened read-only, or when the
    role may not read it (it only serves this computer's memory, never an error of its own)."""
    try:
        row = link.retrying(lambda: link.db.execute("SELECT value FROM book_meta WHERE key = 'book_id'").fetchone())
    except BookError:
        return ""
    return str(row[0]) if row else ""


def schema_state(db: Any, location: str) -> tuple[int, int]:
    """The book's version and its functions' (``book_meta``): (0, 0) when the schema holds no tables."""
    tables = {str(r[0]) for r in db.execute("SELECT tablename FROM pg_tables WHERE schemaname = current_schema()")}
    if not tables:
        return 0, 0
    meta: dict[str, str] = {}
    if "book_meta" in tables:
        meta = {str(k): str(v) for k, v in db.execute("SELECT key, value FROM book_meta").fetchall()}
    version = meta.get("schema_version", "")
    if meta.get("application") != APPLICATION or not version.isdigit() or int(version) < 1:
        raise BookError(f"{location}: a PostgreSQL database, but not a scorekeeper book")
    if int(version) > SCHEMA_VERSION:
        raise BookError(
            f"{location}: made by a newer version of the scorekeeper (book version {version}, "
            f"this program reads up to {SCHEMA_VERSION}); update the program"
        )
    functions = meta.get("functions", "0")
    return int(version), int(functions) if functions.isdigit() else 0
