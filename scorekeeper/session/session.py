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

import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from scorekeeper.casino.state import CasinoState
from scorekeeper.game.deal import HandEntry
from scorekeeper.game.rules import RuleSet, resolve_rules
from scorekeeper.game.scoring import HandResult
from scorekeeper.game.stakes import StakeTable
from scorekeeper.session import apply as session_apply
from scorekeeper.session import commands
from scorekeeper.session import derived as session_derived
from scorekeeper.session.apply import paused_gc
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
from scorekeeper.session.events import GENESIS, Event
from scorekeeper.session.race import RaceGame
from scorekeeper.session.records import AUDITED, RECORDED, UNDOABLE, VOID, Damage, HandRecord, Revision, SeatPlan

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


@dataclass
class Session:
    """The state of one session, rebuilt by applying its events in order."""

    id: str
    name: str = ""
    date: str = ""
    place: str = ""
    currency: str = ""
    unit: Decimal = Decimal(1)
    coin: Decimal | None = None  # the smallest coin paid at settle-up (None: the currency's minor unit)
    players: tuple[str, ...] = ()  # everyone ever named, in the order first named
    active: tuple[str, ...] = ()  # who may sit from now on
    rules_history: tuple[tuple[int, str], ...] = ()  # (from hand, rules JSON)
    stake_history: tuple[tuple[int, str, str, Decimal], ...] = ()
    unit_history: tuple[tuple[int, Decimal], ...] = ()  # (from hand, the table's unit) after the created one
    hands: dict[int, HandRecord] = field(default_factory=dict)
    settled: bool = False
    archived: bool = False  # hidden from the start list; kept in the book and the standings
    casino: CasinoState = field(default_factory=CasinoState)  # collection, stacks, tips, manager (casino/)
    events: list[Event] = field(default_factory=list)
    undo_stack: list[int] = field(default_factory=list)
    redo_stack: list[int] = field(default_factory=list)
    damage: Damage | None = None
    unapplied: list[Event] = field(default_factory=list)  # the damaged event and those after it, as read
    _changes: dict[int, list[tuple[Any, Any, Any]]] = field(default_factory=dict)
    _gone: dict[int, tuple[Revision, ...]] = field(default_factory=dict)  # history of a hand an undo removed
    _rules_cache: dict[str, RuleSet] = field(default_factory=dict, repr=False, compare=False)
    _derived: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)  # see _derive
    # hand -> (record, race stakes and marks, LedgerLine): a line is remade only when its inputs change
    _line_cache: dict[int, tuple[Any, Any, Any]] = field(default_factory=dict, repr=False, compare=False)
    _rescore_cache: dict[int, tuple[Any, Any, Any, bool]] = field(default_factory=dict, repr=False, compare=False)

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

    @property
    def damaged(self) -> list[str]:
        """The damage as a list of sentences (empty when the log is sound)."""
        return [self.damage.text()] if self.damage is not None else []

    @property
    def head(self) -> str:
        return self.events[-1].hash if self.events else GENESIS

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

    # -- what is in force -----------------------------------------------------------
    @property
    def next_hand(self) -> int:
        # A hand is only ever added as the next number and only removed by undoing the last add,
        # so the last key is the highest: max() here made a long replay quadratic.
        return next(reversed(self.hands), 0) + 1

    @property
    def coin_value(self) -> Decimal:
        """The smallest coin paid at settle-up: the session's, or the currency's minor unit."""
        from scorekeeper.money import minor_unit

        return self.coin if self.coin is not None else minor_unit(self.currency)

    def rules_for(self, hand: int) -> RuleSet:
        in_force = [r for start, r in self.rules_history if start <= hand]
        text = in_force[-1] if in_force else "null"  # a session damaged at its start: the default rules
        rules = self._rules_cache.get(text)
        if rules is None:
            rules = self._rules_cache[text] = resolve_rules(json.loads(text))
        return rules

    def stakes_for(self, hand: int) -> StakeTable:
        pairs = {frozenset((a, b)): unit for start, a, b, unit in self.stake_history if start <= hand}
        table = [unit for start, unit in self.unit_history if start <= hand]
        return StakeTable(table[-1] if table else self.unit, pairs)

    def uses_rule(self, option: str, value: object) -> bool:
        """Whether any rules of the session (now or before) set ``option`` to ``value``."""
        return any(getattr(self.rules_for(start), option) == value for start, _ in self.rules_history)

    def seat_plan(self, hand: int | None = None) -> SeatPlan:
        """Who sits for ``hand`` (the next by default) under its rules (see ``session_derived.seat_plan``)."""
        return session_derived.seat_plan(self, hand)

    def next_dealer(self, seated: Sequence[str]) -> str:
        """Who deals the next hand among ``seated`` (see ``session_derived.next_dealer``)."""
        return session_derived.next_dealer(self, seated)

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

    def prepare_add(self, entry: HandEntry, dealer: str | None = None, *, again: bool = False) -> HandAdded:
        """A new hand (``again``: a repeated deal the scorekeeper confirmed, see ``repeat_deal``)."""
        return commands.prepare_add(self, entry, dealer, again=again)

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
    def _derive(self, key: str, build: Any) -> Any:
        """``build()``, cached until the next event (state only changes by applying one)."""
        stamp = (len(self.events), self.head)
        cached = self._derived.get(key)
        if cached is None or cached[0] != stamp:
            with paused_gc():  # a ledger of 10,000 hands: the collector's passes were 3/4 of the time
                cached = self._derived[key] = (stamp, build())
        return cached[1]

    def live_hands(self) -> list[HandRecord]:
        """Hands whose latest revision is not void, in number order."""
        return [self.hands[n] for n in sorted(self.hands) if self.hands[n].status == RECORDED]

    def fantasy_land_for(self, hand: int) -> dict[str, int]:
        """Players in Fantasy Land for hand ``hand``, with the cards they are dealt (``{"Amy": 14}``)."""
        return session_derived.fantasy_land_for(self, hand)

    def race_games(self) -> list[RaceGame]:
        """The race games of the session's live race hands, the last one possibly still in play."""
        return session_derived.race_games(self)

    def race_game_of(self, hand: int) -> RaceGame | None:
        """The race game hand ``hand`` belongs to (None for a hand that is not a live race hand)."""
        return next((g for g in self.race_games() if hand in g.hands), None)

    def race_payments(self) -> dict[int, list[tuple[str, str, Decimal, Decimal]]]:
        """Race stakes by the hand that won the game: (payer, winner, units, money) for each other player."""
        return session_derived.race_payments(self)

    def audit(self) -> list[dict[str, Any]]:
        """Every correction: edits, voids, undos and redos, with when and why."""
        return session_derived.audit(self)


Prepare = Callable[[Session], EventRecord | dict[str, Any]]  # an action's record (a casino action's payload)
