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
import re
from typing import TYPE_CHECKING, Any

from scorekeeper.boundary.checks import (
    Check,
    Invalid,
    anything,
    array,
    boolean,
    describe,
    integer,
    literal,
    mapping,
    optional,
    text,
)
from scorekeeper.boundary.records import shape
from scorekeeper.casino.state import CASINO_KINDS
from scorekeeper.session.events import Event

if TYPE_CHECKING:
    from scorekeeper.session.session import Session

__all__ = ["EVENT_VERSION", "KINDS", "EventError", "check_event", "migrate", "payload_model"]

EVENT_VERSION = 1

# Amounts as recorded: inputs have at most 18 digits before the point and 10 after; a hand's
# money is a product of bounded inputs (under 10**75 with 40 decimals, see amounts.MONEY_CONTEXT).
_AMOUNT = re.compile(r"\d{1,18}(\.\d{1,10})?", re.ASCII)  # Decimal("٢") is 2: ASCII digits only
_SIGNED = re.compile(r"-?\d{1,80}(\.\d{1,50})?", re.ASCII)


def _matching(pattern: re.Pattern[str], what: str) -> Check[str]:
    as_text = text()

    def check(value: object) -> str:
        value = as_text(value)
        if not pattern.fullmatch(value):
            raise Invalid(f"not an amount ({value[:30]!r}): {what}")
        return value

    return check


Amount = _matching(_AMOUNT, "a plain decimal, at most 18 digits and 10 decimals")
Signed = _matching(_SIGNED, "a plain signed decimal of bounded size")
Name = text(min_length=1, max_length=200)
Text = text(max_length=10_000)
Hand = integer(ge=1, le=10**9)
Seq = integer(ge=1, le=10**12)
Names = array(Name, min_length=2, max_length=200)
Pair = array(Name, min_length=2, max_length=2)
HandOfTwo = integer(ge=1, le=2)


def _short(limit: int) -> Check[str]:
    return text(max_length=limit)


class EventError(ValueError):
    """An event that does not fit its model or the log so far (the message says what)."""


_PAYLOAD = {"v": (literal(1), 1), "signed": (boolean, False)}  # v: EVENT_VERSION; signed: casino/manager.py

StakeModel = shape({"players": Pair, "unit": Amount})
EntryPlayer = shape(
    {
        "name": Name,
        "front": _short(200),
        "middle": _short(200),
        "back": _short(200),
        "surrender": (boolean, False),
        "declare_natural": (boolean, True),
        "hand": (optional(HandOfTwo), None),
        "multiple": (optional(integer(ge=1, le=5)), None),  # banker mode (score-cli.md "More rule options")
    }
)
EntryModel = shape({"players": array(EntryPlayer, min_length=2, max_length=6)})  # 4, +1 per extra suit
RoyaltyModel = shape({"row": _short(20), "hand": _short(40), "units": Signed})


def _player_result(*, hands: Check[object] | None) -> Check[dict[str, Any]]:
    fields: dict[str, Any] = {
        "name": Name,
        "units": Signed,
        "money": Signed,
        "status": _short(20),
        "natural": optional(_short(40)),
        "royalties": array(RoyaltyModel, max_length=12),
        "rows": mapping(_short(20), _short(40)),
        "hand": (optional(HandOfTwo), None),
    }
    if hands is not None:
        fields["hands"] = (optional(hands), None)
    fields["points"] = (optional(integer(ge=-1000, le=1000)), None)
    return shape(fields)


# A criss-cross player's result holds their two hands' results, which hold no hands (a deeper
# nesting is refused by name, never by running out of stack).
PlayerResultModel = _player_result(hands=array(_player_result(hands=None), max_length=2))
PairResultModel = shape(
    {
        "players": Pair,
        "hands": (optional(array(HandOfTwo, min_length=2, max_length=2)), None),
        "units": Signed,
        "money": Signed,
        "rows": optional(array(integer(ge=-1, le=1), min_length=3, max_length=3)),
    }
)
RaceModel = shape({"rows": mapping(_short(20), optional(Name)), "sweep": optional(Name)})
ResultModel = shape(
    {
        "players": array(PlayerResultModel, min_length=2, max_length=6),
        "pairs": array(PairResultModel, max_length=16),  # 15 pairs at 6 seats
        "race": (optional(RaceModel), None),
    }
)
_ADDED = {"hand": Hand, "dealer": optional(Name), "entry": EntryModel, "result": ResultModel}
_RULES = mapping(text(), anything)

