"""What the session's casino events set, and the typed payloads of those events.

The session keeps one :class:`CasinoState` (replaced, never changed in place, so the
session's undo puts the previous one back). Each event kind has a typed payload record;
:func:`casino_after` is the one place a casino event changes it.

>>> state = casino_after(CasinoState(), "buyin", {"player": "Amy", "amount": "100", "before_hand": 1}, at="")
>>> state.entries[0].amount
Decimal('100')
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from decimal import Decimal
from typing import Any, Literal

from scorekeeper.boundary.checks import Invalid, amount, boolean, describe, integer, literal, optional, text, tuple_of
from scorekeeper.boundary.records import Record
from scorekeeper.casino.collection import COLLECTION, Collection
from scorekeeper.errors import InputError

HOUSE = "house"
UNDOABLE_KINDS = frozenset({"collection", "buyin", "cashout", "table_stakes", "loss_cap", "tip"})
CASINO_KINDS = UNDOABLE_KINDS | {"manager", "slip"}


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


@dataclass(frozen=True, slots=True)
class CasinoState:
    """Everything the casino events have set, in the order they were recorded."""

    collections: tuple[tuple[CollectionSet, str], ...] = ()  # with the time it was set (periods start then)
    entries: tuple[StackEntry, ...] = ()
    table_stakes: tuple[TableStakes, ...] = ()
    loss_caps: tuple[LossCap, ...] = ()
    tips: tuple[Tip, ...] = ()
    manager: Scrypt | None = None
    slips: tuple[SlipPrinted, ...] = ()

    def collection_for(self, hand: int) -> tuple[Collection, str]:
        found = [(c.collection, at) for c, at in self.collections if c.from_hand <= hand]
        return found[-1] if found else (Collection(), "")

    def stakes_rule_for(self, hand: int) -> TableStakes | None:
        found = [t for t in self.table_stakes if t.from_hand <= hand]
        return found[-1] if found and found[-1].on else None

    def loss_cap_for(self, hand: int) -> Decimal | None:
        found = [c for c in self.loss_caps if c.from_hand <= hand]
        return found[-1].amount if found else None

    @property
    def uses_collection(self) -> bool:
        return any(c.collection.on for c, _ in self.collections)

    @property
    def uses_stacks(self) -> bool:
        return bool(self.entries) or any(t.on for t in self.table_stakes)

    @property
    def active(self) -> bool:
        return bool(self.collections or self.entries or self.table_stakes or self.loss_caps or self.tips)

    def copies(self, player: str | None) -> int:
        return sum(1 for s in self.slips if s.player == player)


def casino_after(state: CasinoState, kind: str, payload: dict[str, Any], *, at: str) -> CasinoState:
    """The state after one casino event."""
    p = parse_payload(kind, payload)
    if isinstance(p, CollectionSet):
        return replace(state, collections=state.collections + ((p, at),))
    if isinstance(p, StackEntry):
        return replace(state, entries=state.entries + (replace(p, kind="cashout" if kind == "cashout" else "buyin"),))
    if isinstance(p, TableStakes):
        return replace(state, table_stakes=state.table_stakes + (p,))
    if isinstance(p, LossCap):
        return replace(state, loss_caps=state.loss_caps + (p,))
    if isinstance(p, Tip):
        return replace(state, tips=state.tips + (p,))
    if isinstance(p, ManagerSet):
        return replace(state, manager=p.scrypt)
    assert isinstance(p, SlipPrinted)
    return replace(state, slips=state.slips + (p,))
