"""The night as a typed event log: events, their fold into a session, the checks behind each action.

Knows no storage, no casino, no command line."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.lazy_names import lazy_names

__all__: list[str] = []

# -- the part's face: the names the app imports, each loaded from its module on first use (PEP 562) --
if TYPE_CHECKING:
    from scorekeeper.session.event_models import record_of
    from scorekeeper.session.event_records import (
        EventRecord,
        HandAdded,
        HandEdited,
        HandVoided,
        PlayersSet,
        RulesSet,
        StakeSet,
        UnitSet,
    )
    from scorekeeper.session.events import Event, now_text
    from scorekeeper.session.hand_entry import RecordedSeat
    from scorekeeper.session.match import matches
    from scorekeeper.session.outcome import PairOutcome, PlayerOutcome
    from scorekeeper.session.repeat_deal import RepeatedDeal
    from scorekeeper.session.session import UNDOABLE, VOID, HandRecord, Session, parse_hand_entry

_FACE = {
    "Event": "scorekeeper.session.events",
    "EventRecord": "scorekeeper.session.event_records",
    "HandAdded": "scorekeeper.session.event_records",
    "HandEdited": "scorekeeper.session.event_records",
    "HandVoided": "scorekeeper.session.event_records",
    "PlayersSet": "scorekeeper.session.event_records",
    "RulesSet": "scorekeeper.session.event_records",
    "StakeSet": "scorekeeper.session.event_records",
    "UnitSet": "scorekeeper.session.event_records",
    "record_of": "scorekeeper.session.event_models",
    "HandRecord": "scorekeeper.session.session",
    "PairOutcome": "scorekeeper.session.outcome",
    "PlayerOutcome": "scorekeeper.session.outcome",
    "RecordedSeat": "scorekeeper.session.hand_entry",
    "RepeatedDeal": "scorekeeper.session.repeat_deal",
    "Session": "scorekeeper.session.session",
    "UNDOABLE": "scorekeeper.session.session",
    "VOID": "scorekeeper.session.session",
    "matches": "scorekeeper.session.match",
    "now_text": "scorekeeper.session.events",
    "parse_hand_entry": "scorekeeper.session.session",
}
__all__ += [
    "Event",
    "EventRecord",
    "HandAdded",
    "HandEdited",
    "HandVoided",
    "PlayersSet",
    "RulesSet",
    "StakeSet",
    "UnitSet",
    "record_of",
    "HandRecord",
    "PairOutcome",
    "PlayerOutcome",
    "RecordedSeat",
    "RepeatedDeal",
    "Session",
    "UNDOABLE",
    "VOID",
    "matches",
    "now_text",
    "parse_hand_entry",
]


__getattr__ = lazy_names(__name__, _FACE, globals())


# -- end of the face --
