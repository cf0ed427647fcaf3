"""The typed, versioned event log: one strict model per event kind, and the log's grammar.

Every event read from a book or an import passes :func:`check_event`: its payload must
fit the model of its kind (strict types, no extra field, amounts as plain decimal text
of bounded size) and the session so far (``created`` exactly once and first, an undo
only with something to undo, a hand edited only once it exists, ...). What fails is
the event's damage, named with its number; :meth:`Session.replay` stops there.

Versions: ``v`` is the payload's version (:data:`EVENT_VERSION`). Events written
before versions existed carry no ``v``; they are version 0 and migrate on load (0 to
1 changes nothing but the number: ``coin`` is optional). The stored text is never
rewritten, so the hash chain still verifies.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from scorekeeper.session.event_records import EVENT_VERSION, EventRecord, RecordError, read_record
from scorekeeper.session.events import Event
from scorekeeper.session.extension import extension_of_kind
from scorekeeper.session.records import WHILE_SETTLED

if TYPE_CHECKING:
    from scorekeeper.session.state import SessionState

__all__ = ["EVENT_VERSION", "EventError", "check_event", "migrate", "parse_payload", "record_of"]


class EventError(ValueError):
    """An event that does not fit its model or the log so far (the message says what)."""


ALWAYS = WHILE_SETTLED  # allowed while the session is settled (an extension adds its own)


def migrate(payload: dict[str, Any]) -> dict[str, Any]:
    """The payload in the current version (version 0, no ``v``, becomes 1 unchanged otherwise)."""
    if "v" not in payload:
        return {**payload, "v": EVENT_VERSION}
    return payload


def parse_payload(event: Event) -> tuple[dict[str, Any], EventRecord]:
    """The event's payload as a dict (migrated) and as its kind's record; raises EventError."""
    if not isinstance(event.payload_text, str) or len(event.payload_text) > 5_000_000:
        raise EventError("the payload is not text of a sensible size")
    try:
        payload = json.loads(event.payload_text)
    except RecursionError:
        raise EventError("the payload is nested too deep") from None
    except ValueError as exc:
        raise EventError(f"the payload is not JSON ({exc})") from None
    if not isinstance(payload, dict):
        raise EventError("the payload is not a JSON object")
    payload = migrate(payload)
    extension_of_kind(event.kind)  # a kind the core does not know: its extension registers it (a home game loads none)
    try:
        return payload, read_record(event.kind, event.payload_text, payload)
    except RecordError as exc:
        raise EventError(str(exc)) from None


def _grammar(session: SessionState, kind: str, p: dict[str, Any], record: EventRecord) -> None:
    """The event must make sense after the events before it (raises EventError naming why)."""
    first = not session.events
    if first != (kind == "created"):
        raise EventError("a session starts with its one 'created' event" if first else "a second 'created' event")
    if kind == "created":
        _check_rules(p["rules"])
        _distinct(p["players"])
        for stake in p["stakes"]:
            _pair(stake["players"], p["players"])
        return
    if session.settled and kind not in ALWAYS:
        raise EventError(f"a {kind!r} event while the session is settled")
    if kind == "undo" and (not session.undo_stack or session.undo_stack[-1] != p["undoes"]):
        raise EventError("an undo with nothing (or something else) to undo")
    if kind == "redo" and (not session.redo_stack or session.redo_stack[-1] != p["redoes"]):
        raise EventError("a redo with nothing (or something else) to redo")
    if kind == "added":
        if p["hand"] != session.next_hand:
            raise EventError(f"hand {p['hand']} added where hand {session.next_hand} is next")
        _seated(session, p)
    if kind in ("edited", "voided"):
        hand = session.hands.get(p["hand"])
        if hand is None or hand.status != "recorded":
            raise EventError(f"hand {p['hand']} is not a recorded hand")
        if kind == "edited":
            _seated(session, p)
    if kind == "stake":
        _pair(p["players"], session.players)
    if kind == "rules":
        _check_rules(p["rules"])
    if kind == "players":
        _distinct(p["players"])
    if kind == "settled" and session.settled:
        raise EventError("settled twice")
    if kind == "reopened" and not session.settled:
        raise EventError("reopened while open")
    if kind in ("archived", "unarchived") and session.archived == (kind == "archived"):
        raise EventError(f"{kind} twice")
    extension = extension_of_kind(kind)
    if extension is not None:
        try:
            extension.check_event(session, record)
        except ValueError as exc:
            raise EventError(str(exc)) from None


def _distinct(names: list[str]) -> None:
    if len(set(names)) != len(names):
        raise EventError("a player is named twice")


def _pair(pair: list[str], known: Any) -> None:
    if pair[0] == pair[1] or any(name not in known for name in pair):
        raise EventError(f"a stake for an unknown or repeated pair {pair[0][:40]!r}, {pair[1][:40]!r}")


def _seated(session: SessionState, p: dict[str, Any]) -> None:
    names = {seat["name"] for seat in p["entry"]["players"]}
    unknown = sorted(names - set(session.players))
    if unknown:
        raise EventError(f"{unknown[0][:40]!r} is not a player of this session")
    if {r["name"] for r in p["result"]["players"]} != names:
        raise EventError("the result is for other players than the entry")


_RULES_SEEN: set[str] = set()


def _check_rules(rules: dict[str, Any]) -> None:
    from scorekeeper.game.rules import resolve_rules

    text = json.dumps(rules, sort_keys=True)
    if text in _RULES_SEEN:
        return
    try:
        resolve_rules(rules)
    except Exception as exc:  # noqa: BLE001 - whatever the rules model refuses
        raise EventError(f"rules: {' '.join(str(exc).split())[:200]}") from None
    if len(_RULES_SEEN) < 1000:
        _RULES_SEEN.add(text)


def check_event(session: SessionState, event: Event) -> dict[str, Any]:
    """The event's payload (migrated) if it fits its model and follows the log so far; else EventError."""
    if not isinstance(event.seq, int) or event.seq != len(session.events) + 1:
        raise EventError(f"out of order: event {len(session.events) + 1} expected")
    if not isinstance(event.at, str) or len(event.at) > 40 or not isinstance(event.kind, str):
        raise EventError("the event's time or kind is not text")
    payload, record = parse_payload(event)
    _grammar(session, event.kind, payload, record)
    return payload


def record_of(event: Event) -> EventRecord:
    """A logged event as its kind's typed record (an event of a session's log: checked when it was read)."""
    extension_of_kind(event.kind)  # an extension's kind is readable once its extension registered it
    return read_record(event.kind, event.payload_text)
