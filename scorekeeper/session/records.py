"""What a session is made of, apart from the session itself: a hand as recorded and its
revisions, the damage that stops a log, who sits for a hand, and the kinds of events that
can be undone or show in the audit.

The session module re-exports every name here; import them from ``scorekeeper.session.session``.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from scorekeeper.session.hand_entry import RecordedEntry
from scorekeeper.session.outcome import Outcome

# The core's kinds; a registered extension adds its own (session/extension.py), so these grow.
UNDOABLE: set[str] = {"added", "edited", "voided", "stake", "unit", "rules", "players"}
AUDITED: set[str] = {"edited", "voided", "undo", "redo", "stake", "unit", "rules", "players", "settled", "reopened"}
WHILE_SETTLED: set[str] = {"reopened", "renamed", "archived", "unarchived"}  # allowed while the session is settled
# Corrections: once a session holds a manager's key (the casino's), each needs the manager's sign-off.
CORRECTIONS: set[str] = {"edited", "voided", "reopened"}
RECORDED, VOID = "recorded", "void"


@dataclass(frozen=True, slots=True)
class Revision:
    """One step in a hand's history."""

    seq: int
    kind: str  # added, edited, voided, undo, redo (an undo or redo is its own revision)
    at: str
    reason: str


@dataclass(frozen=True, slots=True)
class HandRecord:
    """A recorded hand in its latest revision."""

    number: int
    dealer: str | None
    entry: RecordedEntry  # each seat's rows as typed and as Cards
    result: Outcome  # every seat's and pair's money in the session's currency
    status: str
    at: str
    history: tuple[Revision, ...] = ()
    by_players: tuple[str, ...] = ()  # who set their own seats on their phones (issue 29)

    @property
    def seated(self) -> list[str]:
        """The players of the hand in seating order (a criss-cross player once)."""
        return self.entry.seated

    def money(self) -> dict[str, Decimal]:
        return {p.name: p.money.amount for p in self.result.players}

    def units(self) -> dict[str, Decimal]:
        return {p.name: p.units for p in self.result.players}


@dataclass(frozen=True, slots=True)
class Damage:
    """Why a session's log stops making sense, and at which event: the session is read-only,
    readable and exportable up to the event before."""

    event: int
    kind: str
    reason: str

    def text(self) -> str:
        return f"event {self.event} ({self.kind}) is damaged: {self.reason}"


@dataclass(frozen=True, slots=True)
class SeatPlan:
    """Who sits for a hand, seat by seat; ``hands`` numbers each seat's hand where a player
    plays two (criss-cross), else it is None."""

    players: tuple[str, ...]
    hands: tuple[int, ...] | None = None
