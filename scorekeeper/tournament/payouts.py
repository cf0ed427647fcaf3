"""The prize pool paid by place: each place's share rounded down to the coin (or to the chip the
room pays in), what rounding leaves over to the top place, so the places sum to the pool exactly;
players finishing at the same place share those places' amounts.

>>> from scorekeeper.tournament.structure import Band, PercentPayouts
>>> table = PercentPayouts(bands=(Band(from_entries=2, percents=("50", "30", "20")),))
>>> [m.text() for m in place_amounts(table, field=9, pool=Money.of("1000.01", "USD"))]
['500.01', '300.00', '200.00']
>>> [m.text() for m in place_amounts(table, field=9, pool=Money.of("1010", "USD"), unit=Decimal(25))]
['510.00', '300.00', '200.00']
>>> paid = share_places(place_amounts(table, field=9, pool=Money.of("1000", "USD")), {"Amy": 1, "Bob": 2, "Cat": 2})
>>> {name: m.text() for name, m in paid.items()}
{'Amy': '500.00', 'Bob': '250.00', 'Cat': '250.00'}
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from decimal import Decimal

from scorekeeper.amounts import MONEY_CONTEXT, format_amount
from scorekeeper.errors import InputError
from scorekeeper.money import Money, minor_unit
from scorekeeper.tournament.structure import FixedPayouts, PercentPayouts

__all__ = ["place_amounts", "share_places"]


def _down(amount: Decimal, unit: Decimal) -> Decimal:
    """``amount`` rounded down to a whole number of ``unit``."""
    return MONEY_CONTEXT.multiply(MONEY_CONTEXT.divide_int(amount, unit), unit)


def _down_share(total: Decimal, k: int, unit: Decimal) -> Decimal:
    """One of ``k`` equal shares of ``total``, rounded down to ``unit``."""
    return MONEY_CONTEXT.multiply(MONEY_CONTEXT.divide_int(total, MONEY_CONTEXT.multiply(unit, k)), unit)


def _unit(pool: Money, unit: Decimal | None) -> Decimal:
    unit = minor_unit(pool.currency) if unit is None else unit
    if not unit.is_finite() or unit <= 0:
        raise InputError(f"unit: the smallest amount paid must be above zero (got {unit})")
    return unit


def place_amounts(
    payouts: PercentPayouts | FixedPayouts, *, field: int, pool: Money, unit: Decimal | None = None
) -> tuple[Money, ...]:
    """What each place is paid (place 1 first) to a field of ``field`` players from ``pool``.

    Percentages are rounded down to ``unit`` (default: the currency's coin); the remainder goes to
    the top place. Places past the field are not paid and their share goes to the top place too.
    Fixed amounts are paid as set, the rest of the pool to the top place; they may not exceed it.
    """
    if field < 1:
        raise InputError(f"field: a tournament pays a field of at least one player (got {field})")
    if pool.amount < 0:
        raise InputError(f"prize pool: cannot be negative (got {pool})")
    step = _unit(pool, unit)
    if isinstance(payouts, PercentPayouts):
        percents = payouts.band(field).percents[:field]
        lower = [
            _down(MONEY_CONTEXT.scaleb(MONEY_CONTEXT.multiply(pool.amount, Decimal(p)), -2), step) for p in percents[1:]
        ]
    else:
        lower = [Decimal(a) for a in payouts.amounts[1:field]]
        fixed = sum((Decimal(a) for a in payouts.amounts[:field]), Decimal(0))
        if fixed > pool.amount:
            raise InputError(f"payouts: the fixed amounts ({format_amount(fixed)}) exceed the prize pool ({pool})")
    rest = tuple(Money(a, pool.currency) for a in lower)
    return (pool - Money.total(rest, pool.currency), *rest)


def _places_held(places: Mapping[str, int]) -> dict[int, list[str]]:
    """The names at each place, checked: a place shared by k players takes the k places from it."""
    held: dict[int, list[str]] = {}
    for name, place in places.items():
        if place < 1:
            raise InputError(f"{name}: places count from 1 (got {place})")
        held.setdefault(place, []).append(name)
    taken: set[int] = set()
    for place, names in sorted(held.items()):
        span = set(range(place, place + len(names)))
        if span & taken or any(p in held for p in span - {place}):
            raise InputError(
                f"place {place}: shared by {len(names)}, so places up to {place + len(names) - 1} are theirs"
            )
        taken |= span
    return held


def share_places(
    amounts: Sequence[Money], places: Mapping[str, int], *, unit: Decimal | None = None
) -> dict[str, Money]:
    """Each player's payout: ``places`` maps a name to its place (tied players hold the same place
    and share that place's amount and the next ones'); shares are rounded down to ``unit``, the
    odd coins going one each to the tied players first named, in ``places``' order."""
    if not amounts:
        return {}
    currency = amounts[0].currency
    step = _unit(amounts[0], unit)
    out = {name: Money.zero(currency) for name in places}
    for place, names in _places_held(places).items():
        total = Money.total(amounts[place - 1 : place - 1 + len(names)], currency).amount
        k = len(names)
        each = _down_share(total, k, step)
        rest = MONEY_CONTEXT.subtract(total, MONEY_CONTEXT.multiply(each, k))
        odd = int(MONEY_CONTEXT.divide_int(rest, step))  # fewer than len(names): each was rounded down
        for i, name in enumerate(names):
            extra = step if i < odd else Decimal(0)
            if i == 0:  # what is left below the unit (a top place holding the pool's odd cents)
                extra = MONEY_CONTEXT.add(extra, MONEY_CONTEXT.subtract(rest, MONEY_CONTEXT.multiply(step, odd)))
            out[name] = Money(MONEY_CONTEXT.add(each, extra), currency)
    return out
