"""A session as one JSON file: exported whole, imported only after every check."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr, ValidationError

from scorekeeper.errors import InputError
from scorekeeper.events import Event, canonical, verify_chain
from scorekeeper.ledger import fingerprint
from scorekeeper.session import Session
from scorekeeper.validation import describe_validation_error

FORMAT = "chinese-poker-scorekeeper/session"


class EventFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    seq: StrictInt
    kind: StrictStr
    at: StrictStr
    payload: dict[str, Any]
    hash: Annotated[StrictStr, Field(pattern=r"^[0-9a-f]{64}$")]


class SessionFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    format: Literal["chinese-poker-scorekeeper/session"]
    version: Literal[1]
    name: StrictStr
    fingerprint: StrictStr
    events: Annotated[list[EventFile], Field(min_length=1)]


def session_to_json(session: Session) -> dict[str, Any]:
    """The whole session: its events, which rebuild it exactly."""
    return {
        "format": FORMAT,
        "version": 1,
        "name": session.name,
        "fingerprint": fingerprint(session.head),
        "events": [
            {"seq": e.seq, "kind": e.kind, "at": e.at, "payload": e.payload, "hash": e.hash} for e in session.events
        ],
    }


def events_from_json(data: Any) -> list[Event]:
    """Validated events of an exported session; raises InputError naming the problem."""
    try:
        parsed = SessionFile.model_validate(data)
    except ValidationError as exc:
        raise InputError(describe_validation_error(exc)) from None
    events = [Event(e.seq, e.kind, e.at, canonical(e.payload), e.hash) for e in parsed.events]
    if events[0].kind != "created":
        raise InputError("events[0]: a session starts with its 'created' event")
    problems = verify_chain(events, head=events[-1].hash)
    if problems:
        raise InputError(f"the session was changed after export: {problems[0]}")
    # An export made before the fingerprint grew to 64 bits carries the first 32.
    if len(parsed.fingerprint) not in (8, len(fingerprint(events[-1].hash))) or not events[-1].hash.startswith(
        parsed.fingerprint
    ):
        raise InputError("the fingerprint does not match the events")
    _check_replay(events)
    return events


def _check_replay(events: list[Event]) -> None:
    """Every event must be what this program would record for the same action."""
    session = Session("import")
    for event in events:
        try:
            expected = session.prepare_again(event.kind, event.payload)
        except (InputError, KeyError, TypeError, IndexError, ValueError) as exc:
            raise InputError(f"events[{event.seq - 1}] ({event.kind}): {exc}") from None
        if canonical(expected) != event.payload_text:
            raise InputError(f"events[{event.seq - 1}] ({event.kind}): does not match what its rules and cards give")
        session.apply(event)
