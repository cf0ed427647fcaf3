"""A session: a game night replayed from its event log.

The session keeps what was entered and the result the engine gave for every
hand, so its ledger never changes when the code changes. Every action first
checks its input and builds an event payload (``prepare_*``, session_commands.py);
:meth:`Session.apply` (session_apply.py) is the only place state changes, so
replaying the log rebuilds the same session. What is worked out from the state
(seats, dealer, Fantasy Land, race games, audit) is in session_derived.py, the
records a session holds in session_records.py. Callers import every name from here.

>>> s = Session.create("1", name="Friday", players=["Amy", "Bob"], rules="classic-2-4")
>>> s.players
('Amy', 'Bob')
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from decimal import Decimal
from typing import Any

from scorekeeper.game.deal import HandEntry
from scorekeeper.game.scoring import HandResult
from scorekeeper.session import apply as session_apply
from scorekeeper.session import commands
from scorekeeper.session import derived as session_derived
from scorekeeper.session.commands import parse_hand_entry
from scorekeeper.session.event_records import (
    EventRecord,
    HandAdded,
    HandEdited,
    HandVoided,
    PlayersSet,
    Redo,
    Renamed,
    RulesSet,
    StakeSet,
    Undo,
    UnitSet,
    stored_payload,
)
from scorekeeper.session.events import Event
from scorekeeper.session.extension import extension_named
from scorekeeper.session.race import RaceGame
from scorekeeper.session.records import AUDITED, RECORDED, UNDOABLE, VOID, Damage, HandRecord, Revision, SeatPlan
from scorekeeper.session.state import SessionState, paused_gc

__all__ = [
    "AUDITED",
    "RECORDED",
    "UNDOABLE",
    "VOID",
    "Damage",
    "HandRecord",
    "Revision",
    "SeatPlan",
    "Session",
    "parse_hand_entry",
    "paused_gc",
]


class Session(SessionState):
    """A session: its state (session_state.py) and the actions that add to its log."""

    # -- construction -------------------------------------------------------------
    @classmethod
    def create(
        cls,
        session_id: str,
        *,
        name: str,
        players: Sequence[str],
        rules: object = None,
        unit: Decimal = Decimal(1),
        currency: str = "",
        date: str = "",
        place: str = "",
        stakes: Iterable[tuple[str, str, Decimal]] = (),
        coin: object = None,
    ) -> Session:
        """A new session with its ``created`` event applied."""
        session = cls(session_id)
        session.append(
            "created",
            session.prepare_created(
                name=name,
                players=players,
                rules=rules,
                unit=unit,
                currency=currency,
                date=date,
                place=place,
                stakes=stakes,
                coin=coin,
            ),
        )
        return session

    @classmethod
    def replay(cls, session_id: str, events: Iterable[Event]) -> Session:
        """The session its events make. Never raises: the first event that does not fit its
        model or the log's grammar marks the session :attr:`damage` (with the reason and
        the event number), and the session is what the events before it made."""
        session = cls(session_id)
        session_apply.replay_into(session, events)
        return session

    def append(
        self, kind: str | EventRecord, payload: EventRecord | dict[str, Any] | None = None, at: str | None = None
    ) -> Event:
        """Make the next event of the chain from an action's record (or a kind and its payload, in the
        current event version) and apply it (storage persists it)."""
        kind, stored = stored_payload(kind, payload)
        event = Event.make(seq=len(self.events) + 1, kind=kind, payload=stored, prev=self.head, at=at)
        self.apply(event)
        return event

    def apply(self, event: Event, payload: dict[str, Any] | None = None) -> None:
        """Apply one event (``payload``: its payload already parsed and checked); the one place state changes."""
        session_apply.apply(self, event, payload)

    def seat_plan(self, hand: int | None = None) -> SeatPlan:
        """Who sits for ``hand`` (the next by default) under its rules (see ``session_derived.seat_plan``)."""
        return session_derived.seat_plan(self, hand)

    def next_dealer(self, seated: Sequence[str]) -> str:
        """Who deals the next hand among ``seated`` (see ``session_derived.next_dealer``)."""
        return session_derived.next_dealer(self, seated)

    @property
    def casino(self) -> Any:
        """The casino extension's state (an empty one when the session holds no casino event;
        reading it loads the casino). The engine reads it as ``casino.state.casino_state``."""
        extension = extension_named("casino")
        state = self.extensions.get(extension.name)
        return extension.empty() if state is None else state

    # -- checks that build payloads (session_commands.py) -----------------------------
    prepare_created = commands.prepare_created  # the payload of "created" (checks every field)

    def _writable(self) -> None:
        commands.check_writable(self)

    def score_entry(self, entry: HandEntry, hand: int, dealer: str | None = None) -> dict[str, Any]:
        """The result of ``entry`` as hand ``hand`` (see ``session_commands.score_entry``)."""
        return commands.score_entry(self, entry, hand, dealer)

    def preview(self, entry: HandEntry, hand: int | None = None, dealer: str | None = None) -> HandResult:
        """The result ``entry`` would get as hand ``hand``, nothing recorded (see ``session_commands.preview``)."""
        return commands.preview(self, entry, hand, dealer)

    def prepare_add(
        self, entry: HandEntry, dealer: str | None = None, *, again: bool = False, by_players: Sequence[str] = ()
    ) -> HandAdded:
        """A new hand (``again``: a repeated deal the scorekeeper confirmed, see ``repeat_deal``;
        ``by_players``: who set their own seats on their phones)."""
        return commands.prepare_add(self, entry, dealer, again=again, by_players=by_players)

    def prepare_edit(self, hand: int, entry: HandEntry, reason: str, dealer: str | None = None) -> HandEdited:
        return commands.prepare_edit(self, hand, entry, reason, dealer)

    def prepare_void(self, hand: int, reason: str) -> HandVoided:
        return commands.prepare_void(self, hand, reason)

    def prepare_stake(self, a: str, b: str, unit: object) -> StakeSet:
        return commands.prepare_stake(self, a, b, unit)

    def prepare_unit(self, unit: object) -> UnitSet:
        """The table's unit (every pair without its own stake) from the next hand on."""
        return commands.prepare_unit(self, unit)

    def prepare_rules(self, rules: object) -> RulesSet:
        return commands.prepare_rules(self, rules)

    def prepare_players(self, players: Sequence[str]) -> PlayersSet:
        return commands.prepare_players(self, players)

    def prepare_undo(self) -> Undo:
        return commands.prepare_undo(self)

    def prepare_redo(self) -> Redo:
        return commands.prepare_redo(self)

    def prepare_settled(self, settled: bool, reason: str = "") -> EventRecord:
        return commands.prepare_settled(self, settled, reason)

    def prepare_renamed(self, name: str) -> Renamed:
        return commands.prepare_renamed(self, name)

    def prepare_archived(self, archived: bool) -> EventRecord:
        return commands.prepare_archived(self, archived)

    def prepare_again(self, kind: str, p: dict[str, Any]) -> dict[str, Any]:
        """The payload this session would make for the action an event records (replaying a
        foreign log through this checks every event as if it were typed)."""
        return commands.prepare_again(self, kind, p)

    # -- derived by replaying the recorded hands (session_derived.py) ----------------------
    def fantasy_land_for(self, hand: int) -> dict[str, int]:
        """Players in Fantasy Land for hand ``hand``, with the cards they are dealt (``{"Amy": 14}``)."""
        return session_derived.fantasy_land_for(self, hand)

    def race_games(self) -> list[RaceGame]:
        """The race games of the session's live race hands, the last one possibly still in play."""
        return session_derived.race_games(self)

    def race_game_of(self, hand: int) -> RaceGame | None:
        """The race game hand ``hand`` belongs to (None for a hand that is not a live race hand)."""
        return next((g for g in self.race_games() if hand in g.hands), None)

    def race_payments(self) -> dict[int, list[session_derived.RacePayment]]:
        """Race stakes by the hand that won the game: one payment from each other player."""
        return session_derived.race_payments(self)

    def audit(self) -> list[dict[str, Any]]:
        """Every correction: edits, voids, undos and redos, with when and why."""
        return session_derived.audit(self)


Prepare = Callable[[Session], EventRecord | dict[str, Any]]  # an action's record (a casino action's payload)
