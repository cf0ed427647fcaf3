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
from typing import TYPE_CHECKING, Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, ValidationError

from scorekeeper.casino.state import PAYLOADS as CASINO_PAYLOADS
from scorekeeper.events import Event
from scorekeeper.validation import describe_validation_error

if TYPE_CHECKING:
    from scorekeeper.session import Session

__all__ = ["EVENT_VERSION", "KINDS", "EventError", "check_event", "migrate", "payload_model"]

EVENT_VERSION = 1

_STRICT = ConfigDict(strict=True, extra="forbid", frozen=True, defer_build=True)
# Amounts as recorded: inputs have at most 18 digits before the point and 10 after; a hand's
# money is a product of bounded inputs (under 10**75 with 40 decimals, see amounts.MONEY_CONTEXT).
_AMOUNT = re.compile(r"\d{1,18}(\.\d{1,10})?")
_SIGNED = re.compile(r"-?\d{1,80}(\.\d{1,50})?")


def _amount_text(text: str) -> str:
    if not _AMOUNT.fullmatch(text):
        raise ValueError(f"not an amount ({text[:30]!r}): a plain decimal, at most 18 digits and 10 decimals")
    return text


def _signed_text(text: str) -> str:
    if not _SIGNED.fullmatch(text):
        raise ValueError(f"not an amount ({text[:30]!r}): a plain signed decimal of bounded size")
    return text


Amount = Annotated[str, AfterValidator(_amount_text)]
Signed = Annotated[str, AfterValidator(_signed_text)]
Name = Annotated[str, Field(min_length=1, max_length=200)]
Text = Annotated[str, Field(max_length=10_000)]
Hand = Annotated[int, Field(ge=1, le=10**9)]
Seq = Annotated[int, Field(ge=1, le=10**12)]


class EventError(ValueError):
    """An event that does not fit its model or the log so far (the message says what)."""


class _Payload(BaseModel):
    model_config = _STRICT
    v: Literal[1] = 1  # EVENT_VERSION
    signed: bool = False  # a manager gave the passphrase for it (casino/manager.py)


class StakeModel(BaseModel):
    model_config = _STRICT
    players: Annotated[list[Name], Field(min_length=2, max_length=2)]
    unit: Amount


class EntryPlayer(BaseModel):
    model_config = _STRICT
    name: Name
    front: Annotated[str, Field(max_length=200)]
    middle: Annotated[str, Field(max_length=200)]
    back: Annotated[str, Field(max_length=200)]
    surrender: bool = False
    declare_natural: bool = True
    hand: Annotated[int, Field(ge=1, le=2)] | None = None
    multiple: Annotated[int, Field(ge=1, le=5)] | None = None  # banker mode (score-cli.md "More rule options")


class EntryModel(BaseModel):
    model_config = _STRICT
    players: Annotated[list[EntryPlayer], Field(min_length=2, max_length=6)]  # 4, +1 per extra suit


class RoyaltyModel(BaseModel):
    model_config = _STRICT
    row: Annotated[str, Field(max_length=20)]
    hand: Annotated[str, Field(max_length=40)]
    units: Signed


class PlayerResultModel(BaseModel):
    model_config = _STRICT
    name: Name
    units: Signed
    money: Signed
    status: Annotated[str, Field(max_length=20)]
    natural: Annotated[str, Field(max_length=40)] | None
    royalties: Annotated[list[RoyaltyModel], Field(max_length=12)]
    rows: dict[Annotated[str, Field(max_length=20)], Annotated[str, Field(max_length=40)]]
    hand: Annotated[int, Field(ge=1, le=2)] | None = None
    hands: Annotated[list[PlayerResultModel], Field(max_length=2)] | None = None
    points: Annotated[int, Field(ge=-1000, le=1000)] | None = None


class PairResultModel(BaseModel):
    model_config = _STRICT
    players: Annotated[list[Name], Field(min_length=2, max_length=2)]
    hands: Annotated[list[Annotated[int, Field(ge=1, le=2)]], Field(min_length=2, max_length=2)] | None = None
    units: Signed
    money: Signed
    rows: Annotated[list[Annotated[int, Field(ge=-1, le=1)]], Field(min_length=3, max_length=3)] | None


class RaceModel(BaseModel):
    model_config = _STRICT
    rows: dict[Annotated[str, Field(max_length=20)], Name | None]
    sweep: Name | None


class ResultModel(BaseModel):
    model_config = _STRICT
    players: Annotated[list[PlayerResultModel], Field(min_length=2, max_length=6)]
    pairs: Annotated[list[PairResultModel], Field(max_length=16)]  # 15 pairs at 6 seats
    race: RaceModel | None = None


class Created(_Payload):
    name: Name
    players: Annotated[list[Name], Field(min_length=2, max_length=200)]
    rules: dict[str, Any]
    unit: Amount
    currency: Annotated[str, Field(max_length=12)]
    date: Annotated[str, Field(max_length=40)]
    place: Text
    stakes: Annotated[list[StakeModel], Field(max_length=20_000)]
    coin: Amount | None = None


class Added(_Payload):
    hand: Hand
    dealer: Name | None
    entry: EntryModel
    result: ResultModel


class Edited(Added):
    reason: Text


class Voided(_Payload):
    hand: Hand
    reason: Text


class Stake(_Payload):
    players: Annotated[list[Name], Field(min_length=2, max_length=2)]
    unit: Amount
    from_hand: Hand


class Unit(_Payload):
    unit: Amount
    from_hand: Hand


class Renamed(_Payload):
    name: Name


class Archived(_Payload):
    pass


class Unarchived(_Payload):
    pass


class Rules(_Payload):
    rules: dict[str, Any]
    from_hand: Hand


class Players(_Payload):
    players: Annotated[list[Name], Field(min_length=2, max_length=200)]


class Undo(_Payload):
    undoes: Seq


class Redo(_Payload):
    redoes: Seq


class Settled(_Payload):
    reason: Text


class Reopened(_Payload):
    reason: Text


KINDS: dict[str, type[BaseModel]] = {
    "created": Created,
    "added": Added,
    "edited": Edited,
    "voided": Voided,
    "stake": Stake,
    "unit": Unit,
    "rules": Rules,
    "players": Players,
    "undo": Undo,
    "redo": Redo,
    "settled": Settled,
    "reopened": Reopened,
    "renamed": Renamed,
    "archived": Archived,
    "unarchived": Unarchived,
    **CASINO_PAYLOADS,  # collection, buyin, cashout, table_stakes, loss_cap, tip, manager, slip
}
ALWAYS = frozenset({"reopened", "renamed", "archived", "unarchived", "slip"})  # allowed while the session is settled


def payload_model(kind: str) -> type[BaseModel]:
    model = KINDS.get(kind)
    if model is None:
        raise EventError(f"unknown event kind {str(kind)[:40]!r}")
    return model


def migrate(payload: dict[str, Any]) -> dict[str, Any]:
    """The payload in the current version (version 0, no ``v``, becomes 1 unchanged otherwise)."""
    if "v" not in payload:
        return {**payload, "v": EVENT_VERSION}
    return payload


def parse_payload(event: Event) -> tuple[dict[str, Any], BaseModel]:
    """The event's payload as a dict (migrated) and as its typed model; raises EventError."""
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
        model = payload_model(event.kind).model_validate(payload)
    except ValidationError as exc:
        raise EventError(describe_validation_error(exc)) from None
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
    from scorekeeper.rules import resolve_rules

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
