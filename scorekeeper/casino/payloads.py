"""The typed payloads of the casino events, read through the typed boundary.

Loaded with the first casino event a session replays: a home game's book never needs them.

>>> PAYLOADS["buyin"].read({"player": "Amy", "amount": "100", "before_hand": 1}).amount
Decimal('100')
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import Any, Literal

from scorekeeper.boundary.checks import Invalid, amount, boolean, describe, integer, literal, optional, text, tuple_of
from scorekeeper.boundary.records import Record
from scorekeeper.casino.collection import COLLECTION, Collection
from scorekeeper.casino.state import HOUSE
from scorekeeper.errors import InputError


@dataclass(frozen=True)
class _Payload:
    v: Literal[1] = 1  # the event version (event_models.EVENT_VERSION)
    signed: bool = False  # a manager gave the passphrase for it (manager.py)


@dataclass(frozen=True, kw_only=True)
class CollectionSet(_Payload):
    collection: Collection
    from_hand: int


@dataclass(frozen=True, kw_only=True)
class StackEntry(_Payload):
    """A buy-in (a re-buy is a later buy-in) or a cash-out, in force before ``before_hand``."""

    player: str
    amount: Decimal
    before_hand: int
    kind: Literal["buyin", "cashout"] = "buyin"


@dataclass(frozen=True, kw_only=True)
class TableStakes(_Payload):
    on: bool
    cap_winner: bool = False
    from_hand: int


@dataclass(frozen=True, kw_only=True)
class LossCap(_Payload):
    amount: Decimal | None  # None: no loss cap
    from_hand: int


@dataclass(frozen=True, kw_only=True)
class Tip(_Payload):
    """A tip or a shared expense: ``amount`` split among ``payers``, to a player or the house."""

    amount: Decimal
    payers: tuple[str, ...]
    to: str = HOUSE
    note: str = ""


@dataclass(frozen=True)
class Scrypt:
    """A salted scrypt hash of the manager's passphrase (never the passphrase)."""

    salt: str
    hash: str
    n: int
    r: int
    p: int


@dataclass(frozen=True, kw_only=True)
class ManagerSet(_Payload):
    scrypt: Scrypt | None  # None: the passphrase is cleared


@dataclass(frozen=True, kw_only=True)
class SlipPrinted(_Payload):
    player: str | None
    copy_number: int


_text, _int = text(), integer()
_PAYLOAD = {"v": literal(1), "signed": boolean}
SCRYPT = Record(Scrypt, {"salt": _text, "hash": _text, "n": _int, "r": _int, "p": _int})
_STACK = Record(
    StackEntry,
    {**_PAYLOAD, "player": _text, "amount": amount, "before_hand": _int, "kind": literal("buyin", "cashout")},
)
PAYLOADS: dict[str, Record[Any]] = {
    "collection": Record(CollectionSet, {**_PAYLOAD, "collection": COLLECTION, "from_hand": _int}),
    "buyin": _STACK,
    "cashout": _STACK,
    "table_stakes": Record(TableStakes, {**_PAYLOAD, "on": boolean, "cap_winner": boolean, "from_hand": _int}),
    "loss_cap": Record(LossCap, {**_PAYLOAD, "amount": optional(amount), "from_hand": _int}),
    "tip": Record(Tip, {**_PAYLOAD, "amount": amount, "payers": tuple_of(_text), "to": _text, "note": _text}),
    "manager": Record(ManagerSet, {**_PAYLOAD, "scrypt": optional(SCRYPT)}),
    "slip": Record(SlipPrinted, {**_PAYLOAD, "player": optional(_text), "copy_number": _int}),
}


def parse_payload(kind: str, payload: dict[str, Any]) -> Any:
    """The typed payload of a casino event."""
    try:
        return PAYLOADS[kind].read(payload)
    except Invalid as exc:
        raise InputError(f"{kind}: {describe(exc)}") from None
