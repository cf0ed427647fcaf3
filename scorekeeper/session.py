"""A session: a game night replayed from its event log.

The session keeps what was entered and the result the engine gave for every
hand, so its ledger never changes when the code changes. Every action first
checks its input and builds an event payload (``prepare_*``); :meth:`apply` is
the only place state changes, so replaying the log rebuilds the same session.

>>> s = Session.create("1", name="Friday", players=["Amy", "Bob"], rules="classic-2-4")
>>> s.players
('Amy', 'Bob')
"""

from __future__ import annotations

import datetime
import gc
import json
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from decimal import Decimal, localcontext
from typing import Any

from pydantic import ValidationError

from scorekeeper.amounts import MONEY_CONTEXT, format_amount, parse_amount
from scorekeeper.casino.state import CASINO_KINDS, CasinoState, casino_after
from scorekeeper.casino.state import UNDOABLE_KINDS as CASINO_UNDOABLE
from scorekeeper.deal import HandEntry, PlayerName, seat_hands
from scorekeeper.errors import InputError
from scorekeeper.events import GENESIS, Event
from scorekeeper.fantasy import next_fantasy_land
from scorekeeper.match import button_stays
from scorekeeper.race import RaceGame, race_games
from scorekeeper.result_json import hand_result_json
from scorekeeper.rules import RuleSet, resolve_rules
from scorekeeper.scoring import HandResult, score_hand
from scorekeeper.stakes import StakeTable
from scorekeeper.validation import describe_validation_error

UNDOABLE = frozenset({"added", "edited", "voided", "stake", "unit", "rules", "players"}) | CASINO_UNDOABLE
AUDITED = (
    frozenset({"edited", "voided", "undo", "redo", "stake", "unit", "rules", "players", "settled", "reopened"})
    | CASINO_KINDS
)
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
    entry: dict[str, Any]
    result: dict[str, Any]
    status: str
    at: str
    history: tuple[Revision, ...] = ()

    @property
    def seated(self) -> list[str]:
        """The players of the hand in seating order (a criss-cross player once)."""
        return list(dict.fromkeys(p["name"] for p in self.entry["players"]))

    def money(self) -> dict[str, Decimal]:
        return {p["name"]: Decimal(p["money"]) for p in self.result["players"]}

    def units(self) -> dict[str, Decimal]:
        return {p["name"]: Decimal(p["units"]) for p in self.result["players"]}


@dataclass(frozen=True, slots=True)
class Damage:
    """Why a session's log stops making sense, and at which event: the session is read-only,
    readable and exportable up to the event before."""

    event: int
    kind: str
    reason: str

    def text(self) -> str:
        return f"event {self.event} ({self.kind}) is damaged: {self.reason}"


@contextmanager
def paused_gc() -> Iterator[None]:
    """The cyclic garbage collector off for a while (as ``timeit`` does).

    Replaying a session builds many long-lived dicts and no reference cycles; the
    collector, run again and again over the growing heap, would double the time.
    """
    collecting = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if collecting:
            gc.enable()


def _check_name(name: str) -> str:
    from pydantic import TypeAdapter

    try:
        value: str = TypeAdapter(PlayerName).validate_python(name)
    except ValidationError as exc:
        raise InputError(f"player name {name!r}: {describe_validation_error(exc)}") from None
    return value


def parse_hand_entry(data: Any) -> HandEntry:
    """A hand file's content (only ``players``) as a validated entry."""
    if not isinstance(data, dict):
        raise InputError("a hand must be a JSON object with 'players'")
    for key in ("rules", "unit", "stakes"):
        if key in data:
            raise InputError(f"a session hand cannot carry {key!r}: the session sets it")
    try:
        return HandEntry.model_validate(data)
    except ValidationError as exc:
        raise InputError(describe_validation_error(exc)) from None


