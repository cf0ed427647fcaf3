"""The director's actions, each prepared on the session as the book holds it now: the log is
replayed, the action tried on the field (an InputError refuses it, nothing recorded), and its
record returned for the book to store."""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal
from typing import Any, TypeVar

from pydantic import ValidationError

from scorekeeper.errors import InputError
from scorekeeper.game.deal import player_name, seat_hands
from scorekeeper.game.scoring import score_hand
from scorekeeper.game.stakes import build_stakes
from scorekeeper.session.commands import parse_hand_entry
from scorekeeper.session.event_records import EventRecord
from scorekeeper.session.state import SessionState
from scorekeeper.tournament.chips import pair_units
from scorekeeper.tournament.errors import describe_error
from scorekeeper.tournament.event_clock import now_text
from scorekeeper.tournament.structure import TimedLevels, TournamentStructure
from scorekeeper.tournament_log.extension import tournament_log
from scorekeeper.tournament_log.records import (
    AddedOn,
    ClockChanged,
    Drawn,
    Finished,
    HandPlayed,
    HandStarted,
    HandVoided,
    MovesConfirmed,
    Rebought,
    Registered,
    TableOpened,
    TournamentCreated,
)
from scorekeeper.tournament_log.replay import Tally, apply, apply_to, current_level, replayed

R = TypeVar("R", bound=EventRecord)
E = TypeVar("E", Registered, Rebought, AddedOn)

__all__ = [
    "mark_expired",
    "prepare_addon",
    "prepare_clock",
    "prepare_created",
    "prepare_draw",
    "hand_and_after",
    "prepare_finish",
    "prepare_void",
    "prepare_hand",
    "prepare_moves",
    "prepare_rebuy",
    "prepare_register",
    "prepare_start",
    "prepare_table",
    "tally_of",
]


def _made(cls: type[R], **fields: Any) -> R:
    """A record of what was given; a value out of its bounds (a 600-character reason, table
    99999999999) refused in one line naming the field, as any input is."""
    try:
        return cls(**fields)
    except ValidationError as exc:
        raise InputError(describe_error(exc)) from None


def tally_of(session: SessionState) -> Tally:
    """The tournament the session's log holds (refused: a session that is not one)."""
    tally = replayed(tournament_log(session))
    if tally.field is None:
        raise InputError(f"session {session.id} is not a tournament")
    return tally


def _tried(session: SessionState, kind: str, payload: dict[str, Any]) -> None:
    apply(tally_of(session), kind, payload)


def prepare_created(session: SessionState, structure: TournamentStructure) -> TournamentCreated:
    if tournament_log(session):
        raise InputError("the tournament is created already")
    clock = structure.clock
    if clock is not None and clock.on_expiry == "surrender" and structure.rule_set().surrender is None:
        raise InputError("on_expiry: these rules allow no surrender, so a seat not set in time can only foul")
    return TournamentCreated(structure=structure.model_dump(mode="json"))


def prepare_register(session: SessionState, player: str) -> Registered:
    return _entry(Registered, session, player)


def prepare_rebuy(session: SessionState, player: str) -> Rebought:
    return _entry(Rebought, session, player)


def prepare_addon(session: SessionState, player: str) -> AddedOn:
    return _entry(AddedOn, session, player)


def _entry(cls: type[E], session: SessionState, player: str) -> E:
    """A registration, re-buy or add-on of ``player`` (the name read as any player's name is:
    trimmed, NFC, visible, so the tables' sessions seat the same name) at the level in play now."""
    tally = tally_of(session)
    record = _made(cls, player=player_name(player), level=_level_now(tally))
    apply(tally, record.kind, record.payload())
    return record


def _level_now(tally: Tally) -> int:
    return current_level(tally.live(), tally.clock.seconds_at(now_text()))


def prepare_start(session: SessionState, table: int, now: str | None = None) -> HandStarted:
    """The setting clock of ``table``'s next hand starts now."""
    record = _made(HandStarted, table=table, time=now or now_text())
    _tried(session, record.kind, record.payload())
    return record


def prepare_clock(session: SessionState, *, running: bool, now: str | None = None) -> ClockChanged:
    """The event's clock started or paused now (levels kept by time count only its run)."""
    record = _made(ClockChanged, running=running, time=now or now_text())
    _tried(session, record.kind, record.payload())
    return record


