"""The typed event log: one frozen pydantic record per event kind.

An event is read once, from its stored text, into its kind's record (:func:`read_record`)
and a new one is written from its record (:meth:`EventRecord.payload`): for an event of
today's version ``canonical(read_record(kind, text).payload()) == text``, so the hash chain,
which covers the stored text, never needs it rewritten. The kind is the record's class
(``HandAdded.kind == "added"``): an action prepares a record, and the book stores it under
that record's kind, so a kind and a payload can never disagree.

Extensions of a session (the casino) register their kinds with :func:`register_kind`.

>>> record = read_record("stake", '{"from_hand":3,"players":["Amy","Bob"],"unit":"2","v":1}')
>>> type(record).__name__, record.players, record.unit
('StakeSet', ('Amy', 'Bob'), '2')
>>> canonical(record.payload())
'{"from_hand":3,"players":["Amy","Bob"],"unit":"2","v":1}'
"""

from __future__ import annotations

from typing import Annotated, Any, ClassVar, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from scorekeeper.errors import InputError
from scorekeeper.reading import AMOUNT_PATTERN, SIGNED_PATTERN, describe_error
from scorekeeper.session.events import canonical
from scorekeeper.text_boundary import excerpt

__all__ = [
    "EVENT_VERSION",
    "EventRecord",
    "HandAdded",
    "HandEdited",
    "HandVoided",
    "RecordError",
    "SessionCreated",
    "StakeSet",
    "describe_error",
    "read_record",
    "record_class",
    "register_kind",
    "stored_payload",
]

EVENT_VERSION = 1

_STRICT = ConfigDict(strict=True, extra="forbid", frozen=True, defer_build=True)
# Amounts as recorded, checked by pydantic's own pattern (no Python call per amount: a long
# replay reads millions); see scorekeeper.reading for the bounds.
_AMOUNT = AMOUNT_PATTERN
_SIGNED = SIGNED_PATTERN

Amount = Annotated[str, Field(pattern=_AMOUNT)]
Signed = Annotated[str, Field(pattern=_SIGNED)]
Name = Annotated[str, Field(min_length=1, max_length=200)]
Text = Annotated[str, Field(max_length=10_000)]
Short = Annotated[str, Field(max_length=40)]
RowName = Annotated[str, Field(max_length=20)]
Hand = Annotated[int, Field(ge=1, le=10**9)]
Seq = Annotated[int, Field(ge=1, le=10**12)]
HandOfTwo = Annotated[int, Field(ge=1, le=2)]
Pair = Annotated[tuple[Name, Name], Field()]
Names = Annotated[tuple[Name, ...], Field(min_length=2, max_length=200)]


class RecordError(ValueError):
    """A payload that does not fit its kind's record (the message is one line naming the field)."""


class _Part(BaseModel):
    model_config = _STRICT


class StakeEntry(_Part):
    players: Pair
    unit: Amount


class SeatEntry(_Part):
    """One seat of a hand as entered: its rows as typed, its flags."""

    name: Name
    front: Annotated[str, Field(max_length=200)]
    middle: Annotated[str, Field(max_length=200)]
    back: Annotated[str, Field(max_length=200)]
    surrender: bool = False
    declare_natural: bool = True
    hand: HandOfTwo | None = None
    multiple: Annotated[int, Field(ge=1, le=5)] | None = None  # banker mode (score-cli.md "More rule options")
    timed_out: bool = False  # a tournament's setting clock ran out: fouled (left out of the stored seat when false)


class EntryRecord(_Part):
    players: Annotated[tuple[SeatEntry, ...], Field(min_length=2, max_length=6)]  # 4, +1 per extra suit


class RoyaltyLine(_Part):
    row: RowName
    hand: Short
    units: Signed


class _PlayerResultBase(_Part):
    name: Name
    units: Signed
    money: Signed
    status: RowName
    natural: Short | None
    royalties: Annotated[tuple[RoyaltyLine, ...], Field(max_length=12)]
    rows: dict[RowName, Short]
    hand: HandOfTwo | None = None


class HandOfPlayer(_PlayerResultBase):
    """One of a criss-cross player's two hands: it holds no hands of its own."""

    points: Annotated[int, Field(ge=-1000, le=1000)] | None = None


class PlayerResult(_PlayerResultBase):
    hands: Annotated[tuple[HandOfPlayer, ...], Field(max_length=2)] | None = None
    points: Annotated[int, Field(ge=-1000, le=1000)] | None = None


class PairResult(_Part):
    players: Pair
    hands: tuple[HandOfTwo, HandOfTwo] | None = None
    units: Signed
    money: Signed
    rows: (
        tuple[
            Annotated[int, Field(ge=-1, le=1)], Annotated[int, Field(ge=-1, le=1)], Annotated[int, Field(ge=-1, le=1)]
        ]
        | None
    )


class RaceResult(_Part):
    rows: dict[RowName, Name | None]
    sweep: Name | None


class ResultRecord(_Part):
    players: Annotated[tuple[PlayerResult, ...], Field(min_length=2, max_length=6)]
    pairs: Annotated[tuple[PairResult, ...], Field(max_length=16)]  # 15 pairs at 6 seats
    race: RaceResult | None = None


class EventRecord(_Part):
    """What every event carries: its payload version and whether a manager signed it off."""

    kind: ClassVar[str] = ""
    v: Literal[1] = 1  # EVENT_VERSION
    signed: bool = False  # a manager gave the passphrase for it (casino/manager.py)
    sig: Annotated[str, Field(pattern=r"^[0-9a-f]{128}$")] | None = None  # the manager's signature (casino/signing.py)

    def payload(self) -> dict[str, Any]:
        """The payload as stored: the fields that were given, and the version."""
        data = self.model_dump(mode="json", exclude_unset=True)
        data["v"] = EVENT_VERSION
        return data

    def signed_off(self) -> EventRecord:
        """The same record, signed off by a manager."""
        return self.model_copy(update={"signed": True})


