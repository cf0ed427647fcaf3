"""What the session's casino events set, and the typed payloads of those events.

The session keeps one :class:`CasinoState` (replaced, never changed in place, so the
session's undo puts the previous one back). Each event kind has a pydantic payload model;
:func:`casino_after` is the one place a casino event changes it.

>>> state = casino_after(CasinoState(), "buyin", {"player": "Amy", "amount": "100", "before_hand": 1}, at="")
>>> state.entries[0].amount
Decimal('100')
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from decimal import Decimal
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from scorekeeper.amounts import Amount
from scorekeeper.casino.collection import Collection
from scorekeeper.errors import InputError
from scorekeeper.validation import describe_validation_error

HOUSE = "house"
UNDOABLE_KINDS = frozenset({"collection", "buyin", "cashout", "table_stakes", "loss_cap", "tip"})
CASINO_KINDS = UNDOABLE_KINDS | {"manager", "slip"}


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


class _Payload(_Model):
    v: Literal[1] = 1  # the event version (event_models.EVENT_VERSION)
    signed: bool = False  # a manager gave the passphrase for it (manager.py)


class CollectionSet(_Payload):
    collection: Collection
    from_hand: int


class StackEntry(_Payload):
    """A buy-in (a re-buy is a later buy-in) or a cash-out, in force before ``before_hand``."""

    player: str
    amount: Amount
    before_hand: int
    kind: Literal["buyin", "cashout"] = "buyin"


class TableStakes(_Payload):
    on: bool
    cap_winner: bool = False
    from_hand: int


class LossCap(_Payload):
    amount: Amount | None  # None: no loss cap
    from_hand: int


class Tip(_Payload):
    """A tip or a shared expense: ``amount`` split among ``payers``, to a player or the house."""

    amount: Amount
    payers: tuple[str, ...]
    to: str = HOUSE
    note: str = ""


class Scrypt(_Model):
    """A salted scrypt hash of the manager's passphrase (never the passphrase)."""

    salt: str
    hash: str
    n: int
    r: int
    p: int


class ManagerSet(_Payload):
    scrypt: Scrypt | None  # None: the passphrase is cleared


class SlipPrinted(_Payload):
    player: str | None
    copy_number: int


PAYLOADS: dict[str, type[BaseModel]] = {
    "collection": CollectionSet,
    "buyin": StackEntry,
    "cashout": StackEntry,
    "table_stakes": TableStakes,
    "loss_cap": LossCap,
    "tip": Tip,
    "manager": ManagerSet,
    "slip": SlipPrinted,
}


def parse_payload(kind: str, payload: dict[str, Any]) -> Any:
    """The typed payload of a casino event."""
    try:
        return PAYLOADS[kind].model_validate(payload)
    except ValidationError as exc:
        raise InputError(f"{kind}: {describe_validation_error(exc)}") from None


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
        return replace(state, entries=state.entries + (p.model_copy(update={"kind": kind}),))
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
