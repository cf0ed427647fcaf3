"""The director's actions, each prepared on the session as the book holds it now: the log is
replayed, the action tried on the field (an InputError refuses it, nothing recorded), and its
record returned for the book to store."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from scorekeeper.errors import InputError
from scorekeeper.game.deal import seat_hands
from scorekeeper.game.scoring import score_hand
from scorekeeper.game.stakes import build_stakes
from scorekeeper.session.commands import parse_hand_entry
from scorekeeper.session.state import SessionState
from scorekeeper.tournament.chips import pair_units
from scorekeeper.tournament.structure import TournamentStructure
from scorekeeper.tournament_log.extension import tournament_log
from scorekeeper.tournament_log.records import (
    Drawn,
    Finished,
    HandPlayed,
    MovesConfirmed,
    Rebought,
    Registered,
    TableOpened,
    TournamentCreated,
)
from scorekeeper.tournament_log.replay import Tally, apply, current_level, replayed

__all__ = [
    "prepare_created",
    "prepare_draw",
    "prepare_finish",
    "prepare_hand",
    "prepare_moves",
    "prepare_rebuy",
    "prepare_register",
    "prepare_table",
    "tally_of",
]


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
    return TournamentCreated(structure=structure.model_dump(mode="json"))


def prepare_register(session: SessionState, player: str) -> Registered:
    tally = tally_of(session)
    record = Registered(player=player, level=current_level(tally.live()))
    apply(tally, record.kind, record.payload())
    return record


def prepare_rebuy(session: SessionState, player: str) -> Rebought:
    tally = tally_of(session)
    record = Rebought(player=player, level=current_level(tally.live()))
    apply(tally, record.kind, record.payload())
    return record


def prepare_draw(session: SessionState, seed: int, sessions: dict[int, tuple[str, str]] | None = None) -> Drawn:
    """The draw of ``seed``; ``sessions``: each drawn table's session of the book and its first
    event's hash (omitted: the draw tried alone, to learn the tables before their sessions are made)."""
    record = Drawn(
        seed=seed, sessions=tuple((n, sid, created) for n, (sid, created) in sorted((sessions or {}).items()))
    )
    _tried(session, record.kind, record.payload())
    return record


def prepare_table(session: SessionState, table: int, table_session: tuple[str, str]) -> TableOpened:
    record = TableOpened(table=table, session=table_session[0], created=table_session[1])
    _tried(session, record.kind, record.payload())
    return record


def prepare_hand(session: SessionState, table: int, data: object, dealer: str | None) -> HandPlayed:
    """A hand at ``table`` given as for ``session add``, scored under the event's rules in units."""
    tally = tally_of(session)
    f = tally.live()
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
    record = HandPlayed(
        table=table,
        dealer=dealer,
        entry=data if isinstance(data, dict) else {},
        units=tuple((a, b, str(u)) for (a, b), u in units.items()),
    )
    apply(tally, record.kind, record.payload())
    return record


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