class SessionCreated(EventRecord):
    kind: ClassVar[str] = "created"
    name: Name
    players: Names
    rules: dict[str, Any]
    unit: Amount
    currency: Annotated[str, Field(max_length=12)]
    date: Short
    place: Text
    stakes: Annotated[tuple[StakeEntry, ...], Field(max_length=20_000)]
    coin: Amount | None = None


class _HandRecorded(EventRecord):
    hand: Hand
    dealer: Name | None
    entry: EntryRecord
    result: ResultRecord


class HandAdded(_HandRecorded):
    kind: ClassVar[str] = "added"
    again: bool = False  # the cards of a live hand dealt again, and the scorekeeper confirmed them
    # the players who set their own seats on their phones (issue 29); absent when none did, so every
    # event stored before it keeps its bytes
    by_players: Annotated[tuple[Name, ...], Field(min_length=1, max_length=6)] | None = None


class HandEdited(_HandRecorded):
    kind: ClassVar[str] = "edited"
    reason: Text


class HandVoided(EventRecord):
    kind: ClassVar[str] = "voided"
    hand: Hand
    reason: Text


class StakeSet(EventRecord):
    kind: ClassVar[str] = "stake"
    players: Pair
    unit: Amount
    from_hand: Hand


class UnitSet(EventRecord):
    kind: ClassVar[str] = "unit"
    unit: Amount
    from_hand: Hand


class RulesSet(EventRecord):
    kind: ClassVar[str] = "rules"
    rules: dict[str, Any]
    from_hand: Hand


class PlayersSet(EventRecord):
    kind: ClassVar[str] = "players"
    players: Names


class Undo(EventRecord):
    kind: ClassVar[str] = "undo"
    undoes: Seq


class Redo(EventRecord):
    kind: ClassVar[str] = "redo"
    redoes: Seq


class Settled(EventRecord):
    kind: ClassVar[str] = "settled"
    reason: Text


class Reopened(EventRecord):
    kind: ClassVar[str] = "reopened"
    reason: Text


class Renamed(EventRecord):
    kind: ClassVar[str] = "renamed"
    name: Name


class Archived(EventRecord):
    kind: ClassVar[str] = "archived"


class Unarchived(EventRecord):
    kind: ClassVar[str] = "unarchived"


_RECORDS: dict[str, type[EventRecord]] = {
    cls.kind: cls
    for cls in (
        SessionCreated,
        HandAdded,
        HandEdited,
        HandVoided,
        StakeSet,
        UnitSet,
        RulesSet,
        PlayersSet,
        Undo,
        Redo,
        Settled,
        Reopened,
        Renamed,
        Archived,
        Unarchived,
    )
}
HOME_KINDS = frozenset(_RECORDS)
R = TypeVar("R", bound=type[EventRecord])


def register_kind(cls: R) -> R:
    """Make an extension's record (its ``kind``) readable in every session's log."""
    known = _RECORDS.get(cls.kind)
    if known is not None and known is not cls:
        raise ValueError(f"event kind {cls.kind!r} is already {known.__name__}")
    _RECORDS[cls.kind] = cls
    return cls


def record_class(kind: str) -> type[EventRecord] | None:
    return _RECORDS.get(kind)


def read_record(kind: str, text: str | bytes, parsed: object = None) -> EventRecord:
    """The record of a stored payload (JSON text, version 0 or 1); raises RecordError naming the field.

    ``parsed``: the same payload already read by ``json.loads``, for a text nested deeper than
    pydantic's JSON reader goes: the record is then checked from it, so the field is still named.
    """
    cls = _RECORDS.get(kind)
    if cls is None:
        raise RecordError(f"unknown event kind {excerpt(kind)}")
    try:
        return cls.model_validate_json(text)
    except ValidationError as exc:
        error = exc
    if parsed is not None and error.errors(include_url=False)[0]["type"] == "json_invalid":
        try:
            return cls.model_validate(_as_tuples(parsed, depth=12))
        except ValidationError as exc:
            error = exc
    raise RecordError(describe_error(error)) from None


def _as_tuples(value: object, *, depth: int) -> object:
    """JSON arrays as the tuples a strict record takes, as deep as a record goes."""
    if depth == 0:
        return value
    if isinstance(value, list):
        return tuple(_as_tuples(v, depth=depth - 1) for v in value)
    if isinstance(value, dict):
        return {k: _as_tuples(v, depth=depth - 1) for k, v in value.items()}
    return value


def make_record(cls: type[EventRecord], payload: dict[str, Any]) -> EventRecord:
    """A new event's record from the payload an action prepared (checked as it will be read back)."""
    return read_record(cls.kind, canonical(payload))


def kind_of(kind: str | type[EventRecord]) -> str:
    """An event kind named by its text or by its record class."""
    return kind if isinstance(kind, str) else kind.kind


def stored_payload(
    kind: str | EventRecord | type[EventRecord], payload: EventRecord | dict[str, Any] | None
) -> tuple[str, dict[str, Any]]:
    """The kind and the payload to store for an action's record (or for a kind and a payload
    as older callers give them); a record prepared for another kind is refused."""
    if isinstance(kind, EventRecord):
        return kind.kind, kind.payload()
    name = kind_of(kind)
    if isinstance(payload, EventRecord):
        if payload.kind != name:
            raise InputError(f"a {payload.kind!r} action cannot be recorded as a {name!r} event")
        return name, payload.payload()
    if payload is None:
        raise InputError(f"a {name!r} event needs its payload")
    return name, {**payload, "v": EVENT_VERSION}
