"""What the SQLite book checks before a view shows anything.

The events are the truth. A session verifies when its chain of hashes runs unbroken
to the head the book records, every event replays, and the rows kept beside the
events (the sessions row, ``hand_money``) say what the events say. A listing checks
each row's seal and chain without replaying; a session view or the standings also
compare the derived rows with the replayed session.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping

from scorekeeper.book.interface import ARCHIVED, DAMAGED, SETTLED, Check, SessionInfo
from scorekeeper.book.rows import SessionRow, money_rows, read_events, session_row
from scorekeeper.session.events import verify_chain
from scorekeeper.session.session import Session

_ROW = "SELECT id, name, date, hands, state, archived, head, events, seal, created FROM sessions"


def _chain(db: sqlite3.Connection, session_id: str, head: str, count: int) -> list[str]:
    events = read_events(db, session_id)
    problems = verify_chain(events, head=head)
    if not problems and len(events) != count:
        problems.append(f"the book counts {count} events but holds {len(events)}")
    return problems


def orphans(db: sqlite3.Connection) -> list[str]:
    """Events or money of a session the sessions table does not list (its row was deleted)."""
    found = db.execute(
        "SELECT DISTINCT session_id FROM events WHERE session_id NOT IN (SELECT id FROM sessions)"
        " UNION SELECT DISTINCT session_id FROM hand_money WHERE session_id NOT IN (SELECT id FROM sessions)"
        " ORDER BY 1"
    ).fetchall()
    return [f"the book holds events of a session {sid} it does not list" for (sid,) in found]


def list_rows(db: sqlite3.Connection) -> list[SessionInfo]:
    """Every session's row, each with its seal and chain checked (no replay); a session whose
    row is missing is listed as damaged, so the listing never hides it."""
    out = []
    for sid, name, date, hands, state, archived, head, count, seal, _ in db.execute(_ROW + " ORDER BY id").fetchall():
        row = SessionRow(str(name), str(date), int(hands), str(state), bool(archived), str(head), int(count))
        problems = [] if row.seal(str(sid)) == seal else [f"session {sid}: its row in the book was changed"]
        problems = problems or [f"session {sid}: {p}" for p in _chain(db, str(sid), row.head, row.events)]
        shown = DAMAGED if problems or row.state == DAMAGED else ARCHIVED if row.archived else row.state
        out.append(
            SessionInfo(
                str(sid),
                row.name,
                row.date,
                row.hands,
                settled=row.state == SETTLED,
                archived=row.archived,
                state=shown,
                verified=not problems,
                problem="; ".join(problems),
            )
        )
    for problem in orphans(db):
        sid = problem.split()[-4]
        out.append(SessionInfo(sid, "", "", 0, state=DAMAGED, verified=False, problem=problem))
    return out


def check_chain(db: sqlite3.Connection, session_id: str) -> Check:
    """The session's chain alone, from the stored text (nothing replayed)."""
    found = db.execute("SELECT head, events FROM sessions WHERE id = ?", (int(session_id),)).fetchone()
    if found is None:
        return Check(False, (f"session {session_id} is not in the book",))
    problems = _chain(db, session_id, str(found[0]), int(found[1]))
    return Check(not problems, tuple(problems))


def check_session(db: sqlite3.Connection, session_id: str, session: Session) -> Check:
    """The session's chain, its replay, its row and its ``hand_money`` against its events."""
    found = db.execute(_ROW + " WHERE id = ?", (int(session_id),)).fetchone()
    if found is None:
        return Check(False, (f"session {session_id} is not in the book",))
    _sid, name, date, hands, state, archived, head, count, seal, created = found
    problems = _chain(db, session_id, str(head), int(count))
    problems += list(session.damaged)
    if problems:  # what the events say is not known: comparing rows with them means nothing
        return Check(False, tuple(problems))
    row = SessionRow(str(name), str(date), int(hands), str(state), bool(archived), str(head), int(count))
    if row.seal(session_id) != seal or row != session_row(session, created=str(created), head=(str(head), int(count))):
        problems.append(f"session {session_id}: its row in the book does not match its events")
    stored = {
        (int(h), str(p), str(at), str(u), str(m))
        for h, p, at, u, m in db.execute(
            "SELECT hand, player, at, units, money FROM hand_money WHERE session_id = ?", (int(session_id),)
        )
    }
    if stored != money_rows(session):
        wrong = sorted({r[0] for r in stored ^ money_rows(session)})
        problems.append(f"session {session_id}: the standings' money of hand {wrong[0]} does not match its events")
    return Check(not problems, tuple(problems))


def check_standings(db: sqlite3.Connection, sessions: Mapping[str, Session], *, ignore: bool = False) -> Check:
    """Every ``hand_money`` row against the session whose events should make it
    (``ignore``: some sessions could not be replayed, so rows of unknown ones are not news)."""
    problems = []
    known = {str(sid) for (sid,) in db.execute("SELECT DISTINCT session_id FROM hand_money")}
    for sid in sorted(known - set(sessions), key=int) if not ignore else ():
        problems.append(f"the standings hold money of a session {sid} that the book does not have")
    for sid, session in sessions.items():
        check = check_session(db, sid, session)
        problems += check.problems
    return Check(not problems, tuple(problems))
