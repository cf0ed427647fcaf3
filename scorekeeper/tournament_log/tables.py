"""Each table of a tournament as a session of the book (session-cli.md, "Tournaments").

The draw makes one session per table (the table's players, the event's rules, the hands in
points: chips are the event's, kept in its log) and records which is which in its ``t_draw``;
a hand is the table session's ordinary ``added`` event and the tournament's ``t_hand``; the
players a table seats after a bust, a late entry or a confirmed move are its ``players`` event.

The book records one event of one session per transaction, so a hand is two writes: the
table's hand first (tried on the tournament before, so a refused hand writes nothing), then
the tournament's chips. Should the second be refused (another terminal got in between), the
table's hand is voided with the reason, and the refusal said as any other.

A table's session is named by its id and its first event's hash: an event exported and imported
alone into another book finds no table sessions there and plays from its log alone, as events
drawn before tables were sessions do.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Collection, Sequence

from scorekeeper.book.interface import Book
from scorekeeper.errors import InputError
from scorekeeper.session.commands import parse_hand_entry
from scorekeeper.session.event_records import EventRecord
from scorekeeper.session.fresh_input import MAX_REASON
from scorekeeper.session.session import Prepare, Session
from scorekeeper.tournament.structure import TimedLevels
from scorekeeper.tournament_log import actions
from scorekeeper.tournament_log.records import HandPlayed
from scorekeeper.tournament_log.replay import Tally, apply
from scorekeeper.tournament_log.table_extension import TableOf, recording_for_the_event

__all__ = ["draw_tables", "record_hand", "seat_tables", "start_hand", "table_sessions", "void_hand"]


def _new_table(book: Book, tournament: str, tally: Tally, table: int, seated: tuple[str, ...]) -> tuple[str, str]:
    assert tally.field is not None
    structure = tally.field.structure
    session = book.create_session(
        name=f"{structure.name} · table {table}",
        players=seated,
        rules=structure.table_rules(),
        currency="",  # the hands in points; the chips they move are the tournament's
        date=structure.date or "",
    )
    event = book.session(tournament).events[0].hash
    of = TableOf(tournament=event, table=table, name=structure.name)
    book.act(session.id, of.kind, lambda s: of)  # a plain `session add` there is refused from now on
    return session.id, session.events[0].hash


def draw_tables(book: Book, tournament: str, seed: int) -> dict[int, tuple[str, ...]]:
    """The draw recorded with a new session for each table of two or more; the tables drawn."""
    tally = actions.tally_of(book.session(tournament))
    apply(tally, "t_draw", {"seed": seed})  # a refused draw (made already, no field) makes no session
    assert tally.field is not None
    tables = dict(tally.field.tables)
    sessions: dict[int, tuple[str, str]] = {}
    try:
        for table, seated in sorted(tables.items()):
            if len(seated) > 1:
                sessions[table] = _new_table(book, tournament, tally, table, seated)
        book.act(tournament, "t_draw", lambda s: actions.prepare_draw(s, seed, sessions))
    except BaseException:
        for made, _ in sessions.values():  # no hand in them yet: gone with the refused draw
            book.delete_session(made)
        raise
    if isinstance(tally.field.structure.levels, TimedLevels):  # levels kept by time: the clock runs from the draw
        book.act(tournament, "t_clock", lambda s: actions.prepare_clock(s, running=True))
    return tables


def table_sessions(book: Book, tournament: str) -> dict[int, str]:
    """Each table's session that this book holds (an event imported alone: none)."""
    tally = actions.tally_of(book.session(tournament))
    return {n: sid for n, (sid, created) in tally.sessions.items() if _held(book, sid, created)}


def _held(book: Book, session: str, created: str) -> bool:
    """Whether ``session`` of this book is the table's: ids are a book's own, so an event
    imported into another book names sessions that are not its tables there."""
    try:
        events = book.session(session).events
    except InputError:  # no such session in this book
        return False
    return bool(events) and events[0].hash == created


def start_hand(book: Book, tournament: str, *, table: int) -> str:
    """The setting clock of ``table``'s next hand starts now; the moment recorded."""
    return str(book.act(tournament, "t_start", lambda s: actions.prepare_start(s, table)).payload["time"])


