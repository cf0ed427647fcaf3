"""Each person's record across nights, per currency: its values, and which hands count.

Money and units are what the ledger says each hand paid (race stakes and the house's
take included), summed exactly and never across currencies; the counts (rows won, lost
and tied, scoops, fouls, surrenders, royalties and naturals by kind) are read from the
stored result of every live hand. A person's hands are those of any of their names. They
are counted in one place, :mod:`scorekeeper.players.stats_facts` (each session's sums,
added up). Per hand and per 100 hands are rounded half-even to 4 decimals (:func:`per`).
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import ROUND_HALF_EVEN, Context, Decimal, localcontext

from scorekeeper.amounts import MONEY_CONTEXT
from scorekeeper.game.rules import RuleSet
from scorekeeper.money import Money
from scorekeeper.players.advice_facts import Given
from scorekeeper.players.register import Person
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
    given: Given | None = None  # units given away against the setting advisor, where asked for (slow)
