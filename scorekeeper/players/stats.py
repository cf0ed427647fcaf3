"""Each person's record across nights, per currency: read from the sessions' ledger lines.

Money and units are what the ledger says each hand paid (race stakes and the house's
take included), summed exactly and never across currencies; the counts (rows won, lost
and tied, scoops, fouls, surrenders, royalties and naturals by kind) are read from the
stored result of every live hand. A person's hands are those of any of their names.
Per hand and per 100 hands are rounded half-even to 4 decimals (:func:`per`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from decimal import ROUND_HALF_EVEN, Context, Decimal, localcontext

from scorekeeper.amounts import MONEY_CONTEXT
from scorekeeper.game.rules import ROWS, RuleSet
from scorekeeper.ledger.lines import LedgerLine, ledger_lines
from scorekeeper.money import Money, normalise_currency
from scorekeeper.players.register import Person, Register
from scorekeeper.session.session import Session

PLACES = Decimal("0.0001")
_DIVIDE = Context(prec=120, rounding=ROUND_HALF_EVEN)


def per(total: Decimal, hands: int, scale: int = 1) -> Decimal:
    """``total * scale / hands`` rounded half-even to 4 decimals (0 for no hands)."""
    if hands == 0:
        return Decimal(0)
    with localcontext(_DIVIDE):
        return (total * scale / hands).quantize(PLACES)


@dataclass(frozen=True)
class StatsFilter:
    """Which hands count: sessions dated in [since, until], of a game or preset, at a table."""

    since: str = ""
    until: str = "9999"
    game: str = ""  # a preset name (its exact rules) or a game ("classic", "race", ...)
    table: str = ""  # the session's place

    def admits_session(self, date: str, session: Session) -> bool:
        return self.admits(date, session.place)

    def admits(self, date: str, place: str) -> bool:
        """A session of this date at this place."""
        if not self.since <= date <= self.until + "~":
            return False
        return not self.table or place == self.table

    def admits_hand(self, session: Session, hand: int) -> bool:
        return not self.game or self.admits_rules(session.rules_for(hand))

    def admits_rules(self, rules: RuleSet) -> bool:
        """A hand played under these rules."""
        if not self.game:
            return True
        from scorekeeper.game.presets import PRESETS
        from scorekeeper.game.rules import preset

        return rules == preset(self.game) if self.game in PRESETS else rules.game == self.game


@dataclass(frozen=True, slots=True)
class Night:
    """One session of the person's in one currency."""

    session: str
    date: str
    hands: int
    units: Decimal
    money: Money


@dataclass(frozen=True)
class CurrencyStats:
    currency: str
    nights: tuple[Night, ...]  # date order, then session number

    @property
    def hands(self) -> int:
        return sum(n.hands for n in self.nights)

    @property
    def money(self) -> Money:
        return Money.total((n.money for n in self.nights), self.currency)

    @property
    def units(self) -> Decimal:
        total = Decimal(0)
        for night in self.nights:
            total = MONEY_CONTEXT.add(total, night.units)
        return total

    @property
    def best(self) -> Night:
        return max(self.nights, key=lambda n: n.money.amount)  # the first of equals: the earliest

    @property
    def worst(self) -> Night:
        return min(self.nights, key=lambda n: n.money.amount)

    def running(self) -> list[tuple[Night, Money]]:
        out, total = [], Money.zero(self.currency)
        for night in self.nights:
            total = total + night.money
            out.append((night, total))
        return out


@dataclass(frozen=True)
class Duel:
    """Against one other person in one currency: hands together, what this person received net."""

    hands: int
    units: Decimal
    money: Money


@dataclass(frozen=True)
class PlayerStats:
    person: Person
    currencies: dict[str, CurrencyStats]
    rows: dict[str, dict[str, int]]  # row -> won / lost / tied
    scoops: dict[str, int]  # made / suffered
    fouls: int
    surrenders: int
    royalties: dict[str, int]  # by hand
    naturals: dict[str, int]  # by natural
    head_to_head: dict[str, dict[str, Duel]]  # opponent -> currency -> duel


