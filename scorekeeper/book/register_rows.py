"""The player register's log as both backends store it: one table, hash-chained like a session.

The book keeps the register's events as text and knows nothing of what they mean: the
players part (``scorekeeper/players/``) prepares each action from the log as the book holds
it and folds the log into who is who. Recording one never touches a session's events.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from typing import Any

from scorekeeper.session.events import GENESIS, Event

RegisterPrepare = Callable[[list[Event]], tuple[str, dict[str, Any]]]
"""Given the register's log as the book holds it now: the new action's (kind, payload), or raises to refuse."""

REGISTER_SINCE = 5  # the schema version that added the register


def read_register(db: sqlite3.Connection) -> list[Event]:
    rows = db.execute("SELECT seq, kind, at, payload, hash FROM register_events ORDER BY seq").fetchall()
    return [Event(int(seq), str(kind), str(at), str(payload), str(digest)) for seq, kind, at, payload, digest in rows]


def append_register(db: Any, prepare: RegisterPrepare, *, store: Callable[[Any, Event], None] | None = None) -> Event:
    """Inside the caller's write transaction (its lock serialises the register's writers);
    ``store`` writes the event (PostgreSQL: through the book's function), else :func:`store_register`."""
    events = read_register(db)
    kind, payload = prepare(events)
    event = Event.make(seq=len(events) + 1, kind=kind, payload=payload, prev=events[-1].hash if events else GENESIS)
    (store or store_register)(db, event)
    return event


def store_register(db: sqlite3.Connection, event: Event) -> None:
    db.execute(
        "INSERT INTO register_events(seq, kind, at, payload, hash) VALUES (?, ?, ?, ?, ?)",
        (event.seq, event.kind, event.at, event.payload_text, event.hash),
    )
