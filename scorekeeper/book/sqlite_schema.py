"""The book's SQLite schema and its forward migrations.

Each migration is a tuple of single statements (never a script split on ``;``, which
would cut a statement holding a ``;`` inside a string or a trigger), run in order
inside the one transaction that also sets the new ``user_version``.
"""

from __future__ import annotations

import sqlite3

APPLICATION_ID = 0x43505348  # "CPSH": Chinese Poker Scorekeeper, in the file header
SCHEMA_VERSION = 6
READABLE_SINCE = 3  # read-only, a book of this version or newer opens without an upgrade (4 adds only its id)
STRICT_SINCE = (3, 37, 0)  # STRICT tables need this SQLite

_V1 = (
    """CREATE TABLE players(
    name TEXT PRIMARY KEY,
    created TEXT NOT NULL
) STRICT""",
    """CREATE TABLE sessions(
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    created TEXT NOT NULL,
    head TEXT NOT NULL,
    events INTEGER NOT NULL
) STRICT""",
    """CREATE TABLE events(
    session_id INTEGER NOT NULL REFERENCES sessions(id),
    seq INTEGER NOT NULL,
    kind TEXT NOT NULL,
    at TEXT NOT NULL,
    payload TEXT NOT NULL,
    hash TEXT NOT NULL,
    PRIMARY KEY(session_id, seq)
) STRICT""",
    # The money of every live hand, kept in step with the events, so standings
    # across sessions are one query away. Amounts are exact decimal text.
    """CREATE TABLE hand_money(
    session_id INTEGER NOT NULL REFERENCES sessions(id),
    hand INTEGER NOT NULL,
    player TEXT NOT NULL REFERENCES players(name),
    at TEXT NOT NULL,
    units TEXT NOT NULL,
    money TEXT NOT NULL,
    PRIMARY KEY(session_id, hand, player)
) STRICT""",
)

_V2 = (
    # The hand being typed in the app, so a crash loses nothing.
    """CREATE TABLE drafts(
    session_id INTEGER PRIMARY KEY REFERENCES sessions(id),
    payload TEXT NOT NULL,
    at TEXT NOT NULL
) STRICT""",
)

SESSION_ROW_COLUMNS = (  # the same statements on PostgreSQL (book/pg_schema.py)
    # What a list of sessions shows, kept in step with the events so listing replays
    # nothing; ``seal`` is a hash over the row and the head, so a row edited on its
    # own is caught (see scorekeeper/book/rows.py).
    "ALTER TABLE sessions ADD COLUMN date TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE sessions ADD COLUMN hands INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE sessions ADD COLUMN state TEXT NOT NULL DEFAULT 'open'"
    " CHECK (state IN ('open', 'settled', 'damaged'))",
    "ALTER TABLE sessions ADD COLUMN archived INTEGER NOT NULL DEFAULT 0 CHECK (archived IN (0, 1))",
    "ALTER TABLE sessions ADD COLUMN seal TEXT NOT NULL DEFAULT ''",
)

BOOK_IDENTITY = (
    # The book's own identity, a random id made once: this computer's memory of what it
    # recorded in the book (scorekeeper/book/memory.py) is kept under it, whatever the path.
    "CREATE TABLE book(id TEXT NOT NULL CHECK (length(id) = 32)) STRICT",
    "INSERT INTO book(id) VALUES (lower(hex(randomblob(16))))",
)

PLAYER_REGISTER = (
    # The player register (scorekeeper/players/): a hash-chained log of book-level actions
    # (merge, unmerge, note, remove, undo) folded into who is who. Sessions' events are
    # never touched: the register maps the names they hold to people.
    """CREATE TABLE register_events(
    seq INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,
    at TEXT NOT NULL,
    payload TEXT NOT NULL,
    hash TEXT NOT NULL
) STRICT""",
)

MANAGER_GUARD = (  # the same statements on PostgreSQL (book/pg_schema.py)
    # Wrong manager passphrases in a row, counted in the session's row inside the write
    # transaction that waits for them (casino/manager.py): no file beside the book to delete.
    "ALTER TABLE sessions ADD COLUMN manager_failures INTEGER NOT NULL DEFAULT 0 CHECK (manager_failures >= 0)",
)

MANAGER_KEYS = (
    # How each manager key was derived from its passphrase (scrypt's salt and parameters):
    # kept beside the log, never in it, so an export never carries what a guess needs.
    """CREATE TABLE manager_keys(
    key TEXT PRIMARY KEY CHECK (length(key) = 64),
    salt TEXT NOT NULL CHECK (length(salt) = 32),
    n INTEGER NOT NULL,
    r INTEGER NOT NULL,
    p INTEGER NOT NULL
) STRICT""",
)

# version before -> the statements to the next version; each step runs in one transaction
STEPS: dict[int, tuple[str, ...]] = {
    0: _V1,
    1: _V2,
    2: SESSION_ROW_COLUMNS,
    3: BOOK_IDENTITY,
    4: PLAYER_REGISTER,
    5: MANAGER_GUARD + MANAGER_KEYS,
}


def migrate_step(db: sqlite3.Connection, version: int) -> None:
    """Bring a book from ``version`` to ``version + 1`` (inside the caller's transaction)."""
    for statement in STEPS[version]:
        db.execute(statement)
    if version == 2:  # the new columns are derived from the events: fill them once
        from scorekeeper.book.rows import refresh_all_rows

        refresh_all_rows(db)


MIGRATIONS = {version: (lambda db, v=version: migrate_step(db, v)) for version in STEPS}
"""The same steps as callables: ``MIGRATIONS[version](db)``."""