@dataclass
class _Tally:
    """What one pass over the lines adds up (made once per statistics, then frozen)."""

    nights: dict[str, list[Night]] = field(default_factory=dict)
    rows: dict[str, Counter[str]] = field(default_factory=lambda: {row: Counter() for row in ROWS})
    scoops: Counter[str] = field(default_factory=Counter)
    counts: Counter[str] = field(default_factory=Counter)
    royalties: Counter[str] = field(default_factory=Counter)
    naturals: Counter[str] = field(default_factory=Counter)
    duels: dict[tuple[str, str], list[Decimal]] = field(default_factory=dict)  # (opponent, currency)


def player_stats(
    person: Person, register: Register, sessions: Iterable[tuple[str, Session]], where: StatsFilter | None = None
) -> PlayerStats:
    """``person``'s record over ``sessions`` ((date, session) pairs) as ``where`` admits them."""
    where = where or StatsFilter()
    names = set(person.names)
    tally = _Tally()
    for date, session in sorted(sessions, key=lambda ds: (ds[0], int(ds[1].id))):
        if not where.admits_session(date, session) or names.isdisjoint(session.players):
            continue
        currency = normalise_currency(session.currency)
        lines = [x for x in ledger_lines(session) if x.live and where.admits_hand(session, x.hand)]
        night = _night(session.id, date, currency, lines, names)
        if night.hands:
            tally.nights.setdefault(currency, []).append(night)
        for line in lines:
            if not names.isdisjoint(line.money):
                _count(tally, line, names, register, currency)
    return PlayerStats(
        person,
        {c: CurrencyStats(c, tuple(n)) for c, n in sorted(tally.nights.items())},
        {row: {k: tally.rows[row][k] for k in ("won", "lost", "tied")} for row in ROWS},
        {k: tally.scoops[k] for k in ("made", "suffered")},
        tally.counts["fouled"],
        tally.counts["surrendered"],
        dict(sorted(tally.royalties.items())),
        dict(sorted(tally.naturals.items())),
        _duels(tally),
    )


def _night(session_id: str, date: str, currency: str, lines: list[LedgerLine], names: set[str]) -> Night:
    hands, units, money = 0, Decimal(0), Decimal(0)
    for line in lines:
        mine = [n for n in line.money if n in names]
        if mine:
            hands += 1
            for name in mine:
                units = MONEY_CONTEXT.add(units, line.units[name])
                money = MONEY_CONTEXT.add(money, line.money[name].amount)
    return Night(session_id, date, hands, units, Money(money, currency))


def _count(tally: _Tally, line: LedgerLine, names: set[str], register: Register, currency: str) -> None:
    result = line.record.result if line.record is not None else None
    for p in result.players if result is not None else ():
        if p.name in names:
            tally.counts[p.status] += 1
            if p.status == "natural":
                tally.naturals[p.natural or "natural"] += 1
            for royalty in p.royalties:
                tally.royalties[royalty.hand] += 1
    for pair in result.pairs if result is not None else ():
        a, b = pair.players
        side = 1 if a in names and b not in names else -1 if b in names and a not in names else 0
        if side and pair.rows:
            mine = [r * side for r in pair.rows]
            for row, r in zip(ROWS, mine, strict=True):
                tally.rows[row]["won" if r > 0 else "lost" if r < 0 else "tied"] += 1
            if mine == [1, 1, 1]:
                tally.scoops["made"] += 1
            elif mine == [-1, -1, -1]:
                tally.scoops["suffered"] += 1
    for pl in line.pairs:
        a, b = pl.players
        side = 1 if a in names and b not in names else -1 if b in names and a not in names else 0
        if not side:
            continue
        opponent = register.person_of(b if side == 1 else a)
        if opponent.removed:
            continue
        duel = tally.duels.setdefault((opponent.name, currency), [Decimal(0), Decimal(0), Decimal(0)])
        duel[0] += 1  # a pair meets once a hand (criss-cross pairs are one line)
        duel[1] = MONEY_CONTEXT.add(duel[1], side * pl.units)
        duel[2] = MONEY_CONTEXT.add(duel[2], side * pl.money.amount)


def _duels(tally: _Tally) -> dict[str, dict[str, Duel]]:
    out: dict[str, dict[str, Duel]] = {}
    for (opponent, currency), (hands, units, money) in sorted(tally.duels.items()):
        out.setdefault(opponent, {})[currency] = Duel(int(hands), units, Money(money, currency))
    return out
