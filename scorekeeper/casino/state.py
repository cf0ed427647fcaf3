"""What the session's casino events set.

The session keeps one :class:`CasinoState` (replaced, never changed in place, so the
session's undo puts the previous one back). Each event kind has a typed payload record
(casino/payloads.py); :func:`casino_after` is the one place a casino event changes it.

>>> from scorekeeper.casino.payloads import BuyIn
>>> state = casino_after(CasinoState(), BuyIn(player="Amy", amount="100", before_hand=1), at="")
>>> state.entries[0].amount
Decimal('100')
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from decimal import Decimal
from typing import TYPE_CHECKING

from scorekeeper.casino.payloads import HOUSE as HOUSE  # named here as before

if TYPE_CHECKING:
    from scorekeeper.casino.collection import Collection
    from scorekeeper.casino.payloads import CollectionSet, LossCap, Scrypt, SlipPrinted, StackEntry, TableStakes, Tip
    from scorekeeper.casino.signing import Gated
    from scorekeeper.session.event_records import EventRecord
    from scorekeeper.session.events import Event
    from scorekeeper.session.state import SessionState

NAME = "casino"  # the extension's name: its state's key in the session (casino/extension.py)
UNDOABLE_KINDS = frozenset({"collection", "buyin", "cashout", "table_stakes", "loss_cap", "tip"})
CASINO_KINDS = UNDOABLE_KINDS | {"manager", "slip"}


@dataclass(frozen=True, slots=True)
class Manager:
    """The manager's passphrase as the log holds it: the public key sign-offs are checked
    with, or (set before signatures) the salted scrypt hash, which proves nothing later."""

    key: str | None = None  # Ed25519, hex (casino/signing.py)
    scrypt: Scrypt | None = None


@dataclass(frozen=True, slots=True)
class CasinoState:
    """Everything the casino events have set, in the order they were recorded."""

    collections: tuple[tuple[CollectionSet, str], ...] = ()  # with the time it was set (periods start then)
    entries: tuple[StackEntry, ...] = ()
    table_stakes: tuple[TableStakes, ...] = ()
    loss_caps: tuple[LossCap, ...] = ()
    tips: tuple[Tip, ...] = ()
    manager: Manager | None = None
    slips: tuple[SlipPrinted, ...] = ()

    def collection_for(self, hand: int) -> tuple[Collection, str]:
        found = [(c.collection, at) for c, at in self.collections if c.from_hand <= hand]
        if found:
            return found[-1]
        from scorekeeper.casino.collection import Collection

        return Collection(), ""

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


def casino_state(session: SessionState) -> CasinoState:
    """What the session's casino events have set (an empty state for a session with none)."""
    state = session.extensions.get(NAME)
    return state if isinstance(state, CasinoState) else CasinoState()


def casino_after(state: CasinoState, p: EventRecord, *, at: str) -> CasinoState:
    """The state after one casino event (its record)."""
    from scorekeeper.casino.payloads import (
        CollectionSet,
        LossCap,
        ManagerSet,
        SlipPrinted,
        StackEntry,
        TableStakes,
        Tip,
    )

    if isinstance(p, CollectionSet):
        return replace(state, collections=state.collections + ((p, at),))
    if isinstance(p, StackEntry):
        return replace(state, entries=state.entries + (p,))  # p.kind: buyin or cashout
    if isinstance(p, TableStakes):
        return replace(state, table_stakes=state.table_stakes + (p,))
    if isinstance(p, LossCap):
        return replace(state, loss_caps=state.loss_caps + (p,))
    if isinstance(p, Tip):
        return replace(state, tips=state.tips + (p,))
    if isinstance(p, ManagerSet):
        cleared = p.key is None and p.scrypt is None
        return replace(state, manager=None if cleared else Manager(key=p.key, scrypt=p.scrypt))
    assert isinstance(p, SlipPrinted)
    return replace(state, slips=state.slips + (p,))


def check_sign_off(session: Gated, event: Event) -> None:
    """Before ``event`` is folded in: once a key is set, a gated event needs its valid signature."""
    if session.casino.manager is not None and session.casino.manager.key is not None:
        from scorekeeper.casino.signing import check_signed

        check_signed(session, event)
