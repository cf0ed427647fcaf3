"""A session as one JSON file: exported whole, imported only after every check."""

from __future__ import annotations

import re
from typing import Any

from scorekeeper.boundary.checks import Invalid, anything, array, describe, integer, literal, mapping, text
from scorekeeper.boundary.records import shape
from scorekeeper.errors import InputError
from scorekeeper.game.deal import hand_json
from scorekeeper.ledger.totals import fingerprint
from scorekeeper.session.events import Event, canonical, verify_chain
from scorekeeper.session.session import Session, parse_hand_entry

FORMAT = "chinese-poker-scorekeeper/session"


_HASH = re.compile(r"[0-9a-f]{64}")


_text = text()


def _hash(value: object) -> str:
    value = _text(value)
    if not _HASH.fullmatch(value):
        raise Invalid("String should match pattern '^[0-9a-f]{64}$'")
    return value


EventFile = shape({"seq": integer(), "kind": text(), "at": text(), "payload": mapping(text(), anything), "hash": _hash})
SessionFile = shape(
    {
        "format": literal(FORMAT),
        "version": literal(1),
        "name": text(),
        "fingerprint": text(),
        "events": array(EventFile, min_length=1),
    }
)


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
        parsed = SessionFile(data)
    except Invalid as exc:
        raise InputError(describe(exc)) from None
    events = [Event(e["seq"], e["kind"], e["at"], canonical(e["payload"]), e["hash"]) for e in parsed["events"]]
    if events[0].kind != "created":
        raise InputError("events[0]: a session starts with its 'created' event")
    problems = verify_chain(events, head=events[-1].hash)
    if problems:
        raise InputError(f"the session was changed after export: {problems[0]}")
    # An export made before the fingerprint grew to 64 bits carries the first 32.
    printed = parsed["fingerprint"]
    if len(printed) not in (8, len(fingerprint(events[-1].hash))) or not events[-1].hash.startswith(printed):
        raise InputError("the fingerprint does not match the events")
    _check_replay(events)
    return events


def _meaning(kind: str, payload: dict[str, Any]) -> Any:
    """What an event means, not how its text is spelled: amounts as numbers, rules as resolved,
    a hand's result as each player's and each pair's units and money (so an export made by an
    older version, with other bytes for the same night, still imports)."""
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
        result = out.pop("result")
        out["players"] = sorted((p["name"], Decimal(p["units"]), Decimal(p["money"])) for p in result["players"])
        out["pairs"] = sorted(
            (tuple(p["players"]), tuple(p.get("hands") or ()), Decimal(p["units"]), Decimal(p["money"]))
            for p in result["pairs"]
        )
        out["entry"] = hand_json(parse_hand_entry(out["entry"]))
    return out


def _check_replay(events: list[Event]) -> None:
    """Every event must fit its model and the log so far, and mean what this program would
    record for the same action (each hand's money what its cards give under its rules)."""
    from scorekeeper.session.event_models import check_event

    session = Session("import")
    for event in events:
        where = f"events[{event.seq - 1}] ({event.kind[:40]})"
        try:
            payload = check_event(session, event)
            expected = session.prepare_again(event.kind, payload)
            same = _meaning(event.kind, expected) == _meaning(event.kind, payload)
        except (InputError, KeyError, TypeError, IndexError, ValueError, ArithmeticError, RecursionError) as exc:
            raise InputError(f"{where}: {' '.join(str(exc).split())[:300]}") from None
        if not same:
            raise InputError(f"{where}: does not match what its rules and cards give")
        session.apply(event, payload)
