"""Tips and shared expenses at the settle-up: an amount split among chosen players.

A dealer's tip goes to the house (which passes it on); food one player paid for goes to
that player. Each payer's share is to the coin, by largest remainder, so the shares add
up to the amount exactly.

>>> from scorekeeper.casino.payloads import Tip
>>> tip_balances([Tip(amount=Decimal(10), payers=("Amy", "Bob", "Cy"), to="Dee")], coin=Decimal("0.01"))
{'Amy': Decimal('-3.34'), 'Bob': Decimal('-3.33'), 'Cy': Decimal('-3.33'), 'Dee': Decimal('10')}
"""

from __future__ import annotations

from collections.abc import Iterable
from decimal import Decimal

from scorekeeper.casino.payloads import Tip
from scorekeeper.casino.split import split

ZERO = Decimal(0)


def shares(tip: Tip, *, coin: Decimal) -> dict[str, Decimal]:
    """What each payer owes for one tip or expense."""
    return split(tip.amount, list(tip.payers), coin=coin)


def tip_balances(tips: Iterable[Tip], *, coin: Decimal) -> dict[str, Decimal]:
    """What the tips and expenses add to each party's balance (``house`` included); sums to zero."""
    out: dict[str, Decimal] = {}
    for tip in tips:
        for name, share in shares(tip, coin=coin).items():
            out[name] = out.get(name, ZERO) - share
        out[tip.to] = out.get(tip.to, ZERO) + tip.amount
    return out
