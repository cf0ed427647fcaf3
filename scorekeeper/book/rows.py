"""The derived rows a book keeps beside the events, and how each is checked.

The events are the truth; the sessions row (name, date, hand count, state) and the
``hand_money`` rows are kept in step with them so a listing or the standings need no
replay. Each sessions row carries a ``seal``: a hash over the row and the session's
head, so a row changed on its own is caught by a listing without replaying anything.
The seal holds no secret: a forger who rewrites the whole chain consistently can remake
it too, which only a fingerprint kept outside the book can catch (README).
"""

from __future__ import annotations

import hashlib
import sqlite3
from dataclasses import dataclass

from scorekeeper.session.event_models import record_of
from scorekeeper.session.event_records import HandAdded, HandEdited, HandVoided, Redo, Undo
from scorekeeper.session.events import Event, canonical
from scorekeeper.session.outcome import amount_text
from scorekeeper.session.session import HandRecord, Session


@dataclass(frozen=True, slots=True)
class SessionRow:
    """What the sessions table says of one session."""

    name: str
    date: str
    hands: int
    state: str
    archived: bool
    head: str
    events: int

    def seal(self, session_id: str) -> str:
        text = canonical(
            {
                "id": session_id,
                "name": self.name,
                "date": self.date,
                "hands": self.hands,
                "state": self.state,
                "archived": self.archived,
                "head": self.head,
                "events": self.events,
            }
        )
        return hashlib.sha256(text.encode()).hexdigest()


def session_row(session: Session, *, created: str = "", head: tuple[str, int] | None = None) -> SessionRow:
    """The row the session's events make; ``head`` (hash, events) as the book records it,
    or the session's own."""
    from scorekeeper.book.interface import DAMAGED, OPEN, SETTLED

    hands = sum(1 for record in session.hands.values() if record.status == "recorded")
    state = DAMAGED if session.damaged else SETTLED if session.settled else OPEN
    head_hash, count = head if head is not None else (session.head, len(session.events))
    return SessionRow(session.name, session.date or created[:10], hands, state, session.archived, head_hash, count)


def money_rows(session: Session) -> set[tuple[int, str, str, str, str]]:
    """The ``hand_money`` rows (hand, player, at, units, money) the session's events make."""
    rows = set()
    for record in session.hands.values():
        if record.status == "recorded":
            for name, units, money in money_texts(record):
                rows.add((record.number, name, record.at, units, money))
    return rows


def money_texts(record: HandRecord) -> list[tuple[str, str, str]]:
    """Each seat's (player, units, money) as ``hand_money`` holds them: the amounts as the result stores them."""
    return [(p.name, amount_text(p.units), amount_text(p.money.amount)) for p in record.result.players]


def hands_touched(session: Session, event: Event) -> set[int]:
    """The hands whose ``hand_money`` rows ``event`` changes (an undo or redo: those of its target)."""
    record = record_of(event)
    if isinstance(record, Undo | Redo):
        record = record_of(session.events[(record.undoes if isinstance(record, Undo) else record.redoes) - 1])
    return {record.hand} if isinstance(record, HandAdded | HandEdited | HandVoided) else set()


def write_row(db: sqlite3.Connection, session_id: str, row: SessionRow) -> None:
    db.execute(
        "UPDATE sessions SET name = ?, date = ?, hands = ?, state = ?, archived = ?, head = ?, events = ?, seal = ?"
        " WHERE id = ?",
        (
            row.name,
            row.date,
            row.hands,
            row.state,
            int(row.archived),
            row.head,
            row.events,
            row.seal(session_id),
            int(session_id),
        ),
    )


def store_event(db: sqlite3.Connection, session: Session, event: Event) -> None:
    """Write ``event`` and the rows derived from it, as the SQLite book does (inside its
    transaction); the PostgreSQL book's own statements are in ``pg_queries``."""
    sid = int(session.id)
    db.execute(
        "INSERT INTO events(session_id, seq, kind, at, payload, hash) VALUES (?, ?, ?, ?, ?, ?)",
        (sid, event.seq, event.kind, event.at, event.payload_text, event.hash),
    )
    created = db.execute("SELECT created FROM sessions WHERE id = ?", (sid,)).fetchone()[0]
    write_row(db, session.id, session_row(session, created=created))
    for name in session.players:
        db.execute("INSERT OR IGNORE INTO players(name, created) VALUES (?, ?)", (name, event.at))
    for number in hands_touched(session, event):
        db.execute("DELETE FROM hand_money WHERE session_id = ? AND hand = ?", (sid, number))
        record = session.hands.get(number)
        if record is not None and record.status == "recorded":
            for name, units, money in money_texts(record):
                db.execute(
                    "INSERT INTO hand_money(session_id, hand, player, at, units, money) VALUES (?, ?, ?, ?, ?, ?)",
                    (sid, number, name, record.at, units, money),
                )


def read_events(db: sqlite3.Connection, session_id: str) -> list[Event]:
    rows = db.execute(
        "SELECT seq, kind, at, payload, hash FROM events WHERE session_id = ? ORDER BY seq", (int(session_id),)
    ).fetchall()
    return [Event(*row) for row in rows]


def refresh_all_rows(db: sqlite3.Connection) -> None:
    """Fill every session's row from its events (the migration to version 3)."""
    for sid, created, head, count in db.execute("SELECT id, created, head, events FROM sessions").fetchall():
        session = Session.replay(str(sid), read_events(db, str(sid)))
        # The head stays as recorded: a migration must not make a changed chain look whole.
        write_row(db, str(sid), session_row(session, created=created, head=(head, count)))
