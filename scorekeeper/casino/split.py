"""Splitting an amount into shares to the coin, by largest remainder.

>>> split(Decimal("10"), ["Amy", "Bob", "Cy"], coin=Decimal("0.01"))
{'Amy': Decimal('3.34'), 'Bob': Decimal('3.33'), 'Cy': Decimal('3.33')}
>>> split(Decimal("5"), ["Amy", "Bob"], coin=Decimal("0.01"), weights=[Decimal(3), Decimal(1)])
{'Amy': Decimal('3.75'), 'Bob': Decimal('1.25')}
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import ROUND_FLOOR, Context, Decimal, InvalidOperation, Overflow, localcontext

from scorekeeper.amounts import MONEY_CONTEXT

# Division for a share may be inexact (1/3); floors and what is left over are then exact.
ROUGH = Context(prec=120, traps=[InvalidOperation, Overflow])


def floor_to(value: Decimal, coin: Decimal) -> Decimal:
    """``value`` rounded down to a multiple of ``coin`` (exact)."""
    with localcontext(ROUGH):
        steps = (value / coin).to_integral_value(rounding=ROUND_FLOOR)
    with localcontext(MONEY_CONTEXT):
        return steps * coin


def split(
    amount: Decimal, names: Sequence[str], *, coin: Decimal, weights: Sequence[Decimal] | None = None
) -> dict[str, Decimal]:
    """``amount`` shared among ``names`` (equally, or in proportion to ``weights``).

    Every share is a multiple of ``coin`` when ``amount`` is; the shares sum to exactly
    ``amount``. Each share is first floored, then the coins left over go one each to the
    largest remainders (ties: the earlier name), so no share is off by a coin or more.
    """
    if not names:
        raise ValueError("split among nobody")
    if len(set(names)) != len(names):
        raise ValueError("a name is given twice")
    weights = list(weights) if weights is not None else [Decimal(1)] * len(names)
    total_weight = sum(weights, Decimal(0))
    if total_weight <= 0 or any(w < 0 for w in weights):
        raise ValueError("weights must be non-negative and not all zero")
    exact: list[Decimal] = []
    with localcontext(ROUGH):
        for w in weights:
            exact.append(amount * w / total_weight)
    floors = [floor_to(e, coin) for e in exact]
    with localcontext(ROUGH):
        remainders = [e - f for e, f in zip(exact, floors, strict=True)]
    with localcontext(MONEY_CONTEXT):
        left = amount - sum(floors, Decimal(0))
    order = sorted(range(len(names)), key=lambda i: (-remainders[i], i))
    shares = dict(zip(names, floors, strict=True))
    i = 0
    while left >= coin:
        shares[names[order[i % len(order)]]] += coin
        left -= coin
        i += 1
    if left:  # an amount finer than the coin: the last crumb goes to the largest remainder
        shares[names[order[0]]] += left
    return shares