KINDS: dict[str, Check[object]] = {
    "created": shape(
        {
            **_PAYLOAD,
            "name": Name,
            "players": Names,
            "rules": _RULES,
            "unit": Amount,
            "currency": _short(12),
            "date": _short(40),
            "place": Text,
            "stakes": array(StakeModel, max_length=20_000),
            "coin": (optional(Amount), None),
        }
    ),
    "added": shape({**_PAYLOAD, **_ADDED, "again": (boolean, False)}),  # again: a repeated deal, confirmed
    "edited": shape({**_PAYLOAD, **_ADDED, "reason": Text}),
    "voided": shape({**_PAYLOAD, "hand": Hand, "reason": Text}),
    "stake": shape({**_PAYLOAD, "players": Pair, "unit": Amount, "from_hand": Hand}),
    "unit": shape({**_PAYLOAD, "unit": Amount, "from_hand": Hand}),
    "rules": shape({**_PAYLOAD, "rules": _RULES, "from_hand": Hand}),
    "players": shape({**_PAYLOAD, "players": Names}),
    "undo": shape({**_PAYLOAD, "undoes": Seq}),
    "redo": shape({**_PAYLOAD, "redoes": Seq}),
    "settled": shape({**_PAYLOAD, "reason": Text}),
    "reopened": shape({**_PAYLOAD, "reason": Text}),
    "renamed": shape({**_PAYLOAD, "name": Name}),
    "archived": shape(_PAYLOAD),
    "unarchived": shape(_PAYLOAD),
}
"""The home game's kinds; the casino's (collection, buyin, ... slip) load with the first one
(casino/payloads.py), see :func:`payload_model`."""
ALWAYS = frozenset({"reopened", "renamed", "archived", "unarchived", "slip"})  # allowed while the session is settled


def payload_model(kind: str) -> Check[object]:
    model = KINDS.get(kind)
    if model is None and kind in CASINO_KINDS:
        from scorekeeper.casino.payloads import PAYLOADS

        model = PAYLOADS[kind]
    if model is None:
        raise EventError(f"unknown event kind {str(kind)[:40]!r}")
    return model


def migrate(payload: dict[str, Any]) -> dict[str, Any]:
    """The payload in the current version (version 0, no ``v``, becomes 1 unchanged otherwise)."""
    if "v" not in payload:
        return {**payload, "v": EVENT_VERSION}
    return payload


def parse_payload(event: Event) -> tuple[dict[str, Any], object]:
    """The event's payload as a dict (migrated) and as checked by its kind's model; raises EventError."""
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
    try:
        model = payload_model(event.kind)(payload)
    except Invalid as exc:
        raise EventError(describe(exc)) from None
    return payload, model


def _grammar(session: Session, kind: str, p: dict[str, Any]) -> None:
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
        record = session.hands.get(p["hand"])
        if record is None or record.status != "recorded":
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


def _distinct(names: list[str]) -> None:
    if len(set(names)) != len(names):
        raise EventError("a player is named twice")


def _pair(pair: list[str], known: Any) -> None:
    if pair[0] == pair[1] or any(name not in known for name in pair):
        raise EventError(f"a stake for an unknown or repeated pair {pair[0][:40]!r}, {pair[1][:40]!r}")


def _seated(session: Session, p: dict[str, Any]) -> None:
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


def check_event(session: Session, event: Event) -> dict[str, Any]:
    """The event's payload (migrated) if it fits its model and follows the log so far; else EventError."""
    if not isinstance(event.seq, int) or event.seq != len(session.events) + 1:
        raise EventError(f"out of order: event {len(session.events) + 1} expected")
    if not isinstance(event.at, str) or len(event.at) > 40 or not isinstance(event.kind, str):
        raise EventError("the event's time or kind is not text")
    payload, _model = parse_payload(event)
    _grammar(session, event.kind, payload)
    return payload
