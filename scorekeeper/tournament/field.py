"""The field of an event as its actions leave it: entries, stacks, tables, the hands played at
each table, and who is out in what order. Each action is checked before anything changes (an
:class:`InputError` leaves the field as it was), so a log's replay can fold its records into one.

>>> from scorekeeper.tournament.presets import structure_preset
>>> field = Field(structure_preset("home-turbo"))
>>> for name in ("Amy", "Bob", "Cat", "Dan", "Eve"):
...     _ = field.register(name)
>>> field.draw(seed=5).tables
{1: ('Cat', 'Eve', 'Bob'), 2: ('Dan', 'Amy')}
>>> outcome = field.play(2, {("Amy", "Dan"): Decimal(400)}, dealer="Amy", seconds=0)
>>> outcome.stacks, [(e.name, e.place) for e in outcome.eliminated], [m.as_json() for m in outcome.moves]
({'Dan': 0, 'Amy': 2000}, [('Dan', 5)], [{'player': 'Amy', 'from': 2, 'to': 1}])
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal

from scorekeeper.errors import InputError
from scorekeeper.money import Money
from scorekeeper.tournament.balance import Move, apply_moves, balance
from scorekeeper.tournament.chips import HandChips, PairUnits, hand_chips, seat_order
from scorekeeper.tournament.draw import Draw, draw, late_table
from scorekeeper.tournament.eliminations import Elimination, eliminations
from scorekeeper.tournament.levels import Level, level_at
from scorekeeper.tournament.payouts import place_amounts, share_places
from scorekeeper.tournament.structure import Reentry, TournamentStructure

__all__ = ["Field", "HandOutcome", "OutOnHand"]


@dataclass(frozen=True, slots=True)
class OutOnHand:
    """The players a hand at a table eliminated, each with their chips at its start."""

    table: int
    hand: int
    chips: dict[str, int]

    def without(self, name: str) -> OutOnHand:
        return OutOnHand(self.table, self.hand, {n: c for n, c in self.chips.items() if n != name})


@dataclass(frozen=True, slots=True)
class HandOutcome:
    """A hand at a table: its number there, its level, the chips, who is out, the moves proposed."""

    table: int
    hand: int
    level: Level
    chips: HandChips
    eliminated: tuple[Elimination, ...]
    moves: tuple[Move, ...]

    @property
    def stacks(self) -> dict[str, int]:
        return self.chips.stacks


class Field:
    """Everyone registered, their chips and seats; ``out`` holds each hand's eliminations in the
    order they happened, from which the places are counted."""

    def __init__(self, structure: TournamentStructure) -> None:
        self.structure = structure
        self.chips: dict[str, int] = {}
        self.entries: dict[str, int] = {}  # the first entry and each re-buy
        self.add_ons: dict[str, int] = {}
        self.tables: dict[int, tuple[str, ...]] = {}
        self.hands: dict[int, int] = {}  # hands played at each table
        self.out: list[OutOnHand] = []
        self.seed: int | None = None

    # -- entries --
    def register(self, name: str, *, level: int = 1) -> int | None:
        """A new entry; after the draw (until the late registration's level) seated at the
        shortest table, whose number is returned."""
        if name in self.chips:
            raise InputError(f"{name} is registered already (a second entry is a re-buy)")
        late = self.seed is not None
        until = self.structure.late_registration_until
        if late and (until is None or level > until):
            raise InputError(f"{name}: registration closed" + (f" after level {until}" if until else " at the draw"))
        table = late_table(self.tables, seats=self.structure.seats) if late else None
        self.chips[name], self.entries[name], self.add_ons[name] = self.structure.starting_chips, 1, 0
        if table is not None:
            self.tables[table] = (*self.tables.get(table, ()), name)
        return table

    def _reentry(self, name: str, terms: Reentry | None, taken: int, *, level: int, what: str) -> int:
        if name not in self.chips:
            raise InputError(f"{name} is not registered")
        if terms is None:
            raise InputError(f"{name}: this event has no {what}")
        if level > terms.until_level:
            raise InputError(f"{name}: {what} closed after level {terms.until_level}")
        if terms.limit is not None and taken >= terms.limit:
            raise InputError(f"{name}: {what} limit of {terms.limit} reached")
        return self.structure.reentry_terms(terms)[0]

    def rebuy(self, name: str, *, level: int) -> int | None:
        """A re-buy: more chips, or a player out in the re-buy period back in (seated at the
        shortest table, whose number is returned)."""
        chips = self._reentry(name, self.structure.rebuys, self.entries.get(name, 0) - 1, level=level, what="re-buys")
        back = self.seed is not None and self.chips[name] == 0
        table = late_table(self.tables, seats=self.structure.seats) if back else None
        self.out = [g.without(name) for g in self.out if set(g.chips) != {name}]
        self.chips[name] += chips
        self.entries[name] += 1
        if table is not None:
            self.tables[table] = (*self.tables.get(table, ()), name)
        return table

    def add_on(self, name: str, *, level: int) -> None:
        chips = self._reentry(name, self.structure.add_ons, self.add_ons.get(name, 0), level=level, what="add-ons")
        if self.chips[name] == 0:
            raise InputError(f"{name} is out: an add-on is for a player still in (a re-buy brings one back)")
        self.chips[name] += chips
        self.add_ons[name] += 1

    # -- seats --
    def draw(self, seed: int) -> Draw:
        if self.seed is not None:
            raise InputError(f"the draw is made already (seed {self.seed})")
        drawn = draw(list(self.chips), seats=self.structure.seats, seed=seed)
        self.seed, self.tables = seed, dict(drawn.tables)
        self.hands = dict.fromkeys(self.tables, 0)
        return drawn

    def proposed_moves(self) -> list[Move]:
        return balance(self.tables, seats=self.structure.seats)[0]

    def move(self, moves: Sequence[Move]) -> None:
        """Moves the director confirmed; a new table's hands count from its first."""
        self.tables = apply_moves(self.tables, moves)
        self.hands = {n: self.hands.get(n, 0) for n in self.tables}

    # -- play --
    def play(self, table: int, units: PairUnits, *, dealer: str | None, seconds: int = 0) -> HandOutcome:
        """A hand at ``table``: chips by the level of its next hand (or the clock at ``seconds``)."""
        seated = self.tables.get(table)
        if seated is None:
            raise InputError(f"table {table}: no such table in play ({', '.join(map(str, self.tables)) or 'no draw'})")
        if len(seated) < 2:
            raise InputError(f"table {table}: {len(seated)} player(s) seated, a hand needs 2 (balance the tables)")
        hand = self.hands.get(table, 0) + 1
        level = level_at(self.structure.levels, hand=hand, seconds=seconds)
        start = {name: self.chips[name] for name in seated}
        done = hand_chips(units, stacks=start, order=seat_order(seated, dealer), point_value=level.point_value)
        out = eliminations({n: start[n] for n in done.busted}, players_left=len(self.still_in()))
        self.chips.update(done.stacks)
        self.hands[table] = hand
        if done.busted:
            self.out.append(OutOnHand(table, hand, {n: start[n] for n in done.busted}))
            self.tables[table] = tuple(n for n in seated if n not in done.busted)
        moves = tuple(self.proposed_moves()) if done.busted else ()
        return HandOutcome(table, hand, level, done, out, moves)

    # -- standings --
    def still_in(self) -> list[str]:
        return [name for name, chips in self.chips.items() if chips > 0]

    def places(self) -> dict[str, int]:
        """Each player out, and the winner once one is left, by place."""
        left = self.still_in()
        places = {left[0]: 1} if len(left) == 1 else {}
        in_play = len(left)
        for group in reversed(self.out):
            in_play += len(group.chips)
            places.update({e.name: e.place for e in eliminations(group.chips, players_left=in_play)})
        return places

    def rows(self) -> list[dict[str, object]]:
        """The field as the director sees it: chips, table and seat (from 1), playing or out, place."""
        seats = {p: (n, i) for n, players in self.tables.items() for i, p in enumerate(players, start=1)}
        places = self.places()
        return [
            {
                "name": name,
                "chips": chips,
                "table": seats[name][0] if name in seats else None,
                "seat": seats[name][1] if name in seats else None,
                "status": "playing" if chips > 0 else "out",
                "place": places.get(name),
            }
            for name, chips in sorted(self.chips.items(), key=lambda item: (-item[1], places.get(item[0], 0)))
        ]

    def elimination_rows(self) -> list[dict[str, object]]:
        """Each player out, in the order out: place, hand and table."""
        places = self.places()
        return [
            {"name": name, "place": places[name], "hand": g.hand, "table": g.table}
            for g in self.out
            for name in sorted(g.chips, key=lambda n: places[n])
        ]

    def chips_in(self) -> int:
        """Every chip the entries, re-buys and add-ons brought (what the stacks must sum to)."""
        s = self.structure
        rebuy = s.reentry_terms(s.rebuys)[0] if s.rebuys else 0
        add_on = s.reentry_terms(s.add_ons)[0] if s.add_ons else 0
        return sum(s.starting_chips + (self.entries[n] - 1) * rebuy + self.add_ons[n] * add_on for n in self.chips)

    def money_in(self) -> tuple[Money, Money]:
        """The prize pool and the house's fees."""
        s = self.structure
        pool, fees = s.money(s.buy_in) * len(self.chips), s.money(s.fee) * len(self.chips)
        for terms, count in (
            (s.rebuys, sum(self.entries.values()) - len(self.chips)),
            (s.add_ons, sum(self.add_ons.values())),
        ):
            if terms is not None and count:
                _, price, fee = s.reentry_terms(terms)
                pool, fees = pool + price * count, fees + fee * count
        return pool, fees

    def payouts(self, *, unit: Decimal | None = None) -> dict[str, Money]:
        """What each placed player is paid (ties shared); the pool when the event is over."""
        pool, _ = self.money_in()
        amounts = place_amounts(self.structure.payouts, field=len(self.chips), pool=pool, unit=unit)
        return share_places(amounts, self.places(), unit=unit)
