"""The casino's event records: the session's typed log, extended (each kind registered).

Loaded with the first casino event a session replays: a home game's book never needs them.

>>> parse_payload("buyin", {"player": "Amy", "amount": "100", "before_hand": 1}).amount
Decimal('100')
"""

from __future__ import annotations

from typing import Any, ClassVar, Literal

from pydantic import Field

from scorekeeper.casino.collection import Amount, Collection
from scorekeeper.casino.state import HOUSE
from scorekeeper.errors import InputError
from scorekeeper.session.event_records import (
    EVENT_VERSION,
    EventRecord,
    RecordError,
    make_record,
    record_class,
    register_kind,
)

__all__ = [
    "BuyIn",
    "CashOut",
    "CollectionSet",
    "LossCap",
    "ManagerSet",
    "Scrypt",
    "SlipPrinted",
    "StackEntry",
    "TableStakes",
    "Tip",
    "parse_payload",
]


class _Record(EventRecord):
    def payload(self) -> dict[str, Any]:
        """Every field as stored (the casino's payloads have always carried each one)."""
        data = self.model_dump(mode="json", exclude={"v", "signed"})
        if "signed" in self.model_fields_set:
            data["signed"] = self.signed
        data["v"] = EVENT_VERSION
        return data


@register_kind
class CollectionSet(_Record):
    kind: ClassVar[str] = "collection"
    collection: Collection
    from_hand: int


class StackEntry(_Record):
    """A buy-in (a re-buy is a later buy-in) or a cash-out, in force before ``before_hand``."""

    player: str
    amount: Amount
    before_hand: int
    # Older payloads may name their kind again; the event's kind decides (never written back).
    named_kind: Literal["buyin", "cashout"] | None = Field(default=None, alias="kind", exclude=True)


@register_kind
class BuyIn(StackEntry):
    kind: ClassVar[str] = "buyin"


@register_kind
class CashOut(StackEntry):
    kind: ClassVar[str] = "cashout"


@register_kind
class TableStakes(_Record):
    kind: ClassVar[str] = "table_stakes"
    on: bool
    cap_winner: bool = False
    from_hand: int


@register_kind
class LossCap(_Record):
    kind: ClassVar[str] = "loss_cap"
    amount: Amount | None  # None: no loss cap
    from_hand: int


@register_kind
class Tip(_Record):
    """A tip or a shared expense: ``amount`` split among ``payers``, to a player or the house."""

    kind: ClassVar[str] = "tip"
    amount: Amount
    payers: tuple[str, ...]
    to: str = HOUSE
    note: str = ""


class Scrypt(EventRecord):
    """A salted scrypt hash of the manager's passphrase (never the passphrase)."""

    salt: str
    hash: str
    n: int
    r: int
    p: int

    def payload(self) -> dict[str, Any]:
        return self.model_dump(mode="json", exclude={"v", "signed"})


@register_kind
class ManagerSet(_Record):
    kind: ClassVar[str] = "manager"
    scrypt: Scrypt | None  # None: the passphrase is cleared


@register_kind
class SlipPrinted(_Record):
    kind: ClassVar[str] = "slip"
    player: str | None
    copy_number: int


def parse_payload(kind: str, payload: dict[str, Any]) -> Any:
    """The typed record of a casino event's payload."""
    cls = record_class(kind)
    if cls is None:
        raise InputError(f"unknown event kind {kind[:40]!r}")
    try:
        return make_record(cls, payload)
    except RecordError as exc:
        raise InputError(f"{kind}: {exc}") from None


def record(cls: type[EventRecord], payload: dict[str, Any]) -> EventRecord:
    """A new casino action's record (what its kind refuses is bad input, in one line)."""
    try:
        return make_record(cls, payload)
    except RecordError as exc:
        raise InputError(f"{cls.kind}: {exc}") from None
