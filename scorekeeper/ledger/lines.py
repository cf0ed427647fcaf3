"""One typed ledger line per hand: what each player won or lost, in the session's currency.

A line is made once from the stored result (and the race stakes the hand decided), so
totals, running totals, standings, exports and the app's tables all read the same
numbers instead of digging in result dicts. A line is reused while its hand and its
race stakes are unchanged, so a view can tell a changed line by identity.

``house`` is the house's take of the hand (zero until a collection applies); on every
line the players' money plus the house's is zero.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from scorekeeper.amounts import MONEY_CONTEXT
from scorekeeper.money import Money, normalise_currency
from scorekeeper.session.derived import RacePayment
from scorekeeper.session.extension import extensions_of

if TYPE_CHECKING:
    from scorekeeper.session.session import HandRecord, Session

__all__ = [
    "CORRECTED",
    "FANTASY",
    "FOUL",
    "MARK_ORDER",
    "NATURAL",
    "RACE_WIN",
    "ROYALTY",
    "SURRENDER",
    "LedgerLine",
    "PairLine",
    "ledger_lines",
    "line_map",
]

FOUL, NATURAL, ROYALTY, SURRENDER, CORRECTED = "F", "N", "R", "S", "✎"
FANTASY, RACE_WIN = "FL", "W"  # played the hand in Fantasy Land; won a race game with it
MARK_ORDER = (FOUL, NATURAL, ROYALTY, SURRENDER, FANTASY, RACE_WIN, CORRECTED)

ZERO = Decimal(0)


@dataclass(frozen=True, slots=True)
class PairLine:
    """What ``players[0]`` received from ``players[1]`` (first named first) in one hand."""

    players: tuple[str, str]
    units: Decimal
    money: Money


@dataclass(frozen=True, slots=True)
class LedgerLine:
    """One hand of the ledger. A void hand has a line with no money (its row is still shown)."""

    hand: int
    status: str  # "recorded" or "void"
    at: str
    dealer: str | None
    currency: str
    seated: tuple[str, ...]
    units: dict[str, Decimal]  # each seated player's units, race stakes included
    money: dict[str, Money]  # each seated player's money, race stakes included
    race: dict[str, Money] = field(default_factory=dict)  # the race-stake part of ``money``
    pairs: tuple[PairLine, ...] = ()
    marks: dict[str, tuple[str, ...]] = field(default_factory=dict)
    house: Money = field(default_factory=Money.zero)
    record: HandRecord | None = field(default=None, compare=False, repr=False)  # the record it was made from

    @property
    def live(self) -> bool:
        return self.status == "recorded"

    def amount(self, player: str) -> Decimal | None:
        """The player's money as a Decimal, or None when the player did not sit."""
        money = self.money.get(player)
        return None if money is None else money.amount


def hand_marks(record: HandRecord) -> dict[str, list[str]]:
    """Who fouled, declared a natural, scored royalties, surrendered; and whether the hand was corrected.

    A natural held but played as set (``declare_natural`` false: status played or fouled, the
    natural still named) is not marked: N is for a natural declared and paid as one.
    """
    marks: dict[str, list[str]] = {}
    for p in record.result.players:
        name, status = p.name, p.status
        if status == "fouled":
            marks.setdefault(FOUL, []).append(name)
        if status == "natural":
            marks.setdefault(NATURAL, []).append(name)
        if p.royalties:
            marks.setdefault(ROYALTY, []).append(name)
        if status == "surrendered":
            marks.setdefault(SURRENDER, []).append(name)
    if any(r.kind == "edited" for r in record.history):
        marks[CORRECTED] = []
    return marks


