"""A session as one JSON file: exported whole, imported only after every check."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Annotated, Any, Literal

from scorekeeper.errors import InputError
from scorekeeper.game.deal import hand_json
from scorekeeper.ledger.totals import fingerprint
from scorekeeper.reading import STRICT_RECORD, TEXT, Exact, Items, Text, Whole, read
from scorekeeper.session.events import Event, canonical, verify_chain
from scorekeeper.session.session import Session, parse_hand_entry

FORMAT = "chinese-poker-scorekeeper/session"


@dataclass(frozen=True)
class EventFile:
    """One event of a session file, as it was stored."""

    seq: Annotated[int, Whole(strings=False)]
    kind: TEXT
    at: TEXT
    payload: dict[TEXT, Any]
    hash: Annotated[str, Text(pattern="^[0-9a-f]{64}$")]
    __pydantic_config__ = STRICT_RECORD


@dataclass(frozen=True)
class SessionFile:
    """A session file: its events, which rebuild the session exactly."""

    format: Annotated[Literal["chinese-poker-scorekeeper/session"], Exact()]
    version: Annotated[Literal[1], Exact()]
    name: TEXT
    fingerprint: TEXT
    events: Annotated[tuple[EventFile, ...], Items(min_length=1)]
    __pydantic_config__ = STRICT_RECORD


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
    parsed: SessionFile = read(SessionFile, data)
    events = [Event(e.seq, e.kind, e.at, canonical(e.payload), e.hash) for e in parsed.events]
    if events[0].kind != "created":
        raise InputError("events[0]: a session starts with its 'created' event")
    problems = verify_chain(events, head=events[-1].hash)
    if problems:
        raise InputError(f"the session was changed after export: {problems[0]}")
    # An export made before the fingerprint grew to 64 bits carries the first 32.
    printed = parsed.fingerprint
    if len(printed) not in (8, len(fingerprint(events[-1].hash))) or not events[-1].hash.startswith(printed):
        raise InputError("the fingerprint does not match the events")
    _check_replay(events)
    return events


def _meaning(kind: str, payload: dict[str, Any]) -> Any:
    """What an event means, not how its text is spelled: amounts as numbers, rules as resolved
    (so an export made by an older version, with other bytes for the same night, still imports).
    A hand's result is kept whole: settle-up compares every field of it with what the cards give
    (rescore.py), and so does an import."""
    from decimal import Decimal

    from scorekeeper.game.rules import resolve_rules

    out = {k: v for k, v in payload.items() if k != "v"}
    if "rules" in out:
        out["rules"] = resolve_rules(out["rules"])
    for key in ("unit", "coin"):
        if out.get(key) is not None:
            out[key] = Decimal(out[key])
    if "stakes" in out:
        out["stakes"] = [(tuple(s["players"]), Decimal(s["unit"])) for s in out["stakes"]]
    if "result" in out:
        out["result"] = json.loads(canonical(out["result"]))  # as rescore.py compares it
        out["entry"] = hand_json(parse_hand_entry(out["entry"]))
    return out


def _first_difference(expected: Any, given: Any, path: str = "") -> str:
    """Where two values first differ: ``result.players[0].rows.front``."""
    if isinstance(expected, dict) and isinstance(given, dict):
        for key in sorted(set(expected) | set(given), key=str):
            if expected.get(key, _MISSING) != given.get(key, _MISSING):
                return _first_difference(expected.get(key), given.get(key), f"{path}.{key}" if path else str(key))
    if isinstance(expected, list) and isinstance(given, list) and len(expected) == len(given):
        for i, (a, b) in enumerate(zip(expected, given, strict=True)):
            if a != b:
                return _first_difference(a, b, f"{path}[{i}]")
    return path or "the event"


_MISSING = object()


def _mismatch(kind: str, expected: dict[str, Any], payload: dict[str, Any]) -> str:
    """Why an event is not what this program records for it, as settle-up would say it."""
    where = _first_difference(_meaning(kind, expected), _meaning(kind, payload))
    if where.startswith("result"):
        return f"hand {payload.get('hand')} does not match its cards ({where} is not what they give)"
    shown = str(payload.get(where.split(".")[0].split("[")[0], ""))[:40]
    return f"{where} {shown!r} is not what this program records for that action"


def _check_replay(events: list[Event]) -> None:
    """Every event must fit its model and the log so far, and mean what this program would
    record for the same action (each hand's result, every field, what its cards give)."""
    from scorekeeper.session.event_models import check_event

    session = Session("import")
    for event in events:
        where = f"events[{event.seq - 1}] ({event.kind[:40]})"
        try:
            payload = check_event(session, event)
            expected = session.prepare_again(event.kind, payload)
            same = _meaning(event.kind, expected) == _meaning(event.kind, payload)
            problem = "" if same else _mismatch(event.kind, expected, payload)
        except (InputError, KeyError, TypeError, IndexError, ValueError, ArithmeticError, RecursionError) as exc:
            raise InputError(f"{where}: {' '.join(str(exc).split())[:300]}") from None
        if problem:
            raise InputError(f"{where}: {problem}")
        session.apply(event, payload)
