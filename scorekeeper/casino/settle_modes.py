"""Ways to settle up: fewest transfers, by pair, through the cashier, in seat order.

>>> b = {"Amy": Decimal(30), "Bob": Decimal(-10), "Cy": Decimal(-20)}
>>> [(t.payer, t.payee, t.amount) for t in through_cashier(b)]
[('Bob', 'cage', Decimal('10')), ('Cy', 'cage', Decimal('20')), ('cage', 'Amy', Decimal('30'))]
>>> [(t.payer, t.payee, t.amount) for t in in_seat_order(b, ["Cy", "Amy", "Bob"])]
[('Cy', 'Amy', Decimal('20')), ('Bob', 'Amy', Decimal('10'))]
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from decimal import Decimal

from scorekeeper.ledger.settlement import Transfer, simplified

MODES = ("fewest", "pair", "cashier", "seat-order")
CAGE = "cage"
ZERO = Decimal(0)


def through_cashier(balances: Mapping[str, Decimal]) -> list[Transfer]:
    """Every loser pays the cage, then the cage pays every winner (listed in that order)."""
    if sum(balances.values(), ZERO) != 0:
        raise ValueError("balances must sum to zero")
    pay_in = [Transfer(payer=n, payee=CAGE, amount=-v) for n, v in balances.items() if v < 0]
    pay_out = [Transfer(payer=CAGE, payee=n, amount=v) for n, v in balances.items() if v > 0]
    return pay_in + pay_out


def in_seat_order(balances: Mapping[str, Decimal], seats: Sequence[str]) -> list[Transfer]:
    """Each loser in seat order pays the winners in seat order until square.

    Parties not seated (the house) come after the seats, in the order given.
    """
    if sum(balances.values(), ZERO) != 0:
        raise ValueError("balances must sum to zero")
    order = [n for n in seats if n in balances] + [n for n in balances if n not in seats]
    owed = {n: -balances[n] for n in order if balances[n] < 0}
    due = {n: balances[n] for n in order if balances[n] > 0}
    out = []
    for payer in list(owed):
        for payee in list(due):
            amount = min(owed[payer], due[payee])
            if amount <= 0:
                continue
            out.append(Transfer(payer=payer, payee=payee, amount=amount))
            owed[payer] -= amount
            due[payee] -= amount
            if owed[payer] == 0:
                break
    return out


def transfers_for(
    mode: str, balances: Mapping[str, Decimal], *, seats: Sequence[str], by_pair: Sequence[Transfer]
) -> list[Transfer]:
    """The transfers of one mode (``by_pair`` is the pair-by-pair list, computed elsewhere)."""
    if mode == "fewest":
        return simplified(balances)
    if mode == "pair":
        return list(by_pair)
    if mode == "cashier":
        return through_cashier(balances)
    if mode == "seat-order":
        return in_seat_order(balances, seats)
    raise ValueError(f"unknown settle mode {mode!r} (one of {', '.join(MODES)})")