def _same_deal(a: dict[str, Any], b: dict[str, Any]) -> bool:
    def cards(entry: dict[str, Any]) -> list[tuple[str, frozenset[int]]]:
        seats = seat_hands(HandEntry.model_validate(entry), lambda card: 13)  # already checked: any copies
        return [(s.name, frozenset(s.cards)) for s in seats]

    return cards(a) == cards(b)


@dataclass(frozen=True, slots=True)
class SeatPlan:
    """Who sits for a hand, seat by seat; ``hands`` numbers each seat's hand where a player
    plays two (criss-cross), else it is None."""

    players: tuple[str, ...]
    hands: tuple[int, ...] | None = None


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
        from scorekeeper.event_models import check_event

        session = cls(session_id)
        with paused_gc():
            for event in events:
                if session.damage is not None:
                    session.unapplied.append(event)
                    continue
                try:
                    session.apply(event, check_event(session, event))
                except Exception as exc:  # noqa: BLE001 - any failure of one event is that event's damage
                    if session.events and session.events[-1] is event:
                        session.events.pop()
                    session.damage = Damage(
                        _seq_of(event, len(session.events) + 1), str(event.kind)[:40], _reason_of(exc)
                    )
                    session.unapplied.append(event)
                    session._derived.clear()
        return session

    @property
    def damaged(self) -> list[str]:
        """The damage as a list of sentences (empty when the log is sound)."""
        return [self.damage.text()] if self.damage is not None else []

    @property
    def head(self) -> str:
        return self.events[-1].hash if self.events else GENESIS

    def append(self, kind: str, payload: dict[str, Any], at: str | None = None) -> Event:
        """Make the next event of the chain (in the current event version) and apply it (storage persists it)."""
        from scorekeeper.event_models import EVENT_VERSION

        payload = {**payload, "v": EVENT_VERSION}
        event = Event.make(seq=len(self.events) + 1, kind=kind, payload=payload, prev=self.head, at=at)
        self.apply(event)
        return event

    # -- what is in force -----------------------------------------------------------
    @property
    def next_hand(self) -> int:
        return max(self.hands, default=0) + 1

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

    def seat_plan(self, hand: int | None = None) -> SeatPlan:
        """Who sits for ``hand`` (the next by default) under its rules: criss-cross seats the first
        two players twice (their hands 1 and 2); otherwise the players who sit now, at most the
        rules' ``max_players``.

        >>> s = Session.create("1", name="F", players=["Amy", "Bob", "Cy"], rules="criss-cross")
        >>> s.seat_plan()
        SeatPlan(players=('Amy', 'Amy', 'Bob', 'Bob'), hands=(1, 2, 1, 2))
        """
        rules = self.rules_for(self.next_hand if hand is None else hand)
        if rules.game == "criss-cross":
            two = self.active[:2]
            return SeatPlan(tuple(n for n in two for _ in (1, 2)), tuple(h for _ in two for h in (1, 2)))
        return SeatPlan(self.active[: rules.seat_limit])

    def next_dealer(self, seated: Sequence[str]) -> str:
        """The seat after the last hand's dealer (clockwise), or the first seat; the same dealer after a
        Fantasy Land hand under ``button_in_fantasy_land: stays``."""
        last = self.hands.get(self.next_hand - 1)
        if last is None or last.dealer is None or last.dealer not in seated:
            return seated[0]
        if button_stays(self, last.number):
            return last.dealer
        return seated[(list(seated).index(last.dealer) + 1) % len(seated)]

    # -- checks that build payloads -----------------------------------------------
    def prepare_created(
        self,
        *,
        name: str,
        players: Sequence[str],
        rules: object,
        unit: Decimal,
        currency: str,
        date: str,
        place: str,
        stakes: Iterable[tuple[str, str, Decimal]],
        coin: object = None,
    ) -> dict[str, Any]:
        names = [_check_name(p) for p in players]
        if len(set(names)) != len(names):
            raise InputError("a player is named twice")
        if len(names) < 2:
            raise InputError("a session needs at least 2 players")
        if not name.strip():
            raise InputError("the session needs a name")
        rule_set = resolve_rules(rules)
        stake_list = []
        for a, b, value in stakes:
            self._check_pair(a, b, names)
            stake_list.append({"players": [a, b], "unit": format_amount(parse_amount(value))})
        payload: dict[str, Any] = {
            "name": name.strip(),
            "players": names,
            "rules": rule_set.model_dump(mode="json"),
            "unit": format_amount(parse_amount(unit)),
            "currency": currency.strip(),
            "date": date or datetime.date.today().isoformat(),
            "place": place,
            "stakes": stake_list,
        }
        if coin is not None:
            try:
                value = parse_amount(coin)
            except ValueError as exc:
                raise InputError(f"coin: {exc}") from None
            if value <= 0:
                raise InputError("coin: the smallest coin must be more than 0")
            payload["coin"] = format_amount(value)
        return payload

    def _check_pair(self, a: str, b: str, known: Sequence[str]) -> None:
        for p in (a, b):
            if p not in known:
                raise InputError(f"unknown player {p!r}")
        if a == b:
            raise InputError(f"a stake needs two different players, not {a!r} twice")

    def _writable(self) -> None:
        if self.settled:
            raise InputError("this session is settled; reopen it to change it")

    def score_entry(self, entry: HandEntry, hand: int, dealer: str | None = None) -> dict[str, Any]:
        """The result of ``entry`` as hand ``hand``: its seats scored under the rules and stakes in force for it
        (``dealer``: the banker under rule option banker)."""
        return self._score(entry, hand, dealer)

    def preview(self, entry: HandEntry, hand: int | None = None, dealer: str | None = None) -> HandResult:
        """The result ``entry`` would get as hand ``hand`` (the next hand by default), under the
        rules and stakes in force for it (``dealer``: the banker under rule option banker), as a
        typed value; nothing is recorded (the app's live preview calls this on every complete entry)."""
        hand = self.next_hand if hand is None else hand
        rules = self.rules_for(hand)
        return score_hand(seat_hands(entry, rules.copies), rules, self.stakes_for(hand).of, dealer=dealer)

    def _score(self, entry: HandEntry, hand: int, dealer: str | None = None) -> dict[str, Any]:
        rules = self.rules_for(hand)
        seats = seat_hands(entry, rules.copies)
        for seat in seats:
            if seat.name not in self.players:
                raise InputError(f"{seat.name} is not a player of this session")
        stakes = self.stakes_for(hand)
        return hand_result_json(score_hand(seats, rules, stakes.of, dealer=dealer))

    def prepare_add(self, entry: HandEntry, dealer: str | None = None) -> dict[str, Any]:
        self._writable()
        seated = list(dict.fromkeys(p.name for p in entry.players))
        for name in seated:
            if name not in self.active:
                raise InputError(f"{name} is not seated in this session now (players: {', '.join(self.active)})")
        from scorekeeper.casino.prepare import check_can_sit

        check_can_sit(self, seated)
        if dealer is not None and dealer not in seated:
            raise InputError(f"dealer {dealer} is not seated in this hand")
        hand = self.next_hand
        entry_json = entry.model_dump(mode="json")
        last = self.hands.get(hand - 1)
        if last is not None and last.status == RECORDED and _same_deal(last.entry, entry_json):
            raise InputError(f"this hand is the same as hand {hand - 1}: refused as a duplicate")
        dealer = dealer or self.next_dealer(seated)
        result = self._score(entry, hand, dealer)  # the dealer is the banker under rule option banker
        return {"hand": hand, "dealer": dealer, "entry": entry_json, "result": result}

    def _existing(self, hand: int) -> HandRecord:
        record = self.hands.get(hand)
        if record is None:
            raise InputError(f"there is no hand {hand}")
        return record

    def prepare_edit(self, hand: int, entry: HandEntry, reason: str, dealer: str | None = None) -> dict[str, Any]:
        self._writable()
        record = self._existing(hand)
        if record.status == VOID:
            raise InputError(f"hand {hand} is void")
        seated = list(dict.fromkeys(p.name for p in entry.players))
        dealer = dealer or (record.dealer if record.dealer in seated else seated[0])
        result = self._score(entry, hand, dealer)
        return {
            "hand": hand,
            "dealer": dealer,
            "entry": entry.model_dump(mode="json"),
            "result": result,
            "reason": _reason(reason),
        }

    def prepare_void(self, hand: int, reason: str) -> dict[str, Any]:
        self._writable()
        if self._existing(hand).status == VOID:
            raise InputError(f"hand {hand} is already void")
        return {"hand": hand, "reason": _reason(reason)}

    def prepare_stake(self, a: str, b: str, unit: object) -> dict[str, Any]:
        self._writable()
        self._check_pair(a, b, self.players)
        return {"players": [a, b], "unit": format_amount(parse_amount(unit)), "from_hand": self.next_hand}

    def prepare_unit(self, unit: object) -> dict[str, Any]:
        """The table's unit (every pair without its own stake) from the next hand on."""
        self._writable()
        return {"unit": format_amount(parse_amount(unit)), "from_hand": self.next_hand}

    def prepare_rules(self, rules: object) -> dict[str, Any]:
        self._writable()
        return {"rules": resolve_rules(rules).model_dump(mode="json"), "from_hand": self.next_hand}

    def prepare_players(self, players: Sequence[str]) -> dict[str, Any]:
        self._writable()
        names = [_check_name(p) for p in players]
        if len(set(names)) != len(names) or len(names) < 2:
            raise InputError("name at least 2 different players")
        return {"players": names}

    def prepare_undo(self) -> dict[str, Any]:
        self._writable()
        if not self.undo_stack:
            raise InputError("nothing to undo")
        return {"undoes": self.undo_stack[-1]}

    def prepare_redo(self) -> dict[str, Any]:
        self._writable()
        if not self.redo_stack:
            raise InputError("nothing to redo")
        return {"redoes": self.redo_stack[-1]}

    def prepare_settled(self, settled: bool, reason: str = "") -> dict[str, Any]:
        if settled == self.settled:
            raise InputError("the session is already " + ("settled" if settled else "open"))
        if settled:
            from scorekeeper.casino.prepare import check_close

            check_close(self)  # money in = money out
        return {"reason": reason.strip()}

    def prepare_renamed(self, name: str) -> dict[str, Any]:
        if not name.strip():
            raise InputError("the session needs a name")
        return {"name": name.strip()}

    def prepare_archived(self, archived: bool) -> dict[str, Any]:
        if archived == self.archived:
            raise InputError("the session is " + ("already archived" if archived else "not archived"))
        return {}

    def prepare_again(self, kind: str, p: dict[str, Any]) -> dict[str, Any]:
        """The payload this session would make for the action an event records.

        Replaying a foreign log through this checks every event as if it were typed.
        """
        payload = self._prepare_again(kind, p)
        if p.get("signed") is True:  # a manager signed it off (casino/manager.py)
            payload["signed"] = True
        return payload

    def _prepare_again(self, kind: str, p: dict[str, Any]) -> dict[str, Any]:
        if kind == "created":
            stakes = [(s["players"][0], s["players"][1], s["unit"]) for s in p["stakes"]]
            return self.prepare_created(
                name=p["name"],
                players=p["players"],
                rules=p["rules"],
                unit=p["unit"],
                currency=p["currency"],
                date=p["date"],
                place=p["place"],
                stakes=stakes,
                coin=p.get("coin"),
            )
        if kind == "added":
            return self.prepare_add(parse_hand_entry(p["entry"]), p["dealer"])
        if kind == "edited":
            return self.prepare_edit(p["hand"], parse_hand_entry(p["entry"]), p["reason"], p["dealer"])
        if kind in CASINO_KINDS:
            from scorekeeper.casino.prepare import prepare_casino_again

            return prepare_casino_again(self, kind, p)
        simple: dict[str, Any] = {
            "voided": lambda: self.prepare_void(p["hand"], p["reason"]),
            "stake": lambda: self.prepare_stake(p["players"][0], p["players"][1], p["unit"]),
            "unit": lambda: self.prepare_unit(p["unit"]),
            "rules": lambda: self.prepare_rules(p["rules"]),
            "players": lambda: self.prepare_players(p["players"]),
            "undo": self.prepare_undo,
            "redo": self.prepare_redo,
            "settled": lambda: self.prepare_settled(True, p.get("reason", "")),
            "reopened": lambda: self.prepare_settled(False, p.get("reason", "")),
            "renamed": lambda: self.prepare_renamed(p["name"]),
            "archived": lambda: self.prepare_archived(True),
            "unarchived": lambda: self.prepare_archived(False),
        }
        if kind not in simple:
            raise InputError(f"unknown event kind {kind!r}")
        result: dict[str, Any] = simple[kind]()
        return result

    # -- the one place state changes --------------------------------------------------
    def apply(self, event: Event, payload: dict[str, Any] | None = None) -> None:
        """Apply one event (``payload``: its payload already parsed and checked)."""
        if payload is None:
            payload = event.payload
        self.events.append(event)
        if event.kind == "undo":
            self._restore(event, payload["undoes"], before=True)
            self.redo_stack.append(self.undo_stack.pop())
            return
        if event.kind == "redo":
            self._restore(event, payload["redoes"], before=False)
            self.undo_stack.append(self.redo_stack.pop())
            return
        if event.kind in UNDOABLE:
            self._changes[event.seq] = []
            self.undo_stack.append(event.seq)
            self.redo_stack.clear()
        if event.kind in CASINO_KINDS:
            self._set(event, "casino", casino_after(self.casino, event.kind, payload, at=event.at))
            return
        getattr(self, "_apply_" + event.kind)(event, payload)

    def _set(self, event: Event, key: Any, value: Any) -> None:
        before = self.hands.get(key[1]) if isinstance(key, tuple) else getattr(self, key)
        if event.seq in self._changes:
            self._changes[event.seq].append((key, before, value))
        self._put(key, value)

    def _put(self, key: Any, value: Any) -> None:
        if isinstance(key, tuple):
            if value is None:
                self.hands.pop(key[1], None)
            else:
                self.hands[key[1]] = value
        else:
            setattr(self, key, value)

    def _restore(self, event: Event, seq: int, *, before: bool) -> None:
        """Put back what event ``seq`` changed (undo) or change it again (redo).

        A hand keeps its whole history: the undo or redo is added as its own revision.
        """
        revision = Revision(event.seq, event.kind, event.at, "")
        changes = self._changes[seq]
        for key, old, new in reversed(changes) if before else changes:
            value = old if before else new
            if isinstance(key, tuple):
                current = self.hands.get(key[1])
                if value is None and current is not None:
                    self._gone[key[1]] = current.history + (revision,)
                elif value is not None:
                    history = current.history if current is not None else self._gone.pop(key[1], value.history)
                    value = replace(value, history=history + (revision,))
            self._put(key, value)

    def _apply_created(self, event: Event, p: dict[str, Any]) -> None:
        self.name, self.currency, self.date, self.place = p["name"], p["currency"], p["date"], p["place"]
        self.unit = Decimal(p["unit"])
        self.coin = Decimal(p["coin"]) if p.get("coin") is not None else None
        self.players = self.active = tuple(p["players"])
        self.rules_history = ((1, json.dumps(p["rules"])),)
        self.stake_history = tuple((1, s["players"][0], s["players"][1], Decimal(s["unit"])) for s in p["stakes"])

    def _apply_added(self, event: Event, p: dict[str, Any]) -> None:
        revision = Revision(event.seq, "added", event.at, "")
        record = HandRecord(p["hand"], p["dealer"], p["entry"], p["result"], RECORDED, event.at, (revision,))
        self._set(event, ("hand", p["hand"]), record)

    def _apply_edited(self, event: Event, p: dict[str, Any]) -> None:
        old = self.hands[p["hand"]]
        revision = Revision(event.seq, "edited", event.at, p["reason"])
        record = replace(
            old, dealer=p["dealer"], entry=p["entry"], result=p["result"], history=old.history + (revision,)
        )
        self._set(event, ("hand", p["hand"]), record)

    def _apply_voided(self, event: Event, p: dict[str, Any]) -> None:
        old = self.hands[p["hand"]]
        revision = Revision(event.seq, "voided", event.at, p["reason"])
        self._set(event, ("hand", p["hand"]), replace(old, status=VOID, history=old.history + (revision,)))

    def _apply_stake(self, event: Event, p: dict[str, Any]) -> None:
        a, b = p["players"]
        entry = (p["from_hand"], a, b, Decimal(p["unit"]))
        self._set(event, "stake_history", self.stake_history + (entry,))

    def _apply_unit(self, event: Event, p: dict[str, Any]) -> None:
        self._set(event, "unit_history", self.unit_history + ((p["from_hand"], Decimal(p["unit"])),))

    def _apply_rules(self, event: Event, p: dict[str, Any]) -> None:
        self._set(event, "rules_history", self.rules_history + ((p["from_hand"], json.dumps(p["rules"])),))

    def _apply_players(self, event: Event, p: dict[str, Any]) -> None:
        new = tuple(n for n in p["players"] if n not in self.players)
        self._set(event, "players", self.players + new)
        self._set(event, "active", tuple(p["players"]))

    def _apply_settled(self, event: Event, p: dict[str, Any]) -> None:
        self.settled = True
        self.undo_stack.clear()
        self.redo_stack.clear()

    def _apply_reopened(self, event: Event, p: dict[str, Any]) -> None:
        self.settled = False

    def _apply_renamed(self, event: Event, p: dict[str, Any]) -> None:
        self.name = p["name"]

    def _apply_archived(self, event: Event, p: dict[str, Any]) -> None:
        self.archived = True

    def _apply_unarchived(self, event: Event, p: dict[str, Any]) -> None:
        self.archived = False

    # -- derived by replaying the recorded hands (so edits, voids and undo stay consistent) ----
    def _derive(self, key: str, build: Any) -> Any:
        """``build()``, cached until the next event (state only changes by applying one)."""
        stamp = (len(self.events), self.head)
        cached = self._derived.get(key)
        if cached is None or cached[0] != stamp:
            cached = self._derived[key] = (stamp, build())
        return cached[1]

    def uses_rule(self, option: str, value: object) -> bool:
        """Whether any rules of the session (now or before) set ``option`` to ``value``."""
        return any(getattr(self.rules_for(start), option) == value for start, _ in self.rules_history)

    def _fantasy_land_table(self) -> tuple[dict[int, dict[str, int]], list[tuple[int, dict[str, int]]]]:
        """Who played each live hand in Fantasy Land, and who is in it after each live hand."""
        during: dict[int, dict[str, int]] = {}
        after: list[tuple[int, dict[str, int]]] = []
        if not self.uses_rule("fantasy_land", True):
            return during, after
        state: dict[str, int] = {}
        for record in self.live_hands():
            rules = self.rules_for(record.number)
            seated = record.seated
            mine = {name: cards for name, cards in state.items() if name in seated} if rules.fantasy_land else {}
            during[record.number] = mine
            seats = seat_hands(HandEntry.model_validate(record.entry), rules.copies)
            state = next_fantasy_land(seats, rules, mine)
            after.append((record.number, state))
        return during, after

    def fantasy_land_for(self, hand: int) -> dict[str, int]:
        """Players in Fantasy Land for hand ``hand``, with the cards they are dealt (``{"Amy": 14}``).

        Derived from the live hands before it: a recorded hand lists only its seated players; any
        other number (the next hand, a void one) lists who earned it on the last live hand before.
        """
        during, after = self._derive("fantasy_land", self._fantasy_land_table)
        if hand in during:
            return dict(during[hand])
        if not self.rules_for(hand).fantasy_land:
            return {}
        before = [state for number, state in after if number < hand]
        return dict(before[-1]) if before else {}

    def _race_games(self) -> list[RaceGame]:
        if not self.uses_rule("game", "race"):
            return []
        hands = []
        for record in self.live_hands():
            rules = self.rules_for(record.number)
            if rules.game == "race":
                points = {p["name"]: int(p.get("points", 0)) for p in record.result["players"]}
                hands.append((record.number, rules.race_target, rules.race_stake, points))
        return race_games(hands)

    def race_games(self) -> list[RaceGame]:
        """The race games of the session's live race hands, the last one possibly still in play."""
        games: list[RaceGame] = self._derive("race", self._race_games)
        return list(games)

    def race_game_of(self, hand: int) -> RaceGame | None:
        """The race game hand ``hand`` belongs to (None for a hand that is not a live race hand)."""
        return next((g for g in self.race_games() if hand in g.hands), None)

    def race_payments(self) -> dict[int, list[tuple[str, str, Decimal, Decimal]]]:
        """Race stakes by the hand that won the game: (payer, winner, units, money) for each other player."""
        out: dict[int, list[tuple[str, str, Decimal, Decimal]]] = {}
        for game in self.race_games():
            if game.winner is None or not game.stake or game.won_at is None:
                continue
            stakes = self.stakes_for(game.won_at)
            with localcontext(MONEY_CONTEXT):
                out[game.won_at] = [
                    (name, game.winner, game.stake, game.stake * stakes.of(name, game.winner))
                    for name in game.points
                    if name != game.winner
                ]
        return out

    # -- reading --------------------------------------------------------------------
    def live_hands(self) -> list[HandRecord]:
        """Hands whose latest revision is not void, in number order."""
        return [self.hands[n] for n in sorted(self.hands) if self.hands[n].status == RECORDED]

    def audit(self) -> list[dict[str, Any]]:
        """Every correction: edits, voids, undos and redos, with when and why."""
        out = []
        for event in self.events:
            if event.kind in AUDITED:
                payload = event.payload
                entry = {
                    "seq": event.seq,
                    "kind": event.kind,
                    "at": event.at,
                    "hand": payload.get("hand"),
                    "reason": payload.get("reason", ""),
                    "detail": _describe(event.kind, payload, self),
                }
                if payload.get("signed"):
                    entry["manager"] = True  # the manager's passphrase was given for it
                out.append(entry)
        return out