def record_hand(
    book: Book, tournament: str, *, table: int, data: object, dealer: str | None, expired: Sequence[str] = ()
) -> Tally:
    """The hand in the table's session, then its chips in the tournament's log; the event just
    after it (its ``last``: this hand's outcome, though another table may have recorded since).
    ``expired``: the seats not set in the setting clock's time, marked as the event says in both."""
    tried = actions.prepare_hand(
        book.session(tournament), table, data, dealer, expired=expired
    )  # refused: nothing written
    known = actions.tally_of(book.session(tournament)).sessions.get(table)
    table_session = known[0] if known is not None and _held(book, *known) else None
    after: list[Tally] = []

    def chips(s: Session, dealt: str | None) -> HandPlayed:
        record, tally = actions.hand_and_after(s, table, data, dealt, expired=expired)
        after[:] = [tally]  # the try that is committed runs last
        return record

    if table_session is None:  # an event drawn before its tables were sessions: the log alone
        book.act(tournament, "t_hand", lambda s: chips(s, dealer))
    else:
        entry = parse_hand_entry(tried.entry)  # the seats not set in time marked
        with recording_for_the_event():
            added = book.act(table_session, "added", lambda s: s.prepare_add(entry, dealer)).payload
        played = str(added["dealer"])  # the table's dealer (the banker's rules score by it)
        try:
            book.act(tournament, "t_hand", lambda s: chips(s, played))
        except InputError as exc:  # changed in between by another terminal: the table's hand goes too
            reason = f"not recorded in the tournament: {exc}"[:MAX_REASON]
            book.act(table_session, "voided", lambda s: s.prepare_void(added["hand"], reason))
            raise
    seat_tables(book, tournament, only={table})  # a hand changes no other table's seats
    return after[0]


def void_hand(
    book: Book, tournament: str, *, table: int, reason: str, signed: Callable[[str, Prepare], Prepare] | None = None
) -> Tally:
    """The last hand at ``table`` taken back: in the event (its chips, busts and places replayed
    without it), then voided at the table's session with the same reason. ``signed`` wraps an
    action with the manager's sign-off where the session asks for one (the casino's)."""
    sign = signed or (lambda kind, prepare: prepare)
    known = actions.tally_of(book.session(tournament)).sessions.get(table)
    book.act(tournament, "t_void", sign("t_void", lambda s: actions.prepare_void(s, table, reason)))
    if known is not None and _held(book, *known):
        live = [n for n, h in book.session(known[0]).hands.items() if h.status == "recorded"]
        if live:
            why = f"taken back in the tournament: {reason}"[:MAX_REASON]
            book.act(known[0], "voided", sign("voided", lambda s: s.prepare_void(max(live), why)))
    seat_tables(book, tournament, only={table})
    return actions.tally_of(book.session(tournament))


def seat_tables(book: Book, tournament: str, *, only: Collection[int] | None = None) -> None:
    """Each table's session seats the players the field seats there: a ``players`` event where
    they changed, a new session for a table opened since the draw. A broken table's session,
    or one left with a single player, is left as it was; an event drawn before its tables were
    sessions is left alone. ``only``: the tables to look at (each is its session replayed)."""
    tally = actions.tally_of(book.session(tournament))
    if not tally.sessions or tally.finished or tally.field is None:
        return
    for table, seated in sorted(tally.field.tables.items()):
        if len(seated) < 2 or (only is not None and table not in only):
            continue
        known = tally.sessions.get(table)
        if known is None:
            made = _new_table(book, tournament, tally, table, seated)
            book.act(tournament, "t_table", _opened(table, made))
        elif _held(book, *known) and book.session(known[0]).active != seated:
            with contextlib.suppress(_Unchanged):
                book.act(known[0], "players", _seated_now(book, tournament, table))


def _opened(table: int, session: tuple[str, str]) -> Prepare:
    return lambda s: actions.prepare_table(s, table, session)


class _Unchanged(InputError):
    """The table's session seats whom the event seats there already (another terminal saw to it)."""


def _seated_now(book: Book, tournament: str, table: int) -> Prepare:
    """The seats the event gives ``table`` as it stands inside the table's write, so a move another
    terminal confirmed meanwhile is never written over with the seats read before it."""

    def prepare(s: Session) -> EventRecord:
        f = actions.tally_of(book.session(tournament)).field
        seated = f.tables.get(table, ()) if f is not None else ()
        if len(seated) < 2 or tuple(s.active) == tuple(seated):
            raise _Unchanged(f"table {table}: its session seats whom the event seats there")
        return s.prepare_players(seated)

    return prepare
