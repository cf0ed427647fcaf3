"""The book's SQLite schema and its forward migrations."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable

APPLICATION_ID = 0x43505348  # "CPSH": Chinese Poker Scorekeeper, in the file header
SCHEMA_VERSION = 2

_V1 = """
CREATE TABLE players(
    name TEXT PRIMARY KEY,
    created TEXT NOT NULL
) STRICT;
CREATE TABLE sessions(
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    created TEXT NOT NULL,
    head TEXT NOT NULL,
    events INTEGER NOT NULL
) STRICT;
CREATE TABLE events(
    session_id INTEGER NOT NULL REFERENCES sessions(id),
    seq INTEGER NOT NULL,
    kind TEXT NOT NULL,
    at TEXT NOT NULL,
    payload TEXT NOT NULL,
    hash TEXT NOT NULL,
    PRIMARY KEY(session_id, seq)
) STRICT;
-- The money of every live hand, kept in step with the events, so standings
-- across sessions are one query away. Amounts are exact decimal text.
CREATE TABLE hand_money(
    session_id INTEGER NOT NULL REFERENCES sessions(id),
    hand INTEGER NOT NULL,
    player TEXT NOT NULL REFERENCES players(name),
    at TEXT NOT NULL,
    units TEXT NOT NULL,
    money TEXT NOT NULL,
    PRIMARY KEY(session_id, hand, player)
) STRICT;
"""

_V2 = """
-- The hand being typed in the app, so a crash loses nothing.
CREATE TABLE drafts(
    session_id INTEGER PRIMARY KEY REFERENCES sessions(id),
    payload TEXT NOT NULL,
    at TEXT NOT NULL
) STRICT;
"""

MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {
    # version before -> the step to the next version; each runs inside one transaction
    0: lambda db: _run(db, _V1),
    1: lambda db: _run(db, _V2),
}


def _run(db: sqlite3.Connection, script: str) -> None:
    for statement in script.split(";"):
        if statement.strip():
            db.execute(statement)
