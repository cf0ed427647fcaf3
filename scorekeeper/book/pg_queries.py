"""The PostgreSQL book's statements: what :class:`~scorekeeper.book.postgres.PostgresBook` runs
inside its transactions and retries, one small function each.

Every function takes the raw psycopg connection (``%s`` placeholders) and writes nothing
it does not say; none commits, so a caller's pipeline and transaction hold them together.
"""

from __future__ import annotations

from typing import Any, cast

import psycopg

from scorekeeper.book.pg_link import QmarkConnection
from scorekeeper.book.rows import hands_touched, money_texts, session_row
from scorekeeper.book.session_ids import session_key
from scorekeeper.session.events import Event
from scorekeeper.session.session import Session

Connection = psycopg.Connection[Any]


def head(db: Connection, session_id: str, *, lock: bool = False) -> tuple[str, int] | None:
    """The session's head (hash, events) as its row records it; ``lock`` takes the row lock
    that serializes the session's writers."""
    query = "SELECT head, events FROM sessions WHERE id = %s" + (" FOR UPDATE" if lock else "")
    row = db.execute(query, (session_key(session_id),)).fetchone()
    return (str(row[0]), int(row[1])) if row else None


def events_after(db: Connection, session_id: str, seq: int) -> list[Event]:
    """The session's events after ``seq``, in order."""
    rows = db.execute(
        "SELECT seq, kind, at, payload, hash FROM events WHERE session_id = %s AND seq > %s ORDER BY seq",
        (session_key(session_id), seq),
    ).fetchall()
    return [Event(*row) for row in rows]


def holds_after_lock(db: Connection, session_id: str, event: Event) -> bool:
    """Whether the book holds ``event`` (an interrupted COMMIT: did it go through?), asked
    once the session's row lock is taken: an interrupted try whose
    COMMIT is still on its way to the server holds that lock, so its outcome is waited for,
    not missed. Each statement sees what committed before it began; one round trip."""
    sid = session_key(session_id)
    with db.pipeline(), db.transaction():
        db.execute("SELECT 1 FROM sessions WHERE id = %s FOR UPDATE", (sid,))
        found = db.execute(
            "SELECT 1 FROM events WHERE session_id = %s AND seq = %s AND hash = %s", (sid, event.seq, event.hash)
        )
    return found.fetchone() is not None


def holder_after_lock(db: Connection, first_hash: str) -> int | None:
    """:func:`holder`, asked under the lock :func:`new_session` takes (a new session's interrupted
    COMMIT is waited for, as in :func:`holds_after_lock`)."""
    with db.pipeline(), db.transaction():
        db.execute(SESSIONS_LOCK)
        found = db.execute("SELECT session_id FROM events WHERE seq = 1 AND hash = %s", (first_hash,))
    row = found.fetchone()
    return int(row[0]) if row else None


def holder(db: Connection, first_hash: str) -> int | None:
    """The session whose first event has ``first_hash``, if the book holds it."""
    found = db.execute("SELECT session_id FROM events WHERE seq = 1 AND hash = %s", (first_hash,)).fetchone()
    return int(found[0]) if found else None


SESSIONS_LOCK = "SELECT pg_advisory_xact_lock(hashtext(current_schema() || ':sessions'))"  # book_new_session's


def new_session(db: Connection, created: str) -> str:
    """A new, empty session's row (its events follow), numbered by the book's function.

    Sessions are made one at a time, so ids stay 1, 2, 3 ... as on SQLite; recording
    hands never takes this lock."""
    return str(cast(tuple[int], db.execute("SELECT book_new_session(%s)", (created,)).fetchone())[0])


def created(db: Connection, session_id: str) -> str:
    """When the session was made (its row's ``created``)."""
    row = db.execute("SELECT created FROM sessions WHERE id = %s", (session_key(session_id),)).fetchone()
    return str(cast(tuple[str], row)[0])


def store(db: Connection, session: Session, event: Event, created: str) -> None:
    """Append ``event`` and the rows derived from it through the book's function, which
    refuses an event that does not follow the session's log (one statement, so it can be pipelined)."""
    row = session_row(session, created=created)
    touched = sorted(hands_touched(session, event))  # their money rows are written anew
    money = [
        (number, name, record.at, units, amount)
        for number in touched
        if (record := session.hands.get(number)) is not None and record.status == "recorded"
        for name, units, amount in money_texts(record)
    ]
    hand, player, at, units, amounts = (list(column) for column in zip(*money, strict=True)) if money else ([],) * 5
    db.execute(
        "SELECT book_append_event(%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s,"
        " %s::text[], %s::int[], %s::int[], %s::text[], %s::text[], %s::text[], %s::text[])",
        (
            int(session.id),
            event.seq,
            event.kind,
            event.at,
            event.payload_text,
            event.hash,
            row.name,
            row.date,
            row.hands,
            row.state,
            int(row.archived),
            row.seal(session.id),
            list(session.players),
            touched,
            hand,
            player,
            at,
            units,
            amounts,
        ),
    )


def delete_session(db: Connection, session_id: str) -> None:
    """Remove the session's events, draft, standings rows and row (the book's function: a
    session with hands is refused there too)."""
    db.execute("SELECT book_delete_session(%s)", (session_key(session_id),))


def store_register(db: QmarkConnection, event: Event) -> None:
    """Append one event to the player register through the book's function (which checks the chain)."""
    db.execute(
        "SELECT book_append_register(?, ?, ?, ?, ?)", (event.seq, event.kind, event.at, event.payload_text, event.hash)
    )


def hand_money_between(db: Connection, since: str, until: str) -> list[tuple[Any, ...]]:
    """(session, player, money) of every live hand played in [since, until] (``until`` may be a date)."""
    return db.execute(
        "SELECT session_id, player, money FROM hand_money WHERE at >= %s AND at <= %s", (since, until + "~")
    ).fetchall()


def first_payloads(db: Connection) -> list[tuple[Any, ...]]:
    """(session, payload) of every session's first event, its "created"."""
    return db.execute("SELECT session_id, payload FROM events WHERE seq = 1").fetchall()


def put_draft(db: Connection, session_id: str, payload: str, at: str) -> None:
    db.execute(
        "INSERT INTO drafts(session_id, payload, at) VALUES (%s, %s, %s)"
        " ON CONFLICT (session_id) DO UPDATE SET payload = EXCLUDED.payload, at = EXCLUDED.at",
        (session_key(session_id), payload, at),
    )


def draft(db: Connection, session_id: str) -> str | None:
    found = db.execute("SELECT payload FROM drafts WHERE session_id = %s", (session_key(session_id),)).fetchone()
    return str(found[0]) if found else None


def clear_draft(db: Connection, session_id: str) -> None:
    db.execute("DELETE FROM drafts WHERE session_id = %s", (session_key(session_id),))
