"""Each live hand's money once the casino rules are applied, derived by replaying the hands.

Per hand, in this order: the fees the house takes before the hand (per player, by unit
tier, per period of play), capped by the stack under table stakes; the pairs paid in
seat order with their caps (:mod:`scorekeeper.casino.stacks`); the house's percentage
of what each winner won. Edits, voids and undo simply change what is replayed.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from decimal import Decimal
from typing import TYPE_CHECKING

from scorekeeper.casino.collection import before_hand, from_winnings, period_of
from scorekeeper.casino.payloads import StackEntry
from scorekeeper.casino.stacks import Cap, pay_pairs
from scorekeeper.casino.state import CasinoState, casino_state
from scorekeeper.game.seat_order import seat_order
from scorekeeper.ledger.lines import LedgerLine, PairLine, table_lines
from scorekeeper.money import Money

if TYPE_CHECKING:
    from scorekeeper.session.session import Session

ZERO = Decimal(0)


@dataclass(frozen=True, slots=True)
class HandMoney:
    """One live hand as the casino pays it."""

    number: int
    money: dict[str, Decimal]  # each seated player's win or loss, after the caps and the house's fees
    fees: dict[str, Decimal]  # what each player paid the house at this hand
    caps: tuple[Cap, ...] = ()
    payments: tuple[tuple[str, str, Decimal], ...] = ()  # (winner, loser, paid)
    stacks: dict[str, Decimal] | None = None  # after the hand, under table stakes

    @property
    def house(self) -> Decimal:
        return sum(self.fees.values(), ZERO)


@dataclass
class CasinoView:
    hands: dict[int, HandMoney] = field(default_factory=dict)
    stacks: dict[str, Decimal] = field(default_factory=dict)  # now: buy-ins - cash-outs + results
    fees: dict[str, Decimal] = field(default_factory=dict)  # each player's total to the house
    accrued: dict[str, Decimal] = field(default_factory=dict)  # the part owed at the settle-up
    buyins: dict[str, Decimal] = field(default_factory=dict)
    cashouts: dict[str, Decimal] = field(default_factory=dict)

    @property
    def house(self) -> Decimal:
        return sum(self.fees.values(), ZERO)


def _add(book: dict[str, Decimal], name: str, amount: Decimal) -> None:
    book[name] = book.get(name, ZERO) + amount


def _enter(view: CasinoView, entry: StackEntry) -> None:
    sign = 1 if entry.kind == "buyin" else -1
    _add(view.stacks, entry.player, sign * entry.amount)
    _add(view.buyins if sign == 1 else view.cashouts, entry.player, entry.amount)


def build_view(session: Session, lines: list[LedgerLine]) -> CasinoView:
    """The casino's view of the session from its lines as the table scored them."""
    state: CasinoState = casino_state(session)
    view = CasinoView(stacks={name: ZERO for name in session.players})
    coin = session.coin_value
    entries = sorted(state.entries, key=lambda e: e.before_hand)  # stable: recorded order within a hand
    periods: dict[tuple[str, str], int] = {}  # (collection set at, player) -> last period paid
    for line in lines:
        if not line.live:
            continue
        while entries and entries[0].before_hand <= line.hand:
            _enter(view, entries.pop(0))
        view.hands[line.hand] = _hand(session, state, line, view, periods, coin)
    for entry in entries:
        _enter(view, entry)
    return view


def _hand(
    session: Session,
    state: CasinoState,
    line: LedgerLine,
    view: CasinoView,
    periods: dict[tuple[str, str], int],
    coin: Decimal,
) -> HandMoney:
    number, seated = line.hand, list(line.seated)
    fee, since = state.collection_for(number)
    table = state.stakes_rule_for(number)
    period = period_of(fee, since=since, at=line.at) if fee.kind == "per_time" and since else 0
    paid_periods = {name: periods.get((since, name), -1) for name in seated}
    unit = session.stakes_for(number).unit  # the table's unit for the hand: it picks the tier
    fees = before_hand(fee, seated=seated, unit=unit, periods=paid_periods, period=period)
    if table is not None:  # the house takes no more than is in front of the player
        fees = {n: min(a, max(ZERO, view.stacks.get(n, ZERO))) for n, a in fees.items()}
    if fee.kind == "per_time":
        for name in fees:
            periods[(since, name)] = period
    loss_cap = state.loss_cap_for(number)
    caps: list[Cap] = []
    payments: list[tuple[str, str, Decimal]] = []
    if table is None and loss_cap is None:
        money = {name: m.amount for name, m in line.money.items()}
    else:
        stacks = {n: view.stacks.get(n, ZERO) - fees.get(n, ZERO) for n in seated} if table is not None else None
        money, caps, payments = pay_pairs(
            [(pair.players[0], pair.players[1], pair.money.amount) for pair in line.pairs],
            order=seat_order(seated, line.dealer),
            stacks=stacks,
            loss_cap=loss_cap,
            cap_winner=table is not None and table.cap_winner,
        )
    for name, amount in from_winnings(fee, money, coin=coin).items():
        fees[name] = fees.get(name, ZERO) + amount
    net = {name: money.get(name, ZERO) - fees.get(name, ZERO) for name in dict.fromkeys([*seated, *money])}
    for name, amount in fees.items():
        _add(view.fees, name, amount)
        if fee.accrue:
            _add(view.accrued, name, amount)
    for name, amount in net.items():
        _add(view.stacks, name, amount)
    stacks_after = {n: view.stacks[n] for n in seated} if table is not None else None
    fees = {n: a for n, a in fees.items() if a}
    return HandMoney(number, net, fees, tuple(caps), tuple(payments), stacks_after)


def casino_view(session: Session) -> CasinoView:
    """:func:`build_view`, cached until the session's next event."""
    view: CasinoView = session._derive("casino", lambda: build_view(session, table_lines(session)))
    return view


def casino_lines(session: Session, lines: list[LedgerLine]) -> list[LedgerLine]:
    """The ledger lines with the money the casino pays: caps, the house's fees and take."""
    view = casino_view(session)
    # A line is remade only when its table line or its casino money changed, so a view can tell
    # a changed line by identity (as ledger_lines promises) while hands are added at the end.
    reuse: dict[int, tuple[LedgerLine, HandMoney, LedgerLine]] = session._derived.setdefault("casino_reuse", {})
    out = []
    for line in lines:
        hand = view.hands.get(line.hand) if line.live else None
        if hand is None:
            out.append(line)
            continue
        cached = reuse.get(line.hand)
        if cached is not None and cached[0] is line and cached[1] == hand:
            out.append(cached[2])
            continue
        cur = line.currency
        pairs = line.pairs
        if hand.payments:
            paid = {frozenset((w, loser)): (w, amount) for w, loser, amount in hand.payments}
            pairs = tuple(_paid_pair(pair, paid, cur) for pair in line.pairs)
        money = {name: Money(amount, cur) for name, amount in hand.money.items()}
        adjusted = replace(line, money=money, pairs=pairs, house=Money(hand.house, cur))
        reuse[line.hand] = (line, hand, adjusted)
        out.append(adjusted)
    return out


def _paid_pair(pair: PairLine, paid: dict[frozenset[str], tuple[str, Decimal]], currency: str) -> PairLine:
    winner, amount = paid.get(frozenset(pair.players), (pair.players[0], ZERO))
    return replace(pair, money=Money(amount if winner == pair.players[0] else -amount, currency))
