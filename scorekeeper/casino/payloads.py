"""The casino's event records: the session's typed log, extended (each kind registered).

Loaded with the first casino event a session replays: a home game's book never needs them.

>>> parse_payload("buyin", {"player": "Amy", "amount": "100", "before_hand": 1}).amount
Decimal('100')
"""

from __future__ import annotations

import re
from typing import Annotated, Any, ClassVar, Literal

from pydantic import Field, field_validator

from scorekeeper.casino.collection import Amount, Collection
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


HOUSE = "house"  # the house as a party: of a tip, of the settle-up
MIN_N, MAX_N = 2**14, 2**20
_HEX_32 = re.compile(r"[0-9a-f]{32}")
_HEX_128 = re.compile(r"[0-9a-f]{128}")


class _Record(EventRecord):
    def payload(self) -> dict[str, Any]:
        """Every field as stored (the casino's payloads have always carried each one)."""
        data = self.model_dump(mode="json", exclude={"v", "signed", "sig"})
        if "signed" in self.model_fields_set:
            data["signed"] = self.signed
        if self.sig is not None:
            data["sig"] = self.sig
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
        return self.model_dump(mode="json", exclude={"v", "signed", "sig"})


@register_kind
class ManagerSet(_Record):
    """The passphrase set (its public key; before signatures, its scrypt record) or cleared."""

    kind: ClassVar[str] = "manager"
    scrypt: Scrypt | None = None  # written before signatures; None with no key: cleared
    key: Annotated[str, Field(pattern=r"^[0-9a-f]{64}$")] | None = None  # Ed25519 (casino/signing.py)

    def payload(self) -> dict[str, Any]:
        """As stored: a key, or the scrypt record (null: cleared) as before signatures."""
        data = super().payload()
        if self.key is None:
            data.pop("key")
            data["scrypt"] = None if self.scrypt is None else self.scrypt.payload()  # the record's own fields only
        else:
            data.pop("scrypt")
        return data

    @field_validator("scrypt")
    @classmethod
    def _bounded(cls, scrypt: Scrypt | None) -> Scrypt | None:
        """Parameters this program writes (n 2^14, r 8, p 1) and a little room: a crafted record
        (n 2^30, n 3, r huge) is refused here, never a gated action tracing back on it later."""
        if scrypt is None:
            return None
        if not MIN_N <= scrypt.n <= MAX_N or scrypt.n & (scrypt.n - 1):
            raise ValueError("n must be a power of two from 2^14 to 2^20")
        if scrypt.r != 8 or not 1 <= scrypt.p <= 4:
            raise ValueError("r must be 8 and p 1 to 4")
        if not _HEX_32.fullmatch(scrypt.salt) or not _HEX_128.fullmatch(scrypt.hash):
            raise ValueError("salt must be 16 bytes and hash 64 bytes, in hexadecimal")
        return scrypt


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