def _make_line(
    record: HandRecord,
    *,
    currency: str,
    order: Mapping[str, int],
    race: list[RacePayment],
    derived: Mapping[str, tuple[str, ...]],
) -> LedgerLine:
    live = record.status == "recorded"
    marks = hand_marks(record)
    if live:
        marks.update({m: list(names) for m, names in derived.items()})
    ordered = {m: tuple(marks[m]) for m in MARK_ORDER if m in marks}
    seated = tuple(record.seated)
    if not live:
        return LedgerLine(record.number, record.status, record.at, record.dealer, currency, seated, {}, {},
                          marks=ordered, house=Money.zero(currency), record=record)  # fmt: skip
    add, minus = MONEY_CONTEXT.add, MONEY_CONTEXT.minus  # exact at the input limits (unary minus rounds to 28)
    units: dict[str, Decimal] = {}
    money: dict[str, Decimal] = {}
    for p in record.result.players:
        units[p.name] = add(units.get(p.name, ZERO), p.units)
        money[p.name] = add(money.get(p.name, ZERO), p.money.amount)
    pairs: dict[tuple[str, str], tuple[Decimal, Decimal]] = {}

    def to_pair(a: str, b: str, pair_units: Decimal, pair_money: Decimal) -> None:
        if order[a] > order[b]:
            a, b, pair_units, pair_money = b, a, minus(pair_units), minus(pair_money)
        u, m = pairs.get((a, b), (ZERO, ZERO))
        pairs[(a, b)] = (add(u, pair_units), add(m, pair_money))

    for pair in record.result.pairs:
        a, b = pair.players
        to_pair(a, b, pair.units, pair.money.amount)
    race_money: dict[str, Decimal] = {}
    for payer, winner, stake_units, paid in race:
        amount = paid.amount
        for name, u, m in ((winner, stake_units, amount), (payer, minus(stake_units), minus(amount))):
            units[name] = add(units.get(name, ZERO), u)
            money[name] = add(money.get(name, ZERO), m)
            race_money[name] = add(race_money.get(name, ZERO), m)
        to_pair(winner, payer, stake_units, amount)
    by_seat = sorted(pairs.items(), key=lambda kv: (order[kv[0][0]], order[kv[0][1]]))
    return LedgerLine(
        record.number,
        record.status,
        record.at,
        record.dealer,
        currency,
        seated,
        units,
        {name: Money(value, currency) for name, value in money.items()},
        {name: Money(value, currency) for name, value in race_money.items()},
        tuple(PairLine(k, u, Money(m, currency)) for k, (u, m) in by_seat),
        ordered,
        Money.zero(currency),
        record,
    )


def _derived_marks(session: Session) -> dict[int, dict[str, tuple[str, ...]]]:
    """The marks a hand gets from the hands around it: Fantasy Land, race wins."""
    out: dict[int, dict[str, tuple[str, ...]]] = {}
    if session.uses_rule("fantasy_land", True):
        for record in session.live_hands():
            players = session.fantasy_land_for(record.number)
            if players:
                out.setdefault(record.number, {})[FANTASY] = tuple(players)
    for game in session.race_games():
        if game.won_at is not None and game.winner is not None:
            out.setdefault(game.won_at, {})[RACE_WIN] = (game.winner,)
    return out


def ledger_lines(session: Session) -> list[LedgerLine]:
    """Every hand's line, in hand number order (void hands included)."""
    lines: list[LedgerLine] = session._derive("ledger_lines", lambda: _with_extensions(session))
    return lines


def table_lines(session: Session) -> list[LedgerLine]:
    """The lines as the table scored them, before the casino's caps and collection."""
    lines: list[LedgerLine] = session._derive("ledger_table_lines", lambda: _build(session))
    return lines


@runtime_checkable
class PaysLines(Protocol):
    """An extension that pays the lines otherwise (ledger/extension.py's LedgerExtension: the casino)."""

    def changes_money(self, session: Session) -> bool: ...

    def ledger_lines(self, session: Session, lines: list[LedgerLine]) -> list[LedgerLine]: ...


def _with_extensions(session: Session) -> list[LedgerLine]:
    lines = table_lines(session)
    for extension in extensions_of(session) if session.extensions else ():
        if isinstance(extension, PaysLines) and extension.changes_money(session):
            lines = extension.ledger_lines(session, lines)  # the casino: the house's take, table stakes, loss caps
    return lines


def line_map(session: Session) -> dict[int, LedgerLine]:
    """The lines by hand number."""
    lines: dict[int, LedgerLine] = session._derive(
        "ledger_line_map", lambda: {x.hand: x for x in ledger_lines(session)}
    )
    return lines


def _build(session: Session) -> list[LedgerLine]:
    order = {name: i for i, name in enumerate(session.players)}
    race = session.race_payments()
    derived = _derived_marks(session)
    reuse = session._line_cache
    currency = normalise_currency(session.currency)
    out = []
    for number in sorted(session.hands):
        record = session.hands[number]
        mine, extra = race.get(number, []), derived.get(number, {})
        cached = reuse.get(number)
        if cached is not None and cached[0] is record and cached[1] == (mine, extra, currency):
            out.append(cached[2])
            continue
        line = _make_line(record, currency=currency, order=order, race=mine, derived=extra)
        reuse[number] = (record, (mine, extra, currency), line)
        out.append(line)
    for gone in [n for n in reuse if n not in session.hands]:
        del reuse[gone]
    return out