def mark_expired(structure: TournamentStructure, data: object, expired: Sequence[str]) -> object:
    """The hand as given with each seat of ``expired`` marked as the event's setting clock says
    (``timed_out``: fouled, or ``surrender``); the rest of the entry as it was."""
    if not expired:
        return data
    if structure.clock is None:
        raise InputError("expired: this event has no setting clock")
    if not isinstance(data, dict) or not isinstance(data.get("players"), list):
        return data  # the entry's own reading names what is wrong with it
    flag = "timed_out" if structure.clock.on_expiry == "foul" else "surrender"
    seats = [
        {**seat, flag: True} if isinstance(seat, dict) and seat.get("name") in expired else seat
        for seat in data["players"]
    ]
    named = {seat.get("name") for seat in data["players"] if isinstance(seat, dict)}
    missing = [name for name in expired if name not in named]
    if missing:
        raise InputError(f"expired: {', '.join(missing)} not in the hand")
    return {**data, "players": seats}


def prepare_draw(session: SessionState, seed: int, sessions: dict[int, tuple[str, str]] | None = None) -> Drawn:
    """The draw of ``seed``; ``sessions``: each drawn table's session of the book and its first
    event's hash (omitted: the draw tried alone, to learn the tables before their sessions are made)."""
    record = _made(
        Drawn, seed=seed, sessions=tuple((n, sid, created) for n, (sid, created) in sorted((sessions or {}).items()))
    )
    _tried(session, record.kind, record.payload())
    return record


def prepare_table(session: SessionState, table: int, table_session: tuple[str, str]) -> TableOpened:
    record = _made(TableOpened, table=table, session=table_session[0], created=table_session[1])
    _tried(session, record.kind, record.payload())
    return record


def prepare_hand(
    session: SessionState, table: int, data: object, dealer: str | None, *, expired: Sequence[str] = ()
) -> HandPlayed:
    """A hand at ``table`` given as for ``session add``, scored under the event's rules in units;
    ``expired``: the seats not set in the setting clock's time."""
    return hand_and_after(session, table, data, dealer, expired=expired)[0]


def hand_and_after(
    session: SessionState, table: int, data: object, dealer: str | None, *, expired: Sequence[str] = ()
) -> tuple[HandPlayed, Tally]:
    """:func:`prepare_hand`, and the event just after this hand (its ``last``: this hand's outcome,
    whatever another table records next)."""
    tally = tally_of(session)
    f = tally.live()
    data = mark_expired(f.structure, data, expired)
    seated = f.tables.get(table)
    if seated is None:
        raise InputError(f"table {table}: no such table in play ({', '.join(map(str, f.tables)) or 'no draw yet'})")
    entry = parse_hand_entry(data)
    rules = f.structure.rule_set()
    seats = seat_hands(entry, rules.copies)
    names = [s.name for s in seats]
    strangers = [n for n in names if n not in seated]
    if strangers or sorted(names) != sorted(seated):
        raise InputError(f"table {table} seats {', '.join(seated)}; the hand names {', '.join(names)}")
    if dealer is not None and dealer not in seated:
        raise InputError(f"dealer {dealer} is not seated at table {table}")
    stakes = build_stakes(Decimal(1), [], names)
    units = pair_units(score_hand(seats, rules, stakes.of, dealer=dealer))
    record = _made(
        HandPlayed,
        table=table,
        dealer=dealer,
        entry=data if isinstance(data, dict) else {},
        units=tuple((a, b, str(u)) for (a, b), u in units.items()),
        expired=tuple(dict.fromkeys(expired)),
        clock=tally.clock.seconds_at(now_text()) if isinstance(f.structure.levels, TimedLevels) else None,
    )
    apply(tally, record.kind, record.payload())
    return record, tally


def prepare_moves(session: SessionState) -> MovesConfirmed:
    f = tally_of(session).live()
    moves = f.proposed_moves()
    if not moves:
        raise InputError("the tables are balanced: no move to confirm")
    return MovesConfirmed(moves=tuple((m.player, m.from_table, m.to_table) for m in moves))


def prepare_finish(session: SessionState) -> Finished:
    record = Finished()
    _tried(session, record.kind, record.payload())
    return record


def prepare_void(session: SessionState, table: int, reason: str) -> HandVoided:
    """The last hand at ``table`` taken back (refused where a move or a table since rests on it)."""
    log = tournament_log(session)
    tally = replayed(log)
    f = tally.live()
    record = _made(HandVoided, table=table, hand=max(f.hands.get(table, 0), 1), reason=reason)
    apply_to(tally, log, record.kind, record.payload())
    return record
