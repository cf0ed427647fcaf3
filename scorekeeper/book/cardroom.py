"""The card room's views: a night's tables, each player across them, and the cashier.

A card room runs several tables at once and players move between them; each table is a
session of one book. A *night* (or a *shift*) groups the sessions of one date, or any
chosen sessions, optionally only the hands played within a time window. A player is the
same person at every table: the book knows players by name, one name one person.

The cashier view adds each player's money over every table of the night, per currency
(money in different currencies is never added), and settles it once: through the cage
(every loser pays the cage, the cage pays every winner) or in the fewest transfers.
Everything is derived from the sessions' live hands, so the cashier view is exactly the
sum of the tables.

>>> from decimal import Decimal
>>> cage_transfers({"Amy": Decimal(5), "Bob": Decimal(-5)})
[Transfer(payer='Bob', payee='cage', amount=Decimal('5')), Transfer(payer='cage', payee='Amy', amount=Decimal('5'))]
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal

from scorekeeper.amounts import format_amount
from scorekeeper.book import Book
from scorekeeper.errors import InputError
from scorekeeper.ledger.settlement import Transfer, in_currency, round_to_coin, simplified
from scorekeeper.session.session import HandRecord, Session

CAGE = "cage"  # the cashier's cage, a party of the settle-up through the cage
HOUSE = "house"  # what the house collected at the tables, when hands are not zero-sum
MODES = ("cage", "fewest")
_ZERO = Decimal(0)


@dataclass(frozen=True)
class Night:
    """Which tables (sessions) make the night, and optionally which hours (a shift):
    hands recorded at ``since`` or later and no later than ``until`` (ISO times)."""

    label: str
    sessions: tuple[str, ...]
    since: str = ""
    until: str = ""

    def counts(self, record: HandRecord) -> bool:
        return (not self.since or record.at >= self.since) and (not self.until or record.at <= self.until)


def night_of(book: Book, date: str, *, since: str = "", until: str = "") -> Night:
    """Every session of ``date`` (YYYY-MM-DD), in the book's order."""
    ids = tuple(info.id for info in book.list_sessions() if info.date == date)
    if not ids:
        raise InputError(f"there is no session dated {date} in this book")
    return Night(date, ids, since, until)


@dataclass(frozen=True)
class LastHand:
    number: int
    at: str
    seated: tuple[str, ...]


@dataclass(frozen=True)
class Table:
    """One table of the night: who may sit there now, its last hand and its totals."""

    session: str
    name: str
    currency: str
    seated: tuple[str, ...]
    hands: int
    last: LastHand | None
    money: dict[str, Decimal]  # per player, over the night's hands at this table
    player_hands: dict[str, int]  # how many of those hands each player sat in
    coin: Decimal = Decimal("0.01")  # the smallest coin the table pays at settle-up


@dataclass
class Standing:
    """One player over the night in one currency."""

    hands: int = 0
    money: Decimal = _ZERO
    tables: list[str] = field(default_factory=list)  # session ids, in the night's order


@dataclass(frozen=True)
class CurrencyCashier:
    """``balances`` exact (zero-sum); the transfers clear them rounded to ``coin`` (largest
    remainder), ``rounding[p]`` being what that moved from each party (they sum to zero)."""

    currency: str
    balances: dict[str, Decimal]  # zero-sum
    transfers: list[Transfer]
    coin: Decimal = Decimal("0.01")
    rounding: dict[str, Decimal] = field(default_factory=dict)


@dataclass(frozen=True)
class Cashier:
    night: Night
    mode: str
    currencies: list[CurrencyCashier]


def table(session: Session, night: Night) -> Table:
    counted = [r for r in session.live_hands() if night.counts(r)]
    money: dict[str, Decimal] = {}
    hands: dict[str, int] = {}
    for record in counted:
        for name, amount in record.money().items():
            money[name] = money.get(name, _ZERO) + amount
            hands[name] = hands.get(name, 0) + 1
    last = counted[-1] if counted else None
    return Table(
        session=session.id,
        name=session.name,
        currency=session.currency,
        seated=tuple(session.active),
        hands=len(counted),
        last=LastHand(last.number, last.at, tuple(last.seated)) if last else None,
        money=money,
        player_hands=hands,
        coin=session.coin_value,
    )


def tables(book: Book, night: Night) -> list[Table]:
    """The night's tables, each read from the book as it is now."""
    return [table(book.session(sid), night) for sid in night.sessions]


def standings(night_tables: Sequence[Table]) -> dict[str, dict[str, Standing]]:
    """currency -> player -> their hands and money over every table of the night."""
    out: dict[str, dict[str, Standing]] = {}
    for t in night_tables:
        for name, amount in t.money.items():
            s = out.setdefault(t.currency, {}).setdefault(name, Standing())
            s.money += amount
            s.hands += t.player_hands[name]
            s.tables.append(t.session)
    return {c: dict(sorted(players.items())) for c, players in sorted(out.items())}


def cashier(book: Book, night: Night, *, mode: str = "cage") -> Cashier:
    """Each player's net over the night per currency, settled once (``mode``: cage or fewest)."""
    if mode not in MODES:
        raise InputError(f"cashier mode {mode!r}: choose {' or '.join(MODES)}")
    out = []
    night_tables = tables(book, night)
    for currency, players in standings(night_tables).items():
        balances = {name: s.money for name, s in players.items()}
        residual = sum(balances.values(), _ZERO)
        if residual:  # the house took (or paid) money at the tables: it is a party too
            balances[HOUSE] = -residual
        coin = max(t.coin for t in night_tables if t.currency == currency)  # payable at every table
        rounded = round_to_coin(balances, coin=coin)
        settle = cage_transfers if mode == "cage" else fewest_transfers
        transfers = in_currency(currency, settle(rounded.balances))
        out.append(CurrencyCashier(currency, balances, transfers, coin, rounded.differences))
    return Cashier(night, mode, out)


def cage_transfers(balances: Mapping[str, Decimal]) -> list[Transfer]:
    """Every loser pays the cage, then the cage pays every winner (losers first, by name)."""
    losers = sorted((name, -v) for name, v in balances.items() if v < 0)
    winners = sorted((name, v) for name, v in balances.items() if v > 0)
    return [Transfer(payer=n, payee=CAGE, amount=a) for n, a in losers] + [
        Transfer(payer=CAGE, payee=n, amount=a) for n, a in winners
    ]


def fewest_transfers(balances: Mapping[str, Decimal]) -> list[Transfer]:
    """The fewest transfers (:func:`scorekeeper.ledger.settlement.simplified`: exact up to its
    limit of players, past it largest debtor pays largest creditor, at most n - 1)."""
    return simplified(balances)


def _transfers_json(transfers: Iterable[Transfer]) -> list[dict[str, str]]:
    return [{"from": t.payer, "to": t.payee, "amount": format_amount(t.amount)} for t in transfers]


def cashier_json(view: Cashier) -> dict[str, object]:
    """The cashier view as JSON (amounts as exact decimal text)."""
    return {
        "night": view.night.label,
        "tables": list(view.night.sessions),
        "mode": view.mode,
        "currencies": [
            {
                "currency": c.currency,
                "balances": {name: format_amount(v) for name, v in c.balances.items()},
                "transfers": _transfers_json(c.transfers),
                "coin": format(c.coin, "f"),
                "rounding": {name: format_amount(v) for name, v in c.rounding.items()},
            }
            for c in view.currencies
        ],
    }
