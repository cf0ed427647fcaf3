"""The tournament as an extension of the session: its kinds, kept in the session's state as the
log of its actions (a tuple of kind and payload) and replayed through the pure core when read.

Imported (and so registered) the first time a log holds a kind the core does not know
(session/extension.py names this module); a home game never loads it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, cast

from scorekeeper.errors import InputError
from scorekeeper.session.extension import SessionExtension, register_extension
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
from scorekeeper.tournament_log.replay import Logged, apply_to, replayed
from scorekeeper.tournament_log.table_extension import TABLE

if TYPE_CHECKING:
    from scorekeeper.session.event_records import EventRecord
    from scorekeeper.session.state import SessionState

__all__ = ["NAME", "TOURNAMENT", "TournamentExtension", "tournament_log"]

NAME = "tournament"
TournamentLog = tuple[Logged, ...]


class TournamentExtension(SessionExtension[TournamentLog]):
    """Registration, re-buys, the draw, each table's hands, confirmed moves and the finish."""

    name = NAME
    records = (
        TournamentCreated,
        Registered,
        Rebought,
        AddedOn,
        Drawn,
        TableOpened,
        HandStarted,
        HandPlayed,
        HandVoided,
        ClockChanged,
        MovesConfirmed,
        Finished,
    )
    audited = frozenset(cls.kind for cls in records)
    corrections = frozenset({"t_void"})  # a hand taken back: the manager's, once the event has a key

    def empty(self) -> TournamentLog:
        return ()

    def fold(self, state: TournamentLog, record: EventRecord, *, at: str) -> TournamentLog:
        return (*state, (record.kind, record.payload()))  # the director's replay reads the stored form

    # No check_event: replaying the log for each event read would make every load quadratic.
    # Each action is tried on the replayed field when prepared, and a foreign log's events
    # again through prepare_again (each on the field before it, replayed from the last one kept).

    def before_hand(self, session: SessionState, seated: Sequence[str]) -> None:
        raise InputError("a tournament's hands are added with `scorekeeper tournament add`")

    def prepare_again(self, session: SessionState, kind: str, payload: dict[str, Any]) -> EventRecord | dict[str, Any]:
        log = tournament_log(session)
        apply_to(replayed(log), log, kind, payload)
        return dict(payload)

    def describe(self, record: EventRecord) -> str:
        kind, payload = record.kind, record.payload()
        words = {
            "tournament": "tournament created",
            "t_register": f"{payload.get('player')} registered",
            "t_rebuy": f"{payload.get('player')} re-bought",
            "t_draw": f"seats drawn (seed {payload.get('seed')})",
            "t_table": f"table {payload.get('table')} opened",
            "t_addon": f"{payload.get('player')} took an add-on",
            "t_start": f"hand dealt at table {payload.get('table')}: the setting clock runs",
            "t_hand": f"hand at table {payload.get('table')}" + _expired_words(payload.get("expired", ())),
            "t_clock": "the event's clock " + ("started" if payload.get("running") else "paused"),
            "t_void": f"hand {payload.get('hand')} at table {payload.get('table')} taken back: {payload.get('reason')}",
            "t_moves": f"moves confirmed: {len(payload.get('moves', ()))}",
            "t_finish": "tournament finished",
        }
        return words.get(kind, kind)


def _expired_words(names: Sequence[str]) -> str:
    return f" (not set in time: {', '.join(names)})" if names else ""


def tournament_log(session: SessionState) -> TournamentLog:
    """The session's tournament actions in order (none: not a tournament)."""
    return cast("TournamentLog", session.extensions.get(NAME, ()))


TOURNAMENT = TournamentExtension()
register_extension(TOURNAMENT)
register_extension(TABLE)  # a table's session: shipped with the tournament, loaded by either's kinds