def _seq_of(event: Event, fallback: int) -> int:
    return event.seq if isinstance(event.seq, int) and not isinstance(event.seq, bool) else fallback


def _reason_of(exc: BaseException) -> str:
    """One short line for why an event could not be applied."""
    if isinstance(exc, RecursionError):
        return "nested too deep"
    text = " ".join(str(exc).split()) or type(exc).__name__
    return text if len(text) <= 200 else text[:197] + "..."


def _reason(reason: str) -> str:
    reason = reason.strip()
    if not reason:
        raise InputError("a correction needs a reason")
    return reason


def _describe(kind: str, payload: dict[str, Any], session: Session) -> str:
    if kind in ("undo", "redo"):
        target = session.events[payload["undoes" if kind == "undo" else "redoes"] - 1]
        hand = target.payload.get("hand")
        return f"{kind} of {target.kind}" + (f" hand {hand}" if hand else "")
    if kind == "stake":
        a, b = payload["players"]
        return f"stake {a}-{b} = {payload['unit']} from hand {payload['from_hand']}"
    if kind == "unit":
        return f"table unit = {payload['unit']} from hand {payload['from_hand']}"
    if kind == "rules":
        return f"rules changed from hand {payload['from_hand']}"
    if kind == "players":
        return "players: " + ", ".join(payload["players"])
    if kind == "edited":
        return f"hand {payload['hand']} edited"
    if kind == "voided":
        return f"hand {payload['hand']} voided"
    if kind in CASINO_KINDS:
        from scorekeeper.casino.prepare import describe

        return describe(kind, payload)
    return kind
